import { accountTopic, contactTopic, filesTopic } from './articles-account.ts';
import { paymentsTopic, refundsTopic } from './articles-money.ts';
import { plansTopic, requestsTopic } from './articles-work.ts';
import type { HelpTopic } from './help-article.ts';

/** The help centre's topics, in the order a request lives through them. */
export const helpTopics: readonly HelpTopic[] = [
  requestsTopic,
  plansTopic,
  paymentsTopic,
  refundsTopic,
  filesTopic,
  accountTopic,
  contactTopic,
];
