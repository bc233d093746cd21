/**
 * Summarises a V8 .cpuprofile (node --cpu-prof, or `npm run bench -- --profile DIR`): self time by layer of
 * the server, by package and by function, and inclusive time of the heaviest frames.
 * Run: node -r @swc-node/register bench/server/profile-summary.ts FILE [TOP] [--cpu-per-move MS] [--root DIR]
 *
 * Layers: each sample goes to the innermost frame that belongs to a known package or to src/; Node's own
 * frames and natives (socket writes, crypto, buffers) go to whoever called them, so a socket write made by
 * node-postgres counts as "node-postgres" and one made for an HTTP answer as "HTTP". JSON.parse/stringify are
 * inlined by V8 into their callers; the few wrappers that do nothing else are counted as "JSON".
 * With --cpu-per-move (the server's CPU per move the benchmark printed for the profiled level), each layer's
 * share of the busy samples is turned into µs per move. On a loaded machine the samples are taken in wall
 * time while the process also waits for a core, so the shares, not the sampled seconds, are what to read.
 */
import { readFileSync } from 'fs';
import path from 'path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
  hitCount?: number;
}

/** Whose src/ the profiled server ran: this tree, or a checkout given as `--root DIR` (bench --compare). */
const rootFlag = process.argv.indexOf('--root');
const ROOT = path.resolve(rootFlag >= 0 ? process.argv.splice(rootFlag, 2)[1] : path.join(__dirname, '..', '..')) + '/';

const args = process.argv.slice(2);
const flag = args.indexOf('--cpu-per-move');
const cpuPerMoveMs = flag >= 0 ? Number(args[flag + 1]) : null;
const [file, topArg] = flag >= 0 ? args.filter((_, i) => i !== flag && i !== flag + 1) : args;
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const fileOf = (n: ProfileNode): string => n.callFrame.url.replace(/^file:\/\//, '');
const label = (n: ProfileNode): string => {
  const url = fileOf(n)
    .replace(/.*node_modules\//, 'nm:')
    .replace(ROOT, '');
  return `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber + 1}`;
};
const pkg = (n: ProfileNode): string => {
  const url = fileOf(n);
  // The innermost package: graphql-ws, for one, is installed under @nestjs/graphql/node_modules.
  const m = [...url.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1);
  if (m) return m[1];
  if (url.startsWith(ROOT + 'src/')) return 'src/' + url.slice(ROOT.length + 4).split('/')[0];
  if (url.startsWith(ROOT)) return url.slice(ROOT.length).split('/')[0];
  if (url.startsWith('node:')) return 'node-internal';
  return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : 'native';
};

/** Which layer of the server a package belongs to; null: ask the caller. */
const LAYERS: [string, RegExp][] = [
  [
    'HTTP: Node http, Express, body-parser',
    /^(express|router|body-parser|raw-body|@as-integrations\/.*|negotiator|whatwg-mimetype|content-type|type-is|media-typer|on-finished|finalhandler|send|etag|fresh|qs|iconv-lite|depd|http-errors|statuses|path-to-regexp|accepts|mime-.*|vary|cookie|parseurl|encodeurl|proxy-addr|forwarded|ipaddr\.js|cors|serve-static|@nestjs\/platform-express)$/,
  ],
  ['WebSocket: ws, graphql-ws, socket.io', /^(ws|graphql-ws|socket\.io.*|engine\.io.*|koa-socket-2)$/],
  [
    'Nest: guards, passport/JWT, throttler, interceptors, pipes',
    /^(@nestjs\/core|@nestjs\/common|@nestjs\/passport|passport.*|jsonwebtoken|jws|jwa|@nestjs\/throttler|reflect-metadata|rxjs|class-validator|class-transformer|buffer-equal-constant-time|safe-buffer|lodash\..*)$/,
  ],
  [
    'Apollo + graphql-js: parse, validate, execute',
    /^(@apollo\/.*|graphql|@nestjs\/graphql|@nestjs\/apollo|@graphql-tools\/.*)$/,
  ],
  ['Prisma', /^@prisma\/.*$/],
  ['node-postgres', /^(pg|pg-.*|postgres-.*|buffer-writer|packet-reader|postgres)$/],
  ['Sequelize (bgio-postgres)', /^(sequelize|bgio-postgres|pg-hstore|dottie|inflection|wkx|retry-as-promised)$/],
  ['engine (src/engine)', /^src\/engine$/],
  ['our service code (src/, lru-cache)', /^(src\/.*|lru-cache)$/],
  [
    'boardgame.io: master, reducer, immer, redux, Koa',
    /^(boardgame\.io|koa.*|@koa\/.*|immer|redux|rfc6902|p-queue|flatted|nanoid)$/,
  ],
];
const JSON_WRAPPERS = /^(prettyJSONStringify|safeJsonParse|stringify|parse|json|parseJson)$/;
const jsonFrame = (n: ProfileNode): boolean =>
  JSON_WRAPPERS.test(n.callFrame.functionName) &&
  /(body-parser\/lib\/types\/json|jws\/lib|@apollo\/server\/.*runHttpQuery|express\/lib\/response|pg-types|safe-stable-stringify|fast-json-stable-stringify|flatted)/.test(
    fileOf(n),
  );

function layerOf(id: number): string {
  const leaf = byId.get(id)!;
  const name = leaf.callFrame.functionName;
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)') return '(idle)';
  if (name === '(program)') return 'V8 / Node outside JavaScript ("(program)")';
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const node = byId.get(cur)!;
    if (jsonFrame(node)) return 'JSON (parse, stringify)';
    const p = pkg(node);
    const layer = LAYERS.find(([, re]) => re.test(p));
    if (layer) return layer[0];
  }
  return 'Node runtime: event loop, microtasks, timers';
}

const add = (m: Map<string, number>, k: string, v: number): Map<string, number> => m.set(k, (m.get(k) ?? 0) + v);
const selfByFn = new Map<string, number>();
const selfByPkg = new Map<string, number>();
const byLayer = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  add(selfByFn, label(node), us);
  add(selfByPkg, pkg(node), us);
  add(byLayer, layerOf(id), us);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur)!);
    if (!seen.has(l)) {
      seen.add(l);
      add(inclusive, l, us);
    }
  }
}
const busy = total - (byLayer.get('(idle)') ?? 0);
const show = (title: string, m: Map<string, number>, n: number): void => {
  console.log(`\n## ${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`total sampled ${(total / 1e6).toFixed(1)} s, of which busy ${(busy / 1e6).toFixed(1)} s`);
console.log(
  '\n## self time by layer (share of the busy samples' + (cpuPerMoveMs ? '; µs of server CPU per move)' : ')'),
);
for (const [k, v] of [...byLayer].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]))
  console.log(
    `${((100 * v) / busy).toFixed(1).padStart(5)}%` +
      (cpuPerMoveMs ? `  ${((1000 * cpuPerMoveMs * v) / busy).toFixed(0).padStart(5)} µs` : '') +
      `  ${k}`,
  );
show('self by package', selfByPkg, 25);
show('self by function', selfByFn, top);
show('inclusive', inclusive, top * 2);
