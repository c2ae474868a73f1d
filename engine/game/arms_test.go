package game

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Seed 001's items, arsenals, sides and cells (issue 12, the items part).
// Each test names the seed's line; the reference (every option off) is
// checked beside each.

// knives is 001's W6 kit: one grenade, five bullets and a knife.
var knives = with(func(r *rules.Rules) {
	r.StartBullets, r.MaxBullets, r.StartGrenades, r.MaxGrenades = 5, 5, 1, 1
	r.MaxKnives, r.StartKnives = 1, 1
})

func TestKnife(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$5,1")
	m.SetCell(pos(3, 4), maze.Cell{Kind: maze.Weaponry})
	m.SetCell(pos(5, 4), maze.Cell{Kind: maze.Hospital})
	t.Run("001 l.65 the knife wounds the other player on the cell and is spent", func(t *testing.T) {
		tb := newTable(t, m, knives, "Ann@2,2", "Bob@2,2")
		tb.say("Ann", "use knife, go left")
		tb.must(KnifeUsed)
		if e := tb.must(PlayerWounded); e.Player != 1 || e.Other != 0 || e.Reason != Knife {
			t.Errorf("%+v", e)
		}
		tb.must(Scream)
		if got := tb.player("Ann").Knives; got != 0 {
			t.Errorf("the used knife is not discarded: %d left", got)
		}
		if tb.player("Bob").Health != Wounded {
			t.Error("Bob not wounded")
		}
	})
	t.Run("001 l.65 nobody on the cell: no scream, the knife spent all the same", func(t *testing.T) {
		tb := newTable(t, m, knives, "Ann@2,2", "Bob@3,2")
		tb.say("Ann", "use knife, go left")
		tb.must(NoScream)
		tb.mustNot(PlayerWounded)
		if got := tb.player("Ann").Knives; got != 0 {
			t.Errorf("%d knives left", got)
		}
	})
	t.Run("001 l.65 a knife used twice: the second time there is none", func(t *testing.T) {
		tb := newTable(t, m, knives, "Ann@2,2", "Bob@4,2")
		tb.say("Ann", "use knife, go down")
		tb.say("Bob", "go down")
		tb.say("Ann", "use knife, go up")
		if e := tb.must(KnifeRefused); e.Reason != NoKnife {
			t.Errorf("%+v", e)
		}
	})
	t.Run("001 l.151 H2 with the knife: the first hit kills", func(t *testing.T) {
		r := knives
		r.Lives = 1
		tb := newTable(t, m, r, "Ann@2,2", "Bob@2,2")
		tb.say("Ann", "use knife, go left")
		tb.must(PlayerKilled)
	})
	t.Run("001 l.84 a wounded player cannot use the knife", func(t *testing.T) {
		tb := newTable(t, m, knives, "Ann@1,3", "Bob@3,3")
		tb.say("Ann", "shoot right, go left")
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "use knife, go left")
		if e := tb.must(KnifeRefused); e.Reason != NotHealthy {
			t.Errorf("%+v", e)
		}
		if got := tb.player("Bob").Knives; got != 1 {
			t.Errorf("the refused knife was spent: %d left", got)
		}
	})
	t.Run("§4.2 the reference's hospital shelters from the knife too", func(t *testing.T) {
		tb := newTable(t, m, knives, "Ann@5,4", "Bob@5,4")
		tb.say("Ann", "use knife, go left")
		if e := tb.must(KnifeRefused); e.Reason != FromHospital {
			t.Errorf("%+v", e)
		}
	})
	t.Run("001 l.157 W2: a weaponry gives a knife", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.MaxKnives = 1 })
		tb := newTable(t, m, r, "Ann@2,4", "Bob@5,1")
		if got := tb.player("Ann").Knives; got != 0 {
			t.Fatalf("W2 alone: starts with %d knives", got)
		}
		tb.say("Ann", "go right")
		if e := tb.must(Refilled); e.Status.Knives != 1 {
			t.Errorf("refilled to %+v", e.Status)
		}
	})
	t.Run("001 l.164 W9: the knife is a weapon, used only after the step", func(t *testing.T) {
		r := knives
		r.WeaponsAfterStep = true
		tb := newTable(t, m, r, "Ann@2,2", "Bob@2,2")
		tb.refuse("Ann", "use knife, go left", "only after the step")
		tb.say("Ann", "go left, use knife")
		tb.must(NoScream)
	})
}

