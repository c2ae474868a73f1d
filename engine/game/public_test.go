package game

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func TestSpectatorHearsOnlyWhatIsSaidAloud(t *testing.T) {
	for _, c := range []struct {
		to   Audience
		want bool
	}{
		{Everyone(), true}, {OnlyPlayer(0), false}, {OnlyPlayer(1), false}, {MasterOnly(), false},
		{Audience{Kind: ToPlayer, Player: Spectator}, false},
	} {
		if got := c.to.Includes(Spectator); got != c.want {
			t.Errorf("%+v includes the spectator: %v, want %v", c.to, got, c.want)
		}
	}
	// §5.5, §6.1: the start chosen, positions and the victim of a shot are
	// not said aloud.
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@2,1", "Cid@5,5")
	tb.say("Ann", "shoot right, go down")
	seen := Filter(nil, tb.events, Spectator)
	for _, e := range seen {
		if e.To.Kind != ToEveryone {
			t.Fatalf("the spectator hears %+v", e)
		}
	}
	public := 0
	for _, e := range tb.events {
		if e.To.Kind == ToEveryone {
			public++
		}
	}
	if public != len(seen) || public == len(tb.events) {
		t.Fatalf("%d of %d events heard, %d said aloud", len(seen), len(tb.events), public)
	}
}

// TestPublicStateAsAnnounced checks that a death counts only once it is
// announced (§5.5: the victim is known when his turn comes), and the end.
func TestPublicStateAsAnnounced(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@5,5", "Cid@2,1")
	if s := tb.g.PublicState(); s.Phase != Playing || s.Round != 1 || s.Turn != 0 || len(s.Players) != 3 {
		t.Fatalf("%+v", s)
	}
	tb.say("Ann", "shoot right, go down")
	tb.say("Bob", "skip")
	tb.say("Cid", "skip")
	tb.say("Ann", "go up, shoot right") // Cid, wounded, is killed
	if tb.player("Cid").Health != Dead {
		t.Fatal("Cid must be dead")
	}
	s := tb.g.PublicState()
	if s.Players[2].Out != "" || s.Turn != 1 {
		t.Fatalf("Cid's death is public before it is announced: %+v", s)
	}
	tb.say("Bob", "go up")
	s = tb.g.PublicState()
	if s.Players[2].Out != DeathNotice || s.Turn != 0 || s.Round != 3 {
		t.Fatalf("after the death notice: %+v", s)
	}
	solo := newTable(t, m, ref(), "Ann@2,2")
	solo.say("Ann", "skip")
	if s := solo.g.PublicState(); s.Phase != Over || s.Result != DrawAllSkipped || s.Winner != -1 || s.Turn != -1 {
		t.Fatalf("after the end: %+v", s)
	}
}

// generated makes a labyrinth with gen for a public-info test: of w x h
// cells, in the shape given, for these rules and seed.
func generated(t *testing.T, w, h int, shape gen.Shape, r rules.Rules, seed uint64) *maze.Maze {
	t.Helper()
	p := gen.Defaults(w, h, 3, gen.Beginner, &r)
	p.Shape, p.Seed, p.Title = shape, seed, "test"
	res, err := gen.Generate(p)
	if err != nil {
		t.Fatalf("%dx%d seed %d: %v", w, h, seed, err)
	}
	return res.Maze
}

// publicOnly is what everyone heard, without the numbers of the events
// (which count the secret events too).
func publicOnly(events []Event) []Event {
	out := Filter(nil, events, Spectator)
	for i := range out {
		out[i].Seq = 0
	}
	return out
}

