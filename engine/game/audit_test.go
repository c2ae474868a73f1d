package game

import (
	"encoding/json"
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
	rows := []string{
		"L L L W",
		"L L L L",
	}
	m := plan(t, rows, "1,1 left exit", "4,2 right exit", "$3,2", "2,2 right")
	mines := func() rules.Rules {
		r := ref()
		r.StartLandmines = 1
		return r
	}
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
