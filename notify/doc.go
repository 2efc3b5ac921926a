// Package notify tells people and programs that a memo has been checked:
// off by default, to hosts the firm configures (SPEC: notifications and
// the opt-in public-register lookups of library/online are the two
// exceptions to "no byte leaves the machine").
//
// Three channels, each optional: a command run after each memo with the
// report's JSON on standard input (as paperless-ngx runs a post-consume
// script); a webhook (a JSON POST whose payload carries the decision, the
// counts and links to the reports — not the memo's text unless
// include_report is set); and e-mail over SMTP to configured addresses and,
// optionally, to the memo's author (the names in the DOCX/ODT properties,
// mapped to addresses only through the configuration's table — a name in a
// document never chooses an address), with the HTML report attached.
//
// A notification never holds up or loses a memo: Notify only queues (a
// bounded queue per channel; a full queue drops the notification with an
// error in the log), and each channel's one goroutine delivers, retrying a
// failure with exponential backoff, until its context ends. The queue is in
// memory: a crash or kill loses the notifications not yet sent (never a
// memo or a report; the log says what was queued), and a job re-run after a
// crash may notify its memo twice.
package notify
