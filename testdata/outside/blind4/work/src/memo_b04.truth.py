import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
ERR = globals().get("ERR", True)
NAME = globals().get("NAME", "memo_b04")
STYLE = "txt"

def E(bad, good):
    return bad if ERR else good

Q01 = E("Sama okoliczność ustalenia dopiero w toku postępowania procentu trwałego uszczerbku na zdrowiu powoda niweczy możliwości zasądzenia odsetek od daty wcześniejszej.",
        "Sama okoliczność ustalenia dopiero w toku postępowania procentu trwałego uszczerbku na zdrowiu powoda nie niweczy możliwości zasądzenia odsetek od daty wcześniejszej.")
Q02 = "Rolą zaś strony pozwanej było oszacowanie rozmiaru krzywdy powoda jeszcze w toku postępowania likwidacyjnego."
Q03 = "W tych okolicznosciach brak jest podstaw do kwestionowania mozliwosci domagania sie odsetek od zadoscuczynienia od daty wskazanej w pozwie."
P04 = E("Sad Okregowy w Krakowie oddalil apelacje powoda w calosci", "Sad Okregowy w Krakowie zmienil wyrok Sadu Rejonowego w zaskarzonej czesci")
Q05 = "Jeżeli termin spełnienia świadczenia nie jest oznaczony ani nie wynika z właściwości zobowiązania, świadczenie powinno być spełnione niezwłocznie po wezwaniu dłużnika do wykonania."
Q06 = "Z opinii psychologa i psychiatry wynika natomiast, iż w związku z wypadkiem u powódki pojawiły {nfd:się} zaburzenia adaptacyjne pod postacią przedłużonej reakcji na stres z komponentą lękowo-depresyjną."
D06 = E("25.09.2013", "25.09.2014")
Q07 = E("Pozwany po wytoczeniu powództwa wypłacił powódce kwotę 2500 zł. tytułem zadośćuczynienia za doznaną krzywdę i cierpienia fizyczne",
        "Pozwany przed wytoczeniem powództwa wypłacił powódce kwotę 2500 zł. tytułem zadośćuczynienia za doznaną krzywdę i cierpienia fizyczne")
Q08 = "nie może być żadnych wątpliwości co do możliwości domagania się zapłaty odsetek od odszkodowania od dnia następnego po dniu wezwania do zapłaty"

BODY = f"""Czesc Marta,

krotko w sprawie Nowickiej (szkoda z 2025, uraz kolana + zaburzenia lekowe). Pytalas, od kiedy liczyc odsetki od zadoscuczynienia - od wezwania czy od wyroku. Moim zdaniem od wezwania, i mamy na to dobre orzeczenie: SO w Krakowie, wyrok z 21.10.2014, II Ca 1405/14. Wklejam z uzasadnienia:

"{Q01}"

W tym samym wyroku: "{Q02}"

I dalej (pisze z telefonu, bez ogonkow): "{Q03}"

W tamtej sprawie {P04}. Sad dodal tez, ze "{Q08}" (art. 455 w zw. z art. 817 k.c.).

Sam art. 455 k.c.: "{Q05}"

Co do wysokosci - przyda sie SO w Gliwicach, wyrok z {D06}, I C 238/13, bardzo podobny stan faktyczny (kolano, artroskopia):

"{Q06}"

W sprawie I C 238/13 ustalono tez, ze "{Q07}" - u nas Gwarant TU zaplacil 3000 zl, wiec argument jest ten sam.

Klientka pyta w mailu ponizej "czy odsetki liczymy od pozwu?" - odpowiedz jej prosze, ze od dnia po uplywie 30 dni od zgloszenia.

Pozdrawiam
Tomek

--
Tomasz Wrona, radca prawny
Wrona Kubiak Kancelaria Radcow Prawnych
"""

QUOTED = """> W dniu 17.11.2026 o 08:12 Anna Nowicka <a.nowicka@poczta.example> napisala:
> Dzien dobry, czy odsetki liczymy od pozwu? Ubezpieczyciel pisze, ze
> "odsetki naleza sie dopiero od dnia wyrokowania".
> Pozdrawiam, A. Nowicka
"""

TXT = f"""From: Tomasz Wrona <t.wrona@wrona-kubiak.example>
To: Marta Kubiak <m.kubiak@wrona-kubiak.example>
Date: Tue, 17 Nov 2026 10:41:07 +0100
Subject: Re: Nowicka / Gwarant TU - odsetki od zadoscuczynienia
Content-Type: text/plain; charset=UTF-8

{BODY}
{QUOTED}"""

