/** Settings shared by both projects. */
const base = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    // ES-module-only dependencies (NestJS 12, Apollo Server 5): see the file.
    '^.+\\.m?js$': '<rootDir>/test/jest/esm-transform.js',
  },
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // The web client's name for the engine's browser-safe entry (web/tsconfig.json, web/vite.config.mts).
  moduleNameMapper: {
    '^@claim/engine$': '<rootDir>/src/engine/shared.ts',
    '^@claim/story$': '<rootDir>/src/story/browser.ts',
  },
};

/** Suites that drive a real browser through whole flows: the `browser` project. */
const BROWSER_SUITES = '-in-browser\\.e2e-spec\\.ts$';

/** @type {import('jest').Config} */
module.exports = {
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
      testPathIgnorePatterns: [BROWSER_SUITES],
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
