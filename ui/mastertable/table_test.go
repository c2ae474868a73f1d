package mastertable

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// tableGame hosts a game of two under a human game master, with moves
// timed (§9), seats both players and opens the table.
func tableGame(t *testing.T, r rules.Rules) (*Screen, *uitest.Frame, [2]*remote.Seat) {
	t.Helper()
	r.MoveSeconds = 60
	h := hostGame(t, apphost.HumanMaster, 2, r)
	s, f := open(t, h)
	ann, bob := join(t, h, "Ann"), join(t, h, "Bob")
	seats := [2]*remote.Seat{seatOf(t, ann), seatOf(t, bob)}
	waitTable(t, s, "the game made", func(tb apphost.Table) bool { return tb.Stage == apphost.StageChoosing })
	if s.table == nil {
		t.Fatalf("no table once the game is made: %q", texts(s))
	}
	return s, f, seats
}

// logTexts are the announcements' lines on the table, to whom and what.
func logTexts(s *Screen) []string {
	var out []string
	for _, o := range s.table.log.Objects {
		out = append(out, strings.Join(uitest.Texts(o), ""))
	}
	return out
}

// tokenAt reports whether a token labelled label stands on cell.
func tokenAt(s *Screen, label string, cell maze.Pos) bool {
	for _, tk := range s.table.plan.tokens {
		if tk.Label == label && tk.At == cell {
			return true
		}
	}
	return false
}

// The game master's table before play (§6.1): he sees each start chosen
// on the plan and by the seat, refuses them all, places a player himself,
// and begins; the engine refuses a beginning before every start is
// chosen, and the refusal is shown in words.
func TestTheTableBeforePlay(t *testing.T) {
	s, f, seats := tableGame(t, rules.Reference())
	cells := landCells(s.h, 3)
	if err := seats[0].ChooseStart(cells[0]); err != nil {
		t.Fatal(err)
	}
	waitTable(t, s, "Ann chose", func(tb apphost.Table) bool { return tb.Seats[0].Chose })
	if !tokenAt(s, "A", cells[0]) {
		t.Errorf("Ann's start is not on the plan: %+v", s.table.plan.tokens)
	}
	if got := s.table.rows[0].state; !strings.HasPrefix(got, "chose (") || s.table.rows[1].state != "choosing his start cell…" {
		t.Errorf("the seats say %q and %q", got, s.table.rows[1].state)
	}
	tap(t, s, "Begin")
	if msg := s.notice.Message(); !strings.Contains(msg, "Play cannot begin: waiting for Bob") {
		t.Errorf("beginning before Bob chose: %q", msg)
	}

	// Refuse the starts: Ann chooses again.
	tap(t, s, "Refuse the starts…")
	uitest.TapDialogButton(t, f.W, "Refuse them")
	waitTable(t, s, "the starts refused", func(tb apphost.Table) bool { return !tb.Seats[0].Chose })
	if tokenAt(s, "A", cells[0]) {
		t.Error("a refused start stays on the plan")
	}
	if err := seats[0].ChooseStart(cells[0]); err == nil {
		t.Error("Ann chose the refused cell again (§6.1)")
	}
	if err := seats[0].ChooseStart(cells[1]); err != nil {
		t.Fatal(err)
	}
	// The game master places Bob: choose him, click a cell.
	s.table.controls.placeSel.SetSelected("Bob")
	if !strings.Contains(richText(s.table.controls.help), "place Bob") {
		t.Errorf("placing Bob says %q", richText(s.table.controls.help))
	}
	s.table.controls.tapped(cells[2])
	waitTable(t, s, "Bob placed", func(tb apphost.Table) bool { return tb.Seats[1].Placed && tb.Seats[0].Chose })
	if !tokenAt(s, "B", cells[2]) || !strings.HasPrefix(s.table.rows[1].state, "placed by you") {
		t.Errorf("Bob placed: %q, %+v", s.table.rows[1].state, s.table.plan.tokens)
	}
	// Bob hears, privately, that the game master chooses his start, and
	// not where (§6.1, seed 001's G2); the table says what it did.
	testgame.WaitFor(t, "Bob told", func() bool { return seats[1].Known().Placed })
	if k := seats[1].Known(); k.Chose {
		t.Errorf("Bob is told he chose: %+v", k)
	}
	s.Update()
	placed := fmt.Sprintf("You alone: You placed Bob on %v.", cells[2])
	told := "To Bob: The game master chooses Bob's start cell and does not say where."
	if log := logTexts(s); !slices.Contains(log, placed) || !slices.Contains(log, told) || slices.ContainsFunc(log, func(l string) bool { return strings.Contains(l, "Bob chose") }) {
		t.Errorf("the announcements say %q", log)
	}
	s.startOrBegin() // Ctrl+Enter
	if s.tb.Stage != apphost.StagePlaying {
		t.Fatalf("after Begin: %s (%s)", s.tb.Stage, s.notice.Message())
	}
	if !strings.Contains(s.stage.Text, "Round 1") {
		t.Errorf("the top bar says %q", s.stage.Text)
	}
}

