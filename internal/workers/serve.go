package workers

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
)

// Handler answers one request; an error is sent as an error frame and the
// worker goes on with the next request.
type Handler func(req []byte) ([]byte, error)

// Serve is a worker's main loop: it takes the protocol over stdin and
// stdout (os.Stdout then points at stderr, so a stray print cannot break
// the protocol), says it is ready, and answers requests until stdin ends.
// A panic in the handler is an error frame, not the worker's end.
func Serve(h Handler) error {
	in, out := os.Stdin, os.Stdout
	os.Stdout = os.Stderr
	return serve(in, out, h)
}

func serve(in io.Reader, out io.Writer, h Handler) error {
	r := bufio.NewReaderSize(in, 64<<10)
	if err := writeFrame(out, frameReady, nil); err != nil {
		return err
	}
	for {
		typ, req, err := readFrame(r)
		if errors.Is(err, io.EOF) {
			return nil // the parent closed stdin: done
		}
		if err != nil {
			return err
		}
		if typ != frameRequest {
			return fmt.Errorf("workers: unexpected frame %q", typ)
		}
		ans, herr := call(h, req)
		if herr != nil {
			err = writeFrame(out, frameError, []byte(herr.Error()))
		} else {
			err = writeFrame(out, frameAnswer, ans)
		}
		if err != nil {
			return err
		}
	}
}

func call(h Handler, req []byte) (ans []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "worker: panic: %v\n%s", r, debug.Stack())
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return h(req)
}
