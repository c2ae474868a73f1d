package game

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Tests of the rulings of the independent rules audit (issue 9): scenarios
// written from the reference alone, each named with its section.

// hurtBy returns the wounded or killed event of the named player among the
// last command's events.
func (tb *table) hurtBy(code Code, name string) Event {
	tb.t.Helper()
	pi, _ := tb.g.PlayerByName(name)
	for _, e := range tb.last {
		if e.Code == code && e.Player == pi {
			return e
		}
	}
	tb.t.Fatalf("no %s event for %s in %v", code, name, tb.codes())
	return Event{}
}

func TestLandmineBlastIsToldAsALandmine(t *testing.T) {
	m := mineField(t)
	// cause checks the game master's record of a blast: the cause is the
	// landmine, the other player is who set it off, and the JSON says so.
	cause := func(t *testing.T, e Event, trigger int) {
		t.Helper()
		if e.Reason != Landmine || e.Other != trigger || e.To.Kind != ToMaster {
			t.Fatalf("%s: reason %q, other %d, audience %v; want landmine, %d, the game master", e.Code, e.Reason, e.Other, e.To.Kind, trigger)
		}
		data, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), `"reason":"landmine"`) {
			t.Fatalf("§5.7: the event's data does not say it was a landmine: %s", data)
		}
		var back Event
		if err := json.Unmarshal(data, &back); err != nil || back.Reason != Landmine {
			t.Fatalf("read back: %v, reason %q", err, back.Reason)
		}
	}
	t.Run("§5.7 whoever arrives and everyone on the cell are wounded by the landmine", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@1,1", "Bob@3,1", "Cid@2,1")
		tb.play("Ann", mv(setMineA(maze.Right), step(maze.Down))) // armed under Cid, harmless to him
		tb.say("Bob", "go left")
		cause(t, tb.hurtBy(PlayerWounded, "Bob"), 1)
		cause(t, tb.hurtBy(PlayerWounded, "Cid"), 1)
	})
	t.Run("§5.7 a wounded player on the cell is killed by the landmine", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@1,1", "Bob@3,1", "Cid@2,1")
		tb.play("Ann", mv(setMineA(maze.Right), step(maze.Down)))
		tb.say("Bob", "shoot left, go up") // Cid is wounded by a bullet; Bob hits the monolith
		if e := tb.hurtBy(PlayerWounded, "Cid"); e.Reason != Bullet || e.Other != 1 {
			t.Fatalf("§5.5: a bullet's wound: reason %q, other %d", e.Reason, e.Other)
		}
		tb.say("Cid", "keep my cell")
		tb.say("Cid", "skip")
		tb.say("Ann", "skip")
		tb.say("Bob", "go left")
		cause(t, tb.hurtBy(PlayerWounded, "Bob"), 1)
		cause(t, tb.hurtBy(PlayerKilled, "Cid"), 1)
	})
	t.Run("§5.7 §4.7 an infected player is killed by the landmine", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@1,1", "Bob@3,1")
		tb.play("Ann", mv(setMineA(maze.Right), step(maze.Down)))
		tb.g.players[1].Health = Infected
		tb.say("Bob", "go left")
		cause(t, tb.hurtBy(PlayerKilled, "Bob"), 1)
	})
	t.Run("§5.7 a corpse thrown onto a landmine wounds who stands there", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@1,1", "Bob@2,1", "Cid@1,1")
		tb.play("Ann", mv(setMineA(maze.NoDir), step(maze.Down))) // armed at (1,1), under Cid
		tb.g.players[1].Carry = Carried{Item: moves.Corpse, Corpse: Corpse{Player: -1}}
		tb.play("Bob", mv(throwA(moves.Corpse, maze.Left), step(maze.Right)))
		cause(t, tb.hurtBy(PlayerWounded, "Cid"), 1)
	})
	t.Run("§6.7 §5.7 a blast in a dark move is recorded as a landmine too", func(t *testing.T) {
		tb := newTable(t, m, mines(), "Ann@1,1", "Bob@3,1")
		tb.play("Ann", mv(setMineA(maze.Right), step(maze.Down)))
		tb.play("Bob", moves.Move{Actions: []moves.Action{step(maze.Left)}, Tell: moves.TellNothing})
		cause(t, tb.hurtBy(PlayerWounded, "Bob"), 1)
	})
}

