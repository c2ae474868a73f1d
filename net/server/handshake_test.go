package server_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

func TestHello(t *testing.T) {
	_, addr := testgame.Serve(t, testgame.New(t, 3), server.Config{Name: "Friday maze", Seats: 3, Code: "4711", Spectators: 2})
	r := rawDial(t, addr)
	h := expect[*wire.HostHello](r)
	if h.Protocol != wire.Protocol || h.Game != "Friday maze" || h.Seats != 3 || !h.CodeRequired || !h.Spectators ||
		h.HeartbeatMS != 5000 || h.TimeoutMS != 20000 || len(h.Instance) != 16 {
		t.Errorf("hello %+v", h)
	}
}

// TestVersionMismatch: a client of another protocol version is told both
// versions and disconnected; a client finding a host of another version
// says the same.
func TestVersionMismatch(t *testing.T) {
	_, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2})
	r := rawDial(t, addr)
	expect[*wire.HostHello](r)
	r.send(&wire.Hello{Protocol: wire.Protocol + 1})
	e := r.expectError(wire.CodeProtocolVersion)
	if !e.Fatal || !strings.Contains(e.Message, "version 1") || !strings.Contains(e.Message, "version 2") {
		t.Errorf("error %+v does not name both versions or is not fatal", e)
	}
	r.expectClosed()

	// A host of version 2, by hand.
	l := netnstest.Listen(t)
	defer l.Close()
	go func() {
		nc, err := l.Accept()
		if err != nil {
			return
		}
		defer nc.Close()
		b, _ := wire.Encode(&wire.HostHello{Protocol: 2, Game: "future", Instance: "0123456789abcdef", Seats: 2, HeartbeatMS: 5000, TimeoutMS: 20000})
		wire.WriteFrame(nc, b, wire.MaxHostFrame)
		nc.SetReadDeadline(time.Now().Add(testgame.HangGuard))
		wire.ReadFrame(nc, wire.MaxClientFrame)
	}()
	_, err := client.Dial(context.Background(), client.Config{Addr: l.Addr().String(), Name: "Ann"})
	var we *wire.Error
	if !errors.As(err, &we) || we.Code != wire.CodeProtocolVersion || !strings.Contains(we.Message, "version 2") || !strings.Contains(we.Message, "version 1") {
		t.Errorf("joining a version 2 host: %v", err)
	}
}

func TestHelloFirst(t *testing.T) {
	_, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2})
	for _, m := range []wire.Message{&wire.Claim{Name: "Ann"}, &wire.Say{ID: 1, Text: "go up"}} {
		r := rawDial(t, addr)
		expect[*wire.HostHello](r)
		r.send(m)
		if e := r.expectError(wire.CodeUnexpected); !e.Fatal {
			t.Errorf("%s before hello: %+v", m.Type(), e)
		}
		r.expectClosed()
	}
	r := rawDial(t, addr)
	r.hello()
	r.send(&wire.Say{ID: 1, Text: "go up"})
	r.expectError(wire.CodeUnexpected)
	r.expectClosed()
}

func TestClaims(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2, Code: "4711"})

	// Wrong or missing codes end the connection.
	for _, code := range []string{"", "4712", "47111"} {
		r := rawDial(t, addr)
		r.hello()
		r.send(&wire.Claim{Name: "Ann", Code: code})
		if e := r.expectError(wire.CodeBadCode); !e.Fatal {
			t.Errorf("code %q: %+v", code, e)
		}
		r.expectClosed()
	}

	// A bad name, then a taken one, then a good one, on one connection.
	ann := testgame.Dial(t, client.Config{Addr: addr, Name: "Ann", Code: "4711"})
	r := rawDial(t, addr)
	r.hello()
	r.send(&wire.Claim{Name: "Ann Lee", Code: "4711"})
	if e := r.expectError(wire.CodeBadName); e.Fatal || !strings.Contains(e.Message, "one word") {
		t.Errorf("a name of two words: %+v", e)
	}
	r.send(&wire.Claim{Name: "aNN", Code: "4711"})
	if e := r.expectError(wire.CodeNameTaken); e.Fatal || !strings.Contains(e.Message, "seat 0 is already Ann's") {
		t.Errorf("Ann's name again: %+v", e)
	}
	r.send(&wire.Claim{Name: "Bob", Code: "4711"})
	j := expect[*wire.Joined](r)
	if j.Seat != 1 || j.Name != "Bob" || j.Token == nil || j.Token.IsZero() {
		t.Errorf("Bob joined as %+v", j)
	}
	if tk, _ := ann.Ticket(); tk.Token == *j.Token {
		t.Error("two seats have one token")
	}

	// The game is full.
	_, err := client.Dial(context.Background(), client.Config{Addr: addr, Name: "Cid", Code: "4711"})
	if !errors.Is(err, &wire.Error{Code: wire.CodeGameFull}) {
		t.Errorf("a third player: %v", err)
	}
}

func TestClaimRefusedByHost(t *testing.T) {
	g := testgame.New(t, 2)
	g.ClaimErr = errors.New("the game has begun without new players")
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2})
	_, err := client.Dial(context.Background(), client.Config{Addr: addr, Name: "Ann"})
	var we *wire.Error
	if !errors.As(err, &we) || we.Code != wire.CodeClaimRefused || we.Message != "the game has begun without new players" {
		t.Errorf("claim: %v", err)
	}
}

