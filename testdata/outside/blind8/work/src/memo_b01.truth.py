import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "html"
S166 = {"sygnatura": "II Ca 166/13", "organ": "Sąd Okręgowy w Bydgoszczy"}
R166 = {"sygnatura": "II Ca 166/13", "organ": "Sąd Okręgowy w Bydgoszczy"}
S174 = {"sygnatura": "II Ca 174/13", "data": "10 października 2013 r.", "organ": "SO w Bydgoszczy"}
R174 = {"sygnatura": "II Ca 174/13", "data": "2013-10-10", "organ": "Sąd Okręgowy w Bydgoszczy"}

TRUTH = {
    "memo": "memo_b01",
    "outcome": "pass",
    "not_claims": ["roszczenia dalszych krewnych", "konstytutywnym charakterze wyroku"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "footnote 1: art. 805 § 1 k.c. verbatim, introduced 'Zgodnie z art. 805 § 1 k.c.'", KC,
              quote="Przez umowę ubezpieczenia ubezpieczyciel zobowiązuje się, w zakresie działalności swego przedsiębiorstwa, spełnić określone świadczenie w razie zajścia przewidzianego w umowie wypadku, a ubezpieczający zobowiązuje się zapłacić składkę.",
              anchor={"przepis": "art. 805 § 1 k.c."}, article="805", tags=["footnote", "statute_in_footnote"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "Teza 1: quotation on its own indented line after 'ujął to następująco:'; verbatim in II Ca 166/13 (no date given in the opinion)", B_166,
              quote="Oznacza to, że skutki naruszenia dobra osobistego przez spowodowanie śmierci osoby bliskiej w wypadku komunikacyjnym są objęte odpowiedzialnością gwarancyjną ubezpieczyciela.",
              anchor=S166, tags=["colon_next_line", "quote_own_paragraph"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W dalszej części uzasadnienia tego wyroku' = II Ca 166/13; verbatim, own line after colon", B_166,
              quote="Odpowiedzialność gwarancyjna nie jest bowiem, w tym względzie, różna od odpowiedzialności, jaką za dany uszczerbek ponosiłby bezpośredni sprawca szkody.",
              anchor={"odeslanie": "W dalszej części uzasadnienia tego wyroku"}, anchor_resolved=R166, tags=["implicit_anchor", "colon_next_line"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "Teza 2 inline „…”: 'W tym samym orzeczeniu Sąd zastrzegł' = II Ca 166/13; verbatim", B_166,
              quote="Osoba dochodząca roszczenia na podstawie art. 448 k.c. powinna jednak wykazać istnienie więzi, stanowiącej jej dobro osobiste i podlegające ochronie.",
              anchor={"odeslanie": "W tym samym orzeczeniu Sąd zastrzegł"}, anchor_resolved=R166, tags=["implicit_anchor", "inline_quote"]),
        claim("C05", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "II Ca 166/13 (the SO repeating the SN); faithful '[…]' omission of 'powoduje ból, cierpienie,'", B_166,
              quote="Nie każdą więź rodzinną niejako automatycznie należy zaliczyć do katalogu dóbr osobistych, lecz jedynie taką, której zerwanie […] rodzi poczucie krzywdy.",
              anchor={"odeslanie": "Sąd przypomniał również, za Sądem Najwyższym"}, anchor_resolved=R166, also_acceptable=["ZMODYFIKOWANY"], tags=["implicit_anchor", "inner_gap", "sn_named_without_signature"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "II Ca 72/13 verbatim; court, date (12 września 2013 r.) and signature before the quotation", B_72,
              quote="Zadośćuczynienie ma charakter kompensacyjny i tym samym jego wysokość musi przedstawiać ekonomicznie odczuwalną wartość.",
              anchor={"sygnatura": "II Ca 72/13", "data": "12 września 2013 r.", "organ": "Sąd Okręgowy w Bydgoszczy"}, tags=["inline_quote"]),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 2: II Ca 174/13 verbatim, signature and date in the footnote before the colon", B_174,
              quote="Roszczenie o zadośćuczynienie staje się wymagalne nie z chwilą wydania orzeczenia, którym zostało ono przyznane przez Sąd, a już z chwilą jego zgłoszenia przez uprawnionego.",
              anchor=S174, tags=["footnote"]),
        claim("C08", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: in II Ca 174/13 the SO kept interest from the pre-trial demand and lowered the award from 15 000 zł to 10 000 zł; judgment of 10 October 2013", B_174,
              claim_text="W sprawie II Ca 174/13 Sąd Okręgowy w Bydgoszczy utrzymał odsetki od daty przedprocesowego wezwania, choć jednocześnie obniżył zasądzone zadośćuczynienie z 15 000 zł do 10 000 zł (wyrok z dnia 10 października 2013 r.).",
              anchor={"sygnatura": "II Ca 174/13", "data": "10 października 2013 r.", "organ": "Sąd Okręgowy w Bydgoszczy"}, also_acceptable=["WYMAGA_OSADU"], tags=["description_of_case", "amounts"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "Teza 3: long block quotation in italics WITHOUT quotation marks, introduced 'warto przytoczyć w całości:'; verbatim in II Ca 174/13 (incl. '2012r.' without space)", B_174,
              quote="W związku z tym Sąd Rejonowy słusznie przyznał powódce odsetki od zasądzonej kwoty już od dnia 6 kwietnia 2012r. uwzględniając fakt przedprocesowego wezwania pozwanego do zapłaty, tym bardziej, że ostateczna wysokość zadośćuczynienia była aktualna także na czas doręczenia wezwania.",
              anchor={"odeslanie": "Uzasadnienie tego wyroku"}, anchor_resolved=R174, tags=["block_quote_no_marks", "italic", "implicit_anchor"]),
        claim("C10", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "Teza 4: art. 819 § 3 k.c. verbatim, own line after 'Art. 819 § 3 k.c. stanowi:'", KC,
              quote="W wypadku ubezpieczenia odpowiedzialności cywilnej roszczenie poszkodowanego do ubezpieczyciela o odszkodowanie lub zadośćuczynienie przedawnia się z upływem terminu przewidzianego dla tego roszczenia w przepisach o odpowiedzialności za szkodę wyrządzoną czynem niedozwolonym lub wynikłą z niewykonania bądź nienależytego wykonania zobowiązania.",
              anchor={"przepis": "art. 819 § 3 k.c."}, article="819", tags=["colon_next_line"]),
        claim("C11", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "bare 'por.' citation of II Ca 380/13 with the right court and date; the proposition (burden of proving contribution on the party that draws effects from it) is in the judgment ('na powódce spoczywał ciężar udowodnienia, iż pozwany przyczynił się')", B_380,
              claim_text="po stronie poszkodowanego ciąży także ciężar wykazania ewentualnego przyczynienia się innych uczestników zdarzenia, jeżeli to on z tej okoliczności wywodzi skutki prawne (por. wyrok Sądu Okręgowego w Bydgoszczy z dnia 19 grudnia 2013 r., II Ca 380/13)",
              anchor={"sygnatura": "II Ca 380/13", "data": "19 grudnia 2013 r.", "organ": "Sąd Okręgowy w Bydgoszczy"}, also_acceptable=["WYMAGA_OSADU"], tags=["por_citation"]),
        claim("C12", "cytat_doslowny", "cosmetic", "ZMODYFIKOWANY", "'Sąd dodał' = II Ca 166/13; one lost diacritic ('uszczerbkow' for 'uszczerbków'), nothing of substance changed", B_166,
              quote="Podobnie, jak w odniesieniu do innych uszczerbkow, także w wypadku zadośćuczynienia nie ma podstaw do różnicowania zakresu odpowiedzialności ubezpieczonego i ubezpieczyciela.",
              anchor={"odeslanie": "Sąd dodał"}, anchor_resolved=R166, tags=["implicit_anchor", "diacritics_lost", "typo"]),
        claim("C13", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 824¹ § 1 k.c. verbatim (without the final period), provision named after the quotation in parentheses, superscript article", KC,
              quote="O ile nie umówiono się inaczej, suma pieniężna wypłacona przez ubezpieczyciela z tytułu ubezpieczenia nie może być wyższa od poniesionej szkody",
              anchor={"przepis": "art. 824¹ § 1 k.c."}, article="824^1", tags=["provision_after_quote", "superscript_article", "double_negation_free"]),
    ],
}
