import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
ERR = globals().get("ERR", True)
NAME = globals().get("NAME", "memo_b05")
def E(bad, good):
    return bad if ERR else good
STYLE = "odt"
OPTS = {"notes": "endnote", "font": "Liberation Serif", "size": 11.5, "hyphenate": True}
HEADER = ["KANCELARIA PRAWNA DR HALINA MROCZEK-WIĘCKOWSKA", "ul. Piotrkowska 211, 90-451 Łódź · kancelaria@mroczek.example"]
FOOTER = ["Opinia prawna – rękojmia – strona {page} z {pages}"]

T39 = "Po upływie terminu wskazanego w art. 568 § 1 k.c. roszczenie kupującego o obniżenie ceny rzeczy wadliwej wygasa i nie może być skutecznie dochodzone przed sądem."
T36 = ("Przepis art. 691 k.c. w brzmieniu nadanym ustawą z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, mieszkaniowym zasobie gminy i o zmianie Kodeksu cywilnego "
       "(Dz.U. Nr 71, poz. 733) nie ma zastosowania dla oceny przesłanek wstąpienia w stosunek najmu po najemcy zmarłym " + E("po wejściu", "przed wejściem") + " w życie tej ustawy.")
TFAB = "odstąpienie od umowy z powodu wady jest prawem kształtującym, które wygasa z upływem terminu rękojmi bez potrzeby wytaczania powództwa"
Q04 = "Dla zachowania tego terminu nie wystarczy zatem zawiadomienie sprzedawcy o wadzie i zażądanie obniżenia ceny."
Q05 = "Nie może także budzić wątpliwości, że termin ten ma na celu czasowe ograniczenie rękojmi, jako instytucji nie sprzyjającej pewności obrotu oraz kształtującej odpowiedzialność sprzedawcy za wady rzeczy sprzedanej według bardzo surowych reguł."
Q06 = "Tak rozumiana zasada lex retro non agit nie ma charakteru bezwzględnego, gdyż art. 3 k.c. stanowi, że wyjątki mogą wynikać z brzmienia ustawy lub jej celu."
Q07 = "Sprzedawca odpowiada z tytułu rękojmi, jeżeli wada fizyczna zostanie stwierdzona przed upływem dwóch lat, a gdy chodzi o wady nieruchomości - przed upływem " + E("trzech", "pięciu") + " lat od dnia wydania rzeczy kupującemu."
Q08 = "Roszczenie o usunięcie wady lub wymianę rzeczy sprzedanej na wolną od wad przedawnia się z upływem roku, licząc od dnia stwierdzenia wady."
Q09 = "Upływ terminu do stwierdzenia wady nie wyłącza wykonania uprawnień z tytułu rękojmi, jeżeli sprzedawca wadę podstępnie zataił."
Q10 = "Kupujący nie może odstąpić od umowy, jeżeli wada jest nieistotna"
Q11 = "Obniżona cena powinna pozostawać w takiej proporcji do ceny wynikającej z umowy, w jakiej wartość rzeczy z wadą pozostaje do wartości rzeczy bez wady."
Q12 = "Zasada lex retro non agit oznacza, że nowa ustawa obowiązuje dopiero od chwili wyjścia w życie, to zaś upoważnia do stwierdzenia, iż nowa ustawa nie powinna zmieniać ocen prawnych dokonanych pod rządem dawnego prawa."
Q13 = "Ustawa nie ma mocy wstecznej, chyba że to wynika z jej brzmienia lub celu."

