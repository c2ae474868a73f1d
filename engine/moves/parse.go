package moves

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// ParseError is a move or statement the parser could not read. Its message
// quotes the part at fault (one action, or the whole move when the problem
// is the move as a whole) and says what was expected:
//
//	"go nort": expected up, down, left or right
//
// A part longer than quote.Width characters is quoted as an excerpt of the
// input around the fault, with its column:
//
//	"…left, shoot left, shoot lefft, shoot left, shoot l…" (column 5003): unknown action "lefft" ...
type ParseError struct {
	// Input is the whole text given to the parser.
	Input string
	// Offset is the byte offset in Input of the word at fault, or of the
	// place where a word is missing.
	Offset int
	// Phrase is the part of Input the message is about.
	Phrase string
	// Msg says what is wrong and what was expected.
	Msg string
}

func (e *ParseError) Error() string {
	if q := quote.Short(e.Phrase); q == strconv.Quote(e.Phrase) {
		return q + ": " + e.Msg
	}
	q, _ := quote.Around(e.Input, e.Offset)
	return fmt.Sprintf("%s (column %d): %s", q, quote.Column(e.Input, e.Offset), e.Msg)
}

// msgf formats a message about the input: every string argument printed
// with %q is cut to quote.Width characters, since it may be any part of a
// megabyte line, and control characters are escaped in all of them.
func msgf(format string, args ...any) string {
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = quoted(s)
		}
	}
	return fmt.Sprintf(format, args...)
}

// quoted prints as quote.Short with %q and as quote.Escape otherwise.
type quoted string

func (q quoted) Format(f fmt.State, verb rune) {
	if verb == 'q' {
		io.WriteString(f, quote.Short(string(q)))
		return
	}
	io.WriteString(f, quote.Escape(string(q)))
}

// MaxNumber is the largest count or rank a move can name ("take 3 bullets",
// "the 2nd lowest treasure"); more than any rules allow a player to carry.
const MaxNumber = 99

// Parse reads one move as a player says it: actions separated by commas,
// semicolons, full stops, "then" or "and", in any case, with filler words
// ("Shoot to the left, then go up", "blow up the wall to the right, go
// right", "skip"), then conditional clauses ("; if I find a treasure, shoot
// up"), with phrases about the whole move among them ("without refilling",
// "don't tell the result"). A move has exactly one movement, before any
// condition, or is a skip. The grammar is in docs/moves.md. Errors are
// *ParseError.
func Parse(s string) (Move, error) {
	var buf [24]token
	p, err := newParser(&s, buf[:0])
	if err != nil {
		return Move{}, err
	}
	p.courtesy()
	return p.move()
}

// parser reads a token stream by recursive descent: a move is a list of
// actions, each introduced by its head word (see action).
type parser struct {
	// src points to the input rather than holding it so that building an
	// error from it does not send the parser, and the token array its
	// caller keeps on the stack, to the heap.
	src  *string
	toks []token
	i    int
}

func (p *parser) input() string { return *p.src }

// newParser tokenizes s into buf (a caller's array, so that short inputs
// need no allocation).
func newParser(s *string, buf []token) (parser, error) {
	toks, err := tokenize(buf, *s, lowerASCII(*s))
	if err != nil {
		return parser{}, err
	}
	return parser{src: s, toks: toks}, nil
}

// tok returns the token i places ahead, or a zero token past the end.
func (p *parser) tok(ahead int) token {
	if j := p.i + ahead; j < len(p.toks) {
		return p.toks[j]
	}
	return token{off: len(p.input()), end: len(p.input())}
}

func (p *parser) atEnd() bool { return p.i >= len(p.toks) }

// is reports whether the next token is the word w.
func (p *parser) is(w string) bool {
	t := p.tok(0)
	return t.kind == tWord && t.text == w
}

// accept consumes the next token if it is one of the words ws.
func (p *parser) accept(ws ...string) bool {
	t := p.tok(0)
	if t.kind != tWord {
		return false
	}
	for _, w := range ws {
		if t.text == w {
			p.i++
			return true
		}
	}
	return false
}

// phrase consumes the words ws if they come next, in order; "'s" matches a
// possessive.
func (p *parser) phrase(ws ...string) bool {
	for k, w := range ws {
		t := p.tok(k)
		if !(t.kind == tWord && t.text == w || t.kind == tPoss && w == "'s") {
			return false
		}
	}
	p.i += len(ws)
	return true
}

