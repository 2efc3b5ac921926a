package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// fileOutputs are the extensions that make -o a file (the markdown, HTML
// or JSON output itself); any other -o names a folder.
var fileOutputs = []string{".md", ".markdown", ".html", ".htm", ".json", ".jsonl", ".txt"}

// outputDir says whether -o out names a folder for the reports of each
// memo, and creates it when missing: a path ending in a separator, an
// existing folder, or a new path whose name has no extension of an output
// file. "" when out is a file (or not given).
func outputDir(out string) (string, error) {
	if out == "" {
		return "", nil
	}
	dirLike := strings.HasSuffix(out, "/") || strings.HasSuffix(out, string(filepath.Separator))
	st, err := os.Stat(filepath.Clean(out))
	switch {
	case err == nil && st.IsDir():
		return out, nil
	case err == nil && dirLike:
		return "", fmt.Errorf("-o %s: %s is a file, not a folder", out, filepath.Clean(out))
	case err == nil:
		return "", nil // an existing file is replaced
	case !os.IsNotExist(err):
		return "", fmt.Errorf("-o %s: %w", out, err)
	}
	if !dirLike && slices.Contains(fileOutputs, strings.ToLower(filepath.Ext(out))) {
		return "", nil
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return "", fmt.Errorf("-o %s: creating the folder: %w", out, err)
	}
	return out, nil
}

// memoPathError is the one-line usage error of a MEMO argument that is no
// memo: a path that does not exist or a folder. "" otherwise: a file, or a
// path that cannot be read, which the check reports as unreadable.
func memoPathError(path string) string {
	st, err := os.Stat(path)
	switch {
	case os.IsNotExist(err):
		return fmt.Sprintf("%s: no such file", path)
	case err != nil:
		return "" // unreadable: the check reports it (fail closed)
	case st.IsDir():
		return fmt.Sprintf("%s: is a folder, not a memo (give the memo files: %s)", path, filepath.Join(path, "*"))
	}
	return ""
}
