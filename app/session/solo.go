package session

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Solo describes a new practice game: one player, the computer as game
// master.
type Solo struct {
	Maze  *maze.Maze
	Rules rules.Rules
	// Seed seeds the game and, when Start is nil, where the player is
	// placed.
	Seed   uint64
	Player string
	// Start is the cell the player chose on the blank outline; nil lets the
	// game master place him at random without telling him where.
	Start *maze.Pos
	// Journal is the file the game is saved to as it is played ("" keeps it
	// in memory only).
	Journal string
	// Computers are computer players in the seats after the player's
	// (seats 1, 2, … in order), each with the start it chose (§6.1); they
	// are listed beside the journal (ComputersPath) so that a continued
	// game seats them again.
	Computers []Computer
}

// The solo player's seat.
const SoloSeat = 0

// NewSolo starts a practice game and plays its opening: the start (chosen
// or placed) and the game's beginning. It returns the session and the events
// the player sees. The journal, if any, is created with the opening in it:
// it never holds a game that has not begun.
func NewSolo(o Solo) (*Session, []game.Event, error) {
	if o.Maze == nil {
		return nil, nil, errors.New("no maze")
	}
	name := o.Player
	if name == "" {
		name = "You"
	}
	if len(o.Computers) > maxSeats {
		return nil, nil, fmt.Errorf("%d computer players: a practice game seats at most %d", len(o.Computers), maxSeats)
	}
	players := []string{name}
	for i, c := range o.Computers {
		if c.Seat != i+1 {
			return nil, nil, fmt.Errorf("computer player %s sits in seat %d, not %d: they sit after the player, in order", c.Name, c.Seat, i+1)
		}
		players = append(players, c.Name)
	}
	var opening []game.Command
	switch {
	case o.Rules.CommonStart:
		opening = append(opening, game.Command{Kind: game.CommonStart, Cell: Placement(o.Maze, o.Seed)})
	case o.Rules.Starts == rules.StartsMaster:
		// 001's G2: the game master places every player, whatever he
		// would have chosen.
		opening = append(opening, game.Command{Kind: game.PlaceStart, Player: SoloSeat, Cell: Placement(o.Maze, o.Seed)})
	case o.Start != nil:
		opening = append(opening, game.Choose(SoloSeat, *o.Start))
	case o.Rules.Starts == rules.StartsPlayers:
		return nil, nil, errors.New("under these rules every player chooses his own start (G1): choose a cell")
	default:
		opening = append(opening, game.Command{Kind: game.PlaceStart, Player: SoloSeat, Cell: Placement(o.Maze, o.Seed)})
	}
	for _, c := range o.Computers {
		switch {
		case o.Rules.CommonStart:
		case o.Rules.Starts == rules.StartsMaster:
			opening = append(opening, game.Command{Kind: game.PlaceStart, Player: c.Seat, Cell: Placement(o.Maze, o.Seed+uint64(c.Seat))})
		default:
			opening = append(opening, game.Choose(c.Seat, c.Start))
		}
	}
	opening = append(opening, game.Command{Kind: game.Begin})
	if len(o.Computers) > 0 && o.Journal != "" {
		// Written first: a journal is never without its computer players
		// (a list without its journal is not a game, and is not listed).
		if err := writeComputers(o.Journal, o.Computers); err != nil {
			return nil, nil, fmt.Errorf("the game cannot be saved: %w", err)
		}
	}
	s, err := start(game.Setup{Maze: o.Maze, Rules: o.Rules, Seed: o.Seed, Players: players}, o.Journal, opening)
	if err != nil {
		if len(o.Computers) > 0 && o.Journal != "" {
			removeComputers(o.Journal)
		}
		return nil, nil, err
	}
	return s, s.log.filter(SoloSeat), nil
}

// Placement is where the game master places a player he chooses the start
// for: a cell picked at random (from the seed) among those a player can stand
// on — not a river source — that hold no treasure.
func Placement(m *maze.Maze, seed uint64) maze.Pos {
	var cells []maze.Pos
	treasure := map[maze.Pos]bool{}
	for _, t := range m.Treasures {
		treasure[t.At] = true
	}
	for i := range m.Len() {
		p := m.PosOf(i)
		if m.Inside(p) && !m.IsSource(p) && !treasure[p] {
			cells = append(cells, p)
		}
	}
	if len(cells) == 0 {
		for i := range m.Len() {
			if p := m.PosOf(i); m.Inside(p) {
				cells = append(cells, p)
			}
		}
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	return cells[r.IntN(len(cells))]
}
