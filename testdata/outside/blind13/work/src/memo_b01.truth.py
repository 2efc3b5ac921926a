import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "long"
R962 = {"sygnatura": "V ACa 962/12", "data": "2013-01-18", "organ": "Sąd Apelacyjny w Gdańsku"}
R175 = {"sygnatura": "I ACa 175/13", "data": "2013-03-05", "organ": "Sąd Apelacyjny w Poznaniu"}

TRUTH = {
    "memo": "memo_b01",
    "outcome": "blocked",
    "not_claims": ["Orion", "Kwadrat Premium", "wysokiej", "średniej",
                   "za wszelkie szkody, niezależnie od ich przyczyny"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "table cell 'Podstawa'; art. 473 § 2 k.c. verbatim", KC,
              quote="Nieważne jest zastrzeżenie, iż dłużnik nie będzie odpowiedzialny za szkodę, którą może wyrządzić wierzycielowi umyślnie.",
              anchor={"przepis": "art. 473 § 2 k.c."}, article="473", tags=["table_cell"]),
        claim("C02", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY",
              "table cell 'Orzecznictwo'; footnote 1 names V ACa 962/12 (SA Gdańsk, same day 18.01.2013) but the words are I ACa 1308/12 (SA Kraków)", A962,
              quote="pełnomocnik strony nie ponosi wobec mocodawcy odpowiedzialności za przegranie sprawy sądowej, a w szczególności za to, że obrane przez niego konstrukcje prawne nie zostały przyjęte przez sąd",
              anchor={"organ": "SA w Gdańsku", "sygnatura": "V ACa 962/12", "data": "18 stycznia 2013 r."}, really_in=A1308,
              misattributed_to="V ACa 962/12", tags=["table_cell", "anchor_in_footnote", "misattributed"]),
        claim("C03", "cytat_doslowny", "material", "NIEZWERYFIKOWANY",
              "table cell; art. 385¹ § 2 k.c. says 'strony są związane umową w pozostałym zakresie'; the report adds 'nie' — negation added (the opposite legal effect)", KC,
              quote="Jeżeli postanowienie umowy zgodnie z § 1 nie wiąże konsumenta, strony nie są związane umową w pozostałym zakresie.",
              anchor={"przepis": "art. 385¹ § 2 k.c."}, article="385^1", material_change=True, tags=["table_cell", "negation_added", "superscript_article"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table cell; verbatim part of a sentence of I ACa 175/13 (the SN citation that follows in the source is not quoted); signature in parentheses after the quote", A175,
              quote="Przewidziane w przepisie art. 5 k.c. zasady współżycia społecznego pozwalają sądowi na udzielenie stronie ochrony lub odmowy jej udzielenia z punktu widzenia nie tylko zgodności żądania z literą prawa, ale również z uwzględnieniem obowiązującego systemu wartości jako dziedzictwa i składnika kultury europejskiej",
              anchor={"organ": "SA w Poznaniu", "data": "5 marca 2013 r.", "sygnatura": "I ACa 175/13"}, tags=["table_cell", "articles_inside_quote"]),
        claim("C05", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "table cell; art. 58 § 3 k.c. verbatim", KC,
              quote="Jeżeli nieważnością jest dotknięta tylko część czynności prawnej, czynność pozostaje w mocy co do pozostałych części, chyba że z okoliczności wynika, iż bez postanowień dotkniętych nieważnością czynność nie zostałaby dokonana.",
              anchor={"przepis": "art. 58 § 3 k.c."}, article="58", tags=["table_cell"]),
        claim("C06", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "table cell; art. 82 ust. 1 RODO verbatim", RODO,
              quote="Każda osoba, która poniosła szkodę majątkową lub niemajątkową w wyniku naruszenia niniejszego rozporządzenia, ma prawo uzyskać od administratora lub podmiotu przetwarzającego odszkodowanie za poniesioną szkodę.",
              anchor={"przepis": "art. 82 ust. 1 RODO"}, article="82", tags=["table_cell"]),
        claim("C07", "cytat_doslowny", "material", "NIEZWERYFIKOWANY",
              "table cell; art. 82 ust. 2 zd. 1 RODO: 'Każdy administrator uczestniczący w przetwarzaniu odpowiada'; the report has 'Każdy podmiot przetwarzający' — party role swapped (the processor's liability is limited by zd. 2)", RODO,
              quote="Każdy podmiot przetwarzający uczestniczący w przetwarzaniu odpowiada za szkody spowodowane przetwarzaniem naruszającym niniejsze rozporządzenie.",
              anchor={"przepis": "art. 82 ust. 2 RODO"}, article="82", material_change=True, tags=["table_cell", "party_role"]),
        claim("C08", "stanowisko_sadu", "no_source", "BRAK_ZRODLA",
              "I ACa 1187/12 is an invented signature (no such ruling in the library); the thesis is close to what I ACa 1308/12 says of art. 442¹ k.c., but the signature and date do not exist",
              None, claim_text="Bieg przedawnienia liczy się od chwili, w której poszkodowany dowiedział się o szkodzie i osobie odpowiedzialnej",
              anchor={"organ": "SA w Krakowie", "data": "11 października 2012 r.", "sygnatura": "I ACa 1187/12"},
              tags=["table_cell", "fabricated_signature"]),
        claim("C09", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY",
              "verbatim in V ACa 962/12, but the report dates it 18 lutego 2013 r.; the judgment is of 18 stycznia 2013 r. (footnote 1 has the right date)", A962,
              quote="Zasadą jest, że przy ocenie odpowiedzialności odszkodowawczej Skarbu Państwa należy stosować przepisy obowiązujące w dacie zaistnienia zdarzenia wywołującego szkodę.",
              anchor={"data": "18 lutego 2013 r.", "sygnatura": "V ACa 962/12", "organ": "Sąd Apelacyjny w Gdańsku"}, tags=["wrong_date"]),
        claim("C10", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "I ACa 175/13: '1. oddala apelację' of the plaintiff Agencja Restrukturyzacji i Modernizacji Rolnictwa", A175,
              claim_text="W sprawie I ACa 175/13 Sąd Apelacyjny w Poznaniu oddalił apelację Agencji Restrukturyzacji i Modernizacji Rolnictwa",
              anchor={"sygnatura": "I ACa 175/13", "organ": "Sąd Apelacyjny w Poznaniu"}, also_acceptable=["WYMAGA_OSADU"]),
        claim("C11", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU",
              "faithful paraphrase of I ACa 175/13 ('weksel wystawiony przez pozwanego nie został przez powódkę indosowany, nie był przedmiotem obrotu. W takiej sytuacji rozluźnieniu uległa abstrakcyjność jako cecha zobowiązania wekslowego' + the stosunek podstawowy examined under art. 5 k.c.)", A175,
              claim_text="jeśli weksel gwarancyjny in blanco nie został indosowany i nie był przedmiotem obrotu, to rozluźnieniu uległa abstrakcyjność zobowiązania wekslowego, a stosunek podstawowy może być oceniany pod kątem art. 5 k.c.",
              anchor={"odeslanie": "Sąd ten"}, anchor_resolved=R175, also_acceptable=["ZWERYFIKOWANY"], tags=["implicit_anchor"]),
    ],
}
DOCX_CANTSPLIT = True
