// Package soffice converts legacy word-processor documents (Word 97–2003,
// RTF) to .docx with LibreOffice, so that a document's links never reach
// the network and LibreOffice never outlives its time limit.
//
// What protects a conversion:
//
//   - Its own LibreOffice profile, fresh for each conversion, whose settings
//     (registrymodifications.xcu, embedded) leave LibreOffice only local
//     content providers: no http, https, WebDAV, FTP, CMIS or GIO, so a
//     linked image, a linked section or an OLE link has nothing to connect
//     with. Without it LibreOffice 7.4 fetches a .doc's linked image at
//     conversion (OPTIONS, HEAD and GET to the link's host, after a DNS
//     query for a name). This alone passes the egress test; the other
//     settings (macros off, link updates "never", untrusted referer links
//     blocked, no crash report, no update check) are defense in depth.
//   - On Linux, where the kernel allows unprivileged user and network
//     namespaces, soffice alone runs in a network namespace of its own
//     (CLONE_NEWUSER|CLONE_NEWNET, the user mapped to itself), which has
//     no interface but a loopback that is down: not even a local service
//     is reachable. Where the kernel refuses, the profile alone protects and
//     the log says so once per process. The daemon's own network (status
//     page, notifications, lookups) is untouched.
//   - On Windows, the profile; a firewall rule that blocks LibreOffice's
//     outbound connections is the second layer (README, "Windows").
//
// The whole process tree ends at the time limit, on cancellation and on
// any return: on Unix soffice (and the soffice.bin it starts) runs in the
// process group of a small guard (/bin/sh) that waits on a pipe only the
// converting process holds; the converter kills the group when it is done,
// and when the converting process itself dies (a worker killed at a memo's
// time limit, a daemon stopped) the pipe closes, the guard kills the group
// and a cleaner outside it removes the temp folder once no process of the
// group is left. On Windows the tree is in a job object that is terminated
// at the limit and killed when its handle closes (with the converting
// process, too). The temp folder (the memo's copy, the profile,
// LibreOffice's own temp files) is removed whatever the outcome: success,
// failure, time limit, cancellation or a panic of the reader — on Windows
// not when the converting process is killed from outside.
package soffice
