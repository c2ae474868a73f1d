package server_test

import (
	"bufio"
	"context"
	"encoding/binary"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The tests in this file misbehave on purpose, and check that the one
// who misbehaves gets a clear error (and is disconnected where that is
// warranted) while the game goes on for everyone else.

// rawBob joins as Bob by hand and chooses his start; Ann is a client.
func rawBob(t *testing.T, addr string) (*client.Client, *raw) {
	t.Helper()
	ann := testgame.Dial(t, client.Config{Addr: addr, Name: "Ann"})
	bob := rawDial(t, addr)
	bob.join(&wire.Claim{Name: "Bob"})
	bob.send(&wire.ChooseStart{ID: 1, Cell: wire.Cell(testgame.SampleStarts[1])})
	if r := expect[*wire.Result](bob); r.ID != 1 || r.Refusal != nil {
		t.Fatalf("Bob's start: %+v", r)
	}
	if err := ann.ChooseStart(context.Background(), testgame.SampleStarts[0]); err != nil {
		t.Fatal(err)
	}
	return ann, bob
}

func TestHeartbeatsAndSilence(t *testing.T) {
	_, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2, Spectators: 1,
		Limits: server.Limits{Heartbeat: 20 * time.Millisecond, Timeout: 300 * time.Millisecond}})
	r := rawDial(t, addr)
	r.join(&wire.Spectate{})
	pings := 0
	for {
		m, err := r.next()
		if err != nil {
			t.Fatalf("waiting for the timeout: %v", err)
		}
		if _, ok := m.(*wire.Ping); ok {
			pings++
		}
		if e, ok := m.(*wire.Error); ok {
			if e.Code != wire.CodeTimeout || !e.Fatal || !strings.Contains(e.Message, "nothing heard from the client") {
				t.Fatalf("%+v", e)
			}
			break
		}
	}
	if pings == 0 {
		t.Error("the host sent no heartbeat to a silent client")
	}
	r.expectClosed()
}

// TestClientHeartbeats: a client with nothing to say keeps its
// connection with pings.
func TestClientHeartbeats(t *testing.T) {
	srv, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2,
		Limits: server.Limits{Heartbeat: 20 * time.Millisecond, Timeout: 200 * time.Millisecond}})
	ann := testgame.Dial(t, client.Config{Addr: addr, Name: "Ann"})
	// Many timeouts' worth of silence from the player.
	time.Sleep(time.Second)
	if st := ann.Status(); !st.Connected || st.Err != nil {
		t.Errorf("Ann's status %+v", st)
	}
	if s := srv.Seats()[0]; s.State != wire.Connected {
		t.Errorf("Ann's seat %+v", s)
	}
}

// TestStopsReading: a client that stops reading (a half-open connection:
// its program hangs, its pings go on) stops acknowledging; once the
// window is full it is dropped, and Ann's play never waits for it.
func TestStopsReading(t *testing.T) {
	g := testgame.New(t, 2)
	srv, addr := testgame.Serve(t, g, server.Config{Seats: 2,
		Limits: server.Limits{Window: 4, AckTimeout: 200 * time.Millisecond}})
	ann, bob := rawBob(t, addr)
	stop := keepPinging(t, bob)
	defer stop()
	testgame.MustSay(t, ann, "go up")
	for range 20 { // status questions: public events Bob does not take
		testgame.MustSay(t, ann, "status")
	}
	testgame.WaitFor(t, "Bob dropped", func() bool { return srv.Seats()[1].State == wire.Away })
	testgame.MustSay(t, ann, "status")
}

// TestQueueFull: a client that takes nothing while other messages pile
// up for it is dropped when Limits.Queue are waiting.
func TestQueueFull(t *testing.T) {
	g := testgame.New(t, 2)
	srv, addr := testgame.Serve(t, g, server.Config{Seats: 2, Spectators: 40,
		Limits: server.Limits{Window: 1, Queue: 8, AckTimeout: testgame.HangGuard}})
	ann, bob := rawBob(t, addr)
	stop := keepPinging(t, bob)
	defer stop()
	testgame.MustSay(t, ann, "go up") // Bob's window fills
	for range 20 {                    // each spectator's coming is told to Bob
		// The host hears of the ten closing in its own time: a place is free
		// once it has.
		testgame.WaitFor(t, "the spectators gone", func() bool { return g.Spectators() < 10 })
		w := testgame.Dial(t, client.Config{Addr: addr, Spectate: true})
		w.Close()
	}
	testgame.WaitFor(t, "Bob dropped", func() bool { return srv.Seats()[1].State == wire.Away })
	testgame.MustSay(t, ann, "status")
}

// keepPinging sends a ping every few milliseconds on r, without reading.
func keepPinging(t *testing.T, r *raw) (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		f, _ := wire.Encode(&wire.Ping{})
		frame := wire.AppendFrame(nil, f)
		for {
			select {
			case <-done:
				return
			case <-time.After(10 * time.Millisecond):
				r.nc.SetWriteDeadline(time.Now().Add(time.Second))
				if _, err := r.nc.Write(frame); err != nil {
					return
				}
			}
		}
	}()
	return func() { close(done); wg.Wait() }
}

