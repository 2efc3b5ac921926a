package reports

import "strings"

// unitName is how a finding names the unit a quotation stands in: an
// article key as "art. 415", a recital of an EU act as it is ("motyw 47").
func unitName(key string) string {
	if strings.HasPrefix(key, "motyw ") {
		return key
	}
	return "art. " + key
}

// unitFrom is unitName after „z” (genitive): "art. 415", "motywu 47".
func unitFrom(key string) string {
	if n, ok := strings.CutPrefix(key, "motyw "); ok {
		return "motywu " + n
	}
	return unitName(key)
}

// labelFrom is a provision's label ("art. 415 § 1", "motyw 47") after
// „z” (genitive): a recital is "motywu 47", an article stays as it is.
func labelFrom(label string) string {
	if n, ok := strings.CutPrefix(label, "motyw "); ok {
		return "motywu " + n
	}
	return label
}
