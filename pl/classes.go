package pl

// The character classes of the grammars, for the regular expressions of
// every package that reads Polish legal text.
const (
	// SpaceClass is one white-space character between the words of a
	// name, a signature or a reference: every white space a PDF or DOCX
	// produces.
	SpaceClass = `[\s\x{00a0}\x{202f}\x{2007}\x{2009}]`
	// DashClass is one character of the dash family, the soft hyphen
	// included (it survives inside "C-311/18" in some PDFs).
	DashClass = `[-\x{00ad}\x{2010}-\x{2015}\x{2212}\x{fe63}\x{ff0d}]`
)

// sp is SpaceClass, for the grammars of this package.
const sp = SpaceClass
