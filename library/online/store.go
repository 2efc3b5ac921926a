package online

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"

	"gopkg.in/yaml.v3"

	"citeguard/internal/fsx"
)

// The subfolders of the download folder, one per source.
const (
	dirSAOS   = "saos"
	dirELI    = "eli"
	dirEURLex = "eurlex"
)

// store writes downloads into the library folder of the downloads
// (pobrane/): the document as the source served it and, beside it, its
// sidecar NAME.yaml — the metadata the library reads (library.ParseSidecar)
// and where the document came from: the URL, when, the SHA-256 of the bytes.
type store struct {
	dir    string
	marker string
	now    func() time.Time
}

// sidecar is the NAME.yaml of a download, in the keys of the library's
// sidecar reader.
type sidecar struct {
	Kind         string   `yaml:"kind"`
	Signatures   []string `yaml:"signatures,omitempty"`
	Court        string   `yaml:"court,omitempty"`
	Date         string   `yaml:"date,omitempty"`
	DocType      string   `yaml:"doc_type,omitempty"`
	CELEX        string   `yaml:"celex,omitempty"`
	Title        string   `yaml:"title,omitempty"`
	Act          string   `yaml:"act,omitempty"`
	DzU          string   `yaml:"dzu,omitempty"`
	InForce      string   `yaml:"in_force,omitempty"`
	Consolidated string   `yaml:"consolidated,omitempty"`
	Aliases      []string `yaml:"aliases,omitempty"`
	Fetched      fetched  `yaml:"fetched"`
}

// fetched is where a download came from.
type fetched struct {
	Source string `yaml:"source"`
	URL    string `yaml:"url"`
	At     string `yaml:"at"` // RFC 3339, UTC
	SHA256 string `yaml:"sha256"`
}

// save writes one document and its sidecar (the sidecar first, so that the
// library never reads the document without it for long).
func (s *store) save(source, sub, name, ext string, body []byte, sc sidecar, from string) (File, *Failure) {
	dir := filepath.Join(s.dir, sub)
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return File{}, &Failure{FailStore, err.Error()}
	}
	if s.marker != "" {
		m := filepath.Join(s.dir, s.marker)
		if _, err := os.Stat(m); os.IsNotExist(err) {
			if err := os.WriteFile(m, nil, 0o666); err != nil {
				return File{}, &Failure{FailStore, err.Error()}
			}
		}
	}
	sum := sha256.Sum256(body)
	at := s.now().UTC()
	sc.Fetched = fetched{Source: source, URL: from, At: at.Format(time.RFC3339), SHA256: hex.EncodeToString(sum[:])}
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&sc); err != nil {
		return File{}, &Failure{FailStore, err.Error()}
	}
	meta := buf.Bytes()
	stem := filepath.Join(dir, safeName(name))
	f := File{Path: stem + ext, Sidecar: stem + ".yaml", URL: from, SHA256: sc.Fetched.SHA256, Fetched: at, Bytes: int64(len(body))}
	if err := fsx.WriteAtomic(f.Sidecar, meta); err != nil {
		return File{}, &Failure{FailStore, fmt.Sprintf("%s: %v", f.Sidecar, err)}
	}
	if err := fsx.WriteAtomic(f.Path, body); err != nil {
		return File{}, &Failure{FailStore, fmt.Sprintf("%s: %v", f.Path, err)}
	}
	return f, nil
}

// safeName makes a file name of an identifier: letters, digits and "-_."
// kept, anything else "-", at most 120 bytes.
func safeName(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '.':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
		if b.Len() >= 120 {
			break
		}
	}
	out := strings.Trim(b.String(), "-.")
	if out == "" {
		return "document"
	}
	return out
}
