#!/usr/bin/env bash
# The two generations of a learned evaluation's shipped weights, for training/toguz.sh and
# training/stack-snake.sh (training/README.md explains them):
#   1. self-play of alpha-beta at depth 4 on the hand-weighted evaluation (eval=hand), each game
#      opened with random plies, trained into generation 1;
#   2. self-play of alpha-beta at depth 4 on the learned evaluation (the game's standard) with
#      generation 1's weights, trained together with the first games (and the recorded games of
#      RECORDS, when given: `tabula selfplay --records`) into the output.
# Run from the project root after ./mvnw install (it uses cli/target/tabula.jar). The same seeds
# give the same file, byte for byte, on any number of threads.
#   training/generations.sh GAME RANDOM_PLIES GAMES WEIGHTS_PROPERTY OUT [RECORDS]
set -euo pipefail
if [ $# -ne 5 ] && [ $# -ne 6 ]; then
  echo "usage: training/generations.sh GAME RANDOM_PLIES GAMES WEIGHTS_PROPERTY OUT [RECORDS]" >&2
  exit 2
fi
game=$1 plies=$2 games=$3 property=$4 out=$5 records=${6:-}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$root/target/training/$game
jar=$root/cli/target/tabula.jar
python=/usr/bin/python3
if ! "$python" -c 'import numpy' 2>/dev/null; then
  echo "training: $python with NumPy is needed (training/setup.sh installs it)" >&2
  exit 2
fi
if [ ! -f "$jar" ]; then
  echo "training: $jar is missing; run ./mvnw install first" >&2
  exit 2
fi
rm -rf "$work"
mkdir -p "$work"
selfplay() { # seed, output directory, bot, java options...
  local seed=$1 dir=$2 bot=$3
  shift 3
  java "$@" -jar "$jar" selfplay "$game" --bots "$bot" --random-plies "$plies" \
    --games "$games" --seed "$seed" --out "$dir"
}
selfplay 4 "$work/g0" alphabeta:depth=4:eval=hand
"$python" "$root/training/train_eval.py" --data "$work/g0" --out "$work/generation-1.txt" --seed 1
selfplay 5 "$work/g1" alphabeta:depth=4 "-D$property=$work/generation-1.txt"
data=("$work/g0" "$work/g1")
if [ -n "$records" ]; then
  java -jar "$jar" selfplay "$game" --records "$records" --out "$work/records"
  data+=("$work/records")
fi
"$python" "$root/training/train_eval.py" --data "${data[@]}" --out "$out" --seed 1
