package cite

// The public registers (check's online lookups): what a register answered
// about a citation the library has no source for.
const (
	// AbsentInRegister: an enabled register that covers the citation (a
	// court type SAOS holds, a Dz.U. address, a CELEX number) answered that
	// it holds no such case or act; args: the register (saos, eli,
	// eurlex), the date it was asked (ISO), the library query.
	AbsentInRegister Code = "absent-in-register"
	// LookupFailed: not in the library, and the register could not be
	// asked; args: the register, why (the lookup's failure kind), the
	// library query.
	LookupFailed Code = "lookup-failed"
)
