package workers

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// Frame types.
const (
	frameReady   byte = 'R' // worker → parent, once: ready for requests
	frameRequest byte = 'Q' // parent → worker: one job
	frameAnswer  byte = 'A' // worker → parent: the job's result
	frameError   byte = 'E' // worker → parent: the job failed (text)
)

// MaxFrame bounds a frame's payload; a longer one is a protocol error.
const MaxFrame = 256 << 20

var errFrameTooLarge = errors.New("frame too large")

func writeFrame(w io.Writer, typ byte, payload []byte) error {
	if len(payload) > MaxFrame {
		return fmt.Errorf("%w: %d bytes", errFrameTooLarge, len(payload))
	}
	var h [5]byte
	h[0] = typ
	binary.BigEndian.PutUint32(h[1:], uint32(len(payload)))
	if _, err := w.Write(h[:]); err != nil {
		return err
	}
	_, err := w.Write(payload)
	return err
}

func readFrame(r io.Reader) (typ byte, payload []byte, err error) {
	var h [5]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		return 0, nil, err
	}
	n := binary.BigEndian.Uint32(h[1:])
	if n > MaxFrame {
		return 0, nil, fmt.Errorf("%w: %d bytes", errFrameTooLarge, n)
	}
	// Grown as the bytes arrive, so a damaged length costs no allocation
	// of its size.
	var buf bytes.Buffer
	if n <= 1<<20 {
		buf.Grow(int(n))
	}
	if k, err := buf.ReadFrom(io.LimitReader(r, int64(n))); err != nil || k != int64(n) {
		return 0, nil, fmt.Errorf("reading a frame of %d bytes: got %d: %w", n, k, errors.Join(err, io.ErrUnexpectedEOF))
	}
	return h[0], buf.Bytes(), nil
}
