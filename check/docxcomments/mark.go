package docxcomments

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Each comment of the copy carries a keyed marker in its w:initials:
// "CG:" and 20 hex digits of an HMAC-SHA256, under the installation's key
// (Options.Key), of the comment's letters and digits (skeleton: case,
// spacing, punctuation and formatting aside, so the marker survives Word's
// and LibreOffice's round trips, which keep a comment's initials). A
// comment someone writes, or copies and edits, has no valid marker without
// the key: OwnComments tells citeguard's own comments from everyone
// else's, whatever the author's name says.

// markPrefix starts the initials of a marked comment.
const markPrefix = "CG:"

// markOf is the initials of a comment of lines under key; "CG" when there
// is no key.
func markOf(key []byte, lines []string) string {
	if len(key) == 0 {
		return "CG"
	}
	return markPrefix + tag(key, strings.Join(lines, "\n"))
}

// tag is the 20 hex digits of the HMAC of text's skeleton.
func tag(key []byte, text string) string {
	sk, _ := skeleton([]string{text})
	h := hmac.New(sha256.New, key)
	h.Write([]byte("citeguard comment v1\x00"))
	h.Write(sk)
	return hex.EncodeToString(h.Sum(nil))[:20]
}

// IsOwnComment reports whether a comment of these initials and this text
// (its paragraphs' text, in any spacing) was written by citeguard under
// key: its initials hold the marker of its text.
func IsOwnComment(key []byte, initials, text string) bool {
	got, ok := strings.CutPrefix(strings.TrimSpace(initials), markPrefix)
	if len(key) == 0 || !ok {
		return false
	}
	return hmac.Equal([]byte(strings.ToLower(got)), []byte(tag(key, text)))
}

// signsAsCiteguard reports whether an author's name is citeguard's (case,
// spacing and compatibility forms aside): a comment signed so that
// citeguard did not write is a forgery, and one it wrote is stale.
func signsAsCiteguard(name string) bool {
	n := strings.ToLower(strings.Join(strings.Fields(norm.NFKC.String(name)), ""))
	return n == author
}

// OwnComments returns the w:id of every comment of the DOCX package data
// citeguard wrote under key (IsOwnComment), in the comments part of the
// main part; none when it has none.
func OwnComments(key []byte, data []byte) (map[string]bool, error) {
	pk, err := openPackage("", data, defaultLimits())
	if err != nil {
		return nil, err
	}
	mainPart, err := pk.mainPart()
	if err != nil {
		return nil, err
	}
	c, err := pk.commentsPart(mainPart, -1)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, e := range c.entries {
		if IsOwnComment(key, e.initials, e.text) {
			out[e.id] = true
		}
	}
	return out, nil
}
