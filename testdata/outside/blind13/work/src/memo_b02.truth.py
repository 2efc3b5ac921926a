import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
OPTS = {"notes": "footnote", "font": "Liberation Serif", "size": 11.5, "hyphenate": True}
HEADER = ["KANCELARIA RADCY PRAWNEGO TOMASZ WIRSKI", "ul. Piotrkowska 211/5, 90-451 Łódź · tel. 42 633 18 02 · kancelaria@wirski-rp.pl"]
FOOTER = ["Wezwanie przedsądowe · strona {page} z {pages}"]
S1308 = {"sygnatura": "I ACa 1308/12", "data": "18 stycznia 2013 r.", "organ": "Sąd Apelacyjny w Krakowie"}

BLOCKS = [
    ("r", "Łódź, 2 grudnia 2026 r."),
    ("l", "**Lexpert Doradztwo Podatkowe sp. z o.o.**\nul. Narutowicza 48\n90-135 Łódź"),
    ("l", "**Za potwierdzeniem odbioru oraz e-mailem: biuro@lexpert-dp.pl**"),
    ("t", "PRZEDSĄDOWE WEZWANIE DO ZAPŁATY"),
    ("p", "Działając w imieniu i na rzecz **Hurtowni Spożywczej „Mazur” Janina Mazur** z siedzibą w Zgierzu (pełnomocnictwo w załączeniu), wzywam Spółkę do zapłaty kwoty **38 412,00 zł** tytułem odszkodowania za nienależyte wykonanie umowy o świadczenie usług doradztwa podatkowego z 14 lutego 2024 r. (dalej: „Umowa”) — w terminie 7 dni od dnia doręczenia niniejszego wezwania, na rachunek bankowy mojej Mocodawczyni nr 61 1020 3408 0000 4502 0117 2200."),
    ("h", "1. Stan faktyczny"),
    ("p", "Na mocy Umowy Spółka przyjęła do prowadzenia sprawy podatkowe Mocodawczyni, w tym reprezentację w postępowaniu w przedmiocie podatku VAT za 2023 r. Zgodnie z § 7 ust. 2 Umowy: „Zleceniobiorca zobowiązuje się przekazywać Zleceniodawcy, nie rzadziej niż raz w miesiącu, pisemne sprawozdanie z przebiegu spraw.” Przez cały 2025 r. Mocodawczyni nie otrzymała żadnego sprawozdania, a o decyzji Naczelnika Urzędu Skarbowego w Zgierzu z 9 czerwca 2025 r. dowiedziała się dopiero z tytułu wykonawczego. Termin do wniesienia odwołania upłynął bezskutecznie."),
    ("p", "Pismem z 3 października 2025 r. Mocodawczyni wypowiedziała Umowę. Przypominam, że zgodnie z art. 746 § 1 zd. 1 k.c. „Dający zlecenie może je wypowiedzieć w każdym czasie.”"),
    ("h", "2. Podstawa prawna"),
    ("p", "Do Umowy, jako umowy o świadczenie usług, stosuje się odpowiednio przepisy o zleceniu (art. 750 k.c.). Zgodnie z art. 734 § 1 k.c. „Przez umowę zlecenia przyjmujący zlecenie zobowiązuje się do dokonania określonej czynności prawnej dla dającego zlecenie.” Na Spółce ciążył ponadto ustawowy obowiązek informacyjny — art. 740 zd. 1 k.c. stanowi:"),
    ("bq", "„Przyjmujący zlecenie powinien udzielać dającemu zlecenie potrzebnych wiadomości o przebiegu sprawy, a po wykonaniu zlecenia lub po wcześniejszym rozwiązaniu umowy złożyć mu sprawozdanie.”"),
    ("p", "Odpowiedzialność Spółki wynika z art. 471 k.c., w myśl którego „Dłużnik obowiązany jest do naprawienia szkody wynikłej z niewykonania lub nienależytego wykonania zobowiązania, chyba że niewykonanie lub nienależyte wykonanie jest następstwem okoliczności, za które dłużnik odpowiedzialności nie ponosi.” Miarą wymaganej staranności jest art. 472 k.c.: „Jeżeli ze szczególnego przepisu ustawy albo z czynności prawnej nie wynika nic innego, dłużnik odpowiedzialny jest za niezachowanie należytej staranności.”"),
    ("p", "Zdaję sobie sprawę, że w orzecznictwie ostrożnie ocenia się odpowiedzialność pełnomocników za wybór koncepcji prawnej. Sąd Apelacyjny w Krakowie, oddalając apelację klientki doradcy podatkowego, zaznaczył jednak granicę tej ochrony: pełnomocnik nie odpowiada za przegraną, lecz odpowiada wtedy, gdy „opinia lub wybrany sposób postępowania jest ewidentnie sprzeczny bądź z bezwzględnie obowiązującymi przepisami prawa, lub z powszechnie prezentowanymi poglądami doktryny oraz z ustalonym jednolitym orzecznictwem”.^[Wyrok Sądu Apelacyjnego w Krakowie z dnia 18 stycznia 2013 r., I ACa 1308/12.] W niniejszej sprawie nie chodzi zresztą o wybór koncepcji, lecz o zaniechanie — Spółka w ogóle nie poinformowała Mocodawczyni o doręczonej decyzji."),
    ("h", "3. Wysokość roszczenia"),
    ("p", "Na kwotę 38 412,00 zł składają się: zaległość podatkowa wraz z odsetkami za zwłokę (31 906,00 zł), koszty egzekucyjne (4 106,00 zł) oraz koszty doradztwa poniesione w związku z wnioskiem o wznowienie postępowania (2 400,00 zł). Dokumenty potwierdzające poszczególne pozycje przekazuję w załączeniu."),
    ("p", "Brak zapłaty w wyznaczonym terminie spowoduje skierowanie sprawy na drogę postępowania sądowego, bez dalszych wezwań, co narazi Spółkę na dodatkowe koszty procesu. Niniejsze pismo stanowi jednocześnie próbę polubownego rozwiązania sporu, o której mowa w art. 187 § 1 pkt 3 k.p.c."),
    ("p", "Z poważaniem"),
    ("l", "r.pr. Tomasz Wirski"),
    ("l", "Załączniki: pełnomocnictwo; Umowa z 14 lutego 2024 r.; decyzja z 9 czerwca 2025 r.; zestawienie kosztów."),
]

