import type { Chooser } from '../../src/engine';
import { seededChooser } from '../../src/engine';
import type { GraphQLResult, GraphQLTransport, GraphQLWs, RestRoute } from './client';
import { Samples, nowMs, sleep } from './stats';

export interface BotPlayer {
  readonly userId: string;
  readonly token: string;
}

/** What a bot sees after each of its requests: public state plus its own hand (R9). */
const VIEW = 'version status table { phase toAct { kind seat } trick { card } hand }';
const PLAY = `mutation($m: ID!, $c: String!, $v: Int!) { playCard(matchId: $m, card: $c, expectedVersion: $v) { ${VIEW} } }`;
const MATCH = `query($m: ID!) { match(id: $m) { ${VIEW} } }`;
const LEGAL = 'query($m: ID!) { legalMoves(matchId: $m) { kind card } }';
const DECIDE = `mutation($m: ID!, $d: DecisionInput!, $v: Int!) { decide(matchId: $m, decision: $d, expectedVersion: $v) { ${VIEW} } }`;
const SUBSCRIBE =
  'subscription($m: ID!) { matchUpdated(matchId: $m) { event { seq } match { version table { phase hand } } } }';

/**
 * The REST mirror of each document above (`--transport rest`): the same moves and reads, answered with the
 * same view (REST's match view holds the fields VIEW selects, and more).
 */
export function restRouteOf(query: string, variables: Record<string, unknown>): RestRoute {
  const match = `/api/matches/${encodeURIComponent(String(variables.m))}`;
  switch (query) {
    case PLAY:
      return {
        method: 'POST',
        path: `${match}/play`,
        body: { card: variables.c, expectedVersion: variables.v },
        field: 'playCard',
      };
    case DECIDE:
      return {
        method: 'POST',
        path: `${match}/decide`,
        body: { decision: variables.d, expectedVersion: variables.v },
        field: 'decide',
      };
    case MATCH:
      return { method: 'GET', path: match, body: null, field: 'match' };
    case LEGAL:
      return { method: 'GET', path: `${match}/legal-moves`, body: null, field: 'legalMoves' };
    default:
      throw new Error(`no REST route for ${query}`);
  }
}

interface View {
  version: number;
  status: string;
  table: {
    phase: string;
    toAct: { kind: string; seat: number } | null;
    trick: { card: string }[];
    hand: string[] | null;
  };
}

/** Shared by every game of one run. */
export interface BotStats {
  moveLatency: Samples;
  /**
   * The same without each game's first move. A level starts with every bot opening its connection and
   * signing in at the same moment; those first requests wait longest (docs/benchmarks-history.md), the rest is the
   * steady state.
   */
  laterMoveLatency: Samples;
  /** Subscriber received the event − the mover's request was sent (an upper bound of commit → delivery). */
  deliveryFromSend: Samples;
  /** Subscriber received the event − the mover received its acknowledgment (≈ commit → delivery − response time). */
  deliveryFromAck: Samples;
  moves: number;
  reads: number;
  fallbacks: number;
  errors: Map<string, number>;
  deliveriesExpected: number;
  deliveriesReceived: number;
}

export function newBotStats(): BotStats {
  return {
    moveLatency: new Samples(),
    laterMoveLatency: new Samples(),
    deliveryFromSend: new Samples(),
    deliveryFromAck: new Samples(),
    moves: 0,
    reads: 0,
    fallbacks: 0,
    errors: new Map(),
    deliveriesExpected: 0,
    deliveriesReceived: 0,
  };
}

const MAX_ERRORS_PER_GAME = 20;

/**
 * Two bot clients playing one match to the end through the public API, like a browser would: each keeps
 * its own hand from its own responses and picks a random card it may play (R4.1: follow the led faction
 * if it holds one; Doppelgangers may always follow). Whose turn it is and the cards on the table are
 * public, so the pair shares them. A bot re-reads its view only when its hand changed without its own
 * move (phase two starts: the follower pile becomes the hand); a subscribed bot takes that view from its
 * subscription instead. Decisions (none arise in the `claim` preset) fall back to `legalMoves`.
 */
