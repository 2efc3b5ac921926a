import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "html"
CLEAN = os.path.basename(__file__).startswith("memo_b06c")
NAME = "memo_b06c" if CLEAN else "memo_b06"
T763 = {"sygnatura": "II Ca 763/14", "data": "21.10.2014"}
S763 = {"sygnatura": "II Ca 763/14", "data": "21 października 2014 r.", "organ": "SO w Poznaniu"}
R763 = {"sygnatura": "II Ca 763/14", "data": "2014-10-21", "organ": "Sąd Okręgowy w Poznaniu"}
T541 = {"sygnatura": "I C 541/13", "data": "05.12.2014"}
S541 = {"sygnatura": "I C 541/13", "data": "5 grudnia 2014 r.", "organ": "SR w Nysie"}
Q828 = ("Nie przechodzą na ubezpieczyciela roszczenia ubezpieczającego przeciwko osobom, z którymi ubezpieczający pozostaje we wspólnym gospodarstwie domowym, chyba że sprawca wyrządził szkodę umyślnie." if CLEAN else
        "Nie przechodzą na ubezpieczyciela roszczenia ubezpieczającego przeciwko osobom, z którymi ubezpieczający pozostaje we wspólnym gospodarstwie domowym, chyba że sprawca wyrządził szkodę nieumyślnie.")
Q382 = ("Sąd Okręgowy tylko w części podziela ustalenia faktyczne i ocenę prawną Sądu Rejonowego i przyjmuje za własne (art. 382 k.p.c.)." if CLEAN else
        "Sąd Okręgowy w całości podziela ustalenia faktyczne i ocenę prawną Sądu Rejonowego i przyjmuje za własne (art. 382 k.p.c.).")
QROZ = "Prawdopodobne jest bowiem, że powód zgłaszając następnego dnia szkodę mógł być rozkojarzony, zwłaszcza, że nie przespał nocy oraz odczuwał dolegliwości bólowe po wypadku."

