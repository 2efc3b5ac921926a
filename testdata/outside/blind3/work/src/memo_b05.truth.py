import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "long"
CLEAN = os.path.basename(__file__).startswith("memo_b05c")
NAME = "memo_b05c" if CLEAN else "memo_b05"
S146 = {"sygnatura": "I C 146/13", "data": "25 listopada 2014 r.", "organ": "SO w Lublinie"}
R146 = {"sygnatura": "I C 146/13", "data": "2014-11-25", "organ": "Sąd Okręgowy w Lublinie"}
S71 = {"sygnatura": "II Ca 71/13", "data": "6 marca 2013 r.", "organ": "SO w Białymstoku"}
R71 = {"sygnatura": "II Ca 71/13", "data": "2013-03-06", "organ": "Sąd Okręgowy w Białymstoku"}
S1403 = {"sygnatura": "I ACa 1403/12", "data": "8 lutego 2013 r.", "organ": "SA we Wrocławiu"}
R1403 = {"sygnatura": "I ACa 1403/12", "data": "2013-02-08", "organ": "Sąd Apelacyjny we Wrocławiu"}
Q_AUT = ("Z reguły fakt śmierci najbliższego członka rodziny będzie automatycznie powodował powstanie krzywdy." if CLEAN else
         "Z reguły fakt śmierci najbliższego członka rodziny nie będzie automatycznie powodował powstania krzywdy.")
Q_ODSZ = "Odszkodowanie obejmuje szeroko pojęte szkody majątkowe, często nieuchwytne lub trudne do obliczenia, prowadzące do znacznego pogorszenia sytuacji życiowej osoby najbliższej."
Q_30 = "Wynosi on 30 dni od dnia złożenia przez poszkodowanego zawiadomienia o szkodzie." if CLEAN else "Wynosi on 14 dni od dnia złożenia przez poszkodowanego zawiadomienia o szkodzie."