func TestAnnouncedBeforeTheGame(t *testing.T) {
	m := plan(t, []string{"L E L", "L L H", "W L L"}, "1,1 left exit", "3,3 right exit", "$1,3")
	begin := func(t *testing.T, s Setup) []Event {
		t.Helper()
		g, err := New(s)
		if err != nil {
			t.Fatal(err)
		}
		for i := range s.Players {
			if _, err := g.Apply(Choose(i, pos(1, i+1)), nil); err != nil {
				t.Fatal(err)
			}
		}
		out, err := g.Apply(Command{Kind: Begin}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	find := func(out []Event, c Code) (Event, bool) {
		for _, e := range out {
			if e.Code == c {
				return e, true
			}
		}
		return Event{}, false
	}
	t.Run("§8.6 §3.6 Nstop and the healing time are announced to everyone at the start", func(t *testing.T) {
		r := ref()
		r.HealingMoves = 4
		out := begin(t, Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob"}})
		n, ok := find(out, NStopTold)
		if !ok || n.Limit != 9 || n.To.Kind != ToEveryone {
			t.Fatalf("Nstop: %+v (found %v); want 9, the number of cells, told to everyone", n, ok)
		}
		h, ok := find(out, HealingTime)
		if !ok || h.Count != 4 || h.To.Kind != ToEveryone {
			t.Fatalf("healing time: %+v (found %v)", h, ok)
		}
		if out[0].Code != GameStarted || n.Seq > h.Seq || h.Seq > out[len(out)-1].Seq {
			t.Fatalf("order: %v", out)
		}
		for _, e := range out {
			if e.Code == StartCell && e.Seq < h.Seq {
				t.Fatal("the start cells are told after what the game master announces")
			}
		}
	})
	t.Run("§8.6 §7.1 a game without encephalitis announces no healing time", func(t *testing.T) {
		mb := plan(t, []string{"L L L", "L L H", "W L L"}, "1,1 left exit", "3,3 right exit", "$1,3")
		r := rules.Beginner()
		r.NStop = 40
		out := begin(t, Setup{Maze: mb, Rules: r, Players: []string{"Ann"}})
		if n, ok := find(out, NStopTold); !ok || n.Limit != 40 {
			t.Fatalf("Nstop: %+v %v", n, ok)
		}
		if _, ok := find(out, HealingTime); ok {
			t.Fatal("a healing time announced in a game without encephalitis")
		}
	})
	t.Run("journals of the first rulings replay as they were played", func(t *testing.T) {
		s := Setup{Maze: m, Rules: ref(), Players: []string{"Ann", "Bob"}, Rulings: RulingsFirst}
		out := begin(t, s)
		if _, ok := find(out, NStopTold); ok {
			t.Fatal("a game of the first rulings announces what it did not")
		}
		tb := newTable(t, m, ref(), "Ann@1,1", "Bob@2,2")
		g, err := New(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range tb.g.Journal() {
			if _, err := g.Apply(c, nil); err != nil {
				t.Fatal(err)
			}
		}
		data, err := EncodeJournal(g)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.SplitN(string(data), "\n", 2)[0], `"version":1,`) {
			t.Fatalf("the header of a first-rulings game: %s", strings.SplitN(string(data), "\n", 2)[0])
		}
		back, torn, err := ReplayJournal(data)
		if err != nil || torn || back.Setup().Rulings != RulingsFirst {
			t.Fatalf("replay: %v, torn %v, rulings %d", err, torn, back.Setup().Rulings)
		}
		a, _ := g.Snapshot()
		b, _ := back.Snapshot()
		if string(a) != string(b) {
			t.Fatal("the replay differs")
		}
		if head, _ := EncodeHeader(tb.g.Setup()); !strings.Contains(string(head), `"version":3,`) {
			t.Fatalf("a new game's header: %s", head)
		}
		newer := strings.Replace(string(data), `"version":1,`, `"version":4,`, 1)
		if _, _, err := ReplayJournal([]byte(newer)); err == nil || !strings.Contains(err.Error(), "version 4 is not supported") {
			t.Fatalf("a newer journal: %v", err)
		}
		if _, err := New(Setup{Maze: m, Rules: ref(), Players: []string{"Ann"}, Rulings: CurrentRulings + 1}); err == nil {
			t.Fatal("unknown rulings accepted")
		}
	})
}

func TestAskTheRules(t *testing.T) {
	m := plan(t, []string{"L L L", "L L H", "W L L"}, "1,1 left exit", "3,3 right exit", "$1,3")
	r := ref()
	r.HealingMoves = 6
	r.Handicaps = []rules.Handicap{{Player: "Bob", ExtraNewCell: true}}
	t.Run("§7 before the game, a player asks the rules and alone hears them", func(t *testing.T) {
		g, err := New(Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob", "Cid"}})
		if err != nil {
			t.Fatal(err)
		}
		s, err := moves.ParseStatement("what are the rules?")
		if err != nil {
			t.Fatal(err)
		}
		out, err := g.Apply(Ask(1, s), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(out) != 1 || out[0].Code != RulesOf || out[0].To != OnlyPlayer(1) || out[0].Rules == nil {
			t.Fatalf("%+v", out)
		}
		got := *out[0].Rules
		want := r
		want.NStop, want.Reorders = 9, 2
		if !got.Equal(want) {
			t.Fatalf("rules in force %+v, want %+v", got, want)
		}
		data, err := json.Marshal(out[0])
		if err != nil {
			t.Fatal(err)
		}
		var back Event
		if err := json.Unmarshal(data, &back); err != nil || back.Rules == nil || !back.Rules.Equal(want) {
			t.Fatalf("read back: %v %+v\n%s", err, back.Rules, data)
		}
	})
	t.Run("§7 during play, any player asks at any time; the turn does not pass", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@1,1", "Bob@2,2")
		tb.say("Bob", "rules?")
		e := tb.must(RulesOf)
		if e.To != OnlyPlayer(1) || e.Rules.HealingMoves != 6 {
			t.Fatalf("%+v", e)
		}
		if tb.g.Current() != 0 {
			t.Fatal("asking the rules passed the turn")
		}
		if len(tb.g.Journal()) == 0 || tb.g.Journal()[len(tb.g.Journal())-1].Say.Kind != moves.AskRules {
			t.Fatal("the question is not journaled")
		}
		tb.say("Ann", "go right")
		tb.say("Ann", "which rules are in force?")
		tb.must(RulesOf)
	})
}

func TestConditionsFollowTheAnnouncement(t *testing.T) {
	// (2,1) flows right into the delta (3,1); (2,2) flows right into (3,2),
	// which flows up into the delta; below (3,2) a wall. (1,3) and (3,3)
	// are the pits of a loop.
	rows := []string{
		"L    R> D  L",
		"L    R> R^ W",
		"P1.1 L  P1.2 H",
	}
	m := plan(t, rows, "1,1 left exit", "4,3 right exit", "$4,1", "3,2 down")
	// answer plays the move of the named player and returns the answer to
	// its one condition.
	answer := func(t *testing.T, tb *table, name, move string) bool {
		t.Helper()
		tb.say(name, move)
		return tb.must(Condition).Yes
	}
	cases := []struct {
		name, start, move string
		want              bool
	}{
		{"§6.5 §4.6 carried to a delta: I walked into a river", "1,1", "go right; if I walk into a river, shoot up", true},
		{"§6.5 §4.6 carried to a delta: I did not walk into a delta", "1,1", "go right; if I walk into a delta, shoot up", false},
		{"§6.5 §4.6 carried to a delta: I was carried by the flow", "1,1", "go right; if I am carried by the flow, shoot up", true},
		{"§6.5 §4.6 carried along the river: I walked into a river", "1,2", "go right; if I walk into a river, shoot up", true},
		{"§6.5 §4.6 walking into a delta from land: a delta, not carried", "4,1", "go left; if I walk into a delta, shoot up", true},
		{"§6.5 §4.6 walking into a delta from land: not carried", "4,1", "go left; if I am carried by the flow, shoot up", false},
		{"§6.5 §4.6 hitting a wall in a river walks into nothing", "3,2", "go down; if I walk into a delta, shoot up", false},
		{"§6.5 §4.6 hitting a wall in a river: carried by the flow", "3,2", "go down; if I am carried by the flow, shoot up", true},
		{"§6.5 §4.6 hitting a wall in a river: a wall", "3,2", "go down; if I hit a wall, shoot up", true},
		{"§6.5 §2.2 no pit to move by the loop, then carried by the flow", "3,2", "go by the loop; if I am carried by the flow, shoot up", true},
		{"§6.5 §4.6 walked by the flow into a delta", "3,2", "go by the flow; if I walk into a delta, shoot up", true},
		{"§6.5 §4.6 walked by the flow: carried by the flow", "3,2", "go by the flow; if I am carried by the flow, shoot up", true},
		{"§6.5 §4.4 fell into a pit: I walked into a pit", "1,2", "go down; if I walk into a pit, shoot up", true},
		{"§6.5 §4.4 fell into a pit", "1,2", "go down; if I fall into a pit, shoot up", true},
		{"§6.5 §4.3 walked into a weaponry", "4,1", "go down; if I walk into a weaponry, shoot up", true},
		{"§6.5 §4.2 walked into a hospital", "4,2", "go down; if I walk into a hospital, shoot up", true},
		{"§6.5 §4.1 walked onto land", "1,2", "go up; if I walk onto land, shoot up", true},
		{"§6.5 §4.1 walked onto land, not into a hospital", "1,2", "go up; if I walk into a hospital, shoot up", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, m, ref(), "Ann@"+c.start)
			if got := answer(t, tb, "Ann", c.move); got != c.want {
				t.Fatalf("%q from (%s): the condition answered %v, want %v; the move: %v", c.move, c.start, got, c.want, tb.codes())
			}
		})
	}
	t.Run("§6.5 §4.2 walked into a hospital and was healed", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@4,2")
		tb.g.players[0].Health = Wounded
		tb.g.players[0].Bullets = 0
		tb.say("Ann", "go down; if I walk into a hospital, take a grenade; if I am healed, take a bullet")
		var answers []bool
		for _, e := range tb.last {
			if e.Code == Condition {
				answers = append(answers, e.Yes)
			}
		}
		if len(answers) != 2 || !answers[0] || !answers[1] {
			t.Fatalf("answers %v: %v", answers, tb.codes())
		}
	})
	t.Run("§6.5 §4.7 the immune walk onto land where the others arrive at the encephalitis cell", func(t *testing.T) {
		me := plan(t, []string{"L E L", "L L L"}, "1,1 left exit", "3,1 right exit", "$3,2")
		tb := newTable(t, me, ref(), "Ann@1,1")
		tb.g.players[0].Immune = true
		if !answer(t, tb, "Ann", "go right; if I walk onto land, shoot up") {
			t.Fatal("the immune were told land")
		}
		tb.say("Ann", "go left")
		if answer(t, tb, "Ann", "go right; if I arrive at the encephalitis cell, shoot up") {
			t.Fatal("the immune were not told of an encephalitis cell")
		}
	})
	t.Run("§6.5 §5.2 what was thrown against a wall is found at one's feet", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,3")
		tb.say("Ann", "throw a bullet down, go right; if I find a bullet, shoot up")
		if !tb.must(Condition).Yes {
			t.Fatalf("\"you have found a bullet at your feet\": %v", tb.codes())
		}
	})
	t.Run("a game of the first rulings keeps its answers", func(t *testing.T) {
		g, err := New(Setup{Maze: m, Rules: ref(), Players: []string{"Ann"}, Rulings: RulingsFirst})
		if err != nil {
			t.Fatal(err)
		}
		tb := &table{t: t, g: g}
		tb.do(Choose(0, pos(1, 1)))
		tb.do(Command{Kind: Begin})
		if answer(t, tb, "Ann", "go right; if I walk into a river, shoot up") {
			t.Fatal("the first rulings judged the cell the flow carried him to")
		}
	})
}

