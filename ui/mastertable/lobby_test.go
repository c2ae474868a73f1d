package mastertable

import (
	"errors"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// The lobby: the seats fill up live, with each player's name, colour and
// presence; "Start when ready" says in words why it cannot start; a
// player is kicked with a reason after a confirmation; friends see the
// address to type.
func TestTheLobbyFillsUpLive(t *testing.T) {
	h := hostGame(t, apphost.HumanMaster, 3, rules.Reference())
	s, f := open(t, h)
	if f.Took != 1 || !strings.Contains(f.W.Title(), "Friday maze") {
		t.Fatalf("the lobby did not take the window: took %d, title %q", f.Took, f.W.Title())
	}
	all := texts(s)
	if !uitest.Contains(all, h.Addresses()[0]) {
		t.Errorf("the address to type is not shown: %q", all)
	}
	if len(s.lobby.rows) != 3 || s.lobby.rows[0].presence.Text != "free" {
		t.Fatalf("three free seats expected, the lobby has %d", len(s.lobby.rows))
	}
	if !s.lobby.startBtn.Disabled() || !strings.Contains(richText(s.lobby.blocked), "Waiting for players") {
		t.Errorf("an empty lobby may start: %q", richText(s.lobby.blocked))
	}

	join(t, h, "Ann")
	waitTable(t, s, "Ann's seat", func(tb apphost.Table) bool { return tb.Seats[0].Presence == wire.Connected })
	if r := s.lobby.rows[0]; r.name.Text != "Ann" || r.presence.Text != "connected" || !r.kick.Visible() {
		t.Errorf("seat 1 shows %q %q", r.name.Text, r.presence.Text)
	}
	if s.lobby.rows[1].kick.Visible() {
		t.Error("a free seat can be kicked")
	}
	// Nothing changed: nothing is drawn again.
	drawn := s.redraws
	s.Update()
	if s.redraws != drawn {
		t.Errorf("a table of the same version was drawn again")
	}

	bob := join(t, h, "Bob")
	waitTable(t, s, "Bob's seat", func(tb apphost.Table) bool { return tb.Seats[1].Presence == wire.Connected })
	if s.lobby.startBtn.Disabled() || !strings.Contains(richText(s.lobby.blocked), "2 players") {
		t.Errorf("two players cannot start: %q", richText(s.lobby.blocked))
	}

	// Kick Bob, with a reason: he hears it.
	s.lobby.confirmKick(1)
	entry := findEntry(t, s)
	entry.SetText("wrong table, sorry")
	uitest.TapDialogButton(t, f.W, "Kick")
	waitTable(t, s, "Bob kicked", func(tb apphost.Table) bool { return tb.Seats[1].Presence == wire.Free })
	if s.lobby.rows[1].presence.Text != "free" || !s.lobby.startBtn.Disabled() {
		t.Errorf("Bob's seat after the kick: %q", s.lobby.rows[1].presence.Text)
	}
	testgame.WaitFor(t, "Bob told", func() bool { return bob.Connection().Err != nil })
	var we *wire.Error
	if err := bob.Connection().Err; !errors.As(err, &we) || we.Code != wire.CodeKicked || !strings.Contains(err.Error(), "wrong table, sorry") {
		t.Errorf("Bob was told %v", err)
	}

	// Carl takes seat 3 with seat 2 free: the gap is explained.
	join(t, h, "Bob")
	join(t, h, "Carl")
	waitTable(t, s, "three seats", func(tb apphost.Table) bool { return tb.Stage != apphost.StageLobby })
	if s.table == nil {
		t.Fatalf("a full lobby did not become the game master's table: %q", texts(s))
	}
}

// "Start when ready" starts with the players there, and the free seats
// close; a refusal is said in words.
func TestStartWhenReady(t *testing.T) {
	h := hostGame(t, apphost.HumanMaster, 3, rules.Reference())
	s, _ := open(t, h)
	join(t, h, "Ann")
	waitTable(t, s, "Ann", func(tb apphost.Table) bool { return tb.Seats[0].Presence == wire.Connected })
	s.startOrBegin() // Ctrl+Enter
	if msg := s.notice.Message(); !strings.Contains(msg, "at least 2 players") {
		t.Errorf("a start with one player was refused with %q", msg)
	}
	join(t, h, "Bob")
	waitTable(t, s, "Bob", func(tb apphost.Table) bool { return tb.Seats[1].Presence == wire.Connected })
	tap(t, s, "Start when ready")
	if tb := s.tb; tb.Stage != apphost.StageChoosing || len(tb.Seats) != 2 || s.table == nil {
		t.Fatalf("after the start: stage %s, %d seats", tb.Stage, len(tb.Seats))
	}
	if !strings.Contains(s.stage.Text, "Choosing") {
		t.Errorf("the top bar says %q", s.stage.Text)
	}
}

// With the computer as game master the host's user takes a seat and plays
// on the game screen when the game starts; leaving it comes back to the
// lobby, the host still running, and "Back to your game" takes the seat
// back with its ticket.
func TestTheHostsUserPlaysUnderTheComputer(t *testing.T) {
	h := hostGame(t, apphost.ComputerMaster, 2, rules.Reference())
	s, f := open(t, h)
	s.lobby.ownName.SetText("Hugo")
	tap(t, s, "Take a seat")
	waitTable(t, s, "Hugo seated", func(tb apphost.Table) bool { return tb.Seats[0].Name == "Hugo" })
	if r := s.lobby.rows[0]; r.name.Text != "Hugo (you)" {
		t.Errorf("the host's seat shows %q", r.name.Text)
	}
	if f.A.Preferences().String(prefOwnName) != "Hugo" {
		t.Error("the name is not remembered")
	}
	ann := join(t, h, "Ann")
	waitTable(t, s, "the game made", func(tb apphost.Table) bool { return tb.Stage == apphost.StageChoosing })
	testgame.WaitFor(t, "Hugo's seat", func() bool { _, ok := s.own.conn.Seat(); return ok })
	s.own.news()
	if s.own.game == nil || f.W.Content() == s.root {
		t.Fatalf("Hugo's game did not open: %q", texts(s))
	}
	if s.table != nil {
		t.Fatal("a playing host's user sees the game master's table")
	}
	// His notebook is kept beside the hosted game's journal.
	if _, err := os.Stat(session.NotebookPath(h.JournalPath())); err != nil {
		t.Errorf("the host's player's notebook is not kept: %v", err)
	}
	seatOf(t, ann)
	// He leaves his game: back to the lobby, still hosting.
	s.own.game.Close()
	(&ownFrame{Frame: f, o: s.own}).ShowStart()
	if f.W.Content() != s.root || h.Table().Stage == apphost.StageOver {
		t.Fatal("leaving the game did not come back to the lobby")
	}
	select {
	case <-h.Done():
		t.Fatal("leaving his game stopped the host")
	default:
	}
	if b := uitest.FindButton(s.root, "Back to your game"); b == nil {
		t.Fatalf("no way back to his game: %q", texts(s))
	}
	tap(t, s, "Back to your game")
	if msg := s.notice.Message(); msg != "" {
		t.Fatalf("taking the seat back: %s", msg)
	}
	testgame.WaitFor(t, "Hugo's seat again", func() bool {
		if s.own.conn == nil {
			return false
		}
		_, ok := s.own.conn.Seat()
		return ok
	})
	s.own.news()
	if s.own.game == nil || s.own.game.Seat.Viewer() != 0 {
		t.Fatalf("Hugo did not get seat 1 back")
	}
}

// The host's user knows his game's join code: taking his own seat in a
// game that has one needs no code typed.
func TestTheHostsUserTakesASeatInAGameWithACode(t *testing.T) {
	h := hostWithCode(t, apphost.ComputerMaster, 2, rules.Reference(), "tulip")
	s, _ := open(t, h)
	s.lobby.ownName.SetText("Hugo")
	tap(t, s, "Take a seat")
	testgame.WaitFor(t, "Hugo's answer", func() bool { return s.own == nil || s.own.conn != nil })
	if msg := s.notice.Message(); msg != "" {
		t.Fatalf("the host's user could not take a seat: %s", msg)
	}
	waitTable(t, s, "Hugo seated", func(tb apphost.Table) bool { return tb.Seats[0].Name == "Hugo" })
}

// "Play yourself" offers the person's name, never the game's: the host
// setup keeps the game's name ("Quiet") under its own key, and taking a
// seat leaves it alone.
func TestTheOwnSeatOffersThePersonsName(t *testing.T) {
	for _, c := range []struct {
		prefs map[string]string
		user  string
		want  string
	}{
		{map[string]string{"host.name": "Quiet", prefSoloName: "Solveig"}, "ann", "Solveig"},
		{map[string]string{"host.name": "Quiet", prefSoloName: "Solveig", prefJoinName: "Jo"}, "ann", "Jo"},
		{map[string]string{"host.name": "Quiet", prefJoinName: "Jo", prefOwnName: "Hugo"}, "ann", "Hugo"},
		{map[string]string{"host.name": "Quiet"}, "ann", "Ann"},
		{map[string]string{"host.name": "Cafe", prefJoinName: "two words"}, "", ""},
	} {
		f := uitest.NewFrame(t)
		for k, v := range c.prefs {
			f.A.Preferences().SetString(k, v)
		}
		env := testEnv(t)
		env.UserName = func() string { return c.user }
		s := OpenLobby(f, env, hostGame(t, apphost.ComputerMaster, 2, rules.Reference()))
		t.Cleanup(s.Close)
		if got := s.lobby.ownName.Text; got != c.want {
			t.Errorf("with %v and the user %q, \"Play yourself\" offers %q, want %q", c.prefs, c.user, got, c.want)
		}
	}

	f := uitest.NewFrame(t)
	f.A.Preferences().SetString("host.name", "Quiet")
	h := hostGame(t, apphost.ComputerMaster, 2, rules.Reference())
	s := OpenLobby(f, testEnv(t), h)
	t.Cleanup(s.Close)
	s.lobby.ownName.SetText("Hugo")
	tap(t, s, "Take a seat")
	waitTable(t, s, "Hugo seated", func(tb apphost.Table) bool { return tb.Seats[0].Name == "Hugo" })
	if got := f.A.Preferences().String("host.name"); got != "Quiet" {
		t.Errorf("taking a seat changed the game's name the host setup offers to %q", got)
	}
}

// "How friends join" never offers friends a loopback address when the
// computer has another; with loopback alone it says that friends on other
// computers cannot reach the game.
func TestFriendsAreNotGivenLoopback(t *testing.T) {
	for _, c := range []struct {
		addrs    []string
		want     []string
		loopOnly bool
	}{
		{[]string{"192.168.1.5:7527", "127.0.0.1:7527", "[::1]:7527"}, []string{"192.168.1.5:7527"}, false},
		{[]string{"127.0.0.1:7527", "10.0.0.2:7527", "[fd00::2]:7527"}, []string{"10.0.0.2:7527", "[fd00::2]:7527"}, false},
		{[]string{"127.0.0.1:7527", "[::1]:7527"}, []string{"127.0.0.1:7527", "[::1]:7527"}, true},
		{nil, nil, false},
	} {
		got, loopOnly := friendAddresses(c.addrs)
		if strings.Join(got, " ") != strings.Join(c.want, " ") || loopOnly != c.loopOnly {
			t.Errorf("friendAddresses(%q) = %q, %v; want %q, %v", c.addrs, got, loopOnly, c.want, c.loopOnly)
		}
	}

	// hostGame listens on 127.0.0.1 only, and does not advertise.
	h := hostGame(t, apphost.HumanMaster, 2, rules.Reference())
	s, _ := open(t, h)
	if info := richText(s.lobby.joinInfo); !strings.Contains(info, "friends on other computers cannot reach it") {
		t.Errorf("a game only this computer reaches is offered to friends: %q", info)
	}
}

// Under a human game master the host's user does not take a seat.
func TestTheGameMasterDoesNotPlay(t *testing.T) {
	h := hostGame(t, apphost.HumanMaster, 2, rules.Reference())
	s, _ := open(t, h)
	if s.lobby.ownName != nil || uitest.FindButton(s.root, "Take a seat") != nil {
		t.Error("the game master is offered a seat")
	}
	if !uitest.Contains(texts(s), "You are the game master") {
		t.Errorf("the lobby does not say who is game master: %q", texts(s))
	}
}

// Stopping the host asks first, then closes it.
func TestStopHostingAsksFirst(t *testing.T) {
	h := hostGame(t, apphost.HumanMaster, 2, rules.Reference())
	s, f := open(t, h)
	s.confirmStop()
	uitest.TapDialogButton(t, f.W, "Keep hosting")
	if s.Closed() {
		t.Fatal("Keep hosting stopped the host")
	}
	s.confirmStop()
	uitest.TapDialogButton(t, f.W, "Stop hosting")
	<-h.Done()
	if !s.Closed() || f.Starts != 1 {
		t.Errorf("closed %v, start screen asked %d times", s.Closed(), f.Starts)
	}
	_ = remote.Free
}

// findEntry is the entry of the dialog on top.
func findEntry(t *testing.T, s *Screen) *widget.Entry {
	t.Helper()
	var e *widget.Entry
	uitest.Walk(s.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if v, ok := o.(*widget.Entry); ok {
			e = v
		}
		return e == nil
	})
	if e == nil {
		t.Fatal("the dialog has no field")
	}
	return e
}
