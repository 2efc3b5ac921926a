import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "odt"
OPTS = {"notes": "footnote", "font": "Liberation Serif", "size": 12, "hyphenate": False, "lh": "120%"}
HEADER = ["Adwokat Helena Wróblewska-Kos · Kancelaria Adwokacka w Toruniu · ul. Szeroka 22/3, 87-100 Toruń"]
FOOTER = ["{page}"]
R72 = {"sygnatura": "II Ca 72/13", "data": "2013-09-12", "organ": "Sąd Okręgowy w Bydgoszczy"}
R166 = {"sygnatura": "II Ca 166/13", "organ": "Sąd Okręgowy w Bydgoszczy"}
R174 = {"sygnatura": "II Ca 174/13", "data": "2013-10-10", "organ": "Sąd Okręgowy w Bydgoszczy"}

BLOCKS = [
    ("r", "Toruń, dnia 30 listopada 2026 r."),
    ("l", "**Sąd Najwyższy**\nIzba Cywilna\nza pośrednictwem\nSądu Okręgowego w Toruniu\nII Wydział Cywilny Odwoławczy"),
    ("l", "Sygn. akt II Ca 1187/25"),
    ("l", "**Powódka:** Natalia Grabowska\nreprezentowana przez adw. Helenę Wróblewską-Kos\n**Pozwany:** Towarzystwo Ubezpieczeń Merkury S.A. w Warszawie\n**Wartość przedmiotu zaskarżenia:** 60 000 zł"),
    ("t", "SKARGA KASACYJNA POWÓDKI\nod wyroku Sądu Okręgowego w Toruniu z dnia 9 lipca 2026 r., sygn. akt II Ca 1187/25"),
    ("p", "Działając w imieniu powódki, na podstawie art. 398¹ § 1 k.p.c., zaskarżam powyższy wyrok w części, w której Sąd Okręgowy zmienił wyrok Sądu Rejonowego w Toruniu i oddalił powództwo o zapłatę zadośćuczynienia ponad kwotę 20 000 zł (pkt 1 lit. a) oraz oddalił żądanie odsetek za okres sprzed dnia wyrokowania (pkt 1 lit. b)."),
    ("h", "Zarzuty"),
    ("p", "Zaskarżonemu wyrokowi zarzucam naruszenie prawa materialnego, tj. podstawę z art. 398³ § 1 pkt 1 k.p.c. – „naruszeniu prawa materialnego przez błędną jego wykładnię lub niewłaściwe zastosowanie” – a mianowicie:"),
    ("n1", "1)\tart. 448 k.c. w zw. z art. 24 § 1 k.c. przez przyjęcie, że więź wnuczki z babką nie stanowi dobra osobistego podlegającego ochronie;"),
    ("n1", "2)\tart. 448 k.c. przez rażące zaniżenie zadośćuczynienia do kwoty o charakterze symbolicznym;"),
    ("n1", "3)\tart. 455 k.c. w zw. z art. 817 § 1 k.c. przez uznanie, że roszczenie o zadośćuczynienie staje się wymagalne dopiero z chwilą wyrokowania;"),
    ("n1", "4)\tart. 822 § 1 k.c. przez zawężenie odpowiedzialności gwarancyjnej pozwanego ubezpieczyciela w stosunku do odpowiedzialności sprawcy."),
    ("h", "Wnioski"),
    ("p", "Wnoszę o przyjęcie skargi kasacyjnej do rozpoznania, uchylenie zaskarżonego wyroku w zaskarżonej części i przekazanie sprawy Sądowi Okręgowemu w Toruniu do ponownego rozpoznania oraz o zasądzenie od pozwanego na rzecz powódki kosztów postępowania kasacyjnego według norm przepisanych."),
    ("h", "Wniosek o przyjęcie skargi kasacyjnej do rozpoznania"),
    ("p", "W sprawie zachodzi przesłanka z art. 398⁹ § 1 pkt 2 k.p.c., gdyż „istnieje potrzeba wykładni przepisów prawnych budzących poważne wątpliwości lub wywołujących rozbieżności w orzecznictwie sądów”. Sądy powszechne rozbieżnie oceniają, czy więź wnuka ze zmarłym dziadkiem podlega ochronie na gruncie art. 448 k.c."),
    ("h", "Uzasadnienie"),
    ("p", "**Ad 1.** Sąd Okręgowy przyjął, że „relacja powódki z babką nie odbiegała od zwykłych relacji rodzinnych i nie miała cech szczególnej więzi”, a w konsekwencji uznał, że powódka „nie wykazała naruszenia dobra osobistego w stopniu uzasadniającym zadośćuczynienie wyższe niż przyznane”. Stanowisko to jest sprzeczne z ugruntowanym poglądem, zgodnie z którym krzywda osoby bliskiej polega na zerwaniu więzi, a nie na samym pokrewieństwie: „Krzywdą wyrządzoną zmarłemu jest utrata życia, dla osób mu bliskich zaś jest to naruszenie dobra osobistego poprzez zerwanie więzi emocjonalnej, szczególnie bliskiej w relacjach rodzinnych.”^[Wyrok SO w Bydgoszczy, II Ca 166/13, uzasadnienie.] Powódka przez jedenaście lat mieszkała z babką, która sprawowała nad nią faktyczną pieczę."),
    ("p", "Ten sam Sąd wskazał, że „Zadośćuczynienie jest w tym wypadku instrumentem umożliwiającym wyrównanie własnej szkody niemajątkowej osoby bliskiej zmarłego.”^[II Ca 166/13, op. cit.]"),
    ("p", "**Ad 2.** Kwota 20 000 zł nie spełnia funkcji kompensacyjnej. W podobnej sprawie Sąd Okręgowy w Bydgoszczy zaaprobował ocenę, że „W ocenie Sądu I instancji przyznana kwota 60.000 zł w pełni zrekompensuje doznaną szkodę i jednocześnie nie doprowadzi do jego wzbogacenia.”^[Wyrok SO w Bydgoszczy z 12 września 2013 r., II Ca 72/13.] Sąd ten zauważył ponadto, że „Jak słusznie zauważył Sąd I instancji nie może budzić wątpliwości, że powód w związku z nagłą śmiercią córki doznał silnych cierpień psychicznych.”^[Tamże.] W tym samym uzasadnieniu podkreślono, że „Tym samym stres, poczucie osamotnienia i ból, którego doznał powód nie wynika tylko z faktu utraty ukochanego dziecka (...) ale także z faktu obowiązków, którym musi podołać”. Zaskarżony wyrok nie odniósł się w ogóle do opinii biegłej psycholog, która rozpoznała u powódki zaburzenia adaptacyjne."),
    ("p", "Wbrew pozwanemu, nie ma znaczenia, że w protokole szkody nie odnotowano wspólnego zamieszkiwania. Jak trafnie wskazał Sąd Okręgowy w Bydgoszczy: „Z oczywistych względów ustalenia zawarte w protokole powypadkowym nie są dla Sądu wiążące.”^[Wyrok SO w Bydgoszczy z 19 listopada 2013 r., II Ca 380/13.]"),
    ("p", "**Ad 3.** Sąd Okręgowy uznał, że „odsetki od zadośćuczynienia należą się dopiero od dnia wydania wyroku, gdyż wcześniej wysokość świadczenia nie była znana”. Pogląd ten jest odosobniony – zob. wyrok Sądu Najwyższego z dnia 14 marca 2018 r., IV CSK 281/17. W sprawie II Ca 174/13 sąd odwoławczy zaaprobował rozstrzygnięcie, w którym sąd pierwszej instancji „O należnych odsetkach ustawowych orzekł na podstawie art. 481 § 1 kc i art. 455 kc, mając na uwadze fakt przedprocesowego wezwania pozwanego do zapłaty.”^[Wyrok SO w Bydgoszczy z 10 października 2013 r., II Ca 174/13.] Co istotne, w tamtej sprawie sąd jednocześnie obniżył zadośćuczynienie, a mimo to nie przesunął daty początkowej odsetek, wskazując, że „Roszczenie o zadośćuczynienie staje się wymagalne nie z chwilą wydania orzeczenia, którym zostało ono przyznane przez Sąd, a już z chwilą jego zgłoszenia przez uprawnionego.”^[II Ca 174/13, l.c.]"),
    ("p", "**Ad 4.** Zarzut czwarty uzasadnia się tym, że ubezpieczyciel odpowiada w granicach odpowiedzialności cywilnej posiadacza pojazdu, a zaskarżony wyrok wprost wskazał, że „odpowiedzialność gwarancyjna ubezpieczyciela ma charakter ograniczony”."),
    ("p", "Z tych względów skarga kasacyjna jest uzasadniona."),
    ("r", "adw. Helena Wróblewska-Kos"),
    ("l", "Załączniki:\n1. odpis skargi kasacyjnej,\n2. pełnomocnictwo wraz z dowodem uiszczenia opłaty skarbowej,\n3. dowód uiszczenia opłaty od skargi kasacyjnej."),
]

