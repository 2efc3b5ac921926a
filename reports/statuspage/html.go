package statuspage

import (
	"embed"
	"html/template"
	"io"

	"citeguard/reports"
)

//go:embed templates/*.tmpl
var templateFiles embed.FS

var page = template.Must(template.New("").ParseFS(templateFiles, "templates/*.tmpl"))

// view is what the page shows: the Status in words.
type view struct {
	Title, Generated, Health, HealthClass, Processed string
	Problems                                         []string
	Waiting                                          []waitingRow
	Recent                                           []recentRow
	Library, Unreadable                              string
	UnreadableFiles                                  []string
	LibraryOK                                        bool
	LibraryReason                                    string
	Folders                                          []folderRow
	Daemon, Started                                  string
	Offline                                          string
}

type waitingRow struct{ Memo, Folder, State, Why, Since, Detail, Class string }

type recentRow struct {
	Time, Memo, Class, Decision, Headline string
	HTML, Markdown, JSON, Copy            string
}

type folderRow struct{ Path, Profile, State string }

// HTML writes the status page: one self-contained page (no script, no
// external asset), refreshed by the browser every 30 seconds.
func HTML(w io.Writer, s *Status) error {
	return page.ExecuteTemplate(w, "status.tmpl", newView(s))
}

func newView(s *Status) view {
	v := view{Generated: reports.TimeWords(s.Generated), Health: healthWords(s), HealthClass: "ok", Processed: processedWords(s.Processed),
		Library: libraryWords(s.Library, s.Generated), Unreadable: unreadableWords(s.Library), Daemon: s.Daemon, Started: reports.TimeWords(s.Started),
		Offline: offlineWords(s)}
	if s.Started.IsZero() {
		v.Started = "—"
	}
	if s.Health != "ok" && !(s.Offline && s.Running) {
		v.HealthClass = "bad"
	}
	if s.Offline {
		v.Processed = "ostatnie 24 h z raportów w folderach"
	}
	for _, p := range s.Problems {
		v.Problems = append(v.Problems, problemWords(p))
	}
	for _, w := range s.Waiting {
		class := "wait"
		if w.State == reports.WaitHeld || w.State == reports.WaitRetrying || w.State == reports.WaitIncomplete {
			class = "attn"
		}
		v.Waiting = append(v.Waiting, waitingRow{Memo: w.Name, Folder: w.Folder, State: reports.WaitShort(w.State), Why: reports.WaitWords(w),
			Since: reports.SinceWords(w.Since, s.Generated), Detail: w.Detail, Class: class})
	}
	for _, r := range s.Recent {
		v.Recent = append(v.Recent, recentRow{Time: r.Time.Format("15:04"), Memo: r.Memo, Class: r.Action.Class(),
			Decision: r.Action.Word(), Headline: r.Action.Detail(r.Headline),
			HTML: r.HTML, Markdown: r.Markdown, JSON: r.JSON, Copy: r.Copy})
	}
	if l := s.Library; l != nil {
		v.LibraryOK, v.UnreadableFiles = l.Available, l.UnreadableFiles
		if !l.Available {
			v.LibraryReason = l.Reason
		}
	}
	for _, f := range s.Folders {
		v.Folders = append(v.Folders, folderRow{Path: f.Path, Profile: f.Profile, State: folderWords(f)})
	}
	return v
}