func TestCement(t *testing.T) {
	m := plan(t, []string{
		"L  L  L  W  L",
		"L  L  L  L  L",
		"Rv L  L  L  L",
		"R> D  L  L  L",
		"L  L  L  L  L",
	}, "1,1 left exit", "5,5 right exit", "$5,1")
	cement := with(func(r *rules.Rules) { r.MaxCement = 1 })
	t.Run("001 l.107 O4: cement from an arsenal builds a wall", func(t *testing.T) {
		tb := newTable(t, m, cement, "Ann@3,1", "Bob@5,5")
		tb.say("Ann", "go right")
		if e := tb.must(Refilled); e.Status.Cement != 1 {
			t.Fatalf("the arsenal gave %+v", e.Status)
		}
		tb.say("Bob", "go up")
		tb.say("Ann", "build a wall below, go down")
		if e := tb.must(WallBuilt); e.Dir != maze.Down {
			t.Errorf("%+v", e)
		}
		if e := tb.must(HitWall); e.Dir != maze.Down {
			t.Errorf("%+v", e)
		}
		if got := tb.player("Ann").Cement; got != 0 {
			t.Errorf("%d bags left", got)
		}
		// The wall built is an ordinary one: a grenade destroys it.
		tb.say("Bob", "go up")
		tb.say("Ann", "throw a grenade down, go down")
		tb.must(WallDestroyed)
		if got := tb.at("Ann"); got != pos(4, 2) {
			t.Errorf("Ann at %v", got)
		}
	})
	cases := []struct {
		name, at, move string
		reason         Reason
	}{
		{"001 l.107 no wall where one stands", "2,2", "build a wall to the right, go left", WallThere},
		{"001 l.107 no wall on an exit", "1,1", "build a wall to the left, go down", OuterSide},
		{"§4.5 a wall cannot block a river", "1,3", "build a wall below, go right", AcrossFlow},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := m.Clone()
			m.SetSide(pos(2, 2), maze.Right, maze.Wall)
			tb := newTable(t, m, with(func(r *rules.Rules) { r.MaxCement = 1 }), "Ann@"+c.at, "Bob@5,5")
			tb.g.players[0].Cement = 1
			tb.say("Ann", c.move)
			if e := tb.must(BuildRefused); e.Reason != c.reason {
				t.Errorf("%+v", e)
			}
			if got := tb.player("Ann").Cement; got != 1 {
				t.Errorf("a refused wall spent the bag: %d left", got)
			}
		})
	}
	t.Run("001 l.107 no bag, no wall", func(t *testing.T) {
		tb := newTable(t, m, cement, "Ann@3,3", "Bob@5,5")
		tb.say("Ann", "build a wall above, go down")
		if e := tb.must(BuildRefused); e.Reason != NoCement {
			t.Errorf("%+v", e)
		}
	})
}

