"""Validate a memo set of testdata/outside (one folder, in the layout of shared/devset2): every
memo_NN.truth.json against its memo (every form present: PDF, DOCX, ODT, TXT, MD) and against the
library in shared/testdata/library. The one copy of the sets' check_truth.py: each set's own
check_truth.py calls load() with its folder and the few rules it adds (configure()).
Adapted from shared/devset2/check_truth.py (itself from shared/devset/check_truth.py): the memo text is work/build/memo_NN.plain.md (written by
work/build.py), quoted strings are „…”, »…«/«…» and straight "…", page furniture (letterhead,
confidential footer, page numbers) is cut from the PDF text before quotations are looked for.

Normalization is the one of citation-grounding-pl v2.5 (see norm.py; it passes
all 38 cases of shared/peer/normalization.cases.json, checked at start-up).

What is checked, per claim category (field "category"):
  verbatim, verbatim_gap, normalization_only, statute_verbatim, pinpoint
        -> every segment (split at [...] / (...) / ...) occurs, in order, in the
           normalized text of library_file (statutes: inside the cited article)
  cosmetic    -> not verbatim; every segment within <=15 % edit distance of the
                 source; the word diff touches no negation / number / modal / conjunction
  material    -> not in the source nor anywhere in the library; near-verbatim
                 (<=15 %) to the source; the word diff DOES touch such a word
  fabricated  -> in no library source, no window of the cited source within 15 %,
                 content-term coverage of the cited source < 0.7
  misattributed -> not in the cited source; verbatim in really_in
  wrong_article -> not in the cited article; verbatim in the article named in really_in
  no_source   -> the signature resolves to no library source
  anchor_wrong_date / anchor_wrong_parties / anchor_wrong_court
              -> signature resolves; the named field contradicts the library
  paraphrase_supported  -> content-term coverage >= 0.7
  paraphrase_unsupported -> content-term coverage < 0.7
  kalibracja  -> quote not (approximately) in the source, coverage >= 0.7
  bare_citation_ok / procedural_fact_ok -> anchor resolves and agrees
  bare_citation_wrong_date -> signature resolves, date contradicts
Anchors (sygnatura, data, strony, organ) are compared with INDEX.tsv for every
claim that names a library_file.  Each memo is also scanned for quoted strings
and signatures that the truth file does not account for.

Usage: python3 testdata/outside/blindN/check_truth.py [--memos DIR] [--no-artifacts] [-v] [--only memo_NN]
Exit status 0 when every check passes.
"""
import argparse
import csv
import difflib
import glob
import json
import os
import re
import subprocess
import sys
import unicodedata
import zipfile

sys.path.append(os.path.dirname(os.path.abspath(__file__)))
from outside import SHARED_DIR  # noqa: E402

# the set's folder (memos/, work/build/): configure() sets it
HERE = None

# ---- normalization (citation-grounding-pl v2.5, 'Reguły normalizacji') ----

QUOTES = "\u201e\u201c\u201d\u201f\u00ab\u00bb\u2039\u203a\u201a\u2018\u2019\u201b\u0027\u00b4\u0022\u2032\u2033\u301d\u301e"
DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\uff0d\u002d\ufe58\ufe63"
INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff"
_Q = {ord(c): '"' for c in QUOTES}
_D = {ord(c): '-' for c in DASHES}
_I = {ord(c): None for c in INVISIBLE}
# line-end hyphenation: a hyphen (any dash of the hyphen kind) or soft hyphen,
# optional horizontal spaces, then one or more line breaks (with optional spaces)
_HYPH = re.compile(r"[\-\u2010\u2011\u00ad][ \t]*(?:[\r\n\f\v\u2028\u2029][ \t]*)+")
_WS = re.compile(r"\s+")


def normalize(s: str) -> str:
    s = unicodedata.normalize("NFC", s)
    s = s.translate(_I)
    s = _HYPH.sub("", s)
    s = s.replace("\u00ad", "")
    s = s.casefold()
    s = unicodedata.normalize("NFC", s)
    s = s.translate(_Q).translate(_D)
    s = s.replace("\u2026", "...")
    s = s.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2007", " ")
    s = _WS.sub(" ", s)
    return s.strip()


def self_test(path):
    import json
    d = json.load(open(path, encoding="utf-8"))
    bad = 0
    for c in d["cases"]:
        got = normalize(c["input"])
        if got != c["expected"]:
            bad += 1
            print("NORM FAIL", c["name"], repr(got), "!=", repr(c["expected"]))
    return bad


LIB = os.path.join(SHARED_DIR, "testdata", "library")
PEER_NORM = os.path.join(SHARED_DIR, "peer", "normalization.cases.json")

GAP_RX = re.compile(r"\s*(?:\[\s*(?:\.\.\.|…)\s*\]|\(\s*(?:\.\.\.|…)\s*\)|\.\.\.|…)\s*")

MONTHS = {"stycznia": 1, "lutego": 2, "marca": 3, "kwietnia": 4, "maja": 5, "czerwca": 6,
          "lipca": 7, "sierpnia": 8, "września": 9, "października": 10, "listopada": 11,
          "grudnia": 12}

# words whose change alters the legal meaning (hard cases 1-3 of the research note)
MATERIAL_WORDS = {
    "nie", "ani", "żaden", "żadne", "żadnych", "bez",
    "może", "mogą", "musi", "muszą", "powinien", "powinna", "powinno", "powinny", "winien",
    "wolno", "należy", "obowiązany", "obowiązana", "uprawniony", "wyłącznie", "tylko", "jedynie",
    "lub", "albo", "i", "oraz", "ani", "bądź",
    "zawsze", "nigdy", "wszystkie", "każdy", "każde", "każda",
    "można", "więcej", "mniej", "wyższy", "niższy", "najwyżej", "najmniej", "co najmniej",
    # devset2: time words ("nie później niż" -> "nie wcześniej niż")
    "wcześniej", "później", "wcześniejszy", "późniejszy", "przed", "po",
}
NUMBER_WORDS = re.compile(
    r"\d|jeden|jedna|jedno|dwa|dwie|dwóch|trzy|trzech|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć|"
    r"tydzień|tygodn|miesiąc|miesięc|rok|lat|dni|dzień|godzin|proc|tysi|milion|połow|dwutygodn|trzytygodn|"
    r"siedmiodn|czternast|trzydziest|pierwsz|drug|trzec")

