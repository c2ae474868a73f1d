package game

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Adversarial review of engine/game against part B of the reference. Each
// test names the section it checks and quotes the sentence it holds the
// engine to. A failing test is a bug report: the engine is owned elsewhere.

// publicTo reports whether viewer may see an event with the code among evs.
func publicTo(evs []Event, c Code, viewer int) bool {
	for _, e := range evs {
		if e.Code == c && e.To.Includes(viewer) {
			return true
		}
	}
	return false
}

// FAILS. §5.5: "A wounded player immediately falls down, so a player cannot
// kill someone by shooting twice in a row." The engine kills with the
// second bullet of the same move.
func TestReviewShootTwiceInARow(t *testing.T) {
	m := plan(t, []string{"L L L", "L L L"}, "1,1 left exit", "3,2 right exit", "$2,2")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@3,1", "Cid@1,2")
	tb.say("Ann", "shoot right, shoot right, go down")
	if h := tb.player("Bob").Health; h != Wounded {
		t.Fatalf("§5.5 two shots in a row: Bob is %v, want wounded (he fell down after the first)", h)
	}
}

// FAILS. §7.9: "the last player surviving ... has a number of moves to find
// and carry out the true treasure". When the survivor himself kills the
// last opponent, the engine counts the killing move as one of them: with
// last_survivor_moves 1 the game ends at once, before he can move.
func TestReviewSurvivorMovesCountedFromTheKill(t *testing.T) {
	m := plan(t, []string{"L L L", "L L L"}, "1,1 left exit", "3,2 right exit", "$2,2")
	r := ref()
	r.LastSurvivorMoves = 1
	tb := newTable(t, m, r, "Ann@1,1", "Bob@3,1")
	tb.say("Ann", "shoot right, go down") // Bob wounded
	tb.say("Bob", "keep my cell")
	tb.say("Bob", "skip")
	tb.say("Ann", "go up, shoot right") // Bob killed: Ann is the last one
	if e := tb.must(SurvivorMoves); e.Count != 1 {
		t.Fatalf("%+v", e)
	}
	if tb.g.Phase() == Over {
		t.Fatalf("§7.9 the survivor was promised one move and the game ended before it: %v", tb.codes())
	}
}

// FAILS. §6.7: "Nothing is told, but all the actions are performed by the
// rules". A dark move that leaves the waker on the mite's cell infects him
// after the move, and the infection is announced to everyone — which tells
// the table that the dark move failed to take him away.
func TestReviewDarkMoveInfectionIsTold(t *testing.T) {
	m := plan(t, []string{"L E L H", "L L L L"}, "1,1 left exit", "4,2 right exit", "$3,2", "2,1 down")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@4,2")
	tb.say("Ann", "go right") // wakes the mite
	tb.say("Bob", "skip")
	tb.say("Ann", "go down, don't tell the result") // the wall below (2,1): she stays
	if tb.player("Ann").Health != Infected {
		t.Fatal("setup: Ann should be infected")
	}
	if publicTo(tb.last, InfectedBy, 1) {
		t.Fatalf("§6.7 Bob hears that Ann's dark move left her on the encephalitis cell: %v", tb.visible(1))
	}
}

// FAILS. §3.4: "Should he fail to return on the next turn ... he is declared
// to have lost". When the wrong way back is a dark move, the loss is hidden
// with the move and never declared: the other players see his turns vanish.
func TestReviewDarkMoveLossOutsideNeverDeclared(t *testing.T) {
	m := plan(t, []string{"L L L", "L L L"}, "1,1 left exit", "3,2 right exit", "$2,2")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@3,1", "Cid@3,2")
	tb.say("Ann", "go left") // out, must come back with the next move
	tb.say("Bob", "skip")
	tb.say("Cid", "skip")
	tb.say("Ann", "go up, don't tell the result") // the wrong way: lost
	if !tb.player("Ann").Lost {
		t.Fatal("setup: Ann should be lost")
	}
	tb.say("Bob", "skip")
	tb.say("Cid", "go left")
	for _, e := range tb.events {
		if e.Code == LostOutside && e.To.Includes(1) {
			return
		}
	}
	t.Fatal("§3.4 Ann has lost but nobody was ever told")
}

// FAILS. §7.7: "moves which are known to result in no change". A dark move
// that hit a wall is not known to the player to have changed nothing (§6.7:
// "he will stay on the same cell where he was and would not know about
// this"); refusing to repeat it tells him the hidden result.
func TestReviewRepeatBanLeaksDarkResult(t *testing.T) {
	m := plan(t, []string{"L L L", "L L L"}, "1,1 left exit", "3,2 right exit", "$2,2")
	r := ref()
	r.RepeatingMoves = false
	tb := newTable(t, m, r, "Ann@1,1", "Bob@3,2")
	tb.say("Ann", "go up, don't tell the result") // the outline: a hidden wall
	tb.say("Bob", "skip")
	c := tb.command("Ann", "go up, don't tell the result")
	if _, err := tb.g.Apply(c, nil); err != nil {
		t.Fatalf("§7.7/§6.7 the refusal reveals the dark move's result: %v", err)
	}
}