TRUTH = {
    "memo": "memo_b02",
    "outcome": "pass",
    "not_claims": [
        "Zleceniobiorca zobowiązuje się przekazywać Zleceniodawcy, nie rzadziej niż raz w miesiącu, pisemne sprawozdanie z przebiegu spraw.",
        "Mazur", "Umowa",
    ],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 746 § 1 zd. 1 k.c. verbatim (first sentence only)", KC,
              quote="Dający zlecenie może je wypowiedzieć w każdym czasie.",
              anchor={"przepis": "art. 746 § 1 zd. 1 k.c."}, article="746", tags=["numbered_paragraph", "short_quote"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 734 § 1 k.c. verbatim", KC,
              quote="Przez umowę zlecenia przyjmujący zlecenie zobowiązuje się do dokonania określonej czynności prawnej dla dającego zlecenie.",
              anchor={"przepis": "art. 734 § 1 k.c."}, article="734", tags=["numbered_paragraph"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 740 zd. 1 k.c. verbatim, as a block quotation after 'stanowi:'", KC,
              quote="Przyjmujący zlecenie powinien udzielać dającemu zlecenie potrzebnych wiadomości o przebiegu sprawy, a po wykonaniu zlecenia lub po wcześniejszym rozwiązaniu umowy złożyć mu sprawozdanie.",
              anchor={"przepis": "art. 740 zd. 1 k.c."}, article="740", tags=["block_quote"]),
        claim("C04", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 471 k.c. verbatim ('w myśl którego')", KC,
              quote="Dłużnik obowiązany jest do naprawienia szkody wynikłej z niewykonania lub nienależytego wykonania zobowiązania, chyba że niewykonanie lub nienależyte wykonanie jest następstwem okoliczności, za które dłużnik odpowiedzialności nie ponosi.",
              anchor={"przepis": "art. 471 k.c."}, article="471"),
        claim("C05", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 472 k.c. verbatim, after a colon", KC,
              quote="Jeżeli ze szczególnego przepisu ustawy albo z czynności prawnej nie wynika nic innego, dłużnik odpowiedzialny jest za niezachowanie należytej staranności.",
              anchor={"przepis": "art. 472 k.c."}, article="472"),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "fragment of a sentence of I ACa 1308/12, verbatim; signature only in footnote 1", A1308,
              quote="opinia lub wybrany sposób postępowania jest ewidentnie sprzeczny bądź z bezwzględnie obowiązującymi przepisami prawa, lub z powszechnie prezentowanymi poglądami doktryny oraz z ustalonym jednolitym orzecznictwem",
              anchor=S1308, tags=["anchor_in_footnote", "quote_fragment"]),
        claim("C07", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "I ACa 1308/12: 'oddala apelację' of the plaintiff (E. Ś.), whose tax adviser was the defendant", A1308,
              claim_text="Sąd Apelacyjny w Krakowie, oddalając apelację klientki doradcy podatkowego",
              anchor={"organ": "Sąd Apelacyjny w Krakowie"}, anchor_resolved={"sygnatura": "I ACa 1308/12", "data": "2013-01-18", "organ": "Sąd Apelacyjny w Krakowie"},
              also_acceptable=["WYMAGA_OSADU"], tags=["court_named_without_signature"]),
    ],
}
