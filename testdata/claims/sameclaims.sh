#!/bin/sh
# sameclaims.sh: are the claims of every text we measure on the same at two
# revisions? Builds citeguard at BASE and at NEW (default: the working tree),
# runs `citeguard claims` on each text and compares the JSON byte for byte.
#
#   sh testdata/claims/sameclaims.sh BASE [NEW]      (from the repository root)
#
# The texts: the devset memos (md, docx, pdf), the accuracy memos, the
# judgments of the shared library (txt, pdf) and the CeON gold texts
# (saos-tm-extractor/links-input-txts, also the real-text corpus), and this
# repository's claim fixtures. Prints one line per text whose claims differ
# (with the diff of its claims, shortened) and a summary; exits 1 when any
# differs. SHARED overrides ../shared.
set -eu
base=${1:?usage: sameclaims.sh BASE [NEW]}
new=${2:-}
root=$(git rev-parse --show-toplevel)
shared=${SHARED:-$root/../shared}
[ -d "$shared" ] || { echo "sameclaims: $shared absent (set SHARED)" >&2; exit 2; }
work=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$work/src-base" 2>/dev/null || true; git -C "$root" worktree remove --force "$work/src-new" 2>/dev/null || true; rm -rf "$work"' EXIT

build() { # build REV OUT: citeguard at REV ("" = the working tree)
	if [ -z "$1" ]; then
		(cd "$root" && go build -o "$2" ./cmd/citeguard)
	else
		git -C "$root" worktree add --detach -q "$work/src-$3" "$1"
		(cd "$work/src-$3" && go build -o "$2" ./cmd/citeguard)
	fi
}
build "$base" "$work/cg-base" base
build "$new" "$work/cg-new" new

list="$work/texts"
{
	find "$shared/devset/memos" -name 'memo_*' ! -name '*.json'
	find "$shared/accuracy" -name 'ex_*' ! -name '*.json'
	find "$shared/testdata/library/judgments" -type f \( -name '*.txt' -o -name '*.pdf' \)
	find "$shared/testdata/library/saos-tm-extractor/links-input-txts" -type f -name '*.txt'
	find "$root/testdata/claims" -type f \( -name '*.md' -o -name '*.docx' -o -name '*.pdf' \)
} | sort >"$list"

n=0
differ=0
while IFS= read -r f; do
	n=$((n + 1))
	"$work/cg-base" claims "$f" >"$work/a.json" 2>&1 || true
	"$work/cg-new" claims "$f" >"$work/b.json" 2>&1 || true
	if ! cmp -s "$work/a.json" "$work/b.json"; then
		differ=$((differ + 1))
		echo "DIFFERS ${f#"$shared"/}"
		python3 - "$work/a.json" "$work/b.json" <<'EOF' || diff "$work/a.json" "$work/b.json" | head -20
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
def rows(d):
    return [json.dumps({k: v for k, v in c.items() if k != "id"}, ensure_ascii=False, sort_keys=True)
            for c in d.get("claims", [])] + ["ignored " + json.dumps(i, ensure_ascii=False) for i in d.get("ignored", [])] + \
           ["quoted " + json.dumps(q, ensure_ascii=False) for q in d.get("quoted_citations", [])]
ra, rb = rows(a), rows(b)
for r in ra:
    if r not in rb:
        print("  - " + r[:400])
for r in rb:
    if r not in ra:
        print("  + " + r[:400])
EOF
	fi
done <"$list"
echo "sameclaims: $n texts, $differ differ ($base → ${new:-working tree})"
[ "$differ" -eq 0 ]
