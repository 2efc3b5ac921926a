package library

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"citeguard/pl"
)

// headerSpan is how much of a document's beginning the header parser reads.
const headerSpan = 3000

var (
	// reSygn finds "Sygn. akt I ACa 499/13", "Sygn. akt: KIO 1286/13",
	// "(Sygn. akt U. 4/94)", "Sygn. Ts 50/98".
	reSygn = regexp.MustCompile(`(?i)sygn(?:atura)?\.?[ \x{00a0}]*(?:akt)?[ \x{00a0}]*[:.]?[ \x{00a0}]*([^\n)]{3,80})`)
	// reFormDateSig is the head of a line that gives the ruling's form and
	// date before its signature: "Uchwała z dnia 5 lipca 2002 r. III CZP
	// 39/02".
	reFormDateSig = regexp.MustCompile(`^[ \t]*(?:` + headerForms + `)[^\n]{0,60}\d{4}[ \t\x{00a0}]*r\.?[ \t,]*`)
	// reDocType is the ruling's form at a line's start: "WYROK", "Uchwała",
	// "W Y R O K".
	reDocType = regexp.MustCompile(`(?m)^[ \t\x{00a0}#*-]*(` + headerForms + `)\b`)
	reDnia    = regexp.MustCompile(`(?i)(?:^|\s)(?:z[ \x{00a0}]+)?dnia[ \x{00a0}]+(\d{1,2}[.\s\x{00a0}/-]+[\p{L}\d]+[.\s\x{00a0}/-]+\d{4})`)
	reParties = regexp.MustCompile(`(?s)z[ \x{00a0}]+(?:powództwa|wniosku|odwołania|skargi)[ \x{00a0}\n]+(.{2,200}?)[ \x{00a0}\n,]+przeciwko[ \x{00a0}\n]+(.{2,200}?)(?:[ \x{00a0}\n,]+(?:o[\s\x{00a0}]|z[ \x{00a0}]udziałem|przy[ \x{00a0}]udziale|na[ \x{00a0}]skutek|w[ \x{00a0}]przedmiocie)|\n\n|$)`)
	// reEUAct is an EU act's title up to its institution's mark, which its
	// number follows (pl.EUActCELEX).
	reEUAct = regexp.MustCompile(`(?i)(ROZPORZĄDZENIE|DYREKTYWA)[^\n]{0,80}?\((?:UE|WE|EWG)\)`)
)

// headerForms is the alternation of the forms a document's head writes
// (pl's forms.tsv): as written there ("WYROK"), with a capital only
// ("Wyrok"), and letter-spaced ("W Y R O K").
var headerForms = func() string {
	var alts []string
	for _, f := range pl.Forms() {
		if f.Header == "" {
			continue
		}
		up := f.Header
		r, n := utf8.DecodeRuneInString(up)
		title := string(r) + strings.ToLower(up[n:])
		alts = append(alts, regexp.QuoteMeta(up), regexp.QuoteMeta(title))
		if !strings.Contains(up, " ") {
			alts = append(alts, strings.Join(strings.Split(up, ""), "[ ]"))
		}
	}
	return strings.Join(alts, "|")
}()

