package gen

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// Labyrinths of several floors, and seed 002's Key game (docs/generator.md,
// "Floors and the Key game"). Each floor is generated as a labyrinth of its
// own, with the same parameters (only the first keeps its exits, weaponries
// and hospitals); the floors are then stacked and joined by an elevator at
// one (x, y) on every floor (seed 004 l.55–57, rules option elevators).
// Under victory "key" the treasures are taken away, the exit of the first
// floor is locked and the Key laid on the top floor, on the land cell
// furthest from that exit (seed 002 l.5, l.14, l.56). The whole is checked
// by the validator under the rules; an attempt that fails it is thrown away
// for the next.

// keyGame reports whether the parameters ask for the Key game.
func (p *Params) keyGame() bool { return p.Rules != nil && p.Rules.Victory == rules.VictoryKey }

// stacked reports whether Generate makes the labyrinth floor by floor.
func (p *Params) stacked() bool { return p.Floors > 1 || p.keyGame() }

// checkFloors reports what makes no sense about the floors.
func (p *Params) checkFloors() error {
	switch {
	case p.Floors < 0 || p.Floors > maze.MaxFloors:
		return fmt.Errorf("%d floors: must be between 1 and %d", p.Floors, maze.MaxFloors)
	case p.Floors > 1 && (p.Rules == nil || !p.Rules.Elevators):
		return errors.New("a labyrinth of several floors is joined by elevators: the rules must allow them (elevators)")
	case p.Floors > 1 && p.Mask != nil || p.Floors > 1 && p.Shape != Rectangle:
		return errors.New("a labyrinth of several floors is a rectangle")
	}
	return nil
}

// generateStacked makes a labyrinth floor by floor (see above).
func generateStacked(p Params) (*Result, error) {
	if err := p.checkFloors(); err != nil {
		return nil, err
	}
	floors := max(p.Floors, 1)
	attempts := p.Attempts
	if attempts == 0 {
		attempts = DefaultAttempts
	}
	var lastErr error
	for a := range attempts {
		m, err := stack(p, floors, uint64(a))
		if err != nil {
			var f failure
			if !errors.As(err, &f) {
				return nil, err
			}
			lastErr = err
			continue
		}
		rep := validate.Check(m, validate.Options{Rules: p.Rules, Players: p.Players})
		if !rep.OK() {
			lastErr = failf("the labyrinth built is invalid: %s", rep.Errors()[0])
			continue
		}
		res := &Result{Maze: m, Report: analyze.Maze(m), Attempts: a + 1}
		for _, w := range rep.Warnings() {
			res.Shortfalls = append(res.Shortfalls, w.String())
		}
		return res, nil
	}
	return nil, fmt.Errorf("no labyrinth could be built in %d attempts; the last failed: %v", attempts, lastErr)
}

// floorParams are the parameters of floor f of a stacked labyrinth: a
// labyrinth of one floor under the reference's victory (its treasure is
// the generator's, taken away for the Key), with one weaponry and one
// hospital on the first floor of a Key game (002 l.61 makes two a
// variation) and none above it.
func floorParams(p Params, f int, seed uint64) Params {
	q := p
	q.Floors, q.Seed, q.Title, q.Attempts = 0, seed, "", 0
	r := rules.Reference()
	if p.Rules != nil {
		r = *p.Rules
	}
	r.Victory, r.Elevators = rules.VictoryTreasureOrLast, false
	if p.keyGame() {
		r.Weaponries, r.Hospitals = 1, 1
		q.Weaponries, q.Hospitals = 1, 1
		q.FakeTreasures = 0
	}
	if f > 0 {
		r.Weaponries, r.Hospitals = rules.NoWeaponries, rules.NoHospitals
		q.Weaponries, q.Hospitals = 0, 0
	}
	q.Rules = &r
	return q
}

// stack builds attempt a of a labyrinth of the given floors.
func stack(p Params, floors int, a uint64) (*maze.Maze, error) {
	m, err := maze.NewFloors(p.Width, p.Height, floors)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(p.Seed, a^0x6b6579)) // "key"
	loops := 0
	for f := range floors {
		res, err := Generate(floorParams(p, f, rng.Uint64()))
		if err != nil {
			return nil, failf("floor %d: %v", f+1, err)
		}
		loops = copyFloor(m, res.Maze, f, loops, floors)
	}
	if floors > 1 && !placeElevators(m, rng) {
		return nil, failf("no cell is land on every floor for the elevators")
	}
	if p.keyGame() {
		m.Treasures = nil
		if !lockAndKey(m) {
			return nil, failf("no exit to lock, or no land for the Key")
		}
	}
	if p.Rules != nil {
		r := *p.Rules
		m.Rules = &r
	}
	m.Players = p.Players
	m.Title = p.Title
	if m.Title == "" {
		m.Title = stackedTitle(p, floors)
	}
	return m, nil
}

