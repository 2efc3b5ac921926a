package extract

import (
	"context"
	"encoding/xml"
	"path"
	"strconv"
	"strings"
)

// customXML is a DOCX's custom XML data store (customXml/itemN.xml, each
// named by the ds:itemID of its itemPropsN.xml), read on first use, for
// the values content controls are bound to.
type customXML struct {
	z     *zipDoc
	ctx   context.Context
	read  bool
	items []storeItem
}

// storeItem is one custom XML part: its id and its tree.
type storeItem struct {
	id   string // ds:itemID, upper case, braces kept
	root *xnode
}

// xnode is an element of a custom XML part: its local name, its text and
// its child elements.
type xnode struct {
	name     string
	text     strings.Builder
	children []*xnode
}

// maxStoreNodes bounds the elements read of the whole store.
const maxStoreNodes = 200000

// value is the text a binding's XPath selects in the item storeID names
// (any item when none does, as Word searches them). ok is false when the
// XPath is not the simple form Word writes (/ns0:a[1]/ns0:b[1]), or
// selects nothing.
func (c *customXML) value(storeID, xpath string) (string, bool) {
	steps, ok := parseXPath(xpath)
	if !ok {
		return "", false
	}
	c.load()
	id := strings.ToUpper(strings.TrimSpace(storeID))
	for _, it := range c.items {
		if id != "" && it.id != id {
			continue
		}
		if n := it.root.selectPath(steps); n != nil {
			return n.allText(), true
		}
	}
	return "", false
}

// xstep is one step of a binding's XPath: a local name and a 1-based index.
type xstep struct {
	name  string
	index int
}

// parseXPath reads the XPath form Word writes for a binding: /p:name[n]/…
// (prefixes are dropped: names are matched by local name). Anything else —
// attributes, functions, axes, other predicates — is refused.
func parseXPath(xp string) ([]xstep, bool) {
	xp = strings.TrimSpace(xp)
	if !strings.HasPrefix(xp, "/") || strings.HasPrefix(xp, "//") || len(xp) > 1024 {
		return nil, false
	}
	var out []xstep
	for _, s := range strings.Split(xp[1:], "/") {
		idx := 1
		if i := strings.IndexByte(s, '['); i >= 0 {
			if !strings.HasSuffix(s, "]") {
				return nil, false
			}
			n, err := strconv.Atoi(s[i+1 : len(s)-1])
			if err != nil || n < 1 {
				return nil, false
			}
			idx, s = n, s[:i]
		}
		if j := strings.IndexByte(s, ':'); j >= 0 {
			s = s[j+1:]
		}
		if s == "" || strings.ContainsAny(s, "@()*.=' \"") {
			return nil, false
		}
		out = append(out, xstep{s, idx})
	}
	return out, len(out) > 0
}

// selectPath follows the steps from the root (the first step names it).
func (n *xnode) selectPath(steps []xstep) *xnode {
	if n == nil || steps[0].name != n.name || steps[0].index != 1 {
		return nil
	}
	cur := n
	for _, st := range steps[1:] {
		k, next := 0, (*xnode)(nil)
		for _, ch := range cur.children {
			if ch.name == st.name {
				if k++; k == st.index {
					next = ch
					break
				}
			}
		}
		if next == nil {
			return nil
		}
		cur = next
	}
	return cur
}

// allText is the text of n and its descendants, in order.
func (n *xnode) allText() string {
	var b strings.Builder
	var walk func(*xnode)
	walk = func(x *xnode) {
		b.WriteString(x.text.String())
		for _, ch := range x.children {
			walk(ch)
		}
	}
	walk(n)
	return b.String()
}

// load reads every custom XML item of the package (best effort: an item
// that cannot be read has no values, and a binding to it is unread).
func (c *customXML) load() {
	if c.read {
		return
	}
	c.read = true
	ids := map[string]string{} // item part → its id
	for _, f := range c.z.zr.File {
		base := path.Base(f.Name)
		if !strings.HasPrefix(strings.ToLower(f.Name), "customxml/") || !strings.HasPrefix(strings.ToLower(base), "itemprops") {
			continue
		}
		_ = c.z.eachStart(c.ctx, f.Name, func(se xml.StartElement) {
			if se.Name.Local == "datastoreItem" {
				if v, ok := attr(se, "itemID"); ok {
					ids[strings.ToLower(path.Join(path.Dir(f.Name), "item"+strings.TrimPrefix(strings.ToLower(base), "itemprops")))] = strings.ToUpper(v)
				}
			}
		})
	}
	nodes := 0
	for _, f := range c.z.zr.File {
		lower := strings.ToLower(f.Name)
		base := path.Base(lower)
		if !strings.HasPrefix(lower, "customxml/") || !strings.HasPrefix(base, "item") || strings.HasPrefix(base, "itemprops") || !strings.HasSuffix(base, ".xml") {
			continue
		}
		root := c.parse(f.Name, &nodes)
		if root != nil {
			c.items = append(c.items, storeItem{id: ids[lower], root: root})
		}
	}
}

// parse reads one custom XML part into a tree; nil when it is not XML or
// the store's bound is reached.
func (c *customXML) parse(part string, nodes *int) *xnode {
	var root *xnode
	var stack []*xnode
	err := c.z.eachToken(c.ctx, part, func(tok xml.Token) error {
		switch t := tok.(type) {
		case xml.StartElement:
			if *nodes++; *nodes > maxStoreNodes {
				return errStoreFull
			}
			n := &xnode{name: t.Name.Local}
			if len(stack) == 0 {
				if root != nil {
					return errStoreFull
				}
				root = n
			} else {
				p := stack[len(stack)-1]
				p.children = append(p.children, n)
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text.Write(t)
			}
		}
		return nil
	})
	if err != nil {
		return nil
	}
	return root
}

// errStoreFull ends the reading of a custom XML part over its bound.
var errStoreFull = storeError("custom XML store too large")

type storeError string

func (e storeError) Error() string { return string(e) }
