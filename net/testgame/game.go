// Package testgame is what network tests share — those of net/ and of
// the app packages that host or join games over it (app/host): a host's
// Game without a journal over the real engine, the sample game of the
// reference played to its end, a server on loopback inside the test
// namespace, clients that reconnect quickly, a proxy that cuts
// connections, and ways to compare what a seat heard with what it may
// hear.
package testgame

import (
	"os"
	"sync"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// SamplePlan is the reference's sample plan, from a package two levels
// down (net/server, app/host).
const SamplePlan = "../../docs/examples/reference-sample.json"

// Game is a host without a journal: the real engine on the
// reference's sample plan (docs/examples/reference-sample.json), begun as
// soon as every seat is claimed and every player has chosen his start.
type Game struct {
	// Plan is the sample's plan.
	Plan *maze.Maze

	mu         sync.Mutex
	names      []string
	tokens     []wire.Token
	g          *game.Game
	chosen     []bool
	events     []game.Event
	applied    int // commands the game accepted or refused
	presence   [][]wire.Seat
	spectators int

	// ClaimErr, when set before serving, refuses every claim.
	ClaimErr error
}

// New makes a game of the given number of seats.
func New(t testing.TB, seats int) *Game {
	t.Helper()
	data, err := os.ReadFile(SamplePlan)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return &Game{Plan: m, names: make([]string, seats), tokens: make([]wire.Token, seats)}
}

func (f *Game) Claim(seat int, name string, token wire.Token) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.ClaimErr != nil {
		return f.ClaimErr
	}
	f.names[seat], f.tokens[seat] = name, token
	for _, n := range f.names {
		if n == "" {
			return nil
		}
	}
	g, err := game.New(game.Setup{Maze: f.Plan, Rules: rules.Reference(), Seed: 1, Players: f.names})
	if err != nil {
		return err
	}
	f.g, f.chosen = g, make([]bool, len(f.names))
	return nil
}

func (f *Game) Apply(c game.Command) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.applied++
	if f.g == nil {
		// The lobby: seats are free, so there is no game yet.
		return &game.Refusal{Code: game.RefusedNotBegun, Command: c.Kind, Player: c.Player, Other: -1}
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

func (f *Game) Events(after, upto int) []game.Event {
	f.mu.Lock()
	defer f.mu.Unlock()
	upto = min(upto, len(f.events))
	if after >= upto {
		return nil
	}
	return f.events[after:upto]
}

// Public is nil for both until the game is made, as a host's lobby is.
func (f *Game) Public() (*game.PublicInfo, *game.PublicState) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.g == nil {
		return nil, nil
	}
	info, state := f.g.PublicInfo(), f.g.PublicState()
	return &info, &state
}

func (f *Game) Reveal() (wire.Reveal, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.g == nil || f.g.Phase() != game.Over {
		return wire.Reveal{}, false
	}
	return wire.Reveal{Maze: f.Plan, Events: append([]game.Event(nil), f.events...)}, true
}

func (f *Game) Presence(p wire.Presence) {
	f.mu.Lock()
	f.presence = append(f.presence, p.Seats)
	f.spectators = p.Spectators
	f.mu.Unlock()
}

// Spectators is how many spectators the last call of Presence counted.
func (f *Game) Spectators() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.spectators
}

// Held is what a restarted host passes to the new server.
func (f *Game) Held() []server.Held {
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

// All returns every event of the game so far.
func (f *Game) All() []game.Event {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]game.Event(nil), f.events...)
}

// Applied counts the commands the game was asked to play.
func (f *Game) Applied() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.applied
}

// Over reports whether the game ended.
func (f *Game) Over() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.g != nil && f.g.Phase() == game.Over
}

// LastPresence returns what the last call of Presence was told.
func (f *Game) LastPresence() []wire.Seat {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.presence) == 0 {
		return nil
	}
	return f.presence[len(f.presence)-1]
}
