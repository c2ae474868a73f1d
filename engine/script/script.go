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
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// MaxLineSize is the most bytes a script line may take. A line is a name
// and one statement; the longest statements people say (a movement, its
// actions and a few conditional clauses, docs/moves.md) take a few hundred
// bytes, so 4 KB is room for any of them with a comment, and lets a reader
// stop at once on a file that is not a script (/dev/zero).
const MaxLineSize = 4096

// Script is a script being read: its opening (seed, rules, players) is
// known once Read returns; the lines after it are read as they are played
// (Next, Play), so that a script of any length takes only the memory its
// game needs.
type Script struct {
	// Seed is the game's seed (0 when the script gives none).
	Seed uint64
	// Rules is the rules configuration the script asks for ("" for none):
	// a preset name.
	Rules string
	// Players are the players' names in the order they were first declared,
	// which is the turn order.
	Players []string

	src     lineReader
	index   map[string]int // lower-cased name to player
	started bool           // a statement other than a §7.2 question was read
	// pending are the lines read but not yet handed out: the opening's,
	// read before every player was known, then at most two at a time.
	pending []Line
	next    int // index in pending of the next line to hand out
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

// Error is a script problem at a line, and a column when it is about one
// character.
type Error struct {
	Line   int
	Column int // 0 when the problem is not one character
	Msg    string
}

func (e *Error) Error() string {
	if e.Column > 0 {
		return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, e.Msg)
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

// Read reads a script's opening from r: the seed, the rules and the
// players with their start cells, up to the first statement that begins
// the game (after it no player can be declared) or the end. The rest is
// read by Next or Play. Errors name the line and the reason (*Error), or
// are r's.
func Read(r io.Reader) (*Script, error) {
	s := &Script{src: newLineReader(r), index: map[string]int{}}
	for !s.started {
		more, err := s.readLine()
		if err != nil {
			return nil, err
		}
		if !more {
			break
		}
	}
	if len(s.Players) == 0 {
		return nil, &Error{Line: max(s.src.n, 1), Msg: `no players: declare them with "player NAME at (X,Y)"`}
	}
	return s, nil
}

// Parse reads a script held in a string (see Read).
func Parse(text string) (*Script, error) { return Read(strings.NewReader(text)) }

// Next returns the script's next command, or io.EOF after the last. A
// malformed line gives an *Error naming it.
func (s *Script) Next() (Line, error) {
	for s.next == len(s.pending) {
		s.pending, s.next = s.pending[:0], 0
		more, err := s.readLine()
		if err != nil {
			return Line{}, err
		}
		if !more {
			return Line{}, io.EOF
		}
	}
	l := s.pending[s.next]
	s.pending[s.next] = Line{} // the text goes once played
	s.next++
	return l, nil
}

// readLine reads the next line of the source into pending; false at the
// end.
func (s *Script) readLine() (bool, error) {
	raw, err := s.src.line()
	if err == io.EOF {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, s.parseLine(s.src.n, raw)
}

// parseLine reads line n of the script.
func (s *Script) parseLine(n int, raw string) error {
	fail := func(format string, args ...any) error {
		return &Error{Line: n, Msg: fmt.Sprintf(format, args...)}
	}
	if i := strings.IndexFunc(raw, func(r rune) bool { return r != '\t' && unicode.IsControl(r) }); i >= 0 {
		r, _ := utf8.DecodeRuneInString(raw[i:])
		return &Error{Line: n, Column: quote.Column(raw, i), Msg: fmt.Sprintf("control character %U: a script is plain text", r)}
	}
	lead := len(raw) - len(strings.TrimLeftFunc(raw, unicode.IsSpace)) // where line starts in raw
	line := strings.TrimSpace(raw)
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = strings.TrimSpace(line[:i])
	}
	if line == "" {
		return nil
	}
	word, rest := line, ""
	if i := strings.IndexAny(line, " \t"); i >= 0 {
		word, rest = line[:i], strings.TrimSpace(line[i:])
	}
	switch strings.ToLower(word) {
	case "seed":
		if s.started || len(s.Players) > 0 {
			return fail("the seed comes before the players")
		}
		v, err := strconv.ParseUint(rest, 10, 64)
		if err != nil {
			return fail("seed %s: expected a whole number from 0 to 18446744073709551615", quote.Short(rest))
		}
		s.Seed = v
		return nil
	case "rules":
		if s.started || len(s.Players) > 0 {
			return fail("the rules come before the players")
		}
		if rest == "" {
			return fail("rules: expected a preset name")
		}
		s.Rules = rest
		return nil
	case "player":
		if s.started {
			return fail("players choose their start cells before the first move")
		}
		name, cell, chosen := strings.Cut(rest, " at ")
		name = strings.TrimSpace(name)
		if name == "" {
			return fail(`expected "player NAME at (X,Y)", or "player NAME" when everyone starts together`)
		}
		if err := checkName(name); err != nil {
			return fail("%v", err)
		}
		i, known := s.index[strings.ToLower(name)]
		if !known {
			i = len(s.Players)
			s.index[strings.ToLower(name)] = i
			s.Players = append(s.Players, name)
		}
		if !chosen {
			return nil // §7.6: the game master's common cell
		}
		p, err := maze.ParsePos(strings.TrimSpace(cell))
		if err != nil {
			return fail("player %s: %v", name, err)
		}
		s.pending = append(s.pending, Line{N: n, Text: line, Player: s.Players[i], Command: game.Choose(i, p)})
		return nil
	}
	colon := strings.IndexByte(line, ':')
	if colon < 0 {
		return fail(`expected "NAME: what the player says", "player NAME at (X,Y)", "gm: invalidate", "seed N" or "rules PRESET"`)
	}
	who, said := strings.TrimSpace(line[:colon]), strings.TrimSpace(line[colon+1:])
	if strings.EqualFold(who, "gm") {
		c, err := gmCommand(said, s.started, s.index)
		if err != nil {
			return fail("%v", err)
		}
		s.pending = append(s.pending, Line{N: n, Text: line, Command: c})
		return nil
	}
	i, known := s.index[strings.ToLower(who)]
	if !known {
		return fail("unknown player %s (declare players with \"player NAME at (X,Y)\")", quote.Short(who))
	}
	st, err := moves.ParseStatement(said)
	if err != nil {
		// Columns in the message count in the script's line.
		var pe *moves.ParseError
		if errors.As(err, &pe) {
			saidAt := lead + colon + 1 + len(line[colon+1:]) - len(strings.TrimLeftFunc(line[colon+1:], unicode.IsSpace))
			pe.Input, pe.Offset = raw, saidAt+pe.Offset
		}
		return fail("%s: %v", s.Players[i], err)
	}
	if !s.started && st.Kind != moves.AskCellType {
		s.started = true
		s.pending = append(s.pending, Line{N: n, Text: "(the game begins)", Command: game.Command{Kind: game.Begin}})
	}
	s.pending = append(s.pending, Line{N: n, Text: line, Player: s.Players[i], Command: game.Ask(i, st)})
	return nil
}

// MaxNameLength is the most characters of a player's name in a script: a
// name is said in every announcement about him.
const MaxNameLength = 40

// checkName refuses a player name that is not one word, is longer than
// MaxNameLength, or holds a character a terminal would act on or show as
// something else (control and format characters, such as an escape or a
// right-to-left override).
func checkName(name string) error {
	if n := utf8.RuneCountInString(name); n > MaxNameLength {
		return fmt.Errorf("player name %s: %d characters; a name has at most %d", quote.Short(name), n, MaxNameLength)
	}
	if strings.ContainsAny(name, " \t:,()") {
		return fmt.Errorf("player name %s: a name is one word (expected \"player NAME at (X,Y)\")", quote.Short(name))
	}
	if i := strings.IndexFunc(name, func(r rune) bool { return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) }); i >= 0 {
		r, _ := utf8.DecodeRuneInString(name[i:])
		return fmt.Errorf("player name %s: %U is an invisible character; a name is letters, digits and punctuation", quote.Short(name), r)
	}
	return nil
}

// Step is the outcome of one script line.
type Step struct {
	Line   Line
	Events []game.Event
}

// Play runs the rest of the script on a new game made from setup (whose
// Players and Seed the script's replace) and calls yield with each line's
// events, reading each line as it comes. It stops at the first malformed
// line or command the game refuses, with an error naming the line, and
// when yield returns false. A script that ends before the game has begun
// begins it after its last line.
func (s *Script) Play(setup game.Setup, yield func(Step) bool) (*game.Game, error) {
	setup.Players = s.Players
	if s.Seed != 0 {
		setup.Seed = s.Seed
	}
	g, err := game.New(setup)
	if err != nil {
		return nil, err
	}
	for {
		l, err := s.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return g, err
		}
		if g.Phase() == game.Over {
			return g, &Error{Line: l.N, Msg: "the game is already over"}
		}
		out, err := g.Apply(l.Command, nil)
		if err != nil {
			return g, &Error{Line: l.N, Msg: err.Error()}
		}
		if !yield(Step{Line: l, Events: out}) {
			return g, nil
		}
	}
	if g.Phase() == game.Choosing {
		last := max(s.src.n, 1)
		out, err := g.Apply(game.Command{Kind: game.Begin}, nil)
		if err != nil {
			return g, &Error{Line: last, Msg: err.Error()}
		}
		yield(Step{Line: Line{Text: "(the game begins)", N: last, Command: game.Command{Kind: game.Begin}}, Events: out})
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
			return game.Command{}, fmt.Errorf("unknown player %s", quote.Short(name))
		}
		return game.Command{Kind: game.TimeIsUp, Player: i}, nil
	case low == "break: yes" || low == "break yes":
		return game.Command{Kind: game.BreakDecision, Yes: true}, nil
	case low == "break: no" || low == "break no":
		return game.Command{Kind: game.BreakDecision}, nil
	}
	return game.Command{}, fmt.Errorf(`the game master can say "invalidate", "common start (X,Y)", "start the timer", "time is up for NAME", "break: yes" or "break: no", not %s`, quote.Short(said))
}
