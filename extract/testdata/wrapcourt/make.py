#!/usr/bin/env python3
"""Writes the wrapped-court fixtures: a short legal opinion whose
procedural fact „Sąd Okręgowy w Toruniu oddalił apelację …” carries its
ruling in a footnote (after a sentence citing it in another) (VIII Ca 506/14 of the test library: the court
dismissed the DEFENDANT's appeal) and whose court's name is wrapped at the
end of a line, between „Sąd” and „Okręgowy”, in the PDF LibreOffice
writes (justified text; the padding sentence before it is chosen so that
the line breaks there). sad.fodt states the right party („pozwanego”),
sad-zmiana.fodt the wrong one („powoda”). make.sh turns each into PDF,
ODT and DOCX; the DOCX and ODT keep the sentence on one line."""

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
   <style:paragraph-properties fo:text-align="justify" fo:margin-bottom="0.2cm"/>
  </style:style>
  <style:style style:name="Naglowek" style:family="paragraph" style:parent-style-name="Standard">
   <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/>
   <style:text-properties fo:font-size="14pt" fo:font-weight="bold"/>
  </style:style>
  <style:style style:name="Przypis" style:family="paragraph" style:parent-style-name="Standard">
   <style:text-properties fo:font-size="10pt"/>
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
<text:p text:style-name="Naglowek">Opinia prawna</text:p>
"""

TAIL = """<text:p text:style-name="Tresc">r. pr. Jan Kowalski</text:p>
  </office:text>
 </office:body>
</office:document>
"""

# The sentences before the court: the first cites the ruling in note 1,
# the padding's length puts „Sąd” at the end of a line.
FIRST = ("W sprawie o ceny części zamiennych sąd wskazał, że ubezpieczyciel nie może "
         "zaniżyć odszkodowania.")
PAD = "Pojazd miał części oryginalne i był regularnie serwisowany w stacji."


def note(n, text):
    return ('<text:note text:id="ftn%d" text:note-class="footnote"><text:note-citation>%d</text:note-citation>'
            '<text:note-body><text:p text:style-name="Przypis">%s</text:p></text:note-body></text:note>' % (n, n, text))


def write(name, party, pad=PAD):
    body = ('<text:p text:style-name="Tresc">%s%s %s Sąd Okręgowy w Toruniu oddalił apelację %s.%s</text:p>\n'
            % (FIRST, note(1, "Wyrok Sądu Okręgowego w Toruniu z dnia 3 grudnia 2014 r., VIII Ca 506/14."), pad, party,
               note(2, "Wyrok z dnia 3 grudnia 2014 r., VIII Ca 506/14, pkt 1 sentencji.")))
    body += ('<text:p text:style-name="Tresc">Moim zdaniem Klient powinien zachować faktury za części '
             'i robociznę, bo tylko nimi wykażemy rzeczywisty koszt naprawy.</text:p>\n')
    with open(name, "w", encoding="utf-8") as f:
        f.write(HEAD + body + TAIL)


if __name__ == "__main__":
    write("sad.fodt", "pozwanego")
    write("sad-zmiana.fodt", "powoda")
