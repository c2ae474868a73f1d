package drive

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/ui/planview"
)

// card is a tappable widget of the screens' kind: text inside a renderer
// of its own, like the start screen's tiles.
type card struct {
	widget.BaseWidget
	title  string
	tapped int
}

func newCard(title string) *card {
	c := &card{title: title}
	c.ExtendBaseWidget(c)
	return c
}

func (c *card) Tapped(*fyne.PointEvent) { c.tapped++ }

func (c *card) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewVBox(widget.NewLabel(c.title), widget.NewLabel("about "+c.title)))
}

// moveField is a screen's own text field built on widget.Entry, as the
// game screen's composer is.
type moveField struct {
	widget.Entry
	submitted string
}

func newMoveField() *moveField {
	e := &moveField{}
	e.ExtendBaseWidget(e)
	e.SetPlaceHolder("Or say it in words (Enter sends)")
	e.OnSubmitted = func(s string) { e.submitted = s }
	return e
}

// The plan widget takes tap-cell (a start cell on the outline) and says
// where its pieces are.
var (
	_ CellTapper = (*planview.View)(nil)
	_ Describer  = (*planview.View)(nil)
)

// grid implements CellTapper.
type grid struct {
	widget.Label
	x, y int
}

func (g *grid) TapCell(x, y int) error { g.x, g.y = x, y; return nil }

func (g *grid) DriveTexts() []string { return []string{"piece A at (2,3)"} }

type fixture struct {
	w      fyne.Window
	d      *Driver
	hosted int
	name   *widget.Entry
	code   *widget.Entry
	move   *moveField
	start  *widget.Button
	solo   *card
	status *widget.Label
	list   *widget.List
	picked widget.ListItemID
	grid   *grid
	seats  *widget.Select
	master *widget.RadioGroup
	ui     sync.Mutex
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	test.NewTempApp(t)
	f := &fixture{picked: -1}
	f.name = widget.NewEntry()
	f.code = widget.NewEntry()
	f.code.SetPlaceHolder("Join code (optional)")
	f.move = newMoveField()
	f.start = widget.NewButton("Start the game", func() {})
	f.start.Disable()
	f.solo = newCard("Solo practice")
	f.status = widget.NewLabel("Waiting for players")
	games := []string{"Lab party — 1/3 seats", "Friday maze — 2/2 seats"}
	f.list = widget.NewList(func() int { return len(games) },
		func() fyne.CanvasObject { return widget.NewLabel("template") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(games[i]) })
	f.list.OnSelected = func(i widget.ListItemID) { f.picked = i }
	f.seats = widget.NewSelect([]string{"2", "3", "4"}, nil)
	f.seats.SetSelected("2")
	f.master = widget.NewRadioGroup([]string{"The computer", "Me, at this computer"}, nil)
	f.master.SetSelected("The computer")
	f.grid = &grid{}
	f.grid.ExtendBaseWidget(f.grid)
	f.grid.SetText("the plan")
	content := container.NewBorder(
		container.NewVBox(
			widget.NewButton("Host a game", func() { f.hosted++ }),
			f.solo,
			widget.NewForm(widget.NewFormItem("Your name", f.name)),
			f.code,
			f.start,
			f.status,
			f.move,
			container.NewHBox(widget.NewLabel("Seats"), f.seats, widget.NewLabel("players")),
			widget.NewLabel("Game master"), f.master,
			f.grid,
		), nil, nil, nil, f.list)
	f.w = test.NewWindow(content)
	t.Cleanup(f.w.Close)
	f.w.Resize(fyne.NewSize(600, 800))
	f.d = New(f.w)
	f.d.poll = time.Millisecond
	// Fyne's test driver runs fyne.Do in place, on whatever goroutine
	// calls it; the lock stands in for the one UI goroutine of a real
	// window, so that the race detector sees what the app would do.
	f.d.onUI = func(fn func()) {
		f.ui.Lock()
		defer f.ui.Unlock()
		fn()
	}
	return f
}

func (f *fixture) do(t *testing.T, line string) ([]string, error) {
	t.Helper()
	c, err := Parse(line)
	if err != nil {
		t.Fatalf("Parse(%q): %v", line, err)
	}
	return f.d.Do(c)
}

func (f *fixture) must(t *testing.T, line string) []string {
	t.Helper()
	out, err := f.do(t, line)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return out
}

func TestWalkSeesInsideWidgets(t *testing.T) {
	f := newFixture(t)
	dump := strings.Join(f.must(t, "dump"), "\n")
	for _, want := range []string{
		"button: Host a game",
		"label (clickable): Solo practice", // inside the card's own renderer
		"label (clickable): about Solo practice",
		"rich: Your name",                         // a form's label
		`entry "Join code (optional)": `,          // an empty field, by its placeholder
		`entry "Or say it in words (Enter sends)`, // a field built on widget.Entry
		"rich: the plan",                          // a widget built on a label
		"drawn: piece A at (2,3)",                 // what a Describer draws
		"label (clickable): Lab party — 1/3 seats",
		"label (clickable): Friday maze — 2/2 seats", // a list's rows
		"label: Waiting for players",
	} {
		if !strings.Contains(dump, want) {
			t.Errorf("dump lacks %q; it is:\n%s", want, dump)
		}
	}
}

