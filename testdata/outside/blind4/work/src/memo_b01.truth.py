import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
ERR = globals().get("ERR", True)
NAME = globals().get("NAME", "memo_b01")
STYLE = "long"

def E(bad, good):
    return bad if ERR else good

Q02 = E("Z tej przyczyny ciężar dowodu, że w danych okolicznościach faktycznych szkoda może zostać w pełni naprawiona przez wypłatę wartości cen części alternatywnych, obciąża poszkodowanego.",
        "Z tej przyczyny ciężar dowodu, że w danych okolicznościach faktycznych szkoda może zostać w pełni naprawiona przez wypłatę wartości cen części alternatywnych, obciąża ubezpieczyciela.")
Q07 = E("Odszkodowanie jak i zadośćuczynienie stają się wymagalne przed wezwaniem ubezpieczyciela do spełnienia świadczenia odszkodowawczego i od tej chwili biegnie termin odsetek za opóźnienie z art. 481 § 1 k.c.",
        "Odszkodowanie jak i zadośćuczynienie stają się wymagalne po wezwaniu ubezpieczyciela do spełnienia świadczenia odszkodowawczego i od tej chwili biegnie termin odsetek za opóźnienie z art. 481 § 1 k.c.")
D06 = E("15 września 2014 r.", "15 października 2014 r.")
P05 = E("Sąd ten uwzględnił apelację powoda", "Sąd ten oddalił apelację powoda")
Q10 = "ubezpieczyciel nie może odmówić zwrotu kosztów części oryginalnych tylko dlatego, że pojazd ma kilka lat"
Q11 = "Odszkodowanie obejmuje wszelkie celowe i niezbędne wydatki poniesione dla wyrównania doznanego uszczerbku."

MD = f"""**MEMORANDUM**

|                 |                                                                   |
|-----------------|-------------------------------------------------------------------|
| **Do:**         | Zarząd Transmar Logistyka sp. z o.o.                              |
| **Od:**         | adw. Ewelina Rostek, apl. adw. Kacper Zieliński                   |
| **Data:**       | 18 listopada 2026 r.                                              |
| **Dotyczy:**    | dopłata odszkodowania za naprawę ciągnika siodłowego (szkoda nr OC/2026/44120) |

# 1. Streszczenie

Ubezpieczyciel sprawcy kolizji z 2 września 2026 r. („Ubezpieczyciel”) wypłacił Spółce 18 412 zł, wyliczając koszt naprawy według cen części zamiennych, mimo że pojazd naprawiono w autoryzowanym serwisie za 31 960 zł. Naszym zdaniem Spółce przysługuje dopłata różnicy wraz z kosztem prywatnej kalkulacji i odsetkami. Poniżej uzasadnienie.

# 2. Części oryginalne czy zamienne

## 2.1. Reguła wyjściowa

Sąd Okręgowy w Toruniu w wyroku z dnia 3 grudnia 2014 r.[^1] przyjął, że „zasadą powinno być ustalanie odszkodowania według części oryginalnych”. Ten sam sąd zaznaczył, że „Przesłanki uprawniające do wypłacenia odszkodowania według cen części alternatywnych, należy traktować jako wyjątki od reguły.”[^2] W tamtej sprawie Sąd Okręgowy w Toruniu oddalił apelację ubezpieczyciela.

## 2.2. Ciężar dowodu

Co dla Spółki najważniejsze, „{Q02}”[^3]
{E(f'''
Podobnie wypowiedział się Sąd Najwyższy, według którego „{Q10}”[^4].
''', '')}
# 3. Czy Spółka musi przedstawić faktury?

Ubezpieczyciel powołuje się na ogólne warunki, zgodnie z którymi „w przypadku braku faktur odszkodowanie ustala się według cen części zamiennych”. Postanowienie to nie wiąże poszkodowanego, który nie jest stroną umowy. Warto jednak pamiętać o wyroku z dnia 19 lutego 2013 r., II Ca 989/12, w którym Sąd Okręgowy w Szczecinie wskazał, że „W takiej sytuacji powód dochodząc uzupełniającego odszkodowania powinien wykazać, że wypłacona mu przez ubezpieczyciela kwota nie jest kwotą wystarczającą do pokrycia szkody.” {P05}, który nie przedstawił rachunków za naprawę. Spółka faktury posiada, więc ryzyko to jej nie dotyczy.

# 4. Koszt prywatnej kalkulacji

Sąd Okręgowy w Suwałkach (wyrok z dnia {D06}, I Ca 316/14) uznał, że „Dlatego też Sąd przy określaniu wysokości szkody zasadnie do jej wartości doliczył koszt sporządzenia opinii prywatnej.” {E(f'Podobnie Sąd Okręgowy w Toruniu w sprawie VIII Ca 506/14 stwierdził: „{Q11}”', f'W uzasadnieniu tego wyroku czytamy też: „{Q11}”')}

# 5. Odsetki

Zgodnie z art. 455 k.c. „Jeżeli termin spełnienia świadczenia nie jest oznaczony ani nie wynika z właściwości zobowiązania, świadczenie powinno być spełnione niezwłocznie po wezwaniu dłużnika do wykonania.” Według art. 481 § 1 k.c. wierzyciel „może żądać odsetek za czas opóźnienia, chociażby nie poniósł żadnej szkody”. Sąd Okręgowy w Krakowie podkreślił przy tym, że „{Q07}”[^5]

# 6. Rekomendacja

W piśmie z 2 listopada 2026 r. Ubezpieczyciel stwierdził, że „naprawa w ASO nie była ekonomicznie uzasadniona”. Rekomendujemy wezwanie do zapłaty 13 548 zł z terminem 7 dni, a po jego bezskutecznym upływie – pozew w postępowaniu uproszczonym.

[^1]: Sygn. akt VIII Ca 506/14.
[^2]: Tamże.
[^3]: Wyrok SO w Toruniu z dnia 3 grudnia 2014 r., VIII Ca 506/14.
{E('[^4]: Wyrok SN z dnia 12 kwietnia 2012 r., II CSK 611/11.' + chr(10), '')}[^5]: Wyrok SO w Krakowie z dnia 21 października 2014 r., II Ca 1405/14.
"""
if not ERR:
    MD = MD.replace("[^5]", "[^4]")

