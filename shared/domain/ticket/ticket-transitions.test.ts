import { describe, expect, it } from 'vitest';
import { initialStatus, plannedTarget } from './ticket-transitions.ts';

describe('plannedTarget: where the machine says a command leads', () => {
  it('names the one place a command leads, or the same status for a change within it', () => {
    expect(initialStatus).toBe('AWAITING_ASSIGNMENT');
    expect(plannedTarget('AWAITING_ASSIGNMENT', 'GrabTicket')).toBe('DEVELOPER_PLANNING');
    expect(plannedTarget('CUSTOMER_REVIEWING_PLAN', 'ApprovePlan')).toBe('DEVELOPER_WORKING');
    expect(plannedTarget('AWAITING_ASSIGNMENT', 'EditTicket')).toBe('AWAITING_ASSIGNMENT');
    expect(plannedTarget('REQUIRES_MOD_ASSISTANCE', 'ReportMessage')).toBe(
      'REQUIRES_MOD_ASSISTANCE',
    );
  });

  it('names none where guards choose between places, or where the command has no transition', () => {
    expect(plannedTarget('CUSTOMER_REVIEWING_RESULTS', 'ApproveMilestone')).toBeUndefined();
    expect(plannedTarget('REQUIRES_MOD_ASSISTANCE', 'ResolveCase')).toBeUndefined();
    expect(plannedTarget('CUSTOMER_REJECTED', 'GrabTicket')).toBeUndefined();
  });
});
