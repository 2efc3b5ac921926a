package notify

import (
	"bufio"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
)

// fakeSMTP is an in-process SMTP server on a loopback port: enough of RFC
// 5321 for net/smtp (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), recording
// every message it accepts. failData makes the first n DATA commands fail
// with a temporary error (451).
type fakeSMTP struct {
	ln       net.Listener
	mu       sync.Mutex
	messages []smtpMessage
	failData int
}

type smtpMessage struct {
	From string
	To   []string
	Data string
}

func startSMTP(t *testing.T, failData int) *fakeSMTP {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &fakeSMTP{ln: ln, failData: failData}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go s.serve(c)
		}
	}()
	return s
}

func (s *fakeSMTP) addr() string { return s.ln.Addr().String() }

func (s *fakeSMTP) got() []smtpMessage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]smtpMessage(nil), s.messages...)
}

func (s *fakeSMTP) serve(c net.Conn) {
	defer c.Close()
	r := bufio.NewReader(c)
	say := func(format string, a ...any) { fmt.Fprintf(c, format+"\r\n", a...) }
	say("220 fake.smtp ESMTP")
	var cur smtpMessage
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimRight(line, "\r\n")
		verb := strings.ToUpper(strings.SplitN(line, " ", 2)[0])
		switch verb {
		case "EHLO":
			say("250-fake.smtp")
			say("250 8BITMIME")
		case "HELO", "NOOP":
			say("250 ok")
		case "MAIL":
			cur = smtpMessage{From: angle(line)}
			say("250 ok")
		case "RCPT":
			cur.To = append(cur.To, angle(line))
			say("250 ok")
		case "DATA":
			s.mu.Lock()
			fail := s.failData > 0
			if fail {
				s.failData--
			}
			s.mu.Unlock()
			if fail {
				say("451 4.3.0 try again later")
				continue
			}
			say("354 go ahead")
			var data strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				data.WriteString(strings.TrimPrefix(l, "."))
			}
			cur.Data = data.String()
			s.mu.Lock()
			s.messages = append(s.messages, cur)
			s.mu.Unlock()
			say("250 queued")
		case "RSET":
			cur = smtpMessage{}
			say("250 ok")
		case "QUIT":
			say("221 bye")
			return
		default:
			say("502 not implemented")
		}
	}
}

// angle is the address between < and > of a MAIL or RCPT command.
func angle(line string) string {
	_, rest, _ := strings.Cut(line, "<")
	addr, _, _ := strings.Cut(rest, ">")
	return addr
}
