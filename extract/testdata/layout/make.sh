#!/bin/sh
# Rebuilds the layout fixtures (LibreOffice 7.x, headless; python3).
set -e
cd "$(dirname "$0")"
# pismo: block quotations, a table, endnotes, numbered points.
soffice --headless --convert-to odt pismo.fodt >/dev/null
soffice --headless --convert-to docx:"MS Word 2007 XML" pismo.fodt >/dev/null
soffice --headless --convert-to pdf pismo.fodt >/dev/null
# notatka.pdf: a table printed by a browser (cells drawn one after another).
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf=notatka.pdf notatka.html 2>/dev/null
# tabela: two tables of rulings with cells wrapped over several lines, the
# signature in the first column of one and in the second of the other.
soffice --headless --convert-to odt tabela.fodt >/dev/null
soffice --headless --convert-to docx:"MS Word 2007 XML" tabela.fodt >/dev/null
soffice --headless --convert-to pdf tabela.fodt >/dev/null
# cytaty: block quotations marked only through w:basedOn chains and run
# sizes (cytaty.py writes the DOCX); LibreOffice's ODT of it sets the run
# sizes on text:span automatic styles; the last quotation runs over the
# PDF's page break.
python3 cytaty.py
soffice --headless --convert-to odt cytaty.docx >/dev/null
soffice --headless --convert-to pdf cytaty.docx >/dev/null
# wyciagi: the same through ODF automatic styles (parent chains,
# fo:margin-left, fo:font-size in points and percent, spans).
soffice --headless --convert-to odt wyciagi.fodt >/dev/null
soffice --headless --convert-to pdf wyciagi.fodt >/dev/null
# wiersze: rows „ruling | quoted thesis | relevance” whose thesis or other
# cells name a provision (the row's ruling is the source), and a running
# sentence quoting a ruling that quotes an article.
soffice --headless --convert-to odt wiersze.fodt >/dev/null
soffice --headless --convert-to docx:"MS Word 2007 XML" wiersze.fodt >/dev/null
soffice --headless --convert-to pdf wiersze.fodt >/dev/null
# pozycje: a report's table „Lp. | Zagadnienie | Sygnatura | Sąd / data |
# Teza” (the court and a numeric date in one cell, a wrong year in row 3)
# and paragraphs that refer back to its rows („z poz. 2”, „z pozycji 2”):
# pandoc's DOCX of the HTML, LibreOffice's ODT and PDF of it, a browser's PDF.
pandoc -f html -t docx -o pozycje.docx pozycje.html
soffice --headless --convert-to odt pozycje.docx >/dev/null
soffice --headless --convert-to pdf pozycje.odt >/dev/null
mv pozycje.pdf pozycje-lo.pdf
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf=pozycje.pdf pozycje.html 2>/dev/null
# tytul: a pleading's centred title wrapped onto a short centred line (its
# signature's number), a short centred title over a centred subtitle.
soffice --headless --convert-to pdf tytul.fodt >/dev/null
