import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
OPTS = {"notes": "footnote", "font": "Liberation Sans", "size": 10.5, "qsize": 9.5, "hyphenate": False, "lh": "120%", "align": "start"}
HEADER = ["Kancelaria Radcy Prawnego Marta Zielonka · ul. Kościuszki 12/4, 15-426 Białystok"]
FOOTER = ["Porada prawna – wyłącznie do użytku Klienta · {page}/{pages}"]
S316 = {"sygnatura": "I Ca 316/14", "data": "15 października 2014 r.", "organ": "Sądu Okręgowego w Suwałkach"}
R316 = {"sygnatura": "I Ca 316/14", "data": "2014-10-15", "organ": "Sąd Okręgowy w Suwałkach"}
S989 = {"sygnatura": "II Ca 989/12", "data": "19 lutego 2013 r.", "organ": "Sądu Okręgowego w Szczecinie"}
R989 = {"sygnatura": "II Ca 989/12", "data": "2013-02-19", "organ": "Sąd Okręgowy w Szczecinie"}

BLOCKS = [
    ("r", "Białystok, 24 listopada 2026 r."),
    ("l", "Nasz znak: MZ/117/2026"),
    ("l", "**Pan Adam Sokólski**\nul. Lipowa 8\n16-400 Suwałki"),
    ("p", "**Dotyczy: dopłata odszkodowania za naprawę samochodu (szkoda z 2 września 2026 r.)**"),
    ("p", "Szanowny Panie,"),
    ("p", "dziękuję za przesłanie kalkulacji ubezpieczyciela i faktur z warsztatu. Poniżej krótko odpowiadam, czy warto domagać się dopłaty i co trzeba w tym celu przygotować."),
    ("p", "Ubezpieczyciel (dalej: „Ubezpieczyciel”) obniżył koszt naprawy, powołując się na § 9 ust. 3 ogólnych warunków ubezpieczenia, zgodnie z którym „koszty naprawy ustala się według cen części alternatywnych, chyba że pojazd ma mniej niż trzy lata”. Postanowienie to wiąże Pana jako ubezpieczającego autocasco, ale nie ogranicza odpowiedzialności z ubezpieczenia OC sprawcy. Przez umowę ubezpieczenia „ubezpieczyciel zobowiązuje się, w zakresie działalności swego przedsiębiorstwa, spełnić określone świadczenie w razie zajścia przewidzianego w umowie wypadku”.^[Art. 805 § 1 k.c.]"),
    ("h", "1. Co obejmuje odszkodowanie"),
    ("p", "Sądy konsekwentnie przyjmują, że „Odszkodowanie obejmuje wszelkie celowe i niezbędne wydatki poniesione dla wyrównania doznanego uszczerbku.”^[Wyrok Sądu Okręgowego w Suwałkach z dnia 15 października 2014 r., I Ca 316/14.] Ten sam sąd wyjaśnił, że szkoda „podlega naprawieniu według ogólnych zasad zawartych w art. 361 – 363 kc, [...] że wypłacone odszkodowanie ma wyrównać uszczerbek powstały w majątku poszkodowanego”.^[Tamże.]"),
    ("p", "Co ważne w Pana sprawie, sąd ten wskazał na „ugruntowane w orzecznictwie Sądu Najwyższego stanowisko, że dopuszczalne jest stosowanie nowych części przy naprawie samochodów używanych”.^[Tamże.] Sąd Okręgowy w Suwałkach uznał też, że do wartości szkody należy doliczyć koszt prywatnej ekspertyzy, jeżeli został on udowodniony fakturą. W tej sprawie sąd zmienił zaskarżony wyrok, zasądzając odszkodowanie, a w dalej idącym zakresie oddalił apelację ubezpieczyciela.^[Wyrok SO w Suwałkach z dnia 15 października 2014 r., I Ca 316/14, pkt I i II sentencji.]"),
    ("h", "2. Co musi Pan udowodnić"),
    ("p", "Zgodnie z ogólną regułą „Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.”^[Art. 6 k.c.] Sąd w Suwałkach ujął to tak: „Poza sporem pozostaje również fakt, że to na powodzie jako poszkodowanym ciążył obowiązek zgłoszenia szkody, wykazania, że miała ona miejsce oraz wskazania, jaka jest jej wysokość.”^[Wyrok SO w Suwałkach z dnia 15 października 2014 r., I Ca 316/14.]"),
    ("p", "Przestrogą jest sprawa rozpoznana przez Sąd Okręgowy w Szczecinie, w której poszkodowany nie przedstawił rachunków za naprawę. Sąd wskazał, że „W takiej sytuacji powód dochodząc uzupełniającego odszkodowania powinien wykazać, że wypłacona mu przez ubezpieczyciela kwota nie jest kwotą wystarczającą do pokrycia szkody.”^[Wyrok Sądu Okręgowego w Szczecinie z dnia 19 lutego 2013 r., II Ca 989/12.] Dodał, że „Celem wykazania powyższego powód powinien przede wszystkim wykazać jaką kwotę wydatkował na naprawę pojazdu.”^[Tamże.] Sąd Okręgowy w Szczecinie oddalił apelację powoda.^[Wyrok z dnia 19 lutego 2013 r., II Ca 989/12, pkt 1 sentencji.]"),
    ("h", "3. Rekomendacja"),
    ("p", "Proszę zachować wszystkie faktury za części i robociznę oraz zdjęcia uszkodzeń. Ubezpieczyciel w piśmie z 30 października 2026 r. twierdzi, że „wypłacona kwota wyczerpuje roszczenie”; moim zdaniem nie ma racji, ale dopłatę wykażemy tylko fakturami. Po ich otrzymaniu przygotuję wezwanie do zapłaty z 14-dniowym terminem."),
    ("p", "Z poważaniem"),
    ("l", "**r. pr. Marta Zielonka**"),
]

