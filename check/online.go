package check

// The public registers (SAOS, ELI, EUR-Lex) asked, within the memo's time
// budget, about the citations the library has no source for: what they
// hold is downloaded into the library's download folder (pobrane/, with
// its sidecars — library/online) and the memo is checked again with those
// downloads laid over the library; what a register that covers the
// citation does not hold is said on its ⛔ („brak w SAOS: sprawdzono …”);
// a lookup that fails leaves the claim as it was, with a line saying so.
// Only identifiers are sent (online.Query).

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"citeguard/cite"
	"citeguard/library/online"
	"citeguard/pl"
	"citeguard/reports"
)

// ask is one lookup a memo needs: the register's query, the library query
// the claims' ⛔ name, and what the report calls it.
type ask struct {
	q    online.Query
	lq   string // library.Query.String() of the claims
	cite string // the signature, Dz.U. address or CELEX number
}

// asks are the lookups a checked memo needs: one for each distinct
// citation whose ⛔ is only that the library does not have it, of a kind
// whose register is turned on.
func (c *Checker) asks(m *reports.Memo) []ask {
	var out []ask
	seen := map[string]bool{}
	for i := range m.Results {
		r := &m.Results[i]
		lq, ok := notInLibrary(r)
		if !ok || seen[lq] {
			continue
		}
		a, ok := queryOf(r.Anchor, m.MemoDate)
		if !ok || !c.online.Enabled(a.q.Kind()) {
			continue
		}
		seen[lq] = true
		a.lq = lq
		out = append(out, a)
	}
	for _, n := range m.NotChecked {
		a, ok := unrecognisedAct(n, m.MemoDate)
		if !ok || seen[a.cite] || !c.online.Enabled(a.q.Kind()) {
			continue
		}
		seen[a.cite] = true
		out = append(out, a)
	}
	return out
}

// unrecognisedAct is the lookup of a reference not checked because the
// library knows no such act, when the reference is itself an identifier
// the register knows acts by: a CELEX number, a Dz.U. address. What it
// downloads lets the re-check identify the act.
func unrecognisedAct(n reports.NotChecked, memoDate string) (ask, bool) {
	if n.Why != reports.Say(cite.Found(cite.ActUnrecognised)) {
		return ask{}, false
	}
	if cx, err := online.ParseCELEX(n.Text); err == nil {
		return ask{q: online.EUActQuery(cx), cite: "CELEX " + cx.String()}, true
	}
	if d, err := online.ParseDzU(n.Text); err == nil {
		on, _ := online.ParseDate(memoDate)
		return ask{q: online.ActQuery(d, on), cite: d.String()}, true
	}
	return ask{}, false
}

// notInLibrary reports a claim whose ⛔ says only that the library has no
// such source, and the library query it names.
func notInLibrary(r *reports.Claim) (string, bool) {
	if r.Status != cite.BrakZrodla {
		return "", false
	}
	prefix := reports.Say(cite.Found(cite.NotInLibrary, ""))
	lq, ok := strings.CutPrefix(r.Note, prefix)
	return lq, ok && lq != "" && r.Note == reports.Say(cite.Found(cite.NotInLibrary, lq))
}

// queryOf is the register's query of an anchor: a ruling by its signature
// (with its court and date), an EU act by its CELEX number, a Polish act
// by its Dz.U. address (the memo's own, else the one pl knows the act by)
// or its title — in the version in force on the memo's date.
func queryOf(a cite.Anchor, memoDate string) (ask, bool) {
	switch {
	case a.Sygnatura != "":
		sig, err := online.ParseSignature(a.Sygnatura)
		if err != nil {
			return ask{}, false
		}
		d, _ := online.ParseDate(a.Data)
		return ask{q: online.JudgmentQuery(sig, a.Organ, d), cite: sig.String()}, true
	case a.ECLI != "":
		return ask{}, false
	case a.CELEX != "":
		cx, err := online.ParseCELEX(a.CELEX)
		if err != nil {
			return ask{}, false
		}
		return ask{q: online.EUActQuery(cx), cite: "CELEX " + cx.String()}, true
	}
	on, _ := online.ParseDate(memoDate)
	if d, ok := dzuOf(a); ok {
		return ask{q: online.ActQuery(d, on), cite: d.String()}, true
	}
	if t, err := online.ParseActTitle(a.Akt); err == nil {
		return ask{q: online.ActTitleQuery(t, on), cite: t.String()}, true
	}
	return ask{}, false
}

