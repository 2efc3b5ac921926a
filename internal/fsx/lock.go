package fsx

import "errors"

// ErrLocked means another process holds a Lock.
var ErrLocked = errors.New("locked by another process")
