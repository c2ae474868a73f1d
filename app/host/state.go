package host

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The host state is a file of JSON lines beside the game's journal
// (docs/journal.md, "Hosted games"): a header with the host's settings and
// the game's setup, then one line per seat claimed or freed. It is
// appended to and flushed like a journal (storage.Journal), so a claim is
// on disk before its player hears of it, and it stays locked while the
// host runs.
const (
	StateFormat  = "labyrinth-host"
	StateVersion = 1
	// StateExt ends a host state's file name.
	StateExt = ".host"
)

// stateLimit bounds the host state: its header holds the maze, as a
// journal's does, and a claim takes a line of some 80 bytes.
var stateLimit = storage.Limit{Max: session.MaxJournal, Why: "the most a host state can hold"}

// StatePath is the host state of the game journaled at journal.
func StatePath(journal string) string {
	return strings.TrimSuffix(journal, session.JournalExt) + StateExt
}

// JournalOf is the game journal of the host state at state.
func JournalOf(state string) string {
	return strings.TrimSuffix(state, StateExt) + session.JournalExt
}

// settings are a host's saved settings: everything its header holds.
type settings struct {
	Name       string
	Seats      int
	Code       string
	Spectators int
	Master     Master
	Absent     Absent
	Listen     string
	Port       int
	Interface  string
	// Setup is the game's setup without its players, who are claimed.
	Setup game.Setup
}

type stateHeader struct {
	Format     string `json:"format"`
	Version    int    `json:"version"`
	Name       string `json:"name"`
	Seats      int    `json:"seats"`
	Code       string `json:"code,omitempty"`
	Spectators int    `json:"spectators"`
	Master     Master `json:"master"`
	Absent     Absent `json:"absent"`
	Listen     string `json:"listen,omitempty"`
	Port       int    `json:"port"`
	Interface  string `json:"iface,omitempty"`
	// Game is the game's setup as a journal's header writes it, without
	// the players.
	Game json.RawMessage `json:"game"`
}

// stateLine is a line after the header: a seat claimed (Claim, Name and
// Token) or freed (Free), or the game started with the seats claimed so
// far (Start: how many), the others closed.
type stateLine struct {
	Claim *int        `json:"claim,omitempty"`
	Free  *int        `json:"free,omitempty"`
	Name  string      `json:"name,omitempty"`
	Token *wire.Token `json:"token,omitempty"`
	Start *int        `json:"start,omitempty"`
}

// defaultName is a game's name when none is given: the maze's title —
// but not the title the generator gives a labyrinth, which names the seed
// it was made from: with the seed and the size, rules and players, which
// are public, anyone could make the plan again ("labyrinth gen"). Such a
// game is named by its size and difficulty (or floors and preset) alone.
func defaultName(m *maze.Maze) string {
	title := strings.TrimSpace(m.Title)
	if name, ok := gen.SeedlessTitle(title); ok {
		return name
	}
	if title == "" {
		return "Labyrinth"
	}
	return title
}

// settingsOf checks a new game's configuration.
func settingsOf(cfg Config) (settings, error) {
	st := settings{
		Name: cfg.Name, Seats: cfg.Seats, Code: cfg.Code, Spectators: cfg.Spectators,
		Master: cfg.Master, Absent: cfg.Absent, Listen: cfg.Listen, Port: cfg.Port,
		Setup: game.Setup{Maze: cfg.Maze, Rules: cfg.Rules, Seed: cfg.Seed},
	}
	if cfg.Interface != nil {
		st.Interface = cfg.Interface.Name
	}
	if st.Master == "" {
		st.Master = ComputerMaster
	}
	if st.Absent == "" {
		st.Absent = AbsentByRules
	}
	if cfg.Maze == nil {
		return settings{}, errors.New("no maze to host")
	}
	if st.Name == "" {
		st.Name = defaultName(cfg.Maze)
	}
	if err := cfg.Rules.Check(); err != nil {
		return settings{}, err
	}
	if errs := validate.Check(cfg.Maze, validate.Options{Players: cfg.Seats, Rules: &cfg.Rules}).Errors(); len(errs) > 0 {
		var b strings.Builder
		b.WriteString("the maze is not a valid labyrinth:")
		for _, p := range errs {
			fmt.Fprintf(&b, "\n  %v", p)
		}
		return settings{}, errors.New(b.String())
	}
	if cfg.Port < 0 || cfg.Port > 65535 {
		return settings{}, fmt.Errorf("port %d: a TCP port is 1 to 65535 (0 for any free one)", cfg.Port)
	}
	if err := st.check(); err != nil {
		return settings{}, err
	}
	// The game must be possible with that many players: try it with
	// stand-ins for their names.
	trial := st.Setup
	for i := range st.Seats {
		trial.Players = append(trial.Players, fmt.Sprintf("P%d", i+1))
	}
	if _, err := game.New(trial); err != nil {
		return settings{}, err
	}
	return st, nil
}

