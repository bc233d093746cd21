import { existsSync } from 'fs';
import path from 'path';

/**
 * The directory holding package.json. Compiled code runs from dist/src and
 * tests from src, so paths to prisma/ or .data/ are resolved from here rather
 * than from __dirname or the caller's working directory.
 */
export function projectRoot(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${__dirname}`);
    dir = parent;
  }
  return dir;
}

export const MIGRATIONS_DIR = path.join(projectRoot(), 'prisma', 'migrations');
