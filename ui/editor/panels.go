package editor

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
	"github.com/labyrinth-game/labyrinth/ui/rulesform"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// maxProblemRows caps the problems listed; a plan cut into many pieces can
// have hundreds, and the first ones say what to fix.
const maxProblemRows = 200

// problemsPanel lists the validation report beside the plan: errors, then
// warnings, each with its rule section. Clicking one shows its cells.
type problemsPanel struct {
	e        *Screen
	status   *widget.RichText
	list     *fyne.Container
	scroll   *container.Scroll
	rows     []*problemRow
	selected int
}

func newProblemsPanel(e *Screen) *problemsPanel {
	p := &problemsPanel{e: e, status: widget.NewRichText(), list: container.NewVBox(), selected: -1}
	p.scroll = container.NewVScroll(p.list)
	return p
}

func (p *problemsPanel) content() fyne.CanvasObject {
	title := widget.NewLabelWithStyle("Problems", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// Two rows, so that the panel's width does not follow the status.
	head := container.NewVBox(container.NewBorder(nil, nil, title, p.e.useBtn), p.status)
	return container.NewBorder(head, nil, nil, nil, p.scroll)
}

func (p *problemsPanel) setStatus(text string, colour fyne.ThemeColorName) {
	p.status.Segments = []widget.RichTextSegment{&widget.TextSegment{
		Text: text, Style: widget.RichTextStyle{ColorName: colour, TextStyle: fyne.TextStyle{Bold: true}},
	}}
	p.status.Refresh()
}

// update lists the report again, keeping the chosen problem chosen if it
// is still there.
func (p *problemsPanel) update() {
	probs := p.e.doc.Problems()
	var keep *validate.Problem
	if old := p.e.problem; old != nil {
		for i := range probs {
			if probs[i].Code == old.Code && probs[i].Message == old.Message && probs[i].Where == old.Where {
				keep = &probs[i]
				break
			}
		}
	}
	p.rows = p.rows[:0]
	objs := make([]fyne.CanvasObject, 0, min(len(probs), maxProblemRows)+1)
	p.selected = -1
	for i := range probs {
		if i == maxProblemRows {
			objs = append(objs, widgets.MutedText(fmt.Sprintf("… and %d more", len(probs)-maxProblemRows), fyne.TextWrapOff))
			break
		}
		row := newProblemRow(probs[i], func() { p.choose(i) })
		if keep != nil && &probs[i] == keep {
			row.selected = true
			p.selected = i
		}
		p.rows = append(p.rows, row)
		objs = append(objs, row)
	}
	if len(probs) == 0 {
		ok := widget.NewLabel("Nothing to fix: the maze follows every requirement and recommendation of §8.")
		ok.Wrapping = fyne.TextWrapWord
		objs = append(objs, ok)
	}
	p.list.Objects = objs
	p.list.Refresh()
	if keep == nil && p.e.problem != nil {
		p.e.problem = nil
		p.e.showHighlights()
	} else if keep != nil {
		p.e.problem = keep
		p.e.showHighlights()
	}
}

// choose shows the cells of problem i on the plan.
func (p *problemsPanel) choose(i int) {
	probs := p.e.doc.Problems()
	if i >= len(probs) {
		return
	}
	for k, r := range p.rows {
		r.setSelected(k == i)
	}
	p.selected = i
	p.e.quiet()
	pr := probs[i]
	p.e.problem = &pr
	p.e.showHighlights()
	if len(pr.Cells) > 0 {
		p.e.view.ShowCells(pr.Cells...)
		p.e.overlaysChanged()
	}
}

func (p *problemsPanel) clearSelection() {
	for _, r := range p.rows {
		r.setSelected(false)
	}
	p.selected = -1
	p.e.problem = nil
	p.e.showHighlights()
}

// problemRow is one problem: an icon for its severity, its rule, and the
// message, wrapped. It highlights when hovered or chosen.
type problemRow struct {
	widget.BaseWidget
	problem  validate.Problem
	onTap    func()
	selected bool
	hovered  bool
	bg       *canvas.Rectangle
}

func newProblemRow(pr validate.Problem, onTap func()) *problemRow {
	r := &problemRow{problem: pr, onTap: onTap, bg: canvas.NewRectangle(nil)}
	r.ExtendBaseWidget(r)
	return r
}

func (r *problemRow) setSelected(on bool) {
	if r.selected != on {
		r.selected = on
		r.paint()
	}
}

func (r *problemRow) Tapped(*fyne.PointEvent) {
	if r.onTap != nil {
		r.onTap()
	}
}

func (r *problemRow) MouseIn(*desktop.MouseEvent)    { r.hovered = true; r.paint() }
func (r *problemRow) MouseMoved(*desktop.MouseEvent) {}
func (r *problemRow) MouseOut()                      { r.hovered = false; r.paint() }
func (r *problemRow) Cursor() desktop.Cursor         { return desktop.PointerCursor }

func (r *problemRow) paint() {
	r.bg.CornerRadius = 4
	switch {
	case r.selected:
		r.bg.FillColor = shell.ThemeColor(theme.ColorNameSelection)
	case r.hovered:
		r.bg.FillColor = shell.ThemeColor(theme.ColorNameHover)
	default:
		r.bg.FillColor = nil
	}
	r.bg.Refresh()
}

// text is what the row says: "§4.5 cell (3,4): river flows into a wall".
func (r *problemRow) text() string {
	msg := r.problem.Message
	if r.problem.Where != "" {
		msg = r.problem.Where + ": " + msg
	}
	return r.problem.Rule + "  " + msg
}

func (r *problemRow) CreateRenderer() fyne.WidgetRenderer {
	icon := theme.NewColoredResource(theme.ErrorIcon(), theme.ColorNameError)
	if r.problem.Severity == validate.Warning {
		icon = theme.NewColoredResource(theme.WarningIcon(), theme.ColorNameWarning)
	}
	msg := r.problem.Message
	if r.problem.Where != "" {
		msg = r.problem.Where + ": " + msg
	}
	txt := widget.NewRichText(
		&widget.TextSegment{Text: r.problem.Rule + "  ", Style: widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: true}, ColorName: theme.ColorNameForeground}},
		&widget.TextSegment{Text: msg, Style: widget.RichTextStyle{Inline: true, ColorName: theme.ColorNameForeground}},
	)
	txt.Wrapping = fyne.TextWrapWord
	ic := widget.NewIcon(icon)
	r.paint()
	return widget.NewSimpleRenderer(container.NewStack(r.bg,
		container.NewBorder(nil, nil, container.NewVBox(container.NewPadded(ic)), nil, txt)))
}

