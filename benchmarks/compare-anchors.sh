#!/usr/bin/env bash
# Sets Tabula's random games beside the independent C programs in ../shared/anchors, back to back,
# and prints the README's speed table. Needs gcc. Run from anywhere; options: --quick, --only GAME,
# --anchors DIR (default: ../shared/anchors from the project root).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f benchmarks/target/benchmarks.jar ]; then
  ./mvnw -B -q install -DskipTests
fi
exec java -cp benchmarks/target/benchmarks.jar dev.tabula.benchmarks.AnchorComparison "$@"
