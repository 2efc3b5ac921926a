package fsx

import (
	"io/fs"
	"time"
)

// Info describes a folder entry as Lstat sees it: a link is a link
// (fs.ModeSymlink; on Windows a reparse point that is not a symlink or
// junction is fs.ModeIrregular), never its target. It is an fs.FileInfo.
type Info struct {
	name string
	mode fs.FileMode
	id   Ident
}

func (i *Info) Name() string       { return i.name }
func (i *Info) Size() int64        { return i.id.Size }
func (i *Info) Mode() fs.FileMode  { return i.mode }
func (i *Info) ModTime() time.Time { return time.Unix(0, i.id.MTime) }
func (i *Info) IsDir() bool        { return i.mode.IsDir() }

// Sys is the entry's Ident.
func (i *Info) Sys() any { return i.id }

// Ident identifies the entry (device and inode, size and times).
func (i *Info) Ident() Ident { return i.id }
