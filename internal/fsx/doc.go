// Package fsx holds citeguard's file-system primitives, each in one place:
// the atomic writer (temp file, fsync, rename, folder sync), the pair writer
// for a report's .json and .md, the no-replace move, folder syncs shared by
// concurrent writers, and the lock of a state folder.
//
// The daemon, the report folder, `citeguard check -o` and the library's
// state all write through it, so every file citeguard writes is either the
// old one or the whole new one after a crash.
package fsx
