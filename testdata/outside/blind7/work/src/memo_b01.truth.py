import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "txt"
A520 = {"sygnatura": "III Ca 520/14"}  # court and date typed without diacritics in the e-mail (Sad Okregowy w Nowym Saczu, 30 pazdziernika 2014 r.)
R520 = {"sygnatura": "III Ca 520/14", "data": "2014-10-30", "organ": "Sąd Okręgowy w Nowym Sączu"}
A1530 = {"sygnatura": "II C 1530/12", "data": "20 listopada 2014 r."}  # court typed without diacritics (Sad Okregowy w Lodzi)
R1530 = {"sygnatura": "II C 1530/12", "data": "2014-11-20", "organ": "Sąd Okręgowy w Łodzi"}

TRUTH = {
    "memo": "memo_b01",
    "outcome": "pass",
    "not_claims": ["wyczerpuje wszelkie roszczenia rodziny zmarłej", "Towarzystwo"],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "III Ca 520/14, court/date/signature in the previous (diacritic-less) sentence, 'Sad napisal tam m.in.:' then the quotation on its own line; verbatim", S520,
              quote="Dobro rodziny jest nie tylko wartością powszechnie akceptowaną społecznie, ale także uznaną za dobro podlegające ochronie konstytucyjnej.",
              anchor=A520, anchor_resolved=R520, tags=["anchor_without_diacritics", "quote_on_next_line", "nie_tylko_ale"]),
        claim("C02", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "'i dalej' = III Ca 520/14; faithful '[…]' for ', zwłaszcza w tak młodym wieku,'", S520,
              quote="Nadmienić jedynie należy, że nagła śmierć matki powoda […] niewątpliwie spowodowała powstanie w jego psychice luki emocjonalnej, której nawet najlepsza opieka ze strony babci i dziadka nie jest w stanie zapełnić.",
              anchor={"odeslanie": "i dalej"}, anchor_resolved=R520, tags=["implicit_anchor", "gap_bracket"]),
        claim("C03", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "III Ca 520/14: 'zmienia pkt I zaskarżonego wyroku ... zasądza ... kwotę 20 000 zł ... z ustawowymi odsetkami' (appeal from SR w Nowym Targu); typed without diacritics, 'W tamtej sprawie'", S520,
              claim_text="W tamtej sprawie Sad Okregowy zmienil wyrok Sadu Rejonowego w Nowym Targu i zasadzil na rzecz maloletniego kwote 20 000 zl z odsetkami.",
              anchor={"odeslanie": "W tamtej sprawie"}, anchor_resolved=R520, also_acceptable=["WYMAGA_OSADU"], tags=["implicit_anchor", "no_diacritics"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Ten sam sad' = III Ca 520/14; ASCII quotes; verbatim (art. 448 k.c. inside the quotation is not a claim)", S520,
              quote="Wysokość zadośćuczynienia przyznawanego na podstawie art. 448 k.c. ma charakter ocenny, dlatego przy jego ustalaniu sądy zachowują duży zakres swobody.",
              anchor={"odeslanie": "Ten sam sad"}, anchor_resolved=R520, tags=["implicit_anchor", "ascii_quotes", "articles_inside_quote"]),
        claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "II C 1530/12, anchor in the parenthesis before the colon; ASCII quotes; verbatim", S1530,
              quote="Sąd ustalając wysokość zadośćuczynienia za niewymierną krzywdę, musi brać pod uwagę również szerszy kontekst społeczny i poziom zasądzanych świadczeń w podobnych sprawach, różnicując ich wysokość w zależności od konkretnych okoliczności.",
              anchor=A1530, anchor_resolved=R1530, tags=["ascii_quotes", "anchor_without_diacritics"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'w tym samym wyroku lodzki sad' = II C 1530/12; the quotation starts on the next line; verbatim with the source's 'nie wykraczały'", S1530,
              quote="Negatywne skutki dla sfery psychicznej powoda nie wykraczały poza normalne odczucia związane z żałobą.",
              anchor={"odeslanie": "w tym samym wyroku"}, anchor_resolved=R1530, tags=["implicit_anchor", "quote_on_next_line", "source_negations"]),
        claim("C07", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 23 k.c. with a faithful '[…]' (the rest of the list of personal goods); the provision in the parenthesis after the quotation", KC,
              quote="Dobra osobiste człowieka, jak w szczególności zdrowie, wolność, cześć […] pozostają pod ochroną prawa cywilnego niezależnie od ochrony przewidzianej w innych przepisach.",
              anchor={"przepis": "art. 23 k.c."}, article="23", tags=["gap_bracket", "citation_in_parentheses_after"]),
        claim("C08", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 481 § 1 k.c., provision before the colon, quotation on the next line in ASCII quotes, cut mid-sentence; the source's 'nie poniósł żadnej'", KC,
              quote="Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek za czas opóźnienia, chociażby nie poniósł żadnej szkody",
              anchor={"przepis": "art. 481 § 1 k.c."}, article="481", tags=["ascii_quotes", "fragment", "quote_on_next_line"]),
        claim("C09", "powolanie", "bare_citation_ok", "ZWERYFIKOWANY", "bare 'Por. tez' citation; SO w Świdnicy, 14 lipca 2014 r., I C 1651/12 all agree (court typed without diacritics)", S1651,
              claim_text="Por. tez wyrok SO w Swidnicy z dnia 14 lipca 2014 r., I C 1651/12",
              anchor={"sygnatura": "I C 1651/12", "data": "14 lipca 2014 r."}, anchor_resolved={"sygnatura": "I C 1651/12", "data": "2014-07-14", "organ": "Sąd Okręgowy w Świdnicy"}, tags=["anchor_without_diacritics"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "inside the partner's earlier message quoted with '> ' lines: 'lodzki wyrok II C 1530/12, gdzie sad ujal cel zadoscuczynienia tak:' then the quotation on its own '> ' line; verbatim", S1530,
              quote="Od osoby odpowiedzialnej za szkodę poszkodowany winien otrzymać sumę pieniężną, o tyle w danych okolicznościach odpowiednią, by mógł za jej pomocą zatrzeć lub złagodzić poczucie krzywdy i odzyskać równowagę psychiczną.",
              anchor={"sygnatura": "II C 1530/12"}, anchor_resolved=R1530, tags=["mail_quoted_reply", "quote_on_next_line"]),
    ],
}
