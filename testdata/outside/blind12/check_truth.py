#!/usr/bin/env python3
"""Check blind12's truths against its memos and the library: ../tools/check_truth.py for this folder; opposite terms and party roles are material words too.
python3 testdata/outside/blind12/check_truth.py [--memos DIR] [--no-artifacts] [-v] [--only memo_NN]"""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from outside import load, public  # noqa: E402

globals().update(public(load("check_truth", os.path.dirname(os.path.abspath(__file__)), material_words=(
        # opposite terms and party roles (a swap of these changes who/what the rule is about)
        "indywidualnego", "grupowego", "indywidualne", "grupowe",
        "pracodawca", "pracownik", "pracodawcy", "pracownika", "powoda", "pozwanego", "powód", "pozwany",
    ))))
if __name__ == "__main__":
    sys.exit(main())  # noqa: F821