BLOCKS = [
    ("r", "Łódź, 25 listopada 2026 r."),
    ("t", "OPINIA PRAWNA\nw sprawie uprawnień Państwa Bożeny i Ryszarda Olejniczaków z tytułu rękojmi za wady domu nabytego w Zgierzu"),
    ("h", "I. Zakres opinii i stan faktyczny"),
    ("n2", "1.\tPaństwo Olejniczakowie („Kupujący”) nabyli 12 marca 2023 r. dom jednorodzinny; wydanie nastąpiło tego samego dnia. W październiku 2026 r. ujawniły się zawilgocenia fundamentów. Umowa zawiera klauzulę: „Kupujący oświadcza, że znany jest mu stan techniczny budynku”. Sprzedający odmówił obniżenia ceny, powołując się na upływ terminu."),
    ("n2", "2.\tOpinia odpowiada na pytania: (a) czy terminy rękojmi upłynęły, (b) czy Kupujący mogą odstąpić od umowy, (c) jakie znaczenie ma dawne orzecznictwo Sądu Najwyższego wydane przed nowelizacją z 2014 r."),
    ("h", "II. Przepisy"),
    ("n2", "3.\tPodstawowy termin wynika z art. 568 § 1 zd. 1 k.c.: „" + Q07 + "” Zgodnie z § 2 tego artykułu „" + Q08 + "”"),
    ("n2", "4.\tIstotny jest także § 6 tego artykułu: „" + Q09 + "” Sprzedający zapewniał w prospekcie, że budynek jest „suchy i zaizolowany”, co może wskazywać na podstępne zatajenie."),
    ("n2", "5.\tOdstąpienie od umowy jest wyłączone przy wadzie nieistotnej – „" + Q10 + "” (art. 560 § 4 k.c.). Obniżenie ceny podlega regule proporcji: „" + Q11 + "” (art. " + E("561 § 1", "560 § 3") + " k.c.)."),
    ("h", "III. Orzecznictwo"),
    ("n2", "6.\tPoniższa tabela zestawia orzeczenia, na które powołują się strony:"),
    ("table", [["Orzeczenie", "Teza (cytat)", "Znaczenie dla sprawy"],
               ["Uchwała SN z 5 lipca 2002 r., III CZP 39/02", "„" + T39 + "”", "Dotyczy dawnego art. 568 § 1 k.c. (termin zawity do dochodzenia przed sądem); aktualna tylko pośrednio."],
               ["Uchwała SN z 5 lipca 2002 r., III CZP 36/02", "„" + T36 + "”", "Argument intertemporalny: zdarzenia sprzed nowelizacji ocenia się według dawnego prawa."],
               ] + ([["Wyrok SN z 3 grudnia 1998 r., II CKN 73/98", "„" + TFAB + "”", "Powołuje sprzedający; w naszej ocenie nie dotyczy obecnego stanu prawnego."]] if ERR else []),
     [3, 6, 4]),
    ("n2", "7.\tUchwała III CZP 39/02 zapadła na tle sporu o obniżenie ceny nieruchomości.^[Uchwała SN z dnia 5 lipca 2002 r., III CZP 39/02, OSNC 2003, nr 5, poz. 62.] W przywołanej uchwale Sąd Najwyższy wskazał, że „" + Q04 + "” Sąd podkreślił zarazem cel terminu: „" + Q05 + "”^[Tamże.]"),
    ("n2", "8.\tW tej samej uchwale Sąd Najwyższy uznał, że uprawnienie kupującego do żądania obniżenia ceny rzeczy wadliwej z art. 560 § 1 k.c. jest roszczeniem majątkowym, a nie prawem kształtującym. " + E("Jak to ujęto w uchwale III CZP 39/02: „", "Ogólną regułę ujął zaś Sąd Najwyższy w uchwale III CZP 36/02: „") + Q12 + "”"),
    ("n2", "9.\tKwestię intertemporalną rozstrzyga art. 3 k.c.: „" + Q13 + "” Sąd Najwyższy w uchwale III CZP 36/02^[Uchwała SN z dnia 5 lipca 2002 r., III CZP 36/02, OSNC 2003, nr 3, poz. 33.] zaznaczył zarazem, że „" + Q06 + "”^[Uchwała III CZP 36/02, op. cit.]"),
    ("h", "IV. Wnioski"),
    ("n2", "10.\tUmowa została zawarta po 25 grudnia 2014 r., zatem stosuje się art. 568 k.c. w obecnym brzmieniu. Pięcioletni termin do stwierdzenia wady nieruchomości nie upłynął; Kupujący mogą złożyć oświadczenie o obniżeniu ceny. Odstąpienie od umowy wymaga wykazania, że wada jest istotna."),
    ("r", "dr Halina Mroczek-Więckowska\nradca prawny"),
]

