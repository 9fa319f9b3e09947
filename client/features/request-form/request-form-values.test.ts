import { describe, expect, it } from 'vitest';
import { ticketDetailsInput } from '#shared/schemas/tickets.ts';
import { detailsToSend, requestFormDefaults, toggleCategory } from './request-form-values.ts';

const ticket = {
  description: 'Login loops\nAfter deploy the app redirects forever.',
  categories: ['web', 'backend'],
  aiTool: 'CURSOR',
  aiToolOther: null,
  stack: 'Next.js',
  budget: '$200',
  files: { 'a0000000-0000-4000-8000-000000000000': 'log.txt' },
};

describe('requestFormDefaults', () => {
  it('starts a new request on ChatGPT with nothing chosen', () => {
    expect(requestFormDefaults()).toEqual({
      description: '',
      categories: [],
      aiTool: 'CHAT_GPT',
      aiToolOther: '',
      stack: '',
      budget: '',
      files: {},
    });
  });

  it('fills the form from the ticket, categories in spec order', () => {
    expect(requestFormDefaults(ticket)).toEqual({
      ...ticket,
      categories: ['backend', 'web'],
      aiToolOther: '',
      files: { ...ticket.files },
    });
  });

  it('shows stored sub-options under a checked Mobile, and keeps an unknown tool as Other', () => {
    const values = requestFormDefaults({ ...ticket, categories: ['ios', 'junk'], aiTool: 'Zed' });
    expect(values.categories).toEqual(['mobile', 'ios']);
    expect(values.aiTool).toBe('OTHER');
    expect(values.aiToolOther).toBe('Zed');
  });
});

describe('toggleCategory', () => {
  it('adds in spec order without repeats', () => {
    expect(toggleCategory(['web'], 'mobile', true)).toEqual(['mobile', 'web']);
    expect(toggleCategory(['web'], 'web', true)).toEqual(['web']);
  });

  it('clears the Mobile sub-options with Mobile', () => {
    expect(toggleCategory(['mobile', 'ios', 'android', 'web'], 'mobile', false)).toEqual(['web']);
    expect(toggleCategory(['mobile', 'ios', 'android'], 'ios', false)).toEqual([
      'mobile',
      'android',
    ]);
  });
});

describe('detailsToSend', () => {
  const parse = (values: Parameters<typeof ticketDetailsInput.parse>[0]) =>
    detailsToSend(ticketDetailsInput.parse(values));
  const base = { ...requestFormDefaults(), description: 'Stuck', budget: '$50' };

  it('sends Other when no category is chosen, and drops the Other AI Tool text unless OTHER', () => {
    const sent = parse({ ...base, aiToolOther: 'Zed' });
    expect(sent.categories).toEqual(['other']);
    expect(sent).not.toHaveProperty('aiToolOther');
  });

  it('sends the Other AI Tool text with OTHER, and the result passes the schema again', () => {
    const sent = parse({ ...base, aiTool: 'OTHER', aiToolOther: ' Zed ' });
    expect(sent.aiToolOther).toBe('Zed');
    expect(ticketDetailsInput.safeParse(sent).success).toBe(true);
  });
});
