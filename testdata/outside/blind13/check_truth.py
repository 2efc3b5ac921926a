#!/usr/bin/env python3
"""Check blind13's truths against its memos and the library: ../tools/check_truth.py for this folder; a material claim tagged as a swapped party role or an opposite term need not touch a listed material word.
python3 testdata/outside/blind13/check_truth.py [--memos DIR] [--no-artifacts] [-v] [--only memo_NN]"""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from outside import load, public  # noqa: E402

globals().update(public(load("check_truth", os.path.dirname(os.path.abspath(__file__)),
                             material_tags=("party_role", "opposite_term"))))
if __name__ == "__main__":
    sys.exit(main())  # noqa: F821
