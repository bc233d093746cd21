import { createHash } from 'node:crypto';
import { CURRENT_EDITION } from '../engine';
import { conformanceRecord as conformance } from '../engine/testing/conformance-records';
import { oldEditionGameWithHeroFollow } from '../engine/testing/old-edition';
import { randomCommand, verifyCommand, viewCommand } from './commands';

const SEED = '0'.repeat(63) + '7';

describe('claim CLI (README "Command-line tool")', () => {
  it('random prints a claim-record/1 that verify accepts with the same result (R10)', () => {
    for (const [rules, heroes, players] of [
      ['claim2', undefined, 2],
      ['goblins,knights,vampires,seers,shadows', 'cthulhu,skeleton,gelatinous-cube', 2],
      ['gnomes,giants,trolls,dragons,zombies,vampires,dwarves', 'warlock', 3],
      ['goblins,knights,undead,seers,werewolves,doppelgangers,dwarves', undefined, 4],
    ] as const) {
      const out = randomCommand({ rules, heroes, players, seed: SEED });
      expect(out.exitCode).toBe(0);
      const record = JSON.parse(out.stdout);
      expect(record.format).toBe('claim-record/1');
      const verified = verifyCommand(record);
      expect(verified.exitCode).toBe(0);
      expect(JSON.parse(verified.stdout)).toEqual(record.result);
    }
  });

  it('random rejects an invalid rule set naming R2.1 and exits non-zero', () => {
    const out = randomCommand({ rules: 'goblins,knights,gnomes,giants,undead' });
    expect(out.exitCode).not.toBe(0);
    expect(JSON.parse(out.stdout).error).toMatchObject({ rule: 'R2.1' });
  });

  it('verify prints the first bad move index and reason with a non-zero exit (R10)', () => {
    const record = conformance('2p-claim-0.json');
    const moves = record.moves as { seat: number; play?: string }[];
    moves[4] = { seat: moves[4].seat, play: 'knights:9' === moves[4].play ? 'knights:8' : 'hero:warlock' };
    const out = verifyCommand(record);
    expect(out.exitCode).toBe(1);
    expect(JSON.parse(out.stdout).error).toMatchObject({ code: 'ILLEGAL_MOVE', moveIndex: 4 });
  });

  it('verify checks the seed against a published commitment (commit–reveal)', () => {
    const record = conformance('2p-claim2-1.json');
    const commitment = createHash('sha256')
      .update(Buffer.from(record.seed as string, 'hex'))
      .digest('hex');
    expect(verifyCommand(record, commitment).exitCode).toBe(0);
    const wrong = verifyCommand(record, 'f'.repeat(64));
    expect(wrong.exitCode).toBe(1);
    expect(JSON.parse(wrong.stdout).error.code).toBe('COMMITMENT_MISMATCH');
  });

  it("view prints seat N's R9 view after K moves with the hand in R1 notation", () => {
    const record = conformance('2p-claim-0.json');
    const out = viewCommand(record, 1, 0);
    expect(out.exitCode).toBe(0);
    const view = JSON.parse(out.stdout);
    expect(view.hand).toHaveLength(13);
    expect(view.hand.every((c: string) => /^[a-z]+:\d+$/.test(c))).toBe(true);
    expect(view.seats[0].handSize).toBe(13);
    expect(JSON.stringify(view)).not.toContain(record.seed as string);
    const later = JSON.parse(viewCommand(record, 0, 10).stdout);
    expect(later.version).toBe(10);
    expect(viewCommand(record, 5, 0).exitCode).not.toBe(0);
  });
});

describe('claim CLI and rule editions (docs/engine.md "Rule editions")', () => {
  const { record, heroFollowAt } = oldEditionGameWithHeroFollow();

  it('random names the edition it played under: the current one, or the one given with --edition', () => {
    expect(JSON.parse(randomCommand({ rules: 'claim2', seed: SEED }).stdout).edition).toBe(CURRENT_EDITION);
    const old = JSON.parse(randomCommand({ rules: 'claim2', seed: SEED, edition: '2026-11' }).stdout);
    expect(old.edition).toBe('2026-11');
    expect(verifyCommand(old).exitCode).toBe(0);
    expect(randomCommand({ rules: 'claim2', edition: '1999-01' })).toMatchObject({ exitCode: 2 });
  });

  it('verify honours the edition: a 2026-11 game with a hero follow verifies; under 2026-12 it fails at that move (R4.1)', () => {
    const json = JSON.parse(JSON.stringify(record));
    expect(verifyCommand(json)).toMatchObject({ exitCode: 0 });
    const current = verifyCommand({ ...json, edition: undefined });
    expect(current.exitCode).toBe(1);
    expect(JSON.parse(current.stdout).error).toMatchObject({ code: 'ILLEGAL_MOVE', moveIndex: heroFollowAt });
    expect(JSON.parse(current.stdout).error.reason).toMatch(/R4\.1/);
  });

  it('view replays under the record’s edition', () => {
    const json = JSON.parse(JSON.stringify(record));
    expect(viewCommand(json, 0, heroFollowAt + 1).exitCode).toBe(0);
    expect(viewCommand({ ...json, edition: '2026-12' }, 0, heroFollowAt + 1).exitCode).toBe(1);
  });
});
