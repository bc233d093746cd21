#!/usr/bin/env node
// Runs `prisma generate` (or, with arguments, any prisma command) on machines
// that cannot download Prisma's schema engine. Generating the client needs no
// engine, but the CLI insists that the binary it would use exists, so we point
// PRISMA_SCHEMA_ENGINE_BINARY at a file that does. A real engine configured by
// the caller is left alone.
const { spawnSync } = require('child_process');
const path = require('path');

const root = path.resolve(__dirname, '..');
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || path.join(root, 'package.json'),
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
let cli;
try {
  cli = require.resolve('prisma/build/index.js', { paths: [root] });
} catch {
  // A production install (npm ci --omit=dev) has no Prisma CLI: the client was generated when the build ran.
  console.log('prisma CLI not installed (production install): skipping prisma generate');
  process.exit(0);
}
const args = process.argv.length > 2 ? process.argv.slice(2) : ['generate'];
const result = spawnSync(process.execPath, [cli, ...args], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
