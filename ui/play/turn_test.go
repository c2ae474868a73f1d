package play

import (
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// twoPlayers opens the screen on Ann's seat (or the viewer's) at a game of
// two the test runs, with rules r: the news is taken in when the test
// calls watched, requests run at once unless the test holds them
// (env.Send), and the time is the test's.
type twoPlayers struct {
	g       *Screen
	ts      *tableSeat
	watched func()
	now     time.Time
	called  []string // what Attention was asked
	ticks   int      // countdowns running
}

func openTwo(t *testing.T, r rules.Rules, viewer int, edit func(*Env), starts ...maze.Pos) *twoPlayers {
	t.Helper()
	tp := &twoPlayers{now: time.Date(2026, 3, 14, 20, 0, 0, 0, time.UTC)}
	f := uitest.NewFrame(t)
	env := testPlayEnv(t)
	env.Watch = func(_ <-chan struct{}, news func()) { tp.watched = news }
	env.Now = func() time.Time { return tp.now }
	env.Attention = func(title, _ string) { tp.called = append(tp.called, title) }
	env.Tick = func(time.Duration, func()) func() {
		tp.ticks++
		return func() { tp.ticks-- }
	}
	if edit != nil {
		edit(&env)
	}
	tp.ts = newTableSeatAs(t, soloTestMaze(t), r, viewer, []string{"Ann", "Bob"}, starts...)
	tp.ts.SetNow(func() time.Time { return tp.now })
	tp.g = Open(f, &env, Game{Seat: tp.ts, Title: "A game of two"})
	f.W.Resize(uitest.ScreenSize)
	t.Cleanup(tp.g.close)
	return tp
}

// TestWhoseTurn: in a game of several players whose turn it is is always
// on show, in words and on the players' row; when it becomes the player's,
// "Your turn" flashes and the window asks for attention, once; others'
// moves appear in the log as they are announced (§6.2).
func TestWhoseTurn(t *testing.T) {
	tp := openTwo(t, rules.Reference(), 0, nil, maze.At(1, 0), maze.At(2, 0))
	g := tp.g
	if !g.turn.root.Visible() || g.turn.headText() != "Your turn" {
		t.Fatalf("the game opens on Ann's turn: %q", g.turn.headText())
	}
	if len(tp.called) != 0 || g.turn.flashes != 0 {
		t.Fatal("a game opened on the player's turn calls him")
	}
	if got := g.turn.chips[0].String(); got != "Ann (you)" || !g.turn.onTurn(0) || g.turn.onTurn(1) {
		t.Fatalf("Ann's chip: %q, marked %v", got, g.turn.onTurn(0))
	}

	soloPress(g, fyne.KeyLeft) // a wall: the move is said, the turn passes
	if got := g.turn.headText(); got != "Bob's turn" || !g.turn.onTurn(1) || g.turn.onTurn(0) {
		t.Fatalf("after Ann's move: %q", got)
	}
	tp.ts.other(t, 1, "go down")
	tp.watched()
	if !strings.Contains(g.log.lastText(), "Bob: go down") {
		t.Fatalf("Bob's move is in the log as it is announced: %q", g.log.lastText())
	}
	if g.turn.headText() != "Your turn" || len(tp.called) != 1 || tp.called[0] != "Your turn" || g.turn.flashes != 1 {
		t.Fatalf("the turn back to Ann: %q, called %v, %d flashes", g.turn.headText(), tp.called, g.turn.flashes)
	}
	tp.watched() // nothing new: no second call
	if len(tp.called) != 1 || g.turn.flashes != 1 {
		t.Fatal("the player is called again without news")
	}

	tp.ts.SetLink(seat.Link{Connected: true, Away: []int{1}})
	tp.watched()
	if got := g.turn.chips[1].String(); got != "Bob — away" {
		t.Fatalf("Bob away: %q", got)
	}
}

// TestASoloGameHasNoTurnBar: alone in the game it is always the player's
// turn: solo practice shows no bar and calls nobody.
func TestASoloGameHasNoTurnBar(t *testing.T) {
	g, _ := newTestSolo(t, "2,1")
	if g.turn.root.Visible() {
		t.Fatal("a solo game shows whose turn it is")
	}
	soloPress(g, fyne.KeyRight)
	if g.turn.flashes != 0 {
		t.Fatal("a solo game flashes")
	}
}

// TestCountdown: when the game master times a move (§9: "if during 1
// minute the move is not made, the player is declared to have lost"),
// every seat shows the time left, counted down once a second while it
// runs and only then; a break (§9) shows its minutes.
func TestCountdown(t *testing.T) {
	r := rules.Reference()
	r.MoveSeconds = 60
	tp := openTwo(t, r, 0, nil, maze.At(1, 0), maze.At(2, 0))
	g := tp.g
	if g.turn.clockText() != "" || tp.ticks != 0 {
		t.Fatalf("no move timed: %q, %d ticking", g.turn.clockText(), tp.ticks)
	}
	typeMove(g, "start timing Bob")
	if !strings.Contains(g.compose.feedback.String(), "only the move of the player whose turn it is can be timed (§9)") || tp.ts.Clock().Timed != -1 {
		t.Fatalf("timing Bob on Ann's turn: %q, %+v", g.compose.feedback.String(), tp.ts.Clock())
	}
	soloPress(g, fyne.KeyLeft)
	typeMove(g, "start timing Bob")
	if got := g.turn.clockText(); got != "⏱ 1:00  left for Bob's move (§9)" || tp.ticks != 1 {
		t.Fatalf("Bob's move timed: %q, %d ticking", got, tp.ticks)
	}
	tp.now = tp.now.Add(48*time.Second + 300*time.Millisecond)
	g.turn.tick()
	if got := g.turn.clockText(); got != "⏱ 0:12  left for Bob's move (§9)" {
		t.Fatalf("48.3 s later: %q", got)
	}
	tp.ts.other(t, 1, "go down")
	tp.watched()
	if g.turn.clockText() != "" || tp.ticks != 0 {
		t.Fatalf("the move made: %q, %d ticking", g.turn.clockText(), tp.ticks)
	}
	typeMove(g, "take a break")
	if got := g.turn.clockText(); got != "☕ Your break: 5:00 left (§9)" || tp.ticks != 1 {
		t.Fatalf("Ann's break: %q", got)
	}
}

// TestReconnecting: while the seat's connection is lost the screen says
// it reconnects; a statement said meanwhile waits, its text kept in the
// field, and is either sent once the connection is back or refused in
// words — never dropped.
func TestReconnecting(t *testing.T) {
	var held []func()
	tp := openTwo(t, rules.Reference(), 0, func(env *Env) {
		env.Send = func(req func() error, answered func(error)) {
			held = append(held, func() { answered(req()) })
		}
	}, maze.At(1, 0), maze.At(2, 0))
	g := tp.g
	if g.turn.lineBox.Visible() {
		t.Fatal("connected: the line is shown")
	}
	tp.ts.SetLink(seat.Link{Err: errors.New("connection reset by peer"), Attempts: 2})
	tp.watched()
	if !g.turn.lineBox.Visible() || !strings.Contains(g.turn.line.String(), "reconnecting…") || !strings.Contains(g.turn.line.String(), "attempt 2") {
		t.Fatalf("the lost line: %q", g.turn.line.String())
	}

	e := g.compose.entry
	e.SetText("go down")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(held) != 1 || e.Text != "go down" || !strings.Contains(g.compose.feedback.String(), "waiting for the connection") || !g.compose.sendBtn.Disabled() {
		t.Fatalf("said while disconnected: %d held, field %q, %q", len(held), e.Text, g.compose.feedback.String())
	}
	soloPress(g, fyne.KeyRight) // another while the first waits: refused, nothing lost
	if len(held) != 1 || !strings.Contains(g.compose.feedback.String(), `"go down" has not been answered yet`) || e.Text != "go down" {
		t.Fatalf("a second statement meanwhile: %d held, %q", len(held), g.compose.feedback.String())
	}
	tp.ts.SetLink(seat.Link{Connected: true})
	tp.watched()
	held[0]()
	if g.turn.lineBox.Visible() || e.Text != "" || !strings.Contains(g.log.lastText(), "You: go down") {
		t.Fatalf("back: line %v, field %q, log %q", g.turn.lineBox.Visible(), e.Text, g.log.lastText())
	}

	// Not answered in time: the statement stays in the field, with why.
	tp.ts.other(t, 1, "go down")
	tp.watched()
	g.env.Send = func(_ func() error, answered func(error)) {
		answered(errors.New(`"go up": no answer from the host within 30s; whether it was played, the announcements will tell`))
	}
	typeMove(g, "go up")
	if e.Text != "go up" || !strings.Contains(g.compose.feedback.String(), "no answer from the host") {
		t.Fatalf("unanswered: field %q, %q", e.Text, g.compose.feedback.String())
	}
	if g.Seat.State().Turn != 0 || g.sending != "" {
		t.Fatal("the unanswered statement was played, or is still on its way")
	}
}

// TestConnectionEnded: a connection ended for good says so, and that
// nothing more will come.
func TestConnectionEnded(t *testing.T) {
	tp := openTwo(t, rules.Reference(), 0, nil, maze.At(1, 0), maze.At(2, 0))
	tp.ts.SetLink(seat.Link{Ended: true, Err: errors.New("another program took the seat back with its ticket")})
	tp.watched()
	if got := tp.g.turn.line.String(); !strings.Contains(got, "The connection to the game has ended") || !strings.Contains(got, "another program") {
		t.Fatalf("ended: %q", got)
	}
	if tp.ts.State().Phase != game.Playing {
		t.Fatal("the game changed")
	}
}
