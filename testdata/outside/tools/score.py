"""Score citeguard on a memo set of testdata/outside (one folder, in the layout of shared/devset2): the
one copy of the sets' score.py; each set's own score.py calls load() with its folder and the way it
pairs a paraphrase (configure()).

Runs `citeguard check -library LIB -json MEMO` for every memo and every form present
(--forms, default pdf,docx,odt,txt,md: each one where memo_NN.<form> exists) and compares
the JSON Lines result with memo_NN.truth.json. Prints one line per memo and form, then a
summary; with --bar it exits 1 when a goal is missed and prints the figure line last.

Matching a truth claim to a result: the normalized quote (or claim_text) of the truth and of
the result overlap strongly (one contains the other, or difflib ratio >= 0.8); an existence claim
(powolanie, fakt_proceduralny) may also be paired by its anchor signature with a result of the same
claim_type, and a no_source claim by its signature alone (shared/devset/score.py pairs any
claim by signature; this one does what that docstring says). A paraphrase or fact is paired with or
without its lead-in where the set says so (configure's leadin); a truth's own_case_numbers (the
pleading's own case number, blind3) count among the not-claims when a result names them.

Usage: python3 testdata/outside/blindN/score.py --bin BIN --library LIB [--timeout S] [-v] [--only memo_NN] [--forms F,G] [--bar]
"""
import argparse
import difflib
import glob
import json
import os
import re
import subprocess
import sys

sys.path.append(os.path.dirname(os.path.abspath(__file__)))
from outside import SHARED_DIR, shared  # noqa: E402

normalize = shared("check_truth").normalize
# the set's folder (memos/): configure() sets it
HERE = None

BLOCKING = {"NIEZWERYFIKOWANY", "BRAK_ZRODLA"}
# with -v every JSON result is kept here (work/tools/inspect.py reads it)
import tempfile  # noqa: E402
JSON_DIR = None  # <tmp>/<set>json: configure() sets it
# configure(): how a paraphrase / fact is paired with a result's claim_text besides plain similarity:
# "strip" its lead-in („Sąd przyjął, że …”) and compare again (blind6-8), or "contain" (one normalized text
# contains the other, both >= 60 chars, blind3); None: devset2's pairing
LEADIN = None
# configure(): with -v, print each declared not-claim the tool reported (blind3)
SHOW_NOTCLAIMS = False


def index_signatures():
    """library-relative file -> signature, from the test library's INDEX.tsv."""
    out = {}
    path = os.path.join(SHARED_DIR, "testdata", "library", "INDEX.tsv")
    if os.path.exists(path):
        for row in open(path, encoding="utf-8").read().splitlines()[1:]:
            f = row.split("\t")
            if len(f) > 2:
                out[f[0]] = f[2]
    return out


def norm_status(s):
    s = (s or "").upper().replace(" ", "_").replace("Ź", "Z").replace("Ó", "O")
    return s


def text_of(x):
    return x.get("quote") or x.get("claim_text") or ""


def strip_leadin(t):
    """The clause after the first „że”/„iż” of a paraphrase's text, if that comes early."""
    m = re.search(r"\b(?:że|iż|ze|iz)\b,?\s+", t[:160])
    return t[m.end():] if m else t


def sig_of(x):
    a = x.get("anchor") or {}
    s = a.get("sygnatura") or a.get("przepis") or a.get("ecli") or a.get("celex") or ""
    s = re.sub(r"[\s.\u00a0\u2011-]", "", normalize(s))
    return re.sub(r"/(?:19|20)(\d\d)$", r"/\1", s)  # III CZP 20/2013 = III CZP 20/13


