package editor

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	document "github.com/labyrinth-game/labyrinth/app/editor"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// The Cell tab's sections for what maze format version 2 added: a
// weaponry's stock, the Key, the staircases and the creatures of a cell.

// stock is the section of a weaponry's stock: a box for each good; none
// ticked gives what the rules give (§4.3).
func (in *inspector) stock(p maze.Pos, g maze.Goods, act func(func() error) func()) []fyne.CanvasObject {
	d := in.e.doc
	objs := []fyne.CanvasObject{sectionTitle("What this weaponry gives")}
	var boxes []fyne.CanvasObject
	for i, name := range maze.GoodsNames {
		good := maze.Goods(1) << i
		label := fmt.Sprintf("%s (%c)", shell.UpperFirst(name), planview.StockInitials[i])
		box := widget.NewCheck(label, func(on bool) {
			next := g &^ good
			if on {
				next |= good
			}
			act(func() error { return d.SetStock(p, next) })()
		})
		box.Checked = g.Has(good)
		boxes = append(boxes, box)
	}
	objs = append(objs, container.NewGridWithColumns(2, boxes...))
	if g == 0 {
		objs = append(objs, note("Nothing ticked: it gives what the rules say a weaponry gives (§4.3). Tick goods to give only those (001 l.108)."))
	}
	return objs
}

// keyStairsCreatures is the section of the Key, the staircases and the
// creatures whose cave the cell is.
func (in *inspector) keyStairsCreatures(p maze.Pos, act func(func() error) func()) []fyne.CanvasObject {
	e, d := in.e, in.e.doc
	m := d.Maze()
	objs := []fyne.CanvasObject{sectionTitle("Key, stairs and creatures")}
	keys := d.KeysAt(p)
	keyText := "No Key here."
	if keys > 0 {
		keyText = "The Key lies here: it opens the locked exits (002 l.14)."
	}
	putKey := widget.NewButton("Put the Key here", act(func() error { return d.AddKey(p) }))
	takeKey := widget.NewButton("Take the Key away", act(func() error { return d.RemoveKey(p) }))
	if keys > 0 {
		putKey.Disable()
	} else {
		takeKey.Disable()
	}
	objs = append(objs, note(keyText), container.NewGridWithColumns(2, putKey, takeKey))
	if m.Floors() > 1 {
		above := maze.Pos{X: p.X, Y: p.Y, Floor: p.Floor + 1}
		below := maze.Pos{X: p.X, Y: p.Y, Floor: p.Floor - 1}
		if p.Floor+1 < m.Floors() {
			up := widget.NewCheck(fmt.Sprintf("Staircase up to floor %d", above.Floor+1), func(on bool) {
				act(func() error { return d.SetStairs(p, on) })()
			})
			up.Checked = d.StairsAt(p)
			if !m.Inside(above) && !up.Checked {
				up.Disable()
			}
			objs = append(objs, up)
		}
		if p.Floor > 0 {
			down := widget.NewCheck(fmt.Sprintf("Staircase down to floor %d", below.Floor+1), func(on bool) {
				act(func() error { return d.SetStairs(below, on) })()
			})
			down.Checked = d.StairsAt(below)
			if !m.Inside(below) && !down.Checked {
				down.Disable()
			}
			objs = append(objs, down)
		}
	}
	creatures := d.CreaturesAt(p)
	if len(creatures) == 0 {
		objs = append(objs, note("No creature's cave. The Creatures tool ("+e.keyHint("tool.creatures")+") puts one."))
	}
	for i, c := range creatures {
		row := container.NewBorder(nil, nil, nil,
			widget.NewButtonWithIcon("", theme.DeleteIcon(), act(func() error { return d.RemoveCreatureAt(p, i) })),
			note(shell.UpperFirst(document.DescribeCreature(c))+"."))
		objs = append(objs, row)
	}
	return objs
}