func TestHospitalHealsWhoeverIsInIt(t *testing.T) {
	rows := []string{
		"L L H",
		"L L L",
	}
	m := plan(t, rows, "1,1 left exit", "3,1 up exit", "$1,2", "3,1 left")
	wounded := func(t *testing.T) *table {
		t.Helper()
		tb := newTable(t, m, ref(), "Ann@1,2", "Bob@3,2")
		tb.say("Ann", "shoot right, go up") // Bob is wounded at (3,2)
		if tb.player("Bob").Health != Wounded {
			t.Fatal("Bob is not wounded")
		}
		return tb
	}
	t.Run("§4.2 §5.5 a hospital ordered as the new cell heals at once, told to him alone", func(t *testing.T) {
		tb := wounded(t)
		tb.say("Bob", "order a new cell (3,1)")
		e := tb.must(Healed)
		if e.To != OnlyPlayer(1) || tb.player("Bob").Health != Healthy {
			t.Fatalf("healed %+v; Bob %v", e, tb.player("Bob").Health)
		}
		if slices.Contains(tb.visible(0), Healed) {
			t.Fatal("§5.5: the ordered cell is Bob's secret; Ann heard he was healed")
		}
		tb.say("Bob", "status")
		if e := tb.must(StatusOf); e.Status.Health != Healthy {
			t.Fatalf("status %+v", e.Status)
		}
		tb.say("Bob", "go down, shoot up") // continuing from the hospital, healthy
		tb.must(Shot)
	})
	t.Run("§4.2 a wounded player in a hospital who hits a wall is healed", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,2", "Bob@3,1")
		tb.g.players[1].Health = Wounded // as if placed there wounded
		tb.say("Ann", "skip")
		tb.say("Bob", "go left") // the wall left of (3,1)
		tb.must(HitWall)
		if e := tb.must(Healed); e.To.Kind != ToEveryone || tb.player("Bob").Health != Healthy {
			t.Fatalf("%+v; Bob %v", e, tb.player("Bob").Health)
		}
	})
	t.Run("§4.2 a wounded player who skips in a hospital is healed", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,2", "Bob@3,1")
		tb.g.players[1].Health = Wounded
		tb.say("Ann", "skip")
		tb.say("Bob", "skip")
		tb.must(Healed)
		if tb.player("Bob").Health != Healthy {
			t.Fatal("still wounded")
		}
	})
	t.Run("§4.2 §4.7 an infected player ordering a hospital is healed and immune", func(t *testing.T) {
		r := ref()
		r.Handicaps = []rules.Handicap{{Player: "Bob", ExtraNewCell: true}}
		tb := newTable(t, m, r, "Ann@1,2", "Bob@2,2")
		tb.g.players[1].Health, tb.g.players[1].HealLeft = Infected, 0
		tb.say("Ann", "skip")
		tb.say("Bob", "order a new cell (3,1)")
		tb.must(Healed)
		tb.must(BecameImmune)
		if b := tb.player("Bob"); b.Health != Healthy || !b.Immune {
			t.Fatalf("Bob %+v", b)
		}
	})
	t.Run("§4.2 §3.4 coming back in through an exit onto a hospital heals", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,2", "Bob@3,1")
		tb.g.players[1].Health = Wounded
		tb.g.players[1].Bullets = 0
		tb.g.players[1].Out, tb.g.players[1].Exit = true, maze.Side{At: pos(3, 1), Dir: maze.Up}
		tb.say("Ann", "skip")
		tb.say("Bob", "go down")
		if e := tb.must(Moved); e.Cell != maze.Hospital {
			t.Fatalf("%+v", e)
		}
		tb.must(Healed)
	})
	t.Run("a game of the first rulings keeps its hospitals", func(t *testing.T) {
		g, err := New(Setup{Maze: m, Rules: ref(), Players: []string{"Ann", "Bob"}, Rulings: RulingsFirst})
		if err != nil {
			t.Fatal(err)
		}
		tb := &table{t: t, g: g}
		tb.do(Choose(0, pos(1, 2)))
		tb.do(Choose(1, pos(3, 2)))
		tb.do(Command{Kind: Begin})
		tb.say("Ann", "shoot right, go up")
		tb.say("Bob", "order a new cell (3,1)")
		tb.say("Bob", "go left")
		if tb.player("Bob").Health != Wounded {
			t.Fatal("the first rulings healed him")
		}
	})
}