def similar(a, b):
    a, b = normalize(a), normalize(b)
    if not a or not b:
        return 0.0
    if a in b or b in a:
        return min(len(a), len(b)) / max(len(a), len(b)) if min(len(a), len(b)) >= 20 else (1.0 if a == b else 0.5)
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def anchor_group(path, sigs):
    """The source a library-relative file stands for: a judgment's signature (any rendering), a statute's
    folder (statutes/kc), or the EU act file."""
    if not path:
        return None
    path = path.replace("\\", "/")
    if path.startswith("statutes/"):
        return "/".join(path.split("/")[:2])
    if path.startswith("eu/"):
        return path
    sig = sigs.get(path)
    if sig is None:
        stem = os.path.splitext(path)[0]
        for ext in ("", ".txt", ".pdf", ".html", ".doc", ".xml"):
            if stem + ext in sigs:
                sig = sigs[stem + ext]
                break
    return "sig:" + re.sub(r"[\s.\u00a0\u2011-]", "", normalize(sig)) if sig else path


SUP = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


def article_of(s):
    """'art. 55² k.c.' / 'Art. 55[2]' / '55^2' -> '55^2'; 'art. 5 k.c.' -> '5'"""
    m = re.search(r"(?:art\.?|motyw|artykuł)\s*(\d+)(?:\s*([⁰¹²³⁴⁵⁶⁷⁸⁹]+)|\[(\d+)\]|\^(\d+))?", normalize(s or ""))
    if not m:
        return None
    sup = (m.group(2) or "").translate(SUP) or m.group(3) or m.group(4)
    return m.group(1) + ("^" + sup if sup else "")


def anchor_right(c, r, lib, sigs):
    """True when the result compared the claim with the source the truth says it is attributed to."""
    want = anchor_group(c.get("library_file"), sigs)
    got_file = r.get("source_file") or ""
    for prefix in (lib.rstrip("/") + "/", os.path.abspath(lib) + os.sep, os.path.basename(lib.rstrip("/")) + "/"):
        if got_file.startswith(prefix):
            got_file = got_file[len(prefix):]
            break
    got = anchor_group(got_file, sigs)
    if want != got:
        return False
    if want and (want.startswith("statutes/") or want.startswith("eu/")):
        a = c.get("article") or article_of(json.dumps(c.get("anchor_resolved") or c.get("anchor"), ensure_ascii=False))
        if a and re.fullmatch(r"\d+", a) is None and not re.fullmatch(r"\d+\^\d+", a):
            a = article_of("art. " + a)
        ra = article_of(json.dumps(r.get("anchor") or {}, ensure_ascii=False))
        return a is None or ra is None or a == ra
    return True


def match(truth_claims, results):
    """Greedy best-first matching; returns {truth_index: result_index}."""
    pairs = []
    for i, t in enumerate(truth_claims):
        for j, r in enumerate(results):
            tt, rt = text_of(t), text_of(r)
            # devset2: the signature fallback only pairs an existence claim (powolanie / fakt_proceduralny)
            # with a result of the same claim_type - a quotation is never "found" through a bare citation
            # of the same ruling, as shared/devset/score.py's docstring already intended
            same_kind = ((t.get("kind") in ("powolanie", "fakt_proceduralny") and r.get("claim_type") == t.get("kind"))
                         or t.get("category") == "no_source")  # a missing source is found through its signature
            if t.get("quote") and r.get("quote"):
                s = similar(tt, rt)
            elif tt and rt:
                s = similar(tt, rt) * 0.9
                if LEADIN == "strip":
                    # A paraphrase is the same claim with or without its lead-in
                    # („Sąd przyjął, że …”): the tool's claim_text is the clause.
                    s = max(s, similar(strip_leadin(tt), rt) * 0.9)
                elif LEADIN == "contain":
                    # a paraphrase / fact reported with or without its lead-in ("Sąd X wskazał, że …") is the same claim
                    nt, nr = normalize(tt), normalize(rt)
                    if min(len(nt), len(nr)) >= 60 and (nt in nr or nr in nt):
                        s = max(s, 0.85)
                if same_kind and sig_of(t) and sig_of(t) == sig_of(r):
                    s = max(s, 0.85)
            else:
                s = 0.85 if same_kind and sig_of(t) and sig_of(t) == sig_of(r) else 0.0
            if s >= 0.8:
                pairs.append((s, i, j))
    pairs.sort(reverse=True)
    used_t, used_r, m = set(), set(), {}
    for s, i, j in pairs:
        if i in used_t or j in used_r:
            continue
        used_t.add(i)
        used_r.add(j)
        m[i] = j
    return m


