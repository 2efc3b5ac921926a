#!/usr/bin/env python3
"""Score citeguard on blind3's memos: ../tools/score.py for this folder; a paraphrase or fact is paired with or without its lead-in by containment (both ≥ 60 characters),
and -v prints each reported not-claim.
python3 testdata/outside/blind3/score.py --bin BIN --library LIB [--timeout S] [-v] [--only memo_NN] [--forms F,G] [--bar]"""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from outside import load, public  # noqa: E402

globals().update(public(load("score", os.path.dirname(os.path.abspath(__file__)), leadin="contain", show_notclaims=True)))
if __name__ == "__main__":
    main()  # noqa: F821
