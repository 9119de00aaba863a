#!/usr/bin/env bash
# Installs what training needs on Debian: Python 3 and NumPy, from Debian's packages (as .ci/run
# installs them for the tests). Run as root; does nothing when they are there.
set -euo pipefail
if /usr/bin/python3 -c 'import numpy' 2>/dev/null; then
  exit 0
fi
apt-get update -q
apt-get install -y -q python3 python3-numpy
