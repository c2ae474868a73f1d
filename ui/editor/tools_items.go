package editor

import (
	"fmt"
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
	case e.placeKey && secondary:
		e.refused(e.doc.RemoveKey(ev.Cell))
	case e.placeKey && e.doc.KeysAt(ev.Cell) > 0:
		e.say(fmt.Sprintf("A Key already lies on %s. Right-click takes it away.", ev.Cell), ev.Cell)
	case e.placeKey:
		e.refused(e.doc.AddKey(ev.Cell))
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
	r := widget.NewRadioGroup([]string{"True treasure", "Fake treasure", "Key"}, func(s string) {
		e.trueGem, e.placeKey = s == "True treasure", s == "Key"
	})
	r.Horizontal = true
	switch {
	case e.placeKey:
		r.Selected = "Key"
	case e.trueGem:
		r.Selected = "True treasure"
	default:
		r.Selected = "Fake treasure"
	}
	r.Required = true
	if e.placeKey {
		return []fyne.CanvasObject{r}, "Click: the Key, which opens locked exits. Right-click: it goes."
	}
	return []fyne.CanvasObject{r}, t.how
}

// itemKind is what the items tool puts down.
type itemKind uint8

const (
	itemBullets itemKind = iota
	itemGrenades
	itemLandmines
	itemCorpses
	// Format version 2's (seeds 001 and 002).
	itemKnives
	itemBoats
	itemBoomerangs
	itemCement
)

var itemNames = []string{"Bullets", "Grenades", "Landmines", "Corpses", "Knives", "Boats", "Boomerangs", "Cement"}

func (k itemKind) count(it *maze.Items) *int {
	switch k {
	case itemGrenades:
		return &it.Grenades
	case itemLandmines:
		return &it.Landmines
	case itemCorpses:
		return &it.Corpses
	case itemKnives:
		return &it.Knives
	case itemBoats:
		return &it.Boats
	case itemBoomerangs:
		return &it.Boomerangs
	case itemCement:
		return &it.Cement
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
	// Eight kinds: a list, since a row of eight choices would not fit a
	// window 1024 wide beside the hint.
	r := widget.NewSelect(itemNames, func(s string) { e.item = itemKind(max(0, slices.Index(itemNames, s))) })
	r.Selected = itemNames[e.item]
	return []fyne.CanvasObject{r}, t.how
}
