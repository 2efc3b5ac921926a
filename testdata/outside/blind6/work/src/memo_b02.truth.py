import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
OPTS = {"notes": "footnote", "font": "Liberation Serif", "size": 12, "qsize": 10, "hyphenate": True, "lh": "135%"}
HEADER = ["Kancelaria Radcy Prawnego Tomasz Ostrowski · ul. Lipowa 14, 15-424 Białystok"]
FOOTER = ["{page}"]
R486 = {"sygnatura": "VIII GC 486/14", "data": "2014-10-21", "organ": "Sąd Rejonowy w Białymstoku"}
R528 = {"sygnatura": "X Ga 528/14", "data": "2014-11-13", "organ": "Sąd Okręgowy w Poznaniu"}

BLOCKS = [
    ("r", "Białystok, dnia 24 listopada 2026 r."),
    ("l", "**Sąd Rejonowy w Białymstoku**\nVIII Wydział Gospodarczy\nul. Mickiewicza 103\n15-950 Białystok"),
    ("l", "**Powódka:** Agromet Podlasie sp. z o.o. z siedzibą w Białymstoku\nreprezentowana przez r. pr. Tomasza Ostrowskiego\n**Pozwany:** Orion Towarzystwo Ubezpieczeń S.A. z siedzibą w Warszawie"),
    ("l", "Wartość przedmiotu sporu: 46 800 zł"),
    ("t", "POZEW O ZAPŁATĘ\n(roszczenie regresowe ubezpieczonego)"),
    ("p", "Działając w imieniu powódki, wnoszę o zasądzenie od pozwanego na rzecz powódki kwoty 46 800 zł wraz z ustawowymi odsetkami za opóźnienie od dnia 2 września 2026 r. do dnia zapłaty oraz kosztami procesu według norm przepisanych."),
    ("t", "UZASADNIENIE"),
    ("h", "1. Stan faktyczny"),
    ("p", "Powódka jest ubezpieczona u pozwanego w zakresie odpowiedzialności cywilnej z tytułu prowadzonej działalności. W 2025 r. pracownik powódki, wykonując prace załadunkowe, spowodował obrażenia ciała Anny Zalewskiej, która wytoczyła powódce powództwo o zadośćuczynienie. Powódka przypozwała pozwanego w tamtym procesie, lecz pozwany nie przystąpił do sprawy. Wyrokiem prawomocnym zasądzono od powódki 46 800 zł, które powódka zapłaciła 14 sierpnia 2026 r."),
    ("p", "Dowód: polisa nr OC/2025/118734; pismo przypozwanego z dnia 3 lutego 2026 r. wraz z potwierdzeniem doręczenia; odpis wyroku z uzasadnieniem; potwierdzenie przelewu z dnia 14 sierpnia 2026 r."),
    ("p", "Pozwany odmówił zwrotu, wskazując w piśmie z dnia 20 sierpnia 2026 r., że „roszczenie nie podlega uznaniu z uwagi na winę umyślną ubezpieczonego” oraz że wyrok w poprzedniej sprawie go nie wiąże. Według § 12 ust. 3 ogólnych warunków ubezpieczenia „ubezpieczyciel nie odpowiada za szkody wyrządzone umyślnie”."),
    ("p", "Dowód: pismo pozwanego z dnia 20 sierpnia 2026 r.; ogólne warunki ubezpieczenia OC działalności."),
    ("h", "2. Skutki przypozwania"),
    ("p", "Instytucja przypozwania pozwala stronie, której w razie przegranej przysługiwałoby roszczenie wobec osoby trzeciej, wciągnąć tę osobę do procesu. Strona taka, zgodnie z art. 84 § 1 k.p.c., „może zawiadomić taką osobę o toczącym się procesie i wezwać ją do wzięcia w nim udziału”. Skutki zaniechania przystąpienia określa art. 85 k.p.c., który stanowi, że „Skutki związane z interwencją uboczną określone w art. 82 powstają w stosunku do wezwanego, który zgłosił przystąpienie, z chwilą, w której przystąpienie było możliwe.” Skutkiem tym jest przede wszystkim zakaz wynikający z art. 82 k.p.c.:"),
    ("bq", "Interwenient uboczny nie może w stosunku do strony, do której przystąpił, podnieść zarzutu, że sprawa została rozstrzygnięta błędnie albo że strona ta prowadziła proces wadliwie"),
    ("p", "Sądy konsekwentnie przyjmują, że przypozwany nie staje się interwenientem z samego faktu wezwania. Jak trafnie ujął to Sąd Rejonowy w Białymstoku, „Samo przypozwanie nie czyni interwenientem ubocznym, przeciwnie - jeśli wzywany zechce wziąć udział w procesie, powinien zgłosić interwencję uboczną.”^[Wyrok Sądu Rejonowego w Białymstoku z dnia 21 października 2014 r., VIII GC 486/14, niepubl.] Bierność wezwanego nie zwalnia go jednak z konsekwencji wyroku. W powołanym wyroku podkreślono:"),
    ("bq", "W razie więc spełnienia hipotezy art. 85 k.p.c., odpowiedzialność za wadliwe rozstrzygnięcie obciąża także przypozwanego."),
    ("p", "Ubezpieczyciel, który zlekceważył wezwanie, musi liczyć się z tym skutkiem, bo „Jako profesjonalista prowadzący działalność gospodarczą w zakresie ubezpieczeń był z pewnością świadom ewentualnych konsekwencji nieprzystąpienia do postępowania w sprawie o zadośćuczynienie po stronie ubezpieczonego.”^[Tamże.] Sprawa ta była zresztą bliźniaczo podobna do niniejszej. Sąd w tej sprawie „uwzględnił powództwo w całości i zasądził na rzecz powódki od pozwanego ubezpieczyciela kwotę 50.000 zł”, ponieważ wina ubezpieczonej była nieumyślna."),
    ("h", "3. Wina umyślna – ciężar dowodu"),
    ("p", "Twierdzenie pozwanego o umyślnym wyrządzeniu szkody nie ma oparcia w materiale sprawy. To pozwany, jako że wywodzi z niego skutki prawne, musi je udowodnić – pozwany „chcąc uwolnić się od odpowiedzialności powinien tą okoliczność wykazać”^[Wyrok SR w Białymstoku, VIII GC 486/14, op. cit.]. Lakoniczne pismo pozwanego z 20 sierpnia 2026 r. takim dowodem nie jest. W podobnym kontekście sąd odwoławczy uznał, że „Treść przytoczonej wiadomości jest bowiem zbyt lakoniczna aby na jej podstawie domniemywać zgodę pozwanej.”^[Wyrok Sądu Okręgowego w Poznaniu z dnia 13 listopada 2014 r., X Ga 528/14.]"),
    ("p", "Nie ma także podstaw do twierdzenia, że powódka naruszyła obowiązek ograniczenia szkody (por. wyrok SO w Poznaniu z dnia 13 października 2014 r., X Ga 528/14): powódka zapłaciła zasądzoną kwotę niezwłocznie po uprawomocnieniu się wyroku, unikając dalszych odsetek."),
    ("p", "Dowód: zeznania świadka Piotra Szymańskiego (kierownika magazynu); protokół powypadkowy z dnia 11 marca 2025 r."),
    ("h", "4. Odsetki"),
    ("p", "Pozwany pozostaje w opóźnieniu od 2 września 2026 r. Stosownie do art. 481 § 2 k.c. „Jeżeli stopa odsetek za opóźnienie nie była z góry oznaczona, należą się odsetki ustawowe.”"),
    ("p", "Wobec powyższego wnoszę jak na wstępie."),
    ("r", "r. pr. Tomasz Ostrowski"),
    ("l", "Załączniki:\n1. odpis pozwu,\n2. pełnomocnictwo wraz z dowodem uiszczenia opłaty skarbowej,\n3. dokumenty wymienione w treści pozwu."),
]

