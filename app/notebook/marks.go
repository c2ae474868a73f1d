package notebook

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Owner is whose colour a mark wears: the player whose move revealed it
// (SeatOwner), or Hand for what the notebook's owner drew himself. The zero
// value is Hand, so a mark written without an owner is the player's own.
// The sheet widget maps owners to colours.
type Owner int

// Hand is the owner of marks the player draws by hand.
const Hand Owner = 0

// SeatOwner is the owner of marks revealed by the move of the player at a
// seat (0 for the first player).
func SeatOwner(seat int) Owner { return Owner(seat + 1) }

// Seat is the seat of the player whose colour this is; ok is false for
// Hand.
func (o Owner) Seat() (seat int, ok bool) { return int(o) - 1, o > Hand }

// Kind is what a cell mark says.
type Kind uint8

// The cell marks. The first seven are the cell types of reference §4 and
// share one slot of a cell; Treasure, Question and Note each have their own.
const (
	NoMark       Kind = iota // an empty slot
	Land                     // §4.1
	Hospital                 // §4.2
	Weaponry                 // §4.3
	Pit                      // §4.4, with the number the player guesses
	River                    // §4.5, with a flow arrow when known
	Delta                    // §4.5
	Encephalitis             // §4.7
	Treasure                 // a treasure was found here (§5.1); Fake when it crumbled (§3.4)
	Question                 // "?": something to look into
	Note                     // a short text
)

