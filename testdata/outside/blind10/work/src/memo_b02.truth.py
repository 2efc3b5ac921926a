import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
OPTS = {"notes": "footnote", "font": "Liberation Serif", "size": 12, "qsize": 10, "hyphenate": True, "lh": "130%"}
HEADER = []
FOOTER = ["{page}"]
R475 = {"sygnatura": "KIO 475/11", "data": "2011-03-22", "organ": "Krajowa Izba Odwoławcza"}

BLOCKS = [
    ("r", "Kielce, dnia 23 listopada 2026 r."),
    ("l", "Sygn. akt: KIO 3127/26"),
    ("l", "**Krajowa Izba Odwoławcza**\nul. Postępu 17a\n02-676 Warszawa"),
    ("l", "**Odwołujący:** Medikor S.A. z siedzibą w Kielcach\nreprezentowany przez adw. Martę Zagórską\n**Zamawiający:** Wojewódzki Szpital Specjalistyczny w Ostrowcu"),
    ("l", "Postępowanie: dostawa wyposażenia bloku operacyjnego, nr ref. ZP/41/2026"),
    ("t", "ODWOŁANIE\nod czynności i zaniechań Zamawiającego"),
    ("p", "Działając w imieniu Odwołującego, wnoszę odwołanie od postanowień specyfikacji warunków zamówienia (dalej: SWZ) w zakresie pkt 702 i 715 załącznika nr 2 oraz od zaniechania wykluczenia wykonawcy Salus Med sp. z o.o. Zarzucam Zamawiającemu naruszenie art. 7 ust. 1 i art. 29 ust. 2 ustawy Pzp oraz art. 65 § 2 k.c. w zw. z art. 14 ustawy Pzp. Wnoszę o nakazanie Zamawiającemu modyfikacji SWZ zgodnie z żądaniami przedstawionymi w uzasadnieniu."),
    ("t", "UZASADNIENIE"),
    ("h", "1. Opis przedmiotu zamówienia"),
    ("p", "Zamawiający w pkt 702 załącznika nr 2 wymaga stołu operacyjnego «wyposażonego wyłącznie w transporter z najazdem bocznym». Wymóg ten eliminuje z postępowania co najmniej trzech producentów. W podobnym stanie faktycznym Krajowa Izba Odwoławcza w wyroku z dnia 22 marca 2011 r. (sygn. akt KIO 475/11) wyjaśniła:"),
    ("bq", "Stąd bardzo istotną czynnością zamawiającego jest dokonanie opisu przedmiotu zamówienia przez wskazanie tych jego cech, które mają dla zamawiającego kluczowe znaczenie."),
    ("p", "Izba nie pozostawiła przy tym wątpliwości, że swoboda zamawiającego ma granice: *Jednocześnie jednak zamawiający swobodę precyzowania swoich wymagań ma ograniczoną, w tym sensie, że jego wymagania muszą mieć uzasadnienie pozwalające na zrównoważenie ograniczenia konkurencji.* Zamawiający takiego uzasadnienia nie przedstawił; w piśmie z dnia 12 listopada 2026 r. ograniczył się do stwierdzenia, że „wymóg wynika z układu sal operacyjnych”."),
    ("p", "W sprawie KIO 475/11 Izba wskazała także rozwiązanie, które należy zastosować w niniejszej sprawie: «Zamawiający musi przewidzieć możliwość zaoferowania stołu operacyjnego wyposażonego w transporter z najazdem bocznym i punktować zaoferowanie takiego stołu jako parametr oceniany.» Odwołujący żąda właśnie takiej modyfikacji."),
    ("p", "Przypomnieć należy zasadę wyrażoną w tym samym orzeczeniu: «Z kolei w myśl art. 7 ust. 1 ustawy Pzp zamawiający przygotowuje i prowadzi postępowanie o udzielenie zamówienia w sposób zapewniający zachowanie uczciwej konkurencji oraz równe traktowanie wykonawców.»"),
    ("p", "Konsekwencje naruszenia tej zasady Izba opisała jednoznacznie w wyroku z dnia 30 lipca 2010 r., KIO 1484/10:"),
    ("bq", "Konkluzja taka prowadzi do stwierdzenia naruszenia przez Zamawiającego przepisu art. 7 ust. 1 ustawy Pzp, przez niezapewnienie równego traktowania wykonawców i uczciwej konkurencji."),
    ("p", "Również w wyroku z dnia 14 listopada 2012 r., KIO 2207/12, Izba przyjęła, że «zamawiający nie może wymagać, aby cały sprzęt bloku operacyjnego pochodził od jednego producenta». Por. też wyrok KIO z dnia 15 grudnia 2010 r., KIO 2580/10."),
    ("h", "2. Zaniechanie wykluczenia Salus Med sp. z o.o."),
    ("p", "Informacja z Krajowego Rejestru Karnego dotycząca członka zarządu Salus Med sp. z o.o. została wystawiona przez organ właściwy dla miejsca, w którym osoba ta nie mieszka od 2019 r. Miejsce zamieszkania ustala się według kryteriów kodeksu cywilnego. Jak przyjęła Izba w wyroku z dnia 29 czerwca 2010 r., KIO 1486/10:"),
    ("bq", "Zgodnie z ujętymi tam regulacjami, miejscem zamieszkania jest miejscowość, w której dana osoba przebywa z zamiarem stałego pobytu."),
    ("p", "Oświadczenie Salus Med sp. z o.o. o adresie członka zarządu wymaga wykładni. Zgodnie z art. 65 § 2 k.c.:"),
    ("bq", "W umowach należy raczej badać, jaki był zgodny zamiar stron i cel umowy, aniżeli opierać się na jej dosłownym brzmieniu."),
    ("p", "Z tych względów odwołanie jest uzasadnione i zasługuje na uwzględnienie."),
    ("r", "adw. Marta Zagórska"),
    ("l", "Załączniki:\n1. pełnomocnictwo,\n2. dowód uiszczenia wpisu,\n3. dowód przekazania kopii odwołania Zamawiającemu."),
]

