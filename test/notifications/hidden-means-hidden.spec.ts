import fc from 'fast-check';
import { apply, legalMoves, rulesFrom, seatToAct, seededChooser } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { renderNotices } from '../../src/mail/mail-render';
import { foldEvents, initialRuntime, withDecidedEvent } from '../../src/matches/match-runtime';
import type { MatchRuntime } from '../../src/matches/match-runtime';
import type { MatchEventBody } from '../../src/matches/match.types';
import type { Addressed, Notification } from '../../src/notifications/notification';
import { fromPayload, matchNotifications, toPayload, webhookBody } from '../../src/notifications/notification';
import { toNotificationModel } from '../../src/notifications/api/notification.models';
import { pushBody } from '../../src/push/push-message';
import { accountStreamMessage } from '../../src/rest/account-stream';
import { serverSentEvent } from '../../src/rest/sse';
import { CARD_PATTERN } from './leak-support';
import { fixtureHeader, storedAfter } from '../../src/matches/testing/runtime-fixtures';
import { chatNotices } from '../../src/chat/chat-notices';

/** Every card of the deal, as the engine writes it: none may appear in any channel's output. */
function cardsOf(state: GameState): string[] {
  return [...new Set(JSON.stringify(state).match(/"[a-z-]+:\d+"/g) ?? [])].map((c) => c.slice(1, -1));
}

/**
 * What every channel makes of a notice: the log's JSON, myEvents' value, the account stream's SSE message
 * (as written on the wire), a webhook body, a mail (all parts), a push message.
 */
function everyChannel({ userId, notification }: Addressed, seq: number): string[] {
  const entry = { userId, seq, notification, createdAt: new Date(0) };
  const mail = renderNotices([entry], { publicUrl: 'http://claim.test', unsubscribeUrl: 'http://claim.test/u' });
  return [
    JSON.stringify(toPayload(notification)),
    JSON.stringify(toNotificationModel(entry)),
    serverSentEvent(accountStreamMessage({ kind: 'notice', entry })),
    webhookBody('d', notification, new Date(0)),
    mail.subject,
    mail.text,
    mail.html,
    pushBody(entry, 'http://claim.test'),
  ];
}

