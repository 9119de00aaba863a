#!/usr/bin/env python3
"""Sets the project version everywhere it is written: release/set_version.py VERSION [ROOT]

- every pom.xml of the build (the root, the modules, the bom, which has no parent), not the
  consumer projects under src/it (they take the version from the build, as @tabula.version@);
- the scm tag of the root pom and the bom: vVERSION for a release, HEAD for a snapshot;
- the file names of built jars in README.md and docs/ (beam/target/tabula-beam-VERSION.jar);
- the version in the README's Maven snippet: a release shows itself; a snapshot shows the last
  release (tabula.lastRelease in the root pom), or itself before the first release (the rule
  ReadmeSamplesTest checks).

It fails, changing nothing, if a POM does not carry the current version where it should.
"""
import pathlib
import re
import sys

ROOT_VERSION = re.compile(r"(<artifactId>tabula-parent</artifactId>\s*<version>)([^<]+)(</version>)")
BOM_IN_README = re.compile(r"(<artifactId>tabula-bom</artifactId>\s*<version>)([^<]+)(</version>)")
TAG = re.compile(r"<tag>[^<]*</tag>")
LAST_RELEASE = re.compile(r"<tabula.lastRelease>([^<]+)</tabula.lastRelease>")


def poms(root):
    for p in sorted(root.rglob("pom.xml")):
        rel = p.relative_to(root).as_posix()
        if "/src/it/" in "/" + rel or "/target/" in "/" + rel or rel.startswith("target/"):
            continue
        yield p


def main(argv):
    if len(argv) not in (2, 3) or not re.fullmatch(r"\d+\.\d+\.\d+(-SNAPSHOT)?", argv[1]):
        sys.exit("usage: release/set_version.py X.Y.Z[-SNAPSHOT] [ROOT]")
    new = argv[1]
    root = pathlib.Path(argv[2] if len(argv) == 3 else ".").resolve()
    root_pom = (root / "pom.xml").read_text()
    m = ROOT_VERSION.search(root_pom)
    if not m:
        sys.exit(f"{root}/pom.xml is not the tabula-parent pom")
    old = m.group(2)
    release = not new.endswith("-SNAPSHOT")
    tag = f"<tag>v{new}</tag>" if release else "<tag>HEAD</tag>"

    changes = {}
    for p in poms(root):
        text = p.read_text()
        if f"<version>{old}</version>" not in text:
            sys.exit(f"{p.relative_to(root)} does not carry the current version {old}")
        text = text.replace(f"<version>{old}</version>", f"<version>{new}</version>")
        if p.parent == root or p.parent.name == "bom":
            if len(TAG.findall(text)) != 1:
                sys.exit(f"{p.relative_to(root)} should have one <tag> in its <scm>")
            text = TAG.sub(tag, text)
        changes[p] = text

    last = LAST_RELEASE.search(root_pom)
    if not last:
        sys.exit("the root pom has no tabula.lastRelease property")
    shown = new if release or last.group(1) == "none" else last.group(1)
    readme = root / "README.md"
    text = readme.read_text()
    if len(BOM_IN_README.findall(text)) != 1:
        sys.exit("README.md should show the tabula-bom version once")
    changes[readme] = BOM_IN_README.sub(lambda m: m.group(1) + shown + m.group(3), text)

    built = re.compile(r"(tabula-[a-z-]+-)" + re.escape(old) + r"\b")
    for p in [readme] + sorted((root / "docs").rglob("*.md")):
        text = changes.get(p, p.read_text())
        if built.search(text):
            changes[p] = built.sub(lambda m: m.group(1) + new, text)

    for p, text in changes.items():
        p.write_text(text)
    print(f"version {old} -> {new} in {len(changes)} files; the README's snippet shows {shown}")


if __name__ == "__main__":
    main(sys.argv)
