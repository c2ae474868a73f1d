// Package script reads scripted games: the players with their start cells,
// then one line per statement ("Ann: shoot left, go up"), as `labyrinth
// replay` plays them. The format is documented in docs/replay.md.
//
//	# two players
//	seed 7
//	player Ann at (4,4)
//	player Bob at (1,4)
//	Ann: go up
//	Bob: blow the up wall, then go up
package script

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Script is a parsed script.
type Script struct {
	// Seed is the game's seed (0 when the script gives none).
	Seed uint64
	// Rules is the rules configuration the script asks for ("" for none):
	// a preset name.
	Rules string
	// Players are the players' names in the order they were first declared,
	// which is the turn order.
	Players []string
	// Lines are the script's commands in order.
	Lines []Line
}

// Line is one command of a script with its line number.
type Line struct {
	N int
	// Text is the line as written, for messages.
	Text string
	// Player is the player's name for choices and statements, "" for the
	// game master.
	Player  string
	Command game.Command
}

// Error is a script problem at a line.
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// Parse reads a script. Errors name the line and the reason.
func Parse(text string) (*Script, error) {
	s := &Script{}
	index := map[string]int{}
	started := false
	for n, raw := range strings.Split(text, "\n") {
		n++
		line := strings.TrimSpace(raw)
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" {
			continue
		}
		fail := func(format string, args ...any) error {
			return &Error{Line: n, Msg: fmt.Sprintf(format, args...)}
		}
		word, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		switch strings.ToLower(word) {
		case "seed":
			if started || len(s.Players) > 0 {
				return nil, fail("the seed comes before the players")
			}
			v, err := strconv.ParseUint(rest, 10, 64)
			if err != nil {
				return nil, fail("seed %q: expected a whole number", rest)
			}
			s.Seed = v
			continue
		case "rules":
			if started || len(s.Players) > 0 {
				return nil, fail("the rules come before the players")
			}
			if rest == "" {
				return nil, fail("rules: expected a preset name")
			}
			s.Rules = rest
			continue
		case "player":
			if started {
				return nil, fail("players choose their start cells before the first move")
			}
			name, cell, chosen := strings.Cut(rest, " at ")
			name = strings.TrimSpace(name)
			if name == "" {
				return nil, fail(`expected "player NAME at (X,Y)", or "player NAME" when everyone starts together`)
			}
			if strings.ContainsAny(name, " \t:,()") {
				return nil, fail("player name %q: a name is one word (expected \"player NAME at (X,Y)\")", name)
			}
			i, known := index[strings.ToLower(name)]
			if !known {
				i = len(s.Players)
				index[strings.ToLower(name)] = i
				s.Players = append(s.Players, name)
			}
			if !chosen {
				continue // §7.6: the game master's common cell
			}
			p, err := maze.ParsePos(strings.TrimSpace(cell))
			if err != nil {
				return nil, fail("player %s: %v", name, err)
			}
			s.Lines = append(s.Lines, Line{N: n, Text: line, Player: s.Players[i], Command: game.Choose(i, p)})
			continue
		}
		who, said, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fail(`expected "NAME: what the player says", "player NAME at (X,Y)", "gm: invalidate", "seed N" or "rules PRESET"`)
		}
		who, said = strings.TrimSpace(who), strings.TrimSpace(said)
		if strings.EqualFold(who, "gm") {
			c, err := gmCommand(said, started, index)
			if err != nil {
				return nil, fail("%v", err)
			}
			s.Lines = append(s.Lines, Line{N: n, Text: line, Command: c})
			continue
		}
		i, known := index[strings.ToLower(who)]
		if !known {
			return nil, fail("unknown player %q (declare players with \"player NAME at (X,Y)\")", who)
		}
		st, err := moves.ParseStatement(said)
		if err != nil {
			return nil, fail("%s: %v", s.Players[i], err)
		}
		if !started && st.Kind != moves.AskCellType {
			started = true
			s.Lines = append(s.Lines, Line{N: n, Text: "(the game begins)", Command: game.Command{Kind: game.Begin}})
		}
		s.Lines = append(s.Lines, Line{N: n, Text: line, Player: s.Players[i], Command: game.Ask(i, st)})
	}
	if len(s.Players) == 0 {
		return nil, &Error{Line: 1, Msg: `no players: declare them with "player NAME at (X,Y)"`}
	}
	return s, nil
}

// Step is the outcome of one script line.
type Step struct {
	Line   Line
	Events []game.Event
}

// Play runs the script on a new game made from setup (whose Players and Seed
// the script's replace) and calls yield with each line's events. It stops at
// the first command the game refuses, with an error naming the line.
func (s *Script) Play(setup game.Setup, yield func(Step) bool) (*game.Game, error) {
	setup.Players = s.Players
	if s.Seed != 0 {
		setup.Seed = s.Seed
	}
	g, err := game.New(setup)
	if err != nil {
		return nil, err
	}
	for _, l := range s.Lines {
		if g.Phase() == game.Over {
			return g, &Error{Line: l.N, Msg: "the game is already over"}
		}
		out, err := g.Apply(l.Command, nil)
		if err != nil {
			return g, &Error{Line: l.N, Msg: err.Error()}
		}
		if !yield(Step{Line: l, Events: out}) {
			break
		}
	}
	if g.Phase() == game.Choosing {
		out, err := g.Apply(game.Command{Kind: game.Begin}, nil)
		if err != nil {
			return g, &Error{Line: s.Lines[len(s.Lines)-1].N, Msg: err.Error()}
		}
		yield(Step{Line: Line{Text: "(the game begins)", N: s.Lines[len(s.Lines)-1].N, Command: game.Command{Kind: game.Begin}}, Events: out})
	}
	return g, nil
}

// gmCommand reads what the game master says in a script: "invalidate" (the
// start cells, §6.1), "common start (X,Y)" (§7.6), "start the timer",
// "time is up for NAME", "break: yes" or "break: no" (§9).
func gmCommand(said string, started bool, players map[string]int) (game.Command, error) {
	low := strings.ToLower(strings.TrimSpace(said))
	switch {
	case low == "invalidate" || low == "invalidate starts" || low == "the chosen cells are invalid":
		if started {
			return game.Command{}, errors.New("start cells can only be declared invalid before the first move")
		}
		return game.Command{Kind: game.InvalidateStarts}, nil
	case strings.HasPrefix(low, "common start"):
		if started {
			return game.Command{}, errors.New("the common start cell is chosen before the first move")
		}
		p, err := maze.ParsePos(strings.TrimSpace(said[len("common start"):]))
		if err != nil {
			return game.Command{}, fmt.Errorf("common start: %v", err)
		}
		return game.Command{Kind: game.CommonStart, Cell: p}, nil
	case low == "start the timer" || low == "start timing":
		return game.Command{Kind: game.StartTimer}, nil
	case strings.HasPrefix(low, "time is up for "):
		name := strings.TrimSpace(said[len("time is up for "):])
		i, ok := players[strings.ToLower(name)]
		if !ok {
			return game.Command{}, fmt.Errorf("unknown player %q", name)
		}
		return game.Command{Kind: game.TimeIsUp, Player: i}, nil
	case low == "break: yes" || low == "break yes":
		return game.Command{Kind: game.BreakDecision, Yes: true}, nil
	case low == "break: no" || low == "break no":
		return game.Command{Kind: game.BreakDecision}, nil
	}
	return game.Command{}, fmt.Errorf(`the game master can say "invalidate", "common start (X,Y)", "start the timer", "time is up for NAME", "break: yes" or "break: no", not %q`, said)
}
