package watcher

// What is wrong with a configuration file: every problem found in one
// reading, each at its line and column.

import (
	"fmt"
	"sort"
	"strings"
)

// Problem is one thing wrong in a configuration file.
type Problem struct {
	Line, Column int    // where in the file (0: the key is not in the file — a default)
	Key          string // the key it is about: settle, folders[1].profile, notify.email.to
	Msg          string // what is wrong, and what to write instead
}

// ConfigError is every problem of a configuration, in the order of the
// file. Parse and Load return it for a file that cannot be run.
type ConfigError struct {
	File     string // the name the configuration was read from
	Problems []Problem
}

func (e *ConfigError) Error() string {
	if len(e.Problems) == 1 {
		return e.line(e.Problems[0])
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d problems:", e.File, len(e.Problems))
	for _, p := range e.Problems {
		b.WriteString("\n  " + e.line(p))
	}
	return b.String()
}

// line is one problem as an editor jumps to it: FILE:LINE:COLUMN: message.
func (e *ConfigError) line(p Problem) string {
	switch {
	case p.Line > 0 && p.Column > 0:
		return fmt.Sprintf("%s:%d:%d: %s", e.File, p.Line, p.Column, p.Msg)
	case p.Line > 0:
		return fmt.Sprintf("%s:%d: %s", e.File, p.Line, p.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, p.Msg)
}

// position is where a key (or a list's item) stands in the file.
type position struct{ line, column int }

// problems collects a configuration's problems while it is read and
// completed. keys is where each key of the file stands (see decodeFile):
// a problem found after decoding is placed at the key it names.
type problems struct {
	keys map[string]position
	list []Problem
}

// at records a problem at a known place of the file.
func (p *problems) at(pos position, key, format string, args ...any) {
	p.list = append(p.list, Problem{Line: pos.line, Column: pos.column, Key: key, Msg: fmt.Sprintf(format, args...)})
}

// add records a problem about key, placed where the file sets it — or,
// when it does not (a default), at the nearest enclosing key it sets.
func (p *problems) add(key, format string, args ...any) {
	p.at(p.locate(key), key, format, args...)
}

// addErr records err about key; an error joining several (errors.Join)
// is one problem each, placed at the key its message starts with.
func (p *problems) addErr(key string, err error) {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			p.addErr(key, e)
		}
		return
	}
	msg := err.Error()
	if k, _, ok := strings.Cut(msg, " "); ok && strings.HasPrefix(k, key) {
		key = strings.TrimSuffix(k, ":")
	}
	p.add(key, "%s", msg)
}

// locate is where key, or the nearest key enclosing it, stands.
func (p *problems) locate(key string) position {
	for key != "" {
		if pos, ok := p.keys[key]; ok {
			return pos
		}
		i := strings.LastIndexAny(key, ".[")
		if i < 0 {
			break
		}
		key = key[:i]
	}
	return position{}
}

// err is nil without problems, else a *ConfigError listing them in the
// order of the file (the defaults' problems last).
func (p *problems) err(file string) error {
	if len(p.list) == 0 {
		return nil
	}
	list := append([]Problem(nil), p.list...)
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if (a.Line == 0) != (b.Line == 0) {
			return b.Line == 0
		}
		return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
	})
	return &ConfigError{File: file, Problems: list}
}