func TestClick(t *testing.T) {
	f := newFixture(t)
	f.w.Canvas().Focus(f.name)
	f.must(t, `click "Host a game"`)
	if f.hosted != 1 {
		t.Errorf("the button was pressed %d times, want 1", f.hosted)
	}
	if f.w.Canvas().Focused() != nil {
		t.Error("a click on a button left the focus in the name field")
	}
	f.must(t, `click "Solo practice"`)
	if f.solo.tapped != 1 {
		t.Errorf("the card was tapped %d times, want 1", f.solo.tapped)
	}
	f.must(t, `click "about Solo"`) // contained, since nothing equals it
	if f.solo.tapped != 2 {
		t.Errorf("a text within the card did not tap it")
	}
	f.must(t, `click "Friday maze"`)
	if f.picked != 1 {
		t.Errorf("the list picked row %d, want 1", f.picked)
	}
	f.must(t, `click seats 1`)
	if f.picked != 0 {
		t.Errorf("click seats 1 picked row %d, want the first, 0", f.picked)
	}
	for line, want := range map[string]string{
		`click "Start the game"`:      `"Start the game" is disabled`,
		`click "Waiting for players"`: "is not in anything that can be clicked",
		`click "Join a game"`:         `nothing shows "Join a game"; the window shows: "Lab party — 1/3 seats", "Friday maze — 2/2 seats", "Host a game"`,
		`click seats 3`:               `2 things show "seats", not 3`,
	} {
		if _, err := f.do(t, line); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error containing %q", line, err, want)
		}
	}
}

func TestClickReachesOnlyTheTopDialog(t *testing.T) {
	f := newFixture(t)
	closed := 0
	pop := widget.NewModalPopUp(widget.NewButton("Close", func() { closed++ }), f.w.Canvas())
	pop.Show()
	if _, err := f.do(t, `click "Host a game"`); err == nil {
		t.Error("a button under a modal dialog was clicked")
	}
	f.must(t, "click Close")
	if closed != 1 {
		t.Error("the dialog's button was not clicked")
	}
	dump := f.must(t, "dump")
	if dump[0] != "-- top dialog or pop-up --" {
		t.Errorf("dump does not start with the dialog: %q", dump)
	}
}

func TestType(t *testing.T) {
	f := newFixture(t)
	f.name.SetText("someone")
	f.must(t, `type "Your name" Ann`)
	if f.name.Text != "Ann" {
		t.Errorf("the name field says %q, want Ann (emptied first)", f.name.Text)
	}
	if f.w.Canvas().Focused() != f.name {
		t.Error("the typed-into field does not have the focus")
	}
	f.must(t, `type "Join code" 4711`)
	if f.code.Text != "4711" {
		t.Errorf("the code field says %q", f.code.Text)
	}
	f.must(t, `type "say it in words" "go north\n"`)
	if f.move.submitted != "go north" {
		t.Errorf("the composer sent %q, want go north (the newline is Enter)", f.move.submitted)
	}
	f.must(t, `type "" "go south"`)
	f.must(t, "key Return")
	if f.move.submitted != "go south" {
		t.Errorf("typing into the focused field then Return sent %q", f.move.submitted)
	}
	if _, err := f.do(t, `type "Password" x`); err == nil || !strings.Contains(err.Error(), `no text field has the placeholder or label "Password"`) {
		t.Errorf("typing into a missing field: %v", err)
	}
	f.w.Canvas().Unfocus()
	if _, err := f.do(t, `type "" x`); err == nil || !strings.Contains(err.Error(), "no text field has the focus") {
		t.Errorf("typing with nothing focused: %v", err)
	}
}

func TestChoose(t *testing.T) {
	f := newFixture(t)
	f.must(t, "choose Seats 3")
	if f.seats.Selected != "3" {
		t.Errorf("the seats say %q, want 3", f.seats.Selected)
	}
	f.must(t, `choose "Game master" "Me, at this computer"`)
	if f.master.Selected != "Me, at this computer" {
		t.Errorf("the game master is %q", f.master.Selected)
	}
	f.must(t, `click "The computer"`) // a radio choice is clicked, not its group
	if f.master.Selected != "The computer" {
		t.Errorf("clicking a choice left %q", f.master.Selected)
	}
	if _, err := f.do(t, "choose Seats 9"); err == nil || err.Error() != `"Seats" offers no "9"; it offers "2", "3", "4"` {
		t.Errorf("choosing an option not offered: %v", err)
	}
	if _, err := f.do(t, "choose Colour red"); err == nil || !strings.Contains(err.Error(), `no list or set of choices has the placeholder or label "Colour"`) {
		t.Errorf("choosing in a missing list: %v", err)
	}
}

