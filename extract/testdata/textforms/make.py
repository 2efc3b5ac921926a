#!/usr/bin/env python3
"""Writes the block-quotation fixtures bloki.md, bloki.txt and bloki.fodt
from one list of paragraphs (make.sh converts the FODT to ODT and DOCX):
block quotations without quotation marks introduced by a colon — one
ending with the quoted court's own „(tak: …)”, one with „(por. …)” — and
an e-mail's reply under „W dniu … napisał(a):”, which is no quotation."""
from xml.sax.saxutils import escape

P, Q = "p", "q"  # running text; a block quotation
paras = [
    (P, "Notatka: najem pojazdu zastępczego i rękojmia za wady budynku"),
    (P, "Klientka pyta, czy ubezpieczyciel sprawcy musi jej zwrócić koszt najmu auta na czas naprawy. Samochód "
        "klientki był naprawiany przez trzy tygodnie w warsztacie wskazanym przez ubezpieczyciela, a klientka codziennie "
        "dojeżdża nim do pracy oddalonej o czterdzieści kilometrów od miejsca zamieszkania. Ubezpieczyciel odmówił zwrotu "
        "kosztów najmu, twierdząc, że klientka mogła korzystać z komunikacji publicznej, a wybrana przez nią wypożyczalnia "
        "stosowała stawki wyższe niż przeciętne na lokalnym rynku. Poniżej omawiam orzecznictwo, które pozwala ocenić "
        "zasadność tego stanowiska, oraz wskazuję, jakie dokumenty klientka powinna zgromadzić przed wniesieniem pozwu."),
    (P, "Sąd Najwyższy w wyroku z dnia 9 października 2020 r., II CSK 9903/19, wskazał:"),
    (Q, ["Obowiązek ubezpieczyciela obejmuje celowe i ekonomicznie uzasadnione wydatki na najem pojazdu zastępczego,",
         "poniesione przez poszkodowanego w okresie naprawy pojazdu uszkodzonego (tak: wyrok Sądu Najwyższego",
         "z dnia 12 czerwca 2019 r., sygn. V CSK 9977/18)."]),
    (P, "W tym samym wyroku Sąd Najwyższy dodał:"),
    (Q, ["Poszkodowany nie ma przy tym obowiązku korzystania z najtańszej oferty dostępnej na rynku, o ile wybrana",
         "przez niego stawka nie odbiega rażąco od stawek rynkowych (por. uchwała Sądu Najwyższego z dnia 19 maja",
         "2011 r., III CZP 9988/10)."]),
    (P, "Sąd Najwyższy podkreślił również:"),
    (Q, ["Ubezpieczyciel może odmówić zwrotu kosztów najmu wyłącznie z tego powodu, że poszkodowany mógł",
         "korzystać z komunikacji publicznej."]),
    (P, "Odrębnie klient pyta o obniżenie ceny budynku. Sąd Najwyższy w uchwale z dnia 5 lipca 2002 r., III CZP 39/02, rozstrzygnął to zagadnienie następująco:"),
    (Q, ["Po upływie terminu wskazanego w art. 568 § 1 k.c. roszczenie kupującego o obniżenie ceny rzeczy",
         "wadliwej wygasa i nie może być skutecznie dochodzone przed sądem."]),
    (P, "Z powyższego wynika, że roszczenie klientki o zwrot kosztów najmu jest zasadne. Klientka powinna przedstawić "
        "umowę najmu pojazdu, faktury wypożyczalni, potwierdzenie okresu naprawy wystawione przez warsztat oraz zestawienie "
        "stawek innych wypożyczalni z jej okolicy, aby wykazać, że wybrana stawka nie odbiegała rażąco od rynkowych. "
        "Warto także udokumentować odległość do miejsca pracy i brak dogodnego połączenia komunikacją publiczną, choć "
        "w świetle przytoczonego orzecznictwa nie jest to warunkiem zwrotu kosztów. Proponuję skierować do ubezpieczyciela "
        "wezwanie do zapłaty z siedmiodniowym terminem, a po jego bezskutecznym upływie wnieść pozew do sądu rejonowego."),
    (P, "W dniu 2 grudnia 2026 o 18:40 Anna Kowalczyk napisał(a):"),
    (Q, ["Panie Mecenasie, ubezpieczyciel twierdzi, że mogłam jeździć autobusem i że nie zwróci",
         "mi kosztów wynajmu samochodu, bo stawka była za wysoka."]),
]


def md():
    out = []
    for k, t in paras:
        out.append("\n".join("> " + l for l in t) if k == Q else t)
    return "\n\n".join(out) + "\n"


def txt():
    out = []
    for k, t in paras:
        # The reply indented by a tab, as a mail client indents it; the
        # quotations by four spaces.
        ind = "\t" if k == Q and t[0].startswith("Panie") else "    "
        out.append("\n".join(ind + l for l in t) if k == Q else t)
    return "\n\n".join(out) + "\n"


FODT = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:font-face-decls>
  <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman" style:font-pitch="variable"/>
 </office:font-face-decls>
 <office:styles>
  <style:default-style style:family="paragraph">
   <style:text-properties style:font-name="Liberation Serif" fo:font-size="12pt" fo:language="pl" fo:country="PL"/>
  </style:default-style>
  <style:style style:name="Standard" style:family="paragraph" style:class="text"/>
  <style:style style:name="Tresc" style:family="paragraph" style:parent-style-name="Standard">
   <style:paragraph-properties fo:text-align="justify" fo:margin-top="0cm" fo:margin-bottom="0.2cm"/>
  </style:style>
  <style:style style:name="Wciecie" style:display-name="Wcięcie" style:family="paragraph" style:parent-style-name="Tresc">
   <style:paragraph-properties fo:margin-left="1.25cm" fo:margin-right="0cm"/>
  </style:style>
 </office:styles>
 <office:automatic-styles>
  <style:page-layout style:name="pm1">
   <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2.5cm" fo:margin-right="2.5cm"/>
  </style:page-layout>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Standard" style:page-layout-name="pm1"/>
 </office:master-styles>
 <office:body>
  <office:text>
%s
  </office:text>
 </office:body>
</office:document>
"""


def fodt():
    ps = []
    for k, t in paras:
        if k == Q:
            ps.append('<text:p text:style-name="Wciecie">%s</text:p>' % escape(" ".join(t)))
        else:
            ps.append('<text:p text:style-name="Tresc">%s</text:p>' % escape(t))
    return FODT % "\n".join(ps)


for name, f in (("bloki.md", md), ("bloki.txt", txt), ("bloki.fodt", fodt)):
    with open(name, "w", encoding="utf-8") as fh:
        fh.write(f())
