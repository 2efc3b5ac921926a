import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
OPTS = {"notes": "footnote", "font": "DejaVu Serif", "size": 11, "qsize": 9, "hyphenate": True, "lh": "140%"}
HEADER = []
FOOTER = ["{page}"]
S1403 = {"sygnatura": "I ACa 1403/12", "data": "8 lutego 2013 r.", "organ": "Sąd Apelacyjny we Wrocławiu"}
R1403 = {"sygnatura": "I ACa 1403/12", "data": "2013-02-08", "organ": "Sąd Apelacyjny we Wrocławiu"}

BLOCKS = [
    ("r", "Legnica, dnia 1 grudnia 2026 r."),
    ("l", "**Sąd Apelacyjny we Wrocławiu**\nI Wydział Cywilny\nza pośrednictwem\n**Sądu Okręgowego w Legnicy**"),
    ("l", "Sygn. akt I C 2214/25"),
    ("l", "**Powód:** Zbigniew Olech\nreprezentowany przez adw. Ewę Kruczek\n**Pozwany:** Meridia Towarzystwo Ubezpieczeń S.A. w Warszawie"),
    ("t", "APELACJA POWODA\nod wyroku Sądu Okręgowego w Legnicy z dnia 3 listopada 2026 r."),
    ("p", "Zaskarżam powyższy wyrok w części oddalającej powództwo o zadośćuczynienie ponad kwotę 30 000 zł, zarzucając naruszenie art. 445 § 1 k.c. przez przyznanie zadośćuczynienia rażąco zaniżonego oraz art. 227 k.p.c. i art. 232 k.p.c. Wnoszę o zmianę wyroku i zasądzenie dalszych 70 000 zł z ustawowymi odsetkami."),
    ("t", "UZASADNIENIE"),
    ("h", "1. Wysokość zadośćuczynienia"),
    ("p", "Podstawą roszczenia jest art. 445 § 1 k.c., który stanowi:"),
    ("bq", "W wypadkach przewidzianych w artykule poprzedzającym sąd może przyznać poszkodowanemu odpowiednią sumę tytułem zadośćuczynienia pieniężnego za doznaną krzywdę."),
    ("p", "W sprawie o bardzo zbliżonym stanie faktycznym (wielomiesięczne unieruchomienie, nauka chodzenia, rezygnacja z aktywności sportowej) Sąd Apelacyjny we Wrocławiu w wyroku z dnia 8 lutego 2013 r., I ACa 1403/12, zaaprobował ocenę sądu pierwszej instancji:"),
    ("bq", "Sąd ten prawidłowo ocenił wszystkie elementy związane z doznaną przez powoda krzywdą oraz kompensacyjny charakter zadośćuczynienia. Zachował je w rozsądnych granicach w obiektywnym aspekcie oceny krzywdy, przy uwzględnieniu także czynnika subiektywnego, ze szczególnym uwzględnieniem wieku powoda i koniecznej zmiany trybu życia i dotychczasowych przyzwyczajeń."),
    ("p", "W tamtej sprawie sąd pierwszej instancji uznał, że „łączne zadośćuczynienie w wysokości 60.000 zł jest adekwatne do rozmiaru krzywdy powoda oraz stanowi realną kompensatę jego negatywnych doznań” (wyrok SA we Wrocławiu z dnia 8 lutego 2013 r., I ACa 1403/12). Sąd Apelacyjny oddalił apelację strony pozwanej. Ten sam Sąd podkreślił ponadto:"),
    ("bq", "Zadośćuczynienie za trwały uszczerbek na zdrowiu nie może być niższe niż dwukrotność rocznego dochodu poszkodowanego."),
    ("p", "Utrwalony jest także pogląd, że sąd odwoławczy powinien korygować zadośćuczynienie, które nie uwzględnia utraty możliwości uprawiania sportu przez młodego poszkodowanego (wyrok SA we Wrocławiu z dnia 14 marca 2013 r., I ACa 2177/12)."),
    ("h", "2. Naruszenie przepisów postępowania"),
    ("p", "Sąd Okręgowy pominął wnioski dowodowe powoda, choć zgodnie z art. 227 k.p.c. „Przedmiotem dowodu są fakty mające dla rozstrzygnięcia sprawy istotne znaczenie.” Art. 232 k.p.c. stanowi przy tym:"),
    ("bq", "Strony są obowiązane wskazywać dowody dla stwierdzenia faktów, z których wywodzą skutki prawne. Sąd nie może dopuścić dowodu niewskazanego przez stronę."),
    ("p", "Nie ma też racji pozwany, który w odpowiedzi na pozew powołuje się na ogólne warunki ubezpieczenia grupowego. Jak trafnie wskazał Sąd Okręgowy w Jeleniej Górze w wyroku z dnia 29 listopada 2012 r., II Ca 667/12:"),
    ("bq", "Regulacje te w sposób oczywisty nie mają zastosowania do odpowiedzialności ubezpieczyciela z tytułu dobrowolnego ubezpieczenia grupowego pracowników."),
    ("p", "W sprawie I ACa 1403/12 Sąd Apelacyjny stwierdził również, że „Pozwana zarzucając naruszenie prawa procesowego słusznie zarzuciła przekroczenie przez Sąd Okręgowy granic swobodnej oceny dowodów.” Tym bardziej w niniejszej sprawie ocena dowodów dokonana przez Sąd Okręgowy nie może się ostać. Pismo pozwanego z 12 maja 2026 r., w którym twierdzi on, że „kwota 30 000 zł w pełni kompensuje krzywdę”, nie jest dowodem rozmiaru krzywdy."),
    ("p", "Wobec powyższego wnoszę jak na wstępie."),
    ("r", "adw. Ewa Kruczek"),
]

