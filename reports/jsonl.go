package reports

import (
	"bytes"
	"encoding/json"
	"io"
)

// JSONLine writes the memo as one line of JSON (JSON Lines). Names and
// texts keep every character; those that reorder or hide text and the
// control characters are \u escapes (escapeInvisible).
func JSONLine(w io.Writer, m *Memo) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if m.Results == nil {
		m.Results = []Claim{}
	}
	if m.Ignored == nil {
		m.Ignored = []Ignored{}
	}
	if err := enc.Encode(m); err != nil {
		return err
	}
	_, err := w.Write(escapeInvisible(buf.Bytes()))
	return err
}
