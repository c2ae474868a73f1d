package notebook

import (
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Marking. Every command names its sheet; a mark replaces the mark of the
// same slot (a cell's type, treasure, "?" or note; an edge) and an empty
// mark erases it.

func (n *Notebook) checkCell(c Cell) error {
	if !c.valid() {
		return refuse(CodeBadArgument, "cell %v is beyond the sheet's reach (coordinates up to ±%d)", c, Limit)
	}
	return nil
}

func (n *Notebook) checkEdge(e Edge) error {
	if !e.valid() {
		if e.Dir != maze.Right && e.Dir != maze.Down {
			return refuse(CodeBadArgument, "edge %v: name an edge with EdgeOf", e)
		}
		return refuse(CodeBadArgument, "edge %v is beyond the sheet's reach (coordinates up to ±%d)", e, Limit)
	}
	return nil
}

func (n *Notebook) checkOwner(o Owner) error {
	seat, ok := o.Seat()
	if o < Hand || (ok && (seat >= game.MaxPlayers || (len(n.log.names) > 0 && seat >= len(n.log.names)))) {
		return refuse(CodeBadArgument, "the colour of seat %d: the game has seats 0 to %d", seat, len(n.log.names)-1)
	}
	return nil
}

func (n *Notebook) checkPlayer(p int) error {
	if p < 0 || p >= game.MaxPlayers || (len(n.log.names) > 0 && p >= len(n.log.names)) {
		return refuse(CodeBadArgument, "player %d: the game has seats 0 to %d", p, len(n.log.names)-1)
	}
	return nil
}

// SetMark puts a mark in its slot of cell c (the slot is the mark kind's).
func (n *Notebook) SetMark(id SheetID, c Cell, m CellMark) error {
	return n.do(markLabel(m), func() error {
		if _, err := n.sheet(id); err != nil {
			return err
		}
		if err := n.checkCell(c); err != nil {
			return err
		}
		if m.Kind == NoMark {
			return refuse(CodeBadArgument, "no mark given: erase the slot instead")
		}
		if err := m.check(); err != nil {
			r := refuse(CodeBadArgument, "%v: %v", c, err)
			r.Cells = []Cell{c}
			return r
		}
		if err := n.checkOwner(m.Owner); err != nil {
			return err
		}
		n.setCell(cellKey(id, c, m.Kind.Slot()), m)
		return nil
	})
}

func markLabel(m CellMark) string {
	switch m.Kind {
	case Note:
		return "Note"
	case Question:
		return "Mark ?"
	}
	return "Mark " + m.Kind.String()
}

// Erase empties one slot of cell c.
func (n *Notebook) Erase(id SheetID, c Cell, slot Slot) error {
	return n.do("Erase", func() error {
		if _, err := n.sheet(id); err != nil {
			return err
		}
		if slot >= NumSlots {
			return refuse(CodeBadArgument, "slot %d: a cell has slots 0 to %d", slot, NumSlots-1)
		}
		n.setCell(cellKey(id, c, slot), CellMark{})
		return nil
	})
}

// EraseCell empties every slot of cell c and the four edges around it: the
// eraser.
func (n *Notebook) EraseCell(id SheetID, c Cell) error {
	return n.do("Erase", func() error {
		if _, err := n.sheet(id); err != nil {
			return err
		}
		for slot := range NumSlots {
			n.setCell(cellKey(id, c, slot), CellMark{})
		}
		for _, d := range maze.Dirs {
			if e := EdgeOf(c, d); e.valid() {
				n.setEdge(edgeKey(id, e), EdgeMark{})
			}
		}
		return nil
	})
}

// SetEdge puts a mark on an edge; an empty mark erases it.
func (n *Notebook) SetEdge(id SheetID, e Edge, m EdgeMark) error {
	label := "Mark " + m.Kind.String()
	if m.Empty() {
		label = "Erase"
	}
	return n.do(label, func() error {
		if _, err := n.sheet(id); err != nil {
			return err
		}
		if err := n.checkEdge(e); err != nil {
			return err
		}
		if err := m.check(); err != nil {
			r := refuse(CodeBadArgument, "%v: %v", e, err)
			r.Edges = []Edge{e}
			return r
		}
		if err := n.checkOwner(m.Owner); err != nil {
			return err
		}
		n.setEdge(edgeKey(id, e), m)
		return nil
	})
}

// The keyboard. Each sheet has a cursor; one key is one call. The marks
// are drawn with the tool (SetPen, SetOwner).

// SetCursor puts the sheet's cursor on cell c. The cursor is not part of
// the history: moving it is no step.
func (n *Notebook) SetCursor(id SheetID, c Cell) error {
	s, err := n.sheet(id)
	if err != nil {
		return err
	}
	if err := n.checkCell(c); err != nil {
		return err
	}
	if s.cursor == c {
		return nil
	}
	s.cursor = c
	if n.file != nil {
		n.file.cursorMoved = true
	}
	n.notify(Change{Areas: []Area{{Sheet: id, Cursor: true}}})
	return nil
}

// MoveCursor moves the sheet's cursor one cell in direction d.
func (n *Notebook) MoveCursor(id SheetID, d maze.Dir) error {
	s, err := n.sheet(id)
	if err != nil {
		return err
	}
	if !d.Valid() {
		return refuse(CodeBadArgument, "no direction given")
	}
	return n.SetCursor(id, s.cursor.Step(d))
}

// MarkEdgeAtCursor marks side d of the cursor's cell with k, in the tool's
// pen and colour. The same key again takes the mark off: when the edge
// already holds k in the tool's pen, it is erased. NoEdge erases.
func (n *Notebook) MarkEdgeAtCursor(id SheetID, d maze.Dir, k EdgeKind) error {
	s, err := n.sheet(id)
	if err != nil {
		return err
	}
	if !d.Valid() {
		return refuse(CodeBadArgument, "no direction given")
	}
	e := EdgeOf(s.cursor, d)
	m := EdgeMark{Kind: k, Pen: n.pen, Owner: n.owner}
	if k == NoEdge {
		m = EdgeMark{}
	} else if old := s.edges[e]; old.Kind == k && old.Pen == n.pen {
		m = EdgeMark{}
	}
	return n.SetEdge(id, e, m)
}

// MarkAtCursor puts a mark of kind k in the cursor's cell, in the tool's
// pen and colour, keeping a river's flow or a pit's number when the cell
// already has them. As with edges, the same key again takes the mark off;
// a treasure goes through one more step first, fake (it crumbled, §3.4):
// treasure, fake treasure, nothing. Rivers with a flow, pit numbers and
// notes have their own commands.
func (n *Notebook) MarkAtCursor(id SheetID, k Kind) error {
	s, err := n.sheet(id)
	if err != nil {
		return err
	}
	if k == NoMark || k == Note {
		return refuse(CodeBadArgument, "MarkAtCursor: %s needs its own command", k)
	}
	old := s.cells[s.cursor][k.Slot()]
	m := CellMark{Kind: k, Pen: n.pen, Owner: n.owner}
	switch {
	case k == Treasure && old.Kind == k && old.Pen == n.pen && !old.Fake:
		m.Fake = true
		return n.SetMark(id, s.cursor, m)
	case old.Kind == k && old.Pen == n.pen:
		return n.Erase(id, s.cursor, k.Slot())
	}
	if old.Kind == k {
		m.Flow, m.Pit, m.Fake = old.Flow, old.Pit, old.Fake
	}
	return n.SetMark(id, s.cursor, m)
}

// RiverAtCursor marks the cursor's cell as a river flowing d (NoDir: flow
// unknown).
func (n *Notebook) RiverAtCursor(id SheetID, d maze.Dir) error {
	s, err := n.sheet(id)
	if err != nil {
		return err
	}
	return n.SetMark(id, s.cursor, CellMark{Kind: River, Flow: d, Pen: n.pen, Owner: n.owner})
}

// PitAtCursor marks the cursor's cell as a pit with the number the player
// guesses: "2", "P2", "1.3", or "" for unknown.
func (n *Notebook) PitAtCursor(id SheetID, number string) error {
	s, err := n.sheet(id)
	if err != nil {
		return err
	}
	num, err := PitNumber(number)
	if err != nil {
		return refuse(CodeBadArgument, "%v", err)
	}
	return n.SetMark(id, s.cursor, CellMark{Kind: Pit, Pit: num, Pen: n.pen, Owner: n.owner})
}

// NoteAtCursor writes a note in the cursor's cell; blank text erases it.
func (n *Notebook) NoteAtCursor(id SheetID, text string) error {
	s, err := n.sheet(id)
	if err != nil {
		return err
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return n.Erase(id, s.cursor, SlotNote)
	}
	return n.SetMark(id, s.cursor, CellMark{Kind: Note, Text: text, Pen: n.pen, Owner: n.owner})
}

// WalkCursor is the trail mode: it moves the cursor one cell in direction
// d, marks the edge crossed as a passage in the tool's pen and colour
// (unless something is drawn there already), and moves the player's token
// along, adding the new cell to his trail. One call is one step.
func (n *Notebook) WalkCursor(id SheetID, d maze.Dir, player int) error {
	s, err := n.sheet(id)
	if err != nil {
		return err
	}
	if !d.Valid() {
		return refuse(CodeBadArgument, "no direction given")
	}
	if err := n.checkPlayer(player); err != nil {
		return err
	}
	from := s.cursor
	to := from.Step(d)
	if err := n.checkCell(to); err != nil {
		return err
	}
	err = n.do("Walk", func() error {
		e := EdgeOf(from, d)
		if s.edges[e].Empty() {
			n.setEdge(edgeKey(id, e), EdgeMark{Kind: Passage, Pen: n.pen, Owner: n.owner})
		}
		n.moveToken(id, player, from, to)
		return nil
	})
	if err != nil {
		return err
	}
	return n.SetCursor(id, to)
}

// moveToken moves a player's token to "to" and extends his trail; a trail
// that does not end where the token left starts again from there.
func (n *Notebook) moveToken(id SheetID, player int, from, to Cell) {
	s := n.sheets[id]
	trail := slices.Clone(s.trails[player])
	if len(trail) == 0 || trail[len(trail)-1] != from {
		trail = append(trail, from)
	}
	trail = append(trail, to)
	n.set(trailKey(id, player), trail)
	n.set(tokenKey(id, player), tokenVal{on: true, at: to})
}

// Tokens and trails.

// PlaceToken puts a player's token on cell c (the notebook owner's seat is
// "me"). The trail is left as it is.
func (n *Notebook) PlaceToken(id SheetID, player int, c Cell) error {
	return n.do("Place token", func() error {
		if _, err := n.sheet(id); err != nil {
			return err
		}
		if err := n.checkPlayer(player); err != nil {
			return err
		}
		if err := n.checkCell(c); err != nil {
			return err
		}
		n.set(tokenKey(id, player), tokenVal{on: true, at: c})
		return nil
	})
}

// MoveToken moves a player's token one cell in direction d and adds the
// cell to his trail.
func (n *Notebook) MoveToken(id SheetID, player int, d maze.Dir) error {
	return n.do("Move token", func() error {
		s, err := n.sheet(id)
		if err != nil {
			return err
		}
		from, ok := s.tokens[player]
		if !ok {
			return refuse(CodeBadArgument, "player %d has no token on %q", player, s.name)
		}
		if !d.Valid() {
			return refuse(CodeBadArgument, "no direction given")
		}
		to := from.Step(d)
		if err := n.checkCell(to); err != nil {
			return err
		}
		n.moveToken(id, player, from, to)
		return nil
	})
}

// RemoveToken takes a player's token off the sheet (his trail stays).
func (n *Notebook) RemoveToken(id SheetID, player int) error {
	return n.do("Remove token", func() error {
		if _, err := n.sheet(id); err != nil {
			return err
		}
		n.set(tokenKey(id, player), tokenVal{})
		return nil
	})
}

// SetTrail replaces a player's trail on the sheet; nil clears it.
func (n *Notebook) SetTrail(id SheetID, player int, cells []Cell) error {
	return n.do("Trail", func() error {
		if _, err := n.sheet(id); err != nil {
			return err
		}
		if err := n.checkPlayer(player); err != nil {
			return err
		}
		for _, c := range cells {
			if err := n.checkCell(c); err != nil {
				return err
			}
		}
		n.set(trailKey(id, player), slices.Clone(cells))
		return nil
	})
}

// NoteRef is one note of the notebook, for the searchable list of notes.
type NoteRef struct {
	Sheet SheetID
	At    Cell
	Text  string
}

// Notes lists the notes whose text contains query (ignoring case; "" for
// all), sheet by sheet in tab order, row by row.
func (n *Notebook) Notes(query string) []NoteRef {
	q := strings.ToLower(query)
	var out []NoteRef
	for _, id := range n.order {
		s := n.sheets[id]
		for _, c := range s.Cells() {
			m := s.cells[c][SlotNote]
			if !m.Empty() && strings.Contains(strings.ToLower(m.Text), q) {
				out = append(out, NoteRef{Sheet: id, At: c, Text: m.Text})
			}
		}
	}
	return out
}
