package maze

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Size limits of a labyrinth.
const (
	MinSide   = 2
	MaxSide   = 100
	MaxFloors = 10
)

// Treasure is a treasure placed on the plan (reference §3.1). Several
// treasures on one cell form a stack: the earlier in Maze.Treasures, the
// lower.
type Treasure struct {
	At   Pos
	True bool
}

// Items counts loose items (reference §5). Knives, Boats, Boomerangs and
// Cement are the things of seeds 001 and 002 (format version 2).
type Items struct {
	Bullets, Grenades, Landmines, Corpses int
	// Knives: seed 001 l.65; Boats: seed 002 l.35; Boomerangs: seed 001
	// l.109; Cement, in bags: seed 001 l.107.
	Knives, Boats, Boomerangs, Cement int
}

// Empty reports whether there are no items at all.
func (it Items) Empty() bool { return it == Items{} }

// Pile is a heap of loose items the game master placed on a cell.
type Pile struct {
	At Pos
	Items
}

// Maze is a labyrinth plan. The zero value is not usable; make one with New
// or read one with Decode.
//
// A Maze is not safe for concurrent modification; concurrent reads are fine.
type Maze struct {
	// Title is a free-form name shown to the game master.
	Title string
	// Players is the number of players the plan is designed for, 0 when
	// unspecified; validation uses it for the recommendation on fake
	// treasures (§8, recommendation 3).
	Players int
	// Treasures lists every treasure; exactly one should be true (§8.3).
	Treasures []Treasure
	// Piles lists loose items lying on cells when the game starts.
	Piles []Pile
	// Rules is the rules configuration the plan was made for, if any.
	Rules *rules.Rules
	// Keys lists the cells where a Key lies (seed 002 l.14), format
	// version 2.
	Keys []Pos
	// Creatures lists the creatures and where they start (seed 001 l.110),
	// format version 2.
	Creatures []Creature

	width, height, floors int
	cells                 []Cell
	// vEdges[vIndex(p)] is the west side of p; the east side is the next one.
	vEdges []Edge
	// hEdges[hIndex(p)] is the north side of p; the south side is W further.
	hEdges []Edge
	// next links every cell index to the index a pit sends a player to or a
	// river carries a player to, -1 for other cells.
	next []int32
	// lastPit is the last cell SetCell made a pit: where it looks first for
	// the loop of the next pit (a hint, checked before it is used).
	lastPit int32
	// vMarks and hMarks, laid out as vEdges and hEdges, hold the doors,
	// windows and locks of format version 2 (sides.go); stairs[Index(p)]
	// is a staircase from p up to the floor above. All are nil until a
	// plan has one, so a plan of version 1 costs nothing more.
	vMarks, hMarks []mark
	stairs         []bool
}

// New makes a width x height labyrinth of land on one floor with open inner
// edges and a monolith all around.
func New(width, height int) (*Maze, error) { return NewFloors(width, height, 1) }

// NewFloors makes a labyrinth of land with the given number of floors.
func NewFloors(width, height, floors int) (*Maze, error) {
	if width < MinSide || height < MinSide || width > MaxSide || height > MaxSide {
		return nil, fmt.Errorf("size %dx%d: each side must be between %d and %d", width, height, MinSide, MaxSide)
	}
	if floors < 1 || floors > MaxFloors {
		return nil, fmt.Errorf("%d floors: must be between 1 and %d", floors, MaxFloors)
	}
	n := width * height * floors
	m := &Maze{
		width: width, height: height, floors: floors,
		cells:  make([]Cell, n),
		vEdges: make([]Edge, (width+1)*height*floors),
		hEdges: make([]Edge, width*(height+1)*floors),
		next:   make([]int32, n),
	}
	for i := range m.cells {
		m.cells[i] = Cell{Kind: Land}
		m.next[i] = -1
	}
	m.resetOuterEdges()
	return m, nil
}

// MustNew is New for sizes known to be valid, as in tests and examples.
func MustNew(width, height int) *Maze {
	m, err := New(width, height)
	if err != nil {
		panic(err)
	}
	return m
}

// Width is the number of columns.
func (m *Maze) Width() int { return m.width }

// Height is the number of rows.
func (m *Maze) Height() int { return m.height }

// Floors is the number of floors.
func (m *Maze) Floors() int { return m.floors }

