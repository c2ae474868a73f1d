package host_test

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"sort"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// hostScripted hosts the scripted game on loopback, its files on a tmpfs.
func hostScripted(t *testing.T, s *scripted, spectators int, limits bool) *host.Host {
	t.Helper()
	cfg := host.Config{Maze: s.plan, Rules: s.rules, Seed: s.seed, Seats: len(playerNames), Spectators: spectators,
		Name: "Faults", Listen: "127.0.0.1", Dir: fastDir(t)}
	if !limits {
		cfg.Limits = generous
	}
	return start(t, cfg)
}

// TestDropClients cuts the players' and the spectator's connections in
// the middle of turns — while a line is on its way, its events half sent —
// and lets the clients come back by themselves to the same host: every
// line is answered once, as accepted; the game is the uninterrupted one;
// each seat heard exactly what it may, without a gap or a repeat; and every
// byte of every connection, cut or not, passes the leak test's check
// (a resumed connection carries on from the last event its client had).
func TestDropClients(t *testing.T) {
	netnstest.Require(t)
	s := newScripted(t, 2, 40)
	h := hostScripted(t, s, 1, false)
	taps := []*tap{newTap(t, h.Addr().String()), newTap(t, h.Addr().String()), newTap(t, h.Addr().String())}
	watcher := dial(t, taps[2].Addr(), client.Config{Spectate: true})
	players := []*client.Client{dial(t, taps[0].Addr(), client.Config{Name: playerNames[0]}),
		dial(t, taps[1].Addr(), client.Config{Name: playerNames[1]})}
	rng := rand.New(rand.NewPCG(2, 0xd20))
	cuts := 0
	for k, l := range s.lines {
		if rng.IntN(2) == 0 {
			mustSay(t, players[l.Player], k, l)
			continue
		}
		// Cut the player's own connection, or another's, while his line is
		// on its way.
		victim := l.Player
		if rng.IntN(3) == 0 {
			victim = []int{1 - l.Player, 2}[rng.IntN(2)]
		}
		answer := make(chan error, 1)
		go func() { answer <- say(players[l.Player], l) }()
		time.Sleep(time.Duration(rng.IntN(1500)) * time.Microsecond)
		taps[victim].Cut()
		cuts++
		if err := <-answer; err != nil {
			t.Fatalf("line %d (%s), a connection cut meanwhile: %v", k+1, lineText(l), err)
		}
	}
	everyoneHeard(t, s.log, players, watcher)
	sameLog(t, "the host's game", h.MasterEvents(0), s.log)
	for _, c := range append(players, watcher) {
		c.Close()
	}
	var recs []recording
	for _, tp := range taps {
		tp.Close()
		recs = append(recs, tp.Recordings()...)
	}
	t.Logf("%d lines, %d cuts, %d connections", len(s.lines), cuts, len(recs))
	sec, err := newSecrecy(s.log, s.plan, game.Setup{Rules: s.rules, Seed: s.seed, Players: playerNames})
	if err != nil {
		t.Fatal(err)
	}
	sec.allowErrors = []wire.ErrorCode{wire.CodeReplaced}
	if problems := sec.check(recs); len(problems) > 0 {
		t.Fatalf("what the connections received:\n%s", leakList(problems))
	}
}

