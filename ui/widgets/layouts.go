package widgets

import "fyne.io/fyne/v2"

// The small layouts the screens share. Each places its objects over its
// whole area, one on top of the other, and differs in the size it asks for
// (and Bounded, FixedHeight and FixedSize in how much of the area they
// take).

// Bounded centres its objects and lets them grow only up to Max, so
// that a maximised window keeps the start screen compact instead of
// stretching four cards across a wide monitor. It never shrinks them below
// their minimum size.
type Bounded struct {
	Max fyne.Size
}

func (l Bounded) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		least := o.MinSize()
		w := max(least.Width, min(size.Width, l.Max.Width))
		h := max(least.Height, min(size.Height, l.Max.Height))
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos((size.Width-w)/2, (size.Height-h)/2))
	}
}

func (l Bounded) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

// Stretch lays its objects over the whole area and reports at least Min
// as its minimum size. At the root of a window Min sets the smallest size
// the window can be resized to (shell.MinWindowSize). After, when set, is
// called once the objects are laid out: a view that zooms with its area
// reports its new zoom, or draws what depends on its size.
type Stretch struct {
	Min   fyne.Size
	After func()
}

func (l Stretch) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	fill(objects, size)
	if l.After != nil {
		l.After()
	}
}

func (l Stretch) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := l.Min
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

// Width gives its objects a fixed width and asks them for their height
// at that width. Wrapped text reports its height only for the width it has,
// so without this a dialog sizes itself for text one word wide.
type Width struct {
	Width float32
}

func (l Width) Layout(objects []fyne.CanvasObject, size fyne.Size) { fill(objects, size) }

func (l Width) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(l.Width, 0)
	for _, o := range objects {
		if o.Size().Width != l.Width {
			o.Resize(fyne.NewSize(l.Width, o.MinSize().Height))
		}
		s = s.Max(fyne.NewSize(l.Width, o.MinSize().Height))
	}
	return s
}

// FixedWidth asks for exactly Width, and the height of its tallest
// object: a side panel keeps room for its text when a split is dragged,
// and no more (a long line in a tab must not push the plan aside); a
// field is as wide as what is typed in it needs.
type FixedWidth struct {
	Width float32
}

func (l FixedWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) { fill(objects, size) }

func (l FixedWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(l.Width, 0)
	for _, o := range objects {
		s.Height = max(s.Height, o.MinSize().Height)
	}
	return s
}

// FixedHeight gives its objects Height, centred in the area, and the
// whole width (a colour scale under a legend).
type FixedHeight struct {
	Height float32
}

func (l FixedHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, (size.Height-l.Height)/2))
		o.Resize(fyne.NewSize(size.Width, l.Height))
	}
}

func (l FixedHeight) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(40, l.Height)
}

// FixedSize gives its objects Size, centred in the area, and asks for it
// (a sample in a legend).
type FixedSize struct {
	Size fyne.Size
}

func (l FixedSize) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Resize(l.Size)
		o.Move(fyne.NewPos((size.Width-l.Size.Width)/2, (size.Height-l.Size.Height)/2))
	}
}

func (l FixedSize) MinSize([]fyne.CanvasObject) fyne.Size { return l.Size }

// fill lays every object over the whole area.
func fill(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
