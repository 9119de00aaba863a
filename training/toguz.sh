#!/usr/bin/env bash
# Makes the weights of Tabula's learned Toguz evaluation, as shipped
# (toguz/src/main/resources/dev/tabula/toguz/learned-eval.txt), in two generations:
#   1. self-play of alpha-beta at depth 4 on the hand-weighted evaluation (6 random opening plies),
#      trained into generation 1;
#   2. self-play of alpha-beta at depth 4 on generation 1, trained together with the first games.
# Run from the project root after ./mvnw install (it uses cli/target/tabula.jar); training/README.md
# explains it. The same seeds give the same file, byte for byte, on any number of threads.
#   training/toguz.sh [OUT]     (default: the shipped resource)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/toguz/src/main/resources/dev/tabula/toguz/learned-eval.txt}
work=$root/target/training/toguz
jar=$root/cli/target/tabula.jar
python=/usr/bin/python3
if ! "$python" -c 'import numpy' 2>/dev/null; then
  echo "training/toguz.sh: $python with NumPy is needed (training/setup.sh installs it)" >&2
  exit 2
fi
if [ ! -f "$jar" ]; then
  echo "training/toguz.sh: $jar is missing; run ./mvnw install first" >&2
  exit 2
fi
rm -rf "$work"
mkdir -p "$work"
selfplay() { # seed, output directory, java options...
  local seed=$1 dir=$2
  shift 2
  java "$@" -jar "$jar" selfplay toguz --bots alphabeta:depth=4 --random-plies 6 \
    --games 6000 --seed "$seed" --out "$dir"
}
java -jar "$jar" selfplay toguz --bots alphabeta:depth=4:eval=hand --random-plies 6 --games 6000 --seed 4 \
  --out "$work/g0"
"$python" "$root/training/train_eval.py" --data "$work/g0" --out "$work/generation-1.txt" --seed 1
selfplay 5 "$work/g1" "-Dtabula.toguz.learned-eval=$work/generation-1.txt"
"$python" "$root/training/train_eval.py" --data "$work/g0" "$work/g1" --out "$out" --seed 1
