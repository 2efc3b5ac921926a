//go:build windows

package fsx

// Untested on Windows: cross-compiled only (GOOS=windows go build).

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"
	"unicode/utf16"
	"unsafe"

	"golang.org/x/sys/windows"
)

// handle is an open handle of a folder.
type handle = windows.Handle

const noHandle = windows.InvalidHandle

const (
	shareAll   = windows.FILE_SHARE_READ | windows.FILE_SHARE_WRITE | windows.FILE_SHARE_DELETE
	dirAccess  = windows.FILE_LIST_DIRECTORY | windows.FILE_TRAVERSE | windows.FILE_READ_ATTRIBUTES
	reparseDir = windows.FILE_ATTRIBUTE_REPARSE_POINT

	// NtSetInformationFile classes: FILE_LINK_INFORMATION is 11 (x/sys's
	// FileLinkInformation, 72, is the Ex variant).
	fileLinkInformation = 11
)

// ntOpen opens elem relative to the folder parent ("" is parent itself)
// with NtCreateFile. FILE_OPEN_REPARSE_POINT: a reparse point (symlink,
// junction, mount point) at elem is opened itself, never followed; the
// name is one element, so nothing before it is resolved by the system.
func ntOpen(parent handle, elem string, access, share, disposition, options, attrs uint32) (handle, error) {
	name, err := windows.NewNTUnicodeString(elem)
	if err != nil {
		return noHandle, err
	}
	oa := windows.OBJECT_ATTRIBUTES{RootDirectory: parent, ObjectName: name, Attributes: windows.OBJ_CASE_INSENSITIVE}
	oa.Length = uint32(unsafe.Sizeof(oa))
	var h handle
	var iosb windows.IO_STATUS_BLOCK
	err = windows.NtCreateFile(&h, access|windows.SYNCHRONIZE, &oa, &iosb, nil, attrs, share, disposition,
		options|windows.FILE_OPEN_REPARSE_POINT|windows.FILE_SYNCHRONOUS_IO_NONALERT|windows.FILE_OPEN_FOR_BACKUP_INTENT, 0, 0)
	if err != nil {
		return noHandle, ntErr(err)
	}
	return h, nil
}

// ntErr turns an NTSTATUS into the Win32 error fs.ErrNotExist and the
// like recognise.
func ntErr(err error) error {
	var st windows.NTStatus
	if errors.As(err, &st) {
		if st == windows.STATUS_REPARSE_POINT_ENCOUNTERED {
			return ErrSymlink
		}
		return st.Errno()
	}
	return err
}

func openRootOS(path string) (handle, error) {
	p, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return noHandle, err
	}
	h, err := windows.CreateFile(p, dirAccess|windows.SYNCHRONIZE, shareAll, nil, windows.OPEN_EXISTING,
		windows.FILE_FLAG_BACKUP_SEMANTICS|windows.FILE_FLAG_OPEN_REPARSE_POINT, 0)
	if err != nil {
		return noHandle, err
	}
	return h, refuseReparse(h, true)
}

// refuseReparse closes h and says why when h is a reparse point (or, for
// a folder, not a folder).
func refuseReparse(h handle, dir bool) error {
	_, attrs, err := identOfHandle(h)
	switch {
	case err != nil:
	case attrs&reparseDir != 0:
		err = ErrSymlink
	case dir && attrs&windows.FILE_ATTRIBUTE_DIRECTORY == 0:
		err = windows.ERROR_DIRECTORY
	default:
		return nil
	}
	windows.CloseHandle(h)
	return err
}

func openElem(parent handle, elem string, kind openKind, perm fs.FileMode) (handle, error) {
	switch kind {
	case kindRead:
		// No FILE_SHARE_WRITE: the open fails while another program has
		// the file open for writing.
		h, err := ntOpen(parent, elem, windows.GENERIC_READ, windows.FILE_SHARE_READ|windows.FILE_SHARE_DELETE, windows.FILE_OPEN, windows.FILE_NON_DIRECTORY_FILE, 0)
		switch {
		case errors.Is(err, windows.ERROR_SHARING_VIOLATION):
			return noHandle, ErrHeldForWriting
		case errors.Is(err, windows.ERROR_ACCESS_DENIED) || errors.Is(err, windows.ERROR_DIRECTORY):
			if fi, lerr := lstatElem(parent, elem); lerr == nil && fi.mode&(fs.ModeSymlink|fs.ModeIrregular|fs.ModeDir) != 0 {
				return noHandle, ErrNotRegular // a folder, or a folder's link
			}
		}
		if err != nil {
			return noHandle, err
		}
		return h, refuseReparse(h, false)
	case kindCreate:
		attrs := uint32(windows.FILE_ATTRIBUTE_NORMAL)
		if perm&0o200 == 0 {
			attrs = windows.FILE_ATTRIBUTE_READONLY
		}
		// FILE_CREATE fails on anything already there, a reparse point too.
		return ntOpen(parent, elem, windows.GENERIC_READ|windows.GENERIC_WRITE, shareAll, windows.FILE_CREATE, windows.FILE_NON_DIRECTORY_FILE, attrs)
	}
	h, err := ntOpen(parent, elem, dirAccess, shareAll, windows.FILE_OPEN, windows.FILE_DIRECTORY_FILE, 0)
	if err != nil {
		return noHandle, err
	}
	return h, refuseReparse(h, true)
}

