package moves

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

var kindNames = [...]string{Go: "go", ByFlow: "by the flow", ByLoop: "by the loop", Shoot: "shoot", Blow: "blow", Take: "take", Leave: "leave",
	Throw: "throw", SetMine: "set a landmine", Stab: "use the knife", Build: "build a wall", Boomerang: "throw the boomerang",
	Row: "row", Climb: "climb"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// String writes the move in canonical form, which Parse reads back to the
// same Move: actions in order, separated by ", " ("shoot left, go up"), then
// each conditional clause after "; " ("; if I find a treasure, shoot up"),
// then "without refilling" and what to tell, after ", " or, when there are
// clauses, after "; " ("; don't tell the result"); or "skip".
func (m Move) String() string {
	if m.Skip && len(m.Actions) == 0 {
		return "skip"
	}
	var b strings.Builder
	if m.Skip {
		b.WriteString("skip, ")
	}
	writeActions(&b, m.Actions)
	for _, c := range m.Conditions {
		b.WriteString("; ")
		b.WriteString(c.If.String())
		b.WriteString(", ")
		writeActions(&b, c.Then)
	}
	sep := ", "
	if len(m.Conditions) > 0 {
		sep = "; "
	}
	if m.NoRefill {
		b.WriteString(sep)
		b.WriteString("without refilling")
	}
	switch m.Tell {
	case TellNothing:
		b.WriteString(sep)
		b.WriteString("don't tell the result")
	case TellWall:
		b.WriteString(sep)
		b.WriteString("don't tell where I end up but tell me whether I hit a wall")
	}
	return b.String()
}

func writeActions(b *strings.Builder, as []Action) {
	for i, a := range as {
		if i > 0 {
			b.WriteString(", ")
		}
		a.write(b)
	}
}

// String writes the action in canonical form ("go up", "blow up the wall to
// the right", "take the second lowest treasure", "leave 2 bullets", "throw
// the corpse left", "set a landmine to the right", "shoot left at Bob in
// (3,4)").
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
	case Row:
		b.WriteString("row ")
		b.WriteString(a.Dir.String())
	case Climb:
		if a.Dir == maze.Up {
			b.WriteString("go upstairs")
		} else {
			b.WriteString("go downstairs")
		}
	case Shoot:
		b.WriteString("shoot ")
		b.WriteString(a.Dir.String())
		if a.Target != "" {
			b.WriteString(" at ")
			b.WriteString(nameText(a.Target))
			b.WriteString(" in ")
			b.WriteString(a.TargetCell.String())
		}
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
	case Throw:
		b.WriteString("throw ")
		a.writeItems(b)
		b.WriteByte(' ')
		b.WriteString(a.Dir.String())
	case Boomerang:
		b.WriteString("throw the boomerang ")
		b.WriteString(a.Dir.String())
	case Build:
		b.WriteString("build a wall ")
		switch a.Dir {
		case maze.Up:
			b.WriteString("above")
		case maze.Down:
			b.WriteString("below")
		default:
			b.WriteString("to the ")
			b.WriteString(a.Dir.String())
		}
	case SetMine:
		// Not "set a landmine up", which reads as "set up a landmine" (here).
		b.WriteString("set a landmine")
		switch a.Dir {
		case maze.Up:
			b.WriteString(" above")
		case maze.Down:
			b.WriteString(" below")
		case maze.Left, maze.Right:
			b.WriteString(" to the ")
			b.WriteString(a.Dir.String())
		}
	default:
		b.WriteString(a.Kind.String())
	}
}

// writeItems writes what a Take, Leave or Throw is about. A count of 0 is written
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

