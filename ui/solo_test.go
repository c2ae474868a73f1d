package ui

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/assets"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// soloMaze is a small fixed labyrinth (4x3):
//
//	   1      2      3      4
//	+======+======+======+======+
//	1   W    | L      L      L$   #
//	2 # L      P1.1   L      H    #
//	3 # Lf     L      P1.2   L
//	+======+======+======+======+
//
// open exits left of (1,1) and right of (4,3), the true treasure at (4,1).
const soloMaze = `{"format": "labyrinth-maze", "version": 1, "width": 4, "height": 3,
  "cells": ["W L L L", "L P1.1 L H", "L L P1.2 L"],
  "walls": [{"at": [1,1], "side": "right"}],
  "exits": [{"at": [1,1], "side": "left"}, {"at": [4,3], "side": "right"}],
  "treasures": [{"at": [4,1], "true": true}, {"at": [1,3]}]}`

func soloTestMaze(t *testing.T) *maze.Maze {
	t.Helper()
	m, err := maze.Decode([]byte(soloMaze))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// testSoloEnv keeps the games in the test's directory; file dialogs fail
// the test unless it sets them.
func testSoloEnv(t *testing.T) soloEnv {
	dir := filepath.Join(t.TempDir(), "games")
	return soloEnv{
		gamesDir: func() (string, error) { return dir, nil },
		now:      func() time.Time { return time.Date(2026, 3, 14, 15, 30, 0, 0, time.UTC) },
		chooseOpen: func(fyne.Window, string, func(string)) {
			t.Error("a file dialog opened")
		},
		background: func(f func()) { f() },
	}
}

// newTestSolo starts a game on the small maze, the player at start (1-based
// "x,y"), and shows it in a headless window the size of the smoke test's
// screen.
func newTestSolo(t *testing.T, start string) (*soloScreen, fyne.Window) {
	t.Helper()
	s, w := newTestScreen(t)
	s.solo = testSoloEnv(t)
	w.Resize(uitest.ScreenSize)
	p, err := maze.ParsePos(start)
	if err != nil {
		t.Fatal(err)
	}
	sess, title, err := s.solo.begin(soloSetup{maze: soloTestMaze(t), mazeName: "small.json", rules: rules.Reference(), start: &p, player: "Ann", gameSeed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := s.openSession(sess, title)
	w.Resize(uitest.ScreenSize)
	t.Cleanup(g.close)
	return g, w
}

func soloPress(g *soloScreen, k fyne.KeyName) { g.keys.TypedKey(&fyne.KeyEvent{Name: k}) }

// gameMasterOf is the game as its game master holds it, read from the
// journal the game is saved to: the test looks over his shoulder at what
// the screen may never see (where the player really is, the plan).
func gameMasterOf(t *testing.T, g *soloScreen) *game.Game {
	t.Helper()
	data, err := os.ReadFile(g.journal)
	if err != nil {
		t.Fatal(err)
	}
	gm, _, _, err := game.ReadJournal(data)
	if err != nil {
		t.Fatal(err)
	}
	return gm
}

// typeMove types text into the composer's field and presses Enter.
func typeMove(g *soloScreen, text string) {
	e := g.compose.entry
	e.SetText("")
	test.Type(e, text)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

func soloShot(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	uitest.SaveShot(t, w, "SOLO_OUT", "solo", name)
}

func TestSoloDirectionButtonAndKeysAnnounceTheResult(t *testing.T) {
	g, w := newTestSolo(t, "3,1")
	if got := g.log.lastText(); !strings.Contains(got, "starts on land") {
		t.Fatalf("the opening is in the log: %q", got)
	}
	test.Tap(g.compose.dirs[maze.Left])
	if got := g.log.lastText(); !strings.Contains(got, "go left") || !strings.Contains(got, "Walked onto land.") || !strings.Contains(got, "You") {
		t.Fatalf("§4.1 after the left arrow the log says %q", got)
	}
	// (2,1) has a wall on its left: the arrow key hits it (§2.2).
	soloPress(g, fyne.KeyLeft)
	if got := g.log.lastText(); !strings.Contains(got, "go left") || !strings.Contains(got, "Cannot move — hit a wall.") {
		t.Fatalf("§2.2 after the left key the log says %q", got)
	}
	if got := g.roundLabel.Text; got != "Round 3" {
		t.Errorf("round %q", got)
	}
	soloShot(t, w, "playing.png")
}

func TestSoloTypedMoveWithAnErrorIsShownWhereItIs(t *testing.T) {
	g, _ := newTestSolo(t, "3,1")
	before := g.nb.Log().Len()
	typeMove(g, "shoot left, go nort")
	if g.nb.Log().Len() != before {
		t.Fatal("a move the parser refused was said")
	}
	var fault, msg bool
	for _, seg := range g.compose.feedback.Segments {
		ts, ok := seg.(*widget.TextSegment)
		if !ok {
			continue
		}
		if ts.Text == "nort" && ts.Style.TextStyle.Underline {
			fault = true
		}
		if strings.Contains(ts.Text, "expected up, down, left or right") {
			msg = true
		}
	}
	if !fault || !msg {
		t.Fatalf("the word at fault is marked and the message says what was expected: %q", g.compose.feedback.String())
	}
	if g.compose.entry.Text != "shoot left, go nort" || g.compose.entry.CursorColumn != len("shoot left, go ") {
		t.Errorf("the text stays, with the cursor on the fault: %q at %d", g.compose.entry.Text, g.compose.entry.CursorColumn)
	}
	// Correcting it says it.
	typeMove(g, "shoot left, go down")
	if got := g.log.lastText(); !strings.Contains(got, "shoot left, go down") || !strings.Contains(got, "No scream is heard. Walked onto land.") {
		t.Fatalf("the log says %q", got)
	}
	if g.compose.entry.Text != "" || strings.Contains(g.compose.feedback.String(), "nort") {
		t.Error("the field and the error are cleared once the move is said")
	}
	// The game master's refusal is shown too: no recall of a player who
	// does not exist.
	typeMove(g, "recall Bob")
	if got := g.compose.feedback.String(); !strings.Contains(got, "recall Bob") || !strings.Contains(strings.ToLower(got), "bob") {
		t.Fatalf("refusal: %q", got)
	}
}

// §8.6: the game master announces Nstop and the healing time once the
// labyrinth is ready; §7: a player may confirm the rules at any time.
func TestSoloTellsNstopAndTheRulesInForce(t *testing.T) {
	g, w := newTestSolo(t, "3,1")
	opening := g.log.lastText()
	if !strings.Contains(opening, "Nstop is 12: after 12 rounds with no irreversible changes the game is declared a draw.") ||
		!strings.Contains(opening, "The time for healing is not limited") {
		t.Fatalf("§8.6 the opening does not tell Nstop and the healing time: %q", opening)
	}
	test.Type(g.compose.entry, "what a")
	if len(g.compose.suggestions) == 0 || g.compose.suggestions[0] != "what are the rules?" {
		t.Errorf("completions %q", g.compose.suggestions)
	}
	typeMove(g, "rules?")
	if got := g.log.lastText(); !strings.Contains(got, "what are the rules?") || !strings.Contains(got, "The rules in force: based on the Reference preset;") ||
		!strings.Contains(got, "a draw after 12 rounds with no irreversible changes (Nstop, §3.6)") {
		t.Fatalf("§7 the answer to the question about the rules: %q", got)
	}
	soloShot(t, w, "rules.png")
}

func TestSoloCompletionTakesTheFirstPhraseWithTab(t *testing.T) {
	g, _ := newTestSolo(t, "3,1")
	e := g.compose.entry
	test.Type(e, "shoot left, blow up the wall b")
	if len(g.compose.suggestions) == 0 || g.compose.suggestions[0] != "blow up the wall below" {
		t.Fatalf("completions %q", g.compose.suggestions)
	}
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
	if e.Text != "shoot left, blow up the wall below" {
		t.Fatalf("Tab completes the phrase being typed: %q", e.Text)
	}
}

func TestSoloStatusPanelFollowsTheAnnouncements(t *testing.T) {
	g, _ := newTestSolo(t, "3,1")
	if g.status.value("Bullets") != "3" || g.status.value("Grenades") != "3" || g.status.value("Health") != "healthy" {
		t.Fatalf("§5.3 the start: %q %q %q", g.status.value("Bullets"), g.status.value("Grenades"), g.status.value("Health"))
	}
	// An action chosen from the menu, then the movement's button.
	g.compose.before = append(g.compose.before, moves.Action{Kind: moves.Shoot, Dir: maze.Left})
	g.compose.refresh()
	if !strings.Contains(g.compose.feedback.String(), "Next move: shoot left, go …") {
		t.Errorf("the hint says what the buttons will say: %q", g.compose.feedback.String())
	}
	test.Tap(g.compose.dirs[maze.Down])
	if got := g.status.value("Bullets"); got != "2" {
		t.Fatalf("§5.5 one bullet fewer after a shot: %q", got)
	}
	if len(g.compose.before) != 0 {
		t.Error("the actions are forgotten once said")
	}
	typeMove(g, "blow up the wall below, go right")
	if got := g.status.value("Grenades"); got != "2" {
		t.Fatalf("§5.4 one grenade fewer: %q", got)
	}
	if got := g.status.value("Standing on"); got != "a hospital" {
		t.Errorf("standing on %q", got)
	}
	// A dark move leaves the counts open until the player asks (§6.7).
	typeMove(g, "go left, don't tell the result")
	if got := g.status.value("Bullets"); !strings.Contains(got, "0–3") || !strings.Contains(got, "?") {
		t.Fatalf("§6.7 bullets after a dark move: %q", got)
	}
	test.Tap(g.status.askBtn)
	if got := g.status.value("Bullets"); got != "2" {
		t.Fatalf("§6.4 the status answer: %q", got)
	}
	if got := g.log.lastText(); !strings.Contains(got, "status") {
		t.Errorf("the question stands in the log: %q", got)
	}
}

func TestSoloWinningRevealsThePlanWithThePath(t *testing.T) {
	g, w := newTestSolo(t, "3,1")
	// Draw on the notebook what the player learnt: land where he started.
	id := g.nb.Sheets()[0]
	for _, c := range []notebook.Cell{notebook.At(2, 0), notebook.At(3, 0), notebook.At(3, 1)} {
		if err := g.nb.SetMark(id, c, notebook.CellMark{Kind: notebook.Land, Pen: true}); err != nil {
			t.Fatal(err)
		}
	}
	for _, d := range []maze.Dir{maze.Right, maze.Down, maze.Down, maze.Right} {
		if g.over() {
			t.Fatal("over too soon")
		}
		test.Tap(g.compose.dirs[d])
	}
	if !g.over() || g.reveal == nil {
		t.Fatalf("§3.2 carrying the true treasure out wins and reveals the plan; log: %q", g.log.lastText())
	}
	r := g.reveal
	if r.resultText != "You won: you carried the true treasure out through the east exit of (4,3) in 4 moves (§3.2)." {
		t.Errorf("result %q", r.resultText)
	}
	// The start and four moves; the last one took him out.
	if r.slider.Max != 4 || r.step != 4 {
		t.Fatalf("the replay has a step per move: max %v at %d", r.slider.Max, r.step)
	}
	if f := r.rev.Figures[0]; f.Moves != 4 || f.TreasuresFound != 1 {
		t.Errorf("figures %+v", f)
	}
	r.slider.SetValue(1)
	if got := r.stepText(); !strings.Contains(got, "go right") || !strings.Contains(got, "(4,1)") || !strings.Contains(got, "found a treasure") {
		t.Errorf("step 1: %q", got)
	}
	// The notebook laid on the plan: the trace begun at the chosen start
	// drew what was heard, where it is, so everything agrees.
	if !r.overlayOn.Checked || !r.hasCmp {
		t.Fatal("the notebook is laid on the plan at once")
	}
	if r.cmp.Marked == 0 || r.cmp.Agreed != r.cmp.Marked || r.cmp.Offset != (notebook.Offset{}) {
		t.Errorf("comparison %+v", r.cmp)
	}
	if got := r.scoreText(); !strings.Contains(got, "Your marks: 2 of 2 right (accuracy 100%). The trace drew 7 more, 7 right.") {
		t.Errorf("score %q", got)
	}
	soloShot(t, w, "reveal.png")
	// The player moves the sheet by hand.
	r.compareAt(notebook.Offset{DX: r.cmp.Offset.DX, DY: r.cmp.Offset.DY + 1})
	if r.cmp.Wrong == 0 || !strings.Contains(r.scoreText(), "Your marks: 1 of 2 right") {
		t.Errorf("shifted: %+v %q", r.cmp, r.scoreText())
	}
	if len(r.overlay.Objects) == 0 {
		t.Error("the verdicts are drawn over the plan")
	}
}

func TestSoloResumeShowsTheGameAsItWas(t *testing.T) {
	g, _ := newTestSolo(t, "3,1")
	s := g.start
	test.Tap(g.compose.dirs[maze.Left])
	typeMove(g, "shoot up, go right")
	path := g.journal
	if path == "" {
		t.Fatal("the game is journaled")
	}
	g.leaveToStart()

	l := s.openSoloLobby()
	if !l.continueB.Visible() {
		t.Fatal("the lobby offers to continue")
	}
	test.Tap(l.continueB)
	h := s.solo.current
	if h == nil || h == g {
		t.Fatal("continuing opens the game")
	}
	t.Cleanup(h.close)
	if got := h.log.lastText(); !strings.Contains(got, "shoot up, go right") {
		t.Fatalf("the log is back: %q", got)
	}
	if got := h.status.value("Bullets"); got != "2" {
		t.Errorf("the status panel is back: %q", got)
	}
	test.Tap(h.compose.dirs[maze.Right])
	if got := h.log.lastText(); !strings.Contains(got, "go right") {
		t.Errorf("play goes on: %q", got)
	}
	list, err := session.ListSaved(filepath.Dir(path))
	if err != nil || len(list) != 1 || list[0].Statements != 3 {
		t.Fatalf("one saved game with three statements: %+v %v", list, err)
	}
}

func TestSoloLobbyStartsOnTheCellClickedOnTheBlankOutline(t *testing.T) {
	s, w := newTestScreen(t)
	s.solo = testSoloEnv(t)
	w.Resize(uitest.ScreenSize)
	file := filepath.Join(t.TempDir(), "small.json")
	if err := os.WriteFile(file, []byte(soloMaze), 0o644); err != nil {
		t.Fatal(err)
	}
	s.solo.chooseOpen = func(_ fyne.Window, _ string, done func(string)) { done(file) }
	test.Tap(s.tiles[0]) // the Solo practice card
	l := s.solo.lobby
	if l == nil {
		t.Fatal("the card opens the practice lobby")
	}
	l.rulesSel.SetSelected("Reference")
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
	soloShot(t, w, "lobby.png")
	test.Tap(l.startBtn)
	g := s.solo.current
	if g == nil {
		t.Fatalf("the game starts; the lobby says %q", l.message.String())
	}
	t.Cleanup(g.close)
	if at := gameMasterOf(t, g).Player(0).Pos; at != maze.At(1, 2) || g.known().Start != at {
		t.Fatalf("the player starts where he clicked: %v", at)
	}
	if g.nb.Path() == "" || filepath.Dir(g.nb.Path()) != filepath.Dir(g.journal) {
		t.Errorf("the notebook is saved beside the journal: %q, %q", g.nb.Path(), g.journal)
	}
}

func TestSoloPlacedByTheGameMasterIsNotToldWhere(t *testing.T) {
	s, w := newTestScreen(t)
	s.solo = testSoloEnv(t)
	w.Resize(uitest.ScreenSize)
	l := s.openSoloLobby()
	l.width.SetText("5")
	l.height.SetText("4")
	l.startMode.SetSelected(startPlaced)
	if l.startBtn.Disabled() {
		t.Fatal("the game master places the player: nothing to click")
	}
	test.Tap(l.startBtn)
	g := s.solo.current
	if g == nil {
		t.Fatalf("no game: %q", l.message.String())
	}
	t.Cleanup(g.close)
	for _, e := range g.nb.Log().Events(0) {
		if e.Code == game.StartChosen || e.Code == game.Position {
			t.Fatalf("the player learnt where he was placed: %+v", e)
		}
	}
	if k := g.known(); k.Chose {
		t.Fatal("the placed player knows a start he did not choose")
	}
}

func TestSoloCommandLine(t *testing.T) {
	env := testSoloEnv(t)
	var out, errs bytes.Buffer
	open, code := prepareSolo([]string{"--width", "6", "--height", "6", "--seed", "1"}, env, &out, &errs)
	if open == nil || code != 0 {
		t.Fatalf("code %d: %s", code, errs.String())
	}
	dir, _ := env.gamesDir()
	if list, _ := session.ListSaved(dir); len(list) != 1 || list[0].Width != 6 || !strings.Contains(list[0].Title, "seed 1") {
		t.Fatalf("the game is made and saved before the window opens: %+v", list)
	}
	file := filepath.Join(t.TempDir(), "small.json")
	os.WriteFile(file, []byte(soloMaze), 0o644)
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
	openAndLeave := func(open func(*startScreen)) {
		s, _ := newTestScreen(t)
		s.solo = env
		open(s)
		s.solo.current.close()
	}
	openAndLeave(open)
	for _, tc := range tests {
		out.Reset()
		errs.Reset()
		open, code := prepareSolo(tc.args, env, &out, &errs)
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
	if open, code := prepareSolo([]string{"--continue"}, env, &out, &errs); open != nil || code != 1 ||
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
	if open, code := prepareSolo([]string{"--continue"}, other, &out, &errs); open != nil || code != 1 ||
		!strings.Contains(errs.String(), "no unfinished game") || !strings.Contains(errs.String(), "solo-broken.journal cannot be continued: ") {
		t.Errorf("--continue with only a broken game: code %d: %q", code, errs.String())
	}
	if !IsCommand("solo") {
		t.Error("solo opens the window")
	}
}

func TestSoloNotebookTracesTheMovesAndIsSavedBesideTheJournal(t *testing.T) {
	g, w := newTestSolo(t, "3,1")
	p := g.notes
	// A new game's notebook follows the player from the start he chose, in
	// the plan's own coordinates.
	first := g.nb.Sheet(p.view.Sheet())
	if runs := first.Traces(); len(runs) != 1 || first.Mark(notebook.At(2, 0), notebook.SlotType).Kind != notebook.Land {
		t.Fatalf("no trace from the start: %+v", runs)
	}
	// A trace by hand, on a sheet of its own.
	p.addSheet()
	test.Tap(p.traceBtn)
	if !p.picking {
		t.Fatal("Trace asks for the start cell")
	}
	pos, size := p.view.CellRect(notebook.At(2, 2))
	test.TapCanvas(w.Canvas(), fyne.CurrentApp().Driver().AbsolutePositionForObject(p.view).Add(pos).AddXY(size.Width/2, size.Height/2))
	id := p.view.Sheet()
	s := g.nb.Sheet(id)
	if len(s.Traces()) != 1 || s.Mark(notebook.At(2, 2), notebook.SlotType).Kind != notebook.Land {
		t.Fatalf("the trace starts on the cell clicked, land as announced: %+v", s.Traces())
	}
	if g.win.Canvas().Focused() != nil {
		t.Error("after picking the start, the arrow keys move the player again")
	}
	soloPress(g, fyne.KeyLeft)
	soloPress(g, fyne.KeyLeft) // (2,1) has a wall on its left
	if got := s.Mark(notebook.At(1, 2), notebook.SlotType).Kind; got != notebook.Land {
		t.Fatalf("§4.1 the trace follows the move: %v", got)
	}
	if got := s.Side(notebook.At(1, 2), maze.Left).Kind; got != notebook.Wall {
		t.Fatalf("§2.2 the wall hit is drawn: %v", got)
	}
	if got := s.Side(notebook.At(2, 2), maze.Left).Kind; got != notebook.Passage {
		t.Fatalf("the side crossed is a passage: %v", got)
	}
	// The log the notebook keeps is the seat's view of the game.
	if a, b := g.nb.Log().Len(), g.seat.Heard(); a != b {
		t.Errorf("the notebook's log has %d events, the seat saw %d", a, b)
	}
	// Undo is the notebook's: the drawing goes back, the game does not.
	said := g.nb.Log().Len()
	test.Tap(p.undoBtn)
	if s.Side(notebook.At(1, 2), maze.Left).Kind == notebook.Wall || g.nb.Log().Len() != said {
		t.Error("undo takes the last trace step back, and only that")
	}
	test.Tap(p.redoBtn)
	if s.Side(notebook.At(1, 2), maze.Left).Kind != notebook.Wall {
		t.Error("redo")
	}
	g.autosave()
	path := g.nb.Path()
	if filepath.Dir(path) != filepath.Dir(g.journal) || !strings.HasSuffix(path, ".notebook") {
		t.Fatalf("the notebook %q lies beside the journal %q", path, g.journal)
	}
	start, journal := g.start, g.journal
	g.leaveToStart()

	sess, err := session.Resume(journal)
	if err != nil {
		t.Fatal(err)
	}
	h := start.openSession(sess, "again")
	t.Cleanup(h.close)
	s2 := h.nb.Sheet(id) // the sheet of the trace by hand
	if got := s2.Side(notebook.At(1, 2), maze.Left).Kind; got != notebook.Wall || len(s2.Traces()) != 1 {
		t.Fatalf("the notebook comes back with the game: %v, %d traces", got, len(s2.Traces()))
	}
	// The trace goes on following, into the pit below (2,1): the pit sent
	// him on, nobody says where (§4.4), so it goes on by itself on a new
	// fragment sheet, shown, and says so.
	h.notes.showSheet(h.nb.Sheets()[0])
	test.Tap(h.compose.dirs[maze.Down])
	if got := s2.Mark(notebook.At(1, 3), notebook.SlotType).Kind; got != notebook.Pit {
		t.Fatalf("after resuming, the trace follows: %v", got)
	}
	if n := len(h.nb.Sheets()); n != 3 || h.notes.view.Sheet() != h.nb.Sheets()[2] {
		t.Fatalf("the pit: the trace goes on on a fragment sheet, shown: %d sheets", n)
	}
	frag := h.nb.Sheet(h.nb.Sheets()[2])
	if got := frag.Mark(notebook.At(0, 0), notebook.SlotType).Kind; got != notebook.Pit {
		t.Errorf("the fragment starts in the pit he came out of: %v", got)
	}
	if got := h.notes.msg.String(); !strings.Contains(got, "pit") || !strings.Contains(got, "goes on on "+frag.Name()) {
		t.Errorf("the notebook says where the trace went on: %q", got)
	}
	// The next move extends the fragment, not a new one.
	test.Tap(h.compose.dirs[maze.Up])
	if n := len(h.nb.Sheets()); n != 3 || len(frag.Traces()) != 1 || frag.Traces()[0].To != h.nb.Log().Len() {
		t.Fatalf("the next move goes on on the fragment: %d sheets, %+v", n, frag.Traces())
	}
}

func TestSoloReplayShowsTheWallsBlownSoFar(t *testing.T) {
	g, _ := newTestSolo(t, "2,1")
	typeMove(g, "blow up the wall to the left, go left")
	typeMove(g, "go right")
	if got := g.status.value("Grenades"); got != "3" {
		t.Fatalf("§4.3 the weaponry behind the wall refilled the grenade: %q", got)
	}
	test.Tap(g.compose.skipBtn)
	uitest.TapDialogButton(t, g.win, "Skip and end the game")
	r := g.reveal
	if r == nil {
		t.Fatal("§6.6 the skip ends the game and reveals the plan")
	}
	side := func() maze.Edge { return r.view.Maze().Side(maze.At(0, 0), maze.Right) }
	if side() != maze.Open {
		t.Fatal("§5.4 at the end the wall is gone")
	}
	r.slider.SetValue(0)
	if side() != maze.Wall {
		t.Fatal("§5.4 at the start the wall stands")
	}
	r.slider.SetValue(1)
	if side() != maze.Open {
		t.Fatal("§5.4 once blown it is gone")
	}
	if got := r.stepText(); !strings.Contains(got, "blow up the wall to the left, go left") {
		t.Errorf("step 1: %q", got)
	}
	if !strings.Contains(r.resultText, "draw") {
		t.Errorf("result %q", r.resultText)
	}
}

func TestSoloSheetsMoveAndExport(t *testing.T) {
	g, _ := newTestSolo(t, "3,1")
	p := g.notes
	first := p.view.Sheet()
	p.addSheet()
	second := p.view.Sheet()
	p.moveSheet(0)
	if got := g.nb.Sheets(); got[0] != second || got[1] != first {
		t.Fatalf("the sheet did not move left: %v", got)
	}
	out := filepath.Join(t.TempDir(), "sheet.png")
	g.env.chooseSave = func(_ fyne.Window, _, _, _ string, done func(string)) { done(out) }
	p.showSheet(first)
	p.exportSheet()
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil || img.Bounds().Dx() < 40 {
		t.Fatalf("exported %v, %v", img, err)
	}
}

// A maze another screen hands over (the editor's "Use for a game") is
// chosen in the lobby under its name, by the rules it names, and the game
// starts on it where the player clicks.
func TestAMazeHandedOverIsPlayedByItsRules(t *testing.T) {
	s, _ := newTestScreen(t)
	s.solo = testSoloEnv(t)
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
	s.PlayMaze(want.Clone(), "/mazes/sample-5x5.json", "sample-5x5.json")
	l := s.solo.lobby
	if l == nil {
		t.Fatal("PlayMaze did not open the solo practice lobby")
	}
	if l.source.Selected != sourceFile || l.fileMaze == nil || !l.fileMaze.Equal(want) {
		t.Fatalf("the lobby has not chosen the maze handed over: source %q", l.source.Selected)
	}
	if l.fileLabel.Text != "sample-5x5.json" {
		t.Errorf("the lobby calls the maze %q", l.fileLabel.Text)
	}
	if l.rulesSel.Selected != rulesOfMaze {
		t.Errorf("the lobby plays by %q, want the rules the maze names", l.rulesSel.Selected)
	}
	l.outlineTapped(planview.TapEvent{Hit: planview.Hit{Cell: maze.At(1, 2), InGrid: true}})
	test.Tap(l.startBtn)
	g := s.solo.current
	if g == nil {
		t.Fatalf("no game started; the lobby says %q", l.message.String())
	}
	t.Cleanup(g.close)
	gm := gameMasterOf(t, g)
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
	s, _ := newTestScreen(t)
	s.solo = testSoloEnv(t)
	m := soloTestMaze(t)
	m.Rules = nil
	s.PlayMaze(m, "", "Untitled")
	l := s.solo.lobby
	if l == nil || l.fileLabel.Text != "Untitled" {
		t.Fatalf("the lobby shows %v", l)
	}
	if l.rulesSel.Selected != "Reference" {
		t.Errorf("the lobby plays a maze naming no rules by %q, want the reference it was checked against", l.rulesSel.Selected)
	}
	l.startMode.SetSelected(startPlaced)
	test.Tap(l.startBtn)
	if g := s.solo.current; g == nil {
		t.Fatalf("no game started; the lobby says %q", l.message.String())
	} else {
		t.Cleanup(g.close)
	}
}
