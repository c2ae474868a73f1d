package viewport

import "fyne.io/fyne/v2"

// Pool is a growing list of overlay objects of one kind (the outlines of a
// set of cells, the lines of a path), reused from one layout to the next:
// the first n are shown, the rest hidden.
type Pool[T fyne.CanvasObject] struct {
	items []T
	make  func() T
	grown *bool
}

// NewPool makes an empty pool whose objects make makes. When it makes one,
// it sets *grown: the renderer's list of objects is then out of date.
func NewPool[T fyne.CanvasObject](make func() T, grown *bool) Pool[T] {
	return Pool[T]{make: make, grown: grown}
}

// Get returns the i-th object, shown, making it when the pool is too
// small.
func (p *Pool[T]) Get(i int) T {
	for len(p.items) <= i {
		p.items = append(p.items, p.make())
		*p.grown = true
	}
	o := p.items[i]
	o.Show()
	return o
}

// HideFrom hides the objects from the n-th on.
func (p *Pool[T]) HideFrom(n int) {
	for _, o := range p.items[min(n, len(p.items)):] {
		if o.Visible() {
			o.Hide()
		}
	}
}

// Items is every object made so far, shown or not.
func (p *Pool[T]) Items() []T { return p.items }

// Objects is Items as canvas objects, for a renderer's list.
func (p *Pool[T]) Objects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(p.items))
	for i, o := range p.items {
		out[i] = o
	}
	return out
}

// Refresh repaints o, one of widget w's overlay objects. canvas.Refresh
// would not do: it finds an object's window from the frames already drawn,
// so an object shown for the first time would wait for some other change
// to appear. Refreshing the whole widget instead would also upload its
// cached picture again.
func Refresh(w, o fyne.CanvasObject) {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(w); c != nil {
			c.Refresh(o)
			return
		}
	}
	o.Refresh()
}

// ClipLine cuts the segment p1–p2 to a view of the given size, with a
// little room around it for the line's width (Liang and Barsky's
// algorithm), so that a zoomed-in view does not hand Fyne lines thousands
// of pixels long; ok is false when nothing of it is in view.
func ClipLine(p1, p2 fyne.Position, size fyne.Size) (fyne.Position, fyne.Position, bool) {
	const room = 16
	x0, y0, x1, y1 := float32(-room), float32(-room), size.Width+room, size.Height+room
	t0, t1 := float32(0), float32(1)
	dx, dy := p2.X-p1.X, p2.Y-p1.Y
	for _, e := range [4][2]float32{{-dx, p1.X - x0}, {dx, x1 - p1.X}, {-dy, p1.Y - y0}, {dy, y1 - p1.Y}} {
		p, q := e[0], e[1]
		switch {
		case p == 0:
			if q < 0 {
				return p1, p2, false
			}
		case p < 0:
			t0 = max(t0, q/p)
		default:
			t1 = min(t1, q/p)
		}
	}
	if t0 > t1 {
		return p1, p2, false
	}
	return fyne.NewPos(p1.X+t0*dx, p1.Y+t0*dy), fyne.NewPos(p1.X+t1*dx, p1.Y+t1*dy), true
}