var kindNames = [...]string{NoMark: "", Land: "land", Hospital: "hospital", Weaponry: "weaponry", Pit: "pit",
	River: "river", Delta: "delta", Encephalitis: "encephalitis", Treasure: "treasure", Question: "?", Note: "note"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		if k == NoMark {
			return "nothing"
		}
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// ParseKind reads a kind as Kind.String writes it ("land", "?", "note").
func ParseKind(s string) (Kind, bool) {
	for k, name := range kindNames {
		if name != "" && name == s {
			return Kind(k), true
		}
	}
	return NoMark, false
}

// KindOf is the mark of a cell type announced by the game master.
func KindOf(k maze.Kind) Kind {
	switch k {
	case maze.Land:
		return Land
	case maze.Hospital:
		return Hospital
	case maze.Weaponry:
		return Weaponry
	case maze.Pit:
		return Pit
	case maze.River:
		return River
	case maze.Delta:
		return Delta
	case maze.Encephalitis:
		return Encephalitis
	}
	return NoMark
}

// IsType reports whether the kind is a cell type (land … encephalitis).
func (k Kind) IsType() bool { return k >= Land && k <= Encephalitis }

// Slot is one of the independent places of a cell: its type, a treasure,
// a "?" and a note. Setting a mark replaces the mark of its slot only.
type Slot uint8

const (
	SlotType Slot = iota
	SlotTreasure
	SlotQuestion
	SlotNote
	// NumSlots is the number of slots of a cell.
	NumSlots
)

var slotNames = [...]string{SlotType: "type", SlotTreasure: "treasure", SlotQuestion: "question", SlotNote: "note"}

func (s Slot) String() string {
	if int(s) < len(slotNames) {
		return slotNames[s]
	}
	return fmt.Sprintf("Slot(%d)", uint8(s))
}

// Slot is the slot a mark of this kind goes in.
func (k Kind) Slot() Slot {
	switch k {
	case Treasure:
		return SlotTreasure
	case Question:
		return SlotQuestion
	case Note:
		return SlotNote
	}
	return SlotType
}

// MaxNote is the longest note, in characters.
const MaxNote = 200

// CellMark is one mark in a cell. The zero value is an empty slot.
type CellMark struct {
	Kind Kind
	// Flow is a river's flow arrow; NoDir when the player does not know it.
	Flow maze.Dir
	// Pit is a pit's number as the player guesses it: "2", or loop and
	// order "1.3"; "" when unknown.
	Pit string
	// Text is a note's text.
	Text string
	// Fake is set on a treasure that was carried out of the labyrinth and
	// crumbled: it was fake (§3.4).
	Fake bool
	// Pen marks what the player is sure of; pencil (false) what he guesses.
	Pen   bool
	Owner Owner
}

// Empty reports whether the slot holds no mark.
func (m CellMark) Empty() bool { return m.Kind == NoMark }

// Token is the mark's short form as drawn in a cell and written in files:
// "L", "H", "W", "P", "P2", "P1.3", "R", "R>", "D", "E", "$", "$x" (a
// treasure that crumbled: fake), "?" or the note's text in quotes.
func (m CellMark) Token() string {
	switch m.Kind {
	case NoMark:
		return ""
	case Pit:
		return "P" + m.Pit
	case River:
		if m.Flow.Valid() {
			return "R" + maze.Arrow(m.Flow)
		}
		return "R"
	case Treasure:
		if m.Fake {
			return "$x"
		}
		return "$"
	case Question:
		return "?"
	case Note:
		return fmt.Sprintf("%q", m.Text)
	}
	return typeLetters[m.Kind]
}

var typeLetters = [...]string{Land: "L", Hospital: "H", Weaponry: "W", Delta: "D", Encephalitis: "E", Note: ""}

// describe names the mark for messages: "pen river flowing right".
func (m CellMark) describe() string {
	if m.Kind == NoMark {
		return "nothing"
	}
	pen := "pencil "
	if m.Pen {
		pen = "pen "
	}
	switch m.Kind {
	case River:
		if m.Flow.Valid() {
			return pen + "river flowing " + m.Flow.String()
		}
	case Pit:
		if m.Pit != "" {
			return pen + "pit P" + m.Pit
		}
	case Note:
		return pen + fmt.Sprintf("note %q", m.Text)
	case Treasure:
		if m.Fake {
			return pen + "fake treasure (it crumbled)"
		}
	}
	return pen + m.Kind.String()
}

// check reports what is wrong with a mark, or nil.
func (m CellMark) check() error {
	if m.Kind > Note {
		return fmt.Errorf("unknown mark %d", m.Kind)
	}
	if m.Owner < Hand {
		return fmt.Errorf("owner %d: Hand or SeatOwner", m.Owner)
	}
	if m.Kind == NoMark && m != (CellMark{}) {
		return fmt.Errorf("an empty slot has no colour, pen, flow, pit, text or fake")
	}
	if m.Kind != Treasure && m.Fake {
		return fmt.Errorf("a %s marked fake: only a treasure can be fake", m.Kind)
	}
	if m.Kind != River && m.Flow != maze.NoDir {
		return fmt.Errorf("a flow arrow on a %s: only rivers flow", m.Kind)
	}
	if m.Flow != maze.NoDir && !m.Flow.Valid() {
		return fmt.Errorf("flow %d is not a direction", m.Flow)
	}
	if m.Kind != Pit && m.Pit != "" {
		return fmt.Errorf("a pit number on a %s", m.Kind)
	}
	if m.Kind == Pit {
		if err := checkPit(m.Pit); err != nil {
			return err
		}
	}
	if m.Kind != Note && m.Text != "" {
		return fmt.Errorf("text on a %s: only notes have text", m.Kind)
	}
	if m.Kind == Note {
		return checkNote(m.Text)
	}
	return nil
}

// checkPit accepts "", "2" and "1.3": one or two numbers of up to three
// digits.
func checkPit(s string) error {
	if s == "" {
		return nil
	}
	bad := fmt.Errorf("pit number %q: write the pit's number (P2) or loop and order (P1.3)", s)
	a, b, dotted := strings.Cut(s, ".")
	for i, part := range []string{a, b} {
		if i == 1 && !dotted {
			break
		}
		if part == "" || len(part) > 3 {
			return bad
		}
		for _, r := range part {
			if r < '0' || r > '9' {
				return bad
			}
		}
	}
	return nil
}

// PitNumber normalizes what the player typed for a pit's number: "P2",
// "p1.3", " 2 " become "2", "1.3"; it fails on anything else.
func PitNumber(s string) (string, error) {
	t := strings.TrimSpace(s)
	t = strings.TrimPrefix(strings.TrimPrefix(t, "P"), "p")
	if err := checkPit(t); err != nil {
		return "", fmt.Errorf("pit number %q: write the pit's number (P2) or loop and order (P1.3)", s)
	}
	return t, nil
}

func checkNote(s string) error {
	switch {
	case strings.TrimSpace(s) == "":
		return fmt.Errorf("an empty note: erase the note instead")
	case !utf8.ValidString(s):
		return fmt.Errorf("the note is not valid UTF-8")
	case utf8.RuneCountInString(s) > MaxNote:
		return fmt.Errorf("the note has %d characters; at most %d fit in a cell", utf8.RuneCountInString(s), MaxNote)
	case strings.ContainsAny(s, "\n\r\t"):
		return fmt.Errorf("a note is one line")
	}
	return nil
}

// EdgeKind is what an edge mark says.
type EdgeKind uint8

const (
	NoEdge        EdgeKind = iota // nothing drawn
	Passage                       // open: walked through, or seen open
	Wall                          // a wall (§1.4)
	SuspectedWall                 // probably a wall
	Exit                          // an exit on the outline (§1.4)
	Monolith                      // the outline, where there is no exit: the border is known
)

var edgeNames = [...]string{NoEdge: "", Passage: "passage", Wall: "wall", SuspectedWall: "suspected wall", Exit: "exit", Monolith: "monolith"}

func (k EdgeKind) String() string {
	if k == NoEdge {
		return "nothing"
	}
	if int(k) < len(edgeNames) {
		return edgeNames[k]
	}
	return fmt.Sprintf("EdgeKind(%d)", uint8(k))
}

// ParseEdgeKind reads an edge kind as EdgeKind.String writes it.
func ParseEdgeKind(s string) (EdgeKind, bool) {
	for k, name := range edgeNames {
		if name != "" && name == s {
			return EdgeKind(k), true
		}
	}
	return NoEdge, false
}

// EdgeMark is the mark on an edge. The zero value is no mark.
type EdgeMark struct {
	Kind  EdgeKind
	Pen   bool
	Owner Owner
}

// Empty reports whether the edge holds no mark.
func (m EdgeMark) Empty() bool { return m.Kind == NoEdge }

func (m EdgeMark) describe() string {
	if m.Kind == NoEdge {
		return "nothing"
	}
	if m.Pen {
		return "pen " + m.Kind.String()
	}
	return "pencil " + m.Kind.String()
}

func (m EdgeMark) check() error {
	if m.Kind > Monolith {
		return fmt.Errorf("unknown edge mark %d", m.Kind)
	}
	if m.Owner < Hand {
		return fmt.Errorf("owner %d: Hand or SeatOwner", m.Owner)
	}
	if m.Kind == NoEdge && m != (EdgeMark{}) {
		return fmt.Errorf("an empty edge has no colour or pen")
	}
	return nil
}

// Verdict is how two marks of the same place compare: when a sheet is laid
// over another (glue), and when a trace writes over what is drawn.
type Verdict uint8

const (
	// Neither: no mark on either.
	Neither Verdict = iota
	// OnlyA: only the sheet below has a mark.
	OnlyA
	// OnlyB: only the sheet on top has a mark.
	OnlyB
	// Agree: the marks say the same, or one says more of the same thing (a
	// river and a river flowing right; a wall and the monolith).
	Agree
	// Overrule: they disagree, but one is pen and the other pencil: pen wins.
	Overrule
	// Conflict: they disagree and are equally certain.
	Conflict
)

var verdictNames = [...]string{"neither", "only A", "only B", "agree", "overrule", "conflict"}

func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return fmt.Sprintf("Verdict(%d)", uint8(v))
}