// Len is the number of grid positions (inside the shape or not).
func (m *Maze) Len() int { return len(m.cells) }

// Index numbers the grid positions 0..Len()-1, floor by floor, row by row.
func (m *Maze) Index(p Pos) int { return (p.Floor*m.height+p.Y)*m.width + p.X }

// PosOf is the inverse of Index.
func (m *Maze) PosOf(i int) Pos {
	x := i % m.width
	i /= m.width
	return Pos{X: x, Y: i % m.height, Floor: i / m.height}
}

// InGrid reports whether p lies on the grid.
func (m *Maze) InGrid(p Pos) bool {
	return p.X >= 0 && p.Y >= 0 && p.Floor >= 0 && p.X < m.width && p.Y < m.height && p.Floor < m.floors
}

// Inside reports whether p is a cell of the labyrinth (on the grid and inside
// the shape).
func (m *Maze) Inside(p Pos) bool { return m.InGrid(p) && m.cells[m.Index(p)].Kind != Outside }

// Cell returns the cell at p; positions off the grid are Outside.
func (m *Maze) Cell(p Pos) Cell {
	if !m.InGrid(p) {
		return Cell{}
	}
	return m.cells[m.Index(p)]
}

// Kind returns the kind of the cell at p.
func (m *Maze) Kind(p Pos) Kind { return m.Cell(p).Kind }

// Cells calls yield for every grid position in index order.
func (m *Maze) Cells(yield func(Pos, Cell) bool) {
	for i, c := range m.cells {
		if !yield(m.PosOf(i), c) {
			return
		}
	}
}

// CountInside is the number of cells inside the shape.
func (m *Maze) CountInside() int {
	n := 0
	for _, c := range m.cells {
		if c.Kind != Outside {
			n++
		}
	}
	return n
}

// SetCell changes the cell at p. Changing a cell into or out of the shape
// resets the sides it shares with its neighbours: a side between two cells of
// the labyrinth becomes open, a side on the outline becomes monolith.
func (m *Maze) SetCell(p Pos, c Cell) {
	if !m.InGrid(p) {
		return
	}
	i := m.Index(p)
	old, oldNext := m.cells[i], m.next[i]
	if c.Kind != River {
		c.Flow = NoDir
	}
	if c.Kind != Pit {
		c.Loop, c.Order = 0, 0
	}
	if c.Kind != Weaponry {
		c.Stock = 0
	}
	c.Stock &= AllGoods
	m.cells[i] = c
	if !c.Kind.Inside() && m.stairs != nil {
		// A staircase joins two cells of the labyrinth.
		m.stairs[i] = false
		if p.Floor > 0 {
			m.stairs[i-m.width*m.height] = false
		}
	}
	if old.Kind.Inside() != c.Kind.Inside() {
		// A side is open only between two cells of the labyrinth; every
		// other side of the changed cell is on the outline (or between two
		// outside positions) and becomes monolith.
		for _, d := range Dirs {
			if c.Kind.Inside() && !m.IsOuter(p, d) {
				m.setSide(p, d, Open)
			} else {
				m.setSide(p, d, Solid)
			}
			// A river flowing into p now flows into or out of the shape.
			if n := p.Step(d); m.InGrid(n) {
				m.relink(m.Index(n))
			}
		}
	}
	m.relink(i)
	// A pit's loop is found by following its links from another of its
	// pits (the one i led to, or the last pit set, which the loop being
	// laid out usually has), not by scanning the grid.
	if old.Kind == Pit {
		from := oldNext
		if from < 0 {
			from = alone // the loop had no other pit
		}
		m.relinkLoop(old.Loop, i, from)
	}
	if c.Kind == Pit && (old.Kind != Pit || old.Loop != c.Loop) {
		from := int32(-1)
		if h := m.lastPit; int(h) != i && m.pitOf(h, c.Loop) {
			from = h
		}
		m.relinkLoop(c.Loop, i, from)
	}
	if c.Kind == Pit {
		m.lastPit = int32(i)
	}
}

func (m *Maze) vIndex(p Pos) int { return (p.Floor*m.height+p.Y)*(m.width+1) + p.X }
func (m *Maze) hIndex(p Pos) int { return (p.Floor*(m.height+1)+p.Y)*m.width + p.X }

