#!/usr/bin/env python3
"""print article text: art.py kc|kpc|kp|rodo|konst N [N...]"""
import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
import check_truth as ct
L = {"kc": "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt",
     "kpc": "statutes/kpc/kodeks-postepowania-cywilnego_tj-Dz.U.2014.101_stan-2015-03-27.txt",
     "kp": "statutes/kp/kodeks-pracy_tj-Dz.U.2014.1502_stan-2015-09-11.txt",
     "rodo": "eu/rozporzadzenie-2016-679-RODO_pl.txt",
     "konst": "statutes/konstytucja/konstytucja-rp_Dz.U.1997.78.483_docling.md",
     "kro": "statutes/kro/kodeks-rodzinny-i-opiekunczy_tj-Dz.U.2023.2809_docling.md"}
lib = ct.Library()
for a in sys.argv[2:]:
    print("== art.", a); print(ct.article_text(lib, L[sys.argv[1]], a))
