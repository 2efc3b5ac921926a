package norm

import "testing"

func TestFoldDiacritics(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Sąd Najwyższy": "Sad Najwyzszy", "ŁÓDŹ żółć": "LODZ zolc", "plain ascii": "plain ascii",
		"café naïve": "cafe naive", "e\u0301": "e", "": "",
	} {
		if got := FoldDiacritics(in); got != want {
			t.Errorf("FoldDiacritics(%q) = %q, want %q", in, got, want)
		}
	}
}
