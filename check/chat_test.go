package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/claims"
	"citeguard/extract"
)

// TestReadMemoChatThread: a chat thread exported as TXT or MD, read as a
// memo. The message headers' timestamps date no ruling, the headers are
// in no claim, and a quotation split over two messages is found in both.
func TestReadMemoChatThread(t *testing.T) {
	t.Parallel()
	forms := map[string]string{
		"chat.txt": "Czat – sprawa p. Adama S.\n\n" +
			"[07.05.2026 10:02] Ewa Kos\ncy ZUS może cofnąć świadczenie?\n\n" +
			"[07.05.2026 10:05] Marek L. (Dział Prawny)\nSN w III UK 55/17 wskazał: \"Organ rentowy może z urzędu zmienić decyzję,\n\n" +
			"[07.05.2026 10:05] Marek L. (Dział Prawny)\njeżeli po jej uprawomocnieniu ujawniono nowe dowody\" więc tak\n",
		"chat.md": "# Czat – sprawa p. Adama S.\n\n" +
			"**Ewa Kos** · 07.05.2026 10:02  \ncy ZUS może cofnąć świadczenie?\n\n" +
			"**Marek L. (Dział Prawny)** · 07.05.2026 10:05  \nSN w III UK 55/17 wskazał: \"Organ rentowy może z urzędu zmienić decyzję,\n\n" +
			"**Marek L. (Dział Prawny)** · 07.05.2026 10:05  \njeżeli po jej uprawomocnieniu ujawniono nowe dowody\" więc tak\n",
	}
	want := "Organ rentowy może z urzędu zmienić decyzję,|jeżeli po jej uprawomocnieniu ujawniono nowe dowody"
	dir := t.TempDir()
	for name, text := range forms {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		memo, err := ReadMemo(context.Background(), path, extract.Options{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var quotes []string
		for _, c := range claims.Extract(memo.Input).Claims {
			if c.Anchor.Data != "" {
				t.Errorf("%s: %q dated %s by a message header", name, c.Quote+c.ClaimText, c.Anchor.Data)
			}
			if strings.Contains(c.Quote+c.ClaimText, "Marek") {
				t.Errorf("%s: header in the claim %q", name, c.Quote+c.ClaimText)
			}
			if c.Quote != "" {
				quotes = append(quotes, c.Quote)
			}
		}
		if got := strings.Join(quotes, "|"); got != want {
			t.Errorf("%s: quotations %q, want %q", name, got, want)
		}
	}
}
