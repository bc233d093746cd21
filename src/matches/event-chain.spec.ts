import fc from 'fast-check';
import type { ChainedContent } from './event-chain';
import { SALT_PATTERN, eventHash, newSalt, payloadCommitment } from './event-chain';

/**
 * The two chain formats of docs/auditing.md, pinned by the test vectors printed there (computed with
 * Python's hashlib and json, not with this code), and the salt's properties (issue 13, R9).
 */
const CONTENT: ChainedContent = {
  matchId: '00000000-0000-4000-8000-000000000001',
  seq: 3,
  type: 'move',
  payload: { seat: 1, discard: 'dwarves:2' },
  actorUserId: '00000000-0000-4000-8000-00000000000b',
  requestId: 'req-3',
  createdAt: '2026-11-30T10:00:00.000Z',
};
const PREV = 'a'.repeat(64);
const SALT = '5a'.repeat(32);

describe('the event chain (docs/auditing.md)', () => {
  it('format 1 (no salt) hashes exactly as every event stored before chain format 2 was hashed', () => {
    expect(eventHash(PREV, CONTENT, null)).toBe('387118032f45a434ce08c4a0923d8b3ac0221b5efae5cbee870a5f6ea8f242f1');
  });

  it('format 2 hashes the salted payload commitment instead of the payload (the docs’ test vector)', () => {
    expect(payloadCommitment(SALT, CONTENT.payload)).toBe(
      '18b76657678c8362432caa8963bff1c6ba8395d89924cd7432701e4d12eaf337',
    );
    expect(eventHash(PREV, CONTENT, SALT)).toBe('e098688fd00ebd64fddc99847f99cb5964cd14184d97234277b75709e96eb9f5');
  });

  it('salts are 32 random bytes in hex, never repeated', () => {
    const salts = Array.from({ length: 200 }, newSalt);
    for (const salt of salts) expect(salt).toMatch(SALT_PATTERN);
    expect(new Set(salts).size).toBe(salts.length);
  });

  it('R9: with a salt, the hash changes with the salt for the same payload, and with the payload for the same salt', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.constantFrom('dwarves:2', 'goblins:0', 'hero:cthulhu', 'shadows:17'),
        fc.constantFrom('dwarves:3', 'knights:9', 'hero:mummy'),
        (saltA, saltB, cardA, cardB) => {
          fc.pre(saltA !== saltB);
          const withCard = (card: string): ChainedContent => ({ ...CONTENT, payload: { seat: 1, discard: card } });
          expect(eventHash(PREV, withCard(cardA), saltA)).not.toBe(eventHash(PREV, withCard(cardA), saltB));
          expect(eventHash(PREV, withCard(cardA), saltA)).not.toBe(eventHash(PREV, withCard(cardB), saltA));
          // Neither format-1 hash nor an unsalted commitment of any candidate equals the salted values.
          for (const card of [cardA, cardB]) {
            expect(eventHash(PREV, withCard(card), null)).not.toBe(eventHash(PREV, withCard(cardA), saltA));
            expect(payloadCommitment('', { seat: 1, discard: card })).not.toBe(
              payloadCommitment(saltA, { seat: 1, discard: cardA }),
            );
          }
        },
      ),
    );
  });
});
