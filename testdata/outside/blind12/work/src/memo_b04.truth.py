import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "mdhtml"
REF2 = {"odeslanie": "[2]"}

TRUTH = {
    "memo": "memo_b04",
    "outcome": "blocked",
    "not_claims": [],
    "claims": [
        claim("C01", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 52 § 1 k.p. 'Pracodawca może rozwiązać' quoted as 'musi rozwiązać' (może→musi)", KP,
              quote="Pracodawca musi rozwiązać umowę o pracę bez wypowiedzenia z winy pracownika w razie",
              anchor={"przepis": "art. 52 § 1 Kodeksu pracy"}, article="52", material_change=True, tags=["modal_changed", "ref_marker"]),
        claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 52 § 1 pkt 2 k.p. verbatim after 'oraz pkt 2, czyli'; the act from the same paragraph and ref [1]", KP,
              quote="popełnienia przez pracownika w czasie trwania umowy o pracę przestępstwa, które uniemożliwia dalsze zatrudnianie go na zajmowanym stanowisku, jeżeli przestępstwo jest oczywiste lub zostało stwierdzone prawomocnym wyrokiem",
              anchor={"przepis": "pkt 2"}, anchor_resolved={"przepis": "art. 52 § 1 pkt 2 k.p."}, article="52", tags=["implicit_anchor", "ref_marker"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Sąd Najwyższy zauważył' + reference [2] = III PK 16/10 (signature only in the list of sources at the end)", PK16,
              quote="pracodawca nie jest obowiązany do rozwiązywania z pracownikiem umowy bez wypowiedzenia z jego winy, mimo że zachodzą okoliczności uzasadniające takie rozwiązanie",
              anchor=REF2, anchor_resolved=R_PK16, tags=["ref_marker_only", "source_negations"]),
        claim("C04", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 52 § 2 k.p. in a Markdown block quotation: '1 miesiąca' changed to '3 miesięcy' (time limit)", KP,
              quote="Rozwiązanie umowy o pracę bez wypowiedzenia z winy pracownika nie może nastąpić po upływie 3 miesięcy od uzyskania przez pracodawcę wiadomości o okoliczności uzasadniającej rozwiązanie umowy.",
              anchor={"przepis": "Art. 52 § 2 k.p."}, article="52", material_change=True, tags=["time_limit", "block_quote_marks"]),
        claim("C05", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "III PK 16/10 'nie może wpływać' quoted as 'może wpływać' (negation dropped) — the opposite of the ruling", PK16,
              quote="Fakt, że nadzór był wadliwie zorganizowany lub nienależycie wykonywany przez innych pracowników może wpływać na ocenę rażącego naruszenia obowiązków przez powoda.",
              anchor={"sygnatura": "III PK 16/10"}, anchor_resolved=R_PK16, material_change=True, tags=["negation_dropped"]),
        claim("C06", "cytat_doslowny", "fabricated", "NIEZWERYFIKOWANY", "'W tym samym orzeczeniu' = III PK 16/10; the sentence stands nowhere (an LLM's invented thesis, contrary to the ruling)", PK16,
              quote="Pracodawca, który przez dłuższy czas toleruje nieprawidłowości w pracy podwładnych, traci możliwość powołania się na ich ciężki charakter.",
              anchor={"odeslanie": "W tym samym orzeczeniu"}, anchor_resolved=R_PK16, tags=["implicit_anchor", "llm_invented"]),
        claim("C07", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 58 zd. 2 k.p. verbatim", KP,
              quote="Jeżeli rozwiązano umowę o pracę, zawartą na czas określony albo na czas wykonania określonej pracy, odszkodowanie przysługuje w wysokości wynagrodzenia za czas, do którego umowa miała trwać, nie więcej jednak niż za 3 miesiące.",
              anchor={"przepis": "art. 58 k.p."}, article="58"),
        claim("C08", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "III PK 16/10: 'odszkodowanie w kwocie 21.000 zł' quoted as 12.000 zł (number)", PK16,
              quote="odszkodowanie w kwocie 12.000 zł, stanowiącej równowartość jego trzymiesięcznego wynagrodzenia",
              anchor={"sygnatura": "III PK 16/10"}, anchor_resolved=R_PK16, material_change=True, tags=["number_changed", "fragment"]),
        claim("C09", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "I PZP 52/94 is of 14 grudnia 1994 r.; the answer (text and reference [3]) says 1995; the quoted words are verbatim", PZP52,
              quote="Zmniejszenie zatrudnienia jest warunkiem nabycia prawa do odprawy pieniężnej",
              anchor={"sygnatura": "I PZP 52/94", "data": "14 grudnia 1995 r.", "organ": "Sąd Najwyższy"}, tags=["wrong_date", "fragment"]),
        claim("C10", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "art. 117 § 1 k.p. with the party roles swapped (Pracownik→Pracodawca, pracodawca→pracownik)", KP,
              quote="Pracodawca nie ponosi odpowiedzialności za szkodę w takim zakresie, w jakim pracownik lub inna osoba przyczyniły się do jej powstania albo zwiększenia.",
              anchor={"przepis": "Art. 117 § 1 k.p."}, article="117", material_change=True, tags=["party_role_swapped"]),
        claim("C11", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 117 § 2 k.p. verbatim; anchor '§ 2 tego artykułu'", KP,
              quote="Pracownik nie ponosi ryzyka związanego z działalnością pracodawcy, a w szczególności nie odpowiada za szkodę wynikłą w związku z działaniem w granicach dopuszczalnego ryzyka.",
              anchor={"odeslanie": "§ 2 tego artykułu"}, anchor_resolved={"przepis": "art. 117 § 2 k.p."}, article="117", tags=["implicit_anchor", "source_negations"]),
        claim("C12", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 8 zd. 1 k.p. verbatim", KP,
              quote="Nie można czynić ze swego prawa użytku, który byłby sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa lub zasadami współżycia społecznego.",
              anchor={"przepis": "art. 8 k.p."}, article="8", tags=["source_negations"]),
    ],
}
