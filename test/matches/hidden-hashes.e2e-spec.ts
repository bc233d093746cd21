import { parseMoveCommand } from '../../src/matches/write/move-command';
/**
 * Issue 13, R7 Cthulhu, R9 "hidden means hidden" for hashes and everything derived: while a phase-two
 * Cthulhu discard is hidden from a player, nothing that player receives through the API may give it away.
 * Random rule sets with Cthulhu, 2, 3 and 4 players (fast-check); every discard of the round but the last
 * is hidden from every other seat, so every event hidden from any viewer is covered.
 *
 * Two checks of everything a viewer receives while the round is open — GraphQL match, matchAt, matchEvents,
 * legalMoves, matchStory, verifyMatch, exportMatch, myMatches, the answers to its own moves, refused
 * probes (errors), the matchUpdated and myEvents subscriptions; REST match, events, legal moves, story
 * (JSON and text), the SSE stream; with each answer's byte length and ETag:
 * - an attacker: for each hidden event, every card of the rule set, hashed with every formula of
 *   docs/auditing.md (format 1 with the payload; format 2 with each value received, or nothing, as the
 *   salt), matches nothing received; the same attacker finds the card of a format-1 event;
 * - the same match replayed with the other seats choosing other discards: everything the viewer receives
 *   is the same, byte for byte in length, except the salted values (hashes) and the ids and times that
 *   differ between any two matches. So nothing is a function of the hidden payload alone.
 * At the reveal, the subscription's `revealed` list, the stream and matchEvents give each hidden payload
 * with its salt, and the chain verifies by the docs' procedure.
 */
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { Client as PgClient } from 'pg';
import request from 'supertest';
import type { ServerSentEvent } from '../../clients/typescript/src/sse';
import { serverSentEvents } from '../../clients/typescript/src/sse';
import type { Card, GameState, Move, Rules, Seat } from '../../src/engine';
import { FACTIONS, HEROES, apply, legalMoves, newGame, rulesFrom, seatToAct, seededChooser } from '../../src/engine';
import { possibleCards } from '../../src/engine/testing/decks';
import { runtimeAt } from '../../src/matches/match-runtime';
import { MatchesService } from '../../src/matches/matches.service';
import { matchNotifications } from '../../src/notifications/notification';
import { createApiToken, waitFor } from '../api/api-support';
import type { PublishedEvent } from '../audit/chain-procedure';
import {
  EVENT_FIELDS,
  canonical,
  cardsMatchingHashes as cardsFound,
  formatOneHash,
  hexValuesIn,
  recomputeChain,
  sha256,
} from '../audit/chain-procedure';
import { connectWs } from '../support/graphql-ws';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { MATCH_FIELDS, MOVE_FIELDS } from './match-support';

const RUNS = Number(process.env.HIDDEN_RUNS ?? 2);

const OTHER_FACTIONS = FACTIONS.filter((f) => !['goblins', 'knights', 'gnomes', 'giants'].includes(f));
const OTHER_HEROES = HEROES.filter((h) => h !== 'cthulhu');

const rulesWithCthulhu = (players: number): fc.Arbitrary<Rules> =>
  fc
    .record({
      pair: fc.constantFrom(['goblins', 'knights'], ['gnomes', 'giants']),
      others: fc.shuffledSubarray([...OTHER_FACTIONS], {
        minLength: players === 2 ? 3 : 5,
        maxLength: players === 2 ? 3 : 5,
      }),
      heroes: fc.subarray([...OTHER_HEROES], { maxLength: 2 }),
    })
    .map(({ pair, others, heroes }): Rules => {
      const r = rulesFrom([...pair, ...others], ['cthulhu', ...heroes], players);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    });

/** A game dealt from a given deck (as the server is given it) that reaches an open Cthulhu round. */
interface Round {
  readonly rules: Rules;
  readonly seed: string;
  readonly deck: readonly Card[];
  readonly firstLeader: Seat;
  readonly prefix: readonly Move[];
  /** Who discards, in order, and what each may discard (a hand does not change with others' discards). */
  readonly discarders: readonly { readonly seat: Seat; readonly options: readonly Move[] }[];
}

