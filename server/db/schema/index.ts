export * from './waitlist.ts';
export * from './accounts.ts';
