import { describe, expect, it } from 'vitest';
import { milestoneStatuses } from '../ticket/ticket-state.ts';
import { mayDownloadDeliverables } from './deliverables.ts';

const ticket = { customerId: 'customer', developerId: 'developer' };
const customer = { id: 'customer', role: 'customer' };

describe('deliverable downloads', () => {
  it('unlocks the customer’s download only when the milestone is accepted, never after a refund', () => {
    for (const status of milestoneStatuses) {
      expect(mayDownloadDeliverables(customer, ticket, { status, refunded: false }), status).toBe(
        status === 'ACCEPTED',
      );
      expect(mayDownloadDeliverables(customer, ticket, { status, refunded: true })).toBe(false);
    }
  });

  it('lets the delivering developer and moderators download, and no one else', () => {
    const inReview = { status: 'IN_REVIEW' as const, refunded: false };
    expect(mayDownloadDeliverables({ id: 'developer', role: 'developer' }, ticket, inReview)).toBe(
      true,
    );
    expect(mayDownloadDeliverables({ id: 'mod', role: 'moderator' }, ticket, inReview)).toBe(true);
    const accepted = { status: 'ACCEPTED' as const, refunded: false };
    expect(mayDownloadDeliverables({ id: 'other', role: 'customer' }, ticket, accepted)).toBe(
      false,
    );
    expect(mayDownloadDeliverables({ id: 'other', role: 'developer' }, ticket, accepted)).toBe(
      false,
    );
  });
});
