package mastertable

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// The plan as the game master sees it: the labyrinth as it stands, every
// item where it lies now, every player's piece in his colour with the
// trail of his last moves, the landmines set, the start cells chosen.
// Only what changed is drawn again: a table whose plan is the one on show
// repaints the cells whose items changed, and moves the pieces, which are
// overlays.

type planPanel struct {
	view   *planview.View
	floors *planview.FloorSwitch
	// plan is the table's plan on show; shown the copy drawn, with the
	// items where they lie now instead of where the game began.
	plan  *maze.Maze
	shown *maze.Maze
	items map[maze.Pos]apphost.CellItems
	tb    apphost.Table
	// paths and tokens are the overlays on show.
	paths  []planview.Path
	tokens []planview.Token
	hover  *widget.Label
	// onTap is what a click on a cell does (placing a player, the common
	// start), nil for nothing.
	onTap func(maze.Pos)
}

func newPlanPanel() *planPanel {
	p := &planPanel{view: planview.New(nil), hover: widget.NewLabel(" ")}
	p.floors = planview.NewFloorSwitch(p.view)
	// Colour marks the players here: pits and river arrows are neutral,
	// so that none reads as a piece or a trail.
	p.view.SetNeutralLandmarks(true)
	p.hover.Truncation = fyne.TextTruncateEllipsis
	p.view.SetHoverMode(planview.HoverCells)
	p.view.OnHover = p.hovered
	p.view.OnTap = func(e planview.TapEvent) {
		if e.InGrid && p.onTap != nil && p.shown != nil && p.shown.Inside(e.Cell) {
			p.onTap(e.Cell)
		}
	}
	return p
}

// apply draws a table.
func (p *planPanel) apply(tb apphost.Table) {
	p.tb = tb
	items := make(map[maze.Pos]apphost.CellItems, len(tb.Items))
	for _, it := range tb.Items {
		items[it.Pos] = it
	}
	if tb.Plan != p.plan {
		// A new plan (the first, or a wall blown up, §5.4): draw it all.
		p.plan = tb.Plan
		p.shown = tb.Plan.Clone()
		p.items = items
		p.placeItems()
		p.view.SetMaze(p.shown)
	} else if changed := changedCells(p.items, items); len(changed) > 0 {
		p.items = items
		p.placeItems()
		p.view.Invalidate(changed...)
	}
	p.paths, p.tokens = trails(tb), tokens(tb)
	p.view.SetPaths(p.paths...)
	p.view.SetTokens(p.tokens...)
}

// placeItems puts the items where they lie now on the copy drawn.
func (p *planPanel) placeItems() {
	p.shown.Treasures, p.shown.Piles = p.shown.Treasures[:0], p.shown.Piles[:0]
	for _, it := range p.tb.Items {
		for _, t := range it.Treasures {
			p.shown.Treasures = append(p.shown.Treasures, maze.Treasure{At: it.Pos, True: t.True})
		}
		pile := maze.Items{Bullets: it.Bullets, Grenades: it.Grenades, Landmines: it.Landmines + it.Armed, Corpses: len(it.Corpses)}
		if !pile.Empty() {
			p.shown.Piles = append(p.shown.Piles, maze.Pile{At: it.Pos, Items: pile})
		}
	}
}

// changedCells are the cells whose items differ between two tables.
func changedCells(a, b map[maze.Pos]apphost.CellItems) []maze.Pos {
	var out []maze.Pos
	for pos, it := range a {
		if o, ok := b[pos]; !ok || !sameItems(it, o) {
			out = append(out, pos)
		}
	}
	for pos := range b {
		if _, ok := a[pos]; !ok {
			out = append(out, pos)
		}
	}
	return out
}

func sameItems(a, b apphost.CellItems) bool {
	return a.Bullets == b.Bullets && a.Grenades == b.Grenades && a.Landmines == b.Landmines && a.Armed == b.Armed &&
		slices.Equal(a.Treasures, b.Treasures) && slices.Equal(a.Corpses, b.Corpses)
}

// armedColour marks a landmine set (§5.7), which only the game master
// sees.
var armedColour = color.NRGBA{R: 0x30, G: 0x30, B: 0x30, A: 0xff}

// tokens are the pieces, the starts chosen before play, the common start
// and the landmines set.
func tokens(tb apphost.Table) []planview.Token {
	var out []planview.Token
	for _, it := range tb.Items {
		for range it.Armed {
			out = append(out, planview.Token{At: it.Pos, Label: "✸", Color: armedColour})
		}
	}
	if tb.HasCommon {
		out = append(out, planview.Token{At: tb.Common, Label: "S", Color: shell.ThemeColor(shell.ColorNameMuted)})
	}
	for _, st := range tb.Seats {
		col := shell.SeatColour(st.Colour)
		switch st.Piece {
		case apphost.PieceNotPlaced:
			if st.Chose || st.Placed {
				out = append(out, planview.Token{At: st.Start, Label: initial(st.Name), Color: col})
			}
		case apphost.PieceOnCell:
			out = append(out, planview.Token{At: st.Pos, Label: initial(st.Name), Color: col})
		case apphost.PieceOutside:
			out = append(out, planview.Token{At: st.Exit.At.Step(st.Exit.Dir), Label: initial(st.Name), Color: col})
		case apphost.PieceDead:
			out = append(out, planview.Token{At: st.Pos, Label: "†", Color: col})
		}
	}
	return out
}

