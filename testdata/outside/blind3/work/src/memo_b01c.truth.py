import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *

STYLE = "llm"
CLEAN = os.path.basename(__file__).startswith("memo_b01c")
NAME = "memo_b01c" if CLEAN else "memo_b01"
S74 = {"sygnatura": "I C 74/14", "data": "29 maja 2014 r.", "organ": "Sąd Okręgowy w Krakowie"}
R74 = {"sygnatura": "I C 74/14", "data": "2014-05-29", "organ": "Sąd Okręgowy w Krakowie"}
S238 = {"sygnatura": "I C 238/13", "data": "25 września 2014 r.", "organ": "SO w Gliwicach"}
S393 = {"sygnatura": "I C 393/13", "data": ("7 listopada 2014 r." if CLEAN else "7 października 2014 r."), "organ": "SO w Siedlcach"}

claims = [
    claim("C01", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 415 k.c. verbatim (whole article), straight ASCII quotes", KC,
          quote="Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.", anchor={"przepis": "art. 415 k.c."}, article="415"),
    claim("C02", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 6 k.c. verbatim after 'stanowi, że'", KC,
          quote="Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.", anchor={"przepis": "art. 6 k.c."}, article="6"),
    claim("C03", "cytat_doslowny", "statute_verbatim", "ZWERYFIKOWANY", "art. 481 § 1 k.c. verbatim, cut after 'żadnej szkody' (the source's own 'nie' kept)", KC,
          quote="Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek za czas opóźnienia, chociażby nie poniósł żadnej szkody",
          anchor={"przepis": "art. 481 § 1 k.c."}, article="481", tags=["cut_mid_sentence"]),
    claim("C04", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "bullet under a bold signature line; verbatim in I C 74/14", C74,
          quote="Powinno ono uwzględniać nie tylko krzywdę istniejącą w chwili orzekania, ale również taką, którą poszkodowany będzie w przyszłości na pewno odczuwać, oraz krzywdę dającą się z dużym stopniem prawdopodobieństwa przewidzieć.",
          anchor=S74, tags=["bullet_under_bold_signature"]),
    claim("C05", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "bullet that is only a quotation (no verb); verbatim in I C 74/14", C74,
          quote="Niewymierny w pełni charakter tych okoliczności sprawia, że sąd przy ustaleniu rozmiaru krzywdy i tym samym wysokości zadośćuczynienia ma pewną swobodę.",
          anchor=S74, tags=["bullet_under_bold_signature", "bullet_starts_with_ascii_quote"]),
    (claim("C06", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I C 74/14 (59%)", C74,
           quote="Powód doznał długotrwałego uszczerbku na zdrowiu, który wynosi łącznie 59%, a więc wielkość tego uszczerbku jest znaczna.",
           anchor=S74, tags=["bullet_under_bold_signature"]) if CLEAN else
     claim("C06", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "I C 74/14 says 59%; the answer writes 39% — a number changed", C74,
           quote="Powód doznał długotrwałego uszczerbku na zdrowiu, który wynosi łącznie 39%, a więc wielkość tego uszczerbku jest znaczna.",
           anchor=S74, material_change=True, tags=["bullet_under_bold_signature", "number_changed"])),
    claim("C07", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "'Sąd zaznaczył ponadto:' in a plain paragraph after the bullets — still I C 74/14 (the bold heading above)", C74,
          quote="Podkreśla się, że ocena sądu w tym względzie powinna opierać się na całokształcie okoliczności sprawy.",
          anchor={"odeslanie": "Sąd zaznaczył ponadto"}, anchor_resolved=R74, tags=["implicit_anchor", "paragraph_after_list"]),
    claim("C08", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I C 238/13; the source's own negations ('nie może', 'nie powinna') quoted faithfully", C238,
          quote="Wysokość zadośćuczynienia nie może być nadmierna i nie powinna stanowić źródła wzbogacenia, niemniej musi stanowić odczuwalną ekonomicznie wartość odpowiednią do rozmiaru poniesionej krzywdy.",
          anchor=S238, tags=["bullet_under_bold_signature", "source_negation_kept"]),
    (claim("C09", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I C 238/13", C238,
           quote="Zaburzenia rozpoznane u powódki mają charakter zaburzeń reaktywnych i przemijających z czasem.", anchor=S238,
           tags=["bullet_under_bold_signature"]) if CLEAN else
     claim("C09", "cytat_doslowny", "material", "NIEZWERYFIKOWANY", "I C 238/13: the disorders 'mają charakter' reactive and transient; the answer adds 'nie' (nie mają charakteru) — negation added", C238,
           quote="Zaburzenia rozpoznane u powódki nie mają charakteru zaburzeń reaktywnych i przemijających z czasem.", anchor=S238,
           material_change=True, tags=["bullet_under_bold_signature", "negation_added"])),
    (claim("C10", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "bullet under the I C 393/13 heading; verbatim there", C393,
           quote="Jednocześnie nie można uznać, aby kwota żądana przez powoda była adekwatna do rozmiaru krzywdy jaką odniósł na skutek obrażeń i ich następstw odniesionych w wypadku.",
           anchor=S393, tags=["bullet_under_bold_signature"]) if CLEAN else
     claim("C10", "cytat_doslowny", "misattributed", "NIEZWERYFIKOWANY", "bullet under the I C 238/13 heading; the sentence is I C 393/13's (SO Siedlce)", C238,
           quote="Jednocześnie nie można uznać, aby kwota żądana przez powoda była adekwatna do rozmiaru krzywdy jaką odniósł na skutek obrażeń i ich następstw odniesionych w wypadku.",
           anchor=S238, really_in=C393, misattributed_to="I C 238/13", tags=["bullet_under_bold_signature"])),
    claim("C11", "fakt_proceduralny", "procedural_fact_ok", "ZWERYFIKOWANY", "true: I C 238/13 awarded 28.403,28 zł to the plaintiff", C238,
          claim_text="Sąd Okręgowy w Gliwicach zasądził od pozwanego na rzecz powódki kwotę 28.403,28 zł.", anchor=S238, tags=["bullet_under_bold_signature"]),
    (claim("C12", "cytat_doslowny", "verbatim", "ZWERYFIKOWANY", "verbatim in I C 393/13", C393,
           quote="Niewątpliwie powód odczuwał przez okres kilku miesięcy dolegliwości bólowe o różnym nasileniu, jednak nie były one znaczne poza okresem operacji.",
           anchor=S393, tags=["bullet_under_bold_signature"]) if CLEAN else
     claim("C12", "cytat_doslowny", "anchor_wrong_date", "NIEZWERYFIKOWANY", "verbatim in I C 393/13, but the heading dates it 7 października 2014 r.; the judgment is of 7 listopada 2014 r.", C393,
           quote="Niewątpliwie powód odczuwał przez okres kilku miesięcy dolegliwości bólowe o różnym nasileniu, jednak nie były one znaczne poza okresem operacji.",
           anchor=S393, tags=["bullet_under_bold_signature", "wrong_date"])),
    claim("C14", "stanowisko_sadu", "paraphrase_supported", "WYMAGA_OSADU", "a conclusion bullet paraphrasing I C 74/14 (court named, no signature); supported", C74,
          claim_text="przy ustaleniu wysokości zadośćuczynienia sąd ma pewną swobodę, a ocena sądu powinna opierać się na całokształcie okoliczności sprawy",
          anchor={"organ": "Sąd Okręgowy w Krakowie"}, anchor_resolved=R74, also_acceptable=["ZWERYFIKOWANY"], tags=["court_named_without_signature"]),
]
if not CLEAN:
    claims.insert(12, claim("C13", "cytat_doslowny", "no_source", "BRAK_ZRODLA", "I CSK 617/10 is not in the library (an invented citation in an LLM answer); the quoted words stand in no library source", None,
                            quote="zadośćuczynienie nie może mieć charakteru symbolicznego, lecz musi przedstawiać ekonomicznie odczuwalną wartość",
                            anchor={"sygnatura": "I CSK 617/10", "data": "12 maja 2011 r.", "organ": "Sąd Najwyższy"}, also_acceptable=["NIEZWERYFIKOWANY"],
                            tags=["signature_not_in_library", "invented_citation"]))
TRUTH = {
    "memo": NAME,
    "outcome": "pass" if CLEAN else "blocked",
    "not_claims": ["Poszkodowany", "Bezpieczna Droga", "świadczenie wypłaca się po przedłożeniu pełnej dokumentacji medycznej"],
    "claims": claims,
}
