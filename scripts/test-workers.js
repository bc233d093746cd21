#!/usr/bin/env node
// Prints how many Jest workers `npm test` runs (package.json): CLAIM_TEST_WORKERS if set, else one. One worker keeps about 1.15 cores busy (the tests and the
// servers they start in one process, ~7 CPU-seconds for each one PostgreSQL spends, BENCHMARKS.md "npm
// test"): on two idle cores a second worker nearly halves the run, while on saturated cores it only
// stretches each suite's set-up towards its 30-second hook time-out.
const os = require('os');

const given = Number(process.env.CLAIM_TEST_WORKERS);
const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
// One worker unless asked: the CI machine's load when `npm test` starts depends on what ran just before it,
// and a worker count read off the load average would make the run differ from one clone to the next. Two
// workers on two idle cores nearly halve the run (CLAIM_TEST_WORKERS=2; BENCHMARKS.md "npm test").
void cores;
const workers = Number.isInteger(given) && given > 0 ? given : 1;
process.stdout.write(String(workers));
