package notebook

import (
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// sampleGame plays the reference's sample game (part A).
func sampleGame(t testing.TB) *table {
	m := plan(t, []string{
		"W  L  L  L    P1.2",
		"L  L  W  P1.1 L",
		"R> D  L  L    L",
		"L  L  H  L    L",
		"L  L  L  H    L",
	}, "1,3 down", "3,2 down", "1,1 left exit", "$3,3", "f2,1")
	tb := newTable(t, m, rules.Reference(), "Ann@4,4", "Bob@1,4")
	tb.script("Ann: go up", "Bob: blow up the wall above, go up", "Ann: shoot left, go up", "Ann: status",
		"Bob: order a new cell (3,5)", "Bob: go up", "Ann: go right", "Bob: go up, blow up the wall above", "Ann: recall Bob")
	return tb
}

func TestLogEntries(t *testing.T) {
	tb := sampleGame(t)
	type line struct {
		kind   EntryKind
		player int
		said   string
		reply  string
	}
	want := []line{
		{Statement, 0, "start at (4,4)", "Ann chose to start at (4,4)."},
		{Notice, -1, "", "The game begins with two players. Nstop is 25: after 25 rounds with no irreversible changes the game is declared a draw. " +
			"The time for healing is not limited: an infected player wanders the labyrinth until he arrives at a hospital or dies. " +
			"Ann starts on land. Bob starts on land."},
		{Notice, 0, "", "Ann's turn."},
		{Statement, 0, "go up", "Walked onto land."},
		{Notice, 1, "", "Bob's turn."},
		{Statement, 1, "blow up the wall above, go up", "Walked into a river, carried by the flow to a delta."},
		{Notice, 0, "", "Ann's turn."},
		{Statement, 0, "shoot left, go up", "A scream is heard! Fell into a pit, was transported to the next one in the loop."},
		{Notice, 1, "", "Bob's turn. Bob is wounded and can ask for a new cell (one left)."},
		{Statement, 0, "status", "Ann: healthy, two bullets, three grenades, one new cell left."},
		{Statement, 1, "order a new cell", "Bob has ordered a new cell."},
		{Statement, 1, "go up", "Walked into a hospital, was healed."},
		{Notice, 0, "", "Ann's turn."},
		{Statement, 0, "go right", "Cannot move — hit a wall."},
		{Notice, 1, "", "Bob's turn."},
		{Statement, 1, "go up, blow up the wall above", "Walked onto land, found a treasure."},
		{Notice, 0, "", "Ann's turn."},
		{Statement, 0, "recall Bob", "Ann asks to recall Bob's last move: go up, blow up the wall above. (recalled) Walked onto land. (recalled) Found a treasure."},
	}
	n := tb.notebook("Ann")
	var got []line
	for _, e := range n.Log().Entries() {
		got = append(got, line{e.Kind, e.Player, e.Said, e.Reply})
		for _, ev := range e.Events {
			if !ev.To.Includes(0) {
				t.Errorf("entry %q holds an event Ann may not see: %+v", e.Said, ev)
			}
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d entries, want %d", len(got), len(want))
	}
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			t.Errorf("entry %d:\n got %+v\nwant %+v", i, got[i], want[i])
		}
	}
}

// A question about the rules (§7) is a statement of its own, answered to
// the one who asked.
func TestLogRulesQuestion(t *testing.T) {
	tb := sampleGame(t)
	tb.script("Bob: what are the rules?")
	entries := tb.notebook("Bob").Log().Entries()
	last := entries[len(entries)-1]
	if last.Kind != Statement || last.Player != 1 || last.Said != "what are the rules?" ||
		!strings.HasPrefix(last.Reply, "The rules in force: based on the Reference preset; each player starts with three bullets") {
		t.Errorf("Bob's last entry: %+v", last)
	}
	for _, e := range tb.notebook("Ann").Log().Entries() {
		if strings.Contains(e.Reply, "rules in force") {
			t.Errorf("Ann heard the answer to Bob's question: %+v", e)
		}
	}
}

// The log holds what the seat heard: Bob's notebook has his own new cell's
// position, Ann's does not; neither has the game master's.
func TestLogAudience(t *testing.T) {
	tb := sampleGame(t)
	for seat, name := range tb.names {
		n := tb.notebook(name)
		var positions int
		for _, e := range n.Log().Events(0) {
			if !e.To.Includes(seat) {
				t.Fatalf("%s's log holds %+v", name, e)
			}
			if e.Code == game.Position {
				positions++
			}
		}
		if want := map[int]int{0: 0, 1: 1}[seat]; positions != want {
			t.Errorf("%s's log has %d position events, want %d", name, positions, want)
		}
	}
}

func TestLogFilter(t *testing.T) {
	n := sampleGame(t).notebook("Ann")
	saidBy := func(idx []int) []string {
		var out []string
		for _, i := range idx {
			e := n.Log().Entry(i)
			out = append(out, e.Said)
		}
		return out
	}
	if got := saidBy(n.Log().Filter(Filter{Players: []int{1}})); !slices.Equal(got, []string{
		"blow up the wall above, go up", "order a new cell", "go up", "go up, blow up the wall above"}) {
		t.Errorf("Bob's statements: %q", got)
	}
	withNotices := n.Log().Filter(Filter{Players: []int{1}, Notices: true})
	if len(withNotices) != 4+3+1 { // his statements, his three turns, the start
		t.Errorf("Bob's statements and notices: %d entries: %q", len(withNotices), saidBy(withNotices))
	}
	if all := n.Log().Filter(Filter{Notices: true}); len(all) != n.Log().NumEntries() {
		t.Errorf("everything: %d of %d", len(all), n.Log().NumEntries())
	}
}

// Events arrive in batches, perhaps twice (a reconnecting client): the log
// is the same as when they come at once.
func TestLogAppendInBatches(t *testing.T) {
	tb := sampleGame(t)
	whole := tb.notebook("Ann")
	n := mustNew(t, tb.names...)
	var changes []Change
	n.Subscribe(func(c Change) { changes = append(changes, c) })
	for i := 0; i < len(tb.events); i += 3 {
		n.AppendEvents(tb.events[i:min(i+5, len(tb.events))]...)
	}
	if added := n.AppendEvents(tb.events...); added != 0 {
		t.Errorf("appending everything again added %d", added)
	}
	if !slices.EqualFunc(n.Log().Entries(), whole.Log().Entries(), func(a, b Entry) bool {
		return a.Said == b.Said && a.Reply == b.Reply && a.First == b.First && a.End == b.End && a.Player == b.Player
	}) {
		t.Error("entries differ from the log built at once")
	}
	for _, c := range changes {
		if !c.Log || c.LogFrom < 0 || c.LogFrom >= n.Log().NumEntries() || c.History {
			t.Errorf("change %+v", c)
		}
	}
	if n.CanUndo() {
		t.Error("the log is not part of the history")
	}
	if strings.Contains(content(t, n), `"gm"`) {
		t.Error("the saved log holds the game master's events")
	}
}
