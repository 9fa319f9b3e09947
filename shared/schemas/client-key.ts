import { z } from 'zod';

/**
 * Made by the client once per thing it creates (a request, a message) and sent again with every
 * try of it: a retry of a create that did commit (the answer was lost, the database was slow)
 * gets the same thing back instead of a second one (docs/operations.md#faults). Required: a create
 * without one could not be retried safely.
 */
export const clientKey = z.uuid('The client key must be a UUID.');
