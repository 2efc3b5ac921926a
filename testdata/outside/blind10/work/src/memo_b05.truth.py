import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "txt"
K466 = "judgments/kio/KIO_KIO-466-14_2014-03-24.txt"
K58 = "judgments/kio/KIO_KIO-UZP-58-08_2008-02-07.txt"
A466 = {"sygnatura": "KIO 466/14", "data": "24 marca 2014 r."}
A58 = {"sygnatura": "KIO/UZP 58/08", "data": "7 lutego 2008 r."}

TRUTH = {
    "memo": "memo_b05",
    "outcome": "blocked",
    "not_claims": ["chce miec to z glowy jeszcze w tym roku"],
    "claims": [
        claim("C01", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "inside a '> ' quoted earlier message: KIO 466/14 refunds '90% uiszczonego wpisu'; the client's report says 100% — number changed", K466,
              quote="stanowiącej 100% uiszczonego wpisu od odwołania",
              anchor={"sygnatura": "KIO 466/14"}, material_change=True, tags=["quoted_reply", "number_changed"]),
        claim("C02", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: KIO 466/14 (postanowienie of 24.03.2014) 'umorzyć postępowanie odwoławcze' and a refund of 90% of the fee", K466,
              claim_text="W postanowieniu z dnia 24 marca 2014 r., KIO 466/14, Izba umorzyła postępowanie odwoławcze i nakazała zwrot kwoty",
              anchor=A466, also_acceptable=["WYMAGA_OSADU"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "short verbatim fragment of the KIO 466/14 sentencja", K466,
              quote="stanowiącej 90% uiszczonego wpisu od odwołania",
              anchor=A466, tags=["fragment"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "fragment of KIO/UZP 58/08 verbatim", K58,
              quote="skutkuje koniecznością odrzucenia odwołania z urzędu na posiedzeniu",
              anchor=A58, tags=["fragment"]),
        claim("C05", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "KIO/UZP 58/08 reports the appellant's view that the errors 'stanowią podstawę odrzucenia oferty'; the e-mail quotes 'nie stanowią podstawy odrzucenia oferty' — negation added (opposite of the source)", K58,
              quote="nie stanowią podstawy odrzucenia oferty",
              anchor={"odeslanie": "W tamtej sprawie"}, anchor_resolved={"sygnatura": "KIO/UZP 58/08", "data": "2008-02-07", "organ": "Krajowa Izba Odwoławcza"},
              material_change=True, tags=["negation_added", "implicit_anchor"]),
        claim("C06", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 203 § 1 k.p.c. verbatim (ASCII hyphen for the dash, as in the source)", KPC,
              quote="Pozew może być cofnięty bez zezwolenia pozwanego aż do rozpoczęcia rozprawy, a jeżeli z cofnięciem połączone jest zrzeczenie się roszczenia - aż do wydania wyroku.",
              anchor={"przepis": "art. 203 § 1 k.p.c."}, article="203"),
        claim("C07", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "'Uwaga na § 3' = art. 203 § 3 k.p.c.: 'w terminie dwutygodniowym'; the e-mail writes 'tygodniowym' — time limit changed", KPC,
              quote="może w terminie tygodniowym złożyć sądowi wniosek o przyznanie kosztów",
              anchor={"odeslanie": "§ 3"}, anchor_resolved={"przepis": "art. 203 § 3 k.p.c."}, article="203", material_change=True,
              tags=["implicit_anchor", "time_limit_changed"]),
        claim("C08", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 78 Konstytucji, first sentence verbatim", KONST,
              quote="Każda ze stron ma prawo do zaskarżenia orzeczeń i decyzji wydanych w pierwszej instancji.",
              anchor={"przepis": "art. 78 Konstytucji"}, article="78"),
    ],
}
