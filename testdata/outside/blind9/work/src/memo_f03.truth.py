import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "mdhtml"

TRUTH = {
    "memo": "memo_f03",
    "outcome": "blocked",
    "not_claims": ["Polityka monitorowania poczty służbowej", "Pracodawca zastrzega sobie prawo wglądu w treść korespondencji służbowej bez uprzedzenia", "bez uprzedzenia"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 6 ust. 1 lit. f RODO verbatim (the letter's text without 'f)'), block quotation in „…”", RODO,
              quote="przetwarzanie jest niezbędne do celów wynikających z prawnie uzasadnionych interesów realizowanych przez administratora lub przez stronę trzecią, z wyjątkiem sytuacji, w których nadrzędny charakter wobec tych interesów mają interesy lub podstawowe prawa i wolności osoby, której dane dotyczą, wymagające ochrony danych osobowych, w szczególności gdy osoba, której dane dotyczą, jest dzieckiem.",
              anchor={"przepis": "art. 6 ust. 1 lit. f RODO"}, article="6", tags=["block_quote", "bold_provision"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 6 ust. 1 akapit drugi RODO verbatim, quoted in parentheses; 'Zdanie następne tego ustępu' refers back to art. 6 ust. 1; source's own negation", RODO,
              quote="Akapit pierwszy lit. f) nie ma zastosowania do przetwarzania, którego dokonują organy publiczne w ramach realizacji swoich zadań.",
              anchor={"odeslanie": "Zdanie następne tego ustępu"}, anchor_resolved={"przepis": "art. 6 ust. 1 RODO"}, article="6", tags=["implicit_anchor", "quote_in_parentheses", "source_negations"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "recital 47 RODO, third sentence, verbatim", RODO,
              quote="Aby stwierdzić istnienie prawnie uzasadnionego interesu, należałoby w każdym przypadku przeprowadzić dokładną ocenę, w tym ocenę tego, czy w czasie i w kontekście, w którym zbierane są dane osobowe, osoba, której dane dotyczą, ma rozsądne przesłanki by spodziewać się, że może nastąpić przetwarzanie danych w tym celu.",
              anchor={"przepis": "motyw 47"}, tags=["recital"]),
        claim("C04", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "'W tym samym motywie' = recital 47; verbatim (sixth sentence)", RODO,
              quote="Prawnie uzasadnionym interesem administratora, którego sprawa dotyczy, jest również przetwarzanie danych osobowych bezwzględnie niezbędne do zapobiegania oszustwom.",
              anchor={"odeslanie": "W tym samym motywie"}, anchor_resolved={"przepis": "motyw 47 RODO"}, tags=["recital", "implicit_anchor"]),
        claim("C05", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 5 ust. 1 lit. c RODO verbatim without its label ('minimalizacja danych'), in a bullet", RODO,
              quote="adekwatne, stosowne oraz ograniczone do tego, co niezbędne do celów, w których są przetwarzane",
              anchor={"przepis": "art. 5 ust. 1 lit. c RODO"}, article="5", tags=["bullet"]),
        claim("C06", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 5 ust. 2 RODO verbatim (without the label '(„rozliczalność”)'), in a bullet", RODO,
              quote="Administrator jest odpowiedzialny za przestrzeganie przepisów ust. 1 i musi być w stanie wykazać ich przestrzeganie",
              anchor={"przepis": "art. 5 ust. 2 RODO"}, article="5", tags=["bullet"]),
        claim("C07", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "art. 88 ust. 1 RODO, starting mid-sentence; the '[…]' hides only further items of the list of purposes", RODO,
              quote="w przypadku przetwarzania danych osobowych pracowników w związku z zatrudnieniem, w szczególności do celów rekrutacji, wykonania umowy o pracę, […] a także do celów zakończenia stosunku pracy.",
              anchor={"przepis": "art. 88 ust. 1 RODO"}, article="88", tags=["bullet", "gap_bracket", "mid_sentence"]),
        claim("C08", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 22¹ § 4 k.p. verbatim", KP,
              quote="Pracodawca może żądać podania innych danych osobowych niż określone w § 1 i 2, jeżeli obowiązek ich podania wynika z odrębnych przepisów.",
              anchor={"przepis": "art. 22¹ § 4 k.p."}, article="22^1"),
        claim("C09", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 33 ust. 1 RODO says 'nie później niż w terminie 72 godzin'; the note has '48 godzin' — a time limit changed", RODO,
              quote="W przypadku naruszenia ochrony danych osobowych, administrator bez zbędnej zwłoki – w miarę możliwości, nie później niż w terminie 48 godzin po stwierdzeniu naruszenia – zgłasza je organowi nadzorczemu właściwemu zgodnie z art. 55, chyba że jest mało prawdopodobne, by naruszenie to skutkowało ryzykiem naruszenia praw lub wolności osób fizycznych.",
              anchor={"przepis": "art. 33 ust. 1 RODO"}, article="33", material_change=True, tags=["block_quote", "number_changed", "time_limit"]),
        claim("C10", "stanowisko_sadu", "no_source", "BRAK_ZRODLA", "CJEU C-13/16 (Rīgas satiksme, 4 May 2017) is real but not in the library (the note even says so); the paraphrase cannot be checked", None,
              claim_text="przetwarzanie na podstawie prawnie uzasadnionego interesu wymaga łącznego spełnienia trzech przesłanek: istnienia uzasadnionego interesu, niezbędności przetwarzania i braku nadrzędności praw osoby, której dane dotyczą",
              anchor={"sygnatura": "C-13/16", "data": "4 maja 2017 r.", "organ": "Trybunał"}, tags=["signature_not_in_library", "eu_court"]),
        claim("C11", "powolanie", "bare_citation_wrong_date", "NIEZWERYFIKOWANY", "'por.' citation of SN II UZP 25/94 dated 28 października 1994 r.; the resolution is of 28 września 1994 r.", SN_UZP25,
              claim_text="por. uchwała SN z 28 października 1994 r., II UZP 25/94",
              anchor={"sygnatura": "II UZP 25/94", "data": "28 października 1994 r.", "organ": "SN"}, tags=["wrong_month", "por"]),
    ],
}
