package watcher

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"syscall"

	"citeguard/reports/reportdir"
)

// freeNameExcept returns a name in dir that no file has yet and, when
// reports is set, whose report names no file has either (except the job's
// own report, own), and that is not in skip: name, "name (2).ext", … (each
// at most reportdir.MaxName bytes). It tries reportdir.MaxTries names; a
// file system that takes shorter names (ENAMETOOLONG) gets shorter ones.
func freeNameExcept(s *folderSet, dir, name, reports, own string, skip map[string]bool) (string, error) {
	limit := reportdir.MaxName
	for k := 1; k <= reportdir.MaxTries; k++ {
		cand := reportdir.ShortName(reportdir.NumberedName(name, k), limit)
		taken, err := nameTaken(s, filepath.Join(dir, cand))
		if err == nil && reports != "" && !taken {
			md := reportdir.Path(reports, cand)
			for _, p := range []string{md, reportdir.JSONPath(md)} {
				if p != own && p != reportdir.JSONPath(own) {
					t, e := nameTaken(s, p)
					taken, err = taken || t, errors.Join(err, e)
				}
			}
		}
		if errors.Is(err, syscall.ENAMETOOLONG) && limit > 100 {
			limit, k = 100, k-1 // a file system of short names (eCryptfs: 143 bytes)
			continue
		}
		if err != nil {
			return "", fmt.Errorf("looking for a free name for %q in %s: %w", name, dir, err)
		}
		if !taken && !skip[cand] {
			return cand, nil
		}
	}
	return "", fmt.Errorf("%w for %q in %s: %d names tried are all taken", reportdir.ErrNoFreeName, name, dir, reportdir.MaxTries)
}

// nameTaken reports whether a directory entry named p exists (a dangling
// symlink counts), looked at by its configured folder's handle; an error
// other than "does not exist" is returned.
func nameTaken(s *folderSet, p string) (bool, error) {
	d, name, err := s.at(p)
	if err != nil {
		return false, err
	}
	_, err = d.Lstat(name)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	}
	return false, err
}

// archivedMemoName is the name an earlier version of a memo takes in its
// folder when the new version arrives there: memo.docx → memo.rewizja-1.docx.
func archivedMemoName(name string, k int) string {
	ext := filepath.Ext(name)
	return reportdir.ShortName(fmt.Sprintf("%s.rewizja-%d%s", strings.TrimSuffix(name, ext), k, ext), reportdir.MaxName)
}
