package notebook

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// A treasure carried out of the labyrinth that crumbles was fake (§3.4):
// the trace marks the treasure it drew where that one was found as fake.
// Where that was, it learns from the announcements alone, as the player
// would: "found a treasure" and "took a treasure" on the cell he arrived
// at, a treasure left on a cell and taken back, a treasure dropped by a
// wound, an infection or a throw (then it is no longer his). A treasure is
// marked only where it was found alone: where a stack lay, another may be
// true.
// When the treasure was taken on a sheet an earlier part of the trace was
// laid on (before a pit or a river sent the player onto a fragment), that
// sheet's treasure is marked.

// takenTreasure is where the treasure a player carries was taken.
type takenTreasure struct {
	// event is the log event of the taking; -1 when he carries none.
	event int
	sheet SheetID
	// at are the cells of sheet where the trace drew it as the only
	// treasure found there: where it lay at first and, after he left it
	// somewhere, where he found it again. Empty when not known.
	at []Cell
}

var noTreasure = takenTreasure{event: -1}

// treasureBook follows the treasure a traced player carries.
type treasureBook struct {
	taken takenTreasure
	// crumbled is the treasure that has just crumbled.
	crumbled takenTreasure
	// found is how many treasures he found on arriving at foundAt, while
	// he stays there (foundN 0: nothing known).
	foundAt Cell
	foundN  int
	// left holds the treasures he left on cells of the sheet, by cell.
	left map[Cell]takenTreasure
}

func (b *treasureBook) reset() {
	*b = treasureBook{taken: noTreasure, crumbled: noTreasure}
}

// heard follows one event of the log.
func (b *treasureBook) heard(t *tracer, i int, e game.Event) {
	if e.Player != t.run.Player || e.Recalled {
		return
	}
	here := t.known && !t.out
	switch e.Code {
	case game.Moved, game.AlongRiver, game.FellIntoPit, game.MovedByLoop, game.CarriedByFlow,
		game.MovedByFlow, game.HitWall, game.LeftMaze, game.Done:
		b.foundN = 0 // on the move: what lay where he was is behind him
	case game.Found:
		b.foundAt, b.foundN = t.at, 0
		if here {
			b.foundN = e.Items.Treasures
		}
	case game.PickedUp:
		if e.Items.Treasures > 0 {
			b.take(t, i, here)
		}
	case game.Took:
		if e.Item == moves.Treasure {
			b.take(t, i, here)
		}
	case game.LeftItem:
		if e.Item == moves.Treasure {
			if here && b.taken.event >= 0 {
				if b.left == nil {
					b.left = map[Cell]takenTreasure{}
				}
				b.left[t.at] = b.taken
			}
			b.taken = noTreasure
		}
	case game.Thrown:
		if e.Item == moves.Treasure {
			b.taken = noTreasure
		}
	case game.Crumbled:
		b.crumbled, b.taken = b.taken, noTreasure
	case game.TreasureBanked:
		// A true treasure kept outside (seed 001's V3, V4): no longer his
		// to carry, and not fake.
		b.taken = noTreasure
	case game.WoundNotice, game.DeathNotice, game.InfectedBy, game.DiedOfIllness, game.NewCell,
		game.LostOutside, game.TimeUp:
		// §5.5, §4.7: the wounded and the infected drop their treasure; an
		// ordered cell is reached without it (§7.2).
		b.taken = noTreasure
		b.foundN = 0
	}
}

// take notes the treasure taken at event i on the player's cell.
func (b *treasureBook) take(t *tracer, i int, here bool) {
	found := b.foundN
	if b.foundAt != t.at {
		found = 0
	}
	if mine, ok := b.left[t.at]; ok && here && found <= 1 {
		// His own treasure back from where he left it.
		delete(b.left, t.at)
		b.taken = mine
		if found == 1 {
			b.taken.at = append(slices.Clip(mine.at), t.at)
		}
		return
	}
	b.taken = takenTreasure{event: i, sheet: t.id}
	if here && found == 1 {
		b.taken.at = []Cell{t.at}
	}
}

// crumbled marks the treasure that has just crumbled as fake where it
// was found: on this sheet, or on those of the traces that saw it taken.
func (t *tracer) crumbled() {
	c := t.treasures.crumbled
	t.treasures.crumbled = noTreasure
	if t.dry || c.event < 0 {
		return
	}
	mark := func(tk takenTreasure) {
		for _, at := range tk.at {
			t.cellOn(tk.sheet, at, CellMark{Kind: Treasure, Fake: true, Pen: true})
		}
	}
	if c.event >= t.run.From {
		mark(c)
		return
	}
	// Taken before this trace began: on the sheets of the traces that
	// read that event.
	for _, id := range t.n.order {
		for _, r := range t.n.sheets[id].traces {
			if r.Player != t.run.Player || c.event < r.From || c.event >= r.To {
				continue
			}
			then := t.n.newTracer(id, r)
			then.dry = true
			then.read(c.event + 1)
			mark(then.treasures.taken)
		}
	}
}
