#!/usr/bin/env python3
"""Build blind12's memos/ from work/src: ../../tools/build.py for this folder.
python3 testdata/outside/blind12/work/build.py [memo_NN ...]"""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from outside import load, public  # noqa: E402

globals().update(public(load("build", os.path.dirname(os.path.dirname(os.path.abspath(__file__))), mdhtml_llm=True)))
if __name__ == "__main__":
    main()  # noqa: F821
