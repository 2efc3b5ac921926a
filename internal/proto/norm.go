package proto

import (
	"bufio"
	"os"
	"strings"
)

// normStore keeps the normalized texts in a file, read with pread to
// confirm a candidate.
type normStore struct {
	f    *os.File
	offs []int64
}

func writeNorm(path string, docs []string) (*normStore, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	s := &normStore{f: f, offs: make([]int64, 0, len(docs)+1)}
	var off int64
	for _, d := range docs {
		s.offs = append(s.offs, off)
		bw.WriteString(d)
		off += int64(len(d))
	}
	s.offs = append(s.offs, off)
	return s, bw.Flush()
}

// contains reads document d and reports whether it holds q.
func (s *normStore) contains(d uint32, q string, buf []byte) (bool, []byte, error) {
	n := s.offs[d+1] - s.offs[d]
	if int64(cap(buf)) < n {
		buf = make([]byte, n)
	}
	buf = buf[:n]
	if _, err := s.f.ReadAt(buf, s.offs[d]); err != nil {
		return false, buf, err
	}
	return strings.Contains(string(buf), q), buf, nil
}
