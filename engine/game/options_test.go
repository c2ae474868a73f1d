package game

import (
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Tests of the options of §7 and §9, each showing its effect.

func with(change func(*rules.Rules)) rules.Rules {
	r := rules.Reference()
	change(&r)
	return r
}

func TestHandicaps(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	m.SetCell(pos(2, 2), maze.Cell{Kind: maze.Weaponry})
	m.SetCell(pos(4, 4), maze.Cell{Kind: maze.Hospital})
	r := with(func(r *rules.Rules) {
		r.Handicaps = []rules.Handicap{{Player: "Ann", KnownCells: 2, ExtraNewCell: true}}
	})
	newGame := func(t *testing.T) *table {
		g, err := New(Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob"}})
		if err != nil {
			t.Fatal(err)
		}
		return &table{t: t, g: g}
	}
	t.Run("§7.2 learn the types of m cells, then start on one of them", func(t *testing.T) {
		tb := newGame(t)
		ask := func(name, cell string) Command {
			return tb.command(name, "what is the cell "+cell+"?")
		}
		out := tb.do(ask("Ann", "(2,2)"))
		if out[0].Code != CellTypeOf || out[0].Cell != maze.Weaponry || out[0].To != OnlyPlayer(0) {
			t.Fatalf("%+v", out[0])
		}
		tb.do(ask("Ann", "(4,4)"))
		if _, err := tb.g.Apply(ask("Ann", "(3,3)"), nil); err == nil {
			t.Fatal("a third cell asked")
		}
		if _, err := tb.g.Apply(ask("Bob", "(3,3)"), nil); err == nil {
			t.Fatal("Bob has no handicap")
		}
		if _, err := tb.g.Apply(Choose(0, pos(3, 3)), nil); err == nil {
			t.Fatal("Ann must start on a cell she asked about")
		}
		tb.do(Choose(0, pos(4, 4)))
	})
	t.Run("§7.2 an extra cell order without a wound leaves the items behind", func(t *testing.T) {
		tb := newGame(t)
		tb.do(Choose(0, pos(3, 2)))
		tb.do(Choose(1, pos(5, 5)))
		tb.do(Command{Kind: Begin})
		tb.say("Ann", "go down") // the treasure at (3,3)
		tb.say("Bob", "skip")
		if s := tb.player("Ann"); s.ExtraOrders != 1 {
			t.Fatalf("Ann %+v", s)
		}
		tb.say("Ann", "new cell (1,5)")
		a := tb.player("Ann")
		if a.Pos != pos(1, 5) || a.Carry.Item != moves.NoItem || a.Bullets != 0 || a.ExtraOrders != 0 || a.NewCells != 1 {
			t.Fatalf("Ann %+v", a)
		}
		if p := tb.g.PileAt(pos(3, 3)); len(p.Treasures) != 1 || p.Bullets != 3 {
			t.Fatalf("pile %+v", p)
		}
		tb.refuse("Ann", "new cell (1,4)", "only be ordered")
	})
	t.Run("§7.2 the Russian original keeps the bullets", func(t *testing.T) {
		r2 := r
		r2.OrderLeavesBullets = false
		tb := newTable(t, m, r2, "Ann@3,2", "Bob@5,5")
		tb.say("Ann", "new cell (1,5)")
		if a := tb.player("Ann"); a.Bullets != 3 {
			t.Fatalf("Ann %+v", a)
		}
	})
}

func TestShootingOptions(t *testing.T) {
	rows := []string{
		"L L H L W L",
		"Rv L L L L L",
		"D L L L L L",
	}
	m := plan(t, rows, "1,1 left exit", "6,3 right exit", "$4,3")
	t.Run("§7.3 shooting range limited to one cell", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.ShootingRange = 1 })
		near := newTable(t, m, r, "Ann@2,3", "Bob@3,3")
		near.say("Ann", "shoot right, go up")
		near.must(Scream)
		far := newTable(t, m, r, "Ann@2,3", "Bob@4,3")
		far.say("Ann", "shoot right, go up")
		far.must(NoScream)
		plain := newTable(t, m, ref(), "Ann@2,3", "Bob@4,3")
		plain.say("Ann", "shoot right, go up")
		plain.must(Scream)
	})
	t.Run("§7.3 no shooting from rivers", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.ShootFromRivers = false })
		tb := newTable(t, m, r, "Ann@1,2", "Bob@2,2")
		tb.say("Ann", "shoot right, go right")
		if e := tb.must(ShotRefused); e.Reason != FromRiver {
			t.Fatalf("%+v", e)
		}
		if tb.player("Ann").Bullets != 3 {
			t.Fatal("a damp shot spends no bullet")
		}
	})
	t.Run("§7.3 shooting through hospitals and weaponries", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.ShootThroughHavens = true })
		tb := newTable(t, m, r, "Ann@2,1", "Bob@6,1")
		tb.say("Ann", "shoot right, go down")
		tb.must(Scream)
		if tb.player("Bob").Health != Wounded {
			t.Fatal("the bullet must pass the hospital and the weaponry")
		}
		plain := newTable(t, m, ref(), "Ann@2,1", "Bob@6,1")
		plain.say("Ann", "shoot right, go down")
		plain.must(NoScream)
	})
	t.Run("§7.3 named targets: only the named player, only on the named cell", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.NamedTargets = true })
		aim := func(target string, x, y int) moves.Move {
			return mv(moves.Action{Kind: moves.Shoot, Dir: maze.Right, Target: target, TargetCell: pos(x, y)}, step(maze.Up))
		}
		tb := newTable(t, m, r, "Ann@2,3", "Bob@3,3", "Cid@5,3")
		tb.play("Ann", aim("Cid", 5, 3)) // passes Bob, hits Cid
		tb.must(Scream)
		if tb.player("Bob").Health != Healthy || tb.player("Cid").Health != Wounded {
			t.Fatal("only the named target is hit")
		}
		tb2 := newTable(t, m, r, "Ann@2,3", "Bob@3,3")
		tb2.play("Ann", aim("Bob", 4, 3)) // Bob is not where she aims
		tb2.must(NoScream)
		tb2.refuseMove("Bob", mv(shootA(maze.Left), step(maze.Up)), "name the target")
		plain := newTable(t, m, ref(), "Ann@2,3", "Bob@3,3")
		plain.refuseMove("Ann", aim("Bob", 3, 3), "targets are not named")
	})
}

