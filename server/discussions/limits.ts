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
