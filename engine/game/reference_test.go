package game

import (
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Tests of the complete reference (issue 3): every remaining rule of part B
// and every option of §7, each named with its section.

func TestEncephalitis(t *testing.T) {
	rows := []string{
		"L E L H",
		"L L L L",
	}
	m := plan(t, rows, "1,1 left exit", "4,2 right exit", "$3,2", "2,1 down")
	heal := func(n int) rules.Rules {
		r := ref()
		r.HealingMoves = n
		return r
	}
	t.Run("§4.7 the first visitor wakes the mite", func(t *testing.T) {
		tb := newTable(t, m, heal(3), "Ann@1,1", "Bob@4,2")
		tb.say("Ann", "go right")
		if e := tb.must(Moved); e.Cell != maze.Encephalitis {
			t.Fatalf("announced %v", e.Cell)
		}
		if e := tb.must(MiteWoken); e.To.Kind != ToEveryone {
			t.Fatal("the waking is announced")
		}
	})
	t.Run("§4.7 the waker who leaves at once is safe; the cell turns contagious", func(t *testing.T) {
		tb := newTable(t, m, heal(3), "Ann@1,1", "Bob@4,1")
		tb.say("Ann", "go right")
		tb.say("Bob", "go left")  // (3,1): the cell is not yet contagious for him either
		tb.say("Ann", "go right") // Ann leaves to (3,1)
		tb.mustNot(InfectedBy)
		tb.say("Bob", "go left") // Bob walks into the now contagious cell
		e := tb.must(InfectedBy)
		if e.Player != 1 || e.Count != 3 || tb.player("Bob").Health != Infected {
			t.Fatalf("%+v, Bob %v", e, tb.player("Bob").Health)
		}
	})
	t.Run("§4.7 the waker who stays is infected", func(t *testing.T) {
		tb := newTable(t, m, heal(3), "Ann@1,1", "Bob@4,2")
		tb.say("Ann", "go right")
		tb.say("Bob", "skip")
		tb.say("Ann", "go down") // the wall below (2,1)
		tb.must(InfectedBy)
		if tb.player("Ann").Health != Infected {
			t.Fatal("not infected")
		}
	})
	t.Run("§4.7 the infected drop everything but grenades", func(t *testing.T) {
		tb := newTable(t, m, heal(3), "Ann@1,1", "Bob@3,1")
		tb.say("Ann", "go right")
		tb.say("Bob", "go down")  // takes the treasure at (3,2)
		tb.say("Ann", "go right") // Ann leaves; the cell turns contagious
		tb.say("Bob", "go up")
		tb.say("Ann", "skip")
		tb.say("Bob", "go left")
		tb.must(InfectedBy)
		b := tb.player("Bob")
		if b.Carry.Item != moves.NoItem || b.Bullets != 0 || b.Grenades != 3 {
			t.Fatalf("Bob %+v", b)
		}
		if p := tb.g.PileAt(pos(2, 1)); len(p.Treasures) != 1 || p.Bullets != 3 {
			t.Fatalf("pile %+v", p)
		}
		if s := (&b).Status(); s.HealMoves != 3 || s.Health != Infected {
			t.Fatalf("status %+v", s)
		}
	})
	t.Run("§4.7 healed in time: immune, and the cell is land to him", func(t *testing.T) {
		tb := newTable(t, m, heal(3), "Ann@1,1", "Bob@4,2")
		tb.say("Ann", "go right")
		tb.say("Bob", "skip")
		tb.say("Ann", "go down") // infected
		tb.say("Bob", "skip")
		tb.say("Ann", "go right") // the wall to the right? no: (3,1), move 1
		tb.say("Bob", "skip")
		tb.say("Ann", "go right") // hospital (4,1), move 2
		tb.must(Healed)
		tb.must(BecameImmune)
		a := tb.player("Ann")
		if a.Health != Healthy || !a.Immune {
			t.Fatalf("Ann %+v", a)
		}
		tb.say("Bob", "skip")
		tb.say("Ann", "go left")
		tb.say("Bob", "skip")
		tb.say("Ann", "go left") // back to the encephalitis cell
		if e := tb.must(Moved); e.Cell != maze.Land {
			t.Fatalf("the immune hear %v, want land", e.Cell)
		}
		tb.mustNot(InfectedBy)
	})
	t.Run("§4.7 not healed in time: death and a contagious corpse", func(t *testing.T) {
		tb := newTable(t, m, heal(1), "Ann@1,1", "Bob@4,2", "Cid@1,2")
		tb.say("Ann", "go right")
		tb.say("Bob", "skip")
		tb.say("Cid", "skip")
		tb.say("Ann", "go down") // infected, one move to heal; the wall does not count
		if tb.player("Ann").Health != Infected {
			t.Fatal("not infected")
		}
		tb.say("Bob", "skip")
		tb.say("Cid", "skip")
		tb.say("Ann", "go left") // (1,1): a successful move, not a hospital
		tb.must(DiedOfIllness)
		if tb.player("Ann").Health != Dead {
			t.Fatal("alive")
		}
		p := tb.g.PileAt(pos(1, 1))
		if len(p.Corpses) != 1 || !p.Corpses[0].Contagious {
			t.Fatalf("pile %+v", p)
		}
		tb.say("Bob", "skip")
		tb.say("Cid", "go up") // onto the contagious corpse
		tb.must(InfectedBy)
	})
	t.Run("§4.7 a wounded player who is infected dies", func(t *testing.T) {
		tb := newTable(t, m, heal(3), "Ann@1,1", "Bob@3,1")
		tb.say("Ann", "go right")
		tb.say("Bob", "shoot left, go down") // Ann on the encephalitis cell is wounded
		tb.say("Ann", "keep my cell")
		tb.say("Ann", "skip") // stays: the cell turns contagious, and she dies
		tb.must(DiedOfIllness)
	})
	t.Run("§4.7 a bullet kills the infected", func(t *testing.T) {
		tb := newTable(t, m, heal(0), "Ann@1,1", "Bob@1,2")
		tb.say("Ann", "go right")
		tb.say("Bob", "skip")
		tb.say("Ann", "go down") // infected, healing time unlimited
		if a := tb.player("Ann"); a.Health != Infected {
			t.Fatal("not infected")
		}
		tb.say("Bob", "go right, shoot up") // (2,2), the wall stops it
		tb.must(NoScream)
		tb.say("Ann", "skip")
		tb.say("Bob", "go up") // the wall: stays
		tb.say("Ann", "go left")
		tb.say("Bob", "go left, shoot up") // (1,2) shoots Ann at (1,1)
		tb.must(Scream)
		if tb.player("Ann").Health != Dead {
			t.Fatal("§4.7: a bullet is fatal for an infected player")
		}
	})
	t.Run("§4.7 the immune carry a contagious corpse elsewhere", func(t *testing.T) {
		m := plan(t, []string{"L L L", "L L L"}, "1,1 left exit", "3,1 right exit", "$3,2")
		tb := newTable(t, m, ref(), "Ann@1,1", "Bob@3,1")
		tb.g.players[0].Immune = true
		tb.g.piles[m.Index(pos(2, 1))].Corpses = []Corpse{{Player: -1, Contagious: true}}
		tb.say("Ann", "go right")
		if c := tb.player("Ann").Carry; c.Item != moves.Corpse || !c.Corpse.Contagious {
			t.Fatalf("carry %+v", c)
		}
		tb.say("Bob", "skip")
		tb.play("Ann", mv(throwA(moves.Corpse, maze.Left), step(maze.Right))) // the corpse to (1,1)
		tb.say("Bob", "go left")                                              // (2,1) is clean now
		tb.mustNot(InfectedBy)
		tb.say("Ann", "skip")
		tb.say("Bob", "go left") // (1,1): the contagious corpse
		if e := tb.must(InfectedBy); e.Player != 1 {
			t.Fatalf("%+v", e)
		}
	})
}

func TestThrowing(t *testing.T) {
	rows := []string{
		"L L L",
		"R> D L",
	}
	m := plan(t, rows, "1,1 up exit", "3,2 right exit", "f1,1", "$3,1", "2,1 right")
	t.Run("§5.2 thrown to a neighbouring cell", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,2")
		tb.say("Ann", "go up") // takes the fake at (1,1)
		tb.play("Ann", mv(throwA(moves.Treasure, maze.Right), step(maze.Down)))
		e := tb.must(Thrown)
		if e.Item != moves.Treasure || e.Dir != maze.Right {
			t.Fatalf("%+v", e)
		}
		if len(tb.g.PileAt(pos(2, 1)).Treasures) != 1 {
			t.Fatal("the treasure must lie on (2,1)")
		}
	})
	t.Run("§5.2 thrown against a wall it falls at the thrower's feet", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,2")
		tb.say("Ann", "go up")
		tb.play("Ann", mv(leaveA(moves.Bullet), throwA(moves.Bullet, maze.Right), step(maze.Left)))
		tb.must(FellAtFeet)
		if tb.g.PileAt(pos(2, 1)).Bullets != 2 {
			t.Fatalf("pile %+v", tb.g.PileAt(pos(2, 1)))
		}
	})
	t.Run("§5.2 thrown out of the labyrinth it vanishes; the true treasure makes a draw", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@3,2")
		tb.say("Ann", "go up") // the true treasure
		tb.play("Ann", mv(step(maze.Down), throwA(moves.Treasure, maze.Right)))
		if e := tb.must(ThrownOut); e.To.Kind != ToMaster {
			t.Fatal("where it went is the game master's secret")
		}
		if e := tb.must(GameOver); e.Result != DrawTreasureLost {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§4.6 thrown into a river source it is lost; the true treasure makes a draw", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@3,1")
		tb.say("Ann", "go down")
		tb.say("Ann", "go up")                                                 // the true treasure at (3,1)
		tb.play("Ann", mv(step(maze.Down), throwA(moves.Treasure, maze.Left))) // onto the delta (2,2)
		if tb.g.Phase() == Over {
			t.Fatal("the delta is reachable")
		}
		tb.say("Ann", "go left") // the delta: takes it back
		tb.play("Ann", mv(throwA(moves.Treasure, maze.Left), step(maze.Right)))
		if e := tb.must(GameOver); e.Result != DrawTreasureLost {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§5.2 items thrown into a river stay there", func(t *testing.T) {
		m := plan(t, []string{"L Rv L", "L D L"}, "1,1 left exit", "3,2 right exit", "$3,2")
		tb := newTable(t, m, ref(), "Ann@1,1")
		tb.play("Ann", mv(throwA(moves.Bullet, maze.Right), step(maze.Down)))
		if tb.g.PileAt(pos(2, 1)).Bullets != 1 {
			t.Fatal("the bullet must stay in the river")
		}
	})
	t.Run("§7.1 without throwing only leaving is allowed", func(t *testing.T) {
		r := ref()
		r.Throwing = false
		tb := newTable(t, m, r, "Ann@1,2")
		tb.refuseMove("Ann", mv(throwA(moves.Bullet, maze.Up), step(maze.Up)), "throwing is not allowed")
		tb.play("Ann", mv(leaveA(moves.Bullet), step(maze.Up)))
	})
}

