package editor

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// genForm is the generator's parameters as a form: the basic ones, and
// the counts, which follow the basic ones until changed.
type genForm struct {
	fill bool
	m    *maze.Maze // the plan to fill

	width, height, players, seed *widget.Entry
	title                        *widget.Entry
	shape                        *widget.RadioGroup
	difficulty, rules            *widget.Select
	counts                       []countField
	advanced                     *fyne.Container
}

// countField is one count of the parameters.
type countField struct {
	label  string
	entry  *widget.Entry
	max    *widget.Entry // the upper end of a range
	value  func(p *gen.Params) *int
	rng    func(p *gen.Params) *gen.Range
	lo, hi int
}

var countFields = []countField{
	{label: "Walls, % of inner sides", value: func(p *gen.Params) *int { return &p.WallPercent }, lo: 0, hi: 100},
	{label: "Indestructible, % of walls", value: func(p *gen.Params) *int { return &p.IndestructiblePercent }, lo: 0, hi: 100},
	{label: "Weaponries", value: func(p *gen.Params) *int { return &p.Weaponries }, lo: 1, hi: 10000},
	{label: "Hospitals", value: func(p *gen.Params) *int { return &p.Hospitals }, lo: 1, hi: 10000},
	{label: "Pit loops", value: func(p *gen.Params) *int { return &p.PitLoops }, lo: 0, hi: 10000},
	{label: "Pits per loop", rng: func(p *gen.Params) *gen.Range { return &p.PitLoopLength }, lo: 2, hi: 10000},
	{label: "River systems", value: func(p *gen.Params) *int { return &p.RiverSystems }, lo: 0, hi: 10000},
	{label: "River length", rng: func(p *gen.Params) *gen.Range { return &p.RiverLength }, lo: 1, hi: 10000},
	{label: "Sources per system", rng: func(p *gen.Params) *gen.Range { return &p.RiverBranches }, lo: 1, hi: 10000},
	{label: "Encephalitis cells", value: func(p *gen.Params) *int { return &p.Encephalitis }, lo: 0, hi: 10000},
	{label: "Open exits", value: func(p *gen.Params) *int { return &p.OpenExits }, lo: 0, hi: 10000},
	{label: "Closed exits", value: func(p *gen.Params) *int { return &p.ClosedExits }, lo: 0, hi: 10000},
	{label: "Fake treasures", value: func(p *gen.Params) *int { return &p.FakeTreasures }, lo: 0, hi: 10000},
	{label: "Landmines lying about", value: func(p *gen.Params) *int { return &p.Landmines }, lo: 0, hi: 10000},
	{label: "Most moves to help", value: func(p *gen.Params) *int { return &p.ReachBound }, lo: 0, hi: 1000000},
}

const (
	presetNone = "None"
	// presetMaze is the maze's own rules when they are no preset.
	presetMaze = "The maze's own"
)

