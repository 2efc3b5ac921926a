package check

import (
	"log/slog"
	"time"

	"citeguard/extract"
	"citeguard/library"
	"citeguard/library/online"
)

// Config is what Open opens: the library the memos are checked against,
// how a memo is read, and where it is checked — in this process, or in
// worker processes of the citeguard binary. `citeguard check` fills it from
// its flags, the daemon from its configuration (cmd/citeguard), a worker
// process from the flags its parent gave it (WorkerFlags).
type Config struct {
	// Library are the library folders, read recursively.
	Library []string
	// State is the state folder holding the library index ("" keeps it in
	// memory).
	State string
	// Collection, CollectionReadOnly, CacheBytes: library.Options' (the
	// collection of bulk-imported judgments; the text cache bound).
	Collection         string
	CollectionReadOnly bool
	CacheBytes         int64
	// Marker, when set, is a file every library folder must hold (an
	// unmounted share is never taken for an empty library).
	Marker string
	// ShrinkHold is library.Options.ShrinkHold: how long a sudden shrink of
	// the library is held back (0: library.DefaultShrinkHold, as the daemon
	// wants; negative: never, for a person's command).
	ShrinkHold time.Duration
	// ReadOnly opens the library's persisted index as it is and writes
	// nothing (library.Options.ReadOnly): a worker process's checker,
	// beside the one process that keeps the index up to date. Check then
	// records no use; CheckUses returns them to the caller.
	ReadOnly bool
	// Reread names library texts a reader found damaged: their files are
	// read again when the library opens (library.Options.Reread).
	Reread []string
	// Resolver replaces the library (no folder is opened): a test's fake.
	Resolver Resolver
	// Background, when set, keeps the library up to date outside the
	// memos' time, as the daemon does: file events where the folders are
	// local, polling on a share (Indexer). Without it the index is brought
	// up to date when the checker opens, and by Refresh.
	Background *BackgroundOptions

	// Limits bound the extraction of a memo (zero fields: extract's
	// defaults). Worker processes are given Limits.MaxFileSize.
	Limits extract.Limits
	// MaxClaims is how many claims a memo may hold to be checked (0:
	// reports.DefaultMaxClaims; negative: no limit): over it the memo is
	// not checked and its report says why — the bound of the verification
	// and of the report, in a worker process and in this one.
	MaxClaims int
	// Convert is how legacy Word and RTF memos are read: ConvertNone
	// refuses them with a hint, ConvertSoffice converts them with
	// LibreOffice (when installed) within ConvertTimeout
	// (DefaultConvertTimeout).
	Convert        string
	ConvertTimeout time.Duration
	// PDF reads the PDFs of memos and library; nil: the checker starts its
	// own pool of PDFWorkers instances (on the first PDF, or at once with
	// Background) and stops it on Close.
	PDF        *PDFEngine
	PDFWorkers int

	// Workers > 0 checks every memo in one of that many worker processes
	// (the citeguard binary run as `citeguard __check-worker`, see
	// WorkerCommand): a check's time limit kills its worker, MemoryMax
	// bounds each worker's memory, a crash costs one memo. 0 checks in
	// this process.
	Workers   int
	MemoryMax int64 // bytes; 0: no bound

	// Online, when set, asks the public registers about the citations the
	// library has no source for and checks the memo against what they hold
	// (online.go); nil asks nothing and connects nowhere.
	Online *online.Client
	// HandedIn reads the sources handed in beside a memo (handedin.Beside:
	// Opinia.zrodla/ or Opinia.zrodla.zip) for its check only.
	HandedIn bool

	Logger *slog.Logger // default slog.Default()
	// Progress, when set, is told how far each update of the library has
	// read (library.Options.Progress): the daemon logs it while a large
	// library is indexed. In a worker process it is the worker's own.
	Progress func(library.Progress)
	// CopyKey is the key of the commented copies' markers
	// (docxcomments.Options.Key); nil: the state folder's (copykey.go).
	CopyKey []byte
}
