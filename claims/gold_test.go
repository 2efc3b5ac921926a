package claims

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"citeguard/pl"
)

// goldDir is the saos-tm-extractor gold, relative to this package.
const goldDir = "../../shared/testdata/library/saos-tm-extractor"

var reGoldField = regexp.MustCompile(`"([^"]*)"`)

// readGold returns the signature keys (pl.SignatureKey) listed in one .jdg
// file. The files are CSV "signature","court" but some lines lack the court
// or run into the next; every quoted field with a digit is a signature.
func readGold(t *testing.T, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read gold: %v", err)
	}
	out := map[string]string{}
	for _, m := range reGoldField.FindAllStringSubmatch(string(b), -1) {
		if strings.ContainsAny(m[1], "0123456789") {
			out[pl.SignatureKey(m[1])] = m[1]
		}
	}
	return out
}

// TestGoldSignatures measures recall and precision of cited signatures on the
// 90 hand-annotated judgments of saos-tm-extractor, through Extract: the
// signatures are those of the claims' anchors and of the citations inside
// quotations (a judgment quoting another's reasons cites what they cite). A signature counts as found
// when its pl.SignatureKey equals a gold signature's key, in the same file.
func TestGoldSignatures(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat(goldDir); err != nil {
		t.Skipf("gold corpus absent (%s): %v", goldDir, err)
	}
	var tp, fn, fp int
	var misses, extras []string
	for _, set := range []string{"1", "2"} {
		answers, _ := filepath.Glob(filepath.Join(goldDir, "judgment-links-answers", "jdg"+set, "*.jdg"))
		for _, ans := range answers {
			base := strings.TrimSuffix(filepath.Base(ans), ".jdg")
			txt, err := os.ReadFile(filepath.Join(goldDir, "links-input-txts", "txt"+set, base+".txt"))
			if err != nil {
				t.Fatalf("text for %s: %v", ans, err)
			}
			gold := readGold(t, ans)
			got := map[string]string{}
			res := Extract(Input{Text: string(txt)})
			// The gold lists the signatures of court rulings; an
			// administrative decision's number is not one.
			for _, c := range res.Claims {
				if sg := c.Anchor.Sygnatura; sg != "" && c.Anchor.Forma != "decyzja" {
					got[strings.ToUpper(sg)] = sg
				}
			}
			for _, c := range res.Own {
				got[strings.ToUpper(c.Anchor.Sygnatura)] = c.Anchor.Sygnatura
			}
			for _, c := range res.Quoted {
				if sg := c.Anchor.Sygnatura; sg != "" && c.Anchor.Forma != "decyzja" {
					got[strings.ToUpper(sg)] = sg
				}
			}
			for k, raw := range gold {
				if _, ok := got[k]; ok {
					tp++
				} else {
					fn++
					misses = append(misses, base+": "+raw)
				}
			}
			for k, raw := range got {
				if _, ok := gold[k]; !ok {
					fp++
					extras = append(extras, base+": "+strings.Join(strings.Fields(raw), " "))
				}
			}
		}
	}
	if tp+fn == 0 {
		t.Fatal("no gold signatures read")
	}
	recall := float64(tp) / float64(tp+fn)
	precision := float64(tp) / float64(tp+fp)
	sort.Strings(misses)
	sort.Strings(extras)
	t.Logf("gold signatures: %d, found %d, missed %d, extra %d", tp+fn, tp, fn, fp)
	t.Logf("recall %.3f precision %.3f", recall, precision)
	for _, m := range misses {
		t.Logf("miss  %s", m)
	}
	for _, m := range extras {
		t.Logf("extra %s", m)
	}
	// The floor is recall 0.95 and precision 0.90; the gate holds
	// the level reached (0.994 both, 3 explained misses) so that a change
	// that loses citations fails here instead of passing quietly.
	if recall < 0.99 {
		t.Errorf("recall %.3f < 0.99 (the issue asks ≥ 0.95; 0.994 was reached)", recall)
	}
	if precision < 0.99 {
		t.Errorf("precision %.3f < 0.99 (the issue asks ≥ 0.90; 0.994 was reached)", precision)
	}
}
