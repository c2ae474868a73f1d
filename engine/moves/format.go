package moves

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

var kindNames = [...]string{Go: "go", ByFlow: "by the flow", ByLoop: "by the loop", Shoot: "shoot", Blow: "blow", Take: "take", Leave: "leave"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// String writes the move in canonical form, which Parse reads back to the
// same Move: actions in order, separated by ", " ("shoot left, go up"), or
// "skip".
func (m Move) String() string {
	if m.Skip {
		return "skip"
	}
	var b strings.Builder
	for i, a := range m.Actions {
		if i > 0 {
			b.WriteString(", ")
		}
		a.write(&b)
	}
	return b.String()
}

// String writes the action in canonical form ("go up", "blow up the wall to
// the right", "take the second lowest treasure", "leave 2 bullets").
func (a Action) String() string {
	var b strings.Builder
	a.write(&b)
	return b.String()
}

func (a Action) write(b *strings.Builder) {
	switch a.Kind {
	case Go:
		b.WriteString("go ")
		b.WriteString(a.Dir.String())
	case ByFlow:
		b.WriteString("go by the flow")
	case ByLoop:
		b.WriteString("go by the loop")
	case Shoot:
		b.WriteString("shoot ")
		b.WriteString(a.Dir.String())
	case Blow:
		switch a.Dir {
		case maze.Up:
			b.WriteString("blow up the wall above")
		case maze.Down:
			b.WriteString("blow up the wall below")
		default:
			b.WriteString("blow up the wall to the ")
			b.WriteString(a.Dir.String())
		}
	case Take, Leave:
		b.WriteString(a.Kind.String())
		b.WriteByte(' ')
		a.writeItems(b)
	default:
		b.WriteString(a.Kind.String())
	}
}

// writeItems writes what a Take or Leave is about. A count of 0 is written
// without a number: "take the bullets" (all of them), "leave a bullet"
// (one); any other count in digits.
func (a Action) writeItems(b *strings.Builder) {
	switch {
	case a.Item.Countable() && a.Count > 0:
		b.WriteString(strconv.Itoa(a.Count))
		b.WriteByte(' ')
		b.WriteString(a.Item.String())
		if a.Count > 1 {
			b.WriteByte('s')
		}
	case a.Item.Countable() && a.Kind == Take:
		b.WriteString("the ")
		b.WriteString(a.Item.String())
		b.WriteByte('s')
	case a.Item.Countable():
		b.WriteString("a ")
		b.WriteString(a.Item.String())
	default:
		b.WriteString("the ")
		switch {
		case a.Which == Topmost:
			b.WriteString("topmost ")
		case a.Which == Lowest:
			b.WriteString("lowest ")
		case a.Which > Lowest:
			b.WriteString(ordinalText(int(a.Which)))
			b.WriteString(" lowest ")
		}
		b.WriteString(a.Item.String())
	}
}

// ordinalText writes a rank of 2 or more: "second" ... "tenth", then
// "11th", "21st", "22nd".
func ordinalText(n int) string {
	if n < len(ordinalWords) {
		return ordinalWords[n]
	}
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

// Validate reports whether the move is well formed: a skip with no
// actions, or actions with exactly one movement, each action with the
// fields its kind uses and no others. Every move Parse returns is valid, and
// every valid move survives String and Parse unchanged. Validate does not
// check the rules (whether the player has a grenade, stands in a river...).
func (m Move) Validate() error {
	if m.Skip {
		if len(m.Actions) > 0 {
			return errors.New("a skipped move has no actions")
		}
		return nil
	}
	if len(m.Actions) == 0 {
		return errors.New("a move needs one movement or a skip")
	}
	movements := 0
	for i, a := range m.Actions {
		if err := a.Validate(); err != nil {
			return fmt.Errorf("action %d: %w", i+1, err)
		}
		if a.Kind.IsMovement() {
			movements++
		}
	}
	if movements != 1 {
		return fmt.Errorf("a move needs exactly one movement, found %d", movements)
	}
	return nil
}

// Validate reports whether the action has the fields its kind uses and no
// others.
func (a Action) Validate() error {
	switch a.Kind {
	case Go, Shoot, Blow:
		if !a.Dir.Valid() {
			return fmt.Errorf("%s: no direction", a.Kind)
		}
		if a.Item != NoItem || a.Count != 0 || a.Which != AnyTreasure {
			return fmt.Errorf("%s %s: has an item", a.Kind, a.Dir)
		}
	case ByFlow, ByLoop:
		if a.Dir != maze.NoDir || a.Item != NoItem || a.Count != 0 || a.Which != AnyTreasure {
			return fmt.Errorf("%s: has a direction or an item", a.Kind)
		}
	case Take, Leave:
		if a.Dir != maze.NoDir {
			return fmt.Errorf("%s: has a direction", a.Kind)
		}
		if a.Item < Treasure || a.Item > Grenade {
			return fmt.Errorf("%s: no item", a.Kind)
		}
		if a.Count < 0 || a.Count > MaxNumber || a.Count != 0 && !a.Item.Countable() {
			return fmt.Errorf("%s %s: count %d (only bullets and grenades are counted, from 1 to %d)", a.Kind, a.Item, a.Count, MaxNumber)
		}
		if a.Which != AnyTreasure && (a.Item != Treasure || a.Kind != Take || a.Which < Topmost || a.Which > MaxNumber) {
			return fmt.Errorf("%s %s: which %d (only a treasure to take is chosen, topmost or lowest up to %d)", a.Kind, a.Item, a.Which, MaxNumber)
		}
	default:
		return fmt.Errorf("unknown kind of action %d", a.Kind)
	}
	return nil
}