// isSep reports whether t ends an action: punctuation, "then", "and",
// "finally" ("finally, if I fall into a pit, ..."), or a "please" thrown in.
func isSep(t token) bool {
	return t.kind == tSep || t.kind == tWord && (t.text == "then" || t.text == "and" || t.text == "please" || t.text == "finally")
}

// endsAction reports whether t ends an action: a separator, or the zero
// token tok returns past the end.
func endsAction(t token) bool { return t.kind == 0 || isSep(t) }

// atBoundary reports whether the current action ends here.
func (p *parser) atBoundary() bool { return endsAction(p.tok(0)) }

func (p *parser) skipSeps() {
	for !p.atEnd() && isSep(p.tok(0)) {
		p.i++
	}
}

// courtesy skips the polite openings people put before a move or a request.
func (p *parser) courtesy() {
	p.skipSeps()
	for _, ph := range [][]string{{"i'd", "like", "to"}, {"i", "would", "like", "to"}, {"i", "want", "to"}, {"i'll"}, {"i", "will"}, {"let", "me"}} {
		if p.phrase(ph...) {
			break
		}
	}
}

// span is the text of tokens [from, to).
func (p *parser) span(from, to int) string {
	if from >= to || from >= len(p.toks) {
		return ""
	}
	return p.input()[p.toks[from].off:p.toks[to-1].end]
}

// actionText is the action starting at token start: everything up to the
// next separator.
func (p *parser) actionText(start int) string { return p.textTo(start, start+1) }

// textTo is the text from token start up to the first separator at or after
// token from. Separators inside parentheses, as in "(3,4)", do not count;
// from lets a phrase that spans separators ("don't tell where I end up, but
// tell me ...") be quoted whole up to the word at fault.
func (p *parser) textTo(start, from int) string {
	end, depth := start, 0
	for ; end < len(p.toks); end++ {
		switch t := p.toks[end]; {
		case t.kind == tOpen:
			depth++
		case t.kind == tClose && depth > 0:
			depth--
		case end >= from && depth == 0 && isSep(t):
			return p.span(start, end)
		}
	}
	return p.span(start, end)
}

// raw is the token as written.
func (p *parser) raw(t token) string { return p.input()[t.off:t.end] }

// errAt builds the error for the token at index at (which may be the end).
func (p *parser) errAt(at int, phrase, format string, args ...any) *ParseError {
	off := len(p.input())
	if at < len(p.toks) {
		off = p.toks[at].off
	}
	return &ParseError{Input: p.input(), Offset: off, Phrase: phrase, Msg: msgf(format, args...)}
}

// failAt reports a problem with the token at index at in the action
// starting at token start.
func (p *parser) failAt(start, at int, format string, args ...any) *ParseError {
	return p.errAt(at, p.textTo(start, max(at, start+1)), format, args...)
}

// missing reports that something is missing after what the action said so
// far; the offset is just after it.
func (p *parser) missing(start int, what, choices string) *ParseError {
	msg := msgf("expected %s after %q", what, p.span(start, p.i))
	if choices != "" {
		msg += " (" + choices + ")"
	}
	return &ParseError{Input: p.input(), Offset: p.toks[p.i-1].end, Phrase: p.textTo(start, p.i), Msg: msg}
}

// wholeErr reports a problem with the move or statement as a whole, which
// starts at token first; the message quotes all of it, without the
// separators around it.
func (p *parser) wholeErr(first, at int, format string, args ...any) *ParseError {
	last := len(p.toks)
	for last > first && isSep(p.toks[last-1]) {
		last--
	}
	return p.errAt(at, p.span(first, last), format, args...)
}

// skipAction marks the action "skip" while a move is being read; it never
// appears in a Move.
const skipAction Kind = 0xff

