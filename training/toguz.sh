#!/usr/bin/env bash
# Makes the weights of Tabula's learned Toguz evaluation, as shipped
# (toguz/src/main/resources/dev/tabula/toguz/learned-eval.txt): training/generations.sh with 6,000
# games per generation, each opened with 6 random plies. Run from the project root after
# ./mvnw install; training/README.md explains it.
#   training/toguz.sh [OUT]     (default: the shipped resource)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
exec "$root/training/generations.sh" toguz 6 6000 tabula.toguz.learned-eval \
  "${1:-$root/toguz/src/main/resources/dev/tabula/toguz/learned-eval.txt}"
