package play

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

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
	if got := r.scoreText(); !strings.Contains(got, "Your marks: 2 of 2 right (accuracy 100%). The trace drew 7 more marks, all of them right.") {
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
	if a, b := g.nb.Log().Len(), g.Seat.Heard(); a != b {
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
	if filepath.Dir(path) != filepath.Dir(g.Journal) || !strings.HasSuffix(path, ".notebook") {
		t.Fatalf("the notebook %q lies beside the journal %q", path, g.Journal)
	}
	f, env, journal := g.frame, g.env, g.Journal
	g.leaveToStart()

	sess, err := session.Resume(journal)
	if err != nil {
		t.Fatal(err)
	}
	h := openGame(f, env, sess, "again")
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
	g.env.ChooseSave = func(_ fyne.Window, _, _, _ string, done func(string)) { done(out) }
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

func TestSoloResumeShowsTheGameAsItWas(t *testing.T) {
	g, _ := newTestSolo(t, "3,1")
	test.Tap(g.compose.dirs[maze.Left])
	typeMove(g, "shoot up, go right")
	path := g.Journal
	if path == "" {
		t.Fatal("the game is journaled")
	}
	f, env := g.frame, g.env
	g.leaveToStart()

	// The lobby continues it so (the solo package's tests).
	sess, err := session.Resume(path)
	if err != nil {
		t.Fatal(err)
	}
	h := openGame(f, env, sess, g.Title)
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

// pressShortcut delivers a key held with a modifier as a desktop window
// does (fyne's glfw driver): to the widget with the focus when it takes
// shortcuts, to the window only when it does not.
func pressShortcut(w fyne.Window, sc fyne.Shortcut) {
	if s, ok := w.Canvas().Focused().(fyne.Shortcutable); ok {
		s.TypedShortcut(sc)
		return
	}
	w.Canvas().(fyne.Shortcutable).TypedShortcut(sc)
}

// Ctrl+W leaves the game even while the move field has the keyboard,
// as it has right after Enter said a move; the field keeps its own
// shortcuts (a word to the left).
func TestCtrlWLeavesWhileTheMoveFieldHasTheFocus(t *testing.T) {
	g, f := newTestSoloIn(t, "3,1")
	f.W.Canvas().Focus(g.compose.entry)
	before := g.nb.Log().Len()
	typeMove(g, "go left")
	if g.nb.Log().Len() == before {
		t.Fatal("the move was not said")
	}
	if f.W.Canvas().Focused() != g.compose.entry {
		t.Fatal("the field lost the focus after Enter: the test no longer checks the case")
	}
	test.Type(g.compose.entry, "go up")
	pressShortcut(f.W, &desktop.CustomShortcut{KeyName: fyne.KeyLeft, Modifier: fyne.KeyModifierShortcutDefault})
	if f.Starts != 0 || g.compose.entry.CursorColumn != 3 {
		t.Fatalf("Ctrl+Left moves a word left in the field (cursor at %d, left %d times)", g.compose.entry.CursorColumn, f.Starts)
	}
	pressShortcut(f.W, &desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault})
	if f.Starts != 1 || !g.Closed() {
		t.Fatal("Ctrl+W with the move field focused did not leave the game")
	}
}

// The question before skipping closes on Esc and on Enter without
// skipping: the keyboard is on "Go on playing".
func TestSkipQuestionClosesOnEscAndEnter(t *testing.T) {
	g, w := newTestSolo(t, "3,1")
	for _, k := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn} {
		test.Tap(g.compose.skipBtn)
		if !g.dialogOpen() {
			t.Fatal("Skip… asked nothing")
		}
		uitest.Press(w, k)
		if g.dialogOpen() || g.over() {
			t.Fatalf("%s: the question is open %v, the game over %v", k, g.dialogOpen(), g.over())
		}
	}
}
