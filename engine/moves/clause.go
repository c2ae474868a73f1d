package moves

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// This file is the part of the language beyond actions: conditional clauses
// (§6.5), and the phrases about the whole move, "without refilling" (§4.3)
// and what to tell of the results (§6.7, §6.8).

// condition reads "if CONDITION" up to the separator before its actions.
func (p *parser) condition() (Condition, error) {
	start := p.i
	p.i++ // "if"
	var c Condition
	if p.atBoundary() {
		return c, p.missing(start, "a condition", `such as "if I find a treasure"`)
	}
	// "a scream is heard", "no scream is heard": the one condition whose
	// subject is not "I".
	if p.accept("a", "no") {
		c = Condition{Kind: IfScream, Not: p.toks[p.i-1].text == "no"}
		if err := p.expect(start, "scream", "is"); err != nil {
			return c, err
		}
		if p.accept("not") {
			c.Not = !c.Not
		}
		return c, p.expect(start, "heard")
	}
	if !p.accept("i", "i'm") {
		return c, p.failAt(start, p.i, `expected "I" or "a scream" after "if", as in "if I find a treasure"`)
	}
	if p.toks[p.i-1].text == "i'm" || p.accept("am") {
		c.Not = p.accept("not")
		switch {
		case p.accept("healed"):
			c.Kind = IfHealed
			return c, nil
		case p.accept("carried"):
			c.Kind = IfRiver
			return c, p.expect(start, "by", "the", "flow")
		}
		return c, p.failAt(start, p.i, `expected "healed" or "carried by the flow" after %q`, p.span(start, p.i))
	}
	c.Not = p.accept("don't") || p.phrase("do", "not")
	verbAt, verb := p.i, p.tok(0)
	if p.atBoundary() {
		return c, p.missing(start, "a condition", condChoices)
	}
	if verb.kind != tWord {
		verb.text = "" // not a quoted "find"
	}
	p.i++
	switch verb.text {
	case "find", "found":
		return p.findWhat(start, c)
	case "fall":
		c.Kind = IfPit
		return c, p.expect(start, "into|in", "a|the?", "pit")
	case "hit":
		c.Kind = IfWall
		return c, p.expect(start, "a|the?", "wall")
	case "hear":
		c.Kind = IfScream
		return c, p.expect(start, "a?", "scream")
	case "get":
		if p.accept("healed") {
			c.Kind = IfHealed
			return c, nil
		}
		c.Kind = IfRiver
		return c, p.expect(start, "into|in", "a|the?", "river")
	case "walk", "step", "go", "come", "move", "arrive":
		c.Kind = IfCell
		if err := p.expect(start, "into|onto|in|on|to|at", "a|an|the?"); err != nil {
			return c, err
		}
		return c, p.cellKind(start, &c)
	}
	p.i = verbAt
	return c, p.failAt(start, p.i, "unknown condition %q (expected %s)", p.raw(p.tok(0)), condChoices)
}

const condChoices = "find ..., fall into a pit, hit a wall, am carried by the flow, get into a river, walk into ..., hear a scream or am healed"

// findWhat reads what "if I find" is about: an item, "anything", "nothing".
func (p *parser) findWhat(start int, c Condition) (Condition, error) {
	c.Kind = IfFind
	switch {
	case p.accept("anything", "something"):
		return c, nil
	case !c.Not && p.accept("nothing"):
		c.Not = true
		return c, nil
	}
	p.accept("a", "an", "the", "any", "some")
	if p.atBoundary() {
		return c, p.missing(start, "what you find", "a treasure, a bullet, a grenade, a corpse, a landmine or anything")
	}
	t := p.tok(0)
	item, _, ok := itemWord(t.text)
	if t.kind != tWord || !ok {
		return c, p.failAt(start, p.i, "unknown item %q (expected a treasure, a bullet, a grenade, a corpse, a landmine or anything)", p.raw(t))
	}
	p.i++
	c.Item = item
	return c, nil
}

