#!/usr/bin/env bash
# Prints the folder holding the Node the project pins (.nvmrc), to put first on the path:
#   export PATH="$(bash scripts/pinned-node.sh):$PATH"
# Where the machine's `node` is that version, its own folder; else the npm registry's Node package
# for this machine (node-<platform>-<arch>, the exact version, its install scripts off), installed
# once into .node/<version>/ (git-ignored). npm runs under whichever `node` is first on the path.
set -euo pipefail
cd "$(dirname "$0")/.."
pinned="$(tr -d '[:space:]' < .nvmrc)"
if [ "$(node --version 2>/dev/null || true)" = "v$pinned" ]; then
  dirname "$(command -v node)"
  exit 0
fi
package="node-$(node -p process.platform)-$(node -p process.arch)"
folder="$PWD/.node/$pinned"
bin="$folder/node_modules/$package/bin"
if [ ! -x "$bin/node" ]; then
  npm install --prefix "$folder" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund \
    --loglevel=error "$package@$pinned" > /dev/null
fi
"$bin/node" --version > /dev/null
echo "$bin"
