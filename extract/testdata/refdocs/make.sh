#!/bin/sh
# Rebuilds every form of the reference-document memos from their Markdown
# (the truth). Needs python3, pandoc (2.17), LibreOffice (7.4,
# libreoffice-writer-nogui) and the development memos beside the
# repository (../shared/devset: memo_d01.docx is the devset's reference
# document). The forms are committed: the tests never run this.
#
#   ./make.sh                 # every memo
#   ./make.sh memo_r03.md     # the forms of one
set -eu
cd "$(dirname "$0")"
devref=../../../../shared/devset/memos/memo_d01.docx
[ -f "$devref" ] || { echo "make.sh: $devref not found" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 mkref.py "$tmp"
[ $# -gt 0 ] || set -- memo_r*.md
for md in "$@"; do
  memo=${md%.md}
  pandoc "$md" -o "$memo.docx" --reference-doc="$devref"          # the devset's layout
  pandoc "$md" -o "$memo.default.docx"                             # pandoc's own reference document
  pandoc "$md" -o "$memo.eleven.docx" --reference-doc="$tmp/ref-eleven.docx"
  # Superscripts as Word users type them: raised runs (w:vertAlign), not characters.
  python3 -c 'import re,sys; s=open(sys.argv[1]).read(); d=str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹","0123456789"); print(re.sub("[⁰¹²³⁴⁵⁶⁷⁸⁹]+", lambda m: "^"+m.group().translate(d)+"^", s), end="")' "$md" >"$tmp/$md"
  pandoc "$tmp/$md" -o "$memo.runs.docx" --reference-doc="$devref"
  soffice --headless --convert-to pdf --outdir . "$memo.docx" "$memo.default.docx" "$memo.eleven.docx" "$memo.runs.docx" >/dev/null 2>&1
done
