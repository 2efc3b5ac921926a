#!/usr/bin/env python3
"""inspect.py memo_NN.form CID... : truth claim vs the citeguard results (from <tmp>/blind10json, written by score.py -v) that match or overlap it"""
import json, sys, os, difflib
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
import score
from check_truth import normalize
name = sys.argv[1]
memo, form = name.rsplit(".", 1)
MEMOS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "memos")
truth = json.load(open(os.path.join(MEMOS, memo + ".truth.json")))
res = json.load(open(os.path.join(score.JSON_DIR, name + ".json")))["results"]
m = score.match(truth["claims"], res)
for cid in sys.argv[2:]:
    i = next(k for k, c in enumerate(truth["claims"]) if c["id"] == cid)
    c = truth["claims"][i]
    print("=" * 100)
    print("TRUTH", cid, c["expected_status"], c["category"], c.get("anchor"), "|", (c.get("quote") or c.get("claim_text"))[:160])
    if i in m:
        r = res[m[i]]
        print("MATCHED", r.get("id"), r.get("status"), r.get("claim_type"), r.get("anchor"), r.get("source_file"))
        print("   text:", (r.get("quote") or r.get("claim_text") or "")[:200])
        print("   note:", (r.get("note") or "")[:400])
        for k in ("reason", "diff", "best_match", "found_in", "also_found_in", "source_place", "anchor_from"):
            if r.get(k):
                print("   ", k, ":", json.dumps(r[k], ensure_ascii=False)[:300])
    else:
        t = normalize(c.get("quote") or c.get("claim_text") or "")
        best = sorted(res, key=lambda r: -difflib.SequenceMatcher(None, t, normalize(r.get("quote") or r.get("claim_text") or "")).ratio())[:2]
        print("MISSED; nearest results:")
        for r in best:
            print("   ", r.get("id"), r.get("status"), r.get("claim_type"), r.get("anchor"), "|", (r.get("quote") or r.get("claim_text") or "")[:220])
            print("      note:", (r.get("note") or "")[:300])
