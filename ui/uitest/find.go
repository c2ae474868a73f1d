package uitest

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Texts collects every piece of text drawn under o, so that tests can ask
// what a player would read without depending on the widget tree's shape.
func Texts(o fyne.CanvasObject) []string {
	var out []string
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.RichText:
			out = append(out, v.String())
			return
		case *widget.Label:
			out = append(out, v.Text)
			return
		case *widget.Button:
			out = append(out, v.Text)
			return
		case *widgets.DismissButton:
			out = append(out, v.Text)
			return
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
			return
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// Contains reports whether any of all contains want.
func Contains(all []string, want string) bool {
	for _, s := range all {
		if strings.Contains(s, want) {
			return true
		}
	}
	return false
}

// TopOverlayText is everything written in the window's topmost dialog.
func TopOverlayText(w fyne.Window) []string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	return Texts(top)
}

// Walk calls visit on o and everything drawn under it, a container's
// objects and a widget's renderer's, in order, until visit returns false;
// nothing is visited after that.
func Walk(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	var walk func(fyne.CanvasObject) bool
	walk = func(o fyne.CanvasObject) bool {
		if o == nil {
			return true
		}
		if !visit(o) {
			return false
		}
		var children []fyne.CanvasObject
		switch v := o.(type) {
		case *fyne.Container:
			children = v.Objects
		case fyne.Widget:
			children = test.WidgetRenderer(v).Objects()
		}
		for _, c := range children {
			if !walk(c) {
				return false
			}
		}
		return true
	}
	walk(o)
}

// FindButton finds a button (of any kind) by its text under o.
func FindButton(o fyne.CanvasObject, text string) fyne.Tappable {
	var found fyne.Tappable
	Walk(o, func(o fyne.CanvasObject) bool {
		switch v := o.(type) {
		case *widget.Button:
			if v.Text == text {
				found = v
			}
		case *widgets.DismissButton:
			if v.Text == text {
				found = v
			}
		case *widgets.TipButton:
			if v.Text == text {
				found = v
			}
		}
		return found == nil
	})
	return found
}

// TapDialogButton taps a button of the topmost dialog.
func TapDialogButton(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog open to press %q in", text)
	}
	b := FindButton(top, text)
	if b == nil {
		t.Fatalf("the dialog has no %q button; it shows %q", text, Texts(top))
	}
	test.Tap(b)
}

// Near reports whether two colours are within a few steps of each other.
func Near(a, b color.NRGBA) bool {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) <= 12 && d(a.G, b.G) <= 12 && d(a.B, b.B) <= 12
}

// Press delivers a key as a desktop window does: to the widget with the
// focus, else to the window's own handler.
func Press(w fyne.Window, k fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: k}
	c := w.Canvas()
	switch {
	case c.Focused() != nil:
		c.Focused().TypedKey(ev)
	case c.OnTypedKey() != nil:
		c.OnTypedKey()(ev)
	}
}
