#!/usr/bin/env python3
"""Checks a Maven Central bundle against Central's rules: release/check_bundle.py BUNDLE

BUNDLE is the zip the release build makes (target/central-publishing/central-bundle.zip) or a
directory in repository layout (target/central-staging). Every problem is reported, then the
script exits with 1 if there was any. What it checks, per component (groupId/artifactId/version
directory):

- files: the .pom; unless the packaging is pom, the .jar, -sources.jar and -javadoc.jar (valid,
  non-empty zips);
- every file has a .asc signature that gpg verifies (the signer's public key must be in the
  keyring: GNUPGHOME), and .md5 and .sha1 checksums that match it (.sha256 and .sha512 too, when
  there are some); no signature or checksum without its file;
- the POM: its coordinates match the directory; a name of its own; description, url, licenses
  (name and url), developers and scm (url, connection, developerConnection), each its own or
  inherited from a parent that is in the bundle;
- no snapshot: not the version, not the parent's, and no version in the POM (dependencies,
  managed dependencies, plugins) once its properties are filled in;
- nothing missing: every artifact of the bundle's groupIds that a POM depends on or manages at
  the bundle's version is in the bundle (the BOM promises only what is published).
"""
import hashlib
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zipfile

NS = {"m": "http://maven.apache.org/POM/4.0.0"}
CHECKSUMS = {"md5": hashlib.md5, "sha1": hashlib.sha1, "sha256": hashlib.sha256, "sha512": hashlib.sha512}
REQUIRED_CHECKSUMS = ("md5", "sha1")
SIDE_FILES = ("asc",) + tuple(CHECKSUMS)
PROPERTY = re.compile(r"\$\{([^}]+)\}")


def text(element, path):
    found = element.find(path, NS)
    return found.text.strip() if found is not None and found.text and found.text.strip() else None


class Pom:
    def __init__(self, path):
        self.path = path
        self.root = ET.parse(path).getroot()
        self.group = text(self.root, "m:groupId") or text(self.root, "m:parent/m:groupId")
        self.artifact = text(self.root, "m:artifactId")
        self.version = text(self.root, "m:version") or text(self.root, "m:parent/m:version")
        self.packaging = text(self.root, "m:packaging") or "jar"
        self.parent = None
        if self.root.find("m:parent", NS) is not None:
            self.parent = tuple(text(self.root, f"m:parent/m:{f}") for f in ("groupId", "artifactId", "version"))
        self.properties = {}
        props = self.root.find("m:properties", NS)
        if props is not None:
            for p in props:
                self.properties[p.tag.split("}")[1]] = (p.text or "").strip()


