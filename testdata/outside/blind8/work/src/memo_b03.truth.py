import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "llm"
S223 = {"sygnatura": "VIII Ga 223/13", "data": "31 marca 2014 r.", "organ": "Sąd Okręgowy w Bydgoszczy"}
R223 = {"sygnatura": "VIII Ga 223/13", "data": "2014-03-31", "organ": "Sąd Okręgowy w Bydgoszczy"}

TRUTH = {
    "memo": "memo_b03",
    "outcome": "blocked",
    "not_claims": [],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 451 § 1 zd. 1 k.c. verbatim in straight quotes, bold article in a numbered list, [1] reference", KC,
              quote="Dłużnik mający względem tego samego wierzyciela kilka długów tego samego rodzaju może przy spełnieniu świadczenia wskazać, który dług chce zaspokoić.",
              anchor={"przepis": "art. 451 § 1 k.c."}, article="451", tags=["ascii_quotes", "bold_anchor", "numbered_list", "bracket_ref"]),
        claim("C02", "cytat_doslowny", "cosmetic", "ZMODYFIKOWANY", "art. 451 § 2 k.c. with one lost diacritic ('dlugu' for 'długu'); nothing of substance changed", KC,
              quote="Jeżeli dłużnik nie wskazał, który z kilku długów chce zaspokoić, a przyjął pokwitowanie, w którym wierzyciel zaliczył otrzymane świadczenie na poczet jednego z tych długów, dłużnik nie może już żądać zaliczenia na poczet innego dlugu.",
              anchor={"przepis": "art. 451 § 2 k.c."}, article="451", tags=["ascii_quotes", "bold_anchor", "diacritics_lost"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 451 § 3 k.c. verbatim (ASCII hyphen for the statute's ' - ')", KC,
              quote="W braku oświadczenia dłużnika lub wierzyciela spełnione świadczenie zalicza się przede wszystkim na poczet długu wymagalnego, a jeżeli jest kilka długów wymagalnych - na poczet najdawniej wymagalnego.",
              anchor={"przepis": "art. 451 § 3 k.c."}, article="451", tags=["ascii_quotes", "bold_anchor"]),
        claim("C04", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful paraphrase of VIII Ga 223/13 ('Wobec braku złożenia przez strony oświadczeń co do zaliczenia wpłaty ... podlega ona zaliczeniu na poczet długu najdawniej wymagalnego')", G_223,
              claim_text="Sąd przyjął, że przy braku oświadczeń stron co do zaliczenia wpłata podlega zaliczeniu na poczet długu najdawniej wymagalnego.",
              anchor=S223, also_acceptable=["ZWERYFIKOWANY"], tags=["bullet_under_bold_signature", "unquoted_position"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "bullet under the bold VIII Ga 223/13 heading; verbatim", G_223,
              quote="Nieprawidłowym było zatem wymaganie od pozwanego podania, iż istniały inne, dawniej wymagalne długi, które powinny być przez tę kwotę zaspokojone, skoro z okoliczności tych to powód a nie pozwany wywodzić mógł pozytywne skutki prawne.",
              anchor=S223, tags=["bullet_under_bold_signature", "ascii_quotes"]),
        claim("C06", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "VIII Ga 223/13 has 'był 5 kwietnia 2010 r.'; the answer has '15 kwietnia 2010 r.' — a date/number altered", G_223,
              quote="Terminem zapłaty wskazanym w przedmiotowej fakturze był 15 kwietnia 2010 r.",
              anchor=S223, material_change=True, tags=["bullet_under_bold_signature", "ascii_quotes", "number_changed"]),
        claim("C07", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "'W tym samym wyroku' = VIII Ga 223/13, but the sentence is X GC 1034/13 (SO w Łodzi), cited next in the answer", G_223,
              quote="Zatem nie sposób przyjąć za udowodnione, że wpłaty pozwanej wynikające z przedstawionych przez nią wydruków potwierdzeń przelewów bankowych, pokryły nie tylko należności główne dochodzone pozwem, ale również odsetki za opóźnienie w ich zapłacie.",
              anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R223, really_in=L_1034, misattributed_to="VIII Ga 223/13",
              tags=["implicit_anchor", "ascii_quotes", "source_soft_hyphen"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "X GC 1034/13 verbatim (the source has a soft hyphen in 'opóź\u00adnienie'; the answer does not)", L_1034,
              quote="Pozwana nie wykazała, że zapłaciła także należności z tytułu odsetek za opóźnienie w zapłacie poszczególnych należności głównych, których zapłaty również dochodziła strona powodowa.",
              anchor={"sygnatura": "X GC 1034/13", "data": "12 czerwca 2014 r.", "organ": "Sąd Okręgowy w Łodzi"}, tags=["bullet_under_bold_signature", "ascii_quotes", "source_soft_hyphen"]),
        claim("C09", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "fabricated signature: V CSK 318/16 of 9 February 2017 is not in the library, and the 'quoted' thesis is in no library source", None,
              quote="zaliczenie wpłaty na poczet odsetek wymaga wyraźnego oświadczenia wierzyciela złożonego najpóźniej w chwili otrzymania świadczenia",
              anchor={"sygnatura": "V CSK 318/16", "data": "9 lutego 2017 r.", "organ": "Sąd Najwyższy"}, also_acceptable=["NIEZWERYFIKOWANY"],
              tags=["fabricated_signature", "ascii_quotes", "signature_not_in_library"]),
        claim("C10", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "paraphrase of art. 451 § 2 k.c. with a [1] reference", KC,
              claim_text="po przyjęciu pokwitowania klient nie może żądać innego zaliczenia",
              anchor={"przepis": "art. 451 § 2 k.c.", "odeslanie": "[1]"}, article="451", also_acceptable=["ZWERYFIKOWANY"], tags=["bracket_ref", "statute_paraphrase"]),
    ],
}
