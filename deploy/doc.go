// Package deploy holds citeguard's deployment files — the systemd unit
// (citeguard.service; citeguard-nightly.* the nightly check; citeguard-sync.*
// the nightly SAOS update) and what docs/deploy-linux.md's steps install — and
// the tests that check them: `systemd-analyze verify` on the unit, the
// release binaries for Linux and Windows, and their version line. It has no
// code of its own.
package deploy
