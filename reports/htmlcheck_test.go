package reports

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// voidElements have no end tag.
var voidElements = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true,
	"img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

// validateHTML checks that page is a well-formed, self-contained and inert
// HTML document: one doctype; every element closed in order (html.Parse
// alone would repair anything); no duplicate attribute; unique ids; every
// "#id" link has its target; lang, charset and a title; and nothing
// active or remote — no script, no event handler attribute, no iframe,
// object, embed, base, form or link element, no URL with a scheme.
func validateHTML(page []byte) error {
	z := html.NewTokenizer(bytes.NewReader(page))
	var stack []string
	doctypes := 0
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			if z.Err() != io.EOF {
				return z.Err()
			}
			if len(stack) > 0 {
				return fmt.Errorf("elements left open at the end: %v", stack)
			}
			if doctypes != 1 {
				return fmt.Errorf("%d doctypes", doctypes)
			}
			return validateTree(page)
		case html.DoctypeToken:
			doctypes++
			if t := z.Token(); !strings.EqualFold(t.Data, "html") {
				return fmt.Errorf("doctype %q", t.Data)
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			t := z.Token()
			seen := map[string]bool{}
			for _, a := range t.Attr {
				if seen[a.Key] {
					return fmt.Errorf("<%s> has attribute %s twice", t.Data, a.Key)
				}
				seen[a.Key] = true
			}
			if tt == html.StartTagToken && !voidElements[t.Data] {
				stack = append(stack, t.Data)
			}
		case html.EndTagToken:
			t := z.Token()
			if len(stack) == 0 || stack[len(stack)-1] != t.Data {
				return fmt.Errorf("</%s> closes nothing open (open: %v)", t.Data, stack)
			}
			stack = stack[:len(stack)-1]
		}
	}
}

// forbidden elements: active content, remote resources, forms.
var forbidden = map[atom.Atom]bool{atom.Script: true, atom.Iframe: true, atom.Object: true, atom.Embed: true,
	atom.Base: true, atom.Form: true, atom.Link: true, atom.Img: true, atom.Svg: true, atom.Math: true, atom.Frame: true}

func validateTree(page []byte) error {
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return err
	}
	ids := map[string]bool{}
	var links []string
	var lang, charset, title bool
	var walk func(n *html.Node) error
	walk = func(n *html.Node) error {
		if n.Type == html.ElementNode {
			if forbidden[n.DataAtom] || n.DataAtom == 0 {
				return fmt.Errorf("element <%s> in the page", n.Data)
			}
			for _, a := range n.Attr {
				v := strings.ToLower(strings.TrimSpace(a.Val))
				switch {
				case strings.HasPrefix(a.Key, "on"):
					return fmt.Errorf("event handler %s=%q on <%s>", a.Key, a.Val, n.Data)
				case a.Key == "style" || a.Key == "src" || a.Key == "srcset" || a.Key == "action" || a.Key == "formaction":
					return fmt.Errorf("attribute %s on <%s>", a.Key, n.Data)
				case a.Key == "id":
					if ids[a.Val] {
						return fmt.Errorf("id %q twice", a.Val)
					}
					ids[a.Val] = true
				case a.Key == "href":
					if strings.Contains(v, ":") && !strings.HasPrefix(v, "./") && !strings.HasPrefix(v, "#") {
						return fmt.Errorf("link with a scheme: %q", a.Val)
					}
					if strings.HasPrefix(v, "//") {
						return fmt.Errorf("network link: %q", a.Val)
					}
					links = append(links, a.Val)
				case a.Key == "lang" && n.DataAtom == atom.Html:
					lang = a.Val == "pl"
				case a.Key == "charset" && n.DataAtom == atom.Meta:
					charset = strings.EqualFold(a.Val, "utf-8")
				}
			}
			if n.DataAtom == atom.Title && n.FirstChild != nil && strings.TrimSpace(n.FirstChild.Data) != "" {
				title = true
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if err := walk(c); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(doc); err != nil {
		return err
	}
	if !lang || !charset || !title {
		return fmt.Errorf("lang=pl %v, charset utf-8 %v, title %v", lang, charset, title)
	}
	for _, l := range links {
		if id, ok := strings.CutPrefix(l, "#"); ok && !ids[id] {
			return fmt.Errorf("link %q has no target", l)
		}
	}
	return nil
}

// findByID returns the element with the id, or nil.
func findByID(n *html.Node, id string) *html.Node {
	if n.Type == html.ElementNode {
		for _, a := range n.Attr {
			if a.Key == "id" && a.Val == id {
				return n
			}
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := findByID(c, id); f != nil {
			return f
		}
	}
	return nil
}

// textOf is the text content of a node.
func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}

// elements returns every element of the tree with the tag.
func elements(n *html.Node, tag atom.Atom) []*html.Node {
	var out []*html.Node
	if n.Type == html.ElementNode && n.DataAtom == tag {
		out = append(out, n)
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		out = append(out, elements(c, tag)...)
	}
	return out
}
