package maze

import "slices"

// CreatureKind is what a creature is (seed 001 l.110, option O7).
type CreatureKind uint8

// The creatures of seed 001 l.110.
const (
	// Bear wounds a player on its cell and, wounded, goes back to its cave.
	Bear CreatureKind = iota + 1
	// Leprechaun tells a player it meets where the nearest treasure is.
	Leprechaun
)

var creatureNames = [...]string{Bear: "bear", Leprechaun: "leprechaun"}

func (k CreatureKind) String() string {
	if k >= Bear && int(k) < len(creatureNames) {
		return creatureNames[k]
	}
	return "creature"
}

// ParseCreatureKind reads a creature kind as String writes it.
func ParseCreatureKind(s string) (CreatureKind, bool) {
	for k, name := range creatureNames {
		if name != "" && name == s {
			return CreatureKind(k), true
		}
	}
	return 0, false
}

// Creature is a creature of the plan (seed 001 l.110, seed 002 l.60).
type Creature struct {
	Kind CreatureKind
	// At is where it starts; a bear's cave, where it goes back when
	// wounded and "from there it starts its trajectory all over again".
	At Pos
	// Path is its "fixed trajectory": one step in each direction, in
	// order, from At, begun again at the end.
	Path []Dir
	// Mimic: instead of a path, it "repeats (when it can) other players'
	// moves".
	Mimic bool
}

// Equal reports whether two creatures are the same.
func (c Creature) Equal(o Creature) bool {
	return c.Kind == o.Kind && c.At == o.At && c.Mimic == o.Mimic && slices.Equal(c.Path, o.Path)
}

// CloneCreatures copies a list of creatures with their paths.
func CloneCreatures(cs []Creature) []Creature {
	if cs == nil {
		return nil
	}
	out := slices.Clone(cs)
	for i := range out {
		out[i].Path = slices.Clone(out[i].Path)
	}
	return out
}
