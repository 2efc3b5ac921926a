import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "html"
ODT_TOO = True
R528 = {"sygnatura": "X Ga 528/14", "data": "2014-11-13", "organ": "Sąd Okręgowy w Poznaniu"}
R486 = {"sygnatura": "VIII GC 486/14", "data": "2014-10-21", "organ": "Sąd Rejonowy w Białymstoku"}
R562 = {"sygnatura": "XI C 562/13", "data": "2014-10-16", "organ": "Sąd Rejonowy dla Wrocławia-Fabrycznej we Wrocławiu"}
R972 = {"sygnatura": "I C 972/14", "data": "2014-11-19", "organ": "Sąd Rejonowy w Bielsku Podlaskim"}
DATE562 = "the judgment dates itself 'W., dnia 16 października 2014 r.'; INDEX.tsv (SAOS) says 2014-10-08 (the hearing)"

TRUTH = {
    "memo": "memo_b02",
    "outcome": "blocked",
    "not_claims": ["Najemca ponosi koszty napraw do kwoty 5 000 zł netto", "Spółka", "Flota"],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row 1: signature and court/date in their own cells, thesis cell verbatim (articles inside the quotation are not claims)", S528,
              quote="Stosownie do postanowień art. 362 i art. 826 § 1 kc, poszkodowany ma bowiem obowiązek zapobiegania i zmniejszania rozmiarów szkody.",
              anchor={"sygnatura": "X Ga 528/14", "data": "13.11.2014 r.", "organ": "SO w Poznaniu"}, tags=["table_row", "articles_inside_quote"]),
        claim("C02", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "table row 2: a real sentence of X Ga 528/14 (SO Poznań) attributed to I C 972/14 (SR Bielsk Podlaski)", S972,
              quote="Wobec tego niezasadne było wynajmowanie samochodu zastępczego po otrzymaniu odszkodowania z tytułu szkody całkowitej.",
              anchor={"sygnatura": "I C 972/14", "data": "19.11.2014 r.", "organ": "SR w Bielsku Podlaskim"}, really_in=S528, tags=["table_row"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row 3: verbatim, the source's spaced hyphen ' - ' typed as an en dash ' – ' (the dash family normalizes to '-') and 'nie czyni'", S486,
              quote="Samo przypozwanie nie czyni interwenientem ubocznym, przeciwnie – jeśli wzywany zechce wziąć udział w procesie, powinien zgłosić interwencję uboczną.",
              anchor={"sygnatura": "VIII GC 486/14", "data": "21.10.2014 r.", "organ": "SR w Białymstoku"}, tags=["table_row", "source_negations"]),
        claim("C04", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "table row 4: the percentage changed, 45% -> 25%", S562,
              quote="Strona pozwana obniżyła bowiem o 25% ceny części zamiennych i zastosowała osiem części zamiennych innych niż oryginalne z logo producenta pojazdu.",
              anchor={"sygnatura": "XI C 562/13", "data": "16.10.2014 r.", "organ": "SR Wrocław-Fabryczna we Wrocławiu"}, material_change=True, why_date=DATE562, tags=["table_row", "number_changed"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row 5: verbatim in XI C 562/13", S562,
              quote="Ponadto zdaniem Sądu, brak jest podstaw do stosowania jakichkolwiek wskaźników amortyzacji części zamiennych wymienionych w pojeździe na nowe.",
              anchor={"sygnatura": "XI C 562/13", "data": "16.10.2014 r.", "organ": "SR Wrocław-Fabryczna we Wrocławiu"}, why_date=DATE562, tags=["table_row"]),
        claim("C06", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "table row 6: verbatim sentence of I C 972/14, but the judgment is of 19.11.2014, not 19.11.2013", S972,
              quote="Zdaniem Sądu nie można bowiem utożsamiać wskazanych powyżej określeń użytych przez ustawodawcę w odmiennych regulacjach prawnych, dotyczących odpowiednio prawa cywilnego i karnego.",
              anchor={"sygnatura": "I C 972/14", "data": "19.11.2013 r.", "organ": "SR w Bielsku Podlaskim"}, tags=["table_row", "wrong_year"]),
        claim("C07", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "table row 7: invented signature I C 1188/13 (no such ruling in the library or anywhere it cites); invented thesis", None,
              quote="Ubezpieczyciel nie może dochodzić zwrotu wypłaconego odszkodowania od sprawcy, który oddalił się z miejsca zdarzenia w stanie szoku pourazowego.",
              anchor={"sygnatura": "I C 1188/13", "data": "3.06.2014 r.", "organ": "SR w Bielsku Podlaskim"}, also_acceptable=["NIEZWERYFIKOWANY"], tags=["table_row", "fabricated_signature"]),
        claim("C08", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "table row 8: a statute row, the provision in the 'Sąd / data' cell, signature cell '–'; art. 826 § 1 k.c. verbatim", KC,
              quote="W razie zajścia wypadku ubezpieczający obowiązany jest użyć dostępnych mu środków w celu ratowania przedmiotu ubezpieczenia oraz zapobieżenia szkodzie lub zmniejszenia jej rozmiarów.",
              anchor={"przepis": "art. 826 § 1 k.c."}, article="826", tags=["table_row", "provision_in_cell"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "after the table, 'Orzeczenie z poz. 3' = VIII GC 486/14; verbatim", S486,
              quote="W razie więc spełnienia hipotezy art. 85 k.p.c., odpowiedzialność za wadliwe rozstrzygnięcie obciąża także przypozwanego.",
              anchor={"odeslanie": "Orzeczenie z poz. 3"}, anchor_resolved=R486, tags=["table_back_reference", "articles_inside_quote"]),
        claim("C10", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "'W orzeczeniu z poz. 1' = X Ga 528/14: faithful paraphrase of 'poszkodowany nie poniósł z tytułu najmu pojazdu zastępczego żadnych kosztów, gdyż wiązała go z powodem umowa o charakterze nieodpłatnym, żądanie pozwu należało uznać za nieuzasadnione'", S528,
              claim_text="skoro poszkodowany nie poniósł żadnych kosztów najmu pojazdu zastępczego, bo wiązała go z powodem umowa o charakterze nieodpłatnym, żądanie pozwu było nieuzasadnione.",
              anchor={"odeslanie": "W orzeczeniu z poz. 1"}, anchor_resolved=R528, also_acceptable=["ZWERYFIKOWANY"], tags=["table_back_reference"]),
        claim("C11", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "X Ga 528/14: '1. oddala apelację' on the appeal of the claimant (powód); court, date and signature agree", S528,
              claim_text="Sąd Okręgowy w Poznaniu wyrokiem z dnia 13 listopada 2014 r., X Ga 528/14, oddalił apelację powoda.",
              anchor={"sygnatura": "X Ga 528/14", "data": "13 listopada 2014 r.", "organ": "Sąd Okręgowy w Poznaniu"}, also_acceptable=["WYMAGA_OSADU"]),
        claim("C12", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W sprawie z poz. 5' = XI C 562/13; verbatim", S562,
              quote="Każdy pojazd uczestniczący w kolizji, nawet naprawiony w serwisie autoryzowanym przy użyciu nowych, oryginalnych części traci na wartości rynkowej w przypadku próby sprzedaży.",
              anchor={"odeslanie": "W sprawie z poz. 5"}, anchor_resolved=R562, tags=["table_back_reference"]),
        claim("C13", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "I C 972/14 (explicit signature): the expert's 'może działać' turned into 'musi działać'; cut before 'i nie jest to wówczas'", S972,
              quote="doznanie szoku powoduje, że poszkodowany musi działać w stanie ograniczonej lub całkowicie zniesionej świadomości",
              anchor={"sygnatura": "I C 972/14"}, anchor_resolved=R972, material_change=True, tags=["modal_changed", "fragment"]),
    ],
}
