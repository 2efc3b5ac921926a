// Package pl holds the Polish legal vocabulary that several stages share:
// dates written in words or digits, court names and case signatures. It is a
// leaf package: it imports nothing of citeguard, so both the claim extractor
// and the verification engine can use it.
package pl
