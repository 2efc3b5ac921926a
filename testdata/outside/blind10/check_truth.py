#!/usr/bin/env python3
"""Check blind10's truths against its memos and the library: ../tools/check_truth.py for this folder; a quotation over bullet items (tag quote_over_bullets) is searched without the markers between the items.
python3 testdata/outside/blind10/check_truth.py [--memos DIR] [--no-artifacts] [-v] [--only memo_NN]"""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from outside import load, public  # noqa: E402

globals().update(public(load("check_truth", os.path.dirname(os.path.abspath(__file__)), unbullet_quotes=True)))
if __name__ == "__main__":
    sys.exit(main())  # noqa: F821