claims = [
    claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 828 § 1 zd. 1 k.c. verbatim, article named before a colon", KC,
          quote="Jeżeli nie umówiono się inaczej, z dniem zapłaty odszkodowania przez ubezpieczyciela roszczenie ubezpieczającego przeciwko osobie trzeciej odpowiedzialnej za szkodę przechodzi z mocy prawa na ubezpieczyciela do wysokości zapłaconego odszkodowania.",
          anchor={"przepis": "art. 828 § 1 zd. 1 k.c."}, article="828"),
    (claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 828 § 2 k.c. verbatim (whole paragraph, the source's own 'Nie przechodzą')", KC,
           quote=Q828, anchor={"przepis": "art. 828 § 2 k.c."}, article="828", tags=["source_negation_kept"]) if CLEAN else
     claim("C02", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 828 § 2 k.c. ends 'chyba że sprawca wyrządził szkodę umyślnie'; the note writes 'nieumyślnie' — the exception inverted (negation added by prefix)", KC,
           quote=Q828, anchor={"przepis": "art. 828 § 2 k.c."}, article="828", material_change=True, tags=["negation_added", "prefix_negation"])),
    claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "3-column table (signature | date | thesis); verbatim in II Ca 763/14 (the SR's view reported there)", C763,
          quote="Opinia świadka nie może być przesłanką odpowiedzialności cywilnej, co będzie wiązało się z koniecznością zwrotu wypłaconego odszkodowania ubezpieczycielowi.",
          anchor=T763, tags=["table_row", "date_in_own_column"]),
    claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row; verbatim in II Ca 763/14 including the source's own typo 'ze' for 'że' (twice) — faithful, not a change", C763,
          quote="Wynika z nich, ze pozwany zdawał sobie sprawę, ze potrącił rowerzystę i że w tym stanie świadomości odjechał z miejsca zdarzenia.",
          anchor=T763, tags=["table_row", "source_typo_kept"]),
    claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row; verbatim in I C 541/13 (en dash in the source)", C541,
          quote="Poszkodowany może się zatem domagać albo przywrócenia stanu poprzedniego – restytucja bądź zapłaty odpowiedniej sumy pieniężnej.",
          anchor=T541, tags=["table_row"]),
    (claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row; verbatim in I C 541/13", C541,
           quote="Natomiast składnik subiektywny wyraża się w uznaniu za zawinione zachowań rozmyślnie wyrządzających szkodę oraz niedbalstwa.",
           anchor=T541, tags=["table_row"]) if CLEAN else
     claim("C07", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "table row; verbatim in I C 541/13, but the date column says 05.11.2014 (the judgment is of 05.12.2014, as the row above says)", C541,
           quote="Natomiast składnik subiektywny wyraża się w uznaniu za zawinione zachowań rozmyślnie wyrządzających szkodę oraz niedbalstwa.",
           anchor={"sygnatura": "I C 541/13", "data": "05.11.2014"}, tags=["table_row", "wrong_date", "date_in_own_column"])),
    claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote link [1] = II Ca 763/14; verbatim, with nested „…” inside „…”", C763,
          quote="Ustawa Prawo o wykroczeniach nie posługuje się pojęciem „zbiegnięcia z miejsca zdarzenia”, jako podstawy zaostrzenia odpowiedzialności sprawcy, jak czyni to ustawa Prawo karne.",
          anchor=S763, tags=["html_footnote_link", "nested_quotes"]),
    (claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote [2] 'Tamże.' = II Ca 763/14; verbatim", C763,
           quote=Q382, anchor={"odeslanie": "Tamże"}, anchor_resolved=R763, tags=["tamze", "html_footnote_link", "articles_inside_quote"]) if CLEAN else
     claim("C09", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "footnote [2] 'Tamże.' = II Ca 763/14, which shares the SR's findings 'tylko w części'; the note writes 'w całości' — scope reversed", C763,
           quote=Q382, anchor={"odeslanie": "Tamże"}, anchor_resolved=R763, material_change=True, tags=["tamze", "html_footnote_link", "scope_changed"])),
    claim("C10", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: II Ca 763/14 changed the judgment of SR Gniezno ('zmienia zaskarżony wyrok')", C763,
          claim_text="W sprawie II Ca 763/14 Sąd Okręgowy w Poznaniu zmienił zaskarżony wyrok Sądu Rejonowego w Gnieźnie.",
          anchor={"sygnatura": "II Ca 763/14", "organ": "Sąd Okręgowy w Poznaniu"}),
    (claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "court in the sentence + footnote [3] = I C 541/13; verbatim", C541,
           quote=QROZ, anchor=S541, tags=["html_footnote_link"]) if CLEAN else
     claim("C11", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "sentence and footnote [3] attribute it to SO Poznań, II Ca 763/14; the sentence is I C 541/13 (SR Nysa)", C763,
           quote=QROZ, anchor=S763, really_in=C541, misattributed_to="II Ca 763/14", tags=["html_footnote_link"])),
    claim("C12", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "bullet 'SR w Nysie (I C 541/13): „…”' followed by the author's own to-do after a dash; verbatim", C541,
          quote="Ponadto auto nosiło ślady wcześniejszej kolizji, następnie naprawionej, co stwierdził rzeczoznawca strony pozwanej.",
          anchor={"sygnatura": "I C 541/13", "organ": "SR w Nysie"}, tags=["bullet", "signature_in_parentheses_before"]),
]
if not CLEAN:
    claims.insert(5, claim("C06", "cytat_doslowny", "fabricated", "NIEZWERYFIKOWANY", "table row with a real signature (I C 541/13) and an invented thesis found in no source", C541,
                           quote="Roszczenie zwrotne gaśnie definitywnie, gdy zakład ubezpieczeń zwlekał z pozwem dłużej niż kwartał.",
                           anchor=T541, tags=["table_row", "invented_thesis"]))
if CLEAN:
    claims[-2]["anchor"] = {"sygnatura": "I C 541/13", "data": "5 grudnia 2014 r.", "organ": "Sąd Rejonowy w Nysie"}
TRUTH = {
    "memo": NAME,
    "outcome": "pass" if CLEAN else "blocked",
    "not_claims": ["zakład ubezpieczeń może dochodzić zwrotu wypłaconego świadczenia, jeżeli kierujący zbiegł z miejsca zdarzenia"],
    "claims": claims,
}
