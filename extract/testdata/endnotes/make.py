#!/usr/bin/env python3
"""Writes the endnote fixtures: a legal opinion whose notes are LibreOffice
endnotes (text:note-class="endnote"), citing three rulings of the test
library, with „W przywołanej uchwale”, „Tamże”, „op. cit.” and „Ibidem”
after a note. opinia-<num>.fodt quotes faithfully, opinia-<num>-zmiana.fodt
drops the negation of every quotation; <num> is the endnotes' numbering
(arabic "1", roman "i", LibreOffice's default for endnotes, or letters
"a"); in opinia-slowo the roman marks stand right after the last word,
before the full stop ("sprzedanejii."); in opinia-mieszane notes 1 and 4
are footnotes, so that footnotes 1, 2 and endnotes 1…4 share numbers, and
the fourth paragraph starts page 2; in opinia-dlugie the second note runs
over some ten lines; in opinia-sygnatura the fourth note's mark stands
right after a case signature's digits ("III KRS 2/02⁴"), and an article's
superscript ("art. 556¹ k.c.") stands in the body too. make.sh turns each into ODT, DOCX
and PDF."""

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
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
   <style:paragraph-properties fo:text-align="justify" fo:margin-bottom="0.2cm" fo:text-indent="1cm"/>
  </style:style>
  <style:style style:name="TrescStrona" style:family="paragraph" style:parent-style-name="Tresc">
   <style:paragraph-properties fo:break-before="page"/>
  </style:style>
  <style:style style:name="Naglowek" style:family="paragraph" style:parent-style-name="Standard">
   <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/>
   <style:text-properties fo:font-size="14pt" fo:font-weight="bold"/>
  </style:style>
  <style:style style:name="Przypis" style:family="paragraph" style:parent-style-name="Standard">
   <style:text-properties fo:font-size="10pt"/>
  </style:style>
  <text:notes-configuration text:note-class="endnote" style:num-format="%s" text:start-value="0"/>
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
<text:p text:style-name="Naglowek">Opinia prawna</text:p>
"""

TAIL = """<text:p text:style-name="Tresc">r. pr. Jan Kowalski</text:p>
  </office:text>
 </office:body>
