#!/usr/bin/env python3
"""print the library text of a source (HTML stripped) as sentences: txt.py REL [min] [max]"""
import sys, os, re
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
import check_truth as ct
lib = ct.Library()
t = lib.text(sys.argv[1])
mn = int(sys.argv[2]) if len(sys.argv) > 2 else 80; mx = int(sys.argv[3]) if len(sys.argv) > 3 else 300
t = re.sub(r"\s+", " ", t)
for s in re.split(r"(?<=[.;])\s+(?=[A-ZŻŹĆŚŁÓ„])", t):
    if mn <= len(s) <= mx:
        print("-", s)
