import { describe, expect, it } from 'vitest';
import type { PersonCommandType } from '#shared/commands/command-declaration.ts';
import { ticketCommands } from '#shared/commands/ticket-commands.ts';
import { commandIcons } from './command-icons.ts';
import {
  buttonOf,
  commandInput,
  confirmVariantOf,
  declaredCommands,
  genericDialogOf,
  noticeOf,
  ownDialogsElsewhere,
  planOwnDialogCommands,
  staysAfter,
} from './command-view.ts';
import { placedElsewhere } from './plan-actions.ts';

const ticket = { id: '8e9f5a52-6f55-4d4a-9d8e-0b8f2b3f4a11', version: 3 };
const milestoneId = 'a3c1c7f2-1b2d-4e5f-8a9b-0c1d2e3f4a5b';

const stepKind = (type: PersonCommandType) => ticketCommands[type].step.kind;
const generic = declaredCommands.filter((type) => stepKind(type) !== 'own');
const own = declaredCommands.filter((type) => stepKind(type) === 'own');

describe('declared commands on the client', () => {
  it('draws every declared button with an icon', () => {
    for (const type of declaredCommands) {
      const { button } = ticketCommands[type];
      if (!button) continue;
      expect(commandIcons[button.icon], `${type}: ${button.icon}`).toBeDefined();
      expect(buttonOf(type)).toMatchObject({ label: button.label, variant: button.variant });
    }
  });

  it('gives every command with a confirmation or words its dialog from the declaration alone', () => {
    expect(generic.length).toBeGreaterThan(0);
    for (const type of generic) {
      const { step, failure, button } = ticketCommands[type];
      if (step.kind === 'own') throw new Error(type);
      const view = genericDialogOf(type, 'Fix the login');
      expect(view, type).toBeDefined();
      expect(view).toMatchObject({
        ...step,
        description: step.description.replaceAll('{title}', 'Fix the login'),
        failure,
        Icon: button && commandIcons[button.icon],
      });
      // Sent by its procedure with the declared input: the words in the declared field.
      const input = commandInput(type, ticket, milestoneId, 'It does not work');
      const parsed = ticketCommands[type].input.safeParse(input);
      expect(parsed.success, `${type}: ${parsed.error?.message}`).toBe(true);
      if (step.kind === 'words') {
        expect(parsed.data).toMatchObject({ [step.field]: 'It does not work' });
      }
    }
  });

  it('names the milestone in a declared text', () => {
    expect(genericDialogOf('RejectMilestone', 'Fix the login')?.description).toContain(
      '“Fix the login”',
    );
    expect(noticeOf('StartMilestone', 'Fix the login')).toBe('“Fix the login” is under way.');
  });

  it('maps every command with a dialog of its own to one', () => {
    const mapped: readonly PersonCommandType[] = [...planOwnDialogCommands, ...ownDialogsElsewhere];
    expect([...own].sort()).toEqual([...mapped].sort());
    for (const type of own) expect(genericDialogOf(type)).toBeUndefined();
  });

  it('keeps the confirm buttons as they were: red only where it cannot be taken back', () => {
    const danger = generic.filter((type) => confirmVariantOf(type) === 'danger');
    expect(danger.sort()).toEqual(
      ['AbandonTicket', 'DeclareNoSolution', 'DeleteTicket', 'RemoveMilestone'].sort(),
    );
  });

  it('leaves the plan only where the declaration says the person goes elsewhere', () => {
    expect(declaredCommands.filter((type) => !staysAfter(type)).sort()).toEqual(
      ['AbandonTicket', 'PassOffer', 'RejectMilestone', 'SubmitPlan'].sort(),
    );
  });

  it('places only commands that declare a button', () => {
    // Under the request details; the planning toolbar, the plan review and the page's header.
    for (const type of placedElsewhere) expect(() => buttonOf(type), type).not.toThrow();
  });
});