func TestResumeRefused(t *testing.T) {
	_, addr := testgame.Serve(t, testgame.New(t, 3), server.Config{Seats: 3})
	ann := testgame.Dial(t, client.Config{Addr: addr, Name: "Ann"})
	tk, _ := ann.Ticket()
	other := tk.Token
	other[15] ^= 1
	for _, m := range []*wire.Resume{
		{Seat: 0, Token: other},             // one bit off
		{Seat: 1, Token: tk.Token},          // another seat
		{Seat: 2, Token: tk.Token},          // a free seat
		{Seat: 3, Token: tk.Token},          // no such seat
		{Seat: 0, Token: tk.Token, Last: 1}, // more events than the seat heard
	} {
		r := rawDial(t, addr)
		r.hello()
		r.send(m)
		code := wire.CodeBadToken
		if m.Last > 0 {
			code = wire.CodeBadResume
		}
		if e := r.expectError(code); !e.Fatal {
			t.Errorf("%+v: %+v", m, e)
		}
		r.expectClosed()
	}
}

// TestReplaced: taking a seat back with its token ends the connection
// that held it (a half-open one, typically).
func TestReplaced(t *testing.T) {
	_, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2})
	first := rawDial(t, addr)
	j := first.join(&wire.Claim{Name: "Ann"})
	second := rawDial(t, addr)
	j2 := second.join(&wire.Resume{Seat: j.Seat, Token: *j.Token})
	if j2.Seat != 0 || j2.Name != "Ann" {
		t.Errorf("resumed as %+v", j2)
	}
	if e := first.expectError(wire.CodeReplaced); !e.Fatal {
		t.Errorf("%+v", e)
	}
	first.expectClosed()
	second.send(&wire.Ping{})
	expect[*wire.Presence](second)
}

func TestSpectators(t *testing.T) {
	_, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2, Spectators: 1, Code: "c0de"})
	r := rawDial(t, addr)
	r.hello()
	r.send(&wire.Spectate{})
	r.expectError(wire.CodeBadCode)

	testgame.Dial(t, client.Config{Addr: addr, Spectate: true, Code: "c0de"})
	_, err := client.Dial(context.Background(), client.Config{Addr: addr, Spectate: true, Code: "c0de"})
	if !errors.Is(err, &wire.Error{Code: wire.CodeSpectatorsFull}) {
		t.Errorf("a second spectator: %v", err)
	}

	_, addr = testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2})
	_, err = client.Dial(context.Background(), client.Config{Addr: addr, Spectate: true})
	if !errors.Is(err, &wire.Error{Code: wire.CodeNoSpectators}) {
		t.Errorf("a spectator where none are admitted: %v", err)
	}
}

// TestBusy: connections beyond MaxPending in their handshake are told to
// come back later; once those finish, others get in.
func TestBusy(t *testing.T) {
	_, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2, Limits: server.Limits{MaxPending: 2}})
	a, b := rawDial(t, addr), rawDial(t, addr)
	expect[*wire.HostHello](a)
	expect[*wire.HostHello](b)
	c := rawDial(t, addr)
	if m, _ := c.next(); m == nil || m.Type() != "error" || m.(*wire.Error).Code != wire.CodeBusy || !m.(*wire.Error).Fatal {
		t.Fatalf("a busy host began with %#v, want a fatal busy error", m)
	}
	c.expectClosed()
	a.nc.Close()
	b.send(&wire.Hello{Protocol: wire.Protocol})
	b.joinAfterHello(&wire.Claim{Name: "Bob"})
	testgame.WaitFor(t, "a free handshake slot", func() bool {
		d := rawDial(t, addr)
		m, err := d.next()
		_, ok := m.(*wire.HostHello)
		return err == nil && ok
	})
}

func TestHandshakeTimeout(t *testing.T) {
	_, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2, Limits: server.Limits{Handshake: 100 * time.Millisecond}})
	r := rawDial(t, addr)
	r.hello()
	if e := r.expectError(wire.CodeTimeout); !e.Fatal || !strings.Contains(e.Message, "handshake") {
		t.Errorf("%+v", e)
	}
	r.expectClosed()
}

// TestNotAProtocolClient: someone speaking HTTP to the port is told what
// is wrong.
func TestNotAProtocolClient(t *testing.T) {
	_, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2})
	r := rawDial(t, addr)
	r.sendBytes([]byte("GET / HTTP/1.1\r\nHost: x\r\n\r\n"))
	e := r.expectError(wire.CodeFrameTooLarge)
	if !strings.Contains(e.Message, `"GET "`) {
		t.Errorf("%+v", e)
	}
	r.expectClosed()
}

// TestCloseTellsEveryone: closing the host tells every connection, joined
// or in its handshake, and Close returns once they are gone.
func TestCloseTellsEveryone(t *testing.T) {
	srv, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2})
	joined := rawDial(t, addr)
	joined.join(&wire.Claim{Name: "Ann"})
	joining := rawDial(t, addr)
	joining.hello()
	srv.Close()
	for _, r := range []*raw{joined, joining} {
		if e := r.expectError(wire.CodeShuttingDown); !e.Fatal {
			t.Errorf("%+v", e)
		}
		r.expectClosed()
	}
	if err := srv.Serve(netnstest.Listen(t)); err == nil {
		t.Error("a closed server serves again")
	}
}
