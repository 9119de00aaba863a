#!/usr/bin/env bash
# The documentation site, in target/site (open target/site/index.html):
#   release/site.sh
# - apidocs/: the javadoc of every JPMS module (core, search, picture, testkit, the games, match,
#   learn) in one aggregated, searchable set: module pages, and only the exported packages;
# - apidocs-beam/ and apidocs-server/: beam's and the server's javadoc (javadoc cannot put a
#   class-path library in a set of named modules), linked to the first set;
# - index.html (the README), changelog.html and docs/: the Markdown pages as HTML, every relative
#   link checked (release/render_docs.py; needs python3-markdown).
# One Maven run: package (beam's javadoc wants its dependencies as jars), the aggregate at the root, and javadoc:javadoc in beam and server alone
# (-Dmaven.javadoc.skip=true skips it everywhere else; beam's pom and the root's own declaration
# opt out of that). About a minute once the modules are compiled.
set -euo pipefail
cd "$(dirname "$0")/.."

python=""
for candidate in python3 /usr/bin/python3; do
  if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import markdown' 2>/dev/null; then
    python=$candidate
    break
  fi
done
if [ -z "$python" ]; then
  echo "release/site.sh: needs Python-Markdown (Debian: apt-get install python3-markdown)" >&2
  exit 1
fi

./mvnw -B -Dmaven.test.skip=true -Dmaven.javadoc.skip=true -Dspotless.check.skip=true \
  -pl '!benchmarks,!api-check,!consumer-check' \
  package javadoc:aggregate-no-fork javadoc:javadoc

site=target/site
rm -rf "$site"
mkdir -p "$site"
cp -r target/reports/apidocs "$site/apidocs"
cp -r beam/target/reports/apidocs "$site/apidocs-beam"
cp -r server/target/reports/apidocs "$site/apidocs-server"

version=$("$python" -c 'import re; print(re.search(r"<artifactId>tabula-parent</artifactId>\s*<version>([^<]+)", open("pom.xml").read()).group(1))')
case "$version" in
  *-SNAPSHOT) ref=main ;;
  *) ref="v$version" ;;
esac
"$python" release/render_docs.py "$site" "$ref"
echo "The documentation site: $site/index.html"
