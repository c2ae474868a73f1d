package rulesform

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Widths of an option's editor, so that the editors line up in a column.
const (
	numberWidth = 72
	choiceWidth = 230
)

// row is one option on the form: its title, its editor, what its value
// means, its line of the reference and, after a refused change, why.
type row struct {
	form  *Form
	opt   rulebook.Option
	title *widget.RichText
	// One editor, by the option's kind.
	check  *widget.Check
	entry  *widget.Entry
	choice *widget.Select
	// line is the option's line of the reference, shown under its title.
	line []widget.RichTextSegment
	// shown is the title on show, with its hint.
	shown string
	// problem is the refusal of the last change.
	problem *widget.RichText
	box     fyne.CanvasObject
	// setting is true while the editor is set from the rules, so that its
	// callback does not send the value back.
	setting bool
}

func newRow(f *Form, o rulebook.Option) *row {
	r := &row{form: f, opt: o, title: widget.NewRichText(), problem: widget.NewRichText()}
	r.title.Wrapping = fyne.TextWrapWord
	r.problem.Wrapping = fyne.TextWrapWord
	r.problem.Hide()
	var editor fyne.CanvasObject
	switch o.Kind {
	case rulebook.Switch:
		r.check = widget.NewCheck("", func(on bool) { r.changed(rulebook.Bool(on)) })
		editor = r.check
	case rulebook.Number:
		r.entry = widget.NewEntry()
		r.entry.OnChanged = func(s string) {
			if r.setting {
				return
			}
			v, err := o.Parse(s)
			if err != nil {
				r.refused(err)
				return
			}
			r.changed(v)
		}
		editor = container.New(widgets.FixedWidth{Width: numberWidth}, r.entry)
	case rulebook.Choice:
		var titles []string
		for _, c := range o.Choices {
			titles = append(titles, c.Title)
		}
		r.choice = widget.NewSelect(titles, func(s string) {
			for _, c := range o.Choices {
				if c.Title == s {
					r.changed(rulebook.Text(c.Value))
				}
			}
		})
		editor = container.New(widgets.FixedWidth{Width: choiceWidth}, r.choice)
	case rulebook.Handicaps:
		r.entry = widget.NewMultiLineEntry()
		r.entry.Wrapping = fyne.TextWrapWord
		r.entry.SetMinRowsVisible(2)
		r.entry.SetPlaceHolder(`[{"player": "Ann", "known_cells": 2, "extra_new_cell": true}]`)
		r.entry.OnChanged = func(s string) {
			if r.setting {
				return
			}
			if strings.TrimSpace(s) == "" {
				s = "[]"
			}
			v, err := o.Parse(s)
			if err != nil {
				r.refused(err)
				return
			}
			r.changed(v)
		}
	}
	// The title and the line of the reference are one text beside the
	// editor, which keeps an option to a few lines of the form.
	if o.Kind == rulebook.Handicaps {
		line := widget.NewRichText(lineSegments(o.Line)...)
		line.Wrapping = fyne.TextWrapWord
		r.box = container.NewVBox(r.title, r.entry, widgets.MutedText(`Each handicap names a player; "known_cells": he may ask the types of that many cells before choosing his start, and must start on one of them; "extra_new_cell": true gives him one more new cell. Empty: none.`, fyne.TextWrapWord), line, r.problem)
		return r
	}
	r.line = lineSegments(o.Line)
	r.box = container.NewVBox(container.NewBorder(nil, nil, nil, container.NewVBox(editor), r.title), r.problem)
	return r
}

// lineSegments write a line of the reference: a quotation in quotation
// marks with where it is, a paraphrase plainly with what it follows.
func lineSegments(l rulebook.Line) []widget.RichTextSegment {
	if l.Text == "" {
		return nil
	}
	style := widget.RichTextStyle{ColorName: shell.ColorNameMuted, SizeName: theme.SizeNameCaptionText, Inline: true}
	where := l.Source.String()
	if l.Where != "" {
		where += ", " + l.Where
	}
	if l.Quoted {
		quote := style
		quote.TextStyle.Italic = true
		return []widget.RichTextSegment{
			&widget.TextSegment{Text: "“" + l.Text + "”", Style: quote},
			&widget.TextSegment{Text: " — " + where, Style: style},
		}
	}
	return []widget.RichTextSegment{&widget.TextSegment{Text: l.Text + " (after " + where + ")", Style: style}}
}

