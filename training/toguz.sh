#!/usr/bin/env bash
# Makes the weights of Tabula's learned Toguz evaluation, as shipped
# (toguz/src/main/resources/dev/tabula/toguz/learned-eval.txt): training/generations.sh with three
# generations of 6,000 games, each opened with 6 random plies, and the 3,140 real games of the test
# data from the second on (training/real_games.py writes them as records). Run from the project
# root after ./mvnw install; training/README.md explains it.
#   training/toguz.sh [OUT]     (default: the shipped resource)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
records=$root/target/training/toguz-real-games.txt
mkdir -p "$root/target/training"
/usr/bin/python3 "$root/training/real_games.py" "$records"
exec "$root/training/generations.sh" toguz 6 6000 tabula.toguz.learned-eval 3 \
  "${1:-$root/toguz/src/main/resources/dev/tabula/toguz/learned-eval.txt}" "$records"
