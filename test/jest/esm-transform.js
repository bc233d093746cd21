// NestJS 12, Apollo Server 5 and a few of their dependencies ship only ES
// modules. Node >= 20.19 loads them from our CommonJS build through
// require(esm), but Jest's module system only does that on Node >= 24.9, so
// under Jest we compile exactly those files (packages with "type": "module",
// and .mjs files) to CommonJS. Everything else passes through untouched.
const fs = require('fs');
const path = require('path');
const { createHash } = require('crypto');
const swc = require('@swc/core');

const typeCache = new Map();

function packageType(dir) {
  if (typeCache.has(dir)) return typeCache.get(dir);
  let type;
  const manifest = path.join(dir, 'package.json');
  if (fs.existsSync(manifest)) {
    const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    type = parsed.type === 'module' ? 'module' : 'commonjs';
  } else {
    const parent = path.dirname(dir);
    type = parent === dir ? 'commonjs' : packageType(parent);
  }
  typeCache.set(dir, type);
  return type;
}

function isEsm(filename) {
  if (filename.endsWith('.mjs')) return true;
  if (filename.endsWith('.cjs')) return false;
  return packageType(path.dirname(filename)) === 'module';
}

function toCommonJs(source, filename) {
  const patched = source
    // CommonJS already provides `require`; redeclaring it is a syntax error.
    .replace(/^\s*(?:const|let|var)\s+require\s*=\s*createRequire\(import\.meta\.url\);?\s*$/m, '')
    .replace(/\bimport\.meta\.url\b/g, "require('url').pathToFileURL(__filename).href")
    .replace(/\bimport\.meta\.dirname\b/g, '__dirname')
    .replace(/\bimport\.meta\.filename\b/g, '__filename');
  return swc.transformSync(patched, {
    filename,
    swcrc: false,
    configFile: false,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
  }).code;
}

module.exports = {
  process(source, filename) {
    return { code: isEsm(filename) ? toCommonJs(source, filename) : source };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update('esm-transform-v1\0').update(filename).update('\0').update(source).digest('hex');
  },
};
