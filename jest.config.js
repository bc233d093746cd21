const { esmPackagesIgnorePattern } = require('./test/jest/esm-packages.js');

/** Settings shared by both projects. */
const base = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    // ES-module-only dependencies (NestJS 12, Apollo Server 5): see the file.
    '^.+\\.m?js$': '<rootDir>/test/jest/esm-transform.js',
  },
  // Only the packages that hold ES modules go through esm-transform.js; every other file of node_modules is
  // loaded as it is, without the transform's per-file cache look-up in every suite (see the file).
  transformIgnorePatterns: [esmPackagesIgnorePattern(__dirname)],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // The web client's name for the engine's browser-safe entry (web/tsconfig.json, web/vite.config.mts).
  moduleNameMapper: {
    '^@claim/engine$': '<rootDir>/src/engine/shared.ts',
    '^@claim/story$': '<rootDir>/src/story/browser.ts',
  },
};

/** Suites that drive a real browser through whole flows: the `browser` project. */
const BROWSER_SUITES = '-in-browser\\.e2e-spec\\.ts$';

/**
 * Integration suites of a minute or more on the shared 2-core machine (under load): the `slow` project
 * (`npm run test:slow`, which .ci/run runs after `npm test`), so that `npm test` stays inside its ten-minute
 * budget. Measured 2026-12-01 under a load average of ~15; a second Jest worker did not help there (the
 * cores were saturated). Under light load one worker leaves a core idle (2026-12-02: its suites spent
 * ~7 CPU-seconds in the worker for each one in PostgreSQL, so one worker keeps ~1.15 of two cores busy):
 * `npm test` runs two when the machine has a core to spare, one when it is busy (scripts/test-workers.js).
 */
const SLOW_SUITES = [
  'test/matches/hidden-hashes.e2e-spec.ts',
  'test/ops/backup-drill.e2e-spec.ts',
  'test/abuse/abuse.e2e-spec.ts',
  'test/audit/audit.e2e-spec.ts',
  // Seat entropy (issue 33): whole games played to the end for records that verify, ~24 s.
  'test/audit/entropy.e2e-spec.ts',
  'test/computer/computer.e2e-spec.ts',
  // The schema-driven fuzzer (issue 27 P13): a few thousand requests, a minute or more.
  'test/api/openapi-fuzz.e2e-spec.ts',
  // Added 2026-12-02 (fifth session): npm test had grown past its budget with this session's suites.
  'test/database/database-bootstrap.e2e-spec.ts',
  'test/api/bot.e2e-spec.ts',
  // Fair-play signals (issue 35): finished 3-player games played out before the checks, ~45 s under load.
  'test/fairplay/fair-play.e2e-spec.ts',
  // A whole 4-entrant Swiss played move by move through the API (issue 30): about 35 s on a busy machine.
  'test/tournaments/tournaments.e2e-spec.ts',
  // Issue 33: three servers on one database (a restart between the finish and the review), about 40 s here.
  'test/reviews/review-queue.e2e-spec.ts',
  // Two whole games through the API, then `claim audit` (issue 37; npm run test:citus runs it on Citus): about 40 s.
  'test/audit/audit-whole-game.e2e-spec.ts',
  // Whole tournaments of 3-4 player tables, a knockout and a league, played move by move (issue 30).
  'test/tournaments/formats.e2e-spec.ts',
  // Re-runs the round-robin table schedule search (about a minute of CPU) against its stored output.
  'test/tournaments/table-schedules.e2e-spec.ts',
  // Added 2026-12-05 (seventh session): npm test had reached 582 s of its 600 with this session's suites (lone
  // clone, one worker, quiet). The eight longest of the integration project, 11–22 s each plus their load:
  'test/auth/sessions.e2e-spec.ts',
  'test/social/spectator-leaks.e2e-spec.ts',
  'test/correspondence/clocks.e2e-spec.ts',
  'test/auth/session-expiry.e2e-spec.ts',
  'test/abuse/connections.e2e-spec.ts',
  'test/computer/replaced-seats.e2e-spec.ts',
  'test/correspondence/webhooks.e2e-spec.ts',
  'test/correspondence/deadlines.e2e-spec.ts',
  // A virtual environment and pip install of clients/python (about a minute on the shared machine), then two
  // Python bots play a whole match (issue 34).
  'test/clients/python-client.e2e-spec.ts',
  // Added 2026-12-05 (ninth session), to keep npm test inside its budget with this session's suites: two server
  // processes on a 1,010-member club (issue 31); every moderation action, annulment and appeal (issue 35); a
  // tournament's whole backup and restore (issue 30); tournaments' settings with matches played out (issue 30).
  'test/clubs/club-members-cache.e2e-spec.ts',
  'test/moderation/moderation.e2e-spec.ts',
  'test/tournaments/tournament-backup.e2e-spec.ts',
  'test/tournaments/tournament-settings.e2e-spec.ts',
];
const slowPattern = (file) => `<rootDir>/${file.replace(/\./g, '\\.')}$`;

/** @type {import('jest').Config} */
module.exports = {
  // The suites run one after another in one worker; each boots a Nest app, and what a suite leaves behind
  // (compiled modules, a pool's buffers) added up to the 4 GB heap limit on 2026-12-02 (a crash after 16
  // minutes of ever longer garbage collection). A worker past this much memory between two files is
  // replaced by a fresh one. Setting it also makes Jest use a worker where it would run in band.
  workerIdleMemoryLimit: '1500MB',
  projects: [
    {
      ...base,
      displayName: 'unit',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.spec.ts'],
    },
    {
      // Tests through real PostgreSQL and HTTP. Jest runs a project's global
      // setup only when that project has tests to run, so unit-only runs
      // start no database.
      ...base,
      displayName: 'integration',
      // clients/typescript: the client package's tests run against the same real server harness.
      roots: ['<rootDir>/test', '<rootDir>/clients/typescript/test'],
      testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
      testPathIgnorePatterns: [BROWSER_SUITES, ...SLOW_SUITES.map(slowPattern)],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/pg-concurrency-guard.ts'],
    },
    {
      // The long integration suites (SLOW_SUITES): `npm run test:slow`.
      ...base,
      displayName: 'slow',
      roots: ['<rootDir>/test'],
      testMatch: SLOW_SUITES.map((file) => `<rootDir>/${file}`),
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/pg-concurrency-guard.ts'],
    },
    {
      // Whole games played in Debian's Chromium take minutes: their own script (`npm run test:browser`), which
      // .ci/run runs after `npm test`, keeps `npm test` inside its ten-minute budget.
      ...base,
      displayName: 'browser',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*-in-browser.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
  // Jest reads the timeout from the top level only, not per project. Real
  // database and HTTP round trips on a loaded 2-core machine need headroom.
  testTimeout: 30000,
};
