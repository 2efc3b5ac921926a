package fsx

import "golang.org/x/sys/unix"

// networkTypes are the macOS file systems of network shares.
var networkTypes = map[string]bool{"smbfs": true, "nfs": true, "afpfs": true, "webdav": true, "cifs": true}

// NetworkFS names the network filesystem dir is on, or "" for a local one.
func NetworkFS(dir string) string {
	var st unix.Statfs_t
	if err := unix.Statfs(dir, &st); err != nil {
		return ""
	}
	name := unix.ByteSliceToString(st.Fstypename[:])
	if networkTypes[name] {
		return name
	}
	return ""
}
