package host_test

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The game master's table (table.go): the whole game as he sees it, from
// the lobby to the reveal, and that nothing of it reaches a connection.

// offline plays the sample's lines on a game of its own, without a host:
// what the table must show after each line.
type offline struct {
	t *testing.T
	g *game.Game
}

func newOffline(t *testing.T, r rules.Rules) *offline {
	g, err := game.New(game.Setup{Maze: readPlan(t), Rules: r, Seed: 1, Players: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	return &offline{t: t, g: g}
}

func (o *offline) do(c game.Command) {
	o.t.Helper()
	if _, err := o.g.Apply(c, nil); err != nil {
		o.t.Fatalf("offline %v: %v", c, err)
	}
}

// sameTable checks the table against the offline game: stage, turn,
// every piece and what its player has, every item where it lies.
func sameTable(t *testing.T, when string, tb host.Table, g *game.Game) {
	t.Helper()
	if tb.Round != g.Round() {
		t.Errorf("%s: round %d, want %d", when, tb.Round, g.Round())
	}
	if g.Phase() == game.Playing && tb.Turn != g.Current() {
		t.Errorf("%s: turn %d, want %d", when, tb.Turn, g.Current())
	}
	for i, s := range tb.Seats {
		p := g.Player(i)
		want := host.PieceOnCell
		switch {
		case g.Phase() == game.Choosing:
			want = host.PieceNotPlaced
		case p.Health == game.Dead:
			want = host.PieceDead
		case p.Out:
			want = host.PieceOutside
		}
		if s.Piece != want || (want != host.PieceNotPlaced && s.Pos != p.Pos && want != host.PieceOutside) {
			t.Errorf("%s: %s's piece %s at %v, want %s at %v", when, s.Name, s.Piece, s.Pos, want, p.Pos)
		}
		if s.Health != p.Health || s.Bullets != p.Bullets || s.Grenades != p.Grenades || s.Carry.Item != p.Carry.Item ||
			s.NewCells != p.NewCells+p.ExtraOrders || s.Immune != p.Immune {
			t.Errorf("%s: %s %+v, the game's %+v", when, s.Name, s, p)
		}
		if s.Carry.Item == moves.Treasure && (s.Carry.Treasure != p.Carry.Treasure || s.Carry.True != g.IsTrue(p.Carry.Treasure)) {
			t.Errorf("%s: %s carries %+v, the game's %+v", when, s.Name, s.Carry, p.Carry)
		}
		if s.Piece == host.PieceOnCell {
			if n := len(s.Trail); n == 0 || s.Trail[n-1].Pos != s.Pos {
				t.Errorf("%s: %s's trail %v does not end at %v", when, s.Name, s.Trail, s.Pos)
			}
		}
		for j := 1; j < len(s.Trail); j++ {
			a, b := s.Trail[j-1], s.Trail[j]
			if !b.Jump && a.Pos.Floor == b.Pos.Floor && abs(a.Pos.X-b.Pos.X)+abs(a.Pos.Y-b.Pos.Y) != 1 {
				t.Errorf("%s: %s's trail walks from %v to %v: %v", when, s.Name, a.Pos, b.Pos, s.Trail)
			}
			if b.Move < a.Move {
				t.Errorf("%s: %s's trail goes back in moves: %v", when, s.Name, s.Trail)
			}
		}
		// The first step is where the oldest move kept began.
		for j := 1; j < len(s.Trail); j++ {
			if s.Trail[j].Move <= s.Trail[len(s.Trail)-1].Move-host.TrailMoves {
				t.Errorf("%s: %s's trail is longer than %d moves: %v", when, s.Name, host.TrailMoves, s.Trail)
				break
			}
		}
	}
	var items []host.CellItems
	for pos, pile := range g.Piles {
		it := host.CellItems{Pos: pos, Bullets: pile.Bullets, Grenades: pile.Grenades, Landmines: pile.Landmines, Armed: pile.Armed}
		for _, n := range pile.Treasures {
			it.Treasures = append(it.Treasures, host.Treasure{Number: n, True: g.IsTrue(n)})
		}
		for _, c := range pile.Corpses {
			it.Corpses = append(it.Corpses, host.Corpse{Seat: c.Player, Contagious: c.Contagious})
		}
		items = append(items, it)
	}
	if !reflect.DeepEqual(tb.Items, items) {
		t.Errorf("%s: the items %+v, want %+v", when, tb.Items, items)
	}
	for _, d := range maze.Dirs {
		for i := range g.Plan().Len() {
			p := g.Plan().PosOf(i)
			if tb.Plan.Side(p, d) != g.Plan().Side(p, d) {
				t.Fatalf("%s: the table's plan has %v %v as %v, the game's %v", when, p, d, tb.Plan.Side(p, d), g.Plan().Side(p, d))
			}
		}
	}
}

func abs(n int) int { return max(n, -n) }

// TestTableFollowsTheGame: the table of a game played at a real host
// equals, after every line, the game played without a host: the pieces,
// what each player has, every item where it lies, the plan with the walls
// blown up; each trail walks cell by cell, jumping only where a piece did
// not walk; and the announcements are every event with its audience. The
// players and a spectator play through a recording proxy while another
// goroutine takes the table and the announcements on every signal of
// Updates: every byte they received passes the leak test's check.
func TestTableFollowsTheGame(t *testing.T) {
	cfg := config(t)
	h := start(t, cfg)
	tap := newTap(t, h.Addr().String())
	addr := tap.Addr()

	tb := h.Table()
	if tb.Stage != host.StageLobby || len(tb.Seats) != 2 || tb.Plan == nil || tb.Plan == cfg.Maze || tb.Plan.Width() != cfg.Maze.Width() {
		t.Fatalf("the lobby's table: %+v", tb)
	}
	for i, s := range tb.Seats {
		if s.Seat != i || s.Colour != i || s.Name != "" || s.Presence != wire.Free {
			t.Errorf("seat %d in an empty lobby: %+v", i, s)
		}
	}

	// The screen: a table and the new announcements on every signal.
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	var heard []host.Announcement
	taken := 0
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-h.Updates():
				h.Table()
				mu.Lock()
				heard = append(heard, h.Announcements(len(heard))...)
				taken++
				mu.Unlock()
			case <-stop:
				return
			}
		}
	}()

	watcher := dial(t, addr, client.Config{Spectate: true})
	ann := dial(t, addr, client.Config{Name: "Ann"})
	waitFor(t, "Ann on the table", func() bool {
		s := h.Table().Seats[0]
		return s.Name == "Ann" && s.Presence == wire.Connected
	})
	bob := dial(t, addr, client.Config{Name: "Bob"})
	players := []*client.Client{ann, bob}
	o := newOffline(t, cfg.Rules)
	lines := sample(t)
	for i, l := range lines {
		play(t, players, lines[i:i+1])
		o.do(l.Command)
		if i == 1 {
			o.do(game.Command{Kind: game.Begin})
		}
		sameTable(t, fmt.Sprintf("after line %d %q", l.N, l.Text), h.Table(), o.g)
	}
	everyoneHeard(t, h.MasterEvents(0), players, watcher)
	tb = h.Table()
	if res, winner := o.g.Result(); tb.Stage != host.StageOver || tb.Result != res || tb.Winner != winner || tb.Turn != -1 {
		t.Errorf("the end: stage %s, result %s, winner %d", tb.Stage, tb.Result, tb.Winner)
	}
	if tb.Spectators != 1 || tb.SpectatorPlaces != 2 {
		t.Errorf("spectators %d of %d", tb.Spectators, tb.SpectatorPlaces)
	}
	if again := h.Table(); again.Version != tb.Version || !reflect.DeepEqual(again, tb) {
		t.Error("two tables of an unchanged game differ")
	}
	waitFor(t, "the screen to catch up", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(heard) == len(h.MasterEvents(0))
	})
	close(stop)
	wg.Wait()

	// The announcements: every event, with who heard it.
	all := h.MasterEvents(0)
	if got := h.Announcements(0); !reflect.DeepEqual(got, heard) {
		t.Error("the announcements taken along the way differ from those taken at the end")
	}
	for i, a := range heard {
		e := all[i]
		if !reflect.DeepEqual(a.Event, e) || a.Text == "" {
			t.Fatalf("announcement %d: %+v, the event %+v", i, a, e)
		}
		var to string
		var seats []int
		switch e.To.Kind {
		case game.ToEveryone:
			to, seats = "everyone", []int{0, 1}
		case game.ToPlayer:
			to, seats = []string{"Ann", "Bob"}[e.To.Player], []int{e.To.Player}
		default:
			to = "the game master"
		}
		if a.To != to || !slices.Equal(a.Heard, seats) || a.Spectators != (e.To.Kind == game.ToEveryone) {
			t.Errorf("announcement %d (%s) to %q, heard by %v, spectators %v", i, e.Code, a.To, a.Heard, a.Spectators)
		}
	}
	if got := heard[0]; got.Event.Code != game.StartChosen || got.Text != "Ann chose to start at (4,4)." {
		t.Errorf("the first announcement: %+v", got)
	}

	// Nothing of the table reached a connection.
	setup := game.Setup{Maze: cfg.Maze, Rules: cfg.Rules, Seed: cfg.Seed, Players: []string{"Ann", "Bob"}}
	sec, err := newSecrecy(all, cfg.Maze, setup) // the sample's seed, 1, is too short a secret to look for
	if err != nil {
		t.Fatal(err)
	}
	if problems := sec.check(tap.Recordings()); len(problems) > 0 {
		t.Errorf("taking the table along the way: %s", leakList(problems))
	}
	if taken == 0 {
		t.Error("the screen took no table")
	}
}

