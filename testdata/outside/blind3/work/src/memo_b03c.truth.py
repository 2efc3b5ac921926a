import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
CLEAN = os.path.basename(__file__).startswith("memo_b03c")
NAME = "memo_b03c" if CLEAN else "memo_b03"
OPTS = {"notes": "footnote", "font": "Liberation Serif", "size": 12, "qsize": 10, "hyphenate": True, "lh": "130%"}
HEADER = []
FOOTER = ["– {page} –"]
S428 = {"sygnatura": "I C 428/14", "data": "14 października 2014 r.", "organ": "Sąd Okręgowy w Kielcach"}
R428 = {"sygnatura": "I C 428/14", "data": "2014-10-14", "organ": "Sąd Okręgowy w Kielcach"}
S70 = {"sygnatura": "I C 70/13", "data": "13 listopada 2014 r.", "organ": "Sąd Okręgowy w Sieradzu"}
R70 = {"sygnatura": "I C 70/13", "data": "2014-11-13", "organ": "Sąd Okręgowy w Sieradzu"}
S693 = {"sygnatura": "VI ACa 693/12", "data": "20 listopada 2012 r.", "organ": "Sąd Apelacyjny w Warszawie"}
S693b = {"sygnatura": "VI ACa 693/12", "data": ("20 listopada 2012 r." if CLEAN else "20 listopada 2013 r."), "organ": "SA w Warszawie"}
S714 = {"sygnatura": "I C 714/13", "data": "17 listopada 2014 r.", "organ": "SO w Koninie"}

Q232 = ("Strony są obowiązane wskazywać dowody dla stwierdzenia faktów, z których wywodzą skutki prawne. Sąd może dopuścić dowód niewskazany przez stronę."
        if CLEAN else
        "Strony są obowiązane wskazywać dowody dla stwierdzenia faktów, z których wywodzą skutki prawne. Sąd musi dopuścić dowód niewskazany przez stronę.")
Q70b = ("Założeniem tej zmiany legislacyjnej było zatem twierdzenie, że zadośćuczynienie należy się członkom najbliższej rodziny zmarłego, a nie każdej osobie bliskiej."
        if CLEAN else
        "Założeniem tej zmiany legislacyjnej było zatem twierdzenie, że zadośćuczynienie należy się członkom najbliższej rodziny zmarłego, a także każdej osobie bliskiej.")
Q714 = "Więź między rodzicami a dziećmi jest jedną z silniejszych więzi międzyludzkich, a zerwanie tej więzi przez śmierć ojca stanowi trudne do wyobrażenia poczucie pokrzywdzenia i nasilenie cierpienia, trudnego do opisania."
Q693b = "Prawidłowe zarzucenie naruszenia art. 233 § 1 k.p.c. wymaga więc wskazania konkretnego dowodu przeprowadzonego w sprawie, którego zarzut ten dotyczy i podania, w czym skarżący upatruje wadliwą jego ocenę."

