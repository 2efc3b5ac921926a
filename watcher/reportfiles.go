package watcher

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"citeguard/reports"
	"citeguard/reports/reportdir"
)

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
