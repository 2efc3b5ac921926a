import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "txt"
R380 = {"sygnatura": "II Ca 380/13", "data": "2013-12-19", "organ": "Sąd Okręgowy w Bydgoszczy"}

TRUTH = {
    "memo": "memo_b04",
    "outcome": "pass",
    "not_claims": ["roszczenie uleglo przedawnieniu z uplywem trzech lat od dnia wypadku",
                   "Ubezpieczyciel wypłaca odszkodowanie w terminie 30 dni od dnia otrzymania zawiadomienia o szkodzie."],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 819 § 4 zd. 1 k.c. verbatim in straight quotes; the surrounding e-mail is typed without diacritics, the quotation is pasted with them", KC,
              quote="Bieg przedawnienia roszczenia o świadczenie do ubezpieczyciela przerywa się także przez zgłoszenie ubezpieczycielowi tego roszczenia lub przez zgłoszenie zdarzenia objętego ubezpieczeniem.",
              anchor={"przepis": "art. 819 § 4 zd. 1 k.c."}, article="819", tags=["ascii_quotes", "provision_in_parentheses_before"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "II Ca 380/13 verbatim; court typed without diacritics ('Sad Okregowy w Bydgoszczy', left out of the anchor), numeric date 19.12.2013 (right); in the MD form a '>' block quote", B_380,
              quote="Z oczywistych względów ustalenia zawarte w protokole powypadkowym nie są dla Sądu wiążące.",
              anchor={"sygnatura": "II Ca 380/13", "data": "19.12.2013"}, tags=["ascii_quotes", "anchor_without_diacritics", "numeric_date"]),
        claim("C03", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful paraphrase of II Ca 380/13 ('treść zawarta w wyżej opisanych pismach (zgłoszenie szkody, protokół powypadkowy) winna zostać zweryfikowana' / 'z pominięciem dowodu z zeznań świadków składających te oświadczenia')", B_380,
              claim_text="W tym samym wyroku sąd podkreślił, że treść zgłoszenia szkody i protokołu powypadkowego winna zostać zweryfikowana, a ustaleń stanu faktycznego nie można dokonywać z pominięciem dowodu z zeznań świadków składających te oświadczenia.",
              anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R380, also_acceptable=["ZWERYFIKOWANY"], tags=["implicit_anchor", "unquoted_position"]),
        claim("C04", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 476 zd. 1 k.c. verbatim; the provision is named AFTER the quotation in parentheses", KC,
              quote="Dłużnik dopuszcza się zwłoki, gdy nie spełnia świadczenia w terminie, a jeżeli termin nie jest oznaczony, gdy nie spełnia świadczenia niezwłocznie po wezwaniu przez wierzyciela.",
              anchor={"przepis": "art. 476 zd. 1 k.c."}, article="476", tags=["ascii_quotes", "provision_after_quote"]),
        claim("C05", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: in II Ca 380/13 the AC insurer (powódka) sued the driver in recourse and the SO dismissed its appeal ('oddala apelację')", B_380,
              claim_text="w tamtej sprawie to ubezpieczyciel AC dochodzil regresu od kierowcy i przegral - Sąd Okręgowy oddalił apelację ubezpieczyciela.",
              anchor={"odeslanie": "w tamtej sprawie"}, anchor_resolved=R380, also_acceptable=["WYMAGA_OSADU"], tags=["implicit_anchor", "description_of_case", "without_diacritics"]),
        claim("C06", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "bare 'por.' citation of II Ca 174/13 with the right date (numeric) and court; the proposition (interest from the pre-trial demand) is in the judgment", B_174,
              claim_text="por. wyrok SO w Bydgoszczy z 10.10.2013, II Ca 174/13 - odsetki od dnia wezwania do zaplaty",
              anchor={"sygnatura": "II Ca 174/13", "data": "10.10.2013", "organ": "SO w Bydgoszczy"}, also_acceptable=["WYMAGA_OSADU"], tags=["por_citation", "numeric_date", "without_diacritics"]),
    ],
}
