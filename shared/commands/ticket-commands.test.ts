import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { procedureOf, type PersonCommandType } from './command-declaration.ts';
import { ticketCommands } from './ticket-commands.ts';

const declarations = Object.entries(ticketCommands) as Array<
  [PersonCommandType, (typeof ticketCommands)[PersonCommandType]]
>;

describe('the commands declared once', () => {
  it('are keyed by their own name, which names their procedure', () => {
    for (const [key, declaration] of declarations) {
      expect(declaration.type).toBe(key);
      expect(procedureOf(key)).toBe(key.charAt(0).toLowerCase() + key.slice(1));
    }
    expect(procedureOf('OpenDispute')).toBe('openDispute');
  });

  it('tell each event in one place: a second command telling it would silently win', () => {
    const tellers = new Map<string, string[]>();
    for (const [key, declaration] of declarations) {
      for (const event of Object.keys(declaration.tells)) {
        tellers.set(event, [...(tellers.get(event) ?? []), key]);
      }
    }
    const twice = [...tellers].filter(([, commands]) => commands.length > 1);
    expect(twice).toEqual([]);
  });

  it('ask for words in a field their input has', () => {
    const words = declarations.filter(([, declaration]) => declaration.step.kind === 'words');
    expect(words.map(([key]) => key)).toContain('OpenDispute');
    for (const [key, declaration] of words) {
      const { shape } = declaration.input as unknown as z.ZodObject;
      if (declaration.step.kind === 'words')
        expect(shape, key).toHaveProperty(declaration.step.field);
    }
  });

  it('check their input at the boundary: a words command refuses none', () => {
    const input = ticketCommands.OpenDispute.input;
    const ticketId = '00000000-0000-4000-8000-000000000001';
    expect(input.safeParse({ ticketId, expectedVersion: 3 }).success).toBe(false);
    expect(input.parse({ ticketId, expectedVersion: 3, reason: '  It broke  ' })).toEqual({
      ticketId,
      expectedVersion: 3,
      reason: 'It broke',
    });
  });
});
