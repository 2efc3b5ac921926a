#!/bin/sh
# Rebuilds the layout fixtures from pismo.fodt (LibreOffice 7.x, headless).
set -e
cd "$(dirname "$0")"
soffice --headless --convert-to odt pismo.fodt >/dev/null
soffice --headless --convert-to docx:"MS Word 2007 XML" pismo.fodt >/dev/null
soffice --headless --convert-to pdf pismo.fodt >/dev/null
# notatka.pdf: a table printed by a browser (cells drawn one after another).
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf=notatka.pdf notatka.html 2>/dev/null
