package collection

import (
	"os"
	"path/filepath"
)

// writeFileAtomic writes a file through a temporary file, fsync and rename,
// then syncs the directory: a reader sees the old file or the whole new one.
func writeFileAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
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
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
		return err
	}
	return syncDir(filepath.Dir(path))
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	d.Sync() // not supported everywhere (some network file systems): best effort
	return nil
}

func dirOf(p string) string    { return filepath.Dir(p) }
func baseName(p string) string { return filepath.Base(p) }
