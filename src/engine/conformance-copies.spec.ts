/**
 * The repository keeps its own copies of the specification (docs/rules.md = RULES.md, test/conformance/
 * = conformance/), so that a lone clone documents and tests itself. Whenever the specification's folder
 * sits beside the repository (../shared, as in the team's workspace and CI), the copies must be
 * byte-identical to it, so that a change of the spec cannot drift silently.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CONFORMANCE_DIR, REPOSITORY_ROOT } from './testing/conformance-records';

const SHARED = path.resolve(REPOSITORY_ROOT, '..', 'shared');
const sharedPresent = fs.existsSync(path.join(SHARED, 'RULES.md'));

/** Every file below `dir`, as paths relative to it, sorted. */
function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('The repository’s copies of the specification', () => {
  it('docs/rules.md and test/conformance/ are there, so a lone clone needs no ../shared', () => {
    expect(fs.readFileSync(path.join(REPOSITORY_ROOT, 'docs', 'rules.md'), 'utf8')).toMatch(/^# Claim — the rules/);
    expect(filesBelow(CONFORMANCE_DIR)).toEqual(
      expect.arrayContaining(['README.md', 'rulings/README.md', 'steps/README.md', '2p-claim-0.json']),
    );
  });

  if (!sharedPresent) {
    it.skip(`are byte-identical to ../shared: skipped, no specification at ${SHARED} (a lone clone)`, () => {});
    return;
  }

  it('docs/rules.md is byte-identical to ../shared/RULES.md', () => {
    expect(
      fs
        .readFileSync(path.join(REPOSITORY_ROOT, 'docs', 'rules.md'))
        .equals(fs.readFileSync(path.join(SHARED, 'RULES.md'))),
    ).toBe(true);
  });

  it('test/conformance/ holds exactly the files of ../shared/conformance/, each byte-identical', () => {
    const spec = path.join(SHARED, 'conformance');
    expect(filesBelow(CONFORMANCE_DIR)).toEqual(filesBelow(spec));
    const different = filesBelow(spec).filter(
      (file) => !fs.readFileSync(path.join(CONFORMANCE_DIR, file)).equals(fs.readFileSync(path.join(spec, file))),
    );
    expect(different).toEqual([]);
  });
});
