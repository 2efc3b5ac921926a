#!/bin/sh
# Rebuilds the block-quotation fixtures (LibreOffice 7.x, headless):
# bloki.fodt (a block quotation, style Blok, introduced by a ruling's
# signature, then „W tym samym wyroku”, „W tym samym uzasadnieniu”,
# „Dalej Sąd wskazał”) as ODT and DOCX.
set -e
cd "$(dirname "$0")"
soffice --headless --convert-to odt bloki.fodt >/dev/null
soffice --headless --convert-to docx:"MS Word 2007 XML" bloki.fodt >/dev/null
# wprowadzenia.fodt: lead-ins ending with a colon before a dash bullet
# quotation and an unmarked block quotation, a por. ruling, advice items
# naming rulings („Odpowiedzieć …, z powołaniem omówionego wyżej wyroku”),
# as ODT, DOCX and PDF.
soffice --headless --convert-to odt wprowadzenia.fodt >/dev/null
soffice --headless --convert-to docx:"MS Word 2007 XML" wprowadzenia.fodt >/dev/null
soffice --headless --convert-to pdf wprowadzenia.fodt >/dev/null