TRUTH = {
    "memo": "memo_b02",
    "outcome": "blocked",
    "not_claims": ["wyposażonego wyłącznie w transporter z najazdem bocznym", "wymóg wynika z układu sal operacyjnych"],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation without marks (indented, 10 pt) after '... (sygn. akt KIO 475/11) wyjaśniła:'; verbatim", K475,
              quote="Stąd bardzo istotną czynnością zamawiającego jest dokonanie opisu przedmiotu zamówienia przez wskazanie tych jego cech, które mają dla zamawiającego kluczowe znaczenie.",
              anchor={"sygnatura": "KIO 475/11", "data": "22 marca 2011 r.", "organ": "Krajowa Izba Odwoławcza"}, tags=["block_quote_no_marks"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "inline quotation marked by italics only (no quotation marks), after a colon; 'Izba' = KIO 475/11 of the previous paragraph", K475,
              quote="Jednocześnie jednak zamawiający swobodę precyzowania swoich wymagań ma ograniczoną, w tym sensie, że jego wymagania muszą mieć uzasadnienie pozwalające na zrównoważenie ograniczenia konkurencji.",
              anchor={"odeslanie": "Izba"}, anchor_resolved=R475, tags=["italic_only_quote", "implicit_anchor"]),
        claim("C03", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "«guillemets»; KIO 475/11 says 'Zamawiający może przewidzieć możliwość ...'; the appeal writes 'musi' — modal strengthened", K475,
              quote="Zamawiający musi przewidzieć możliwość zaoferowania stołu operacyjnego wyposażonego w transporter z najazdem bocznym i punktować zaoferowanie takiego stołu jako parametr oceniany.",
              anchor={"sygnatura": "KIO 475/11"}, anchor_resolved=R475, material_change=True, tags=["guillemets", "modal_changed"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "«guillemets»; 'w tym samym orzeczeniu' = KIO 475/11; verbatim (art. 7 ust. 1 Pzp inside the quotation is not a claim)", K475,
              quote="Z kolei w myśl art. 7 ust. 1 ustawy Pzp zamawiający przygotowuje i prowadzi postępowanie o udzielenie zamówienia w sposób zapewniający zachowanie uczciwej konkurencji oraz równe traktowanie wykonawców.",
              anchor={"odeslanie": "w tym samym orzeczeniu"}, anchor_resolved=R475, tags=["guillemets", "implicit_anchor", "articles_inside_quote"]),
        claim("C05", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "block quotation attributed to KIO 1484/10 (30.07.2010); the sentence is KIO 80/13's", K1484,
              quote="Konkluzja taka prowadzi do stwierdzenia naruszenia przez Zamawiającego przepisu art. 7 ust. 1 ustawy Pzp, przez niezapewnienie równego traktowania wykonawców i uczciwej konkurencji.",
              anchor={"sygnatura": "KIO 1484/10", "data": "30 lipca 2010 r.", "organ": "KIO"}, really_in=K80, misattributed_to="KIO 1484/10",
              tags=["block_quote_no_marks"]),
        claim("C06", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "KIO 2207/12 is an invented signature (not in the library); the «…» thesis stands in no source", None,
              quote="zamawiający nie może wymagać, aby cały sprzęt bloku operacyjnego pochodził od jednego producenta",
              anchor={"sygnatura": "KIO 2207/12", "data": "14 listopada 2012 r.", "organ": "KIO"}, also_acceptable=["NIEZWERYFIKOWANY"],
              tags=["guillemets", "signature_not_in_library"]),
        claim("C07", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "bare 'Por. też' citation with the right date (15 grudnia 2010 r.)", K2580,
              claim_text="Por. też wyrok KIO z dnia 15 grudnia 2010 r., KIO 2580/10.",
              anchor={"sygnatura": "KIO 2580/10", "data": "15 grudnia 2010 r.", "organ": "KIO"}),
        claim("C08", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "block quotation verbatim in KIO 1486/10, but the judgment is of 29 lipca 2010, not 29 czerwca 2010", K1486,
              quote="Zgodnie z ujętymi tam regulacjami, miejscem zamieszkania jest miejscowość, w której dana osoba przebywa z zamiarem stałego pobytu.",
              anchor={"sygnatura": "KIO 1486/10", "data": "29 czerwca 2010 r.", "organ": "Izba"}, tags=["block_quote_no_marks", "wrong_date"]),
        claim("C09", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "block quotation without marks after 'Zgodnie z art. 65 § 2 k.c.:'; verbatim", KC,
              quote="W umowach należy raczej badać, jaki był zgodny zamiar stron i cel umowy, aniżeli opierać się na jej dosłownym brzmieniu.",
              anchor={"przepis": "art. 65 § 2 k.c."}, article="65", tags=["block_quote_no_marks"]),
    ],
}