BLOCKS = [
    ("r", "Kalisz, dnia 23 listopada 2026 r."),
    ("l", "**Sąd Apelacyjny w Łodzi**\nI Wydział Cywilny\nza pośrednictwem\n**Sądu Okręgowego w Kaliszu**\nI Wydział Cywilny"),
    ("l", "Sygn. akt I C 2214/26"),
    ("l", "**Powódka:** Jadwiga Kurek, reprezentowana przez adw. Pawła Sroczyńskiego\n**Pozwany:** Nordica Towarzystwo Ubezpieczeń S.A. w Warszawie"),
    ("l", "Wartość przedmiotu zaskarżenia: 80 000 zł"),
    ("t", "APELACJA POWÓDKI\nod wyroku Sądu Okręgowego w Kaliszu z dnia 29 października 2026 r., sygn. akt I C 2214/26"),
    ("p", "Działając w imieniu powódki, zaskarżam powyższy wyrok w części oddalającej powództwo o zadośćuczynienie za śmierć ojca powódki, Stefana Kurka, który zginął w wypadku drogowym 3 marca 2008 r. Zarzucam naruszenie art. 448 k.c. w zw. z art. 24 § 1 k.c. oraz art. 227 i 232 k.p.c. Wnoszę o zmianę wyroku i zasądzenie dalszych 80 000 zł z ustawowymi odsetkami."),
    ("t", "UZASADNIENIE"),
    ("h", "1. Zarzuty procesowe"),
    ("p", "W niniejszej sprawie Sąd Okręgowy oddalił wnioski dowodowe powódki z zeznań sąsiadów, uznając je za nieistotne. Tymczasem zgodnie z art. 227 k.p.c. „Przedmiotem dowodu są fakty mające dla rozstrzygnięcia sprawy istotne znaczenie.” Charakter więzi powódki z ojcem był faktem istotnym. Zgodnie z art. 232 k.p.c.:"),
    ("bq", Q232),
    ("p", "Powódka wskazała dowody na okoliczność bliskości relacji z ojcem, a Sąd Okręgowy, uznając więź za „luźną i okazjonalną”, pominął je bez uzasadnienia."),
    ("h", "2. Podstawa prawna roszczenia"),
    ("p", "Skoro wypadek nastąpił przed 3 sierpnia 2008 r., podstawą roszczenia jest art. 448 k.c. w zw. z art. 24 § 1 k.c. Sąd Okręgowy w Kielcach w wyroku z dnia 14 października 2014 r., sygn. akt I C 428/14, wskazał:"),
    ("bq", "W konsekwencji przywołanie jako podstawy zadośćuczynienia na podstawie art. 448 k.c. wymagało uprzedniego ustalenia czy spowodowanie śmierci osoby bliskiej jest działaniem naruszającym dobra osobiste członków rodziny zmarłego."),
    ("p", "Ten sam Sąd zaznaczył:"),
    ("bq", "Sąd Najwyższy wskazał co prawda, że nie każdą więź rodzinną niejako automatycznie należy zaliczyć do katalogu dóbr osobistych, lecz jedynie taką, której zerwanie powoduje ból, cierpienie i rodzi poczucie krzywdy."),
] + ([] if CLEAN else [
    ("p", "Stanowisko to ugruntował Sąd Najwyższy w uchwale z dnia 22 października 2010 r., III CZP 76/10, przyjmując, że „najbliższemu członkowi rodziny zmarłego przysługuje zadośćuczynienie za doznaną krzywdę na podstawie art. 448 k.c. w związku z art. 24 § 1 k.c.”, jeżeli śmierć nastąpiła przed 3 sierpnia 2008 r."),
]) + [
    ("p", "Więź córki z ojcem ma w niniejszej sprawie szczególny charakter. Trafnie ujęto to w orzecznictwie: „" + Q714 + "” " +
     ("(wyrok SO w Koninie z dnia 17 listopada 2014 r., I C 714/13)." if CLEAN else "(wyrok SO w Kielcach z dnia 14 października 2014 r., I C 428/14).")),
    ("p", "Nie przekonuje również argument pozwanego, że zadośćuczynienie przysługuje szerokiemu kręgowi osób. Sąd Okręgowy w Sieradzu, omawiając genezę art. 446 § 4 k.c., zauważył:"),
    ("bq", Q70b),
    ("h", "3. Wysokość zadośćuczynienia"),
    ("p", "Sąd Okręgowy w Sieradzu trafnie wskazał, że „Swoboda ta nie oznacza jednak dowolności, wszak przyznanie odpowiedniej sumy tytułem kompensacji krzywdy, jak i jej odmowa, muszą być osadzone w stanie faktycznym sprawy.” (wyrok z dnia 13 listopada 2014 r., I C 70/13). W tej samej sprawie sąd ten zasądził na rzecz powoda kwotę 40.000 złotych tytułem zadośćuczynienia."),
    ("p", "Sąd Apelacyjny w Warszawie w wyroku z dnia 20 listopada 2012 r. (VI ACa 693/12) podkreślił:"),
    ("bq", "Jednocześnie wysokość zadośćuczynienia powinna być utrzymana w rozsądnych granicach, odpowiadających aktualnym warunkom i przeciętnej stopie życiowej społeczeństwa, aczkolwiek z drugiej strony w żadnym razie nie powinna być symboliczna."),
    ("p", "Powódka ma świadomość, że „" + Q693b + "” (wyrok SA w Warszawie z dnia " + S693b["data"] + ", VI ACa 693/12). Czyni temu zadość: wskazuje zeznania świadków Haliny Wrony i Jerzego Pietrasa, z których wynika, że powódka codziennie opiekowała się ojcem."),
    ("p", "W piśmie z 5 stycznia 2026 r. pozwany stwierdził, że „roszczenie jest bezzasadne z uwagi na upływ czasu”. Tymczasem w niniejszej sprawie przedawnienie nie nastąpiło, a pozwany zarzutu przedawnienia w procesie nie podniósł."),
    ("p", "Z tych względów wnoszę jak na wstępie."),
    ("r", "adw. Paweł Sroczyński"),
    ("l", "Załączniki:\n1. odpis apelacji,\n2. dowód uiszczenia opłaty od apelacji."),
]

