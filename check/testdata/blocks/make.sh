#!/bin/sh
# Rebuilds the block-quotation fixtures (LibreOffice 7.x, headless):
# bloki.fodt (a block quotation, style Blok, introduced by a ruling's
# signature, then „W tym samym wyroku”, „W tym samym uzasadnieniu”,
# „Dalej Sąd wskazał”) as ODT and DOCX.
set -e
cd "$(dirname "$0")"
soffice --headless --convert-to odt bloki.fodt >/dev/null
soffice --headless --convert-to docx:"MS Word 2007 XML" bloki.fodt >/dev/null
