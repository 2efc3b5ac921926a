//go:build windows

package fsx

import (
	"errors"
	"fmt"
	"os"
	"unsafe"

	"golang.org/x/sys/windows"
)

func openRegularOS(path string) (*os.File, Ident, error) {
	p, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return nil, Ident{}, err
	}
	// No FILE_SHARE_WRITE: the open fails while another program holds the
	// file open for writing. FILE_FLAG_OPEN_REPARSE_POINT: a symlink,
	// junction or other reparse point is opened itself, never followed.
	h, err := windows.CreateFile(p, windows.GENERIC_READ, windows.FILE_SHARE_READ|windows.FILE_SHARE_DELETE, nil,
		windows.OPEN_EXISTING, windows.FILE_FLAG_OPEN_REPARSE_POINT|windows.FILE_FLAG_BACKUP_SEMANTICS, 0)
	if err != nil {
		if errors.Is(err, windows.ERROR_SHARING_VIOLATION) {
			return nil, Ident{}, fmt.Errorf("%s: %w", path, ErrHeldForWriting)
		}
		return nil, Ident{}, &os.PathError{Op: "open", Path: path, Err: err}
	}
	return fileOf(h, kindRead, path)
}

func IdentOf(f *os.File) (Ident, error) {
	id, _, err := identOfHandle(windows.Handle(f.Fd()))
	return id, err
}

func identOfHandle(h windows.Handle) (Ident, uint32, error) {
	var info windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(h, &info); err != nil {
		return Ident{}, 0, err
	}
	id := Ident{
		Dev:   uint64(info.VolumeSerialNumber),
		Ino:   uint64(info.FileIndexHigh)<<32 | uint64(info.FileIndexLow),
		Size:  int64(info.FileSizeHigh)<<32 | int64(info.FileSizeLow),
		MTime: info.LastWriteTime.Nanoseconds(),
	}
	// FILE_BASIC_INFO: creation, access, write and change times (100 ns
	// since 1601), then the attributes.
	var basic struct {
		CreationTime, LastAccessTime, LastWriteTime, ChangeTime int64
		FileAttributes                                          uint32
		_                                                       uint32
	}
	if err := windows.GetFileInformationByHandleEx(h, windows.FileBasicInfo, (*byte)(unsafe.Pointer(&basic)), uint32(unsafe.Sizeof(basic))); err == nil {
		id.CTime = (basic.ChangeTime - 116444736000000000) * 100
	}
	return id, info.FileAttributes, nil
}