claims = [
    claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 227 k.p.c. verbatim (whole article), in the pleading's 'w niniejszej sprawie' paragraph", KPC,
          quote="Przedmiotem dowodu są fakty mające dla rozstrzygnięcia sprawy istotne znaczenie.", anchor={"przepis": "art. 227 k.p.c."}, article="227"),
    (claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "block quotation without marks after 'Zgodnie z art. 232 k.p.c.:'; both sentences verbatim", KPC,
           quote=Q232, anchor={"przepis": "art. 232 k.p.c."}, article="232", tags=["block_quote_no_marks"]) if CLEAN else
     claim("C02", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "block quotation; art. 232 zd. 2 k.p.c. says 'Sąd może dopuścić'; the appeal has 'Sąd musi dopuścić' — modal changed", KPC,
           quote=Q232, anchor={"przepis": "art. 232 k.p.c."}, article="232", material_change=True, tags=["block_quote_no_marks", "modal_changed"])),
    claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation (no marks) after '... sygn. akt I C 428/14, wskazał:'; verbatim", C428,
          quote="W konsekwencji przywołanie jako podstawy zadośćuczynienia na podstawie art. 448 k.c. wymagało uprzedniego ustalenia czy spowodowanie śmierci osoby bliskiej jest działaniem naruszającym dobra osobiste członków rodziny zmarłego.",
          anchor=S428, tags=["block_quote_no_marks", "articles_inside_quote"]),
    claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation after 'Ten sam Sąd zaznaczył:' = I C 428/14; verbatim, with the source's own 'nie każdą'", C428,
          quote="Sąd Najwyższy wskazał co prawda, że nie każdą więź rodzinną niejako automatycznie należy zaliczyć do katalogu dóbr osobistych, lecz jedynie taką, której zerwanie powoduje ból, cierpienie i rodzi poczucie krzywdy.",
          anchor={"odeslanie": "Ten sam Sąd"}, anchor_resolved=R428, tags=["block_quote_no_marks", "implicit_anchor", "source_negation_kept"]),
    (claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "citation in parentheses after the quotation; verbatim in I C 714/13", C714,
           quote=Q714, anchor=S714, tags=["citation_in_parentheses_after"]) if CLEAN else
     claim("C06", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "the parenthesis attributes it to I C 428/14 (SO Kielce); the sentence is I C 714/13 (SO Konin)", C428,
           quote=Q714, anchor={"sygnatura": "I C 428/14", "data": "14 października 2014 r.", "organ": "SO w Kielcach"}, really_in=C714,
           misattributed_to="I C 428/14", tags=["citation_in_parentheses_after"])),
    (claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation after 'Sąd Okręgowy w Sieradzu ... zauważył:' (court named, no signature until later); verbatim in I C 70/13", C70,
           quote=Q70b, anchor={"organ": "Sąd Okręgowy w Sieradzu"}, anchor_resolved=R70, tags=["block_quote_no_marks", "court_named_without_signature"]) if CLEAN else
     claim("C07", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "block quotation; I C 70/13 says 'a nie każdej osobie bliskiej'; the appeal writes 'a także każdej osobie bliskiej' — negation replaced, meaning inverted", C70,
           quote=Q70b, anchor={"organ": "Sąd Okręgowy w Sieradzu"}, anchor_resolved=R70, material_change=True,
           tags=["block_quote_no_marks", "court_named_without_signature", "negation_removed"])),
    claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I C 70/13; court before, signature in the parenthesis after", C70,
          quote="Swoboda ta nie oznacza jednak dowolności, wszak przyznanie odpowiedniej sumy tytułem kompensacji krzywdy, jak i jej odmowa, muszą być osadzone w stanie faktycznym sprawy.",
          anchor=S70, tags=["citation_in_parentheses_after"]),
    claim("C09", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: I C 70/13 awarded the plaintiff T. M. 40.000 zł as zadośćuczynienie ('W tej samej sprawie sąd ten')", C70,
          claim_text="W tej samej sprawie sąd ten zasądził na rzecz powoda kwotę 40.000 złotych tytułem zadośćuczynienia.",
          anchor={"odeslanie": "W tej samej sprawie sąd ten"}, anchor_resolved=R70, tags=["implicit_anchor"]),
    claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation after '... (VI ACa 693/12) podkreślił:'; verbatim; 'nie powinna być symboliczna' is the source's own", C693,
          quote="Jednocześnie wysokość zadośćuczynienia powinna być utrzymana w rozsądnych granicach, odpowiadających aktualnym warunkom i przeciętnej stopie życiowej społeczeństwa, aczkolwiek z drugiej strony w żadnym razie nie powinna być symboliczna.",
          anchor=S693, tags=["block_quote_no_marks"]),
    (claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in VI ACa 693/12, citation in parentheses after", C693,
           quote=Q693b, anchor=S693b, tags=["citation_in_parentheses_after", "articles_inside_quote"]) if CLEAN else
     claim("C11", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "verbatim in VI ACa 693/12, but the parenthesis dates it 20 listopada 2013 r. (it is of 20 listopada 2012 r., as the paragraph above says)", C693,
           quote=Q693b, anchor=S693b, tags=["citation_in_parentheses_after", "articles_inside_quote", "wrong_date"])),
]
if not CLEAN:
    claims.insert(4, claim("C05", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "III CZP 76/10 is not in the library; the quoted words stand in no library source", None,
                           quote="najbliższemu członkowi rodziny zmarłego przysługuje zadośćuczynienie za doznaną krzywdę na podstawie art. 448 k.c. w związku z art. 24 § 1 k.c.",
                           anchor={"sygnatura": "III CZP 76/10", "data": "22 października 2010 r.", "organ": "Sąd Najwyższy"}, also_acceptable=["NIEZWERYFIKOWANY"],
                           tags=["signature_not_in_library"]))

TRUTH = {
    "memo": NAME,
    "outcome": "pass" if CLEAN else "blocked",
    "not_claims": ["luźną i okazjonalną", "roszczenie jest bezzasadne z uwagi na upływ czasu"],
    "own_case_numbers": ["I C 2214/26"],
    "claims": claims,
}
