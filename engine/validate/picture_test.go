package validate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// picture builds a one-floor maze from a drawing. Every cell is four
// characters wide between side markers:
//
//	+----+----+
//	|L*   H   o
//	+    +====+
//	|R>   D   |
//	+cccc+----+
//
// Cell tokens are those of maze.Cell.Token ("L", "H", "W", "E", "D", "R>",
// "P1.2", "#" for outside the shape; "R" alone is a river without a flow),
// followed by "*" for the true treasure and "$" for each fake one. Sides: a
// blank is open (an open exit on the outline), "|" or "-" a wall (the
// monolith on the outline), "!" or "=" an indestructible wall, "o" an open
// exit and "c" a closed exit.
func picture(t testing.TB, pic string) *maze.Maze {
	t.Helper()
	lines := strings.Split(strings.Trim(pic, "\n"), "\n")
	if len(lines) < 3 || len(lines)%2 == 0 {
		t.Fatalf("picture: %d lines; want a border, then a row and a border per row", len(lines))
	}
	w, h := (len(lines[0])-1)/5, (len(lines)-1)/2
	for i, l := range lines {
		if len(l) != 5*w+1 {
			t.Fatalf("picture: line %d is %d characters long; want %d", i+1, len(l), 5*w+1)
		}
	}
	m, err := maze.New(w, h)
	if err != nil {
		t.Fatal(err)
	}
	for y := range h {
		for x := range w {
			tok := strings.TrimSpace(lines[2*y+1][5*x+1 : 5*x+5])
			cell, treasures, err := parseToken(tok)
			if err != nil {
				t.Fatalf("picture: cell (%d,%d): %v", x+1, y+1, err)
			}
			p := maze.At(x, y)
			m.SetCell(p, cell)
			for _, tr := range treasures {
				m.Treasures = append(m.Treasures, maze.Treasure{At: p, True: tr})
			}
		}
	}
	// Sides are set once every cell is in place: changing a cell into or
	// out of the shape resets its sides.
	side := func(a, b maze.Pos, d maze.Dir, ch byte) {
		inA, inB := m.Inside(a), m.Inside(b)
		if !inA && !inB {
			return
		}
		p, dir := a, d
		if !inA {
			p, dir = b, d.Opposite()
		}
		outer := !inA || !inB
		var e maze.Edge
		switch ch {
		case ' ', 'o':
			e = maze.Open
		case '|', '-', '+':
			e = maze.Wall
			if outer {
				e = maze.Solid
			}
		case '!', '=', '#':
			e = maze.Solid
		case 'c':
			e = maze.Wall
		default:
			t.Fatalf("picture: side %s %s: unknown marker %q", p, dir, ch)
		}
		if (ch == 'o' || ch == 'c') && !outer {
			t.Fatalf("picture: side %s %s: %q marks an exit but is not on the outline", p, dir, ch)
		}
		m.SetSide(p, dir, e)
	}
	for y := range h {
		for x := 0; x <= w; x++ {
			side(maze.At(x-1, y), maze.At(x, y), maze.Right, lines[2*y+1][5*x])
		}
	}
	for y := 0; y <= h; y++ {
		for x := range w {
			side(maze.At(x, y-1), maze.At(x, y), maze.Down, lines[2*y][5*x+1])
		}
	}
	return m
}

func parseToken(tok string) (maze.Cell, []bool, error) {
	var treasures []bool
	for len(tok) > 0 {
		switch tok[len(tok)-1] {
		case '*':
			treasures = append(treasures, true)
		case '$':
			treasures = append(treasures, false)
		default:
			goto cell
		}
		tok = tok[:len(tok)-1]
	}
cell:
	switch {
	case tok == "#":
		return maze.Cell{Kind: maze.Outside}, treasures, nil
	case tok == "R":
		return maze.Cell{Kind: maze.River}, treasures, nil
	case len(tok) == 2 && tok[0] == 'R':
		for _, d := range maze.Dirs {
			if maze.Arrow(d) == tok[1:] {
				return maze.Cell{Kind: maze.River, Flow: d}, treasures, nil
			}
		}
	case strings.HasPrefix(tok, "P"):
		var c maze.Cell
		if _, err := fmt.Sscanf(tok, "P%d.%d", &c.Loop, &c.Order); err != nil {
			return c, nil, fmt.Errorf("pit token %q: %v", tok, err)
		}
		c.Kind = maze.Pit
		return c, treasures, nil
	case len(tok) == 1:
		for k := maze.Land; k <= maze.Encephalitis; k++ {
			if k.Letter() == tok[0] {
				return maze.Cell{Kind: k}, treasures, nil
			}
		}
	}
	return maze.Cell{}, nil, fmt.Errorf("unknown token %q", tok)
}

func TestPicture(t *testing.T) {
	m := picture(t, `
+----+----+
|L*   H   o
+    +====+
|R>   P1.2c
+cccc+----+
`)
	if m.Width() != 2 || m.Height() != 2 {
		t.Fatalf("size %dx%d", m.Width(), m.Height())
	}
	checks := []struct {
		p    maze.Pos
		d    maze.Dir
		want maze.Edge
	}{
		{maze.At(0, 0), maze.Right, maze.Open},
		{maze.At(1, 0), maze.Right, maze.Open},
		{maze.At(1, 0), maze.Up, maze.Solid},
		{maze.At(1, 0), maze.Down, maze.Solid},
		{maze.At(0, 0), maze.Down, maze.Open},
		{maze.At(0, 1), maze.Down, maze.Wall},
		{maze.At(1, 1), maze.Right, maze.Wall},
		{maze.At(0, 1), maze.Left, maze.Solid},
	}
	for _, c := range checks {
		if got := m.Side(c.p, c.d); got != c.want {
			t.Errorf("side %s %s = %v, want %v", c.p, c.d, got, c.want)
		}
	}
	if got := m.Cell(maze.At(1, 1)); got != (maze.Cell{Kind: maze.Pit, Loop: 1, Order: 2}) {
		t.Errorf("pit cell = %+v", got)
	}
	if got := m.Cell(maze.At(0, 1)); got != (maze.Cell{Kind: maze.River, Flow: maze.Right}) {
		t.Errorf("river cell = %+v", got)
	}
	if len(m.Treasures) != 1 || m.Treasures[0] != (maze.Treasure{At: maze.At(0, 0), True: true}) {
		t.Errorf("treasures = %+v", m.Treasures)
	}
}