TRUTH = {
    "memo": "memo_b02",
    "outcome": "pass",
    "not_claims": ["Ubezpieczyciel", "koszty naprawy ustala się według cen części alternatywnych, chyba że pojazd ma mniej niż trzy lata",
                   "wypłacona kwota wyczerpuje roszczenie"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 805 § 1 k.c. cut mid-sentence; article only in the footnote", KC,
              quote="ubezpieczyciel zobowiązuje się, w zakresie działalności swego przedsiębiorstwa, spełnić określone świadczenie w razie zajścia przewidzianego w umowie wypadku",
              anchor={"przepis": "Art. 805 § 1 k.c."}, article="805", tags=["footnote_citation", "starts_mid_sentence"]),
        claim("C02", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I Ca 316/14; signature in the footnote", B_316,
              quote="Odszkodowanie obejmuje wszelkie celowe i niezbędne wydatki poniesione dla wyrównania doznanego uszczerbku.",
              anchor=S316, tags=["footnote_citation"]),
        claim("C03", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "I Ca 316/14 with a faithful '[...]' omission of 'co oznacza,'; footnote 'Tamże.'", B_316,
              quote="podlega naprawieniu według ogólnych zasad zawartych w art. 361 – 363 kc, [...] że wypłacone odszkodowanie ma wyrównać uszczerbek powstały w majątku poszkodowanego",
              anchor={"odeslanie": "Tamże."}, anchor_resolved=R316, tags=["footnote_citation", "tamze", "gap_bracket", "articles_inside_quote"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "I Ca 316/14, cut out of a sentence; footnote 'Tamże.'", B_316,
              quote="ugruntowane w orzecznictwie Sądu Najwyższego stanowisko, że dopuszczalne jest stosowanie nowych części przy naprawie samochodów używanych",
              anchor={"odeslanie": "Tamże."}, anchor_resolved=R316, tags=["footnote_citation", "tamze", "starts_mid_sentence"]),
        claim("C05", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "I Ca 316/14: 'Koszty prywatnej ekspertyzy ... zostały należycie udowodnione stosowną fakturą' and 'zasadnie do jej wartości doliczył koszt sporządzenia opinii prywatnej'", B_316,
              claim_text="do wartości szkody należy doliczyć koszt prywatnej ekspertyzy, jeżeli został on udowodniony fakturą.",
              anchor={"organ": "Sąd Okręgowy w Suwałkach"}, anchor_resolved=R316, also_acceptable=["ZWERYFIKOWANY"], tags=["unquoted_position"]),
        claim("C06", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "I Ca 316/14: 'I. Zmienia pkt. 1 zaskarżonego wyroku ... II. Oddala apelację w dalej idącym zakresie' (appeal of the defendant insurer)", B_316,
              claim_text="W tej sprawie sąd zmienił zaskarżony wyrok, zasądzając odszkodowanie, a w dalej idącym zakresie oddalił apelację ubezpieczyciela.",
              anchor={"sygnatura": "I Ca 316/14", "data": "15 października 2014 r.", "organ": "SO w Suwałkach"}, anchor_resolved=R316,
              also_acceptable=["WYMAGA_OSADU"], tags=["footnote_citation"]),
        claim("C07", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 6 k.c. verbatim (whole article), article in the footnote", KC,
              quote="Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.",
              anchor={"przepis": "Art. 6 k.c."}, article="6", tags=["footnote_citation"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I Ca 316/14", B_316,
              quote="Poza sporem pozostaje również fakt, że to na powodzie jako poszkodowanym ciążył obowiązek zgłoszenia szkody, wykazania, że miała ona miejsce oraz wskazania, jaka jest jej wysokość.",
              anchor={"sygnatura": "I Ca 316/14", "data": "15 października 2014 r.", "organ": "SO w Suwałkach"}, anchor_resolved=R316, tags=["footnote_citation"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in II Ca 989/12 (source negation 'nie jest kwotą wystarczającą')", B_989,
              quote="W takiej sytuacji powód dochodząc uzupełniającego odszkodowania powinien wykazać, że wypłacona mu przez ubezpieczyciela kwota nie jest kwotą wystarczającą do pokrycia szkody.",
              anchor=S989, tags=["footnote_citation", "source_negations"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in II Ca 989/12; footnote 'Tamże.'", B_989,
              quote="Celem wykazania powyższego powód powinien przede wszystkim wykazać jaką kwotę wydatkował na naprawę pojazdu.",
              anchor={"odeslanie": "Tamże."}, anchor_resolved=R989, tags=["footnote_citation", "tamze"]),
        claim("C11", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "II Ca 989/12: '1. oddala apelację' of the plaintiff ('apelacji wniesionej przez powoda')", B_989,
              claim_text="Sąd Okręgowy w Szczecinie oddalił apelację powoda.",
              anchor={"sygnatura": "II Ca 989/12", "data": "19 lutego 2013 r."}, anchor_resolved=R989, also_acceptable=["WYMAGA_OSADU"], tags=["footnote_citation"]),
    ],
}
