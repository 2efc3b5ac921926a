package extract

import (
	"context"
	"strings"
)

// RTFText is the text an RTF document shows in Word, by extract's own RTF
// reader (rtf.go): field results as stored, not recomputed; headers,
// footers and hidden text left out. A check that reads an RTF memo through
// LibreOffice, which recomputes fields, compares the two (check).
func RTFText(ctx context.Context, data []byte, lim Limits) (string, error) {
	paras, err := rtfParagraphs(ctx, data, lim.withDefaults())
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, p := range paras {
		b.WriteString(p.text)
		b.WriteByte('\n')
	}
	return b.String(), nil
}