// move reads a move up to the end of the input: actions, with phrases about
// the whole move among them ("without refilling", "don't tell the result"),
// then conditional clauses (§6.5), each an "if" and the actions up to the
// next one, then maybe more phrases about the whole move.
func (p *parser) move() (Move, error) {
	p.skipSeps()
	if p.atEnd() {
		return Move{}, &ParseError{Input: p.input(), Offset: len(p.input()), Phrase: strings.TrimSpace(p.input()),
			Msg: `expected a move, such as "go up" or "skip"`}
	}
	var m Move
	var buf [8]Action
	acts := buf[:0]
	first, items := p.i, 0
	movement, movementEnd, skip := -1, -1, -1 // where the movement and a skip are
	clause, clauseEnd := -1, -1               // where the current condition starts and ends
	tail := -1                                // a phrase about the whole move that ended the clauses
	modifier := -1                            // where the first phrase about the whole move starts
	for !p.atEnd() {
		if p.listMarker() {
			if p.skipSeps(); p.atEnd() {
				break
			}
		}
		start := p.i
		if items++; items == 1 {
			first = start
		}
		isMod, err := p.modifier(&m)
		plain := false // an action of the move that is not a movement
		switch {
		case err != nil:
			return Move{}, err
		case isMod: // "without refilling", "don't tell the result"
			if modifier < 0 {
				modifier = start
			}
			if !p.atBoundary() && !p.atModifier() {
				return Move{}, p.failAt(start, p.i, `unexpected %q after %q (expected ",", "then" or the end of the move)`,
					p.raw(p.tok(0)), p.span(start, p.i))
			}
			if clause >= 0 && tail < 0 {
				if len(m.Conditions[len(m.Conditions)-1].Then) == 0 {
					return Move{}, p.errAt(start, p.span(clause, p.i),
						`%q is about the whole move, not a condition: say it before the first "if" or at the end of the move`, p.span(start, p.i))
				}
				tail = start
			}
		case p.is("if"): // a new clause
			if tail >= 0 {
				return Move{}, p.failAt(start, start, "conditions go before %q", p.actionText(tail))
			}
			if clause >= 0 && len(m.Conditions[len(m.Conditions)-1].Then) == 0 {
				return Move{}, p.emptyClause(clause, clauseEnd)
			}
			c, err := p.condition()
			if err != nil {
				return Move{}, err
			}
			if !p.atBoundary() {
				return Move{}, p.failAt(start, p.i, `unexpected %q after %q (expected "," and what to do, as in "if I find a treasure, shoot up")`,
					p.raw(p.tok(0)), p.span(start, p.i))
			}
			m.Conditions = append(m.Conditions, Conditional{If: c})
			clause, clauseEnd = start, p.i
		default: // an action, of the move or of the current clause
			a, err := p.action()
			if err != nil {
				return Move{}, err
			}
			if !p.atBoundary() && !p.atModifier() {
				return Move{}, p.failAt(start, p.i, `unexpected %q after %q (expected ",", "then" or the end of the move)`,
					p.raw(p.tok(0)), p.span(start, p.i))
			}
			switch {
			case a.Kind == skipAction && skip < 0:
				skip = start
			case a.Kind == skipAction: // a second skip is said with the first
			case tail >= 0:
				return Move{}, p.failAt(start, start, `an action after %q depends on no condition: the move's own actions go before the first "if"`,
					p.actionText(tail))
			case clause >= 0 && a.Kind.IsMovement() && movement < 0:
				return Move{}, p.failAt(start, start, `a movement cannot follow a condition: the move's own actions, its movement among them, go before the first "if"`)
			case clause >= 0 && a.Kind.IsMovement():
				return Move{}, p.failAt(start, start, `a conditional action cannot be a movement: the move's one movement goes before the first "if"`)
			case clause >= 0:
				c := &m.Conditions[len(m.Conditions)-1]
				c.Then = append(c.Then, a)
			case a.Kind.IsMovement() && movement >= 0:
				return Move{}, p.wholeErr(first, start, "only one movement per move (found %q and %q)",
					p.span(movement, movementEnd), p.span(start, p.i))
			case a.Kind.IsMovement():
				movement, movementEnd = start, p.i
				acts = append(acts, a)
			default:
				acts = append(acts, a)
				plain = true
			}
		}
		// A skip may come with actions that are not movements ("skip,
		// shoot left": a turn that is a shot alone, seed 001 l.57–68; the
		// rules decide whether it is allowed), but not with a movement, a
		// condition or a phrase about the whole move.
		if skip >= 0 && items > 1 {
			other := -1 // what was said with the skip
			switch {
			case skip != start && !plain:
				other = start
			case skip != start:
			case movement >= 0:
				other = movement
			case clause >= 0:
				other = clause
			case modifier >= 0:
				other = modifier
			}
			if other >= 0 {
				return Move{}, p.wholeErr(first, skip, `"skip" is a move on its own; it cannot be combined with %q`, p.actionText(other))
			}
		}
		p.skipSeps()
	}
	switch {
	case skip >= 0 && len(acts) > 0:
		return Move{Skip: true, Actions: append([]Action(nil), acts...)}, nil
	case skip >= 0:
		return SkipMove(), nil
	case movement < 0:
		return Move{}, p.wholeErr(first, first, `a move needs one movement (go up, down, left or right; by the flow; by the loop) or "skip"`)
	case clause >= 0 && len(m.Conditions[len(m.Conditions)-1].Then) == 0:
		return Move{}, p.emptyClause(clause, clauseEnd)
	}
	m.Actions = append([]Action(nil), acts...)
	return m, nil
}