// edgeSlot locates the side d of p in the edge arrays.
func (m *Maze) edgeSlot(p Pos, d Dir) (arr []Edge, i int) {
	switch d {
	case Left:
		return m.vEdges, m.vIndex(p)
	case Right:
		return m.vEdges, m.vIndex(p) + 1
	case Up:
		return m.hEdges, m.hIndex(p)
	case Down:
		return m.hEdges, m.hIndex(p) + m.width
	}
	return nil, -1
}

// Side returns the edge on side d of the cell at p.
func (m *Maze) Side(p Pos, d Dir) Edge {
	if !m.InGrid(p) || !d.Valid() {
		return Solid
	}
	arr, i := m.edgeSlot(p, d)
	return arr[i]
}

// SetSide sets the edge on side d of the cell at p (and so on the matching
// side of its neighbour).
func (m *Maze) SetSide(p Pos, d Dir, e Edge) {
	if !m.InGrid(p) || !d.Valid() {
		return
	}
	m.setSide(p, d, e)
}

func (m *Maze) setSide(p Pos, d Dir, e Edge) {
	arr, i := m.edgeSlot(p, d)
	arr[i] = e
	if m.vMarks != nil {
		m.fitMark(p, d)
	}
}

// IsOuter reports whether side d of the cell at p is on the labyrinth's
// outline: the cell beyond it is off the grid or outside the shape.
func (m *Maze) IsOuter(p Pos, d Dir) bool {
	return !m.Inside(p.Step(d))
}

// IsExit reports whether side d of the cell at p is an exit, open or closed.
func (m *Maze) IsExit(p Pos, d Dir) bool {
	return m.Inside(p) && m.IsOuter(p, d) && m.Side(p, d).IsExit()
}

// Side identifies one side of a cell.
type Side struct {
	At  Pos
	Dir Dir
}

func (s Side) String() string { return s.At.String() + " " + s.Dir.String() }

// Exits lists every exit (open or closed), in index order.
func (m *Maze) Exits() []Side {
	var out []Side
	for i, c := range m.cells {
		if c.Kind == Outside {
			continue
		}
		p := m.PosOf(i)
		for _, d := range Dirs {
			if m.IsOuter(p, d) && m.Side(p, d).IsExit() {
				out = append(out, Side{p, d})
			}
		}
	}
	return out
}

// resetOuterEdges makes every outer side a monolith.
func (m *Maze) resetOuterEdges() {
	for i := range m.cells {
		p := m.PosOf(i)
		for _, d := range Dirs {
			if m.IsOuter(p, d) && m.cells[i].Kind != Outside {
				m.setSide(p, d, Solid)
			}
		}
	}
}

// Downstream is where the river at p carries a player; ok is false when p is
// not a river cell or its flow leaves the labyrinth.
func (m *Maze) Downstream(p Pos) (Pos, bool) {
	if !m.InGrid(p) {
		return Pos{}, false
	}
	c := m.cells[m.Index(p)]
	if c.Kind != River {
		return Pos{}, false
	}
	n := m.next[m.Index(p)]
	if n < 0 {
		return Pos{}, false
	}
	return m.PosOf(int(n)), true
}

// NextPit is the pit that the pit at p sends a player to; ok is false when p
// is not a pit or its loop has no other pit.
func (m *Maze) NextPit(p Pos) (Pos, bool) {
	if !m.InGrid(p) {
		return Pos{}, false
	}
	c := m.cells[m.Index(p)]
	if c.Kind != Pit {
		return Pos{}, false
	}
	n := m.next[m.Index(p)]
	if n < 0 {
		return Pos{}, false
	}
	return m.PosOf(int(n)), true
}

// relink recomputes the river link of cell i.
func (m *Maze) relink(i int) {
	c := m.cells[i]
	if c.Kind == Pit {
		return // pits are linked per loop
	}
	m.next[i] = -1
	if c.Kind == River {
		t := m.PosOf(i).Step(c.Flow)
		if m.Inside(t) {
			m.next[i] = int32(m.Index(t))
		}
	}
}

