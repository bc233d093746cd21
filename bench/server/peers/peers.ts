/**
 * The peers of `npm run bench -- --peers`: boardgame.io 0.50's own server (socket.io transport) playing the
 * hidden-hand game, in memory and with bgio-postgres on the benchmark's embedded PostgreSQL (a database of
 * its own on the same durable cluster). Same load shape and process layout as our server's levels: the
 * server in a child process with the probe preloaded, the bots in the benchmark process.
 */
import path from 'path';
import { findFreePort } from '../../../src/database/free-port';
import type { BenchCluster } from '../cluster';
import type { LevelMeasure } from '../level';
import { ProbedServers, playLevel } from '../level';
import { forEachLimit } from '../stats';
import { BgioGame, BgioLobby } from './bgio-bots';
import { HIDDEN_HAND_MOVES } from './hidden-hand';

export type PeerName = 'bgio-memory' | 'bgio-postgres';

export const PEER_LABELS: Record<PeerName, string> = {
  'bgio-memory': 'boardgame.io 0.50, in memory (socket.io)',
  'bgio-postgres': 'boardgame.io 0.50 + bgio-postgres (socket.io)',
};

/** boardgame.io answers a move by broadcasting the new state, then writes it (Master.onUpdate). */
export const PEER_DURABILITY: Record<PeerName, string> = {
  'bgio-memory': 'nothing stored',
  'bgio-postgres': 'no: broadcast, then write',
};

export class Peer {
  private constructor(
    readonly name: PeerName,
    readonly servers: ProbedServers,
    private readonly lobby: BgioLobby,
    private readonly cluster: BenchCluster | null,
    private baselineRss = 0,
  ) {}

  static async start(name: PeerName, cluster: BenchCluster): Promise<Peer> {
    const durable = name === 'bgio-postgres';
    const apiPort = await findFreePort();
    const servers = await ProbedServers.start(1, {
      entry: path.join(__dirname, 'bgio-server.ts'),
      databaseUrl: durable ? await cluster.database('bgio') : '',
      jwtSecret: '',
      env: { BGIO_STORE: durable ? 'postgres' : 'memory', BGIO_API_PORT: String(apiPort) },
      onStderr: (text) => process.stderr.write(`[${name}] ${text}`),
    });
    const lobby = new BgioLobby(`http://127.0.0.1:${apiPort}`, servers.servers[0].baseUrl);
    const peer = new Peer(name, servers, lobby, durable ? cluster : null);
    await peer.level(20, 0, 0);
    peer.baselineRss = servers.rss();
    return peer;
  }

  level(matches: number, minMoves: number, think: number, profile?: string): Promise<LevelMeasure> {
    return playLevel({
      matches,
      minMoves,
      movesPerGame: HIDDEN_HAND_MOVES,
      target: this.servers,
      cluster: this.cluster,
      baselineRss: this.baselineRss,
      profile,
      newGames: async (round, stats) => {
        const created: { matchId: string; credentials: [string, string] }[] = new Array(matches);
        await forEachLimit(
          Array.from({ length: matches }, (_, i) => i),
          8,
          async (i) => {
            created[i] = await this.lobby.newMatch();
          },
        );
        return created.map(
          ({ matchId, credentials }, i) =>
            new BgioGame(this.lobby.gameUrl, matchId, credentials, stats, round * 100_000 + i, think),
        );
      },
    });
  }

  async stop(): Promise<void> {
    this.lobby.close();
    await this.servers.stop();
  }
}
