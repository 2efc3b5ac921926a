package reportdir

import (
	"os"
	"path/filepath"
	"testing"

	"citeguard/internal/fsx"
	"citeguard/internal/fsx/fsxtest"
	"citeguard/reports"
)

// TestReportsReadableByOthers: under umask 022 a report pair is 0644 and
// another user reads both files (issue 15: reports were 0600 while memos
// were 0644, and lawyers on the share got "access denied"); report_mode
// 0640 keeps them from users outside the group. Not parallel: the umask is
// the process's.
func TestReportsReadableByOthers(t *testing.T) {
	dir := t.TempDir()
	m := &reports.Memo{Memo: "Opinia.docx"}
	m.Finish()
	umask, exact := Path(dir, "Opinia.docx"), Path(dir, "Opinia (2).docx")
	fsxtest.WithUmask(0o022, func() {
		if err := Write(umask, m); err != nil {
			t.Fatal(err)
		}
		if err := WriteMode(exact, m, fsx.Exact(0o640)); err != nil {
			t.Fatal(err)
		}
	})
	for p, want := range map[string]os.FileMode{umask: 0o644, JSONPath(umask): 0o644, exact: 0o640, JSONPath(exact): 0o640} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != want {
			t.Errorf("%s: %04o, want %04o", filepath.Base(p), fi.Mode().Perm(), want)
		}
	}
	fsxtest.CanTestAsOtherUser(t)
	fsxtest.OpenToOthers(t, dir)
	for _, p := range []string{umask, JSONPath(umask)} {
		if err := fsxtest.ReadAs(t, fsxtest.Nobody, nil, p); err != nil {
			t.Errorf("another user cannot read %s: %v", filepath.Base(p), err)
		}
	}
	if err := fsxtest.ReadAs(t, fsxtest.Nobody, nil, exact); err == nil {
		t.Errorf("report_mode 0640: a user outside the group reads the report")
	}
}
