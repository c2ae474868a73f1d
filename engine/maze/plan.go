package maze

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// Plan draws the labyrinth as text for a monospace terminal, in ASCII: the
// grid with numbered columns and rows (1-based), each cell's token, the
// walls and the exits, every floor under its own heading, then a legend and
// lists of the exits, pit loops, treasures and items.
//
// Edges are drawn by how they resist a grenade: "|" and "-" are
// destructible (an inner wall, or a closed exit on the outline), "#" and
// "=" are indestructible (an inner wall, or the monolith on the outline),
// and a gap is open (a passage, or an open exit on the outline). Cells
// outside the shape are left blank. After the token, "$" marks the true
// treasure, "f" a fake one (lowest of a stack first) and "*" loose items.
//
// A plan of format version 2 is drawn with its new things too: in the
// middle of an edge ">", "<", "v" or "^" is a one-way door that players
// pass that way, "o" a window, "k" a locked exit; after a cell's token,
// "k" marks a Key, "s" a staircase, "b" a bear, "l" a leprechaun. Lists
// under the legend say the rest (stocks, doors, stairs, creatures' paths).
// A plan of version 1 is drawn exactly as before version 2 existed.
func Plan(m *Maze) string {
	p := planner{m: m, marks: make(map[Pos]string), v2: m.Version() == 2}
	for _, t := range m.Treasures {
		if t.True {
			p.marks[t.At] += "$"
		} else {
			p.marks[t.At] += "f"
		}
	}
	for _, pile := range m.Piles {
		if !pile.Empty() && !strings.HasSuffix(p.marks[pile.At], "*") {
			p.marks[pile.At] += "*"
		}
	}
	if p.v2 {
		p.markV2()
	}
	p.cw = 3
	for i, c := range m.cells {
		if c.Kind != Outside {
			p.cw = max(p.cw, len(planToken(c))+len(p.marks[m.PosOf(i)])+2)
		}
	}
	p.lw = len(strconv.Itoa(m.height))

	var b strings.Builder
	if m.Title != "" {
		// A title is what a file says: it must not move the terminal's
		// lines about (docs/maze-format.md, "Size and text").
		b.WriteString(quote.Escape(m.Title) + "\n")
	}
	fmt.Fprintf(&b, "%dx%d", m.width, m.height)
	if m.floors > 1 {
		fmt.Fprintf(&b, ", %d floors", m.floors)
	}
	fmt.Fprintf(&b, ", %d cells", m.CountInside())
	switch {
	case m.Players == 1:
		b.WriteString(", for 1 player")
	case m.Players > 1:
		fmt.Fprintf(&b, ", for %d players", m.Players)
	}
	b.WriteString("\n")
	for f := range m.floors {
		b.WriteString("\n")
		if m.floors > 1 {
			fmt.Fprintf(&b, "Floor %d of %d\n\n", f+1, m.floors)
		}
		p.grid(&b, f)
	}
	b.WriteString("\n")
	b.WriteString(planLegend)
	if p.v2 {
		b.WriteString(planLegendV2)
	}
	p.lists(&b)
	return b.String()
}

const planLegend = `Cells:   L land  H hospital  W weaponry  E encephalitis  D delta
         R> R< R^ Rv river flowing right, left, up, down
         P1.2 pit 2 of loop 1
Marks:   $ true treasure  f fake treasure  * items
Walls:   | - destructible  # = indestructible
Outline: # = monolith  | - closed exit  gap: open exit
`

type planner struct {
	m     *Maze
	v2    bool // the plan uses something of format version 2
	marks map[Pos]string
	cw    int // width of a cell's interior
	lw    int // width of the row numbers
}

// planToken is the cell's token, or "?" for a kind the model does not
// know, which only a bug elsewhere can produce.
func planToken(c Cell) string {
	if c.Kind > LastKind {
		return "?"
	}
	return c.Token()
}