TRUTH = {
    "memo": "memo_b02",
    "outcome": "blocked",
    "not_claims": [
        "relacja powódki z babką nie odbiegała od zwykłych relacji rodzinnych i nie miała cech szczególnej więzi",
        "nie wykazała naruszenia dobra osobistego w stopniu uzasadniającym zadośćuczynienie wyższe niż przyznane",
        "odsetki od zadośćuczynienia należą się dopiero od dnia wydania wyroku, gdyż wcześniej wysokość świadczenia nie była znana",
        "odpowiedzialność gwarancyjna ubezpieczyciela ma charakter ograniczony",
    ],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 398³ § 1 pkt 1 k.p.c. verbatim (the point's text, set off by dashes)", KPC,
              quote="naruszeniu prawa materialnego przez błędną jego wykładnię lub niewłaściwe zastosowanie",
              anchor={"przepis": "art. 398³ § 1 pkt 1 k.p.c."}, article="398^3", tags=["superscript_article", "fragment"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 398⁹ § 1 pkt 2 k.p.c. verbatim", KPC,
              quote="istnieje potrzeba wykładni przepisów prawnych budzących poważne wątpliwości lub wywołujących rozbieżności w orzecznictwie sądów",
              anchor={"przepis": "art. 398⁹ § 1 pkt 2 k.p.c."}, article="398^9", tags=["superscript_article", "fragment"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in II Ca 166/13; signature only in footnote 1 (no date)", B_166,
              quote="Krzywdą wyrządzoną zmarłemu jest utrata życia, dla osób mu bliskich zaś jest to naruszenie dobra osobistego poprzez zerwanie więzi emocjonalnej, szczególnie bliskiej w relacjach rodzinnych.",
              anchor={"sygnatura": "II Ca 166/13", "organ": "SO w Bydgoszczy"}, tags=["footnote_anchor", "quote_after_colon_inline"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 'II Ca 166/13, op. cit.'; verbatim", B_166,
              quote="Zadośćuczynienie jest w tym wypadku instrumentem umożliwiającym wyrównanie własnej szkody niemajątkowej osoby bliskiej zmarłego.",
              anchor={"sygnatura": "II Ca 166/13", "odeslanie": "op. cit."}, anchor_resolved=R166, tags=["footnote_anchor", "op_cit"]),
        claim("C05", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "II Ca 72/13 says 'przyznana kwota 40.000 zł'; the brief has '60.000 zł' — a number changed (to match the amount the claimant seeks)", B_72,
              quote="W ocenie Sądu I instancji przyznana kwota 60.000 zł w pełni zrekompensuje doznaną szkodę i jednocześnie nie doprowadzi do jego wzbogacenia.",
              anchor={"sygnatura": "II Ca 72/13", "data": "12 września 2013 r.", "organ": "SO w Bydgoszczy"}, material_change=True, tags=["footnote_anchor", "number_changed"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 'Tamże.' = II Ca 72/13; verbatim", B_72,
              quote="Jak słusznie zauważył Sąd I instancji nie może budzić wątpliwości, że powód w związku z nagłą śmiercią córki doznał silnych cierpień psychicznych.",
              anchor={"odeslanie": "Tamże."}, anchor_resolved=R72, tags=["footnote_anchor", "tamze"]),
        claim("C07", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "verbatim in II Ca 380/13, but footnote dates it 19 listopada 2013 r.; the judgment is of 19 grudnia 2013 r.", B_380,
              quote="Z oczywistych względów ustalenia zawarte w protokole powypadkowym nie są dla Sądu wiążące.",
              anchor={"sygnatura": "II Ca 380/13", "data": "19 listopada 2013 r.", "organ": "SO w Bydgoszczy"}, tags=["footnote_anchor", "wrong_date"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "II Ca 174/13 verbatim (the SO reporting the first-instance court); signature in text and footnote", B_174,
              quote="O należnych odsetkach ustawowych orzekł na podstawie art. 481 § 1 kc i art. 455 kc, mając na uwadze fakt przedprocesowego wezwania pozwanego do zapłaty.",
              anchor={"sygnatura": "II Ca 174/13", "data": "10 października 2013 r.", "organ": "SO w Bydgoszczy"}, tags=["footnote_anchor", "articles_inside_quote"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "footnote 'II Ca 174/13, l.c.'; verbatim", B_174,
              quote="Roszczenie o zadośćuczynienie staje się wymagalne nie z chwilą wydania orzeczenia, którym zostało ono przyznane przez Sąd, a już z chwilą jego zgłoszenia przez uprawnionego.",
              anchor={"sygnatura": "II Ca 174/13", "odeslanie": "l.c."}, anchor_resolved=R174, tags=["footnote_anchor", "loco_citato"]),
        claim("C10", "powolanie", "no_source", "BRAK_ZRODLA", "IV CSK 281/17 is not in the library (signature made up for the set); bare citation", None,
              claim_text="Pogląd ten jest odosobniony – zob. wyrok Sądu Najwyższego z dnia 14 marca 2018 r., IV CSK 281/17.",
              anchor={"sygnatura": "IV CSK 281/17", "data": "14 marca 2018 r.", "organ": "Sąd Najwyższy"}, also_acceptable=["NIEZWERYFIKOWANY"], tags=["signature_not_in_library"]),
        claim("C11", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "'W tym samym uzasadnieniu' = II Ca 72/13 (after 'Tamże'); '(...)' drops only a comma, the quotation stops before 'a których nie musiałby wykonywać'", B_72,
              quote="Tym samym stres, poczucie osamotnienia i ból, którego doznał powód nie wynika tylko z faktu utraty ukochanego dziecka (...) ale także z faktu obowiązków, którym musi podołać",
              anchor={"odeslanie": "W tym samym uzasadnieniu"}, anchor_resolved=R72, also_acceptable=["ZMODYFIKOWANY"], tags=["implicit_anchor", "round_bracket_gap"]),
    ],
}
