#!/usr/bin/env python3
"""Check blind4's truths against its memos and the library: ../tools/check_truth.py for this folder; party roles and comparatives are material words too.
python3 testdata/outside/blind4/check_truth.py [--memos DIR] [--no-artifacts] [-v] [--only memo_NN]"""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from outside import load, public  # noqa: E402

globals().update(public(load("check_truth", os.path.dirname(os.path.abspath(__file__)), material_words=(
        # party roles (a swapped role changes who bears a burden) and comparatives
        "ubezpieczyciel", "ubezpieczyciela", "poszkodowany", "poszkodowanego", "powód", "powoda", "pozwany", "pozwanego",
        "wierzyciel", "wierzyciela", "dłużnik", "dłużnika", "kupujący", "kupującego", "sprzedawca", "sprzedawcy",
        "wyższe", "niższe", "wyższa", "niższa",
    ))))
if __name__ == "__main__":
    sys.exit(main())  # noqa: F821
