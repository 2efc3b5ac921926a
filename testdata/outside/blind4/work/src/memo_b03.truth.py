import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
NAME = globals().get("NAME", "memo_b03")
STYLE = "odt"
OPTS = {"notes": "footnote", "font": "Liberation Serif", "size": 12, "qsize": 10, "hyphenate": True, "lh": "140%"}
HEADER = []
FOOTER = ["– {page} –"]

Q03 = ("W takiej sytuacji powód dochodząc uzupełniającego odszkodowania powinien wykazać, że wypłacona mu przez ubezpieczyciela kwota nie jest kwotą wystarczającą do pokrycia szkody. "
       "Celem wykazania powyższego powód powinien przede wszystkim wykazać jaką kwotę wydatkował na naprawę pojazdu.")
Q04 = "W razie ustalenia, że wydatki poniesione przez poszkodowanego okazałyby się niższe od wypłaconego odszkodowania, roszczenie o uzupełniające odszkodowanie mogłoby być uwzględnione."
Q06 = "Poza sporem pozostaje również fakt, że to na powodzie jako poszkodowanym ciążył obowiązek zgłoszenia szkody, wykazania, że miała ona miejsce oraz wskazania, jaka jest jej wysokość."
Q08 = "W tej sytuacji ocena biegłego, że zarówno przy zastosowaniu części oryginalnych jak i części zamiennych (PT/PC) jakość naprawy będzie wysoka i porównywalna, jest niewystarczająca do określenia odszkodowania według cen tych ostatnich."
Q09 = "Nie zostały wykazane żadne szczególne względy, dla których na dalszy plan miałoby zejść uprawnienie poszkodowanego do wyboru sposobu naprawy."
Q10 = "Poszkodowany, który nie naprawił pojazdu, nie może żądać kosztów naprawy przewyższających różnicę wartości pojazdu przed szkodą i po szkodzie."

BLOCKS = [
    ("r", "Olsztyn, dnia 21 listopada 2026 r."),
    ("l", "**Sąd Rejonowy w Olsztynie**\nI Wydział Cywilny"),
    ("l", "Sygn. akt I C 1187/26"),
    ("l", "**Powód:** Grzegorz Malinowski\n**Pozwany:** Aurora Towarzystwo Ubezpieczeń S.A. z siedzibą w Warszawie\nreprezentowany przez r. pr. Monikę Sadowską"),
    ("t", "ODPOWIEDŹ NA POZEW"),
    ("p", "W imieniu pozwanego, w odpowiedzi na pozew doręczony 6 listopada 2026 r., wnoszę o oddalenie powództwa w całości oraz o zasądzenie od powoda na rzecz pozwanego kosztów procesu według norm przepisanych."),
    ("t", "UZASADNIENIE"),
    ("h", "1. Stanowisko pozwanego"),
    ("p", "Pozwany przyznaje, że ponosi odpowiedzialność za szkodę z 14 kwietnia 2026 r. i że wypłacił powodowi 4 210 zł. Zaprzecza natomiast, by szkoda przewyższała tę kwotę. Powód w piśmie z 2 maja 2026 r. twierdził, że „kwota 4 210 zł nie pokrywa nawet połowy kosztów”, nie przedstawił jednak ani jednej faktury ani rachunku, choć był do tego wzywany w toku likwidacji szkody dwukrotnie."),
    ("p", "Ciężar dowodu spoczywa na powodzie. Zgodnie z art. 6 k.c.:"),
    ("bq", "Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne."),
    ("p", "Z kolei art. 232 zd. 1 k.p.c. stanowi, że „Strony są obowiązane wskazywać dowody dla stwierdzenia faktów, z których wywodzą skutki prawne.” Powód, który pojazd zbył w stanie nienaprawionym, nie wykazał żadnego wydatku."),
    ("h", "2. Brak podstaw do dopłaty"),
    ("p", "Świadczenie ubezpieczyciela ma charakter odszkodowawczy. Zgodnie z art. 824¹ § 1 k.c. „O ile nie umówiono się inaczej, suma pieniężna wypłacona przez ubezpieczyciela z tytułu ubezpieczenia może być wyższa od poniesionej szkody.” Skoro zaś powód nie wykazał rozmiaru szkody, nie może żądać dopłaty."),
    ("p", "Stanowisko to potwierdza orzecznictwo. Sąd Okręgowy w Szczecinie w wyroku z dnia 19 lutego 2013 r., sygn. akt II Ca 989/12, w bardzo podobnym stanie faktycznym wyjaśnił, na czym polega ciężar dowodu poszkodowanego, który już otrzymał część odszkodowania, a następnie domaga się jego uzupełnienia przed sądem po zbyciu pojazdu lub po jego częściowej naprawie we własnym zakresie, bez przedstawienia jakichkolwiek rachunków za części. Sąd ten wskazał:"),
    ("bq", Q03),
    ("p", "Ten sam Sąd dodał:"),
    ("bq", Q04),
    ("p", "Sąd Okręgowy w Szczecinie oddalił apelację powoda w całości, uznając ją za niezasadną."),
    ("p", "Podobnie Sąd Okręgowy w Suwałkach w wyroku z dnia 15 października 2014 r. (I Ca 316/14) wskazał:"),
    ("bq", Q06),
    ("p", "W tym samym wyroku Sąd wyjaśnił pojęcie szczególnego uszczerbku: „Uszczerbek ten jest rozumiany jako zwiększenie się pasywów poszkodowanego bądź zmniejszenie się jego aktywów.”"),
    ("h", "3. Opinia biegłego i części zamienne"),
    ("p", "Powód powołuje się na kalkulację sporządzoną według cen części oryginalnych. Tymczasem Sąd Okręgowy w Szczecinie (II Ca 989/12) trafnie zauważył, że „" + Q08 + "” Dowód z opinii biegłego jest zatem zbędny."),
    ("p", "Pozwany zwraca uwagę, że nawet w orzecznictwie przychylnym poszkodowanym przyjmuje się, iż „" + Q09 + "” (wyrok SO w Toruniu z dnia 3 listopada 2014 r., VIII Ca 506/14). W niniejszej sprawie takie względy zostały wykazane przez pozwanego."),
    ("p", "Wreszcie Sąd Apelacyjny w Warszawie w wyroku z dnia 14 maja 2013 r., VI ACa 1529/12, przyjął, że „" + Q10 + "”"),
    ("h", "4. Wnioski dowodowe"),
    ("p", "Wnoszę o dopuszczenie dowodu z akt szkody nr AU/2026/11873 na okoliczność wysokości wypłaconego odszkodowania."),
    ("r", "r. pr. Monika Sadowska"),
    ("l", "Załączniki:\n1. pełnomocnictwo z dowodem uiszczenia opłaty skarbowej,\n2. akta szkody (płyta CD),\n3. odpis odpowiedzi na pozew."),
]