// The common start (§7.6): the game master clicks it on the plan.
func TestTheCommonStart(t *testing.T) {
	r := rules.Reference()
	r.CommonStart = true
	s, _, _ := tableGame(t, r)
	if !s.table.controls.common.Visible() || s.table.controls.placeSel.Disabled() == false {
		t.Error("the common start's controls are not the ones shown")
	}
	cell := landCells(s.h, 1)[0]
	tap(t, s, "Choose the common start")
	s.table.controls.tapped(cell)
	if !s.tb.HasCommon || s.tb.Common != cell || !tokenAt(s, "S", cell) {
		t.Fatalf("the common start: %v %v (%s)", s.tb.HasCommon, s.tb.Common, s.notice.Message())
	}
	tap(t, s, "Begin")
	if s.tb.Stage != apphost.StagePlaying {
		t.Fatalf("after Begin: %s (%s)", s.tb.Stage, s.notice.Message())
	}
}

// During play: the pieces move on the plan with their trails, the
// announcements arrive with who heard them, the move timer runs with its
// countdown and stops, and the game master ends the game after a
// confirmation: the reveal follows.
func TestTheTableDuringPlay(t *testing.T) {
	s, f, seats := tableGame(t, rules.Reference())
	cells := landCells(s.h, 2)
	for i, st := range seats {
		if err := st.ChooseStart(cells[i]); err != nil {
			t.Fatal(err)
		}
	}
	waitTable(t, s, "starts", func(tb apphost.Table) bool { return tb.Seats[0].Chose && tb.Seats[1].Chose })
	tap(t, s, "Begin")
	for _, move := range []string{"go up", "go left", "go down", "go right"} {
		turn := s.h.Table().Turn
		if err := seats[turn].SayText(move); err != nil {
			t.Fatalf("%s: %v", move, err)
		}
	}
	waitTable(t, s, "four moves", func(tb apphost.Table) bool { return tb.Round == 3 })
	for i, st := range s.tb.Seats {
		if st.Piece == apphost.PieceOnCell && !tokenAt(s, initial(st.Name), st.Pos) {
			t.Errorf("%s's piece is not at %v", st.Name, st.Pos)
		}
		if len(st.Trail) > 1 && len(s.table.plan.paths) == 0 {
			t.Errorf("seat %d's trail is not drawn", i)
		}
	}
	if n := len(s.table.log.Objects); n != s.tb.Announcements || n == 0 {
		t.Errorf("%d announcements shown of %d", n, s.tb.Announcements)
	}
	all := strings.Join(uitest.Texts(s.table.logView), "\n")
	if !strings.Contains(all, "Everyone: ") || !strings.Contains(all, "To Ann: ") {
		t.Errorf("the announcements do not say who heard them:\n%s", all)
	}

	// Time the move: the countdown shows; stop it.
	s.toggleTimer() // Ctrl+M
	name := s.tb.Seats[s.tb.Turn].Name
	if got := richText(s.table.controls.clock); !strings.Contains(got, name+"'s move is timed: 1:00 left") && !strings.Contains(got, "0:59 left") {
		t.Errorf("the countdown says %q", got)
	}
	s.env.Now = func() time.Time { return time.Now().Add(15 * time.Second) }
	s.tick()
	if got := richText(s.table.controls.clock); !strings.Contains(got, "0:45") && !strings.Contains(got, "0:44") {
		t.Errorf("15 s later the countdown says %q", got)
	}
	tap(t, s, "Stop timing")
	if s.tb.Timing.Timed >= 0 || richText(s.table.controls.clock) != "" {
		t.Errorf("the timing did not stop: %+v", s.tb.Timing)
	}

	// One of two players votes for a break: the votes are even, the game
	// master decides (§9).
	if err := seats[s.tb.Turn].Say(moves.Statement{Kind: moves.VoteBreak}); err != nil {
		t.Fatalf("voting for a break: %v", err)
	}
	waitTable(t, s, "the tied vote", func(tb apphost.Table) bool { return tb.Timing.Tie })
	if !s.table.controls.grant.Visible() || !strings.Contains(richText(s.table.controls.clock), "yours decides") {
		t.Errorf("a tied vote is not put to the game master: %q", richText(s.table.controls.clock))
	}
	tap(t, s, "No break")
	if s.tb.Timing.Tie || s.table.controls.grant.Visible() || s.tb.Timing.Break.Held(time.Now()) {
		t.Errorf("after No break: %+v", s.tb.Timing)
	}

	// End the game: asked first, then the reveal.
	s.confirmEnd()
	uitest.TapDialogButton(t, f.W, "End the game")
	if s.tb.Stage != apphost.StageOver || s.tb.Result != game.EndedByMaster {
		t.Fatalf("after End: %s %s", s.tb.Stage, s.tb.Result)
	}
	if s.table.reveal == nil || len(s.table.reveal.cuts) != 4 {
		t.Fatalf("no reveal of four statements: %+v", s.table.reveal)
	}
	// Each player's line says the game master ended it: not a draw.
	for _, name := range []string{"Ann", "Bob"} {
		line := ""
		for _, l := range uitest.Texts(s.table.reveal.root) {
			if strings.HasPrefix(l, name+"  ") {
				line = l
			}
		}
		if !strings.Contains(line, "game ended by you") || strings.Contains(line, "draw") {
			t.Errorf("the reveal's line of %s: %q", name, line)
		}
	}
	s.table.reveal.slider.SetValue(0)
	if !strings.Contains(s.table.reveal.step.Text, "After statement 0 of 4") {
		t.Errorf("the replay's first step says %q", s.table.reveal.step.Text)
	}
	_ = wire.Free
	_ = testgame.HangGuard
}

