export * from './waitlist.ts';
export * from './accounts.ts';
export * from './tickets.ts';
export * from './payments.ts';
export * from './files.ts';
export * from './jobs.ts';
export * from './secrets.ts';
export * from './notifications.ts';