export class BotGame {
  private readonly hands: (string[] | null)[] = [null, null];
  private readonly phaseSeen: string[] = ['', ''];
  private readonly subscribed: {
    unsubscribe: () => void;
    views: Map<number, View['table']>;
    waiters: (() => void)[];
  }[] = [];
  private readonly sentAt = new Map<number, number>();
  private readonly ackAt = new Map<number, number>();
  private readonly receivedAt: [number, number][] = [];
  private readonly choose: Chooser;
  private view!: View;
  private errorCount = 0;
  private distrustPick = false;

  /**
   * `transport` carries the moves and reads; `subscriptions`, if given, carries this pair's subscriptions
   * (the same connections as `transport` when the bots play over graphql-ws).
   */
  constructor(
    private readonly transport: GraphQLTransport,
    private readonly matchId: string,
    private readonly players: readonly BotPlayer[],
    private readonly stats: BotStats,
    seed: number,
    private readonly subscriptions: GraphQLWs | null,
    private readonly thinkMs = 0,
  ) {
    this.choose = seededChooser(seed);
  }

  /**
   * Exponentially distributed with mean `thinkMs`: independent players make a Poisson stream of moves.
   * A fixed pause would keep the bots in lockstep, every one of them moving in the same instant, and
   * measure those bursts rather than the server.
   */
  private thinkTime(): number {
    const u = (this.choose(1_000_000) + 0.5) / 1_000_000;
    return -this.thinkMs * Math.log(u);
  }

  /** Reads both players' views and opens subscriptions; not part of the timed run. */
  async prepare(): Promise<void> {
    for (const player of this.players) await this.transport.open(player.token);
    if (this.subscriptions) {
      for (const player of this.players) {
        await this.subscriptions.open(player.token);
        const entry = {
          unsubscribe: (): void => undefined,
          views: new Map<number, View['table']>(),
          waiters: [] as (() => void)[],
        };
        this.subscribed.push(entry);
        entry.unsubscribe = this.subscriptions.client(player.token).subscribe<{
          matchUpdated: { event: { seq: number }; match: { version: number; table: View['table'] } };
        }>(
          { query: SUBSCRIBE, variables: { m: this.matchId } },
          {
            next: (message) => {
              const at = nowMs();
              const update = message.data?.matchUpdated;
              if (!update) return;
              this.receivedAt.push([update.event.seq, at]);
              entry.views.set(update.match.version, update.match.table);
              for (const wake of entry.waiters.splice(0)) wake();
            },
            error: () => undefined,
            complete: () => undefined,
          },
        );
      }
      // The server registers the watcher after its authorization check: give it a moment.
      await sleep(200);
    }
    for (const seat of [0, 1]) await this.refresh(seat);
  }

  async play(): Promise<void> {
    while (this.view.status === 'running' && this.errorCount < MAX_ERRORS_PER_GAME) {
      const act = this.view.table.toAct;
      if (!act) break;
      const seat = act.seat;
      if (act.kind !== 'play' || this.distrustPick) {
        this.distrustPick = false;
        await this.fallback(seat);
        continue;
      }
      if (this.hands[seat] === null || this.phaseSeen[seat] !== this.view.table.phase) await this.catchUp(seat);
      const card = this.pick(seat);
      if (this.thinkMs > 0) await sleep(this.thinkTime());
      await this.send(seat, PLAY, { m: this.matchId, c: card, v: this.view.version });
    }
  }