// On the game master's table colour marks the players: the pits and the
// river arrows of the plan and of the reveal are neutral greys, and every
// seat's colour is a hue, so that no landmark reads as a piece or a trail
// (a red pit beside Bob's red piece, a blue arrow beside Ann's trail).
func TestLandmarksAreNotPlayersColours(t *testing.T) {
	chroma := func(c color.NRGBA) int {
		return int(max(c.R, c.G, c.B)) - int(min(c.R, c.G, c.B))
	}
	for i := range shell.SeatColours {
		if c := raster.NRGBA(shell.SeatColour(i)); chroma(c) < 40 {
			t.Errorf("seat colour %d %v is a grey", i, c)
		}
	}
	check := func(what string, p planview.Palette) {
		t.Helper()
		for _, c := range append(slices.Clone(p.Loops), p.Flow) {
			if chroma(c) > 12 {
				t.Errorf("%s: a pit or a river arrow is drawn in %v, a colour", what, c)
			}
		}
	}
	s, _, _ := tableGame(t, rules.Reference())
	check("the table", s.table.plan.view.Palette())
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		check(fmt.Sprintf("variant %d", v), planview.NewPalette(shell.Theme{}, v).NeutralLandmarks())
	}
}

// 001's G1 (l.122): the players choose; the game master's table offers no
// placing, and says so.
func TestStartsChosenByThePlayers(t *testing.T) {
	r := rules.Reference()
	r.Starts = rules.StartsPlayers
	s, _, _ := tableGame(t, r)
	if !s.table.controls.placeSel.Disabled() || s.table.controls.common.Visible() {
		t.Error("placing is offered under G1")
	}
	if got := widgets.MessageText(s.table.controls.help); !strings.Contains(got, "G1: you place nobody") {
		t.Errorf("the help says %q", got)
	}
}

// 001's G2 (l.123): the game master places every player; a player's own
// choice is refused, and the help counts those still to place.
func TestStartsPlacedByTheMaster(t *testing.T) {
	r := rules.Reference()
	r.Starts = rules.StartsMaster
	s, _, seats := tableGame(t, r)
	if s.table.controls.placeSel.Disabled() {
		t.Error("placing is not offered under G2")
	}
	if err := seats[0].ChooseStart(landCells(s.h, 1)[0]); err == nil {
		t.Error("a player chose his start under G2")
	}
	if got := widgets.MessageText(s.table.controls.help); !strings.Contains(got, "You place every player (G2): 2 players to go") {
		t.Errorf("the help says %q", got)
	}
}
