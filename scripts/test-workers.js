#!/usr/bin/env node
// Prints how many Jest workers `npm test` runs (package.json): CLAIM_TEST_WORKERS if set, else two on a
// machine with a core to spare, one on a busy one. One worker keeps about 1.15 cores busy (the tests and the
// servers they start in one process, ~7 CPU-seconds for each one PostgreSQL spends, BENCHMARKS.md "npm
// test"): on two idle cores a second worker nearly halves the run, while on saturated cores it only
// stretches each suite's set-up towards its 30-second hook time-out.
const os = require('os');

const given = Number(process.env.CLAIM_TEST_WORKERS);
const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
const [load] = os.loadavg();
// Idle cores by the 1-minute load average, with a core's grace (a lone clone's own install or build).
const workers =
  Number.isInteger(given) && given > 0 ? given : Math.max(1, Math.min(cores, Math.floor(cores + 1 - load)));
process.stdout.write(String(workers));
