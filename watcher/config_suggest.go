package watcher

// „Did you mean …” for an unknown key of a configuration file: the keys of
// the same level nearest in edit distance, or the section the key belongs
// to when it was written at the wrong level.

import (
	"fmt"
	"reflect"
	"strings"
)

// suggest is the advice for the unknown key written at path, a level of
// type t: "" when nothing is near.
func suggest(key, path string, t reflect.Type) string {
	if near := nearest(key, keysOf(t)); len(near) > 0 {
		return fmt.Sprintf(": did you mean %s?", quoteAll(near))
	}
	// The right key at the wrong level: level: at the top is logging.level.
	var elsewhere []string
	for _, k := range schemaKeys(reflect.TypeFor[Config](), "") {
		if k.level != levelOf(path) && len(nearest(key, []string{k.name})) > 0 {
			elsewhere = append(elsewhere, join(k.level, k.name))
		}
	}
	if len(elsewhere) > 0 && len(elsewhere) <= 3 {
		return fmt.Sprintf(": did you mean %s? (a key of another section: indent it under that section)", quoteAll(elsewhere))
	}
	if keys := keysOf(t); len(keys) <= 12 {
		return fmt.Sprintf(" (the keys here: %s)", strings.Join(keys, ", "))
	}
	return " (citeguard watch -example-config prints every key, documented)"
}

// levelOf is the level of a key path: folders[2] is the level folders[].
func levelOf(path string) string {
	var b strings.Builder
	for len(path) > 0 {
		i := strings.IndexByte(path, '[')
		if i < 0 {
			b.WriteString(path)
			break
		}
		b.WriteString(path[:i] + "[]")
		j := strings.IndexByte(path[i:], ']')
		if j < 0 {
			break
		}
		path = path[i+j+1:]
	}
	return b.String()
}

// schemaKey is one key of the configuration: its level and name.
type schemaKey struct{ level, name string }

// schemaKeys is every key of the struct type t and of its sections, t at
// level.
func schemaKeys(t reflect.Type, level string) []schemaKey {
	var out []schemaKey
	for _, name := range keysOf(t) {
		f, _ := fieldOf(t, name)
		out = append(out, schemaKey{level, name})
		ft := f.Type
		if reflect.PointerTo(ft).Implements(unmarshalerType) {
			continue
		}
		switch {
		case ft.Kind() == reflect.Struct:
			out = append(out, schemaKeys(ft, join(level, name))...)
		case ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Struct:
			out = append(out, schemaKeys(ft.Elem(), join(level, name)+"[]")...)
		}
	}
	return out
}

// nearest is the known keys nearest to key (at most two, equally near),
// when near enough to be a slip of the keyboard: case, - for _, a letter
// left out, added, changed or two swapped — one such slip in a short key,
// two in a key of 5–8 letters, three in a longer one.
func nearest(key string, known []string) []string {
	norm := func(s string) string { return strings.ReplaceAll(strings.ToLower(s), "-", "_") }
	best, out := -1, []string(nil)
	for _, k := range known {
		d := editDistance(norm(key), norm(k))
		limit := 1
		switch n := len(k); {
		case n > 8:
			limit = 3
		case n >= 5:
			limit = 2
		}
		if d > limit {
			continue
		}
		switch {
		case best < 0 || d < best:
			best, out = d, []string{k}
		case d == best && len(out) < 2:
			out = append(out, k)
		}
	}
	return out
}

// quoteAll is "a" or "a" or "b".
func quoteAll(keys []string) string {
	q := make([]string, len(keys))
	for i, k := range keys {
		q[i] = fmt.Sprintf("%q", k)
	}
	return strings.Join(q, " or ")
}

// editDistance is the optimal string alignment distance of a and b: the
// fewest letters inserted, deleted, substituted or swapped with the next
// one that turn a into b ("setle" → "settle" 1, "igonre" → "ignore" 1).
func editDistance(a, b string) int {
	x, y := []rune(a), []rune(b)
	// d[i][j] is the distance of x[:i] and y[:j]; three rows suffice.
	prev2, prev, cur := make([]int, len(y)+1), make([]int, len(y)+1), make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(y)]
}
