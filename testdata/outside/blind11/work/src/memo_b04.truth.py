import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
OPTS = {"notes": "footnote", "font": "Liberation Serif", "size": 12, "qsize": 10.5, "hyphenate": True, "lh": "135%"}
HEADER = ["Sadowska Żurek Kancelaria Adwokacka sp.p. · Koszalin"]
FOOTER = ["Opinia wewnętrzna – nie przekazywać poza Kancelarię · s. {page}/{pages}"]
SPZ = {"sygnatura": "V Pz 20/13", "data": "5 sierpnia 2013 r.", "organ": "Sąd Okręgowy w Słupsku"}

BLOCKS = [
    ("r", "Koszalin, 27 listopada 2026 r."),
    ("t", "OPINIA WEWNĘTRZNA\nw przedmiocie dopuszczalności skargi o wznowienie postępowania (sprawa Przystań Hotele sp. z o.o.)"),
    ("l", "**Dla:** adw. Olga Sadowska\n**Od:** r. pr. Marek Żurek\n**Nr sprawy wewn.:** 114/2026/PR"),
    ("h", "1. Pytanie"),
    ("p", "Klient – spółka prowadząca hotele na wybrzeżu – przegrał w 2025 r. prawomocnie sprawę z powództwa byłego pracownika o wynagrodzenie za godziny nadliczbowe. Po uprawomocnieniu się wyroku zarząd znalazł w archiwum ewidencję czasu pracy z lat 2022–2023, która miała przesądzać, że nadgodzin nie było, a dodatkowo powołuje się na niedawny wyrok Trybunału Konstytucyjnego dotyczący przepisów o czasie pracy. Pytanie brzmi, czy skarga o wznowienie postępowania ma szanse i w jakim terminie należy ją wnieść."),
    ("h", "2. Podstawy wznowienia w ogólności"),
    ("p", "Kodeks postępowania cywilnego zna dwie grupy podstaw wznowienia: przyczyny nieważności (art. 401 k.p.c.) i przyczyny restytucyjne (art. 403 k.p.c.), a obok nich podstawę z art. 401¹ k.p.c. Nieważność wchodzi w grę między innymi, „jeżeli strona nie miała zdolności sądowej lub procesowej albo nie była należycie reprezentowana” (art. 401 pkt 2 k.p.c.), czego w sprawie klienta nikt nie twierdzi: spółka była reprezentowana przez zawodowego pełnomocnika od pierwszego pisma."),
    ("p", "Dla klienta znaczenie ma podstawa restytucyjna. Artykuł 403 § 2 k.p.c. stanowi:"),
    ("bq", "Można również żądać wznowienia w razie późniejszego wykrycia prawomocnego wyroku, dotyczącego tego samego stosunku prawnego, albo wykrycia takich okoliczności faktycznych lub środków dowodowych, które mogłyby mieć wpływ na wynik sprawy, a z których strona nie mogła skorzystać w poprzednim postępowaniu."),
    ("p", "Kluczowe są tu słowa o środkach dowodowych, z których strona nie mogła skorzystać. Ewidencja czasu pracy była w posiadaniu klienta przez cały czas trwania procesu; to, że nikt jej nie szukał, nie oznacza, że nie można było z niej skorzystać. Przesłankę tę ocenia się obiektywnie, a zaniedbanie strony w poprzednim postępowaniu nie otwiera drogi do wznowienia. Z tego powodu podstawę z art. 403 § 2 k.p.c. oceniam jako bardzo słabą. Sama trudność w odszukaniu dokumentu w archiwum nie zmienia tej oceny."),
    ("p", "Pomocne jest tu orzecznictwo sądów pracy, bo dotyczy właśnie spraw pracowniczych rozpoznawanych w trybie wznowienia. Sąd Okręgowy w Słupsku, V Wydział Pracy i Ubezpieczeń Społecznych, postanowieniem z dnia 5 sierpnia 2013 r., sygn. akt V Pz 20/13, oddalił zażalenie na postanowienie odrzucające skargę o wznowienie postępowania zakończonego prawomocnym nakazem zapłaty. Co do „wykrycia” prawomocnego wyroku Sąd ten zauważył:"),
    ("bq", "Ze sformułowania o \"wykryciu\" wyroku wynika, że podstawa ta dotyczy wyroku, o którym strona nie wiedziała i w związku z tym nie mogła się nań powołać w toku postępowania"),
    ("p", "To samo rozumowanie odnosi się do środków dowodowych: podstawa dotyczy dowodów, o których strona nie wiedziała. Klient o swojej ewidencji wiedział albo przy minimalnej staranności wiedzieć powinien. Dodatkowo ewidencja była prowadzona w systemie kadrowym, do którego dostęp miało co najmniej trzech pracowników działu kadr, w tym kierowniczka, która zeznawała w procesie jako świadek i nie wspomniała o niej ani słowem."),
    ("h", "3. Wyrok Trybunału Konstytucyjnego"),
    ("p", "Druga linia argumentacji zarządu opiera się na wyroku Trybunału. Trzeba jednak pamiętać, że nie każde orzeczenie Trybunału otwiera drogę do wznowienia. W orzecznictwie przyjmuje się, że orzeczenia „interpretacyjne” i „zakresowe” nie są podstawą wznowienia. Sąd Okręgowy w Słupsku ujął to w cytowanym już postanowieniu tak, że podstawę wznowienia mogą stanowić wyłącznie takie orzeczenia Trybunału, w których stwierdzono niezgodność aktu normatywnego z Konstytucją, umową międzynarodową lub ustawą i na skutek których akt ten traci moc. Szerzej Sąd ten wyjaśnił:"),
    ("bq", "W judykaturze prezentowane jest stanowisko, zgodnie z którym podstawę wznowienia na podstawie określonej w art. 401¹ mogą stanowić jedynie takie orzeczenia Trybunału Konstytucyjnego, w których stwierdzono niezgodność aktu normatywnego z Konstytucją, ratyfikowaną umową międzynarodową lub ustawą i na skutek orzeczenia Trybunału Konstytucyjnego tracą one moc."),
    ("p", "Wyrok, na który powołuje się klient, dotyczy zaś przepisów o rozliczaniu dyżurów medycznych, a więc innego aktu niż ten, na podstawie którego zapadł wyrok w sprawie klienta. Ponadto, jak wskazał Sąd Okręgowy w cytowanym wyżej postanowieniu:"),
    ("bq", "Sąd Najwyższy przyjął również, że nie stanowi podstawy wznowienia wyrok, w którym Trybunał Konstytucyjny stwierdził niezgodność z Konstytucją braku określonej regulacji prawnej"),
    ("h", "4. Termin i badanie dopuszczalności"),
    ("p", "Nawet przy przyjęciu, że któraś z podstaw zachodzi, trzeba pilnować terminu. Zgodnie z art. 407 § 1 k.p.c. „Skargę o wznowienie wnosi się w terminie trzymiesięcznym; termin ten liczy się od dnia, w którym strona dowiedziała się o podstawie wznowienia”. Ewidencję odnaleziono 2 września 2026 r., więc termin upływa 2 grudnia 2026 r. Sąd bada zachowanie terminu z urzędu, a „Na żądanie sądu skarżący uprawdopodobni okoliczności stwierdzające zachowanie terminu lub dopuszczalność wznowienia.” (art. 410 § 2 k.p.c.)."),
    ("h", "5. Wnioski"),
    ("p", "Szanse skargi oceniam jako niewielkie. Skarga nieoparta na ustawowej podstawie zostanie odrzucona na posiedzeniu niejawnym, a klient poniesie koszty. Rekomenduję poinformowanie zarządu o ryzyku i odstąpienie od skargi; jeśli zarząd mimo to zdecyduje się ją wnieść, należy to zrobić do 2 grudnia 2026 r. i dołączyć oświadczenia pracowników działu kadr co do okoliczności odnalezienia ewidencji."),
    ("r", "r. pr. Marek Żurek"),
]

