/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by package, and inclusive
 * time of the heaviest frames. Run: node -r @swc-node/register bench/server/profile-summary.ts FILE [TOP]
 */
import { readFileSync } from 'fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
  hitCount?: number;
}

const [file, topArg] = process.argv.slice(2);
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

const label = (n: ProfileNode): string => {
  const url = n.callFrame.url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\//, 'nm:')
    .replace(/.*\/work\/main\//, '');
  return `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber + 1}`;
};
const pkg = (n: ProfileNode): string => {
  const url = n.callFrame.url;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/work/main/src/')) return 'src/' + url.split('/work/main/src/')[1].split('/')[0];
  if (url.startsWith('node:')) return 'node-internal';
  return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : 'other';
};

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const selfByFn = new Map<string, number>();
const selfByPkg = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  add(selfByFn, label(node), us);
  add(selfByPkg, pkg(node), us);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur)!);
    if (!seen.has(l)) {
      seen.add(l);
      add(inclusive, l, us);
    }
  }
}
const show = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n## ${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`total sampled ${(total / 1e6).toFixed(1)} s`);
show('self by package', selfByPkg, 25);
show('self by function', selfByFn, top);
show('inclusive', inclusive, top * 2);
