package fsx

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// FileMode says which permissions a file fsx creates gets. State files are
// Private; reports, INDEX and every other file a lawyer opens are
// ForPeople (what any program's new file gets: 0666 minus the umask) or,
// with a `report_mode` setting, Exact.
type FileMode struct {
	Perm  fs.FileMode // permission bits asked for
	Exact bool        // set Perm as it is, whatever the umask
}

var (
	// Private is for the daemon's own state: only its user reads it.
	Private = FileMode{Perm: 0o600}
	// ForPeople is for reports and every file people open: 0666 minus the
	// process's umask (umask 022 → 0644, umask 027 → 0640), as a file a
	// person saves there would get.
	ForPeople = FileMode{Perm: 0o666}
)

// Exact is a mode set as it is, whatever the umask (report_mode: 0640).
func Exact(perm fs.FileMode) FileMode { return FileMode{Perm: perm.Perm(), Exact: true} }

// String is the mode as a config file writes it ("umask" or "0640").
func (m FileMode) String() string {
	if !m.Exact && m.Perm == ForPeople.Perm {
		return "umask"
	}
	return fmt.Sprintf("%04o", uint32(m.Perm.Perm()))
}

// ParseMode reads a report_mode setting: "" or "umask" is ForPeople, an
// octal mode ("0640", "640") is Exact. A mode the owner cannot read and
// write, or with bits beyond rwx, is refused.
func ParseMode(s string) (FileMode, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "umask" {
		return ForPeople, nil
	}
	v, err := strconv.ParseUint(s, 8, 32)
	if err != nil || v > 0o777 || v&0o600 != 0o600 {
		return FileMode{}, fmt.Errorf("%q is not a file mode: use umask or an octal mode such as 0640 (the owner must read and write)", s)
	}
	return Exact(fs.FileMode(v)), nil
}

// dirPerm is the mode of a folder created for files of mode m: each class
// that may read a file may also enter the folder.
func (m FileMode) dirPerm() fs.FileMode {
	if m == Private {
		return 0o755 // as before: state folders hold nothing private by name
	}
	p := m.Perm.Perm() | 0o700 // the owner always keeps its folder
	return p | (p&0o044)>>2
}

// mkdirFor creates the folder of a file of mode m (and its parents).
func mkdirFor(dir string, m FileMode) error {
	if !m.Exact {
		perm := fs.FileMode(0o777) // the umask decides, as for any folder
		if m == Private {
			perm = 0o755
		}
		return os.MkdirAll(dir, perm)
	}
	if _, err := os.Stat(dir); err == nil {
		return nil
	}
	if err := os.MkdirAll(dir, m.dirPerm()); err != nil {
		return err
	}
	return os.Chmod(dir, m.dirPerm())
}

// createTemp creates a new hidden temp file beside path with mode m (the
// umask applies unless m is Exact) and the folder's group where the folder
// is setgid.
// TempPrefix starts the names of the temp files of atomic writes.
const TempPrefix = ".cg-tmp-"

func createTemp(path string, m FileMode) (*os.File, error) {
	dir := filepath.Dir(path)
	for range 100 {
		var r [6]byte
		rand.Read(r[:])
		// Short and hidden whatever the length of path's name (a 250-byte
		// memo name still gets its report).
		name := filepath.Join(dir, TempPrefix+hex.EncodeToString(r[:]))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, m.Perm)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if err := setMode(f, m); err != nil {
			f.Close()
			os.Remove(name)
			return nil, err
		}
		return f, nil
	}
	return nil, &fs.PathError{Op: "createtemp", Path: path, Err: fs.ErrExist}
}

// setMode gives an open file its exact mode (when asked) and its folder's
// group (where the folder is setgid and the system did not already).
func setMode(f *os.File, m FileMode) error {
	if m.Exact {
		if err := f.Chmod(m.Perm); err != nil {
			return err
		}
	}
	inheritGroup(f, filepath.Dir(f.Name()))
	return nil
}

// FixMode gives a file moved into a folder for people the folder's group
// where the folder is setgid (a hard-linked move keeps the group of the
// folder it came from), best effort.
// A FIFO or a symlink moved in is left alone: it is never opened.
func FixMode(path string) {
	f, _, err := OpenRegular(path)
	if err != nil {
		return
	}
	defer f.Close()
	inheritGroup(f, filepath.Dir(path))
}