// mineField is a small labyrinth for landmines: land, a weaponry at (4,1),
// a wall right of (2,2).
func mineField(t *testing.T) *maze.Maze {
	return plan(t, []string{"L L L W", "L L L L"}, "1,1 left exit", "4,2 right exit", "$3,2", "2,2 right")
}

// mines is the Reference preset with a landmine for each player (§5.3).
func mines() rules.Rules {
	r := ref()
	r.StartLandmines = 1
	return r
}

func TestLandmines(t *testing.T) {
	m := mineField(t)
	t.Run("§5.7 a set landmine is invisible and blasts whoever arrives", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@1,1", "Bob@3,1")
		tb.play("Ann", mv(setMineA(maze.Right), step(maze.Down)))
		if e := tb.must(MineSet); e.To.Kind != ToEveryone || e.Dir != maze.Right {
			t.Fatalf("%+v", e)
		}
		if e := tb.must(MinePlaced); e.To.Kind != ToMaster || e.Pos != pos(2, 1) {
			t.Fatalf("%+v", e)
		}
		tb.say("Bob", "go left") // onto the landmine, carrying his own
		tb.mustNot(Found)
		tb.must(Blast)
		b := tb.player("Bob")
		if b.Health != Wounded || b.Bullets != 0 || b.Carry.Item != moves.NoItem || b.Grenades != 3 {
			t.Fatalf("Bob %+v", b)
		}
		p := tb.g.PileAt(pos(2, 1))
		if p.Bullets != 0 || p.Landmines != 0 || p.Armed != 0 {
			t.Fatalf("§5.7 the blast destroys bullets and landmines: %+v", p)
		}
		if e := tb.must(PlayerWounded); e.Reason != Landmine {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§5.7 the blast spares grenades, corpses and treasures", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@3,1", "Bob@4,2")
		tb.play("Ann", mv(setMineA(maze.Down), step(maze.Left))) // onto (3,2), the treasure
		tb.say("Bob", "go left")                                 // (3,2)
		tb.must(Blast)
		if p := tb.g.PileAt(pos(3, 2)); len(p.Treasures) != 1 {
			t.Fatalf("pile %+v", p)
		}
	})
	t.Run("§5.7 a wall between sets it on the setter's own cell, untold", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@2,2")
		tb.play("Ann", mv(setMineA(maze.Right), step(maze.Up)))
		if e := tb.must(MinePlaced); e.Pos != pos(2, 2) {
			t.Fatalf("placed at %v", e.Pos)
		}
		tb.say("Ann", "go down") // back: the blast
		tb.must(Blast)
	})
	t.Run("§5.7 setting does not blast the setter; coming back does", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@1,2")
		tb.play("Ann", mv(setMineA(maze.NoDir), step(maze.Right)))
		tb.mustNot(Blast)
		tb.say("Ann", "go left")
		tb.must(Blast)
	})
	t.Run("§5.7 defused in a weaponry", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@3,1")
		tb.play("Ann", mv(setMineA(maze.Right), step(maze.Down)))
		if e := tb.must(MineDefused); e.Pos != pos(4, 1) {
			t.Fatalf("%+v", e)
		}
		if p := tb.g.PileAt(pos(4, 1)); p.Armed != 0 || p.Landmines != 1 {
			t.Fatalf("pile %+v", p)
		}
	})
	t.Run("§5.7 set outside the labyrinth it is defused and gone", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@1,1")
		tb.play("Ann", mv(setMineA(maze.Left), step(maze.Down)))
		tb.must(MineDefused)
		for i := range tb.g.piles {
			if tb.g.piles[i].Armed > 0 || tb.g.piles[i].Landmines > 0 {
				t.Fatal("the landmine is still in the labyrinth")
			}
		}
	})
	t.Run("§5.7 thrown without activating it can be picked up", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@1,1", "Bob@2,2")
		tb.play("Ann", mv(throwA(moves.Landmine, maze.Right), step(maze.Down)))
		if p := tb.g.PileAt(pos(2, 1)); p.Landmines != 1 || p.Armed != 0 {
			t.Fatalf("pile %+v", p)
		}
		tb.play("Bob", mv(leaveA(moves.Landmine), step(maze.Up)))
		tb.must(Found)
		tb.mustNot(Blast)
	})
	t.Run("§5.7 a corpse thrown onto a landmine sets it off", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@1,1", "Bob@2,1")
		tb.play("Ann", mv(setMineA(maze.NoDir), step(maze.Down))) // armed at (1,1)
		tb.g.players[1].Carry = Carried{Item: moves.Corpse, Corpse: Corpse{Player: -1}}
		tb.play("Bob", mv(throwA(moves.Corpse, maze.Left), step(maze.Right)))
		tb.must(Blast)
	})
	t.Run("§7.5 no new cell after a landmine", func(t *testing.T) {
		r := mines()
		r.NewCellAfterLandmine = false
		tb := newTable(t, m, r, "Ann@1,1", "Bob@3,1")
		tb.play("Ann", mv(setMineA(maze.Right), step(maze.Down)))
		tb.say("Bob", "go left")
		tb.say("Ann", "skip")
		if e := tb.must(WoundNotice); e.Count != 0 {
			t.Fatalf("%+v", e)
		}
		tb.refuse("Bob", "new cell (1,1)", "only be ordered")
	})
	t.Run("§7.1 landmines on neighbouring cells can be forbidden", func(t *testing.T) {
		r := mines()
		r.MinesOnNeighbours = false
		tb := newTable(t, m, r, "Ann@1,1")
		tb.refuseMove("Ann", mv(setMineA(maze.Right), step(maze.Down)), "own cell")
		tb.play("Ann", mv(setMineA(maze.NoDir), step(maze.Down)))
	})
	t.Run("§7.1 a game without landmines", func(t *testing.T) {
		r := rules.Beginner()
		tb := newTable(t, m, r, "Ann@1,1")
		tb.refuseMove("Ann", mv(setMineA(maze.NoDir), step(maze.Down)), "no landmines")
	})
	t.Run("Russian 7.6 landmines handed out one per player", func(t *testing.T) {
		r := ref()
		r.HandedOutLandmines = true
		tb := newTable(t, m, r, "Ann@1,1", "Bob@3,1")
		for _, n := range []string{"Ann", "Bob"} {
			if tb.player(n).Carry.Item != moves.Landmine {
				t.Fatalf("%s has no landmine", n)
			}
		}
	})
}