func TestArsenals(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$5,1")
	m.SetCell(pos(2, 3), maze.Cell{Kind: maze.Weaponry})
	m.SetCell(pos(4, 3), maze.Cell{Kind: maze.Weaponry})
	oneKit := with(func(r *rules.Rules) { r.OneKitPerPlayer = true })
	t.Run("001 l.146 A3, l.148 A5: one extra kit per player from each arsenal", func(t *testing.T) {
		tb := newTable(t, m, oneKit, "Ann@1,3", "Bob@5,1")
		tb.say("Ann", "shoot up, go right")
		if e := tb.must(Refilled); e.Status.Bullets != 3 {
			t.Errorf("first visit: %+v", e.Status)
		}
		tb.say("Bob", "go left")
		tb.say("Ann", "go right, shoot up")
		tb.say("Bob", "go right")
		tb.say("Ann", "go left")
		tb.must(KitSpent)
		tb.mustNot(Refilled)
		if got := tb.player("Ann").Bullets; got != 2 {
			t.Errorf("the spent arsenal gave bullets: %d", got)
		}
		tb.say("Bob", "go left")
		tb.say("Ann", "go right")
		tb.say("Bob", "go right")
		tb.say("Ann", "go right")
		if e := tb.must(Refilled); e.Status.Bullets != 3 {
			t.Errorf("the other arsenal: %+v", e.Status)
		}
		// Bob's kit is his own.
		tb.say("Bob", "go left")
		tb.say("Ann", "skip")
		tb.say("Bob", "go down")
		tb.say("Ann", "skip")
		tb.say("Bob", "go down")
		tb.must(Refilled)
	})
	t.Run("001 l.146 A3: the kit is given on arrival, not again after a grenade inside", func(t *testing.T) {
		tb := newTable(t, m, oneKit, "Ann@2,3", "Bob@5,1")
		tb.say("Ann", "go down")
		tb.say("Bob", "go left")
		tb.say("Ann", "go up, throw a grenade down")
		tb.must(Refilled)
		if got := tb.player("Ann").Grenades; got != 2 {
			t.Errorf("%d grenades, want 2", got)
		}
	})
	t.Run("§5.3 the reference tops up after a grenade inside", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,3", "Bob@5,1")
		tb.say("Ann", "throw a grenade down, go down")
		tb.say("Bob", "go left")
		tb.say("Ann", "go up, throw a grenade down")
		if got := tb.player("Ann").Grenades; got != 3 {
			t.Errorf("%d grenades, want 3", got)
		}
	})
	t.Run("§4.3 the reference refills at every visit", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,3", "Bob@5,1")
		tb.say("Ann", "shoot up, go right")
		tb.say("Bob", "go left")
		tb.say("Ann", "shoot up, go left")
		tb.say("Bob", "go right")
		tb.say("Ann", "go right")
		tb.must(Refilled)
	})
	t.Run("001 l.108 an arsenal of bullets only", func(t *testing.T) {
		m := m.Clone()
		m.SetCell(pos(2, 3), maze.Cell{Kind: maze.Weaponry, Stock: maze.GiveBullets})
		tb := newTable(t, m, ref(), "Ann@1,3", "Bob@5,1")
		tb.say("Ann", "shoot up, throw a grenade up, go right")
		e := tb.must(Refilled)
		if e.Status.Bullets != 3 || e.Status.Grenades != 2 {
			t.Errorf("refilled to %+v, want bullets only", e.Status)
		}
	})
	t.Run("001 l.108 an arsenal of grenades and knives", func(t *testing.T) {
		m := m.Clone()
		m.SetCell(pos(2, 3), maze.Cell{Kind: maze.Weaponry, Stock: maze.GiveGrenades | maze.GiveKnives})
		tb := newTable(t, m, knives, "Ann@1,3", "Bob@5,1")
		tb.say("Ann", "shoot up, throw a grenade up, use knife, go right")
		e := tb.must(Refilled)
		if e.Status.Bullets != 4 || e.Status.Grenades != 1 || e.Status.Knives != 1 {
			t.Errorf("refilled to %+v", e.Status)
		}
	})
}

func TestGrenadesKill(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$5,1", "2,2 right", "2,4 right solid")
	m.SetCell(pos(3, 5), maze.Cell{Kind: maze.Hospital})
	kill := with(func(r *rules.Rules) { r.GrenadesKill = true })
	t.Run("001 l.163 W8: the grenade kills the player in the neighbouring cell", func(t *testing.T) {
		tb := newTable(t, m, kill, "Ann@2,2", "Bob@3,2")
		tb.say("Ann", "throw a grenade right, go left")
		if e := tb.must(GrenadeKilled); e.Pos != pos(3, 2) || e.To != MasterOnly() {
			t.Errorf("%+v", e)
		}
		if e := tb.must(PlayerKilled); e.Player != 1 || e.Reason != Grenade {
			t.Errorf("%+v", e)
		}
		tb.must(Scream)
		if tb.player("Bob").Health != Dead {
			t.Error("Bob lives")
		}
	})
	t.Run("001 l.163 W8: with no wall there too", func(t *testing.T) {
		tb := newTable(t, m, kill, "Ann@2,3", "Bob@3,3")
		tb.say("Ann", "throw a grenade right, go left")
		tb.must(PlayerKilled)
	})
	t.Run("001 l.163 W8: an indestructible wall shields", func(t *testing.T) {
		tb := newTable(t, m, kill, "Ann@2,4", "Bob@3,4")
		tb.say("Ann", "throw a grenade right, go left")
		tb.mustNot(PlayerKilled)
	})
	t.Run("§4.2 W8: the reference's hospital shelters", func(t *testing.T) {
		tb := newTable(t, m, kill, "Ann@2,5", "Bob@3,5")
		tb.say("Ann", "throw a grenade right, go left")
		tb.mustNot(PlayerKilled)
	})
	t.Run("001 l.66 without W8 a grenade harms nobody", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,2", "Bob@3,2")
		tb.say("Ann", "throw a grenade right, go left")
		tb.mustNot(PlayerKilled)
		tb.mustNot(GrenadeKilled)
	})
}

