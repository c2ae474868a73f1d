package join

import (
	"path/filepath"
	"testing"

	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Joining from the list, against real hosts on the namespace's loopback.

// inGame waits until the game screen shows the game (its title, and its
// keys button rather than the waiting room).
func inGame(t *testing.T, f *uitest.Frame, title string) {
	t.Helper()
	waitUI(t, "the game screen", func() bool {
		return f.W.Title() == title+" — Labyrinth" && !uitest.Contains(uitest.Texts(f.W.Content()), "Waiting for the host")
	})
	shows(t, f.W, "Keys")
}

// TestJoinWaitAndPlay: Ann joins from the list under her name, waits in
// the waiting room, sees Bob arrive; when the game is made the game
// screen opens on her remote seat; her name is remembered.
func TestJoinWaitAndPlay(t *testing.T) {
	lo := loopback(t)
	h := startHost(t, hostConfig(t, lo, "Friday maze", 2))
	env := testEnv(t, *lo)
	f, _ := openList(t, env)
	shows(t, f.W, "Friday maze")
	tap(t, f.W, "Join…")
	fillDialog(t, f.W, "Join", "Ann")
	shows(t, f.W, "Waiting for the host to start the game")
	shows(t, f.W, "You sit at seat 1 of 2 as Ann.")
	shows(t, f.W, "Ann (you)")
	if got := texts(f.W); !uitest.Contains(got, "free") {
		t.Errorf("the second seat is not shown free: %q", got)
	}
	if got := f.A.Preferences().String(prefJoinName); got != "Ann" {
		t.Errorf("the name remembered is %q", got)
	}
	uitest.AssertIdle(t, "the waiting room")

	dialPlayer(t, h.Addr().String(), "Bob")
	inGame(t, f, "Friday maze")
	var names []string
	onUI(func() { names = env.game.Seat.Info().Names })
	if len(names) != 2 || names[0] != "Ann" || names[1] != "Bob" {
		t.Errorf("the game screen's seat seats %q", names)
	}
}

// TestRefusalsInWords: a wrong join code, a name already taken and a
// player kicked from the lobby are said in words on the list.
func TestRefusalsInWords(t *testing.T) {
	lo := loopback(t)
	cfg := hostConfig(t, lo, "Coded maze", 3)
	cfg.Code = "4711"
	h := startHost(t, cfg)
	env := testEnv(t, *lo)
	f, _ := openList(t, env)
	shows(t, f.W, "join code needed")

	tap(t, f.W, "Join…")
	fillDialog(t, f.W, "Join", "Ann", "1234")
	shows(t, f.W, "The join code is not right: ask the host for it again.")

	c, err := dialWithCode(t, h.Addr().String(), "Bob", "4711")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	tap(t, f.W, "Join…")
	fillDialog(t, f.W, "Join", "bob", "4711")
	shows(t, f.W, "Someone already sits at this game as bob: choose another name.")

	tap(t, f.W, "Join…")
	fillDialog(t, f.W, "Join", "Ann", "4711")
	shows(t, f.W, "You sit at seat 2 of 3 as Ann.")
	if err := h.Kick(1, "the table is for two tonight"); err != nil {
		t.Fatal(err)
	}
	shows(t, f.W, "The host took your seat: the table is for two tonight.")
	shows(t, f.W, "Coded maze")
	// The seat is anyone's now: its ticket is forgotten, and he may join
	// again as anyone.
	shows(t, f.W, "Join…")
	if got := texts(f.W); uitest.Contains(got, "Take your seat back as Ann") {
		t.Errorf("the list offers a seat the host took: %q", got)
	}
}

// TestTakeTheSeatBack: a player who left the waiting room finds his seat
// offered back on the list, by its ticket, and takes it back.
func TestTakeTheSeatBack(t *testing.T) {
	lo := loopback(t)
	startHost(t, hostConfig(t, lo, "Friday maze", 3))
	env := testEnv(t, *lo)
	f, _ := openList(t, env)
	shows(t, f.W, "Friday maze")
	tap(t, f.W, "Join…")
	fillDialog(t, f.W, "Join", "Ann")
	shows(t, f.W, "You sit at seat 1 of 3 as Ann.")
	tap(t, f.W, "Leave")
	shows(t, f.W, "Take your seat back as Ann")
	if got := texts(f.W); uitest.Contains(got, "Join…") {
		t.Errorf("a game where this computer holds a seat offers another: %q", got)
	}
	tap(t, f.W, "Take your seat back as Ann")
	shows(t, f.W, "You sit at seat 1 of 3 as Ann.")
}

// TestWatchAGameUnderWay: a game begun with every seat taken offers only
// to watch; the game screen opens on the spectator's seat.
func TestWatchAGameUnderWay(t *testing.T) {
	lo := loopback(t)
	h := startHost(t, hostConfig(t, lo, "Busy maze", 2))
	dialPlayer(t, h.Addr().String(), "Ann")
	dialPlayer(t, h.Addr().String(), "Bob")
	env := testEnv(t, *lo)
	f, s := openList(t, env)
	waitUI(t, "the game playing", func() bool {
		return len(s.shown) == 1 && s.shown[0].State == discovery.StatePlaying && s.shown[0].SeatsFree == 0
	})
	shows(t, f.W, "Playing")
	if got := texts(f.W); uitest.Contains(got, "Join…") {
		t.Errorf("a game under way with every seat taken offers a seat: %q", got)
	}
	tap(t, f.W, "Watch")
	inGame(t, f, "Busy maze (watching)")
}

// TestTakeTheSeatBackInAGameUnderWay: a player who left a game under way
// (or whose app was closed) finds it on the list with his seat offered
// back, and comes back to the game screen at once.
func TestTakeTheSeatBackInAGameUnderWay(t *testing.T) {
	lo := loopback(t)
	h := startHost(t, hostConfig(t, lo, "Friday maze", 2))
	env := testEnv(t, *lo)
	f, _ := openList(t, env)
	shows(t, f.W, "Friday maze")
	tap(t, f.W, "Join…")
	fillDialog(t, f.W, "Join", "Ann")
	shows(t, f.W, "You sit at seat 1 of 2 as Ann.")
	dialPlayer(t, h.Addr().String(), "Bob")
	inGame(t, f, "Friday maze")
	// The host keeps the game; the player's notebook is kept on his
	// computer, beside the seat's ticket.
	shows(t, f.W, "Notebook saved")
	notebooks := func() []string {
		paths, _ := filepath.Glob(filepath.Join(env.Tickets.Dir, "*.notebook"))
		return paths
	}
	first := notebooks()
	if len(first) != 1 {
		t.Fatalf("notebooks kept after joining: %v, want one", first)
	}

	onUI(func() {
		env.game.Close() // as the app closing does: the seat is left, its ticket kept
		Open(f, env)
	})
	shows(t, f.W, "Playing")
	shows(t, f.W, "Take your seat back as Ann")
	tap(t, f.W, "Take your seat back as Ann")
	inGame(t, f, "Friday maze")
	var me int
	onUI(func() { me = env.game.Seat.Viewer() })
	if me != 0 {
		t.Errorf("back at seat %d, not Ann's", me)
	}
	if again := notebooks(); len(again) != 1 || again[0] != first[0] {
		t.Errorf("notebooks after taking the seat back: %v, want the same one as before, %v", again, first)
	}
}
