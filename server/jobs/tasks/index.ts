import type { TaskList } from 'graphile-worker';

/**
 * Every background task the product runs, by name. Later areas add theirs here
 * (send-email, auto-approve, …). Each must be idempotent: jobs run at least once.
 */
export const tasks: TaskList = {};