// TestAbuse plays the scripted game at a host with its real limits while,
// all at once, others send it garbage, frames of every wrong size, an HTTP
// request, a flood of messages or of claims; leave connections half open
// or half closed; and a thousand connect at once. net/server's tests check
// each answer against a stand-in game; here the host is app/host with its
// journal: the game goes on for its players undisturbed, they never meet an
// error, it ends as the uninterrupted game, its journal holds exactly the
// script, and once the intruders leave a newcomer watches and gets the
// reveal.
func TestAbuse(t *testing.T) {
	netnstest.Require(t)
	s := newScripted(t, 3, 40)
	h := hostScripted(t, s, 5, true)
	addr := h.Addr().String()
	watcher := dial(t, addr, client.Config{Spectate: true})
	players := []*client.Client{dial(t, addr, client.Config{Name: playerNames[0]}), dial(t, addr, client.Config{Name: playerNames[1]})}

	a := &abuse{addr: addr, release: make(chan struct{}), outcomes: map[string]map[string]int{}}
	a.run("garbage", 20, true, func(r *rawConn, i int) string {
		junk := make([]byte, 1+i*37%300)
		for j := range junk {
			junk[j] = byte(rand.IntN(256))
		}
		r.write(wire.AppendFrame(nil, junk))
		return r.outcome()
	})
	a.run("http", 5, true, func(r *rawConn, _ int) string {
		r.write([]byte("GET / HTTP/1.1\r\nHost: labyrinth\r\n\r\n"))
		return r.outcome()
	})
	a.run("oversized", 5, true, func(r *rawConn, i int) string {
		r.write(binary.BigEndian.AppendUint32(nil, uint32(wire.MaxClientFrame+1+i)))
		return r.outcome()
	})
	a.run("empty frame", 5, true, func(r *rawConn, _ int) string {
		r.write([]byte{0, 0, 0, 0})
		return r.outcome()
	})
	a.run("unknown type", 5, true, func(r *rawConn, _ int) string {
		r.send(&wire.Hello{Protocol: wire.Protocol})
		r.write(wire.AppendFrame(nil, []byte(`{"type":"teleport","to":[1,1]}`)))
		return r.outcome()
	})
	a.run("half open", 20, false, func(r *rawConn, _ int) string {
		return "connected" // says nothing, reads nothing, until released
	})
	a.run("half closed", 10, true, func(r *rawConn, _ int) string {
		r.send(&wire.Hello{Protocol: wire.Protocol})
		r.nc.(*net.TCPConn).CloseWrite()
		return r.outcome()
	})
	// The flooders watch before the thousand take the other places.
	watching := make(chan bool, 3)
	a.run("flood", 3, true, func(r *rawConn, _ int) string {
		ok := r.joinAfterHello(&wire.Spectate{})
		watching <- ok
		if !ok {
			return r.outcome()
		}
		ping, _ := wire.Encode(&wire.Ping{})
		var burst []byte
		for range 5000 {
			burst = wire.AppendFrame(burst, ping)
		}
		go r.write(burst)
		return r.outcome()
	})
	a.run("claims", 3, true, func(r *rawConn, _ int) string {
		r.send(&wire.Hello{Protocol: wire.Protocol})
		for i := range 500 {
			r.send(&wire.Claim{Name: fmt.Sprintf("Intruder%d", i)})
		}
		return r.outcome()
	})
	for range 3 {
		if !<-watching {
			t.Fatal("a flooder could not watch")
		}
	}
	a.run("thousand", 1000, false, func(r *rawConn, _ int) string {
		switch {
		case r.join(&wire.Spectate{}):
			return "joined"
		case r.last != nil:
			return string(r.last.Code) // busy, or full: it lingers in its handshake
		}
		return r.outcome()
	})

	for k, l := range s.lines {
		mustSay(t, players[l.Player], k, l)
	}
	everyoneHeard(t, s.log, players, watcher)
	a.stop()
	for _, kind := range a.kinds() {
		t.Logf("%s: %v", kind, a.outcomes[kind])
	}
	// What each intruder met: net/server's tests check the details.
	a.expect(t, "garbage", wire.CodeBadFrame)
	a.expect(t, "http", wire.CodeFrameTooLarge)
	a.expect(t, "oversized", wire.CodeFrameTooLarge)
	a.expect(t, "empty frame", wire.CodeBadFrame)
	a.expect(t, "unknown type", wire.CodeUnknownType)
	a.expect(t, "half closed", "closed")
	a.expect(t, "flood", wire.CodeFlood)
	a.expect(t, "claims", wire.CodeFlood)
	a.expect(t, "thousand", "joined", wire.CodeBusy, wire.CodeSpectatorsFull)

	// A newcomer, once the host has seen the intruders go (until then it
	// may be busy, or its places taken).
	var late *client.Client
	waitFor(t, "a newcomer let in", func() bool {
		var err error
		late, err = client.Dial(context.Background(), client.Config{Addr: addr, Spectate: true})
		return err == nil
	})
	waitFor(t, "a newcomer's reveal", func() bool { _, ok := late.Reveal(); return ok })
	for _, c := range append(players, watcher, late) {
		c.Close()
	}
	journal := h.JournalPath()
	h.Close()
	checkJournal(t, journal, s)
}

// abuse runs intruders against a host, each on a connection of its own,
// and keeps what each met.
type abuse struct {
	addr    string
	release chan struct{}
	wg      sync.WaitGroup

	mu       sync.Mutex
	outcomes map[string]map[string]int // by kind: how many met what
}