// dzuOf is an act's Dz.U. address: as the memo gives it, else the one of
// the act pl knows by that name.
func dzuOf(a cite.Anchor) (online.DzU, bool) {
	if d, err := online.ParseDzU(a.Publikator); err == nil {
		return d, true
	}
	act := pl.ActByKey(a.Akt)
	if act == nil {
		act = pl.LookupAct(a.Akt)
	}
	if act == nil || act.DzU == "" {
		return online.DzU{}, false
	}
	p := strings.Split(act.DzU, "/")
	d, err := online.ParseDzU("DU/" + p[0] + "/" + p[len(p)-1])
	return d, err == nil
}

// lookUp asks the registers about the memo's citations the library has
// no source for, within the time budget; with anything downloaded it
// checks the memo again, the downloads (and dirs) laid over the library,
// and words on each ⛔ what the register answered. A lookup that fails
// changes no result but its note.
func (c *Checker) lookUp(ctx context.Context, path string, m *reports.Memo, dirs []string, tmp *scratch, src *reports.Sources) *reports.Memo {
	asks := c.asks(m)
	if len(asks) == 0 {
		return m
	}
	answers, late := c.askAll(ctx, asks) // online_late.go
	for i, a := range asks {
		c.log.Info("public register asked", "memo", filepath.Base(path), "source", answers[i].Source, "query", a.q.String(),
			"status", answers[i].Status.String(), "failure", answers[i].Failure)
	}
	dir, err := tmp.get()
	dl := filepath.Join(dir, "pobrane")
	if err == nil && c.linkDownloads(answers, dl) > 0 {
		m2, err := c.checkDirs(ctx, path, append(append([]string(nil), dirs...), dl))
		if err == nil && m2 != nil && m2.Error == "" {
			m = m2
		} else {
			c.log.Warn("checking a memo against its downloads", "memo", filepath.Base(path), "err", err)
		}
	}
	for i, a := range asks {
		l := lookupOf(a, answers[i], c.online.Config().Folder)
		l.Late = late[i]
		src.Lookups = append(src.Lookups, l)
		sayAnswer(m, a, answers[i])
	}
	m.Finish()
	return m
}

// sayAnswer words a register's answer on the claims it was asked for, when
// they are still ⛔ for want of a source.
func sayAnswer(m *reports.Memo, a ask, ans online.Answer) {
	var note cite.Note
	switch ans.Status {
	case online.Absent:
		note = cite.Found(cite.AbsentInRegister, ans.Source, ans.Asked.UTC().Format("2006-01-02"), a.lq)
	case online.Failed:
		kind := ""
		if ans.Failure != nil {
			kind = string(ans.Failure.Kind)
		}
		note = cite.Found(cite.LookupFailed, ans.Source, kind, a.lq)
	default:
		return
	}
	for i := range m.Results {
		if lq, ok := notInLibrary(&m.Results[i]); ok && lq == a.lq {
			m.Results[i].Found.Note = note
		}
	}
}

// lookupOf is a lookup as the report records it.
func lookupOf(a ask, ans online.Answer, folder string) reports.Lookup {
	l := reports.Lookup{Source: ans.Source, Cite: a.cite, Status: ans.Status.String()}
	if !ans.Asked.IsZero() {
		l.Asked = ans.Asked.UTC().Format("2006-01-02")
	}
	if ans.Failure != nil {
		l.Failure = string(ans.Failure.Kind)
	}
	for _, f := range ans.Files {
		if rel, err := filepath.Rel(folder, f.Path); err == nil {
			l.Files = append(l.Files, filepath.ToSlash(rel))
		}
	}
	return l
}

// linkDownloads lays the files downloaded into the download folder into
// dl, each in its place (hard links, else copies): the overlay of this
// memo's check. The download folder itself is a library folder, so the
// next library update takes them in for good. It returns the documents
// laid.
func (c *Checker) linkDownloads(answers []online.Answer, dl string) int {
	folder := c.online.Config().Folder
	n := 0
	for _, ans := range answers {
		if ans.Status != online.Found {
			continue
		}
		for _, f := range ans.Files {
			ok := true
			for _, p := range []string{f.Sidecar, f.Path} {
				rel, err := filepath.Rel(folder, p)
				if err != nil || !filepath.IsLocal(rel) || layFile(p, filepath.Join(dl, rel)) != nil {
					ok = false
				}
			}
			if ok {
				n++
			}
		}
	}
	return n
}

// layFile links src at dst, or copies it.
func layFile(src, dst string) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
		return err
	}
	if err := os.Link(src, dst); err == nil {
		return nil
	}
	b, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, b, 0o600)
}
