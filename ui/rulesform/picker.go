package rulesform

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Picker is the rules in a screen's form where there is no room for the
// whole rules screen (solo practice's setup, the editor's maze panel):
// the configuration to start from, what the rules are in a few words, and
// "Options…", which opens the whole form over the screen.
type Picker struct {
	win      fyne.Window
	form     *Form
	choose   *widget.Select
	summary  *widget.RichText
	options  *widget.Button
	root     fyne.CanvasObject
	onChange func(rules.Rules)
	dialog   dialog.Dialog
}

// NewPicker makes a picker showing r, taken from the configuration named
// from; cfg.OnChanged hears of every change, made here or on the form.
func NewPicker(win fyne.Window, cfg Config, r rules.Rules, from string) *Picker {
	p := &Picker{win: win, onChange: cfg.OnChanged}
	cfg.OnChanged = func(rules.Rules) { p.changed() }
	p.form = New(win, cfg, r, from)
	p.choose = widget.NewSelect(nil, func(name string) { p.form.startFrom(name) })
	p.choose.PlaceHolder = "Custom"
	p.summary = widget.NewRichText()
	p.summary.Wrapping = fyne.TextWrapWord
	p.options = widget.NewButtonWithIcon("Options…", theme.SettingsIcon(), p.ShowForm)
	p.root = container.NewVBox(container.NewBorder(nil, nil, nil, p.options, p.choose), p.summary)
	p.show()
	return p
}

// Object is the picker, to put in a form.
func (p *Picker) Object() fyne.CanvasObject { return p.root }

// Rules are the rules chosen; From the configuration they come from.
func (p *Picker) Rules() rules.Rules { return p.form.Rules() }
func (p *Picker) From() string       { return p.form.From() }

// Form is the whole form the picker opens.
func (p *Picker) Form() *Form { return p.form }

// SetRules shows r, taken from the configuration named from, without
// calling OnChanged.
func (p *Picker) SetRules(r rules.Rules, from string) {
	p.form.SetRules(r, from)
	p.show()
}

// SetExtra changes the configurations offered before the presets (the
// maze's own rules, when another maze is chosen).
func (p *Picker) SetExtra(extra []Named) {
	p.form.SetExtra(extra)
	p.show()
}

// Message is what the picker's form says ("" for nothing): a rules file
// that does not read, say.
func (p *Picker) Message() string { return p.form.Message() }

func (p *Picker) changed() {
	p.show()
	if p.onChange != nil {
		p.onChange(p.form.Rules())
	}
}

// show mirrors the form: its choices, where the rules come from, and
// their summary.
func (p *Picker) show() {
	onChange := p.choose.OnChanged
	p.choose.OnChanged = nil
	p.choose.Options = p.form.start.Options
	if p.form.start.Selected != "" {
		p.choose.SetSelected(p.form.start.Selected)
	} else {
		p.choose.ClearSelected()
	}
	p.choose.OnChanged = onChange
	p.choose.Refresh()
	text := p.form.Summary()
	if msg := p.form.Message(); msg != "" && p.dialog == nil {
		text += "\n" + msg
	}
	widgets.SetMuted(p.summary, text)
	// The choice says it all when the rules are the configuration chosen.
	if p.form.Named() && p.form.Message() == "" {
		p.summary.Hide()
	} else {
		p.summary.Show()
	}
}

// ShowForm opens the whole rules form over the screen; its changes take
// as they are made.
func (p *Picker) ShowForm() {
	size := p.win.Canvas().Size()
	body := container.New(widgets.FixedSize{Size: fyne.NewSize(min(760, size.Width-80), max(300, size.Height-150))}, p.form.Object())
	d := dialog.NewCustomWithoutButtons("Rules", body, p.win)
	done := widgets.NewDismissButton("Done", d.Hide)
	d.SetButtons([]fyne.CanvasObject{done})
	d.SetOnClosed(func() {
		p.dialog = nil
		p.show()
	})
	p.dialog = d
	d.Show()
	p.win.Canvas().Focus(done) // Esc and Enter close it
}