// inspector shows the selected cell: what it is, what lies on it, its pit
// loop, with buttons to change them.
type inspector struct {
	e   *Screen
	box *fyne.Container
}

func newInspector(e *Screen) *inspector {
	return &inspector{e: e, box: container.NewVBox()}
}

func (in *inspector) content() fyne.CanvasObject { return container.NewVScroll(in.box) }

// refresh builds the inspector for the selected cell.
func (in *inspector) refresh() {
	e := in.e
	var objs []fyne.CanvasObject
	add := func(o ...fyne.CanvasObject) { objs = append(objs, o...) }
	m := e.doc.Maze()
	if !e.hasSelected || !m.InGrid(e.selected) {
		in.setObjects(widgets.MutedText("Click a cell with the Select tool ("+e.keyHint("tool.select")+
			") to see and change what lies on it: treasures, loose items, the Key, staircases, creatures, its pit loop.", fyne.TextWrapWord))
		return
	}
	p := e.selected
	d := e.doc
	head := widget.NewLabelWithStyle(d.Describe(p), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	head.Wrapping = fyne.TextWrapWord
	add(head)
	if !m.Inside(p) {
		add(note("Outside the labyrinth. The Shape tool (" + e.keyHint("tool.shape") + ") puts it back."))
		in.setObjects(objs...)
		return
	}
	act := func(f func() error) func() {
		return func() {
			e.finishLoop()
			e.quiet()
			e.refused(f())
		}
	}

	// Pit loop.
	if c := m.Cell(p); c.Kind == maze.Pit {
		pits := d.LoopPits(c.Loop)
		add(sectionTitle(fmt.Sprintf("Pit %d of loop %d (%s)", c.Order, c.Loop, shell.Counted(len(pits), "pit", "pits"))))
		order := make([]string, len(pits))
		for i, q := range pits {
			order[i] = fmt.Sprintf("%d %s", i+1, q)
		}
		add(note("In order: " + strings.Join(order, ", ") + ", then back to pit 1."))
		prev := widget.NewButtonWithIcon("Previous pit", theme.NavigateBackIcon(), func() { e.jumpPit(false) })
		next := widget.NewButtonWithIcon("Next pit", theme.NavigateNextIcon(), func() { e.jumpPit(true) })
		earlier := widget.NewButton("Move earlier", act(func() error { return d.MovePit(p, c.Order-1) }))
		later := widget.NewButton("Move later", act(func() error { return d.MovePit(p, c.Order+1) }))
		if c.Order == 1 {
			earlier.Disable()
		}
		if c.Order == len(pits) {
			later.Disable()
		}
		split := widget.NewButton("Split the loop here", act(func() error { _, err := d.SplitLoop(p); return err }))
		if c.Order == 1 {
			split.Disable()
		}
		remove := widget.NewButton("Remove this pit", act(func() error { return d.RemovePit(p) }))
		add(container.NewGridWithColumns(2, prev, next, earlier, later, split, remove))
		if len(d.Loops()) > 1 {
			var others []string
			for _, l := range d.Loops() {
				if l != c.Loop {
					others = append(others, "Loop "+strconv.Itoa(l))
				}
			}
			join := widget.NewSelect(others, func(s string) {
				var l int
				if _, err := fmt.Sscanf(s, "Loop %d", &l); err == nil {
					act(func() error { return d.JoinLoops(c.Loop, l) })()
				}
			})
			join.PlaceHolder = "Append another loop to this one…"
			add(join)
		}
	}
	if c := m.Cell(p); c.Kind == maze.River {
		if n, ok := d.Downstream(p); ok {
			add(note(fmt.Sprintf("Flows %s into %s (%s).", c.Flow, n, m.Kind(n))))
		}
	}

	if c := m.Cell(p); c.Kind == maze.Weaponry {
		add(in.stock(p, c.Stock, act)...)
	}

	// Treasures.
	stack := d.TreasuresAt(p)
	add(sectionTitle("Treasures"))
	if len(stack) == 0 {
		add(note("None on this cell."))
	} else {
		var names []string
		for _, t := range stack {
			if t {
				names = append(names, "true")
			} else {
				names = append(names, "fake")
			}
		}
		add(note("Stack, lowest first: " + strings.Join(names, ", ") + "."))
	}
	putTrue := widget.NewButton("Put the true one here", act(func() error { return d.PlaceTrueTreasure(p) }))
	addFake := widget.NewButton("Add a fake", act(func() error { return d.AddFakeTreasure(p) }))
	removeTop := widget.NewButton("Remove the top one", act(func() error { return d.RemoveTreasure(p) }))
	reverse := widget.NewButton("Reverse the stack", act(func() error {
		s := slices.Clone(stack)
		slices.Reverse(s)
		return d.SetTreasureStack(p, s)
	}))
	if len(stack) == 0 {
		removeTop.Disable()
	}
	if len(stack) < 2 {
		reverse.Disable()
	}
	add(container.NewGridWithColumns(2, putTrue, addFake, removeTop, reverse))

	// Loose items.
	add(sectionTitle("Loose items"))
	it := d.ItemsAt(p)
	grid := container.New(layout.NewFormLayout())
	for k := range itemNames {
		kind := itemKind(k)
		n := *kind.count(&it)
		change := func(delta int) func() {
			return act(func() error {
				x := d.ItemsAt(p)
				c := kind.count(&x)
				*c = max(0, *c+delta)
				return d.SetItems(p, x)
			})
		}
		minus := widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), change(-1))
		plus := widget.NewButtonWithIcon("", theme.ContentAddIcon(), change(1))
		if n == 0 {
			minus.Disable()
		}
		count := widget.NewLabelWithStyle(strconv.Itoa(n), fyne.TextAlignCenter, fyne.TextStyle{Monospace: true})
		grid.Add(widget.NewLabel(itemNames[k]))
		grid.Add(container.NewHBox(minus, count, plus))
	}
	add(grid)
	add(in.keyStairsCreatures(p, act)...)
	clear := widget.NewButtonWithIcon("Clear the cell", theme.DeleteIcon(), e.clearSelected)
	add(clear)
	in.setObjects(objs...)
}

