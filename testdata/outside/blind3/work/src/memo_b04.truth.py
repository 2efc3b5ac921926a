import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "txt"
S1405 = {"sygnatura": "II{nbsp}Ca{nbsp}1405/14", "data": "21.10.2014", "organ": "SO w Krakowie"}
R1405 = {"sygnatura": "II Ca 1405/14", "data": "2014-10-21", "organ": "Sąd Okręgowy w Krakowie"}
S714 = {"sygnatura": "I C 714/13", "data": "17.11.2014", "organ": "SO w Koninie"}
R714 = {"sygnatura": "I C 714/13", "data": "2014-11-17", "organ": "Sąd Okręgowy w Koninie"}

TRUTH = {
    "memo": "memo_b04",
    "outcome": "blocked",
    "not_claims": ["Orion", "szkoda zgloszona"],
    "claims": [
        claim("C01", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 819 § 1 k.c.: 'z upływem lat trzech'; the e-mail pastes 'lat dwóch' — time limit changed", KC,
              quote="Roszczenia z umowy ubezpieczenia przedawniają się z upływem lat dwóch.", anchor={"przepis": "art. 819 § 1 k.c."}, article="819",
              material_change=True, tags=["number_changed", "time_limit"]),
        claim("C02", "cytat_doslowny", "normalization_only", "ZWERYFIKOWANY", "'wazniejszy jest § 4:' = art. 819 § 4 zd. 1 k.c.; verbatim, with 'świadczenie' and 'objętego' in Unicode NFD (decomposed letters)", KC,
              quote="Bieg przedawnienia roszczenia o {nfd:świadczenie} do ubezpieczyciela przerywa się także przez zgłoszenie ubezpieczycielowi tego roszczenia lub przez zgłoszenie zdarzenia {nfd:objętego} ubezpieczeniem.",
              anchor={"odeslanie": "§ 4"}, anchor_resolved={"przepis": "art. 819 § 4 k.c."}, article="819", tags=["nfd", "implicit_anchor", "paragraph_only_reference"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "signature written with no-break spaces (II\u00a0Ca\u00a01405/14), date 21.10.2014; verbatim", C1405,
              quote="Odszkodowanie jak i zadośćuczynienie stają się wymagalne po wezwaniu ubezpieczyciela do spełnienia świadczenia odszkodowawczego i od tej chwili biegnie termin odsetek za opóźnienie z art. 481 § 1 k.c.",
              anchor=S1405, tags=["nbsp_signature", "articles_inside_quote"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Sad dodal:' (typed without diacritics) = II Ca 1405/14; verbatim", C1405,
              quote="Rolą zaś strony pozwanej było oszacowanie rozmiaru krzywdy powoda jeszcze w toku postępowania likwidacyjnego.",
              anchor={"odeslanie": "Sad dodal"}, anchor_resolved=R1405, tags=["implicit_anchor", "intro_without_diacritics"]),
        claim("C05", "cytat_doslowny", "cosmetic", "ZMODYFIKOWANY", "II Ca 1405/14 sentence typed without Polish letters (okolicznosc, postepowania, trwalego, mozliwosci, zasadzenia, wczesniejszej) — nothing else changed", C1405,
              quote="Sama okolicznosc ustalenia dopiero w toku postepowania procentu trwalego uszczerbku na zdrowiu powoda nie niweczy mozliwosci zasadzenia odsetek od daty wczesniejszej.",
              anchor={"odeslanie": "I jeszcze"}, anchor_resolved=R1405, tags=["no_diacritics_quote"]),
        claim("C06", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true, typed without diacritics: in II Ca 1405/14 the appeal succeeded and the SR judgment was changed", C1405,
              claim_text="W tej sprawie apelacja okazala sie uzasadniona, co skutkowalo zmiana wyroku Sadu Rejonowego w zaskarzonej czesci.",
              anchor={"odeslanie": "W tej sprawie"}, anchor_resolved=R1405, tags=["no_diacritics_claim"]),
        claim("C07", "powolanie", "no_source", "BRAK_ZRODLA", "II PK 100/08 (SN) is cited inside II Ca 1405/14 but is not in the library", None,
              claim_text="wyrok SN z 4.11.2008, II PK 100/08",
              anchor={"sygnatura": "II PK 100/08", "data": "4.11.2008", "organ": "SN"}, also_acceptable=["NIEZWERYFIKOWANY"],
              tags=["signature_not_in_library", "cited_inside_library_ruling", "bare_citation"]),
        claim("C08", "cytat_doslowny", "cosmetic", "ZMODYFIKOWANY", "art. 481 § 2 zd. 1 k.c. typed from memory without Polish letters (Jezeli, opoznienie, byla, gory, naleza) — wording otherwise exact", KC,
              quote="Jezeli stopa odsetek za opoznienie nie byla z gory oznaczona, naleza sie odsetki ustawowe.",
              anchor={"przepis": "art. 481 § 2 k.c."}, article="481", tags=["no_diacritics_quote"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I C 714/13 (SO Konin), date 17.11.2014", C714,
              quote="Brak jakichkolwiek dalszych działań po stronie powoda, przez kolejne 3 lata, mogło spowodować u pozwanego przeświadczenie, że wypłacona powodowi kwota 30.000,00 złotych zaspokoiła w całości jego roszczenia z tytułu zadośćuczynienia.",
              anchor=S714),
        claim("C10", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "'W tym samym wyroku' = I C 714/13, which has 'po upływie 3 lat'; the e-mail writes '5 lat' — a number changed", C714,
              quote="W pozwie złożonym dopiero po upływie 5 lat powód zgłosił dalsze żądanie, lecz w nowej wysokości, znacznie przewyższające te zgłaszane w postępowaniu likwidacji szkody.",
              anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R714, material_change=True, tags=["implicit_anchor", "number_changed"]),
        claim("C11", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "PS: verbatim in II Ca 1405/14, but dated 12.10.2014 (the judgment is of 21.10.2014, as the e-mail itself says above)", C1405,
              quote="Zebrany w sprawie materiał dowodowy nie wskazuje na to, aby w toku postępowania przed Sądem, po dacie wezwania do zapłaty, ujawniła się u powoda nowa krzywda, która uzasadniałaby przyznanie zadośćuczynienia od daty wyrokowania.",
              anchor={"sygnatura": "II Ca 1405/14", "data": "12.10.2014", "organ": "SO w Krakowie"}, tags=["wrong_date", "ps_after_signature"]),
    ],
}
EMAIL_PRINT = True
