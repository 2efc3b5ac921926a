#!/bin/sh
# Rebuilds memo.docx and memo.pdf from memo.fodt (a flat ODT written by hand,
# with real footnotes and an indented block quotation) with LibreOffice:
#   sh make.sh      (Debian: apt-get install libreoffice-writer)
# memo.md is the same memo in Markdown, written by hand.
set -e
cd "$(dirname "$0")"
soffice --headless --convert-to docx:"MS Word 2007 XML" memo.fodt >/dev/null
soffice --headless --convert-to pdf memo.fodt >/dev/null