func TestRiverOptions(t *testing.T) {
	rows := []string{
		"L Rv L L",
		"L Rv Rv L",
		"L Rv D L",
		"L L Rv L",
	}
	// A river down column 2 into the delta at (3,3) — (2,3) flows right —
	// and another flowing up into it from (3,4); (3,2) flows down.
	m := plan(t, rows, "1,1 left exit", "4,4 right exit", "$4,1")
	m.SetCell(pos(2, 3), maze.Cell{Kind: maze.River, Flow: maze.Right})
	m.SetCell(pos(3, 4), maze.Cell{Kind: maze.River, Flow: maze.Up})
	shallow := with(func(r *rules.Rules) { r.Rivers = rules.Shallow })
	t.Run("§7.4 shallow: carried once when stepping in", func(t *testing.T) {
		tb := newTable(t, m, shallow, "Ann@1,1")
		tb.say("Ann", "go right")
		if e := tb.must(CarriedByFlow); tb.at("Ann") != pos(2, 2) || e.Cell != maze.River {
			t.Fatalf("at %v", tb.at("Ann"))
		}
	})
	t.Run("§7.4 shallow: then up- and downstream on foot, announced alike", func(t *testing.T) {
		tb := newTable(t, m, shallow, "Ann@2,2")
		tb.say("Ann", "go up")
		up := tb.must(AlongRiver)
		if tb.at("Ann") != pos(2, 1) {
			t.Fatalf("at %v", tb.at("Ann"))
		}
		tb.say("Ann", "go down")
		down := tb.must(AlongRiver)
		if tb.at("Ann") != pos(2, 2) || up.Cell != down.Cell {
			t.Fatalf("at %v, %v vs %v", tb.at("Ann"), up.Cell, down.Cell)
		}
	})
	t.Run("§7.4 shallow: across the flow into another river carries again", func(t *testing.T) {
		tb := newTable(t, m, shallow, "Ann@2,2")
		tb.say("Ann", "go right") // (3,2) flows down into the delta
		tb.must(CarriedByFlow)
		if tb.at("Ann") != pos(3, 3) {
			t.Fatalf("at %v", tb.at("Ann"))
		}
	})
	t.Run("§7.4 shallow: a delta cannot be left towards a river flowing in", func(t *testing.T) {
		tb := newTable(t, m, shallow, "Ann@3,3")
		tb.say("Ann", "go down")
		tb.must(RiverAgainst)
		if tb.at("Ann") != pos(3, 3) {
			t.Fatal("moved")
		}
		deep := newTable(t, m, ref(), "Ann@3,3")
		deep.say("Ann", "go down")
		deep.must(CarriedByFlow) // carried straight back into the delta
	})
	t.Run("§7.4 turbulent: straight to the delta", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.Rivers = rules.Turbulent })
		tb := newTable(t, m, r, "Ann@1,1")
		tb.say("Ann", "go right")
		if e := tb.must(CarriedByFlow); e.Cell != maze.Delta || tb.at("Ann") != pos(3, 3) {
			t.Fatalf("%+v at %v", e, tb.at("Ann"))
		}
	})
	t.Run("Russian 7.4 items float downstream one cell a round", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.FloatingItems = true })
		tb := newTable(t, m, r, "Ann@1,1", "Bob@4,4")
		tb.play("Ann", mv(throwA(moves.Bullet, maze.Right), step(maze.Down)))
		if tb.g.PileAt(pos(2, 1)).Bullets != 1 {
			t.Fatal("thrown into the river, the bullet first lies where it fell")
		}
		tb.say("Bob", "go up") // the round ends: the bullet floats from (2,1) to (2,2)
		if tb.g.PileAt(pos(2, 1)).Bullets != 0 || tb.g.PileAt(pos(2, 2)).Bullets != 1 {
			t.Fatalf("(2,1) %+v, (2,2) %+v", tb.g.PileAt(pos(2, 1)), tb.g.PileAt(pos(2, 2)))
		}
		for range 2 {
			tb.say("Ann", "go up")
			tb.say("Bob", "go down")
		}
		if tb.g.PileAt(pos(3, 3)).Bullets != 1 {
			t.Fatal("the bullet must reach the delta and stay")
		}
	})
	t.Run("Russian 7.4 turbulent rivers take items to the delta at once", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.FloatingItems, r.Rivers = true, rules.Turbulent })
		tb := newTable(t, m, r, "Ann@1,1", "Bob@4,4")
		tb.play("Ann", mv(throwA(moves.Bullet, maze.Right), step(maze.Down)))
		if tb.g.PileAt(pos(3, 3)).Bullets != 1 {
			t.Fatal("the bullet must be in the delta")
		}
	})
}

