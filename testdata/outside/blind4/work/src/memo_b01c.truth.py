import os, runpy
globals().update(runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "memo_b01.truth.py"), init_globals={"ERR": False, "NAME": "memo_b01c"}))
