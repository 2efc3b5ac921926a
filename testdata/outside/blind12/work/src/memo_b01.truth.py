import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "long"
BOXED = True
S = {"sygnatura": "III PK 16/10", "data": "4 listopada 2010 r.", "organ": "Sąd Najwyższy"}

TRUTH = {
    "memo": "memo_b01",
    "outcome": "pass",
    "not_claims": ["kierownik placówki sprawuje bieżący nadzór nad czynnościami kasowymi podległych pracowników", "Bursztyn", "Kasa", "utracie zaufania"],
    "claims": [
        claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "fragment of art. 52 § 1 pkt 1 k.p. inside the one-cell summary box (a table)", KP,
              quote="ciężkiego naruszenia przez pracownika podstawowych obowiązków pracowniczych",
              anchor={"przepis": "art. 52 § 1 pkt 1 k.p."}, article="52", tags=["table_cell", "summary_box", "fragment"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 52 § 2 k.p. verbatim after a dash, article named in the parenthesis after the quotation", KP,
              quote="Rozwiązanie umowy o pracę bez wypowiedzenia z winy pracownika nie może nastąpić po upływie 1 miesiąca od uzyskania przez pracodawcę wiadomości o okoliczności uzasadniającej rozwiązanie umowy.",
              anchor={"przepis": "art. 52 § 2 k.p."}, article="52", tags=["after_dash", "citation_in_parentheses_after", "source_negations"]),
        claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 52 § 3 zd. 1 k.p. verbatim after 'Przypominamy brzmienie art. 52 § 3 zd. 1 k.p.:'", KP,
              quote="Pracodawca podejmuje decyzję w sprawie rozwiązania umowy po zasięgnięciu opinii reprezentującej pracownika zakładowej organizacji związkowej, którą zawiadamia o przyczynie uzasadniającej rozwiązanie umowy.",
              anchor={"przepis": "art. 52 § 3 zd. 1 k.p."}, article="52", tags=["sentence_of_article"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "object of 'Stwierdził bowiem, iż „…”'; the signature is in the previous sentence; verbatim in III PK 16/10 (with the source's 'nie może')", PK16,
              quote="Okoliczność, że pozwany wadliwie zorganizował system kontroli pracowników i że kontrole przeprowadzone przez inne osoby nie wykazały rażących naruszeń obowiązków przez A. F., nie może spowodować, że działanie pracodawcy wobec powoda staje się sprzeczne z zasadami współżycia społecznego",
              anchor=S, tags=["quote_as_object", "anchor_previous_sentence", "source_negations"]),
        claim("C05", "cytat_doslowny", "verbatim_gap", "ZWERYFIKOWANY", "'Sąd ten dodał' = III PK 16/10; '[…]' hides only 'gdyż'; bold words inside the quotation marked '(podkr. własne)'", PK16,
              quote="Stopień winy powoda graniczy z umyślnością, […] naruszenia obowiązków przez tę pracownicę były łatwe do wykrycia przy dołożeniu choćby minimalnej staranności w wykonywaniu nadzoru przez powoda",
              anchor={"odeslanie": "Sąd ten dodał"}, anchor_resolved=R_PK16, tags=["gap_bracket", "emphasis_own", "implicit_anchor"]),
        claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "whole quotation inside parentheses with no introducing verb; the ruling is the paragraph's (III PK 16/10)", PK16,
              quote="Fakt, że nadzór był wadliwie zorganizowany lub nienależycie wykonywany przez innych pracowników nie może wpływać na ocenę rażącego naruszenia obowiązków przez powoda.",
              anchor={}, anchor_resolved=R_PK16, tags=["quote_in_parentheses", "implicit_anchor", "source_negations"]),
        claim("C07", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "faithful paraphrase of the operative part: 'uchyla zaskarżony wyrok i sprawę przekazuje Sądowi Okręgowemu do ponownego rozpoznania' on the bank's skarga kasacyjna", PK16,
              claim_text="w tamtej sprawie Sąd Najwyższy uwzględnił skargę kasacyjną banku, uchylił wyrok Sądu Okręgowego i przekazał sprawę do ponownego rozpoznania",
              anchor={"odeslanie": "w tamtej sprawie"}, anchor_resolved=R_PK16, also_acceptable=["WYMAGA_OSADU"], tags=["procedural_paraphrase"]),
        claim("C08", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "second sentence of art. 8 k.p., introduced as 'Zgodnie z jej drugim zdaniem:'", KP,
              quote="Takie działanie lub zaniechanie uprawnionego nie jest uważane za wykonywanie prawa i nie korzysta z ochrony.",
              anchor={"przepis": "art. 8 k.p."}, article="8", tags=["sentence_of_article", "source_negations"]),
        claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'W powołanym wyroku' = III PK 16/10; short verbatim sentence in marks after an unmarked verbatim paraphrase", PK16,
              quote="Pracodawca ma prawo kierować się własnym interesem",
              anchor={"odeslanie": "W powołanym wyroku"}, anchor_resolved=R_PK16, tags=["implicit_anchor", "fragment"]),
        claim("C10", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "faithful paraphrase of the holding (III PK 16/10: wadliwe zorganizowanie kontroli ... mogło by być rozważane w odniesieniu do odpowiedzialności materialnej ... To zagadnienie nie jest jednak przedmiotem rozpoznawanej sprawy)", PK16,
              claim_text="Według Sądu Najwyższego wadliwe zorganizowanie kontroli przez pracodawcę może być rozważane w odniesieniu do odpowiedzialności materialnej pracownika za szkodę, a nie przy ocenie rozwiązania umowy o pracę bez wypowiedzenia.",
              anchor={"organ": "Sądu Najwyższego"}, anchor_resolved=R_PK16, also_acceptable=["ZWERYFIKOWANY"], tags=["holding_paraphrase"]),
        claim("C11", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 117 § 1 k.p. verbatim after 'który stanowi:'", KP,
              quote="Pracownik nie ponosi odpowiedzialności za szkodę w takim zakresie, w jakim pracodawca lub inna osoba przyczyniły się do jej powstania albo zwiększenia.",
              anchor={"przepis": "art. 117 § 1 k.p."}, article="117", tags=["source_negations"]),
        claim("C12", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "fragment of art. 58 zd. 1 k.p., quotation inside dashes starting mid-sentence", KP,
              quote="przysługuje w wysokości wynagrodzenia za okres wypowiedzenia",
              anchor={"przepis": "art. 58 zd. 1 k.p."}, article="58", tags=["fragment", "between_dashes"]),
    ],
}
