package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The journal is a game's complete record in JSON Lines: a header line with
// the Setup, then one line per accepted command, so that a host can append
// each command (and sync) before announcing its result. docs/journal.md
// describes it.
//
// The header's version is also the revision of the rulings the game is
// played under (Setup.Rulings): a journal is replayed under the rulings it
// was written with, and a program refuses a version newer than it knows.
const (
	JournalFormat  = "labyrinth-journal"
	JournalVersion = CurrentRulings
)

type journalHeader struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	Seed    uint64          `json:"seed"`
	Players []string        `json:"players"`
	Rules   rules.Rules     `json:"rules"`
	Maze    json.RawMessage `json:"maze"`
}

type journalLine struct {
	Cmd    string `json:"cmd"`
	Player string `json:"player,omitempty"`
	Cell   []int  `json:"cell,omitempty"`
	Text   string `json:"text,omitempty"`
	Yes    bool   `json:"yes,omitempty"`
}

// playerCommand reports whether a command kind names a player.
func playerCommand(k CommandKind) bool {
	return k == ChooseStart || k == Say || k == TimeIsUp || k == PlaceStart
}

// EncodeHeader is the journal's first line (without the newline).
func EncodeHeader(s Setup) ([]byte, error) {
	m, err := maze.Encode(s.Maze)
	if err != nil {
		return nil, err
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, m); err != nil {
		return nil, err
	}
	version := s.Rulings
	if version == 0 {
		version = CurrentRulings
	}
	return json.Marshal(journalHeader{
		Format: JournalFormat, Version: version,
		Seed: s.Seed, Players: s.Players, Rules: s.Rules, Maze: compact.Bytes(),
	})
}

// DecodeHeader reads a journal's first line.
func DecodeHeader(line []byte) (Setup, error) {
	var h journalHeader
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&h); err != nil {
		return Setup{}, fmt.Errorf("journal header: %w", err)
	}
	if h.Format != JournalFormat {
		return Setup{}, fmt.Errorf("journal header: format %q is not %q", h.Format, JournalFormat)
	}
	if h.Version < 1 || h.Version > JournalVersion {
		return Setup{}, fmt.Errorf("journal header: version %d is not supported (this program reads version %d)", h.Version, JournalVersion)
	}
	m, err := maze.Decode(h.Maze)
	if err != nil {
		return Setup{}, fmt.Errorf("journal header: maze: %w", err)
	}
	if err := h.Rules.Check(); err != nil {
		return Setup{}, fmt.Errorf("journal header: %w", err)
	}
	return Setup{Maze: m, Rules: h.Rules, Seed: h.Seed, Players: h.Players, Rulings: h.Version}, nil
}

// EncodeCommand is one journal line (without the newline) for a command;
// names are the players' names.
func EncodeCommand(c Command, names []string) ([]byte, error) {
	l := journalLine{Cmd: c.Kind.String(), Yes: c.Yes}
	if playerCommand(c.Kind) {
		if c.Player < 0 || c.Player >= len(names) {
			return nil, fmt.Errorf("journal: no player %d", c.Player+1)
		}
		l.Player = names[c.Player]
	}
	switch c.Kind {
	case ChooseStart, CommonStart, PlaceStart:
		l.Cell = posJSON(c.Cell)
	case Say:
		l.Text = c.Say.String()
	}
	return json.Marshal(l)
}

// DecodeCommand reads one journal line.
func DecodeCommand(line []byte, names []string) (Command, error) {
	var l journalLine
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return Command{}, err
	}
	var c Command
	for k, name := range commandNames {
		if name != "" && name == l.Cmd {
			c.Kind = CommandKind(k)
		}
	}
	if c.Kind == 0 {
		return Command{}, fmt.Errorf("unknown command %q", l.Cmd)
	}
	c.Yes = l.Yes && c.Kind == BreakDecision
	if playerCommand(c.Kind) {
		c.Player = -1
		for i, n := range names {
			if n == l.Player {
				c.Player = i
			}
		}
		if c.Player < 0 {
			return Command{}, fmt.Errorf("unknown player %q", l.Player)
		}
	}
	switch c.Kind {
	case ChooseStart, CommonStart, PlaceStart:
		p, err := posFromJSON(l.Cell)
		if err != nil {
			return Command{}, err
		}
		c.Cell = p
	case Say:
		s, err := moves.ParseStatement(l.Text)
		if err != nil {
			return Command{}, err
		}
		c.Say = s
	}
	return c, nil
}

func posJSON(p maze.Pos) []int {
	if p.Floor != 0 {
		return []int{p.X + 1, p.Y + 1, p.Floor + 1}
	}
	return []int{p.X + 1, p.Y + 1}
}

