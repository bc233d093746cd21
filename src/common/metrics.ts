import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md lists them with example alerts). One registry per
 * process, not per Nest application: what they count (the event loop, moves this process committed) belongs to
 * the process, and prom-client allows one metric of a name per registry. Gauges whose truth is in the database
 * (outbox backlogs, sweep lag) or in an application (its pool, its connections) are set by src/ops just before
 * each scrape. No label ever holds a user, match or card: only codes and fixed names.
 */
export const metricsRegistry = new Registry();

// Node's own: event-loop delay (nodejs_eventloop_lag_*), heap, GC, handles.
collectDefaultMetrics({ register: metricsRegistry });

export const movesCommitted = new Counter({
  name: 'claim_moves_committed_total',
  help: 'Events appended to match logs by this process (moves, decisions, resignations, aborts, time-outs).',
  registers: [metricsRegistry],
});

export const moveDuration = new Histogram({
  name: 'claim_move_duration_seconds',
  help: 'Time from a move request reaching the match service to its answer, by outcome (ok, rejected).',
  labelNames: ['outcome'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const groupCommitBatchSize = new Histogram({
  name: 'claim_group_commit_batch_size',
  help: 'Appends of different matches committed in one transaction (group commit).',
  buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
  registers: [metricsRegistry],
});

export const errorsByCode = new Counter({
  name: 'claim_errors_total',
  help: 'Errors answered to clients, by stable code (extensions.code) and transport.',
  labelNames: ['code', 'transport'] as const,
  registers: [metricsRegistry],
});

export const openConnections = new Gauge({
  name: 'claim_open_connections',
  help: 'Open graphql-ws connections plus SSE streams of this process.',
  registers: [metricsRegistry],
});

export const openSseStreams = new Gauge({
  name: 'claim_open_sse_streams',
  help: 'Open SSE streams of this process.',
  registers: [metricsRegistry],
});

export const outboxBacklog = new Gauge({
  name: 'claim_outbox_backlog',
  help: 'Deliveries waiting to be sent, by channel (shared by all instances: read from the database).',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});

export const outboxFailed = new Gauge({
  name: 'claim_outbox_failed',
  help: 'Deliveries that gave up after their last retry, by channel (read from the database).',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});

export const timeoutSweepLag = new Gauge({
  name: 'claim_timeout_sweep_lag_seconds',
  help: 'How long the oldest expired, unsettled deadline has been waiting for the time-out sweep (0: none).',
  registers: [metricsRegistry],
});

export const databasePool = new Gauge({
  name: 'claim_db_pool_connections',
  help: "The match store pool's connections by state (total, idle, waiting: requests queued for one).",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const ready = new Gauge({
  name: 'claim_ready',
  help: '1 while /health/ready answers 200 (database, migrations, LISTEN), 0 otherwise.',
  registers: [metricsRegistry],
});