// TestTableTiming: §9 on the table — the move being timed and when its
// time runs out, the game master stopping the timing, a player's break
// and until when, a tie for a break and the game master's decision.
func TestTableTiming(t *testing.T) {
	clock := &fakeClock{}
	cfg := config(t)
	cfg.Rules.MoveSeconds = 60
	cfg.Clock, cfg.Master = clock, host.HumanMaster
	h, ann, bob := seated(t, cfg)
	play(t, []*client.Client{ann, bob}, sample(t)[:2])
	if err := h.Begin(); err != nil {
		t.Fatal(err)
	}
	tm := h.Table().Timing
	if tm.MoveSeconds != 60 || tm.BreakMinutes != 5 || tm.Timed != -1 || !tm.Deadline.IsZero() || tm.Break.Seat != -1 || tm.Break.Held(fakeNow) {
		t.Fatalf("§9 before any timing: %+v", tm)
	}

	if err := h.TimeMove(); err != nil {
		t.Fatal(err)
	}
	tb := h.Table()
	if tb.Timing.Timed != 0 || !tb.Timing.Deadline.Equal(fakeNow.Add(moveTime)) || !tb.Seats[0].Timed || tb.Seats[1].Timed {
		t.Fatalf("§9 Ann's move timed by the game master: %+v", tb.Timing)
	}
	if got := clock.pending(); !slices.Equal(got, []time.Duration{moveTime}) {
		t.Fatalf("the host's clock: %v", got)
	}
	if err := h.TimeMove(); !refused(err, game.RefusedAlreadyTimed) {
		t.Errorf("timing a timed move: %v", err)
	}
	if err := h.StopTiming(); err != nil {
		t.Fatal(err)
	}
	if tb := h.Table(); tb.Timing.Timed != -1 || !tb.Timing.Deadline.IsZero() || tb.Seats[0].Timed {
		t.Errorf("§9 the timing stopped: %+v", tb.Timing)
	}
	if got := clock.pending(); len(got) != 0 {
		t.Errorf("the clock still runs: %v", got)
	}
	if clock.fire(moveTime) != 0 || slices.Contains(codes(h, 0), game.TimeUp) {
		t.Error("Ann lost to a clock that was stopped")
	}
	waitFor(t, "Bob hearing that the timing stopped", func() bool {
		evs := bob.EventsSince(0)
		return len(evs) > 0 && evs[len(evs)-1].Event.Code == game.TimerStopped
	})
	if err := h.StopTiming(); !refused(err, game.RefusedNotTimed) {
		t.Errorf("stopping a timing that is not: %v", err)
	}

	// Ann's own break before her move (§9).
	if err := ann.Say(t.Context(), "take a break"); err != nil {
		t.Fatal(err)
	}
	if b := h.Table().Timing.Break; b.Seat != 0 || !b.Until.Equal(fakeNow.Add(5*time.Minute)) || !b.Held(fakeNow) {
		t.Errorf("§9 Ann's break: %+v", b)
	}
	if err := ann.Say(t.Context(), "go up"); err != nil {
		t.Fatal(err)
	}
	if b := h.Table().Timing.Break; b.Seat != -1 || b.Held(fakeNow) {
		t.Errorf("§9 Ann's break outlived her move: %+v", b)
	}

	// A vote split evenly: the game master decides (§9).
	if err := ann.Say(t.Context(), "vote for a break"); err != nil {
		t.Fatal(err)
	}
	if tb := h.Table(); !tb.Timing.Tie || !tb.Seats[0].Voted || tb.Seats[1].Voted {
		t.Fatalf("§9 one vote of two: %+v, Ann voted %v", tb.Timing, tb.Seats[0].Voted)
	}
	if err := h.DecideBreak(false); err != nil {
		t.Fatal(err)
	}
	if tb := h.Table(); tb.Timing.Tie || tb.Seats[0].Voted || tb.Timing.Break.Held(fakeNow) {
		t.Errorf("§9 the game master refused the break: %+v", tb.Timing)
	}
	if err := h.DecideBreak(true); !refused(err, game.RefusedNoTiedVote) {
		t.Errorf("deciding without a tie: %v", err)
	}
	if err := bob.Say(t.Context(), "vote for a break"); err != nil {
		t.Fatal(err)
	}
	if err := h.DecideBreak(true); err != nil {
		t.Fatal(err)
	}
	if b := h.Table().Timing.Break; b.Seat != -1 || !b.Until.Equal(fakeNow.Add(5*time.Minute)) {
		t.Errorf("§9 the break the game master granted: %+v", b)
	}
}

