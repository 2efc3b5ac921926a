package watcher

import (
	"net/url"
	"os"
	"path"
	"sort"
	"strconv"
	"time"

	"citeguard/reports"
	"citeguard/reports/statuspage"
)

// reportDirs are the reports folders of the watched folders, each once, in
// the order of the configuration: the status listener serves the N-th as
// /reports/N/.
func (s *folderSet) reportDirs() []string {
	var out []string
	seen := map[string]bool{}
	for _, f := range s.list {
		if f.Reports != "" && !seen[f.Reports] {
			seen[f.Reports] = true
			out = append(out, f.Reports)
		}
	}
	return out
}

// recent lists the memos reported since then in every reports folder,
// newest first, with links to their files on the status listener. It
// reads the JSON reports as INDEX does (by the folders' handles, from the
// index's cache when a report is unchanged) and writes nothing.
func (x *indexer) recent(since time.Time) []statuspage.Recent {
	var out []statuspage.Recent
	for n, dir := range x.folders.reportDirs() {
		if _, err := os.Lstat(dir); err != nil || !x.folders.available(dir) {
			continue // not made yet (the folder handle would make it): no reports
		}
		for _, e := range x.entriesSince(dir, since) {
			link := func(name string) string {
				return "/reports/" + strconv.Itoa(n) + "/" + (&url.URL{Path: name}).EscapedPath()
			}
			r := statuspage.Recent{Memo: e.Report, Time: e.Time, Decision: e.Decision, Action: e.Action, Headline: e.Headline, Failed: e.Failed, Reports: dir,
				HTML: link(e.Report + ".html"), Markdown: link(e.Report + ".md"), JSON: link(e.Report + ".json")}
			if e.Copy != "" {
				r.Copy = link(path.Join(path.Dir(e.Report), e.Copy))
			}
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, k int) bool { return out[i].Time.After(out[k].Time) })
	return out
}

// entriesSince are the index entries of the reports folder dir written
// since then.
func (x *indexer) entriesSince(dir string, since time.Time) []reports.IndexEntry {
	d, base, err := x.folders.at(dir)
	if err != nil {
		return nil
	}
	entries, err := x.reportFiles(d, base)
	if err != nil {
		return nil
	}
	var out []reports.IndexEntry
	for _, r := range x.rowsSince(d, dir, base, entries, since) {
		out = append(out, r.entry)
	}
	return out
}
