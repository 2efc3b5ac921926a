#!/usr/bin/env python3
"""Check blind9's truths against its memos and the library: ../tools/check_truth.py for this folder; signatures of the labour and social-insurance repertories (APa, Pa, Pz, U, P) are scanned for too.
python3 testdata/outside/blind9/check_truth.py [--memos DIR] [--no-artifacts] [-v] [--only memo_NN]"""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from outside import load, public  # noqa: E402

globals().update(public(load("check_truth", os.path.dirname(os.path.abspath(__file__)), departments=("APa", "Pa", "Pz", "U", "P"))))
if __name__ == "__main__":
    sys.exit(main())  # noqa: F821
