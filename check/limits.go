package check

import (
	"context"
	"fmt"

	"citeguard/reports"
)

// ClaimLimitError is why a memo was not checked: it holds more claims than
// Config.MaxClaims. Its report says so (reports.FailOverLimit); it is
// never passed on.
type ClaimLimitError struct{ Count, Limit int }

func (e *ClaimLimitError) Error() string {
	return fmt.Sprintf("the memo holds %d claims, more than the %d checked (max claims)", e.Count, e.Limit)
}

// maxClaims is the claim limit of Config.MaxClaims: 0 the default
// (reports.DefaultMaxClaims), negative none.
func maxClaims(n int) int {
	if n == 0 {
		return reports.DefaultMaxClaims
	}
	return n
}

// overClaims is the error of a memo of n claims over the limit (nil when
// it is within it).
func (c *Checker) overClaims(n int) error {
	if c.maxClaims > 0 && n > c.maxClaims {
		return &ClaimLimitError{Count: n, Limit: c.maxClaims}
	}
	return nil
}

// claimLimitFailure is the report's failure of a ClaimLimitError.
func claimLimitFailure(e *ClaimLimitError) reports.Failure {
	return reports.Failure{Kind: reports.FailOverLimit, What: reports.PartClaims, Count: e.Count, Limit: int64(e.Limit)}
}

// stopped is the context's error, checked between claims: a check runs no
// claim after its time limit (in this process nothing else stops it).
func stopped(ctx context.Context) error { return context.Cause(ctx) }