func TestDoorsAndWindows(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$5,1")
	m.SetDoor(pos(2, 2), maze.Right, maze.Right) // passed from (2,2) to (3,2)
	m.SetWindow(pos(2, 4), maze.Right, true)
	sides := with(func(r *rules.Rules) { r.OneWayDoors, r.Windows = true, true })
	t.Run("001 l.112 O5: a one-way door is passed its way", func(t *testing.T) {
		tb := newTable(t, m, sides, "Ann@2,2", "Bob@5,5")
		tb.say("Ann", "go right")
		if e := tb.must(Moved); e.Dir != maze.Right || e.Cell != maze.Land {
			t.Errorf("%+v", e)
		}
		if got := tb.at("Ann"); got != pos(3, 2) {
			t.Errorf("Ann at %v", got)
		}
	})
	t.Run("001 l.112 O5: and is a wall the other way", func(t *testing.T) {
		tb := newTable(t, m, sides, "Ann@3,2", "Bob@5,5")
		tb.say("Ann", "go left")
		tb.must(HitWall)
		if got := tb.at("Ann"); got != pos(3, 2) {
			t.Errorf("Ann at %v", got)
		}
	})
	t.Run("001 l.112 O5: a door stops bullets as its wall does", func(t *testing.T) {
		tb := newTable(t, m, sides, "Ann@1,2", "Bob@3,2")
		tb.say("Ann", "shoot right, go down")
		tb.must(NoScream)
	})
	t.Run("001 l.112 O5: a grenade destroys the door with its wall", func(t *testing.T) {
		tb := newTable(t, m, sides, "Ann@3,2", "Bob@5,5")
		tb.say("Ann", "throw a grenade left, go left")
		tb.must(WallDestroyed)
		if got := tb.at("Ann"); got != pos(2, 2) {
			t.Errorf("Ann at %v", got)
		}
	})
	t.Run("001 l.113 O6: bullets fly through a window", func(t *testing.T) {
		tb := newTable(t, m, sides, "Ann@1,4", "Bob@4,4")
		tb.say("Ann", "shoot right, go up")
		tb.must(Scream)
		if tb.player("Bob").Health != Wounded {
			t.Error("Bob not hit through the window")
		}
	})
	t.Run("001 l.113 O6: a player still cannot walk through", func(t *testing.T) {
		tb := newTable(t, m, sides, "Ann@2,4", "Bob@5,5")
		tb.say("Ann", "go right")
		tb.must(HitWall)
	})
}

func TestSwamp(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$5,1")
	m.SetCell(pos(2, 2), maze.Cell{Kind: maze.Swamp})
	swamps := with(func(r *rules.Rules) { r.Swamps = true })
	t.Run("001 l.105 stepping into a swamp skips the next move", func(t *testing.T) {
		tb := newTable(t, m, swamps, "Ann@1,2", "Bob@5,5")
		tb.say("Ann", "go right")
		if e := tb.must(Moved); e.Cell != maze.Swamp {
			t.Errorf("%+v", e)
		}
		tb.say("Bob", "go up")
		tb.must(SwampTurn)
		if e := tb.last[len(tb.last)-1]; e.Code != TurnBegins || e.Player != 1 {
			t.Fatalf("after the swamp, %+v", e)
		}
		tb.say("Bob", "go up")
		if e := tb.last[len(tb.last)-1]; e.Code != TurnBegins || e.Player != 0 {
			t.Fatalf("Ann's turn does not come back: %+v", e)
		}
		tb.say("Ann", "go down")
		if got := tb.at("Ann"); got != pos(2, 3) {
			t.Errorf("Ann at %v", got)
		}
	})
	t.Run("001 l.105 the last player left loses his move too", func(t *testing.T) {
		tb := newTable(t, m, swamps, "Ann@1,2")
		tb.say("Ann", "go right")
		tb.must(SwampTurn)
		if e := tb.last[len(tb.last)-1]; e.Code != TurnBegins || e.Player != 0 {
			t.Fatalf("%+v", e)
		}
	})
}

