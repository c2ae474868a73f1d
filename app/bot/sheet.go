package bot

import "github.com/labyrinth-game/labyrinth/engine/maze"

// side is what a bot knows of one side of a cell.
type side uint8

const (
	unknownSide side = iota
	openSide         // walked through it, or a river flowed across it
	wallSide         // hit a wall there (inner, outer or an exit closed by a wall: they read the same, §2.2)
	exitSide         // walked out of the labyrinth through it (§3.2)
	rimSide          // hit the monolith: the outline, told as such (announce_monolith, seed 001 l.75)
)

// sheet is a bot's drawing of part of the labyrinth on graph paper, the way
// a player draws it (docs/notebook-model.md): cell types and sides learned
// from announcements, and the treasures seen lying. The bot's main sheet
// uses the plan's own coordinates (the outline is public, so it knows
// where the labyrinth ends); a fragment — what it learned since a pit or a
// river took it it does not know where — is a sheet of its own, centred on
// where the fragment began, until it can be laid on the main one.
type sheet struct {
	w, h, floors int
	kind         []maze.Kind // maze.Outside: not known
	sides        [][4]side   // indexed by maze.Dir-1
	treasures    []int8      // treasures seen lying on the cell at the last visit
	visits       []uint16
	flow         []maze.Dir // a river's flow, once learned (§4.5)
}

func newSheet(w, h, floors int) *sheet {
	n := w * h * floors
	return &sheet{w: w, h: h, floors: floors, kind: make([]maze.Kind, n), sides: make([][4]side, n), treasures: make([]int8, n), visits: make([]uint16, n), flow: make([]maze.Dir, n)}
}

func (s *sheet) on(p maze.Pos) bool {
	return p.X >= 0 && p.Y >= 0 && p.Floor >= 0 && p.X < s.w && p.Y < s.h && p.Floor < s.floors
}

func (s *sheet) index(p maze.Pos) int { return (p.Floor*s.h+p.Y)*s.w + p.X }

func (s *sheet) pos(i int) maze.Pos {
	return maze.Pos{X: i % s.w, Y: i / s.w % s.h, Floor: i / (s.w * s.h)}
}

func (s *sheet) kindAt(p maze.Pos) maze.Kind {
	if !s.on(p) {
		return maze.Outside
	}
	return s.kind[s.index(p)]
}

func (s *sheet) sideAt(p maze.Pos, d maze.Dir) side {
	if !s.on(p) || !d.Valid() {
		return unknownSide
	}
	return s.sides[s.index(p)][d-1]
}

func (s *sheet) setKind(p maze.Pos, k maze.Kind) {
	if s.on(p) && k != maze.Outside {
		s.kind[s.index(p)] = k
	}
}

// setSide records a side from both cells it belongs to.
func (s *sheet) setSide(p maze.Pos, d maze.Dir, v side) {
	if !d.Valid() {
		return
	}
	if s.on(p) {
		s.sides[s.index(p)][d-1] = v
	}
	if q := p.Step(d); s.on(q) && v != exitSide && v != rimSide {
		s.sides[s.index(q)][d.Opposite()-1] = v
	}
}

func (s *sheet) clone() *sheet {
	return &sheet{w: s.w, h: s.h, floors: s.floors, kind: append([]maze.Kind(nil), s.kind...), sides: append([][4]side(nil), s.sides...),
		treasures: append([]int8(nil), s.treasures...), visits: append([]uint16(nil), s.visits...), flow: append([]maze.Dir(nil), s.flow...)}
}

// copyOnto makes t (a sheet of the same size) a copy of s.
func (s *sheet) copyOnto(t *sheet) {
	copy(t.kind, s.kind)
	copy(t.sides, s.sides)
	copy(t.treasures, s.treasures)
	copy(t.visits, s.visits)
	copy(t.flow, s.flow)
}

// copyInto lays the fragment f on s with f's cell at moved to s's cell at
// to: everything f learned is written on s (what f saw is the newer news).
func (f *sheet) copyInto(s *sheet, from, to maze.Pos) {
	for i := range f.kind {
		p := f.pos(i)
		q := maze.Pos{X: p.X - from.X + to.X, Y: p.Y - from.Y + to.Y, Floor: to.Floor}
		if !s.on(q) {
			continue
		}
		j := s.index(q)
		if f.kind[i] != maze.Outside {
			s.kind[j] = f.kind[i]
		}
		if f.flow[i].Valid() {
			s.flow[j] = f.flow[i]
		}
		if f.visits[i] > 0 {
			s.treasures[j] = f.treasures[i]
			s.visits[j] += f.visits[i]
		}
		for d := range 4 {
			if v := f.sides[i][d]; v != unknownSide {
				s.sides[j][d] = v
			}
		}
	}
}
