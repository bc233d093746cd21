/**
 * Bot clients for boardgame.io's server, with the load shape of bench/server/bots.ts: pairs of players,
 * each bot moving the moment its own socket shows that it may. Matches are created and joined through
 * boardgame.io's lobby API (its credentials are what authenticates every move); each player then holds its
 * own socket.io connection (websocket transport, no long-polling) and speaks boardgame.io's protocol
 * directly: `sync` once, then one `update` (a MAKE_MOVE action with the player's credentials) per move.
 * A move is acknowledged when the mover's socket receives the state it produced.
 */
import http from 'http';
import type { Socket } from 'socket.io-client';
import { io } from 'socket.io-client';
import type { Chooser } from '../../../src/engine';
import { seededChooser } from '../../../src/engine';
import type { BotStats } from '../bots';
import { nowMs, sleep } from '../stats';
import type { HiddenHandState } from './hidden-hand';
import { HIDDEN_HAND, playable } from './hidden-hand';

/** The part of boardgame.io's State a bot reads (after the server's playerView). */
interface PlayerState {
  G: HiddenHandState;
  ctx: { currentPlayer: string; gameover?: unknown };
  _stateID: number;
}

interface Seat {
  socket: Socket;
  credentials: string;
  state: PlayerState | null;
}

/** A move without an answer for this long counts as an error and ends the game (a lost update would hang it). */
const MOVE_TIMEOUT_MS = 15_000;

export class BgioLobby {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  /** `apiUrl`: the lobby API; `gameUrl`: the game server the players' sockets connect to. */
  constructor(
    private readonly apiUrl: string,
    readonly gameUrl: string,
  ) {}

  /** Creates a two-player match and joins both seats: the match id and each seat's credentials. */
  async newMatch(): Promise<{ matchId: string; credentials: [string, string] }> {
    const { matchID } = await this.post<{ matchID: string }>(`/games/${HIDDEN_HAND}/create`, { numPlayers: 2 });
    // One seat after the other: a join reads the match's metadata and writes all of it back, so with an
    // asynchronous store two joins at once lose one seat's credentials.
    const credentials: string[] = [];
    for (const playerID of ['0', '1']) {
      const joined = await this.post<{ playerCredentials: string }>(`/games/${HIDDEN_HAND}/${matchID}/join`, {
        playerID,
        playerName: `bot${playerID}`,
      });
      credentials.push(joined.playerCredentials);
    }
    return { matchId: matchID, credentials: [credentials[0], credentials[1]] };
  }

  close(): void {
    this.agent.destroy();
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    const text = JSON.stringify(body);
    const url = new URL(path, this.apiUrl);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent: this.agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const answer = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200) reject(new Error(`${path}: HTTP ${res.statusCode} ${answer.slice(0, 200)}`));
            else resolve(JSON.parse(answer) as T);
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  }
}

/** One match played to the end by two bots over boardgame.io's socket.io transport. */
export class BgioGame {
  private readonly seats: Seat[] = [];
  private readonly choose: Chooser;
  /** The mover's request: the state id it moved from, and when it was sent. */
  private pending: { seat: number; stateID: number; sentAt: number; timer: NodeJS.Timeout | null } | null = null;
  private movesMade = 0;
  private done!: () => void;
  private readonly finished = new Promise<void>((resolve) => (this.done = resolve));

  constructor(
    gameUrl: string,
    private readonly matchId: string,
    credentials: readonly [string, string],
    private readonly stats: BotStats,
    seed: number,
    private readonly thinkMs = 0,
  ) {
    this.choose = seededChooser(seed);
    for (const c of credentials)
      this.seats.push({
        socket: io(`${gameUrl}/${HIDDEN_HAND}`, { transports: ['websocket'], forceNew: true, autoConnect: false }),
        credentials: c,
        state: null,
      });
  }

  /** Connects both players and syncs their views; not part of the timed run. */
  async prepare(): Promise<void> {
    await Promise.all(
      this.seats.map(
        (seat, i) =>
          new Promise<void>((resolve, reject) => {
            // boardgame.io answers a sync whose credentials it refuses with silence.
            const timer = setTimeout(() => reject(new Error(`no sync for ${this.matchId}/${i}`)), MOVE_TIMEOUT_MS);
            seat.socket.once('connect_error', reject);
            seat.socket.once('sync', (_matchId: string, sync: { state: PlayerState }) => {
              clearTimeout(timer);
              seat.state = sync.state;
              resolve();
            });
            seat.socket.once('connect', () => seat.socket.emit('sync', this.matchId, String(i), seat.credentials, 2));
            seat.socket.connect();
          }),
      ),
    );
    this.seats.forEach((seat, i) =>
      seat.socket.on('update', (_matchId: string, state: PlayerState) => this.onUpdate(i, state)),
    );
  }

  async play(): Promise<void> {
    for (let i = 0; i < this.seats.length; i++) this.maybeMove(i);
    await this.finished;
  }

  finish(): void {
    for (const seat of this.seats) seat.socket.disconnect();
  }

  private onUpdate(i: number, state: PlayerState): void {
    const seat = this.seats[i];
    if (seat.state && state._stateID <= seat.state._stateID) return;
    seat.state = state;
    const pending = this.pending;
    if (pending && pending.seat === i && state._stateID > pending.stateID) {
      if (pending.timer) clearTimeout(pending.timer);
      this.pending = null;
      const latency = nowMs() - pending.sentAt;
      this.stats.moveLatency.add(latency);
      if (this.movesMade > 1) this.stats.laterMoveLatency.add(latency);
      this.stats.moves++;
    }
    if (state.ctx.gameover !== undefined) {
      if (!this.pending) this.done();
      return;
    }
    // Either seat's socket may hear of a move first; the next mover goes once the move is acknowledged, as
    // in bench/server/bots.ts, where the pair moves on from the mover's answer.
    for (let k = 0; k < this.seats.length; k++) this.maybeMove(k);
  }

  /**
   * Seat `i` moves if its own view says it is to act, that view is the newest state, and no move of this
   * match is in flight.
   */
  private maybeMove(i: number): void {
    const state = this.seats[i].state;
    if (!state || this.pending || state.ctx.gameover !== undefined || state.ctx.currentPlayer !== String(i)) return;
    if (this.seats.some((other) => (other.state?._stateID ?? 0) > state._stateID)) return;
    const options = playable(state.G.hands[i], state.G.trick);
    const card = options[this.choose(options.length)];
    const stateID = state._stateID;
    // Claimed before any pause, so the other seat's update cannot start a second move.
    this.pending = { seat: i, stateID, sentAt: 0, timer: null };
    const send = (): void => {
      if (!this.pending) return;
      this.pending.sentAt = nowMs();
      this.pending.timer = setTimeout(() => this.timedOut(), MOVE_TIMEOUT_MS);
      this.movesMade++;
      const action = {
        type: 'MAKE_MOVE',
        payload: { type: 'play', args: [card], playerID: String(i), credentials: this.seats[i].credentials },
      };
      this.seats[i].socket.emit('update', action, stateID, this.matchId, String(i));
    };
    if (this.thinkMs > 0) void sleep(this.thinkTime()).then(send);
    else send();
  }

  private thinkTime(): number {
    const u = (this.choose(1_000_000) + 0.5) / 1_000_000;
    return -this.thinkMs * Math.log(u);
  }

  private timedOut(): void {
    this.stats.errors.set('TIMEOUT', (this.stats.errors.get('TIMEOUT') ?? 0) + 1);
    this.pending = null;
    this.done();
  }
}
