package engine

import (
	"bytes"
	"encoding/json"
	"fmt"

	"citeguard/cite"
)

// TaskOutput is the output of ground-citations.mjs for a task file.
type TaskOutput struct {
	Summary       cite.Summary `json:"summary"`
	Blokada       bool         `json:"blokada"`
	WymagaDecyzji bool         `json:"wymaga_decyzji"`
	Results       []Result     `json:"results"`
}

// ParseTask reads a task file ({"items": [...]}, a UTF-8 BOM allowed). The
// error names the malformed item by its position and id.
func ParseTask(data []byte) ([]Item, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var task struct {
		Items *[]json.RawMessage `json:"items"`
	}
	if err := json.Unmarshal(data, &task); err != nil {
		return nil, describeJSONError(data, err)
	}
	if task.Items == nil {
		return nil, fmt.Errorf(`no "items" array`)
	}
	items := make([]Item, 0, len(*task.Items))
	for i, raw := range *task.Items {
		var it Item
		if err := json.Unmarshal(raw, &it); err != nil {
			var probe struct {
				ID any `json:"id"`
			}
			_ = json.Unmarshal(raw, &probe)
			if probe.ID != nil {
				return nil, fmt.Errorf("item %d (id %v): %v", i+1, probe.ID, err)
			}
			return nil, fmt.Errorf("item %d: %v", i+1, err)
		}
		items = append(items, it)
	}
	return items, nil
}

// describeJSONError adds the line and column to a JSON syntax error.
func describeJSONError(data []byte, err error) error {
	var se *json.SyntaxError
	off := -1
	switch e := err.(type) {
	case *json.SyntaxError:
		se, off = e, int(e.Offset)
	case *json.UnmarshalTypeError:
		off = int(e.Offset)
	}
	if off < 0 {
		return err
	}
	line, col := 1, 1
	for _, c := range data[:min(off, len(data))] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	if se != nil {
		return fmt.Errorf("invalid JSON at line %d, column %d: %v", line, col, se)
	}
	return fmt.Errorf("line %d, column %d: %v", line, col, err)
}

// RunTask verifies every item and returns the output with ranges in UTF-16
// code units, as the reference script reports them, and what each result
// found in words as say words them (reports.Say: the reference's Polish).
func RunTask(items []Item, say cite.Wording) TaskOutput {
	out := TaskOutput{Results: make([]Result, 0, len(items))}
	for _, it := range items {
		r := Verify(it)
		if it.SourceText != nil {
			r = r.UTF16(*it.SourceText)
		}
		r.Word(say)
		out.Summary.Add(r.Status)
		out.Results = append(out.Results, r)
	}
	out.Blokada = out.Summary.Blocked()
	out.WymagaDecyzji = out.Summary.NeedsDecision()
	return out
}
