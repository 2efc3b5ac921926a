package library

// Progress is how far an update of the library has read its folders, for
// a progress line: the files to read (new or changed) and their bytes, and
// how many of them are read. Options.Progress receives it after every file.
type Progress struct {
	Files, FilesTotal int   // files read, of those to read
	Bytes, BytesTotal int64 // their bytes
	Unchanged         int   // files not read again (unchanged since the last update)
}

// LastProgress is the progress of the last update when it ended.
func (l *Library) LastProgress() Progress {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.lastProg
}