</office:document>
"""

# (body before the quotation, quotation, its changed form, note after it or
# None, body after it)
PARAS = [
    [("Sąd Najwyższy przyjął, że przepis art. 691 k.c. w nowym brzmieniu „",
      "nie ma zastosowania dla oceny przesłanek wstąpienia w stosunek najmu po najemcy zmarłym przed wejściem w życie tej ustawy",
      "ma zastosowanie dla oceny przesłanek wstąpienia w stosunek najmu po najemcy zmarłym przed wejściem w życie tej ustawy",
      "”.", "Uchwała SN z dnia 5 lipca 2002 r., III CZP 36/02."),],
    [("Odrębnie należy ocenić roszczenia z tytułu rękojmi za wady rzeczy sprzedanej.", None, None, "",
      "Uchwała SN z dnia 5 lipca 2002 r., III CZP 39/02."),
     (" W przywołanej uchwale Sąd Najwyższy podkreślił, że „",
      "roszczenie kupującego o obniżenie ceny rzeczy wadliwej wygasa i nie może być skutecznie dochodzone przed sądem",
      "roszczenie kupującego o obniżenie ceny rzeczy wadliwej wygasa i może być skutecznie dochodzone przed sądem",
      "”.", None)],
    [("Sąd ten przytoczył także stanowisko, że „",
      "Dla zachowania tego terminu nie wystarczy zatem zgłoszenie sprzedawcy żądania obniżenia ceny",
      "Dla zachowania tego terminu wystarczy zatem zgłoszenie sprzedawcy żądania obniżenia ceny",
      "”.", "Tamże."),],
    [("W sprawach sędziowskich Sąd Najwyższy stwierdził, że „",
      "Sąd Najwyższy rozpatrujący odwołanie od odmownej uchwały w tym przedmiocie nie może wyrazić zgody na dalsze zajmowanie stanowiska przez sędziego",
      "Sąd Najwyższy rozpatrujący odwołanie od odmownej uchwały w tym przedmiocie może wyrazić zgodę na dalsze zajmowanie stanowiska przez sędziego",
      "”.", "Wyrok SN z dnia 27 marca 2002 r., III KRS 2/02."),],
    [("Wracając do najmu, należy zauważyć, że „",
      "Okoliczność ta nie ma znaczenia na gruncie obowiązującego art. 691 k.c.",
      "Okoliczność ta ma znaczenie na gruncie obowiązującego art. 691 k.c.",
      "”", "Uchwała SN III CZP 36/02, op. cit."),
     (" Podobnie „",
      "posiadanie tytułu prawnego do zamieszkiwania w innym lokalu nie stanowi już przesłanki negatywnej",
      "posiadanie tytułu prawnego do zamieszkiwania w innym lokalu stanowi już przesłankę negatywną",
      "”.", "Ibidem.")],
]


def note(n, text, cls="endnote"):
    return ('<text:note text:id="en%d" text:note-class="%s"><text:note-citation>%d</text:note-citation>'
            '<text:note-body><text:p text:style-name="Przypis">%s</text:p></text:note-body></text:note>' % (n, cls, n, text))


# A long second note (opinia-dlugie): it runs over more lines than a short
# note, discussing the ruling before the next note opens.
LONG = ("Uchwała SN z dnia 5 lipca 2002 r., III CZP 39/02. Na temat charakteru terminu do dochodzenia "
        "uprawnień z tytułu rękojmi w piśmiennictwie wypowiadano różne poglądy: jedni autorzy traktują go jako "
        "termin przedawnienia, inni jako termin zawity prawa materialnego, po którego upływie uprawnienie "
        "wygasa. ") * 4


# opinia-sygnatura: the second paragraph names an article with a
# superscript, the fourth puts its note right after the signature.
SUP_STYLE = ('<style:style style:name="Sup" style:family="text"><style:text-properties '
             'style:text-position="super 58%"/></style:style>\n')
SIGNATURE_PARAS = PARAS[:1] + [
    [(PARAS[1][0][0][:-1] + ' (por. art. 556<text:span text:style-name="Sup">1</text:span> k.c.).',) + PARAS[1][0][1:]] + PARAS[1][1:],
    PARAS[2],
    [("W wyroku z dnia 27 marca 2002 r., III KRS 2/02", None, None, "", "Wyrok SN z dnia 27 marca 2002 r., III KRS 2/02."),
     (" Sąd Najwyższy stwierdził, że „", PARAS[3][0][1], PARAS[3][0][2], "”.", None)],
] + PARAS[4:]


def write(name, numfmt, changed, inword=False, mixed=False, long=False, paras=PARAS):
    """mixed: notes 1 and 4 are footnotes (numbered 1, 2 apart from the
    endnotes 1…4), and the fourth paragraph starts a new page."""
    out = [HEAD % numfmt]
    if paras is SIGNATURE_PARAS:
        out[0] = out[0].replace(" <office:automatic-styles>\n", " <office:automatic-styles>\n  " + SUP_STYLE)
    n = 0
    for k, para in enumerate(paras):
        style = "TrescStrona" if mixed and k == 3 else "Tresc"
        s = '<text:p text:style-name="%s">' % style
        for before, quote, change, after, nt in para:
            s += before
            if quote:
                s += change if changed else quote
            if inword and nt:  # the mark after the last word
                if not quote and before.endswith("."):
                    s = s[:-1]
                    after = "."
                n += 1
                s += note(n, nt) + after
            else:
                s += after
                if nt:
                    n += 1
                    if long and n == 2:
                        nt = LONG.strip()
                    s += note(n, nt, "footnote" if mixed and n in (1, 4) else "endnote")
        out.append(s + "</text:p>\n")
    out.append(TAIL)
    with open(name, "w", encoding="utf-8") as f:
        f.write("".join(out))


for fmt, tag, inword, mixed, long in (("1", "arabic", False, False, False), ("i", "roman", False, False, False),
                                      ("a", "litery", False, False, False), ("i", "slowo", True, False, False),
                                      ("1", "mieszane", False, True, False), ("i", "dlugie", False, False, True)):
    write("opinia-%s.fodt" % tag, fmt, False, inword, mixed, long)
    write("opinia-%s-zmiana.fodt" % tag, fmt, True, inword, mixed, long)
write("opinia-sygnatura.fodt", "1", False, paras=SIGNATURE_PARAS)
write("opinia-sygnatura-zmiana.fodt", "1", True, paras=SIGNATURE_PARAS)