// TestBadInputAfterJoining: what a joined client sends wrong is answered
// with an error; what breaks the framing ends its connection; the
// players go on.
func TestBadInputAfterJoining(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2, Spectators: 20})
	players := testgame.SeatBoth(t, addr)
	turn := 0
	play := func() {
		t.Helper()
		s := testgame.Sample[turn]
		testgame.MustSay(t, players[s.Seat], s.Text)
		turn++
	}

	// Errors that leave the connection open.
	r := rawDial(t, addr)
	r.join(&wire.Spectate{})
	for _, tc := range []struct {
		payload string
		code    wire.ErrorCode
		msg     string
	}{
		{`{"type":"dance"}`, wire.CodeUnknownType, `"dance" is not a message a client sends`},
		{`{"type":"joined","seat":0}`, wire.CodeUnknownType, "not a message a client sends"},
		{`{"type":"say","id":1,"txt":"go up"}`, wire.CodeBadMessage, `unknown field "txt"`},
		{`{"type":"ack","n":1000}`, wire.CodeBadAck, "ack 1000"},
		{`{"type":"claim","name":"Eve"}`, wire.CodeUnexpected, "already joined"},
		{`{"type":"say","id":1,"text":"go up"}`, wire.CodeNotSeated, "spectators cannot play"},
	} {
		r.sendBytes(wire.AppendFrame(nil, []byte(tc.payload)))
		e := r.expectError(tc.code)
		if e.Fatal || !strings.Contains(e.Message, tc.msg) {
			t.Errorf("%s: %+v", tc.payload, e)
		}
		play()
	}
	r.send(&wire.Ping{})

	// Errors that end it.
	for _, tc := range []struct {
		name  string
		bytes []byte
		code  wire.ErrorCode
	}{
		{"not JSON", wire.AppendFrame(nil, []byte("hello?")), wire.CodeBadFrame},
		{"not UTF-8", wire.AppendFrame(nil, []byte("{\"type\":\"ping\",\"x\":\"\xfe\"}")), wire.CodeBadFrame},
		{"an array", wire.AppendFrame(nil, []byte("[1]")), wire.CodeBadFrame},
		{"empty frame", []byte{0, 0, 0, 0}, wire.CodeBadFrame},
		{"oversized", binary.BigEndian.AppendUint32(nil, wire.MaxClientFrame+1), wire.CodeFrameTooLarge},
		{"4 GiB", []byte{0xff, 0xff, 0xff, 0xff}, wire.CodeFrameTooLarge},
	} {
		r := rawDial(t, addr)
		r.join(&wire.Spectate{})
		r.sendBytes(tc.bytes)
		if e := r.expectError(tc.code); !e.Fatal {
			t.Errorf("%s: %+v", tc.name, e)
		}
		r.expectClosed()
		play()
	}

	// A frame cut short by a vanished client, and random bytes.
	r = rawDial(t, addr)
	r.join(&wire.Spectate{})
	r.sendBytes([]byte{0, 0, 1, 0, '{'})
	r.nc.Close()
	r = rawDial(t, addr)
	r.sendBytes([]byte{0x13, 0x37, 0xbe, 0xef, 0, 1, 2, 3, 4, 5})
	r.expectError(wire.CodeFrameTooLarge)
	play()
}

// TestRepeatedRequestID: a request sent again with its id gets the first
// answer; an older id is refused.
func TestRepeatedRequestID(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2})
	ann, bob := rawBob(t, addr)
	testgame.MustSay(t, ann, "go up")
	before := g.Applied()
	bob.send(&wire.Say{ID: 5, Text: "blow the up wall, then go up"})
	first := expect[*wire.Result](bob)
	bob.send(&wire.Say{ID: 5, Text: "blow the up wall, then go up"})
	again := expect[*wire.Result](bob)
	if first.ID != 5 || first.Refusal != nil || again.ID != 5 || again.Refusal != nil {
		t.Errorf("results %+v and %+v", first, again)
	}
	if n := g.Applied() - before; n != 1 {
		t.Errorf("played %d times", n)
	}
	bob.send(&wire.Say{ID: 4, Text: "status"})
	if e := bob.expectError(wire.CodeBadID); e.ID != 4 || e.Fatal {
		t.Errorf("%+v", e)
	}
}

// TestFlood: a client sending as fast as it can is told to slow down,
// then disconnected; the players go on.
func TestFlood(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2, Spectators: 2,
		Limits: server.Limits{Rate: 20, Burst: 40, Flood: 100}})
	players := testgame.SeatBoth(t, addr)
	r := rawDial(t, addr)
	r.join(&wire.Spectate{})
	f, _ := wire.Encode(&wire.Ping{})
	var burst []byte
	for range 2000 {
		burst = wire.AppendFrame(burst, f)
	}
	go func() {
		r.nc.SetWriteDeadline(time.Now().Add(testgame.HangGuard))
		r.nc.Write(burst)
	}()
	r.expectError(wire.CodeRateLimited)
	if e := r.expectError(wire.CodeFlood); !e.Fatal {
		t.Errorf("%+v", e)
	}
	r.expectClosed()
	testgame.Play(t, players, 0, len(testgame.Sample))
	if !g.Over() {
		t.Error("the game did not end")
	}
}

