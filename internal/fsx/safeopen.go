package fsx

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
)

// Ident is what identifies the content of a file without reading it:
// the file (device and inode, or volume and file index on Windows), its
// size, modification time and change time. The change time moves with every
// write and cannot be set back by a program, so a file whose ident is
// unchanged has not been written to.
type Ident struct {
	Dev   uint64 `json:"dev"`
	Ino   uint64 `json:"ino"`
	Size  int64  `json:"size"`
	MTime int64  `json:"mtime"` // Unix nanoseconds
	CTime int64  `json:"ctime"` // Unix nanoseconds; 0 where the system has none
}

// ErrNotRegular: the path is a symlink, FIFO, device, socket, folder or
// reparse point; it is never opened for reading.
var ErrNotRegular = errors.New("not a regular file")

// ErrHeldForWriting: another program has the file open for writing.
var ErrHeldForWriting = errors.New("the file is open for writing by another program")

// OpenRegular opens path for reading only if it is a regular file, never
// following a symlink or reparse point and never blocking on a FIFO; the
// file's ident comes from the open handle. On Windows a file another program
// holds open for writing gives ErrHeldForWriting.
func OpenRegular(path string) (*os.File, Ident, error) {
	return openRegularOS(path)
}

// HashFile returns the SHA-256 of a regular file, hex; anything else is an
// error, never an open that could block or follow a link.
func HashFile(path string) (string, error) {
	f, _, err := OpenRegular(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return hashOf(f)
}

// hashOf returns the SHA-256 of what r holds, hex.
func hashOf(r io.Reader) (string, error) {
	h := sha256.New()
	if _, err := io.Copy(h, r); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// ReadRegular reads a regular file of at most limit bytes.
func ReadRegular(path string, limit int64) ([]byte, error) {
	f, id, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readLimited(f, id, path, limit)
}

// readLimited reads the open file f (of ident id, named path in messages)
// whole when it has at most limit bytes.
func readLimited(f *os.File, id Ident, path string, limit int64) ([]byte, error) {
	if id.Size > limit {
		return nil, fmt.Errorf("%s: %d bytes, more than %d", path, id.Size, limit)
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err == nil && int64(len(b)) > limit {
		err = fmt.Errorf("%s: more than %d bytes", path, limit)
	}
	return b, err
}