func posFromJSON(v []int) (maze.Pos, error) {
	switch len(v) {
	case 2:
		return maze.Pos{X: v[0] - 1, Y: v[1] - 1}, nil
	case 3:
		return maze.Pos{X: v[0] - 1, Y: v[1] - 1, Floor: v[2] - 1}, nil
	}
	return maze.Pos{}, errors.New("cell: expected [x, y] or [x, y, floor]")
}

// EncodeJournal writes a whole journal: the header and every command.
func EncodeJournal(g *Game) ([]byte, error) {
	var b bytes.Buffer
	h, err := EncodeHeader(g.setup)
	if err != nil {
		return nil, err
	}
	b.Write(h)
	b.WriteByte('\n')
	for _, c := range g.journal.all() {
		l, err := EncodeCommand(c, g.setup.Players)
		if err != nil {
			return nil, err
		}
		b.Write(l)
		b.WriteByte('\n')
	}
	return b.Bytes(), nil
}

// ReadJournal rebuilds a game, with every event it announced, from the
// contents of a journal: the one reading of a journal that the app, tools
// and tests share, so that a game resumes, lists and replays alike. It
// returns how many leading bytes of data it kept.
//
// What a crash can leave is dropped, and only that: bytes after the last
// newline (a line cut short while it was appended), or a last line that is
// not even JSON (a line whose flush the crash interrupted: a power cut can
// leave zeros). Neither was acknowledged, so neither was announced.
// Anything else that does not read back is an error naming its line.
func ReadJournal(data []byte) (g *Game, events []Event, keep int, err error) {
	whole := bytes.LastIndexByte(data, '\n') + 1
	if whole == 0 {
		if len(data) == 0 {
			return nil, nil, 0, errors.New("the file is empty: not a game journal")
		}
		return nil, nil, 0, errors.New("line 1 is not a whole line: not a game journal")
	}
	lines := bytes.SplitAfter(data[:whole], []byte{'\n'})
	lines = lines[:len(lines)-1] // SplitAfter ends with the empty rest
	s, err := DecodeHeader(bytes.TrimSuffix(lines[0], []byte{'\n'}))
	if err != nil {
		return nil, nil, 0, fmt.Errorf("line 1: %w", err)
	}
	if g, err = New(s); err != nil {
		return nil, nil, 0, fmt.Errorf("line 1: %w", err)
	}
	keep = len(lines[0])
	for i, line := range lines[1:] {
		n := i + 2
		body := bytes.TrimSuffix(line, []byte{'\n'})
		if len(bytes.TrimSpace(body)) == 0 {
			keep += len(line)
			continue
		}
		c, err := DecodeCommand(body, s.Players)
		if err != nil {
			if n == len(lines) && whole == len(data) && !json.Valid(body) {
				return g, events, keep, nil
			}
			return nil, nil, 0, fmt.Errorf("line %d: %w", n, err)
		}
		if events, err = g.Apply(c, events); err != nil {
			return nil, nil, 0, fmt.Errorf("line %d: %w", n, err)
		}
		keep += len(line)
	}
	return g, events, keep, nil
}

// ReplayJournal rebuilds a game from a journal as ReadJournal does, and
// reports in torn whether it dropped what a crash left at the end.
func ReplayJournal(data []byte) (g *Game, torn bool, err error) {
	g, _, keep, err := ReadJournal(data)
	if err != nil {
		return nil, false, fmt.Errorf("journal %w", err)
	}
	return g, keep < len(data), nil
}

// Replay applies commands to a new game made from s and returns it with
// every event.
func Replay(s Setup, cmds []Command) (*Game, []Event, error) {
	g, err := New(s)
	if err != nil {
		return nil, nil, err
	}
	var events []Event
	for i, c := range cmds {
		if events, err = g.Apply(c, events); err != nil {
			return nil, nil, fmt.Errorf("command %d: %w", i+1, err)
		}
	}
	return g, events, nil
}

// journal keeps the accepted commands in fixed-size blocks, so that a long
// game never copies its whole history to grow it.
type journal struct {
	blocks [][]Command
	n      int
}

const journalBlock = 1024

func (j *journal) add(c Command) {
	if len(j.blocks) == 0 || len(j.blocks[len(j.blocks)-1]) == journalBlock {
		j.blocks = append(j.blocks, make([]Command, 0, journalBlock))
	}
	last := &j.blocks[len(j.blocks)-1]
	*last = append(*last, c)
	j.n++
}

func (j *journal) all() []Command {
	out := make([]Command, 0, j.n)
	for _, b := range j.blocks {
		out = append(out, b...)
	}
	return out
}