// cellKind reads the kind of cell of "if I walk into a hospital": the
// kinds the game master announces on arrival (§4).
func (p *parser) cellKind(start int, c *Condition) error {
	if p.atBoundary() {
		return p.missing(start, "a kind of cell", cellChoices)
	}
	t := p.tok(0)
	if t.kind != tWord {
		t.text = ""
	}
	switch t.text {
	case "land":
		c.Cell = maze.Land
	case "hospital":
		c.Cell = maze.Hospital
	case "weaponry", "armory", "armoury", "arsenal":
		c.Cell = maze.Weaponry
	case "pit":
		c.Cell = maze.Pit
	case "river":
		c.Cell = maze.River
	case "delta":
		c.Cell = maze.Delta
	case "encephalitis":
		c.Cell = maze.Encephalitis
	default:
		return p.failAt(start, p.i, "unknown kind of cell %q (expected %s)", p.raw(t), cellChoices)
	}
	p.i++
	p.accept("cell")
	return nil
}

const cellChoices = "land, a hospital, a weaponry, a pit, a river, a delta or the encephalitis cell"

// expect consumes the words ws in order, or reports the first one missing.
// A word may list alternatives ("into|in"); one ending in "?" may be left
// out ("a|the?").
func (p *parser) expect(start int, ws ...string) error {
	for _, w := range ws {
		alts, optional := strings.CutSuffix(w, "?")
		found := false
		for alt := range strings.SplitSeq(alts, "|") {
			if found = p.accept(alt); found {
				break
			}
		}
		if found || optional {
			continue
		}
		want, _, _ := strings.Cut(alts, "|")
		if p.atBoundary() {
			return p.missing(start, strconv.Quote(want), "")
		}
		return p.failAt(start, p.i, "expected %q after %q", want, p.span(start, p.i))
	}
	return nil
}

// modifier reads a phrase about the whole move rather than an action:
// "without refilling", "don't refill" (§4.3), "don't tell the result", "in
// the dark" (§6.7), "don't tell where I end up but tell me whether I hit a
// wall" (§6.8). ok reports whether one was there; if not, nothing is
// consumed.
func (p *parser) modifier(m *Move) (ok bool, err error) {
	start := p.i
	switch {
	case p.accept("without"):
		if !p.accept("refilling", "refill") {
			return true, p.failAt(start, p.i, `expected "refilling" after "without"`)
		}
		p.refillTail()
		m.NoRefill = true
		return true, nil
	case p.phrase("in", "the", "dark"):
		return true, p.setTell(m, start, TellNothing)
	case p.accept("don't") || p.phrase("do", "not"):
	default:
		return false, nil
	}
	switch {
	case p.accept("refill"):
		p.refillTail()
		m.NoRefill = true
		return true, nil
	case !p.accept("tell"):
		if p.atBoundary() {
			return true, p.missing(start, `"tell the result" or "refill"`, "")
		}
		return true, p.failAt(start, p.i, `expected "tell the result" or "refill" after %q`, p.span(start, p.i))
	}
	p.accept("me")
	if !p.accept("where") {
		if !p.accept("anything") {
			if err := p.expect(start, "the", "result|results"); err != nil {
				return true, err
			}
		}
		return true, p.setTell(m, start, TellNothing)
	}
	// Semi-dark: "don't tell where [did] I end up, but tell me whether I
	// hit a wall", also numbered as in the reference: "..., but 2. tell me
	// whether I hit a wall".
	if err := p.expect(start, "did|do|will?", "i", "end|ended|am|land|landed", "up?"); err != nil {
		return true, err
	}
	said := p.i
	p.skipSeps()
	p.accept("but")
	p.skipSeps()
	p.listMarker()
	if !p.phrase("tell", "me") && !p.phrase("only", "tell", "me") {
		p.i = said
		return true, p.failAt(start, p.i, `expected "but tell me whether I hit a wall" after %q (or "don't tell the result" for a dark move)`,
			p.span(start, p.i))
	}
	if err := p.expect(start, "only|just?", "whether|if", "i", "hit", "a|the?", "wall"); err != nil {
		return true, err
	}
	return true, p.setTell(m, start, TellWall)
}

