#!/usr/bin/env bash
# Checks what the release build (./mvnw -B -Prelease deploy) staged, in this tree:
#   release/check-release.sh
# 1. the bundle passes Maven Central's rules (release/check_bundle.py: files, signatures,
#    checksums, POM metadata, no snapshot, nothing missing);
# 2. the consumer projects (consumer-check/src/it) build against the staged artifacts alone, from
#    an empty local repository, as an outside project would (release/staged-consumers);
# 3. no snapshot is in sight: none in that local repository (no repository they could use serves
#    one, either), and every Tabula file they resolved is byte for byte the staged one.
# Signatures are verified with the keys of GNUPGHOME (or ~/.gnupg).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bundle=target/central-publishing/central-bundle.zip
staging=$root/target/central-staging

fail() {
  echo "release/check-release.sh: $*" >&2
  exit 1
}

[ -f "$bundle" ] || fail "no $bundle: run the release build first (./mvnw -B -Prelease deploy)"
python3 release/check_bundle.py "$bundle"

./mvnw -B -f release/staged-consumers/pom.xml clean verify -Dtabula.staging="$staging"

repo=release/staged-consumers/target/local-repo
snapshots=$(find "$repo" -iname '*-SNAPSHOT*' | head -20)
[ -z "$snapshots" ] || fail "the consumer builds resolved snapshots:
$snapshots"
[ -d "$repo/dev/tabula" ] || fail "the consumer builds resolved no Tabula artifact: what did they build against?"
count=0
while IFS= read -r -d '' file; do
  rel=${file#"$repo"/}
  cmp -s "$file" "$staging/$rel" || fail "$rel: the consumer builds resolved a file that is not the staged one"
  count=$((count + 1))
done < <(find "$repo/dev/tabula" -type f \( -name '*.jar' -o -name '*.pom' \) -print0)
[ "$count" -gt 0 ] || fail "the consumer builds resolved no Tabula jar or POM"
echo "The consumer projects built against the staged release alone: $count Tabula files, each the staged one; no snapshot."
