package reports

import (
	"strconv"
	"strings"
)

// An earlier report of a memo is archived under the memo's report name
// with the revision's number (ArchivedName: „Opinia.docx.rewizja-1”); INDEX
// lists it under the memo, not as a memo of its own.

// archiveTag marks an archived report's name.
const archiveTag = ".rewizja-"

// ArchivedName is the name an earlier report base takes as revision k
// („Opinia.docx” → „Opinia.docx.rewizja-1”; reportdir adds the extension).
func ArchivedName(base string, k int) string { return base + archiveTag + strconv.Itoa(k) }

// ArchiveOf tells whether report is the name of an archived report, and
// of which memo's report and version: „Opinia.docx.rewizja-1” → „Opinia.docx”, 1.
func ArchiveOf(report string) (base string, k int, ok bool) {
	i := strings.LastIndex(report, archiveTag)
	if i <= 0 {
		return "", 0, false
	}
	k, err := strconv.Atoi(report[i+len(archiveTag):])
	if err != nil || k <= 0 || strconv.Itoa(k) != report[i+len(archiveTag):] {
		return "", 0, false
	}
	return report[:i], k, true
}

// groupRevisions puts each archived report under its memo's current
// entry (Earlier, newest first) and drops it from the list; an archived
// report whose memo's current report is not listed stays, as its own
// version. The order of the rest is kept.
func groupRevisions(entries []IndexEntry) []IndexEntry {
	at := map[string]int{}
	var out []IndexEntry
	for _, e := range entries {
		if _, _, ok := ArchiveOf(e.Report); !ok {
			at[e.Report] = len(out)
			e.Earlier = nil
			out = append(out, e)
		}
	}
	for _, e := range entries {
		base, k, ok := ArchiveOf(e.Report)
		if !ok {
			continue
		}
		e.Version = k
		if i, found := at[base]; found {
			out[i].Earlier = insertVersion(out[i].Earlier, e)
			continue
		}
		out = append(out, e)
	}
	return out
}

// insertVersion adds e to versions, newest first.
func insertVersion(versions []IndexEntry, e IndexEntry) []IndexEntry {
	i := 0
	for i < len(versions) && versions[i].Version > e.Version {
		i++
	}
	return append(versions[:i], append([]IndexEntry{e}, versions[i:]...)...)
}

// memoCell is how INDEX names an entry's memo: the memo's name, with its
// version from the second on („Opinia.docx (wersja 2)”).
func memoCell(e IndexEntry) string {
	name := e.Report
	if base, _, ok := ArchiveOf(e.Report); ok {
		name = base
	}
	if e.Version > 1 {
		return name + " (wersja " + strconv.Itoa(e.Version) + ")"
	}
	return name
}

// earlierView is one earlier version of a memo in INDEX.html.
type earlierView struct{ Words, Link string }

// earlierViews are the earlier versions of e: „wersja 1: Nie wysyłaj”.
func earlierViews(e IndexEntry) []earlierView {
	var out []earlierView
	for _, v := range e.Earlier {
		out = append(out, earlierView{Words: "wersja " + strconv.Itoa(v.Version) + ": " + v.Action.Word(), Link: reportLink(v.Report, ".html")})
	}
	return out
}

// earlierLinks are the earlier versions of e in INDEX.md: „ · wcześniej:
// [wersja 1: Nie wysyłaj](./Opinia.docx.rewizja-1.html)”.
func earlierLinks(e IndexEntry) string {
	var parts []string
	for _, v := range earlierViews(e) {
		parts = append(parts, "["+md(v.Words)+"]("+v.Link+")")
	}
	if len(parts) == 0 {
		return ""
	}
	return " · wcześniej: " + strings.Join(parts, ", ")
}
