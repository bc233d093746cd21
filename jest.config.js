/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    // ES-module-only dependencies (NestJS 12, Apollo Server 5): see the file.
    '^.+\\.m?js$': '<rootDir>/test/jest/esm-transform.js',
  },
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};
