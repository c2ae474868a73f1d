package bot

import (
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// heardBy is what seat i heard of a game, without the game's numbers.
func heardBy(log []game.Event, i int) []game.Event {
	out := game.Filter(nil, log, i)
	for j := range out {
		out[j].Seq = 0
	}
	return out
}

// untouched lists the cells no player ever stood on, nor stood next to: a
// plan may differ there without any announcement changing, as long as no
// bullet flew through them.
func untouched(m *maze.Maze, log []game.Event) map[maze.Pos]bool {
	near := map[maze.Pos]bool{}
	for _, e := range log {
		if e.Code == game.Position || e.Code == game.StartChosen || e.Code == game.StartPlaced {
			near[e.Pos] = true
			for _, d := range maze.Dirs {
				near[e.Pos.Step(d)] = true
			}
		}
	}
	out := map[maze.Pos]bool{}
	for i := range m.Len() {
		if p := m.PosOf(i); m.Inside(p) && !near[p] {
			out[p] = true
		}
	}
	return out
}

// TestBotCannotSeeThePlan is the fairness proof of issue 13: bots play a
// game; then the plan is redrawn where nobody went — cells turned into
// hospitals, walls put up or taken down between them, the true treasure
// moved to one nobody reached — and the same bots play again with the same
// seeds. Every seat hears the same announcements as before, and every bot
// says exactly what it said before: what it says depends on what its seat
// heard, never on the plan (docs/bots.md, "Fairness").
func TestBotCannotSeeThePlan(t *testing.T) {
	r := rules.Reference()
	checked := 0
	for seed := uint64(1); seed <= 30; seed++ {
		a := generated(t, 10, 10, 3, r, seed)
		levels := []Level{Standard, Expert, Beginner}
		first, err := Match(a, r, levels, seed)
		if err != nil {
			t.Fatal(err)
		}
		free := untouched(a, first.Log)
		b := a.Clone()
		changed := 0
		for i := range b.Len() {
			p := b.PosOf(i)
			if !free[p] || b.Kind(p) != maze.Land {
				continue
			}
			if changed%2 == 0 {
				c := b.Cell(p)
				c.Kind = maze.Hospital
				b.SetCell(p, c)
			}
			if q := p.Step(maze.Right); free[q] {
				if b.Side(p, maze.Right) == maze.Open {
					b.SetSide(p, maze.Right, maze.Wall)
				} else {
					b.SetSide(p, maze.Right, maze.Open)
				}
			}
			changed++
		}
		// The true treasure goes where nobody went, if a fake lies there.
		for i, tr := range b.Treasures {
			if free[tr.At] && !tr.True {
				for j := range b.Treasures {
					b.Treasures[j].True = j == i
				}
				changed++
				break
			}
		}
		if changed == 0 || a.Equal(b) {
			continue
		}
		second, err := Match(b, r, levels, seed)
		if err != nil {
			// the redrawn plan breaks a rule of §8 (a cell cut off, say):
			// not a plan a game master may draw
			continue
		}
		same := true
		for i := range levels {
			if !reflect.DeepEqual(heardBy(first.Log, i), heardBy(second.Log, i)) {
				same = false // a bullet flew through a changed cell: announcements differ
			}
		}
		if !same {
			continue
		}
		checked++
		if !reflect.DeepEqual(first.Said, second.Said) || first.Result != second.Result || first.Rounds != second.Rounds {
			t.Fatalf("seed %d: the same announcements on another plan, yet the bots played differently", seed)
		}
	}
	t.Logf("%d games replayed on a redrawn plan", checked)
	if checked < 6 {
		t.Fatalf("only %d games could be replayed on a redrawn plan", checked)
	}
}

// TestBotIsAFunctionOfWhatItHeard replays to a fresh bot, event by event,
// what a bot's seat heard in a game, and asks it at each of its turns what
// it would say: it says what the bot in the game said. Nothing but the
// events (and the public information and its seed) goes into a bot.
func TestBotIsAFunctionOfWhatItHeard(t *testing.T) {
	r := rules.Reference()
	for seed := uint64(1); seed <= 4; seed++ {
		m := generated(t, 8, 8, 2, r, seed)
		levels := []Level{Expert, Standard}
		out, err := Match(m, r, levels, seed)
		if err != nil {
			t.Fatal(err)
		}
		info := game.PublicInfo{Names: Names[:2], Rules: r, Outline: game.OutlineOf(m)}
		for me, lv := range levels {
			heard := game.Filter(nil, out.Log, me)
			fresh := New(lv, info, me, seed*0x9e3779b97f4a7c15+uint64(me))
			fresh.ChooseStart()
			known := session.NewKnown(r, info.Names, me)
			said, fed := 0, 0
			for i, e := range heard {
				if e.Code == game.Said && e.Player == me && e.Move.Movement() >= 0 {
					fresh.Hear(heard[fed:i]...)
					fed = i
					want := e.Move.String()
					if got := fresh.Next(*known).Move.String(); got != want {
						t.Fatalf("seed %d, %s's statement %d: the replayed bot says %q, the bot in the game said %q", seed, Names[me], said+1, got, want)
					}
					said++
				}
				known.Apply(e)
			}
			if said == 0 {
				t.Fatalf("seed %d: %s said no move", seed, Names[me])
			}
		}
	}
}
