package play

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// revealMaze is 5x3 (1-based):
//
//	  1     2      3     4      5
//	1   L     P1.1 | L  |  P1.2   L$
//	2   R>    R>     D     L      H
//	3   Lf    L      L     W      L
//
// The straight line between the pits crosses two walls; exits left of
// (1,1) and right of (5,3).
const revealMaze = `{"format": "labyrinth-maze", "version": 1, "width": 5, "height": 3,
  "cells": ["L P1.1 L P1.2 L", "R> R> D L H", "L L L W L"],
  "walls": [{"at": [2,1], "side": "right"}, {"at": [3,1], "side": "right"}],
  "exits": [{"at": [1,1], "side": "left"}, {"at": [5,3], "side": "right"}],
  "treasures": [{"at": [5,1], "true": true}, {"at": [1,3]}]}`

// newRevealGame starts a game on revealMaze at start, plays the moves and
// ends it with a skip when they did not, in a window of the given size.
func newRevealGame(t *testing.T, size fyne.Size, start string, moves ...string) (*revealView, fyne.Window) {
	t.Helper()
	return newRevealGameOn(t, size, revealMaze, start, moves...)
}

// newRevealGameOn is newRevealGame on another maze.
func newRevealGameOn(t *testing.T, size fyne.Size, plan, start string, moves ...string) (*revealView, fyne.Window) {
	t.Helper()
	f := uitest.NewFrame(t)
	w := f.W
	w.Resize(size)
	m, err := maze.Decode([]byte(plan))
	if err != nil {
		t.Fatal(err)
	}
	p, err := maze.ParsePos(start)
	if err != nil {
		t.Fatal(err)
	}
	sess, title := newGame(t, m, "reveal.json", &p)
	env := testPlayEnv(t)
	g := openGame(f, &env, sess, title)
	t.Cleanup(g.close)
	for _, mv := range moves {
		typeMove(g, mv)
		// A move that loses is asked about first; these games mean it.
		if top := g.win.Canvas().Overlays().Top(); top != nil && uitest.FindButton(top, "Say it and lose") != nil {
			uitest.TapDialogButton(t, g.win, "Say it and lose")
		}
		if g.compose.lastErr != nil {
			t.Fatalf("%s: %v", mv, g.compose.lastErr)
		}
	}
	if !g.over() {
		test.Tap(g.compose.skipBtn)
		uitest.TapDialogButton(t, g.win, "Skip and end the game")
	}
	if g.reveal == nil {
		t.Fatal("the game is over and the plan revealed")
	}
	w.Resize(size)
	return g.reveal, w
}

// segments writes the path's segments: "walk (1,1)-(2,1) jump (2,1)-(4,1)".
func segments(segs []planview.Segment) string {
	names := map[planview.SegmentStyle]string{planview.SegmentWalk: "walk", planview.SegmentJump: "jump", planview.SegmentFlow: "flow",
		planview.SegmentBump: "bump", planview.SegmentOut: "out", planview.SegmentIn: "in", planview.SegmentHop: "hop"}
	var out []string
	for _, s := range segs {
		var cells []string
		for _, c := range s.Cells {
			cells = append(cells, c.String())
		}
		out = append(out, names[s.Style]+" "+strings.Join(cells, "-"))
	}
	return strings.Join(out, " ")
}

