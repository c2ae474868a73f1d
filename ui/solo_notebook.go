package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// notebookPanel is the player's notebook beside the log: the sheets of
// graph paper he draws the labyrinth on (ui/notebookview), fed with every
// announcement through the notebook's move log.
type notebookPanel struct {
	g    *soloScreen
	root *fyne.Container
}

func newNotebookPanel(g *soloScreen) *notebookPanel {
	p := &notebookPanel{g: g}
	p.root = container.NewStack(container.NewCenter(mutedText("The notebook appears here.", fyne.TextWrapOff)))
	return p
}

func (p *notebookPanel) content() fyne.CanvasObject { return p.root }

// heard follows the game after each answer.
func (p *notebookPanel) heard() {}

func (p *notebookPanel) undo() { p.g.nb.Undo() }
func (p *notebookPanel) redo() { p.g.nb.Redo() }

func (p *notebookPanel) close() {}
