import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
OPTS = {"notes": "endnote", "font": "Liberation Serif", "size": 11.5, "qsize": 10, "hyphenate": True, "lh": "120%"}
HEADER = ["Nowicka Bartos Kancelaria Radców Prawnych sp.p. · ul. Ogrodowa 12 · 90-023 Łódź"]
FOOTER = ["Opinia prawna – poufne · strona {page} z {pages}"]
R1484 = {"sygnatura": "KIO 1484/10", "data": "2010-07-30", "organ": "Krajowa Izba Odwoławcza"}
R2580 = {"sygnatura": "KIO 2580/10", "data": "2010-12-15", "organ": "Krajowa Izba Odwoławcza"}
R2703 = {"sygnatura": "K 27/03", "data": "2005-03-08", "organ": "Trybunał Konstytucyjny"}

BLOCKS = [
    ("r", "Łódź, 27 listopada 2026 r."),
    ("l", "**Do:** Zarząd Miejskiego Zakładu Komunikacji w Piotrkowie\n**Od:** r. pr. Ewa Nowicka, r. pr. Tomasz Bartos"),
    ("t", "OPINIA PRAWNA\nw sprawie dokumentów przedmiotowych i treści gwarancji wadialnej"),
    ("h", "1. Zakres opinii"),
    ("p", "Zleceniodawca zamierza w przetargu na system biletu elektronicznego wymagać od wykonawców dokumentów potwierdzających badania oferowanych czytników oraz wadium w formie gwarancji. Opinia odpowiada na dwa pytania: czy takie wymagania są dopuszczalne oraz jak sformułować gwarancję wadialną."),
    ("h", "2. Dokumenty przedmiotowe"),
    ("p", "2.1. Zamawiający może żądać dokumentów dotyczących przedmiotu zamówienia, jeżeli ich cel jest jasny. W sprawie wyrobów medycznych Izba zaakceptowała wymóg uprzednich badań, stwierdzając, że „Uprzednie przeprowadzenie badań klinicznych jest konieczne w celu późniejszego zastosowania testów w badaniach rutynowych, a zwłaszcza populacyjnych.”^[Wyrok KIO z dnia 30 lipca 2010 r., KIO 1484/10.]"),
    ("p", "2.2. Izba zwróciła też uwagę na sposób wykazania wymogu: „Co istotne wymóg ten miał zostać wykazany nie w dowolny sposób, lecz poprzez dokument lub dokumenty wystawione przez jednostki uprawnione do przeprowadzenia badań przesiewowych.”^[Ibidem.] Odwołanie w sprawie KIO 1484/10 zostało oddalone, a kosztami postępowania obciążono odwołującego."),
    ("p", "2.3. Z informacją techniczną ofert łączy się ryzyko zastrzeżenia tajemnicy przedsiębiorstwa. Izba przypomniała, że „Za informację organizacyjną przyjmuje się całokształt doświadczeń i wiadomości przydatnych do prowadzenia przedsiębiorstwa, niezwiązanych bezpośrednio z cyklem produkcyjnym.”^[Wyrok KIO z dnia 31 stycznia 2013 r., KIO 80/13 i KIO 81/13.]"),
    ("h", "3. Treść gwarancji wadialnej"),
    ("p", "3.1. Projekt gwarancji przesłany przez Zleceniodawcę przewiduje zapłatę „na żądanie Zamawiającego lub osoby przez niego wskazanej”. Sformułowanie to jest ryzykowne. Izba wskazała, że „O ile intencją zamawiającego było otrzymanie bezwarunkowej gwarancji bankowej lub ubezpieczeniowej to wymóg taki mógł być zachowany przy użyciu sformułowań”^[Wyrok KIO z dnia 15 grudnia 2010 r., KIO 2580/10.] jednoznacznych, a nie otwartych."),
    ("p", "3.2. W tej samej sprawie uznano zarzut odwołującego za trafny: „Nie sposób nie zgodzić się z odwołującym, że przy takich zapisach zamawiający dopuszcza, aby z żądaniem zapłaty wystąpiły osoby nie działające w imieniu zamawiającego.”^[Tamże.]"),
    ("p", "3.3. Przy wykładni gwarancji zastosowanie znajdzie art. 65 § 1 k.c., zgodnie z którym „Oświadczenie woli należy tak tłumaczyć, jak tego wymagają ze względu na okoliczności, w których złożone zostało, zasady współżycia społecznego oraz ustalone zwyczaje.” Izba podkreśla przy tym gospodarczy sens zobowiązań: „W stosunkach zobowiązaniach realizowane są przede wszystkim cele ekonomiczne stron, które łączy dany stosunek.”^[Wyrok KIO z dnia 29 lipca 2010 r., KIO 1486/10; por. również wyrok KIO z dnia 7 lutego 2008 r., KIO/UZP 44/08.]"),
    ("h", "4. Zmiana regulaminu w toku postępowania"),
    ("p", "4.1. Zleceniodawca rozważa zmianę regulaminu udzielania zamówień już po wszczęciu postępowania. Odradzamy to. Zakaz działania prawa wstecz Trybunał Konstytucyjny opisuje jako zasadę, która, „będąca istotnym elementem systemów prawnych współczesnych państw demokratycznych, ma swoje korzenie w starożytności”^[Wyrok TK z dnia 8 marca 2005 r., K 27/03, OTK-A 2005, nr 3, poz. 22.]. Trybunał przypomniał przy tym, że:"),
    ("n1", "–\t„zgodnie z utrwaloną linią orzeczniczą Trybunału Konstytucyjnego zasada niedziałania prawa wstecz stanowi podstawę porządku prawnego. Kształtuje zasadę zaufania obywateli do państwa oraz stanowionego przez nie prawa."),
    ("n1", "–\tU podstaw tejże zasady leży wyrażona w art. 2 Konstytucji zasada demokratycznego państwa prawnego”^[Loc. cit.]."),
    ("p", "4.2. Wykonawca, którego prawa zostałyby naruszone, ma zagwarantowaną drogę sądową; art. 77 ust. 2 Konstytucji stanowi: „Ustawa nie może nikomu zamykać drogi sądowej dochodzenia naruszonych wolności lub praw.”"),
    ("h", "5. Wnioski"),
    ("p", "Wymóg dokumentów przedmiotowych jest dopuszczalny, jeżeli zostanie uzasadniony. Gwarancja powinna zawierać słowa „nieodwołalnie i bezwarunkowo, na pierwsze pisemne żądanie Zamawiającego”. Regulaminu nie należy zmieniać w toku postępowania."),
    ("r", "r. pr. Ewa Nowicka          r. pr. Tomasz Bartos"),
]

