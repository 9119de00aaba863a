#!/usr/bin/env python3
"""Tests of check_bundle.py: a small bundle made here passes, and each damage fails it for its
reason. Signs with a throwaway key in a temporary GNUPGHOME (gpg must be installed).

    python3 release/test_check_bundle.py
"""
import hashlib
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest
import zipfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import check_bundle  # noqa: E402

PARENT = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.example</groupId>
  <artifactId>lib-parent</artifactId>
  <version>1.0.0</version>
  <packaging>pom</packaging>
  <name>Lib parent</name>
  <description>The parent.</description>
  <url>https://example.org/lib</url>
  <licenses><license><name>Apache-2.0</name><url>https://www.apache.org/licenses/LICENSE-2.0.txt</url></license></licenses>
  <developers><developer><name>Someone</name></developer></developers>
  <scm>
    <connection>scm:git:https://example.org/lib.git</connection>
    <developerConnection>scm:git:ssh://git@example.org/lib.git</developerConnection>
    <url>https://example.org/lib</url>
  </scm>
  <properties><other.version>2.1</other.version></properties>
  <dependencyManagement><dependencies>
    <dependency><groupId>org.example</groupId><artifactId>lib</artifactId><version>${project.version}</version></dependency>
  </dependencies></dependencyManagement>
</project>
"""

LIB = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent><groupId>org.example</groupId><artifactId>lib-parent</artifactId><version>1.0.0</version></parent>
  <artifactId>lib</artifactId>
  <name>Lib</name>
  <description>The library.</description>
  <dependencies>
    <dependency><groupId>org.other</groupId><artifactId>other</artifactId><version>${other.version}</version></dependency>
  </dependencies>
</project>
"""


def gpg(home, *args, **kw):
    return subprocess.run(["gpg", "--homedir", str(home), "--batch", "--no-tty", *args],
                          check=True, capture_output=True, **kw)


class CheckBundleTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = pathlib.Path(tempfile.mkdtemp(prefix="check-bundle-"))
        cls.home = cls.tmp / "gnupg"
        cls.home.mkdir(mode=0o700)
        params = cls.tmp / "key"
        params.write_text("%no-protection\nKey-Type: EdDSA\nKey-Curve: ed25519\nKey-Usage: sign\n"
                          "Name-Real: Bundle test\nName-Email: test@example.org\nExpire-Date: 1d\n%commit\n")
        gpg(cls.home, "--gen-key", str(params))
        cls.other = cls.tmp / "gnupg-other"
        cls.other.mkdir(mode=0o700)
        gpg(cls.other, "--gen-key", str(params))
        cls.saved = os.environ.get("GNUPGHOME")
        os.environ["GNUPGHOME"] = str(cls.home)

    @classmethod
    def tearDownClass(cls):
        for home in (cls.home, cls.other):
            subprocess.run(["gpgconf", "--homedir", str(home), "--kill", "gpg-agent"], capture_output=True)
        if cls.saved is None:
            os.environ.pop("GNUPGHOME", None)
        else:
            os.environ["GNUPGHOME"] = cls.saved
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def setUp(self):
        self.bundle = pathlib.Path(tempfile.mkdtemp(dir=self.tmp))
        self.parent_dir = self.bundle / "org/example/lib-parent/1.0.0"
        self.lib_dir = self.bundle / "org/example/lib/1.0.0"
        self.put(self.parent_dir / "lib-parent-1.0.0.pom", PARENT.encode())
        self.put(self.lib_dir / "lib-1.0.0.pom", LIB.encode())
        for suffix in ("", "-sources", "-javadoc"):
            self.put(self.lib_dir / f"lib-1.0.0{suffix}.jar", self.jar(f"entry{suffix}.txt"))

    @staticmethod
    def jar(entry):
        path = pathlib.Path(tempfile.mktemp(suffix=".jar"))
        with zipfile.ZipFile(path, "w") as z:
            z.writestr(entry, "x")
        data = path.read_bytes()
        path.unlink()
        return data

    def put(self, path, data, home=None):
        """Writes a file with its signature and its four checksums."""
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        self.sign(path, home)
        for algorithm in ("md5", "sha1", "sha256", "sha512"):
            pathlib.Path(f"{path}.{algorithm}").write_text(hashlib.new(algorithm, data).hexdigest())

    def sign(self, path, home=None):
        pathlib.Path(f"{path}.asc").unlink(missing_ok=True)
        gpg(home or self.home, "--armor", "--detach-sign", "--output", f"{path}.asc", str(path))

    def problems(self):
        return check_bundle.Checker(self.bundle).run()

    def assertFails(self, *fragments):
        problems = self.problems()
        self.assertTrue(problems, "the check passed a damaged bundle")
        joined = "\n".join(problems)
        for f in fragments:
            self.assertIn(f, joined)

    def edit_pom(self, old, new, path=None):
        path = path or self.lib_dir / "lib-1.0.0.pom"
        text = path.read_text()
        self.assertIn(old, text)
        self.put(path, text.replace(old, new).encode())

    def test_completeBundle_passes(self):
        self.assertEqual([], self.problems())

    def test_zip_passes_andDamagedZip_fails(self):
        archive = self.tmp / "bundle.zip"
        with zipfile.ZipFile(archive, "w") as z:
            for p in self.bundle.rglob("*"):
                if p.is_file():
                    z.write(p, p.relative_to(self.bundle).as_posix())
        self.assertEqual(0, check_bundle.main(["check", str(archive)]))
        (self.lib_dir / "lib-1.0.0-javadoc.jar").unlink()
        self.assertEqual(1, check_bundle.main(["check", str(self.bundle)]))

    def test_missingJavadocJar_fails(self):
        (self.lib_dir / "lib-1.0.0-javadoc.jar").unlink()
        self.assertFails("lib-1.0.0-javadoc.jar: missing: Central requires a javadoc jar",
                         "a signature or checksum of a file that is not in the bundle")

    def test_missingSourcesJar_fails(self):
        for f in self.lib_dir.glob("lib-1.0.0-sources.jar*"):
            f.unlink()
        self.assertFails("lib-1.0.0-sources.jar: missing: Central requires a sources jar")

    def test_missingPom_fails(self):
        for f in self.lib_dir.glob("lib-1.0.0.pom*"):
            f.unlink()
        self.assertFails("lib-1.0.0.pom: missing")

    def test_missingSignature_fails(self):
        (self.lib_dir / "lib-1.0.0.jar.asc").unlink()
        self.assertFails("lib-1.0.0.jar: no .asc signature")

    def test_fileChangedAfterSigning_fails(self):
        jar = self.lib_dir / "lib-1.0.0.jar"
        data = self.jar("changed.txt")
        jar.write_bytes(data)
        for algorithm in ("md5", "sha1", "sha256", "sha512"):
            pathlib.Path(f"{jar}.{algorithm}").write_text(hashlib.new(algorithm, data).hexdigest())
        self.assertFails("lib-1.0.0.jar: the signature does not verify")

    def test_signatureByUnknownKey_fails(self):
        self.sign(self.lib_dir / "lib-1.0.0.jar", home=self.other)
        self.assertFails("lib-1.0.0.jar: signed with a key that is not in the keyring")

    def test_wrongChecksum_fails(self):
        (self.lib_dir / "lib-1.0.0.jar.sha1").write_text("0" * 40)
        self.assertFails("lib-1.0.0.jar.sha1: the sha1 checksum does not match")

    def test_wrongSha512_fails(self):
        (self.lib_dir / "lib-1.0.0.pom.sha512").write_text("0" * 128)
        self.assertFails("lib-1.0.0.pom.sha512: the sha512 checksum does not match")

    def test_missingMd5_fails(self):
        (self.lib_dir / "lib-1.0.0-sources.jar.md5").unlink()
        self.assertFails("lib-1.0.0-sources.jar: no .md5 checksum")

    def test_notAJar_fails(self):
        self.put(self.lib_dir / "lib-1.0.0.jar", b"not a zip")
        self.assertFails("lib-1.0.0.jar: not a jar")

    def test_pomWithoutName_fails(self):
        self.edit_pom("<name>Lib</name>", "")
        self.assertFails("no <name>")

    def test_parentWithoutScm_fails(self):
        parent = self.parent_dir / "lib-parent-1.0.0.pom"
        text = parent.read_text()
        start, end = text.index("<scm>"), text.index("</scm>") + len("</scm>")
        self.put(parent, (text[:start] + text[end:]).encode())
        problems = "\n".join(self.problems())
        self.assertIn("lib-parent-1.0.0.pom: no <scm>", problems)
        self.assertIn("lib-1.0.0.pom: no <scm>", problems)

    def test_scmWithoutDeveloperConnection_fails(self):
        self.edit_pom("<developerConnection>scm:git:ssh://git@example.org/lib.git</developerConnection>", "",
                      self.parent_dir / "lib-parent-1.0.0.pom")
        self.assertFails("no <scm><developerConnection>")

    def test_missingLicenseUrlDescriptionDevelopers_fail(self):
        parent = self.parent_dir / "lib-parent-1.0.0.pom"
        self.edit_pom("<url>https://www.apache.org/licenses/LICENSE-2.0.txt</url>", "", parent)
        self.edit_pom("<description>The parent.</description>", "", parent)
        self.edit_pom("<developers><developer><name>Someone</name></developer></developers>", "", parent)
        self.edit_pom("<description>The library.</description>", "")
        self.assertFails("a <license> without a name and a url", "no <description>", "no <developers>")

    def test_childInheritsFromParentInBundle_only(self):
        for f in self.parent_dir.glob("*"):
            f.unlink()
        self.assertFails("lib-1.0.0.pom: no <url>, neither its own nor a parent's",
                         "its parent org.example:lib-parent:1.0.0 is not in the bundle")

    def test_snapshotVersion_fails(self):
        snapshot = self.bundle / "org/example/lib/1.0.0-SNAPSHOT"
        self.lib_dir.rename(snapshot)
        for f in list(snapshot.iterdir()):
            if f.name.startswith("lib-1.0.0") and not f.name.endswith(("asc", "md5", "sha1", "sha256", "sha512")):
                data = f.read_bytes().replace(b"<artifactId>lib</artifactId>",
                                              b"<artifactId>lib</artifactId><version>1.0.0-SNAPSHOT</version>")
                for side in snapshot.glob(f.name + ".*"):
                    side.unlink()
                f.unlink()
                self.put(snapshot / f.name.replace("1.0.0", "1.0.0-SNAPSHOT"), data)
        self.assertFails("version 1.0.0-SNAPSHOT is a snapshot")

    def test_snapshotDependency_fails(self):
        self.edit_pom("<other.version>2.1</other.version>", "<other.version>2.2-SNAPSHOT</other.version>",
                      self.parent_dir / "lib-parent-1.0.0.pom")
        self.assertFails("lib-1.0.0.pom: a snapshot version in the POM: 2.2-SNAPSHOT")

    def test_coordinatesUnlikeDirectory_fail(self):
        self.edit_pom("<artifactId>lib</artifactId>\n  <name>", "<artifactId>lib2</artifactId>\n  <name>")
        self.assertFails("its coordinates org.example:lib2:1.0.0 are not those of its directory")

    def test_managedArtifactNotInBundle_fails(self):
        self.edit_pom("<artifactId>lib</artifactId><version>${project.version}</version>",
                      "<artifactId>lib</artifactId><version>${project.version}</version></dependency>"
                      "<dependency><groupId>org.example</groupId><artifactId>gone</artifactId>"
                      "<version>${project.version}</version>",
                      self.parent_dir / "lib-parent-1.0.0.pom")
        self.assertFails("refers to org.example:gone:1.0.0, which is not in the bundle")


if __name__ == "__main__":
    unittest.main(verbosity=2)
