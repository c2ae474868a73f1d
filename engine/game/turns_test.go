package game

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

func TestStart(t *testing.T) {
	m := plan(t, []string{"L H W", "Rv L L", "D L P1.1", "L L P1.2"}, "1,1 left exit", "3,4 right exit", "$2,4")
	newGame := func() *Game {
		g, err := New(Setup{Maze: m, Rules: ref(), Players: []string{"Ann", "Bob"}})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	t.Run("§6.1 start choices are secret", func(t *testing.T) {
		g := newGame()
		out, err := g.Apply(Choose(0, pos(2, 1)), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(out) != 1 || out[0].Code != StartChosen || out[0].To != OnlyPlayer(0) {
			t.Fatalf("%+v", out)
		}
	})
	t.Run("§6.1 the game master may void the choices; the same cell may not be chosen again", func(t *testing.T) {
		g := newGame()
		for _, c := range []Command{Choose(0, pos(2, 1)), Choose(1, pos(1, 1))} {
			if _, err := g.Apply(c, nil); err != nil {
				t.Fatal(err)
			}
		}
		out, err := g.Apply(Command{Kind: InvalidateStarts}, nil)
		if err != nil || out[0].Code != StartsInvalid || out[0].To.Kind != ToEveryone {
			t.Fatalf("%v %+v", err, out)
		}
		if _, err := g.Apply(Command{Kind: Begin}, nil); err == nil || !strings.Contains(err.Error(), "Ann, Bob") {
			t.Fatalf("begin without choices: %v", err)
		}
		if _, err := g.Apply(Choose(0, pos(2, 1)), nil); err == nil {
			t.Fatal("the voided cell was accepted again")
		}
		if _, err := g.Apply(Choose(0, pos(2, 2)), nil); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("§6.2 everyone hears where everyone starts", func(t *testing.T) {
		g := newGame()
		for _, c := range []Command{Choose(0, pos(1, 2)), Choose(1, pos(3, 3))} {
			if _, err := g.Apply(c, nil); err != nil {
				t.Fatal(err)
			}
		}
		out, err := g.Apply(Command{Kind: Begin}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var kinds []maze.Kind
		for _, e := range out {
			if e.Code == StartCell {
				if e.To.Kind != ToEveryone {
					t.Errorf("start cell announced to %+v", e.To)
				}
				kinds = append(kinds, e.Cell)
			}
			if e.Code == Position && e.To.Kind != ToMaster {
				t.Errorf("a start position leaked to %+v", e.To)
			}
		}
		if len(kinds) != 2 || kinds[0] != maze.River || kinds[1] != maze.Pit {
			t.Fatalf("announced %v", kinds)
		}
		// Being placed is not arriving: no river carries, no pit sends on.
		if g.Player(0).Pos != pos(1, 2) || g.Player(1).Pos != pos(3, 3) {
			t.Fatalf("moved at start: %v %v", g.Player(0).Pos, g.Player(1).Pos)
		}
	})
	t.Run("G2 the game master places a player without telling him", func(t *testing.T) {
		g := newGame()
		out, err := g.Apply(Command{Kind: PlaceStart, Player: 0, Cell: pos(3, 3)}, nil)
		if err != nil || len(out) != 2 {
			t.Fatalf("%v %+v", err, out)
		}
		// The game master's record: he placed her, and where.
		if e := out[0]; e.Code != StartPlaced || e.To.Kind != ToMaster || e.Pos != pos(3, 3) || e.Player != 0 {
			t.Errorf("the game master's record: %+v", e)
		}
		// She hears that the game master chooses her start (seed 001, G2:
		// "the players do not know their initial positions"), not where.
		if e := out[1]; e.Code != StartByMaster || !e.To.Includes(0) || e.To.Includes(1) || e.To.Includes(Spectator) || e.Pos != (maze.Pos{}) {
			t.Errorf("what Ann hears: %+v", e)
		}
		// Placed again, she is not told again.
		out, err = g.Apply(Command{Kind: PlaceStart, Player: 0, Cell: pos(3, 3)}, nil)
		if err != nil || len(out) != 1 || out[0].Code != StartPlaced {
			t.Fatalf("placed again: %v %+v", err, out)
		}
		g.Apply(Choose(1, pos(1, 1)), nil)
		if _, err := g.Apply(Command{Kind: Begin}, nil); err != nil || g.Player(0).Pos != pos(3, 3) {
			t.Fatalf("%v at %v", err, g.Player(0).Pos)
		}
	})
	t.Run("G2 a game of the rulings before placing was told replays as it was played", func(t *testing.T) {
		g, err := New(Setup{Maze: m, Rules: ref(), Players: []string{"Ann", "Bob"}, Rulings: RulingsAudit})
		if err != nil {
			t.Fatal(err)
		}
		out, err := g.Apply(Command{Kind: PlaceStart, Player: 0, Cell: pos(3, 3)}, nil)
		if err != nil || len(out) != 1 || out[0].Code != StartChosen || out[0].To.Kind != ToMaster {
			t.Fatalf("%v %+v", err, out)
		}
	})
	t.Run("G2 a placed player's start is the game master's: he may place him again, the player may not choose", func(t *testing.T) {
		g := newGame()
		for _, c := range []Command{{Kind: PlaceStart, Player: 0, Cell: pos(3, 3)}, {Kind: PlaceStart, Player: 0, Cell: pos(1, 2)}} {
			if _, err := g.Apply(c, nil); err != nil {
				t.Fatalf("%+v: %v", c, err)
			}
		}
		if p := g.Player(0); !p.Placed || p.Choice != pos(1, 2) {
			t.Fatalf("placed again: %+v", p)
		}
		if _, err := g.Apply(Choose(0, pos(2, 2)), nil); err == nil {
			t.Fatal("Ann chose over the game master's placement")
		}
		// §6.1 once the choices are declared invalid, each chooses again.
		if _, err := g.Apply(Command{Kind: InvalidateStarts}, nil); err != nil {
			t.Fatal(err)
		}
		if g.Player(0).Placed {
			t.Fatal("still placed after the choices were declared invalid")
		}
		if _, err := g.Apply(Choose(0, pos(2, 2)), nil); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("start cells must be in the labyrinth", func(t *testing.T) {
		m := plan(t, []string{"L L #", "L L L"}, "$1,1")
		g, _ := New(Setup{Maze: m, Rules: ref(), Players: []string{"Ann"}})
		if _, err := g.Apply(Choose(0, pos(3, 1)), nil); err == nil {
			t.Fatal("a cell outside the shape was accepted")
		}
		if _, err := g.Apply(Choose(0, pos(9, 9)), nil); err == nil {
			t.Fatal("a cell off the grid was accepted")
		}
	})
}

func TestTurnsAndQuestions(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	t.Run("§6.2 players move in order", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,1", "Bob@5,5")
		tb.refuse("Bob", "go up", "Ann's turn")
		tb.say("Ann", "go right")
		tb.refuse("Ann", "go right", "Bob's turn")
	})
	t.Run("§2.1 one movement per move", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,1")
		c := Play(0, moves.Move{Actions: []moves.Action{{Kind: moves.Shoot, Dir: maze.Up}}})
		if _, err := tb.g.Apply(c, nil); err == nil {
			t.Fatal("a move without movement was accepted")
		}
		c = Play(0, moves.Move{Actions: []moves.Action{{Kind: moves.Go, Dir: maze.Up}, {Kind: moves.Go, Dir: maze.Up}}})
		if _, err := tb.g.Apply(c, nil); err == nil {
			t.Fatal("two movements were accepted")
		}
	})
	t.Run("§2.1 actions after the movement happen on the new cell", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,1", "Bob@2,3")
		tb.say("Ann", "go right, shoot down") // from (2,1) the bullet reaches Bob
		tb.must(Scream)
	})
	t.Run("§6.4 status answers", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,1", "Bob@5,5")
		tb.say("Ann", "shoot down, go right")
		tb.say("Ann", "status") // after her move
		e := tb.must(StatusOf)
		want := Status{Health: Healthy, Bullets: 2, Grenades: 3, NewCells: 1}
		if e.Status != want || e.To.Kind != ToEveryone {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§6.3 recall the last move only", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,1", "Bob@5,5")
		tb.refuse("Bob", "recall Ann", "has not moved")
		tb.say("Ann", "go right")
		tb.say("Bob", "go up")
		tb.say("Ann", "go down")
		tb.say("Bob", "recall Ann")
		e := tb.must(Recall)
		if e.Move.String() != "go down" || e.Other != 0 {
			t.Fatalf("%+v", e)
		}
		var recalled int
		for _, ev := range tb.last {
			if ev.Recalled {
				recalled++
				if ev.To.Kind != ToEveryone {
					t.Errorf("recall repeats a secret: %+v", ev)
				}
			}
		}
		if recalled == 0 {
			t.Fatal("the results of the move are not repeated")
		}
		tb.refuse("Bob", "recall Bob", "not one's own")
	})
}

// TestAudience checks the security boundary: no event a player may see
// carries a position, except the cells he chose himself.
func TestAudience(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3", "2,2 right")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@2,2", "Cid@5,5")
	script := [][2]string{
		{"Ann", "go down, shoot right"},
		{"Bob", "new cell (4,4)"},
		{"Bob", "blow up the wall to the right, go up"},
		{"Cid", "go up"},
		{"Ann", "status"},
		{"Ann", "go right"},
	}
	for _, s := range script {
		tb.say(s[0], s[1])
	}
	for _, e := range tb.events {
		if e.Code == Position || e.Code == StartChosen {
			if e.To.Kind == ToEveryone {
				t.Errorf("position told to everyone: %+v", e)
			}
			if e.To.Kind == ToPlayer && e.Code == Position {
				// Only a new cell the player ordered himself.
				if e.Player != e.To.Player {
					t.Errorf("position of %d told to %d", e.Player, e.To.Player)
				}
			}
		}
		switch e.Code {
		case PlayerWounded, PlayerKilled, WallDestroyed, WallStood, NoWall:
			if e.To.Kind != ToMaster {
				t.Errorf("%s told to %+v", e.Code, e.To)
			}
		}
	}
	var ann []Event
	ann = Filter(ann, tb.events, 0)
	for _, e := range ann {
		if e.To.Kind == ToMaster || (e.To.Kind == ToPlayer && e.To.Player != 0) {
			t.Errorf("Filter let through %+v", e)
		}
	}
}

func TestJournalReplay(t *testing.T) {
	m := plan(t, []string{"L Rv W", "H D P1.1", "L L P1.2"}, "1,1 left exit", "3,3 right closed", "$1,3", "f2,3", "1,2 right")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@3,1", "Cid@1,3")
	for _, s := range [][2]string{
		{"Ann", "shoot right, go down"},
		{"Bob", "new cell (2,3)"},
		{"Bob", "blow up the wall to the right, go up"},
		{"Cid", "go right"},
		{"Ann", "status"},
		{"Ann", "go right"},
		{"Bob", "recall Ann"},
		{"Bob", "go left"},
		{"Cid", "skip"},
	} {
		tb.say(s[0], s[1])
	}
	data, err := EncodeJournal(tb.g)
	if err != nil {
		t.Fatal(err)
	}
	g2, torn, err := ReplayJournal(data)
	if err != nil || torn {
		t.Fatalf("replay: %v (torn %v)\n%s", err, torn, data)
	}
	a, _ := tb.g.Snapshot()
	b, _ := g2.Snapshot()
	if string(a) != string(b) {
		t.Fatalf("replayed state differs:\n%s\n%s", a, b)
	}
	// A torn last line (a crash while appending) is dropped, not fatal.
	cut := data[:len(data)-10]
	g3, torn, err := ReplayJournal(cut)
	if err != nil || !torn || len(g3.Journal()) != len(tb.g.Journal())-1 {
		t.Fatalf("torn journal: %v torn=%v commands=%d", err, torn, len(g3.Journal()))
	}
	// A whole last line that is not even JSON (a power cut during its flush
	// can leave zeros) was never acknowledged either; a last line that is
	// JSON but wrong is an error, not a crash's leftover.
	zeros := append(append([]byte(nil), data...), make([]byte, 12)...)
	zeros = append(zeros, '\n')
	if g4, torn, err := ReplayJournal(zeros); err != nil || !torn || len(g4.Journal()) != len(tb.g.Journal()) {
		t.Fatalf("zeros: %v torn=%v", err, torn)
	}
	wrong := append(append([]byte(nil), data...), `{"cmd":"say","player":"Zed","text":"go up"}`+"\n"...)
	if _, _, err := ReplayJournal(wrong); err == nil {
		t.Fatal("a wrong last line was dropped as if a crash had left it")
	}
	// A bad line in the middle is an error naming the line.
	lines := strings.Split(string(data), "\n")
	lines[3] = `{"cmd":"say","player":"Zed","text":"go up"}`
	if _, _, err := ReplayJournal([]byte(strings.Join(lines, "\n"))); err == nil || !strings.Contains(err.Error(), "line 4") {
		t.Fatalf("bad line: %v", err)
	}
}

func TestEventJSON(t *testing.T) {
	m := plan(t, []string{"L Rv W", "H D P1.1", "L L P1.2"}, "1,1 left exit", "$1,3")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@3,1")
	tb.say("Ann", "shoot right, go down")
	tb.say("Bob", "new cell (2,3)")
	tb.say("Bob", "go up")
	tb.say("Ann", "status")
	tb.say("Ann", "go down")
	tb.say("Bob", "recall Ann")
	seen := map[Code]bool{}
	for _, e := range tb.events {
		data, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("%s: %v", e.Code, err)
		}
		var back Event
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		again, _ := json.Marshal(back)
		if string(again) != string(data) {
			t.Errorf("round trip:\n%s\n%s", data, again)
		}
		seen[e.Code] = true
	}
	if len(seen) < 12 {
		t.Errorf("only %d codes exercised", len(seen))
	}
	for _, bad := range []string{`{"code":"nope","to":"everyone"}`, `{"code":"moved","to":"nobody"}`, `{"code":"moved","to":"everyone","dir":"sideways"}`, `{"code":"said","to":"everyone","move":"go nowhere"}`} {
		var e Event
		if err := json.Unmarshal([]byte(bad), &e); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}