// atModifier reports whether a phrase about the whole move starts here,
// which needs no separator before it: "go right in the dark", "go right
// without refilling".
func (p *parser) atModifier() bool {
	t1, t2 := p.tok(1), p.tok(2)
	return p.is("without") || p.is("don't") || p.is("do") && t1.text == "not" ||
		p.is("in") && t1.text == "the" && t2.text == "dark"
}

// listMarker skips the number of a numbered list, "1." or "1)", as in the
// reference's "1. Go right, don't tell where did I end up, but 2. tell me
// whether I hit a wall" (§6.8). No action starts with a number.
func (p *parser) listMarker() bool {
	t, next := p.tok(0), p.tok(1)
	if t.kind == tWord && allDigits(t.text) && (next.kind == tSep && next.text == "." || next.kind == tClose) {
		p.i += 2
		return true
	}
	return false
}

// action reads one action, dispatching on its head word.
func (p *parser) action() (Action, error) {
	start := p.i
	head := p.tok(0)
	if head.kind != tWord {
		return Action{}, p.failAt(start, start, `unexpected %q (expected an action such as "go up")`, p.raw(head))
	}
	p.i++
	switch head.text {
	case "go", "move", "step", "walk":
		if p.accept("by", "with") || p.is("flow") || p.is("loop") {
			return p.flowOrLoop(start)
		}
		if a, ok := p.stairs(); ok {
			return a, nil
		}
		return p.dirAction(start, Go)
	case "up", "down", "left", "right":
		d, _ := maze.ParseDir(head.text)
		return Action{Kind: Go, Dir: d}, nil
	case "by", "follow":
		return p.flowOrLoop(start)
	case "upstairs", "downstairs":
		p.i--
		a, _ := p.stairs()
		return a, nil
	case "climb":
		switch {
		case p.accept("up", "upstairs"):
			return Action{Kind: Climb, Dir: maze.Up}, nil
		case p.accept("down", "downstairs"):
			return Action{Kind: Climb, Dir: maze.Down}, nil
		}
		return Action{}, p.failAt(start, p.i, `expected "climb up" or "climb down" (by a staircase)`)
	case "row", "swim", "paddle":
		return p.dirAction(start, Row) // against the current, by boat (seed 002 l.35)
	case "flow":
		return Action{Kind: ByFlow}, nil
	case "loop":
		return Action{Kind: ByLoop}, nil
	case "skip":
		p.accept("the", "my", "a", "this")
		p.accept("move", "turn")
		return Action{Kind: skipAction}, nil
	case "pass":
		return Action{Kind: skipAction}, nil
	case "shoot", "fire":
		a, err := p.dirAction(start, Shoot)
		if err != nil || !p.accept("at") {
			return a, err
		}
		return p.target(start, a)
	case "blow":
		// "up" is the verb's particle in "blow up the wall to the right",
		// but the direction in "blow up", "blow up wall".
		if after := p.tok(1); p.is("up") && !endsAction(after) && !(after.kind == tWord && after.text == "wall") {
			p.i++
		}
		return p.dirAction(start, Blow)
	case "throw":
		// A grenade is thrown at a wall (§5.4); other items onto the
		// neighbouring cell (§5.2).
		j := p.i
		p.accept("a", "an", "the", "one", "my")
		if p.accept("grenade") {
			return p.dirAction(start, Blow)
		}
		if p.accept("boomerang") { // 001 l.109
			return p.dirAction(start, Boomerang)
		}
		p.i = j
		return p.itemAction(start, Throw)
	case "grenade":
		return p.dirAction(start, Blow)
	case "take", "pick", "grab":
		if head.text == "pick" {
			p.accept("up")
		}
		return p.itemAction(start, Take)
	case "leave", "drop":
		return p.itemAction(start, Leave)
	case "set", "plant", "place", "lay", "activate":
		return p.setMine(start, head.text)
	case "use":
		// "use knife" (001 l.65); "use cement to the left" (l.107).
		p.accept("the", "a", "my")
		switch {
		case p.accept("knife"):
			return Action{Kind: Stab}, nil
		case p.accept("cement"):
			return p.dirAction(start, Build)
		}
		return Action{}, p.failAt(start, p.i, `expected "knife" or "cement" ("use the knife", "use cement to the left")`)
	case "strike", "stab":
		// "strike with knife" (001 l.65)
		if p.accept("with") {
			p.accept("the", "a", "my")
			if !p.accept("knife") {
				return Action{}, p.failAt(start, p.i, `expected "knife" ("strike with the knife")`)
			}
		}
		return Action{Kind: Stab}, nil
	case "knife":
		return Action{Kind: Stab}, nil
	case "boomerang":
		return p.dirAction(start, Boomerang)
	case "build", "cement":
		p.accept("up")
		return p.dirAction(start, Build)
	}
	return Action{}, p.failAt(start, start, "unknown action %q (expected go, shoot, blow, take, leave, throw, set a landmine, use the knife, build a wall, throw the boomerang, by the flow, by the loop, row or skip)",
		p.raw(head))
}

