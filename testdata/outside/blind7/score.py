#!/usr/bin/env python3
"""Score citeguard on blind7's memos: ../tools/score.py for this folder; a paraphrase is paired with or without its lead-in („Sąd przyjął, że …”).
python3 testdata/outside/blind7/score.py --bin BIN --library LIB [--timeout S] [-v] [--only memo_NN] [--forms F,G] [--bar]"""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from outside import load, public  # noqa: E402

globals().update(public(load("score", os.path.dirname(os.path.abspath(__file__)), leadin="strip")))
if __name__ == "__main__":
    main()  # noqa: F821
