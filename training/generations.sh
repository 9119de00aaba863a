#!/usr/bin/env bash
# The generations of a learned evaluation's shipped weights, for training/toguz.sh and
# training/stack-snake.sh (training/README.md explains them):
#   1. self-play of alpha-beta at depth 4 on the hand-weighted evaluation (eval=hand), each game
#      opened with random plies (seed 4), trained into generation 1;
#   k. self-play of alpha-beta at depth 4 on the learned evaluation (the game's standard) with
#      generation k-1's weights (seed 3 + k), trained together with all the games before (and,
#      from generation 2 on, the recorded games of RECORDS when given: `tabula selfplay
#      --records`) into generation k; the last generation is the output.
# The bots can be changed by the environment: FIRST_BOT (generation 1's self-play, default
# alphabeta:depth=4:eval=hand) and NEXT_BOT (the later ones', default alphabeta:depth=4); the
# game's setup options by GAME_OPTIONS (words for `tabula selfplay`, e.g. "-o players=2").
# Run from the project root after ./mvnw install (it uses cli/target/tabula.jar). The same seeds
# give the same file, byte for byte, on any number of threads.
#   training/generations.sh GAME RANDOM_PLIES GAMES WEIGHTS_PROPERTY GENERATIONS OUT [RECORDS]
set -euo pipefail
if [ $# -ne 6 ] && [ $# -ne 7 ]; then
  echo "usage: training/generations.sh GAME RANDOM_PLIES GAMES WEIGHTS_PROPERTY GENERATIONS OUT [RECORDS]" >&2
  exit 2
fi
game=$1 plies=$2 games=$3 property=$4 generations=$5 out=$6 records=${7:-}
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
if ! [ "$generations" -ge 1 ] 2>/dev/null; then
  echo "training: GENERATIONS must be a number, 1 or more, got '$generations'" >&2
  exit 2
fi
rm -rf "$work"
mkdir -p "$work"
selfplay() { # seed, output directory, bot, java options...
  local seed=$1 dir=$2 bot=$3
  shift 3
  java "$@" -jar "$jar" selfplay "$game" "${options[@]}" --bots "$bot" --random-plies "$plies" \
    --games "$games" --seed "$seed" --out "$dir"
}
train() { # output, data directories...
  local to=$1
  shift
  "$python" "$root/training/train_eval.py" --data "$@" --out "$to" --seed 1
}
read -r -a options <<< "${GAME_OPTIONS:-}"
first_bot=${FIRST_BOT:-alphabeta:depth=4:eval=hand}
next_bot=${NEXT_BOT:-alphabeta:depth=4}
selfplay 4 "$work/g0" "$first_bot"
data=("$work/g0")
train "$work/generation-1.txt" "${data[@]}"
for ((k = 2; k <= generations; k++)); do
  selfplay $((3 + k)) "$work/g$((k - 1))" "$next_bot" "-D$property=$work/generation-$((k - 1)).txt"
  data+=("$work/g$((k - 1))")
  if [ "$k" -eq 2 ] && [ -n "$records" ]; then
    java -jar "$jar" selfplay "$game" "${options[@]}" --records "$records" --out "$work/records"
    data+=("$work/records")
  fi
  train "$work/generation-$k.txt" "${data[@]}"
done
cp "$work/generation-$generations.txt" "$out"
