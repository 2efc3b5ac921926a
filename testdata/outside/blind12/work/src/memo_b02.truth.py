import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
OPTS = {"notes": "footnote", "font": "Liberation Serif", "size": 12, "qsize": 10.5, "hyphenate": True, "lh": "130%"}
HEADER = ["Sygn. akt IV P 318/26"]
FOOTER = ["{page}"]

BLOCKS = [
    ("r", "Gdynia, dnia 9 listopada 2026 r."),
    ("l", "**Sąd Rejonowy w Gdyni**\nIV Wydział Pracy i Ubezpieczeń Społecznych\nul. Józefa Wybickiego 15\n81-348 Gdynia"),
    ("l", "**Powód:** Adrian Kurpisz\n**Pozwana:** Pomorska Spółdzielcza Kasa Kredytowa „Bursztyn” z siedzibą w Gdańsku\nreprezentowana przez r.pr. Tomasza Ligęzę"),
    ("t", "ODPOWIEDŹ NA POZEW"),
    ("p", "W odpowiedzi na pozew z dnia 12 października 2026 r., doręczony pozwanej 26 października 2026 r., w imieniu pozwanej wnoszę o:"),
    ("n1", "1.\toddalenie powództwa w całości;"),
    ("n1", "2.\tzasądzenie od powoda na rzecz pozwanej kosztów procesu, w tym kosztów zastępstwa procesowego według norm przepisanych."),
    ("h", "Uzasadnienie"),
    ("p", "Powód domaga się odszkodowania za niezgodne z prawem rozwiązanie umowy o pracę bez wypowiedzenia oraz odprawy pieniężnej. Twierdzi, że rozwiązanie umowy było „odwetem za ujawnienie zaniedbań centrali” i że pozwana „sama stworzyła warunki, w których nikt niczego nie kontrolował”. Pozwana stanowczo tym twierdzeniom zaprzecza."),
    ("h", "1. Przyczyna rozwiązania umowy"),
    ("p", "Powód, jako kierownik placówki w Kościerzynie, przez ponad dwa lata nie sprawdził ani jednego raportu kasowego podległej kasjerki. Ciężkie naruszenie podstawowych obowiązków jest w tej sytuacji oczywiste. Wbrew stanowisku pozwu okoliczność, że kontrola instytucjonalna centrali nie wykryła nieprawidłowości, nie zwalnia powoda z odpowiedzialności. Sąd Najwyższy w wyroku z dnia 4 października 2010 r. (III PK 16/10) zwrócił uwagę, że:"),
    ("bq", "Wykrycie tych nieprawidłowości było następstwem skargi klientki Banku, a nie działań osób zobowiązanych do nadzoru i kontroli."),
    ("p", "W tym samym wyroku Sąd Najwyższy podzielił pogląd, według którego „niewykonania lub nienależytego wykonania obowiązków pracowniczych nie usprawiedliwia naruszenie obowiązków przez innych pracowników”. Sąd ten wskazał też, że „Pojęcie to zresztą zawsze w praktyce było rozumiane jako obniżenie liczby pracowników.” – co potwierdza, że ocena zachowania powoda nie zależy od sprawności innych ogniw kontroli."),
    ("p", "Pozwana zachowała miesięczny termin do złożenia oświadczenia. Skoro zaś rozwiązanie umowy było zgodne z prawem, nie powstało roszczenie, o którym mowa w art. 56 § 1 k.p. (przepis ten przyznaje je pracownikowi tylko wtedy, gdy „rozwiązano umowę o pracę bez wypowiedzenia z naruszeniem przepisów o rozwiązywaniu umów o pracę w tym trybie”)."),
    ("h", "2. Zasady współżycia społecznego"),
    ("p", "Powód powołuje się na art. 8 k.p., wskazując, że z kasjerką rozwiązano umowę za porozumieniem stron. Sąd Najwyższy, rozpoznając niemal identyczny zarzut, stwierdził: „Trafnie podniesiono w skardze, że raczej można by rozważać sprzeczność z zasadami współżycia społecznego skorzystania przez powoda z prawa do odszkodowania z art. 58 k.p., gdyż to on był stroną poważnie naruszającą prawo, a działania pracodawcy były z prawem zgodne.” Podobnie wypowiedział się Sąd Najwyższy w wyroku z dnia 16 maja 2012 r., II PK 287/11, zgodnie z którym „pracownik, który sam rażąco narusza podstawowe obowiązki, nie może skutecznie powoływać się na art. 8 k.p. w sporze o rozwiązanie umowy w trybie dyscyplinarnym”."),
    ("h", "3. Odprawa pieniężna"),
    ("p", "Roszczenie o odprawę jest bezzasadne już dlatego, że umowa nie została rozwiązana z przyczyn niedotyczących pracowników. Pozwana zwraca przy tym uwagę, że nawet w reżimie ustawy z 1989 r. Sąd Najwyższy wymagał rzeczywistego zmniejszenia stanu zatrudnienia. Uchwała z dnia 14 grudnia 1994 r., I PZP 52/94, została podjęta na zagadnienie prawne przedstawione przez Sąd Apelacyjny w Poznaniu. Sąd Najwyższy przyjął w niej, co następuje:"),
    ("bq", "Zmniejszenie zatrudnienia jest warunkiem nabycia prawa do odprawy pieniężnej z art. 8 ust. 1 ustawy z dnia 28 grudnia 1989 r. o szczególnych zasadach rozwiązywania z pracownikami stosunków pracy z przyczyn dotyczących zakładu pracy oraz o zmianie niektórych ustaw (Dz. U. z 1990 r., Nr 4, poz. 19 ze zm.) w przypadku grupowego zwolnienia pracownika na podstawie art. 10 ust. 1 w zw. z art. 1 ust. 1 tej ustawy."),
    ("p", "W uzasadnieniu uchwały czytamy dalej: „Należy więc uznać, że zmniejszanie zatrudnienia jest generalnym warunkiem stosowania ustawy.” W placówce w Kościerzynie stan zatrudnienia nie uległ zmianie – na miejsce powoda i kasjerki zatrudniono dwie nowe osoby."),
    ("p", "Na marginesie pozwana wskazuje, że niezależnie od wyniku sporu powodowi wydano świadectwo pracy, a gdyby Sąd uznał rozwiązanie za wadliwe, zastosowanie znajdzie art. 97 § 3 k.p.: „Jeżeli z orzeczenia sądu pracy wynika, że rozwiązanie z pracownikiem umowy o pracę bez wypowiedzenia z jego winy nastąpiło z naruszeniem przepisów o rozwiązywaniu w tym trybie umów o pracę, pracodawca jest obowiązany zamieścić w świadectwie pracy informację, że rozwiązanie umowy o pracę nastąpiło za wypowiedzeniem dokonanym przez pracodawcę.”"),
    ("h", "4. Wnioski dowodowe"),
    ("p", "Wnoszę o dopuszczenie dowodu z: (1) raportu audytu wewnętrznego z 2 września 2026 r., (2) Regulaminu kontroli wewnętrznej, (3) zeznań świadka Magdaleny Wrzos – na okoliczności wskazane w pkt 1–3 uzasadnienia."),
    ("r", "r.pr. Tomasz Ligęza"),
]