// TestThousandConnections: a thousand connections arrive at once and
// stay while a game is played. Each gets a hello or is told the host is
// busy; as many spectators as admitted watch, the others are told it is
// full and linger in their handshake; the game is played to its end
// meanwhile, and once they leave the host takes newcomers again.
func TestThousandConnections(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2, Spectators: 10})
	players := testgame.SeatBoth(t, addr)

	var decided, left sync.WaitGroup
	release := make(chan struct{})
	var mu sync.Mutex
	outcomes := map[string]int{}
	for range 1000 {
		decided.Add(1)
		left.Add(1)
		go func() {
			defer left.Done()
			nc, outcome := oneOfAThousand(addr)
			mu.Lock()
			outcomes[outcome]++
			mu.Unlock()
			decided.Done()
			<-release
			if nc != nil {
				nc.Close()
			}
		}()
	}
	decided.Wait()
	testgame.Play(t, players, 0, len(testgame.Sample))
	close(release)
	left.Wait()
	for o, n := range outcomes {
		switch o {
		case "busy", "joined", string(wire.CodeSpectatorsFull):
		default:
			t.Errorf("%d connections: %s", n, o)
		}
	}
	if outcomes["joined"] != 10 {
		t.Errorf("outcomes %v: want 10 spectators", outcomes)
	}
	t.Logf("outcomes: %v", outcomes)
	if !g.Over() {
		t.Error("the game did not end")
	}
	// The spectators who left may still hold their places for a moment,
	// until the host has read that they are gone.
	var w *client.Client
	testgame.WaitFor(t, "a spectator's place", func() bool {
		var err error
		w, err = client.Dial(context.Background(), client.Config{Addr: addr, Spectate: true})
		return err == nil
	})
	defer w.Close()
	testgame.WaitFor(t, "the reveal", func() bool { _, ok := w.Reveal(); return ok })
}

// oneOfAThousand connects, tries to watch, and says what happened; it
// returns the connection still open, unless the host closed it.
func oneOfAThousand(addr string) (net.Conn, string) {
	nc, err := net.DialTimeout("tcp", addr, testgame.HangGuard)
	if err != nil {
		return nil, "dial: " + err.Error()
	}
	nc.SetDeadline(time.Now().Add(testgame.HangGuard))
	r := &raw{nc: nc, br: bufio.NewReader(nc)}
	m, err := r.next()
	if err != nil {
		return nc, "first read: " + err.Error()
	}
	switch m := m.(type) {
	case *wire.Error:
		if m.Code == wire.CodeBusy && m.Fatal {
			return nc, "busy"
		}
		return nc, "began with error " + string(m.Code)
	case *wire.HostHello:
	default:
		return nc, "began with " + m.Type()
	}
	send := func(m wire.Message) error {
		b, _ := wire.Encode(m)
		_, err := nc.Write(wire.AppendFrame(nil, b))
		return err
	}
	if err := send(&wire.Hello{Protocol: wire.Protocol}); err != nil {
		return nc, "write: " + err.Error()
	}
	if err := send(&wire.Spectate{}); err != nil {
		return nc, "write: " + err.Error()
	}
	for {
		m, err := r.next()
		if err != nil {
			return nc, "read: " + err.Error()
		}
		switch m := m.(type) {
		case *wire.Joined:
			return nc, "joined"
		case *wire.Error:
			return nc, string(m.Code)
		}
	}
}

// TestFloodErrorArrives: a client that floods the host without reading
// its answers still finds, when it reads at last, why it was cut off. The
// host closes its side, and reads and drops what the client still sends
// for a moment, before it closes the connection: closing at once, with the
// flood unread, resets the connection and throws away what the host had
// not yet sent — the error (app/host's TestAbuse met that).
func TestFloodErrorArrives(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2, Spectators: 2})
	testgame.SeatBoth(t, addr)
	for _, joined := range []bool{false, true} {
		r := rawDial(t, addr)
		r.hello()
		var m wire.Message = &wire.Claim{Name: "Intruder"} // the game is full: game_full, again and again
		if joined {
			r.send(&wire.Spectate{})
			expect[*wire.Joined](r)
			m = &wire.Ack{N: 1 << 20} // bad_ack
		}
		b, _ := wire.Encode(m)
		var burst []byte
		for range 2000 {
			burst = wire.AppendFrame(burst, b)
		}
		r.nc.SetWriteDeadline(time.Now().Add(testgame.HangGuard))
		r.nc.Write(burst) // all of it before reading anything
		for {
			m, err := r.next()
			if err != nil {
				t.Fatalf("joined %v: the connection ended without a fatal error: %v", joined, err)
			}
			if e, ok := m.(*wire.Error); ok && e.Fatal {
				if e.Code != wire.CodeFlood {
					t.Errorf("joined %v: %+v", joined, e)
				}
				break
			}
		}
		r.expectClosed()
	}
}