function next(s: GameState, move: Move): GameState {
  const result = apply(s, move);
  if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${result.error.message}`);
  return result.value;
}

/** The round opening at `s`, if it hides something: two or more discarders, one before the last with a choice. */
function roundAt(s: GameState): Round['discarders'] | null {
  if (s.phase !== 'two' || s.pending[0]?.kind !== 'cthulhu' || s.cthulhuChoices.length > 0) return null;
  const discarders: { seat: Seat; options: Move[] }[] = [];
  let t = s;
  while (t.pending[0]?.kind === 'cthulhu' && t.phase !== 'over') {
    const seat = t.pending[0].seat;
    const options = legalMoves(t, seat);
    discarders.push({ seat, options });
    t = next(t, options[0]);
  }
  const hides = discarders.length >= 2 && discarders.slice(0, -1).some((d) => d.options.length >= 2);
  return hides ? discarders : null;
}

function findRound(rules: Rules, seedNumber: number): Round {
  for (let attempt = 0; attempt < 500; attempt++) {
    const seed = sha256(`hidden-hashes ${seedNumber} ${attempt}`);
    const dealt = newGame(rules, seed);
    if (!dealt.ok) throw new Error(dealt.error.message);
    // The dealing order back from the deal (R2.4: round-robin, then the prize(s), then the pile).
    const d = dealt.value;
    const deck: Card[] = [];
    for (let i = 0; i < d.hands[0].length; i++) for (const hand of d.hands) deck.push(hand[i]);
    deck.push(...d.prizes, ...d.drawPile);
    const given = newGame(rules, seed, { deck, firstLeader: d.leader });
    if (!given.ok) throw new Error(given.error.message);
    const choose = seededChooser(seedNumber + attempt);
    let s = given.value;
    const prefix: Move[] = [];
    while (s.phase !== 'over') {
      const discarders = roundAt(s);
      if (discarders) return { rules, seed, deck, firstLeader: d.leader, prefix, discarders };
      const options = legalMoves(s, seatToAct(s)!);
      const move = options[choose(options.length)];
      prefix.push(move);
      s = next(s, move);
    }
  }
  throw new Error('no game with a hiding Cthulhu round found');
}

/** One answer as the viewer received it. */
interface Received {
  readonly what: string;
  readonly body: unknown;
  readonly bytes: number;
  /** Express's weak ETag is a function of the body alone (checked here), so it needs no comparison of its own. */
  readonly etagOfBody: boolean;
}

const EVENT_SELECTION = `seq type seat hidden move { ${MOVE_FIELDS} } ${EVENT_FIELDS}`;
const STORY_SELECTION =
  'seq entries { kind seat other seats card cards hidden count counts choice faction flags lead moon phase reason side trick values results { faction winner } }';

function weakEtag(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  const hash = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}

function received(what: string, response: request.Response, json = true): Received {
  const text = response.text;
  const etag = response.headers.etag as string | undefined;
  return {
    what: `${what} ${response.status}`,
    body: json ? (JSON.parse(text) as unknown) : text,
    bytes: Buffer.byteLength(text, 'utf8'),
    etagOfBody: etag === undefined || etag === weakEtag(text),
  };
}

const HEX64 = /[0-9a-f]{64}/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g;

/**
 * What may differ between two matches whatever is hidden: the salted values (every 64-hex value: hashes,
 * payload commitments, salts, and the seed commitment, which is the same in both), ids and times. Each
 * distinct value becomes a label by first appearance, so equal values stay equal and different ones different.
 */
function normalized(transcript: readonly Received[]): unknown {
  const labels = new Map<string, string>();
  const label = (kind: string) => (value: string) => {
    if (!labels.has(value)) labels.set(value, `<${kind}${labels.size}>`);
    return labels.get(value)!;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(HEX64, label('hex')).replace(UUID, label('id')).replace(TIME, '<time>');
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(transcript);
}

/** Fails the wait at once with what went wrong, if anything did. */
function healthy(failures: readonly string[]): boolean {
  if (failures.length > 0) throw new Error(failures.join('; '));
  return true;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error !== null && typeof error === 'object' && 'code' in error && 'reason' in error)
    return `closed ${String(error.code)} ${String(error.reason)}`;
  return JSON.stringify(error);
}

describe('R9: no hash or derived value gives a hidden Cthulhu discard away (issue 13)', () => {
  let app: TestApp;
  let users: RegisteredUser[];
  const apiTokens = new Map<string, string>();

  beforeAll(async () => {
    app = await startTestApp();
    users = [];
    for (let i = 0; i < 4; i++) users.push(await registerUser(app));
    for (const user of users)
      apiTokens.set(user.id, (await createApiToken(app, user.token, ['MATCH_READ', 'MATCH_PLAY'])).secret);
  });
  afterAll(async () => app.close());

  const graphql = (user: RegisteredUser, query: string, variables: Record<string, unknown>) =>
    request(app.baseUrl)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('authorization', `Bearer ${user.token}`)
      .send({ query, variables });
  const rest = (user: RegisteredUser, path: string) =>
    request(app.baseUrl)
      .get(path)
      .set('authorization', `Bearer ${apiTokens.get(user.id)}`);

  /** Everything the viewer can ask for now. */
  async function observe(viewer: RegisteredUser, matchId: string, version: number, probe: Card): Promise<Received[]> {
    const m = { m: matchId };
    const out: Received[] = [];
    const ask = async (what: string, query: string, variables: Record<string, unknown> = m) =>
      out.push(received(what, await graphql(viewer, query, variables)));
    await ask('match', `query($m: ID!) { match(id: $m) { ${MATCH_FIELDS} } }`);
    await ask('matchAt', `query($m: ID!, $v: Int!) { matchAt(id: $m, version: $v) { ${MATCH_FIELDS} } }`, {
      m: matchId,
      v: version,
    });
    await ask('matchAt before', `query($m: ID!, $v: Int!) { matchAt(id: $m, version: $v) { ${MATCH_FIELDS} } }`, {
      m: matchId,
      v: version - 1,
    });
    await ask('matchEvents', `query($m: ID!) { matchEvents(matchId: $m) { ${EVENT_SELECTION} } }`);
    await ask('legalMoves', `query($m: ID!) { legalMoves(matchId: $m) { ${MOVE_FIELDS} } }`);
    await ask('matchStory', `query($m: ID!) { matchStory(matchId: $m) { ${STORY_SELECTION} } }`);
    await ask('verifyMatch', `query($m: ID!) { verifyMatch(id: $m) { ok eventsChecked firstBadSeq reason headHash } }`);
    await ask('exportMatch', 'query($m: ID!) { exportMatch(id: $m) }');
    // This match's entry only: which match is newest depends on what else the account played (and on
    // the runs before this one), not on the hidden discard.
    const listed = await graphql(viewer, '{ myMatches(first: 100) { id version headHash status } }', {});
    const page = JSON.parse(listed.text) as { data: { myMatches: { id: string }[] } };
    const entry = JSON.stringify({ data: { myMatches: page.data.myMatches.filter((e) => e.id === matchId) } });
    out.push({
      what: `myMatches ${listed.status}`,
      body: JSON.parse(entry),
      bytes: Buffer.byteLength(entry),
      etagOfBody: true,
    });
    // Refused probes: a card the viewer does not hold, and the idempotency key of the first (hidden) discard.
    const decide = `mutation($m: ID!, $d: DecisionInput!, $v: Int!, $k: String) { decide(matchId: $m, decision: $d, expectedVersion: $v, idempotencyKey: $k) { version headHash } }`;
    await ask('probe card', decide, { m: matchId, d: { discard: probe }, v: version, k: null });
    await ask('probe key', decide, { m: matchId, d: { discard: probe }, v: version, k: 'discard-0' });
    const path = `/api/matches/${matchId}`;
    out.push(received('REST match', await rest(viewer, path)));
    out.push(received('REST events', await rest(viewer, `${path}/events`)));
    out.push(received('REST legal moves', await rest(viewer, `${path}/legal-moves`)));
    out.push(received('REST story', await rest(viewer, `${path}/story`)));
    out.push(received('REST story text', await rest(viewer, `${path}/story?format=text&lang=ko`), false));
    return out;
  }

  interface Line {
    readonly matchId: string;
    /** By viewer seat: what it received while the round was open. */
    readonly transcripts: Map<Seat, Received[]>;
    /** By viewer seat: what it received with and after the reveal. */
    readonly reveal: Map<Seat, { updates: unknown[]; stream: unknown[]; events: PublishedEvent[] }>;
  }

  /** How many myEvents notices `user` gets for the events after `from` up to `to` (src/notifications). */
  async function noticesExpected(matchId: string, user: RegisteredUser, from: number, to: number): Promise<number> {
    const runtime = await app.app.get(MatchesService).load(matchId);
    let count = 0;
    for (let seq = from + 1; seq <= to; seq++) {
      const at = runtimeAt(runtime, seq);
      count += matchNotifications(at, at.events[seq], null).filter((n) => n.userId === user.id).length;
    }
    return count;
  }

  async function lastNoticeSeqs(userIds: readonly string[]): Promise<Map<string, number>> {
    const db = new PgClient({ connectionString: app.database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ user_id: string; last_seq: string }>(
        'SELECT user_id, last_seq FROM notification_heads WHERE user_id = ANY($1::uuid[])',
        [userIds],
      );
      return new Map(rows.map((r) => [r.user_id, Number(r.last_seq)]));
    } finally {
      await db.end();
    }
  }

  /** Plays the round with discard `choices[i]` of discarder i, watched by `viewers`. */
  async function playLine(round: Round, choices: readonly number[], viewers: readonly Seat[]): Promise<Line> {
    const service = app.app.get(MatchesService);
    const players = users.slice(0, round.rules.players);
    const opened = round.prefix.length;
    const closedAt = opened + round.discarders.length;
    let matchId = '';
    // myEvents starts before the match, so that it is live once the notices of the deal's moves came.
    // Each viewer's notification log so far (src/notifications): myEvents(after:) then replays every
    // notice of this match, the start's included, however late the subscription becomes live.
    const heads = await lastNoticeSeqs(viewers.map((seat) => players[seat].id));
    const watch = viewers.map((seat) => {
      const user = players[seat];
      const notices: { data: { myEvents: { matchId: string; version: number } } }[] = [];
      // A refused or ended connection, named in the wait's failure instead of a bare time-out.
      const failures: string[] = [];
      const client: Client = connectWs(app, { token: user.token });
      const stopNotices = client.subscribe(
        {
          query: 'subscription($a: Int) { myEvents(after: $a) { kind matchId seat version deadline } }',
          variables: { a: heads.get(user.id) ?? 0 },
        },
        {
          next: (message) => {
            const notice = message as { data: { myEvents: { matchId: string; version: number } } };
            // The start's notice may come before start() returns the id: kept, and sorted out below.
            if (matchId === '' || notice.data?.myEvents?.matchId === matchId) notices.push(notice);
          },
          error: (e) => void failures.push(`myEvents of seat ${seat}: ${describeError(e)}`),
          complete: () => undefined,
        },
      );
      return { seat, user, client, notices, failures, stopNotices };
    });
    matchId = await service.start(round.rules, players, players[0].id, {
      deal: { deck: round.deck, firstLeader: round.firstLeader, seed: round.seed },
    });
    for (const w of watch) {
      const mine = w.notices.filter((n) => n.data?.myEvents?.matchId === matchId);
      w.notices.splice(0, w.notices.length, ...mine);
    }
    for (const [version, move] of round.prefix.entries()) {
      const { seat, ...input } = move as Move & Record<string, unknown>;
      await service.move({
        caller: players[seat],
        matchId: matchId,
        command: parseMoveCommand(input),
        expectedVersion: version,
      });
    }
    for (const w of watch) {
      const expected = await noticesExpected(matchId, w.user, -1, opened);
      await waitFor(() => healthy(w.failures) && w.notices.length >= expected, 20_000);
    }
    const watching = watch.map((w) => {
      const updates: unknown[] = [];
      const stream: ServerSentEvent[] = [];
      const noticesBefore = w.notices.length;
      const stopUpdates = w.client.subscribe(
        {
          query: `subscription($m: ID!, $a: Int) { matchUpdated(matchId: $m, after: $a) { event { ${EVENT_SELECTION} } match { ${MATCH_FIELDS} } revealed { ${EVENT_SELECTION} } } }`,
          variables: { m: matchId, a: opened },
        },
        {
          next: (message) => void updates.push(message),
          error: (e) => void w.failures.push(`matchUpdated of seat ${w.seat}: ${describeError(e)}`),
          complete: () => undefined,
        },
      );
      const abort = new AbortController();
      void (async () => {
        const response = await fetch(`${app.baseUrl}/api/matches/${matchId}/stream?after=${opened}`, {
          headers: { authorization: `Bearer ${apiTokens.get(w.user.id)}` },
          signal: abort.signal,
        });
        if (response.status !== 200)
          w.failures.push(`SSE of seat ${w.seat}: ${response.status} ${await response.text()}`);
        for await (const message of serverSentEvents(response.body as AsyncIterable<Uint8Array>)) stream.push(message);
      })().catch(() => undefined);
      const close = async (): Promise<void> => {
        abort.abort();
        stopUpdates();
        w.stopNotices();
        await w.client.dispose();
      };
      return { ...w, updates, stream, noticesBefore, close };
    });
    const transcripts = new Map<Seat, Received[]>(viewers.map((seat) => [seat, []]));
    const probes = new Map(
      viewers.map((seat) => {
        const hand = handWhenOpened(round, seat);
        return [seat, possibleCards(round.rules).find((c) => !hand.includes(c))!];
      }),
    );

    for (const [i, { seat, options }] of round.discarders.entries()) {
      const version = opened + i;
      const { seat: _seat, ...decision } = options[choices[i]] as Move & Record<string, unknown>;
      const answer = await graphql(
        players[seat],
        `mutation($m: ID!, $d: DecisionInput!, $v: Int!, $k: String) { decide(matchId: $m, decision: $d, expectedVersion: $v, idempotencyKey: $k) { ${MATCH_FIELDS} } }`,
        { m: matchId, d: decision, v: version, k: `discard-${i}` },
      );
      expect((JSON.parse(answer.text) as { errors?: unknown }).errors).toBeUndefined();
      if (i === round.discarders.length - 1) break;
      if (viewers.includes(seat)) transcripts.get(seat)!.push(received(`answer to discard ${i}`, answer));
      for (const viewer of viewers)
        transcripts.get(viewer)!.push(...(await observe(players[viewer], matchId, version + 1, probes.get(viewer)!)));
    }

    const seqOf = (update: unknown) =>
      (update as { data?: { matchUpdated?: { event: { seq: number } } } }).data?.matchUpdated?.event.seq ?? -1;
    const k = round.discarders.length;
    const reveal = new Map<Seat, { updates: unknown[]; stream: unknown[]; events: PublishedEvent[] }>();
    for (const w of watching) {
      const notices = w.noticesBefore + (await noticesExpected(matchId, w.user, opened, closedAt - 1));
      await waitFor(
        () => healthy(w.failures) && w.updates.length >= k && w.stream.length >= k && w.notices.length >= notices,
        20_000,
      );
      await w.close();
      const open = (seq: number) => seq < closedAt;
      const message = (what: string, body: unknown, text: string): Received => ({
        what,
        body,
        bytes: Buffer.byteLength(text),
        etagOfBody: true,
      });
      transcripts.get(w.seat)!.push(
        ...w.updates.filter((u) => open(seqOf(u))).map((u) => message('matchUpdated', u, JSON.stringify(u))),
        ...w.stream
          .filter((m) => open(Number(m.id)))
          .map((m) => message(`SSE ${m.event} ${m.id}`, JSON.parse(m.data) as unknown, m.data)),
        ...w.notices
          .slice(w.noticesBefore)
          .filter((n) => n.data.myEvents.version > opened && open(n.data.myEvents.version))
          .map((n) => message('myEvents', n, JSON.stringify(n))),
      );
      const events = (
        JSON.parse(
          (
            await graphql(players[w.seat], `query($m: ID!) { matchEvents(matchId: $m) { ${EVENT_SELECTION} } }`, {
              m: matchId,
            })
          ).text,
        ) as { data: { matchEvents: PublishedEvent[] } }
      ).data.matchEvents;
      reveal.set(w.seat, {
        updates: w.updates.filter((u) => seqOf(u) === closedAt),
        stream: w.stream.filter((m) => Number(m.id) === closedAt).map((m) => JSON.parse(m.data) as unknown),
        events,
      });
    }
    return { matchId, transcripts, reveal };
  }

  /** The viewer's hand when the round opens (unchanged by the others' discards). */
  function handWhenOpened(round: Round, seat: Seat): readonly Card[] {
    const dealt = newGame(round.rules, round.seed, { deck: round.deck, firstLeader: round.firstLeader });
    if (!dealt.ok) throw new Error(dealt.error.message);
    return round.prefix.reduce(next, dealt.value).hands[seat];
  }

  it.each([2, 3, 4])(
    'R9 %i players: an attacker finds no hidden discard from its hashes, and nothing received depends on it but salted values',
    async (players) => {
      await fc.assert(
        fc.asyncProperty(
          rulesWithCthulhu(players),
          fc.integer({ min: 0, max: 1_000_000 }),
          async (rules, seedNumber) => {
            const round = findRound(rules, seedNumber);
            const seats = Array.from({ length: players }, (_, s) => s);
            const base = await playLine(
              round,
              round.discarders.map(() => 0),
              seats,
            );
            const candidates = [...new Set(possibleCards(rules))];

            for (const viewer of seats) {
              const transcript = base.transcripts.get(viewer)!;
              // Nothing in what the viewer received is a weak ETag of anything but its own body.
              expect(transcript.filter((r) => !r.etagOfBody).map((r) => r.what)).toEqual([]);
              const lastEvents = transcript.filter((r) => r.what === 'matchEvents 200').pop()?.body as
                { data: { matchEvents: (PublishedEvent & { seat: number; hidden: boolean })[] } } | undefined;
              const hidden = lastEvents?.data.matchEvents.filter((e) => e.hidden) ?? [];
              // Every discard of the round before the last, but the viewer's own, is hidden from it.
              const others = round.discarders.slice(0, -1).filter((d) => d.seat !== viewer).length;
              expect(hidden).toHaveLength(others);
              const seen = hexValuesIn(transcript);
              for (const event of hidden) {
                expect({ payload: event.payload, salt: event.salt, move: (event as { move?: unknown }).move }).toEqual({
                  payload: null,
                  salt: null,
                  move: null,
                });
                expect(cardsFound(base.matchId, event, candidates, seen)).toEqual([]);
                // The same attacker against the format-1 hash of the same event finds its card, and only it.
                const index = round.discarders.findIndex((_, i) => event.seq === round.prefix.length + 1 + i);
                const card = (round.discarders[index].options[0] as { discard: Card }).discard;
                const formatOne = formatOneHash(base.matchId, event.prevHash, event, {
                  seat: event.seat,
                  discard: card,
                });
                expect(cardsFound(base.matchId, event, candidates, new Set([formatOne]))).toEqual([card]);
              }
              // While hidden, the chain still links through each hidden event's payloadHash.
              const during = recomputeChain(base.matchId, lastEvents!.data.matchEvents);
              expect(during.problems).toEqual([]);
              expect(during.unchecked).toEqual(hidden.map((e) => e.seq));

              // At the reveal: every path gives the payloads with their salts, and the whole chain verifies.
              const { updates, stream, events } = base.reveal.get(viewer)!;
              const revealedSeqs = (update: unknown) =>
                ((update as { revealed?: PublishedEvent[] }).revealed ?? []).map((e) => {
                  expect(e.payload).not.toBeNull();
                  expect(e.payloadHash).toBe(sha256(e.salt! + canonical(JSON.parse(e.payload!))));
                  return e.seq;
                });
              expect(updates).toHaveLength(1);
              expect(revealedSeqs((updates[0] as { data: { matchUpdated: unknown } }).data.matchUpdated)).toEqual(
                hidden.map((e) => e.seq),
              );
              expect(stream.map(revealedSeqs)).toEqual([hidden.map((e) => e.seq)]);
              expect(recomputeChain(base.matchId, events)).toMatchObject({ problems: [], unchecked: [] });
            }

            // The replay: the others choose other discards; the viewer's own choices stay the same.
            for (const viewer of seats) {
              const choices = round.discarders.map((d) => (d.seat === viewer ? 0 : Math.min(1, d.options.length - 1)));
              if (choices.every((c) => c === 0)) continue;
              const other = await playLine(round, choices, [viewer]);
              const a = base.transcripts.get(viewer)!;
              const b = other.transcripts.get(viewer)!;
              expect(b.map((r) => [r.what, r.bytes])).toEqual(a.map((r) => [r.what, r.bytes]));
              expect(normalized(b)).toEqual(normalized(a));
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    600_000,
  );
});