class Checker:
    def __init__(self, base):
        self.base = base
        self.problems = []
        self.signers = set()
        self.poms = {}

    def problem(self, where, what):
        rel = where.relative_to(self.base) if isinstance(where, pathlib.Path) else where
        self.problems.append(f"{rel}: {what}")

    def run(self):
        components = sorted({p.parent for p in self.base.rglob("*") if p.is_file()})
        if not components:
            self.problem(self.base, "the bundle is empty")
        for directory in components:
            self.check_files(directory)
        for key, pom in sorted(self.poms.items()):
            self.check_pom(pom)
        return self.problems

    def check_files(self, directory):
        rel = directory.relative_to(self.base).parts
        if len(rel) < 3:
            self.problem(directory, "files outside a groupId/artifactId/version directory")
            return
        artifact, version = rel[-2], rel[-1]
        group = ".".join(rel[:-2])
        stem = f"{artifact}-{version}"
        files = {p.name for p in directory.iterdir() if p.is_file()}
        main = {f for f in files if f.rsplit(".", 1)[-1] not in SIDE_FILES}
        for f in sorted(files - main):
            if f.rsplit(".", 1)[0] not in main:
                self.problem(directory / f, "a signature or checksum of a file that is not in the bundle")
        pom_file = directory / f"{stem}.pom"
        if f"{stem}.pom" not in main:
            self.problem(pom_file, "missing: every component needs its POM")
            packaging = "jar"
        else:
            try:
                pom = Pom(pom_file)
            except ET.ParseError as e:
                self.problem(pom_file, f"not a well-formed POM: {e}")
                return
            packaging = pom.packaging
            if (pom.group, pom.artifact, pom.version) != (group, artifact, version):
                self.problem(pom_file, f"its coordinates {pom.group}:{pom.artifact}:{pom.version} are not those of its directory {group}:{artifact}:{version}")
            self.poms[(group, artifact, version)] = pom
        if version.endswith("-SNAPSHOT"):
            self.problem(directory, f"version {version} is a snapshot: Central takes releases only")
        if packaging != "pom":
            for suffix, what in ((".jar", "the jar"), ("-sources.jar", "a sources jar"), ("-javadoc.jar", "a javadoc jar")):
                name = stem + suffix
                if name not in main:
                    self.problem(directory / name, f"missing: Central requires {what} for packaging {packaging}")
        for f in sorted(main):
            path = directory / f
            if f.endswith(".jar"):
                self.check_jar(path)
            self.check_signature(path, files)
            self.check_checksums(path, files)

    def check_jar(self, path):
        try:
            with zipfile.ZipFile(path) as z:
                if not z.namelist():
                    self.problem(path, "an empty jar")
                elif z.testzip() is not None:
                    self.problem(path, "a damaged jar")
        except zipfile.BadZipFile:
            self.problem(path, "not a jar (not a zip file)")

    def check_signature(self, path, files):
        if path.name + ".asc" not in files:
            self.problem(path, "no .asc signature")
            return
        result = subprocess.run(
            ["gpg", "--batch", "--no-tty", "--status-fd", "1", "--verify", f"{path}.asc", str(path)],
            capture_output=True, text=True)
        status = result.stdout
        good = re.search(r"^\[GNUPG:\] VALIDSIG (\S+)", status, re.M)
        if result.returncode == 0 and good:
            self.signers.add(good.group(1))
        elif "NO_PUBKEY" in status:
            self.problem(path, "signed with a key that is not in the keyring (gpg --import the public key, or set GNUPGHOME)")
        else:
            detail = (result.stderr.strip().splitlines() or ["gpg --verify failed"])[-1]
            self.problem(path, f"the signature does not verify: {detail}")

    def check_checksums(self, path, files):
        data = path.read_bytes()
        for algorithm, make in CHECKSUMS.items():
            name = f"{path.name}.{algorithm}"
            if name not in files:
                if algorithm in REQUIRED_CHECKSUMS:
                    self.problem(path, f"no .{algorithm} checksum")
                continue
            written = (path.parent / name).read_text().split()
            if not written or written[0].lower() != make(data).hexdigest():
                self.problem(path.parent / name, f"the {algorithm} checksum does not match the file")

    def chain(self, pom):
        """The POM, then its parents that are in the bundle."""
        seen = [pom]
        while seen[-1].parent and seen[-1].parent in self.poms and len(seen) < 20:
            seen.append(self.poms[seen[-1].parent])
        return seen

    def check_pom(self, pom):
        chain = self.chain(pom)
        where = pom.path
        if pom.parent and pom.parent not in self.poms and pom.parent[0] in {k[0] for k in self.poms}:
            self.problem(where, f"its parent {':'.join(pom.parent)} is not in the bundle")
        if not text(pom.root, "m:name"):
            self.problem(where, "no <name> (Central requires one in every POM; it is not inherited)")

        def inherited(path):
            for p in chain:
                found = p.root.find(path, NS)
                if found is not None:
                    return found
            return None

        for field in ("description", "url"):
            if inherited(f"m:{field}") is None or not (inherited(f"m:{field}").text or "").strip():
                self.problem(where, f"no <{field}>, neither its own nor a parent's")
        licenses = inherited("m:licenses")
        if licenses is None or not licenses.findall("m:license", NS):
            self.problem(where, "no <licenses>, neither its own nor a parent's")
        else:
            for lic in licenses.findall("m:license", NS):
                if not text(lic, "m:name") or not text(lic, "m:url"):
                    self.problem(where, "a <license> without a name and a url")
        developers = inherited("m:developers")
        if developers is None or not developers.findall("m:developer", NS):
            self.problem(where, "no <developers>, neither its own nor a parent's")
        else:
            for dev in developers.findall("m:developer", NS):
                if not (text(dev, "m:name") or text(dev, "m:id")):
                    self.problem(where, "a <developer> without a name")
        scm = inherited("m:scm")
        if scm is None:
            self.problem(where, "no <scm>, neither its own nor a parent's")
        else:
            for field in ("url", "connection", "developerConnection"):
                if not text(scm, f"m:{field}"):
                    self.problem(where, f"no <scm><{field}>")
        self.check_versions(pom, chain)

    def check_versions(self, pom, chain):
        values = {"project.version": pom.version, "version": pom.version,
                  "project.groupId": pom.group, "project.artifactId": pom.artifact}
        if pom.parent:
            values["project.parent.version"] = pom.parent[2]
            values["parent.version"] = pom.parent[2]
            if pom.parent[2] and pom.parent[2].endswith("-SNAPSHOT"):
                self.problem(pom.path, f"its parent is a snapshot: {':'.join(pom.parent)}")
        for p in reversed(chain):
            values.update(p.properties)

        def fill(value, depth=0):
            if depth > 10:
                return value
            filled = PROPERTY.sub(lambda m: values.get(m.group(1), m.group(0)), value)
            return filled if filled == value else fill(filled, depth + 1)

        groups = {k[0] for k in self.poms}
        for element in pom.root.iter(f"{{{NS['m']}}}version"):
            version = fill((element.text or "").strip())
            if "SNAPSHOT" in version:
                self.problem(pom.path, f"a snapshot version in the POM: {version}")
        for dep in pom.root.iter(f"{{{NS['m']}}}dependency"):
            group = fill(text(dep, "m:groupId") or "")
            artifact = fill(text(dep, "m:artifactId") or "")
            version = fill(text(dep, "m:version") or pom.version)
            scope = text(dep, "m:scope") or "compile"
            if group in groups and version == pom.version and scope != "test":
                if (group, artifact, version) not in self.poms:
                    self.problem(pom.path, f"refers to {group}:{artifact}:{version}, which is not in the bundle")


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    given = pathlib.Path(argv[1])
    if not given.exists():
        sys.exit(f"{given}: no such bundle (the release build makes target/central-publishing/central-bundle.zip)")
    with tempfile.TemporaryDirectory() as tmp:
        if given.is_dir():
            base = given
        else:
            with zipfile.ZipFile(given) as z:
                z.extractall(tmp)
            base = pathlib.Path(tmp)
        checker = Checker(base)
        problems = checker.run()
        components = len(checker.poms)
        files = sum(1 for p in base.rglob("*") if p.is_file())
    if problems:
        print(f"{given}: {len(problems)} problem(s) Central would reject:", file=sys.stderr)
        for p in problems:
            print("  " + p, file=sys.stderr)
        return 1
    signers = ", ".join(sorted(checker.signers))
    print(f"{given}: {components} components, {files} files: complete, signed ({signers}), checksums match, POMs as Central requires, no snapshot")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