// TestPublicIsPublic is the property that PublicInfo and PublicState tell
// nothing secret: games on generated labyrinths of the same outline give
// the same PublicInfo, byte for byte, whatever their plans; PublicState is
// what the announcements to everyone give (PublicState.Apply over a
// spectator's events); and two games whose announcements are the same have
// the same PublicState, whatever their plans hide — here, which treasure
// is true, and a wholly different labyrinth of the same outline.
func TestPublicIsPublic(t *testing.T) {
	pairs := 16
	if testing.Short() {
		pairs = 4
	}
	names := []string{"Ann", "Bob", "Cid"}
	for i := range pairs {
		rng := rand.New(rand.NewPCG(uint64(i), 11))
		w, h := 4+rng.IntN(4), 4+rng.IntN(4)
		shape := []gen.Shape{gen.Rectangle, gen.NoCorners}[rng.IntN(2)]
		r := rules.Reference()
		if i%2 == 1 {
			r = randomRules(rng, false)
			r.CommonStart = false
		}
		a := generated(t, w, h, shape, r, uint64(100+i))
		other := generated(t, w, h, shape, r, uint64(200+i))
		swapped := a.Clone()
		swapTruth(swapped)
		games := make([]*Game, 3)
		for k, m := range []*maze.Maze{a, swapped, other} {
			g, err := New(Setup{Maze: m, Rules: r, Seed: uint64(i), Players: names})
			if err != nil {
				t.Fatal(err)
			}
			games[k] = g
		}
		info, _ := json.Marshal(games[0].PublicInfo())
		for _, g := range games[1:] {
			if again, _ := json.Marshal(g.PublicInfo()); string(again) != string(info) {
				t.Fatalf("pair %d: the public info differs between plans of one outline:\n%s\n%s", i, info, again)
			}
		}
		logs := make([][]Event, 3)
		same := []bool{true, true, true}
		apply := func(c Command) {
			for k, g := range games {
				out, err := g.Apply(c, nil)
				if err == nil {
					logs[k] = append(logs[k], out...)
				}
			}
			want := games[0].PublicState()
			heard := NewPublicState(len(names))
			heard.Apply(Filter(nil, logs[0], Spectator)...)
			if !reflect.DeepEqual(heard, want) {
				t.Fatalf("pair %d: the state %+v is not what was announced, %+v", i, want, heard)
			}
			for k := 1; k < 3; k++ {
				same[k] = same[k] && reflect.DeepEqual(publicOnly(logs[k]), publicOnly(logs[0]))
				if got := games[k].PublicState(); same[k] && !reflect.DeepEqual(got, want) {
					t.Fatalf("pair %d, plan %d: the same announcements, another state:\n%+v\n%+v", i, k, got, want)
				}
			}
		}
		start := func() maze.Pos {
			for {
				c := maze.At(rng.IntN(w), rng.IntN(h))
				if a.Inside(c) && !a.IsSource(c) {
					return c
				}
			}
		}
		for p := range names {
			apply(Choose(p, start()))
		}
		apply(Command{Kind: Begin})
		for step := 0; step < 400 && games[0].Phase() != Over; step++ {
			who := games[0].Current()
			if rng.IntN(8) == 0 {
				who = rng.IntN(len(names))
			}
			apply(Ask(who, randomStatement(rng, games[0])))
		}
		if !same[1] {
			t.Logf("pair %d: the games with the truth swapped parted after %d events", i, len(logs[1]))
		}
	}
}

// swapTruth makes another treasure the true one, when there are several:
// a secret that no announcement tells until a treasure is carried out.
func swapTruth(m *maze.Maze) {
	if len(m.Treasures) < 2 {
		return
	}
	n := len(m.Treasures)
	for i := range m.Treasures {
		if m.Treasures[i].True {
			m.Treasures[i].True = false
			m.Treasures[(i+1)%n].True = true
			return
		}
	}
}

