import type { Limit } from '../rate-limit/rate-limit.ts';

/**
 * Per person: a lively conversation is a message every few seconds, never 30 in a minute; a script flooding a party's inbox (and mailbox) meets a wall.
 */
export const sendMessageLimits = (userId: string): Limit[] => [
  { key: `send-message:user:${userId}`, max: 30, windowSeconds: 60 },
];

export const sendMessageLimitText = (wait: string) =>
  `You are sending messages very quickly. Please wait ${wait} and try again.`;

/** "… is typing" is a hint: a few a minute are plenty, and they are never stored. */
export const typingLimits = (userId: string): Limit[] => [
  { key: `typing:user:${userId}`, max: 30, windowSeconds: 60 },
];

/**
 * Per person: a report calls in a moderator, and someone with a real grievance files a few, never
 * dozens an hour; a script filing reports meets a wall before it floods the moderators.
 */
export const reportMessageLimits = (userId: string): Limit[] => [
  { key: `report-message:user:${userId}`, max: 10, windowSeconds: 60 * 60 },
];

export const reportMessageLimitText = (wait: string) =>
  `You have reported many messages in a short time. Please wait ${wait} and try again.`;