TRUTH = {
    "memo": "memo_b04",
    "outcome": "pass",
    "not_claims": ["interpretacyjne", "zakresowe", "wykrycia"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "mid-sentence fragment of art. 401 pkt 2 k.p.c., verbatim; article in parentheses after", KPC,
              quote="jeżeli strona nie miała zdolności sądowej lub procesowej albo nie była należycie reprezentowana",
              anchor={"przepis": "art. 401 pkt 2 k.p.c."}, article="401", tags=["fragment", "citation_in_parentheses_after"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "block quotation without marks after 'Artykuł 403 § 2 k.p.c. stanowi:' — art. 403 § 2 verbatim", KPC,
              quote="Można również żądać wznowienia w razie późniejszego wykrycia prawomocnego wyroku, dotyczącego tego samego stosunku prawnego, albo wykrycia takich okoliczności faktycznych lub środków dowodowych, które mogłyby mieć wpływ na wynik sprawy, a z których strona nie mogła skorzystać w poprzednim postępowaniu.",
              anchor={"przepis": "art. 403 § 2 k.p.c."}, article="403", tags=["block_quote_no_marks"]),
        claim("C03", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "V Pz 20/13: 'postanawia: oddalić zażalenie' against the SR order rejecting the skarga o wznowienie of a final nakaz zapłaty", PZ20,
              claim_text="postanowieniem z dnia 5 sierpnia 2013 r., sygn. akt V Pz 20/13, oddalił zażalenie na postanowienie odrzucające skargę o wznowienie postępowania zakończonego prawomocnym nakazem zapłaty",
              anchor=SPZ, also_acceptable=["WYMAGA_OSADU"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation (no outer marks) with the ruling's own inner ASCII quotes around 'wykryciu'; 'Sąd ten zauważył:' = V Pz 20/13; ends before the ruling's '(zob. …)'; runs over the PDF page break", PZ20,
              quote="Ze sformułowania o \"wykryciu\" wyroku wynika, że podstawa ta dotyczy wyroku, o którym strona nie wiedziała i w związku z tym nie mogła się nań powołać w toku postępowania",
              anchor={"odeslanie": "Sąd ten"}, anchor_resolved=R_PZ20, tags=["block_quote_no_marks", "implicit_anchor", "nested_quotes"]),
        claim("C05", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful paraphrase of V Pz 20/13's sentence on art. 401¹ (only rulings finding non-conformity after which the act loses force), announced 'ujął to … tak, że', no quotation marks", PZ20,
              claim_text="podstawę wznowienia mogą stanowić wyłącznie takie orzeczenia Trybunału, w których stwierdzono niezgodność aktu normatywnego z Konstytucją, umową międzynarodową lub ustawą i na skutek których akt ten traci moc",
              anchor={"odeslanie": "w cytowanym już postanowieniu"}, anchor_resolved=R_PZ20, also_acceptable=["ZWERYFIKOWANY"], tags=["unquoted_position", "back_reference"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation without marks after 'Szerzej Sąd ten wyjaśnił:' = V Pz 20/13, verbatim", PZ20,
              quote="W judykaturze prezentowane jest stanowisko, zgodnie z którym podstawę wznowienia na podstawie określonej w art. 401¹ mogą stanowić jedynie takie orzeczenia Trybunału Konstytucyjnego, w których stwierdzono niezgodność aktu normatywnego z Konstytucją, ratyfikowaną umową międzynarodową lub ustawą i na skutek orzeczenia Trybunału Konstytucyjnego tracą one moc.",
              anchor={"odeslanie": "Sąd ten"}, anchor_resolved=R_PZ20, tags=["block_quote_no_marks", "implicit_anchor", "articles_inside_quote"]),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation after 'jak wskazał Sąd Okręgowy w cytowanym wyżej postanowieniu:' = V Pz 20/13; verbatim, ends before the ruling's '(vide: …)'", PZ20,
              quote="Sąd Najwyższy przyjął również, że nie stanowi podstawy wznowienia wyrok, w którym Trybunał Konstytucyjny stwierdził niezgodność z Konstytucją braku określonej regulacji prawnej",
              anchor={"odeslanie": "w cytowanym wyżej postanowieniu"}, anchor_resolved=R_PZ20, tags=["block_quote_no_marks", "back_reference"]),
        claim("C08", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 407 § 1 k.p.c. cut at the semicolon-clause, verbatim", KPC,
              quote="Skargę o wznowienie wnosi się w terminie trzymiesięcznym; termin ten liczy się od dnia, w którym strona dowiedziała się o podstawie wznowienia",
              anchor={"przepis": "art. 407 § 1 k.p.c."}, article="407", tags=["fragment"]),
        claim("C09", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 410 § 2 k.p.c. verbatim; article in parentheses after", KPC,
              quote="Na żądanie sądu skarżący uprawdopodobni okoliczności stwierdzające zachowanie terminu lub dopuszczalność wznowienia.",
              anchor={"przepis": "art. 410 § 2 k.p.c."}, article="410", tags=["citation_in_parentheses_after"]),
    ],
}
