package watcher

// Reading a configuration file key by key. Every key at every level
// (the top, folders[], logging, notify and its sections) is checked
// against the keys of that level — an unknown one is a problem with a
// suggestion — and every value is decoded on its own, so that one reading
// finds every problem of the file, each at its line and column.

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"gopkg.in/yaml.v3"
)

// decodeFile decodes the YAML document data over c (which holds the
// defaults: a key the file sets replaces its default, a list the whole
// list) and records what is wrong in p, and where every key stands in
// p.keys.
func decodeFile(data []byte, c *Config, p *problems) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		// A syntax error: nothing after it can be read.
		pos, msg := syntaxProblem(err)
		p.at(pos, "", "%s", msg)
		return
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return // empty, or only comments: the defaults
	}
	top := doc.Content[0]
	if top.Kind != yaml.MappingNode {
		p.at(nodePosition(top), "", "the file must hold settings as key: value lines (settle: 2s, folders: …), not %s", describeNode(top))
		return
	}
	(&keyReader{p: p}).value("", top, reflect.ValueOf(c).Elem())
}

// keyReader decodes one node after another into the configuration.
type keyReader struct{ p *problems }

var unmarshalerType = reflect.TypeFor[yaml.Unmarshaler]()

// value decodes the node n into v (addressable), found at key path.
func (r *keyReader) value(path string, n *yaml.Node, v reflect.Value) {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	t := v.Type()
	switch {
	case n.ShortTag() == "!!null" || reflect.PointerTo(t).Implements(unmarshalerType):
		r.decode(path, n, v) // as yaml does: a null empties a list, keeps a section
	case t.Kind() == reflect.Struct:
		r.section(path, n, v)
	case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Struct:
		r.list(path, n, v)
	default:
		r.decode(path, n, v)
	}
}

// section reads a mapping into a struct: each key a field of its yaml tag.
func (r *keyReader) section(path string, n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.MappingNode {
		r.p.at(nodePosition(n), path, "%s: keys are expected under it (%s), not %s", path, strings.Join(keysOf(v.Type()), ", "), describeNode(n))
		return
	}
	seen := map[string]position{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		key := join(path, k.Value)
		if first, ok := seen[k.Value]; ok {
			r.p.at(nodePosition(k), key, "%s is set twice (first on line %d): keep one", key, first.line)
			continue
		}
		seen[k.Value] = nodePosition(k)
		field, ok := fieldOf(v.Type(), k.Value)
		if !ok {
			r.p.at(nodePosition(k), key, "unknown key %q%s", k.Value, suggest(k.Value, path, v.Type()))
			continue
		}
		r.p.keys[key] = nodePosition(k)
		r.value(key, val, v.FieldByIndex(field.Index))
	}
}

// list reads a sequence into a slice of structs (folders): a new list,
// each item read as a section.
func (r *keyReader) list(path string, n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.SequenceNode {
		r.p.at(nodePosition(n), path, "%s: a list is expected (items starting with \"- \"), not %s", path, describeNode(n))
		return
	}
	out := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
	for i, item := range n.Content {
		key := fmt.Sprintf("%s[%d]", path, i)
		r.p.keys[key] = nodePosition(item)
		r.value(key, item, out.Index(i))
	}
	v.Set(out)
}

// decode decodes a value yaml knows how to (a scalar, a list of scalars,
// a map, a duration or a size); a value of the wrong kind is a problem at
// the value, and the default stays.
func (r *keyReader) decode(path string, n *yaml.Node, v reflect.Value) {
	tmp := reflect.New(v.Type())
	tmp.Elem().Set(v)
	if err := n.Decode(tmp.Interface()); err != nil {
		var te *yaml.TypeError
		msg := err.Error()
		if errors.As(err, &te) {
			msg = fmt.Sprintf("%s is not %s", describeNode(n), kindName(v.Type()))
		}
		r.p.at(nodePosition(n), path, "%s: %s", path, msg)
		return
	}
	v.Set(tmp.Elem())
}

// join is the key path of key inside path.
func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// fieldOf is the field of a struct type that the yaml key names.
func fieldOf(t reflect.Type, key string) (reflect.StructField, bool) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if name, _, _ := strings.Cut(f.Tag.Get("yaml"), ","); name == key && name != "-" && f.IsExported() {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

// keysOf is the yaml keys of a struct type, in their order.
func keysOf(t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if name, _, _ := strings.Cut(f.Tag.Get("yaml"), ","); name != "" && name != "-" && f.IsExported() {
			out = append(out, name)
		}
	}
	return out
}

// kindName says in words what a value of type t is written as.
func kindName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int64, reflect.Int32:
		return "a whole number"
	case reflect.String:
		return "a single value (a text, a path)"
	case reflect.Slice:
		return "a list (such as [a, b], or items starting with \"- \")"
	case reflect.Map:
		return "keys with values (name: value)"
	}
	return "a " + t.String()
}

// describeNode says what a node is, for a problem.
func describeNode(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "keys under it"
	case yaml.SequenceNode:
		return "a list"
	}
	return fmt.Sprintf("%q", n.Value)
}

func nodePosition(n *yaml.Node) position { return position{n.Line, n.Column} }

// syntaxProblem is the line and the message of a YAML syntax error
// ("yaml: line 3: mapping values are not allowed in this context").
func syntaxProblem(err error) (position, string) {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	var line int
	if _, e := fmt.Sscanf(msg, "line %d:", &line); e == nil {
		_, rest, _ := strings.Cut(msg, ": ")
		return position{line: line}, "not valid YAML: " + rest
	}
	return position{}, "not valid YAML: " + msg
}
