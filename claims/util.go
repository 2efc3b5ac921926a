package claims

import "unicode"

func isLetter(r rune) bool { return unicode.IsLetter(r) }
