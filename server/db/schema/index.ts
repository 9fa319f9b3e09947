export * from './waitlist.ts';
