import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "txt"
KPC_ART = "477^9"

TRUTH = {
    "memo": "memo_b03",
    "outcome": "pass",
    "not_claims": ["przejąć"],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "III AUa 927/13's own restatement of art. 477⁹ § 3¹ k.p.c., in ASCII quotes after 'sąd'; signature typed sloppily 'III Aua 927/13' in parentheses; the provision named before it is not the source", AUA927,
              quote="obowiązany jest odrzucić odwołanie od decyzji w sprawie świadczeń uzależnionych od stwierdzenia niezdolności do pracy, oparte wyłącznie na zarzutach dotyczących orzeczenia lekarza orzecznika ZUS",
              anchor={"sygnatura": "III Aua 927/13", "organ": "SA Gdańsk"}, anchor_resolved=R_AUA927, tags=["sloppy_signature", "ascii_quotes", "fragment", "provision_named_but_ruling_quoted"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'w tym samym postanowieniu' = III AUa 927/13; first half of one sentence; the quotation opens in this message and closes in the next (same minute)", AUA927,
              quote="Niewniesienie sprzeciwu od orzeczenia lekarza orzecznika oznacza bowiem,",
              anchor={"odeslanie": "w tym samym postanowieniu"}, anchor_resolved=R_AUA927, tags=["quote_split_over_messages", "implicit_anchor", "ascii_quotes"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "second half of the same sentence of III AUa 927/13, in the next chat message, closing the quotation", AUA927,
              quote="że wnioskodawca zgadza się, że wszystkie stwierdzenia w nim zawarte są prawdziwe",
              anchor={}, anchor_resolved=R_AUA927, tags=["quote_split_over_messages", "implicit_anchor"]),
        claim("C04", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "unquoted report of the court's position ('ale zaraz dalej, że …'), words of III AUa 927/13 without marks", AUA927,
              claim_text="jeżeli podniesiono takie zarzuty, ale oprócz nich również inne, to sąd nie może odrzucić odwołania i rozpoznaje je merytorycznie",
              anchor={}, anchor_resolved=R_AUA927, also_acceptable=["ZWERYFIKOWANY"], tags=["unquoted_verbatim"]),
        claim("C05", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: SA Gdańsk 'postanowił: uchylić zaskarżony wyrok i odrzucić odwołanie' (appeal of ZUS against SO Włocławek)", AUA927,
              claim_text="SA uchylił wyrok SO i odrzucił odwołanie",
              anchor={"odeslanie": "w tamtej sprawie"}, anchor_resolved=R_AUA927, also_acceptable=["WYMAGA_OSADU"], tags=["procedural_paraphrase", "no_diacritics_context"]),
        claim("C06", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "fragment of art. 477¹⁰ § 2 k.p.c.; the article named after the quotation as '(477(10) § 2)' with no 'art.' and no act (the act is the 'kpc' of an earlier message)", KPC,
              quote="sąd przyjmuje to żądanie do protokołu i przekazuje go do rozpoznania organowi rentowemu",
              anchor={"przepis": "477(10) § 2"}, article="477^10", tags=["superscript_written_out", "citation_in_parentheses_after", "fragment", "act_implied"]),
        claim("C07", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: SN 'oddalił kasację' of the father (wnioskodawca Stanisław D.); signature typed 'IIUKN 372/99' without spaces, date as 4.02.2000", UKN372,
              claim_text="SN w IIUKN 372/99 (4.02.2000) oddalił kasację ojca w takiej sprawie",
              anchor={"sygnatura": "IIUKN 372/99", "data": "4.02.2000", "organ": "SN"}, anchor_resolved=R_UKN372, also_acceptable=["WYMAGA_OSADU"], tags=["sloppy_signature"]),
        claim("C08", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful short report of the thesis of II UKN 372/99 (the mother's declaration that she renounces the benefit in favour of the father does not justify granting it to him)", UKN372,
              claim_text="samo oświadczenie matki że zrzeka się emerytury na rzecz ojca nie uzasadnia przyznania mu wcześniejszej emerytury",
              anchor={}, anchor_resolved=R_UKN372, also_acceptable=["ZWERYFIKOWANY"], tags=["holding_paraphrase", "no_diacritics_context"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'SN tam' = II UKN 372/99; fragment verbatim in ASCII quotes followed by an en dash", UKN372,
              quote="środkiem zaskarżenia szczególnym, o charakterze ściśle prawnym",
              anchor={"odeslanie": "SN tam"}, anchor_resolved=R_UKN372, tags=["implicit_anchor", "ascii_quotes", "fragment"]),
        claim("C10", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 32 ust. 1 zd. 1 Konstytucji; the act only implied by the previous message ('a konstytucja?')", KONST,
              quote="Wszyscy są wobec prawa równi.",
              anchor={"przepis": "art. 32 ust. 1"}, article="32", tags=["act_implied"]),
    ],
}
