import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "long"
B163 = "judgments/common/saos-import/151005000004027_VIII_Ga_000163_2013_Uz_2014-03-21_001.txt"  # SO Bydgoszcz 21.03.2014
SN76 = "saos-tm-extractor/links-input-txts/txt2/810"   # SN IV CSK 76/12, 5.09.2012
R163 = {"sygnatura": "VIII Ga 163/13", "data": "2014-03-21", "organ": "Sąd Okręgowy w Bydgoszczy"}
R76 = {"sygnatura": "IV CSK 76/12", "data": "2012-09-05", "organ": "Sąd Najwyższy"}
R1308 = {"sygnatura": "I ACa 1308/12", "data": "2013-01-18", "organ": "Sąd Apelacyjny w Krakowie"}
R175 = {"sygnatura": "I ACa 175/13", "data": "2013-03-05", "organ": "Sąd Apelacyjny w Poznaniu"}

TRUTH = {
    "memo": "memo_b04",
    "outcome": "pass",
    "not_claims": ["Osiedle Nadmorskie"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 353¹ k.c. verbatim (contains '(naturze)')", KC,
              quote="Strony zawierające umowę mogą ułożyć stosunek prawny według swego uznania, byleby jego treść lub cel nie sprzeciwiały się właściwości (naturze) stosunku, ustawie ani zasadom współżycia społecznego.",
              anchor={"przepis": "art. 353¹ k.c."}, article="353^1", tags=["superscript_article", "parentheses_in_quote"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 535 § 1 k.c. verbatim", KC,
              quote="Przez umowę sprzedaży sprzedawca zobowiązuje się przenieść na kupującego własność rzeczy i wydać mu rzecz, a kupujący zobowiązuje się rzecz odebrać i zapłacić sprzedawcy cenę.",
              anchor={"przepis": "art. 535 § 1 k.c."}, article="535"),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "block quotation without quotation marks; the article '(art. 647 k.c.)' follows the block", KC,
              quote="Przez umowę o roboty budowlane wykonawca zobowiązuje się do oddania przewidzianego w umowie obiektu, wykonanego zgodnie z projektem i z zasadami wiedzy technicznej, a inwestor zobowiązuje się do dokonania wymaganych przez właściwe przepisy czynności związanych z przygotowaniem robót, w szczególności do przekazania terenu budowy i dostarczenia projektu, oraz do odebrania obiektu i zapłaty umówionego wynagrodzenia.",
              anchor={"przepis": "art. 647 k.c."}, article="647", tags=["block_quote", "anchor_after_quote"]),
        claim("C04", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 556 k.c. verbatim", KC,
              quote="Sprzedawca jest odpowiedzialny względem kupującego, jeżeli rzecz sprzedana ma wadę fizyczną lub prawną (rękojmia).",
              anchor={"przepis": "art. 556 k.c."}, article="556", tags=["parentheses_in_quote"]),
        claim("C05", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "VIII Ga 163/13: '1.oddala apelację' of the defendant, 'na posiedzeniu niejawnym'", B163,
              claim_text="w którym oddalił apelację pozwanego, rozpoznając sprawę na posiedzeniu niejawnym",
              anchor={"organ": "Sąd Okręgowy w Bydgoszczy", "data": "21 marca 2014 r.", "sygnatura": "VIII Ga 163/13"}, also_acceptable=["WYMAGA_OSADU"]),
        claim("C06", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU",
              "faithful paraphrase of VIII Ga 163/13 ('Autentyczności i wiarygodności dokumentów powód nie kwestionował w postępowaniu przed Sądem Rejonowym. Ponadto fakt wydania towarów ... udowodniony został zeznaniami świadków')", B163,
              claim_text="brak oryginałów dokumentów nie oznacza nieudowodnienia roszczenia, skoro autentyczności i wiarygodności dokumentów pozwany nie kwestionował przed Sądem Rejonowym, a wydanie towarów udowodnione zostało zeznaniami świadków",
              anchor={"odeslanie": "Sąd przyjął"}, anchor_resolved=R163, also_acceptable=["ZWERYFIKOWANY"], tags=["implicit_anchor"]),
        claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY",
              "'W tym samym wyroku' = VIII Ga 163/13; verbatim; the author's '[podkreślenie – P.K.]' stands inside the closing quotation mark", B163,
              quote="Sąd Rejonowy dokonał prawidłowych ustaleń w zakresie stanu faktycznego sprawy przy uwzględnieniu materiału dowodowego zaoferowanego przez strony postępowania",
              anchor={"odeslanie": "W tym samym wyroku"}, anchor_resolved=R163, also_acceptable=["ZMODYFIKOWANY"], tags=["implicit_anchor", "emphasis_note_in_quote"]),
        claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation; footnote 1 = SN IV CSK 76/12 (text with line breaks in the source)", SN76,
              quote="Podobnie o prawidłowym zastosowaniu prawa materialnego można mówić dopiero wówczas, gdy ustalenia stanowiące podstawę wydania zaskarżonego wyroku pozwalają na ocenę jego zastosowania.",
              anchor={"organ": "SN", "data": "5 września 2012 r.", "sygnatura": "IV CSK 76/12"}, tags=["block_quote", "anchor_in_footnote"]),
        claim("C09", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "IV CSK 76/12: 'uchyla zaskarżony wyrok i przekazuje sprawę do ponownego rozpoznania'", SN76,
              claim_text="W sprawie tej Sąd Najwyższy uchylił zaskarżony wyrok i przekazał sprawę do ponownego rozpoznania.",
              anchor={"organ": "Sąd Najwyższy"}, anchor_resolved=R76, also_acceptable=["WYMAGA_OSADU"], tags=["implicit_anchor"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'(IV CSK 76/12, op. cit.)' after the quote; verbatim", SN76,
              quote="Skoro bowiem Sąd odwoławczy wydał orzeczenie reformatoryjne, zmieniając podstawę faktyczną rozstrzygnięcia w znaczącej, a ważnej dla rozstrzygnięcia, części to powinien poczynić szczegółowe ustalenia co do kwestii warunkujących subsumcję",
              anchor={"sygnatura": "IV CSK 76/12", "odeslanie": "op. cit."}, anchor_resolved=R76, tags=["op_cit"]),
        claim("C11", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "block quotation; footnote 2 = I ACa 1308/12", A1308,
              quote="Postępowanie pełnomocnika należy więc oceniać według stanu orzecznictwa i nauki prawa w czasie podejmowania przez niego decyzji materialnych i procesowych.",
              anchor={"organ": "SA w Krakowie", "data": "18 stycznia 2013 r.", "sygnatura": "I ACa 1308/12"}, tags=["block_quote", "anchor_in_footnote"]),
        claim("C12", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "block quotation with an omission '(…)' in round brackets; footnote 3 'Tamże.' = I ACa 1308/12; both parts verbatim and in order", A1308,
              quote="Trzeba również podkreślić, że w sprawie z jaką mamy do czynienia, ostrożnie i wyważając wszystkie racje powinno się uznawać odpowiedzialność cywilną wynikającą z nienależytej staranności zawodowej (…) które następnie okazują się wadliwe lub nie zyskują oczekiwanej aprobaty na korzyść innych koncepcji.",
              anchor={"odeslanie": "Tamże"}, anchor_resolved=R1308, tags=["block_quote", "tamze", "gap_round_brackets"]),
        claim("C13", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "I ACa 175/13 is a judgment of SA Poznań of 5 March 2013", A175,
              anchor={"organ": "Sądu Apelacyjnego w Poznaniu", "data": "5 marca 2013 r.", "sygnatura": "I ACa 175/13"}),
        claim("C14", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Wyżej powołany wyrok' = I ACa 175/13; verbatim fragment (a sentence that goes on in the source)", A175,
              quote="Stosowanie przepisu art. 5 k.c. musi się opierać na wszechstronnym rozważeniu całokształtu okoliczności rozpoznawanej sprawy",
              anchor={"odeslanie": "Wyżej powołany wyrok"}, anchor_resolved=R175, tags=["implicit_anchor", "wyzej_powolany", "articles_inside_quote"]),
    ],
}
