package ui

import "fyne.io/fyne/v2"

// boundedLayout centres its objects and lets them grow only up to max, so
// that a maximised window keeps the start screen compact instead of
// stretching four cards across a wide monitor. It never shrinks them below
// their minimum size.
type boundedLayout struct {
	max fyne.Size
}

func (l boundedLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		least := o.MinSize()
		w := max(least.Width, min(size.Width, l.max.Width))
		h := max(least.Height, min(size.Height, l.max.Height))
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos((size.Width-w)/2, (size.Height-h)/2))
	}
}

func (l boundedLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

// floorLayout stretches its objects over the whole area but reports at least
// floor as its minimum size; at the root of a window it sets the smallest
// size the window can be resized to.
type floorLayout struct {
	floor fyne.Size
}

func (l floorLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l floorLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := l.floor
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

// widthLayout gives its objects a fixed width and asks them for their height
// at that width. Wrapped text reports its height only for the width it has,
// so without this a dialog sizes itself for text one word wide.
type widthLayout struct {
	width float32
}

func (l widthLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l widthLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(l.width, 0)
	for _, o := range objects {
		if o.Size().Width != l.width {
			o.Resize(fyne.NewSize(l.width, o.MinSize().Height))
		}
		s = s.Max(fyne.NewSize(l.width, o.MinSize().Height))
	}
	return s
}