S_WRONG = {"sygnatura": "III PK 16/10", "data": "4 października 2010 r.", "organ": "Sąd Najwyższy"}
S_PZP = {"sygnatura": "I PZP 52/94", "data": "14 grudnia 1994 r."}

TRUTH = {
    "memo": "memo_b02",
    "outcome": "blocked",
    "not_claims": ["odwetem za ujawnienie zaniedbań centrali", "sama stworzyła warunki, w których nikt niczego nie kontrolował", "Bursztyn"],
    "claims": [
        claim("C01", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "III PK 16/10 is dated 4 listopada 2010 r.; the pleading says 4 października 2010 r.; block quotation without marks after 'zwrócił uwagę, że:'; quotation itself verbatim", PK16,
              quote="Wykrycie tych nieprawidłowości było następstwem skargi klientki Banku, a nie działań osób zobowiązanych do nadzoru i kontroli.",
              anchor=S_WRONG, tags=["block_quote_no_marks", "wrong_date"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W tym samym wyroku' = III PK 16/10 (the SN's own restatement of I PKN 128/00, verbatim in III PK 16/10)", PK16,
              quote="niewykonania lub nienależytego wykonania obowiązków pracowniczych nie usprawiedliwia naruszenie obowiązków przez innych pracowników",
              anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R_PK16, tags=["implicit_anchor", "fragment", "source_negations"]),
        claim("C03", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "'Sąd ten wskazał też' = III PK 16/10, but the sentence is from I PZP 52/94 (zmniejszenie zatrudnienia)", PK16,
              quote="Pojęcie to zresztą zawsze w praktyce było rozumiane jako obniżenie liczby pracowników.",
              anchor={"odeslanie": "Sąd ten wskazał też"}, anchor_resolved=R_PK16, really_in=PZP52, tags=["implicit_anchor"]),
        claim("C04", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "fragment of art. 56 § 1 k.p. inside a parenthesis that names the provision ('przepis ten')", KP,
              quote="rozwiązano umowę o pracę bez wypowiedzenia z naruszeniem przepisów o rozwiązywaniu umów o pracę w tym trybie",
              anchor={"przepis": "art. 56 § 1 k.p."}, article="56", tags=["quote_inside_parenthesis", "fragment"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Sąd Najwyższy, rozpoznając niemal identyczny zarzut' = III PK 16/10 (the ruling of the section); verbatim", PK16,
              quote="Trafnie podniesiono w skardze, że raczej można by rozważać sprzeczność z zasadami współżycia społecznego skorzystania przez powoda z prawa do odszkodowania z art. 58 k.p., gdyż to on był stroną poważnie naruszającą prawo, a działania pracodawcy były z prawem zgodne.",
              anchor={"organ": "Sąd Najwyższy"}, anchor_resolved=R_PK16, tags=["implicit_anchor", "articles_inside_quote"]),
        claim("C06", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "II PK 287/11 (16 maja 2012 r.) is not in the library (invented signature and thesis)", None,
              quote="pracownik, który sam rażąco narusza podstawowe obowiązki, nie może skutecznie powoływać się na art. 8 k.p. w sporze o rozwiązanie umowy w trybie dyscyplinarnym",
              anchor={"sygnatura": "II PK 287/11", "data": "16 maja 2012 r.", "organ": "Sąd Najwyższy"}, tags=["fabricated_signature"]),
        claim("C07", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: the uchwała answered a legal question referred by the Sąd Apelacyjny w Poznaniu (art. 391 k.p.c. of the time)", PZP52,
              claim_text="Uchwała z dnia 14 grudnia 1994 r., I PZP 52/94, została podjęta na zagadnienie prawne przedstawione przez Sąd Apelacyjny w Poznaniu.",
              anchor=S_PZP, also_acceptable=["WYMAGA_OSADU"]),
        claim("C08", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "the thesis of I PZP 52/94 with 'indywidualnego' replaced by the opposite 'grupowego' (block quotation without marks)", PZP52,
              quote="Zmniejszenie zatrudnienia jest warunkiem nabycia prawa do odprawy pieniężnej z art. 8 ust. 1 ustawy z dnia 28 grudnia 1989 r. o szczególnych zasadach rozwiązywania z pracownikami stosunków pracy z przyczyn dotyczących zakładu pracy oraz o zmianie niektórych ustaw (Dz. U. z 1990 r., Nr 4, poz. 19 ze zm.) w przypadku grupowego zwolnienia pracownika na podstawie art. 10 ust. 1 w zw. z art. 1 ust. 1 tej ustawy.",
              anchor={"odeslanie": "Sąd Najwyższy przyjął w niej"}, anchor_resolved=R_PZP52, material_change=True, tags=["block_quote_no_marks", "opposite_term"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W uzasadnieniu uchwały' = I PZP 52/94; verbatim (the source's 'zmniejszanie')", PZP52,
              quote="Należy więc uznać, że zmniejszanie zatrudnienia jest generalnym warunkiem stosowania ustawy.",
              anchor={"odeslanie": "W uzasadnieniu uchwały"}, anchor_resolved=R_PZP52, tags=["implicit_anchor"]),
        claim("C10", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 97 § 3 k.p. verbatim", KP,
              quote="Jeżeli z orzeczenia sądu pracy wynika, że rozwiązanie z pracownikiem umowy o pracę bez wypowiedzenia z jego winy nastąpiło z naruszeniem przepisów o rozwiązywaniu w tym trybie umów o pracę, pracodawca jest obowiązany zamieścić w świadectwie pracy informację, że rozwiązanie umowy o pracę nastąpiło za wypowiedzeniem dokonanym przez pracodawcę.",
              anchor={"przepis": "art. 97 § 3 k.p."}, article="97"),
    ],
}