func reopen(h handle) (handle, error) {
	return ntOpen(h, "", dirAccess, shareAll, windows.FILE_OPEN, windows.FILE_DIRECTORY_FILE, 0)
}

func mkdirElem(parent handle, elem string, perm fs.FileMode) error {
	h, err := ntOpen(parent, elem, windows.FILE_LIST_DIRECTORY, shareAll, windows.FILE_CREATE, windows.FILE_DIRECTORY_FILE, windows.FILE_ATTRIBUTE_NORMAL)
	if err == nil {
		windows.CloseHandle(h)
	}
	return err
}

// removeElem removes a file, reparse point (itself) or empty folder: it is
// opened for deletion and marked for it; a read-only file is deleted with
// POSIX semantics ignoring the attribute, as os.Remove clears it.
func removeElem(parent handle, elem string) error {
	h, err := ntOpen(parent, elem, windows.DELETE|windows.FILE_READ_ATTRIBUTES, shareAll, windows.FILE_OPEN, 0, 0)
	if err != nil {
		return err
	}
	defer windows.CloseHandle(h)
	var iosb windows.IO_STATUS_BLOCK
	del := uint32(1) // FILE_DISPOSITION_INFORMATION: BOOLEAN DeleteFile
	err = windows.NtSetInformationFile(h, &iosb, (*byte)(unsafe.Pointer(&del)), 1, windows.FileDispositionInformation)
	if errors.Is(err, windows.STATUS_CANNOT_DELETE) {
		ex := uint32(windows.FILE_DISPOSITION_DELETE | windows.FILE_DISPOSITION_POSIX_SEMANTICS | windows.FILE_DISPOSITION_IGNORE_READONLY_ATTRIBUTE)
		err = windows.NtSetInformationFile(h, &iosb, (*byte)(unsafe.Pointer(&ex)), 4, windows.FileDispositionInformationEx)
	}
	if err != nil {
		return ntErr(err)
	}
	return nil
}

// linkOrRename is FILE_RENAME_INFORMATION and FILE_LINK_INFORMATION: the
// new name is relative to the folder Root.
type linkOrRename struct {
	Replace uint32 // BOOLEAN ReplaceIfExists, padded as C pads it
	Root    windows.Handle
	NameLen uint32 // bytes
	Name    [1]uint16
}

// setName renames (class FileRenameInformation) or links (the link
// class) the entry open as h to e2 in the folder p2.
func setName(h handle, p2 handle, e2 string, replace bool, class uint32) error {
	name := utf16.Encode([]rune(e2))
	size := max(unsafe.Offsetof(linkOrRename{}.Name)+uintptr(len(name))*2, unsafe.Sizeof(linkOrRename{}))
	buf := make([]uint64, (size+7)/8)
	info := (*linkOrRename)(unsafe.Pointer(&buf[0]))
	if replace {
		info.Replace = 1
	}
	info.Root, info.NameLen = p2, uint32(len(name)*2)
	copy(unsafe.Slice(&info.Name[0], len(name)), name)
	var iosb windows.IO_STATUS_BLOCK
	if err := windows.NtSetInformationFile(h, &iosb, (*byte)(unsafe.Pointer(&buf[0])), uint32(size), class); err != nil {
		return ntErr(err)
	}
	return nil
}

func renameElem(p1 handle, e1 string, p2 handle, e2 string) error {
	h, err := ntOpen(p1, e1, windows.DELETE|windows.FILE_READ_ATTRIBUTES, shareAll, windows.FILE_OPEN, 0, 0)
	if err != nil {
		return err
	}
	defer windows.CloseHandle(h)
	return setName(h, p2, e2, true, windows.FileRenameInformation)
}

func linkElem(p1 handle, e1 string, p2 handle, e2 string) error {
	h, err := ntOpen(p1, e1, windows.FILE_WRITE_ATTRIBUTES|windows.FILE_READ_ATTRIBUTES, shareAll, windows.FILE_OPEN, windows.FILE_NON_DIRECTORY_FILE, 0)
	if err != nil {
		return err
	}
	defer windows.CloseHandle(h)
	return setName(h, p2, e2, false, fileLinkInformation)
}

func lstatElem(parent handle, elem string) (*Info, error) {
	h, err := ntOpen(parent, elem, windows.FILE_READ_ATTRIBUTES, shareAll, windows.FILE_OPEN, 0, 0)
	if err != nil {
		return nil, err
	}
	defer windows.CloseHandle(h)
	return statHandle(h, elem)
}

func lstatPath(path string) (*Info, error) {
	p, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return nil, err
	}
	h, err := windows.CreateFile(p, windows.FILE_READ_ATTRIBUTES, shareAll, nil, windows.OPEN_EXISTING,
		windows.FILE_FLAG_BACKUP_SEMANTICS|windows.FILE_FLAG_OPEN_REPARSE_POINT, 0)
	if err != nil {
		return nil, err
	}
	defer windows.CloseHandle(h)
	return statHandle(h, filepath.Base(path))
}

