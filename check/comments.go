package check

import (
	"context"
	"strings"

	"citeguard/check/docxcomments"
	"citeguard/claims"
	"citeguard/extract"
	"citeguard/reports"
)

// commentClaims are the claims of the memo's comments, one entry per
// comment with text: a comment travels with the file and its reader sees
// it in the margin, so what it cites is checked like the memo's text.
// Comments the commented copy wrote (own) are left out: a copy sent back
// in is checked like the memo. They are found before the claim limit is
// applied, and count towards it.
func commentClaims(doc *extract.Document, own func(extract.Comment) bool) []commentFound {
	var out []commentFound
	for i, cm := range doc.Comments {
		if own != nil && own(cm) || strings.TrimSpace(cm.Text) == "" {
			continue
		}
		found := claims.Extract(claims.Input{Text: cm.Text})
		if len(found.Claims) > 0 {
			out = append(out, commentFound{number: i + 1, text: cm.Text, claims: found.Claims})
		}
	}
	return out
}

// commentFound is the claims of one comment (number counts from 1).
type commentFound struct {
	number int
	text   string
	claims []claims.Claim
}

// commentCount is how many claims the comments hold.
func commentCount(found []commentFound) int {
	n := 0
	for _, f := range found {
		n += len(f.claims)
	}
	return n
}

// commentResults checks the claims of the memo's comments (commentClaims),
// in results of their own, each with the comment it stands in (reports:
// „komentarz N”), with the memo's date and the signatures the memo cites.
func (c *Checker) commentResults(ctx context.Context, found []commentFound, env claimEnv) ([]reports.Claim, []reports.NotChecked, []string) {
	var out []reports.Claim
	var skipped []reports.NotChecked
	var used []string
	for _, f := range found {
		for _, cl := range f.claims {
			if ctx.Err() != nil {
				return out, skipped, used
			}
			rc, hashes, skip := c.verify(ctx, cl, env)
			if skip != nil {
				skipped = append(skipped, *skip)
				continue
			}
			rc.Comment = f.number
			rc.Page, rc.Paragraph, rc.Footnote = 0, 0, 0
			if rc.MemoPassage == "" && cl.End <= len(f.text) && cl.Start < cl.End {
				rc.MemoPassage = quotedPassage(f.text, cl.Start, cl.End)
			}
			out = append(out, rc)
			used = append(used, hashes...)
		}
	}
	return out, skipped, used
}

// ownComment reports a comment the commented copy wrote: its initials hold
// the keyed marker of its text (docxcomments.IsOwnComment), never its
// author's name alone.
func (c *Checker) ownComment(cm extract.Comment) bool {
	return docxcomments.IsOwnComment(c.copyKey, cm.Initials, cm.Text)
}
