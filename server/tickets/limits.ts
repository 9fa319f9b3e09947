import type { Limit } from '../rate-limit/rate-limit.ts';

const HOUR = 60 * 60;

/**
 * Per account: a person posts a few requests a day, and even one splitting a project into many
 * stays far below 20 an hour; a script creating requests (each holding up to 10 files) meets a
 * wall.
 */
export const createTicketLimits = (customerId: string): Limit[] => [
  { key: `create-ticket:user:${customerId}`, max: 20, windowSeconds: HOUR },
];

export const createTicketLimitText = (wait: string) =>
  `You have created many requests in the last hour. Please try again in ${wait}.`;
