package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/quote"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The JSON forms of what is public (docs/events.md, "What is public"):
//
//	{"names":["Ann","Bob"],"rules":{…},"outline":{"width":3,"height":2,"floors":1,"rows":["###",".##"]}}
//	{"phase":"playing","round":3,"turn":1,"players":[{},{"out":"death_notice"}],"winner":-1}
//
// Decoding checks everything a hostile host could send: the names as New
// checks them, the rules as rules.Check does, the outline's size within
// what a maze file holds, seats within the players.

type outlineJSON struct {
	Width  int      `json:"width"`
	Height int      `json:"height"`
	Floors int      `json:"floors"`
	Rows   []string `json:"rows"`
}

// Outline rows: '#' is a cell of the labyrinth, '.' a cell of the grid
// outside it; the rows of the first floor from the top, then the next
// floor's.
const (
	outlineInside  = '#'
	outlineOutside = '.'
)

// MarshalJSON writes the outline as rows of '#' (inside) and '.'.
func (o Outline) MarshalJSON() ([]byte, error) {
	j := outlineJSON{Width: o.width, Height: o.height, Floors: o.floors, Rows: make([]string, 0, o.height*o.floors)}
	row := make([]byte, o.width)
	for r := range o.height * o.floors {
		for x := range o.width {
			row[x] = outlineOutside
			if o.inside[r*o.width+x] {
				row[x] = outlineInside
			}
		}
		j.Rows = append(j.Rows, string(row))
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads an outline written by MarshalJSON.
func (o *Outline) UnmarshalJSON(data []byte) error {
	var j outlineJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	switch {
	case j.Width < maze.MinSide || j.Width > maze.MaxSide || j.Height < maze.MinSide || j.Height > maze.MaxSide:
		return fmt.Errorf("outline: %d x %d cells; a side has %d to %d", j.Width, j.Height, maze.MinSide, maze.MaxSide)
	case j.Floors < 1 || j.Floors > maze.MaxFloors:
		return fmt.Errorf("outline: %d floors; a labyrinth has 1 to %d", j.Floors, maze.MaxFloors)
	case len(j.Rows) != j.Height*j.Floors:
		return fmt.Errorf("outline: %d rows for %d rows of %d floors", len(j.Rows), j.Height, j.Floors)
	}
	out := Outline{width: j.Width, height: j.Height, floors: j.Floors, inside: make([]bool, 0, j.Width*j.Height*j.Floors)}
	for r, row := range j.Rows {
		if len(row) != j.Width || strings.Trim(row, string([]byte{outlineInside, outlineOutside})) != "" {
			return fmt.Errorf("outline: row %d is %s; expected %d of '#' (inside) and '.' (outside)", r+1, quote.Short(row), j.Width)
		}
		for x := range j.Width {
			out.inside = append(out.inside, row[x] == outlineInside)
		}
	}
	*o = out
	return nil
}

type publicInfoJSON struct {
	Names   []string     `json:"names"`
	Rules   *rules.Rules `json:"rules"`
	Outline *Outline     `json:"outline"`
}

// MarshalJSON writes the public information.
func (p PublicInfo) MarshalJSON() ([]byte, error) {
	return json.Marshal(publicInfoJSON{Names: p.Names, Rules: &p.Rules, Outline: &p.Outline})
}

// UnmarshalJSON reads public information, checking the names, the rules
// and the outline.
func (p *PublicInfo) UnmarshalJSON(data []byte) error {
	var j publicInfoJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	if err := checkNames(j.Names); err != nil {
		return fmt.Errorf("public info: %w", err)
	}
	if j.Rules == nil || j.Outline == nil {
		return errors.New("public info: the rules and the outline are both needed")
	}
	if err := j.Rules.Check(); err != nil {
		return fmt.Errorf("public info: %w", err)
	}
	*p = PublicInfo{Names: j.Names, Rules: *j.Rules, Outline: *j.Outline}
	return nil
}

type publicStateJSON struct {
	Phase   string         `json:"phase"`
	Round   int            `json:"round"`
	Turn    int            `json:"turn"`
	Players []PublicPlayer `json:"players"`
	Result  Result         `json:"result,omitempty"`
	Winner  int            `json:"winner"`
}

// maxTreasures bounds the treasures a player may keep outside in a public
// state read from elsewhere.
const maxTreasures = 10_000

// outCodes are the announcements that put a player out of the game.
var outCodes = []Code{DeathNotice, DiedOfIllness, LostOutside, TimeUp}

var results = []Result{WonWithTreasure, LastStanding, DrawNStop, DrawAllSkipped, DrawTreasureLost, DrawTreasuresSplit, SurvivorFailed, NobodyLeft, EndedByMaster, WonByExit, WonWithKey}

// MarshalJSON writes the public state.
func (s PublicState) MarshalJSON() ([]byte, error) {
	return json.Marshal(publicStateJSON{Phase: s.Phase.String(), Round: s.Round, Turn: s.Turn, Players: s.Players, Result: s.Result, Winner: s.Winner})
}

// UnmarshalJSON reads a public state, checking that its seats are players'.
func (s *PublicState) UnmarshalJSON(data []byte) error {
	var j publicStateJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	phase := slices.Index(phaseNames[:], j.Phase)
	seat := func(p int) bool { return p >= -1 && p < len(j.Players) }
	switch {
	case phase < 0:
		return fmt.Errorf("public state: unknown phase %s", quote.Short(j.Phase))
	case len(j.Players) == 0 || len(j.Players) > MaxPlayers:
		return fmt.Errorf("public state: %d players; a game has 1 to %d", len(j.Players), MaxPlayers)
	case j.Round < 0:
		return fmt.Errorf("public state: round %d", j.Round)
	case !seat(j.Turn) || !seat(j.Winner):
		return fmt.Errorf("public state: turn %d or winner %d is not a player of %d", j.Turn, j.Winner, len(j.Players))
	case j.Result != Undecided && !slices.Contains(results, j.Result):
		return fmt.Errorf("public state: unknown result %s", quote.Short(string(j.Result)))
	}
	for i, p := range j.Players {
		if p.Out != "" && !slices.Contains(outCodes, p.Out) {
			return fmt.Errorf("public state: player %d is out by %s, which puts nobody out", i+1, quote.Short(string(p.Out)))
		}
		if p.Banked < 0 || p.Banked > maxTreasures {
			return fmt.Errorf("public state: player %d keeps %d treasures outside", i+1, p.Banked)
		}
	}
	*s = PublicState{Phase: Phase(phase), Round: j.Round, Turn: j.Turn, Players: j.Players, Result: j.Result, Winner: j.Winner}
	return nil
}
