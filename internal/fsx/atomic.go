package fsx

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
)

// WriteAtomic writes data to path by a hidden temp file in the same folder,
// fsync, rename and a sync of the folder: readers see the old file or the
// whole new one, never a part. The file is Private (state); a file for
// people is written with WriteAtomicMode.
func WriteAtomic(path string, data []byte) error {
	return WriteAtomicMode(path, data, Private)
}

// WriteAtomicMode is WriteAtomic with the file's mode: ForPeople (reports,
// INDEX), Exact (a report_mode setting) or Private.
func WriteAtomicMode(path string, data []byte, mode FileMode) error {
	return replace(path, bytesWriter(data), true, mode)
}

// WriteAtomicFunc is WriteAtomic for content streamed by write (through a
// buffer, so a large file is never built in memory). The folder is created
// when missing.
func WriteAtomicFunc(path string, write func(io.Writer) error) error {
	return replace(path, write, true, Private)
}

// WriteCacheFunc is WriteAtomicFunc without the fsyncs, for files that are
// rebuilt when a crash loses or damages them (the library's index): a
// reader still sees the old file or the whole new one, but a power cut may
// leave the old one or an empty one.
func WriteCacheFunc(path string, write func(io.Writer) error) error {
	return replace(path, write, false, Private)
}

// replace is the one atomic writer: a temp file of the given mode beside
// path, renamed over it; durable also syncs the temp file and the folder.
func replace(path string, write func(io.Writer) error, durable bool, mode FileMode) error {
	if err := mkdirFor(filepath.Dir(path), mode); err != nil {
		return err
	}
	tmp, err := writeTemp(path, write, durable, mode)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	if durable {
		// Best effort: some network file systems cannot sync a folder.
		_ = SyncDir(filepath.Dir(path))
	}
	return nil
}

// WritePair writes two files of the given mode atomically, p1 before p2
// (WriteAll).
func WritePair(mode FileMode, p1 string, d1 []byte, p2 string, d2 []byte) error {
	return WriteAll(mode, []string{p1, p2}, [][]byte{d1, d2})
}

// WriteAll writes several files of the given mode atomically, each as
// WriteAtomic does: all temp files are written and synced first, then
// renamed in order, so a reader that sees the last file new sees every
// earlier one new; one sync of their folder is shared with concurrent
// writers (SyncDirShared). A failure before the renames changes none.
func WriteAll(mode FileMode, paths []string, data [][]byte) error {
	if len(paths) > 0 {
		if err := mkdirFor(filepath.Dir(paths[0]), mode); err != nil {
			return err
		}
	}
	temps := make([]string, 0, len(paths))
	cleanup := func(from int) {
		for _, t := range temps[from:] {
			os.Remove(t)
		}
	}
	for i, p := range paths {
		t, err := writeTemp(p, bytesWriter(data[i]), true, mode)
		if err != nil {
			cleanup(0)
			return err
		}
		temps = append(temps, t)
	}
	for i, p := range paths {
		if err := os.Rename(temps[i], p); err != nil {
			cleanup(i)
			return err
		}
	}
	if len(paths) > 0 {
		SyncDirShared(filepath.Dir(paths[len(paths)-1]))
	}
	return nil
}

func bytesWriter(data []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}
}

// writeTemp writes a hidden temp file of the given mode beside path
// (synced when durable) and returns its name; on an error nothing is left
// behind.
func writeTemp(path string, write func(io.Writer) error, durable bool, mode FileMode) (string, error) {
	f, err := createTemp(path, mode)
	if err != nil {
		return "", err
	}
	bw := bufio.NewWriterSize(f, 256<<10)
	err = write(bw)
	if err == nil {
		err = bw.Flush()
	}
	if err == nil && durable {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}

// WriteInPlace overwrites path with data and fsyncs it and its folder. It
// is not atomic: a crash may leave a torn file, so it serves only files
// whose reader rebuilds them when unreadable (a job journal).
func WriteInPlace(path string, data []byte) error {
	if fi, err := os.Lstat(path); err == nil && !fi.Mode().IsRegular() {
		os.Remove(path) // something planted under the name: never written through
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|ONoFollow, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		_ = SyncDir(filepath.Dir(path))
	}
	return err
}
