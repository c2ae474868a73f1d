package solo

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/bot"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// "Add computer players" in the practice setup: the level and pace show
// once there are any; the game seats them after the person, they answer
// his moves at the pace chosen, the lobby remembers the choice, and a
// continued game seats them again.
func TestSoloLobbyAddsComputerPlayers(t *testing.T) {
	l, f := newTestLobby(t)
	env := l.env
	if l.computers.Selected != "None" || l.botLevel.Visible() || l.botPace.Visible() {
		t.Fatalf("a new lobby plays alone: %q, level shown %v", l.computers.Selected, l.botLevel.Visible())
	}
	l.computers.SetSelected("2")
	if !l.botLevel.Visible() || !l.botPace.Visible() {
		t.Fatal("the computer players' level and pace are offered")
	}
	l.botLevel.SetSelected("Expert")
	l.botPace.SetSelected(computerPaces[0].label)
	l.startMode.SetSelected(startPlaced)
	test.Tap(l.startBtn)
	g := env.game()
	if g == nil {
		t.Fatalf("no game opened: %v", l.message)
	}
	s := g.Seat
	if names := s.Info().Names; len(names) != 3 || names[1] == names[0] || names[2] == names[0] {
		t.Fatalf("players %v", names)
	}
	said := time.Now()
	if err := s.SayText("go up"); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(10 * time.Second)
	for heard := map[int]time.Duration{}; len(heard) < 2; {
		select {
		case <-s.Updates():
		case <-deadline:
			t.Fatalf("the computer players did not answer: %v", heard)
		}
		for _, e := range s.Events(0) {
			if e.Code == game.Said && e.Player > 0 && heard[e.Player] == 0 {
				heard[e.Player] = time.Since(said)
			}
		}
		if d := heard[1]; d != 0 && d < computerPaces[0].pace-time.Millisecond {
			t.Fatalf("the first computer player answered after %v, sooner than the pace chosen", d)
		}
	}
	path := g.Journal
	g.Close()
	cs, err := session.ReadComputers(path)
	if err != nil || len(cs) != 2 || cs[0].Level != "expert" {
		t.Fatalf("the game lists its computer players: %+v %v", cs, err)
	}

	l = OpenLobby(f, env)
	if l.computers.Selected != "2" || l.botLevel.Selected != "Expert" || l.botPace.Selected != computerPaces[0].label {
		t.Fatalf("the lobby remembers: %q %q %q", l.computers.Selected, l.botLevel.Selected, l.botPace.Selected)
	}
	test.Tap(l.continueB)
	h := env.game()
	if h == nil || h == g {
		t.Fatal("continuing opens the game")
	}
	t.Cleanup(h.Close)
	if got := h.Seat.Info().Names; len(got) != 3 {
		t.Fatalf("continued with %v", got)
	}
}

func TestSoloCommandLineComputers(t *testing.T) {
	a, err := parseSoloArgs([]string{"--computers", "3", "--computer-level", "Expert", "--seed", "4"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if st := a.setup; st.computers != 3 || st.level.String() != "expert" || st.params.Players != 4 {
		t.Fatalf("%+v", st)
	}
	for _, args := range [][]string{{"--computers", "6"}, {"--computers", "-1"}, {"--computers", "1", "--computer-level", "grandmaster"}} {
		if _, err := parseSoloArgs(args, nil); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}

// A continued game whose list of computer players is damaged still seats
// a computer player in every seat after the person's.
func TestSeatEveryone(t *testing.T) {
	start := maze.At(2, 0)
	m := uitest.SmallMaze(t)
	cs := bot.Computers(m, rules.Reference(), "Ann", []bot.Level{bot.Beginner, bot.Beginner}, 1)
	sess, _, err := session.NewSolo(session.Solo{Maze: m, Rules: rules.Reference(), Player: "Ann", Start: &start, Computers: cs})
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	got := seatEveryone(sess, []session.Computer{{Seat: 2, Name: "Cid", Level: "grandmaster"}, {Seat: 9, Name: "Zed", Level: "expert"}, {Seat: 2, Name: "Cid", Level: "expert"}})
	if len(got) != 2 || got[0].Seat != 2 || got[0].Level != "standard" || got[1].Seat != 1 || got[1].Level != "standard" {
		t.Fatalf("%+v", got)
	}
}
