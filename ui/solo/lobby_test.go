package solo

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/assets"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Continuing a game left unfinished opens it where it was, and play goes
// on (the game screen shows it as it was: the play package's tests).
func TestSoloLobbyContinuesTheGameLeft(t *testing.T) {
	l, f := newTestLobby(t)
	env := l.env
	start := maze.At(2, 0)
	sess, title, err := env.begin(setup{maze: uitest.SmallMaze(t), mazeName: "small.json", rules: rules.Reference(), start: &start, player: "Ann", gameSeed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := OpenSession(f, env, sess, title)
	for _, s := range []string{"go left", "shoot up, go right"} {
		if err := g.Seat.SayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	path := g.Journal
	g.Close()

	l = OpenLobby(f, env)
	if !l.continueB.Visible() {
		t.Fatal("the lobby offers to continue")
	}
	test.Tap(l.continueB)
	h := env.game()
	if h == nil || h == g || h.Journal != path {
		t.Fatal("continuing opens the game")
	}
	t.Cleanup(h.Close)
	if err := h.Seat.SayText("go right"); err != nil {
		t.Fatalf("play goes on: %v", err)
	}
	list, err := session.ListSaved(filepath.Dir(path))
	if err != nil || len(list) != 1 || list[0].Statements != 3 {
		t.Fatalf("one saved game with three statements: %+v %v", list, err)
	}
}

func TestSoloLobbyStartsOnTheCellClickedOnTheBlankOutline(t *testing.T) {
	l, f := newTestLobby(t)
	w := f.W
	file := filepath.Join(t.TempDir(), "small.json")
	if err := os.WriteFile(file, []byte(uitest.SmallMazeJSON), 0o644); err != nil {
		t.Fatal(err)
	}
	l.env.chooseOpen = func(_ fyne.Window, _ string, done func(string)) { done(file) }
	l.rules.SetRules(rules.Reference(), "Reference")
	l.chooseMaze()
	blank := l.outline.Maze()
	if blank == nil || blank.Width() != 4 || blank.Height() != 3 {
		t.Fatalf("the outline has the maze's shape: %v", blank)
	}
	for i := range blank.Len() {
		p := blank.PosOf(i)
		if blank.Kind(p) != maze.Land {
			t.Fatalf("§6.1 the blank plan shows no cell types: %v is %v", p, blank.Kind(p))
		}
		for _, d := range maze.Dirs {
			if !blank.IsOuter(p, d) && blank.Side(p, d) != maze.Open || blank.IsOuter(p, d) && blank.Side(p, d) != maze.Solid {
				t.Fatalf("§6.1 the blank plan shows no walls or exits: %v %v", p, d)
			}
		}
	}
	if !l.startBtn.Disabled() {
		t.Error("no start until a cell is chosen")
	}
	pos, size := l.outline.CellRect(maze.At(1, 2))
	test.TapCanvas(w.Canvas(), fyne.CurrentApp().Driver().AbsolutePositionForObject(l.outline).Add(pos).AddXY(size.Width/2, size.Height/2))
	if l.chosen == nil || *l.chosen != maze.At(1, 2) {
		t.Fatalf("clicking (2,3) chooses it: %v", l.chosen)
	}
	uitest.SaveShot(t, w, "SOLO_OUT", "solo", "lobby.png")
	test.Tap(l.startBtn)
	g := l.env.game()
	if g == nil {
		t.Fatalf("the game starts; the lobby says %q", l.message.String())
	}
	t.Cleanup(g.Close)
	if at := uitest.GameMaster(t, g.Journal).Player(0).Pos; at != maze.At(1, 2) || g.Seat.Known().Start != at {
		t.Fatalf("the player starts where he clicked: %v", at)
	}
}

func TestSoloPlacedByTheGameMasterIsNotToldWhere(t *testing.T) {
	l, _ := newTestLobby(t)
	l.width.SetText("5")
	l.height.SetText("4")
	l.startMode.SetSelected(startPlaced)
	if l.startBtn.Disabled() {
		t.Fatal("the game master places the player: nothing to click")
	}
	test.Tap(l.startBtn)
	g := l.env.game()
	if g == nil {
		t.Fatalf("no game: %q", l.message.String())
	}
	t.Cleanup(g.Close)
	for _, e := range g.Seat.Events(0) {
		if e.Code == game.StartChosen || e.Code == game.Position {
			t.Fatalf("the player learnt where he was placed: %+v", e)
		}
	}
	if k := g.Seat.Known(); k.Chose {
		t.Fatal("the placed player knows a start he did not choose")
	}
}

func TestSoloCommandLine(t *testing.T) {
	env := testSoloEnv(t)
	var out, errs bytes.Buffer
	open, code := Prepare([]string{"--width", "6", "--height", "6", "--seed", "1"}, env, &out, &errs)
	if open == nil || code != 0 {
		t.Fatalf("code %d: %s", code, errs.String())
	}
	dir, _ := env.gamesDir()
	if list, _ := session.ListSaved(dir); len(list) != 1 || list[0].Width != 6 || !strings.Contains(list[0].Title, "seed 1") {
		t.Fatalf("the game is made and saved before the window opens: %+v", list)
	}
	file := filepath.Join(t.TempDir(), "small.json")
	os.WriteFile(file, []byte(uitest.SmallMazeJSON), 0o644)
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--help"}, 0, "usage: labyrinth solo"},
		{[]string{"--width", "2"}, 2, "size 2x2: each side 3 to 30"},
		{[]string{"--maze", file, "--width", "5"}, 2, "one or the other"},
		{[]string{"--difficulty", "hard"}, 2, "unknown difficulty"},
		{[]string{"--rules", "nonsense"}, 2, "neither a preset"},
		{[]string{"--start", "9,9", "--maze", file, "--rules", "Reference"}, 1, "(9,9) is not a cell of the labyrinth"},
		{[]string{"--name", "Ann Smith"}, 2, "one word"},
		{[]string{"stray"}, 2, "unexpected argument"},
		{[]string{"--maze", file, "--rules", "Reference", "--start", "2,3"}, 0, ""},
		{[]string{"--continue"}, 0, ""},
	}
	// openAndLeave opens a prepared game as the window would, and leaves
	// it: a game stays locked to its session until then.
	openAndLeave := func(open func(shell.Frame)) {
		open(uitest.NewFrame(t))
		env.game().Close()
	}
	openAndLeave(open)
	for _, tc := range tests {
		out.Reset()
		errs.Reset()
		open, code := Prepare(tc.args, env, &out, &errs)
		if code != tc.code || (tc.code == 0 && tc.want == "" && open == nil) {
			t.Errorf("%q: code %d, want %d; %s", tc.args, code, tc.code, errs.String())
		}
		if tc.want != "" && !strings.Contains(out.String()+errs.String(), tc.want) {
			t.Errorf("%q: %q lacks %q", tc.args, out.String()+errs.String(), tc.want)
		}
		if open != nil && tc.want == "" {
			openAndLeave(open)
		}
	}
	// The last game is open in another window (here: held by a session).
	list, _ := session.ListSaved(dir)
	last, _ := session.LastUnfinished(list)
	held, err := session.Resume(last.Path)
	if err != nil {
		t.Fatal(err)
	}
	errs.Reset()
	if open, code := Prepare([]string{"--continue"}, env, &out, &errs); open != nil || code != 1 ||
		errs.String() != "labyrinth solo: \"small\" ("+filepath.Base(last.Path)+") is open in another window: close it there to continue it here\n" {
		t.Errorf("--continue a game open elsewhere: code %d: %q", code, errs.String())
	}
	held.Close()
	// A game that cannot be continued is named when nothing else is left.
	other := testSoloEnv(t)
	odir, _ := other.gamesDir()
	if err := os.MkdirAll(odir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(odir, "solo-broken.journal"), []byte("not a journal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	errs.Reset()
	if open, code := Prepare([]string{"--continue"}, other, &out, &errs); open != nil || code != 1 ||
		!strings.Contains(errs.String(), "no unfinished game") || !strings.Contains(errs.String(), "solo-broken.journal cannot be continued: ") {
		t.Errorf("--continue with only a broken game: code %d: %q", code, errs.String())
	}
}

// --rules takes a saved configuration's name, in any case, as labyrinth
// host does; and the lobby's rules picker offers it and plays by it.
func TestSoloPlaysBySavedRules(t *testing.T) {
	env := testSoloEnv(t)
	house := rules.Beginner()
	house.NStop = 25
	if err := env.rules.Save("House rules", house); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	open, code := Prepare([]string{"--width", "5", "--rules", "house RULES", "--start", "1,1"}, env, &out, &errs)
	if open == nil || code != 0 {
		t.Fatalf("code %d: %s", code, errs.String())
	}
	open(uitest.NewFrame(t))
	g := env.game()
	if got := uitest.GameMaster(t, g.Journal).Rules(); got.NStop != 25 {
		t.Errorf("--rules \"house RULES\" played nstop %d, want the saved 25", got.NStop)
	}
	g.Close()

	l := OpenLobby(uitest.NewFrame(t), env)
	if !slices.Contains(l.rules.Form().Options(), "House rules") {
		t.Fatalf("the saved configuration is not offered: %v", l.rules.Form().Options())
	}
	l.rules.SetRules(house, "House rules")
	l.startMode.SetSelected(startPlaced)
	test.Tap(l.startBtn)
	g = env.game()
	if g == nil {
		t.Fatalf("no game started: %q", l.message.String())
	}
	t.Cleanup(g.Close)
	if got := uitest.GameMaster(t, g.Journal).Rules(); got.NStop != 25 {
		t.Errorf("the lobby played nstop %d, want 25", got.NStop)
	}
	if got := l.frame.App().Preferences().String(prefSoloRules); got != "House rules" {
		t.Errorf("the lobby remembers the rules as %q", got)
	}
}

// A maze another screen hands over (the editor's "Use for a game") is
// chosen in the lobby under its name, by the rules it names, and the game
// starts on it where the player clicks.
func TestAMazeHandedOverIsPlayedByItsRules(t *testing.T) {
	f := uitest.NewFrame(t)
	env := testSoloEnv(t)
	data, err := assets.Maze("sample-5x5.json")
	if err != nil {
		t.Fatal(err)
	}
	want, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if want.Rules == nil {
		t.Fatal("the sample names no rules")
	}
	PlayMaze(f, env, want.Clone(), "/mazes/sample-5x5.json", "sample-5x5.json")
	l := env.lobby
	if l == nil {
		t.Fatal("PlayMaze did not open the solo practice lobby")
	}
	if l.source.Selected != sourceFile || l.fileMaze == nil || !l.fileMaze.Equal(want) {
		t.Fatalf("the lobby has not chosen the maze handed over: source %q", l.source.Selected)
	}
	if l.fileLabel.Text != "sample-5x5.json" {
		t.Errorf("the lobby calls the maze %q", l.fileLabel.Text)
	}
	if l.rules.From() != rulesOfMaze {
		t.Errorf("the lobby plays by %q, want the rules the maze names", l.rules.From())
	}
	l.outlineTapped(planview.TapEvent{Hit: planview.Hit{Cell: maze.At(1, 2), InGrid: true}})
	test.Tap(l.startBtn)
	g := env.game()
	if g == nil {
		t.Fatalf("no game started; the lobby says %q", l.message.String())
	}
	t.Cleanup(g.Close)
	gm := uitest.GameMaster(t, g.Journal)
	if !gm.Plan().Equal(want) {
		t.Error("the game is not played on the maze handed over")
	}
	if got := gm.Rules(); !reflect.DeepEqual(got, *want.Rules) {
		t.Errorf("the game's rules are %+v, want the maze's %+v", got, *want.Rules)
	}
	if p := gm.Player(0).Pos; p != maze.At(1, 2) {
		t.Errorf("the player starts on %v, want the cell clicked (2,3)", p)
	}
}

// A maze naming no rules (one the editor checked against the reference)
// is played by the reference.
func TestAMazeHandedOverWithoutRulesIsPlayedByTheReference(t *testing.T) {
	f := uitest.NewFrame(t)
	env := testSoloEnv(t)
	m := uitest.SmallMaze(t)
	m.Rules = nil
	PlayMaze(f, env, m, "", "Untitled")
	l := env.lobby
	if l == nil || l.fileLabel.Text != "Untitled" {
		t.Fatalf("the lobby shows %v", l)
	}
	if l.rules.From() != "Reference" || !l.rules.Rules().Equal(rules.Reference()) {
		t.Errorf("the lobby plays a maze naming no rules by %q, want the reference it was checked against", l.rules.From())
	}
	l.startMode.SetSelected(startPlaced)
	test.Tap(l.startBtn)
	if g := env.game(); g == nil {
		t.Fatalf("no game started; the lobby says %q", l.message.String())
	} else {
		t.Cleanup(g.Close)
	}
}

// TestSoloLobbyOutlineUsesTheSpace: a 20x20 outline at a laptop's size
// gets cells large enough to click and every row and column numbered in
// type large enough to read, in the margin around the grid.
func TestSoloLobbyOutlineUsesTheSpace(t *testing.T) {
	for _, tc := range []struct {
		size     fyne.Size
		minCell  float32
		allShown bool
	}{
		{fyne.NewSize(1024, 700), 14, false},
		{fyne.NewSize(1024, 720), 14, false},
		{fyne.NewSize(1920, 1080), 30, true},
	} {
		l, f := newTestLobby(t)
		w := f.W
		w.Resize(tc.size)
		l.width.SetText("20")
		l.height.SetText("20")
		w.Content().Refresh()
		if c := l.outline.CellSize(); c < tc.minCell {
			t.Errorf("%v: the outline's cells are %v px, want at least %v", tc.size, c, tc.minCell)
		}
		origin, cell := l.outline.CellRect(maze.At(0, 0))
		grid := fyne.NewSize(20*cell.Width, 20*cell.Height)
		cols, rows := map[string]bool{}, map[string]bool{}
		for _, o := range l.axes.texts.Objects {
			txt := o.(*canvas.Text)
			if !txt.Visible() {
				continue
			}
			if txt.TextSize < axesMinText {
				t.Errorf("%v: %q is %v px high", tc.size, txt.Text, txt.TextSize)
			}
			p, sz := txt.Position(), txt.Size()
			inGrid := p.X+sz.Width > origin.X+0.5 && p.X < origin.X+grid.Width-0.5 && p.Y+sz.Height > origin.Y+0.5 && p.Y < origin.Y+grid.Height-0.5
			if inGrid {
				t.Errorf("%v: the number %q (%v %v) lies on the grid", tc.size, txt.Text, p, sz)
			}
			if p.Y < origin.Y {
				cols[txt.Text] = true
			} else {
				rows[txt.Text] = true
			}
		}
		for _, n := range []string{"1", "5", "10", "15", "20"} {
			if !cols[n] || !rows[n] {
				t.Errorf("%v: column or row %s is not numbered: %v %v", tc.size, n, cols, rows)
			}
		}
		if tc.allShown && (len(cols) != 20 || len(rows) != 20) {
			t.Errorf("%v: every row and column is numbered: %d, %d", tc.size, len(cols), len(rows))
		}
		// The pointer's cell is named, its numbers stand out.
		l.outlineHovered(planview.Hit{Cell: maze.At(14, 10), InGrid: true})
		if got := l.hoverMsg.String(); !strings.Contains(got, "(15,11)") || !strings.Contains(got, "column 15, row 11") {
			t.Errorf("hovering (15,11): %q", got)
		}
		var marked []string
		for _, o := range l.axes.texts.Objects {
			if txt := o.(*canvas.Text); txt.Visible() && txt.TextStyle.Bold {
				marked = append(marked, txt.Text)
			}
		}
		if strings.Join(marked, ",") != "15,11" {
			t.Errorf("the numbers of the cell under the pointer stand out: %q", marked)
		}
		uitest.SaveShot(t, w, "SOLO_OUT", "solo", fmt.Sprintf("lobby-%gx%g.png", tc.size.Width, tc.size.Height))
		l.back()
	}
}

func TestTheLobbyIsIdle(t *testing.T) {
	l, _ := newTestLobby(t)
	uitest.AssertIdle(t, "the practice lobby")
	l.outlineTapped(planview.TapEvent{Hit: planview.Hit{Cell: maze.At(1, 1), InGrid: true}})
	uitest.AssertIdle(t, "the practice lobby, a start chosen")
}
