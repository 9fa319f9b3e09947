import { describe, expect, it } from 'vitest';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import {
  customer,
  developer,
  firstMilestoneInReview,
  given,
  otherCustomer,
  run,
  working,
} from '#shared/domain/ticket/test-support.ts';
import { hasRelatedFiles, relatedFiles } from './file-links.ts';

const KEY = '0b8f6a4e-5d1c-4a53-9a43-2f7b7f9b6c10';

function withDeliverable(): TicketState {
  const state = firstMilestoneInReview();
  return {
    ...state,
    files: { 'a1b2c3d4-0000-4000-8000-000000000001': 'unblock_1700000000000_crash.log' },
    milestones: state.milestones.map((m, i) =>
      i === 0 ? { ...m, files: { [KEY]: 'fix.patch' } } : m,
    ),
  };
}

describe('relatedFiles', () => {
  it('lists request files with their shown names, downloadable', () => {
    const [request] = relatedFiles(withDeliverable(), customer);
    expect(request).toMatchObject({
      title: 'Request files',
      files: [{ name: 'crash.log', href: expect.stringMatching(/^\/api\/files\/download\//) }],
    });
  });

  it('lists a deliverable to the customer locked until the milestone is accepted', () => {
    const ticket = withDeliverable();
    const locked = relatedFiles(ticket, customer)[1]!;
    expect(locked.files[0]).toMatchObject({
      name: 'fix.patch',
      href: null,
      lockedReason: 'Available once you approve this milestone',
    });
    expect(relatedFiles(ticket, developer)[1]!.files[0]!.href).toBe(
      `/api/files/download/${ticket.id}/${KEY}`,
    );

    const accepted = run(ticket, customer, {
      type: 'ApproveMilestone',
      milestoneId: ticket.milestones[0]!.id,
    });
    expect(relatedFiles(accepted, customer)[1]!.files[0]!.href).not.toBeNull();
    expect(relatedFiles(accepted, otherCustomer)[1]!.files[0]!.href).toBeNull();
  });

  it('offers Show Files only when there is a file', () => {
    // A plan approved, nothing handed over yet (a submission brings its deliverables).
    const bare = given(...working());
    expect(hasRelatedFiles(bare)).toBe(false);
    expect(hasRelatedFiles(withDeliverable())).toBe(true);
  });
});
