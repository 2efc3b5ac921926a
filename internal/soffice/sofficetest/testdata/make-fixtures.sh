#!/bin/sh
# Writes the conversion fixtures of the egress tests (internal/soffice,
# check) with LibreOffice: run it in this folder; commit what it writes.
#
#   linked-image.doc  a Word 97 memo whose images are only linked, one per
#                     remote scheme LibreOffice can fetch (http to 127.0.0.1,
#                     to localhost and to [::1], https, ftp and the four
#                     WebDAV spellings): INCLUDEPICTURE "URL" \d fields.
#   linked-image.rtf  the same links written by hand as RTF fields.
#
# Every link points at port 59999 (nothing listens there); a test rewrites
# that port, byte for byte, to the one its listening socket has (five
# digits either way: the file stays valid). LibreOffice writes the .doc
# with the converter's own profile (internal/soffice/registrymodifications.xcu),
# so making the fixture connects nowhere either.
set -eu
command -v soffice >/dev/null || { echo "make-fixtures.sh: LibreOffice (soffice) is not installed" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/profile/user"
cp ../../registrymodifications.xcu "$work/profile/user/"

links='http://127.0.0.1:59999/a.png
http://localhost:59999/b.png
http://[::1]:59999/c.png
https://127.0.0.1:59999/d.png
ftp://127.0.0.1:59999/e.png
vnd.sun.star.webdav://127.0.0.1:59999/f.png
webdav://127.0.0.1:59999/g.png
vnd.sun.star.webdavs://127.0.0.1:59999/h.png
webdavs://127.0.0.1:59999/i.png'

{
	echo '<html><head><meta charset="utf-8"></head><body>'
	echo '<p>Memo. Sąd Najwyższy w wyroku z 12.03.2019 r., II CSK 9902/20, przyjął to samo.</p>'
	for l in $links; do echo "<p><img src=\"$l\" width=\"40\" height=\"40\"></p>"; done
	echo '</body></html>'
} > "$work/linked-image.html"
soffice --headless --norestore -env:UserInstallation="file://$work/profile" \
	--convert-to 'doc:MS Word 97' --outdir "$work" "$work/linked-image.html" >/dev/null
cp "$work/linked-image.doc" linked-image.doc

{
	printf '{\\rtf1\\ansi\\ansicpg1250\\deff0{\\fonttbl{\\f0 Times New Roman;}}\n'
	printf '\\pard Memo. S\\'"'"'b9d Najwy\\'"'"'bfszy w wyroku z 12.03.2019 r., II CSK 9902/20, przyj\\'"'"'b3 to samo.\\par\n'
	for l in $links; do
		printf '\\pard {\\field{\\*\\fldinst INCLUDEPICTURE "%s" \\\\d}{\\fldrslt }}\\par\n' "$l"
	done
	printf '}\n'
} > linked-image.rtf
echo "wrote linked-image.doc linked-image.rtf"