  /** Closes subscriptions and turns delivery times into samples. */
  async finish(): Promise<void> {
    if (this.subscribed.length > 0) {
      await sleep(100);
      for (const { unsubscribe } of this.subscribed) unsubscribe();
      this.stats.deliveriesExpected += 2 * this.ackAt.size;
      this.stats.deliveriesReceived += this.receivedAt.length;
      for (const [seq, at] of this.receivedAt) {
        const sent = this.sentAt.get(seq);
        const acked = this.ackAt.get(seq);
        if (sent !== undefined) this.stats.deliveryFromSend.add(at - sent);
        if (acked !== undefined) this.stats.deliveryFromAck.add(at - acked);
      }
    }
  }

  private pick(seat: number): string {
    const hand = this.hands[seat]!;
    const led = this.view.table.trick[0]?.card;
    const ledFaction = led?.split(':')[0];
    const follows =
      ledFaction !== undefined && ledFaction !== 'hero' && hand.some((c) => c.startsWith(`${ledFaction}:`));
    const options = follows
      ? hand.filter((c) => c.startsWith(`${ledFaction}:`) || c.startsWith('doppelgangers:'))
      : hand;
    return options[this.choose(options.length)];
  }

  private async send(seat: number, query: string, variables: Record<string, unknown>): Promise<void> {
    const version = this.view.version + 1;
    const started = nowMs();
    this.sentAt.set(version, started);
    const result = await this.transport.request<Record<string, View>>(query, variables, this.players[seat].token);
    const ended = nowMs();
    const view = result.data && Object.values(result.data)[0];
    if (!view) return this.failed(seat, result);
    this.ackAt.set(version, ended);
    this.stats.moveLatency.add(ended - started);
    if (version > 1) this.stats.laterMoveLatency.add(ended - started);
    this.stats.moves++;
    this.accept(seat, view);
  }

  private accept(seat: number, view: View): void {
    this.view = view;
    this.hands[seat] = view.table.hand;
    this.phaseSeen[seat] = view.table.phase;
  }

  private async failed(seat: number, result: GraphQLResult<unknown>): Promise<void> {
    const code = String(result.errors?.[0]?.extensions?.code ?? 'NO_DATA');
    this.stats.errors.set(code, (this.stats.errors.get(code) ?? 0) + 1);
    this.errorCount++;
    if (code === 'ILLEGAL_MOVE') this.distrustPick = true;
    await this.refresh(seat);
  }

  /** The bot's hand changed without its own move: take the view its subscription delivered, or read it. */
  private async catchUp(seat: number): Promise<void> {
    const sub = this.subscribed[seat];
    if (sub) {
      const deadline = nowMs() + 2000;
      while (nowMs() < deadline) {
        const table = sub.views.get(this.view.version);
        if (table) {
          this.hands[seat] = table.hand;
          this.phaseSeen[seat] = table.phase;
          return;
        }
        await new Promise<void>((resolve) => {
          sub.waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    }
    await this.refresh(seat);
  }

  private async refresh(seat: number): Promise<void> {
    const result = await this.transport.request<{ match: View }>(MATCH, { m: this.matchId }, this.players[seat].token);
    this.stats.reads++;
    if (!result.data?.match) throw new Error(`cannot read match ${this.matchId}: ${JSON.stringify(result.errors)}`);
    this.accept(seat, result.data.match);
  }

  /** A decision, or a play the bot could not work out: ask the server for the legal moves. */
  private async fallback(seat: number): Promise<void> {
    this.stats.fallbacks++;
    const result = await this.transport.request<{ legalMoves: { kind: string; card: string | null }[] }>(
      LEGAL,
      { m: this.matchId },
      this.players[seat].token,
    );
    this.stats.reads++;
    const moves = result.data?.legalMoves ?? [];
    if (moves.length === 0) return this.refresh(seat);
    const move = moves[this.choose(moves.length)];
    if (move.kind === 'play') return this.send(seat, PLAY, { m: this.matchId, c: move.card, v: this.view.version });
    const decision =
      move.kind === 'skeleton' || move.kind === 'pass' ? { [move.kind]: true } : { [move.kind]: move.card };
    return this.send(seat, DECIDE, { m: this.matchId, d: decision, v: this.view.version });
  }
}
