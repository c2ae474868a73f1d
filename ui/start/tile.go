package start

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// modeTile is one large, clickable card of the start screen: an icon, the
// mode's name, what it is, and whether it is available yet. It activates on
// a click, or on Space or Enter when it has the keyboard focus.
type modeTile struct {
	widget.BaseWidget

	mode     shell.Mode
	ready    bool   // the mode's screen exists (else: "Coming soon")
	hint     string // shortcut shown in the corner, e.g. "Ctrl+1"
	onTapped func()
	// onOtherKey receives the keys the tile does not use, so that window-wide
	// keys such as F1 keep working while a tile has the focus.
	onOtherKey func(*fyne.KeyEvent)

	hovered, focused bool
	frame            *tileRenderer // set once rendered; hover and focus repaint only the frame
}

var (
	_ fyne.Tappable      = (*modeTile)(nil)
	_ fyne.Focusable     = (*modeTile)(nil)
	_ desktop.Hoverable  = (*modeTile)(nil)
	_ desktop.Cursorable = (*modeTile)(nil)
	_ fyne.Accessible    = (*modeTile)(nil)
)

func newModeTile(m shell.Mode, ready bool, hint string, onTapped func()) *modeTile {
	t := &modeTile{mode: m, ready: ready, hint: hint, onTapped: onTapped}
	t.ExtendBaseWidget(t)
	return t
}

func (t *modeTile) Tapped(*fyne.PointEvent) { t.activate() }

func (t *modeTile) activate() {
	if t.onTapped != nil {
		t.onTapped()
	}
}

func (t *modeTile) FocusGained() { t.focused = true; t.refreshFrame() }
func (t *modeTile) FocusLost()   { t.focused = false; t.refreshFrame() }
func (t *modeTile) TypedRune(r rune) {
	if r == ' ' {
		t.activate()
	}
}

func (t *modeTile) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		t.activate()
	case fyne.KeySpace:
		// handled in TypedRune; Fyne reports Space to both
	default:
		if t.onOtherKey != nil {
			t.onOtherKey(ev)
		}
	}
}

func (t *modeTile) MouseIn(*desktop.MouseEvent)    { t.hovered = true; t.refreshFrame() }
func (t *modeTile) MouseMoved(*desktop.MouseEvent) {}
func (t *modeTile) MouseOut()                      { t.hovered = false; t.refreshFrame() }
func (t *modeTile) Cursor() desktop.Cursor         { return desktop.PointerCursor }

// refreshFrame repaints the card's outline without refreshing its text,
// since Widget.Refresh would cascade through every child.
func (t *modeTile) refreshFrame() {
	if t.frame == nil {
		return
	}
	t.frame.applyTheme()
	t.frame.bg.Refresh()
}

func (t *modeTile) AccessibilityLabel() string {
	s := t.mode.Title + ". " + t.mode.Summary
	if !t.ready {
		s += " Coming soon."
	}
	return s
}

func (t *modeTile) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

func (t *modeTile) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(nil)
	iconBg := canvas.NewRectangle(nil)
	icon := widget.NewIcon(theme.NewColoredResource(t.mode.Icon(), theme.ColorNameForegroundOnPrimary))

	title := widget.NewRichText(&widget.TextSegment{
		Text:  t.mode.Title,
		Style: widget.RichTextStyle{SizeName: shell.SizeNameTileTitle, TextStyle: fyne.TextStyle{Bold: true}, ColorName: theme.ColorNameForeground},
	})
	hint := widget.NewRichText(&widget.TextSegment{
		Text:  t.hint,
		Style: widget.RichTextStyle{SizeName: theme.SizeNameCaptionText, ColorName: shell.ColorNameMuted, Inline: true},
	})
	summary := widget.NewRichText(&widget.TextSegment{
		Text:  t.mode.Summary,
		Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted},
	})
	summary.Wrapping = fyne.TextWrapWord

	badgeBg := canvas.NewRectangle(nil)
	badgeText := widget.NewRichText(&widget.TextSegment{
		Text:  "Coming soon",
		Style: widget.RichTextStyle{SizeName: theme.SizeNameCaptionText, TextStyle: fyne.TextStyle{Bold: true}, ColorName: shell.ColorNameMuted, Inline: true},
	})
	badge := container.NewStack(badgeBg, badgeText)
	if t.ready {
		badge.Hide()
	}

	iconBox := container.NewGridWrap(fyne.NewSquareSize(40), container.NewStack(iconBg, container.NewPadded(icon)))
	middle := func(o fyne.CanvasObject) fyne.CanvasObject {
		return container.NewVBox(layout.NewSpacer(), o, layout.NewSpacer())
	}
	head := container.NewBorder(nil, nil, iconBox, middle(hint), middle(title))
	content := container.NewBorder(head, container.NewHBox(badge, layout.NewSpacer()), nil, nil, summary)

	r := &tileRenderer{tile: t, bg: bg, iconBg: iconBg, badgeBg: badgeBg, content: content}
	r.applyTheme()
	t.frame = r
	return r
}

type tileRenderer struct {
	tile                *modeTile
	bg, iconBg, badgeBg *canvas.Rectangle
	content             *fyne.Container
}

// inset is the space between the card's edge and its content.
func (r *tileRenderer) inset() float32 { return 2 * theme.Padding() }

func (r *tileRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	in := r.inset()
	r.content.Move(fyne.NewPos(in, in))
	r.content.Resize(size.SubtractWidthHeight(2*in, 2*in))
}

func (r *tileRenderer) MinSize() fyne.Size {
	in := r.inset()
	return r.content.MinSize().AddWidthHeight(2*in, 2*in)
}

func (r *tileRenderer) applyTheme() {
	radius := theme.Size(theme.SizeNameCardRadius)
	if radius < 8 {
		radius = 8
	}
	r.bg.CornerRadius = radius
	r.bg.FillColor = shell.ThemeColor(shell.ColorNameTile)
	r.bg.StrokeColor = shell.ThemeColor(shell.ColorNameTileBorder)
	r.bg.StrokeWidth = 1
	if r.tile.hovered || r.tile.focused {
		r.bg.StrokeColor = shell.ThemeColor(theme.ColorNamePrimary)
	}
	if r.tile.focused {
		r.bg.StrokeWidth = 2
	}
	r.iconBg.FillColor = shell.ThemeColor(theme.ColorNamePrimary)
	r.iconBg.CornerRadius = radius
	r.badgeBg.FillColor = shell.ThemeColor(shell.ColorNameBadge)
	r.badgeBg.CornerRadius = 10
}

func (r *tileRenderer) Refresh() {
	r.applyTheme()
	r.bg.Refresh()
	r.iconBg.Refresh()
	r.badgeBg.Refresh()
	r.content.Refresh()
}

func (r *tileRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.content}
}

func (r *tileRenderer) Destroy() {}
