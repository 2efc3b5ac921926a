import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "html"
FORMS = ["pdf", "md"]
A2704 = {"sygnatura": "K 27/04", "data": "31 maja 2005 r.", "organ": "TK"}
A2703 = {"sygnatura": "K 27/03", "data": "8 marca 2005 r.", "organ": "TK"}
A2404 = {"sygnatura": "K 24/04", "data": "12 stycznia 2005 r.", "organ": "TK"}

TRUTH = {
    "memo": "memo_b03",
    "outcome": "blocked",
    "not_claims": ["wstecz", "samorządowy"],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row Teza | Orzeczenie; the signature is in the right-hand cell; verbatim", TK2704,
              quote="Samodzielność finansowa jednostek samorządu terytorialnego stanowi jedną z konstytutywnych cech podmiotowości samorządu terytorialnego.",
              anchor=A2704, tags=["table_row", "anchor_in_next_cell"]),
        claim("C02", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "table row; K 27/04 says 'nie może przesądzać o niekonstytucyjności'; the alert drops 'nie' — negation removed", TK2704,
              quote="Okoliczność, że ustawa rozszerza zadania jednostek samorządu terytorialnego, może przesądzać o niekonstytucyjności danej regulacji, jeżeli dochody z innych źródeł umożliwiają realizację poszczególnych zadań publicznych.",
              anchor=A2704, material_change=True, tags=["table_row", "anchor_in_next_cell", "negation_removed"]),
        claim("C03", "cytat_doslowny", "fabricated", "NIEZWERYFIKOWANY", "table row; invented thesis attributed to K 27/04 (stands in no library source)", TK2704,
              quote="Każde przekazanie gminie nowego obowiązku wymaga ustawowej rekompensaty w postaci subwencji równej przewidywanym kosztom.",
              anchor=A2704, tags=["table_row", "anchor_in_next_cell"]),
        claim("C04", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "table row whose right cell is a provision: art. 167 ust. 4 Konstytucji verbatim", KONST,
              quote="Zmiany w zakresie zadań i kompetencji jednostek samorządu terytorialnego następują wraz z odpowiednimi zmianami w podziale dochodów publicznych.",
              anchor={"przepis": "art. 167 ust. 4 Konstytucji"}, article="167", tags=["table_row", "anchor_in_next_cell"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row; verbatim in K 27/03", TK2703,
              quote="W orzecznictwie Trybunału Konstytucyjnego utrzymuje się konsekwentnie jednolita linia rozumienia znaczenia zakazu retroaktywnego działania ustanowionej normy.",
              anchor=A2703, tags=["table_row", "anchor_in_next_cell"]),
        claim("C06", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "table row attributed to K 24/04; the sentence is K 27/03's", TK2404,
              quote="W analizowanej sprawie nie budzi wątpliwości, że kwestionowana regulacja została wprowadzona z mocą wsteczną.",
              anchor=A2404, really_in=TK2703, misattributed_to="K 24/04", tags=["table_row", "anchor_in_next_cell"]),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row; verbatim in K 24/04", TK2404,
              quote="Kompetencje ustawodawcze muszą być obecnie pojmowane z uwzględnieniem zasadniczo nowych warunków tworzenia prawa.",
              anchor=A2404, tags=["table_row", "anchor_in_next_cell"]),
        claim("C08", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful paraphrase of K 27/04: 'ustawodawcy przysługuje swoboda w określaniu źródeł dochodów gmin, jak też ich poziomu'", TK2704,
              claim_text="Trybunał Konstytucyjny w wyroku K 27/04 przyjął, że ustawodawcy przysługuje swoboda w określaniu źródeł dochodów gmin oraz ich poziomu.",
              anchor={"sygnatura": "K 27/04", "organ": "Trybunał Konstytucyjny"}, also_acceptable=["ZWERYFIKOWANY"]),
        claim("C09", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: sentencja of K 27/04 pkt 2 — art. 69 of the act is consistent with art. 167 ust. 1 i 4 Konstytucji", TK2704,
              claim_text="W tamtej sprawie art. 69 ustawy o dochodach jednostek samorządu terytorialnego uznano za zgodny z art. 167 ust. 1 i 4 Konstytucji.",
              anchor={"odeslanie": "W tamtej sprawie"}, anchor_resolved={"sygnatura": "K 27/04", "data": "2005-05-31", "organ": "Trybunał Konstytucyjny"},
              also_acceptable=["WYMAGA_OSADU"]),
        claim("C10", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "verbatim in K 27/03, but K 27/03 is of 8 marca 2005 (the table row above says so), not 8 kwietnia 2005", TK2703,
              quote="Powołane orzeczenie Sądu Apelacyjnego dowodzi, że obecny stan prawny rodzi niebezpieczeństwo rozbieżnych rozstrzygnięć, a w konsekwencji prowadzi do zmniejszenia stanu bezpieczeństwa prawnego.",
              anchor={"sygnatura": "K 27/03", "data": "8 kwietnia 2005 r.", "organ": "Trybunał"}, tags=["wrong_date"]),
        claim("C11", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "K 24/04 'rząd i parlament są partnerami, nie zaś oponentami – ich wspólnym zadaniem ...'; the […] hides only the dash; starts and ends mid-sentence", TK2404,
              quote="rząd i parlament są partnerami, nie zaś oponentami […] ich wspólnym zadaniem jest wypracowanie stanowiska, które w najwyższym stopniu odpowiadałoby racji stanu",
              anchor={"sygnatura": "K 24/04"}, tags=["gap", "fragment"]),
        claim("C12", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 190 ust. 1 Konstytucji verbatim, inside a highlighted box", KONST,
              quote="Orzeczenia Trybunału Konstytucyjnego mają moc powszechnie obowiązującą i są ostateczne.",
              anchor={"przepis": "art. 190 ust. 1 Konstytucji"}, article="190", tags=["box"]),
        claim("C13", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 190 ust. 3 Konstytucji says 'osiemnastu miesięcy'; the alert writes 'dwudziestu miesięcy' — time limit changed", KONST,
              quote="Termin ten nie może przekroczyć dwudziestu miesięcy, gdy chodzi o ustawę",
              anchor={"przepis": "art. 190 ust. 3 Konstytucji"}, article="190", material_change=True, tags=["box", "number_changed"]),
    ],
}
