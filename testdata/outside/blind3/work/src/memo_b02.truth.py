import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
CLEAN = os.path.basename(__file__).startswith("memo_b02c")
NAME = "memo_b02c" if CLEAN else "memo_b02"
OPTS = {"notes": "endnote", "font": "Liberation Sans", "size": 10.5, "hyphenate": True, "lh": "120%"}
HEADER = ["KORDECKI & PARTNERZY · KANCELARIA RADCÓW PRAWNYCH SP.P.", "al. Piłsudskiego 41, 10-577 Olsztyn · tel. 89 512 60 30 · sekretariat@kordecki.pl"]
FOOTER = ["Dokument poufny – tajemnica zawodowa radcy prawnego · {page}/{pages}"]
S316 = {"sygnatura": "I Ca 316/14", "data": ("15.10.2014" if CLEAN else "15.09.2014"), "organ": "SO w Suwałkach"}
S316ok = {"sygnatura": "I Ca 316/14", "data": "15.10.2014", "organ": "SO w Suwałkach"}
S506 = {"sygnatura": "VIII Ca 506/14", "data": "3.12.2014", "organ": "SO w Toruniu"}
S506n = {"sygnatura": "VIII Ca 506/14", "data": "3 grudnia 2014 r.", "organ": "SO w Toruniu"}
R506 = {"sygnatura": "VIII Ca 506/14", "data": "2014-12-03", "organ": "Sąd Okręgowy w Toruniu"}
S989 = {"sygnatura": "II Ca 989/12", "data": "19.02.2013", "organ": "SO w Szczecinie"}
S989n = {"sygnatura": "II Ca 989/12", "data": "19 lutego 2013 r.", "organ": "SO w Szczecinie"}

Q_ROW2 = ("Z tej przyczyny ciężar dowodu, że w danych okolicznościach faktycznych szkoda może zostać w pełni naprawiona przez wypłatę wartości cen części alternatywnych, obciąża ubezpieczyciela."
          if CLEAN else
          "Z tej przyczyny ciężar dowodu, że w danych okolicznościach faktycznych szkoda może zostać w pełni naprawiona przez wypłatę wartości cen części alternatywnych, obciąża poszkodowanego.")
Q_824 = ("O ile nie umówiono się inaczej, suma pieniężna wypłacona przez ubezpieczyciela z tytułu ubezpieczenia nie może być wyższa od poniesionej szkody."
         if CLEAN else
         "O ile nie umówiono się inaczej, suma pieniężna wypłacona przez ubezpieczyciela z tytułu ubezpieczenia może być wyższa od poniesionej szkody.")
Q_OC = "Odszkodowanie powinno być ustalone w kwocie, która zapewnia przywrócenie pojazdu do stanu sprzed zdarzenia wyrządzającego szkodę jako całości."

rows = [
    ["Sygnatura", "Cytat z uzasadnienia", "Znaczenie dla sprawy"],
    ["I Ca 316/14\n(SO w Suwałkach, 15.10.2014)",
     "„Zdaniem Sądu poszkodowany zmierzający do przywrócenia stanu poprzedniego uszkodzonego samochodu jest uprawniony do użycia przy jego naprawie części oryginalnych zakupionych w autoryzowanym serwisie samochodowym.”",
     "Klient może żądać kosztów części oryginalnych z ASO."],
    ["VIII Ca 506/14\n(SO w Toruniu, 3.12.2014)", "„" + Q_ROW2 + "”", "Ciężar dowodu co do części alternatywnych."],
    ["VIII Ca 506/14\n(SO w Toruniu, 3.12.2014)",
     "„Przesłanki uprawniające do wypłacenia odszkodowania według cen części alternatywnych, należy traktować jako wyjątki od reguły.”",
     "Kalkulacja „PC/PT” to wyjątek."],
    ["II Ca 989/12\n(SO w Szczecinie, 19.02.2013)",
     "„W takiej sytuacji powód dochodząc uzupełniającego odszkodowania powinien wykazać, że wypłacona mu przez ubezpieczyciela kwota nie jest kwotą wystarczającą do pokrycia szkody.”",
     "Trzeba udokumentować faktyczny koszt naprawy."],
]
if not CLEAN:
    rows.append(["II Ca 1177/13\n(SO w Bydgoszczy, 14.01.2014)",
                 "„Ubezpieczyciel nie może odmówić pokrycia kosztów naprawy w autoryzowanym serwisie z tego tylko powodu, że pojazd ma ponad dziesięć lat.”",
                 "Wiek pojazdu nie wyłącza ASO."])
