import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { canGrab, cardActions } from './card-actions.ts';
import { toCardTicket, type CardTicket, type TicketListItem } from './card-ticket.ts';
import {
  dialogConfirm,
  dialogFailure,
  listDialogTarget,
  NO_LONGER_POSSIBLE,
} from './dialog-command.ts';

/** A server answer as the tRPC client hands it over: a message and the mapped code. */
const answer = (code: string, message: string) =>
  new TRPCClientError(message, { result: { error: { message, code: 0, data: { code } } } });

const FAILED = 'Failed to delete ticket. Please try again.';
const STALE = 'This request was changed in the meantime. Please try again.';
const LATEST = `${STALE} The page now shows the latest state of this request.`;

describe('a failed dialog command', () => {
  it('explains a conflict and refetches before a retry, from a plan and from a list', () => {
    for (const fromList of [false, true]) {
      expect(dialogFailure(answer('CONFLICT', STALE), FAILED, fromList)).toEqual({
        message: LATEST,
        conflict: true,
        refresh: true,
      });
    }
  });

  it("shows the server's sentence on the request's own screen, without refetching", () => {
    expect(dialogFailure(answer('NOT_FOUND', 'Request not found'), FAILED, false)).toEqual({
      message: 'Request not found',
      conflict: false,
      refresh: false,
    });
  });

  it("shows the spec's text from a list, and refetches the lists either way", () => {
    expect(dialogFailure(answer('NOT_FOUND', 'Request not found'), FAILED, true)).toEqual({
      message: FAILED,
      conflict: false,
      refresh: true,
    });
  });

  it("falls back to the spec's text when the server never answered", () => {
    expect(dialogFailure(new TypeError('Failed to fetch'), FAILED, false)).toEqual({
      message: FAILED,
      conflict: false,
      refresh: false,
    });
  });
});

const customer: Actor = { id: 'c-1', role: 'customer' };
const developer: Actor = { id: 'd-1', role: 'developer', categories: ['web'] };

/** A pending request as the lists return it, at a version. */
const listed = (version: number, overrides: Partial<TicketListItem> = {}): CardTicket =>
  toCardTicket({
    id: '3f2a9c1e-0b4d-4c7e-9a1b-5e6f7a8b9cde',
    title: 'Login fails',
    status: 'AWAITING_ASSIGNMENT',
    categories: ['web'],
    customerId: customer.id,
    developerId: null,
    offeredTo: null,
    version,
    createdAt: new Date('2026-11-01T10:00:00Z'),
    otherParty: null as unknown as TicketListItem['otherParty'],
    ...overrides,
  });
const other = listed(1, { id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e' });

const mayDelete = (ticket: CardTicket) => cardActions(ticket, customer).canDelete;
const mayGrab = (ticket: CardTicket) => canGrab(ticket, developer);

describe('the request a list dialog acts on', () => {
  const opened = listed(1);

  it('follows the refetched list, so a retry sends the current version', () => {
    const edited = listed(2, { title: 'Login fails on Safari' });
    expect(listDialogTarget(opened, [other, edited], mayDelete)).toEqual({
      ticket: edited,
      confirmable: true,
    });
    expect(listDialogTarget(opened, [edited], mayGrab)).toEqual({
      ticket: edited,
      confirmable: true,
    });
  });

  it('offers nothing once the rules no longer allow the command', () => {
    const taken = listed(2, { status: 'DEVELOPER_PLANNING', developerId: 'd-2' });
    expect(listDialogTarget(opened, [taken], mayDelete)).toEqual({
      ticket: taken,
      confirmable: false,
    });
    expect(listDialogTarget(opened, [taken], mayGrab).confirmable).toBe(false);
  });

  it('keeps the copy it was opened with, unconfirmable, once the request left the list', () => {
    expect(listDialogTarget(opened, [other], mayGrab)).toEqual({
      ticket: opened,
      confirmable: false,
    });
    expect(listDialogTarget(opened, [], mayDelete).confirmable).toBe(false);
  });

  it('judges the copy it was opened with while there is no list', () => {
    expect(listDialogTarget(opened, undefined, mayDelete)).toEqual({
      ticket: opened,
      confirmable: true,
    });
  });
});

describe("a dialog's confirm", () => {
  it('is offered while the command is possible, with any earlier failure still shown', () => {
    expect(dialogConfirm({ error: LATEST, busy: false, confirmable: true })).toEqual({
      canConfirm: true,
      error: LATEST,
    });
  });

  it("is withdrawn once impossible, keeping the conflict's explanation", () => {
    expect(dialogConfirm({ error: LATEST, busy: false, confirmable: false })).toEqual({
      canConfirm: false,
      error: LATEST,
    });
  });

  it('says why when a live change made it impossible before any attempt', () => {
    expect(dialogConfirm({ error: null, busy: false, confirmable: false })).toEqual({
      canConfirm: false,
      error: NO_LONGER_POSSIBLE,
    });
    expect(NO_LONGER_POSSIBLE).toBe(
      'This action is not possible on this request right now. The page now shows the latest state of this request.',
    );
  });

  it('stays as it is while the command runs (a success may drop the request first)', () => {
    expect(dialogConfirm({ error: null, busy: true, confirmable: false })).toEqual({
      canConfirm: true,
      error: null,
    });
  });
});
