package widgets

import (
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

// SectionHead is the heading of a part of a screen ("Saved games").
func SectionHead(s string) fyne.CanvasObject {
	return widget.NewRichText(&widget.TextSegment{Text: s, Style: widget.RichTextStyle{SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Bold: true}}})
}
