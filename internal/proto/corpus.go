package proto

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"sync"

	"citeguard/engine"
	"citeguard/library/saos"
)

// corpus is a synthetic dump loaded for the prototypes: normalized texts.
type corpus struct {
	norm      []string
	texts     []string
	ids       []int64
	textBytes int64
	quoted    []string // passages quoted by several judgments (quotes.truth)
}

// loadDump reads at most max judgments of a saosgen dump and normalizes
// their texts (two workers).
func loadDump(dir string, max int) (*corpus, error) {
	pages, _ := filepath.Glob(filepath.Join(dir, "judgments-*.json*"))
	sort.Strings(pages)
	c := &corpus{}
	var texts []string
	for _, p := range pages {
		if len(texts) >= max {
			break
		}
		err := saos.ReadFile(p, saos.Options{}, func(j *saos.Judgment) error {
			if len(texts) < max {
				texts = append(texts, j.Text)
				c.ids = append(c.ids, j.ID)
				c.textBytes += int64(len(j.Text))
			}
			return nil
		}, nil)
		if err != nil {
			return nil, err
		}
	}
	c.texts = texts
	c.norm = make([]string, len(texts))
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(texts); i += 2 {
				c.norm[i] = engine.Normalize(texts[i])
			}
		}()
	}
	wg.Wait()
	inDump := map[int64]bool{}
	for _, id := range c.ids {
		inDump[id] = true
	}
	if f, err := os.Open(filepath.Join(dir, "quotes.truth")); err == nil {
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var q struct {
				Doc     int64
				Passage string
			}
			if json.Unmarshal(sc.Bytes(), &q) == nil && inDump[q.Doc] {
				c.quoted = append(c.quoted, engine.Normalize(q.Passage))
			}
		}
		f.Close()
	}
	return c, nil
}