// newGenForm makes the form, from the last parameters used (nil: the
// defaults for the current plan's size).
func (e *Screen) newGenForm(fill bool, last *gen.Params) *genForm {
	m := e.doc.Maze()
	f := &genForm{fill: fill, m: m}
	p := gen.Defaults(m.Width(), m.Height(), m.Players, gen.Standard, m.Rules)
	if last != nil {
		p = *last
	}
	f.width, f.height = widgets.IntEntry(p.Width), widgets.IntEntry(p.Height)
	f.players = widgets.IntEntry(max(p.Players, 0))
	f.seed = widget.NewEntry()
	f.seed.SetText(strconv.FormatUint(p.Seed, 10))
	f.title = widget.NewEntry()
	f.title.SetPlaceHolder("Generated: size, difficulty and seed")
	f.shape = widget.NewRadioGroup([]string{"Rectangle", "Square without corners"}, nil)
	f.shape.Horizontal = true
	f.shape.Required = true
	f.shape.Selected = "Rectangle"
	if p.Shape == gen.NoCorners {
		f.shape.Selected = "Square without corners"
	}
	var diffs []string
	for _, d := range gen.Difficulties {
		diffs = append(diffs, shell.UpperFirst(d.String()))
	}
	f.difficulty = widget.NewSelect(diffs, nil)
	f.difficulty.SetSelected(shell.UpperFirst(p.Difficulty.String()))
	options := append([]string{presetNone}, rules.PresetNames()...)
	custom := m.Rules != nil && presetName(*m.Rules) == ""
	if custom {
		options = append(options, presetMaze)
	}
	f.rules = widget.NewSelect(options, nil)
	f.rules.SetSelected(presetNone)
	if p.Rules != nil {
		name := presetName(*p.Rules)
		if name == "" && custom {
			name = presetMaze
		}
		f.rules.SetSelected(cmp.Or(name, p.Rules.Preset))
		if f.rules.Selected == "" {
			f.rules.SetSelected(presetNone)
		}
	}
	if fill {
		f.width.SetText(strconv.Itoa(m.Width()))
		f.height.SetText(strconv.Itoa(m.Height()))
		f.width.Disable()
		f.height.Disable()
		f.shape.Disable()
	}
	f.advanced = container.New(layout.NewFormLayout())
	for _, cf := range countFields {
		cf.entry = widgets.IntEntry(0)
		row := fyne.CanvasObject(cf.entry)
		if cf.rng != nil {
			cf.max = widgets.IntEntry(0)
			row = container.NewGridWithColumns(3, cf.entry, widget.NewLabelWithStyle("to", fyne.TextAlignCenter, fyne.TextStyle{}), cf.max)
		}
		f.counts = append(f.counts, cf)
		f.advanced.Add(widget.NewLabel(cf.label))
		f.advanced.Add(row)
	}
	f.setCounts(p)
	// The counts follow the size, players, difficulty and rules.
	derive := func(string) {
		if q, err := f.basic(); err == nil {
			f.setCounts(f.derived(q))
		}
	}
	for _, en := range []*widget.Entry{f.width, f.height, f.players} {
		en.OnChanged = derive
	}
	f.shape.OnChanged = derive
	f.difficulty.OnChanged = derive
	f.rules.OnChanged = derive
	return f
}

// basic reads the size, shape, players, difficulty and rules.
func (f *genForm) basic() (gen.Params, error) {
	var p gen.Params
	var err error
	if p.Width, err = widgets.ReadInt(f.width, "width", maze.MinSide, maze.MaxSide); err != nil {
		return p, err
	}
	if p.Height, err = widgets.ReadInt(f.height, "height", maze.MinSide, maze.MaxSide); err != nil {
		return p, err
	}
	if p.Players, err = widgets.ReadInt(f.players, "players", 0, maze.MaxPlayers); err != nil {
		return p, err
	}
	if f.shape.Selected != "Rectangle" {
		p.Shape = gen.NoCorners
	}
	if p.Difficulty, err = gen.ParseDifficulty(f.difficulty.Selected); err != nil {
		return p, err
	}
	if r, ok := rules.Preset(f.rules.Selected); ok {
		p.Rules = &r
	}
	if f.rules.Selected == presetMaze && f.m.Rules != nil {
		r := *f.m.Rules
		p.Rules = &r
	}
	return p, nil
}

// derived is the generator's defaults for the basic parameters.
func (f *genForm) derived(b gen.Params) gen.Params {
	if f.fill {
		return gen.DefaultsFor(f.m, b.Players, b.Difficulty, b.Rules)
	}
	p := gen.Defaults(b.Width, b.Height, b.Players, b.Difficulty, b.Rules)
	p.Shape = b.Shape
	p.Derive()
	return p
}

func (f *genForm) setCounts(p gen.Params) {
	for _, cf := range f.counts {
		if cf.rng != nil {
			r := cf.rng(&p)
			cf.entry.SetText(strconv.Itoa(r.Min))
			cf.max.SetText(strconv.Itoa(r.Max))
			continue
		}
		cf.entry.SetText(strconv.Itoa(*cf.value(&p)))
	}
}

