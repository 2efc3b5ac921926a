import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "htmltxt"
A972 = {"sygnatura": "I C 972/14", "data": "19 listopada 2014 r.", "organ": "Sąd Rejonowy w Bielsku Podlaskim"}
R972 = {"sygnatura": "I C 972/14", "data": "2014-11-19", "organ": "Sąd Rejonowy w Bielsku Podlaskim"}
A520 = {"sygnatura": "III Ca 520/14", "data": "30 października 2014 r.", "organ": "Sąd Okręgowy w Nowym Sączu"}
R520 = {"sygnatura": "III Ca 520/14", "data": "2014-10-30", "organ": "Sąd Okręgowy w Nowym Sączu"}
A12 = {"sygnatura": "VI C 12/13", "data": "14 marca 2013 r.", "organ": "Sąd Rejonowy w Oławie"}

TRUTH = {
    "memo": "memo_b04",
    "outcome": "pass",
    "not_claims": [],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "ruling's own sentence (it paraphrases art. 11 k.p.c.: it is NOT the statute's wording); anchor two sentences earlier in the paragraph", S_972,
              quote="Zgodnie z art. 11 k.p.c. sąd w postępowaniu cywilnym jest związany wyłącznie ustaleniami wydanego w postępowaniu karnym prawomocnego wyroku skazującego, co do popełnienia przestępstwa.",
              anchor=A972, tags=["articles_inside_quote", "anchor_earlier_in_paragraph"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "'Sam przepis stanowi, że' = art. 11 k.p.c. named in the previous paragraph; first sentence verbatim", KPC,
              quote="Ustalenia wydanego w postępowaniu karnym prawomocnego wyroku skazującego co do popełnienia przestępstwa wiążą sąd w postępowaniu cywilnym.",
              anchor={"odeslanie": "Sam przepis"}, anchor_resolved={"przepis": "art. 11 k.p.c."}, article="11", tags=["implicit_anchor"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "pull quote (styled blockquote) with the attribution '— SR w Bielsku Podlaskim, I C 972/14' in a <cite> under it", S_972,
              quote="Sąd cywilny nie jest zatem związany wyrokiem nakazowym wydanym w stosunku do pozwanego w postępowaniu w sprawach o wykroczenia.",
              anchor={"sygnatura": "I C 972/14", "organ": "SR w Bielsku Podlaskim"}, tags=["pull_quote", "attribution_after"]),
        claim("C04", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful paraphrase of I C 972/14 (biegły: shock, no intent to escape liability), no quotation marks", S_972,
              claim_text="pozwany po zdarzeniu mógł być w szoku pourazowym, a oddalenie się z miejsca zdarzenia nie było działaniem mającym na celu uniknięcie odpowiedzialności",
              anchor={"odeslanie": "sąd"}, anchor_resolved=R972, also_acceptable=["ZWERYFIKOWANY"], tags=["paraphrase"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'jak wskazał sąd' = I C 972/14 (the article's ruling)", S_972,
              quote="Sam brak dokumentu prawa jazdy w ustalonym stanie faktycznym nie uzasadniał także zasadności roszczenia powoda w oparciu o powołany powyżej przepis.",
              anchor={"odeslanie": "sąd"}, anchor_resolved=R972, tags=["implicit_anchor"]),
        claim("C06", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: III Ca 520/14 changed the first-instance judgment and awarded 20 000 zł", S_520,
              claim_text="Sąd Okręgowy w Nowym Sączu wyrokiem z dnia 30 października 2014 r. (III Ca 520/14) zmienił wyrok sądu pierwszej instancji i zasądził od ubezpieczyciela na rzecz małoletniego powoda 20 000 zł",
              anchor=A520),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "pull quote with '— SO w Nowym Sączu, III Ca 520/14'", S_520,
              quote="Wysokość zadośćuczynienia przyznawanego na podstawie art. 448 k.c. ma charakter ocenny, dlatego przy jego ustalaniu sądy zachowują duży zakres swobody.",
              anchor={"sygnatura": "III Ca 520/14", "organ": "SO w Nowym Sączu"}, tags=["pull_quote", "attribution_after", "articles_inside_quote"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Sąd zwrócił też uwagę' = III Ca 520/14; fragment with 'art. 446 §4 k.c.' inside", S_520,
              quote="nie jest roszczeniem tożsamym z roszczeniem z art. 446 §4 k.c.",
              anchor={"odeslanie": "Sąd"}, anchor_resolved=R520, tags=["implicit_anchor", "fragment", "articles_inside_quote"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "VI C 12/13 verbatim; 'nie nadmiernej lecz odpowiedniej' is the source's own wording (negation quoted faithfully)", S_12,
              quote="Rolą zadośćuczynienia jest bowiem złagodzenie doznanej niewymiernej krzywdy poprzez wypłacenie nie nadmiernej lecz odpowiedniej sumy, w stosunku do doznanej krzywdy.",
              anchor=A12, tags=["negation_in_source"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row: signature and court/date in the first two cells, thesis in the third", S_972,
              quote="Sprawdzeniu kwalifikacji w formie egzaminu państwowego podlega jedynie osoba, w stosunku do której okres pozbawienia tego dokumentu na podstawie wyroku sądu był dłuższy niż jeden rok.",
              anchor={"sygnatura": "I C 972/14", "data": "19.11.2014", "organ": "SR w Bielsku Podlaskim"}, tags=["table_row"]),
        claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row VI C 12/13", S_12,
              quote="Przy określaniu wysokości zadośćuczynienia, kierując się stanowiskiem Sądu Najwyższego należy uwzględnić wszystkie elementy krzywdy łącznie z tymi, które mogą ujawnić się w przyszłości.",
              anchor={"sygnatura": "VI C 12/13", "data": "14.03.2013", "organ": "SR w Oławie"}, tags=["table_row"]),
    ],
}
