package extract

import (
	"archive/zip"
	"io"
)

// Package is a DOCX or ODT archive opened within a document's limits — the
// reader extract uses itself — for a caller that works on the package
// (the commented copy of a memo): its entries, a part found by name, a part
// read bounded by MaxPartSize whatever its header says (the zip-bomb guard).
type Package struct{ z *zipDoc }

// OpenPackage opens data, the archive of document name, within lim
// (MaxZipParts). A file that is no zip archive gives an ErrCorrupt error.
func OpenPackage(name string, data []byte, lim Limits) (*Package, error) {
	z, err := openZip(name, data, lim)
	if err != nil {
		return nil, err
	}
	return &Package{z: z}, nil
}

// Files are the archive's entries, in their order.
func (p *Package) Files() []*zip.File { return p.z.zr.File }

// Find returns the entry of a part (exact name, then case-insensitive), or
// nil.
func (p *Package) Find(part string) *zip.File { return p.z.find(part) }

// ReadPart inflates a part, at most MaxPartSize bytes (a LimitError past
// it). A missing part is nil, nil.
func (p *Package) ReadPart(part string) ([]byte, error) {
	f := p.z.find(part)
	if f == nil {
		return nil, nil
	}
	rc, err := p.z.open(f)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(rc)
}