// The replay reaches the pit and the river, and draws the fall and the
// carry as what they are (issue 9, item 2).
func TestSoloRevealDrawsThePitsAndTheRiverAsWhatTheyAre(t *testing.T) {
	r, w := newRevealGame(t, uitest.ScreenSize, "1,1", "go right", "go right", "go down", "go left", "go left", "go left")
	// What each step adds to the path.
	want := []string{
		"walk (1,1)",                        // the start
		"walk (1,1)-(2,1) jump (2,1)-(4,1)", // §4.4 into the pit, and on to the next
		"walk (4,1)-(5,1)",                  // out of the pit, on foot
		"walk (5,1)-(5,2)",                  // onto the hospital
		"walk (5,2)-(4,2)",
		"walk (4,2)-(3,2)",                  // onto the delta
		"walk (3,2)-(2,2) flow (2,2)-(3,2)", // §4.6 upstream into the river, carried back
		"",                                  // the skip
	}
	if len(r.steps) != len(want) {
		t.Fatalf("%d steps, want %d", len(r.steps), len(want))
	}
	var whole []string
	for k, w := range want {
		got := segments(pathSegments(r.steps[k : k+1])[1:])
		if k == 0 {
			got = segments(pathSegments(r.steps[:1]))
		}
		if got != w {
			t.Errorf("step %d adds %q, want %q", k, got, w)
		}
		if w != "" {
			whole = append(whole, w)
		}
		r.slider.SetValue(float64(k))
		if r.step != k {
			t.Fatalf("the slider at %d shows step %d", k, r.step)
		}
	}
	if got := segments(pathSegments(r.steps)); got != strings.Join(whole, " ") {
		t.Errorf("the whole path %q", got)
	}

	// In the picture: with the fall drawn, the straight line between the
	// pits is as blank as before anything was drawn, while the walk into
	// the pit is drawn.
	r.slider.SetValue(0)
	before := w.Canvas().Capture()
	r.slider.SetValue(1)
	after := w.Canvas().Capture()
	at := func(x, y int, dx, dy float32) image.Point {
		pos, size := r.view.CellRect(maze.At(x, y))
		abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(r.view)
		p := abs.Add(pos).AddXY(size.Width*dx, size.Height*dy)
		scale := w.Canvas().Scale()
		return image.Pt(int(p.X*scale), int(p.Y*scale))
	}
	same := func(p image.Point) bool { return before.At(p.X, p.Y) == after.At(p.X, p.Y) }
	// (Between the start's token and the notebook's ring on the cell.)
	if same(at(0, 0, 0.78, 0.5)) {
		t.Error("§4.4 the walk from (1,1) into the pit is not drawn")
	}
	for _, dx := range []float32{0.2, 0.5, 0.8} {
		if !same(at(2, 0, dx, 0.5)) {
			t.Errorf("§4.4 the fall goes straight through (3,1) and its walls (at %v of the cell)", dx)
		}
	}
	if same(at(2, 0, 0.5, 0.2)) && same(at(2, 0, 0.4, 0.2)) && same(at(2, 0, 0.6, 0.2)) {
		t.Error("§4.4 no arc over (3,1)")
	}
}

// The step's words stay where they are, under the slider, whatever the
// panel on the right shows and however long the answer (issue 9).
func TestSoloRevealStepTextStaysInViewWhileDragging(t *testing.T) {
	r, w := newRevealGame(t, fyne.NewSize(1024, 700), "1,1", "go right", "go right", "go down", "go left", "go left", "go left")
	d := fyne.CurrentApp().Driver()
	box := d.AbsolutePositionForObject(r.stepBox)
	plan := r.view.Size()
	canvasSize := w.Canvas().Size()
	if box.Y+r.stepBox.Size().Height > canvasSize.Height || box.X < 0 || r.stepBox.Size().Height < 40 {
		t.Fatalf("the step's words at %v, %v, out of the window %v", box, r.stepBox.Size(), canvasSize)
	}
	// The player scrolls the panel on the right down to the figures, then
	// drags the slider from the end to the start.
	for _, o := range test.LaidOutObjects(w.Content()) {
		if sc, ok := o.(interface{ ScrollToBottom() }); ok && o != r.stepBox {
			sc.ScrollToBottom()
		}
	}
	sl := d.AbsolutePositionForObject(r.slider)
	for x := r.slider.Size().Width - 5; x >= 0; x -= r.slider.Size().Width / 9 {
		// A drag event reports where the pointer is.
		test.Drag(w.Canvas(), sl.AddXY(x, r.slider.Size().Height/2), -r.slider.Size().Width/9, 0)
		if got := d.AbsolutePositionForObject(r.stepBox); got != box {
			t.Fatalf("at step %d the words moved from %v to %v", r.step, box, got)
		}
		if r.view.Size() != plan {
			t.Fatalf("at step %d the plan changed size from %v to %v", r.step, plan, r.view.Size())
		}
		if r.stepBox.Offset.Y != 0 || !strings.Contains(r.stepText(), "Step ") {
			t.Fatalf("at step %d the words are scrolled or empty: %q", r.step, r.stepText())
		}
	}
	if r.step == len(r.steps)-1 {
		t.Fatal("dragging the slider did not move the replay")
	}
	r.slider.SetValue(1)
	if got := r.stepText(); !strings.Contains(got, "Step 1 of 7") || !strings.Contains(got, "go right") || !strings.Contains(got, "pit") || !strings.Contains(got, "now at (4,1)") {
		t.Errorf("step 1 says %q", got)
	}
	// docs/solo.md quotes this one.
	r.slider.SetValue(6)
	if got, want := r.stepText(), "Step 6 of 7 · round 6 · go left Walked into a river, carried by the flow to a delta. (now at (3,2))"; got != want {
		t.Errorf("step 6 says %q, want %q", got, want)
	}
}