MD = f"""**From:** Tomasz Wrona <t.wrona@wrona-kubiak.example>  
**To:** Marta Kubiak <m.kubiak@wrona-kubiak.example>  
**Date:** Tue, 17 Nov 2026 10:41:07 +0100  
**Subject:** Re: Nowicka / Gwarant TU - odsetki od zadoscuczynienia

{BODY}
{QUOTED}"""

S1405 = {"sygnatura": "II Ca 1405/14", "data": "21.10.2014", "organ": "SO w Krakowie"}
claims = [
    claim("C01", "cytat_doslowny", "material" if ERR else "verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "II Ca 1405/14: 'nie niweczy możliwości'; the e-mail drops 'nie'" if ERR else "II Ca 1405/14 verbatim, a quotation in its own paragraph after a colon",
          K1405, quote=Q01, anchor=S1405, material_change=ERR, tags=["ascii_quotes", "anchor_previous_paragraph"] + (["negation_removed"] if ERR else [])),
    claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W tym samym wyroku' = II Ca 1405/14; verbatim", K1405,
          quote=Q02, anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R_K1405, tags=["ascii_quotes", "implicit_anchor"]),
    claim("C03", "cytat_doslowny", "cosmetic", "ZMODYFIKOWANY", "II Ca 1405/14 typed without Polish diacritics; words otherwise the source's", K1405,
          quote=Q03, anchor={"odeslanie": "I dalej"}, anchor_resolved=R_K1405, tags=["ascii_quotes", "implicit_anchor", "diacritics_lost"]),
    claim("C04", "fakt_proceduralny", "procedural_fact_wrong" if ERR else "procedural_fact_ok", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "II Ca 1405/14 allowed the plaintiff's appeal and changed the judgment ('zmienia zaskarżony wyrok'); the e-mail says it dismissed it — typed without diacritics" if ERR else
          "II Ca 1405/14: 'zmienia zaskarżony wyrok' / 'zmianą wyroku Sądu Rejonowego w zaskarżonej części'; typed without diacritics",
          K1405, claim_text=f"W tamtej sprawie {P04}.", anchor={"odeslanie": "W tamtej sprawie"}, anchor_resolved=R_K1405, tags=["no_diacritics", "implicit_anchor"]),
    claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "II Ca 1405/14 mid-sentence fragment ('Sad dodal tez' = the same judgment); the provisions follow in parentheses after the quote", K1405,
          quote=Q08, anchor={"odeslanie": "Sad dodal tez"}, anchor_resolved=R_K1405, tags=["ascii_quotes", "implicit_anchor", "fragment", "provision_after_quote"]),
    claim("C06", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 455 k.c. verbatim (ASCII quotes)", KC,
          quote=Q05, anchor={"przepis": "art. 455 k.c."}, article="455", tags=["ascii_quotes"]),
    claim("C07", "cytat_doslowny", "anchor_wrong_date" if ERR else "normalization_only", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "I C 238/13 is dated 25.09.2014; the e-mail writes 25.09.2013 (quotation also holds an NFD 'się')" if ERR else "I C 238/13 verbatim after NFC ('się' sent NFD-decomposed); quotation in its own paragraph after the citation",
          G238, quote=Q06, anchor={"sygnatura": "I C 238/13", "data": D06, "organ": "SO w Gliwicach"},
          tags=["ascii_quotes", "nfd", "anchor_previous_paragraph"] + (["wrong_date"] if ERR else [])),
    claim("C08", "cytat_doslowny", "material" if ERR else "verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "I C 238/13: 'przed wytoczeniem powództwa'; the e-mail writes 'po wytoczeniu' — time word changed" if ERR else "I C 238/13 verbatim (the signature is in the sentence)",
          G238, quote=Q07, anchor={"sygnatura": "I C 238/13"}, material_change=ERR, tags=["ascii_quotes"] + (["time_word_changed"] if ERR else [])),
]
TRUTH = {"memo": NAME, "outcome": "blocked" if ERR else "pass",
         "not_claims": ["czy odsetki liczymy od pozwu?", "odsetki naleza sie dopiero od dnia wyrokowania"], "claims": claims}