// check checks what a new host's settings and a saved header share.
func (st settings) check() error {
	switch {
	case st.Seats < 1 || st.Seats > game.MaxPlayers:
		return fmt.Errorf("%d seats: a game seats 1 to %d players", st.Seats, game.MaxPlayers)
	case st.Spectators < 0 || st.Spectators > discovery.MaxSpectators:
		return fmt.Errorf("%d spectators: a game admits 0 to %d", st.Spectators, discovery.MaxSpectators)
	case len(st.Code) > wire.MaxCodeLength:
		return fmt.Errorf("the join code has %d bytes, at most %d", len(st.Code), wire.MaxCodeLength)
	case !utf8.ValidString(st.Code):
		return errors.New("the join code is not valid UTF-8")
	case strings.ContainsFunc(st.Code, func(r rune) bool { return r < 0x20 || r >= 0x7f && r < 0xa0 }):
		return errors.New("the join code has a control character")
	case st.Master != ComputerMaster && st.Master != HumanMaster:
		return fmt.Errorf("game master %q: want %q or %q", st.Master, ComputerMaster, HumanMaster)
	case st.Absent != AbsentByRules && st.Absent != AbsentWait && st.Absent != AbsentHostDecides:
		return fmt.Errorf("absent players %q: want %q, %q or %q", st.Absent, AbsentByRules, AbsentWait, AbsentHostDecides)
	}
	// The name and rules go in the mDNS record, whether or not it is
	// advertised: the same limits for every game.
	_, err := discovery.EncodeTXT(discovery.Game{
		Name: st.Name, Rules: RulesLabel(st.Setup.Rules), Seats: st.Seats, Protocol: wire.Protocol,
		State: discovery.StateLobby, Spectators: st.Spectators,
	})
	if err != nil {
		return fmt.Errorf("the game's name: %w", err)
	}
	return nil
}

// RulesLabel names rules as the mDNS record, "labyrinth games" and
// "labyrinth join" show them, in the rules form's words: the preset they
// are exactly ("Reference"), or the preset they were changed from and how
// many options differ ("Reference with 1 change"); "custom" when no option
// of the catalogue tells the difference.
func RulesLabel(r rules.Rules) string {
	if p, ok := rules.Preset(r.Preset); ok {
		a, _ := json.Marshal(p)
		b, _ := json.Marshal(r)
		if bytes.Equal(a, b) {
			return p.Preset
		}
	}
	switch n := len(rulebook.Changed(r)); n {
	case 0:
		return "custom"
	case 1:
		return cmp.Or(r.Preset, "Reference") + " with 1 change"
	default:
		return fmt.Sprintf("%s with %d changes", cmp.Or(r.Preset, "Reference"), n)
	}
}

// encode is the host state's header line.
func (st settings) encode() ([]byte, error) {
	setup := st.Setup
	setup.Players = nil
	g, err := game.EncodeHeader(setup)
	if err != nil {
		return nil, err
	}
	return json.Marshal(stateHeader{
		Format: StateFormat, Version: StateVersion,
		Name: st.Name, Seats: st.Seats, Code: st.Code, Spectators: st.Spectators,
		Master: st.Master, Absent: st.Absent, Listen: st.Listen, Port: st.Port, Interface: st.Interface,
		Game: g,
	})
}

// claimLine and freeLine are the lines of a claim and of a seat freed.
func claimLine(seat int, name string, token wire.Token) ([]byte, error) {
	return json.Marshal(stateLine{Claim: &seat, Name: name, Token: &token})
}

func freeLine(seat int) ([]byte, error) {
	return json.Marshal(stateLine{Free: &seat})
}

// startLine is the line of a game started with its first players seats
// claimed, the seats after them closed.
func startLine(players int) ([]byte, error) {
	return json.Marshal(stateLine{Start: &players})
}

