#!/bin/sh
# Rebuilds the wrapped-court fixtures (LibreOffice 7.x, headless; python3): see make.py.
set -e
cd "$(dirname "$0")"
python3 make.py
for f in sad*.fodt; do
	soffice --headless --convert-to odt "$f" >/dev/null
	soffice --headless --convert-to docx:"MS Word 2007 XML" "$f" >/dev/null
	soffice --headless --convert-to pdf "$f" >/dev/null
done
