package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Pairs lays label and value pairs (its objects, two by two) out
// like a form. The first Split pairs make the first column; the others a
// second column beside it, whose values get Second wide, when that leaves
// the first at least Column wide; else the pairs make one column. Each
// value has what its column leaves beside the widest label and wraps there,
// so nothing overlaps or is cut at any width. Hidden pairs take no room.
type Pairs struct {
	Column, Second float32
	Split          int
	// width is the width it was last laid out at: a wrapped value's height
	// depends on it.
	width float32
}

func (l *Pairs) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	l.arrange(objects, size.Width, true)
}

func (l *Pairs) MinSize(objects []fyne.CanvasObject) fyne.Size {
	w := l.width
	if w <= 0 {
		w = l.Column
	}
	return fyne.NewSize(l.Column, l.arrange(objects, w, false))
}

// arrange places the pairs for width w (when place is set) and returns the
// height they take.
func (l *Pairs) arrange(objects []fyne.CanvasObject, w float32, place bool) float32 {
	gap := theme.Padding() * 4
	cut := min(2*l.Split, len(objects))
	cols := [][]fyne.CanvasObject{objects}
	widths := []float32{w}
	if second := labelWidth(objects[cut:]) + l.Second; cut < len(objects) && w-second-gap >= l.Column {
		cols = [][]fyne.CanvasObject{objects[:cut], objects[cut:]}
		widths = []float32{w - second - gap, second}
	}
	var height, x float32
	for c, col := range cols {
		labelW := labelWidth(col)
		valueW := max(widths[c]-labelW, 1)
		y := float32(0)
		for i := 0; i+1 < len(col); i += 2 {
			label, value := col[i], col[i+1]
			if !label.Visible() {
				continue
			}
			if value.Size().Width != valueW {
				value.Resize(fyne.NewSize(valueW, value.MinSize().Height))
			}
			rowH := max(label.MinSize().Height, value.MinSize().Height)
			if place {
				label.Move(fyne.NewPos(x, y))
				label.Resize(fyne.NewSize(labelW, label.MinSize().Height))
				value.Move(fyne.NewPos(x+labelW, y))
				value.Resize(fyne.NewSize(valueW, rowH))
			}
			y += rowH
		}
		height = max(height, y)
		x += widths[c] + gap
	}
	return height
}

// labelWidth is the width of the widest visible label of pairs.
func labelWidth(pairs []fyne.CanvasObject) float32 {
	var w float32
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i].Visible() {
			w = max(w, pairs[i].MinSize().Width)
		}
	}
	return w
}
