package drive

import (
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// CellTapper is what a grid widget (the plan, the notebook) may implement
// so that the tap-cell command taps one of its cells as a player's click
// would. The error says why it could not (outside the grid, nothing to do
// there). The plan widget (ui/planview) implements it.
type CellTapper interface {
	TapCell(x, y int) error
}

// Describer is what a widget that draws rather than writes (the plan's
// pieces) may implement so that wait, gone, click and dump read what it
// shows: a line each, in words ("piece A at (2,3)"). The plan widget
// (ui/planview) implements it.
type Describer interface {
	DriveTexts() []string
}

// node is one piece of text the window draws, with what would receive a
// tap on it.
type node struct {
	obj  fyne.CanvasObject
	kind string // button, label, text, rich, entry, check, select, radio, link, drawn
	text string
	// placeholder is an entry's.
	placeholder string
	pos         fyne.Position // absolute, in the canvas
	size        fyne.Size
	// tap is the innermost tappable thing around the text (itself
	// included), at tapPos (absolute).
	tap    fyne.Tappable
	tapPos fyne.Position
}

// layers are what the canvas shows, the topmost first: the open dialogs
// and pop-ups, top first, then the content. A player can only reach the
// topmost.
func layers(c fyne.Canvas) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	list := c.Overlays().List()
	for i := len(list) - 1; i >= 0; i-- {
		out = append(out, list[i])
	}
	if c.Content() != nil {
		out = append(out, c.Content())
	}
	return out
}

// walk calls visit on every visible object under root and its absolute
// position, in drawing order, with the innermost tappable around it.
func walk(root fyne.CanvasObject, visit func(o fyne.CanvasObject, pos fyne.Position, tap fyne.Tappable, tapPos fyne.Position) (descend bool)) {
	var rec func(o fyne.CanvasObject, origin fyne.Position, tap fyne.Tappable, tapPos fyne.Position)
	rec = func(o fyne.CanvasObject, origin fyne.Position, tap fyne.Tappable, tapPos fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		pos := origin.Add(o.Position())
		if t, ok := o.(fyne.Tappable); ok {
			tap, tapPos = t, pos
		}
		if !visit(o, pos, tap, tapPos) {
			return
		}
		var children []fyne.CanvasObject
		switch v := o.(type) {
		case *fyne.Container:
			children = v.Objects
		case fyne.Widget:
			if r, ok := cachedRenderer(v); ok {
				children = r.Objects()
			}
		}
		for _, ch := range children {
			rec(ch, pos, tap, tapPos)
		}
	}
	rec(root, fyne.Position{}, nil, fyne.Position{})
}

// texts are the pieces of text drawn under root, in drawing order.
func texts(root fyne.CanvasObject) []node {
	var out []node
	walk(root, func(o fyne.CanvasObject, pos fyne.Position, tap fyne.Tappable, tapPos fyne.Position) bool {
		if d, ok := o.(Describer); ok {
			for _, t := range d.DriveTexts() {
				out = append(out, node{obj: o, kind: "drawn", text: t, pos: pos, size: o.Size(), tap: tap, tapPos: tapPos})
			}
		}
		n, leaf := describe(o)
		if n.kind != "" {
			n.obj, n.pos, n.size, n.tap, n.tapPos = o, pos, o.Size(), tap, tapPos
			out = append(out, n)
		}
		return !leaf
	})
	return out
}

// describe says what text o draws, if any, and whether its parts need no
// walking (a label's rich text would repeat it).
func describe(o fyne.CanvasObject) (n node, leaf bool) {
	if e := entryOf(o); e != nil {
		return node{kind: "entry", text: e.Text, placeholder: e.PlaceHolder}, true
	}
	switch v := o.(type) {
	case *widget.Label:
		return node{kind: "label", text: v.Text}, true
	case *widget.Button:
		return node{kind: "button", text: v.Text}, true
	case *widget.RichText:
		return node{kind: "rich", text: v.String()}, true
	case *widget.Hyperlink:
		return node{kind: "link", text: v.Text}, true
	case *widget.Check:
		return node{kind: "check", text: v.Text}, true
	case *widget.Select:
		text := v.Selected
		if text == "" {
			text = v.PlaceHolder
		}
		return node{kind: "select", text: text, placeholder: v.PlaceHolder}, true
	case *widget.RadioGroup:
		// Its choices are walked too: they are what a click finds.
		return node{kind: "radio", text: v.Selected}, false
	case *canvas.Text:
		return node{kind: "text", text: v.Text}, true
	}
	return node{}, false
}

var entryType = reflect.TypeOf(widget.Entry{})

// entryOf is the text field o is, or embeds (a screen's own field type
// built on widget.Entry or *widget.Entry), or nil.
func entryOf(o fyne.CanvasObject) *widget.Entry {
	if e, ok := o.(*widget.Entry); ok {
		return e
	}
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	s := v.Elem()
	for i := 0; i < s.NumField(); i++ {
		f := s.Type().Field(i)
		switch {
		case !f.Anonymous:
		case f.Type == entryType:
			return s.Field(i).Addr().Interface().(*widget.Entry)
		case f.Type == reflect.PointerTo(entryType) && !s.Field(i).IsNil():
			return s.Field(i).Interface().(*widget.Entry)
		}
	}
	return nil
}

// matches are the nodes whose text is want (surrounding spaces aside) or,
// when none is, contains it.
func matches(nodes []node, want string) []node {
	want = strings.TrimSpace(want)
	var exact, within []node
	for _, n := range nodes {
		t := strings.TrimSpace(n.text)
		switch {
		case t == want:
			exact = append(exact, n)
		case strings.Contains(t, want):
			within = append(within, n)
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return within
}
