/**
 * boardgame.io's own server (Koa, its lobby API and its socket.io transport) serving the hidden-hand game,
 * for the peer benchmark. Started by test/support/child-server.ts like our server; prints `LISTENING <port>`.
 *
 * Environment: PORT (0 = any) for the game server (socket.io); BGIO_API_PORT for the lobby API, which runs as
 * a Koa app of its own: with koa-compose 4.2 (today's koa 2) the lobby's routes, which boardgame.io adds to the
 * game server's app after koa-socket-2 has built that app's request handler, are never reached (every request is
 * 404). On its own port the lobby's app is complete before it listens. BGIO_STORE `memory` (boardgame.io's InMemory, the default) or `postgres`
 * (bgio-postgres on DATABASE_URL, a Sequelize pool of BGIO_PG_POOL connections, default 10 like our
 * MATCH_DB_POOL_SIZE; query logging off, as in any production set-up).
 */
import { PostgresStore } from 'bgio-postgres';
import { Server } from 'boardgame.io/server';
import type { AddressInfo } from 'net';
import { HiddenHand } from './hidden-hand';

async function main(): Promise<void> {
  const store = process.env.BGIO_STORE ?? 'memory';
  if (store !== 'memory' && store !== 'postgres') throw new Error(`BGIO_STORE: memory or postgres, not ${store}`);
  const db =
    store === 'postgres'
      ? new PostgresStore(required('DATABASE_URL'), {
          logging: false,
          pool: { max: Number(process.env.BGIO_PG_POOL ?? 10) },
        })
      : undefined;
  const server = Server({ games: [HiddenHand], db, origins: ['http://127.0.0.1'] });
  const { appServer, apiServer } = await server.run({
    port: Number(process.env.PORT ?? 0),
    lobbyConfig: { apiPort: Number(required('BGIO_API_PORT')) },
  });
  process.stdout.write(`LISTENING ${(appServer.address() as AddressInfo).port}\n`);
  const stop = (): void => {
    server.kill({ appServer, apiServer });
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
