import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { HealthCheckResult, HealthIndicatorResult } from '@nestjs/terminus';
import { Clock } from '../common/clock';
import {
  databasePool,
  metricsRegistry,
  openConnections,
  openSseStreams,
  outboxBacklog,
  outboxFailed,
  ready,
  timeoutSweepLag,
} from '../common/metrics';
import { ConnectionRegistry } from '../connections/connection-registry';
import { readMigrations } from '../database/migrator';
import { MatchDatabase } from '../matches/store/match-database';
import { MatchNotifier } from '../matches/streams/match-notifier';
import { OpsRepository } from './ops.repository';

/** A health answer: 200 with terminus's body, or 503 with the same shape naming what is down. */
export interface HealthAnswer {
  readonly status: 200 | 503;
  readonly body: HealthCheckResult | Record<string, unknown>;
}

/**
 * Liveness, readiness and the scrape. Live means the process answers; ready means it can serve a request
 * completely: the database answers, every migration this code knows is applied (an older database, or one
 * another instance is still migrating, is not ready), the LISTEN connection that brings other instances'
 * moves is up, and the process is not shutting down (main.ts calls stopping() on SIGTERM, before closing).
 */
@Injectable()
export class OpsService {
  private shuttingDown = false;
  private readonly migrations = readMigrations().map((migration) => migration.name);

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly repository: OpsRepository,
    private readonly notifier: MatchNotifier,
    private readonly store: MatchDatabase,
    private readonly connections: ConnectionRegistry,
    private readonly clock: Clock,
  ) {}

  /** From now on readiness fails, so a load balancer stops sending new requests before the server closes. */
  stopping(): void {
    this.shuttingDown = true;
  }

  live(): Promise<HealthAnswer> {
    return this.run([() => this.indicators.check('process').up({ pid: process.pid })]);
  }

  async readiness(): Promise<HealthAnswer> {
    const answer = await this.run([
      () => this.check('shutdown', async () => (this.shuttingDown ? 'shutting down' : null)),
      () =>
        this.check('database', async () => {
          await this.repository.ping();
          return null;
        }),
      () =>
        this.check('migrations', async () => {
          const applied = await this.repository.appliedMigrations();
          const missing = this.migrations.filter((name) => !applied.has(name));
          return missing.length === 0 ? null : `not applied: ${missing.join(', ')}`;
        }),
      () => this.check('listen', async () => (this.notifier.isListening() ? null : 'LISTEN connection is down')),
    ]);
    ready.set(answer.status === 200 ? 1 : 0);
    return answer;
  }

  /** The Prometheus text, with the gauges whose truth is elsewhere read now. */
  async metrics(): Promise<{ contentType: string; text: string }> {
    await this.refreshGauges();
    return { contentType: metricsRegistry.contentType, text: await metricsRegistry.metrics() };
  }

  private async refreshGauges(): Promise<void> {
    openConnections.set(this.connections.openCount());
    openSseStreams.set(this.connections.streamCount());
    const pool = this.store.poolUse();
    for (const state of ['total', 'idle', 'waiting'] as const) databasePool.set({ state }, pool[state]);
    // The database may be down: the process's own metrics are still worth a scrape.
    try {
      for (const { channel, pending, failed } of await this.repository.outboxes()) {
        outboxBacklog.set({ channel }, pending);
        outboxFailed.set({ channel }, failed);
      }
      timeoutSweepLag.set(await this.repository.sweepLagSeconds(this.clock.now()));
    } catch {
      ready.set(0);
    }
  }

  /** One indicator: `problem` resolves to null when up, or says what is wrong; a throw is down too. */
  private async check(key: string, problem: () => Promise<string | null>): Promise<HealthIndicatorResult> {
    const session = this.indicators.check(key);
    try {
      const message = await problem();
      return message === null ? session.up() : session.down({ message });
    } catch (error) {
      return session.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  private async run(checks: Parameters<HealthCheckService['check']>[0]): Promise<HealthAnswer> {
    try {
      return { status: 200, body: await this.health.check(checks) };
    } catch (error) {
      // Terminus throws a 503 exception carrying the full result: answered as is, not as a server error.
      if (error instanceof ServiceUnavailableException)
        return { status: 503, body: error.getResponse() as Record<string, unknown> };
      throw error;
    }
  }
}
