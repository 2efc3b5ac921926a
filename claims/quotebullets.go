package claims

import (
	"strings"
	"unicode/utf8"
)

// One quotation over two bullet items.
//
// A memo sets a long quotation as a list, its opening mark in the first
// item and its closing mark in the last:
//
//	– „zasada ochrony praw nabytych stanowi element państwa prawa.
//	– Chroni zaufanie obywatela do państwa”.
//
// joinSplitQuotes joins the items into one unit; the dash (or bullet)
// that opens the second item is the memo's layout, not quoted text, and
// taken in it would make a faithful quotation differ from its source.

// itemBullets are the bullets and dashes that open a list item.
const itemBullets = "-–—•◦▪‣·*"

// dropItemMarkers returns quoted text t without the bullet marker (a
// bullet or dash, then a space or a tab) that opens one of its lines
// after the first, where the line before ends an item's sentence or
// clause (with . ; , or :) — a dash after a word is a dash of the text.
func dropItemMarkers(t string) string {
	if !strings.Contains(t, "\n") {
		return t
	}
	lines := strings.Split(t, "\n")
	for k := 1; k < len(lines); k++ {
		prev := strings.TrimRight(lines[k-1], " \t\u00a0")
		if prev == "" || !strings.ContainsAny(prev[len(prev)-1:], ".;,:") {
			continue
		}
		l := strings.TrimLeft(lines[k], " \t\u00a0")
		r, n := utf8.DecodeRuneInString(l)
		if n == 0 || !strings.ContainsRune(itemBullets, r) {
			continue
		}
		rest := l[n:]
		if trimmed := strings.TrimLeft(rest, " \t\u00a0"); trimmed != rest && trimmed != "" {
			lines[k] = trimmed
		}
	}
	return strings.Join(lines, "\n")
}
