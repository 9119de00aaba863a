#!/usr/bin/env bash
# Prepares a release on the current branch (docs/releasing.md):
#   release/prepare.sh [--key KEY] RELEASE NEXT        e.g. release/prepare.sh 0.1.0 0.2.0-SNAPSHOT
#
#  1. sets RELEASE in every POM and the README (release/set_version.py), dates its CHANGELOG
#     section, and commits "Release RELEASE";
#  2. runs the release build on that commit: every test and check, GPG signing with KEY
#     (-Dgpg.keyname; without --key, gpg's default key), the Central bundle staged in target/;
#     then release/check-release.sh (the bundle check, the consumer projects against the staged
#     artifacts) and release/site.sh (the documentation site, in target/site);
#  3. tags the release commit vRELEASE (only once all of that passed: a failed build leaves no tag);
#  4. writes the API baseline: each published jar as its module's api-baseline.jar, the last
#     release (tabula.lastRelease) set to RELEASE, and the list of declared breaking changes
#     emptied (they are the new baseline's own);
#  5. sets NEXT, opens an empty [Unreleased] section in the CHANGELOG, and commits.
# It pushes and uploads nothing: it prints the commands for that at the end.
#
# Options: --key KEY   the GPG key to sign with (a fingerprint, key id or e-mail)
#          --rehearsal for release/rehearse.sh (CI): an empty [Unreleased] section is accepted
set -euo pipefail
cd "$(dirname "$0")/.."

key=""
rehearsal=false
while [ $# -gt 0 ]; do
  case "$1" in
    --key) key=$2; shift 2 ;;
    --rehearsal) rehearsal=true; shift ;;
    -*) echo "release/prepare.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