const rulesArb = fc.constantFrom(
  rulesFrom('claim', [], 2),
  rulesFrom('claim2', ['warlock', 'cthulhu'], 2),
  rulesFrom(['gnomes', 'giants', 'trolls', 'dragons', 'zombies', 'vampires', 'dwarves'], [], 3),
);
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('hidden means hidden in every notification channel (R9)', () => {
  it('no notice of any event of any game carries a card, through the log, myEvents, the account stream, webhooks, mail or push', () => {
    fc.assert(
      fc.property(rulesArb, seedArb, fc.nat(), fc.option(fc.nat({ max: 80 })), (rules, seed, choices, resignAt) => {
        if (!rules.ok) throw new Error(rules.error.message);
        const start = initialRuntime(fixtureHeader(rules.value, seed));
        let decided = foldEvents(start, [
          storedAfter(start, {
            type: 'match_started',
            payload: { rules: rules.value, seats: start.header.seats, seedCommitment: '' },
          }),
        ]);
        const cards = cardsOf(decided.state);
        expect(cards.length).toBeGreaterThan(0);
        const outputs: string[] = [];
        const notice = (runtime: MatchRuntime) => {
          const event = runtime.events[runtime.events.length - 1];
          for (const addressed of matchNotifications(runtime, event, new Date(86_400_000)))
            outputs.push(...everyChannel(addressed, event.seq));
        };
        notice(decided);
        const choose = seededChooser(choices);
        for (let i = 0; decided.status === 'running'; i++) {
          let body: MatchEventBody;
          let state: GameState;
          const seat = seatToAct(decided.state)!;
          if (i === resignAt) {
            body = { type: 'resigned', payload: { seat } };
            state = decided.state;
          } else {
            const options = legalMoves(decided.state, seat);
            const move = options[choose(options.length)];
            const next = apply(decided.state, move);
            if (!next.ok) throw new Error(next.error.message);
            body = { type: 'move', payload: move };
            state = next.value;
          }
          decided = withDecidedEvent(decided, storedAfter(decided, body), state);
          notice(decided);
        }
        expect(outputs.length).toBeGreaterThan(0);
        // Checked once over everything (a separator no card spans), with the exact card strings of this deal too.
        const all = outputs.join('\u0000');
        expect(CARD_PATTERN.exec(all)).toBeNull();
        expect(cards.filter((card) => all.includes(card))).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('a CHAT notice carries no card and none of the text, in every channel, to every other seated human but blockers', () => {
    // Players may type anything, cards included (their own, or a guess at another's): the chat shows it to
    // those who may read the chat, but a notice never repeats it, so no channel can carry it further.
    const typed = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.constantFrom('goblins:3', 'hero:cthulhu', 'I hold knights:7'),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.nat({ max: 3 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        typed,
        fc.integer({ min: 1, max: 10_000 }),
        (players, authorIndex, bots, blocking, text, seq) => {
          const rules = rulesFrom(
            players === 2 ? 'claim' : ['gnomes', 'giants', 'trolls', 'dragons', 'zombies', 'vampires', 'dwarves'],
            [],
            players,
          );
          if (!rules.ok) throw new Error(rules.error.message);
          const base = fixtureHeader(rules.value, '00'.repeat(32));
          const author = authorIndex % players;
          const header = {
            ...base,
            seats: base.seats.map((s) => ({ ...s, isBot: s.seat !== author && bots[s.seat] })),
          };
          const blockers = new Set(
            header.seats.filter((s) => s.seat !== author && blocking[s.seat]).map((s) => s.userId!),
          );
          const message = {
            matchId: header.id,
            seq,
            authorId: `u${author}`,
            author: `p${author}`,
            seat: author,
            text: `«${text}»`,
            createdAt: new Date(0),
          };
          const notices = chatNotices(header, message, blockers);
          expect(notices.map((n) => n.userId).sort()).toEqual(
            header.seats
              .filter((s) => s.seat !== author && !s.isBot && !blockers.has(s.userId!))
              .map((s) => s.userId)
              .sort(),
          );
          const all = notices.flatMap((n) => everyChannel(n, seq)).join('\u0000');
          expect(CARD_PATTERN.exec(all)).toBeNull();
          // The text, marked: « and » appear in no channel's own words.
          expect(all).not.toContain('«');
          for (const n of notices)
            expect(n.notification).toEqual({
              kind: 'CHAT',
              matchId: header.id,
              seat: author,
              from: `p${author}`,
              messageSeq: seq,
            });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('an ORDER_DROPPED notice (docs/correspondence.md "Standing orders") carries no card in any channel: only the match, seat, version and order id', () => {
    // The drop's reason names the owner's card ("knights:5 is not in your hand"): it stays in myStandingOrders.
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.uuid(),
        fc.nat({ max: 3 }),
        fc.nat({ max: 400 }),
        fc.nat(),
        (matchId, orderId, seat, version, seq) => {
          const notification = { kind: 'ORDER_DROPPED', matchId, seat, version, orderId } as const;
          const all = everyChannel({ userId: 'u0', notification }, seq + 1).join('\u0000');
          expect(CARD_PATTERN.exec(all)).toBeNull();
          expect(fromPayload('ORDER_DROPPED', toPayload(notification))).toEqual(notification);
          expect(JSON.parse(webhookBody('d', notification, new Date(0)))).toEqual({
            id: 'd',
            event: 'ORDER_DROPPED',
            occurredAt: '1970-01-01T00:00:00.000Z',
            matchId,
            seat,
            version,
            orderId,
          });
        },
      ),
    );
  });

  it('a SEEK_MATCHED notice (docs/players.md "Automatch") names the match only, in every channel, and round-trips the log', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.nat(), (matchId, seq) => {
        const notification = { kind: 'SEEK_MATCHED', matchId } as const;
        expectInEveryChannel(notification, seq + 1, { matchId }, { matchId, seat: null, from: null });
      }),
      { numRuns: 100 },
    );
  });

  it('an APPEAL_ANSWERED notice (docs/fair-play.md "Appeals") names the appeal and the verdict only, in every channel, and round-trips the log', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.constantFrom('upheld' as const, 'lifted' as const),
        fc.nat(),
        (appealId, verdict, seq) => {
          const notification = { kind: 'APPEAL_ANSWERED', appealId, appealVerdict: verdict, matchId: null } as const;
          const named = { appealId, appealVerdict: verdict };
          expectInEveryChannel(notification, seq + 1, named, { ...named, matchId: null, from: null });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a CLUB_MATCH_SIGNUP_CLOSED notice (docs/players.md "Club matches") names the club match, your club, board and game only (or that an unanswered challenge was called off), in every channel, and round-trips the log', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.uuid(),
        fc.nat({ max: 32 }),
        fc.option(fc.integer({ min: 1, max: 32 })),
        fc.option(fc.uuid()),
        fc.boolean(),
        fc.boolean(),
        fc.nat(),
        (clubMatchId, clubId, boardsPlayed, board, matchId, forfeit, unanswered, seq) => {
          const named = { clubMatchId, clubId, boardsPlayed, board, matchId, forfeit, unanswered };
          const notification = { kind: 'CLUB_MATCH_SIGNUP_CLOSED', ...named } as const;
          expectInEveryChannel(notification, seq + 1, named, { ...named, from: null, seat: null });
        },
      ),
      { numRuns: 100 },
    );
  });
});

/**
 * A notice in every channel: no card anywhere, the log's payload reads back as the notice, the webhook body is
 * exactly `webhook` beside its id, event and time, and the GraphQL and REST model has at least `model`.
 */
function expectInEveryChannel(
  notification: Notification,
  seq: number,
  webhook: Record<string, unknown>,
  model: Record<string, unknown>,
): void {
  const all = everyChannel({ userId: 'u0', notification }, seq).join('\u0000');
  expect(CARD_PATTERN.exec(all)).toBeNull();
  expect(fromPayload(notification.kind, toPayload(notification))).toEqual(notification);
  expect(JSON.parse(webhookBody('d', notification, new Date(0)))).toEqual({
    id: 'd',
    event: notification.kind,
    occurredAt: '1970-01-01T00:00:00.000Z',
    ...webhook,
  });
  expect(toNotificationModel({ userId: 'u0', seq, notification, createdAt: new Date(0) })).toMatchObject({
    kind: notification.kind,
    ...model,
  });
}