// flowOrLoop reads the end of "by the flow" / "by the loop".
func (p *parser) flowOrLoop(start int) (Action, error) {
	p.accept("the")
	switch {
	case p.accept("flow", "river"):
		return Action{Kind: ByFlow}, nil
	case p.accept("loop"):
		return Action{Kind: ByLoop}, nil
	}
	if p.atBoundary() {
		return Action{}, p.missing(start, `"the flow" or "the loop"`, "")
	}
	return Action{}, p.failAt(start, p.i, `expected "the flow" or "the loop"`)
}

// Filler words around a direction: "shoot to the left", "blow up the wall
// to the right", "blow the right wall".
var (
	dirFiller  = []string{"the", "to", "towards", "toward", "at", "on", "into", "a", "an", "my"}
	wallFiller = []string{"wall", "side"}
)

// dirAction reads the direction of a Go, Shoot or Blow.
func (p *parser) dirAction(start int, k Kind) (Action, error) {
	d, err := p.dir(start, k)
	return Action{Kind: k, Dir: d}, err
}

// dir reads the direction of an action of kind k, after filler words. A
// wall to blow may be named ("the wall to the right", "the wall above"), and
// the cell above or below may be where a grenade, an item or a landmine goes.
func (p *parser) dir(start int, k Kind) (maze.Dir, error) {
	wall := k == Blow || k == Build
	for p.accept(dirFiller...) || wall && p.accept(wallFiller...) {
	}
	if p.atBoundary() {
		return maze.NoDir, p.missing(start, "a direction", "up, down, left or right")
	}
	t := p.tok(0)
	d, ok := maze.ParseDir(t.text)
	if k == Blow || k == Throw || k == SetMine || k == Build {
		switch t.text {
		case "above":
			d, ok = maze.Up, true
		case "below":
			d, ok = maze.Down, true
		}
	}
	if t.kind != tWord || !ok {
		return maze.NoDir, p.failAt(start, p.i, "expected up, down, left or right")
	}
	p.i++
	if wall {
		for p.accept(wallFiller...) {
		}
	}
	return d, nil
}

// target reads whom a shot is aimed at and the cell the shooter believes
// him to be on, after "shoot left at": "Bob in (3,4)" (§7.3).
func (p *parser) target(start int, a Action) (Action, error) {
	name, err := p.name(start, false, "in", "on", "at")
	if err != nil {
		return a, err
	}
	if !p.accept("in", "on", "at") {
		if p.atBoundary() {
			return a, p.missing(start, "the cell where the target is", `such as "in (3,4)"`)
		}
		return a, p.failAt(start, p.i, `expected "in" and the cell where %s is, such as "in (3,4)"`, quote.Cut(name))
	}
	cell, err := p.cell(start)
	if err != nil {
		return a, err
	}
	a.Target, a.TargetCell = name, cell
	return a, nil
}

