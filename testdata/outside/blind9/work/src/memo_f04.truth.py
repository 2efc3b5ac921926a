import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "txt"
FORMS = ["txt"]
S44 = {"sygnatura": "V Pa 44/13", "data": "20.12.2013", "organ": "SO Piotrków Tryb."}
R44 = {"sygnatura": "V Pa 44/13", "data": "2013-12-20", "organ": "Sąd Okręgowy w Piotrkowie Trybunalskim"}

TRUTH = {
    "memo": "memo_f04",
    "outcome": "pass",
    "not_claims": ["reorganizacja"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 30 § 4 k.p., end of the paragraph, verbatim; written 'kp' without dots; the quotation wraps over four short lines", KP,
              quote="powinna być wskazana przyczyna uzasadniająca wypowiedzenie lub rozwiązanie umowy",
              anchor={"przepis": "art. 30 § 4 kp"}, article="30", tags=["mid_sentence", "wrapped_short_lines", "act_without_dots"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 22¹ § 1 k.p., opening words verbatim; written 'art. 22^1 § 1 kp'", KP,
              quote="Pracodawca ma prawo żądać od osoby ubiegającej się o zatrudnienie podania danych osobowych obejmujących",
              anchor={"przepis": "art. 22^1 § 1 kp"}, article="22^1", tags=["superscript_as_caret", "wrapped_short_lines", "act_without_dots"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "'§ 3 tamże' = art. 22¹ § 3 zd. 1 k.p.; verbatim", KP,
              quote="Udostępnienie pracodawcy danych osobowych następuje w formie oświadczenia osoby, której one dotyczą.",
              anchor={"odeslanie": "§ 3 tamże"}, anchor_resolved={"przepis": "art. 22¹ § 3 k.p."}, article="22^1", tags=["tamze", "wrapped_short_lines"]),
        claim("C04", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 102 k.p.c. verbatim (whole article); 'kpc' without dots", KPC,
              quote="W wypadkach szczególnie uzasadnionych sąd może zasądzić od strony przegrywającej tylko część kosztów albo nie obciążać jej w ogóle kosztami.",
              anchor={"przepis": "art. 102 kpc"}, article="102", tags=["wrapped_short_lines", "act_without_dots", "source_negations"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'wg post. SO Piotrków Tryb. z 20.12.2013, V Pa 44/13:' (abbreviated court, date dd.mm.yyyy); verbatim", PA_44,
              quote="Kwestia zastosowania art. 102 k.p.c. ma każdorazowo wymiar indywidualny i jest odnoszona do konkretnego przypadku.",
              anchor=S44, tags=["abbreviated_court", "wrapped_short_lines", "articles_inside_quote"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'tamże' = V Pa 44/13; verbatim, cut before 'choćby dotyczącym tego samego przedmiotu'; source's negation", PA_44,
              quote="Szczególnie uzasadnionym wypadkiem z art. 102 k.p.c. nie może być okoliczność zastosowania tego przepisu wobec innej strony w innym procesie",
              anchor={"odeslanie": "tamże"}, anchor_resolved=R44, tags=["tamze", "wrapped_short_lines", "source_negations"]),
        claim("C07", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "V Pa 44/13: 'postanawia: 1. oddalić zażalenie; 2. zasądzić od powoda … kwotę 60 (sześćdziesiąt) złotych tytułem kosztów postępowania zażaleniowego' (the zażalenie was the plaintiff's)", PA_44,
              claim_text="SO oddalił tam zażalenie powoda",
              anchor={"odeslanie": "tam"}, anchor_resolved=R44, also_acceptable=["WYMAGA_OSADU"]),
        claim("C08", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "V Pa 44/13: 'zmiana dotychczasowej linii orzeczniczej dotycząca kwestii przedawnienia dochodzonego pozwem roszczenia, która zapadła przed wniesieniem apelacji, nie może być uznana za szczególny wypadek uzasadniający zastosowanie art. 102 k.p.c.' — faithful, not in quotation marks", PA_44,
              claim_text="zmiana linii orzeczniczej, która zapadła przed wniesieniem apelacji, nie może być uznana za szczególny wypadek uzasadniający zastosowanie art. 102 kpc",
              anchor={"odeslanie": "wg SO"}, anchor_resolved=R44, also_acceptable=["ZWERYFIKOWANY"], tags=["implicit_anchor", "wrapped_short_lines"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'SN (uchw. 28.09.1994, II UZP 25/94):' ; verbatim", SN_UZP25,
              quote="Składka na ubezpieczenie społeczne jest świadczeniem na rzecz Zakładu Ubezpieczeń Społecznych.",
              anchor={"sygnatura": "II UZP 25/94", "data": "28.09.1994", "organ": "SN"}, tags=["sms_style", "wrapped_short_lines"]),
        claim("C10", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "'por. wyr. SN z 28.09.1994, II URN 30/94' — right signature and date, wrapped over two short lines", SN_URN30,
              claim_text="por. wyr. SN z 28.09.1994, II URN 30/94",
              anchor={"sygnatura": "II URN 30/94", "data": "28.09.1994", "organ": "SN"}, tags=["por", "wrapped_short_lines"]),
    ],
}
