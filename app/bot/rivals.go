package bot

import (
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// rival is what the bot makes of another player from his announced moves:
// the cells of the plan he may stand on (checked against the bot's own
// main sheet), and whether he carries a treasure.
type rival struct {
	may      []bool // indexed like the main sheet; nil before play
	spare    []bool // the next may, being worked out (kept to allocate once)
	count    int
	out      bool // out of the game
	carrying bool
	outside  bool
	// wounded: his wound was announced and no healing since; a second
	// bullet kills him (§5.5).
	wounded bool
}

// rivals follows every other player.
type rivals struct {
	w   *whereabouts
	all []rival
	// learn: what a player whose cell is known for sure meets is drawn
	// on the main sheet (the expert's reasoning).
	learn bool
}

func newRivals(w *whereabouts, players int) *rivals {
	return &rivals{w: w, all: make([]rival, players)}
}

// anywhere: the player may stand on any cell of kind k (unknown kind: any
// cell).
func (r *rivals) anywhere(j int, k maze.Kind) {
	m := r.w.main
	v := &r.all[j]
	if len(v.may) != len(m.kind) {
		v.may = make([]bool, len(m.kind))
	}
	clear(v.may)
	v.count = 0
	for i := range m.kind {
		p := m.pos(i)
		if r.w.outline.Inside(p) && r.kindFits(p, k) {
			v.may[i] = true
			v.count++
		}
	}
}

func (r *rivals) kindFits(p maze.Pos, k maze.Kind) bool {
	if k == maze.Outside {
		return true
	}
	mk := r.w.main.kindAt(p)
	return mk == maze.Outside || sameKind(mk, k)
}

// step moves player j's possible cells by f, keeping those where the cell
// reached fits kind k; with nothing left, he may be anywhere of kind k (the
// bot's sheet was wrong, or a wall was blown up).
func (r *rivals) step(j int, k maze.Kind, f func(p maze.Pos, keep func(maze.Pos))) {
	v := &r.all[j]
	if v.may == nil {
		r.anywhere(j, k)
		return
	}
	m := r.w.main
	if len(v.spare) != len(v.may) {
		v.spare = make([]bool, len(v.may))
	}
	next := v.spare
	clear(next)
	n := 0
	keep := func(q maze.Pos) {
		if r.w.outline.Inside(q) && r.kindFits(q, k) {
			if i := m.index(q); !next[i] {
				next[i] = true
				n++
			}
		}
	}
	for i, ok := range v.may {
		if ok {
			f(m.pos(i), keep)
		}
	}
	if n == 0 {
		r.anywhere(j, k)
		return
	}
	v.may, v.spare, v.count = next, v.may, n
}

// hear takes in one public event about player j (not the bot).
func (r *rivals) hear(e game.Event) {
	j := e.Player
	if j < 0 || j >= len(r.all) {
		return
	}
	m := r.w.main
	v := &r.all[j]
	if r.learn {
		r.learnFrom(j, e)
	}
	open := func(p maze.Pos, d maze.Dir) bool { return m.sideAt(p, d) != wallSide }
	switch e.Code {
	case game.StartCell, game.NewCell:
		r.anywhere(j, e.Cell)
	case game.Moved, game.AlongRiver:
		if v.outside {
			v.outside = false
			return
		}
		r.step(j, e.Cell, func(p maze.Pos, keep func(maze.Pos)) {
			if open(p, e.Dir) {
				keep(p.Step(e.Dir))
			}
		})
	case game.CarriedByFlow:
		r.step(j, e.Cell, func(p maze.Pos, keep func(maze.Pos)) {
			if q := p.Step(e.Dir); open(p, e.Dir) {
				for _, d := range maze.Dirs {
					keep(q.Step(d))
				}
			}
		})
	case game.MovedByFlow:
		r.step(j, e.Cell, func(p maze.Pos, keep func(maze.Pos)) {
			for _, d := range maze.Dirs {
				keep(p.Step(d))
			}
		})
	case game.FellIntoPit, game.MovedByLoop:
		r.anywhere(j, maze.Pit)
	case game.HitWall, game.CannotMove:
		if e.Cell != maze.Outside {
			r.step(j, e.Cell, func(p maze.Pos, keep func(maze.Pos)) {
				for _, d := range maze.Dirs {
					keep(p.Step(d))
				}
			})
			return
		}
		if e.Code == game.HitWall {
			r.step(j, maze.Outside, func(p maze.Pos, keep func(maze.Pos)) {
				if m.sideAt(p, e.Dir) != openSide && m.sideAt(p, e.Dir) != exitSide {
					keep(p)
				}
			})
		}
	case game.LeftMaze:
		v.outside = true
		r.step(j, maze.Outside, func(p maze.Pos, keep func(maze.Pos)) {
			if !r.w.outline.Inside(p.Step(e.Dir)) && m.sideAt(p, e.Dir) != wallSide {
				keep(p)
			}
		})
		v.carrying = false
	case game.Crumbled:
		v.carrying = false
	case game.PickedUp, game.Took:
		if e.Items.Treasures > 0 || e.Item == moves.Treasure {
			v.carrying = true
		}
	case game.WoundNotice, game.InfectedBy:
		v.carrying = false
		v.wounded = true
	case game.Healed:
		v.wounded = false
	case game.LeftItem, game.Thrown:
		if e.Item == moves.Treasure {
			v.carrying = false
		}
	case game.DeathNotice, game.DiedOfIllness, game.LostOutside, game.TimeUp:
		v.out = true
	}
}

// learnFrom draws on the main sheet what player j met, when he can stand
// on one cell only: the cell he walked onto, the wall he hit, the
// treasures he found or took.
func (r *rivals) learnFrom(j int, e game.Event) {
	v := &r.all[j]
	if v.count != 1 || v.outside || v.may == nil {
		return
	}
	m := r.w.main
	var p maze.Pos
	for i, ok := range v.may {
		if ok {
			p = m.pos(i)
		}
	}
	switch e.Code {
	case game.Moved:
		if q := p.Step(e.Dir); r.w.outline.Inside(q) && m.sideAt(p, e.Dir) != wallSide && r.kindFits(q, e.Cell) {
			m.setSide(p, e.Dir, openSide)
			m.setKind(q, e.Cell)
		}
	case game.HitWall:
		if e.Cell == maze.Outside && m.sideAt(p, e.Dir) == unknownSide {
			m.setSide(p, e.Dir, wallSide)
		}
	case game.Found:
		if m.visits[m.index(p)] > 0 {
			m.treasures[m.index(p)] = int8(e.Items.Treasures)
		}
	case game.PickedUp, game.Took:
		if e.Items.Treasures > 0 || e.Item == moves.Treasure {
			m.treasures[m.index(p)] = max(m.treasures[m.index(p)]-1, 0)
		}
	}
}

// chance is the share of player j's possible cells among cells (0 when
// he is out or nothing is known).
func (r *rivals) chance(j int, cells []maze.Pos) float64 {
	v := &r.all[j]
	if v.out || v.outside || v.may == nil || v.count == 0 {
		return 0
	}
	n := 0
	for _, p := range cells {
		if r.w.outline.Inside(p) && v.may[r.w.main.index(p)] {
			n++
		}
	}
	return float64(n) / float64(v.count)
}

// carriers marks the cells where a rival carrying a treasure may stand,
// for each such rival who may stand on at most most cells; nil for none.
func (r *rivals) carriers(most int) []bool {
	var out []bool
	for j := range r.all {
		v := &r.all[j]
		if !v.carrying || v.out || v.outside || v.may == nil || v.count > most {
			continue
		}
		if out == nil {
			out = make([]bool, len(v.may))
		}
		for i, ok := range v.may {
			out[i] = out[i] || ok
		}
	}
	return out
}