func TestConditionalMoves(t *testing.T) {
	// §6.5's example: "Go right; if I find a treasure, shoot up; and if I
	// find a bullet, shoot right; finally, if I fall into a pit, leave one
	// grenade there." The player holds three bullets and no grenades; right
	// of him is a pit leading to a cell with a treasure, two bullets and a
	// corpse.
	rows := []string{
		"L P1.1 L",
		"L L    P1.2",
	}
	m := plan(t, rows, "1,1 left exit", "3,1 right exit", "$1,2")
	m.Piles = []maze.Pile{{At: pos(3, 2), Items: maze.Items{Bullets: 2, Corpses: 1}}}
	m.Treasures = append(m.Treasures, maze.Treasure{At: pos(3, 2)})
	r := ref()
	r.StartGrenades = 0
	sample := moves.Move{
		Actions: []moves.Action{step(maze.Right)},
		Conditions: []moves.Conditional{
			{If: moves.Condition{Kind: moves.IfFind, Item: moves.Treasure}, Then: []moves.Action{shootA(maze.Up)}},
			{If: moves.Condition{Kind: moves.IfFind, Item: moves.Bullet}, Then: []moves.Action{shootA(maze.Right)}},
			{If: moves.Condition{Kind: moves.IfPit}, Then: []moves.Action{{Kind: moves.Leave, Item: moves.Grenade}}},
		},
	}
	tb := newTable(t, m, r, "Ann@1,1")
	tb.play("Ann", sample)
	var shots []Event
	var conds []bool
	for _, e := range tb.last {
		switch e.Code {
		case Shot:
			shots = append(shots, e)
		case Condition:
			conds = append(conds, e.Yes)
		}
	}
	if !slices.Equal(conds, []bool{true, true, true}) {
		t.Fatalf("conditions %v", conds)
	}
	// "shoot right - three bullets left, one on the ground, no scream is
	// heard; shoot right - no screams, still three bullets left"
	if len(shots) != 2 || shots[0].Count != 3 || shots[0].Items.Bullets != 1 || shots[1].Count != 3 || shots[1].Items.Bullets != 0 {
		t.Fatalf("shots %+v", shots)
	}
	// "leave a grenade - no luck, you've forgotten you are since long out of them"
	if e := tb.must(CannotDo); e.Item != moves.Grenade || e.Reason != NotCarrying || e.Action != 4 {
		t.Fatalf("%+v", e)
	}

	t.Run("§6.5 unmet conditions skip their actions", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@1,2")
		tb.play("Ann", moves.Move{
			Actions:    []moves.Action{step(maze.Up)},
			Conditions: []moves.Conditional{{If: moves.Condition{Kind: moves.IfPit}, Then: []moves.Action{shootA(maze.Right)}}},
		})
		tb.mustNot(Shot)
		if e := tb.must(Condition); e.Yes {
			t.Fatal("met")
		}
	})
	t.Run("§7.1 conditional moves can be forbidden", func(t *testing.T) {
		r := r
		r.ConditionalMoves = false
		tb := newTable(t, m, r, "Ann@1,1")
		tb.refuseMove("Ann", sample, "conditional moves are not allowed")
	})
}

