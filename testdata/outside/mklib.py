#!/usr/bin/env python3
"""Lay out the test data as a firm would keep its library: sources only, every file with an extension.

Copies judgments/, statutes/, eu/ from shared/testdata/library and the judgment texts and HTML of
saos-tm-extractor (with .txt / .html added where the original has no extension), leaving out the
gold answers and reference tables. Usage: mklib.py DEST (DEST is created or replaced)."""
import os as _os


def _shared_dir():
    """../shared beside the repository (the workplace's shared data)."""
    d = _os.path.dirname(_os.path.abspath(__file__))
    while _os.path.dirname(d) != d:
        if _os.path.exists(_os.path.join(d, "shared", "SPEC.md")):
            return _os.path.join(d, "shared")
        d = _os.path.dirname(d)
    return _os.environ.get("CITEGUARD_SHARED", "../shared")


SHARED_DIR = _shared_dir()

import os, shutil, sys
SHARED = SHARED_DIR
SRC = os.path.join(SHARED, "testdata", "library")
dest = sys.argv[1]
shutil.rmtree(dest, ignore_errors=True)
for d in ("judgments", "statutes", "eu"):
    shutil.copytree(os.path.join(SRC, d), os.path.join(dest, d))
tm = os.path.join(SRC, "saos-tm-extractor")
n = 0
for sub in ("links-input-txts", "cc-appealed", "cc-parties"):
    for root, _, files in os.walk(os.path.join(tm, sub)):
        for f in files:
            p = os.path.join(root, f)
            head = open(p, "rb").read(200).lstrip().lower()
            if f.endswith((".txt", ".html")):
                name = f
            elif head.startswith(b"<"):
                name = f + ".html"
            else:
                name = f + ".txt"
            if "answers" in f or "answers" in root:
                continue
            out = os.path.join(dest, "saos-tm-extractor", os.path.relpath(root, tm), name)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            shutil.copyfile(p, out)
            n += 1
print(f"library laid out in {dest}: judgments, statutes, eu + {n} saos-tm-extractor sources")
