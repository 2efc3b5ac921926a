#!/bin/sh
# Rebuilds the reference-list fixtures (pandoc 3.x, LibreOffice 7.x
# headless): an LLM answer in Markdown citing its sources with "[n]" marks
# (after a space, a mark used twice) listed at its end under „Źródła:”;
# pandoc's DOCX of it, LibreOffice's PDF of that.
set -e
cd "$(dirname "$0")"
pandoc odpowiedz.md -o odpowiedz.docx
soffice --headless --convert-to pdf odpowiedz.docx >/dev/null