// seated hosts cfg with Ann and Bob in its seats.
func seated(t *testing.T, cfg host.Config) (*host.Host, *client.Client, *client.Client) {
	t.Helper()
	h := start(t, cfg)
	addr := h.Addr().String()
	return h, dial(t, addr, client.Config{Name: "Ann"}), dial(t, addr, client.Config{Name: "Bob"})
}

// refused reports whether err is the game's refusal with code.
func refused(err error, code game.RefusalCode) bool {
	var r *game.Refusal
	return errors.As(err, &r) && r.Code == code
}

// TestMasterPlaces: the game master places players ("the game master
// places you"): a player placed cannot choose his own start, one who
// chose is not placed; play begins on the cells he placed them on, and
// the table shows them; the players hear nothing of where. He ends the
// game: nobody wins, everyone gets the reveal.
func TestMasterPlaces(t *testing.T) {
	cfg := config(t)
	cfg.Master = host.HumanMaster
	h, ann, bob := seated(t, cfg)
	waitFor(t, "the game made", func() bool { return h.Table().Stage == host.StageChoosing })
	annCell, bobCell := maze.Pos{X: 1, Y: 1}, maze.Pos{X: 0, Y: 3}
	if err := h.Place(0, annCell); err != nil {
		t.Fatal(err)
	}
	if err := ann.ChooseStart(t.Context(), bobCell); !refused(err, game.RefusedPlacedByMaster) {
		t.Fatalf("Ann chose over the game master's placement: %v", err)
	}
	if err := bob.ChooseStart(t.Context(), bobCell); err != nil {
		t.Fatal(err)
	}
	if err := h.Place(1, annCell); !refused(err, game.RefusedChoseOwnStart) {
		t.Fatalf("Bob placed over his own choice: %v", err)
	}
	if err := h.Place(5, annCell); !refused(err, game.RefusedNoSuchSeat) {
		t.Errorf("a seat the game does not have placed: %v", err)
	}
	tb := h.Table()
	if s := tb.Seats[0]; !s.Chose || !s.Placed || s.Start != annCell || s.Piece != host.PieceNotPlaced {
		t.Errorf("Ann placed, before play: %+v", s)
	}
	if s := tb.Seats[1]; !s.Chose || s.Placed || s.Start != bobCell {
		t.Errorf("Bob's own choice, before play: %+v", s)
	}
	if err := h.Begin(); err != nil {
		t.Fatal(err)
	}
	tb = h.Table()
	if s := tb.Seats[0]; s.Piece != host.PieceOnCell || s.Pos != annCell || len(s.Trail) != 1 || !s.Trail[0].Jump {
		t.Errorf("Ann's piece where she was placed: %+v", s)
	}
	for _, e := range ann.EventsSince(0) {
		if e.Event.Pos != (maze.Pos{}) || e.Event.Code == game.StartChosen {
			t.Errorf("Ann heard where she was placed: %+v", e.Event)
		}
	}

	if err := h.EndGame(); err != nil {
		t.Fatal(err)
	}
	if tb := h.Table(); tb.Stage != host.StageOver || tb.Result != game.EndedByMaster || tb.Winner != -1 {
		t.Errorf("the game master ended the game: %+v", tb)
	}
	for _, c := range []*client.Client{ann, bob} {
		waitFor(t, "the reveal", func() bool { _, ok := c.Reveal(); return ok })
	}
	if err := h.EndGame(); !refused(err, game.RefusedGameOver) {
		t.Errorf("ended twice: %v", err)
	}
}

