import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
ERR = globals().get("ERR", True)
NAME = globals().get("NAME", "memo_b02")
STYLE = "llm"

def E(bad, good):
    return bad if ERR else good

Q01 = E("W wypadkach przewidzianych w artykule poprzedzającym sąd musi przyznać poszkodowanemu odpowiednią sumę tytułem zadośćuczynienia pieniężnego za doznaną krzywdę.",
        "W wypadkach przewidzianych w artykule poprzedzającym sąd może przyznać poszkodowanemu odpowiednią sumę tytułem zadośćuczynienia pieniężnego za doznaną krzywdę.")
Q04 = E("osoba dochodząca zadośćuczynienia na podstawie art. 448 k.c. za spowodowanie śmierci osoby najbliższej jest poszkodowana jedynie pośrednio",
        "osoba dochodząca zadośćuczynienia na podstawie art. 448 k.c. za spowodowanie śmierci osoby najbliższej nie jest poszkodowana jedynie pośrednio")
Q09 = E("Biegli wskazali, iż w okresie pourazowym cierpienia powódki były znaczne przez okres sześciu miesięcy.",
        "Biegli wskazali, iż w okresie pourazowym cierpienia powódki były znaczne przez okres trzech miesięcy.")
Q10F = "Kwota należna za uraz kolana powinna odpowiadać co najmniej dwukrotności przeciętnego rocznego wynagrodzenia w gospodarce narodowej."
Q10C = "Zważywszy na rozmiar cierpień fizycznych i psychicznych jakich powódka doznała na skutek wypadku Sąd uznał wypłaconą kwotę za niewystarczającą."
QMIS = "Nie budzi wątpliwości istnienie szczególnej więzi między rodzicami a dzieckiem oraz między rodzeństwem."

B71_extra = "" if ERR else f'\n- Dodał też: "{QMIS}"'
B238_extra = f'\n- Sąd zauważył również, że "{QMIS}"' if ERR else ""

MD = f"""Jasne! Poniżej znajdziesz uporządkowane zestawienie podstaw prawnych i orzecznictwa dotyczącego zadośćuczynienia w Twojej sprawie (wypadek z 2006 r., w którym zginęła siostra Klienta, a sam Klient odniósł obrażenia kolana).

## 1. Podstawa prawna

**Art. 445 § 1 k.c.**

- Przepis stanowi: "{Q01}"
- Ten sam przepis w § 3 stanowi dalej: "Roszczenie o zadośćuczynienie przechodzi na spadkobierców tylko wtedy, gdy zostało uznane na piśmie albo gdy powództwo zostało wytoczone za życia poszkodowanego."

**Art. 448 k.c.** (śmierć osoby bliskiej przed 3 sierpnia 2008 r.)

- Zgodnie z tym przepisem sąd "może przyznać temu, czyje dobro osobiste zostało naruszone, odpowiednią sumę tytułem zadośćuczynienia pieniężnego za doznaną krzywdę".

## 2. Orzecznictwo

**Wyrok Sądu Okręgowego w Białymstoku z dnia 6 marca 2013 r., II Ca 71/13**

- Sąd wskazał, że "{Q04}".
- Podkreślił też, że "Szczególna więź rodzinna istniejąca w prawidłowo funkcjonującej rodzinie zasługuje na status dobra osobistego, podlegającego ochronie prawnej."
- **Ważne dla dowodów:** "Osoba dochodząca roszczenia na takiej podstawie powinna wykazać istnienie tego rodzaju więzi, której zerwanie powoduje ból, cierpienie i rodzi poczucie krzywdy."{B71_extra}
- W tej sprawie Sąd Okręgowy oddalił apelację pozwanego ubezpieczyciela.

**Wyrok Sądu Okręgowego w Gliwicach z dnia 25 września 2014 r., I C 238/13**

- "Wysokość zadośćuczynienia nie może być nadmierna i nie powinna stanowić źródła wzbogacenia, niemniej musi stanowić odczuwalną ekonomicznie wartość odpowiednią do rozmiaru poniesionej krzywdy."
- W zakresie kolana: "{Q09}"
- {E(f'"{Q10F}"', f'"{Q10C}"')}{B238_extra}
- Sąd zasądził od pozwanego na rzecz powódki kwotę 28.403,28 zł z ustawowymi odsetkami.

## 3. Co dalej?

- Klient napisał w mailu, że "nikt nam nie wyjaśnił, ile się należy" - warto to wyjaśnić na spotkaniu.
- Przygotuj zestawienie dowodów **więzi** (zdjęcia, świadkowie) i dokumentacji medycznej.
- Rozważ wezwanie ubezpieczyciela z terminem 30 dni.

*Pamiętaj, że to nie jest porada prawna - zweryfikuj cytaty przed użyciem.*
"""

