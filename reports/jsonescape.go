package reports

import (
	"fmt"
	"unicode/utf8"
)

// escapeInvisible rewrites, in a JSON text, every character that reorders
// or hides text — the bidirectional embeddings, overrides and isolates
// (U+202A–202E, U+2066–2069), the direction marks (U+200E, U+200F,
// U+061C), the interlinear annotations (U+FFF9–FFFB) — and DEL and the C1
// controls (U+007F–009F) as \u escapes; encoding/json
// already escapes the C0 controls. Such characters stand only inside JSON
// strings, so the escape keeps a memo's exact name while a terminal, an
// editor or a log viewer showing the file shows it as it is.
func escapeInvisible(b []byte) []byte {
	i := 0
	for i < len(b) && b[i] < 0x7F {
		i++
	}
	if i == len(b) {
		return b
	}
	out := make([]byte, 0, len(b)+16)
	out = append(out, b[:i]...)
	for i < len(b) {
		r, n := utf8.DecodeRune(b[i:])
		if r >= 0x7F && r <= 0x9F || isBidiControl(r) || r >= 0xFFF9 && r <= 0xFFFB {
			out = fmt.Appendf(out, `\u%04x`, r)
		} else {
			out = append(out, b[i:i+n]...)
		}
		i += n
	}
	return out
}