S506 = {"sygnatura": "VIII Ca 506/14", "data": "3 grudnia 2014 r.", "organ": "Sąd Okręgowy w Toruniu"}
claims = [
    claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "VIII Ca 506/14 verbatim fragment; date and court in the sentence, signature only in footnote 1", T506,
          quote="zasadą powinno być ustalanie odszkodowania według części oryginalnych", anchor=S506, tags=["anchor_in_footnote", "fragment"]),
    claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Tamże' (footnote 2) = VIII Ca 506/14; verbatim", T506,
          quote="Przesłanki uprawniające do wypłacenia odszkodowania według cen części alternatywnych, należy traktować jako wyjątki od reguły.",
          anchor={"odeslanie": "Tamże"}, anchor_resolved=R_T506, tags=["tamze", "anchor_in_footnote"]),
    claim("C03", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "VIII Ca 506/14: 'na skutek apelacji pozwanego ... oddala apelację'", T506,
          claim_text="W tamtej sprawie Sąd Okręgowy w Toruniu oddalił apelację ubezpieczyciela.", anchor={"organ": "Sąd Okręgowy w Toruniu"}, anchor_resolved=R_T506),
    claim("C04", "cytat_doslowny", "material" if ERR else "verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "VIII Ca 506/14 puts the burden on the insurer ('obciąża ubezpieczyciela'); the memo writes 'obciąża poszkodowanego' — party role swapped" if ERR else "VIII Ca 506/14 verbatim; signature in footnote 3",
          T506, quote=Q02, anchor=S506, material_change=ERR, tags=["anchor_in_footnote"] + (["party_role_swapped"] if ERR else [])),
    claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "II Ca 989/12 verbatim", S989,
          quote="W takiej sytuacji powód dochodząc uzupełniającego odszkodowania powinien wykazać, że wypłacona mu przez ubezpieczyciela kwota nie jest kwotą wystarczającą do pokrycia szkody.",
          anchor={"sygnatura": "II Ca 989/12", "data": "19 lutego 2013 r.", "organ": "Sąd Okręgowy w Szczecinie"}),
    claim("C06", "fakt_proceduralny", "procedural_fact_wrong" if ERR else "procedural_fact_ok", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "II Ca 989/12 'oddala apelację' of the plaintiff; the memo says the court allowed it ('uwzględnił')" if ERR else "II Ca 989/12: 'oddala apelację' (the plaintiff's appeal)",
          S989, claim_text=f"{P05}, który nie przedstawił rachunków za naprawę.", anchor={"odeslanie": "Sąd ten"}, anchor_resolved=R_S989),
    claim("C07", "cytat_doslowny", "anchor_wrong_date" if ERR else "verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "I Ca 316/14 is dated 15 października 2014; the memo writes 15 września 2014 — wrong date of a real signature" if ERR else "I Ca 316/14 verbatim, citation in parentheses before the quote",
          U316, quote="Dlatego też Sąd przy określaniu wysokości szkody zasadnie do jej wartości doliczył koszt sporządzenia opinii prywatnej.",
          anchor={"sygnatura": "I Ca 316/14", "data": D06, "organ": "Sąd Okręgowy w Suwałkach"}, tags=["wrong_date"] if ERR else []),
    claim("C08", "cytat_doslowny", "misattributed" if ERR else "verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "the sentence is I Ca 316/14 (SO Suwałki), attributed to VIII Ca 506/14" if ERR else "'W uzasadnieniu tego wyroku' = I Ca 316/14; verbatim",
          T506 if ERR else U316, quote=Q11,
          anchor={"sygnatura": "VIII Ca 506/14", "organ": "Sąd Okręgowy w Toruniu"} if ERR else {"odeslanie": "W uzasadnieniu tego wyroku"},
          **({"really_in": U316, "misattributed_to": "VIII Ca 506/14"} if ERR else {"anchor_resolved": R_U316})),
    claim("C09", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 455 k.c. verbatim (whole article)", KC,
          quote="Jeżeli termin spełnienia świadczenia nie jest oznaczony ani nie wynika z właściwości zobowiązania, świadczenie powinno być spełnione niezwłocznie po wezwaniu dłużnika do wykonania.",
          anchor={"przepis": "art. 455 k.c."}, article="455"),
    claim("C10", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 481 § 1 k.c. verbatim fragment (starts mid-sentence)", KC,
          quote="może żądać odsetek za czas opóźnienia, chociażby nie poniósł żadnej szkody", anchor={"przepis": "art. 481 § 1 k.c."}, article="481", tags=["fragment"]),
    claim("C11", "cytat_doslowny", "material" if ERR else "verbatim", "NIEZWERYFIKOWANY" if ERR else "ZWERYFIKOWANY",
          "II Ca 1405/14 says claims become due 'po wezwaniu'; the memo writes 'przed wezwaniem' — time word changed" if ERR else "II Ca 1405/14 verbatim; signature in the last footnote",
          K1405, quote=Q07, anchor={"sygnatura": "II Ca 1405/14", "data": "21 października 2014 r.", "organ": "Sąd Okręgowy w Krakowie"}, material_change=ERR,
          tags=["anchor_in_footnote", "articles_inside_quote"] + (["time_word_changed"] if ERR else [])),
]
if ERR:
    claims.insert(4, claim("C12", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "II CSK 611/11 (invented for this memo) is not in the library; the words stand nowhere", None,
                           quote=Q10, anchor={"sygnatura": "II CSK 611/11", "data": "12 kwietnia 2012 r.", "organ": "Sąd Najwyższy"}, tags=["signature_not_in_library", "anchor_in_footnote"]))

TRUTH = {"memo": NAME, "outcome": "blocked" if ERR else "pass",
         "not_claims": ["Ubezpieczyciel", "w przypadku braku faktur odszkodowanie ustala się według cen części zamiennych", "naprawa w ASO nie była ekonomicznie uzasadniona"],
         "claims": claims}
