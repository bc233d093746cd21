/**
 * The server's memory at rest (issue 36): RSS, V8 heap used and external memory of a freshly started server
 * that has served nothing, for several variants of its environment, interleaved (A B A B …) on one
 * embedded PostgreSQL so that they meet the same machine. Run:
 *   node -r @swc-node/register bench/server/idle.ts [--repeat 3] [--settle 10] [--variant NAME=K=V;K=V …]
 * Default variants: `default` and `no-computer-threads` (CLAIM_COMPUTER_THREADS=0). The server runs as
 * every bench runs it (test/support/server-process.ts through @swc-node/register); `--compiled` also runs
 * each variant compiled (after `npx tsc -p tsconfig.json`: dist/test/support/server-process.js, plain node,
 * as `npm start` runs dist/src/main.js), labelled `NAME, compiled`; `--only-compiled` runs the compiled ones only.
 * `--baseline DIR` runs each compiled variant also on another build (a copy of dist/ made before a change, in
 * this checkout), labelled `NAME, baseline`. A variant's environment may carry node flags (`NODE_OPTIONS=--max-semi-space-size=1`) and the C library's
 * (`MALLOC_ARENA_MAX=2`). `--snapshot DIR` writes a V8 heap snapshot of each server after the settle into DIR
 * (open it in Chrome's DevTools, Memory tab) after measuring it (writing one grows the process).
 */
import { randomBytes } from 'crypto';
import { mkdirSync, readdirSync } from 'fs';
import { get as httpGet } from 'http';
import path from 'path';
import { BenchCluster } from './cluster';
import { ChildServer } from '../../test/support/child-server';
import { fmt, sleep } from './stats';

const MiB = 1024 * 1024;

function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : NaN;
}

function fetchText(url: string, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Asks the server for a heap snapshot (SIGUSR2, --heapsnapshot-signal) and waits until it is written. */
async function heapSnapshot(server: ChildServer, dir: string): Promise<void> {
  const before = new Set(readdirSync(dir));
  server.process.kill('SIGUSR2');
  for (let i = 0; i < 600; i++) {
    await sleep(500);
    // Node writes Heap.<date>.<pid>.….heapsnapshot on the main thread: the /metrics request after this one
    // is answered only once it is complete.
    if (readdirSync(dir).some((f) => !before.has(f) && f.includes(`.${server.pid}.`))) return;
  }
  throw new Error('no heap snapshot written');
}

async function main(): Promise<void> {
  const argv = process.argv;
  const value = (name: string, fallback: string): string =>
    argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback;
  const repeat = Number(value('repeat', '3'));
  const settleMs = Number(value('settle', '10')) * 1000;
  const given = argv.flatMap((a, i) => (a === '--variant' ? [argv[i + 1]] : []));
  const compiledEntry = path.resolve(__dirname, '../../dist/test/support/server-process.js');
  const variants = (given.length > 0 ? given : ['default=', 'no-computer-threads=CLAIM_COMPUTER_THREADS=0']).map(
    (v) => {
      const name = v.slice(0, v.indexOf('='));
      const env = Object.fromEntries(
        v
          .slice(v.indexOf('=') + 1)
          .split(';')
          .filter(Boolean)
          .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
      );
      return { name, env, compiled: false, entry: compiledEntry };
    },
  );
  if (argv.includes('--only-compiled'))
    variants.splice(
      0,
      variants.length,
      ...variants.map((v) => ({ ...v, name: `${v.name}, compiled`, compiled: true })),
    );
  else if (argv.includes('--compiled'))
    variants.push(...variants.map((v) => ({ ...v, name: `${v.name}, compiled`, compiled: true })));
  // Another build of this checkout (a copy of dist/ from before a change, inside the checkout so that it finds
  // node_modules), each variant run on it too, interleaved.
  const baseline = argv.includes('--baseline') ? path.resolve(value('baseline', 'dist-base')) : null;
  if (baseline)
    variants.push(
      ...variants
        .filter((v) => v.compiled)
        .map((v) => ({
          name: `${v.name.replace(', compiled', '')}, baseline`,
          env: v.env,
          compiled: true,
          entry: path.join(baseline, 'test/support/server-process.js'),
        })),
    );
  const snapshotDir = argv.includes('--snapshot') ? path.resolve(value('snapshot', '.')) : null;
  if (snapshotDir) mkdirSync(snapshotDir, { recursive: true });
  const cluster = await BenchCluster.start();
  const metricsToken = randomBytes(16).toString('hex');
  const rows: { name: string; rss: number; heap: number; external: number }[] = [];
  try {
    for (let r = 0; r < repeat; r++)
      for (const variant of variants) {
        const server = await ChildServer.start({
          databaseUrl: cluster.url,
          jwtSecret: randomBytes(32).toString('hex'),
          env: { METRICS_TOKEN: metricsToken, ...variant.env },
          ...(snapshotDir ? { nodeArgs: ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`] } : {}),
          ...(variant.compiled ? { compiled: true, entry: variant.entry } : {}),
          startTimeoutMs: 180_000,
        });
        try {
          await sleep(settleMs);
          const text = await fetchText(`${server.baseUrl}/metrics`, metricsToken);
          const row = {
            name: variant.name,
            rss: server.memory().rss / MiB,
            heap: metric(text, 'nodejs_heap_size_used_bytes') / MiB,
            external: metric(text, 'nodejs_external_memory_bytes') / MiB,
          };
          rows.push(row);
          // After the figures: writing a snapshot grows the process.
          if (snapshotDir) await heapSnapshot(server, snapshotDir);
          console.log(
            `${row.name}: RSS ${fmt(row.rss, 0)} MiB, V8 heap used ${fmt(row.heap, 0)} MiB, external ${fmt(row.external, 0)} MiB`,
          );
        } finally {
          await server.stop();
        }
      }
  } finally {
    await cluster.stop();
  }
  for (const variant of variants) {
    const mine = rows.filter((r) => r.name === variant.name);
    const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `| ${variant.name} | RSS ${fmt(median(mine.map((r) => r.rss)), 0)} MiB | heap ${fmt(median(mine.map((r) => r.heap)), 0)} MiB |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