rows.append(["I Ca 316/14\n(SO w Suwałkach, " + S316["data"] + ")",
             "„Odszkodowanie obejmuje wszelkie celowe i niezbędne wydatki poniesione dla wyrównania doznanego uszczerbku.”",
             "Także koszt prywatnej ekspertyzy."])

BLOCKS = [
    ("r", "Olsztyn, 20 listopada 2026 r."),
    ("l", "Nasz znak: KP/OC/0412/2026"),
    ("l", "**Pan Marek Zawadzki**\nul. Kościuszki 12/3\n10-503 Olsztyn"),
    ("t", "Informacja o szansach dochodzenia dopłaty odszkodowania za szkodę w pojeździe"),
    ("p", "Szanowny Panie,"),
    ("p", "dziękujemy za przekazanie kalkulacji ubezpieczyciela sprawcy („Ubezpieczyciel”) oraz faktury z Autoserwisu Nowicki. Poniżej przedstawiamy naszą ocenę."),
    ("h", "I. Stan faktyczny"),
    ("n1", "1.\tUbezpieczyciel wycenił naprawę na 11 240 zł, przyjmując ceny części zamiennych „o jakości porównywalnej z oryginałem”, podczas gdy faktura za naprawę w serwisie autoryzowanym opiewa na 17 905 zł brutto."),
    ("n1", "2.\tW piśmie z 2 listopada 2026 r. Ubezpieczyciel powołał się na § 9 ust. 4 OWU AC, zgodnie z którym „koszty naprawy ustala się według cen części zamiennych pochodzących od niezależnych dystrybutorów”. Postanowienie to dotyczy jednak umowy autocasco sprawcy i nie wiąże Pana jako poszkodowanego z OC."),
    ("h", "II. Podstawa prawna"),
    ("n1", "3.\tZgodnie z art. 805 § 1 k.c. „Przez umowę ubezpieczenia ubezpieczyciel zobowiązuje się, w zakresie działalności swego przedsiębiorstwa, spełnić określone świadczenie w razie zajścia przewidzianego w umowie wypadku, a ubezpieczający zobowiązuje się zapłacić składkę.”"),
    ("n1", "4.\tGranicę świadczenia wyznacza art. 824¹ § 1 k.c.: „" + Q_824 + "”"),
    ("h", "III. Orzecznictwo"),
    ("n1", "5.\tNajważniejsze orzeczenia zestawiamy poniżej:"),
    ("table", rows, [1.1, 2.6, 1.3]),
    ("n1", "6.\tSąd Okręgowy w Toruniu wyjaśnił, że „zasadą powinno być ustalanie odszkodowania według części oryginalnych”^[Wyrok SO w Toruniu z dnia 3 grudnia 2014 r., VIII Ca 506/14.], i dodał: „Z założenia bowiem wykorzystanie właśnie takich części zapewnia przywrócenie pojazdowi stanu poprzedniego pod wszystkimi istotnymi względami.”^[Tamże.]"),
    ("n1", "7.\t" + ("Ten sam Sąd podkreślił, że „" if CLEAN else "Również Sąd Okręgowy w Szczecinie podkreślił, że „") + Q_OC + "”" +
     ("^[Wyrok SO w Toruniu z dnia 3 grudnia 2014 r., VIII Ca 506/14, s. 7 uzasadnienia.]" if CLEAN else "^[Wyrok SO w Szczecinie z dnia 19 lutego 2013 r., II Ca 989/12.]")),
    ("h", "IV. Rekomendacja"),
    ("n1", "8.\tRekomendujemy wezwanie Ubezpieczyciela do dopłaty 6 665 zł w terminie 14 dni. W razie odmowy – pozew do Sądu Rejonowego w Olsztynie."),
    ("p", "Z poważaniem"),
    ("r", "r. pr. Agnieszka Kordecka"),
]

