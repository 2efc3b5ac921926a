#!/bin/sh
# Rebuilds the source-line fixtures (pandoc 3.x, LibreOffice 7.x headless):
# an LLM answer in Markdown whose „Źródło:” lines stand AFTER the bullets
# they give the source of; pandoc's DOCX of it, LibreOffice's PDF of that.
set -e
cd "$(dirname "$0")"
pandoc odpowiedz.md -o odpowiedz.docx
soffice --headless --convert-to pdf odpowiedz.docx >/dev/null