S989w = {"sygnatura": "II Ca 989/12", "data": "19 lutego 2013 r.", "organ": "Sąd Okręgowy w Szczecinie"}
S316w = {"sygnatura": "I Ca 316/14", "data": "15 października 2014 r.", "organ": "Sąd Okręgowy w Suwałkach"}
TRUTH = {
    "memo": NAME, "outcome": "blocked",
    "not_claims": ["kwota 4 210 zł nie pokrywa nawet połowy kosztów"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "block quotation (no marks) after 'Zgodnie z art. 6 k.c.:'; art. 6 verbatim", KC,
              quote="Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.", anchor={"przepis": "art. 6 k.c."}, article="6",
              tags=["block_quote_no_marks"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 232 zd. 1 k.p.c. verbatim", KPC,
              quote="Strony są obowiązane wskazywać dowody dla stwierdzenia faktów, z których wywodzą skutki prawne.", anchor={"przepis": "art. 232 zd. 1 k.p.c."}, article="232"),
        claim("C03", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 824¹ § 1 k.c.: the sum 'nie może być wyższa' than the damage; the pleading drops 'nie'", KC,
              quote="O ile nie umówiono się inaczej, suma pieniężna wypłacona przez ubezpieczyciela z tytułu ubezpieczenia może być wyższa od poniesionej szkody.",
              anchor={"przepis": "art. 824¹ § 1 k.c."}, article="824^1", material_change=True, tags=["negation_removed", "superscript_article"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "two-sentence block quotation (no marks) of II Ca 989/12 after 'Sąd ten wskazał:'; the signature is in the long sentence before", S989,
              quote=Q03, anchor={"odeslanie": "Sąd ten"}, anchor_resolved=R_S989, tags=["block_quote_no_marks", "implicit_anchor"]),
        claim("C05", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "block quotation; II Ca 989/12 says 'wyższe od wypłaconego odszkodowania', the pleading 'niższe' — the comparison inverted", S989,
              quote=Q04, anchor={"odeslanie": "Ten sam Sąd"}, anchor_resolved=R_S989, material_change=True, tags=["block_quote_no_marks", "implicit_anchor", "comparison_inverted"]),
        claim("C06", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "II Ca 989/12: 'oddalił apelację powoda jako niezasadną w całości'", S989,
              claim_text="Sąd Okręgowy w Szczecinie oddalił apelację powoda w całości, uznając ją za niezasadną.", anchor={"organ": "Sąd Okręgowy w Szczecinie"}, anchor_resolved=R_S989),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation (no marks) of I Ca 316/14 after '... (I Ca 316/14) wskazał:'", U316,
              quote=Q06, anchor=S316w, tags=["block_quote_no_marks", "citation_in_parentheses"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W tym samym wyroku' = I Ca 316/14; verbatim", U316,
              quote="Uszczerbek ten jest rozumiany jako zwiększenie się pasywów poszkodowanego bądź zmniejszenie się jego aktywów.",
              anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R_U316, tags=["implicit_anchor"]),
        claim("C09", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "the sentence is VIII Ca 506/14 (SO Toruń), attributed to II Ca 989/12", S989,
              quote=Q08, anchor={"organ": "Sąd Okręgowy w Szczecinie", "sygnatura": "II Ca 989/12"}, really_in=T506, misattributed_to="II Ca 989/12"),
        claim("C10", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "VIII Ca 506/14 is dated 3 grudnia 2014; the pleading writes 3 listopada 2014 (citation in parentheses after the quote)", T506,
              quote=Q09, anchor={"sygnatura": "VIII Ca 506/14", "data": "3 listopada 2014 r.", "organ": "SO w Toruniu"}, tags=["wrong_date", "citation_in_parentheses_after"]),
        claim("C11", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "VI ACa 1529/12 (SA Warszawa) is not in the library (invented); the words stand nowhere", None,
              quote=Q10, anchor={"sygnatura": "VI ACa 1529/12", "data": "14 maja 2013 r.", "organ": "Sąd Apelacyjny w Warszawie"}, tags=["signature_not_in_library"]),
    ],
}
