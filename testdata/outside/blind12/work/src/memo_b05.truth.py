import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "html"

TRUTH = {
    "memo": "memo_b05",
    "outcome": "pass",
    "not_claims": ["da się jeszcze coś zrobić w Sądzie Najwyższym", "zmniejszenie zatrudnienia"],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "quotation first, then '– przypomniał SN w wyroku z dnia 4 lutego 2000 r. (II UKN 372/99)'; verbatim fragment", UKN372,
              quote="Sąd Najwyższy orzekający kasacyjnie nie jest sądem merytorycznym, zwykłej, trzeciej instancji",
              anchor={"sygnatura": "II UKN 372/99", "data": "4 lutego 2000 r.", "organ": "SN"}, tags=["citation_after_quote", "two_columns", "source_negations"]),
        claim("C02", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: 'o d d a l i ł kasację' of the wnioskodawca (the father) who sought a wcześniejsza emerytura", UKN372,
              claim_text="oddalając kasację ojca, który ubiegał się o wcześniejszą emeryturę w miejsce matki opiekującej się niepełnosprawnym synem",
              anchor={}, anchor_resolved=R_UKN372, also_acceptable=["WYMAGA_OSADU"], tags=["procedural_paraphrase"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W tym samym uzasadnieniu' = II UKN 372/99; verbatim (the source hyphenates 'praw-nomaterialnie' at a line end)", UKN372,
              quote="Istotą rozpoznania kasacyjnego jest kontrola i ewentualne korygowanie konkretnych, nietrafnych i wadliwych, prawnomaterialnie lub procesowo, nieprawomocnych orzeczeń sądów drugiej instancji, a nie ocena ich słuszności.",
              anchor={"odeslanie": "W tym samym uzasadnieniu"}, anchor_resolved=R_UKN372, tags=["implicit_anchor", "source_line_hyphenation"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "III AUa 927/13 (SA Gdańsk, postanowienie 13 lutego 2014 r.); fragment starting mid-sentence after 'art. 477⁹ § 3¹ k.p.c.' (HTML <sup>)", AUA927,
              quote="zawiesza dopuszczalność drogi sądowej do czasu wyczerpania dwuinstancyjnego postępowania orzeczniczego w organie rentowym",
              anchor={"sygnatura": "III AUa 927/13", "data": "13 lutego 2014 r.", "organ": "Sąd Apelacyjny w Gdańsku"}, tags=["fragment", "sup_article_before_quote"]),
        claim("C05", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful paraphrase of I PZP 52/94 (the 1989 act applies only to terminations by notice of the employer, not to a fixed-term contract ending with its term)", PZP52,
              claim_text="Sąd Najwyższy wskazał w niej, że ustawa z dnia 28 grudnia 1989 r. dotyczyła tylko rozwiązania umowy o pracę przez wypowiedzenie dokonane przez zakład pracy, nie zaś rozwiązania umowy zawartej na czas określony z upływem tego czasu.",
              anchor={"sygnatura": "I PZP 52/94", "data": "14 grudnia 1994 r.", "organ": "SN", "odeslanie": "w niej"}, anchor_resolved=R_PZP52, also_acceptable=["ZWERYFIKOWANY"], tags=["holding_paraphrase"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Sąd zauważył krótko' = I PZP 52/94; verbatim (the same sentence is misattributed to III PK 16/10 in memo_b02)", PZP52,
              quote="Pojęcie to zresztą zawsze w praktyce było rozumiane jako obniżenie liczby pracowników.",
              anchor={"odeslanie": "Sąd zauważył"}, anchor_resolved=R_PZP52, tags=["implicit_anchor"]),
        claim("C07", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 24 zd. 1 Konstytucji in the sidebar box", KONST,
              quote="Praca znajduje się pod ochroną Rzeczypospolitej Polskiej.",
              anchor={"przepis": "Konstytucja, art. 24"}, article="24", tags=["sidebar"]),
        claim("C08", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 66 ust. 1 zd. 1 Konstytucji in the sidebar box", KONST,
              quote="Każdy ma prawo do bezpiecznych i higienicznych warunków pracy.",
              anchor={"przepis": "Art. 66 ust. 1 Konstytucji"}, article="66", tags=["sidebar"]),
        claim("C09", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 94 pkt 9 k.p. verbatim (the point without its number) after a dash, in the sidebar", KP,
              quote="stosować obiektywne i sprawiedliwe kryteria oceny pracowników oraz wyników ich pracy",
              anchor={"przepis": "art. 94 pkt 9 k.p."}, article="94", tags=["sidebar", "fragment"]),
    ],
}
