import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "html"

TRUTH = {
    "memo": "memo_b05",
    "outcome": "pass",
    "not_claims": ["Kwadrat Premium", "nieuczciwymi"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "block quotation in quotation marks; art. 385¹ § 1 zd. 1 k.c. verbatim; the article number is written with <sup>", KC,
              quote="Postanowienia umowy zawieranej z konsumentem nieuzgodnione indywidualnie nie wiążą go, jeżeli kształtują jego prawa i obowiązki w sposób sprzeczny z dobrymi obyczajami, rażąco naruszając jego interesy (niedozwolone postanowienia umowne).",
              anchor={"przepis": "art. 385¹ § 1 zd. 1 k.c."}, article="385^1", tags=["block_quote", "superscript_article"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "boxed note; art. 385¹ § 3 zd. 1 k.c. verbatim", KC,
              quote="Nieuzgodnione indywidualnie są te postanowienia umowy, na których treść konsument nie miał rzeczywistego wpływu.",
              anchor={"przepis": "art. 385¹ § 3 k.c."}, article="385^1", tags=["superscript_article"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 58 § 2 k.c. verbatim", KC,
              quote="Nieważna jest czynność prawna sprzeczna z zasadami współżycia społecznego.",
              anchor={"przepis": "art. 58 § 2 k.c."}, article="58"),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I ACa 175/13; date written '5.03.2013 r.'", A175,
              quote="Z art. 6 k.c. płynie generalny wniosek, że prawa podmiotowe mogą być skutecznie dochodzone o tyle, o ile strona jest w stanie przekonać sąd co do faktów, z których wyprowadza korzystne dla siebie twierdzenia.",
              anchor={"organ": "Sądu Apelacyjnego w Poznaniu", "data": "5.03.2013 r.", "sygnatura": "I ACa 175/13"}, tags=["numeric_date", "articles_inside_quote"]),
        claim("C05", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "table cell; short verbatim fragment of art. 17 ust. 3 lit. e RODO", RODO,
              quote="do ustalenia, dochodzenia lub obrony roszczeń",
              anchor={"przepis": "art. 17 ust. 3 lit. e RODO"}, article="17", tags=["table_cell", "short_quote"]),
    ],
}