// Validate reports whether the move is well formed: a skip and nothing
// else, or actions with exactly one movement, conditional clauses each with
// a valid condition and one or more actions that are not movements, and a
// known Tell; each action with the fields its kind uses and no others. Every
// move Parse returns is valid, and every valid move survives String and
// Parse unchanged. Validate does not check the rules (whether the player has
// a grenade, stands in a river, whether conditional moves are allowed...).
func (m Move) Validate() error {
	if m.Skip {
		if len(m.Conditions) > 0 || m.Tell != TellAll || m.NoRefill {
			return errors.New("a skipped move has no conditions, nor anything to tell or not to refill")
		}
		for i, a := range m.Actions {
			if err := a.Validate(); err != nil {
				return fmt.Errorf("action %d: %w", i+1, err)
			}
			if a.Kind.IsMovement() {
				return fmt.Errorf("action %d: %s is a movement; a skipped move has none", i+1, a)
			}
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
	for i, c := range m.Conditions {
		if err := c.If.Validate(); err != nil {
			return fmt.Errorf("condition %d: %w", i+1, err)
		}
		if len(c.Then) == 0 {
			return fmt.Errorf("condition %d (%s): no actions", i+1, c.If)
		}
		for j, a := range c.Then {
			if err := a.Validate(); err != nil {
				return fmt.Errorf("condition %d (%s), action %d: %w", i+1, c.If, j+1, err)
			}
			if a.Kind.IsMovement() {
				return fmt.Errorf("condition %d (%s), action %d: %s is a movement; conditional actions cannot be movements", i+1, c.If, j+1, a)
			}
		}
	}
	if m.Tell > TellWall {
		return fmt.Errorf("unknown Tell %d", m.Tell)
	}
	return nil
}

// Validate reports whether the action has the fields its kind uses and no
// others: a direction for Go, Shoot, Blow and Throw (and optionally for
// SetMine); an item for Take, Leave and Throw, with a count for bullets and
// grenades (only bullets for Throw) and a rank for a treasure to take; a
// target, with its cell, only for Shoot.
func (a Action) Validate() error {
	switch a.Kind {
	case Go, Shoot, Blow, Throw, Build, Boomerang, Row:
		if !a.Dir.Valid() {
			return fmt.Errorf("%s: no direction", a.Kind)
		}
	case Climb:
		if a.Dir != maze.Up && a.Dir != maze.Down {
			return fmt.Errorf("%s: up or down, not %d", a.Kind, a.Dir)
		}
	case SetMine:
		if a.Dir != maze.NoDir && !a.Dir.Valid() {
			return fmt.Errorf("%s: no direction %d", a.Kind, a.Dir)
		}
	case ByFlow, ByLoop, Take, Leave, Stab:
		if a.Dir != maze.NoDir {
			return fmt.Errorf("%s: has a direction", a.Kind)
		}
	default:
		return fmt.Errorf("unknown kind of action %d", a.Kind)
	}
	switch a.Kind {
	case Take, Leave, Throw:
		if a.Item < Treasure || a.Item > Grenade {
			return fmt.Errorf("%s: no item", a.Kind)
		}
		counted := a.Item.Countable()
		if a.Kind == Throw {
			if a.Item == Grenade {
				return errors.New("throw grenade: grenades are thrown at walls (Blow), not as items")
			}
			counted = a.Item == Bullet
		}
		if a.Count < 0 || a.Count > MaxNumber || a.Count != 0 && !counted {
			return fmt.Errorf("%s %s: count %d (only bullets and grenades are counted, from 1 to %d)", a.Kind, a.Item, a.Count, MaxNumber)
		}
		if a.Which != AnyTreasure && (a.Item != Treasure || a.Kind != Take || a.Which < Topmost || a.Which > MaxNumber) {
			return fmt.Errorf("%s %s: which %d (only a treasure to take is chosen, topmost or lowest up to %d)", a.Kind, a.Item, a.Which, MaxNumber)
		}
	default:
		if a.Item != NoItem || a.Count != 0 || a.Which != AnyTreasure {
			return fmt.Errorf("%s: has an item", strings.TrimSpace(a.Kind.String()+" "+a.Dir.String()))
		}
	}
	switch {
	case a.Target == "" && a.TargetCell == maze.Pos{}:
	case a.Kind != Shoot:
		return fmt.Errorf("%s: has a target", a.Kind)
	case a.Target == "":
		return fmt.Errorf("shoot %s: a target cell %s without a target", a.Dir, a.TargetCell)
	default:
		if err := checkName(a.Target); err != nil {
			return fmt.Errorf("shoot %s: %w", a.Dir, err)
		}
		if err := checkCell(a.TargetCell); err != nil {
			return fmt.Errorf("shoot %s at %s: %w", a.Dir, nameText(a.Target), err)
		}
	}
	return nil
}
