package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Part A, §6.1: the outline is public. The first sheet, in the plan's
// coordinates when the player chose his start on the outline, shows it;
// a fragment sheet, whose place on the plan is unknown, does not.
func TestSoloNotebookShowsTheOutline(t *testing.T) {
	g, _ := newTestSolo(t, "3,1")
	p := g.notes
	first := g.nb.Sheets()[0]
	o := p.view.Outline(first)
	if w, h := o.Size(); w != 4 || h != 3 {
		t.Fatalf("the outline of the 4x3 labyrinth: %d x %d", w, h)
	}
	if got := p.msg.String(); !strings.Contains(got, "outline") || !strings.Contains(got, "4 × 3") {
		t.Errorf("the notebook says what the frame is: %q", got)
	}
	// Into the pit below (3,2)... (2,2) is the pit: left, then down.
	test.Tap(g.compose.dirs[maze.Left])
	test.Tap(g.compose.dirs[maze.Down])
	if n := len(g.nb.Sheets()); n != 2 {
		t.Fatalf("§4.4 the pit: %d sheets", n)
	}
	if frag := g.nb.Sheets()[1]; !p.view.Outline(frag).Empty() || p.view.Sheet() != frag {
		t.Error("the fragment is shown, without an outline")
	}
}

// When the game master placed the player, no sheet is in the plan's
// coordinates: no outline.
func TestSoloNotebookPlacedHasNoOutline(t *testing.T) {
	f := uitest.NewFrame(t)
	sess, title := newGame(t, soloTestMaze(t), "small.json", nil)
	env := testPlayEnv(t)
	g := openGame(f, &env, sess, title)
	t.Cleanup(g.close)
	if !g.notes.view.Outline(g.nb.Sheets()[0]).Empty() {
		t.Error("an outline on a sheet whose coordinates are the player's own")
	}
	if runs := g.nb.Sheet(g.nb.Sheets()[0]).Traces(); len(runs) != 1 {
		t.Errorf("the trace still follows him: %+v", runs)
	}
}

// §3.4: the treasure found at (1,3) is carried out and crumbles: the
// notebook draws it as a fake where it was found.
func TestSoloNotebookCrumbledTreasure(t *testing.T) {
	g, _ := newTestSolo(t, "1,2")
	for _, d := range []maze.Dir{maze.Down, maze.Up, maze.Up, maze.Left} {
		test.Tap(g.compose.dirs[d])
	}
	if got := g.log.lastText(); !strings.Contains(got, "fake") {
		t.Fatalf("the treasure crumbled: %q", got)
	}
	s := g.nb.Sheet(g.nb.Sheets()[0])
	if m := s.Mark(notebook.At(0, 2), notebook.SlotTreasure); m.Kind != notebook.Treasure || !m.Fake {
		t.Errorf("the crumbled treasure in the notebook: %+v", m)
	}
	// Back in (§3.4), the game goes on and the mark stays.
	test.Tap(g.compose.dirs[maze.Right])
	if m := s.Mark(notebook.At(0, 2), notebook.SlotTreasure); !m.Fake {
		t.Errorf("after coming back: %+v", m)
	}
	if tok, ok := s.Token(g.me); !ok || tok != notebook.At(0, 0) {
		t.Errorf("the token is back on (1,1): %v %v", tok, ok)
	}
}
