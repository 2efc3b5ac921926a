package notify

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"
)

// maxBackoff caps the wait between two attempts.
const maxBackoff = 10 * time.Minute

// channel is one way of notifying: a command, a webhook, e-mail.
type channel interface {
	name() string
	// send delivers one notification; ctx bounds the attempt.
	send(ctx context.Context, d *delivery) error
}

// Notifier delivers notifications in the background. Its methods are safe
// for concurrent use.
type Notifier struct {
	cfg    Config
	log    *slog.Logger
	queues []*queue
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// queue is one channel's bounded queue and its worker.
type queue struct {
	ch      channel
	pending chan Event
	busy    sync.WaitGroup // queued or being delivered
}

// Start validates cfg and starts one worker per configured channel; they
// end when ctx ends or Shutdown is called. A zero Config gives a Notifier
// that does nothing.
func Start(ctx context.Context, cfg Config, log *slog.Logger) (*Notifier, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if log == nil {
		log = slog.Default()
	}
	cfg = cfg.withDefaults()
	ctx, cancel := context.WithCancel(ctx)
	n := &Notifier{cfg: cfg, log: log, cancel: cancel}
	var chans []channel
	if len(cfg.Command) > 0 {
		chans = append(chans, &command{argv: cfg.Command})
	}
	if cfg.Webhook.URL != "" {
		chans = append(chans, newWebhook(cfg))
	}
	if cfg.Email.SMTP != "" {
		e, err := newMailer(cfg)
		if err != nil {
			cancel()
			return nil, err
		}
		chans = append(chans, e)
	}
	for _, c := range chans {
		q := &queue{ch: c, pending: make(chan Event, cfg.Queue)}
		n.queues = append(n.queues, q)
		n.wg.Add(1)
		go n.work(ctx, q)
	}
	return n, nil
}

// Notify queues a notification of ev on every channel, without waiting. A
// channel whose queue is full drops it (logged as an error): a memo never
// waits for a notification.
func (n *Notifier) Notify(ev Event) {
	if n == nil || len(n.queues) == 0 {
		return
	}
	if len(n.cfg.On) > 0 && !slices.Contains(n.cfg.On, ev.Outcome) {
		return
	}
	if ev.Time.IsZero() {
		ev.Time = time.Now()
	}
	for _, q := range n.queues {
		q.busy.Add(1)
		select {
		case q.pending <- ev:
		default:
			q.busy.Done()
			n.log.Error("notification queue full; this notification is dropped (the memo and its report are not affected)",
				"channel", q.ch.name(), "memo", ev.Memo, "queue", cap(q.pending))
		}
	}
}

// Shutdown waits up to grace for the queued notifications to be delivered
// (or given up), then stops the workers and waits for them to end.
// Notifications still queued are logged as not sent.
func (n *Notifier) Shutdown(grace time.Duration) {
	if n == nil {
		return
	}
	done := make(chan struct{})
	go func() {
		for _, q := range n.queues {
			q.busy.Wait()
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(grace):
	}
	n.cancel()
	n.wg.Wait()
}

// work delivers one channel's notifications in order until ctx ends.
func (n *Notifier) work(ctx context.Context, q *queue) {
	defer n.wg.Done()
	for {
		select {
		case <-ctx.Done():
			n.drop(q)
			return
		case ev := <-q.pending:
			n.deliver(ctx, q.ch, ev)
			q.busy.Done()
		}
	}
}

// drop logs the notifications left in a queue when its worker ends.
func (n *Notifier) drop(q *queue) {
	for {
		select {
		case ev := <-q.pending:
			q.busy.Done()
			n.log.Error("notification not sent: the daemon is stopping", "channel", q.ch.name(), "memo", ev.Memo)
		default:
			return
		}
	}
}

// deliver sends one notification, retrying a failure with exponential
// backoff up to cfg.Retries times.
func (n *Notifier) deliver(ctx context.Context, c channel, ev Event) {
	log := n.log.With("channel", c.name(), "memo", ev.Memo)
	wait := n.cfg.Backoff
	var err error
	for attempt := 0; attempt <= n.cfg.Retries; attempt++ {
		if attempt > 0 {
			log.Warn("notification failed; trying again", "attempt", attempt, "of", n.cfg.Retries+1, "in", wait.String(), "err", err)
			if !sleepCtx(ctx, wait) {
				log.Error("notification not sent: the daemon is stopping", "err", err)
				return
			}
			wait = min(2*wait, maxBackoff)
		}
		if err = n.attempt(ctx, c, ev); err == nil {
			log.Info("notification sent", "attempts", attempt+1)
			return
		}
	}
	log.Error("notification not sent; giving up", "attempts", n.cfg.Retries+1, "err", err)
}

// attempt is one try, bounded by cfg.Timeout, with panics recovered: a
// notification never takes the daemon down.
func (n *Notifier) attempt(ctx context.Context, c channel, ev Event) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	d, err := load(ev)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, n.cfg.Timeout)
	defer cancel()
	return c.send(ctx, d)
}

func sleepCtx(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}