// The end says "You won" or "You lost" first, and why (issue 9, item 8).
func TestSoloRevealSaysWonOrLostAndWhy(t *testing.T) {
	r, w := newRevealGame(t, uitest.ScreenSize, "5,3", "go up", "go up", "go down", "go down", "go right")
	if got := r.bannerText.String(); !strings.HasPrefix(got, "You won") || !strings.Contains(got, "You carried the true treasure out through the east exit of (5,3) in 5 moves (§3.2).") {
		t.Errorf("winning: %q", got)
	}
	if d := fyne.CurrentApp().Driver().AbsolutePositionForObject(r.bannerText); d.Y > 80 {
		t.Errorf("the result is at %v, not at the top", d)
	}
	soloShot(t, w, "reveal-won.png")

	r, _ = newRevealGame(t, uitest.ScreenSize, "1,1", "go left", "go up")
	if got := r.bannerText.String(); !strings.HasPrefix(got, "You lost") || !strings.Contains(got, "west exit of (1,1)") {
		t.Errorf("lost outside: %q", got)
	}
	// Out of the labyrinth, his token stands outside, beyond the exit.
	if got := r.standing(1); got != maze.At(-1, 0) {
		t.Errorf("after walking out, the token is on %v", got)
	}
	if got := r.standing(0); got != maze.At(0, 0) {
		t.Errorf("at the start, the token is on %v", got)
	}
	r, _ = newRevealGame(t, uitest.ScreenSize, "3,3")
	if got := r.bannerText.String(); !strings.HasPrefix(got, "A draw") {
		t.Errorf("a skip: %q", got)
	}
}

// The legend names everything the plan can show (issue 9, item 8).
func TestSoloRevealLegendNamesEverything(t *testing.T) {
	r, w := newRevealGame(t, uitest.ScreenSize, "3,3")
	var labels []string
	for _, o := range test.LaidOutObjects(r.legend()) {
		if t, ok := o.(*canvas.Text); ok {
			labels = append(labels, t.Text)
		}
	}
	all := strings.Join(labels, "|")
	for _, want := range []string{"land", "hospital", "weaponry", "encephalitis", "river", "delta", "pit",
		"a wall", "indestructible wall", "outline", "open exit", "closed exit", "true treasure", "fake treasure", "items",
		"walked", "fell through a pit", "carried by the flow", "hit a wall", "walked out", "came back in", "new cell",
		"where you started", "where you are", "agrees", "wrong"} {
		if !strings.Contains(all, want) {
			t.Errorf("the legend does not say %q: %q", want, all)
		}
	}
	w.Canvas().Capture() // it draws
}

// The header's command makes the very labyrinth of the game: the seed
// alone would not (issue 9).
func TestSoloHeaderCommandMakesTheLabyrinthAgain(t *testing.T) {
	f := uitest.NewFrame(t)
	sess, title := newGeneratedGame(t, 6, 6, 1) // labyrinth solo --width 6 --height 6 --seed 1
	env := testPlayEnv(t)
	g := openGame(f, &env, sess, title)
	t.Cleanup(g.close)
	if !strings.Contains(g.Title, "seed 1") {
		t.Fatalf("title %q", g.Title)
	}
	b, ok := g.remakeButton().(*widgets.TipButton)
	if !ok {
		t.Fatal("no button beside the title")
	}
	test.Tap(b)
	cmd := fyne.CurrentApp().Clipboard().Content()
	if want := "labyrinth gen --width 6 --height 6 --players 1 --difficulty beginner --rules beginner --seed 1"; cmd != want {
		t.Fatalf("copied %q, want %q", cmd, want)
	}
	if !strings.Contains(g.notice.Message(), cmd) {
		t.Errorf("the notice says %q", g.notice.Message())
	}
	var stdout, stderr strings.Builder
	if code := cli.Run(strings.Fields(cmd)[1:], nil, &stdout, &stderr); code != 0 {
		t.Fatalf("%s: exit %d: %s", cmd, code, stderr.String())
	}
	want, _ := maze.Encode(gameMasterOf(t, g).Setup().Maze)
	if stdout.String() != string(want) {
		t.Fatal("the command makes another labyrinth than the game's")
	}
	// The reveal prints it in full.
	test.Tap(g.compose.skipBtn)
	uitest.TapDialogButton(t, g.win, "Skip and end the game")
	if g.reveal == nil || g.reveal.remake != cmd {
		t.Fatalf("the reveal's command: %+v", g.reveal)
	}
	// A maze file has no command.
	r, _ := newRevealGame(t, uitest.ScreenSize, "3,3")
	if r.remake != "" || r.g.remakeButton() != nil {
		t.Errorf("a maze file is offered %q", r.remake)
	}
}

