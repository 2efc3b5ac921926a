import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
DROP_FORMS = ["docx"]   # the style is ODT + PDF
OPTS = {"notes": "footnote", "font": "Liberation Serif", "size": 12, "qsize": 10.5, "hyphenate": True, "lh": "140%"}
HEADER = []
FOOTER = ["{page}"]
R1651 = {"sygnatura": "I C 1651/12", "data": "2014-07-14", "organ": "Sąd Okręgowy w Świdnicy"}
R12 = {"sygnatura": "VI C 12/13", "data": "2013-03-14", "organ": "Sąd Rejonowy w Oławie"}

FILL = ("Powód nie kwestionuje przy tym ustaleń faktycznych dotyczących przebiegu zdarzenia z 3 marca 2024 r., w którym zginął jego ojciec, ani zasady "
        "odpowiedzialności pozwanego jako ubezpieczyciela sprawcy. Spór w postępowaniu apelacyjnym sprowadza się do wysokości renty należnej powodowi "
        "oraz do wysokości zadośćuczynienia, które Sąd Okręgowy zasądził w kwocie 60 000 zł, oddalając powództwo w pozostałym zakresie.")

BLOCKS = [
    ("r", "Wrocław, dnia 1 grudnia 2026 r."),
    ("l", "**Sąd Apelacyjny we Wrocławiu**\nI Wydział Cywilny\nul. Energetyczna 4\n53-330 Wrocław"),
    ("l", "Sygn. akt I ACa 1423/26"),
    ("l", "**Powód:** małoletni Filip Mazur, reprezentowany przez matkę Agnieszkę Mazur\n**Pozwany:** Sudety Towarzystwo Ubezpieczeń S.A. z siedzibą w Jeleniej Górze\nreprezentowany przez r.pr. Tomasza Kulę"),
    ("t", "ODPOWIEDŹ POZWANEGO NA APELACJĘ POWODA"),
    ("p", "Działając w imieniu pozwanego, w odpowiedzi na apelację powoda od wyroku Sądu Okręgowego w Legnicy z dnia 12 czerwca 2026 r., sygn. akt I C 455/25, wnoszę o oddalenie apelacji w całości oraz o zasądzenie od powoda na rzecz pozwanego kosztów postępowania apelacyjnego według norm przepisanych."),
    ("h", "I. Uwagi wstępne"),
    ("p", FILL),
    ("p", "Powód zarzuca, że zasądzona renta jest „rażąco zaniżona”, i domaga się jej podwyższenia do 2 400 zł miesięcznie. Sąd Okręgowy ustalił tymczasem, że „powód nie wykazał, by jego usprawiedliwione potrzeby przekraczały kwotę 900 zł miesięcznie, a zmarły ojciec pokrywał je tylko w części”. Ustalenie to jest prawidłowe i znajduje oparcie w zebranym materiale dowodowym, w szczególności w zeznaniach matki powoda i w przedłożonych rachunkach."),
    ("h", "II. Nowe dowody zgłoszone w apelacji"),
    ("p", "Powód dołączył do apelacji zaświadczenie o kosztach zajęć dodatkowych z 2025 r., które istniało i było mu znane przed zamknięciem rozprawy. Zgodnie z art. 382 k.p.c. „Sąd drugiej instancji orzeka na podstawie materiału zebranego w postępowaniu w pierwszej instancji oraz w postępowaniu apelacyjnym.” Dowód ten powinien jednak zostać pominięty. Zgodnie z art. 381 k.p.c.:"),
    ("bq", "Sąd drugiej instancji musi pominąć nowe fakty i dowody, jeżeli strona mogła je powołać w postępowaniu przed sądem pierwszej instancji, chyba że potrzeba powołania się na nie wynikła później."),
    ("h", "III. Wysokość renty"),
    ("p", "Pozwany nie kwestionuje, że na zmarłym ciążył wobec powoda ustawowy obowiązek alimentacyjny. Istota renty z art. 446 § 2 k.c. została trafnie ujęta przez Sąd Okręgowy w Świdnicy w wyroku z dnia 14 lipca 2014 r., I C 1651/12, w którym sąd ten wyjaśnił:"),
    ("bq", "Uprawnionymi do otrzymania tzw. renty obligatoryjnej są osoby, w stosunku do których ciążył na zmarłym ustawowy obowiązek alimentacyjny. Obowiązki takie przewidują art. 23, 27, 60, 128 kodeksu rodzinnego i opiekuńczego. […] Zasądzenie renty obligatoryjnej nie jest zależne od tego, czy obowiązek alimentacyjny zmarłego był stwierdzony prawomocnym wyrokiem ani od tego, czy zmarły obowiązek ten wypełniał. W procesie odszkodowawczym sąd musi ustalić, czy w świetle przepisów kodeksu rodzinnego i opiekuńczego roszczenia alimentacyjne byłyby zasadne i przez jaki okres."),
    ("p", "Powód pomija jednak, że dla wysokości renty decydujący jest zakres, w jakim zmarły byłby zobowiązany do alimentacji. W orzecznictwie podkreśla się, że istotne jest, „czy spełnione są przesłanki, od realizacji których zależy istnienie obowiązku alimentacyjnego, a nie bez znaczenia jest, czy zmarły faktycznie te obowiązki wykonywał”^[Wyrok SO w Świdnicy z dnia 14 lipca 2014 r., I C 1651/12.]. W tamtej sprawie ustalono, że z uwagi na sytuację matki „cały obowiązek alimentacyjny przejął zmarły ojciec powoda”^[Tamże.]. W niniejszej sprawie jest inaczej: matka powoda pracuje zawodowo i osiąga dochód przekraczający 7 000 zł netto miesięcznie."),
    ("p", "Nawet w przywołanej sprawie, w której ojciec był jedynym żywicielem, Sąd Okręgowy w Świdnicy zasądził na rzecz powoda rentę w kwocie po 740 zł miesięcznie, oddalając dalej idące powództwo. Żądanie 2 400 zł miesięcznie jest w tym świetle wygórowane."),
    ("p", "Nie jest też trafny pogląd powoda, jakoby renta „przysługiwała bezterminowo”. Przeciwnie, w orzecznictwie przyjmuje się, że „Renta z art. 446 § 2 k.c. przysługuje małoletniemu wyłącznie do ukończenia przez niego osiemnastego roku życia.”^[Wyrok SA we Wrocławiu z dnia 9 maja 2013 r., I ACa 377/13, niepubl.]"),
    ("h", "IV. Zadośćuczynienie"),
    ("p", "Kwota 60 000 zł zasądzona tytułem zadośćuczynienia jest odpowiednia. Sąd Rejonowy w Oławie (VI Zamiejscowy Wydział Cywilny z siedzibą w Strzelinie) w wyroku z dnia 14 marca 2013 r., VI C 12/13, wskazał:"),
    ("bq", "Przy określaniu wysokości zadośćuczynienia, kierując się stanowiskiem Sądu Najwyższego należy uwzględnić wszystkie elementy krzywdy łącznie z tymi, które mogą ujawnić się w przyszłości. […] Rolą zadośćuczynienia jest bowiem złagodzenie doznanej niewymiernej krzywdy poprzez wypłacenie nie nadmiernej lecz odpowiedniej sumy, w stosunku do doznanej krzywdy."),
    ("p", "Sąd Okręgowy w Świdnicy zaznaczył również, że „Przy określaniu wysokości zadośćuczynienia podstawowe znaczenie ma stopień natężenia krzywdy, a więc cierpień fizycznych i ujemnych doznań psychicznych.”^[Wyrok SO w Świdnicy z dnia 14 lipca 2014 r., I C 1651/12, s. 9 uzasadnienia.] Krzywda powoda, choć niewątpliwie znaczna, została w pełni uwzględniona przez Sąd pierwszej instancji (wyrok SR w Świdnicy z dnia 22 października 2014 r., I C 1863/12: „Obejmuje ono wszystkie cierpienia fizyczne i psychiczne, zarówno już doznane, jak i te, które zapewne wystąpią w przyszłości.”)."),
    ("p", "Zarzut naruszenia art. 445 § 1 k.c. w zw. z art. 446 § 4 k.c. jest zatem chybiony^[Por. wyrok SR w Oławie z dnia 14 marca 2012 r., VI C 12/13.]."),
    ("p", "Z tych względów wnoszę jak na wstępie."),
    ("r", "r.pr. Tomasz Kula"),
]

