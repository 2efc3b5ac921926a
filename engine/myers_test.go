package engine

import (
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"

	"citeguard/norm"
)

// editDistance is the textbook Levenshtein distance, the test oracle.
func editDistance(a, b []rune) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			sub := prev[j-1]
			if a[i-1] != b[j-1] {
				sub++
			}
			cur[j] = min(sub, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// semiGlobal is the oracle for search: the fewest edits turning the pattern
// into any substring of the text.
func semiGlobal(p, t []rune) int {
	prev := make([]int, len(t)+1) // row 0: free start
	cur := make([]int, len(t)+1)
	best := len(p)
	for i := 1; i <= len(p); i++ {
		cur[0] = i
		for j := 1; j <= len(t); j++ {
			sub := prev[j-1]
			if p[i-1] != t[j-1] {
				sub++
			}
			cur[j] = min(sub, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	for _, d := range prev {
		best = min(best, d)
	}
	return best
}

func randomText(r *rand.Rand, n int, alphabet []rune) string {
	var b strings.Builder
	for range n {
		b.WriteRune(alphabet[r.Intn(len(alphabet))])
	}
	return b.String()
}

// mutate applies k random edits to s.
func mutate(r *rand.Rand, s string, k int, alphabet []rune) string {
	rs := []rune(s)
	for range k {
		if len(rs) == 0 {
			break
		}
		i := r.Intn(len(rs))
		switch r.Intn(3) {
		case 0:
			rs[i] = alphabet[r.Intn(len(alphabet))]
		case 1:
			rs = append(rs[:i], rs[i+1:]...)
		default:
			rs = append(rs[:i], append([]rune{alphabet[r.Intn(len(alphabet))]}, rs[i:]...)...)
		}
	}
	return string(rs)
}

// TestMyersAgainstOracle checks the bit-parallel search against the plain
// dynamic programme on random texts, with patterns of one to several 64-bit
// blocks and Polish letters, and checks the reported range.
func TestMyersAgainstOracle(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(1))
	alphabet := []rune("abcąęłóśż ,.")
	for trial := range 400 {
		text := randomText(r, 50+r.Intn(400), alphabet)
		var pat string
		if trial%2 == 0 && utf8.RuneCountInString(text) > 10 {
			tr := []rune(text)
			i := r.Intn(len(tr) - 5)
			j := min(len(tr), i+5+r.Intn(200))
			pat = mutate(r, string(tr[i:j]), r.Intn(8), alphabet)
		} else {
			pat = randomText(r, 1+r.Intn(150), alphabet)
		}
		if pat == "" {
			continue
		}
		h := newPattern(pat).search(text)
		want := semiGlobal([]rune(pat), []rune(text))
		if h.Dist != want {
			t.Fatalf("trial %d: dist %d, oracle %d (pattern %q)", trial, h.Dist, want, pat)
		}
		if h.Start < 0 || h.End < h.Start || h.End > len(text) {
			t.Fatalf("trial %d: bad range [%d,%d)", trial, h.Start, h.End)
		}
		if got := editDistance([]rune(pat), []rune(text[h.Start:h.End])); got != h.Dist {
			t.Fatalf("trial %d: range %q is %d edits from the pattern, reported %d", trial, text[h.Start:h.End], got, h.Dist)
		}
	}
}

// TestMyersCutOff checks the banded search against the oracle for every
// bound: the same distance when the oracle is within it, nothing otherwise.
func TestMyersCutOff(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(2))
	alphabet := []rune("abcdeąęł ")
	for trial := range 600 {
		text := randomText(r, 100+r.Intn(600), alphabet)
		tr := []rune(text)
		i := r.Intn(len(tr) - 50)
		j := min(len(tr), i+1+r.Intn(300))
		pat := mutate(r, string(tr[i:j]), r.Intn(40), alphabet)
		if pat == "" {
			continue
		}
		want := semiGlobal([]rune(pat), tr)
		k := r.Intn(utf8.RuneCountInString(pat) + 1)
		h := newPattern(pat).searchWithin(text, k)
		switch {
		case want <= k && h.Dist != want:
			t.Fatalf("trial %d k=%d: dist %d, oracle %d", trial, k, h.Dist, want)
		case want > k && h.Start >= 0:
			t.Fatalf("trial %d k=%d: reported %d, oracle %d", trial, k, h.Dist, want)
		}
		if h.Start >= 0 {
			if got := editDistance([]rune(pat), []rune(text[h.Start:h.End])); got != h.Dist {
				t.Fatalf("trial %d: range is %d edits away, reported %d", trial, got, h.Dist)
			}
		}
	}
}

func TestMyersFindsPlace(t *testing.T) {
	t.Parallel()
	src := norm.Normalize(materialSource)
	q := norm.Normalize("Sad moze obnizyc kare umowna, jezeli zobowiazanie zostalo w znacznej czesci wykonane")
	h := newPattern(q).search(src)
	if got := src[h.Start:h.End]; !strings.HasPrefix(got, "sąd może obniżyć") || !strings.HasSuffix(got, "wykonane") {
		t.Fatalf("found %q", got)
	}
}

func FuzzMyers(f *testing.F) {
	f.Add("abc", "xxabcxx")
	f.Add("sąd może", "sad moze obnizyc")
	f.Fuzz(func(t *testing.T, pat, text string) {
		if len(pat) > 300 || len(text) > 2000 || pat == "" {
			return
		}
		h := newPattern(pat).search(text)
		if h.Start < 0 {
			return
		}
		if h.End > len(text) || h.Start > h.End {
			t.Fatalf("bad range [%d,%d) in %d bytes", h.Start, h.End, len(text))
		}
		if want := semiGlobal([]rune(pat), []rune(text)); h.Dist != want {
			t.Fatalf("dist %d, oracle %d", h.Dist, want)
		}
	})
}