// trails draw each piece's last moves in its colour: a line where it
// walked, a dotted line where it was sent (a pit's loop, a new cell).
func trails(tb apphost.Table) []planview.Path {
	var out []planview.Path
	for _, st := range tb.Seats {
		if len(st.Trail) < 2 || st.Piece == apphost.PieceNotPlaced {
			continue
		}
		out = append(out, planview.Path{Segments: trailSegments(st.Trail), Color: shell.SeatColour(st.Colour)})
	}
	return out
}

func trailSegments(trail []apphost.TrailStep) []planview.Segment {
	segs := []planview.Segment{{Style: planview.SegmentWalk, Cells: []maze.Pos{trail[0].Pos}}}
	for i := 1; i < len(trail); i++ {
		a, b := trail[i-1].Pos, trail[i].Pos
		last := &segs[len(segs)-1]
		switch {
		case trail[i].Jump || a.Floor != b.Floor:
			segs = append(segs, planview.Segment{Style: planview.SegmentHop, Cells: []maze.Pos{a, b}})
		case last.Style == planview.SegmentWalk && last.Cells[len(last.Cells)-1] == a:
			last.Cells = append(last.Cells, b)
		default:
			segs = append(segs, planview.Segment{Style: planview.SegmentWalk, Cells: []maze.Pos{a, b}})
		}
	}
	return segs
}

// initial is a piece's label.
func initial(name string) string {
	for _, c := range name {
		return strings.ToUpper(string(c))
	}
	return "?"
}

// hovered says what is on the cell under the pointer.
func (p *planPanel) hovered(h planview.Hit) {
	if !h.InGrid || p.shown == nil || !p.shown.InGrid(h.Cell) {
		p.hover.SetText(" ")
		return
	}
	p.hover.SetText(p.describe(h.Cell))
}

// describe is a cell in words: where, its kind, what lies there, who
// stands there.
func (p *planPanel) describe(c maze.Pos) string {
	parts := []string{fmt.Sprintf("(%d,%d)", c.X+1, c.Y+1), p.shown.Kind(c).String()}
	if it, ok := p.items[c]; ok {
		parts = append(parts, itemsText(it, p.tb.Seats)...)
	}
	for _, st := range p.tb.Seats {
		if (st.Piece == apphost.PieceOnCell || st.Piece == apphost.PieceDead) && st.Pos == c {
			parts = append(parts, st.Name+" stands here")
		}
	}
	return strings.Join(parts, " · ")
}

// itemsText says what lies on a cell.
func itemsText(it apphost.CellItems, seats []apphost.TableSeat) []string {
	var out []string
	for _, t := range it.Treasures {
		if t.True {
			out = append(out, fmt.Sprintf("treasure %d (true)", t.Number+1))
		} else {
			out = append(out, fmt.Sprintf("treasure %d (fake)", t.Number+1))
		}
	}
	for _, c := range it.Corpses {
		name := fmt.Sprintf("seat %d", c.Seat+1)
		if c.Seat >= 0 && c.Seat < len(seats) {
			name = seats[c.Seat].Name
		}
		if c.Contagious {
			out = append(out, name+"'s corpse (contagious)")
		} else {
			out = append(out, name+"'s corpse")
		}
	}
	if it.Bullets > 0 {
		out = append(out, shell.Counted(it.Bullets, "bullet", "bullets"))
	}
	if it.Grenades > 0 {
		out = append(out, shell.Counted(it.Grenades, "grenade", "grenades"))
	}
	if it.Landmines > 0 {
		out = append(out, shell.Counted(it.Landmines, "landmine lying", "landmines lying"))
	}
	if it.Armed > 0 {
		out = append(out, shell.Counted(it.Armed, "landmine set", "landmines set"))
	}
	return out
}

// carryText is what a player carries, in words.
func carryText(c apphost.Carried, seats []apphost.TableSeat) string {
	switch c.Item {
	case moves.Treasure:
		if c.True {
			return fmt.Sprintf("carries treasure %d (true)", c.Treasure+1)
		}
		return fmt.Sprintf("carries treasure %d (fake)", c.Treasure+1)
	case moves.Corpse:
		if c.Corpse >= 0 && c.Corpse < len(seats) {
			return "carries " + seats[c.Corpse].Name + "'s corpse"
		}
		return "carries a corpse"
	case moves.Landmine:
		return "carries a landmine"
	}
	return ""
}
