package reportdir

import (
	"os"
	"path/filepath"
	"testing"

	"citeguard/cite"
	"citeguard/reports"
)

func memo(name string, st cite.Status) *reports.Memo {
	m := &reports.Memo{Memo: name, Results: []reports.Claim{{ID: "C1", ClaimType: cite.CytatDoslowny, Status: st}}}
	m.Finish()
	return m
}

// write puts a report of name into dir as `check -o DIR` does.
func write(t *testing.T, dir string, m *reports.Memo) string {
	t.Helper()
	name, rev, err := Place(dir, m.Memo)
	if err != nil {
		t.Fatal(err)
	}
	if rev != nil {
		m.Revise(rev.N, rev.PrevDecision, rev.PrevLayer1)
		if err := rev.Archive(); err != nil {
			t.Fatal(err)
		}
	}
	if err := Write(Path(dir, name), m); err != nil {
		t.Fatal(err)
	}
	return name
}

func TestRevisionsArchiveTheEarlierPair(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write(t, dir, memo("m.txt", cite.Niezweryfikowany))
	write(t, dir, memo("m.txt", cite.Zmodyfikowany))
	write(t, dir, memo("m.txt", cite.Zweryfikowany))
	if m := Read(Path(dir, "m.txt.rewizja-1")); m == nil || m.Revision != nil || m.Decision != cite.PelnaWeryfikacja {
		t.Fatalf("rewizja-1 = %+v", m)
	}
	if m := Read(Path(dir, "m.txt.rewizja-2")); m == nil || m.Revision == nil || m.Revision.N != 2 || m.Revision.Before != cite.PelnaWeryfikacja {
		t.Fatalf("rewizja-2 = %+v", m)
	}
	if m := Read(Path(dir, "m.txt")); m == nil || m.Revision == nil || m.Revision.N != 3 {
		t.Fatalf("current = %+v", m)
	}
}

// TestNeverOverwritesAnArchivedReport (regression, issue 11): when the
// archive name a re-check would take exists, nothing is renamed over it;
// the new report takes the next free name.
func TestNeverOverwritesAnArchivedReport(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write(t, dir, memo("m.txt", cite.Niezweryfikowany))
	write(t, dir, memo("m.txt", cite.Zweryfikowany)) // archives the blocked report as rewizja-1
	Remove(Path(dir, "m.txt"))
	write(t, dir, memo("m.txt", cite.Zweryfikowany)) // a first report again
	if name := write(t, dir, memo("m.txt", cite.Zweryfikowany)); name != "m (2).txt" {
		t.Fatalf("the re-check's report is %q, want m (2).txt", name)
	}
	if m := Read(Path(dir, "m.txt.rewizja-1")); m == nil || m.Decision != cite.PelnaWeryfikacja {
		t.Fatalf("the archived report was overwritten: %+v", m)
	}
	if m := Read(Path(dir, "m.txt")); m == nil || m.Revision != nil {
		t.Fatalf("the earlier report was moved or changed: %+v", m)
	}
}

// TestUnreadableReportIsNotReplaced: a report pair whose JSON cannot be
// read is not a revision to archive, and is not written over either.
func TestUnreadableReportIsNotReplaced(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	os.WriteFile(Path(dir, "m.txt"), []byte("# ręcznie poprawiony raport\n"), 0o644)
	os.WriteFile(JSONPath(Path(dir, "m.txt")), []byte("{broken"), 0o644)
	if name := write(t, dir, memo("m.txt", cite.Zweryfikowany)); name != "m (2).txt" {
		t.Fatalf("report written as %q, want m (2).txt", name)
	}
	if b, _ := os.ReadFile(Path(dir, "m.txt")); string(b) != "# ręcznie poprawiony raport\n" {
		t.Fatalf("the earlier markdown was replaced: %q", b)
	}
}

func TestArchiveIsIdempotent(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write(t, dir, memo("m.txt", cite.Niezweryfikowany))
	rev, ok := PlanRevision(dir, "m.txt")
	if !ok || rev.N != 2 || len(rev.Moves) != 3 || rev.Moves[0].To != filepath.Join(dir, "m.txt.rewizja-1.json") {
		t.Fatalf("plan = %+v, %v", rev, ok)
	}
	for range 2 { // a crash after the archive: running it again changes nothing
		if err := rev.Archive(); err != nil {
			t.Fatal(err)
		}
	}
	if Exists(dir, "m.txt") || !Exists(dir, "m.txt.rewizja-1") {
		t.Fatal("archive step incomplete")
	}
	for _, f := range Files(Path(dir, "m.txt.rewizja-1")) {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("archived report file missing: %v", err)
		}
	}
	if n, err := FreeName(dir, "m.txt"); n != "m.txt" || err != nil || NumberedName("m.txt", 3) != "m (3).txt" {
		t.Fatal("names")
	}
}

// TestRenameMovesEveryFile: a report renamed (the daemon's final name
// taken meanwhile) keeps its JSON, HTML and markdown together.
func TestRenameMovesEveryFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := Write(Path(dir, "m.txt"), memo("m.txt", cite.Zweryfikowany)); err != nil {
		t.Fatal(err)
	}
	if err := Rename(Path(dir, "m.txt"), Path(dir, "m (2).txt")); err != nil {
		t.Fatal(err)
	}
	if Exists(dir, "m.txt") {
		t.Error("a file of the old report stayed")
	}
	for _, f := range Files(Path(dir, "m (2).txt")) {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("renamed report file missing: %v", err)
		}
	}
	Remove(Path(dir, "m (2).txt"))
	if Exists(dir, "m (2).txt") {
		t.Error("Remove left a file")
	}
}