// stackedTitle is DefaultTitle with the floors, and the preset of a Key
// game: "Generated 3x3 on 2 floors, Key medium, seed 1".
func stackedTitle(p Params, floors int) string {
	size := fmt.Sprintf("%dx%d", p.Width, p.Height)
	if floors > 1 {
		size += fmt.Sprintf(" on %d floors", floors)
	}
	what := p.Difficulty.String()
	if p.Rules != nil && p.Rules.Preset != "" {
		what = p.Rules.Preset
	}
	return fmt.Sprintf("Generated %s, %s, seed %d", size, what, p.Seed)
}

// copyFloor copies the one-floor labyrinth src onto floor f of m, its pit
// loops numbered on from loops (loop numbers are the whole plan's); the
// floors above the first keep no exit. It returns the loops numbered so
// far.
func copyFloor(m, src *maze.Maze, f, loops, floors int) int {
	top := loops
	for y := range src.Height() {
		for x := range src.Width() {
			from, to := maze.At(x, y), maze.Pos{X: x, Y: y, Floor: f}
			c := src.Cell(from)
			if c.Kind == maze.Pit {
				c.Loop += loops
				top = max(top, c.Loop)
			}
			m.SetCell(to, c)
			for _, d := range maze.Dirs {
				e := src.Side(from, d)
				if f > 0 && src.IsOuter(from, d) {
					e = maze.Solid // one way out, from the first floor (002 l.5)
				}
				m.SetSide(to, d, e)
			}
		}
	}
	for _, pl := range src.Piles {
		pl.At.Floor = f
		m.Piles = append(m.Piles, pl)
	}
	if f == floors-1 { // the treasures lie on the top floor, furthest from the exits
		for _, t := range src.Treasures {
			t.At.Floor = f
			m.Treasures = append(m.Treasures, t)
		}
	}
	return top
}

// placeElevators turns into an elevator, on every floor, one (x, y) that is
// empty land on all of them, drawn with rng. It reports whether there was
// one.
func placeElevators(m *maze.Maze, rng *rand.Rand) bool {
	var spots []maze.Pos
	for y := range m.Height() {
		for x := range m.Width() {
			if emptyLandAll(m, x, y) {
				spots = append(spots, maze.At(x, y))
			}
		}
	}
	if len(spots) == 0 {
		return false
	}
	at := spots[rng.IntN(len(spots))]
	for f := range m.Floors() {
		m.SetCell(maze.Pos{X: at.X, Y: at.Y, Floor: f}, maze.Cell{Kind: maze.Elevator})
	}
	return true
}

// emptyLandAll reports whether (x, y) is land with nothing on it on every
// floor.
func emptyLandAll(m *maze.Maze, x, y int) bool {
	for f := range m.Floors() {
		if !emptyLand(m, maze.Pos{X: x, Y: y, Floor: f}) {
			return false
		}
	}
	return true
}

// emptyLand reports whether p is land with no treasure, item or Key on it.
func emptyLand(m *maze.Maze, p maze.Pos) bool {
	if m.Kind(p) != maze.Land {
		return false
	}
	for _, t := range m.Treasures {
		if t.At == p {
			return false
		}
	}
	for _, pl := range m.Piles {
		if pl.At == p {
			return false
		}
	}
	for _, k := range m.Keys {
		if k == p {
			return false
		}
	}
	return true
}

// lockAndKey locks the first exit of the plan and lays the Key on the
// empty land of the top floor furthest from it (002 l.5: "one exit on one
// of monolith wall – lock on this wall"; l.14). It reports whether it
// could.
func lockAndKey(m *maze.Maze) bool {
	exits := m.Exits()
	if len(exits) == 0 {
		return false
	}
	exit := exits[0]
	m.SetLocked(exit.At, exit.Dir, true)
	top := m.Floors() - 1
	best, far := maze.Pos{}, -1
	for y := range m.Height() {
		for x := range m.Width() {
			p := maze.Pos{X: x, Y: y, Floor: top}
			if !emptyLand(m, p) {
				continue
			}
			if d := abs(x-exit.At.X) + abs(y-exit.At.Y); d > far {
				best, far = p, d
			}
		}
	}
	if far < 0 {
		return false
	}
	m.Keys = []maze.Pos{best}
	return true
}

// presetFloors is the floors of the size a preset suggests with these
// columns and rows (seed 002 l.18: "medium: 2 floors 3x3", "hard: … 2
// floors: 3x4, 3 floors: 3x3"), so that whoever asks for a preset's
// labyrinth of that size gets its floors; 0 (one floor) for any other.
func presetFloors(width, height int, preset string) int {
	for _, s := range rules.PresetSizes(preset) {
		if s.Width == width && s.Height == height {
			return s.Floors
		}
	}
	return 0
}
