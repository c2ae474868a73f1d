package game

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// livesRules is the Reference with n lives (rules option lives).
func livesRules(n int) rules.Rules {
	r := rules.Reference()
	r.Lives = n
	return r
}

// Seed 001's health codes (H1–H3, l.150–152) and seed 004's three lives
// (l.8, l.11–13, l.34–39).
func TestLives(t *testing.T) {
	rows := []string{
		"L  L  L  L  L",
		"L  L  H  L  L",
		"L  L  L  L  L",
	}
	m := plan(t, rows, "1,1 left exit", "$5,3")

	t.Run("001 l.151 H2: the first hit kills", func(t *testing.T) {
		tb := newTable(t, m, livesRules(1), "Ann@1,1", "Bob@3,1", "Cid@5,2")
		tb.say("Ann", "shoot right, go down")
		tb.must(Scream)
		b := tb.player("Bob")
		if b.Health != Dead || b.Lives != 0 {
			t.Fatalf("Bob %v with %d lives after one hit under H2", b.Health, b.Lives)
		}
		p := tb.g.PileAt(pos(3, 1))
		if len(p.Corpses) != 1 || p.Bullets != 3 || p.Grenades != 3 {
			t.Fatalf("the corpse and the kit stay (§5.5): pile %+v", p)
		}
		// His death is told when his turn would come (§5.5), not a wound.
		if e := tb.must(DeathNotice); e.Player != 1 {
			t.Fatalf("%+v", e)
		}
		tb.mustNot(WoundNotice)
	})
	t.Run("001 l.152 H3: the reference's two lives", func(t *testing.T) {
		tb := newTable(t, m, livesRules(0), "Ann@1,1", "Bob@3,1")
		tb.say("Ann", "shoot right, go down")
		if b := tb.player("Bob"); b.Health != Wounded || b.Lives != 1 {
			t.Fatalf("Bob %v, %d lives", b.Health, b.Lives)
		}
		// The reference's wound notice and status say nothing of lives.
		if e := tb.must(WoundNotice); e.Limit != 0 {
			t.Fatalf("a reference wound notice with lives: %+v", e)
		}
		data, _ := json.Marshal(tb.must(WoundNotice))
		if strings.Contains(string(data), "limit") {
			t.Fatalf("%s", data)
		}
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "status?")
		data, _ = json.Marshal(tb.must(StatusOf))
		if strings.Contains(string(data), "lives") {
			t.Fatalf("a reference status tells lives: %s", data)
		}
	})
	t.Run("004 l.34–39 R6, R28: three lives; each hit takes one, the third kills", func(t *testing.T) {
		tb := newTable(t, m, livesRules(3), "Ann@1,1", "Bob@3,1")
		if b := tb.player("Bob"); b.Lives != 3 || b.Health != Healthy {
			t.Fatalf("at the start: %+v", b)
		}
		for hit := 1; hit <= 2; hit++ {
			tb.say("Ann", "shoot right, go down")
			tb.must(Scream)
			b := tb.player("Bob")
			if b.Health != Wounded || b.Lives != 3-hit {
				t.Fatalf("after hit %d: %v, %d lives", hit, b.Health, b.Lives)
			}
			// Told on his turn, with the lives left.
			if e := tb.must(WoundNotice); e.Player != 1 || e.Limit != 3-hit {
				t.Fatalf("wound notice %+v, want %d lives left", e, 3-hit)
			}
			tb.say("Bob", "keep my cell")
			tb.say("Bob", "status?")
			if s := tb.must(StatusOf).Status; s.Lives != 3-hit || s.Health != Wounded {
				t.Fatalf("status %+v", s)
			}
			tb.say("Bob", "skip")
			tb.say("Ann", "go up")
			tb.say("Bob", "skip")
		}
		// Ann's bullets: three shots, the third kills.
		tb.say("Ann", "shoot right, go down")
		if b := tb.player("Bob"); b.Health != Dead || b.Lives != 0 {
			t.Fatalf("after the third hit: %+v", b)
		}
		if e := tb.must(GameOver); e.Result != LastStanding || e.Player != 0 {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("004 l.34–37 R25: a shot hits every player on the nearest cell in its direction", func(t *testing.T) {
		tb := newTable(t, m, livesRules(3), "Ann@1,1", "Bob@3,1", "Cid@3,1", "Dan@5,1")
		tb.say("Ann", "shoot right, go down")
		tb.must(Scream)
		for name, lives := range map[string]int{"Bob": 2, "Cid": 2, "Dan": 3} {
			if got := tb.player(name).Lives; got != lives {
				t.Errorf("%s has %d lives, want %d", name, got, lives)
			}
		}
	})
	t.Run("004 l.38–39 R27: a treasure is carried only with all three lives", func(t *testing.T) {
		tb := newTable(t, m, livesRules(3), "Ann@5,1", "Bob@5,2")
		tb.say("Ann", "shoot down, go left")
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "go down") // onto the treasure with two lives of three
		if f := tb.must(Found); f.Items.Treasures != 1 {
			t.Fatalf("%+v", f)
		}
		tb.mustNot(PickedUp)
		tb.say("Ann", "skip")
		tb.say("Bob", "take the treasure, go left")
		if e := tb.must(CannotDo); e.Reason != NotHealthy {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("004 l.11–13 R10: a hospital restores every life", func(t *testing.T) {
		tb := newTable(t, m, livesRules(3), "Ann@1,2", "Bob@2,2")
		tb.say("Ann", "shoot right, go up")
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "skip")
		tb.say("Ann", "go down, shoot right") // Bob: one life left
		tb.say("Bob", "keep my cell")
		if b := tb.player("Bob"); b.Lives != 1 {
			t.Fatalf("%+v", b)
		}
		tb.say("Bob", "go right") // into the hospital
		tb.must(Healed)
		if b := tb.player("Bob"); b.Lives != 3 || b.Health != Healthy {
			t.Fatalf("after the hospital: %v, %d lives", b.Health, b.Lives)
		}
		tb.say("Ann", "skip")
		tb.say("Bob", "status?")
		data, _ := json.Marshal(tb.must(StatusOf))
		if !strings.Contains(string(data), `"lives":3`) {
			t.Fatalf("the status tells the lives: %s", data)
		}
	})
	t.Run("004 l.39 R28 and §4.7: a wounded player infected dies whatever lives he has", func(t *testing.T) {
		tb := newTable(t, m, livesRules(3), "Ann@1,1", "Bob@3,1")
		tb.say("Ann", "shoot right, go down")
		bi, _ := tb.g.PlayerByName("Bob")
		tb.g.out = nil
		tb.g.infect(bi)
		if b := tb.player("Bob"); b.Health != Dead {
			t.Fatalf("%+v", b)
		}
	})
	t.Run("001 l.150 H1: no health tracking, nothing wounds", func(t *testing.T) {
		r := rules.Reference()
		r.Health = rules.HealthNone
		r.StartBullets, r.MaxBullets, r.StartGrenades, r.MaxGrenades = 0, 0, 0, 0
		r.Landmines, r.Encephalitis = false, false
		tb := newTable(t, m, r, "Ann@1,1", "Bob@3,1")
		tb.say("Ann", "shoot right, go down")
		if e := tb.must(ShotRefused); e.Reason != NoBullets {
			t.Fatalf("%+v", e)
		}
		if b := tb.player("Bob"); b.Health != Healthy {
			t.Fatalf("%+v", b)
		}
		bad := r
		bad.MaxBullets = 3
		if _, err := New(Setup{Maze: m, Rules: bad, Players: []string{"Ann"}}); err == nil || !strings.Contains(err.Error(), "H1") {
			t.Fatalf("H1 with bullets: %v", err)
		}
	})
}
