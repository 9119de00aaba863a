#!/usr/bin/env python3
"""Renders the README, the CHANGELOG and docs/ as HTML pages of the documentation site:
release/render_docs.py SITE_DIR GIT_REF   (release/site.sh runs it)

README.md becomes index.html, CHANGELOG.md changelog.html, docs/X.md docs/X.html; the other files
of docs/ (pictures, examples) are copied beside them. A link to another page goes to its HTML; a
link to a file of the repository that is not on the site (a source file, an example bot) goes to
it on GitHub at GIT_REF. Every relative link of every page is then checked: the script fails,
listing them, if one points at nothing (a page, a file or an anchor of a page).

Needs Python-Markdown (Debian: python3-markdown).
"""
import html
import os
import pathlib
import re
import shutil
import sys
import urllib.parse

try:
    import markdown
except ImportError:
    sys.exit("render_docs.py needs Python-Markdown: apt-get install python3-markdown")

ROOT = pathlib.Path(__file__).resolve().parent.parent
REPOSITORY = "https://github.com/tabula-games/tabula"
HREF = re.compile(r'(href|src)="([^"]*)"')
ID = re.compile(r'\bid="([^"]+)"')
TITLE = re.compile(r"<h1[^>]*>(.*?)</h1>", re.S)

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} - Tabula {version}</title>
<link rel="stylesheet" href="{up}site.css">
</head>
<body>
<nav><a href="{up}index.html">Tabula {version}</a> <a href="{up}docs/index.html">Documentation</a>
<a href="{up}apidocs/index.html">API (javadoc)</a> <a href="{up}apidocs-beam/index.html">Beam API</a> <a href="{up}apidocs-server/index.html">Server API</a>
<a href="{up}changelog.html">Changelog</a> <a href="{repository}">Source</a></nav>
<main>
{body}
</main>
</body>
</html>
"""

CSS = """body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; color: #222; }
nav { background: #2d3e50; padding: 0.6em 1em; }
nav a { color: #fff; margin-right: 1.2em; text-decoration: none; }
main { max-width: 58em; margin: 0 auto; padding: 1em 1.5em 3em; }
pre { background: #f4f4f4; padding: 0.8em; overflow-x: auto; }
code { font-family: ui-monospace, monospace; font-size: 0.92em; }
table { border-collapse: collapse; } th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; }
img { max-width: 100%; }
"""


def slug(value, separator="-"):
    """GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens."""
    value = re.sub(r"<[^>]+>", "", value)
    value = html.unescape(value).strip().lower()
    value = re.sub(r"[^\w\- ]", "", value)
    return value.replace(" ", separator)


def render(source):
    return markdown.markdown(
        source,
        extensions=["extra", "sane_lists", "toc"],
        extension_configs={"toc": {"slugify": slug}},
        output_format="html5",
    )


def pages():
    """(source file, page in the site) for every Markdown file the site shows."""
    yield ROOT / "README.md", pathlib.Path("index.html")
    if (ROOT / "CHANGELOG.md").exists():
        yield ROOT / "CHANGELOG.md", pathlib.Path("changelog.html")
    for md in sorted((ROOT / "docs").rglob("*.md")):
        yield md, pathlib.Path("docs") / md.relative_to(ROOT / "docs").with_suffix(".html")


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    site = pathlib.Path(argv[1]).resolve()
    ref = argv[2]
    version = re.search(r"<artifactId>tabula-parent</artifactId>\s*<version>([^<]+)", (ROOT / "pom.xml").read_text()).group(1)
    site.mkdir(parents=True, exist_ok=True)
    (site / "site.css").write_text(CSS)
    by_source = {src.resolve(): page for src, page in pages()}

    for f in sorted((ROOT / "docs").rglob("*")):
        if f.is_file() and f.suffix != ".md":
            target = site / "docs" / f.relative_to(ROOT / "docs")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(f, target)

    written = {}
    titles = {}
    for src, page in by_source.items():
        body = render(src.read_text(encoding="utf-8"))

        def relink(m):
            attr, url = m.group(1), m.group(2)
            parsed = urllib.parse.urlsplit(url)
            if parsed.scheme or parsed.netloc or url.startswith("#") or not parsed.path:
                return m.group(0)
            target = (src.parent / urllib.parse.unquote(parsed.path)).resolve()
            fragment = "#" + parsed.fragment if parsed.fragment else ""
            if target in by_source:
                new = rel(page, by_source[target]) + fragment
            elif target.is_relative_to(ROOT / "docs"):
                new = rel(page, pathlib.Path("docs") / target.relative_to(ROOT / "docs")) + fragment
            elif target.is_relative_to(ROOT) and target.exists():
                kind = "tree" if target.is_dir() else "blob"
                new = f"{REPOSITORY}/{kind}/{ref}/{target.relative_to(ROOT).as_posix()}{fragment}"
            else:
                new = url
            return f'{attr}="{html.escape(new, quote=True)}"'

        body = HREF.sub(relink, body)
        title = TITLE.search(body)
        titles[page] = re.sub(r"<[^>]+>", "", title.group(1)) if title else page.stem
        up = "../" * (len(page.parts) - 1)
        out = site / page
        out.parent.mkdir(parents=True, exist_ok=True)
        written[page] = PAGE.format(title=html.escape(titles[page]), version=version, up=up, body=body, repository=REPOSITORY)
        out.write_text(written[page], encoding="utf-8")

    docs = sorted(p for p in written if p.parts[0] == "docs")
    items = "\n".join(f'<li><a href="{rel(pathlib.Path("docs/index.html"), p)}">{html.escape(titles[p])}</a>'
                      f" <code>{p.with_suffix('.md').as_posix()}</code></li>" for p in docs)
    index = PAGE.format(title="Documentation", version=version, up="../", repository=REPOSITORY,
                        body=f"<h1>Documentation</h1>\n<p>Every page of <code>docs/</code>; the API is in the "
                             f'<a href="../apidocs/index.html">javadoc</a>.</p>\n<ul>\n{items}\n</ul>')
    (site / "docs" / "index.html").write_text(index, encoding="utf-8")
    written[pathlib.Path("docs/index.html")] = index

    broken = check_links(site, written)
    if broken:
        print(f"{len(broken)} broken link(s) in the site:", file=sys.stderr)
        for b in broken:
            print("  " + b, file=sys.stderr)
        return 1
    print(f"{site}: {len(written)} pages, every relative link resolves")
    return 0


def rel(page, target):
    """The relative URL from one page of the site to another file of it."""
    return pathlib.PurePosixPath(os.path.relpath(target.as_posix(), page.parent.as_posix())).as_posix()


def check_links(site, written):
    ids = {page: set(ID.findall(text)) for page, text in written.items()}
    broken = []
    for page, text in sorted(written.items()):
        for _, url in HREF.findall(text):
            url = html.unescape(url)
            parsed = urllib.parse.urlsplit(url)
            if parsed.scheme or parsed.netloc:
                continue
            target = (site / page).parent / urllib.parse.unquote(parsed.path) if parsed.path else site / page
            target = target.resolve()
            if not target.exists():
                broken.append(f"{page}: {url} (no such file)")
                continue
            if parsed.fragment and target.suffix == ".html":
                key = target.relative_to(site)
                if key in ids and parsed.fragment not in ids[key]:
                    broken.append(f"{page}: {url} (no such anchor)")
    return broken


if __name__ == "__main__":
    sys.exit(main(sys.argv))
