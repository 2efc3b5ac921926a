#!/bin/sh
# Rebuilds the plain-text and block-quotation fixtures (python3;
# LibreOffice 7.x headless for the ODT and DOCX forms). The tables
# (tabela.md, tabela_ramka.txt, tabela_tab.txt) are written by hand.
set -e
cd "$(dirname "$0")"
python3 make.py
soffice --headless --convert-to odt bloki.fodt >/dev/null
soffice --headless --convert-to docx:"MS Word 2007 XML" bloki.fodt >/dev/null