// parseHeader reads the metadata a document states about itself in its
// first lines: for a judgment the signature („Sygn. akt …”), the form
// (WYROK/POSTANOWIENIE/UCHWAŁA), the date („Dnia 5 lipca 2002 r.”), the court
// and the parties („z powództwa … przeciwko …”); for a statute its title,
// act and Dz.U.; for an EU act its CELEX.
func parseHeader(text, name string) Meta {
	h := head(text)
	var m Meta
	if st := parseStatuteHeader(h, name); st.Kind != "" {
		return st
	}
	sigs := headerSignature(h)
	fn := fileNameMeta(name)
	if len(sigs) == 0 && len(fn.Signatures) == 0 {
		if t := tailSignature(text); t != "" {
			sigs = []string{t}
		}
	}
	if len(sigs) == 0 && len(fn.Signatures) > 0 {
		m.Kind = Judgment
		m.From = map[string]string{"kind": FromFileName}
		m.merge(fn)
	}
	var short []string
	if len(sigs) > 0 {
		m.Kind = Judgment
		m.From = map[string]string{"kind": FromHeader}
		sigs, short = completeDepartments(sigs, h, text, fn)
		m.setList("signatures", &m.Signatures, sigs, FromHeader)
	}
	m.setList("aliases", &m.Aliases, append(kioAliases(m.Signatures), short...), FromHeader)
	if len(fn.Signatures) > 0 && len(m.Signatures) > 0 && !pl.SameSignature(fn.Signatures[0], m.Signatures[0]) {
		m.Aliases = append(m.Aliases, fn.Signatures...)
	}
	if e := pl.FindECLI(h); e != "" {
		m.set("ecli", &m.ECLI, e, FromHeader)
	}
	if m.Kind == "" {
		return m
	}
	if t := reDocType.FindStringSubmatch(h); t != nil {
		m.set("doc_type", &m.DocType, pl.FormOfHeader(t[1]), FromHeader)
	}
	if d := headerDate(h); d != "" {
		m.set("date", &m.Date, d, FromHeader)
	}
	if c := pl.FindCourts(h); len(c) > 0 {
		m.set("court", &m.Court, c[0].Name, FromHeader)
	}
	m.merge(fn) // the date of a portal file name, when the header has none
	if i := indexAny(h, "z powództwa", "z wniosku", "z odwołania", "ze skargi", "z skargi"); i >= 0 && strings.Contains(h[i:], "przeciwko") {
		p := reParties.FindStringSubmatch(h[i:min(len(h), i+600)])
		if p != nil {
			m.set("parties", &m.Parties, oneLine(p[1])+" przeciwko "+oneLine(p[2]), FromHeader)
		}
	}
	return m
}

// reReasons is the line that opens a ruling's reasons.
var reReasons = regexp.MustCompile(`(?im)^[ \t\x{00a0}#*]*U ?Z ?A ?S ?A ?D ?N ?I ?E ?N ?I ?E[ \t\x{00a0}:]*$`)

// head is the part of a document that states its own metadata: its first
// headerSpan bytes, up to the line that opens its reasons („UZASADNIENIE”):
// the reasons narrate other rulings, courts and dates (the judgment under
// appeal, the date of the claim), which are not this document's.
func head(text string) string {
	h := text
	if len(h) > headerSpan {
		h = h[:headerSpan]
		for len(h) > 0 && !utf8Start(h[len(h)-1]) {
			h = h[:len(h)-1]
		}
		if len(h) > 0 {
			h = h[:len(h)-1]
		}
	}
	if loc := reReasons.FindStringIndex(h); loc != nil {
		h = h[:loc[0]]
	}
	return h
}

// headFormDate is the form of ruling and the date a judgment states at its
// head (the form's own line, the date's own line or the one given with the
// form), "" for what it does not state: what the document says of itself,
// which the library trusts over a portal's or SAOS's filing (see fileMeta).
func headFormDate(text string) (form, date string) {
	h := head(text)
	if t := reDocType.FindStringSubmatch(h); t != nil {
		form = pl.FormOfHeader(t[1])
	}
	return form, statedDate(h)
}

var (
	// reDateOnly is a header line that is only the ruling's date ("13
	// luty 2014 r.", "Dnia 5 lipca 2002 r.", "Warszawa, dnia 5 lipca 2002
	// r.", "Konin, dnia 17-11-2014 r.", the seat anonymised: "W., dnia 16
	// października 2014 r."). The dates of these expressions
	// may be written with dots, spaces, hyphens or slashes (pl.ParseDate
	// reads them).
	reDateOnly = regexp.MustCompile(`(?i)^[ \t\x{00a0}]*(?:[\p{Lu}](?:[\p{L}-]+|\.),[ \t\x{00a0}]*)?(?:dnia[ \t\x{00a0}]+)?(\d{1,2}[.\s\x{00a0}/-]+[\p{L}\d]+[.\s\x{00a0}/-]+\d{4})[ \t\x{00a0}]*(?:r\.?|roku)?[ \t\x{00a0}]*$`)
	// reHearing is the hearing's date, the ruling's when given at it: "po
	// rozpoznaniu w dniu 13 lutego 2014 r.".
	reHearing = regexp.MustCompile(`(?i)po[ \x{00a0}]+rozpoznaniu[^\n]{0,80}?w[ \x{00a0}]+dniu[ \x{00a0}]+(\d{1,2}[.\s\x{00a0}/-]+[\p{L}\d]+[.\s\x{00a0}/-]+\d{4})`)
	// reAppealed is what a "z dnia …" after it dates: the ruling under
	// appeal, not this one.
	// reFormDate is the date given with the ruling's form at its head:
	// "WYROK\nz dnia 29 lipca 2010 r." — the ruling's own date even when the
	// hearing was earlier (KIO, SN often rule days after the hearing).
	reFormDate = regexp.MustCompile(`(?i)(?:^|\n)[ \t\x{00a0}]*(?:` + headerForms + `)[ \t\x{00a0}]*\n?[ \t\x{00a0}]*z[ \t\x{00a0}]+dnia[ \t\x{00a0}]+(\d{1,2}[.\s\x{00a0}/-]+[\p{L}\d]+[.\s\x{00a0}/-]+\d{4})`)
	// reAppealed is what a "z dnia …" after it dates: the ruling under
	// appeal ("od wyroku", "na postanowienie": the forms that can be
	// appealed, pl's forms.tsv), not this one.
	reAppealed = regexp.MustCompile(`(?i)(?:od|na)[ \x{00a0}\n]+(?:` + appealStems() + `)\p{L}*[^.;]{0,200}$`)
)

