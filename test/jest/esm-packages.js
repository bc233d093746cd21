// Which files of node_modules Jest sends through esm-transform.js. With no ignore pattern every file a suite
// loads went through it, each hashed for its cache key and looked up in Jest's transform cache, in every suite
// (about 0.6 s of CPU a suite in hashing alone, measured with --cpu-prof on 2026-12-05), although the transform changes
// only ES modules. Here a package is transformed only if some package.json inside it says "type": "module" (the
// transform still decides file by file), and so is any .mjs file; every other file of node_modules is loaded
// as it is, exactly as the transform would have returned it.
const fs = require('fs');
const path = require('path');

/** Names (as after their last `node_modules/`) of the packages that contain an ES-module package.json. */
function esmPackages(root) {
  const names = new Set();
  const visit = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === '.bin' || entry.name === '.cache') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name === 'package.json' && isModule(full)) names.add(packageName(full));
    }
  };
  visit(path.join(root, 'node_modules'));
  names.delete(null);
  return [...names].sort();
}

function isModule(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).type === 'module';
  } catch {
    return false;
  }
}

function packageName(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length - 1) return null;
  return parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A transformIgnorePatterns entry: a file under node_modules (its last `node_modules/` counts) outside the
 * ES-module packages, and not .mjs.
 */
function esmPackagesIgnorePattern(root) {
  const names = esmPackages(root).map(escapeRegExp).join('|');
  return `^(?!.*\\.mjs$).*/node_modules/(?!(?:${names})/)(?!.*/node_modules/)`;
}

module.exports = { esmPackages, esmPackagesIgnorePattern };
