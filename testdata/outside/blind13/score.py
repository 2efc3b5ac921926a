#!/usr/bin/env python3
"""Score citeguard on blind13's memos: ../tools/score.py for this folder; devset2's pairing.
python3 testdata/outside/blind13/score.py --bin BIN --library LIB [--timeout S] [-v] [--only memo_NN] [--forms F,G] [--bar]"""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from outside import load, public  # noqa: E402

globals().update(public(load("score", os.path.dirname(os.path.abspath(__file__)))))
if __name__ == "__main__":
    main()  # noqa: F821