claims = [
    claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 441 § 1 k.c. verbatim", KC,
          quote="Jeżeli kilka osób ponosi odpowiedzialność za szkodę wyrządzoną czynem niedozwolonym, ich odpowiedzialność jest solidarna.",
          anchor={"przepis": "art. 441 § 1 k.c."}, article="441"),
    claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 5 zd. 1 k.c. verbatim (begins with the source's own 'Nie można')", KC,
          quote="Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa lub z zasadami współżycia społecznego.",
          anchor={"przepis": "art. 5 k.c."}, article="5", tags=["source_negation_kept"]),
    claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W orzecznictwie wskazuje się' + footnote 1 = I C 146/13; verbatim", C146,
          quote="Więź między rodzicem a dzieckiem jest jedną z najmocniejszych, a jej przerwanie jedną z największych krzywd i cierpień psychicznych.",
          anchor=S146, tags=["anchor_in_footnote", "signature_only_in_footnote"]),
    claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 2 'Tamże.' = I C 146/13; verbatim (with the source's odd comma)", C146,
          quote="Jako najważniejszy czynnik, rzutujący w dużej mierze na pozostałe czynniki, należy uznać faktyczną bliskość relacji pomiędzy zmarłym, a osobami pokrzywdzonymi.",
          anchor={"odeslanie": "Tamże"}, anchor_resolved=R146, tags=["tamze", "anchor_in_footnote"]),
    (claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 3 'Tamże.' = I C 146/13; verbatim", C146,
           quote=Q_AUT, anchor={"odeslanie": "Tamże"}, anchor_resolved=R146, tags=["tamze", "anchor_in_footnote"]) if CLEAN else
     claim("C05", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "footnote 3 'Tamże.' = I C 146/13, which says the death 'będzie automatycznie powodował powstanie krzywdy'; the opinion adds 'nie' — negation added, meaning inverted", C146,
           quote=Q_AUT, anchor={"odeslanie": "Tamże"}, anchor_resolved=R146, material_change=True, tags=["tamze", "anchor_in_footnote", "negation_added"])),
    claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "court named in the sentence, signature in footnote 4; verbatim in II Ca 71/13", C71,
          quote="Szczególna więź rodzinna istniejąca w prawidłowo funkcjonującej rodzinie zasługuje na status dobra osobistego, podlegającego ochronie prawnej.",
          anchor=S71, tags=["anchor_in_footnote"]),
    claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W powołanym wyżej wyroku Sąd ten dodał' (no footnote) = II Ca 71/13; verbatim", C71,
          quote="Osoba dochodząca roszczenia na takiej podstawie powinna wykazać istnienie tego rodzaju więzi, której zerwanie powoduje ból, cierpienie i rodzi poczucie krzywdy.",
          anchor={"odeslanie": "W powołanym wyżej wyroku"}, anchor_resolved=R71, tags=["backreference_without_note"]),
    claim("C08", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "paraphrase of I C 146/13's reasons (court named, no signature in the sentence); supported", C146,
          claim_text="zmarły nie mieszkał z rodzicami i nie prowadził wspólnie z nimi gospodarstwa domowego, był dorosły i wiódł samodzielne życie",
          anchor={"organ": "Sąd Okręgowy w Lublinie"}, anchor_resolved=R146, also_acceptable=["ZWERYFIKOWANY"], tags=["court_named_without_signature"]),
    claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 5 'Wyrok SO w Lublinie, I C 146/13, op. cit.'; verbatim", C146,
          quote="Przyznanie zadośćuczynienia jest niezależne od odszkodowania przewidzianego w art. 446 § 3 k.c., a związanego ze znacznym pogorszeniem sytuacji życiowej osoby bliskiej dla pokrzywdzonego.",
          anchor={"sygnatura": "I C 146/13", "organ": "SO w Lublinie", "odeslanie": "op. cit."}, anchor_resolved=R146, tags=["op_cit", "anchor_in_footnote", "articles_inside_quote"]),
    claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 6 'Tamże.' (after an op. cit.) = I C 146/13; verbatim, the source's own 'nie tylko …, lecz także'", C146,
          quote="Przy czym pogorszenie sytuacji życiowej polega nie tylko na pogorszeniu obecnej sytuacji materialnej, lecz także na utracie realnej możliwości polepszenia warunków życia.",
          anchor={"odeslanie": "Tamże"}, anchor_resolved=R146, tags=["tamze", "tamze_after_op_cit", "anchor_in_footnote"]),
    (claim("C12", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "court in the sentence, footnote 7 = I C 146/13; verbatim", C146,
           quote=Q_ODSZ, anchor=S146, tags=["anchor_in_footnote"]) if CLEAN else
     claim("C12", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "attributed to SA we Wrocławiu, I ACa 1403/12 (sentence + footnote 7); the sentence is I C 146/13 (SO Lublin)", C1403,
           quote=Q_ODSZ, anchor=S1403, really_in=C146, misattributed_to="I ACa 1403/12", tags=["anchor_in_footnote"])),
    claim("C13", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 8 = I ACa 1403/12; verbatim (a statute title inside the quotation)", C1403,
          quote="Wymagalność świadczeń przysługujących poszkodowanemu określona jest w art. 817 § 1 k.c. oraz art. 14 ustawy z 22.05.2003 r. o ubezpieczeniach obowiązkowych, Ubezpieczeniowym Funduszu Gwarancyjnym i Polskim Biurze Ubezpieczycieli Komunikacyjnych.",
          anchor=S1403, tags=["anchor_in_footnote", "articles_inside_quote"]),
    (claim("C14", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 9 'Tamże.' = I ACa 1403/12; verbatim (30 dni)", C1403,
           quote=Q_30, anchor={"odeslanie": "Tamże"}, anchor_resolved=R1403, tags=["tamze", "anchor_in_footnote"]) if CLEAN else
     claim("C14", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "footnote 9 'Tamże.' = I ACa 1403/12, which says 30 dni; the opinion writes 14 dni — time limit changed", C1403,
           quote=Q_30, anchor={"odeslanie": "Tamże"}, anchor_resolved=R1403, material_change=True, tags=["tamze", "anchor_in_footnote", "number_changed", "time_limit"])),
    claim("C15", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "footnote 10 'Tamże.' = I ACa 1403/12; '[…]' hides only 'także' — harmless", C1403,
          quote="Niewątpliwie strona pozwana nie kwestionowała swojej odpowiedzialności, […] okoliczności sprawy dawały możliwość wypłaty poszkodowanemu powodowi odszkodowania we wskazanym w ustawie terminie.",
          anchor={"odeslanie": "Tamże"}, anchor_resolved=R1403, tags=["tamze", "anchor_in_footnote", "gap"]),
]
if not CLEAN:
    claims.insert(8, claim("C09", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "III CZP 93/12 (SN) is cited inside I C 146/13 but is not in the library; the quoted words are I C 146/13's own (quote_really_in)", None,
                           quote="Takie wyłączenie musiałoby być wyraźne",
                           anchor={"sygnatura": "III CZP 93/12", "data": "20 grudnia 2012 r.", "organ": "Sąd Najwyższy"}, quote_really_in=C146,
                           also_acceptable=["NIEZWERYFIKOWANY"], tags=["signature_not_in_library", "cited_inside_library_ruling"]))

TRUTH = {
    "memo": NAME,
    "outcome": "pass" if CLEAN else "blocked",
    "not_claims": ["Ubezpieczyciel", "Zleceniodawcy", "brak zapięcia pasów bezpieczeństwa stanowi przyczynienie się poszkodowanego w 50 %"],
    "claims": claims,
}
