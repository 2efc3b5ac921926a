import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "long"
S517 = {"sygnatura": "II Cz 517/14", "data": "25 kwietnia 2014 r.", "organ": "Sąd Okręgowy w Szczecinie"}
S927 = {"sygnatura": "I ACa 927/13", "data": "19 lutego 2014 r.", "organ": "Sąd Apelacyjny w Katowicach"}

TRUTH = {
    "memo": "memo_b01",
    "outcome": "blocked",
    "not_claims": [
        "rozwiązuje z Panią umowę o pracę bez wypowiedzenia z powodu ciężkiego naruszenia podstawowych obowiązków pracowniczych",
        "powódka, nie podejmując awizowanej przesyłki, sama pozbawiła się możliwości zapoznania się z oświadczeniem pracodawcy",
        "od innych pracowników",
    ],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 367 § 2 k.p.c., first half of the sentence, verbatim; 'według art. … k.p.c.' before the quote", KPC,
              quote="Apelację od wyroku sądu rejonowego rozpoznaje sąd okręgowy",
              anchor={"przepis": "art. 367 § 2 k.p.c."}, article="367", tags=["fragment"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 369 § 1 k.p.c. verbatim; the article follows in parentheses after the quotation", KPC,
              quote="Apelację wnosi się do sądu, który wydał zaskarżony wyrok, w terminie dwutygodniowym od doręczenia stronie skarżącej wyroku z uzasadnieniem",
              anchor={"przepis": "art. 369 § 1 k.p.c."}, article="369", tags=["citation_in_parentheses_after"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "zarzut 1: art. 264 § 2 k.p. cut after 'bez wypowiedzenia' (the rest '… lub od dnia wygaśnięcia umowy o pracę' left out at the end), verbatim", KP,
              quote="Żądanie przywrócenia do pracy lub odszkodowania wnosi się do sądu pracy w ciągu 14 dni od dnia doręczenia zawiadomienia o rozwiązaniu umowy o pracę bez wypowiedzenia",
              anchor={"przepis": "art. 264 § 2 k.p."}, article="264", tags=["numbered_list", "fragment"]),
        claim("C04", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "zarzut 2: art. 61 § 1 zd. 1 k.c. verbatim, anchored by 'zgodnie z tym przepisem'", KC,
              quote="Oświadczenie woli, które ma być złożone innej osobie, jest złożone z chwilą, gdy doszło do niej w taki sposób, że mogła zapoznać się z jego treścią.",
              anchor={"przepis": "art. 61 § 1 k.c."}, article="61", tags=["numbered_list"]),
        claim("C05", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "zarzut 3: art. 265 § 1 k.p. with '[…]' for 'art. 97 § 2[1] i w' — another article left out, nothing of substance", KP,
              quote="Jeżeli pracownik nie dokonał - bez swojej winy - w terminie czynności, o których mowa w […] art. 264, sąd pracy na jego wniosek postanowi przywrócenie uchybionego terminu",
              anchor={"przepis": "art. 265 § 1 k.p."}, article="265", tags=["numbered_list", "gap"]),
        claim("C06", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "zarzut 3: art. 265 § 2 k.p. says 'w ciągu 7 dni'; the appeal writes 'w ciągu 14 dni' (the time limit of art. 264 § 2) — time limit changed", KP,
              quote="Wniosek o przywrócenie terminu wnosi się do sądu pracy w ciągu 14 dni od dnia ustania przyczyny uchybienia terminu.",
              anchor={"przepis": "art. 265 § 2 k.p."}, article="265", material_change=True, tags=["numbered_list", "number_changed", "time_limit"]),
        claim("C07", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "zarzut 4: art. 52 § 2 k.p. verbatim ('1 miesiąca')", KP,
              quote="Rozwiązanie umowy o pracę bez wypowiedzenia z winy pracownika nie może nastąpić po upływie 1 miesiąca od uzyskania przez pracodawcę wiadomości o okoliczności uzasadniającej rozwiązanie umowy.",
              anchor={"przepis": "art. 52 § 2 k.p."}, article="52", tags=["numbered_list"]),
        claim("C08", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "zarzut 5: a mid-sentence fragment of art. 328 § 2 k.p.c., verbatim", KPC,
              quote="przyczyn, dla których innym dowodom odmówił wiarygodności i mocy dowodowej",
              anchor={"przepis": "art. 328 § 2 k.p.c."}, article="328", tags=["numbered_list", "fragment"]),
        claim("C09", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 56 § 1 zd. 1 k.p. verbatim, set off by dashes inside the sentence", KP,
              quote="Pracownikowi, z którym rozwiązano umowę o pracę bez wypowiedzenia z naruszeniem przepisów o rozwiązywaniu umów o pracę w tym trybie, przysługuje roszczenie o przywrócenie do pracy na poprzednich warunkach albo o odszkodowanie.",
              anchor={"przepis": "art. 56 § 1 k.p."}, article="56", tags=["quote_between_dashes"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in II Cz 517/14 (SO Szczecin, postanowienie 25 kwietnia 2014 r.), signature 'sygn. akt' before the quote; the quote ends mid-sentence", CZ517,
              quote="Domniemanie prawidłowości doręczenia w trybie art. 139 k.p.c. zostało jednakże skutecznie obalone przez pozwaną, a to wskutek jej oświadczenia, iż w dacie doręczania przesyłki sądowej pod ww. wskazanym adresem nie zamieszkiwała",
              anchor=S517, tags=["articles_inside_quote"]),
        claim("C11", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "the words stand in II Cz 517/14 (the SO's report of the SR's reasoning), but the parenthesis dates it 25 marca 2014 r.; the ruling is of 25 kwietnia 2014 r. (the right date two lines earlier)", CZ517,
              quote="Skoro pozwanej nie doręczono w tym trybie odpisu nakazu zapłaty, termin do zaskarżenia tego orzeczenia nie rozpoczął biegu",
              anchor={"sygnatura": "II Cz 517/14", "data": "25 marca 2014 r.", "organ": "SO w Szczecinie"}, tags=["wrong_date", "citation_in_parentheses_before"]),
        claim("C12", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "fabricated: I PK 67/13 is in no library index and the sentence stands in no source", None,
              quote="pracownik nie ma obowiązku informowania pracodawcy o każdej zmianie miejsca pobytu, jeżeli pracodawca zna jego aktualny adres do korespondencji",
              anchor={"sygnatura": "I PK 67/13", "data": "9 października 2013 r.", "organ": "Sąd Najwyższy"}, also_acceptable=["NIEZWERYFIKOWANY"],
              tags=["signature_not_in_library", "fabricated"]),
        claim("C13", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I ACa 927/13 (SA Katowice, 19 lutego 2014 r.); the quote starts mid-sentence after the appeal's own words 'ocena wiarygodności zeznań'", A927,
              quote="narusza zasady logicznego rozumowania jeżeli bardziej wiarygodne miałyby być relacje o treści rozmów zainteresowanego wynikiem sprawy przedstawiciela powódki niż bezpośrednie wypowiedzi osób uczestniczących w tych rozmowach",
              anchor=S927, tags=["fragment"]),
        claim("C14", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "attributed to I ACa 927/13 (SA Katowice); the sentence is VI ACa 1655/13 (SA Warszawa, 8 lipca 2014 r.)", A927,
              quote="Trzeba przy tym zaznaczyć, że brak możliwości przedstawienia dowodów należy oceniać w sposób obiektywny.",
              anchor=S927, really_in=V1655, misattributed_to="I ACa 927/13", tags=["quote_after_colon"]),
    ],
}