// run starts n intruders of a kind. Each connects, does what f says and
// returns what it met; its connection stays open until stop. A patient
// intruder first waits for the host's hello, connecting again while the
// host is busy (as a client does); f then finds the hello read.
func (a *abuse) run(kind string, n int, patient bool, f func(r *rawConn, i int) string) {
	for i := range n {
		a.wg.Add(1)
		go func() {
			defer a.wg.Done()
			outcome := "dial failed"
			for try := 0; ; try++ {
				nc, err := net.DialTimeout("tcp", a.addr, testgame.HangGuard)
				if err != nil {
					break
				}
				defer nc.Close()
				nc.SetDeadline(time.Now().Add(testgame.HangGuard))
				r := &rawConn{nc: nc, br: bufio.NewReader(nc)}
				if patient && !r.hello() {
					if r.last != nil && r.last.Code == wire.CodeBusy && try < 1000 {
						nc.Close()
						time.Sleep(10 * time.Millisecond)
						continue
					}
					outcome = "no hello"
					break
				}
				outcome = f(r, i)
				break
			}
			a.mu.Lock()
			if a.outcomes[kind] == nil {
				a.outcomes[kind] = map[string]int{}
			}
			a.outcomes[kind][outcome]++
			a.mu.Unlock()
			<-a.release
		}()
	}
}

// stop waits for every intruder to know what it met, then closes their
// connections.
func (a *abuse) stop() {
	close(a.release)
	a.wg.Wait()
}

func (a *abuse) kinds() []string {
	var out []string
	for k := range a.outcomes {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// expect fails the test if an intruder of kind met anything but one of
// want.
func (a *abuse) expect(t *testing.T, kind string, want ...any) {
	t.Helper()
	for got, n := range a.outcomes[kind] {
		ok := false
		for _, w := range want {
			ok = ok || fmt.Sprint(w) == got
		}
		if !ok {
			t.Errorf("%d %s intruders: %s (want one of %v)", n, kind, got, want)
		}
	}
}

// rawConn is a connection that speaks the protocol by hand.
type rawConn struct {
	nc   net.Conn
	br   *bufio.Reader
	last *wire.Error // the last error the host sent
}

func (r *rawConn) write(b []byte) { r.nc.Write(b) }

func (r *rawConn) send(m wire.Message) {
	b, _ := wire.Encode(m)
	r.write(wire.AppendFrame(nil, b))
}

// hello reads the host's hello (or its refusal), and reports whether it
// was a hello.
func (r *rawConn) hello() bool {
	p, err := wire.ReadFrame(r.br, wire.MaxHostFrame)
	if err != nil {
		return false
	}
	switch m, _ := wire.DecodeFromHost(p); m := m.(type) {
	case *wire.HostHello:
		return true
	case *wire.Error:
		r.last = m
	}
	return false
}

// join reads the host's hello, says hello and sends m, and reports
// whether the host said joined.
func (r *rawConn) join(m wire.Message) bool {
	return r.hello() && r.joinAfterHello(m)
}

// joinAfterHello is join once the host's hello was read.
func (r *rawConn) joinAfterHello(m wire.Message) bool {
	r.send(&wire.Hello{Protocol: wire.Protocol})
	r.send(m)
	for {
		p, err := wire.ReadFrame(r.br, wire.MaxHostFrame)
		if err != nil {
			return false
		}
		switch msg, _ := wire.DecodeFromHost(p); msg := msg.(type) {
		case *wire.Joined:
			return true
		case *wire.Error:
			if msg.Fatal || msg.Code == wire.CodeSpectatorsFull {
				r.last = msg
				return false
			}
		}
	}
}

// outcome reads until the host ends the connection, and says how: the
// code of the last error it sent; if it sent none, "closed", or "reset"
// when the connection was reset; a connection still open when the test's
// guard runs out says "open".
func (r *rawConn) outcome() string {
	for {
		p, err := wire.ReadFrame(r.br, wire.MaxHostFrame)
		if err != nil {
			var ne net.Error
			switch {
			case r.last != nil:
				return string(r.last.Code)
			case errors.As(err, &ne) && ne.Timeout():
				return "open"
			case errors.Is(err, syscall.ECONNRESET):
				return "reset"
			}
			return "closed"
		}
		if m, _ := wire.DecodeFromHost(p); m != nil {
			if e, ok := m.(*wire.Error); ok {
				r.last = e
			}
		}
	}
}
