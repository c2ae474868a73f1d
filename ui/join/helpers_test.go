package join

import (
	"net"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// hangGuard bounds every wait of these tests: how long a test waits
// before it says what it was waiting for, not a measure of anything.
const hangGuard = 20 * time.Second

// testRound is the list's round in these tests: answers on loopback come
// within milliseconds, and several rounds pass while a test watches the
// screen stay idle.
const testRound = 150 * time.Millisecond

// loopback is the namespace's loopback, where these tests host and look
// (scripts/in-netns.sh); the test skips anywhere else.
func loopback(t *testing.T) *net.Interface {
	t.Helper()
	netnstest.Require(t)
	lo, err := discovery.Loopback()
	if err != nil {
		t.Fatalf("the namespace's loopback is not ready (scripts/in-netns.sh sets it up): %v", err)
	}
	return lo
}

// testEnv is the app's environment with the list looking on ifaces, the
// tickets in the test's directory and the game screen's autosave off.
// The screens' news arrives on other goroutines through the bridge, made
// serial (uitest.LetTimersRun): the tests look through onUI.
func testEnv(t *testing.T, ifaces ...net.Interface) *Env {
	t.Helper()
	env := NewEnvIn(t.TempDir())
	env.Interfaces = func() ([]net.Interface, error) { return ifaces, nil }
	env.Round = testRound
	// The game screen without its timers, which would fire into a later
	// test's watch once its window is gone.
	env.Play.AutosaveEvery, env.Play.After = 0, nil
	return env
}

// onUI runs f as the UI goroutine, one at a time with the screens' news.
func onUI(f func()) { fyne.DoAndWait(f) }

// waitUI waits until cond, looked at on the UI goroutine, holds.
func waitUI(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(hangGuard); ; time.Sleep(5 * time.Millisecond) {
		ok := false
		onUI(func() { ok = cond() })
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s", what)
		}
	}
}

// texts is what the window shows, read on the UI goroutine.
func texts(w fyne.Window) []string {
	var out []string
	onUI(func() { out = uitest.Texts(w.Content()) })
	return out
}

// shows waits until the window shows want.
func shows(t *testing.T, w fyne.Window, want string) {
	t.Helper()
	for deadline := time.Now().Add(hangGuard); !uitest.Contains(texts(w), want); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %q; the window shows %q", want, texts(w))
		}
	}
}

// tap presses the button labelled text in the window.
func tap(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	onUI(func() {
		b := uitest.FindButton(w.Content(), text)
		if b == nil {
			t.Fatalf("no %q button; the window shows %q", text, uitest.Texts(w.Content()))
		}
		test.Tap(b)
	})
}

// fillDialog types into the top dialog's entries, in order, and presses
// its button labelled press.
func fillDialog(t *testing.T, w fyne.Window, press string, values ...string) {
	t.Helper()
	onUI(func() {
		top := w.Canvas().Overlays().Top()
		if top == nil {
			t.Fatal("no dialog open")
		}
		var entries []*widget.Entry
		uitest.Walk(top, func(o fyne.CanvasObject) bool {
			if e, ok := o.(*widget.Entry); ok {
				entries = append(entries, e)
			}
			return true
		})
		if len(entries) < len(values) {
			t.Fatalf("the dialog has %d fields for %q: %q", len(entries), values, uitest.Texts(top))
		}
		for i, v := range values {
			entries[i].SetText(v)
		}
		uitest.TapDialogButton(t, w, press)
	})
}

// hostConfig is a game on the reference's sample plan, hosted on loopback
// and advertised on it.
func hostConfig(t *testing.T, lo *net.Interface, name string, seats int) apphost.Config {
	return apphost.Config{
		Maze: testgame.New(t, 1).Plan, Rules: rules.Reference(), Seed: 1,
		Name: name, Seats: seats, Spectators: 2,
		Listen: "127.0.0.1", Interface: lo, Dir: t.TempDir(),
		Options: apphost.Options{Settle: time.Millisecond, HostName: "alice-s-laptop-labyrinth.local."},
	}
}

// startHost hosts a game until the test ends.
func startHost(t *testing.T, cfg apphost.Config) *apphost.Host {
	t.Helper()
	h, err := apphost.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// dialPlayer joins a game as another player would, from his own program.
func dialPlayer(t *testing.T, addr, name string) *remote.Conn {
	t.Helper()
	c, err := remote.Dial(t.Context(), remote.Config{Addr: addr, Name: name})
	if err != nil {
		t.Fatalf("%s joining: %v", name, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// openList opens the join list in a test frame.
func openList(t *testing.T, env *Env) (*uitest.Frame, *Screen) {
	t.Helper()
	f := uitest.NewFrame(t)
	uitest.LetTimersRun()
	var s *Screen
	onUI(func() { s = Open(f, env) })
	t.Cleanup(func() {
		onUI(func() {
			if env.list != nil {
				env.list.Close()
			}
			if r := env.room; r != nil {
				r.close()
				r.conn.Close()
			}
			if env.game != nil {
				env.game.Close()
			}
		})
	})
	return f, s
}

// dialWithCode joins a game that needs a code, as another player would.
func dialWithCode(t *testing.T, addr, name, code string) (*remote.Conn, error) {
	t.Helper()
	return remote.Dial(t.Context(), remote.Config{Addr: addr, Name: name, Code: code})
}
