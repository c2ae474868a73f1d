package editor

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
)

// TestLegendShowsEverySign: every sign of the legend is drawn (its picture
// differs from blank land), each name once; the signs of version 2 are
// plans that only version 2 holds, one for each thing it adds.
func TestLegendShowsEverySign(t *testing.T) {
	reference, version2 := legendEntries()
	names := map[string]bool{}
	const c = 30
	for _, en := range append(reference, version2...) {
		if names[en.name] {
			t.Errorf("%q twice", en.name)
		}
		names[en.name] = true
		blank, _ := maze.NewFloors(en.m.Width(), en.m.Height(), en.m.Floors())
		a := planview.Image(en.m, planview.ImageOptions{CellSize: c, Floor: en.floor})
		b := planview.Image(blank, planview.ImageOptions{CellSize: c, Floor: en.floor})
		r := image.Rect(int((en.from.X+1)*c), int((en.from.Y+1)*c), int((en.to.X+1)*c), int((en.to.Y+1)*c))
		same := true
		for y := r.Min.Y; y < r.Max.Y && same; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if a.RGBAAt(x, y) != b.RGBAAt(x, y) {
					same = false
					break
				}
			}
		}
		if same {
			t.Errorf("%q: the picture shows nothing", en.name)
		}
	}
	if len(version2) < 12 {
		t.Errorf("%d signs of version 2, want one for each thing it adds", len(version2))
	}
	for _, en := range version2 {
		if en.m.Version() != 2 {
			t.Errorf("%q is not a sign of version 2", en.name)
		}
	}
}

func TestLegendIsATab(t *testing.T) {
	e, _ := newTestEditor(t, blank(4, 4))
	var found *container.TabItem
	for _, it := range e.tabs.Items {
		if it.Text == "Legend" {
			found = it
		}
	}
	if found == nil {
		t.Fatal("no Legend tab")
	}
	e.tabs.Select(found)
	findLabel := false
	walk(found.Content.(*container.Scroll).Content, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == "One-way door, passed the way it points" {
			findLabel = true
		}
	})
	if !findLabel {
		t.Error("the legend does not name the one-way door")
	}
}
