#!/bin/sh
# Rebuilds every form of the page-break memos from their Markdown (the truth).
# Needs python3, pandoc (2.17) and LibreOffice (7.4, libreoffice-writer-nogui)
# on PATH. The forms are committed: the tests never run this.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 mkref.py "$tmp"
# Each memo in the development memos' layout (memo_pNN.docx, .pdf) and in
# the layouts named after it: memo_pNN.LAYOUT.docx and .pdf for a layout of
# mkref.py, memo_pNN.odt.pdf for pandoc's own ODT printed by LibreOffice.
while read -r memo layouts; do
  pandoc "$memo.md" -o "$memo.docx" --reference-doc="$tmp/ref-devset.docx"
  set -- "$memo.docx"
  for l in $layouts; do
    if [ "$l" = odt ]; then
      pandoc "$memo.md" -o "$tmp/$memo.odt.odt"
      set -- "$@" "$tmp/$memo.odt.odt"
    else
      pandoc "$memo.md" -o "$memo.$l.docx" --reference-doc="$tmp/ref-$l.docx"
      set -- "$@" "$memo.$l.docx"
    fi
  done
  soffice --headless --convert-to pdf --outdir . "$@" >/dev/null 2>&1
done <<'LIST'
memo_p01 letter odt
memo_p02 dejavu word
memo_p03 letter word
memo_p04 odt dejavu
memo_p05 word letter
memo_p06 letter dejavu
memo_p07 letter word
LIST
