import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "txt"
B163 = "judgments/common/saos-import/151005000004027_VIII_Ga_000163_2013_Uz_2014-03-21_001.txt"  # SO Bydgoszcz 21.03.2014
R1308 = {"sygnatura": "I ACa 1308/12", "data": "2013-01-18", "organ": "Sąd Apelacyjny w Krakowie"}
R962 = {"sygnatura": "V ACa 962/12", "data": "2013-01-18", "organ": "Sąd Apelacyjny w Gdańsku"}

TRUTH = {
    "memo": "memo_b03",
    "outcome": "blocked",
    "not_claims": [],
    "claims": [
        claim("C01", "cytat_doslowny", "material", "NIEZWERYFIKOWANY",
              "art. 746 § 2 zd. 2 k.c.: 'przyjmujący zlecenie jest odpowiedzialny za szkodę'; the associate's draft has 'dający zlecenie' — party role swapped (the partner only asks to check it)", KC,
              quote="Jednakże gdy zlecenie jest odpłatne, a wypowiedzenie nastąpiło bez ważnego powodu, dający zlecenie jest odpowiedzialny za szkodę.",
              anchor={"przepis": "art. 746 § 2 zd. 2 k.c."}, article="746", material_change=True, tags=["party_role", "bullet"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY",
              "nested e-mail quotation ('> >'); verbatim fragment of I ACa 1308/12, signature and date in the same line", A1308,
              quote="nie sposób budować związku przyczynowego na niesprawdzalnych i niepewnych zdarzeniach",
              anchor={"organ": "Sąd Apelacyjny w Krakowie", "data": "18 stycznia 2013 r.", "sygnatura": "I ACa 1308/12"}, tags=["nested_quote", "md_blockquote"]),
        claim("C03", "cytat_doslowny", "material", "NIEZWERYFIKOWANY",
              "'Ten sam wyrok' = I ACa 1308/12, which says 'i tylko w części spraw oczywista jest od początku racja prawna'; the draft has 'w większości spraw' — quantity turned around", A1308,
              quote="Prowadzenie sporu sądowego zawsze wiąże się z odmiennym stanowiskiem prawnym stron i w większości spraw oczywista jest od początku racja prawna jednej z nich.",
              anchor={"odeslanie": "Ten sam wyrok"}, anchor_resolved=R1308, material_change=True, tags=["implicit_anchor", "bullet"]),
        claim("C04", "cytat_doslowny", "material", "NIEZWERYFIKOWANY",
              "art. 207 § 2 k.p.c.: 'nie krótszym niż dwa tygodnie'; the note has 'nie krótszym niż tydzień' — time limit halved", KPC,
              quote="Przewodniczący może zarządzić wniesienie odpowiedzi na pozew w wyznaczonym terminie, nie krótszym niż tydzień.",
              anchor={"przepis": "art. 207 § 2 k.p.c."}, article="207", material_change=True, tags=["time_limit", "bullet"]),
        claim("C05", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 82 ust. 3 RODO verbatim", RODO,
              quote="Administrator lub podmiot przetwarzający zostają zwolnieni z odpowiedzialności wynikającej z ust. 2, jeżeli udowodnią, że w żaden sposób nie ponoszą winy za zdarzenie, które doprowadziło do powstania szkody.",
              anchor={"przepis": "art. 82 ust. 3 RODO"}, article="82", tags=["bullet", "source_negations"]),
        claim("C06", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "bare citation; I ACa 175/13 is a judgment of SA Poznań of 5 March 2013", A175,
              anchor={"sygnatura": "I ACa 175/13", "organ": "SA w Poznaniu", "data": "5 marca 2013 r."}, tags=["bullet"]),
        claim("C07", "fakt_proceduralny", "paraphrase_unsupported", "NIEZWERYFIKOWANY",
              "typed without Polish letters; V ACa 962/12 dismissed the plaintiff's appeal ('I. oddala apelację'); the draft (as the partner reports it) says it was allowed and the case remitted — a wrong procedural fact", A962,
              claim_text="uwzglednil apelacje i przekazal sprawe",
              anchor={"sygnatura": "V ACa 962/12", "organ": "SA w Gdansku"}, also_acceptable=["WYMAGA_OSADU"], tags=["no_diacritics", "wrong_procedural_fact"]),
        claim("C08", "cytat_doslowny", "cosmetic", "ZMODYFIKOWANY",
              "'ten sam wyrok' = V ACa 962/12; the sentence is verbatim except the folded Polish letters (phone typing), in straight ASCII quotes", A962,
              quote="przez co powod bezpowrotnie utracil prawo do kwestionowania tej decyzji procesowej Sadu w dalszym toku postepowania",
              anchor={"odeslanie": "ten sam wyrok"}, anchor_resolved=R962, tags=["no_diacritics", "ascii_quotes", "implicit_anchor"]),
        claim("C09", "powolanie", "bare_citation_wrong_date", "NIEZWERYFIKOWANY",
              "VIII Ga 163/13 is a judgment of SO Bydgoszcz of 21 marca 2014 r.; the e-mail says 21 lutego 2014 r.", B163,
              anchor={"sygnatura": "VIII Ga 163/13", "organ": "SO w Bydgoszczy", "data": "21 lutego 2014 r."}, tags=["wrong_date"]),
    ],
}