// cell reads a cell in parentheses, as written by maze.Pos.String: "(3,4)"
// or "(3,4) floor 2". Errors quote the cell.
func (p *parser) cell(start int) (maze.Pos, error) {
	if p.tok(0).kind != tOpen {
		if p.atBoundary() {
			return maze.Pos{}, p.missing(start, "a cell", "such as (3,4)")
		}
		return maze.Pos{}, p.failAt(start, p.i, "expected a cell in parentheses, such as (3,4)")
	}
	off, end := p.tok(0).off, len(p.input())
	for !p.atEnd() && p.tok(0).kind != tClose {
		p.i++
	}
	if !p.atEnd() {
		end = p.tok(0).end
		p.i++
	}
	if n := p.tok(1); p.is("floor") && n.kind == tWord && allDigits(n.text) {
		end = n.end
		p.i += 2
	}
	text := strings.TrimSpace(p.input()[off:end])
	pos, err := maze.ParsePos(text)
	if err != nil {
		return maze.Pos{}, p.cellError(off, text, err)
	}
	return pos, nil
}

// cellError turns an error of maze.ParsePos on text, found at byte off,
// into a ParseError quoting the cell.
func (p *parser) cellError(off int, text string, err error) *ParseError {
	return &ParseError{Input: p.input(), Offset: off, Phrase: text,
		Msg: strings.TrimPrefix(err.Error(), "cell "+strconv.Quote(text)+": ")}
}

// setMine reads "set a landmine" (on the player's cell), "set a landmine to
// the right", "activate the landmine and throw it to the right" (§5.7).
func (p *parser) setMine(start int, verb string) (Action, error) {
	if verb == "set" {
		p.accept("up")
	}
	p.accept("a", "an", "the", "my", "one")
	if !p.accept("landmine", "mine") {
		if p.atBoundary() {
			return Action{}, p.missing(start, `"a landmine"`, "")
		}
		return Action{}, p.failAt(start, p.i, `expected "a landmine" after %q`, p.span(start, p.i))
	}
	a := Action{Kind: SetMine}
	if verb == "activate" {
		j := p.i
		p.skipSeps()
		if !p.phrase("throw", "it") {
			p.i = j
		} else if p.atBoundary() {
			return a, p.missing(start, "a direction", "up, down, left or right")
		}
	}
	if p.accept("here", "there") || p.atBoundary() {
		return a, nil
	}
	d, err := p.dir(start, SetMine)
	a.Dir = d
	return a, err
}