// relinkLoop recomputes the links of pit loop number loop: each pit leads to
// the pit with the next order (the lower cell first among equal orders),
// the last to the first. Broken numbering still gives a cycle; validation
// reports it.
//
// After cell i changed, from is a pit of the loop as it was, other than i,
// whose links lead round the loop (every pit of a loop leads to the next,
// so they do), or alone when i was its only pit; the pits are found
// following them. Otherwise (from -1, or links that do not lead round the
// loop) the grid is scanned.
func (m *Maze) relinkLoop(loop, i int, from int32) {
	var buf [16]int
	pits := buf[:0]
	switch {
	case from == alone:
	case from >= 0 && m.pitOf(from, loop):
		for j := from; ; {
			pits = append(pits, int(j))
			if j = m.next[j]; j == from || int(j) == i || j < 0 {
				break
			}
			if !m.pitOf(j, loop) || len(pits) >= len(m.cells) {
				pits = m.scanLoop(loop, pits[:0])
				i = -1 // found by the scan
				break
			}
		}
	default:
		pits = m.scanLoop(loop, pits)
		i = -1
	}
	if i >= 0 && m.pitOf(int32(i), loop) {
		pits = append(pits, i)
	}
	slices.SortFunc(pits, func(a, b int) int { return cmp.Or(cmp.Compare(m.cells[a].Order, m.cells[b].Order), cmp.Compare(a, b)) })
	for k, j := range pits {
		if len(pits) < 2 {
			m.next[j] = -1
			continue
		}
		m.next[j] = int32(pits[(k+1)%len(pits)])
	}
}

// alone is relinkLoop's from for a loop whose only pit was the cell that
// changed.
const alone = -2

// pitOf reports whether cell i is a pit of loop number loop.
func (m *Maze) pitOf(i int32, loop int) bool {
	return i >= 0 && int(i) < len(m.cells) && m.cells[i].Kind == Pit && m.cells[i].Loop == loop
}

// scanLoop appends the pits of loop number loop to pits, in index order.
func (m *Maze) scanLoop(loop int, pits []int) []int {
	for j, c := range m.cells {
		if c.Kind == Pit && c.Loop == loop {
			pits = append(pits, j)
		}
	}
	return pits
}

// relinkAll recomputes every link, after a bulk change such as decoding.
func (m *Maze) relinkAll() {
	loops := map[int]bool{}
	for i, c := range m.cells {
		m.relink(i)
		if c.Kind == Pit {
			loops[c.Loop] = true
		}
	}
	for loop := range loops {
		m.relinkLoop(loop, -1, -1)
	}
}

// Loops returns every pit loop as its pits in order, keyed by loop number.
func (m *Maze) Loops() map[int][]Pos {
	out := map[int][]Pos{}
	for i, c := range m.cells {
		if c.Kind == Pit {
			out[c.Loop] = append(out[c.Loop], m.PosOf(i))
		}
	}
	for _, pits := range out {
		slices.SortStableFunc(pits, func(a, b Pos) int { return m.Cell(a).Order - m.Cell(b).Order })
	}
	return out
}

// Clone returns a deep copy.
func (m *Maze) Clone() *Maze {
	c := *m
	c.cells = slices.Clone(m.cells)
	c.vEdges = slices.Clone(m.vEdges)
	c.hEdges = slices.Clone(m.hEdges)
	c.next = slices.Clone(m.next)
	c.Treasures = slices.Clone(m.Treasures)
	c.Piles = slices.Clone(m.Piles)
	c.vMarks = slices.Clone(m.vMarks)
	c.hMarks = slices.Clone(m.hMarks)
	c.stairs = slices.Clone(m.stairs)
	c.Keys = slices.Clone(m.Keys)
	c.Creatures = CloneCreatures(m.Creatures)
	if m.Rules != nil {
		r := *m.Rules
		c.Rules = &r
	}
	return &c
}

// Neighbours calls yield for each direction whose neighbouring cell is part
// of the labyrinth, ignoring walls.
func (m *Maze) Neighbours(p Pos, yield func(Dir, Pos) bool) {
	for _, d := range Dirs {
		n := p.Step(d)
		if m.Inside(n) && !yield(d, n) {
			return
		}
	}
}

// IsSource reports whether p is a river source: a river cell no river flows
// into. A player can never end a move on a source (§8.4, §8.5).
func (m *Maze) IsSource(p Pos) bool {
	if m.Kind(p) != River {
		return false
	}
	for _, d := range Dirs {
		n := p.Step(d)
		if m.Kind(n) == River && m.Cell(n).Flow == d.Opposite() {
			return false
		}
	}
	return true
}
