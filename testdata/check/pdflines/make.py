#!/usr/bin/env python3
"""Builds the PDF line-end fixtures (issue 22, class 7) of TestPDFLineEnds.

Each entry of PARAS is one memo of one paragraph, set justified, 12 pt,
hyphenated (Polish), at a width narrow enough that a line of a few long
words is spread out by its word spaces at the place the class is about:
  NAME-chromium.pdf  from NAME.html by Chromium (--print-to-pdf; it does
                     not hyphenate Polish, so such lines come often)
  NAME-lo.pdf        from NAME.fodt by LibreOffice (hyphenation on)
Usage: python3 make.py
"""
import html, os, subprocess, sys

D = os.path.dirname(os.path.abspath(__file__))
LO_FONT = "DejaVu Serif"  # LibreOffice's text font (Chromium's: Liberation Serif)

# (name, form, width of the paragraph in cm, text); the quotations are
# verbatim from judgments of the test library (../shared/testdata/library).
PARAS = [
    # A: the signature before the quotation it anchors, on a spread-out line.
    ('signature', 'chromium', 5.6, 'Termin z art. 568 § 1 k.c. ma charakter zawity. Już w uchwale z dnia 5 lipca 2002 r., III CZP 39/02, Sąd Najwyższy wskazał: „Po upływie terminu wskazanego w art. 568 § 1 k.c. roszczenie kupującego o obniżenie ceny rzeczy wadliwej wygasa i nie może być skutecznie dochodzone przed sądem.”'),
    # B: the citation after the quotation, on a spread-out line.
    ('citation', 'chromium', 7.0, 'Odsetki należą się od dnia wezwania do zapłaty, ponieważ „Roszczenie o zadośćuczynienie staje się wymagalne nie z chwilą wydania orzeczenia, którym zostało ono przyznane przez Sąd, a już z chwilą jego zgłoszenia przez uprawnionego” (wyrok SO w Bydgoszczy z dnia 10 października 2013 r., II Ca 174/13).'),
    # C: a quotation opened mid-line runs over a spread-out line.
    ('quotation', 'chromium', 8.0, 'Pozwany przedstawia własną wersję zdarzeń, zapominając, że „Strona, kwestionująca prawidłowość zastosowania art. 233 § 1 kpc, powinna przedstawić argumenty świadczące o niezachowaniu przez sąd tych reguł. Zarzut ten nie może natomiast polegać na zaprezentowaniu przez skarżącego stanu faktycznego, ustalonego przez niego na podstawie własnej oceny dowodów” (wyrok SO w Suwałkach z dnia 15 października 2014 r., I Ca 316/14).'),
    # B: the citation after the quotation, on a spread-out line.
    ('citation', 'lo', 4.4, 'Odsetki należą się od dnia wezwania do zapłaty, ponieważ „Roszczenie o zadośćuczynienie staje się wymagalne nie z chwilą wydania orzeczenia, którym zostało ono przyznane przez Sąd, a już z chwilą jego zgłoszenia przez uprawnionego” (wyrok SO w Bydgoszczy z dnia 10 października 2013 r., II Ca 174/13).'),
    # C: a quotation opened mid-line runs over a spread-out line.
    ('quotation', 'lo', 4.8, 'Nie wystarczy zatem twierdzić, że sąd ocenił dowody wadliwie, bowiem „Strona, kwestionująca prawidłowość zastosowania art. 233 § 1 kpc, powinna przedstawić argumenty świadczące o niezachowaniu przez sąd tych reguł. Zarzut ten nie może natomiast polegać na zaprezentowaniu przez skarżącego stanu faktycznego, ustalonego przez niego na podstawie własnej oceny dowodów” (wyrok SO w Suwałkach z dnia 15 października 2014 r., I Ca 316/14).'),
]


def write_html(path, paras):
    ps = "\n".join(f'<p style="width: {w}cm">{html.escape(t, quote=False)}</p>' for w, t in paras)
    with open(path, "w") as f:
        f.write(f'''<!DOCTYPE html>
<html lang="pl"><head><meta charset="utf-8"><title>Notatka</title><style>
@page {{ size: 21cm 29.7cm; margin: 2cm; }}
body {{ font-family: "Liberation Serif"; font-size: 12pt; line-height: 1.3; text-align: justify; hyphens: auto; }}
p {{ margin: 0 0 8pt 0; }}
</style></head><body>
{ps}
</body></html>
''')


def write_fodt(path, paras):
    styles = "\n".join(
        f'<style:style style:name="P{i}" style:family="paragraph"><style:paragraph-properties fo:text-align="justify" '
        f'fo:margin-bottom="0.3cm" fo:margin-right="{17 - w:.2f}cm"/><style:text-properties fo:hyphenate="true" '
        f'fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/></style:style>'
        for i, (w, _) in enumerate(paras))
    body = "\n".join(f'<text:p text:style-name="P{i}">{html.escape(t, quote=False)}</text:p>' for i, (_, t) in enumerate(paras))
    with open(path, "w") as f:
        f.write(f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="{LO_FONT}" fo:font-family="'{LO_FONT}'" fo:font-size="12pt" fo:language="pl" fo:country="PL"/></style:default-style>
</office:styles>
<office:automatic-styles>
{styles}
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>
<office:body><office:text>
{body}
</office:text></office:body></office:document>
''')


def build(name, paras_html, paras_fodt, outdir=D):
    if paras_html:
        h = os.path.join(outdir, name + ".html")
        write_html(h, paras_html)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        "--print-to-pdf=" + os.path.join(outdir, name + "-chromium.pdf"), h], check=True, capture_output=True)
    if paras_fodt:
        f = os.path.join(outdir, name + ".fodt")
        write_fodt(f, paras_fodt)
        subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", outdir, f], check=True, capture_output=True)
        os.replace(os.path.join(outdir, name + ".pdf"), os.path.join(outdir, name + "-lo.pdf"))


if __name__ == "__main__":
    for name, form, w, t in PARAS:
        build(name, [(w, t)] if form == "chromium" else None, [(w, t)] if form == "lo" else None)