TRUTH = {
    "memo": "memo_b04",
    "outcome": "pass",
    "not_claims": ["na żądanie Zamawiającego lub osoby przez niego wskazanej", "nieodwołalnie i bezwarunkowo, na pierwsze pisemne żądanie Zamawiającego"],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim; the signature is only in endnote 1", K1484,
              quote="Uprzednie przeprowadzenie badań klinicznych jest konieczne w celu późniejszego zastosowania testów w badaniach rutynowych, a zwłaszcza populacyjnych.",
              anchor={"sygnatura": "KIO 1484/10", "data": "30 lipca 2010 r.", "organ": "KIO"}, tags=["endnote_anchor"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "endnote 'Ibidem.' = KIO 1484/10; verbatim (contains 'nie w dowolny sposób, lecz')", K1484,
              quote="Co istotne wymóg ten miał zostać wykazany nie w dowolny sposób, lecz poprzez dokument lub dokumenty wystawione przez jednostki uprawnione do przeprowadzenia badań przesiewowych.",
              anchor={"odeslanie": "Ibidem"}, anchor_resolved=R1484, tags=["endnote_anchor", "ibidem"]),
        claim("C03", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: KIO 1484/10 'oddala odwołanie; kosztami postępowania obciąża Odwołującego'", K1484,
              claim_text="Odwołanie w sprawie KIO 1484/10 zostało oddalone, a kosztami postępowania obciążono odwołującego.",
              anchor={"sygnatura": "KIO 1484/10"}, also_acceptable=["WYMAGA_OSADU"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in KIO 80/13; endnote names both joined cases KIO 80/13 i KIO 81/13", K80,
              quote="Za informację organizacyjną przyjmuje się całokształt doświadczeń i wiadomości przydatnych do prowadzenia przedsiębiorstwa, niezwiązanych bezpośrednio z cyklem produkcyjnym.",
              anchor={"sygnatura": "KIO 80/13", "data": "31 stycznia 2013 r.", "organ": "KIO"}, tags=["endnote_anchor", "joined_cases"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "a sentence cut before its own inner quotation; the endnote marker stands mid-sentence; verbatim", K2580,
              quote="O ile intencją zamawiającego było otrzymanie bezwarunkowej gwarancji bankowej lub ubezpieczeniowej to wymóg taki mógł być zachowany przy użyciu sformułowań",
              anchor={"sygnatura": "KIO 2580/10", "data": "15 grudnia 2010 r.", "organ": "KIO"}, tags=["endnote_anchor", "fragment"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "endnote 'Tamże.' = KIO 2580/10; double negation of the source ('Nie sposób nie zgodzić się') quoted faithfully", K2580,
              quote="Nie sposób nie zgodzić się z odwołującym, że przy takich zapisach zamawiający dopuszcza, aby z żądaniem zapłaty wystąpiły osoby nie działające w imieniu zamawiającego.",
              anchor={"odeslanie": "Tamże"}, anchor_resolved=R2580, tags=["endnote_anchor", "tamze", "double_negation"]),
        claim("C07", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 65 § 1 k.c. verbatim", KC,
              quote="Oświadczenie woli należy tak tłumaczyć, jak tego wymagają ze względu na okoliczności, w których złożone zostało, zasady współżycia społecznego oraz ustalone zwyczaje.",
              anchor={"przepis": "art. 65 § 1 k.c."}, article="65"),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in KIO 1486/10 (including the source's own 'zobowiązaniach'); endnote: the first citation of the note", K1486,
              quote="W stosunkach zobowiązaniach realizowane są przede wszystkim cele ekonomiczne stron, które łączy dany stosunek.",
              anchor={"sygnatura": "KIO 1486/10", "data": "29 lipca 2010 r.", "organ": "KIO"}, tags=["endnote_anchor"]),
        claim("C09", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "'por. również' in the same endnote; KIO/UZP 44/08 of 7 February 2008 exists", K44,
              claim_text="por. również wyrok KIO z dnia 7 lutego 2008 r., KIO/UZP 44/08",
              anchor={"sygnatura": "KIO/UZP 44/08", "data": "7 lutego 2008 r.", "organ": "KIO"}, tags=["endnote_anchor"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "mid-sentence fragment of K 27/03; endnote with the OTK reference", TK2703,
              quote="będąca istotnym elementem systemów prawnych współczesnych państw demokratycznych, ma swoje korzenie w starożytności",
              anchor={"sygnatura": "K 27/03", "data": "8 marca 2005 r.", "organ": "TK"}, tags=["endnote_anchor", "fragment"]),
        claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "ONE quotation running over two dash bullet items (opening „ in the first, closing ” in the second), endnote 'Loc. cit.' = K 27/03; art. 2 Konstytucji inside the quotation is not a claim", TK2703,
              quote="zgodnie z utrwaloną linią orzeczniczą Trybunału Konstytucyjnego zasada niedziałania prawa wstecz stanowi podstawę porządku prawnego. Kształtuje zasadę zaufania obywateli do państwa oraz stanowionego przez nie prawa. U podstaw tejże zasady leży wyrażona w art. 2 Konstytucji zasada demokratycznego państwa prawnego",
              anchor={"odeslanie": "Loc. cit."}, anchor_resolved=R2703, tags=["endnote_anchor", "loc_cit", "quote_over_bullets", "articles_inside_quote"]),
        claim("C12", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 77 ust. 2 Konstytucji verbatim", KONST,
              quote="Ustawa nie może nikomu zamykać drogi sądowej dochodzenia naruszonych wolności lub praw.",
              anchor={"przepis": "art. 77 ust. 2 Konstytucji"}, article="77"),
    ],
}
