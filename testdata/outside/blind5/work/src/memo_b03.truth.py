import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "txt"
TXT_ALSO_DOCX = True
S71 = {"sygnatura": "II Ca 71/13", "data": "6 marca 2013 r."}
R71 = {"sygnatura": "II Ca 71/13", "data": "2013-03-06", "organ": "Sąd Okręgowy w Białymstoku"}
S693 = {"sygnatura": "VI ACa 693/12", "data": "20 listopada 2012 r."}
R693 = {"sygnatura": "VI ACa 693/12", "data": "2012-11-20", "organ": "Sąd Apelacyjny w Warszawie"}

TRUTH = {
    "memo": "memo_b03",
    "outcome": "pass",
    "not_claims": ["roszczenie jest przedawnione od 2009 roku", "nic sie nie nalezy, bo minelo za duzo czasu"],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in II Ca 71/13; lawyer's text around it typed without diacritics", B_71,
              quote="Sąd I instancji słusznie przyjął, iż w rozpoznawanej sprawie podstawę przyznania zadośćuczynienia stanowi art. 448 k.c. w zw. z art. 24 § 1 k.c.",
              anchor=S71, tags=["ascii_quotes", "articles_inside_quote", "signature_in_parentheses"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "II Ca 71/13, starts mid-sentence; source negation 'nie jest poszkodowana jedynie pośrednio' — must not block", B_71,
              quote="osoba dochodząca zadośćuczynienia na podstawie art. 448 k.c. za spowodowanie śmierci osoby najbliższej nie jest poszkodowana jedynie pośrednio",
              anchor={"odeslanie": "Ten sam sad podkreslil"}, anchor_resolved=R71, tags=["implicit_anchor", "ascii_quotes", "source_negations", "starts_mid_sentence"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in II Ca 71/13 ('Dodal tez')", B_71,
              quote="Nie budzi wątpliwości istnienie szczególnej więzi między rodzicami a dzieckiem oraz między rodzeństwem.",
              anchor={"odeslanie": "Dodal tez"}, anchor_resolved=R71, tags=["implicit_anchor", "ascii_quotes", "source_negations"]),
        claim("C04", "cytat_doslowny", "cosmetic", "ZMODYFIKOWANY", "II Ca 71/13 typed without any diacritics; the words are the source's ('powinna wykazać' kept) — ZMODYFIKOWANY, not a block", B_71,
              quote="Osoba dochodzaca roszczenia na takiej podstawie powinna wykazac istnienie tego rodzaju wiezi, ktorej zerwanie powoduje bol, cierpienie i rodzi poczucie krzywdy.",
              anchor={"odeslanie": "sad pisze wprost"}, anchor_resolved=R71, tags=["implicit_anchor", "ascii_quotes", "diacritics_lost"]),
        claim("C05", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "II Ca 71/13: 'na skutek apelacji pozwanego ... oddala apelację' — true, typed without diacritics", B_71,
              claim_text="W tamtej sprawie Sad Okregowy w Bialymstoku oddalil apelacje ubezpieczyciela, czyli zadoscuczynienie dla rodzicow sie utrzymalo.",
              anchor={"odeslanie": "W tamtej sprawie"}, anchor_resolved=R71, also_acceptable=["WYMAGA_OSADU"], tags=["without_diacritics"]),
        claim("C06", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 481 § 1 k.c. verbatim", KC,
              quote="Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek za czas opóźnienia, chociażby nie poniósł żadnej szkody i chociażby opóźnienie było następstwem okoliczności, za które dłużnik odpowiedzialności nie ponosi.",
              anchor={"przepis": "Art. 481 § 1 k.c."}, article="481", tags=["ascii_quotes", "source_negations"]),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in VI ACa 693/12", A_693,
              quote="W myśl art. 455 k.c., termin spełnienia świadczenia wyznacza przede wszystkim treść zobowiązania.",
              anchor=S693, tags=["ascii_quotes", "signature_in_parentheses", "articles_inside_quote"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "VI ACa 693/12, cut out of a sentence ('Ten sam sad przypomnial')", A_693,
              quote="należą się, gdy dłużnik nie spełnia świadczenia w terminie jego wymagalności",
              anchor={"odeslanie": "Ten sam sad przypomnial"}, anchor_resolved=R693, tags=["implicit_anchor", "ascii_quotes", "starts_mid_sentence", "source_negations"]),
        claim("C09", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "VI ACa 693/12: 'wysokość zadośćuczynienia ... pozostawione jest sędziowskiemu uznaniu i stanowi atrybut sądu pierwszej instancji' ", A_693,
              claim_text="wysokość zadośćuczynienia pozostawiona jest sędziowskiemu uznaniu i stanowi atrybut sądu pierwszej instancji",
              anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R693, also_acceptable=["ZWERYFIKOWANY"], tags=["unquoted_position"]),
        claim("C10", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 120 § 1 zd. 1 k.c. verbatim", KC,
              quote="Bieg przedawnienia rozpoczyna się od dnia, w którym roszczenie stało się wymagalne.",
              anchor={"przepis": "Art. 120 § 1 k.c."}, article="120", tags=["ascii_quotes"]),
    ],
}