// appealStems is the alternation of the stems of the forms that can be
// appealed.
func appealStems() string {
	var alts []string
	for _, f := range pl.Forms() {
		if f.Appeal {
			alts = append(alts, regexp.QuoteMeta(f.Stem))
		}
	}
	return strings.Join(alts, "|")
}

// headerDate is the ruling's own date in its header (ISO): a line that is
// only the date ("Dnia 5 lipca 2002 r.", "13 luty 2014 r."), else the date
// given with the ruling's form ("WYROK z dnia …"), else the hearing's date ("po rozpoznaniu w dniu …"), else the first "z dnia …"
// that does not date the ruling under appeal ("na skutek apelacji … od
// wyroku … z dnia …"); "" when none.
func headerDate(h string) string {
	if d := statedDate(h); d != "" {
		return d
	}
	if m := reHearing.FindStringSubmatch(h[:min(len(h), 1500)]); m != nil {
		if d := isoDate(m[1]); d != "" {
			return d
		}
	}
	for _, loc := range reDnia.FindAllStringSubmatchIndex(h[:min(len(h), 1500)], -1) {
		if reAppealed.MatchString(h[max(0, loc[0]-200):loc[0]]) {
			continue
		}
		if d := isoDate(h[loc[2]:loc[3]]); d != "" {
			return d
		}
	}
	return ""
}

// statedDate is the date a header states as the ruling's: a line that is
// only the date, else the date given with the ruling's form; "" when none.
func statedDate(h string) string {
	n := 0
	for _, l := range strings.Split(h, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if n++; n > 15 {
			break
		}
		if m := reDateOnly.FindStringSubmatch(l); m != nil {
			if d := isoDate(m[1]); d != "" {
				return d
			}
		}
	}
	if m := reFormDate.FindStringSubmatch(h[:min(len(h), 1500)]); m != nil {
		if d := isoDate(m[1]); d != "" {
			return d
		}
	}
	return ""
}

// indexAny returns the first offset of any of the words in s, or -1.
func indexAny(s string, words ...string) int {
	best := -1
	for _, w := range words {
		if i := strings.Index(s, w); i >= 0 && (best < 0 || i < best) {
			best = i
		}
	}
	return best
}

func utf8Start(c byte) bool { return c&0xC0 != 0x80 }

// headerSignature returns the document's own signature from the top lines
// of its header: a line starting with „Sygn.” (capital S: a lower-case
// „sygn. akt” mid-sentence cites another case) or a line that is only a
// signature („II PK 190/08”, „(S. 4/89)”, „Uchwała z dnia … III CZP 39/02”).
func headerSignature(h string) []string {
	n := 0
	var out []string
	collecting := false
	for _, l := range strings.Split(h, "\n") {
		t := strings.TrimLeft(strings.TrimSpace(l), "(#*- \u00a0")
		if t == "" {
			continue
		}
		if n++; n > 15 {
			break
		}
		// „sygn. akt …” in lower case opens some documents too.
		if strings.HasPrefix(t, "Sygn") || strings.HasPrefix(t, "SYGN") || n == 1 && strings.HasPrefix(t, "sygn") {
			out = append(out, sygnValues(t)...)
			collecting = true
			continue
		}
		sig := sigLine(l)
		if sig == "" && !collecting {
			sig = sigAfterFormDate(l)
		}
		if sig != "" {
			out = append(out, sig)
			if !collecting {
				return out
			}
			continue
		}
		if collecting || len(out) > 0 {
			break
		}
	}
	return out
}

