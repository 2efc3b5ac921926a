package check

import (
	"context"
	"strings"

	"citeguard/check/docxcomments"
	"citeguard/claims"
	"citeguard/extract"
	"citeguard/reports"
)

// commentResults checks the citations of the memo's comments: a comment
// travels with the file and its reader sees it in the margin, so what it
// cites is checked like the memo's text, in results of their own, each
// with the comment it stands in (reports: „komentarz N”). Comments the commented copy
// wrote (own) are left out: a copy sent back in is checked like the memo.
// The claims of a comment are found with the memo's date and the
// signatures the memo cites.
func (c *Checker) commentResults(ctx context.Context, doc *extract.Document, env claimEnv, own func(extract.Comment) bool) ([]reports.Claim, []reports.NotChecked, []string) {
	var out []reports.Claim
	var skipped []reports.NotChecked
	var used []string
	for i, cm := range doc.Comments {
		if own != nil && own(cm) || strings.TrimSpace(cm.Text) == "" {
			continue
		}
		found := claims.Extract(claims.Input{Text: cm.Text})
		for _, cl := range found.Claims {
			if ctx.Err() != nil {
				return out, skipped, used
			}
			rc, hashes, skip := c.verify(ctx, cl, env)
			if skip != nil {
				skipped = append(skipped, *skip)
				continue
			}
			rc.Comment = i + 1
			rc.Page, rc.Paragraph, rc.Footnote = 0, 0, 0
			if rc.MemoPassage == "" && cl.End <= len(cm.Text) && cl.Start < cl.End {
				rc.MemoPassage = quotedPassage(cm.Text, cl.Start, cl.End)
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