// worse orders verdicts for a cell's summary: a conflict shows over an
// overrule, over an agreement, over a mark from one sheet only.
func worse(a, b Verdict) Verdict {
	rank := [...]int{Neither: 0, OnlyA: 1, OnlyB: 2, Agree: 3, Overrule: 4, Conflict: 5}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

// mergeCell compares two marks of one slot and returns what they make
// together: the more specific value when they agree (a flow, a pit number
// or a treasure's crumbling one of them lacks), pen if either is pen, the
// owner of the more certain (a's when equally certain). When they disagree the more certain wins; on
// a Conflict the result is a. Notes never conflict: different texts are
// joined.
func mergeCell(a, b CellMark) (CellMark, Verdict) {
	switch {
	case a.Empty() && b.Empty():
		return a, Neither
	case b.Empty():
		return a, OnlyA
	case a.Empty():
		return b, OnlyB
	}
	value, ok := sameCell(a, b)
	if !ok {
		switch {
		case a.Pen && !b.Pen:
			return a, Overrule
		case b.Pen && !a.Pen:
			return b, Overrule
		}
		return a, Conflict
	}
	value.Pen = a.Pen || b.Pen
	value.Owner = a.Owner
	if b.Pen && !a.Pen {
		value.Owner = b.Owner
	}
	return value, Agree
}

// sameCell reports whether two marks of one slot say the same thing, and
// the value that says it most precisely (pen and owner left to the caller).
func sameCell(a, b CellMark) (CellMark, bool) {
	if a.Kind != b.Kind {
		return a, false
	}
	v := a
	switch a.Kind {
	case River:
		switch {
		case a.Flow == b.Flow:
		case a.Flow == maze.NoDir:
			v.Flow = b.Flow
		case b.Flow == maze.NoDir:
		default:
			return a, false
		}
	case Pit:
		switch {
		case a.Pit == b.Pit:
		case a.Pit == "":
			v.Pit = b.Pit
		case b.Pit == "":
		default:
			return a, false
		}
	case Treasure:
		// A treasure that crumbled is a treasure that says more.
		v.Fake = a.Fake || b.Fake
	case Note:
		v.Text = joinNotes(a.Text, b.Text)
	}
	return v, true
}

// joinNotes joins two notes' texts, "a / b", cut to MaxNote characters.
func joinNotes(a, b string) string {
	if a == b || strings.Contains(a, b) {
		return a
	}
	s := a + " / " + b
	if utf8.RuneCountInString(s) > MaxNote {
		r := []rune(s)
		s = string(r[:MaxNote-1]) + "…"
	}
	return s
}

// mergeEdge is mergeCell for edges. A wall and a suspected wall agree (a
// wall); a wall or suspected wall and the monolith agree (the monolith,
// since the outline is a wall that says more).
func mergeEdge(a, b EdgeMark) (EdgeMark, Verdict) {
	switch {
	case a.Empty() && b.Empty():
		return a, Neither
	case b.Empty():
		return a, OnlyA
	case a.Empty():
		return b, OnlyB
	}
	kind, ok := sameEdge(a.Kind, b.Kind)
	if !ok {
		switch {
		case a.Pen && !b.Pen:
			return a, Overrule
		case b.Pen && !a.Pen:
			return b, Overrule
		}
		return a, Conflict
	}
	v := EdgeMark{Kind: kind, Pen: a.Pen || b.Pen, Owner: a.Owner}
	if b.Pen && !a.Pen {
		v.Owner = b.Owner
	}
	return v, Agree
}

func sameEdge(a, b EdgeKind) (EdgeKind, bool) {
	if a == b {
		return a, true
	}
	wallish := func(k EdgeKind) bool { return k == Wall || k == SuspectedWall }
	switch {
	case wallish(a) && wallish(b):
		return Wall, true
	case wallish(a) && b == Monolith, a == Monolith && wallish(b):
		return Monolith, true
	}
	return a, false
}
