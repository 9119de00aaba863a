#!/usr/bin/env bash
# Makes the weights of Tabula's learned stack-snake evaluation, as shipped
# (stack-snake/src/main/resources/dev/tabula/stacksnake/learned-eval.txt), in two generations:
#   1. self-play of alpha-beta at depth 4 on the hand-weighted evaluation (eval=hand; 2 random
#      opening plies after the random deal), trained into generation 1;
#   2. self-play of alpha-beta at depth 4 on generation 1 (the learned evaluation, stack-snake's
#      standard, with generation 1's weights), trained together with the first games.
# Run from the project root after ./mvnw install (it uses cli/target/tabula.jar); training/README.md
# explains it. The same seeds give the same file, byte for byte, on any number of threads.
#   training/stack-snake.sh [OUT]     (default: the shipped resource)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/stack-snake/src/main/resources/dev/tabula/stacksnake/learned-eval.txt}
work=$root/target/training/stack-snake
jar=$root/cli/target/tabula.jar
python=/usr/bin/python3
if ! "$python" -c 'import numpy' 2>/dev/null; then
  echo "training/stack-snake.sh: $python with NumPy is needed (training/setup.sh installs it)" >&2
  exit 2
fi
if [ ! -f "$jar" ]; then
  echo "training/stack-snake.sh: $jar is missing; run ./mvnw install first" >&2
  exit 2
fi
rm -rf "$work"
mkdir -p "$work"
selfplay() { # seed, output directory, bot, java options...
  local seed=$1 dir=$2 bot=$3
  shift 3
  java "$@" -jar "$jar" selfplay stack-snake --bots "$bot" --random-plies 2 \
    --games 20000 --seed "$seed" --out "$dir"
}
selfplay 4 "$work/g0" alphabeta:depth=4:eval=hand
"$python" "$root/training/train_eval.py" --data "$work/g0" --out "$work/generation-1.txt" --seed 1
selfplay 5 "$work/g1" alphabeta:depth=4 \
  "-Dtabula.stack-snake.learned-eval=$work/generation-1.txt"
"$python" "$root/training/train_eval.py" --data "$work/g0" "$work/g1" --out "$out" --seed 1
