package notebookview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/notebook"
)

// SetNote writes the note of a cell in the tool's pen and colour; blank
// text erases it. It is what a screen calls with the text OnNote asked
// for.
func (v *View) SetNote(c notebook.Cell, text string) {
	if v.nb == nil {
		return
	}
	v.do(func() error {
		if err := v.nb.SetCursor(v.sheet, c); err != nil {
			return err
		}
		return v.nb.NoteAtCursor(v.sheet, text)
	})
}

// askNote asks for the note of the cursor's cell: through OnNote, or with
// the view's own entry over the cell.
func (v *View) askNote() {
	s := v.sheetNow()
	if s == nil {
		return
	}
	c := s.Cursor()
	text := s.Mark(c, notebook.SlotNote).Text
	// Deferred past the key's own character ('n'), which would otherwise
	// be typed into the entry about to take the focus.
	fyne.Do(func() {
		if v.OnNote != nil {
			v.OnNote(c, text)
			return
		}
		v.openNote(c, text)
	})
}

// openNote is the view's own entry for a note, over the cell.
func (v *View) openNote(c notebook.Cell, text string) {
	app := fyne.CurrentApp()
	if app == nil {
		return
	}
	cv := app.Driver().CanvasForObject(v)
	if cv == nil {
		return
	}
	e := newNoteEntry()
	e.SetPlaceHolder("Note for " + c.String() + " — Enter to keep, Escape to leave")
	e.SetText(text)
	var pop *widget.PopUp
	closeIt := func() {
		v.noteOpen = false
		pop.Hide()
		cv.Focus(v)
	}
	e.OnSubmitted = func(t string) {
		closeIt()
		v.SetNote(c, t)
	}
	e.onEscape = closeIt
	pop = widget.NewPopUp(e, cv)
	pos, size := v.CellRect(c)
	abs := app.Driver().AbsolutePositionForObject(v)
	width := max(float32(280), min(float32(420), v.Size().Width*0.6))
	pop.Resize(fyne.NewSize(width, e.MinSize().Height))
	at := abs.Add(pos).AddXY(0, size.Height+4)
	// Kept inside the window.
	cs := cv.Size()
	at.X = max(0, min(at.X, cs.Width-width))
	if at.Y+e.MinSize().Height > cs.Height {
		at.Y = abs.Y + pos.Y - e.MinSize().Height - 4
	}
	v.noteOpen = true
	pop.ShowAtPosition(at)
	cv.Focus(e)
}

// noteEntry is a one-line entry that also hears Escape.
type noteEntry struct {
	widget.Entry
	onEscape func()
}

func newNoteEntry() *noteEntry {
	e := &noteEntry{}
	e.ExtendBaseWidget(e)
	return e
}

func (e *noteEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(ev)
}
