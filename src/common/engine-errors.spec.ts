import { parseMove, parseRules, verifyRecord } from '../engine';
import { moveRejected, recordRejected, rulesRejected } from './engine-errors';

describe('engine errors as domain errors', () => {
  it('a malformed move is BAD_USER_INPUT on `move`', () => {
    const parsed = parseMove({ seat: 0, play: 'not a card' }, 2);
    if (parsed.ok) throw new Error('expected a malformed move');
    const error = moveRejected(parsed.error);
    expect(error.detail).toEqual({ code: 'BAD_USER_INPUT', fields: { move: [parsed.error.message] } });
  });

  it.each(['NOT_YOUR_TURN', 'MUST_FOLLOW_FACTION', 'GAME_OVER', 'ILLEGAL_CHOICE'] as const)(
    'an engine %s is ILLEGAL_MOVE with that reason and the engine message',
    (code) => {
      const error = moveRejected({ code, message: 'why' });
      expect(error.detail).toEqual({ code: 'ILLEGAL_MOVE', reason: code });
      expect(error.message).toBe('why');
    },
  );

  it('an invalid rule set is BAD_USER_INPUT on the field of the broken rule (R2.1)', () => {
    const parsed = parseRules({ players: 2, factions: ['goblins', 'goblins'], heroes: [] });
    if (parsed.ok) throw new Error('expected invalid rules');
    const error = rulesRejected(parsed.error);
    expect(error.detail).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { factions: [`${parsed.error.rule}: ${parsed.error.message}`] },
    });
  });

  it('an unusable record is BAD_USER_INPUT on `record`, naming the code (R10)', () => {
    const verified = verifyRecord({ format: 'claim-record/1' });
    if (verified.ok) throw new Error('expected a bad record');
    const error = recordRejected(verified.error);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.detail).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { record: [expect.stringMatching(new RegExp(`^${verified.error.code}: `))] },
    });
  });
});
