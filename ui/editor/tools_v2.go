package editor

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	document "github.com/labyrinth-game/labyrinth/app/editor"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// The tools for what maze format version 2 added (docs/maze-format.md):
// doors, windows and locks on sides, staircases between floors, and
// creatures with their caves and paths. Swamps, casinos and elevators are
// painted with the painting tools, the Key placed with the treasures, the
// new items with the loose items, and a weaponry's stock set in the Cell
// tab.

// doorsTool puts one-way doors or windows in the walls between cells, and
// locks on exits: the walls tool's habits, for the marks a wall carries.
type doorsTool struct {
	toolInfo
	clicks
}

func (*doorsTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	if !ev.OnEdge {
		e.say("Click nearer a side of a cell: the side under the pointer lights up.")
		return
	}
	d := e.doc
	switch {
	case ev.Outer && secondary:
		e.refused(d.SetLocked(ev.Edge, false))
	case ev.Outer:
		e.refused(d.SetLocked(ev.Edge, !d.LockedAt(ev.Edge)))
	case secondary && d.DoorAt(ev.Edge) != maze.NoDir:
		e.refused(d.SetDoor(ev.Edge, maze.NoDir))
	case secondary:
		e.refused(d.SetWindow(ev.Edge, false))
	case e.window:
		e.refused(d.SetWindow(ev.Edge, !d.WindowAt(ev.Edge)))
	default:
		e.refused(d.CycleDoor(ev.Edge))
	}
}

func (t *doorsTool) options(e *Screen) ([]fyne.CanvasObject, string) {
	r := widget.NewRadioGroup([]string{"One-way door", "Window"}, func(s string) { e.window = s == "Window" })
	r.Horizontal = true
	r.Selected = "One-way door"
	if e.window {
		r.Selected = "Window"
		return []fyne.CanvasObject{r}, "Click a side: a window, or none. Border: a lock."
	}
	r.Required = true
	return []fyne.CanvasObject{r}, "Click a side: a door; again: the other way; again: none. Border: a lock."
}

// stairsTool builds and removes staircases between a cell and the cell
// above it.
type stairsTool struct {
	toolInfo
	clicks
}

func (*stairsTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	if !e.cellOK(ev.Hit) {
		return
	}
	d := e.doc
	p := ev.Cell
	e.selectCell(p)
	if d.Maze().Floors() < 2 {
		e.say("A staircase joins two floors: give the maze more floors in the Maze tab first.", p)
		return
	}
	// On the top floor a click means the staircase down to it.
	from := p
	if p.Floor == d.Maze().Floors()-1 {
		from.Floor--
	}
	on := !d.StairsAt(from)
	if secondary {
		on = false
	}
	e.refused(d.SetStairs(from, on))
}

func (t *stairsTool) options(e *Screen) ([]fyne.CanvasObject, string) {
	m := e.doc.Maze()
	if m.Floors() < 2 {
		return nil, "A staircase joins two floors: this maze has one. Set its floors in the Maze tab."
	}
	f := e.view.Floor()
	if f == m.Floors()-1 {
		return nil, fmt.Sprintf("Click a cell: a staircase down to floor %d, or away again. Right-click removes it.", f)
	}
	return nil, fmt.Sprintf("Click a cell: a staircase up to the cell above it on floor %d, or away again. Right-click removes it.", f+2)
}

// creaturesTool puts creatures in the labyrinth: a drag from the cave along
// the path, drawn as a river is (coming back over the path takes it back);
// a click puts a creature without a path, or one that copies the players.
type creaturesTool struct {
	toolInfo
	clicks
}

func (*creaturesTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	if !e.cellOK(ev.Hit) {
		return
	}
	e.selectCell(ev.Cell)
	if secondary {
		e.refused(e.doc.RemoveCreature(ev.Cell))
		return
	}
	e.refused(e.doc.AddCreature(maze.Creature{Kind: e.creature, At: ev.Cell, Mimic: e.mimic}))
}

func (t *creaturesTool) drag(e *Screen, ev planview.DragEvent, phase dragPhase, st *dragState) {
	if e.mimic {
		// A creature that copies the players has no path: a drag is a
		// click where it began.
		t.clicks.drag(e, ev, phase, st)
		return
	}
	switch phase {
	case dragMove:
		st.river = extendPath(st.river, e.doc.Maze(), ev.NewCells)
		e.view.SetPreview(planview.Preview{Cells: st.river})
		steps := max(0, len(st.river)-1)
		if e.thereAndBack {
			steps *= 2
		}
		e.hoverLabel.SetText(fmt.Sprintf("%s from its cave at %s: a path of %s", shell.UpperFirst(e.creature.String()), st.river[0], shell.Counted(steps, "step", "steps")))
	case dragEnd:
		if len(st.river) == 0 {
			return
		}
		dirs, ok := document.PathDirs(st.river)
		if !ok {
			e.say("A creature walks from cell to neighbouring cell: drag through the cells in order.")
			return
		}
		if e.thereAndBack {
			for i := len(dirs) - 1; i >= 0; i-- {
				dirs = append(dirs, dirs[i].Opposite())
			}
		}
		e.selectCell(st.river[0])
		e.refused(e.doc.AddCreature(maze.Creature{Kind: e.creature, At: st.river[0], Path: dirs}))
	}
}

func (t *creaturesTool) options(e *Screen) ([]fyne.CanvasObject, string) {
	kinds := widget.NewRadioGroup([]string{"Bear", "Leprechaun"}, func(s string) {
		e.creature = maze.Bear
		if s == "Leprechaun" {
			e.creature = maze.Leprechaun
		}
	})
	kinds.Horizontal = true
	kinds.Required = true
	kinds.Selected = shell.UpperFirst(e.creature.String())
	mimic := widget.NewCheck("Copies the players", nil)
	mimic.Checked = e.mimic
	back := widget.NewCheck("There and back", func(on bool) { e.thereAndBack = on })
	back.Checked = e.thereAndBack
	mimic.OnChanged = func(on bool) {
		e.mimic = on
		e.updateOptions()
	}
	if e.mimic {
		back.Disable()
		return []fyne.CanvasObject{kinds, mimic, back}, "Click a cell: its cave; it repeats the players' moves. Right-click removes one."
	}
	return []fyne.CanvasObject{kinds, mimic, back}, t.how
}
