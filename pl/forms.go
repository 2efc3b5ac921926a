package pl

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The forms of a ruling (data/forms.tsv) and the writings a memo names
// them by (data/formwords.tsv).

// The forms of a ruling, as CanonicalForm names them.
const (
	FormWyrok         = "wyrok"
	FormPostanowienie = "postanowienie"
	FormUchwala       = "uchwała"
	FormZarzadzenie   = "zarządzenie"
	FormOrzeczenie    = "orzeczenie"
)

// The other forms of the table: what a memo or a header names besides a
// ruling.
const (
	FormNakaz        = "nakaz zapłaty"
	FormDecyzja      = "decyzja"
	FormOpinia       = "opinia"
	FormUzasadnienie = "uzasadnienie"
)

// FormKind says what a form names.
type FormKind string

// The kinds of forms.
const (
	KindRuling   FormKind = "ruling"   // a court's ruling of that form (CanonicalForm names it)
	KindGeneric  FormKind = "generic"  // "orzeczenie": any ruling
	KindOrder    FormKind = "order"    // a payment order
	KindDecision FormKind = "decision" // an authority's decision
	KindOpinion  FormKind = "opinion"  // an opinion
	KindReasons  FormKind = "reasons"  // a ruling's reasons, published on their own
)

// Form is one line of forms.tsv.
type Form struct {
	Name    string   // the nominative: "wyrok"
	Kind    FormKind // what it names
	Stem    string   // the prefix of every writing: "postanowieni"
	English []string // English names in metadata: "sentence", "judgment"
	Types   []string // SAOS and portal judgmentType: "SENTENCE"
	Header  string   // how a document's head writes it: "WYROK"; "" never
	Appeal  bool     // it can be appealed ("od wyroku …")
	Pointer string   // the prefix a short form's pointer names it by: "uchwał"; "" none
}

// Ruling reports whether the form is a ruling or the generic
// "orzeczenie": the forms a ruling's citation names.
func (f Form) Ruling() bool { return f.Kind == KindRuling || f.Kind == KindGeneric }

// ParseForms reads a table in the format of forms.tsv.
func ParseForms(tsv string) ([]Form, error) {
	rows, err := tsvRows("forms.tsv", tsv, 8)
	if err != nil {
		return nil, err
	}
	var out []Form
	seen := map[string]bool{}
	for _, r := range rows {
		f := Form{Name: r[0], Kind: FormKind(r[1]), Stem: r[2], English: list(r[3], ","), Types: list(r[4], ",")}
		switch f.Kind {
		case KindRuling, KindGeneric, KindOrder, KindDecision, KindOpinion, KindReasons:
		default:
			return nil, fmt.Errorf("forms.tsv: %s: unknown kind %q", f.Name, r[1])
		}
		if seen[f.Name] {
			return nil, fmt.Errorf("forms.tsv: %s twice", f.Name)
		}
		seen[f.Name] = true
		if f.Stem != strings.ToLower(f.Stem) || !strings.HasPrefix(f.Name, f.Stem) {
			return nil, fmt.Errorf("forms.tsv: %s: stem %q is not a lower-case beginning of the name", f.Name, f.Stem)
		}
		if r[5] != "-" {
			f.Header = r[5]
		}
		switch r[6] {
		case "yes":
			f.Appeal = true
		case "no":
		default:
			return nil, fmt.Errorf("forms.tsv: %s: appeal is %q, want yes or no", f.Name, r[6])
		}
		if r[7] != "-" {
			if !strings.HasPrefix(r[7], f.Stem) {
				return nil, fmt.Errorf("forms.tsv: %s: pointer %q does not start with the stem %q", f.Name, r[7], f.Stem)
			}
			f.Pointer = r[7]
		}
		out = append(out, f)
	}
	return out, nil
}

// Case is a set of grammatical cases of a form's writing.
type Case uint8

// The cases (singular) and the plural.
const (
	Nominative Case = 1 << iota
	Genitive
	Dative
	Accusative
	Instrumental
	Locative
	Plural
)

var caseNames = map[string]Case{"nom": Nominative, "gen": Genitive, "dat": Dative, "acc": Accusative, "ins": Instrumental, "loc": Locative, "pl": Plural}

// FormWriting is one line of formwords.tsv: a writing of a form and its
// cases.
type FormWriting struct {
	Writing string   // lower case: "wyroku"
	Form    string   // its form: "wyrok"
	Kind    FormKind // the form's kind
	Cases   Case     // Genitive|Locative
}

// Is reports whether the writing is in one of the cases c.
func (w FormWriting) Is(c Case) bool { return w.Cases&c != 0 }

// Singular reports whether the writing is a singular one.
func (w FormWriting) Singular() bool { return w.Cases&^Plural != 0 }

// Ruling reports whether the writing names a ruling (Form.Ruling).
func (w FormWriting) Ruling() bool { return w.Kind == KindRuling || w.Kind == KindGeneric }