// TestMasterCommonStart: under §7.6 a human game master chooses the
// common start cell himself, then begins.
func TestMasterCommonStart(t *testing.T) {
	cfg := config(t)
	cfg.Master, cfg.Rules.CommonStart = host.HumanMaster, true
	h, _, _ := seated(t, cfg)
	waitFor(t, "the game made", func() bool { return h.Table().Stage == host.StageChoosing })
	if err := h.Begin(); !refused(err, game.RefusedWaitingForCommon) {
		t.Fatalf("begun before the common start was chosen: %v", err)
	}
	cell := maze.Pos{X: 2, Y: 2}
	if err := h.ChooseCommonStart(cell); err != nil {
		t.Fatal(err)
	}
	if tb := h.Table(); !tb.HasCommon || tb.Common != cell || tb.Seats[1].Start != cell {
		t.Errorf("§7.6 the common start on the table: %+v", tb)
	}
	if err := h.Begin(); err != nil {
		t.Fatal(err)
	}
	for _, s := range h.Table().Seats {
		if s.Pos != cell || s.Bullets != 0 || s.Grenades != 0 {
			t.Errorf("§7.6 %s starts at %v with %d bullets and %d grenades", s.Name, s.Pos, s.Bullets, s.Grenades)
		}
	}
}

// TestControlsRefused: the controls say why they cannot be played, with
// stable codes.
func TestControlsRefused(t *testing.T) {
	h := start(t, config(t))
	for name, err := range map[string]error{
		"begin":      h.Begin(),
		"time":       h.TimeMove(),
		"end":        h.EndGame(),
		"place":      h.Place(0, maze.Pos{}),
		"invalidate": h.InvalidateStarts(),
	} {
		if !refused(err, game.RefusedNotBegun) {
			t.Errorf("%s in the lobby: %v, want not_begun", name, err)
		}
	}
	if err := h.Kick(0, ""); !errors.Is(err, &host.ControlError{Code: host.CodeSeatFree}) {
		t.Errorf("kicking from a free seat: %v", err)
	}
	if err := h.Kick(7, ""); !errors.Is(err, &host.ControlError{Code: host.CodeNoSuchSeat}) {
		t.Errorf("kicking from seat 8 of 2: %v", err)
	}
	h.Close()
	if err := h.TimeMove(); !errors.Is(err, &host.ControlError{Code: host.CodeShuttingDown}) {
		t.Errorf("a control of a closed host: %v", err)
	}
	var ce *host.ControlError
	if err := h.StartGame(); !errors.As(err, &ce) || ce.Code != host.CodeShuttingDown || ce.Error() != "the host is shutting down" {
		t.Errorf("starting on a closed host: %v", err)
	}
}

// joined waits until the host sees n players connected.
func joined(t *testing.T, h *host.Host, n int) {
	t.Helper()
	waitFor(t, fmt.Sprintf("%d players connected", n), func() bool {
		c := 0
		for _, s := range h.Table().Seats {
			if s.Presence == wire.Connected {
				c++
			}
		}
		return c == n
	})
}
