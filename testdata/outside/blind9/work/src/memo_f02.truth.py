import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
FORMS = ["odt", "pdf"]
OPTS = {"notes": "footnote", "font": "Liberation Serif", "size": 12, "qsize": 10.5, "hyphenate": True, "lh": "150%"}
HEADER = ["PROJEKT – do użytku wewnętrznego"]
FOOTER = ["IV U 412/26 · {page}"]
R26 = {"sygnatura": "II UZP 26/94", "data": "1994-09-28", "organ": "Sąd Najwyższy"}
R30 = {"sygnatura": "II URN 30/94", "data": "1994-09-28", "organ": "Sąd Najwyższy"}

BLOCKS = [
    ("l", "Sygn. akt IV U 412/26"),
    ("t", "UZASADNIENIE\n(projekt sprawozdawcy – SSO A. Kalinowska)"),
    ("p", "Decyzją z 14 marca 2026 r. Zakład Ubezpieczeń Społecznych zmniejszył wnioskodawcy Henrykowi W. emeryturę za 2025 r., przyjmując, że przychód z umów zlecenia zawartych z Przedsiębiorstwem Usług Komunalnych „Bór” sp. z o.o. przekroczył kwotę graniczną. Wnioskodawca w odwołaniu podniósł, że organ rentowy nie odliczył kosztów uzyskania przychodu, które w jego przypadku wyniosły 20% wynagrodzenia."),
    ("h", "Sąd Okręgowy zważył, co następuje:"),
    ("p", "Odwołanie zasługuje na uwzględnienie."),
    ("p", "Punktem wyjścia musi być art. 67 ust. 1 Konstytucji Rzeczypospolitej Polskiej, który stanowi:"),
    ("bq", "Obywatel ma prawo do zabezpieczenia społecznego w razie niezdolności do pracy ze względu na chorobę lub inwalidztwo oraz po osiągnięciu wieku emerytalnego. Zakres i formy zabezpieczenia społecznego określa ustawa."),
    ("p", "Ustawowe ograniczenia tego prawa muszą być przy tym odczytywane w zgodzie z zasadą wyrażoną w art. 2 Konstytucji, zgodnie z którą „Rzeczpospolita Polska jest demokratycznym państwem prawnym, urzeczywistniającym zasady sprawiedliwości społecznej.”"),
    ("p", "Spór sprowadza się do tego, czy pojęcie dochodu, od którego zależy zmniejszenie świadczenia, obejmuje przychód brutto, czy przychód pomniejszony o koszty jego uzyskania. Zagadnienie to było już przedmiotem rozważań Sądu Najwyższego. Sąd Najwyższy w uchwale z 28 września 1994 r., II UZP 26/94, zwrócił uwagę, że „Trzeba bowiem mieć na względzie tę okoliczność, że system prawa podatkowego zasadniczo różni się celem normatywnym od stosunków prawnych ubezpieczenia społecznego.” Nie przeszkodziło mu to jednak sformułować wniosku, który Sąd orzekający w pełni podziela:"),
    ("bq", "Skoro prawodawca stanowi, że dochodem w rozumieniu ustawy o waloryzacji emerytur i rent jest faktyczny dochód, to oznacza, że od każdego osiągniętego przez emeryta lub rencistę wynagrodzenia w określonym okresie trzeba odliczyć koszty jego uzyskania."),
    ("p", "W dalszej części uzasadnienia tej uchwały Sąd Najwyższy wskazał, że „Wobec braku takiej regulacji prawnej, lukę w unormowaniu w zakresie ustalania kosztów uzyskania dochodu […] należy wypełnić przez zastosowanie w drodze analogii \"iuris\", zasad przewidzianych w przepisach o podatku dochodowym od osób fizycznych.” Sąd Najwyższy przyjął tam także, że pojęcie faktycznego dochodu w rozumieniu przepisów z zakresu ubezpieczeń społecznych odpowiada pojęciu dochodu w ustawie o podatku dochodowym od osób fizycznych."),
    ("p", "Organ rentowy w odpowiedzi na odwołanie powołał się na trudności praktyczne w badaniu kosztów ponoszonych przez świadczeniobiorców. Argument ten nie przekonuje, a sięgnięcie do pojęć prawa podatkowego jest dopuszczalne; tak też SN w cytowanej uchwale, relacjonując stanowisko sądu pytającego:"),
    ("bq", "Zdaniem Sądu Apelacyjnego można dla potrzeb prawa z zakresu ubezpieczeń społecznych recypować sformułowań i pojęć z ustawy podatkowej."),
    ("p", "Nie bez znaczenia pozostaje również aspekt gwarancyjny. W uchwale z tego samego dnia, II UZP 25/94, Sąd Najwyższy podkreślił, że „Bezpieczeństwo prawne i ekonomiczne uprawnień emerytów i rencistów wymaga wyraźnej i przejrzystej regulacji normatywnej, ułatwiającej tym osobom rozeznanie swej sytuacji prawnej i konsekwencji wynikających z podjęcia w zakresie ograniczonym zatrudnienia.”"),
    ("p", "Wysokość kosztów uzyskania przychodu Sąd ustalił na podstawie opinii biegłego z zakresu rachunkowości, której organ rentowy nie zakwestionował. Sąd miał przy tym na uwadze, że w sprawie zakończonej wyrokiem Sądu Najwyższego z 28 września 1994 r., II URN 30/94, trafnie wskazywano:"),
    ("bq", "W tej sytuacji, jeżeli Sąd nie zgadzał się z opinią biegłych lekarzy, to powinien był uzyskać opinię uzupełniającą od biegłych, a nie wypowiadać się samodzielnie w kwestii wymagającej posiadania wiadomości specjalnych."),
    ("p", "Sąd Najwyższy uchylił wówczas wyrok sądu wojewódzkiego, dodając, że „Ustalenie Sądu, że w stanie inwalidztwa wnioskodawcy w czasie jego zatrudnienia nie nastąpiło istotne pogorszenie, pozostaje bowiem w sprzeczności z opinią lekarzy biegłych sądowych, mylnie odczytaną przez Sąd.”"),
    ("p", "Mając powyższe na uwadze, Sąd na podstawie art. 477¹⁴ § 2 k.p.c. zmienił zaskarżoną decyzję i orzekł jak w sentencji."),
    ("r", "SSO Anna Kalinowska"),
]