claims = [
    claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row: signature and date in the left cell, quotation in the middle cell; verbatim in I Ca 316/14", C316,
          quote="Zdaniem Sądu poszkodowany zmierzający do przywrócenia stanu poprzedniego uszkodzonego samochodu jest uprawniony do użycia przy jego naprawie części oryginalnych zakupionych w autoryzowanym serwisie samochodowym.",
          anchor=S316ok, tags=["table_row", "three_column_table"]),
    (claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row; verbatim in VIII Ca 506/14", C506, quote=Q_ROW2, anchor=S506, tags=["table_row"]) if CLEAN else
     claim("C02", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "table row; VIII Ca 506/14 puts the burden of proof on the insurer ('obciąża ubezpieczyciela'); the letter writes 'obciąża poszkodowanego' — party role swapped", C506,
           quote=Q_ROW2, anchor=S506, material_change=True, tags=["table_row", "party_role_swapped"])),
    claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row repeating the same signature; verbatim in VIII Ca 506/14", C506,
          quote="Przesłanki uprawniające do wypłacenia odszkodowania według cen części alternatywnych, należy traktować jako wyjątki od reguły.", anchor=S506, tags=["table_row"]),
    claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row; verbatim in II Ca 989/12", C989,
          quote="W takiej sytuacji powód dochodząc uzupełniającego odszkodowania powinien wykazać, że wypłacona mu przez ubezpieczyciela kwota nie jest kwotą wystarczającą do pokrycia szkody.",
          anchor=S989, tags=["table_row"]),
    (claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row; verbatim in I Ca 316/14", C316,
           quote="Odszkodowanie obejmuje wszelkie celowe i niezbędne wydatki poniesione dla wyrównania doznanego uszczerbku.", anchor=S316, tags=["table_row"]) if CLEAN else
     claim("C06", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "table row; verbatim in I Ca 316/14, but dated 15.09.2014 (the judgment is of 15.10.2014, as the first row says)", C316,
           quote="Odszkodowanie obejmuje wszelkie celowe i niezbędne wydatki poniesione dla wyrównania doznanego uszczerbku.", anchor=S316, tags=["table_row", "wrong_date"])),
    claim("C07", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 805 § 1 k.c. verbatim in a numbered paragraph", KC,
          quote="Przez umowę ubezpieczenia ubezpieczyciel zobowiązuje się, w zakresie działalności swego przedsiębiorstwa, spełnić określone świadczenie w razie zajścia przewidzianego w umowie wypadku, a ubezpieczający zobowiązuje się zapłacić składkę.",
          anchor={"przepis": "art. 805 § 1 k.c."}, article="805"),
    (claim("C08", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 824¹ § 1 k.c. verbatim (superscript article; the source's own 'nie może')", KC,
           quote=Q_824, anchor={"przepis": "art. 824¹ § 1 k.c."}, article="824^1", tags=["superscript_article"]) if CLEAN else
     claim("C08", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 824¹ § 1 k.c. says the sum 'nie może być wyższa' than the loss; the letter drops 'nie' — negation removed", KC,
           quote=Q_824, anchor={"przepis": "art. 824¹ § 1 k.c."}, article="824^1", material_change=True, tags=["superscript_article", "negation_removed"])),
    claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "fragment; the signature is only in endnote 1; verbatim in VIII Ca 506/14", C506,
          quote="zasadą powinno być ustalanie odszkodowania według części oryginalnych", anchor=S506n, tags=["endnote", "anchor_in_endnote", "fragment"]),
    claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "endnote 2 'Tamże.' = VIII Ca 506/14; verbatim", C506,
          quote="Z założenia bowiem wykorzystanie właśnie takich części zapewnia przywrócenie pojazdowi stanu poprzedniego pod wszystkimi istotnymi względami.",
          anchor={"odeslanie": "Tamże"}, anchor_resolved=R506, tags=["endnote", "tamze"]),
    (claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "endnote 3 = VIII Ca 506/14 (with a page pinpoint); verbatim", C506,
           quote=Q_OC, anchor=S506n, tags=["endnote", "anchor_in_endnote"]) if CLEAN else
     claim("C11", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "endnote 3 attributes it to II Ca 989/12 (SO Szczecin); the sentence is VIII Ca 506/14 (SO Toruń)", C989,
           quote=Q_OC, anchor=S989n, really_in=C506, misattributed_to="II Ca 989/12", tags=["endnote", "anchor_in_endnote"])),
]
if not CLEAN:
    claims.insert(4, claim("C05", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "table row citing II Ca 1177/13 of SO Bydgoszcz — not in the library (invented)", None,
                           quote="Ubezpieczyciel nie może odmówić pokrycia kosztów naprawy w autoryzowanym serwisie z tego tylko powodu, że pojazd ma ponad dziesięć lat.",
                           anchor={"sygnatura": "II Ca 1177/13", "data": "14.01.2014", "organ": "SO w Bydgoszczy"}, also_acceptable=["NIEZWERYFIKOWANY"],
                           tags=["table_row", "signature_not_in_library"]))

TRUTH = {
    "memo": NAME,
    "outcome": "pass" if CLEAN else "blocked",
    "not_claims": ["Ubezpieczyciel", "o jakości porównywalnej z oryginałem",
                   "koszty naprawy ustala się według cen części zamiennych pochodzących od niezależnych dystrybutorów", "PC/PT"],
    "claims": claims,
}
