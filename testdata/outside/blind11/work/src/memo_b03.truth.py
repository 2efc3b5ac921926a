import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "txt"
FN = {"sygnatura": "VI ACa 1655/13", "data": "8.07.2014", "organ": "SA Wawa"}

TRUTH = {
    "memo": "memo_b03",
    "outcome": "blocked",
    "not_claims": [
        "Obdarowany zobowiązuje się do sprawowania opieki nad Darczyńcą do końca jego życia",
    ],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "bullet: art. 527 § 3 k.c. verbatim in ASCII quotes", KC,
              quote="Jeżeli wskutek czynności prawnej dłużnika dokonanej z pokrzywdzeniem wierzycieli uzyskała korzyść majątkową osoba będąca w bliskim z nim stosunku, domniemywa się, że osoba ta wiedziała, iż dłużnik działał ze świadomością pokrzywdzenia wierzycieli.",
              anchor={"przepis": "art. 527 § 3 k.c."}, article="527", tags=["bullet", "ascii_quotes"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "bullet: mid-sentence fragment of art. 528 k.c. in single low-high quotes ‚…’, verbatim", KC,
              quote="chociażby osoba ta nie wiedziała i nawet przy zachowaniu należytej staranności nie mogła się dowiedzieć, że dłużnik działał ze świadomością pokrzywdzenia wierzycieli",
              anchor={"przepis": "art. 528 k.c."}, article="528", tags=["bullet", "single_quotes", "fragment"]),
        claim("C03", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 530 zd. 2 k.c. reads 'uzyskała korzyść majątkową odpłatnie'; the note writes 'nieodpłatnie' — opposite term", KC,
              quote="Jeżeli jednak osoba trzecia uzyskała korzyść majątkową nieodpłatnie, wierzyciel może żądać uznania czynności za bezskuteczną tylko wtedy, gdy osoba trzecia o zamiarze dłużnika wiedziała.",
              anchor={"przepis": "art. 530 zd. 2 k.c."}, article="530", material_change=True, tags=["bullet", "ascii_quotes", "opposite_term"]),
        claim("C04", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 389 § 1 k.c. verbatim, with the statute's own parenthesis '(umowa przedwstępna)'", KC,
              quote="Umowa, przez którą jedna ze stron lub obie zobowiązują się do zawarcia oznaczonej umowy (umowa przedwstępna), powinna określać istotne postanowienia umowy przyrzeczonej.",
              anchor={"przepis": "art. 389 § 1 k.c."}, article="389", tags=["bullet", "ascii_quotes", "parenthesis_inside_quote"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "sub-bullet under 'SA Wawa, wyr. z 8.07.2014[^1]'; the signature VI ACa 1655/13 is only in the footnote; verbatim, single ‚…’ quotes", V1655,
              quote="Rzeczywisty (obiektywny) charakter niewypłacalności dłużnika oznacza, że dłużnik nie jest w stanie zaspokoić wierzyciela.",
              anchor=FN, anchor_resolved=R_V1655, tags=["bullet", "single_quotes", "anchor_in_footnote", "abbreviated_court"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'tamże' = VI ACa 1655/13; verbatim", V1655,
              quote="Niewypłacalność dłużnika można wykazać za pomocą wszelkich środków dowodowych.",
              anchor={"odeslanie": "tamże"}, anchor_resolved=R_V1655, tags=["bullet", "ascii_quotes", "implicit_anchor"]),
        claim("C07", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "VI ACa 1655/13 says the burden lay 'na pozwanym'; the note writes 'na powodzie' — party role swapped", V1655,
              quote="Zgodnie z przepisem art. 6 k.c. oraz z powoływanym przez Sąd I instancji domniemaniem prawnym to na powodzie spoczywał ciężar obalenia tego domniemania.",
              anchor=FN, anchor_resolved=R_V1655, material_change=True, tags=["bullet", "ascii_quotes", "party_role_swapped", "anchor_in_footnote"]),
        claim("C08", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful paraphrase of VI ACa 1655/13 ('W przypadku niniejszego powództwa – uznania umowy za bezskuteczną a nie za nieważną, nie występował jednak obowiązek pozywania wszystkich stron czynności prawnej')", V1655,
              claim_text="SA: przy powództwie o uznanie umowy za bezskuteczną a nie za nieważną nie ma obowiązku pozywania wszystkich stron czynności prawnej",
              anchor={"organ": "SA"}, anchor_resolved=R_V1655, also_acceptable=["ZWERYFIKOWANY"], tags=["bullet", "unquoted_position", "abbreviated_court"]),
        claim("C09", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "II CK 309/05 (SN) is not in the library; the words are VI ACa 1655/13's own sentence reporting it (quote_really_in) — NIEZWERYFIKOWANY tolerated", None,
              quote="art. 528 k.c. statuuje surowsze przesłanki uznania czynności za bezskuteczną, niż czyni to § 3 art. 527 k.c.",
              anchor={"sygnatura": "II CK 309/05", "data": "8.12.2005", "organ": "SN"}, quote_really_in=V1655, also_acceptable=["NIEZWERYFIKOWANY"],
              tags=["bullet", "signature_not_in_library", "cited_inside_library_ruling", "articles_inside_quote"]),
        claim("C10", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "VI ACa 1547/12 (SA Warszawa) is of 21 sierpnia 2013 r.; the note dates it 21.08.2012; the quotation itself is verbatim", V1547,
              quote="Sąd nie może jednak bez zgody stron nadać umowie innej treści niż ustalona w umowie przedwstępnej.",
              anchor={"sygnatura": "VI ACa 1547/12", "data": "21.08.2012", "organ": "SA Wawa"}, tags=["bullet", "ascii_quotes", "wrong_date", "abbreviated_court"]),
        claim("C11", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "bare citation of a real library ruling (V Pz 20/13, SO Słupsk), dismissed as not relevant", PZ20,
              claim_text="post. SO Słupsk V Pz 20/13 — nie pasuje (wznowienie), pominąć",
              anchor={"sygnatura": "V Pz 20/13", "organ": "SO Słupsk"}, also_acceptable=["WYMAGA_OSADU"], tags=["bullet", "bare_citation", "abbreviated_court"]),
    ],
}
