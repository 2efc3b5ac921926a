import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "llmmd"
A96 = {"sygnatura": "V C 96/14", "data": "19 września 2014 r.", "organ": "Sądu Rejonowego w Trzebnicy, V Zamiejscowy Wydział Cywilny z siedzibą w Miliczu"}
A45 = {"sygnatura": "I C 45/14", "data": "24 października 2014 r.", "organ": "Sądu Rejonowego dla Warszawy-Śródmieścia w Warszawie"}
R1863 = {"sygnatura": "I C 1863/12", "data": "2014-10-22", "organ": "Sąd Rejonowy w Świdnicy"}

TRUTH = {
    "memo": "memo_b03",
    "outcome": "blocked",
    "not_claims": [],
    "claims": [
        claim("C01", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "bullet under a heading; the bold **Źródło:** line AFTER the bullets gives V C 96/14", S_96,
              quote="Przez zawarcie umowy obowiązkowego ubezpieczenia OC ubezpieczyciel zobowiązuje się do zapłacenia odszkodowania za szkody powstałe w związku z ruchem pojazdu, zaś posiadacz pojazdu mechanicznego zobowiązuje się do zapłaty składki.",
              anchor=A96, tags=["source_line_after", "llm_bullet"]),
        claim("C02", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "V C 96/14 says 'na okres 12 miesięcy'; the answer writes 24", S_96,
              quote="W myśl art. 26 ustawy umowę ubezpieczenia OC posiadaczy pojazdów mechanicznych zawiera się na okres 24 miesięcy.",
              anchor=A96, material_change=True, tags=["number_changed", "source_line_after", "llm_bullet"]),
        claim("C03", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "bullet, quote after a dash; Źródło line after", S_96,
              quote="Składka ubezpieczeniowa może być opłacana z góry za cały okres odpowiedzialności zakładu ubezpieczeń albo w ratach, których wysokość i terminy płatności zostały ustalone w umowie.",
              anchor=A96, tags=["source_line_after", "llm_bullet"]),
        claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "I C 45/14 via the Źródło line after the bullets", S_45,
              quote="Obowiązek naprawienia szkody przez wypłatę odpowiedniej sumy pieniężnej powstaje z chwilą wyrządzenia szkody i nie jest uzależniony od tego, czy poszkodowany dokonał naprawy rzeczy i czy w ogóle zamierza ją naprawiać.",
              anchor=A45, tags=["source_line_after", "llm_bullet"]),
        claim("C05", "cytat_doslowny", "cosmetic", "ZMODYFIKOWANY", "typo 'samochodowgo' for 'samochodowego' (one letter dropped), nothing of substance", S_45,
              quote="Jeżeli nie kwestionuje się uprawnienia do wyboru przez poszkodowanego warsztatu samochodowgo mającego dokonać naprawy, miarodajne w tym zakresie powinny być ceny stosowane właśnie przez ten warsztat naprawczy.",
              anchor=A45, tags=["typo", "source_line_after", "llm_bullet"]),
        claim("C06", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "I C 45/14: 'ceny stosowane przez zakład naprawczy, mogą one odbiegać'; the answer writes 'nie mogą one odbiegać' — negation added", S_45,
              quote="Z powyższego wynika, iż powód jest uprawniony do wyboru zakładu naprawczego zaś ceny stosowane przez zakład naprawczy, nie mogą one odbiegać od średnich cen rynkowych na lokalnym rynku.",
              anchor=A45, material_change=True, tags=["negation_added", "source_line_after", "llm_bullet"]),
        claim("C07", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "fabricated: II CSK 476/12 of 7 marca 2013 r. is in no library source (an LLM-invented signature), and the quoted thesis is in no source either", None,
              quote="poszkodowany nie ma obowiązku korzystania z warsztatu wskazanego przez ubezpieczyciela, a odmowa skorzystania z takiej propozycji nie uzasadnia obniżenia odszkodowania",
              anchor={"sygnatura": "II CSK 476/12", "data": "7 marca 2013 r.", "organ": "Sąd Najwyższy"}, also_acceptable=["NIEZWERYFIKOWANY"],
              tags=["fabricated_signature", "signature_not_in_library", "source_line_after"]),
        claim("C08", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "verbatim in I C 1863/12, but dated 22 listopada 2014 r.; the judgment is of 22 października 2014 r.", S_1863,
              quote="Przy określaniu wysokości zadośćuczynienia podstawowe znaczenie ma stopień natężenia krzywdy, a więc cierpień fizycznych i ujemnych doznań psychicznych.",
              anchor={"sygnatura": "I C 1863/12", "data": "22 listopada 2014 r.", "organ": "Sądu Rejonowego w Świdnicy"}, tags=["wrong_date", "source_line_after"]),
        claim("C09", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 316 § 1 k.p.c., first clause, after 'stanowi, że'; markdown footnote names the act again", KPC,
              quote="Po zamknięciu rozprawy sąd wydaje wyrok, biorąc za podstawę stan rzeczy istniejący w chwili zamknięcia rozprawy",
              anchor={"przepis": "art. 316 § 1 k.p.c."}, article="316", tags=["fragment", "markdown_footnote"]),
        claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I C 1863/12; signature with the right date only in markdown footnote [^2] (the section's Źródło line above has the wrong date)", S_1863,
              quote="Obejmuje ono wszystkie cierpienia fizyczne i psychiczne, zarówno już doznane, jak i te, które zapewne wystąpią w przyszłości.",
              anchor={"sygnatura": "I C 1863/12", "data": "22 października 2014 r.", "organ": "SR w Świdnicy"}, tags=["markdown_footnote", "signature_in_footnote"]),
    ],
}
