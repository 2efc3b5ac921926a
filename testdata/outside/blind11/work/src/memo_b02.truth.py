import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "html"

TRUTH = {
    "memo": "memo_b02",
    "outcome": "pass",
    "not_claims": [
        "Spółka",
        "wszelkie spory rozstrzygać będzie sąd właściwy dla siedziby Sprzedawcy",
    ],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "mid-sentence fragment of art. 139 § 1 k.p.c., verbatim; the article is only in endnote 1", KPC,
              quote="z pouczeniem, że należy je odebrać w terminie siedmiu dni od dnia umieszczenia zawiadomienia",
              anchor={"przepis": "art. 139 § 1 k.p.c."}, article="139", tags=["fragment", "anchor_in_endnote"]),
        claim("C02", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "II Cz 517/14: 'oddala zażalenie' — the zażalenie was the plaintiff-creditor's against the order setting aside the klauzula wykonalności", CZ517,
              claim_text="Sąd Okręgowy w Szczecinie, który w sprawie II Cz 517/14 oddalił zażalenie wierzyciela na postanowienie uchylające klauzulę wykonalności.",
              anchor={"sygnatura": "II Cz 517/14", "organ": "Sąd Okręgowy w Szczecinie"}, also_acceptable=["WYMAGA_OSADU"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 776 k.p.c. verbatim (whole article, two sentences); the article only in endnote 2", KPC,
              quote="Podstawą egzekucji jest tytuł wykonawczy. Tytułem wykonawczym jest tytuł egzekucyjny zaopatrzony w klauzulę wykonalności, chyba że ustawa stanowi inaczej.",
              anchor={"przepis": "art. 776 k.p.c."}, article="776", tags=["anchor_in_endnote"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row: signature in the left cell, verbatim quotation of II Cz 517/14 in the right cell", CZ517,
              quote="W ocenie Sądu Odwoławczego, Sąd pierwszej instancji w sposób prawidłowy przyjął, iż powyższe stanowiło dostateczną podstawę do obalenia domniemania doręczenia, co determinowało konieczność uchylenia postanowienia o nadaniu klauzuli wykonalności",
              anchor={"sygnatura": "II Cz 517/14", "data": "25 kwietnia 2014 r.", "organ": "Sąd Okręgowy w Szczecinie"}, tags=["table_cell"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row: V Pz 20/13 (SO Słupsk, 5 sierpnia 2013 r.; the ruling writes 'Dnia 05.08.2013 roku'), mid-sentence fragment, verbatim", PZ20,
              quote="skarga o wznowienie postępowania stanowi nadzwyczajny środek zaskarżenia przysługujący jedynie od ściśle określonych orzeczeń i w oparciu o ograniczone ustawowo podstawy",
              anchor={"sygnatura": "V Pz 20/13", "data": "5 sierpnia 2013 r.", "organ": "Sąd Okręgowy w Słupsku"}, tags=["table_cell", "fragment"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row: I ACa 499/13 (SA Gdańsk, postanowienie 7 listopada 2013 r.), verbatim", A499,
              quote="Wysokość opłaty tymczasowej określa przewodniczący, a wysokość opłaty ostatecznej ustala Sąd w orzeczeniu kończącym postępowanie w pierwszej instancji.",
              anchor={"sygnatura": "I ACa 499/13", "data": "7.11.2013 r.", "organ": "SA w Gdańsku"}, tags=["table_cell", "abbreviated_court"]),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "court named in the sentence, signature only in endnote 3; verbatim in V Pz 20/13", PZ20,
              quote="Na etapie badania dopuszczalności skargi sąd ocenia, czy skarga jest oparta na ustawowej podstawie.",
              anchor={"sygnatura": "V Pz 20/13", "data": "5 sierpnia 2013 r.", "organ": "SO w Słupsku"}, tags=["anchor_in_endnote"]),
        claim("C08", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "'Ten sam sąd' = V Pz 20/13; faithful paraphrase of 'konieczność zbadania przez Sąd w pierwszej kolejności, czy twierdzenia skargi wskazują na zaistnienie takiej ustawowej podstawy … samo powołanie się na odpowiedni przepis kodeksu postępowania cywilnego, dopuszczający możliwość wznowienia postępowania … nie czyni zadość wymaganiu'", PZ20,
              claim_text="oznacza to konieczność zbadania w pierwszej kolejności, czy twierdzenia skargi wskazują na zaistnienie ustawowej podstawy, a samo powołanie się na odpowiedni przepis kodeksu postępowania cywilnego, dopuszczający możliwość wznowienia, nie czyni zadość temu wymaganiu",
              anchor={"odeslanie": "Ten sam sąd"}, anchor_resolved=R_PZ20, also_acceptable=["ZWERYFIKOWANY"], tags=["unquoted_position", "implicit_anchor"]),
        claim("C09", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 401¹ k.p.c. verbatim (whole article), 'przepis stanowi:' before, article in parentheses after", KPC,
              quote="Można żądać wznowienia postępowania również w wypadku, gdy Trybunał Konstytucyjny orzekł o niezgodności aktu normatywnego z Konstytucją, ratyfikowaną umową międzynarodową lub z ustawą, na podstawie którego zostało wydane orzeczenie.",
              anchor={"przepis": "art. 401¹ k.p.c."}, article="401^1", tags=["citation_in_parentheses_after", "superscript_article"]),
        claim("C10", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "endnote 4: art. 410 § 1 zd. 1 k.p.c. verbatim", KPC,
              quote="Sąd odrzuca skargę wniesioną po upływie przepisanego terminu, niedopuszczalną lub nieopartą na ustawowej podstawie.",
              anchor={"przepis": "art. 410 § 1 k.p.c."}, article="410", tags=["in_endnote"]),
        claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "court named (SA w Gdańsku) in the sentence, signature in endnote 5; short mid-sentence fragment of I ACa 499/13, verbatim", A499,
              quote="jedynie wtedy gdy kwota ta była uprzednio ustalona i pobrana",
              anchor={"sygnatura": "I ACa 499/13", "data": "7 listopada 2013 r.", "organ": "SA w Gdańsku"}, tags=["anchor_in_endnote", "fragment"]),
    ],
}
