// Package fsx holds citeguard's file-system primitives, each in one place:
// the atomic writer (temp file, fsync, rename, folder sync), the pair writer
// for a report's .json and .md, the no-replace move, folder syncs shared by
// concurrent writers, the lock of a state folder, and Dir: a folder handle
// whose operations resolve names beneath it without following a symlink or
// reparse point at any element (openat2 RESOLVE_BENEATH|RESOLVE_NO_SYMLINKS
// on Linux, a walk by handle elsewhere), for folders that people who may
// not be trusted can write (a share).
//
// The daemon, the report folder, `citeguard check -o` and the library's
// state all write through it, so every file citeguard writes is either the
// old one or the whole new one after a crash.
package fsx
