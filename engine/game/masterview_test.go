package game

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The game master's view of a game: what lies where (§5), whose move is
// timed and who voted for a break (§9), the common start (§7.6).

// piles lists the game's piles as Piles gives them.
func piles(g *Game) map[maze.Pos]Pile {
	out := map[maze.Pos]Pile{}
	for p, pile := range g.Piles {
		out[p] = pile
	}
	return out
}

func TestPiles(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3", "f5,1")
	r := with(func(r *rules.Rules) { r.StartLandmines = 1 })
	tb := newTable(t, m, r, "Ann@1,1", "Bob@4,4")
	got := piles(tb.g)
	if len(got) != 2 || !tb.g.IsTrue(got[pos(3, 3)].Treasures[0]) || tb.g.IsTrue(got[pos(5, 1)].Treasures[0]) {
		t.Fatalf("§8.3 the treasures where the plan puts them, the true one told apart: %+v", got)
	}
	// §5.2 a bullet left on the cell; §5.7 a landmine set and armed, which
	// the players do not see but the game master does.
	tb.play("Ann", mv(step(maze.Right), leaveA(moves.Bullet), setMineA(maze.Down)))
	got = piles(tb.g)
	if p := got[pos(2, 1)]; p.Bullets != 1 || p.Armed != 0 {
		t.Fatalf("the bullet Ann left at (2,1): %+v", p)
	}
	if p := got[pos(2, 2)]; p.Armed != 1 || p.Counts() != (Counts{}) {
		t.Fatalf("Ann's landmine armed at (2,2), invisible to the players: %+v", p)
	}
	var order []maze.Pos
	for p := range tb.g.Piles {
		order = append(order, p)
	}
	for i := 1; i < len(order); i++ {
		if m.Index(order[i-1]) >= m.Index(order[i]) {
			t.Fatalf("the piles are not in the plan's cell order: %v", order)
		}
	}
	// The piles are copies: changing one changes nothing in the game.
	for _, p := range tb.g.Piles {
		if len(p.Treasures) > 0 {
			p.Treasures[0] = 99
		}
	}
	if tb.g.PileAt(pos(3, 3)).Treasures[0] == 99 {
		t.Fatal("Piles handed out the game's own treasure stack")
	}
	stop := 0
	for range tb.g.Piles {
		stop++
		break
	}
	if stop != 1 {
		t.Fatal("Piles went on after the loop stopped")
	}
}

func TestTimedAndVoted(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	r := with(func(r *rules.Rules) { r.MoveSeconds = 60 })
	tb := newTable(t, m, r, "Ann@1,1", "Bob@4,4", "Cid@5,1", "Dan@1,5")
	if tb.g.Timed() != -1 {
		t.Fatalf("timed before anyone asked: %d", tb.g.Timed())
	}
	tb.say("Bob", "time Ann")
	if tb.g.Timed() != 0 {
		t.Fatalf("§9 Ann's move is timed at Bob's request: Timed %d", tb.g.Timed())
	}
	tb.say("Ann", "go right")
	if tb.g.Timed() != -1 {
		t.Fatalf("§9 the timing ends with the move: Timed %d", tb.g.Timed())
	}
	tb.say("Cid", "vote for a break")
	if !tb.g.Voted(2) || tb.g.Voted(0) || tb.g.Voted(-1) || tb.g.Voted(9) {
		t.Fatal("§9 Cid's vote for a break")
	}
	tb.say("Dan", "vote for a break")
	tb.must(BreakTie)
	tb.do(Command{Kind: BreakDecision})
	if tb.g.Voted(2) || tb.g.Voted(3) {
		t.Fatal("§9 the votes stay after the game master refused the break")
	}
}

func TestCommon(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	g, err := New(Setup{Maze: m, Rules: with(func(r *rules.Rules) { r.CommonStart = true }), Players: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := g.Common(); ok {
		t.Fatal("§7.6 a common start before the game master chose one")
	}
	if _, err := g.Apply(Command{Kind: CommonStart, Cell: pos(2, 4)}, nil); err != nil {
		t.Fatal(err)
	}
	if c, ok := g.Common(); !ok || c != pos(2, 4) {
		t.Fatalf("§7.6 the common start: %v %v", c, ok)
	}
}

// TestStopTimer: the game master may stop timing the move he started
// timing, at a player's request or on his own (§9): everyone hears it, the
// clock's "time is up" no longer counts, and the move may be timed again.
func TestStopTimer(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	r := with(func(r *rules.Rules) { r.MoveSeconds = 60 })
	tb := newTable(t, m, r, "Ann@1,1", "Bob@4,4")
	tb.say("Bob", "time Ann")
	tb.do(Command{Kind: StopTimer})
	if e := tb.must(TimerStopped); e.Player != 0 || e.To.Kind != ToEveryone {
		t.Fatalf("§9 the timing stopped: %+v", e)
	}
	if tb.g.Timed() != -1 {
		t.Fatalf("still timed: %d", tb.g.Timed())
	}
	if _, err := tb.g.Apply(Command{Kind: TimeIsUp, Player: 0}, nil); err == nil {
		t.Fatal("§9 time ran out on a move no longer timed")
	}
	tb.do(Command{Kind: StartTimer})
	tb.must(TimerStarted)
	if tb.g.Timed() != 0 {
		t.Fatal("§9 the move could not be timed again")
	}
}

// TestEndGame: the game master ends the game before the rules end it:
// nobody wins, everyone hears it, and nothing more is said.
func TestEndGame(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@4,4")
	tb.say("Ann", "go right")
	tb.do(Command{Kind: EndGame})
	e := tb.must(GameOver)
	if e.Result != EndedByMaster || e.Player != -1 || e.To.Kind != ToEveryone || e.Result.Draw() {
		t.Fatalf("the game master's end: %+v", e)
	}
	if res, winner := tb.g.Result(); tb.g.Phase() != Over || res != EndedByMaster || winner != -1 {
		t.Fatalf("after the end: %v %v %d", tb.g.Phase(), res, winner)
	}
	if st := tb.g.PublicState(); st.Phase != Over || st.Result != EndedByMaster || st.Winner != -1 || st.Turn != -1 {
		t.Fatalf("the public state: %+v", st)
	}
	tb.refuse("Bob", "go up", "the game is over")
	if _, err := tb.g.Apply(Command{Kind: EndGame}, nil); err == nil {
		t.Fatal("ended twice")
	}
	// Before play has begun, too: the players may still be choosing.
	g, err := New(Setup{Maze: m, Rules: ref(), Players: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	if out, err := g.Apply(Command{Kind: EndGame}, nil); err != nil || len(out) != 1 || out[0].Result != EndedByMaster {
		t.Fatalf("ended while choosing: %v %+v", err, out)
	}
	// The journal keeps both commands.
	data, err := EncodeJournal(tb.g)
	if err != nil {
		t.Fatal(err)
	}
	back, _, _, err := ReadJournal(data)
	if err != nil {
		t.Fatal(err)
	}
	if res, _ := back.Result(); res != EndedByMaster {
		t.Fatalf("the journal read back: %v", res)
	}
}