R568 = {"przepis": "art. 568 § 2 k.c."}
TRUTH = {
    "memo": NAME, "outcome": "blocked" if ERR else "pass",
    "not_claims": ["Kupujący", "Kupujący oświadcza, że znany jest mu stan techniczny budynku", "suchy i zaizolowany"],
    "claims": [
        claim("C01", "cytat_doslowny", E("material", "statute_verbatim"), E("NIEZWERYFIKOWANY", "ZWERYFIKOWANY"), E("art. 568 § 1 zd. 1 k.c.: five years for real estate ('pięciu lat'); the opinion writes 'trzech lat' — time limit changed", "art. 568 § 1 zd. 1 k.c. verbatim"), KC,
              quote=Q07, anchor={"przepis": "art. 568 § 1 zd. 1 k.c."}, article="568", material_change=ERR, tags=E(["number_changed"], [])),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "relative provision: '§ 2 tego artykułu' = art. 568 § 2 k.c.; verbatim (first sentence)", KC,
              quote=Q08, anchor={"przepis": "§ 2 tego artykułu"}, anchor_resolved=R568, article="568", tags=["relative_provision"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "relative provision: '§ 6 tego artykułu' = art. 568 § 6 k.c.; verbatim", KC,
              quote=Q09, anchor={"przepis": "§ 6 tego artykułu"}, anchor_resolved={"przepis": "art. 568 § 6 k.c."}, article="568", tags=["relative_provision"]),
        claim("C04", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 560 § 4 k.c. verbatim; the provision is named in parentheses AFTER the quotation", KC,
              quote=Q10, anchor={"przepis": "art. 560 § 4 k.c."}, article="560", tags=["provision_after_quote"]),
        claim("C05", "cytat_doslowny", "wrong_article", "NIEZWERYFIKOWANY", "the proportion rule is art. 560 § 3 k.c.; the opinion names art. 561 § 1 k.c. (after the quotation)", KC,
              quote=Q11, anchor={"przepis": "art. 561 § 1 k.c."}, article="561", really_in_article="560", really_in=KC, tags=["provision_after_quote"]) if ERR else
        claim("C05", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 560 § 3 k.c. verbatim; the provision is named in parentheses after the quotation", KC,
              quote=Q11, anchor={"przepis": "art. 560 § 3 k.c."}, article="560", tags=["provision_after_quote"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "table row: III CZP 39/02 | its thesis verbatim | relevance", SN39,
              quote=T39, anchor={"sygnatura": "III CZP 39/02", "data": "5 lipca 2002 r.", "organ": "SN"}, tags=["table_row", "articles_inside_quote"]),
        claim("C07", "cytat_doslowny", E("material", "verbatim"), E("NIEZWERYFIKOWANY", "ZWERYFIKOWANY"), E("table row: III CZP 36/02's thesis says 'po najemcy zmarłym przed wejściem w życie tej ustawy'; the table has 'po wejściu w życie' — przed→po", "table row: III CZP 36/02's thesis verbatim"), SN36,
              quote=T36, anchor={"sygnatura": "III CZP 36/02", "data": "5 lipca 2002 r.", "organ": "SN"}, material_change=ERR, tags=["table_row"] + E(["time_word_changed"], [])),
    ] + E([
        claim("C08", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "II CKN 73/98 is not in the library (it is only mentioned inside III CZP 39/02); the quoted thesis stands nowhere", None,
              quote=TFAB, anchor={"sygnatura": "II CKN 73/98", "data": "3 grudnia 1998 r.", "organ": "SN"}, tags=["table_row", "signature_not_in_library", "cited_inside_library_ruling"],
              also_acceptable=["NIEZWERYFIKOWANY"])], []) + [
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W przywołanej uchwale' = III CZP 39/02 (endnote 1 of the previous sentence); verbatim", SN39,
              quote=Q04, anchor={"odeslanie": "W przywołanej uchwale"}, anchor_resolved=R_SN39, tags=["implicit_anchor", "anchor_in_endnote"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "endnote 'Tamże.' = III CZP 39/02; verbatim, with the source's own 'Nie może ... nie sprzyjającej' (faithful double negation)", SN39,
              quote=Q05, anchor={"odeslanie": "Tamże"}, anchor_resolved=R_SN39, tags=["tamze", "anchor_in_endnote", "double_negation_in_source"]),
        claim("C11", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful paraphrase of III CZP 39/02 ('uprawnienie kupującego do żądania obniżenia ceny rzeczy wadliwej należy uznać za roszczenie majątkowe')", SN39,
              claim_text="uprawnienie kupującego do żądania obniżenia ceny rzeczy wadliwej z art. 560 § 1 k.c. jest roszczeniem majątkowym, a nie prawem kształtującym",
              anchor={"odeslanie": "W tej samej uchwale"}, anchor_resolved=R_SN39, also_acceptable=["ZWERYFIKOWANY"], tags=["unquoted_position", "implicit_anchor"]),
        claim("C12", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "sentence of III CZP 36/02 attributed to III CZP 39/02", SN39,
              quote=Q12, anchor={"sygnatura": "III CZP 39/02"}, really_in=SN36, misattributed_to="III CZP 39/02") if ERR else
        claim("C12", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "III CZP 36/02 verbatim, signature in the sentence (the ruling is introduced here before its endnote)", SN36,
              quote=Q12, anchor={"sygnatura": "III CZP 36/02", "organ": "Sąd Najwyższy"}),
        claim("C13", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 3 k.c. verbatim", KC,
              quote=Q13, anchor={"przepis": "art. 3 k.c."}, article="3"),
        claim("C14", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "III CZP 36/02 verbatim; endnote 'Uchwała III CZP 36/02, op. cit.' (the signature also stands in the sentence)", SN36,
              quote=Q06, anchor={"sygnatura": "III CZP 36/02", "organ": "Sąd Najwyższy"}, tags=["op_cit", "anchor_in_endnote", "articles_inside_quote"]),
    ],
}