TRUTH = {
    "memo": "memo_b04",
    "outcome": "blocked",
    "not_claims": ["kwota 30 000 zł w pełni kompensuje krzywdę"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "block quotation (no marks, 9 pt) of art. 445 § 1 k.c., verbatim", KC,
              quote="W wypadkach przewidzianych w artykule poprzedzającym sąd może przyznać poszkodowanemu odpowiednią sumę tytułem zadośćuczynienia pieniężnego za doznaną krzywdę.",
              anchor={"przepis": "art. 445 § 1 k.c."}, article="445", tags=["block_quote_no_marks"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation of two consecutive sentences of I ACa 1403/12 (self-dated 8 lutego 2013 r.; INDEX says 2013-02-21)", A_1403,
              quote="Sąd ten prawidłowo ocenił wszystkie elementy związane z doznaną przez powoda krzywdą oraz kompensacyjny charakter zadośćuczynienia. Zachował je w rozsądnych granicach w obiektywnym aspekcie oceny krzywdy, przy uwzględnieniu także czynnika subiektywnego, ze szczególnym uwzględnieniem wieku powoda i koniecznej zmiany trybu życia i dotychczasowych przyzwyczajeń.",
              anchor=S1403, why_date="the judgment dates itself 'Dnia 8 lutego 2013 r.'; INDEX.tsv (SAOS) says 2013-02-21", tags=["block_quote_no_marks", "self_date_differs_from_index"]),
        claim("C03", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "I ACa 1403/12: 'łączne zadośćuczynienie w wysokości 90.000 zł'; the appeal has 60.000 zł — number changed", A_1403,
              quote="łączne zadośćuczynienie w wysokości 60.000 zł jest adekwatne do rozmiaru krzywdy powoda oraz stanowi realną kompensatę jego negatywnych doznań",
              anchor=S1403, material_change=True, tags=["number_changed", "citation_in_parentheses_after", "starts_mid_sentence"]),
        claim("C04", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "I ACa 1403/12: 'na skutek apelacji strony pozwanej ... oddala apelację' — true", A_1403,
              claim_text="Sąd Apelacyjny oddalił apelację strony pozwanej.",
              anchor={"organ": "Sąd Apelacyjny"}, anchor_resolved=R1403, also_acceptable=["WYMAGA_OSADU"]),
        claim("C05", "cytat_doslowny", "fabricated", "NIEZWERYFIKOWANY", "block quotation after 'Ten sam Sąd podkreślił ponadto:' — no such sentence in I ACa 1403/12 nor in the library", A_1403,
              quote="Zadośćuczynienie za trwały uszczerbek na zdrowiu nie może być niższe niż dwukrotność rocznego dochodu poszkodowanego.",
              anchor={"odeslanie": "Ten sam Sąd"}, anchor_resolved=R1403, tags=["block_quote_no_marks", "fabricated", "implicit_anchor"]),
        claim("C06", "stanowisko_sadu", "no_source", "BRAK_ZRODLA", "I ACa 2177/12 (SA Wrocław, 14 marca 2013) does not exist in the library (invented signature)", None,
              claim_text="sąd odwoławczy powinien korygować zadośćuczynienie, które nie uwzględnia utraty możliwości uprawiania sportu przez młodego poszkodowanego",
              anchor={"sygnatura": "I ACa 2177/12", "data": "14 marca 2013 r.", "organ": "SA we Wrocławiu"}, tags=["signature_not_in_library", "invented_signature"]),
        claim("C07", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 227 k.p.c. verbatim (whole article)", KPC,
              quote="Przedmiotem dowodu są fakty mające dla rozstrzygnięcia sprawy istotne znaczenie.",
              anchor={"przepis": "art. 227 k.p.c."}, article="227"),
        claim("C08", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "block quotation of art. 232 k.p.c.: the statute says 'Sąd może dopuścić dowód niewskazany przez stronę'; the appeal has 'Sąd nie może dopuścić dowodu niewskazanego' — negation added", KPC,
              quote="Strony są obowiązane wskazywać dowody dla stwierdzenia faktów, z których wywodzą skutki prawne. Sąd nie może dopuścić dowodu niewskazanego przez stronę.",
              anchor={"przepis": "Art. 232 k.p.c."}, article="232", material_change=True, tags=["block_quote_no_marks", "negation_added"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation of II Ca 667/12 (self-dated 29 listopada 2012 r.; INDEX says 2012-12-19); source negation", B_667,
              quote="Regulacje te w sposób oczywisty nie mają zastosowania do odpowiedzialności ubezpieczyciela z tytułu dobrowolnego ubezpieczenia grupowego pracowników.",
              anchor={"sygnatura": "II Ca 667/12", "data": "29 listopada 2012 r.", "organ": "Sąd Okręgowy w Jeleniej Górze"},
              why_date="the judgment dates itself 'Dnia 29 listopada 2012 r.'; INDEX.tsv says 2012-12-19", tags=["block_quote_no_marks", "self_date_differs_from_index", "source_negations"]),
        claim("C10", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "I ACa 1403/12: 'Pozwana ... niesłusznie zarzuciła'; the appeal: 'słusznie zarzuciła' — the court's rejection turned into approval", A_1403,
              quote="Pozwana zarzucając naruszenie prawa procesowego słusznie zarzuciła przekroczenie przez Sąd Okręgowy granic swobodnej oceny dowodów.",
              anchor={"sygnatura": "I ACa 1403/12"}, anchor_resolved=R1403, material_change=True, tags=["negation_removed"]),
    ],
}
