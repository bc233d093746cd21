/**
 * The real application as a separate process, for benchmarks and crash tests (kill -9, restart).
 * Run: node -r @swc-node/register test/support/server-process.ts
 * Environment: DATABASE_URL (required, migrated), JWT_SECRET (required), PORT (0 = any), and whatever else
 * the application reads (src/config/app-config.ts), e.g. RATE_LIMIT_*. Prints one line `LISTENING <port>` on stdout when ready.
 * Adds the probe resolver below, so a driver can start matches without going through lobbies.
 * Test only: CLAIM_TEST_HOLD_FOLLOWUPS=1 holds a finished match's side jobs (holdFollowups below).
 */
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AddressInfo } from 'net';
import { createApp, listen } from '../../src/app.factory';
import { loadEnvironmentConfig } from '../../src/config/app-config';
import { rulesFrom } from '../../src/engine';
import { MatchFollowups } from '../../src/matches/match-followups';
import type { MatchRuntime } from '../../src/matches/match-runtime';
import { MatchesService } from '../../src/matches/matches.service';
import { UsersRepository } from '../../src/users/users.repository';
import { MatchesModule } from '../../src/matches/matches.module';
import { UsersModule } from '../../src/users/users.module';

@Resolver()
class ProbeMatchResolver {
  constructor(
    private readonly matches: MatchesService,
    private readonly users: UsersRepository,
  ) {}

  @Mutation(() => ID, { description: 'Test/benchmark probe only: starts a match between these users.' })
  async probeStartMatch(
    @Args('userIds', { type: () => [ID] }) userIds: string[],
    @Args('preset', { defaultValue: 'claim', description: 'A preset name or a comma-separated faction list.' })
    preset: string,
    @Args('heroes', { type: () => [String], defaultValue: [] }) heroes: string[],
    @Args('rated', { defaultValue: false, description: 'Rated: ratings change when it finishes.' }) rated: boolean,
  ): Promise<string> {
    const players = await Promise.all(
      userIds.map(async (id) => {
        const user = await this.users.findById(id);
        if (!user) throw new Error(`no user ${id}`);
        return { id: user.id, username: user.username };
      }),
    );
    const rules = rulesFrom(preset, heroes, players.length);
    if (!rules.ok) throw new Error(rules.error.message);
    return this.matches.start(rules.value, players, players[0].id, { rated });
  }
}

@Module({ imports: [MatchesModule, UsersModule], providers: [ProbeMatchResolver] })
class ProbeModule {}

/**
 * The pause point of the crash test between a finishing move's COMMIT and its side jobs
 * (test/reliability/followups-crash.rel-spec.ts): the move commits with its match_followups rows, then the
 * write path's step 8 prints `FOLLOWUPS_HELD <matchId>` and never returns, and this process's sweep does
 * nothing, so the rows are still pending when the test kills the process. Patched here, in the test
 * server's entry point, so that nothing of it is in the application.
 */
function holdFollowups(): void {
  const followups = MatchFollowups.prototype as unknown as {
    afterCommit(runtime: MatchRuntime): Promise<void>;
    runOnce(): Promise<void>;
  };
  followups.afterCommit = (runtime) => {
    process.stdout.write(`FOLLOWUPS_HELD ${runtime.header.id}\n`);
    return new Promise<void>(() => undefined);
  };
  followups.runOnce = () => Promise.resolve();
}

async function main(): Promise<void> {
  if (process.env.CLAIM_TEST_HOLD_FOLLOWUPS === '1') holdFollowups();
  // The same configuration main.ts reads (rate limits and the rest come from the environment), except that
  // the database must already exist: no embedded cluster here.
  const { databaseUrl, dataDir: _dataDir, embeddedPostgresPort: _port, ...settings } = loadEnvironmentConfig();
  if (!databaseUrl || !process.env.JWT_SECRET) throw new Error('DATABASE_URL and JWT_SECRET are required');
  const app = await createApp({ ...settings, databaseUrl }, { imports: [ProbeModule], logger: ['error', 'fatal'] });
  await listen(app, settings.port, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  process.stdout.write(`LISTENING ${port}\n`);
  // A server that stops mid-run (a benchmark's soak) says why on stderr, which the driver shows.
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    process.stderr.write(`${signal} received, stopping\n`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
