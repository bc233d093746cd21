#!/usr/bin/env node
// After `npm prune --omit=dev`: removes what npm keeps only because a production package names it as an
// optional peer — the `prisma` CLI (an optional peer of @prisma/client) with Prisma Studio and its tree, and
// `ws` (graphql-ws's; NestJS brings its own copy). npm marks these `devOptional` in package-lock.json and
// omits them only together with every optional dependency, which would also drop native binaries the
// server needs (argon2's). Run in the Dockerfile's build stage; `--dry-run` lists without removing.
const { readFileSync, rmSync, existsSync } = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const dryRun = process.argv.includes('--dry-run');
const removed = Object.entries(lock.packages)
  .filter(([location, entry]) => location.startsWith('node_modules/') && entry.devOptional === true)
  .map(([location]) => location)
  .filter((location) => existsSync(path.join(root, location)));
for (const location of removed) {
  if (!dryRun) rmSync(path.join(root, location), { recursive: true, force: true });
  console.log(`${dryRun ? 'would remove' : 'removed'} ${location}`);
}
