package client_test

import (
	"context"
	"errors"
	"net"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// TestOutcomeUnknownAfterCatchUp: when a request's host restarted before
// answering it, the client says so only once it holds the events the new
// host sent on resuming, so that the caller can look for the request's
// own among them. The host is played by hand: its first run takes the
// request and dies; its second run lets the client wait after joining
// before it sends the events and the public state, unless the client
// answered the request already — which would be too early.
func TestOutcomeUnknownAfterCatchUp(t *testing.T) {
	l := netnstest.Listen(t)
	answered := make(chan struct{})
	token := wire.Token{1, 2, 3}
	said := game.Event{Seq: 1, Round: 1, Code: game.NStopTold, To: game.Everyone(), Player: -1, Other: -1, Limit: 9}
	go func() {
		for run, instance := range []string{"00000000000000aa", "00000000000000bb"} {
			nc, err := l.Accept()
			if err != nil {
				return
			}
			defer nc.Close()
			h := &fakeHost{t: t, nc: nc}
			h.send(&wire.HostHello{Protocol: wire.Protocol, Game: "Test", Instance: instance, Seats: 1, HeartbeatMS: 5000, TimeoutMS: 20000})
			h.read() // hello
			h.read() // claim, then resume
			h.send(&wire.Joined{Seat: 0, Name: "Ann", Token: &token})
			if run == 0 {
				h.send(&wire.Public{})
				h.read() // the request: the first run dies without answering
				nc.Close()
				continue
			}
			select {
			case <-answered:
			case <-time.After(200 * time.Millisecond):
			}
			h.send(&wire.Event{N: 1, Event: said})
			h.send(&wire.Public{})
			for h.read() {
			}
		}
	}()
	ann, err := client.Dial(context.Background(), client.Config{Addr: l.Addr().String(), Name: "Ann", MinBackoff: time.Millisecond, MaxBackoff: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer ann.Close()
	err = testgame.Say(t, ann, "status")
	heard := ann.Heard()
	close(answered)
	if !errors.Is(err, client.ErrOutcomeUnknown) {
		t.Fatalf("a request whose host restarted before answering: %v", err)
	}
	if heard != 1 {
		t.Errorf("the client said the outcome is unknown holding %d events, before the new host's", heard)
	}
}

// fakeHost speaks the host's side by hand.
type fakeHost struct {
	t  *testing.T
	nc net.Conn
}

func (h *fakeHost) send(m wire.Message) {
	b, err := wire.Encode(m)
	if err != nil {
		h.t.Error(err)
		return
	}
	h.nc.Write(wire.AppendFrame(nil, b))
}

// read reads one message from the client and reports whether it could.
func (h *fakeHost) read() bool {
	h.nc.SetReadDeadline(time.Now().Add(testgame.HangGuard))
	_, err := wire.ReadFrame(h.nc, wire.MaxClientFrame)
	return err == nil
}