// refillTail skips the words that may end "don't refill": "my ammo",
// "my ammunition".
func (p *parser) refillTail() {
	p.accept("my")
	p.accept("ammo", "ammunition")
}

// setTell sets what to tell of the move's results, refusing two phrases
// that disagree.
func (p *parser) setTell(m *Move, start int, t Tell) error {
	if m.Tell != TellAll && m.Tell != t {
		return p.failAt(start, start, "%q contradicts what the move already says to tell", p.span(start, p.i))
	}
	m.Tell = t
	return nil
}

// emptyClause reports a condition with no action after it.
func (p *parser) emptyClause(clause, clauseEnd int) *ParseError {
	return &ParseError{Input: p.input(), Offset: p.toks[clauseEnd-1].end, Phrase: p.span(clause, clauseEnd),
		Msg: `expected an action after the condition, as in "if I find a treasure, shoot up"`}
}

// String writes the condition in canonical form: "if I find a treasure",
// "if I don't hit a wall", "if no scream is heard".
func (c Condition) String() string {
	do, am := "if I ", "if I am "
	if c.Not {
		do, am = "if I don't ", "if I am not "
	}
	switch c.Kind {
	case IfFind:
		switch {
		case c.Item == NoItem && c.Not:
			return "if I find nothing"
		case c.Item == NoItem:
			return "if I find anything"
		}
		return do + "find a " + c.Item.String()
	case IfPit:
		return do + "fall into a pit"
	case IfWall:
		return do + "hit a wall"
	case IfRiver:
		return am + "carried by the flow"
	case IfCell:
		switch c.Cell {
		case maze.Land:
			return do + "walk onto land"
		case maze.Encephalitis:
			return do + "arrive at the encephalitis cell"
		}
		return do + "walk into a " + c.Cell.String()
	case IfScream:
		if c.Not {
			return "if no scream is heard"
		}
		return "if a scream is heard"
	case IfHealed:
		return am + "healed"
	}
	return "if CondKind(" + strconv.Itoa(int(c.Kind)) + ")"
}

// Validate reports whether the condition has the fields its kind uses and
// no others: an item (or none, for anything) for IfFind, a kind of cell
// announced on arrival for IfCell.
func (c Condition) Validate() error {
	switch c.Kind {
	case IfFind:
		if c.Item > Grenade {
			return fmt.Errorf("%s: unknown item %d", c, c.Item)
		}
	case IfCell:
		switch c.Cell {
		case maze.Land, maze.Hospital, maze.Weaponry, maze.Delta, maze.Encephalitis, maze.Pit, maze.River:
		default:
			return fmt.Errorf("if I walk into: cell kind %s (expected land, hospital, weaponry, delta, encephalitis, pit or river)", c.Cell)
		}
	case IfPit, IfWall, IfRiver, IfScream, IfHealed:
	default:
		return fmt.Errorf("unknown kind of condition %d", c.Kind)
	}
	if c.Item != NoItem && c.Kind != IfFind {
		return fmt.Errorf("%s: has an item", c)
	}
	if c.Cell != maze.Outside && c.Kind != IfCell {
		return fmt.Errorf("%s: has a cell kind", c)
	}
	return nil
}

// ParseCondition reads one condition as Condition.String writes it ("if I
// find a treasure", "if no scream is heard"), for messages that carry a
// condition on its own.
func ParseCondition(s string) (Condition, error) {
	var buf [16]token
	p, err := newParser(&s, buf[:0])
	if err != nil {
		return Condition{}, err
	}
	if p.atEnd() || !p.is("if") {
		return Condition{}, &ParseError{Input: s, Phrase: s, Msg: `expected a condition starting with "if"`}
	}
	c, err := p.condition()
	if err != nil {
		return Condition{}, err
	}
	if !p.atEnd() {
		return Condition{}, p.failAt(0, p.i, "unexpected %q after the condition", p.raw(p.tok(0)))
	}
	return c, c.Validate()
}
