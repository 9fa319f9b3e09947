import type { HelpTopic } from './help-article.ts';

// Checked against the ticket machine (shared/domain/ticket) and docs/lifecycle.md#who-may-do-what:
// every action named here is one the product offers, under the label the screens use.

export const requestsTopic: HelpTopic = {
  id: 'requests',
  title: 'Requests',
  articles: [
    {
      id: 'post-request',
      title: 'How do I post a request?',
      paragraphs: [
        'On your dashboard, choose New Request. Describe what you were building and where it breaks, pick the AI tool that wrote the code, and add your budget. The tech stack is optional but helps the right developer find you.',
        'Choose the categories that fit (Web, Mobile, and so on); if you pick none, Other is added for you. You can attach screenshots, logs or code: up to 10 files, 20 MB each. Posting a request is free.',
      ],
    },
    {
      id: 'edit-delete-request',
      title: 'Can I change or delete a request?',
      paragraphs: [
        'Yes, while it is still Pending, that is, before a developer has taken it. On its card in My Requests, choose Edit Request to change it, or Delete to remove it. Deleting cannot be undone.',
        'Once a developer has taken the request, it can no longer be edited or deleted: use the discussion to tell your developer what changed.',
      ],
    },
    {
      id: 'who-picks-up',
      title: 'Who picks up my request, and when?',
      paragraphs: [
        'Vetted developers see pending requests in the categories they work in. A developer may message you with questions before taking it on; when one grabs your request we email you, and they start on a plan.',
        'How quickly that happens depends on who is available with the right skills. A clear description, the stack and an error message or screenshot make it much easier for someone to say yes.',
      ],
    },
    {
      id: 'statuses',
      title: 'What do the request statuses mean?',
      paragraphs: [
        'Pending: waiting for a developer. Planning: a developer is writing the plan. Reviewing Plan: the plan is waiting for your approval. Work In Progress: the developer is working on a paid milestone. Reviewing Results: a milestone is waiting for your review.',
        'Customer Approved: every milestone is approved and the request is done. Customer Rejected: the request closed without a solution, and unapproved payments were refunded. Requires Mod Assistance: a moderator is looking at the request.',
      ],
    },
  ],
};

export const plansTopic: HelpTopic = {
  id: 'plans',
  title: 'Plans',
  articles: [
    {
      id: 'what-is-plan',
      title: 'What is a plan?',
      paragraphs: [
        'Your developer splits the work into milestones. Each one has a title, a description of what will be done, an estimated time and an hourly rate, so you see the price of every step before anything starts.',
        'Open the request and choose View Plan to see the milestones, their status and their price breakdown.',
      ],
    },
    {
      id: 'approve-or-change',
      title: 'How do I approve a plan or ask for changes?',
      paragraphs: [
        'When the plan is ready we email you and the request shows Reviewing Plan. Choose Approve Plan to accept it, or Request Changes and say what you would like different; the plan goes back to the developer with your feedback.',
        'Approving the plan takes you to pay for the first milestone. Nothing is charged before you approve.',
      ],
    },
    {
      id: 'developer-leaves',
      title: 'What if my developer steps back before the work starts?',
      paragraphs: [
        'While the plan is being written or reviewed, a developer may abandon the request. It then goes back to Pending so another developer can take it, and the unapproved plan is discarded. You have not paid anything at that point.',
      ],
    },
  ],
};