// params reads the whole form.
func (f *genForm) params() (gen.Params, error) {
	b, err := f.basic()
	if err != nil {
		return b, err
	}
	p := f.derived(b)
	for _, cf := range f.counts {
		if cf.rng != nil {
			r := cf.rng(&p)
			if r.Min, err = widgets.ReadInt(cf.entry, strings.ToLower(cf.label)+" (from)", cf.lo, cf.hi); err != nil {
				return p, err
			}
			if r.Max, err = widgets.ReadInt(cf.max, strings.ToLower(cf.label)+" (to)", r.Min, cf.hi); err != nil {
				return p, err
			}
			continue
		}
		if *cf.value(&p), err = widgets.ReadInt(cf.entry, strings.ToLower(cf.label), cf.lo, cf.hi); err != nil {
			return p, err
		}
	}
	seed, err := strconv.ParseUint(strings.TrimSpace(f.seed.Text), 10, 64)
	if err != nil {
		return p, fmt.Errorf("seed: %q is not a whole number from 0 up", f.seed.Text)
	}
	p.Seed = seed
	p.Title = strings.TrimSpace(f.title.Text)
	return p, p.Check()
}

// showGenerate asks for the generator's parameters and replaces the plan
// with a generated one (one undo step).
func (e *Screen) showGenerate() { e.showGenDialog(false) }

// showFill asks for the parameters and fills the rest of the plan around
// what is drawn (one undo step).
func (e *Screen) showFill() { e.showGenDialog(true) }

func (e *Screen) showGenDialog(fill bool) {
	e.cancelDrag()
	e.finishLoop()
	if fill && e.doc.Maze().Floors() > 1 {
		e.showError("Fill the rest", fmt.Errorf("this maze has %d floors; the generator fills mazes of one floor", e.doc.Maze().Floors()))
		return
	}
	if fill && e.doc.Maze().Version() > 1 {
		// The generator makes only labyrinths the rules can play, and no
		// rules option plays what version 2 added yet: it would try and
		// fail with a message about itself.
		e.showError("Fill the rest", fmt.Errorf("the generator cannot yet fill around what the other rule systems add (swamps, casinos, elevators, doors, windows, locks, the Key, staircases, stocks, creatures, knives, boats, boomerangs, cement): no rules option plays them yet. Take them away, fill the rest, then draw them again"))
		return
	}
	f := e.newGenForm(fill, e.lastGen(fill))
	f.seed.SetText(strconv.FormatUint(rand.Uint64()%1_000_000, 10)) // a new labyrinth each time; type a seed to repeat one
	dice := widget.NewButton("New seed", func() { f.seed.SetText(strconv.FormatUint(rand.Uint64()%1_000_000, 10)) })
	basic := container.New(layout.NewFormLayout(),
		widget.NewLabel("Width"), f.width,
		widget.NewLabel("Height"), f.height,
		widget.NewLabel("Shape"), f.shape,
		widget.NewLabel("Players"), f.players,
		widget.NewLabel("Difficulty"), f.difficulty,
		widget.NewLabel("Rules"), f.rules,
		widget.NewLabel("Seed"), container.NewBorder(nil, nil, nil, dice, f.seed),
		widget.NewLabel("Title"), f.title,
	)
	intro := "A new labyrinth replaces the plan (Undo brings the old one back). The same parameters and seed always give the same labyrinth."
	title, action := "Generate a maze", "Generate"
	if fill {
		dr := e.doc.Drawn()
		title, action = "Fill the rest around what is drawn", "Fill"
		intro = fmt.Sprintf("The generator keeps everything drawn — %d cells that are not land or are cut out, %d walls and exits, %d treasures, %d item piles — and makes the rest. Counts are totals, what is drawn included. Undo brings the plan back as it was.",
			len(dr.Cells), len(dr.Sides), len(dr.Treasures), len(dr.Piles))
	}
	introLabel := widget.NewLabel(intro)
	introLabel.Wrapping = fyne.TextWrapWord
	adv := widget.NewAccordion(widget.NewAccordionItem("Counts (they follow the size, players, difficulty and rules)", f.advanced))
	body := container.NewVBox(introLabel, basic, adv)
	scroll := container.NewVScroll(container.New(widgets.Width{Width: 520}, body))
	scroll.SetMinSize(fyne.NewSize(540, min(560, e.win.Canvas().Size().Height-160)))
	var d *dialog.CustomDialog
	cancel := widgets.NewDismissButton("Cancel", func() { d.Hide() })
	cancel.Importance = widget.MediumImportance
	run := widget.NewButton(action, func() {
		p, err := f.params()
		if err != nil {
			e.showError(title, err)
			return
		}
		d.Hide()
		e.runGenerator(p, fill)
	})
	run.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons(title, scroll, e.win)
	d.SetButtons([]fyne.CanvasObject{cancel, run})
	e.presentWithDefault(d, run.OnTapped, f.entries()...)
}

