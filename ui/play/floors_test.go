package play

import (
	"fmt"
	"os"
	"testing"

	"fyne.io/fyne/v2"
)

// TestRevealShowsOneFloorAtATime: on a labyrinth of two floors
// (assets/mazes/two-floors-5x4.json) the reveal's plan shows one floor,
// the replay goes to the floor its step ends on (pit 1.1 on floor 1
// leads to pit 1.2 on floor 2), and the floor switch and Page Up/Page
// Down show the other.
func TestRevealShowsOneFloorAtATime(t *testing.T) {
	plan, err := os.ReadFile("../../assets/mazes/two-floors-5x4.json")
	if err != nil {
		t.Fatal(err)
	}
	r, w := newRevealGameOn(t, fyne.NewSize(1024, 700), string(plan), "(5,1,1)", "go left")
	if !r.floors.Object().Visible() {
		t.Fatal("no floor switch on the reveal of a labyrinth of two floors")
	}
	last := len(r.steps) - 1
	if got := r.standing(last); got.Floor != 1 {
		t.Fatalf("the pit did not carry the player to floor 2: he stands on %v", got)
	}
	if r.view.Floor() != 1 || r.floors.Select().Selected != "Floor 2" {
		t.Fatalf("the replay's last step is on floor 2; the plan shows floor %d, the switch %q", r.view.Floor()+1, r.floors.Select().Selected)
	}
	r.slider.SetValue(0)
	if r.view.Floor() != 0 {
		t.Fatalf("the first step is on floor 1; the plan shows floor %d", r.view.Floor()+1)
	}
	soloPress(r.g, fyne.KeyPageUp)
	if r.view.Floor() != 1 || r.floors.Select().Selected != "Floor 2" {
		t.Fatalf("Page Up: floor %d, switch %q", r.view.Floor()+1, r.floors.Select().Selected)
	}
	soloPress(r.g, fyne.KeyPageDown)
	if r.view.Floor() != 0 {
		t.Fatalf("Page Down: floor %d", r.view.Floor()+1)
	}
	r.floors.Select().SetSelected("Floor 2")
	if r.view.Floor() != 1 {
		t.Fatalf("chose Floor 2, the plan shows floor %d", r.view.Floor()+1)
	}
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1920, Height: 1080}} {
		w.Resize(size)
		soloShot(t, w, fmt.Sprintf("reveal-floors-%gx%g.png", size.Width, size.Height))
	}
}

// TestRevealOfOneFloorHasNoSwitch: a labyrinth of one floor shows no
// floor switch, and Page Up changes nothing.
func TestRevealOfOneFloorHasNoSwitch(t *testing.T) {
	r, _ := newRevealGame(t, fyne.NewSize(1024, 700), "(1,1)", "go right")
	if r.floors.Object().Visible() {
		t.Fatal("a floor switch on the reveal of a labyrinth of one floor")
	}
	soloPress(r.g, fyne.KeyPageUp)
	if r.view.Floor() != 0 {
		t.Fatalf("Page Up on one floor: floor %d", r.view.Floor()+1)
	}
}
