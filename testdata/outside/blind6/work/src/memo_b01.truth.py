import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "opinion"
A1651 = {"sygnatura": "I C 1651/12", "data": "14 lipca 2014 r.", "organ": "Sąd Okręgowy w Świdnicy"}
R1651 = {"sygnatura": "I C 1651/12", "data": "2014-07-14", "organ": "Sąd Okręgowy w Świdnicy"}
A1530 = {"sygnatura": "II C 1530/12", "data": "20 listopada 2014 r.", "organ": "Sąd Okręgowy w Łodzi"}
R1530 = {"sygnatura": "II C 1530/12", "data": "2014-11-20", "organ": "Sąd Okręgowy w Łodzi"}

TRUTH = {
    "memo": "memo_b01",
    "outcome": "pass",
    "not_claims": ["pracownik ponosi pełną odpowiedzialność za powierzony mu pojazd", "Spółka"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 300 k.p. whole, after 'stanowi, że', mid-paragraph", KP,
              quote="W sprawach nieunormowanych przepisami prawa pracy do stosunku pracy stosuje się odpowiednio przepisy Kodeksu cywilnego, jeżeli nie są one sprzeczne z zasadami prawa pracy.",
              anchor={"przepis": "art. 300 k.p."}, article="300"),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 430 k.c. as an indented block quotation without marks after 'Zgodnie z art. 430 k.c.:'", KC,
              quote="Kto na własny rachunek powierza wykonanie czynności osobie, która przy wykonywaniu tej czynności podlega jego kierownictwu i ma obowiązek stosować się do jego wskazówek, ten jest odpowiedzialny za szkodę wyrządzoną z winy tej osoby przy wykonywaniu powierzonej jej czynności.",
              anchor={"przepis": "art. 430 k.c."}, article="430", tags=["block_quote_no_marks"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim sentence after 'stwierdzając, że' with full anchor before", S_1651,
              quote="Zasądzenie renty obligatoryjnej nie jest zależne od tego, czy obowiązek alimentacyjny zmarłego był stwierdzony prawomocnym wyrokiem ani od tego, czy zmarły obowiązek ten wypełniał.",
              anchor=A1651),
        claim("C04", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "'W tym samym wyroku'; '[…]' leaves out 'tzw.' only", S_1651,
              quote="Uprawnionymi do otrzymania […] renty obligatoryjnej są osoby, w stosunku do których ciążył na zmarłym ustawowy obowiązek alimentacyjny",
              anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R1651, tags=["implicit_anchor"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation without marks after 'Sąd ten zaznaczył przy tym:' (I C 1651/12)", S_1651,
              quote="W procesie odszkodowawczym sąd musi ustalić, czy w świetle przepisów kodeksu rodzinnego i opiekuńczego roszczenia alimentacyjne byłyby zasadne i przez jaki okres.",
              anchor={"odeslanie": "Sąd ten"}, anchor_resolved=R1651, tags=["block_quote_no_marks", "implicit_anchor"]),
        claim("C06", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful paraphrase of I C 1651/12 (500.000 zł 'zbyt wygórowana'), no quotation marks, court named as 'Sąd Okręgowy' of 'sprawa świdnicka'", S_1651,
              claim_text="kwota 500.000 zł, jakiej żądał powód tytułem zadośćuczynienia, była zbyt wygórowana, gdy weźmie się pod uwagę wszystkie okoliczności sprawy.",
              anchor={"organ": "Sąd Okręgowy"}, anchor_resolved=R1651, also_acceptable=["ZWERYFIKOWANY"], tags=["paraphrase"]),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim; court before, signature in parentheses after", S_1651,
              quote="Zadośćuczynienie pełni funkcję kompensacyjną i nie może powodować nieuzasadnionego wzbogacenia uprawnionego",
              anchor=A1651, tags=["citation_in_parentheses_after"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation without marks after '... II C 1530/12, wskazał:'", S_1530,
              quote="Od osoby odpowiedzialnej za szkodę poszkodowany winien otrzymać sumę pieniężną, o tyle w danych okolicznościach odpowiednią, by mógł za jej pomocą zatrzeć lub złagodzić poczucie krzywdy i odzyskać równowagę psychiczną.",
              anchor=A1530, tags=["block_quote_no_marks"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Ten sam sąd dodał' = II C 1530/12; a fragment inside the sentence", S_1530,
              quote="powinno być utrzymane w rozsądnych granicach",
              anchor={"odeslanie": "Ten sam sąd"}, anchor_resolved=R1530, tags=["implicit_anchor", "fragment"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W powołanym orzeczeniu Sąd Okręgowy w Łodzi'; fragment starting mid-sentence", S_1530,
              quote="przysługuje temu, kto faktycznie je poniósł, bez względu na to, czy łączył go ze zmarłym stosunek bliskości oraz czy jest jego spadkobiercą",
              anchor={"odeslanie": "W powołanym orzeczeniu", "organ": "Sąd Okręgowy w Łodzi"}, anchor_resolved=R1530, tags=["implicit_anchor", "fragment"]),
        claim("C11", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 481 § 1 k.c., fragment starting mid-sentence", KC,
              quote="za czas opóźnienia, chociażby nie poniósł żadnej szkody i chociażby opóźnienie było następstwem okoliczności, za które dłużnik odpowiedzialności nie ponosi",
              anchor={"przepis": "art. 481 § 1 k.c."}, article="481", tags=["fragment"]),
    ],
}