TRUTH = {
    "memo": "memo_b03",
    "outcome": "blocked",
    "not_claims": ["rażąco zaniżona",
                   "powód nie wykazał, by jego usprawiedliwione potrzeby przekraczały kwotę 900 zł miesięcznie, a zmarły ojciec pokrywał je tylko w części",
                   "przysługiwała bezterminowo"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 382 k.p.c., whole article, inline after 'Zgodnie z art. 382 k.p.c.'", KPC,
              quote="Sąd drugiej instancji orzeka na podstawie materiału zebranego w postępowaniu w pierwszej instancji oraz w postępowaniu apelacyjnym.",
              anchor={"przepis": "art. 382 k.p.c."}, article="382"),
        claim("C02", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "block quotation without marks after 'Zgodnie z art. 381 k.p.c.:'; 'może pominąć' -> 'musi pominąć'", KPC,
              quote="Sąd drugiej instancji musi pominąć nowe fakty i dowody, jeżeli strona mogła je powołać w postępowaniu przed sądem pierwszej instancji, chyba że potrzeba powołania się na nie wynikła później.",
              anchor={"przepis": "art. 381 k.p.c."}, article="381", material_change=True, tags=["block_quote_no_marks", "modal_changed"]),
        claim("C03", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "block quotation without marks (I C 1651/12, court/date/signature in the introducing sentence); faithful '[…]' for the 'Przy czym istotnym jest…' sentence; articles of k.r.o. inside the quotation are not claims", S1651,
              quote="Uprawnionymi do otrzymania tzw. renty obligatoryjnej są osoby, w stosunku do których ciążył na zmarłym ustawowy obowiązek alimentacyjny. Obowiązki takie przewidują art. 23, 27, 60, 128 kodeksu rodzinnego i opiekuńczego. […] Zasądzenie renty obligatoryjnej nie jest zależne od tego, czy obowiązek alimentacyjny zmarłego był stwierdzony prawomocnym wyrokiem ani od tego, czy zmarły obowiązek ten wypełniał. W procesie odszkodowawczym sąd musi ustalić, czy w świetle przepisów kodeksu rodzinnego i opiekuńczego roszczenia alimentacyjne byłyby zasadne i przez jaki okres.",
              anchor={"sygnatura": "I C 1651/12", "data": "14 lipca 2014 r.", "organ": "Sąd Okręgowy w Świdnicy"}, tags=["block_quote_no_marks", "gap_bracket", "articles_inside_quote"]),
        claim("C04", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "anchor only in footnote 1 (I C 1651/12); 'a bez znaczenia jest' -> 'a nie bez znaczenia jest' (negation added, meaning reversed)", S1651,
              quote="czy spełnione są przesłanki, od realizacji których zależy istnienie obowiązku alimentacyjnego, a nie bez znaczenia jest, czy zmarły faktycznie te obowiązki wykonywał",
              anchor={"sygnatura": "I C 1651/12", "data": "14 lipca 2014 r.", "organ": "SO w Świdnicy"}, material_change=True, tags=["anchor_in_footnote", "negation_added", "fragment"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 2 'Tamże.' = I C 1651/12; short fragment cut mid-sentence, verbatim", S1651,
              quote="cały obowiązek alimentacyjny przejął zmarły ojciec powoda",
              anchor={"odeslanie": "Tamże"}, anchor_resolved=R1651, tags=["anchor_in_footnote", "tamze", "fragment"]),
        claim("C06", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "I C 1651/12: 'kwotę po 740 zł ... miesięcznie tytułem renty' and 'II. Oddala dalej idące powództwo'; 'w przywołanej sprawie' + the court named", S1651,
              claim_text="Nawet w przywołanej sprawie, w której ojciec był jedynym żywicielem, Sąd Okręgowy w Świdnicy zasądził na rzecz powoda rentę w kwocie po 740 zł miesięcznie, oddalając dalej idące powództwo.",
              anchor={"odeslanie": "w przywołanej sprawie", "organ": "Sąd Okręgowy w Świdnicy"}, anchor_resolved=R1651, also_acceptable=["WYMAGA_OSADU"], tags=["implicit_anchor"]),
        claim("C07", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "footnote 3: invented SA Wrocław judgment I ACa 377/13 (not in the library); invented thesis", None,
              quote="Renta z art. 446 § 2 k.c. przysługuje małoletniemu wyłącznie do ukończenia przez niego osiemnastego roku życia.",
              anchor={"sygnatura": "I ACa 377/13", "data": "9 maja 2013 r.", "organ": "SA we Wrocławiu"}, also_acceptable=["NIEZWERYFIKOWANY"], tags=["anchor_in_footnote", "fabricated_signature", "articles_inside_quote"]),
        claim("C08", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "block quotation without marks after VI C 12/13 (court as INDEX.tsv names it, the judgment itself is anonymised 'Sąd Rejonowy w. O.'); faithful '[…]' over the list of criteria; the source's 'nie nadmiernej lecz odpowiedniej'", S12,
              quote="Przy określaniu wysokości zadośćuczynienia, kierując się stanowiskiem Sądu Najwyższego należy uwzględnić wszystkie elementy krzywdy łącznie z tymi, które mogą ujawnić się w przyszłości. […] Rolą zadośćuczynienia jest bowiem złagodzenie doznanej niewymiernej krzywdy poprzez wypłacenie nie nadmiernej lecz odpowiedniej sumy, w stosunku do doznanej krzywdy.",
              anchor={"sygnatura": "VI C 12/13", "data": "14 marca 2013 r.", "organ": "Sąd Rejonowy w Oławie"}, tags=["block_quote_no_marks", "gap_bracket", "source_negations"]),
        claim("C09", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "footnote 4 names I C 1651/12 (SO Świdnica); the sentence is verbatim in I C 1863/12 (SR Świdnica), not in I C 1651/12", S1651,
              quote="Przy określaniu wysokości zadośćuczynienia podstawowe znaczenie ma stopień natężenia krzywdy, a więc cierpień fizycznych i ujemnych doznań psychicznych.",
              anchor={"sygnatura": "I C 1651/12", "data": "14 lipca 2014 r.", "organ": "SO w Świdnicy"}, really_in=S1863, tags=["anchor_in_footnote"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "inside the parenthetical citation after the colon; I C 1863/12 verbatim", S1863,
              quote="Obejmuje ono wszystkie cierpienia fizyczne i psychiczne, zarówno już doznane, jak i te, które zapewne wystąpią w przyszłości.",
              anchor={"sygnatura": "I C 1863/12", "data": "22 października 2014 r.", "organ": "SR w Świdnicy"}, tags=["quote_inside_parenthesis"]),
        claim("C11", "powolanie", "bare_citation_wrong_date", "NIEZWERYFIKOWANY", "footnote 5 'Por.': VI C 12/13 is of 14 marca 2013 r., not 2012", S12,
              claim_text="Por. wyrok SR w Oławie z dnia 14 marca 2012 r., VI C 12/13.",
              anchor={"sygnatura": "VI C 12/13", "data": "14 marca 2012 r.", "organ": "SR w Oławie"}, tags=["anchor_in_footnote", "wrong_year"]),
    ],
}
