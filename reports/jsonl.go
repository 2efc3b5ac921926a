package reports

import (
	"encoding/json"
	"io"
)

// JSONLine writes the memo as one line of JSON (JSON Lines).
func JSONLine(w io.Writer, m *Memo) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if m.Results == nil {
		m.Results = []Claim{}
	}
	if m.Ignored == nil {
		m.Ignored = []Ignored{}
	}
	return enc.Encode(m)
}
