#!/usr/bin/env bash
# `npm test`: installs everything and runs every check and test. `.ci/run` runs exactly this.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/system-packages.sh
exec bash scripts/toolchain.sh bash scripts/test-steps.sh