// lateReveal is a seat whose plan comes a moment after the end, as over
// the network.
type lateReveal struct {
	*tableSeat
	withheld bool
}

func (s *lateReveal) Reveal() (*session.Reveal, error) {
	if s.withheld {
		return nil, session.ErrNotOver
	}
	return s.tableSeat.Reveal()
}

// The notice that the game master is revealing the plan goes once the
// plan is shown.
func TestTheRevealClearsTheWaitingNotice(t *testing.T) {
	f := uitest.NewFrame(t)
	env := testPlayEnv(t)
	var watched func()
	env.Watch = func(_ <-chan struct{}, news func()) { watched = news }
	ts := &lateReveal{tableSeat: newTableSeat(t, soloTestMaze(t), []string{"Ann", "Bob"}, maze.At(1, 0), maze.At(2, 0)), withheld: true}
	g := Open(f, &env, Game{Seat: ts, Title: "A game of two"})
	t.Cleanup(g.close)
	typeMove(g, "skip")
	ts.other(t, 1, "skip") // every player skipped: a draw (§6.6)
	watched()
	if !g.over() || g.reveal != nil || !strings.Contains(g.notice.Message(), "revealing the plan") {
		t.Fatalf("over %v, reveal %v, notice %q", g.over(), g.reveal != nil, g.notice.Message())
	}
	ts.withheld = false
	watched()
	if g.reveal == nil {
		t.Fatal("the plan did not show once it came")
	}
	if msg := g.notice.Message(); msg != "" {
		t.Fatalf("the reveal is shown under %q", msg)
	}
}

// The score reads as a sentence whatever the counts.
func TestScoreSentences(t *testing.T) {
	tally := func(agreed, wrong int) notebook.Tally { return notebook.Tally{Agreed: agreed, Wrong: wrong} }
	for _, c := range []struct {
		own, traced  notebook.Tally
		unknown, off int
		mine, rest   string
	}{
		{tally(0, 0), tally(5, 0), 10, 0, "Your marks: you drew none on this sheet, so there is nothing of yours to score.",
			"The trace drew 5 marks, all of them right. The sheet says nothing of 10 cells and sides of the labyrinth."},
		{tally(2, 0), tally(7, 0), 1, 0, "Your marks: 2 of 2 right (accuracy 100%).",
			"The trace drew 7 more marks, all of them right. The sheet says nothing of 1 cell or side of the labyrinth."},
		{tally(1, 2), tally(3, 2), 0, 1, "Your marks: 1 of 3 right (accuracy 33%).",
			"The trace drew 5 more marks: 3 right, 2 wrong. The sheet says something of every cell and side of the labyrinth. 1 mark lies off the labyrinth at this position."},
		{tally(0, 0), tally(0, 4), 3, 4, "Your marks: you drew none on this sheet, so there is nothing of yours to score.",
			"The trace drew 4 marks, none of them right. The sheet says nothing of 3 cells and sides of the labyrinth. 4 marks lie off the labyrinth at this position."},
		{tally(0, 0), tally(1, 0), 2, 0, "Your marks: you drew none on this sheet, so there is nothing of yours to score.",
			"The trace drew 1 mark, and it is right. The sheet says nothing of 2 cells and sides of the labyrinth."},
		{tally(1, 0), tally(0, 1), 2, 0, "Your marks: 1 of 1 right (accuracy 100%).",
			"The trace drew 1 more mark, and it is wrong. The sheet says nothing of 2 cells and sides of the labyrinth."},
		{tally(1, 0), tally(0, 0), 2, 0, "Your marks: 1 of 1 right (accuracy 100%).",
			"The trace drew nothing on this sheet. The sheet says nothing of 2 cells and sides of the labyrinth."},
	} {
		mine, rest := scoreSentences(c.own, c.traced, c.unknown, c.off)
		if mine != c.mine || rest != c.rest {
			t.Errorf("own %+v, traced %+v, unknown %d, off %d:\n got %q %q\nwant %q %q", c.own, c.traced, c.unknown, c.off, mine, rest, c.mine, c.rest)
		}
	}
}