def run(binary, lib, memo, timeout):
    try:
        state = lib.rstrip("/") + ".state"  # the index beside the library, not in the current folder
        p = subprocess.run([binary, "check", "-library", lib, "-state", state, "-json", memo],
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    lines = [ln for ln in p.stdout.splitlines() if ln.strip().startswith("{")]
    if not lines:
        return None, f"exit {p.returncode}, no JSON; stderr: {p.stderr.strip()[:200]}"
    try:
        return json.loads(lines[0]), None
    except json.JSONDecodeError as e:
        return None, f"bad JSON: {e}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default="citeguard")
    ap.add_argument("--library", required=True)
    ap.add_argument("--forms", default="pdf,docx,odt,txt,md")
    ap.add_argument("--only", help="memo_NN[,memo_MM]")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--bar", action="store_true")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()

    tot = dict(claims=0, found=0, status_ok=0, blocking=0, blocking_caught=0, material=0,
               material_caught=0, misattr=0, misattr_named=0, notclaims=0, notclaims_reported=0,
               memos=0, outcome_ok=0, false_blocks=0, pass_memos=0, errors=0, anch=0, anch_ok=0)
    sigs = index_signatures()
    per_form = {}
    for tf in sorted(glob.glob(os.path.join(HERE, "memos", "memo_*.truth.json"))):
        truth = json.load(open(tf))
        if a.only and truth["memo"] not in a.only.split(","):
            continue
        for form in a.forms.split(","):
            memo = tf.replace(".truth.json", "." + form)
            if not os.path.exists(memo):
                continue
            before = dict(tot)
            res, err = run(a.bin, a.library, memo, a.timeout)
            tot["memos"] += 1
            name = os.path.basename(memo)
            if res is None:
                tot["errors"] += 1
                print(f"{name}: ERROR {err}", flush=True)
                pf = per_form.setdefault(form, {k: 0 for k in tot})
                for k in tot:
                    pf[k] += tot[k] - before[k]
                continue
            if a.v:
                os.makedirs(JSON_DIR, exist_ok=True)
                json.dump(res, open(os.path.join(JSON_DIR, name + ".json"), "w"), ensure_ascii=False, indent=1)
            results = res.get("results") or []
            blocked = bool(res.get("blocked"))
            exp_blocked = truth["outcome"] == "blocked"
            tot["outcome_ok"] += blocked == exp_blocked
            if not exp_blocked:
                tot["pass_memos"] += 1
                tot["false_blocks"] += blocked
            claims = truth["claims"]
            m = match(claims, results)
            line = dict(found=0, ok=0)
            for i, c in enumerate(claims):
                tot["claims"] += 1
                exp = c["expected_status"]
                ok_set = {exp, *c.get("also_acceptable", [])}
                is_block = exp in BLOCKING
                tot["blocking"] += is_block
                tot["material"] += bool(c.get("material_change"))
                tot["misattr"] += bool(c.get("really_in") and c.get("category") == "misattributed")
                if i not in m:
                    if a.v:
                        print(f"   {name} missed {c['id']} {exp} {text_of(c)[:70]!r}")
                    continue
                r = results[m[i]]
                st = norm_status(r.get("status"))
                if c.get("library_file") and c.get("category") != "no_source":
                    tot["anch"] += 1
                    if anchor_right(c, r, a.library, sigs):
                        tot["anch_ok"] += 1
                    elif a.v:
                        print(f"   {name} {c['id']}: compared with {r.get('source_file')!r}, truth {c.get('library_file')!r}")
                tot["found"] += 1
                line["found"] += 1
                if st in ok_set:
                    tot["status_ok"] += 1
                    line["ok"] += 1
                elif a.v:
                    print(f"   {name} {c['id']}: got {st}, want {exp} ({c.get('why','')[:60]})")
                if is_block and st in BLOCKING:
                    tot["blocking_caught"] += 1
                if c.get("material_change") and st in BLOCKING:
                    tot["material_caught"] += 1
                if c.get("really_in") and c.get("category") == "misattributed":
                    note = json.dumps(r, ensure_ascii=False)
                    base = os.path.splitext(os.path.basename(c["really_in"]))[0]
                    sig = sigs.get(c["really_in"], "")
                    if st in BLOCKING and (base in note or (sig and normalize(sig) in normalize(note))):
                        tot["misattr_named"] += 1
            reported = {normalize(text_of(r)) for r in results}
            for s in truth.get("not_claims", []):
                tot["notclaims"] += 1
                if normalize(s) in reported:
                    tot["notclaims_reported"] += 1
                    if a.v and SHOW_NOTCLAIMS:
                        print(f"   {name} not-claim reported: {s[:70]!r}")
            # the pleading's own case number must not be reported as a citation
            for s in truth.get("own_case_numbers", []):
                tot["notclaims"] += 1
                key = re.sub(r"[\s.\u00a0\u2011-]", "", normalize(s))
                hit = [r for r in results if sig_of(r) == key or key in re.sub(r"[\s.\u00a0\u2011-]", "", normalize(text_of(r)))]
                if hit:
                    tot["notclaims_reported"] += 1
                    if a.v:
                        print(f"   {name} own case number reported: {s} as {norm_status(hit[0].get('status'))}")
            print(f"{name}: blocked={blocked} (want {exp_blocked}) claims {line['found']}/{len(claims)} found, "
                  f"{line['ok']} status ok", flush=True)
            pf = per_form.setdefault(form, {k: 0 for k in tot})
            for k in tot:
                pf[k] += tot[k] - before[k]
    def r(a_, b_):
        return a_ / b_ if b_ else 0.0
    for form, F in sorted(per_form.items()):
        print(f"[{form}] memos {F['memos']} recall {r(F['found'], F['claims']):.3f} status {r(F['status_ok'], F['claims']):.3f} "
              f"anchors {F['anch_ok']}/{F['anch']} blocks caught {F['blocking_caught']}/{F['blocking']} false blocks {F['false_blocks']}/{F['pass_memos']} "
              f"material {F['material_caught']}/{F['material']} misattributed named {F['misattr_named']}/{F['misattr']} outcome {F['outcome_ok']}/{F['memos']} "
              f"not-claims reported {F['notclaims_reported']}/{F['notclaims']} errors {F['errors']}")
    T = tot
    recall = r(T["found"], T["claims"])
    agree = r(T["status_ok"], T["claims"])
    figure = (f"recall {recall:.3f} status {agree:.3f} blocks caught {T['blocking_caught']}/{T['blocking']} "
              f"material {T['material_caught']}/{T['material']} misattributed named {T['misattr_named']}/{T['misattr']} "
              f"false blocks {T['false_blocks']}/{T['pass_memos']} outcome {T['outcome_ok']}/{T['memos']} "
              f"not-claims reported {T['notclaims_reported']}/{T['notclaims']} anchors right {T['anch_ok']}/{T['anch']} "
              f"errors {T['errors']}")
    print(figure)
    if a.bar:
        ok = (recall >= 0.97 and agree >= 0.95 and T["false_blocks"] == 0 and T["errors"] == 0
              and T["material_caught"] == T["material"] and T["notclaims_reported"] == 0
              and T["blocking_caught"] == T["blocking"])
        sys.exit(0 if ok else 1)


def configure(set_dir, leadin=None, show_notclaims=False):
    """Point this module at a set's folder: its memos, its JSON folder <tmp>/<set>json; leadin and
    show_notclaims as described at LEADIN and SHOW_NOTCLAIMS."""
    global HERE, JSON_DIR, LEADIN, SHOW_NOTCLAIMS
    if leadin not in (None, "strip", "contain"):
        raise ValueError(f"leadin {leadin!r}")
    HERE = os.path.abspath(set_dir)
    JSON_DIR = os.path.join(tempfile.gettempdir(), os.path.basename(HERE) + "json")
    LEADIN, SHOW_NOTCLAIMS = leadin, show_notclaims
