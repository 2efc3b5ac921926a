package cite

// Code names one kind of thing a check finds about a claim. The engine and
// check say what they found as codes with arguments; reports words them
// (reports.Say), the one place the report's Polish is written. Codes are
// identifiers, never shown: a new one needs its words in reports (a test
// there fails for a code without them).
type Code string

// Finding is one thing a check found: its code, the code's arguments (in
// the order the code's doc names them; numbers in decimal, percentages as
// whole percent) and the findings it lists or qualifies (the changes a
// quotation makes, the contradictions of a claim, the note a later rule
// qualifies).
// A report's JSON keeps them (reports.Claim.Found) so that a report
// rendered in another process, or read back, says the same.
type Finding struct {
	Code Code     `json:"code"`
	Args []string `json:"args,omitempty"`
	Of   Note     `json:"of,omitempty"`
}

// Note is what a check found about a claim, in the order it was found:
// its words are its findings' words, one after another.
type Note []Finding

// Found is a note of one finding.
func Found(c Code, args ...string) Note { return Note{{Code: c, Args: args}} }

// Wrap is a note of one finding that qualifies the note of: a later rule's
// verdict on what an earlier one found.
func Wrap(of Note, c Code, args ...string) Note { return Note{{Code: c, Args: args, Of: of}} }

// Wording words a note: reports.Say is the Polish one.
type Wording func(Note) string