func TestStartOptions(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	t.Run("§7.6 a common start without bullets and grenades", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.CommonStart = true })
		g, err := New(Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob"}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(Choose(0, pos(1, 1)), nil); err == nil {
			t.Fatal("players do not choose under §7.6")
		}
		if _, err := g.Apply(Command{Kind: Begin}, nil); err == nil {
			t.Fatal("begun without a common cell")
		}
		if _, err := g.Apply(Command{Kind: CommonStart, Cell: pos(2, 4)}, nil); err != nil {
			t.Fatal(err)
		}
		out, err := g.Apply(Command{Kind: Begin}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if k := slices.IndexFunc(out, func(e Event) bool { return e.Code == CommonCell }); k < 0 || out[k].Cell != maze.Land {
			t.Fatalf("no common start announced: %+v", out)
		}
		for i := range 2 {
			p := g.Player(i)
			if p.Pos != pos(2, 4) || p.Bullets != 0 || p.Grenades != 0 {
				t.Fatalf("%+v", p)
			}
		}
	})
}

func TestMoveOptions(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3", "2,2 right")
	t.Run("§7.7 skipping forbidden", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.Skips = false })
		tb := newTable(t, m, r, "Ann@2,2")
		tb.refuse("Ann", "skip", "skipping a move is not allowed")
	})
	t.Run("§7.7 repeating moves forbidden", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.RepeatingMoves = false })
		tb := newTable(t, m, r, "Ann@2,2")
		tb.say("Ann", "go right") // the wall
		tb.refuse("Ann", "go right", "repeating a move")
		tb.say("Ann", "go up")
		tb.say("Ann", "go up") // moving changes something: repeating it is fine
	})
	t.Run("§7.8 what a grenade did, told", func(t *testing.T) {
		cases := []struct {
			report rules.BlastReport
			start  string
			want   Reason
			told   bool
		}{
			{rules.BlastSilent, "2,2", "", false},
			{rules.BlastMissingWall, "2,2", "", false},
			{rules.BlastMissingWall, "3,3", NoWallThere, true},
			{rules.BlastOutcome, "2,2", Destroyed, true},
			{rules.BlastOutcome, "1,1", Stood, true},
		}
		for _, c := range cases {
			r := with(func(r *rules.Rules) { r.BlastReport = c.report })
			tb := newTable(t, m, r, "Ann@"+c.start)
			dir := "right"
			if c.start == "1,1" {
				dir = "up"
			}
			tb.say("Ann", "blow up the wall to the "+dir+", go down")
			e, ok := tb.find(WallReport)
			if ok != c.told || (ok && (e.Reason != c.want || e.To.Kind != ToEveryone || e.Pos != (maze.Pos{}))) {
				t.Errorf("%s from %s: %+v told=%v", c.report, c.start, e, ok)
			}
		}
	})
	t.Run("§7.9 the last survivor has K moves", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.LastSurvivorMoves = 2 })
		tb := newTable(t, m, r, "Ann@1,1", "Bob@5,5")
		tb.say("Ann", "go left") // out, no treasure
		tb.say("Bob", "skip")
		tb.say("Ann", "go up") // fails to come back: lost
		if e := tb.must(SurvivorMoves); e.Player != 1 || e.Count != 2 {
			t.Fatalf("%+v", e)
		}
		tb.say("Bob", "go up")
		tb.say("Bob", "go up")
		if e := tb.must(GameOver); e.Result != SurvivorFailed {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§7.9 the last survivor carrying the treasure out wins", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.LastSurvivorMoves = 5 })
		m := plan(t, []string{"L L L", "L L L"}, "1,1 left exit", "3,1 right exit", "$2,1")
		tb := newTable(t, m, r, "Ann@1,1", "Bob@3,1")
		tb.say("Ann", "go left")
		tb.say("Bob", "go left") // the treasure
		tb.say("Ann", "go up")   // lost
		tb.say("Bob", "go right")
		tb.say("Bob", "go right")
		if e := tb.must(GameOver); e.Result != WonWithTreasure || e.Player != 1 {
			t.Fatalf("%+v", e)
		}
	})
}

