#!/usr/bin/env bash
# Makes the weights of Tabula's learned stack-snake evaluation, as shipped
# (stack-snake/src/main/resources/dev/tabula/stacksnake/learned-eval.txt): training/generations.sh
# with two generations of 20,000 games, each from a random deal and 2 random plies. Run from the
# project root after ./mvnw install; training/README.md explains it.
#   training/stack-snake.sh [OUT]     (default: the shipped resource)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
exec "$root/training/generations.sh" stack-snake 2 20000 tabula.stack-snake.learned-eval 2 \
  "${1:-$root/stack-snake/src/main/resources/dev/tabula/stacksnake/learned-eval.txt}"
