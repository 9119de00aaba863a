#!/usr/bin/env bash
# Makes the weights of Tabula's learned two-player Marrakech evaluation, as shipped
# (marrakech/src/main/resources/dev/tabula/marrakech/learned-eval.txt): training/generations.sh
# with two generations of 8,000 two-player games each, of expectimax at depth 2: generation 1's
# on the hand-weighted evaluation, generation 2's on the learned one with generation 1's weights
# (the dice vary the games; no random plies). Run from the project root after ./mvnw install;
# training/README.md explains it.
#   training/marrakech.sh [OUT]     (default: the shipped resource)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
GAME_OPTIONS="-o players=2" FIRST_BOT=expectimax:depth=2:eval=hand NEXT_BOT=expectimax:depth=2 \
  exec "$root/training/generations.sh" marrakech 0 8000 tabula.marrakech.learned-eval 2 \
  "${1:-$root/marrakech/src/main/resources/dev/tabula/marrakech/learned-eval.txt}"
