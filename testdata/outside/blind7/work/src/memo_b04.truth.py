import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "txtdocx"
R1863 = {"sygnatura": "I C 1863/12", "data": "2014-10-22", "organ": "Sąd Rejonowy w Świdnicy"}

TRUTH = {
    "memo": "memo_b04",
    "outcome": "pass",
    "not_claims": ["nie leczyl sie"],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "I C 1863/12 ('SR w Swidnicy w wyr. z 22.10.2014'); straight quotes; in the TXT the quotation ends with a hyphenated line break ('wymagal-⏎ności'); 'art. 481 kc' inside the quotation", S1863,
              quote="Za zwłokę w zapłacie należności zgodnie z treścią art. 481 kc wierzycielowi przysługują odsetki w wysokości ustawowej (przy braku innej umowy stron) liczone od daty wymagalności.",
              anchor={"sygnatura": "I C 1863/12", "data": "22.10.2014"}, anchor_resolved=R1863, tags=["ascii_quotes", "txt_line_hyphenation", "anchor_without_diacritics", "articles_inside_quote"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 481 § 1 k.c. written 'art. 481 par. 1 kc'; cut mid-sentence", KC,
              quote="Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek za czas opóźnienia",
              anchor={"przepis": "art. 481 par. 1 kc"}, article="481", tags=["ascii_quotes", "par_for_paragraph_sign", "fragment"]),
        claim("C03", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "'ww. wyrok' = I C 1863/12: the court took the day the claim was filed as the date the zadośćuczynienie fell due ('rozmiar doznanej krzywdy od dnia zdarzenia do dnia wniesienia pozwu, uznając ten dzień za datę wymagalności roszczenia')", S1863,
              claim_text="ww. wyrok ostatecznie uznał dzień wniesienia pozwu za datę wymagalności roszczenia o zadośćuczynienie",
              anchor={"odeslanie": "ww. wyrok"}, anchor_resolved=R1863, also_acceptable=["ZWERYFIKOWANY"], tags=["implicit_anchor", "ww_wyrok"]),
        claim("C04", "cytat_doslowny", "cosmetic", "ZMODYFIKOWANY", "'Sad oparl sie' (= I C 1863/12); one letter typed without its diacritic: 'istniejacy' for 'istniejący'; 'art. 316 §1 kpc' inside the quotation is not a claim", S1863,
              quote="Zgodnie z treścią art. 316 §1 kpc sąd wydając wyrok bierze za podstawę stan rzeczy istniejacy w chwili zamknięcia rozprawy.",
              anchor={"odeslanie": "Sad oparl sie"}, anchor_resolved=R1863, tags=["implicit_anchor", "ascii_quotes", "typo", "articles_inside_quote"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'J.w. dodal' = I C 1863/12; TXT: hyphenated line break inside 'cza-⏎su'", S1863,
              quote="Ustalając wysokość zadośćuczynienia Sąd uwzględnił także upływ okresu czasu, który upłynął między zdarzeniem a zasądzeniem zadośćuczynienia.",
              anchor={"odeslanie": "J.w."}, anchor_resolved=R1863, tags=["implicit_anchor", "jw", "ascii_quotes", "txt_line_hyphenation"]),
        claim("C06", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 5 kc ('Przepis:'), first sentence verbatim; the in-line compound 'społeczno-gospodarczym' and, in the TXT, 'społecz-⏎nego' at a line end", KC,
              quote="Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa lub z zasadami współżycia społecznego.",
              anchor={"przepis": "art. 5 kc"}, article="5", tags=["ascii_quotes", "txt_line_hyphenation", "source_negations"]),
        claim("C07", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 98 par. 1 kpc verbatim; TXT: 'prze-⏎ciwnikowi'", KPC,
              quote="Strona przegrywająca sprawę obowiązana jest zwrócić przeciwnikowi na jego żądanie koszty niezbędne do celowego dochodzenia praw i celowej obrony (koszty procesu).",
              anchor={"przepis": "art. 98 par. 1 kpc"}, article="98", tags=["ascii_quotes", "txt_line_hyphenation", "par_for_paragraph_sign"]),
        claim("C08", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 100 zd. 2 kpc, the quotation on the next line, cut before 'albo gdy'", KPC,
              quote="Sąd może jednak włożyć na jedną ze stron obowiązek zwrotu wszystkich kosztów, jeżeli jej przeciwnik uległ tylko co do nieznacznej części swego żądania",
              anchor={"przepis": "art. 100 zd. 2 kpc"}, article="100", tags=["ascii_quotes", "quote_on_next_line", "fragment"]),
        claim("C09", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "bare 'por.' citation of III Ca 520/14 with the court abbreviated 'SO N. Sącz'", S520,
              claim_text="por. III Ca 520/14 (SO N. Sącz)",
              anchor={"sygnatura": "III Ca 520/14", "organ": "SO N. Sącz"}, also_acceptable=["WYMAGA_OSADU"]),
    ],
}