// ParseFormWords reads a table in the format of formwords.tsv; every
// writing's form must be one of forms and start with its stem.
func ParseFormWords(tsv string, forms []Form) ([]FormWriting, error) {
	rows, err := tsvRows("formwords.tsv", tsv, 3)
	if err != nil {
		return nil, err
	}
	byName := map[string]Form{}
	for _, f := range forms {
		byName[f.Name] = f
	}
	var out []FormWriting
	seen := map[string]bool{}
	for _, r := range rows {
		f, ok := byName[r[1]]
		if !ok {
			return nil, fmt.Errorf("formwords.tsv: %s: no form %q in forms.tsv", r[0], r[1])
		}
		if r[0] != strings.ToLower(r[0]) || !strings.HasPrefix(r[0], f.Stem) {
			return nil, fmt.Errorf("formwords.tsv: %s: not a lower-case writing that starts with the stem %q", r[0], f.Stem)
		}
		if seen[r[0]] {
			return nil, fmt.Errorf("formwords.tsv: %s twice", r[0])
		}
		seen[r[0]] = true
		w := FormWriting{Writing: r[0], Form: f.Name, Kind: f.Kind}
		for _, c := range strings.Fields(r[2]) {
			k, ok := caseNames[c]
			if !ok {
				return nil, fmt.Errorf("formwords.tsv: %s: unknown case %q", r[0], c)
			}
			w.Cases |= k
		}
		out = append(out, w)
	}
	return out, nil
}

// formTable is the parsed forms.tsv and formwords.tsv.
var formTable = func() (t struct {
	forms    []Form
	byName   map[string]Form
	byType   map[string]string
	writings []FormWriting
	byWord   map[string]FormWriting
	// canon are the prefixes CanonicalForm reads, in table order.
	canon []struct{ prefix, form string }
}) {
	t.forms = mustParse(ParseForms(formsTSV))
	t.writings = mustParse(ParseFormWords(formWordsTSV, t.forms))
	t.byName, t.byType, t.byWord = map[string]Form{}, map[string]string{}, map[string]FormWriting{}
	for _, f := range t.forms {
		t.byName[f.Name] = f
		for _, ty := range f.Types {
			t.byType[ty] = f.Name
		}
		if f.Ruling() {
			for _, p := range append([]string{f.Stem}, f.English...) {
				t.canon = append(t.canon, struct{ prefix, form string }{p, f.Name})
			}
		}
	}
	for _, w := range t.writings {
		t.byWord[w.Writing] = w
	}
	return t
}()

// Forms returns the table of forms, in order.
func Forms() []Form { return append([]Form(nil), formTable.forms...) }

// FormByName returns the form of that name ("wyrok").
func FormByName(name string) (Form, bool) {
	f, ok := formTable.byName[name]
	return f, ok
}

// FormWritings returns every writing of formwords.tsv, in order.
func FormWritings() []FormWriting { return append([]FormWriting(nil), formTable.writings...) }

// FormWord returns the writing w (lower case) of a form: "wyroku" →
// wyrok, genitive and locative; false when w is none.
func FormWord(w string) (FormWriting, bool) {
	fw, ok := formTable.byWord[w]
	return fw, ok
}

// FormAt reads the word that starts s (its letters) as a writing of a
// form, in any letter case ("Wyrokiem", "UCHWAŁA"); it returns the writing
// and the word's length in bytes, or 0 when the word is none.
func FormAt(s string) (FormWriting, int) {
	n := 0
	lower := true
	for n < len(s) {
		r, size := utf8.DecodeRuneInString(s[n:])
		if !unicode.IsLetter(r) {
			break
		}
		lower = lower && !unicode.IsUpper(r)
		n += size
		if n > 32 {
			return FormWriting{}, 0 // longer than any writing
		}
	}
	w := s[:n]
	if !lower {
		w = strings.ToLower(w)
	}
	if fw, ok := formTable.byWord[w]; ok {
		return fw, n
	}
	return FormWriting{}, 0
}

// MemoFormStems returns the stems of the forms a memo's writings name
// (formwords.tsv), in table order: a word that starts with none of them is
// no writing of a form.
func MemoFormStems() []string {
	var out []string
	for _, f := range formTable.forms {
		for _, w := range formTable.writings {
			if w.Form == f.Name {
				out = append(out, f.Stem)
				break
			}
		}
	}
	return out
}

// CanonicalForm names the form of a ruling as written in a memo or a
// library's metadata ("wyrokiem", "uchwała SN", "Postanowienie", "DECISION")
// in the nominative; "" when s names none. It reads the rulings of
// forms.tsv by their stem or English name; an "orzeczenie" is the generic
// word: SameForm treats it as any form.
func CanonicalForm(s string) string {
	l := strings.ToLower(strings.TrimSpace(s))
	for _, c := range formTable.canon {
		if strings.HasPrefix(l, c.prefix) {
			return c.form
		}
	}
	return ""
}

// SameForm reports whether two writings may name the same form of a
// ruling: equal forms, or either unknown or the generic "orzeczenie".
func SameForm(a, b string) bool {
	fa, fb := CanonicalForm(a), CanonicalForm(b)
	return fa == "" || fb == "" || fa == FormOrzeczenie || fb == FormOrzeczenie || fa == fb
}

// FormOfType names in Polish the form of a SAOS or portal judgmentType
// ("SENTENCE" → "wyrok", "REASONS" → "uzasadnienie"); "" when unknown.
func FormOfType(judgmentType string) string {
	return formTable.byType[strings.TrimSpace(judgmentType)]
}

// FormOfHeader names the form a document's head writes ("WYROK",
// "Wyrok", "W Y R O K", "NAKAZ ZAPŁATY"); "" when it is none.
func FormOfHeader(s string) string {
	key := strings.ToUpper(strings.Join(strings.Fields(s), ""))
	for _, f := range formTable.forms {
		if f.Header != "" && strings.ReplaceAll(f.Header, " ", "") == key {
			return f.Name
		}
	}
	return ""
}
