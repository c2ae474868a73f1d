package mastertable

import (
	"os"
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// TestTableShowsOneFloorAtATime: the game master's plan of a labyrinth of
// two floors has a floor switch, and Page Up/Page Down (stepFloor) change
// the floor of the plan on show — the table's, or the reveal's once it is
// the tab chosen. (No network: the panels alone.)
func TestTableShowsOneFloorAtATime(t *testing.T) {
	uitest.NewFrame(t) // the app, with Labyrinth's theme
	data, err := os.ReadFile("../../assets/mazes/two-floors-5x4.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlanPanel()
	if p.floors.Object().Visible() {
		t.Fatal("a floor switch before there is a plan")
	}
	p.apply(apphost.Table{Plan: m})
	if !p.floors.Object().Visible() || len(p.floors.Select().Options) != 2 {
		t.Fatalf("the table's plan of two floors: switch shown %v, options %v", p.floors.Object().Visible(), p.floors.Select().Options)
	}
	tv := &tableView{plan: p}
	tv.stepFloor(1)
	if p.view.Floor() != 1 || p.floors.Select().Selected != "Floor 2" {
		t.Fatalf("Page Up on the table: floor %d", p.view.Floor()+1)
	}
	tv.stepFloor(-1)
	if p.view.Floor() != 0 {
		t.Fatalf("Page Down on the table: floor %d", p.view.Floor()+1)
	}

	over := []game.Event{{Seq: 1, Code: game.GameOver, To: game.Everyone(), Player: -1}}
	rev, err := session.NewReveal(m.Clone(), m.Clone(), []string{"Ann"}, over)
	if err != nil {
		t.Fatal(err)
	}
	tv.reveal = newRevealPanel(rev, "nobody won")
	if !tv.reveal.floors.Object().Visible() {
		t.Fatal("no floor switch on the game master's reveal")
	}
	tv.tabs = container.NewAppTabs(container.NewTabItem("The reveal", tv.reveal.root), container.NewTabItem("The table", widget.NewLabel("")))
	tv.stepFloor(1)
	if tv.reveal.view.Floor() != 1 || p.view.Floor() != 0 {
		t.Fatalf("Page Up on the reveal: the reveal shows floor %d, the table %d", tv.reveal.view.Floor()+1, p.view.Floor()+1)
	}
	tv.tabs.SelectIndex(1)
	tv.stepFloor(1)
	if p.view.Floor() != 1 {
		t.Fatalf("Page Up on the table tab: floor %d", p.view.Floor()+1)
	}
}
