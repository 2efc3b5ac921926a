#!/usr/bin/env python3
"""print a library source's text as check_truth sees it: src.py REL"""
import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
import check_truth as ct
print(ct.Library().text(sys.argv[1]))