var (
	numberWords  = [...]string{"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	ordinalWords = [...]string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}
	lowestWords  = []string{"lowest", "bottom", "bottommost"}
	topmostWords = []string{"topmost", "top", "uppermost", "highest"}
)

// number reads a count written in digits or as a word ("2", "two"). ok
// reports whether t is a number at all; n may still be out of range.
func number(t token) (n int, ok bool) {
	if t.kind != tWord {
		return 0, false
	}
	for i, w := range numberWords {
		if i > 0 && t.text == w {
			return i, true
		}
	}
	if !allDigits(t.text) {
		return 0, false
	}
	n, err := strconv.Atoi(t.text)
	if err != nil {
		return MaxNumber + 1, true
	}
	return n, true
}

// ordinal reads a rank: "second", "2nd", "3rd", "11th".
func ordinal(t token) (n int, ok bool) {
	if t.kind != tWord {
		return 0, false
	}
	for i, w := range ordinalWords {
		if i > 0 && t.text == w {
			return i, true
		}
	}
	s := t.text
	if len(s) < 3 || !allDigits(s[:len(s)-2]) {
		return 0, false
	}
	switch s[len(s)-2:] {
	case "st", "nd", "rd", "th":
	default:
		return 0, false
	}
	n, err := strconv.Atoi(s[:len(s)-2])
	if err != nil {
		return MaxNumber + 1, true
	}
	return n, true
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// itemWord reads the name of an item, singular or plural.
func itemWord(w string) (it Item, plural bool, ok bool) {
	switch w {
	case "treasure", "treasures":
		it = Treasure
	case "corpse", "corpses":
		it = Corpse
	case "landmine", "landmines", "mine", "mines":
		it = Landmine
	case "bullet", "bullets":
		it = Bullet
	case "grenade", "grenades":
		it = Grenade
	default:
		return NoItem, false, false
	}
	return it, strings.HasSuffix(w, "s"), true
}

// itemAction reads what a Take, Leave or Throw is about: "the treasure",
// "the second lowest treasure", "2 bullets", "a grenade", "the corpse";
// then, for a Throw, the direction.
func (p *parser) itemAction(start int, k Kind) (Action, error) {
	verb := p.span(start, p.i)
	all := false
	count, countAt := 0, -1
	if n, ok := number(p.tok(0)); ok {
		count, countAt = n, p.i
		p.i++
	} else if p.accept("all") {
		all = true
		p.accept("of")
		p.accept("the", "my")
	} else {
		p.accept("the", "a", "an", "my")
	}

	which, whichAt := AnyTreasure, -1
	if n, ok := ordinal(p.tok(0)); ok {
		whichAt = p.i
		p.i++
		if n < 1 || n > MaxNumber {
			return Action{}, p.failAt(start, whichAt, "expected a rank from first to %dth", MaxNumber)
		}
		if !p.accept(lowestWords...) {
			return Action{}, p.failAt(start, p.i, `expected "lowest" after %q (treasures are counted from the lowest: "the second lowest treasure")`, p.span(start, p.i))
		}
		which = Which(n)
	} else if p.accept(lowestWords...) {
		which, whichAt = Lowest, p.i-1
	} else if p.accept(topmostWords...) {
		which, whichAt = Topmost, p.i-1
	}

	if p.atBoundary() {
		return Action{}, p.missing(start, "an item", "the treasure, the corpse, the landmine, bullets or grenades")
	}
	t := p.tok(0)
	item, plural, ok := itemWord(t.text)
	if t.kind != tWord || !ok {
		return Action{}, p.failAt(start, p.i, "unknown item %q (expected treasure, corpse, landmine, bullets or grenades)", p.raw(t))
	}
	p.i++

	a := Action{Kind: k, Item: item}
	if k == Throw && item == Grenade {
		return a, p.failAt(start, p.i-1, `grenades are thrown at walls, one at a time ("throw a grenade up")`)
	}
	if which != AnyTreasure {
		w := p.raw(p.toks[whichAt])
		if item != Treasure {
			return a, p.failAt(start, whichAt, "only treasures are chosen by %q: there is no order among other items", w)
		}
		if k != Take {
			return a, p.failAt(start, whichAt, "%q chooses a treasure to take from a stack; a player carries one treasure: say \"%s the treasure\"", w, k)
		}
		a.Which = which
	}
	switch {
	case countAt >= 0 && (count < 1 || count > MaxNumber):
		return a, p.failAt(start, countAt, "expected a number from 1 to %d", MaxNumber)
	case countAt >= 0 && !item.Countable() && count != 1:
		return a, p.failAt(start, countAt, "only bullets and grenades can be counted")
	case countAt >= 0 && item.Countable():
		a.Count = count
	case all && !item.Countable():
		return a, p.failAt(start, start+1, `"all" only goes with bullets or grenades`)
	case item.Countable() && (plural || all):
		if k != Take {
			return a, p.failAt(start, p.i-1, `say how many %ss to %s ("a %s", "2 %ss")`, item, quote.Cut(verb), item, item)
		}
		// Count 0: take all of them.
	case item.Countable() && k == Take:
		a.Count = 1
	}
	if k == Throw {
		d, err := p.dir(start, Throw)
		a.Dir = d
		return a, err
	}
	p.accept("here", "there") // "leave one grenade there" (§6.5)
	return a, nil
}

// stairs reads "upstairs" or "downstairs" (after "go"): a staircase of
// 001's three-dimensional labyrinths (G3, l.59).
func (p *parser) stairs() (Action, bool) {
	switch {
	case p.accept("upstairs"):
		return Action{Kind: Climb, Dir: maze.Up}, true
	case p.accept("downstairs"):
		return Action{Kind: Climb, Dir: maze.Down}, true
	}
	return Action{}, false
}
