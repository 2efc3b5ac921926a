package soffice

import (
	"context"
	"testing"
)

// BenchmarkToDOCX converts the example legacy memo with and without the
// network namespace: what the second layer costs a conversion.
func BenchmarkToDOCX(b *testing.B) {
	program := Find()
	if program == "" {
		b.Skip("LibreOffice (soffice) is not installed")
	}
	for _, ns := range []struct {
		name string
		on   bool
	}{{"namespace", true}, {"no namespace", false}} {
		b.Run(ns.name, func(b *testing.B) {
			useNamespace(b, ns.on)
			conv := Converter{Program: program, Log: quiet()}
			for b.Loop() {
				if err := conv.ToDOCX(context.Background(), "../../testdata/check/memo-legacy.doc", ".doc", func(string) {}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