STOP = set("""
jest są był była było byli były będzie będą został została zostało zostały może mogą oraz przez
przy jako jego jej ich tego tej tym temu które który która których którym którego której także również
tylko więc zatem bowiem jednak gdyż czyli lecz albo bądź jeżeli jeśli gdy gdzie kiedy tych tymi sobie
swoje swój swojej swoim swych swego nawet także wszelkie wszystkich każdy każdego każdej innych innym inne
poprzez wobec między nich nim niej niego dla pod nad bez lub oraz czy aby żeby iż że się nie ani taki taka
takie takiego takich tak także zaś wraz bardzo sposób sposobu
""".split())

BOILERPLATE = [normalize(p) for p in (
    "w szczególności", "z zastrzeżeniem", "chyba że umowa stanowi inaczej", "nie ponosi odpowiedzialności",
    "z zastrzeżeniem wyjątków", "w rozumieniu", "co do zasady", "zgodnie z art.", "na podstawie art.")]


# --------------------------------------------------------------------------- library

_SUPMAP = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def _sup(m):
    inner = re.sub(r"<[^>]+>|\s+", "", m.group(1))
    return inner.translate(_SUPMAP)


def html_to_text(raw):
    """HTML -> text the way the library's own renderings are made: block tags become
    newlines, <sup> becomes Unicode superscripts, comments are dropped."""
    import html as _h
    raw = re.sub(r"(?s)<!--.*?-->", "", raw)
    raw = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", raw)
    raw = re.sub(r"(?is)<sup[^>]*>(.*?)</sup>", _sup, raw)
    raw = re.sub(r"(?i)<br\s*/?>", "\n", raw)
    raw = re.sub(r"(?i)</?(p|div|tr|li|h\d|table|td|th)[^>]*>", "\n", raw)
    raw = re.sub(r"<[^>]+>", "", raw)
    return _h.unescape(raw)


