package editor

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
)

// The tools that look at a cell and what lies on it: the selection (the
// inspector shows the cell), the treasures and the loose items.

// selectTool makes the cell clicked the one the inspector shows.
type selectTool struct {
	toolInfo
	clicks
}

func (*selectTool) tap(e *Screen, ev planview.TapEvent, _ bool) {
	if ev.InGrid {
		e.selectCell(ev.Cell)
	}
}

// treasureTool puts the true treasure or a fake one on top of a cell's
// stack; a right-click takes the top one away.
type treasureTool struct {
	toolInfo
	clicks
}

// chosen puts the true treasure first, until it is placed.
func (*treasureTool) chosen(e *Screen) {
	_, placed := e.doc.TrueTreasure()
	e.trueGem = !placed
}

func (*treasureTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	if !e.cellOK(ev.Hit) {
		return
	}
	e.selectCell(ev.Cell)
	switch {
	case secondary:
		e.refused(e.doc.RemoveTreasure(ev.Cell))
	case e.trueGem:
		e.refused(e.doc.PlaceTrueTreasure(ev.Cell))
		// There is one true treasure (§8.3): the next clicks add fakes.
		e.trueGem = false
		e.updateOptions()
	default:
		e.refused(e.doc.AddFakeTreasure(ev.Cell))
	}
}

func (t *treasureTool) options(e *Screen) ([]fyne.CanvasObject, string) {
	r := widget.NewRadioGroup([]string{"True treasure", "Fake treasure"}, func(s string) { e.trueGem = s == "True treasure" })
	r.Horizontal = true
	if e.trueGem {
		r.Selected = "True treasure"
	} else {
		r.Selected = "Fake treasure"
	}
	r.Required = true
	return []fyne.CanvasObject{r}, t.how
}

// itemKind is what the items tool puts down.
type itemKind uint8

const (
	itemBullets itemKind = iota
	itemGrenades
	itemLandmines
	itemCorpses
)

var itemNames = []string{"Bullets", "Grenades", "Landmines", "Corpses"}

func (k itemKind) count(it *maze.Items) *int {
	switch k {
	case itemGrenades:
		return &it.Grenades
	case itemLandmines:
		return &it.Landmines
	case itemCorpses:
		return &it.Corpses
	}
	return &it.Bullets
}

// itemsTool adds one item of the kind chosen to a cell; a right-click
// takes one away.
type itemsTool struct {
	toolInfo
	clicks
}

func (*itemsTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	if !e.cellOK(ev.Hit) {
		return
	}
	e.selectCell(ev.Cell)
	it := e.doc.ItemsAt(ev.Cell)
	n := e.item.count(&it)
	if secondary {
		if *n == 0 {
			return
		}
		*n--
	} else {
		*n++
	}
	e.refused(e.doc.SetItems(ev.Cell, it))
}

func (t *itemsTool) options(e *Screen) ([]fyne.CanvasObject, string) {
	r := widget.NewRadioGroup(itemNames, func(s string) { e.item = itemKind(max(0, slices.Index(itemNames, s))) })
	r.Horizontal = true
	r.Selected = itemNames[e.item]
	r.Required = true
	return []fyne.CanvasObject{r}, t.how
}
