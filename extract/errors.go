package extract

import (
	"errors"
	"fmt"
)

// Errors returned (wrapped, with the file name) by File and Bytes. Test for
// them with errors.Is.
var (
	// ErrNoTextLayer: a PDF whose pages carry no text (a scan).
	ErrNoTextLayer = errors.New("no text layer (scan?)")
	// ErrEncrypted: a PDF that needs a user password.
	ErrEncrypted = errors.New("encrypted: a password is required to open it")
	// ErrUnsupported: a format extract does not read (legacy .doc, images…).
	ErrUnsupported = errors.New("unsupported format")
	// ErrCorrupt: a file that cannot be parsed as its format.
	ErrCorrupt = errors.New("corrupt or truncated file")
	// ErrEncoding: a text file that is neither UTF-8 nor an encoding detected without ambiguity.
	ErrEncoding = errors.New("unknown text encoding")
	// ErrPanic: a parser panicked; the panic was recovered.
	ErrPanic = errors.New("parser panic (recovered)")
)

// docError wraps err with the file name and a short context.
func docError(name, context string, err error) error {
	if context == "" {
		return fmt.Errorf("%s: %w", name, err)
	}
	return fmt.Errorf("%s: %s: %w", name, context, err)
}
