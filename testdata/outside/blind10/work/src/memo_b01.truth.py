import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "llm"
A44 = {"sygnatura": "KIO/UZP 44/08", "data": "7 lutego 2008 r.", "organ": "KIO"}
R44 = {"sygnatura": "KIO/UZP 44/08", "data": "2008-02-07", "organ": "Krajowa Izba Odwoławcza"}
A80 = {"sygnatura": "KIO 80/13", "data": "31 stycznia 2013 r.", "organ": "KIO"}
R80 = {"sygnatura": "KIO 80/13", "data": "2013-01-31", "organ": "Krajowa Izba Odwoławcza"}

TRUTH = {
    "memo": "memo_b01",
    "outcome": "pass",
    "not_claims": ["wadium wnoszą solidarnie wszyscy członkowie konsorcjum", "Hestia-Gwarant"],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "item a) of a nested 1./a) list; straight ASCII quotes; the source is given only AFTER the list as 'Źródło: ... KIO/UZP 44/08'", K44,
              quote="Wadium ma na celu zabezpieczenie interesów Zamawiającego poprzez materialne zagwarantowanie podpisania umowy z wykonawcą, którego oferta zostanie uznana za najkorzystniejszą.",
              anchor={"sygnatura": "KIO/UZP 44/08", "data": "7 lutego 2008 r.", "organ": "KIO"}, tags=["anchor_after_list", "nested_list"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "item b); verbatim; anchor after the list", K44,
              quote="Nie powinno mieć zatem znaczenia kto faktycznie wnosi wadium, jeśli zabezpiecza ono konkretną ofertę.",
              anchor={"sygnatura": "KIO/UZP 44/08", "data": "7 lutego 2008 r.", "organ": "KIO"}, tags=["anchor_after_list", "nested_list"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "item c); a sentence cut before its parenthesis; verbatim", K44,
              quote="Wadium nie jest bowiem miernikiem kondycji finansowej wykonawcy",
              anchor={"sygnatura": "KIO/UZP 44/08", "data": "7 lutego 2008 r.", "organ": "KIO"}, tags=["anchor_after_list", "nested_list", "fragment"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W tym samym wyroku czytamy:' = KIO/UZP 44/08 (named in the Źródło line of the previous list item)", K44,
              quote="Konsorcjum jako takie jest pozbawione podmiotowości prawnej, a zatem niezdolne do zaciągania zobowiązań na własny rachunek.",
              anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R44, tags=["implicit_anchor", "nested_list"]),
        claim("C05", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 70⁴ § 1 k.c. verbatim (superscript article number written as ⁴)", KC,
              quote="W warunkach aukcji albo przetargu można zastrzec, że przystępujący do aukcji albo przetargu powinien, pod rygorem niedopuszczenia do nich, wpłacić organizatorowi określoną sumę albo ustanowić odpowiednie zabezpieczenie jej zapłaty (wadium).",
              anchor={"przepis": "art. 70⁴ § 1 k.c."}, article="70^4", tags=["superscript_article"]),
        claim("C06", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "'Ten sam przepis w § 2' = art. 70⁴ § 2 k.c.; second sentence of § 2 verbatim", KC,
              quote="W pozostałych wypadkach zapłacone wadium należy niezwłocznie zwrócić, a ustanowione zabezpieczenie wygasa.",
              anchor={"odeslanie": "Ten sam przepis w § 2"}, anchor_resolved={"przepis": "art. 70⁴ § 2 k.c."}, article="70^4", tags=["implicit_anchor", "superscript_article"]),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "bullet under a bold signature line (KIO 80/13); verbatim", K80,
              quote="Niewytłumaczalne jest więc akceptowanie przez Zamawiającego w sposób automatyczny wniosku wykonawcy o utajnienie oferty.",
              anchor=A80, tags=["bold_signature_parent"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "bullet under the bold signature line; quotation after a colon; verbatim (incl. 'nie budzący' written apart, as in the source)", K80,
              quote="W ocenie Izby działania Zamawiającego w sposób nie budzący wątpliwości doprowadziły do złamania zasady równości i uczciwej konkurencji.",
              anchor=A80, tags=["bold_signature_parent"]),
        claim("C09", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: KIO 80/13 'uwzględnia oba odwołania i nakazuje Zamawiającemu unieważnienie czynności wyboru najkorzystniejszej oferty'", K80,
              claim_text="W tamtej sprawie Izba uwzględniła oba odwołania i nakazała zamawiającemu unieważnienie czynności wyboru najkorzystniejszej oferty.",
              anchor=A80, also_acceptable=["WYMAGA_OSADU"], tags=["bold_signature_parent"]),
        claim("C10", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 32 ust. 1 Konstytucji verbatim (both sentences)", KONST,
              quote="Wszyscy są wobec prawa równi. Wszyscy mają prawo do równego traktowania przez władze publiczne.",
              anchor={"przepis": "art. 32 ust. 1 Konstytucji"}, article="32"),
        claim("C11", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 7 Konstytucji verbatim, introduced by a dash", KONST,
              quote="Organy władzy publicznej działają na podstawie i w granicach prawa.",
              anchor={"przepis": "art. 7 Konstytucji"}, article="7"),
        claim("C12", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "bare 'por.' citation; KIO 475/11 is a judgment of 22 March 2011", K475,
              claim_text="por. wyrok KIO z dnia 22 marca 2011 r., KIO 475/11",
              anchor={"sygnatura": "KIO 475/11", "data": "22 marca 2011 r.", "organ": "KIO"}),
    ],
}
