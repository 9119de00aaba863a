#!/usr/bin/env bash
# Rehearses the next release in a copy of this working tree, with a throwaway GPG key (what CI runs):
#   release/rehearse.sh
# The copy (target/rehearsal, a fresh git repository of the tree as it is, changes included) goes
# through release/prepare.sh --rehearsal X.Y.Z X.(Y+1).0-SNAPSHOT for the current X.Y.Z-SNAPSHOT:
# the release build with every test and check of ./mvnw -B verify, signed with the throwaway key
# (made here in a temporary GNUPGHOME, removed at the end), the bundle check, the consumer projects
# against the staged artifacts, the documentation site, the tag, the API baseline and the next
# snapshot. Then, at that snapshot, core's build must run the API check against the new baseline
# and pass. Nothing here touches this tree outside target/, ~/.m2 gets no Tabula artifact, and
# nothing is pushed or uploaded.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$root/target/rehearsal

fail() {
  echo "release/rehearse.sh: $*" >&2
  exit 1
}

current=$(python3 -c 'import re; print(re.search(r"<artifactId>tabula-parent</artifactId>\s*<version>([^<]+)", open("pom.xml").read()).group(1))')
[[ "$current" =~ ^([0-9]+)\.([0-9]+)\.([0-9]+)-SNAPSHOT$ ]] || fail "the version $current is not X.Y.Z-SNAPSHOT"
release="${BASH_REMATCH[1]}.${BASH_REMATCH[2]}.${BASH_REMATCH[3]}"
next="${BASH_REMATCH[1]}.$((BASH_REMATCH[2] + 1)).0-SNAPSHOT"

echo "==> a copy of the working tree in $work"
rm -rf "$work"
mkdir -p "$work"
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
  tar --null -T - -cf - | tar -xf - -C "$work"
git -C "$work" init -q
git -C "$work" config user.name "Tabula release rehearsal"
git -C "$work" config user.email "rehearsal@tabula.invalid"
git -C "$work" config commit.gpgsign false
git -C "$work" config tag.gpgsign false
git -C "$work" checkout -q -b rehearsal
git -C "$work" add -A
git -C "$work" commit -q -m "The working tree at $(git rev-parse --short HEAD 2>/dev/null || echo '?')"

echo "==> a throwaway signing key"
GNUPGHOME=$(mktemp -d)
export GNUPGHOME
cleanup() {
  gpgconf --kill gpg-agent >/dev/null 2>&1 || true
  rm -rf "$GNUPGHOME"
}
trap cleanup EXIT
chmod 700 "$GNUPGHOME"
cat >"$GNUPGHOME/key-params" <<'EOF'
%no-protection
Key-Type: EdDSA
Key-Curve: ed25519
Key-Usage: sign
Name-Real: Tabula release rehearsal (throwaway)
Name-Email: rehearsal@tabula.invalid
Expire-Date: 1d
%commit
EOF
gpg --batch --gen-key "$GNUPGHOME/key-params" 2>/dev/null
fingerprint=$(gpg --batch --with-colons --list-secret-keys | awk -F: '/^fpr:/ { print $10; exit }')
[ -n "$fingerprint" ] || fail "gpg made no key"
echo "key $fingerprint"

(cd "$work" && release/prepare.sh --rehearsal --key "$fingerprint" "$release" "$next")

echo
echo "==> at $next, the API check of core runs against the $release baseline"
log=$work/target/api-check-core.log
(cd "$work" && ./mvnw -B -pl core verify -DskipTests) >"$log" 2>&1 || {
  tail -40 "$log"
  fail "core's build at $next failed (the whole log: $log)"
}
grep -q "japicmp-maven-plugin:0.27.0:cmp (api-check) @ tabula-core\|japicmp:0.27.0:cmp (api-check) @ tabula-core" "$log" ||
  fail "the API check did not run in core at $next (log: $log)"
grep -q "api-baseline.jar" "$work/target/../core/target/japicmp/api-check.diff" ||
  fail "the API check's report does not compare with api-baseline.jar"
echo "The API check compared core $next with its $release baseline and passed."
echo
echo "Rehearsal of $release passed: $work (tag v$release, then $next)."
