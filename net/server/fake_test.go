package server_test

import (
	"errors"
	"os"
	"sync"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// fakeGame is a host without a journal: the real engine on the
// reference's sample plan (docs/examples/reference-sample.json), begun as
// soon as every seat is claimed and every player has chosen his start.
type fakeGame struct {
	plan *maze.Maze

	mu       sync.Mutex
	names    []string
	tokens   []wire.Token
	g        *game.Game
	chosen   []bool
	events   []game.Event
	applied  int // commands the game accepted or refused
	claimErr error
	presence [][]wire.Seat
	changed  chan struct{} // a value after each Apply and Presence
}

func newFakeGame(t testing.TB, seats int) *fakeGame {
	t.Helper()
	data, err := os.ReadFile("../../docs/examples/reference-sample.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return &fakeGame{plan: m, names: make([]string, seats), tokens: make([]wire.Token, seats), changed: make(chan struct{}, 1)}
}

func (f *fakeGame) signal() {
	select {
	case f.changed <- struct{}{}:
	default:
	}
}

func (f *fakeGame) Claim(seat int, name string, token wire.Token) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.claimErr != nil {
		return f.claimErr
	}
	f.names[seat], f.tokens[seat] = name, token
	for _, n := range f.names {
		if n == "" {
			return nil
		}
	}
	g, err := game.New(game.Setup{Maze: f.plan, Rules: rules.Reference(), Seed: 1, Players: f.names})
	if err != nil {
		return err
	}
	f.g, f.chosen = g, make([]bool, len(f.names))
	return nil
}

func (f *fakeGame) Apply(c game.Command) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	defer f.signal()
	f.applied++
	if f.g == nil {
		return errors.New("the game has not begun: seats are free")
	}
	evs, err := f.g.Apply(c, f.events)
	if err != nil {
		return err
	}
	f.events = evs
	if c.Kind == game.ChooseStart {
		f.chosen[c.Player] = true
		for _, ok := range f.chosen {
			if !ok {
				return nil
			}
		}
		if f.events, err = f.g.Apply(game.Command{Kind: game.Begin}, f.events); err != nil {
			return err
		}
	}
	return nil
}

func (f *fakeGame) Events(after, upto int) []game.Event {
	f.mu.Lock()
	defer f.mu.Unlock()
	upto = min(upto, len(f.events))
	if after >= upto {
		return nil
	}
	return f.events[after:upto]
}

func (f *fakeGame) Public() (wire.PublicInfo, wire.PublicState) {
	f.mu.Lock()
	defer f.mu.Unlock()
	info := wire.PublicInfo{Names: append([]string(nil), f.names...)}
	if f.g == nil {
		return info, wire.PublicState{Phase: "lobby", Turn: -1}
	}
	return info, wire.PublicState{Phase: f.g.Phase().String(), Round: f.g.Round(), Turn: f.g.Current()}
}

func (f *fakeGame) Reveal() (wire.Reveal, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.g == nil || f.g.Phase() != game.Over {
		return wire.Reveal{}, false
	}
	return wire.Reveal{Maze: f.plan, Events: append([]game.Event(nil), f.events...)}, true
}

func (f *fakeGame) Presence(seats []wire.Seat) {
	f.mu.Lock()
	f.presence = append(f.presence, seats)
	f.mu.Unlock()
	f.signal()
}

// held is what a restarted host passes to the new server.
func (f *fakeGame) held() []server.Held {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []server.Held
	for i, n := range f.names {
		if n != "" {
			out = append(out, server.Held{Seat: i, Name: n, Token: f.tokens[i]})
		}
	}
	return out
}

// all returns every event of the game so far.
func (f *fakeGame) all() []game.Event {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]game.Event(nil), f.events...)
}

func (f *fakeGame) appliedCount() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.applied
}

// over reports whether the game ended.
func (f *fakeGame) over() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.g != nil && f.g.Phase() == game.Over
}
