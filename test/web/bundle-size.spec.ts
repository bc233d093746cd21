import { execFile } from 'child_process';
import { mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { promisify } from 'util';
import { gzipSync } from 'zlib';

/**
 * Issue 28: the JavaScript a player downloads to open the table stays under 200 KB gzipped. What counts
 * (docs/web-client.md "Speed and weight"): the entry chunk index.html loads and every chunk it imports
 * statically (what index.html preloads), which hold the games list, the lobby, the login page and the
 * table; plus the largest dictionary chunk, since a Dutch or Korean player fetches theirs before the first
 * paint. Screens opened now and then (settings, replay, profile, ...) are chunks loaded when opened and do
 * not count. Each file is gzipped at zlib's default level, as a server compresses it. A size budget, not a
 * timing: it does not depend on the machine's load.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const BUDGET_BYTES = 200 * 1000;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

describe('the web client bundle', () => {
  let outDir: string;
  let manifest: Record<string, ManifestChunk>;
  const gzipped = (file: string): number => gzipSync(readFileSync(path.join(outDir, file))).length;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'claim-web-size-'));
    const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    await promisify(execFile)(
      process.execPath,
      [vite, 'build', 'web', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: ROOT },
    );
    manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  /** The entry and its static imports, transitively: what loads before the first paint. */
  function firstLoad(): string[] {
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
    expect(entry).toBeDefined();
    const seen = new Set<string>();
    const visit = (key: string): void => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    visit(entry!);
    return [...seen].map((key) => manifest[key].file);
  }

  const chunkOf = (source: string): ManifestChunk | undefined =>
    Object.values(manifest).find((chunk) => chunk.src === source);

  it('the table is part of the first load; the rarely used screens and the other languages are not', () => {
    const first = new Set(firstLoad());
    // index.html preloads exactly these (the entry by its script tag).
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(new Set(named)).toEqual(first);
    expect(chunkOf('src/screens/MatchScreen.tsx')).toBeUndefined(); // in the entry chunk, not a chunk of its own
    for (const lazy of [
      'src/screens/SettingsScreen.tsx',
      'src/screens/ReplayScreen.tsx',
      'src/i18n/nl.ts',
      'src/i18n/ko.ts',
    ]) {
      const chunk = chunkOf(lazy);
      expect({ lazy, dynamic: chunk?.isDynamicEntry === true }).toEqual({ lazy, dynamic: true });
      expect({ lazy, first: first.has(chunk!.file) }).toEqual({ lazy, first: false });
    }
  });

  it('the JavaScript that opens the table, in the largest language, is under 200 KB gzipped', () => {
    const first = firstLoad().reduce((sum, file) => sum + gzipped(file), 0);
    const dictionaries = ['src/i18n/nl.ts', 'src/i18n/ko.ts'].map((source) => gzipped(chunkOf(source)!.file));
    const total = first + Math.max(...dictionaries);
    // The figures, for docs/web-client.md.
    console.log(
      `first load ${(first / 1000).toFixed(1)} KB gz; with the largest dictionary ${(total / 1000).toFixed(1)} KB gz`,
    );
    expect(total).toBeLessThan(BUDGET_BYTES);
  });

  it('shell-assets.json names every JS and CSS file of the build, for the service worker to keep offline', () => {
    const listed = JSON.parse(readFileSync(path.join(outDir, 'shell-assets.json'), 'utf8')) as string[];
    const built = Object.values(manifest).flatMap((chunk) => [`/${chunk.file}`]);
    for (const file of built) expect(listed).toContain(file);
    expect(listed.every((url) => /^\/assets\/[^/]+\.(js|css)$/.test(url))).toBe(true);
  });
});