// readState reads a host state: the settings and the claims, by seat. As
// game.ReadJournal does for a journal, it drops what a crash can leave
// (bytes after the last newline, a last line that is not even JSON), and
// only that, and returns how many leading bytes it kept. A game started
// before every seat was claimed comes with its settings' Seats and its
// claims cut to its players.
func readState(data []byte) (st settings, claims []claim, keep int, err error) {
	whole := bytes.LastIndexByte(data, '\n') + 1
	if whole == 0 {
		return settings{}, nil, 0, errors.New("not a host state: no whole first line")
	}
	lines := bytes.SplitAfter(data[:whole], []byte{'\n'})
	lines = lines[:len(lines)-1]
	if st, err = decodeHeader(bytes.TrimSuffix(lines[0], []byte{'\n'})); err != nil {
		return settings{}, nil, 0, fmt.Errorf("line 1: %w", err)
	}
	book := seatBook{claims: make([]claim, st.Seats)}
	keep = len(lines[0])
	for i, line := range lines[1:] {
		n := i + 2
		body := bytes.TrimSuffix(line, []byte{'\n'})
		if err := book.apply(body); err != nil {
			if n == len(lines) && whole == len(data) && !json.Valid(body) {
				break
			}
			return settings{}, nil, 0, fmt.Errorf("line %d: %w", n, err)
		}
		keep += len(line)
	}
	st.Seats = len(book.claims)
	return st, book.claims, keep, nil
}

func decodeHeader(line []byte) (settings, error) {
	var h stateHeader
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&h); err != nil {
		return settings{}, fmt.Errorf("not a host state: %w", err)
	}
	if h.Format != StateFormat {
		return settings{}, fmt.Errorf("not a host state: format %q is not %q", h.Format, StateFormat)
	}
	if h.Version != StateVersion {
		return settings{}, fmt.Errorf("host state version %d is not supported (this program reads version %d)", h.Version, StateVersion)
	}
	setup, err := game.DecodeHeader(h.Game)
	if err != nil {
		return settings{}, fmt.Errorf("game: %w", err)
	}
	st := settings{
		Name: h.Name, Seats: h.Seats, Code: h.Code, Spectators: h.Spectators,
		Master: h.Master, Absent: h.Absent, Listen: h.Listen, Port: h.Port, Interface: h.Interface,
		Setup: setup,
	}
	if h.Port < 1 || h.Port > 65535 {
		return settings{}, fmt.Errorf("port %d is not a TCP port", h.Port)
	}
	if err := st.check(); err != nil {
		return settings{}, err
	}
	return st, nil
}

// seatBook is the seats as a host state's lines leave them.
type seatBook struct {
	claims  []claim // by seat; cut to the players once started
	started bool    // the game started before every seat was claimed
}

// apply applies one line: a claim, a freed seat, or the start. Nothing
// follows the start.
func (b *seatBook) apply(body []byte) error {
	var l stateLine
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return err
	}
	if b.started {
		return errors.New("a line after the game started with the seats claimed")
	}
	claims := b.claims
	if l.Start != nil {
		if l.Claim != nil || l.Free != nil || l.Name != "" || l.Token != nil {
			return errors.New(`a line must claim a seat ("claim", "name", "token"), free one ("free") or start the game ("start")`)
		}
		k := *l.Start
		if k < 1 || k >= len(claims) {
			return fmt.Errorf("start with %d players: the game has %d seats, and starts with fewer", k, len(claims))
		}
		for i, c := range claims {
			if (i < k) != (c.name != "") {
				return fmt.Errorf("start with %d players: seats 0 to %d must be the ones claimed", k, k-1)
			}
		}
		b.claims, b.started = claims[:k], true
		return nil
	}
	seat := func(p *int) (int, error) {
		if *p < 0 || *p >= len(claims) {
			return 0, fmt.Errorf("seat %d: the game's seats are 0 to %d", *p, len(claims)-1)
		}
		return *p, nil
	}
	switch {
	case l.Claim != nil && l.Free == nil:
		i, err := seat(l.Claim)
		if err != nil {
			return err
		}
		if err := wire.CheckName(l.Name); err != nil {
			return err
		}
		if l.Token == nil || l.Token.IsZero() {
			return fmt.Errorf("seat %d is claimed without a token", i)
		}
		if claims[i].name != "" {
			return fmt.Errorf("seat %d is claimed twice", i)
		}
		for j, c := range claims {
			if strings.EqualFold(c.name, l.Name) {
				return fmt.Errorf("the name %q is claimed twice (seats %d and %d)", l.Name, j, i)
			}
		}
		claims[i] = claim{name: l.Name, token: *l.Token}
	case l.Free != nil && l.Claim == nil && l.Name == "" && l.Token == nil:
		i, err := seat(l.Free)
		if err != nil {
			return err
		}
		claims[i] = claim{}
	default:
		return errors.New(`a line must claim a seat ("claim", "name", "token"), free one ("free") or start the game ("start")`)
	}
	return nil
}