func TestDarkMoves(t *testing.T) {
	rows := []string{
		"L L L",
		"L L L",
	}
	m := plan(t, rows, "1,1 left exit", "3,2 right exit", "$3,2", "2,2 right")
	dark := func(actions ...moves.Action) moves.Move {
		return moves.Move{Actions: actions, Tell: moves.TellNothing}
	}
	t.Run("§6.7 nothing is told, everything is done", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,2", "Bob@1,2")
		tb.play("Ann", dark(shootA(maze.Left), step(maze.Right)))
		pub := tb.visible(1)
		if !slices.Equal(pub[:2], []Code{Said, Done}) || slices.Contains(pub, Scream) || slices.Contains(pub, HitWall) {
			t.Fatalf("Bob hears %v", pub)
		}
		if !slices.Contains(tb.visible(0), Said) || slices.Contains(tb.visible(0), HitWall) {
			t.Fatalf("Ann hears %v", tb.visible(0))
		}
		if tb.player("Bob").Health != Wounded {
			t.Fatal("the shot must still wound")
		}
		// "the wounded player will be told so when it is his turn"
		if e := tb.must(WoundNotice); e.To.Kind != ToEveryone || e.Player != 1 {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§6.7 items are picked up in the dark", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@3,1")
		tb.play("Ann", dark(step(maze.Down)))
		if tb.player("Ann").Carry.Item != moves.Treasure {
			t.Fatal("the treasure must be taken")
		}
		tb.must(Found)
	})
	t.Run("§6.7 a landmine in the dark is not told: no new cell", func(t *testing.T) {
		r := ref()
		r.StartLandmines = 1
		tb := newTable(t, m, r, "Ann@1,1", "Bob@2,1")
		tb.play("Ann", mv(setMineA(maze.NoDir), step(maze.Down))) // armed at (1,1)
		tb.play("Bob", dark(step(maze.Left)))                     // onto it, in the dark
		if tb.player("Bob").Health != Wounded {
			t.Fatal("the blast must wound")
		}
		if slices.Contains(tb.visible(1), Blast) {
			t.Fatal("the blast is not told in the dark")
		}
		tb.say("Ann", "skip")
		tb.mustNot(WoundNotice)
		tb.refuse("Bob", "new cell (3,1)", "only be ordered")
	})
	t.Run("§6.8 semi-dark: only whether a wall was hit", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,2")
		tb.play("Ann", moves.Move{Actions: []moves.Action{step(maze.Right)}, Tell: moves.TellWall})
		e := tb.must(WallTold)
		if !e.Yes || e.To.Kind != ToEveryone {
			t.Fatalf("%+v", e)
		}
		tb.play("Ann", moves.Move{Actions: []moves.Action{step(maze.Up)}, Tell: moves.TellWall})
		if e := tb.must(WallTold); e.Yes {
			t.Fatal("no wall above")
		}
		if slices.Contains(tb.visible(0), Moved) {
			t.Fatal("where he went is not told")
		}
	})
	t.Run("§7.1 dark and semi-dark moves can be forbidden", func(t *testing.T) {
		r := rules.Beginner()
		tb := newTable(t, m, r, "Ann@2,2")
		tb.refuseMove("Ann", dark(step(maze.Up)), "dark moves are not allowed")
		tb.refuseMove("Ann", moves.Move{Actions: []moves.Action{step(maze.Up)}, Tell: moves.TellWall}, "semi-dark moves are not allowed")
	})
}
