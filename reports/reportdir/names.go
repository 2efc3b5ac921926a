package reportdir

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

const (
	// MaxName is the longest file name most file systems take, in bytes.
	MaxName = 255
	// baseMax bounds the base of a report's file names, so that
	// "<base>.rewizja-NNNN.json" and the temp names beside it fit.
	baseMax = 200
	// MaxTries bounds a search for a free name.
	MaxTries = 1000
)

// ErrNoFreeName: every name a search may try is taken.
var ErrNoFreeName = errors.New("no free name")

// ShortName returns name when it has at most limit bytes; otherwise its stem
// cut (at a character boundary) to fit, "~" and ten hex digits of the
// SHA-256 of the whole name, and its extension. Two long names that share
// their beginning stay apart.
func ShortName(name string, limit int) string {
	if len(name) <= limit {
		return name
	}
	ext := filepath.Ext(name)
	if len(ext) > 16 {
		ext = ""
	}
	sum := sha256.Sum256([]byte(name))
	tag := "~" + hex.EncodeToString(sum[:5])
	stem := name[:len(name)-len(ext)]
	keep := max(0, min(len(stem), limit-len(tag)-len(ext)))
	for keep > 0 && keep < len(stem) && !utf8.RuneStart(stem[keep]) {
		keep--
	}
	return stem[:keep] + tag + ext
}

// Base is the base of the report file names of memo name: <base>.md,
// <base>.json, <base>.rewizja-K.md. It is the memo's name, shortened when
// long (ShortName), and never INDEX.* — the daemon's summary is INDEX.md: a
// memo named INDEX or INDEX.txt gets "INDEX (memo)…".
func Base(name string) string {
	stem, _, _ := strings.Cut(name, ".")
	if strings.EqualFold(stem, "INDEX") {
		name = name[:len(stem)] + " (memo)" + name[len(stem):]
	}
	return ShortName(name, baseMax)
}

// NumberedName is the i-th name for a memo called name: name itself for
// i ≤ 1, then "stem (i).ext" ("memo (2).docx"); shortened to MaxName bytes.
func NumberedName(name string, i int) string {
	if i > 1 {
		ext := filepath.Ext(name)
		name = fmt.Sprintf("%s (%d)%s", strings.TrimSuffix(name, ext), i, ext)
	}
	return ShortName(name, MaxName)
}

// FreeName is the first NumberedName of name with no report in dir; after
// MaxTries names, ErrNoFreeName.
func FreeName(dir, name string) (string, error) {
	for i := 1; i <= MaxTries; i++ {
		if n := NumberedName(name, i); !Exists(dir, n) {
			return n, nil
		}
	}
	return "", fmt.Errorf("%w for the report of %q in %s: %d names tried are all taken", ErrNoFreeName, name, dir, MaxTries)
}
