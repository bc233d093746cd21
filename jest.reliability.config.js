/**
 * `npm run test:reliability`: races, crashes, a database restart and API leaks under load, on the
 * same throwaway PostgreSQL cluster as the integration tests. Minutes, not seconds, so kept out of
 * `npm test`. What each test does and what it showed: RELIABILITY.md.
 */
const base = require('./jest.config.js');
const integration = base.projects.find((p) => p.displayName === 'integration');

/** @type {import('jest').Config} */
module.exports = {
  ...integration,
  displayName: 'reliability',
  rootDir: __dirname,
  roots: ['<rootDir>/test/reliability'],
  testMatch: ['**/*.rel-spec.ts'],
  testTimeout: 300_000,
  // The tests load the machine themselves; one at a time keeps their timings meaningful.
  maxWorkers: 1,
};
