package planview

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// FloorSwitch chooses the floor a View shows, for a maze of several
// floors: a list "Floor 1", "Floor 2", … that follows the view whichever
// way its floor changes (the list, Page Up and Page Down where the screen
// binds view.floorup and view.floordown to Step, a replay that walks onto
// another floor). It is hidden while the maze has one floor, so a screen
// puts it in its bar whatever the maze. The editor, the game screen's
// reveal and the game master's table and reveal use it.
type FloorSwitch struct {
	view *View
	sel  *widget.Select
	// OnChanged is called after the player chose another floor with the
	// switch or Step (not when the view's floor changed otherwise).
	OnChanged func(floor int)
}

// NewFloorSwitch makes the switch of v's floors. A view has one switch.
func NewFloorSwitch(v *View) *FloorSwitch {
	s := &FloorSwitch{view: v}
	s.sel = widget.NewSelect(nil, func(name string) {
		if f, ok := floorOf(name); ok && f != v.Floor() {
			s.set(f)
		}
	})
	v.floors = s
	s.sync()
	return s
}

// FloorName is a floor's name for people, from floor 0: "Floor 1".
func FloorName(f int) string { return "Floor " + strconv.Itoa(f+1) }

func floorOf(name string) (int, bool) {
	var f int
	if _, err := fmt.Sscanf(name, "Floor %d", &f); err != nil {
		return 0, false
	}
	return f - 1, true
}

// Object is the switch, to put in a bar.
func (s *FloorSwitch) Object() fyne.CanvasObject { return s.sel }

// Select is the list itself (for tests and for a screen that lays it out
// with a label).
func (s *FloorSwitch) Select() *widget.Select { return s.sel }

// Step shows the floor d above (d > 0) or below (d < 0) the one on show,
// when there is one.
func (s *FloorSwitch) Step(d int) {
	m := s.view.Maze()
	f := s.view.Floor() + d
	if m == nil || f < 0 || f >= m.Floors() {
		return
	}
	s.set(f)
}

func (s *FloorSwitch) set(f int) {
	s.view.SetFloor(f)
	if s.OnChanged != nil {
		s.OnChanged(s.view.Floor())
	}
}

// sync follows the view: the floors of its maze, the one on show, and
// whether there is anything to switch.
func (s *FloorSwitch) sync() {
	n := 1
	if m := s.view.Maze(); m != nil {
		n = m.Floors()
	}
	if len(s.sel.Options) != n {
		opts := make([]string, n)
		for f := range n {
			opts[f] = FloorName(f)
		}
		s.sel.Options = opts
		s.sel.Refresh()
	}
	if want := FloorName(s.view.Floor()); s.sel.Selected != want {
		onChanged := s.sel.OnChanged
		s.sel.OnChanged = nil
		s.sel.SetSelected(want)
		s.sel.OnChanged = onChanged
	}
	if n > 1 {
		s.sel.Show()
	} else {
		s.sel.Hide()
	}
}
