#!/usr/bin/env bash
# Makes the weights of Tabula's learned Marrakech evaluation for a number of players (for two, as
# shipped: marrakech/src/main/resources/dev/tabula/marrakech/learned-eval.txt; for three and four,
# which do not ship, target/training/marrakech-3p.txt or -4p.txt): training/generations.sh with
# two generations of 8,000 games each, of expectimax at depth 2: generation 1's on the
# hand-weighted evaluation, generation 2's on the learned one with generation 1's weights (the dice
# vary the games; no random plies). Run from the project root after ./mvnw install;
# training/README.md explains it.
#   training/marrakech.sh [PLAYERS [OUT]]     (default: 2 players, the shipped resource)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
players=${1:-2}
case $players in
  2)
    property=tabula.marrakech.learned-eval
    file=$root/marrakech/src/main/resources/dev/tabula/marrakech/learned-eval.txt
    ;;
  3 | 4)
    property=tabula.marrakech.learned-eval-${players}p
    file=$root/target/training/marrakech-${players}p.txt
    ;;
  *)
    echo "usage: training/marrakech.sh [PLAYERS [OUT]]: PLAYERS is 2, 3 or 4, got '$players'" >&2
    exit 2
    ;;
esac
GAME_OPTIONS="-o players=$players" FIRST_BOT=expectimax:depth=2:eval=hand NEXT_BOT=expectimax:depth=2 \
  exec "$root/training/generations.sh" marrakech 0 8000 "$property" 2 "${2:-$file}"
