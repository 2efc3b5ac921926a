package norm_test

import (
	"fmt"

	"citeguard/norm"
)

// Normalize applies the normalization rule of seed 000 before any
// comparison: quotation marks, dashes, soft hyphens, line-end hyphenation,
// white space and case.
func ExampleNormalize() {
	fmt.Println(norm.Normalize("„Kara  umowna” — należy\u00ad się wie-\nrzycielowi"))
	// Output:
	// "kara umowna" - należy się wierzycielowi
}