// statHandle describes an open entry; a reparse point is ModeSymlink when
// it is a symlink or junction, ModeIrregular otherwise.
func statHandle(h handle, name string) (*Info, error) {
	id, attrs, err := identOfHandle(h)
	if err != nil {
		return nil, err
	}
	m := fs.FileMode(0o666)
	if attrs&windows.FILE_ATTRIBUTE_READONLY != 0 {
		m = 0o444
	}
	if attrs&windows.FILE_ATTRIBUTE_DIRECTORY != 0 {
		m = fs.ModeDir | 0o777
	}
	if attrs&reparseDir != 0 {
		var tag struct{ Attributes, ReparseTag uint32 } // FILE_ATTRIBUTE_TAG_INFO
		_ = windows.GetFileInformationByHandleEx(h, windows.FileAttributeTagInfo, (*byte)(unsafe.Pointer(&tag)), uint32(unsafe.Sizeof(tag)))
		if tag.ReparseTag == windows.IO_REPARSE_TAG_SYMLINK || tag.ReparseTag == windows.IO_REPARSE_TAG_MOUNT_POINT {
			m = m.Perm() | fs.ModeSymlink
		} else {
			m = m.Perm() | fs.ModeIrregular
		}
	}
	return &Info{name: name, mode: m, id: id}, nil
}

func handleIdent(h handle) (Ident, error) {
	id, _, err := identOfHandle(h)
	return id, err
}

func closeHandle(h handle) { windows.CloseHandle(h) }

// syncHandle: folders cannot be synced on Windows; NTFS journals renames.
func syncHandle(h handle) error { return nil }

// readNames lists a folder through a handle of its own
// (FILE_FULL_DIR_INFO records), without "." and "..".
func readNames(h handle) ([]string, error) {
	rh, err := reopen(h)
	if err != nil {
		return nil, err
	}
	defer windows.CloseHandle(rh)
	buf := make([]uint64, 8<<10)
	b := unsafe.Slice((*byte)(unsafe.Pointer(&buf[0])), len(buf)*8)
	var names []string
	for {
		err := windows.GetFileInformationByHandleEx(rh, windows.FileFullDirectoryInfo, &b[0], uint32(len(b)))
		if errors.Is(err, windows.ERROR_NO_MORE_FILES) {
			return names, nil
		}
		if err != nil {
			return nil, err
		}
		for off := 0; off+68 <= len(b); {
			next := int(binary.LittleEndian.Uint32(b[off:]))
			n := int(binary.LittleEndian.Uint32(b[off+60:]))
			if off+68+n > len(b) {
				break
			}
			u := unsafe.Slice((*uint16)(unsafe.Pointer(&b[off+68])), n/2)
			if name := string(utf16.Decode(u)); name != "." && name != ".." {
				names = append(names, name)
			}
			if next == 0 {
				break
			}
			off += next
		}
	}
}

// fileOf makes an opened file an *os.File; a file to read must be a disk
// file that is not a folder, device or reparse point (ErrNotRegular).
func fileOf(h handle, kind openKind, path string) (*os.File, Ident, error) {
	id, attrs, err := identOfHandle(h)
	if err != nil {
		windows.CloseHandle(h)
		return nil, Ident{}, &os.PathError{Op: "stat", Path: path, Err: err}
	}
	if kind == kindRead {
		if t, _ := windows.GetFileType(h); t != windows.FILE_TYPE_DISK {
			windows.CloseHandle(h)
			return nil, Ident{}, fmt.Errorf("%s: %w (file type %d)", path, ErrNotRegular, t)
		}
		if attrs&(reparseDir|windows.FILE_ATTRIBUTE_DIRECTORY|windows.FILE_ATTRIBUTE_DEVICE) != 0 {
			windows.CloseHandle(h)
			return nil, Ident{}, fmt.Errorf("%s: %w (attributes %#x)", path, ErrNotRegular, attrs)
		}
	}
	return os.NewFile(uintptr(h), path), id, nil
}

// openBeneath: Windows has no openat2; names are walked element by
// element.
func openBeneath(h handle, rel string, kind openKind, perm fs.FileMode) (handle, bool, error) {
	return noHandle, false, nil
}

// chtimesElem sets the modification time of elem itself (a reparse point
// is opened itself, never followed).
func chtimesElem(parent handle, elem string, mtime time.Time) error {
	h, err := ntOpen(parent, elem, windows.FILE_WRITE_ATTRIBUTES, shareAll, windows.FILE_OPEN, 0, 0)
	if err != nil {
		return err
	}
	defer windows.CloseHandle(h)
	ft := windows.NsecToFiletime(mtime.UnixNano())
	return windows.SetFileTime(h, nil, nil, &ft)
}

// chmodHandle: folders have no Unix mode on Windows (their ACL decides).
func chmodHandle(h handle, perm fs.FileMode) error { return nil }

// inheritGroupOf: no setgid folders on Windows.
func inheritGroupOf(f *os.File, h handle) {}