// changed sends a new value through the rulebook.
func (r *row) changed(v rulebook.Value) {
	if r.setting {
		return
	}
	r.form.set(r, v)
}

// refused shows why the value typed cannot be.
func (r *row) refused(err error) {
	msg := err.Error()
	if r.opt.Kind == rulebook.Number || r.opt.Kind == rulebook.Handicaps {
		msg += " — the rules keep " + r.opt.Format(r.opt.Get(r.form.r)) + "."
	}
	r.problem.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: msg,
		Style: widget.RichTextStyle{ColorName: theme.ColorNameError, SizeName: theme.SizeNameCaptionText, Inline: true}}}
	r.problem.Show()
	r.problem.Refresh()
}

// clear hides the refusal.
func (r *row) clear() {
	if r.problem.Visible() {
		r.problem.Segments = nil
		r.problem.Hide()
	}
}

// show sets the editor from the rules; keep leaves a field being typed in
// alone when it already reads as the rules' value.
func (r *row) show(rs rules.Rules, changed bool) {
	r.setting = true
	defer func() { r.setting = false }()
	o := r.opt
	v := o.Get(rs)
	style := widget.RichTextStyle{Inline: true}
	text := o.Title
	if changed {
		// What differs from the preset stands out.
		style.TextStyle.Bold = true
		text = "• " + text
	}
	hint := ""
	if o.Kind == rulebook.Number {
		hint = "  " + r.hint(rs, v.Int)
	}
	// A title as it is on show is left alone: a change redraws only the
	// options whose title or bounds it changed.
	if text+hint != r.shown {
		r.shown = text + hint
		title := []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: style}}
		if hint != "" {
			title = append(title, &widget.TextSegment{Text: hint,
				Style: widget.RichTextStyle{Inline: true, ColorName: shell.ColorNameMuted, SizeName: theme.SizeNameCaptionText}})
		}
		// The title ends its paragraph; the line of the reference follows.
		title[len(title)-1].(*widget.TextSegment).Style.Inline = len(r.line) == 0
		r.title.Segments = append(title, r.line...)
		r.title.Refresh()
	}
	switch o.Kind {
	case rulebook.Switch:
		if r.check.Checked != v.Bool {
			r.check.SetChecked(v.Bool)
		}
	case rulebook.Number:
		if n, err := strconv.Atoi(strings.TrimSpace(r.entry.Text)); err != nil || n != v.Int || r.problem.Visible() {
			r.entry.SetText(strconv.Itoa(v.Int))
		}
	case rulebook.Choice:
		for _, c := range o.Choices {
			if c.Value == v.Text && r.choice.Selected != c.Title {
				r.choice.SetSelected(c.Title)
			}
		}
	case rulebook.Handicaps:
		cur, _ := o.Parse(strings.TrimSpace(r.entry.Text))
		if r.entry.Text == "" && len(v.Handicaps) == 0 {
			break
		}
		if !sameHandicaps(cur.Handicaps, v.Handicaps) || r.problem.Visible() {
			if len(v.Handicaps) == 0 {
				r.entry.SetText("")
			} else {
				b, _ := json.Marshal(v.Handicaps)
				r.entry.SetText(string(b))
			}
		}
	}
	r.clear()
}

// hint says a number's bounds and what the value on show means ("0 to 3",
// "0: no limit").
func (r *row) hint(rs rules.Rules, n int) string {
	lo, hi := r.opt.Bounds(rs)
	hint := fmt.Sprintf("%d to %d", lo, hi)
	if m := r.opt.Meaning(n); m != "" {
		hint += " · " + strconv.Itoa(n) + ": " + m
	} else {
		for _, s := range r.opt.Specials {
			hint += " · " + strconv.Itoa(s.Value) + ": " + shortMeaning(s.Meaning)
		}
	}
	return hint
}

// shortMeaning is a special value's meaning up to its explanation ("none:
// nobody may carry a bullet" is "none").
func shortMeaning(m string) string {
	short, _, _ := strings.Cut(m, ":")
	return short
}

func sameHandicaps(a, b []rules.Handicap) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