func TestBoomerang(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$5,1", "3,4 right")
	m.SetCell(pos(1, 5), maze.Cell{Kind: maze.Weaponry})
	boom := with(func(r *rules.Rules) { r.BoomerangRange = 3 })
	armed := func(tb *table) { tb.g.players[0].Boomerangs = 1 }
	t.Run("001 l.109 it flies its cells and returns; whoever is in its way is hit", func(t *testing.T) {
		tb := newTable(t, m, boom, "Ann@1,3", "Bob@3,3", "Cid@1,3")
		armed(tb)
		tb.say("Ann", "throw the boomerang right, go up")
		if e := tb.must(PlayerWounded); e.Player != 1 || e.Reason != Boomerang {
			t.Errorf("%+v", e)
		}
		tb.must(Scream)
		if e := tb.must(BoomerangBack); !e.Yes {
			t.Errorf("%+v", e)
		}
		if got := tb.player("Ann").Boomerangs; got != 1 {
			t.Errorf("not caught: %d", got)
		}
		if tb.player("Cid").Health != Healthy {
			t.Error("a player on the thrower's cell is hit")
		}
	})
	t.Run("001 l.109 it hits a wall and falls, for whoever steps in", func(t *testing.T) {
		tb := newTable(t, m, boom, "Ann@1,4", "Bob@5,5")
		armed(tb)
		tb.say("Ann", "throw the boomerang right, go up")
		tb.must(NoScream)
		if e := tb.must(BoomerangBack); e.Yes {
			t.Errorf("%+v", e)
		}
		if e := tb.must(BoomerangFell); e.Pos != pos(3, 4) || e.To != MasterOnly() {
			t.Errorf("%+v", e)
		}
		if got := tb.player("Ann").Boomerangs; got != 0 {
			t.Errorf("%d boomerangs", got)
		}
		tb.say("Bob", "go up")
		tb.say("Ann", "go down")
		tb.say("Bob", "go up")
		tb.say("Ann", "go right")
		tb.say("Bob", "go up")
		tb.say("Ann", "go right")
		if e := tb.must(PickedUp); e.Items.Boomerangs != 1 {
			t.Errorf("%+v", e)
		}
	})
	t.Run("001 l.109 a weaponry gives one", func(t *testing.T) {
		tb := newTable(t, m, boom, "Ann@2,5", "Bob@5,1")
		tb.say("Ann", "go left")
		if e := tb.must(Refilled); e.Status.Boomerangs != 1 {
			t.Errorf("%+v", e.Status)
		}
	})
	t.Run("001 l.109 none to throw", func(t *testing.T) {
		tb := newTable(t, m, boom, "Ann@2,2", "Bob@5,1")
		tb.say("Ann", "throw the boomerang right, go up")
		if e := tb.must(BoomerangRefused); e.Reason != NoBoomerang {
			t.Errorf("%+v", e)
		}
	})
}

// Seed 001's items float down a river as bullets do (Russian 7.4, 001
// l.86).
func TestItemsFloat(t *testing.T) {
	m := plan(t, []string{
		"L  L  L",
		"R> R> D",
		"L  L  L",
	}, "1,1 left exit", "3,3 right exit", "$3,1")
	r := with(func(r *rules.Rules) {
		r.FloatingItems, r.ItemsFloatEachMove = true, true
		r.MaxKnives, r.MaxCement, r.BoomerangRange = 1, 1, 2
	})
	tb := newTable(t, m, r, "Ann@1,1", "Bob@3,3")
	tb.g.piles[tb.g.plan.Index(pos(1, 2))] = Pile{Knives: 1, Cement: 1, Boomerangs: 1}
	tb.say("Ann", "go right")
	got := tb.g.piles[tb.g.plan.Index(pos(2, 2))]
	if got.Knives != 1 || got.Cement != 1 || got.Boomerangs != 1 {
		t.Errorf("after a move: %+v", got)
	}
}
