#!/usr/bin/env python3
"""Print candidate quotable sentences of a library source: python3 sents.py REL [min] [max] [from_frac]"""
import sys, re, os
def _shared_dir():
    d = os.path.dirname(os.path.abspath(__file__))
    while os.path.dirname(d) != d:
        if os.path.exists(os.path.join(d, "shared", "SPEC.md")):
            return os.path.join(d, "shared")
        d = os.path.dirname(d)
    return os.environ.get("CITEGUARD_SHARED", "../shared")


LIB = os.path.join(_shared_dir(), "testdata", "library")
rel = sys.argv[1]; mn = int(sys.argv[2]) if len(sys.argv) > 2 else 90; mx = int(sys.argv[3]) if len(sys.argv) > 3 else 260
fr = float(sys.argv[4]) if len(sys.argv) > 4 else 0.3
t = open(os.path.join(LIB, rel), encoding="utf-8", errors="replace").read()
t = t[int(len(t) * fr):]
# mark page-number lines
t = re.sub(r"\n\s*\d{1,3}\s*\n", "\n¶PAGE¶\n", t)
t = re.sub(r"-\n", "-", t)  # keep hyphen visible
t = re.sub(r"\s*\n\s*", " ", t)
for s in re.split(r"(?<=[.;])\s+(?=[A-ZŻŹĆŚŁÓ])", t):
    if mn <= len(s) <= mx and "¶PAGE¶" not in s and "(...)" not in s and "[...]" not in s:
        print("-", s)