// grid draws one floor.
func (p *planner) grid(b *strings.Builder, f int) {
	m := p.m
	numbers := func() {
		line := strings.Repeat(" ", p.lw+2)
		for x := range m.width {
			n := strconv.Itoa(x + 1)
			line += n + strings.Repeat(" ", p.cw+1-len(n))
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	numbers()
	for y := 0; y <= m.height; y++ {
		p.border(b, f, y)
		if y == m.height {
			break
		}
		p.row(b, f, y)
	}
	numbers()
}

// border draws the line above row y (y == height: below the last row).
func (p *planner) border(b *strings.Builder, f, y int) {
	m := p.m
	var line strings.Builder
	line.WriteString(strings.Repeat(" ", p.lw+1))
	for x := 0; x <= m.width; x++ {
		line.WriteByte(p.corner(f, x, y))
		if x == m.width {
			break
		}
		seg := byte(' ')
		at := Pos{X: x, Y: y, Floor: f}
		switch p.edge(at, Up) {
		case Wall:
			seg = '-'
		case Solid:
			seg = '='
		}
		text := []byte(strings.Repeat(string(seg), p.cw))
		if c := p.sideMark(at, Up); c != 0 {
			text[p.cw/2] = c
		}
		line.Write(text)
	}
	b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
}

// row draws the cells of row y between their vertical edges.
func (p *planner) row(b *strings.Builder, f, y int) {
	m := p.m
	var line strings.Builder
	fmt.Fprintf(&line, "%*d ", p.lw, y+1)
	for x := 0; x <= m.width; x++ {
		at := Pos{X: x, Y: y, Floor: f}
		switch c := p.sideMark(at, Left); {
		case c != 0:
			line.WriteByte(c)
		case p.edge(at, Left) == Wall:
			line.WriteByte('|')
		case p.edge(at, Left) == Solid:
			line.WriteByte('#')
		default:
			line.WriteByte(' ')
		}
		if x == m.width {
			break
		}
		text := ""
		if c := m.Cell(at); c.Kind != Outside {
			text = " " + planToken(c) + p.marks[at]
		}
		line.WriteString(text + strings.Repeat(" ", p.cw-len(text)))
	}
	fmt.Fprintf(&line, " %d", y+1)
	b.WriteString(line.String() + "\n")
}

// edge is the edge on side d (Up or Left) of grid position at, which may be
// one past the last column or row. An edge with no cell of the labyrinth on
// either side is drawn as a gap.
func (p *planner) edge(at Pos, d Dir) Edge {
	m := p.m
	if m.Inside(at) {
		return m.Side(at, d)
	}
	if n := at.Step(d); m.Inside(n) {
		return m.Side(n, d.Opposite())
	}
	return Open
}

// corner is the character where the four positions around the top-left
// corner of (x, y) meet.
func (p *planner) corner(f, x, y int) byte {
	m := p.m
	for _, q := range [4]Pos{{x - 1, y - 1, f}, {x, y - 1, f}, {x - 1, y, f}, {x, y, f}} {
		if m.Inside(q) {
			return '+'
		}
	}
	return ' '
}

// lists writes the exits, pit loops, treasures, items and rules in words.
func (p *planner) lists(b *strings.Builder) {
	m := p.m
	b.WriteString("\n")
	var parts []string
	for _, s := range m.Exits() {
		state := "closed"
		if m.Side(s.At, s.Dir) == Open {
			state = "open"
		}
		parts = append(parts, fmt.Sprintf("%s %s %s", s.At, s.Dir, state))
	}
	writeList(b, "Exits:", parts, ", ")

	loops := m.Loops()
	numbers := make([]int, 0, len(loops))
	for n := range loops {
		numbers = append(numbers, n)
	}
	slices.Sort(numbers)
	for _, n := range numbers {
		parts = parts[:0]
		for _, at := range loops[n] {
			parts = append(parts, at.String())
		}
		writeList(b, fmt.Sprintf("Pit loop %d:", n), parts, " -> ")
	}

	parts = parts[:0]
	for _, t := range m.Treasures {
		kind := "fake"
		if t.True {
			kind = "true"
		}
		parts = append(parts, t.At.String()+" "+kind)
	}
	writeList(b, "Treasures:", parts, ", ")

	parts = parts[:0]
	for _, pile := range m.Piles {
		var what []string
		for k, n := range pile.counts() {
			switch {
			case *n == 1:
				what = append(what, "1 "+itemNames[k][0])
			case *n > 1:
				what = append(what, fmt.Sprintf("%d %s", *n, itemNames[k][1]))
			}
		}
		if len(what) == 0 {
			what = append(what, "nothing")
		}
		parts = append(parts, pile.At.String()+" "+strings.Join(what, ", "))
	}
	writeList(b, "Items:", parts, "; ")
	if p.v2 {
		p.listsV2(b)
	}

	if m.Rules != nil {
		// As in the file: the preset and the options that differ from it.
		parts = parts[:0]
		members, err := rulesMembers(*m.Rules)
		if err != nil {
			parts = append(parts, err.Error())
		}
		for _, kv := range members {
			switch {
			case kv[0] != "preset":
				parts = append(parts, kv[0]+" "+kv[1])
			case kv[1] == `""`:
				parts = append(parts, "no preset")
			default:
				parts = append(parts, "preset "+strings.Trim(kv[1], `"`))
			}
		}
		writeList(b, "Rules:", parts, ", ")
	}
}

// planWidth is where lists wrap.
const planWidth = 78

// writeList writes a labelled list, wrapping it under its first item.
func writeList(b *strings.Builder, label string, parts []string, sep string) {
	const indent = 12
	line := fmt.Sprintf("%-*s", indent-1, label)
	if len(parts) == 0 {
		parts = []string{"none"}
	}
	for i, part := range parts {
		if i < len(parts)-1 {
			part += strings.TrimRight(sep, " ")
		}
		if len(line) > indent && len(line)+1+len(part) > planWidth {
			b.WriteString(line + "\n")
			line = strings.Repeat(" ", indent-1)
		}
		line += " " + part
	}
	b.WriteString(line + "\n")
}