func TestNoRefill(t *testing.T) {
	m := plan(t, []string{"L W L", "L L L"}, "1,1 left exit", "3,2 right exit", "$3,2")
	tb := newTable(t, m, ref(), "Ann@1,1")
	tb.play("Ann", moves.Move{Actions: []moves.Action{shootA(maze.Down), step(maze.Right)}, NoRefill: true})
	tb.mustNot(Refilled)
	if a := tb.player("Ann"); a.Bullets != 2 {
		t.Fatalf("§4.3 asked not to refill, Ann has %d bullets", a.Bullets)
	}
	tb.say("Ann", "go left")
	tb.say("Ann", "go right")
	if e := tb.must(Refilled); e.Status.Bullets != 3 {
		t.Fatalf("%+v", e)
	}
}

func TestTimeLimits(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	r := with(func(r *rules.Rules) { r.MoveSeconds = 60 })
	t.Run("§9 a timed player who does not move in time loses; his corpse and items stay", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@2,2", "Bob@4,4", "Cid@5,1")
		tb.say("Bob", "time Ann")
		if e := tb.must(TimerStarted); e.Player != 0 || e.Count != 60 {
			t.Fatalf("%+v", e)
		}
		if _, err := tb.g.Apply(Command{Kind: TimeIsUp, Player: 1}, nil); err == nil {
			t.Fatal("Bob is not being timed")
		}
		tb.do(Command{Kind: TimeIsUp, Player: 0})
		tb.must(TimeUp)
		if tb.player("Ann").Health != Dead || tb.g.Current() != 1 {
			t.Fatal("Ann must have lost and the turn passed")
		}
		if p := tb.g.PileAt(pos(2, 2)); len(p.Corpses) != 1 || p.Bullets != 3 || p.Grenades != 3 {
			t.Fatalf("pile %+v", p)
		}
	})
	t.Run("§9 moving in time stops the timer", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@2,2", "Bob@4,4")
		tb.do(Command{Kind: StartTimer})
		tb.say("Ann", "go up")
		if _, err := tb.g.Apply(Command{Kind: TimeIsUp, Player: 0}, nil); err == nil {
			t.Fatal("the timer must stop with the move")
		}
	})
	t.Run("§9 breaks: one at once, another when half the players have had one", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@2,2", "Bob@4,4", "Cid@5,1", "Dan@1,5")
		tb.say("Ann", "break")
		tb.must(BreakTaken)
		tb.refuse("Ann", "break", "at least half")
		tb.say("Ann", "go up")
		tb.say("Bob", "break")
		tb.say("Bob", "go up")
		tb.say("Cid", "go down")
		tb.say("Dan", "go up")
		tb.say("Ann", "break") // Ann and Bob: half of four
		tb.must(BreakTaken)
	})
	t.Run("§9 a break by majority; an even vote is the game master's", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@2,2", "Bob@4,4", "Cid@5,1")
		tb.say("Bob", "vote for a break")
		if e := tb.must(BreakVote); e.Count != 1 || e.Limit != 2 {
			t.Fatalf("%+v", e)
		}
		tb.refuse("Bob", "vote for a break", "already")
		tb.say("Cid", "I vote for a break")
		tb.must(BreakAgreed)
		even := newTable(t, m, r, "Ann@2,2", "Bob@4,4")
		even.say("Ann", "vote for a break")
		even.must(BreakTie)
		even.do(Command{Kind: BreakDecision, Yes: true})
		even.must(BreakAgreed)
		if _, err := even.g.Apply(Command{Kind: BreakDecision}, nil); err == nil {
			t.Fatal("nothing left to decide")
		}
	})
	t.Run("§9 no breaks when the rules have none", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.BreakMinutes = 0 })
		tb := newTable(t, m, r, "Ann@2,2")
		tb.refuse("Ann", "break", "no breaks")
	})
	t.Run("§9 moves are timed for a minute in the reference", func(t *testing.T) {
		if got := ref().MoveSeconds; got != 60 {
			t.Errorf("the reference times a move for %d seconds; §9: \"If during 1 minute the move is not made, the player is declared to have lost\"", got)
		}
	})
	t.Run("§9 moves are not timed when agreed so", func(t *testing.T) {
		r := ref()
		r.MoveSeconds = 0
		tb := newTable(t, m, r, "Ann@2,2", "Bob@4,4")
		tb.refuse("Bob", "time Ann", "not timed")
	})
}
