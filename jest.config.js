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
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
  // Jest reads the timeout from the top level only, not per project. Real
  // database and HTTP round trips on a loaded 2-core machine need headroom.
  testTimeout: 30000,
};