// FAILS. §7.7: "moves which are known to result in no change in the
// labyrinth, such as hitting the same wall over and over again". After
// ordering a new cell the same words are a different move; the engine still
// refuses them.
func TestReviewRepeatBanSurvivesNewCell(t *testing.T) {
	m := plan(t, []string{"L L L", "L L L"}, "1,1 left exit", "3,2 right exit", "$2,2")
	r := ref()
	r.RepeatingMoves = false
	tb := newTable(t, m, r, "Ann@1,1", "Bob@1,2")
	tb.say("Ann", "go up") // the outline: nothing changes
	tb.say("Bob", "shoot up, go right")
	tb.say("Ann", "new cell (3,2)")
	c := tb.command("Ann", "go up") // from (3,2) this reaches (3,1)
	if _, err := tb.g.Apply(c, nil); err != nil {
		t.Fatalf("§7.7 from a new cell the move is not known to change nothing: %v", err)
	}
}

// FAILS. §3.4 / §7.2: a player standing outside "must return to labyrinth
// ... as their next move". The §7.2 extra cell order is accepted outside,
// moves his position but leaves him outside, and his way back in then
// ignores the cell he ordered.
func TestReviewOrderCellWhileOutside(t *testing.T) {
	m := plan(t, []string{"L L L", "L L L"}, "1,1 left exit", "3,2 right exit", "$2,2")
	r := ref()
	r.Handicaps = []rules.Handicap{{Player: "Ann", ExtraNewCell: true}}
	tb := newTable(t, m, r, "Ann@1,1", "Bob@3,2")
	tb.say("Ann", "go left") // out
	tb.say("Bob", "skip")
	c := tb.command("Ann", "new cell (3,1)")
	if _, err := tb.g.Apply(c, nil); err != nil {
		return // refusing is one consistent answer
	}
	if a := tb.player("Ann"); a.Out {
		t.Fatalf("inconsistent: Ann ordered (3,1) but still stands outside (exit %v), at %v", a.Exit, a.Pos)
	}
}

// FAILS. §4.6 makes a river source unreachable only because a deep river
// always carries a player on; under §7.4 shallow rivers a player "can move
// upstream and downstream like he was on the land", so he can wade onto the
// source and pick the treasure up. The engine still declares the draw.
func TestReviewShallowSourceIsReachable(t *testing.T) {
	// (1,1) is the source, (2,1) a river, (3,1) the delta.
	m := plan(t, []string{"R> R> D", "L L L"}, "1,2 left exit", "3,2 right exit", "$1,2")
	r := ref()
	r.Rivers = rules.Shallow
	t.Run("the way there exists", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@2,2")
		tb.say("Ann", "go left") // takes the true treasure at (1,2)
		tb.say("Ann", "go up")   // steps into the source: carried to (2,1)
		tb.say("Ann", "go left") // wades upstream
		if tb.at("Ann") != pos(1, 1) {
			t.Fatalf("at %v", tb.at("Ann"))
		}
	})
	t.Run("so the treasure thrown there is not lost", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@2,2", "Bob@3,2")
		tb.say("Ann", "go left") // the true treasure
		tb.say("Bob", "skip")
		tb.play("Ann", mv(throwA(moves.Treasure, maze.Up), step(maze.Right)))
		if tb.g.Phase() == Over {
			r, _ := tb.g.Result()
			t.Fatalf("§4.6/§7.4 the treasure on a source is reachable in shallow rivers, yet the game ended: %v", r)
		}
	})
}

// FAILS. §4.2: "A 'Hospital' cell immediately heals wounded and infected
// players." A contagious corpse lying in a hospital (an immune player can
// throw one in, §4.7) infects the player who has just been healed there, and
// he walks out infected.
func TestReviewInfectedInsideHospital(t *testing.T) {
	m := plan(t, []string{"L H L", "L L L"}, "1,1 left exit", "3,2 right exit", "$2,2")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@3,2")
	// What an immune player's "throw the corpse right" from (1,1) leaves.
	h := &tb.g.piles[tb.g.plan.Index(pos(2, 1))]
	h.Corpses = append(h.Corpses, Corpse{Player: -1, Contagious: true})
	tb.say("Ann", "go right")
	if a := tb.player("Ann"); a.Health != Healthy {
		t.Fatalf("§4.2 Ann stands in a hospital and is %v", a.Health)
	}
}

// FAILS (minor). §5.5: "When having enough ammo, including any on the
// ground, one can shoot several times during the move". Bullets at the
// shooter's feet do not count as ammunition for the first shot.
func TestReviewShootWithBulletsOnTheGround(t *testing.T) {
	m := plan(t, []string{"L L L", "L L L"}, "1,1 left exit", "3,2 right exit", "$2,2")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@3,1")
	tb.say("Ann", "leave 3 bullets, shoot right, go down")
	tb.mustNot(ShotRefused)
}

// FAILS (minor). Russian 7.4: "В 'бурном' варианте все имущество мгновенно
// (сразу после потери) сносится в устье" — in turbulent rivers everything
// lost goes to the delta at once. Bullets dropped by a player wounded in a
// river stay where he fell.
func TestReviewTurbulentFloatingWoundDrop(t *testing.T) {
	m := plan(t, []string{"L R> R> D", "L L L L"}, "1,1 left exit", "4,2 right exit", "$1,2")
	r := ref()
	r.Rivers, r.FloatingItems = rules.Turbulent, true
	tb := newTable(t, m, r, "Ann@1,1", "Bob@2,1", "Cid@4,2") // Bob placed in the river
	tb.say("Ann", "shoot right, go down")
	if p := tb.g.PileAt(pos(2, 1)); p.Bullets != 0 {
		t.Fatalf("Bob's bullets lie in the river at (2,1): %+v; delta %+v", p, tb.g.PileAt(pos(4, 1)))
	}
}
