package extract

import (
	"fmt"
	"time"
)

// Limits bounds the work spent on one document. The zero value of a field
// means its default (DefaultLimits); a negative value means no limit.
type Limits struct {
	MaxFileSize  int64         // bytes of the input file (default 100 MiB)
	MaxPages     int           // pages of a PDF (default 2000)
	MaxPartSize  int64         // inflated bytes of one zip part, against zip bombs (default 64 MiB)
	MaxZipParts  int           // entries in a DOCX/ODT archive (default 10000)
	MaxXMLDepth  int           // element nesting in DOCX/ODT XML (default 256)
	MaxTextBytes int           // bytes of extracted text (default 64 MiB)
	Timeout      time.Duration // wall time per document (default 60 s)
}

// DefaultLimits are the limits used for the zero fields of a Limits.
var DefaultLimits = Limits{
	MaxFileSize:  100 << 20,
	MaxPages:     2000,
	MaxPartSize:  64 << 20,
	MaxZipParts:  10000,
	MaxXMLDepth:  256,
	MaxTextBytes: 64 << 20,
	Timeout:      60 * time.Second,
}

// withDefaults returns l with its zero fields set from DefaultLimits.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	if l.MaxFileSize == 0 {
		l.MaxFileSize = d.MaxFileSize
	}
	if l.MaxPages == 0 {
		l.MaxPages = d.MaxPages
	}
	if l.MaxPartSize == 0 {
		l.MaxPartSize = d.MaxPartSize
	}
	if l.MaxZipParts == 0 {
		l.MaxZipParts = d.MaxZipParts
	}
	if l.MaxXMLDepth == 0 {
		l.MaxXMLDepth = d.MaxXMLDepth
	}
	if l.MaxTextBytes == 0 || l.MaxTextBytes > 1<<30 {
		// Offsets are int32: the text can never exceed 1 GiB.
		if l.MaxTextBytes == 0 {
			l.MaxTextBytes = d.MaxTextBytes
		} else {
			l.MaxTextBytes = 1 << 30
		}
	}
	if l.MaxTextBytes < 0 {
		l.MaxTextBytes = 1 << 30
	}
	if l.Timeout == 0 {
		l.Timeout = d.Timeout
	}
	return l
}

// LimitError reports that a document exceeded one of its Limits.
type LimitError struct {
	File  string // the document's name
	Limit string // the Limits field, e.g. "MaxPartSize"
	What  string // what exceeded it, e.g. "word/document.xml inflated"
	Max   int64  // the limit's value
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("%s: %s exceeds limit %s=%d", e.File, e.What, e.Limit, e.Max)
}