// entries are the form's text fields, which Enter submits from.
func (f *genForm) entries() []*widget.Entry {
	all := []*widget.Entry{f.width, f.height, f.players, f.seed, f.title}
	for _, cf := range f.counts {
		all = append(all, cf.entry)
		if cf.max != nil {
			all = append(all, cf.max)
		}
	}
	return all
}

// lastGen is the parameters used last (for the same kind of dialog), so
// that generating again varies what the game master chose.
func (e *Screen) lastGen(fill bool) *gen.Params {
	if e.env.lastGen == nil || e.env.lastFill != fill {
		return nil
	}
	p := *e.env.lastGen
	return &p
}

// runGenerator generates in the background and puts the result in the
// document as one undo step.
func (e *Screen) runGenerator(p gen.Params, fill bool) {
	keep := p
	e.env.lastGen, e.env.lastFill = &keep, fill
	var partial *maze.Maze
	if fill {
		partial = e.doc.Maze().Clone()
	}
	doc, ver := e.doc, e.doc.Version()
	bar := widget.NewProgressBarInfinite()
	progress := dialog.NewCustomWithoutButtons("Generating…", container.NewVBox(
		widget.NewLabel(fmt.Sprintf("%d × %d, %s, seed %d", p.Width, p.Height, p.Difficulty, p.Seed)),
		bar), e.win)
	progress.Show()
	started := time.Now()
	e.env.background(func() {
		var res *gen.Result
		var err error
		if fill {
			res, err = gen.Fill(partial, nil, p)
		} else {
			res, err = gen.Generate(p)
		}
		took := time.Since(started)
		shell.OnUI(func() {
			// Hiding the dialog does not stop its bar: its animation would
			// go on redrawing the window at every frame until Fyne drops
			// the bar's renderer, a minute later.
			bar.Stop()
			progress.Hide()
			if e.closed {
				return
			}
			if err != nil {
				e.showError("The generator could not make this maze", err)
				return
			}
			if e.doc != doc || doc.Version() != ver {
				e.showError("Generate", fmt.Errorf("the maze changed while the generator worked; generate again"))
				return
			}
			label := "Generate"
			if fill {
				label = "Fill around the drawing"
			}
			if err := e.doc.Replace(res.Maze, label); err != nil {
				e.refused(err)
				return
			}
			attempts := "1 attempt"
			if res.Attempts != 1 {
				attempts = fmt.Sprintf("%d attempts", res.Attempts)
			}
			msg := fmt.Sprintf("Generated in %s (%s, seed %d). Undo (Ctrl+Z) brings the previous plan back.", shortDuration(took), attempts, p.Seed)
			if len(res.Shortfalls) > 0 {
				msg += " Goals it could not meet: " + strings.Join(res.Shortfalls, "; ")
			}
			e.tell(msg)
		})
	})
}

// shortDuration says how long something took, to a person: "under a
// millisecond", "4 ms", "1.25s" (a quick generation is not "0s").
func shortDuration(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return "under a millisecond"
	case d < time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	return d.Round(10 * time.Millisecond).String()
}