func (in *inspector) setObjects(objs ...fyne.CanvasObject) {
	in.box.Objects = objs
	in.box.Refresh()
}

func sectionTitle(s string) fyne.CanvasObject {
	return container.NewVBox(widget.NewSeparator(), widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
}

func note(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// mazePanel is the maze's own settings: its file, title, players, rules,
// size, floors and pit loops.
type mazePanel struct {
	e       *Screen
	file    *widget.Label
	title   *widget.Entry
	players *widget.Select
	// rules are the maze's own rules: none (the game's), a preset, a
	// saved configuration, a file, or changed on the whole rules form.
	rules *rulesform.Picker
	// o3 allows indestructible inner walls in the maze's rules (§1.4: in
	// the reference every inner wall can be blown up).
	o3 *widget.Check
	// code is the rules as a code string of seed 001's classification
	// (G1-S1-…), shown and typed; codeNote says why there is none.
	code     *widget.Entry
	codeNote *widget.Label
	size     *widget.Label
	floors   *widget.Select
	loops    *fyne.Container
	// updating is true while the widgets are set from the document, so
	// that their callbacks do not send the values back as commands.
	updating bool
}

// rulesNone is the maze naming no rules: the game's own are played.
const rulesNone = "None: the game's own"

func newMazePanel(e *Screen) *mazePanel {
	mp := &mazePanel{e: e, file: widget.NewLabel(""), title: widget.NewEntry(), size: widget.NewLabel(""), loops: container.NewVBox()}
	mp.file.Wrapping = fyne.TextWrapBreak
	mp.size.Wrapping = fyne.TextWrapWord
	mp.title.SetPlaceHolder("A name for the game master")
	mp.title.OnSubmitted = func(string) { mp.applyTitle() }
	players := []string{"Not said"}
	for n := 1; n <= 20; n++ {
		players = append(players, strconv.Itoa(n))
	}
	mp.players = widget.NewSelect(players, func(s string) {
		if mp.updating {
			return
		}
		n, _ := strconv.Atoi(s) // "Not said" is 0
		e.finishLoop()
		e.refused(e.doc.SetPlayers(n))
	})
	cfg := rulesform.Config{
		Store: e.env.rules,
		Extra: []rulesform.Named{{Name: rulesNone, Rules: rules.Reference()}},
		ChooseFile: func(done func(string)) {
			e.env.chooseOpen(e.win, "", done)
		},
		OnChanged: func(r rules.Rules) {
			if mp.updating {
				return
			}
			e.finishLoop()
			if mp.rules.From() == rulesNone && r.Equal(rules.Reference()) {
				e.refused(e.doc.SetRules(nil))
				return
			}
			e.refused(e.doc.SetRules(&r))
		},
	}
	mp.rules = rulesform.NewPicker(e.win, cfg, rules.Reference(), rulesNone)
	mp.o3 = widget.NewCheck("Indestructible inner walls (O3)", func(on bool) {
		if mp.updating {
			return
		}
		e.finishLoop()
		r := rules.Reference()
		if m := e.doc.Maze(); m.Rules != nil {
			r = *m.Rules
		}
		r.IndestructibleInnerWalls = on
		e.refused(e.doc.SetRules(&r))
	})
	mp.code = widget.NewEntry()
	mp.code.SetPlaceHolder("G1-S2-…")
	mp.code.OnSubmitted = func(string) { mp.applyCode() }
	mp.codeNote = widget.NewLabel("")
	mp.codeNote.Wrapping = fyne.TextWrapWord
	mp.codeNote.Importance = widget.LowImportance
	var floors []string
	for n := 1; n <= maze.MaxFloors; n++ {
		floors = append(floors, strconv.Itoa(n))
	}
	mp.floors = widget.NewSelect(floors, func(s string) {
		if mp.updating {
			return
		}
		n, _ := strconv.Atoi(s)
		e.finishLoop()
		e.refused(e.doc.SetFloors(n))
	})
	return mp
}

func (mp *mazePanel) applyTitle() {
	if mp.updating || mp.title.Text == mp.e.doc.Maze().Title {
		return
	}
	mp.e.finishLoop()
	mp.e.refused(mp.e.doc.SetTitle(mp.title.Text))
}

func (mp *mazePanel) content() fyne.CanvasObject {
	e := mp.e
	setTitle := widget.NewButton("Set", mp.applyTitle)
	resize := widget.NewButton("Resize…", e.showResize)
	renumber := widget.NewButton("Renumber loops 1…n", func() {
		e.finishLoop()
		e.refused(e.doc.RenumberLoops())
	})
	form := container.New(layout.NewFormLayout(),
		widget.NewLabel("File"), mp.file,
		widget.NewLabel("Title"), container.NewBorder(nil, nil, nil, setTitle, mp.title),
		widget.NewLabel("Players"), mp.players,
		widget.NewLabel("Rules"), mp.rules.Object(),
		widget.NewLabel(""), mp.o3,
		widget.NewLabel("Code"), container.NewBorder(nil, nil, nil, widget.NewButton("Set", mp.applyCode), mp.code),
		widget.NewLabel(""), mp.codeNote,
		widget.NewLabel("Size"), container.NewBorder(nil, nil, nil, resize, mp.size),
		widget.NewLabel("Floors"), mp.floors,
	)
	return container.NewVScroll(container.NewVBox(form,
		sectionTitle("Pit loops"), mp.loops, container.NewHBox(renumber)))
}

func (mp *mazePanel) refreshFile() {
	if mp.e.doc == nil {
		return
	}
	path := mp.e.doc.Path()
	switch {
	case path == "":
		mp.file.SetText("Not saved yet")
	case mp.e.doc.Dirty():
		mp.file.SetText(filepath.Base(path) + " (unsaved changes)\n" + filepath.Dir(path))
	default:
		mp.file.SetText(filepath.Base(path) + "\n" + filepath.Dir(path))
	}
}

// refresh shows the document's values.
func (mp *mazePanel) refresh() {
	e := mp.e
	m := e.doc.Maze()
	mp.updating = true
	defer func() { mp.updating = false }()
	mp.refreshFile()
	if mp.title.Text != m.Title {
		mp.title.SetText(m.Title)
	}
	if m.Players == 0 {
		mp.players.SetSelected("Not said")
	} else {
		mp.players.SetSelected(strconv.Itoa(m.Players))
	}
	switch {
	case m.Rules == nil:
		if mp.rules.From() != rulesNone {
			mp.rules.SetRules(rules.Reference(), rulesNone)
		}
	case !m.Rules.Equal(mp.rules.Rules()) || mp.rules.From() == rulesNone:
		// The name stays while the rules are the ones chosen by it.
		mp.rules.SetRules(*m.Rules, presetName(*m.Rules))
	}
	mp.o3.SetChecked(m.Rules != nil && m.Rules.IndestructibleInnerWalls)
	mp.refreshCode(m.Rules)
	floors := "floor"
	if m.Floors() > 1 {
		floors = "floors"
	}
	mp.size.SetText(fmt.Sprintf("%d × %d, %d %s, %d cells", m.Width(), m.Height(), m.Floors(), floors, m.CountInside()))
	mp.floors.SetSelected(strconv.Itoa(m.Floors()))
	mp.refreshLoops()
}

// refreshCode shows the code string of the maze's rules (the Reference's
// when it names none), or says why they have none.
func (mp *mazePanel) refreshCode(r *rules.Rules) {
	rs := rules.Reference()
	if r != nil {
		rs = *r
	}
	code, err := rules.FormatCode(rs)
	if err != nil {
		code = ""
		mp.codeNote.SetText("These rules have no code string of \"Maze on paper\" (seed 001): no code says what they do about " + noCodeOptions(err) + ". Type a code string and Set to use one.")
	} else {
		mp.codeNote.SetText("The rules as \"Maze on paper\" (seed 001) writes them. Type another and Set.")
	}
	mp.code.SetText(code)
}

// noCodeOptions names the options that give rules no code string, the
// first few.
func noCodeOptions(err error) string {
	var ce *rules.CodeError
	if !errors.As(err, &ce) || len(ce.Keys) == 0 {
		return "some of their options"
	}
	keys := ce.Keys
	if len(keys) > 4 {
		return strings.Join(keys[:4], ", ") + fmt.Sprintf(" and %d more", len(keys)-4)
	}
	return strings.Join(keys, ", ")
}

// applyCode sets the maze's rules from the code string typed: "G1-S2-…"
// (seed 001 l.119–172); a code whose option does not exist yet is refused
// with the reason.
func (mp *mazePanel) applyCode() {
	if mp.updating {
		return
	}
	e := mp.e
	e.finishLoop()
	r, err := rules.ParseCode(strings.TrimSpace(mp.code.Text))
	if err != nil {
		e.say(err.Error())
		return
	}
	e.refused(e.doc.SetRules(&r))
}

// presetName is the name of the preset r is (a code string of "Maze on
// paper" included), or "" when it is none.
func presetName(r rules.Rules) string {
	if p, ok := rules.Preset(r.Preset); ok && p.Equal(r) {
		return r.Preset
	}
	for _, n := range rules.PresetNames() {
		if p, ok := rules.Preset(n); ok && p.Equal(r) {
			return n
		}
	}
	return ""
}

// refreshLoops lists the pit loops with their colours; a click selects the
// first pit.
func (mp *mazePanel) refreshLoops() {
	e := mp.e
	loops := e.doc.Loops()
	pal := e.view.Palette()
	var objs []fyne.CanvasObject
	for _, l := range loops {
		pits := e.doc.LoopPits(l)
		chip := canvas.NewCircle(pal.Loop(l))
		first := pits[0]
		b := widget.NewButton(fmt.Sprintf("Loop %d: %s, from %s", l, shell.Counted(len(pits), "pit", "pits"), first), func() {
			e.selectCell(first)
			e.reveal(first)
		})
		b.Alignment = widget.ButtonAlignLeading
		b.Importance = widget.LowImportance
		objs = append(objs, container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSquareSize(16), chip), nil, b))
	}
	if len(loops) == 0 {
		objs = append(objs, note("No pit loops yet: the Pits tool ("+e.keyHint("tool.pits")+") builds one by clicking its pits in order."))
	}
	mp.loops.Objects = objs
	mp.loops.Refresh()
}
