package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// MutedText is secondary text in the theme's muted colour, which stays
// legible on both papers (a low-importance label is too faint on light).
func MutedText(s string, wrap fyne.TextWrap) *widget.RichText {
	rt := widget.NewRichText(&widget.TextSegment{Text: s, Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true}})
	rt.Wrapping = wrap
	return rt
}

// SetMuted changes the text of a MutedText.
func SetMuted(rt *widget.RichText, s string) {
	rt.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: s, Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true}}}
	rt.Refresh()
}

// SetMessage shows a screen's message: in the muted colour, or in the
// error colour when it says what went wrong.
func SetMessage(rt *widget.RichText, msg string, bad bool) {
	colour := shell.ColorNameMuted
	if bad {
		colour = theme.ColorNameError
	}
	rt.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: msg, Style: widget.RichTextStyle{ColorName: colour}}}
	rt.Refresh()
}

// MessageText is the text a RichText shows, "" for none.
func MessageText(rt *widget.RichText) string {
	var b strings.Builder
	for _, s := range rt.Segments {
		if t, ok := s.(*widget.TextSegment); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

// SectionHead is the heading of a part of a screen ("Saved games").
func SectionHead(s string) fyne.CanvasObject {
	return widget.NewRichText(&widget.TextSegment{Text: s, Style: widget.RichTextStyle{SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Bold: true}}})
}
