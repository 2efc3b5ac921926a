package fsx

import "sync/atomic"

// Step is one step of a Dir operation, given to the test hook just before
// the step's system call.
type Step struct {
	// Op is the operation ("opendir", "open", "create", "mkdir", "remove",
	// "rename", "link", "lstat", "readdir", "removeall", "checkpath") at its
	// start; "walk" before one element of a name is opened by handle;
	// within a removeall, "removeall" again before each entry is looked
	// at and "enter" before a folder found is opened.
	Op   string
	Dir  string // the path of the Dir the name is resolved in (for "walk", of the folder the element is opened in)
	Name string // the name the operation was given (within a removeall, the entry's, below it)
	Elem string // the element about to be opened or looked at, for "walk", "enter" and a removeall's entries
}

var (
	hook     atomic.Pointer[func(Step)]
	portable atomic.Bool // resolve element by element even where openat2 works
)

// SetTestHook makes fn run before every step of every Dir operation, in
// the goroutine of the operation, until restore is called: the seam through
// which a test swaps a folder for a symlink at an exact step (a goroutine
// racing in a loop may miss the window on a busy machine, and then a test
// passes without the protection). Tests only; nil removes the hook.
func SetTestHook(fn func(Step)) (restore func()) {
	var p *func(Step)
	if fn != nil {
		p = &fn
	}
	old := hook.Swap(p)
	return func() { hook.Store(old) }
}

// ForcePortableWalk makes names be resolved element by element, by handle,
// even where openat2 is available, until restore is called: so a test runs
// the fallback that older kernels and other systems use. Tests only.
func ForcePortableWalk() (restore func()) {
	old := portable.Swap(true)
	return func() { portable.Store(old) }
}

// step calls the test hook, if any.
func step(op, dir, name, elem string) {
	if h := hook.Load(); h != nil {
		(*h)(Step{Op: op, Dir: dir, Name: name, Elem: elem})
	}
}
