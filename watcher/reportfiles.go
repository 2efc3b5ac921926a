package watcher

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"log/slog"

	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// writeCommented writes the commented copy of a DOCX memo beside its
// report md (reportdir.WriteCommented: the check's m.CopySource makes it,
// nothing is read from the job folder) when docx_comments is on, and
// reports whether it did (m.CommentedCopy names it). A copy that cannot be
// made is logged; the memo goes on.
func (r *runner) writeCommented(ctx context.Context, md string, m *reports.Memo, log *slog.Logger) bool {
	if !r.cfg.DocxComments {
		return false
	}
	err := r.folders.guard(md)
	ok := false
	if err == nil {
		ok, err = reportdir.WriteCommented(ctx, md, m, r.cfg.FileMode)
	}
	switch {
	case err != nil:
		log.Warn("no commented copy of the memo (its reports are written as usual)", "err", err)
	case ok:
		log.Debug("commented copy written", "copy", reportdir.CommentedPath(md))
	}
	return ok
}

// writeReport writes the rendered files of the report md (reportdir.Files
// order) by the reports folder's handle, atomically (fsx.Dir.WriteAll).
func (r *runner) writeReport(md string, rendered [][]byte) error {
	d, name, err := r.folders.at(md)
	if err != nil {
		return err
	}
	return d.WriteAll(r.cfg.FileMode, reportdir.Files(name), rendered)
}

// writeReports writes a report pair (reportdir.Write).
func writeReports(md string, m *reports.Memo) error { return reportdir.Write(md, m) }

// parseReport decodes a report's JSON (nil when it does not decode).
func parseReport(b []byte) *reports.Memo {
	var m reports.Memo
	if json.Unmarshal(bytes.TrimSpace(b), &m) != nil {
		return nil
	}
	return &m
}

func sha256Hex(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}
