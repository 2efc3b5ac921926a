package saosimport

// Removing imported judgments from the collection.

import (
	"citeguard/library/collection"
)

// RemoveFile deletes from a collection every document read from a file, and
// forgets that the file was imported: a library folder's file that is gone.
func RemoveFile(c *collection.Collection, path string) (int, error) {
	ids, err := c.Lookup(collection.KeyFile + path)
	if err != nil {
		return 0, err
	}
	if _, known := c.Import(path); len(ids) == 0 && !known {
		return 0, nil
	}
	b, err := c.Begin()
	if err != nil {
		return 0, err
	}
	for _, id := range ids {
		b.Delete(id)
	}
	b.ForgetImport(path)
	return len(ids), b.Commit()
}

// Remove deletes the judgments with the given SAOS ids from a collection
// (SAOS lists the judgments it withdrew at /api/dump/judgments/deleted): it
// returns how many documents were deleted and the ids it did not hold.
func Remove(c *collection.Collection, ids []int64) (int, []int64, error) {
	b, err := c.Begin()
	if err != nil {
		return 0, nil, err
	}
	n := 0
	var absent []int64
	for _, id := range ids {
		docs, err := c.Lookup(IDKey(id))
		if err != nil {
			b.Abort()
			return 0, nil, err
		}
		if len(docs) == 0 {
			absent = append(absent, id)
		}
		for _, d := range docs {
			b.Delete(d)
			n++
		}
	}
	return n, absent, b.Commit()
}