class Library:
    def __init__(self):
        self.index = {}      # relpath -> row
        self.by_sig = {}     # canonical signature -> [relpath]
        with open(os.path.join(LIB, "INDEX.tsv"), encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                self.index[row["file"]] = row
                for sig in split_sigs(row.get("signature") or ""):
                    self.by_sig.setdefault(canon_sig(sig), []).append(row["file"])
        self._text = {}
        self._all = None

    def text(self, rel):
        """Original text of a library source (the .txt rendering where one exists)."""
        if rel in self._text:
            return self._text[rel]
        p = os.path.join(LIB, rel)
        base, ext = os.path.splitext(p)
        if ext in (".pdf", ".doc", ".html") and os.path.exists(base + ".txt"):
            p = base + ".txt"
        raw = open(p, encoding="utf-8", errors="replace").read()
        if ext == ".html" and not os.path.exists(base + ".txt") or (ext == "" and re.search(r"<(p|div|span|br)\b", raw[:5000], re.I)):
            raw = html_to_text(raw)
        self._text[rel] = raw
        return raw

    def ntext(self, rel):
        key = ("N", rel)
        if key not in self._text:
            self._text[key] = normalize(self.text(rel))
        return self._text[key]

    def all_normalized(self):
        """{relpath: normalized text} for every text-bearing source (renderings preferred)."""
        if self._all is None:
            self._all = {}
            for rel, row in self.index.items():
                if row["kind"] in ("gold-answers", "gold-weak", "reference-table", "reference-doc",
                                   "judgment-metadata", "kind"):
                    continue
                base, ext = os.path.splitext(rel)
                if ext in (".pdf", ".doc"):
                    continue  # the .txt beside it is indexed itself
                if ext == ".html" and (base + ".txt") in self.index:
                    continue
                if not os.path.exists(os.path.join(LIB, rel)):
                    continue
                self._all[rel] = self.ntext(rel)
        return self._all

    def resolve(self, sig):
        return self.by_sig.get(canon_sig(sig), [])


def split_sigs(field):
    return [s.strip() for s in re.split(r",\s*", field) if s.strip()]


def canon_sig(s):
    s = unicodedata.normalize("NFC", s)
    s = re.sub(r"^\s*(sygn\.?\s*(akt)?:?)\s*", "", s, flags=re.I)
    s = re.sub(r"[\u2010-\u2015\u2212\u00a0\u202f\-]", " ", s)
    s = s.upper().replace(".", "")
    s = re.sub(r"\s+", " ", s).strip()
    s = re.sub(r"/(\d{2})(\d{2})$", lambda m: "/" + m.group(2) if m.group(1) in ("19", "20") else m.group(0), s)
    s = s.replace(" ", "")
    s = re.sub(r"^KIO/(\d)", r"KIO\1", s)
    return s


def parse_date(s):
    if not s:
        return None
    s = unicodedata.normalize("NFC", s).replace("\u00a0", " ").strip()
    m = re.search(r"(\d{4})-(\d{2})-(\d{2})", s)
    if m:
        return f"{m.group(1)}-{m.group(2)}-{m.group(3)}"
    m = re.search(r"(\d{1,2})\.(\d{1,2})\.(\d{4})", s)
    if m:
        return f"{m.group(3)}-{int(m.group(2)):02d}-{int(m.group(1)):02d}"
    m = re.search(r"(\d{1,2})\s+([a-ząćęłńóśźż]+)\s+(\d{4})", s.lower())
    if m and m.group(2) in MONTHS:
        return f"{m.group(3)}-{MONTHS[m.group(2)]:02d}-{int(m.group(1)):02d}"
    return None


PARTY_STOP = {"sp", "z", "o", "oo", "sa", "spółka", "spółki", "spółce", "spółką", "akcyjna", "akcyjnej",
              "akcyjną", "przeciwko", "v", "vs", "i", "inni", "w", "we", "oraz", "siedzibą", "heuristic",
              "ograniczoną", "odpowiedzialnością", "z o o", "s", "a"}


def party_tokens(s):
    s = normalize(s or "").replace("⟂", " ")
    toks = re.findall(r"\w+", s)
    return {t for t in toks if len(t) >= 2 and t not in PARTY_STOP}


def jaccard(a, b):
    if not a or not b:
        return None
    return len(a & b) / len(a | b)


# --------------------------------------------------------------------------- matching

def segments(quote):
    parts = [p.strip() for p in GAP_RX.split(quote)]
    return [normalize(p) for p in parts if normalize(p)]


def find_in_order(segs, text, start=0):
    """Return list of (start,end) for each segment found in order, or None."""
    pos = start
    spans = []
    for s in segs:
        i = text.find(s, pos)
        if i < 0:
            return None
        spans.append((i, i + len(s)))
        pos = i + len(s)
    return spans


def semiglobal(q, t):
    """min edit distance of q against any substring of t, and the end position."""
    m = len(q)
    prev = list(range(m + 1))
    best = (m, 0)
    # iterate over text columns; D[i][j] with free start in t
    col = [0] * (m + 1)
    for j, ch in enumerate(t, 1):
        col[0] = 0
        for i in range(1, m + 1):
            cost = 0 if q[i - 1] == ch else 1
            a = prev[i - 1] + cost
            b = prev[i] + 1
            c = col[i - 1] + 1
            col[i] = a if a < b and a < c else (b if b < c else c)
        if col[m] < best[0]:
            best = (col[m], j)
        prev, col = col, prev
    return best


def approx_find(seg, text, max_clusters=8):
    """Best (ratio, start, end) of seg against any window of text (edit distance / len(seg)).

    Candidate windows come from exact 10-char chunks of seg found in text (votes per start),
    then a semi-global Levenshtein is run on each window; the start of the best alignment is
    recovered by aligning the reversed strings."""
    if not seg:
        return (0.0, 0, 0)
    i = text.find(seg)
    if i >= 0:
        return (0.0, i, i + len(seg))
    L = len(seg)
    k = 10 if L >= 30 else max(4, L // 3)
    votes = {}
    for off in range(0, max(1, L - k + 1), max(1, k // 2)):
        chunk = seg[off:off + k]
        j = text.find(chunk)
        n = 0
        while j >= 0 and n < 8:
            st = max(0, j - off)
            votes[st] = votes.get(st, 0) + 1
            j = text.find(chunk, j + 1)
            n += 1
    clusters = []  # [center, votes]
    for st in sorted(votes):
        if clusters and st - clusters[-1][2] <= max(8, L // 8):
            clusters[-1][1] += votes[st]
            clusters[-1][2] = st
        else:
            clusters.append([st, votes[st], st])
    clusters.sort(key=lambda c: -c[1])
    best = (1.0, 0, 0)
    for first, _, last in clusters[:max_clusters]:
        lo = max(0, first - L // 4 - 5)
        hi = min(len(text), last + L + L // 4 + 5)
        win = text[lo:hi]
        d, e = semiglobal(seg, win)
        r = d / L
        if r < best[0]:
            d2, e2 = semiglobal(seg[::-1], win[:e][::-1])
            best = (r, lo + e - e2, lo + e)
    return best


def word_diff(a, b):
    wa = re.findall(r"\w+|[^\w\s]", a)
    wb = re.findall(r"\w+|[^\w\s]", b)
    sm = difflib.SequenceMatcher(a=wa, b=wb, autojunk=False)
    out = []
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op != "equal":
            out.append((op, " ".join(wa[i1:i2]), " ".join(wb[j1:j2])))
    return out


# A party role swapped (ubezpieczyciela -> poszkodowanego) is a material change where a set says so (blind3).
PARTY_WORDS = re.compile(r"powod|powód|pozwan|wierzyc|dłużni|poszkodowan|ubezpieczyciel|ubezpieczając|ubezpieczon|sprawc|kupując|sprzedając|najemc|wynajmując")
# configure(): whether a swapped party role / a word negated by its prefix (umyślnie -> nieumyślnie) is material
PARTY_ROLE_MATERIAL = False
NIE_PREFIX_MATERIAL = False
# configure(): tags of a material claim that make it material without a listed word in its diff (blind13)
MATERIAL_TAGS = frozenset()


def is_material(diff):
    for _, x, y in diff:
        xs, ys = set(x.split()), set(y.split())
        if PARTY_ROLE_MATERIAL and any(PARTY_WORDS.match(w) for w in xs ^ ys):
            return True
        if NIE_PREFIX_MATERIAL and any(("nie" + a) in ys or ("nie" + b) in xs for a in xs for b in ys):
            return True
        for w in (x + " " + y).split():
            # number words are matched at the start of a word ('szeroka' is not 'rok'); digits anywhere
            if w in MATERIAL_WORDS or NUMBER_WORDS.match(w) or re.search(r"\d", w):
                return True
    return False


def content_terms(text):
    toks = re.findall(r"\w+", normalize(text))
    return [t for t in toks if len(t) >= 4 and t not in STOP and not t.isdigit()]


def coverage(claim, source_n):
    terms = content_terms(claim)
    if not terms:
        return 0.0, 0.0
    src_tokens = set(re.findall(r"\w+", source_n))
    exact = sum(1 for t in terms if t in src_tokens) / len(terms)
    pref = {t[:6] for t in src_tokens if len(t) >= 6}
    stem = sum(1 for t in terms if t in src_tokens or t[:6] in pref) / len(terms)
    return exact, stem


# --------------------------------------------------------------------------- statutes

STAT_RX_2015 = re.compile(r"(?m)^Art\. (\d+)(?:\[(\d+)\])?\s*$")
STAT_RX_RODO = re.compile(r"(?m)^\s*Artykuł (\d+)\s*$")
STAT_RX_KONST = re.compile(r"(?m)^(?:-\s*)?Art\. (\d+)\.")


def article_text(lib, rel, art):
    txt = lib.text(rel)
    if "konstytucja" in rel:
        rx = STAT_RX_KONST
    else:
        rx = STAT_RX_RODO if "RODO" in rel else STAT_RX_2015
    ms = list(rx.finditer(txt))
    for i, m in enumerate(ms):
        aid = m.group(1) + (("^" + m.group(2)) if rx is STAT_RX_2015 and m.group(2) else "")
        if aid == art:
            end = ms[i + 1].start() if i + 1 < len(ms) else len(txt)
            return txt[m.end():end]
    return None


# --------------------------------------------------------------------------- memo text

def docx_text(path):
    with zipfile.ZipFile(path) as z:
        parts = []
        for name in ("word/document.xml", "word/footnotes.xml", "word/endnotes.xml"):
            if name in z.namelist():
                x = z.read(name).decode("utf-8")
                x = re.sub(r"<w:br\s*/>", "\n", x)
                x = re.sub(r"</w:p>", "\n", x)
                x = re.sub(r"<w:tab\s*/>", "\t", x)
                x = re.sub(r"<[^>]+>", "", x)
                import html as _h
                parts.append(_h.unescape(x))
    return "\n".join(parts)


def odt_text(path):
    import html as _h
    with zipfile.ZipFile(path) as z:
        x = z.read("content.xml").decode("utf-8")
    x = re.sub(r"<text:line-break\s*/>", "\n", x)
    x = re.sub(r"<text:tab\s*/>", "\t", x)
    x = re.sub(r"<text:s(?:\s+text:c=\"(\d+)\")?\s*/>", lambda m: " " * int(m.group(1) or 1), x)
    x = re.sub(r"</text:(p|h)>", "\n", x)
    x = re.sub(r"<[^>]+>", "", x)
    return _h.unescape(x)


def file_text(path):
    return open(path, encoding="utf-8").read()


def strip_pdf_furniture(raw, furniture):
    """drop page-furniture lines (letterhead, confidential footer, bare page numbers 'Strona 2 z 5' / '2')"""
    def nd(x):
        return re.sub(r"\s+", " ", re.sub(r"\d+", "", normalize(x))).strip()
    fur = [nd(f) for f in furniture if nd(f)]
    out = []
    for ln in raw.replace("\f", "\n").split("\n"):
        n = nd(ln)
        # devset2: the bare-page-number test is made on the line with its digits (nd() removes them)
        if (n and any(n == f or (len(n) >= 8 and n in f) or (len(f) >= 8 and f in n and len(n) - len(f) <= 16) for f in fur)) \
                or re.fullmatch(r"(strona )?\d{1,3}( (z|/) \d{1,3})?", normalize(ln)):
            continue
        out.append(ln)
    return "\n".join(out)


def pdf_text(path, mode="-raw"):
    out = subprocess.run(["pdftotext", mode, path, "-"], capture_output=True, text=True)
    return out.stdout


QUOTED_RX = re.compile(r"„([^„”]*(?:„[^„”]*”[^„”]*)*)”|»([^«»]*)«|«([^«»]*)»|(?<![\w\"])\"([^\"\n]{2,}?)\"(?![\w\"])")


def memo_quoted_strings(md):
    md = unicodedata.normalize("NFC", md_to_plain(md))
    return [next(g for g in m.groups() if g is not None) for m in QUOTED_RX.finditer(md)]


DEPARTMENTS = "CZP|CSK|CSKP|CKN|CK|CR|CZ|UZP|URN|UKN|UK|PK|PZP|KRS|ACa|Ca|C|GC|Ga|AUa"


def sig_rx(departments):
    """A court signature in a memo's text; departments: the repertory letters after the roman numeral."""
    return re.compile(
        r"(?<![\w/])((?:[IVX]{1,4}[\s\u00a0\u2011\-]+(?:" + departments + r"|RC|KK|K|Cz|Ns|PR|CNP|RN|SA)"
        r"[\s\u00a0]+\d{1,5}/\d{2,4})|(?:KIO(?:/UZP)?[\s\u00a0]*\d{1,5}/\d{2})|(?:(?:Ts|Tw|SK|K|P|U)[\s\u00a0]\d{1,3}/\d{2})|"
        r"(?:C[\u2011\-]\d{1,3}/\d{2}))")


SIG_RX = sig_rx(DEPARTMENTS)


# --------------------------------------------------------------------------- checks

class Report:
    def __init__(self, verbose):
        self.errors = 0
        self.warnings = 0
        self.verbose = verbose

    def err(self, where, msg):
        self.errors += 1
        print(f"ERROR {where}: {msg}")

    def warn(self, where, msg):
        self.warnings += 1
        print(f"warn  {where}: {msg}")

    def info(self, where, msg):
        if self.verbose:
            print(f"      {where}: {msg}")


def header_date(lib, lf):
    """devset2: the date a ruling gives itself ('Dnia 16 października 2014 r.' in its first lines); SAOS metadata
    (INDEX.tsv) sometimes carries another date (I C 391/12: 2014-11-03 in INDEX, 16 October 2014 in the judgment)."""
    try:
        m = re.search(r"[Dd]nia\s+(\d{1,2}\s+\w+\s+\d{4})", lib.text(lf)[:800])
    except OSError:
        return None
    return parse_date(m.group(1)) if m else None


def check_anchor(lib, rep, where, c):
    a = c.get("anchor") or {}
    lf = c.get("library_file")
    cat = c["category"]
    if not lf:
        return
    row = lib.index.get(lf)
    if row is None:
        rep.err(where, f"library_file not in INDEX: {lf}")
        return
    if "sygnatura" in a:
        files = lib.resolve(a["sygnatura"])
        if cat == "no_source":
            pass
        elif lf not in files and not any(os.path.splitext(f)[0] == os.path.splitext(lf)[0] for f in files):
            rep.err(where, f"signature {a['sygnatura']!r} does not resolve to {lf} (resolves to {files})")
    if "data" in a:
        d = parse_date(a["data"])
        if d is None:
            rep.err(where, f"cannot parse date {a['data']!r}")
        elif cat in ("anchor_wrong_date", "bare_citation_wrong_date"):
            if d == row["date"] or d == header_date(lib, lf):
                rep.err(where, f"date {a['data']} equals the library date {row['date']} but is meant to be wrong")
        elif d != row["date"] and d != header_date(lib, lf):
            rep.err(where, f"date {a['data']} ({d}) != library {row['date']}")
    if "strony" in a:
        mine = party_tokens(a["strony"])
        theirs = party_tokens(row.get("parties", ""))
        if not theirs:
            theirs = party_tokens(c.get("library_parties", ""))
        j = jaccard(mine, theirs)
        rep.info(where, f"parties jaccard={j} {sorted(mine)} vs {sorted(theirs)}")
        if cat == "anchor_wrong_parties":
            if j is None or j >= 0.30 or len(mine) < 2:
                rep.err(where, f"parties meant to be wrong but jaccard={j} tokens={mine}")
        elif j is not None and j < 0.5:
            rep.err(where, f"parties jaccard {j:.2f} < 0.5 ({mine} vs {theirs})")
    if "organ" in a and cat != "anchor_wrong_court":
        if not organ_match(a["organ"], row.get("court", "")):
            rep.err(where, f"organ {a['organ']!r} vs library court {row.get('court')!r}")
    if cat == "anchor_wrong_court":
        if organ_match(a.get("organ", ""), row.get("court", "")):
            rep.err(where, "court meant to be wrong but matches")


ORGAN_ABBR = {"sn": "sąd najwyższy", "tk": "trybunał konstytucyjny", "kio": "krajowa izba odwoławcza",
              "izba": "krajowa izba odwoławcza", "trybunał": "trybunał konstytucyjny",
              "sa": "sąd apelacyjny", "so": "sąd okręgowy", "sr": "sąd rejonowy"}


def organ_match(written, court):
    w = normalize(written)
    w = ORGAN_ABBR.get(w, w)
    for k, v in ORGAN_ABBR.items():
        w = re.sub(r"\b%s\b" % k, v, w)
    c = normalize(court)
    wt = [t[:3] for t in re.findall(r"\w+", w) if len(t) >= 2]
    ct = {t[:3] for t in re.findall(r"\w+", c) if len(t) >= 2}
    return bool(wt) and all(t in ct for t in wt)


def source_text_for(lib, c):
    """normalized text the quote must be checked in: the article for statutes."""
    lf = c["library_file"]
    if c.get("article"):
        t = article_text(lib, lf, c["article"])
        if t is None:
            raise KeyError(f"article {c['article']} not found in {lf}")
        return normalize(t)
    return lib.ntext(lf)


def anywhere(lib, seg, skip=()):
    hits = []
    for rel, nt in lib.all_normalized().items():
        if rel in skip:
            continue
        if seg in nt:
            hits.append(rel)
    return hits


# configure(): a quotation that runs over bullet items is searched with the markers between the items
# removed — for claims tagged quote_over_bullets, and for every quoted string of the memo scan (blind10)
UNBULLET = False


def unbullet(t):
    """A normalized text with the bullet markers between items (' - ', ' • ' after . ; , :) removed."""
    return re.sub(r"(?<=[.;,:]) [-•▪◦] ", " ", t)


def over_bullets(c):
    """Whether claim c's quotation is searched with unbullet (UNBULLET and the tag quote_over_bullets)."""
    return UNBULLET and "quote_over_bullets" in c.get("tags", [])


def check_claim(lib, rep, memo, c, memo_norm):
    where = f"{memo}/{c['id']}"
    cat = c["category"]
    exp = c["expected_status"]
    text = c.get("quote") if c.get("quote") is not None else c.get("claim_text")
    if text is None and cat not in ("bare_citation_ok", "bare_citation_wrong_date", "no_source",
                                    "procedural_fact_ok", "anchor_wrong_date", "anchor_wrong_parties",
                                    "anchor_wrong_court"):
        rep.err(where, "no quote/claim_text")
    # the claim text must stand in the memo
    if text is not None:
        if over_bullets(c):
            memo_norm = unbullet(memo_norm)
        for seg in segments(text) if c.get("quote") is not None else [normalize(text)]:
            if seg not in memo_norm:
                rep.err(where, f"text not found in memo: {seg[:80]!r}")
    for a_val in (c.get("anchor") or {}).values():
        if normalize(a_val) not in memo_norm:
            rep.err(where, f"anchor value not found in memo: {a_val!r}")
    check_anchor(lib, rep, where, c)

    lf = c.get("library_file")
    quote = c.get("quote")
    expected_by_cat = {
        "verbatim": "ZWERYFIKOWANY", "verbatim_gap": "ZWERYFIKOWANY", "normalization_only": "ZWERYFIKOWANY",
        "statute_verbatim": "ZWERYFIKOWANY", "pinpoint": "ZWERYFIKOWANY", "cosmetic": "ZMODYFIKOWANY",
        "material": "NIEZWERYFIKOWANY", "fabricated": "NIEZWERYFIKOWANY", "misattributed": "NIEZWERYFIKOWANY",
        "wrong_article": "NIEZWERYFIKOWANY", "no_source": "BRAK_ZRODLA", "anchor_wrong_date": "NIEZWERYFIKOWANY",
        "anchor_wrong_parties": "NIEZWERYFIKOWANY", "anchor_wrong_court": "WYMAGA_OSADU",
        "paraphrase_supported": "WYMAGA_OSADU", "paraphrase_unsupported": "NIEZWERYFIKOWANY",
        "paraphrase_inverted": "WYMAGA_OSADU",
        "kalibracja": "KALIBRACJA", "bare_citation_ok": "ZWERYFIKOWANY", "procedural_fact_ok": "ZWERYFIKOWANY",
        "bare_citation_wrong_date": "NIEZWERYFIKOWANY", "source_artefact": "ZMODYFIKOWANY",
        "page_artefact": "ZWERYFIKOWANY", "procedural_fact_wrong": "NIEZWERYFIKOWANY",
    }
    if cat not in expected_by_cat:
        rep.err(where, f"unknown category {cat}")
        return
    if expected_by_cat[cat] != exp:
        rep.err(where, f"category {cat} implies {expected_by_cat[cat]}, truth says {exp}")
    if bool(c.get("material_change")) != (cat == "material"):
        rep.err(where, "material_change flag inconsistent with category")

    if cat in ("verbatim", "verbatim_gap", "normalization_only", "statute_verbatim", "pinpoint",
               "anchor_wrong_date", "anchor_wrong_parties", "anchor_wrong_court") and quote:
        src = source_text_for(lib, c)
        segs = segments(quote)
        if cat == "verbatim_gap" and len(segs) < 2:
            rep.err(where, "gap quote without a gap")
        spans = find_in_order(segs, src)
        if spans is None:
            for s in segs:
                if s not in src:
                    r = approx_find(s, src)
                    rep.err(where, f"segment not verbatim in {lf}{' art. ' + c['article'] if c.get('article') else ''}: {s[:90]!r} (best {r[0]:.3f}: {src[r[1]:r[2]][:90]!r})")
        else:
            if len(spans) > 1:
                gaps = [spans[i + 1][0] - spans[i][1] for i in range(len(spans) - 1)]
                rep.info(where, f"gap lengths {gaps}")
                if max(gaps) > 2500:
                    rep.warn(where, f"very long gap {max(gaps)} chars")
            if cat == "normalization_only":
                raw_src = lib.text(lf) if not c.get("article") else article_text(lib, lf, c["article"])
                plain = re.sub(r"\s+", " ", raw_src)
                if all(p.strip() in plain for p in GAP_RX.split(quote) if p.strip()):
                    rep.err(where, "normalization_only quote is verbatim even without normalization")
    elif cat == "page_artefact":
        src = source_text_for(lib, c)
        segs = segments(quote)
        if find_in_order(segs, src) is not None:
            rep.err(where, "page_artefact quote is verbatim even with page numbers in the text")
        cleaned = re.sub(r"\n\s*\d{1,3}\s*\n", "\n", lib.text(lf))
        if find_in_order(segs, normalize(cleaned)) is None:
            rep.err(where, "page_artefact quote not verbatim after removing page-number lines")
    elif cat in ("cosmetic", "source_artefact"):
        src = source_text_for(lib, c)
        segs = segments(quote)
        if find_in_order(segs, src) is not None:
            rep.err(where, f"{cat} quote is verbatim after normalization (should differ)")
        worst = 0
        for s in segs:
            r, i, j = approx_find(s, src)
            worst = max(worst, r)
            d = word_diff(src[i:j], s)
            rep.info(where, f"approx {r:.3f} diff={d}")
            if r > 0.15:
                rep.err(where, f"cosmetic segment too far ({r:.3f}) from the source: {s[:80]!r}")
            if is_material(d):
                rep.err(where, f"cosmetic change touches a material word: {d}")
        c["_edit_ratio"] = round(worst, 4)
    elif cat == "material":
        src = source_text_for(lib, c)
        segs = segments(quote)
        if find_in_order(segs, src) is not None:
            # a gap that hides a word is checked separately (tag gap_hides_negation)
            if "gap_hides_negation" not in c.get("tags", []):
                rep.err(where, "material quote is verbatim in the source")
            else:
                full = normalize(GAP_RX.sub(" ", quote))
                spans = find_in_order(segs, src)
                hidden = src[spans[0][1]:spans[-1][0]] if len(spans) > 1 else ""
                rep.info(where, f"gap hides: {hidden!r}")
                if not re.search(r"\bnie\b", hidden) or len(hidden) > 40:
                    rep.err(where, f"gap does not hide a short negation: {hidden!r}")
        else:
            hits = anywhere(lib, normalize(GAP_RX.sub(" ", quote)))
            if hits:
                rep.err(where, f"altered quote exists verbatim in {hits}")
            worst = 0
            mat = False
            for s in segs:
                r, i, j = approx_find(s, src)
                worst = max(worst, r)
                d = word_diff(src[i:j], s)
                rep.info(where, f"approx {r:.3f} diff={d}")
                if r > 0.15:
                    rep.err(where, f"material alteration is not near-verbatim ({r:.3f}) — it would not test the cosmetic/material boundary")
                if is_material(d):
                    mat = True
            # blind13: a claim tagged with one of MATERIAL_TAGS (a swapped party role, an opposite term) is material without a listed word
            if not mat and not (MATERIAL_TAGS & set(c.get("tags", []))):
                rep.err(where, "no material word in the diff")
            c["_edit_ratio"] = round(worst, 4)
    elif cat == "fabricated":
        src = source_text_for(lib, c)
        nq = normalize(GAP_RX.sub(" ", quote))
        hits = anywhere(lib, nq)
        if hits:
            rep.err(where, f"fabricated quote exists in {hits}")
        for s in segments(quote):
            r, i, j = approx_find(s, src)
            if r <= 0.30:
                rep.err(where, f"fabricated segment too close to the source ({r:.3f}): {src[i:j][:80]!r}")
            for rel, nt in lib.all_normalized().items():
                if rel == lf:
                    continue
                if s[:40] in nt:
                    r2, _, _ = approx_find(s, nt)
                    if r2 <= 0.15:
                        rep.err(where, f"fabricated segment near-verbatim in {rel} ({r2:.3f})")
        ex, st = coverage(quote, src)
        c["_coverage"] = [round(ex, 3), round(st, 3)]
        rep.info(where, f"fabricated: coverage exact={ex:.2f} stem={st:.2f}")
        if ex >= 0.7 or st >= 0.7:
            rep.err(where, f"fabricated quote has coverage {ex:.2f}/{st:.2f} >= 0.7 (would be KALIBRACJA)")
    elif cat == "kalibracja":
        src = source_text_for(lib, c)
        for s in segments(quote):
            r, i, j = approx_find(s, src)
            if r <= 0.15:
                rep.err(where, f"kalibracja quote is near-verbatim ({r:.3f})")
        if anywhere(lib, normalize(GAP_RX.sub(" ", quote))):
            rep.err(where, "kalibracja quote exists verbatim somewhere")
        ex, st = coverage(quote, src)
        c["_coverage"] = [round(ex, 3), round(st, 3)]
        rep.info(where, f"kalibracja: coverage exact={ex:.2f} stem={st:.2f}")
        if ex < 0.8:
            rep.err(where, f"kalibracja coverage {ex:.2f} < 0.8")
    elif cat == "misattributed":
        src = source_text_for(lib, c)
        segs = segments(quote)
        if find_in_order(segs, src) is not None:
            rep.err(where, "misattributed quote IS in the cited source")
        ri = c.get("really_in")
        if not ri:
            rep.err(where, "misattributed without really_in")
        else:
            rsrc = lib.ntext(ri) if not c.get("really_in_article") else normalize(article_text(lib, ri, c["really_in_article"]))
            if find_in_order(segs, rsrc) is None:
                rep.err(where, f"misattributed quote not found in really_in {ri}")
        for s in segs:
            r, _, _ = approx_find(s, src)
            if r <= 0.15:
                rep.err(where, f"misattributed segment near-verbatim in the cited source ({r:.3f})")
    elif cat == "wrong_article":
        src = source_text_for(lib, c)
        segs = segments(quote)
        if find_in_order(segs, src) is not None:
            rep.err(where, "wrong_article quote IS in the cited article")
        ra = c.get("really_in_article")
        if not ra:
            rep.err(where, "wrong_article without really_in_article")
        else:
            at = article_text(lib, c.get("really_in") or lf, ra)
            if at is None or find_in_order(segs, normalize(at)) is None:
                rep.err(where, f"quote not in art. {ra}")
    elif cat == "no_source":
        sig = (c.get("anchor") or {}).get("sygnatura")
        if not sig:
            rep.err(where, "no_source claim without sygnatura")
        elif lib.resolve(sig):
            rep.err(where, f"signature {sig} resolves to {lib.resolve(sig)}")
        if lf:
            rep.err(where, "no_source claim has a library_file")
        if quote and c.get("quote_really_in"):
            if find_in_order(segments(quote), lib.ntext(c["quote_really_in"])) is None:
                rep.err(where, f"quote not found in quote_really_in {c['quote_really_in']}")
    elif cat in ("paraphrase_supported", "paraphrase_unsupported", "paraphrase_inverted"):
        src = lib.ntext(lf)
        ex, st = coverage(text, src)
        c["_coverage"] = [round(ex, 3), round(st, 3)]
        rep.info(where, f"coverage exact={ex:.2f} stem={st:.2f} terms={content_terms(text)}")
        if cat in ("paraphrase_supported", "paraphrase_inverted") and ex < 0.8:
            rep.err(where, f"supported paraphrase coverage {ex:.2f} < 0.8")
        if cat == "paraphrase_unsupported" and (ex >= 0.5 or st >= 0.6):
            rep.err(where, f"unsupported paraphrase coverage {ex:.2f}/{st:.2f} too high")
    elif cat in ("bare_citation_ok", "procedural_fact_ok", "bare_citation_wrong_date", "procedural_fact_wrong"):
        if not ((c.get("anchor") or {}).get("sygnatura") or (c.get("anchor_resolved") or {}).get("sygnatura")):
            rep.err(where, "citation without sygnatura")


def scan_memo(lib, rep, memo, md, truth):
    """Every „…” string is a claim quote (or inside one) or a declared not-claim;
    every signature in the memo belongs to some claim's anchor."""
    claim_texts = [normalize(c.get("quote") or "") for c in truth["claims"]]
    claim_texts_all = " ¦ ".join(claim_texts)
    nots = [normalize(x) for x in truth.get("not_claims", [])]
    for q in memo_quoted_strings(md):
        nq = unbullet(normalize(q)) if UNBULLET else normalize(q)
        if not nq:
            continue
        if nq in nots:
            continue
        if any(nq == ct or nq in ct for ct in claim_texts if ct):
            continue
        # quoted string inside a claim's text (nested) or a claim quote spanning it
        if any(ct and ct in nq for ct in claim_texts):
            continue
        rep.err(f"{memo}/scan", f"quoted string not accounted for: {q[:80]!r}")
    for nc in truth.get("not_claims", []):
        if not any(normalize(o + nc + c) in normalize(md_to_plain(md)) for o, c in (("„", "”"), ("»", "«"), ("«", "»"), ('"', '"'))):
            rep.err(f"{memo}/scan", f"not_claim not found quoted in memo: {nc!r}")
    anchors = [canon_sig((c.get("anchor") or {}).get("sygnatura", "")) for c in truth["claims"]]
    for m in SIG_RX.finditer(md):
        s = canon_sig(m.group(1))
        if s not in anchors:
            ctx = md[max(0, m.start() - 60): m.end() + 20].replace("\n", " ")
            rep.warn(f"{memo}/scan", f"signature {m.group(1)!r} not an anchor of any claim: …{ctx}…")


def strip_pdf_footnotes(raw, md):
    """Remove the footnote blocks ('N' line + footnote text lines) and form feeds from
    pdftotext -raw output, using the footnote texts of the Markdown source."""
    fns = {}
    for num, fn in re.findall(r"(?m)^\[\^(\d+)\]:\s*(.+)$", md):
        fns[num] = normalize(re.sub(r"[*_]", "", fn))
    lines = raw.replace("\f", "\n").split("\n")
    out = []
    i = 0
    while i < len(lines):
        key = lines[i].strip()
        if key in fns:
            target = fns[key]
            acc = ""
            j = i + 1
            while j < len(lines) and len(normalize(acc)) < len(target):
                acc += "\n" + lines[j]
                j += 1
            if normalize(acc) == target:
                i = j
                continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def md_to_plain(md):
    md = md.replace("\\\n", "\n")
    md = re.sub(r"(?m)^#+\s+", "", md)
    md = re.sub(r"(?m)^\s*[-*]\s+", "", md)
    md = re.sub(r"(?m)^>\s?", "", md)
    md = md.replace("**", "")
    return md


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--memos", default=os.path.join(HERE, "memos"))
    ap.add_argument("--no-artifacts", action="store_true", help="skip DOCX/PDF checks")
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--only")
    args = ap.parse_args()
    rep = Report(args.v)
    bad = self_test(PEER_NORM)
    if bad:
        rep.err("normalizer", f"{bad} peer cases fail")
    lib = Library()
    stats = {}
    outcomes = {}
    for tp in sorted(glob.glob(os.path.join(args.memos, "memo_*.truth.json"))):
        truth = json.load(open(tp, encoding="utf-8"))
        memo = truth["memo"]
        if args.only and memo != args.only:
            continue
        md = open(os.path.join(HERE, "work", "build", memo + ".plain.md"), encoding="utf-8").read()
        furn = json.load(open(os.path.join(HERE, "work", "build", memo + ".furniture.json")))["furniture"]
        md_plain = md_to_plain(md)
        memo_norm = normalize(md_plain)
        ids = [c["id"] for c in truth["claims"]]
        if len(ids) != len(set(ids)):
            rep.err(memo, "duplicate claim ids")
        for c in truth["claims"]:
            try:
                check_claim(lib, rep, memo, c, memo_norm)
            except Exception as e:  # noqa: BLE001
                rep.err(f"{memo}/{c.get('id')}", f"exception {e!r}")
            stats[c["category"]] = stats.get(c["category"], 0) + 1
        blocking = [c["id"] for c in truth["claims"] if c["expected_status"] in ("NIEZWERYFIKOWANY", "BRAK_ZRODLA")]
        want = "blocked" if blocking else "pass"
        if truth["outcome"] != want:
            rep.err(memo, f"outcome {truth['outcome']} but blocking claims {blocking}")
        outcomes[memo] = truth["outcome"]
        scan_memo(lib, rep, memo, md, truth)
        if not args.no_artifacts:
            present = 0
            for ext, getter in ((".docx", docx_text), (".odt", odt_text), (".pdf", pdf_text), (".txt", file_text), (".md", file_text)):
                p = os.path.join(args.memos, memo + ext)
                if not os.path.exists(p):
                    continue
                present += 1
                raw = getter(p)
                t0 = normalize(raw)
                t = t0
                if ext == ".pdf":
                    # footnote text sits between the pages' body text; cut it out (line-wise,
                    # before normalization) so that a quotation running over a page break -
                    # even one hyphenated across it - can be found again
                    t = normalize(strip_pdf_furniture(strip_pdf_footnotes(raw, md), furn))
                for c in truth["claims"]:
                    q = c.get("quote") if c.get("quote") is not None else c.get("claim_text")
                    if q is None:
                        continue
                    tt, tt0 = (unbullet(t), unbullet(t0)) if over_bullets(c) else (t, t0)
                    for seg in segments(q) if c.get("quote") is not None else [normalize(q)]:
                        if seg not in tt and seg not in tt0:
                            if ext == ".pdf" and seg.replace("-", "") in t.replace("-", "") and "memo_pdf_compound_hyphen" in c.get("tags", []):
                                rep.info(f"{memo}{ext}/{c['id']}", "compound hyphen at a PDF line end (joined by normalization)")
                                continue
                            rep.err(f"{memo}{ext}/{c['id']}", f"claim text not found in extracted {ext}: {seg[:70]!r}")
                for nc in truth.get("not_claims", []):
                    if normalize(nc) not in t0:
                        rep.err(f"{memo}{ext}", f"not_claim not in extracted text: {nc!r}")
            if not present:
                rep.err(memo, "no memo file")
    print()
    print("claims per category:", json.dumps(dict(sorted(stats.items())), ensure_ascii=False))
    print("outcomes:", json.dumps(outcomes))
    print(f"{rep.errors} errors, {rep.warnings} warnings")
    return 1 if rep.errors else 0


def configure(set_dir, material_words=(), party_role_material=False, nie_prefix_material=False, departments=(),
              organ_abbr=None, unbullet_quotes=False, material_tags=()):
    """Point this module at a set's folder, with the rules the set adds to devset2's: more words whose change
    is material, a swapped party role or a word negated by its „nie” prefix counted as material, more
    repertory letters (APa, Pa, …) in the signatures a memo is scanned for, more abbreviations of a court's
    name (organ_abbr, e.g. {"wawa": "warszawie"}), quotations over bullet items (unbullet_quotes, at UNBULLET),
    tags that make a material claim material without a listed word (material_tags, at MATERIAL_TAGS)."""
    global HERE, PARTY_ROLE_MATERIAL, NIE_PREFIX_MATERIAL, SIG_RX, UNBULLET, MATERIAL_TAGS
    HERE = os.path.abspath(set_dir)
    MATERIAL_WORDS.update(material_words)
    ORGAN_ABBR.update(organ_abbr or {})
    UNBULLET = unbullet_quotes
    MATERIAL_TAGS = frozenset(material_tags)
    PARTY_ROLE_MATERIAL, NIE_PREFIX_MATERIAL = party_role_material, nie_prefix_material
    if departments:
        SIG_RX = sig_rx(DEPARTMENTS + "|" + "|".join(departments))