// sigLine returns the signature of a line that holds only one ("II PK
// 190/08", "(S. 4/89)"), or "".
func sigLine(l string) string {
	t := strings.TrimLeft(strings.TrimRight(l, ",; "), " \t\u00a0(")
	n := pl.SignatureField(t)
	if n == 0 || strings.Trim(strings.TrimPrefix(t[n:], ")"), " \t\u00a0") != "" {
		return ""
	}
	return t[:n]
}

// sigAfterFormDate returns the signature that ends a line giving the
// ruling's form and date ("Uchwała z dnia 5 lipca 2002 r. III CZP 39/02"),
// or "".
func sigAfterFormDate(l string) string {
	m := reFormDateSig.FindStringIndex(l)
	if m == nil {
		return ""
	}
	rest := strings.TrimRight(l[m[1]:], " \t\u00a0")
	if n := pl.SignatureField(rest); n == 0 || n != len(rest) {
		return ""
	}
	return rest
}

// tailSignature finds „Sygn. akt …” at a line start in the last part of a
// document (some courts put it at the end).
func tailSignature(text string) string {
	t := text
	if len(t) > 1500 {
		t = t[len(t)-1500:]
	}
	lines := strings.Split(t, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		l := strings.TrimLeft(strings.TrimSpace(lines[i]), "(#*- \u00a0")
		if strings.HasPrefix(l, "Sygn") || strings.HasPrefix(l, "SYGN") {
			if s := sygnValue(l); s != "" {
				return s
			}
		}
	}
	return ""
}

// sygnValues reads the signatures of a „Sygn. akt …” line (several may be
// listed, separated by commas).
func sygnValues(line string) []string {
	m := reSygn.FindStringSubmatch(line)
	if m == nil {
		return nil
	}
	var out []string
	for _, part := range strings.Split(m[1], ",") {
		v := strings.TrimLeft(strings.TrimSpace(part), "(.: ")
		if n := pl.SignatureField(v); n > 0 {
			out = append(out, strings.TrimSpace(v[:n]))
		}
	}
	return out
}

func sygnValue(line string) string {
	if v := sygnValues(line); len(v) > 0 {
		return v[0]
	}
	return ""
}

// kioAliases adds the spaced form of a KIO signature written with slashes
// (KIO/1486/10 → KIO 1486/10).
func kioAliases(sigs []string) []string {
	var out []string
	for _, s := range sigs {
		if strings.HasPrefix(s, "KIO/") && len(s) > 4 && s[4] >= '0' && s[4] <= '9' && pl.SignatureField(s) == len(s) {
			out = append(out, "KIO "+s[4:])
		}
	}
	return out
}

// rePortalName is the file name of an orzeczenia.ms.gov.pl judgment:
// <court id><department>_<dept. numeral>_<repertory>_<number>_<year>_<type>_<date>_<n>.
var rePortalName = regexp.MustCompile(`^\d{15}_([IVXL]+)_([A-Za-z]+(?:-[A-Za-z]+)?)_0*(\d+)_(\d{4})_[A-Za-z]+_(\d{4}-\d{2}-\d{2})_\d{3}$`)

// fileNameMeta reads the signature and date encoded in a portal file name.
func fileNameMeta(name string) Meta {
	var m Meta
	p := rePortalName.FindStringSubmatch(stem(name))
	if p == nil {
		return m
	}
	sig := fmt.Sprintf("%s %s %s/%s", p[1], p[2], p[3], p[4][2:])
	m.setList("signatures", &m.Signatures, []string{sig}, FromFileName)
	m.set("date", &m.Date, p[5], FromFileName)
	return m
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// isoDate turns any date pl.ParseDate reads into yyyy-mm-dd ("" if none).
func isoDate(s string) string {
	if strings.TrimSpace(s) == "" {
		return ""
	}
	if d, ok := pl.ParseDate(s); ok {
		return d.ISO()
	}
	return ""
}