func TestKeys(t *testing.T) {
	f := newFixture(t)
	c := f.w.Canvas()
	var plain []fyne.KeyName
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) { plain = append(plain, ev.Name) })
	f.must(t, "key F1")
	if len(plain) != 1 || plain[0] != fyne.KeyF1 {
		t.Errorf("the window's keys got %v, want [F1]", plain)
	}
	// Fyne's test canvas takes no shortcuts from outside (the desktop
	// window's does: lan-party.sh presses Ctrl+1 on the start screen).
	if _, err := f.do(t, "key Ctrl+Q"); err == nil || !strings.Contains(err.Error(), "the window takes no shortcuts (Ctrl+Q)") {
		t.Errorf("a shortcut the canvas cannot take: %v", err)
	}
	// A focused widget takes its shortcuts first.
	f.name.SetText("Ann")
	c.Focus(f.name)
	f.must(t, "key Ctrl+A")
	if f.name.SelectedText() != "Ann" {
		t.Errorf("Ctrl+A in the name field selected %q, want all of it", f.name.SelectedText())
	}
	f.must(t, "key Escape")
	if len(plain) != 1 {
		t.Errorf("a key reached the window while a field had the focus: %v", plain)
	}
	c.Unfocus()
	menuRan := 0
	f.w.SetMainMenu(fyne.NewMainMenu(fyne.NewMenu("Game", &fyne.MenuItem{Label: "Leave", Action: func() { menuRan++ },
		Shortcut: &desktop.CustomShortcut{KeyName: fyne.KeyL, Modifier: fyne.KeyModifierControl}})))
	f.must(t, "key Ctrl+L")
	if menuRan != 1 {
		t.Error("Ctrl+L did not run the menu item bound to it")
	}
}

func TestWaitAndGone(t *testing.T) {
	f := newFixture(t)
	go func() {
		time.Sleep(20 * time.Millisecond)
		f.d.onUI(func() { f.status.SetText("Bob joined") })
	}()
	f.must(t, `wait "Bob joined" 5s`)
	f.must(t, `gone "Waiting for players" 5s`)
	_, err := f.do(t, `wait "Cid joined" 30ms`)
	if err == nil || !strings.Contains(err.Error(), `"Cid joined" did not appear within 30ms; the window shows: "Lab party — 1/3 seats"`) {
		t.Errorf("a wait that times out: %v", err)
	}
	if _, err := f.do(t, `gone "Bob joined" 30ms`); err == nil || !strings.Contains(err.Error(), `"Bob joined" was still on show after 30ms`) {
		t.Errorf("a gone that times out: %v", err)
	}
}

func TestTapCellScreenshotTitle(t *testing.T) {
	f := newFixture(t)
	f.must(t, "tap-cell 3 4")
	if f.grid.x != 3 || f.grid.y != 4 {
		t.Errorf("the grid was tapped at (%d,%d), want (3,4)", f.grid.x, f.grid.y)
	}
	if _, err := f.do(t, "tap-cell 0 0 2"); err == nil || !strings.Contains(err.Error(), "1 grids on show, not 2") {
		t.Errorf("tapping a second grid: %v", err)
	}
	path := filepath.Join(t.TempDir(), "shot.png")
	f.must(t, "screenshot "+path)
	file, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	img, err := png.Decode(file)
	if err != nil {
		t.Fatalf("the screenshot is not a PNG: %v", err)
	}
	if img.Bounds().Dx() < 100 {
		t.Errorf("the screenshot is %v", img.Bounds())
	}
	f.w.SetTitle("Lab party — Labyrinth")
	if got := f.must(t, "title"); len(got) != 1 || got[0] != "Lab party — Labyrinth" {
		t.Errorf("title = %q", got)
	}
}

// codeField embeds a pointer to an entry rather than an entry.
type codeField struct {
	*widget.Entry
}

func TestEntryOf(t *testing.T) {
	plain := widget.NewEntry()
	inner := widget.NewEntry()
	move := newMoveField()
	for _, tc := range []struct {
		o    fyne.CanvasObject
		want *widget.Entry
	}{
		{plain, plain},
		{move, &move.Entry},
		{&codeField{inner}, inner},
		{&codeField{}, nil},
		{widget.NewLabel("x"), nil},
	} {
		if got := entryOf(tc.o); got != tc.want {
			t.Errorf("entryOf(%T) = %p, want %p", tc.o, got, tc.want)
		}
	}
}

func TestBlankPictureIsRefused(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 4, 3))
	if !blank(img) {
		t.Error("an all-black picture is not blank")
	}
	img.Set(3, 2, color.White)
	if blank(img) {
		t.Error("a picture with a white pixel is blank")
	}
}