TRUTH = {
    "memo": "memo_f02",
    "outcome": "blocked",
    "not_claims": ["Bór"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 67 ust. 1 Konstytucji verbatim, an indented 10.5 pt block without quotation marks introduced by 'który stanowi:'", KONST,
              quote="Obywatel ma prawo do zabezpieczenia społecznego w razie niezdolności do pracy ze względu na chorobę lub inwalidztwo oraz po osiągnięciu wieku emerytalnego. Zakres i formy zabezpieczenia społecznego określa ustawa.",
              anchor={"przepis": "art. 67 ust. 1 Konstytucji"}, article="67", tags=["block_quote_no_marks"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 2 Konstytucji verbatim", KONST,
              quote="Rzeczpospolita Polska jest demokratycznym państwem prawnym, urzeczywistniającym zasady sprawiedliwości społecznej.",
              anchor={"przepis": "art. 2 Konstytucji"}, article="2"),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Sąd Najwyższy w uchwale z 28 września 1994 r., II UZP 26/94'; verbatim", SN_UZP26,
              quote="Trzeba bowiem mieć na względzie tę okoliczność, że system prawa podatkowego zasadniczo różni się celem normatywnym od stosunków prawnych ubezpieczenia społecznego.",
              anchor={"sygnatura": "II UZP 26/94", "data": "28 września 1994 r.", "organ": "Sąd Najwyższy"}),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation without marks after 'sformułować wniosku, który Sąd orzekający w pełni podziela:' = II UZP 26/94; verbatim", SN_UZP26,
              quote="Skoro prawodawca stanowi, że dochodem w rozumieniu ustawy o waloryzacji emerytur i rent jest faktyczny dochód, to oznacza, że od każdego osiągniętego przez emeryta lub rencistę wynagrodzenia w określonym okresie trzeba odliczyć koszty jego uzyskania.",
              anchor={"odeslanie": "Nie przeszkodziło mu to jednak"}, anchor_resolved=R26, tags=["block_quote_no_marks", "implicit_anchor"]),
        claim("C05", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "'tej uchwały' = II UZP 26/94; the '[…]' hides '- zdaniem Sądu Najwyższego -' only; nested straight quotes around iuris are the source's", SN_UZP26,
              quote="Wobec braku takiej regulacji prawnej, lukę w unormowaniu w zakresie ustalania kosztów uzyskania dochodu […] należy wypełnić przez zastosowanie w drodze analogii \"iuris\", zasad przewidzianych w przepisach o podatku dochodowym od osób fizycznych.",
              anchor={"odeslanie": "tej uchwały"}, anchor_resolved=R26, tags=["gap_bracket", "nested_quotes", "implicit_anchor"]),
        claim("C06", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "paraphrase of II UZP 26/94: 'pojęcie \"faktyczny dochód\" w rozumieniu przepisów z zakresu ubezpieczeń społecznych odpo- wiada pojęciu \"dochodu\" w wymienionej ustawie o podatku dochodowym od osób fizycznych'", SN_UZP26,
              claim_text="pojęcie faktycznego dochodu w rozumieniu przepisów z zakresu ubezpieczeń społecznych odpowiada pojęciu dochodu w ustawie o podatku dochodowym od osób fizycznych",
              anchor={"odeslanie": "tam"}, anchor_resolved=R26, also_acceptable=["ZWERYFIKOWANY"], tags=["implicit_anchor"]),
        claim("C07", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "'tak też SN w cytowanej uchwale' = II UZP 26/94, which reports 'Zdaniem Sądu Apelacyjnego nie można dla potrzeb prawa z zakresu ubezpieczeń społecznych recypować …'; the draft drops the inner 'nie' — the reported position is reversed (block quotation without marks)", SN_UZP26,
              quote="Zdaniem Sądu Apelacyjnego można dla potrzeb prawa z zakresu ubezpieczeń społecznych recypować sformułowań i pojęć z ustawy podatkowej.",
              anchor={"odeslanie": "tak też SN w cytowanej uchwale"}, anchor_resolved=R26, material_change=True, tags=["block_quote_no_marks", "negation_removed", "implicit_anchor"]),
        claim("C08", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "the sentence is in II UZP 26/94, not in II UZP 25/94 (an SN resolution of the same day, also in the library, on contributions owed by a syndyk)", SN_UZP25,
              quote="Bezpieczeństwo prawne i ekonomiczne uprawnień emerytów i rencistów wymaga wyraźnej i przejrzystej regulacji normatywnej, ułatwiającej tym osobom rozeznanie swej sytuacji prawnej i konsekwencji wynikających z podjęcia w zakresie ograniczonym zatrudnienia.",
              anchor={"sygnatura": "II UZP 25/94", "organ": "Sąd Najwyższy"}, really_in=SN_UZP26, misattributed_to="II UZP 25/94", tags=["misattributed_same_date"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation without marks; verbatim in II URN 30/94 (the text of the extraordinary appeal as reported in the SN judgment)", SN_URN30,
              quote="W tej sytuacji, jeżeli Sąd nie zgadzał się z opinią biegłych lekarzy, to powinien był uzyskać opinię uzupełniającą od biegłych, a nie wypowiadać się samodzielnie w kwestii wymagającej posiadania wiadomości specjalnych.",
              anchor={"sygnatura": "II URN 30/94", "data": "28 września 1994 r.", "organ": "Sąd Najwyższy"}, tags=["block_quote_no_marks"]),
        claim("C10", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "II URN 30/94: the SN upheld the rewizja nadzwyczajna and quashed the Sąd Wojewódzki's judgment ('wyrok ten nie może się ostać', remittal)", SN_URN30,
              claim_text="Sąd Najwyższy uchylił wówczas wyrok sądu wojewódzkiego",
              anchor={"odeslanie": "wówczas"}, anchor_resolved=R30, also_acceptable=["WYMAGA_OSADU"]),
        claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'dodając' = II URN 30/94; verbatim (the SN's own reasoning, source's negation)", SN_URN30,
              quote="Ustalenie Sądu, że w stanie inwalidztwa wnioskodawcy w czasie jego zatrudnienia nie nastąpiło istotne pogorszenie, pozostaje bowiem w sprzeczności z opinią lekarzy biegłych sądowych, mylnie odczytaną przez Sąd.",
              anchor={"odeslanie": "dodając"}, anchor_resolved=R30, tags=["implicit_anchor", "source_negations"]),
    ],
}
