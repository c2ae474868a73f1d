package hostsetup

import (
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/wire"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// testEnv keeps the games and the rules in the test's directory, sees no
// network interface to advertise on, listens on loopback, and starts
// hosts on the test's goroutine; file dialogs answer with file.
func testEnv(t *testing.T, file *string) *Env {
	t.Helper()
	env := NewEnvIn(t.TempDir())
	env.Interfaces = func() ([]net.Interface, error) { return nil, lan.ErrNoInterface }
	env.Background = func(f func()) { f() }
	env.Now = func() time.Time { return time.Date(2026, 3, 14, 15, 30, 0, 0, time.UTC) }
	env.ChooseOpen = func(_ fyne.Window, _ string, done func(string)) {
		if file == nil {
			t.Error("a file dialog opened")
			done("")
			return
		}
		done(*file)
	}
	return env
}

// openSetup opens the setup in a stand-in frame at the laptop size the
// screen is made for; hosted collects the hosts it hands over (closed
// when the test ends).
func openSetup(t *testing.T, env *Env) (*Screen, *uitest.Frame, *[]*host.Host) {
	t.Helper()
	fr := uitest.NewFrame(t)
	fr.W.Resize(fyne.NewSize(1024, 700))
	var hosted []*host.Host
	s := Open(fr, env, func(h *host.Host) {
		hosted = append(hosted, h)
		t.Cleanup(func() { h.Close() })
	})
	return s, fr, &hosted
}

func screenText(s *Screen) string { return strings.Join(uitest.Texts(s.root), "\n") }

// The setup shows everything a hosted game is made of, with the rules
// form whole beside it, and explains that without a network interface
// the game is joined by address.
func TestSetupShowsTheGame(t *testing.T) {
	s, fr, _ := openSetup(t, testEnv(t, nil))
	if fr.Took != 1 || !strings.HasPrefix(fr.W.Title(), "Host a game") {
		t.Fatalf("the setup did not take the window: %d, %q", fr.Took, fr.W.Title())
	}
	text := screenText(s)
	for _, want := range []string{"Size", "Difficulty", "Seed", "Name", "Seats", "Join code",
		"Network", "Port", "Host the game",
		"Rules", "Shooting", "Time limits", "No network interface"} {
		if !strings.Contains(text, want) {
			t.Errorf("the setup does not show %q", want)
		}
	}
	if len(s.source.Options) != 2 || len(s.master.Options) != 2 || s.watch.Text == "" {
		t.Errorf("maze sources %v, game masters %v, spectators %q", s.source.Options, s.master.Options, s.watch.Text)
	}
	if s.name.Text != "Ann's game" || s.seats.Selected != "2" || s.master.Selected != masterComputer {
		t.Errorf("defaults: name %q, seats %q, master %q", s.name.Text, s.seats.Selected, s.master.Selected)
	}
	if s.iface.Selected != noAdvertise {
		t.Errorf("without an interface the game is advertised on %q", s.iface.Selected)
	}
	if s.resumeBox.Visible() {
		t.Error("Continue hosting is shown with no game to continue")
	}
	uitest.SaveShot(t, fr.W, "HOSTSETUP_OUT", "hostsetup", "setup-1024x700.png")
	// The setup's column is not clipped by its width, and its fields end
	// short of its edge, clear of the scroll bar laid over it.
	if w := s.column.MinSize().Width; w > s.column.Size().Width {
		t.Errorf("the setup's column needs %v pixels, it has %v", w, s.column.Size().Width)
	}
	d := fyne.CurrentApp().Driver()
	edge := d.AbsolutePositionForObject(s.scroll).X + s.scroll.Size().Width
	for what, o := range map[string]fyne.CanvasObject{"Name": s.name, "Join code": s.code, "Network": s.iface} {
		if right := d.AbsolutePositionForObject(o).X + o.Size().Width; right > edge-theme.Size(theme.SizeNameScrollBar) {
			t.Errorf("the %s field ends at %v, under the scroll bar at the column's edge %v", what, right, edge)
		}
	}
	// The whole screen fits the laptop's window: nothing is wider than it.
	if w := s.root.MinSize().Width; w > 1024 {
		t.Errorf("the setup needs %v pixels of width, more than 1024", w)
	}
}

// What cannot make a game is said below the form, and nothing is hosted.
func TestSetupRefusesWhatCannotBeHosted(t *testing.T) {
	s, _, hosted := openSetup(t, testEnv(t, nil))
	s.name.SetText("  ")
	s.Host()
	if !strings.Contains(s.Message(), "Name: give the game a name") {
		t.Errorf("empty name: %q", s.Message())
	}
	s.name.SetText("Friday")
	s.watch.SetChecked(true)
	s.spectators.SetText("100")
	s.Host()
	if !strings.Contains(s.Message(), "100 is out of range (1 to 99)") {
		t.Errorf("100 spectators: %q", s.Message())
	}
	s.spectators.SetText("3")
	s.width.SetText("1")
	s.Host()
	if !strings.Contains(s.Message(), "Width") {
		t.Errorf("width 1: %q", s.Message())
	}
	s.width.SetText("8")
	s.source.SetSelected(sourceFile)
	s.Host()
	if !strings.Contains(s.Message(), "Choose a maze file") {
		t.Errorf("no file: %q", s.Message())
	}
	if len(*hosted) != 0 {
		t.Fatal("a game was hosted from a form with mistakes")
	}
}

// A maze file that names its rules is hosted by them unless the host
// chooses others, as on the command line; a file that does not read is
// explained.
func TestAMazeFileBringsItsRules(t *testing.T) {
	dir := t.TempDir()
	m := uitest.SmallMaze(t)
	r := rules.Beginner()
	r.NStop = 33
	m.Rules = &r
	data, err := maze.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "small.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	s, _, _ := openSetup(t, testEnv(t, &path))
	s.chooseMaze()
	if s.source.Selected != sourceFile || s.fileLabel.Text != "small.json" {
		t.Fatalf("source %q, file %q", s.source.Selected, s.fileLabel.Text)
	}
	if got := s.rules.Rules(); !got.Equal(r) || s.rules.From() != rulesOfMaze {
		t.Errorf("the maze's rules were not taken: from %q, nstop %d", s.rules.From(), got.NStop)
	}
	s.source.SetSelected(sourceGenerate)
	if s.rules.From() == rulesOfMaze {
		t.Error("a generated maze keeps the file's rules")
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte("{"), 0o644)
	path = bad
	s.chooseMaze()
	if !strings.Contains(s.Message(), "bad.json") {
		t.Errorf("a broken file is not explained: %q", s.Message())
	}
}

// The setup, left alone, draws nothing.
func TestSetupIsIdle(t *testing.T) {
	openSetup(t, testEnv(t, nil))
	uitest.AssertIdle(t, "the host setup")
}

// Esc goes back to the start screen.
func TestSetupGoesBack(t *testing.T) {
	s, fr, _ := openSetup(t, testEnv(t, nil))
	s.keys.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if fr.Starts != 1 {
		t.Fatal("Esc did not go back to the start screen")
	}
}

// "Host the game" starts a host with everything the form says, the rules
// as edited on the form, and hands it to the window.
func TestHostTheGame(t *testing.T) {
	netnstest.Require(t)
	s, _, hosted := openSetup(t, testEnv(t, nil))
	s.port.SetText("0")
	s.name.SetText("Friday maze")
	s.seats.SetSelected("3")
	s.code.SetText("4711")
	s.watch.SetChecked(true)
	s.spectators.SetText("5")
	s.master.SetSelected(masterHuman)
	s.width.SetText("6")
	s.height.SetText("5")
	s.rules.SetRules(rules.Reference(), "Reference")
	form := s.rules.Rules()
	form.NStop = 40
	s.rules.SetRules(form, "Reference")
	s.Host()
	if len(*hosted) != 1 {
		t.Fatalf("no host handed over: %q", s.Message())
	}
	h := (*hosted)[0]
	tab := h.Table()
	if h.Name() != "Friday maze" || h.Seats() != 3 || h.Code() != "4711" || h.Spectators() != 5 || tab.Master != host.HumanMaster {
		t.Errorf("hosted %q, %d seats, code %q, %d spectators, master %s", h.Name(), h.Seats(), h.Code(), h.Spectators(), tab.Master)
	}
	if tab.Rules.NStop != 40 || tab.Plan.Width() != 6 || tab.Plan.Height() != 5 {
		t.Errorf("rules nstop %d, plan %dx%d", tab.Rules.NStop, tab.Plan.Width(), tab.Plan.Height())
	}
	if _, _, adv := h.Advertised(); adv {
		t.Error("advertised without an interface")
	}
	if s.keys != nil || !s.closed {
		t.Error("the setup kept the window after handing the host over")
	}
}

// A port another host holds is said in so many words.
func TestAPortInUseIsExplained(t *testing.T) {
	netnstest.Require(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	port := l.Addr().(*net.TCPAddr).Port
	s, _, hosted := openSetup(t, testEnv(t, nil))
	s.port.SetText(strconv.Itoa(port))
	s.Host()
	if len(*hosted) != 0 {
		t.Fatal("hosted on a port in use")
	}
	if want := strconv.Itoa(port) + ": the port is in use"; !strings.Contains(s.Message(), want) {
		t.Errorf("message %q, want %q", s.Message(), want)
	}
	if s.Busy() || s.hostBtn.Disabled() {
		t.Error("the setup stays busy after the refusal")
	}
}

// A hosted game that was stopped is listed under "Continue hosting" with
// its name, players and where it stands, and continues on its port under
// its name; one deleted is gone.
func TestContinueHosting(t *testing.T) {
	netnstest.Require(t)
	env := testEnv(t, nil)
	s, _, hosted := openSetup(t, env)
	s.port.SetText("0")
	s.name.SetText("Crashed game")
	s.Host()
	if len(*hosted) != 1 {
		t.Fatalf("not hosted: %q", s.Message())
	}
	first := (*hosted)[0]
	port := first.Port()
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}

	s2, _, hosted2 := openSetup(t, env)
	if !s2.resumeBox.Visible() {
		t.Fatal("Continue hosting is not shown")
	}
	text := strings.Join(uitest.Texts(s2.resumeList), " ")
	for _, want := range []string{"Crashed game", "lobby, 0 of 2 seats taken", "Reference", "the computer is game master"} {
		if !strings.Contains(text, want) {
			t.Errorf("the row does not say %q: %q", want, text)
		}
	}
	cont := uitest.FindButton(s2.resumeList, "Continue")
	if cont == nil {
		t.Fatal("no Continue button")
	}
	test.Tap(cont)
	if len(*hosted2) != 1 {
		t.Fatalf("not continued: %q", s2.Message())
	}
	h := (*hosted2)[0]
	if h.Name() != "Crashed game" || h.Port() != port {
		t.Errorf("continued as %q on %d, want %q on %d", h.Name(), h.Port(), "Crashed game", port)
	}
	h.Close()

	s3, fr3, _ := openSetup(t, env)
	del := uitest.FindButton(s3.resumeList, "")
	if del == nil {
		t.Fatal("no delete button")
	}
	// Esc answers the question "Keep it".
	test.Tap(del)
	uitest.Press(fr3.W, fyne.KeyEscape)
	if fr3.W.Canvas().Overlays().Top() != nil || !s3.resumeBox.Visible() {
		t.Fatal("Esc did not close the question, or deleted the game")
	}
	test.Tap(del)
	uitest.TapDialogButton(t, fr3.W, "Delete")
	if s3.resumeBox.Visible() {
		t.Error("the game deleted is still listed")
	}
	dir, _ := env.GamesDir()
	if list, _ := host.List(dir); len(list) != 0 {
		t.Errorf("%d hosted games left after deleting", len(list))
	}
}

// A game made (every seat claimed) and stopped is listed with its players
// and where it stands, and continued with them.
func TestContinueAGameUnderWay(t *testing.T) {
	netnstest.Require(t)
	env := testEnv(t, nil)
	s, _, hosted := openSetup(t, env)
	s.port.SetText("0")
	s.name.SetText("Friday")
	s.master.SetSelected(masterHuman)
	s.Host()
	if len(*hosted) != 1 {
		t.Fatalf("not hosted: %q", s.Message())
	}
	h := (*hosted)[0]
	for i, name := range []string{"Ann", "Bob"} {
		if err := h.Claim(i, name, wire.Token{byte(i + 1)}); err != nil {
			t.Fatal(err)
		}
	}
	if st := h.Table().Stage; st != host.StageChoosing {
		t.Fatalf("stage %s after both seats were claimed", st)
	}
	h.Close()
	s2, _, hosted2 := openSetup(t, env)
	text := strings.Join(uitest.Texts(s2.resumeList), " ")
	for _, want := range []string{"Friday", "Ann, Bob", "choosing start cells", "you are game master"} {
		if !strings.Contains(text, want) {
			t.Errorf("the row does not say %q: %q", want, text)
		}
	}
	test.Tap(uitest.FindButton(s2.resumeList, "Continue"))
	if len(*hosted2) != 1 {
		t.Fatalf("not continued: %q", s2.Message())
	}
	if tab := (*hosted2)[0].Table(); tab.Stage != host.StageChoosing || tab.Seats[1].Name != "Bob" || tab.Master != host.HumanMaster {
		t.Errorf("continued at %s, seat 2 %q, master %s", tab.Stage, tab.Seats[1].Name, tab.Master)
	}
}

// The rules a game was hosted with are offered first the next time, when
// they were a preset or a saved configuration.
func TestTheRulesAreRemembered(t *testing.T) {
	netnstest.Require(t)
	env := testEnv(t, nil)
	store, _ := env.Rules()
	house := rules.Reference()
	house.NStop = 25
	if err := store.Save("House", house); err != nil {
		t.Fatal(err)
	}
	s, fr, _ := openSetup(t, env)
	s.port.SetText("0")
	s.rules.SetRules(house, "House")
	s.Host()
	s2 := Open(fr, env, func(h *host.Host) { h.Close() })
	if s2.rules.From() != "House" || s2.rules.Rules().NStop != 25 {
		t.Errorf("the next setup starts from %q (nstop %d)", s2.rules.From(), s2.rules.Rules().NStop)
	}
}

// Ctrl+Enter hosts as the button does.
func TestCtrlEnterHosts(t *testing.T) {
	s, _, _ := openSetup(t, testEnv(t, nil))
	s.name.SetText("")
	s.keys.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	if !strings.Contains(s.Message(), "give the game a name") {
		t.Errorf("Ctrl+Enter did not host: %q", s.Message())
	}
}