S71 = {"sygnatura": "II Ca 71/13", "data": "6 marca 2013 r.", "organ": "Sądu Okręgowego w Białymstoku"}
S238 = {"sygnatura": "I C 238/13", "data": "25 września 2014 r.", "organ": "Sądu Okręgowego w Gliwicach"}
claims = [
    claim("C01", "cytat_doslowny", "material" if ERR else "statute_verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "art. 445 § 1 k.c. says 'sąd może przyznać'; the answer writes 'musi' — modal changed" if ERR else "art. 445 § 1 k.c. verbatim; the anchor is the bold line above the bullet",
          KC, quote=Q01, anchor={"przepis": "art. 445 § 1 k.c."}, article="445", material_change=ERR, tags=["anchor_in_bold_line", "ascii_quotes"] + (["modal_changed"] if ERR else [])),
    claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "'Ten sam przepis w § 3' = art. 445 § 3 k.c.; verbatim", KC,
          quote="Roszczenie o zadośćuczynienie przechodzi na spadkobierców tylko wtedy, gdy zostało uznane na piśmie albo gdy powództwo zostało wytoczone za życia poszkodowanego.",
          anchor={"odeslanie": "Ten sam przepis w § 3"}, anchor_resolved={"przepis": "art. 445 § 3 k.c."}, article="445", tags=["implicit_anchor", "ascii_quotes"]),
    claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 448 k.c. fragment (mid-sentence), anchor in the bold line", KC,
          quote="może przyznać temu, czyje dobro osobiste zostało naruszone, odpowiednią sumę tytułem zadośćuczynienia pieniężnego za doznaną krzywdę",
          anchor={"przepis": "art. 448 k.c."}, article="448", tags=["anchor_in_bold_line", "fragment", "ascii_quotes"]),
    claim("C04", "cytat_doslowny", "material" if ERR else "verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "II Ca 71/13: the person 'nie jest poszkodowana jedynie pośrednio'; the answer drops 'nie'" if ERR else "II Ca 71/13 verbatim (mid-sentence fragment) under the bold signature line",
          A71, quote=Q04, anchor=S71, material_change=ERR, tags=["anchor_in_bold_line", "ascii_quotes", "articles_inside_quote"] + (["negation_removed"] if ERR else [])),
    claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "II Ca 71/13 verbatim under the bold signature", A71,
          quote="Szczególna więź rodzinna istniejąca w prawidłowo funkcjonującej rodzinie zasługuje na status dobra osobistego, podlegającego ochronie prawnej.",
          anchor=S71, tags=["anchor_in_bold_line", "ascii_quotes"]),
    claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "II Ca 71/13 verbatim, bullet starts with a bold label", A71,
          quote="Osoba dochodząca roszczenia na takiej podstawie powinna wykazać istnienie tego rodzaju więzi, której zerwanie powoduje ból, cierpienie i rodzi poczucie krzywdy.",
          anchor=S71, tags=["anchor_in_bold_line", "ascii_quotes", "bold_label"]),
    claim("C07", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "II Ca 71/13: 'na skutek apelacji pozwanego ... oddala apelację'", A71,
          claim_text="W tej sprawie Sąd Okręgowy oddalił apelację pozwanego ubezpieczyciela.", anchor=S71, tags=["anchor_in_bold_line"]),
    claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "I C 238/13 verbatim; the source's own double negation ('nie może być nadmierna i nie powinna') quoted faithfully", G238,
          quote="Wysokość zadośćuczynienia nie może być nadmierna i nie powinna stanowić źródła wzbogacenia, niemniej musi stanowić odczuwalną ekonomicznie wartość odpowiednią do rozmiaru poniesionej krzywdy.",
          anchor=S238, tags=["anchor_in_bold_line", "ascii_quotes", "bullet_starts_with_quote"]),
    claim("C09", "cytat_doslowny", "material" if ERR else "verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "I C 238/13: 'przez okres trzech miesięcy'; the answer writes 'sześciu' — number changed" if ERR else "I C 238/13 verbatim",
          G238, quote=Q09, anchor=S238, material_change=ERR, tags=["anchor_in_bold_line", "ascii_quotes"] + (["number_changed"] if ERR else [])),
    claim("C10", "cytat_doslowny", "fabricated" if ERR else "verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "invented thesis attributed to I C 238/13 (no such sentence in any source)" if ERR else "I C 238/13 verbatim; the bullet is only the quotation",
          G238, quote=Q10F if ERR else Q10C, anchor=S238, tags=["anchor_in_bold_line", "ascii_quotes", "bullet_starts_with_quote"]),
    claim("C11", "cytat_doslowny", "misattributed" if ERR else "verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "sentence of II Ca 71/13 (SO Białystok) put under the bold line of I C 238/13" if ERR else "II Ca 71/13 verbatim, under its own bold line",
          G238 if ERR else A71, quote=QMIS, anchor=S238 if ERR else S71, tags=["anchor_in_bold_line", "ascii_quotes"],
          **({"really_in": A71, "misattributed_to": "I C 238/13"} if ERR else {})),
    claim("C12", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "I C 238/13: 'zasądza od pozwanego ... na rzecz powódki ... kwotę 28.403,28 ... z ustawowymi odsetkami'", G238,
          claim_text="Sąd zasądził od pozwanego na rzecz powódki kwotę 28.403,28 zł z ustawowymi odsetkami.", anchor=S238, tags=["anchor_in_bold_line"]),
]
TRUTH = {"memo": NAME, "outcome": "blocked" if ERR else "pass",
         "not_claims": ["nikt nam nie wyjaśnił, ile się należy"], "claims": claims}