if [ $# -ne 2 ]; then
  echo "usage: release/prepare.sh [--key KEY] RELEASE NEXT   (e.g. 0.1.0 0.2.0-SNAPSHOT)" >&2
  exit 2
fi
release=$1
next=$2

fail() {
  echo "release/prepare.sh: $*" >&2
  exit 1
}
step() {
  echo
  echo "==> $*"
}

current=$(python3 - <<'EOF'
import re
print(re.search(r"<artifactId>tabula-parent</artifactId>\s*<version>([^<]+)", open("pom.xml").read()).group(1))
EOF
)
[[ "$release" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "RELEASE must be X.Y.Z, not $release"
[[ "$next" =~ ^[0-9]+\.[0-9]+\.[0-9]+-SNAPSHOT$ ]] || fail "NEXT must be X.Y.Z-SNAPSHOT, not $next"
[[ "$current" == *-SNAPSHOT ]] || fail "the current version $current is not a snapshot"
newest=$(printf '%s\n%s\n' "$release" "${next%-SNAPSHOT}" | sort -V | tail -1)
[ "$newest" = "${next%-SNAPSHOT}" ] && [ "$release" != "${next%-SNAPSHOT}" ] ||
  fail "NEXT ($next) must come after RELEASE ($release)"
[ -z "$(git status --porcelain)" ] || fail "the working tree has changes: commit or stash them first"
git symbolic-ref -q HEAD >/dev/null || fail "not on a branch"
! git rev-parse -q --verify "refs/tags/v$release" >/dev/null || fail "tag v$release exists already"
command -v gpg >/dev/null || fail "gpg is not installed"
gpg --list-secret-keys ${key:+"$key"} >/dev/null 2>&1 || fail "no GPG secret key ${key:-at all} (gpg --list-secret-keys)"

step "1. version $release"
python3 release/set_version.py "$release"
python3 - "$release" "$rehearsal" <<'EOF'
import datetime, re, sys
release, rehearsal = sys.argv[1], sys.argv[2] == "true"
path = "CHANGELOG.md"
text = open(path).read()
unreleased = re.search(r"^## \[Unreleased\]\n(.*?)(?=^## \[)", text, re.M | re.S)
if not unreleased:
    sys.exit("CHANGELOG.md has no [Unreleased] section followed by a release")
entries = unreleased.group(1).strip()
today = datetime.date.today().isoformat()
section = re.search(r"^## \[" + re.escape(release) + r"\][^\n]*\n", text, re.M)
if section:
    if entries:
        sys.exit(f"CHANGELOG.md has entries under [Unreleased] and a [{release}] section: move them into it")
    text = text[:section.start()] + f"## [{release}] - {today}\n" + text[section.end():]
else:
    if not entries and not rehearsal:
        sys.exit("CHANGELOG.md says nothing under [Unreleased]: write what changed in " + release)
    text = text[:unreleased.start()] + f"## [Unreleased]\n\n## [{release}] - {today}\n" + unreleased.group(1) + text[unreleased.end():]
links = re.search(r"^\[Unreleased\]: (\S+)/compare/v[^.\s]+\.[^.\s]+\.[^.\s]+\.\.\.HEAD\n", text, re.M)
if not links:
    sys.exit("CHANGELOG.md has no [Unreleased]: .../compare/vX.Y.Z...HEAD link")
base = links.group(1)
new_links = f"[Unreleased]: {base}/compare/v{release}...HEAD\n"
if f"[{release}]: " not in text:
    new_links += f"[{release}]: {base}/releases/tag/v{release}\n"
text = text[:links.start()] + new_links + text[links.end():]
open(path, "w").write(text)
EOF
git add -A
git commit -q -m "Release $release"
release_commit=$(git rev-parse HEAD)

step "2. the release build of $release (every test and check, signed, staged)"
./mvnw -B -Prelease clean deploy ${key:+"-Dgpg.keyname=$key"}
release/check-release.sh
release/site.sh

step "3. tag v$release"
git tag -a "v$release" -m "Tabula $release" "$release_commit"

step "4. the API baseline: $release"
count=0
for module in $(python3 -c 'import re; print(" ".join(re.findall(r"<module>([^<]+)</module>", open("pom.xml").read())))'); do
  artifact=$(python3 - "$module/pom.xml" <<'EOF'
import re, sys
text = open(sys.argv[1]).read()
text = re.sub(r"<parent>.*?</parent>", "", text, flags=re.S)
print(re.search(r"<artifactId>([^<]+)</artifactId>", text).group(1))
EOF
)
  jar="target/central-staging/dev/tabula/$artifact/$release/$artifact-$release.jar"
  if [ -f "$jar" ]; then
    cp "$jar" "$module/api-baseline.jar"
    count=$((count + 1))
    echo "$module/api-baseline.jar <- $artifact $release"
  elif [ -f "$module/api-baseline.jar" ]; then
    git rm -q "$module/api-baseline.jar"
    echo "$module/api-baseline.jar removed: $artifact is not published"
  fi
done
[ "$count" -gt 0 ] || fail "no published jar in target/central-staging"
python3 - "$release" <<'EOF'
import re, sys
path = "pom.xml"
text = open(path).read()
text, n = re.subn(r"<tabula.lastRelease>[^<]*</tabula.lastRelease>", f"<tabula.lastRelease>{sys.argv[1]}</tabula.lastRelease>", text)
if n != 1:
    sys.exit("pom.xml: no tabula.lastRelease property")
begin = text.index("declared-breaks:begin -->") + len("declared-breaks:begin -->")
end = text.index("<!-- declared-breaks:end -->")
indent = text[:end].rsplit("\n", 1)[1]
text = text[:begin] + "\n" + indent + text[end:]
open(path, "w").write(text)
EOF

step "5. version $next"
python3 release/set_version.py "$next"
git add -A
git commit -q -m "Start $next: the API baseline is $release"

echo
echo "Released $release at $(git rev-parse --short "$release_commit") (tag v$release); now at $next."
echo "Left to do by hand:"
echo "  git push origin HEAD v$release"
echo "  upload target/central-publishing/central-bundle.zip at https://central.sonatype.com/publishing"
echo "    (or: git checkout v$release && ./mvnw -B -Prelease deploy -Dcentral.skipUpload=false${key:+ -Dgpg.keyname=$key}"
echo "     with the Portal token as server 'central' in ~/.m2/settings.xml)"
echo "  publish target/site (the documentation site of $release)"