func TestPublicJSON(t *testing.T) {
	m := plan(t, []string{"L L L", "L L L", "L L L"}, "1,1 left exit", "3,3 right exit", "$2,2")
	m.SetCell(pos(1, 3), maze.Cell{Kind: maze.Outside})
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@3,3")
	info := tb.g.PublicInfo()
	data, err := json.Marshal(info)
	if err != nil {
		t.Fatal(err)
	}
	var back PublicInfo
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("%s: %v", data, err)
	}
	if !reflect.DeepEqual(back, info) || !back.Outline.Inside(pos(1, 1)) || back.Outline.Inside(pos(1, 3)) || back.Outline.CountInside() != 8 {
		t.Fatalf("%s read back as %+v", data, back)
	}
	tb.say("Ann", "go down")
	st := tb.g.PublicState()
	data, _ = json.Marshal(st)
	var stBack PublicState
	if err := json.Unmarshal(data, &stBack); err != nil || !reflect.DeepEqual(stBack, st) {
		t.Fatalf("%s read back as %+v: %v", data, stBack, err)
	}
	for _, bad := range []string{
		`{"names":[],"rules":{"preset":"Reference"},"outline":{"width":2,"height":2,"floors":1,"rows":["##","##"]}}`,
		`{"names":["Ann"],"outline":{"width":2,"height":2,"floors":1,"rows":["##","##"]}}`,
		`{"names":["Ann"],"rules":{"preset":"Reference"},"outline":{"width":2,"height":2,"floors":1,"rows":["##","#x"]}}`,
		`{"names":["Ann"],"rules":{"preset":"Reference"},"outline":{"width":1000,"height":2,"floors":1,"rows":[]}}`,
		`{"names":["Ann","ann"],"rules":{"preset":"Reference"},"outline":{"width":2,"height":2,"floors":1,"rows":["##","##"]}}`,
	} {
		var p PublicInfo
		if err := json.Unmarshal([]byte(bad), &p); err == nil {
			t.Errorf("%s: read as %+v", bad, p)
		}
	}
	for _, bad := range []string{
		`{"phase":"dancing","round":1,"turn":0,"players":[{}],"winner":-1}`,
		`{"phase":"playing","round":1,"turn":2,"players":[{}],"winner":-1}`,
		`{"phase":"playing","round":1,"turn":0,"players":[{"out":"moved"}],"winner":-1}`,
		`{"phase":"over","round":1,"turn":0,"players":[{}],"result":"nobody_won_really","winner":-1}`,
		`{"phase":"playing","round":-1,"turn":0,"players":[{}],"winner":-1}`,
		`{"phase":"playing","round":1,"turn":0,"players":[],"winner":-1}`,
	} {
		var s PublicState
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("%s: read as %+v", bad, s)
		}
	}
}

// TestPublicInfoIsTheRulesAnswer checks that the rules in the public info
// are the answer to "what are the rules?" (§7).
func TestPublicInfoIsTheRulesAnswer(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@2,1")
	out := tb.say("Ann", "what are the rules?")
	if !reflect.DeepEqual(*out[0].Rules, tb.g.PublicInfo().Rules) {
		t.Fatalf("%+v\n%+v", *out[0].Rules, tb.g.PublicInfo().Rules)
	}
}

// TestPublicStateDarkDeath: a player who dies of his infection in his own
// dark move dies unannounced — the death is told when his turn would come
// (§6.7, §4.7) — so the public state does not count him out until then:
// it follows the events as they are told, not as the move resolves them
// (the leak test of app/host found the state saying it at once).
func TestPublicStateDarkDeath(t *testing.T) {
	m := plan(t, []string{"L E L H", "L L L L"}, "1,1 left exit", "4,2 right exit", "$3,2", "2,1 down")
	r := ref()
	r.HealingMoves = 1
	tb := newTable(t, m, r, "Ann@1,1", "Bob@4,2", "Cid@1,2")
	tb.say("Ann", "go right")
	tb.say("Bob", "skip")
	tb.say("Cid", "skip")
	tb.say("Ann", "go down") // infected, one move to heal
	tb.say("Bob", "skip")
	tb.say("Cid", "skip")
	tb.say("Ann", "go left, don't tell the result") // dies unannounced
	if e := tb.must(DiedOfIllness); e.To.Kind != ToMaster {
		t.Fatalf("§6.7: the death in a dark move is told to %v", e.To)
	}
	heard := NewPublicState(3)
	heard.Apply(Filter(nil, tb.events, Spectator)...)
	if got := tb.g.PublicState(); !reflect.DeepEqual(got, heard) || got.Players[0].Out != "" {
		t.Fatalf("the public state after Ann's dark death:\n%+v\nwhat was announced:\n%+v", got, heard)
	}
	tb.say("Bob", "skip")
	tb.say("Cid", "skip") // Ann's turn: her death is announced
	if got := tb.g.PublicState(); got.Players[0].Out != DeathNotice {
		t.Fatalf("once announced: %+v", got)
	}
}
