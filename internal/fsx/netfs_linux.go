package fsx

import "golang.org/x/sys/unix"

// Filesystem magic numbers (statfs f_type) of network filesystems, where
// inotify never sees changes made by other machines.
var networkMagic = map[int64]string{
	0x6969:     "nfs",
	0x517b:     "smb",
	0xfe534d42: "smb2",
	0xff534d42: "cifs",
	0x01021997: "9p",
	0x65735546: "fuse",
	0x00c36400: "ceph",
	0x5346414f: "afs",
	0x564c:     "ncp",
	0x47504653: "gpfs",
	0x0bd00bd0: "lustre",
}

// NetworkFS names the network filesystem dir is on, or "" for a local one:
// there file events from other machines never arrive, so the daemon polls.
func NetworkFS(dir string) string {
	var st unix.Statfs_t
	if err := unix.Statfs(dir, &st); err != nil {
		return ""
	}
	return networkMagic[int64(st.Type)&0xffffffff]
}