TRUTH = {
    "memo": "memo_b02",
    "outcome": "blocked",
    "not_claims": ["roszczenie nie podlega uznaniu z uwagi na winę umyślną ubezpieczonego",
                   "ubezpieczyciel nie odpowiada za szkody wyrządzone umyślnie"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 84 § 1 k.p.c., fragment from mid-sentence", KPC,
              quote="może zawiadomić taką osobę o toczącym się procesie i wezwać ją do wzięcia w nim udziału",
              anchor={"przepis": "art. 84 § 1 k.p.c."}, article="84", tags=["fragment"]),
        claim("C02", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 85 k.p.c. says 'który nie zgłosił przystąpienia'; the pleading writes 'który zgłosił przystąpienie' — negation dropped", KPC,
              quote="Skutki związane z interwencją uboczną określone w art. 82 powstają w stosunku do wezwanego, który zgłosił przystąpienie, z chwilą, w której przystąpienie było możliwe.",
              anchor={"przepis": "art. 85 k.p.c."}, article="85", material_change=True, tags=["negation_removed"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 82 k.p.c., block quotation without marks introduced by 'zakaz wynikający z art. 82 k.p.c.:', cut before 'chyba że' (no closing full stop)", KPC,
              quote="Interwenient uboczny nie może w stosunku do strony, do której przystąpił, podnieść zarzutu, że sprawa została rozstrzygnięta błędnie albo że strona ta prowadziła proces wadliwie",
              anchor={"przepis": "art. 82 k.p.c."}, article="82", tags=["block_quote_no_marks"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "court named in the text, signature only in footnote 1", S_486,
              quote="Samo przypozwanie nie czyni interwenientem ubocznym, przeciwnie - jeśli wzywany zechce wziąć udział w procesie, powinien zgłosić interwencję uboczną.",
              anchor={"sygnatura": "VIII GC 486/14", "data": "21 października 2014 r.", "organ": "Sąd Rejonowy w Białymstoku"}, tags=["signature_in_footnote"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation without marks after 'W powołanym wyroku podkreślono:'", S_486,
              quote="W razie więc spełnienia hipotezy art. 85 k.p.c., odpowiedzialność za wadliwe rozstrzygnięcie obciąża także przypozwanego.",
              anchor={"odeslanie": "W powołanym wyroku"}, anchor_resolved=R486, tags=["block_quote_no_marks", "implicit_anchor"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 'Tamże.' = VIII GC 486/14", S_486,
              quote="Jako profesjonalista prowadzący działalność gospodarczą w zakresie ubezpieczeń był z pewnością świadom ewentualnych konsekwencji nieprzystąpienia do postępowania w sprawie o zadośćuczynienie po stronie ubezpieczonego.",
              anchor={"odeslanie": "Tamże"}, anchor_resolved=R486, tags=["tamze_footnote"]),
        claim("C07", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "'Sąd w tej sprawie' = VIII GC 486/14, which awarded 30.000 zł; the pleading writes 50.000 zł", S_486,
              quote="uwzględnił powództwo w całości i zasądził na rzecz powódki od pozwanego ubezpieczyciela kwotę 50.000 zł",
              anchor={"odeslanie": "Sąd w tej sprawie"}, anchor_resolved=R486, material_change=True, tags=["number_changed", "implicit_anchor"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 'VIII GC 486/14, op. cit.'; fragment from mid-sentence", S_486,
              quote="chcąc uwolnić się od odpowiedzialności powinien tą okoliczność wykazać",
              anchor={"sygnatura": "VIII GC 486/14", "organ": "SR w Białymstoku", "odeslanie": "op. cit."}, anchor_resolved=R486, tags=["op_cit", "fragment"]),
        claim("C09", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "footnote gives X Ga 528/14 (SO Poznań); the sentence is V GC 288/12 (SR Jelenia Góra)", S_528,
              quote="Treść przytoczonej wiadomości jest bowiem zbyt lakoniczna aby na jej podstawie domniemywać zgodę pozwanej.",
              anchor={"sygnatura": "X Ga 528/14", "data": "13 listopada 2014 r.", "organ": "Sądu Okręgowego w Poznaniu"}, really_in=S_288,
              misattributed_to="X Ga 528/14", tags=["signature_in_footnote"]),
        claim("C10", "powolanie", "bare_citation_wrong_date", "NIEZWERYFIKOWANY", "'por.' citation of X Ga 528/14 dated 13 października 2014 r.; the judgment is of 13 listopada 2014 r.", S_528,
              claim_text="por. wyrok SO w Poznaniu z dnia 13 października 2014 r., X Ga 528/14",
              anchor={"sygnatura": "X Ga 528/14", "data": "13 października 2014 r.", "organ": "SO w Poznaniu"}, tags=["wrong_date", "bare_citation"]),
        claim("C11", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 481 § 2 zd. 1 k.c. verbatim in the 2015 consolidated text; the library's 2025 text (in force on the pleading's date) has 'nie była oznaczona … odsetki ustawowe za opóźnienie' — ZMODYFIKOWANY accepted (truth corrected after the first scoring run)", KC,
              quote="Jeżeli stopa odsetek za opóźnienie nie była z góry oznaczona, należą się odsetki ustawowe.",
              anchor={"przepis": "art. 481 § 2 k.c."}, article="481", also_acceptable=["ZMODYFIKOWANY"], tags=["two_versions_in_library"]),
    ],
}
