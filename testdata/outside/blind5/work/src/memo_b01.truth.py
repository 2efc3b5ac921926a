import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "llm"
S693 = {"sygnatura": "VI ACa 693/12", "data": "20 listopada 2012 r.", "organ": "SA w Warszawie"}
R693 = {"sygnatura": "VI ACa 693/12", "data": "2012-11-20", "organ": "Sąd Apelacyjny w Warszawie"}
S71W = {"sygnatura": "II Ca 71/13", "data": "6 maja 2013 r.", "organ": "SO w Białymstoku"}
R71 = {"sygnatura": "II Ca 71/13", "data": "2013-03-06", "organ": "Sąd Okręgowy w Białymstoku"}

TRUTH = {
    "memo": "memo_b01",
    "outcome": "blocked",
    "not_claims": ["świadczenie wypłaca się w terminie 30 dni od dnia zgłoszenia szkody", "rozmiaru krzywdy"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 481 § 1 k.c. verbatim (source double negations 'chociażby nie poniósł', 'nie ponosi')", KC,
              quote="Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek za czas opóźnienia, chociażby nie poniósł żadnej szkody i chociażby opóźnienie było następstwem okoliczności, za które dłużnik odpowiedzialności nie ponosi.",
              anchor={"przepis": "art. 481 § 1 k.c."}, article="481", tags=["ascii_quotes", "source_negations"]),
        claim("C02", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 481 § 2 k.c. says 'należą się odsetki ustawowe'; the memo has 'odsetki umowne' — the legal rule is changed", KC,
              quote="Jeżeli stopa odsetek za opóźnienie nie była z góry oznaczona, należą się odsetki umowne.",
              anchor={"odeslanie": "Ten sam przepis w § 2"}, anchor_resolved={"przepis": "art. 481 § 2 k.c."}, article="481",
              material_change=True, tags=["ascii_quotes", "implicit_anchor", "word_substituted"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 120 § 1 zd. 1 k.c. verbatim", KC,
              quote="Bieg przedawnienia rozpoczyna się od dnia, w którym roszczenie stało się wymagalne.",
              anchor={"przepis": "art. 120 § 1 k.c."}, article="120"),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in VI ACa 693/12 (the SA reporting the SO's reasoning)", A_693,
              quote="Zdrowie ludzkie jest bowiem dobrem o szczególnie wysokiej wartości, w związku z czym zadośćuczynienie z tytułu uszczerbku na zdrowiu powinno być odpowiednio wysokie.",
              anchor=S693, tags=["bold_signature_bullets", "ascii_quotes"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in VI ACa 693/12", A_693,
              quote="O wysokości zadośćuczynienia decyduje rozmiar doznanej krzywdy wyrażony stopniem cierpień fizycznych i psychicznych.",
              anchor=S693, tags=["bold_signature_bullets", "ascii_quotes"]),
        claim("C06", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "VI ACa 693/12: przyczynienie 'w 15 %'; the memo has 25 % — number changed", A_693,
              quote="Za bezsporne Sąd pierwszej instancji uznał przyczynienie się powoda do powyższego wypadku w 25 %.",
              anchor=S693, material_change=True, tags=["bold_signature_bullets", "number_changed"]),
        claim("C07", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "VI ACa 693/12: 'potrzeba takiej interwencji ... nie zaistniała'; the memo drops 'nie' — negation removed", A_693,
              quote="W ocenie Sądu Apelacyjnego potrzeba takiej interwencji przez sąd drugiej instancji zaistniała w sprawie niniejszej.",
              anchor=S693, material_change=True, tags=["bold_signature_bullets", "ascii_quotes", "negation_removed"]),
        claim("C08", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "VI ACa 693/12: 'znacznie zawyżona'; the memo: 'znacznie zaniżona' — the comparison is turned", A_693,
              quote="Taka kwota byłaby natomiast – zdaniem Sądu drugiej instancji – znacznie zaniżona, podobnie jak żądana przez powoda w postępowaniu likwidacyjnym kwota 2.000.000 zł.",
              anchor=S693, material_change=True, tags=["bold_signature_bullets", "ascii_quotes", "comparison_turned"]),
        claim("C09", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "listed under VI ACa 693/12, but the sentence is II Ca 71/13's (SO Białystok)", A_693,
              quote="Nie budzi wątpliwości istnienie szczególnej więzi między rodzicami a dzieckiem oraz między rodzeństwem.",
              anchor=S693, really_in=B_71, misattributed_to="VI ACa 693/12", tags=["bold_signature_bullets", "ascii_quotes"]),
        claim("C10", "fakt_proceduralny", "procedural_fact_wrong", "NIEZWERYFIKOWANY", "VI ACa 693/12 dismissed the appeal of the PLAINTIFF ('na skutek apelacji powoda', 'oddala apelację'); the memo says the insurer's (pozwanego) appeal — party role wrong", A_693,
              claim_text="W tej sprawie Sąd Apelacyjny w Warszawie oddalił apelację pozwanego ubezpieczyciela.",
              anchor={"odeslanie": "W tej sprawie"}, anchor_resolved=R693, tags=["party_role_wrong"]),
        claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in VI ACa 693/12 ('W tym samym wyroku')", A_693,
              quote="W myśl art. 455 k.c., termin spełnienia świadczenia wyznacza przede wszystkim treść zobowiązania.",
              anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R693, tags=["implicit_anchor", "ascii_quotes", "articles_inside_quote"]),
        claim("C12", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "II CR 18/75 (SN) is not in the library; the words are VI ACa 693/12's own citation of it (quote_really_in)", None,
              quote="Długotrwałość cierpień i rodzaju skutków ma istotne znaczenie dla określenia wysokości zadośćuczynienia",
              anchor={"sygnatura": "II CR 18/75", "data": "12 marca 1975 r.", "organ": "SN"}, quote_really_in=A_693,
              also_acceptable=["NIEZWERYFIKOWANY"], tags=["signature_not_in_library", "cited_inside_library_ruling", "bold_signature_bullets"]),
        claim("C13", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "verbatim in II Ca 71/13, but the judgment is of 6 marca 2013 r., not 6 maja 2013 r.", B_71,
              quote="Szczególna więź rodzinna istniejąca w prawidłowo funkcjonującej rodzinie zasługuje na status dobra osobistego, podlegającego ochronie prawnej.",
              anchor=S71W, tags=["wrong_date", "bold_signature_bullets", "ascii_quotes"]),
        claim("C14", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "II Ca 71/13: 'powinna wykazać'; the memo: 'może wykazać' — duty turned into an option (modal changed)", B_71,
              quote="Osoba dochodząca roszczenia na takiej podstawie może wykazać istnienie tego rodzaju więzi, której zerwanie powoduje ból, cierpienie i rodzi poczucie krzywdy.",
              anchor={"sygnatura": "II Ca 71/13", "data": "6 marca 2013 r.", "organ": "Sąd Okręgowy w Białymstoku"}, material_change=True, tags=["ascii_quotes", "modal_changed", "signature_in_parentheses"]),
        claim("C15", "fakt_proceduralny", "procedural_fact_wrong", "NIEZWERYFIKOWANY", "II Ca 71/13: 'oddala apelację' of the insurer; the memo says the appeal was allowed and the award lowered — wrong outcome", B_71,
              claim_text="W sprawie II Ca 71/13 Sąd Okręgowy w Białymstoku uwzględnił apelację ubezpieczyciela i obniżył zasądzone zadośćuczynienie.",
              anchor={"sygnatura": "II Ca 71/13", "organ": "Sąd Okręgowy w Białymstoku"}, anchor_resolved=R71, tags=["wrong_outcome"]),
    ],
}
