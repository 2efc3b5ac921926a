import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "long"
FORMS = ["docx", "pdf"]
S797 = {"sygnatura": "III U 797/13", "data": "5 listopada 2014 r.", "organ": "Sąd Okręgowy w Ostrołęce"}
R797 = {"sygnatura": "III U 797/13", "data": "2014-11-05", "organ": "Sąd Okręgowy w Ostrołęce"}
S831 = {"sygnatura": "III AUa 831/13", "data": "11 grudnia 2013 r.", "organ": "Sąd Apelacyjny w Białymstoku"}
R831 = {"sygnatura": "III AUa 831/13", "data": "2013-12-11", "organ": "Sąd Apelacyjny w Białymstoku"}

TRUTH = {
    "memo": "memo_f01",
    "outcome": "pass",
    "not_claims": ["Spółka", "Zleceniobiorca wykonuje zlecenie osobiście, w godzinach ustalonych w grafiku magazynu"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 22 § 1 k.p. verbatim, pandoc block quotation without marks", KP,
              quote="Przez nawiązanie stosunku pracy pracownik zobowiązuje się do wykonywania pracy określonego rodzaju na rzecz pracodawcy i pod jego kierownictwem oraz w miejscu i czasie wyznaczonym przez pracodawcę, a pracodawca - do zatrudniania pracownika za wynagrodzeniem.",
              anchor={"przepis": "art. 22 § 1 k.p."}, article="22", tags=["block_quote_no_marks", "numbered_paragraph"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 22 § 1¹ k.p. verbatim", KP,
              quote="Zatrudnienie w warunkach określonych w § 1 jest zatrudnieniem na podstawie stosunku pracy, bez względu na nazwę zawartej przez strony umowy.",
              anchor={"przepis": "art. 22 § 1¹ k.p."}, article="22", tags=["numbered_paragraph", "superscript_paragraph"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 22 § 1² k.p. verbatim; the provision follows the quotation in parentheses; source's own negation ('Nie jest dopuszczalne')", KP,
              quote="Nie jest dopuszczalne zastąpienie umowy o pracę umową cywilnoprawną przy zachowaniu warunków wykonywania pracy, określonych w § 1",
              anchor={"przepis": "art. 22 § 1² k.p."}, article="22", tags=["provision_after_quote", "source_negations"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in III U 797/13 (SO Ostrołęka)", U_797,
              quote="Definicja ustawowa stosunku pracy zawarta jest w art. 22 k.p. i zakłada wykonywanie pracy osobiście, odpłatnie, w ramach podporządkowania pracowniczego, w sposób powtarzalny i bez ponoszenia przez pracownika ryzyka prowadzenia podmiotu zatrudniającego.",
              anchor=S797, tags=["articles_inside_quote"]),
        claim("C05", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "'W tej samej sprawie Sąd przyjął' = III U 797/13; supported by 'Począwszy od lutego 2012r. stosunek pracy łączący odwołującą się z pracodawcą przekształcił się w umowę cywilnoprawną, nie noszącą już cech stosunku pracy' and 'Od tej chwili bowiem nie występuje już stosunek podporządkowania'", U_797,
              claim_text="stosunek pracy może przekształcić się w umowę cywilnoprawną, nie noszącą już cech stosunku pracy, gdy nie występuje już stosunek podporządkowania pracodawcy",
              anchor={"odeslanie": "W tej samej sprawie"}, anchor_resolved=R797, also_acceptable=["ZWERYFIKOWANY"], tags=["implicit_anchor"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in III AUa 831/13 (SA Białystok); the quotation begins with the court's own 'Należy również podkreślić, że'", AUA_831,
              quote="Należy również podkreślić, że prawo pracy i prawo ubezpieczeń społecznych przewidują odrębne definicje pracownika.",
              anchor=S831, tags=["signature_in_parentheses"]),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'jak czytamy dalej' = III AUa 831/13; verbatim", AUA_831,
              quote="Ustawodawca uchylił jednak wskazaną regułę w sytuacji, gdy pracodawca zawiera ze swoim pracownikiem także umowę cywilnoprawną albo gdy pracownik łączy się taką umową z osobą trzecią, jednak pracę wykonuje na rzecz pracodawcy.",
              anchor={"odeslanie": "jak czytamy dalej"}, anchor_resolved=R831, tags=["implicit_anchor"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Sąd ten dodał' = III AUa 831/13; verbatim", AUA_831,
              quote="W tym wypadku powstaje obowiązek opłacenia składki na ubezpieczenie społeczne od wynagrodzenia uzyskanego z tytułu umowy cywilnoprawnej.",
              anchor={"odeslanie": "Sąd ten dodał"}, anchor_resolved=R831, tags=["implicit_anchor"]),
        claim("C09", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "III AUa 831/13: 'oddala apelacje' (joint appeal of the płatnik — Uniwersytet — and the ubezpieczony)", AUA_831,
              claim_text="Sąd Apelacyjny w Białymstoku oddalił apelacje płatnika i ubezpieczonego.",
              anchor={"organ": "Sąd Apelacyjny w Białymstoku"}, anchor_resolved=R831, also_acceptable=["WYMAGA_OSADU"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in SN II UZP 25/94 (uchwała of 28 September 1994)", SN_UZP25,
              quote="Postawienie zakładu pracy w stan upadłości nie zmienia jego sytuacji w stosunku do ZUS tak długo dopóki zatrudnia pracowników, co rodzi obowiązek uiszczenia należnych składek.",
              anchor={"sygnatura": "II UZP 25/94", "data": "28 września 1994 r.", "organ": "Sąd Najwyższy"}, tags=["source_negations"]),
        claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table cell (column 'Orzecznictwo'), signature and dd.mm.yyyy date in the same cell; a mid-sentence cut of III U 797/13", U_797,
              quote="decydujące jest rzeczywiste realizowanie i trwanie stosunku pracy",
              anchor={"sygnatura": "III U 797/13", "data": "5.11.2014", "organ": "SO w Ostrołęce"}, tags=["table_cell", "mid_sentence"]),
        claim("C12", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table cell, bare signature 'III U 797/13:'; the SO reporting the SN's position, cut before its parenthetical source", U_797,
              quote="Sąd Najwyższy dopuszcza wprost możliwość zmiany charakteru stosunku prawnego per facta concludentia, pod wpływem sposobu wykonywania pracy",
              anchor={"sygnatura": "III U 797/13"}, tags=["table_cell", "sn_inside_quote"]),
        claim("C13", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table cell; verbatim start of a sentence of III AUa 831/13", AUA_831,
              quote="Ważne jest jedynie, czy beneficjentem jego pracy był pracodawca",
              anchor={"sygnatura": "III AUa 831/13", "data": "11.12.2013", "organ": "SA w Białymstoku"}, tags=["table_cell"]),
        claim("C14", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table cell, bare signature; verbatim start of a sentence of III AUa 831/13 (source's own negation)", AUA_831,
              quote="Nie ma znaczenia, czy w trakcie procesu pracy ubezpieczony pozostawał pod kierownictwem pracodawcy",
              anchor={"sygnatura": "III AUa 831/13"}, tags=["table_cell", "source_negations"]),
    ],
}
