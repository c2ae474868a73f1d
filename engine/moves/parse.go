package moves

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// ParseError is a move or statement the parser could not read. Its message
// quotes the part at fault (one action, or the whole move when the problem
// is the move as a whole) and says what was expected:
//
//	"go nort": expected up, down, left or right
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

func (e *ParseError) Error() string { return fmt.Sprintf("%q: %s", e.Phrase, e.Msg) }

// MaxNumber is the largest count or rank a move can name ("take 3 bullets",
// "the 2nd lowest treasure"); more than any rules allow a player to carry.
const MaxNumber = 99

// Parse reads one move as a player says it: actions separated by commas,
// semicolons, full stops, "then" or "and", in any case, with filler words
// ("Shoot to the left, then go up", "blow up the wall to the right, go
// right", "skip"). A move has exactly one movement, or is a skip. The
// grammar is in docs/moves.md. Errors are *ParseError.
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

// isSep reports whether t ends an action: punctuation, "then", "and", or a
// "please" thrown in.
func isSep(t token) bool {
	return t.kind == tSep || t.kind == tWord && (t.text == "then" || t.text == "and" || t.text == "please")
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
func (p *parser) actionText(start int) string {
	end := start + 1
	for end < len(p.toks) && !isSep(p.toks[end]) {
		end++
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
	return &ParseError{Input: p.input(), Offset: off, Phrase: phrase, Msg: fmt.Sprintf(format, args...)}
}

// failAt reports a problem with the token at index at in the action
// starting at token start.
func (p *parser) failAt(start, at int, format string, args ...any) *ParseError {
	return p.errAt(at, p.actionText(start), format, args...)
}

// missing reports that something is missing after what the action said so
// far; the offset is just after it.
func (p *parser) missing(start int, what, choices string) *ParseError {
	msg := fmt.Sprintf("expected %s after %q", what, p.span(start, p.i))
	if choices != "" {
		msg += " (" + choices + ")"
	}
	return &ParseError{Input: p.input(), Offset: p.toks[p.i-1].end, Phrase: p.actionText(start), Msg: msg}
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

// move reads actions up to the end of the input.
func (p *parser) move() (Move, error) {
	p.skipSeps()
	if p.atEnd() {
		return Move{}, &ParseError{Input: p.input(), Offset: len(p.input()), Phrase: strings.TrimSpace(p.input()),
			Msg: `expected a move, such as "go up" or "skip"`}
	}
	var buf [8]Action
	acts := buf[:0]
	first := p.i
	movement, movementEnd, skip := -1, -1, -1 // where the movement and a skip are
	for !p.atEnd() {
		start := p.i
		a, err := p.action()
		if err != nil {
			return Move{}, err
		}
		if !p.atBoundary() {
			return Move{}, p.failAt(start, p.i, `unexpected %q after %q (expected ",", "then" or the end of the move)`,
				p.raw(p.tok(0)), p.span(start, p.i))
		}
		switch {
		case a.Kind == skipAction:
			skip = start
		case a.Kind.IsMovement() && movement >= 0:
			return Move{}, p.wholeErr(first, start, "only one movement per move (found %q and %q)",
				p.span(movement, movementEnd), p.span(start, p.i))
		case a.Kind.IsMovement():
			movement, movementEnd = start, p.i
			acts = append(acts, a)
		default:
			acts = append(acts, a)
		}
		if skip >= 0 && len(acts) > 0 {
			other := start // the action said with the skip
			if skip == start {
				other = first
			}
			return Move{}, p.wholeErr(first, skip, `"skip" is a move on its own; it cannot be combined with %q`, p.actionText(other))
		}
		p.skipSeps()
	}
	switch {
	case skip >= 0:
		return SkipMove(), nil
	case movement < 0:
		return Move{}, p.wholeErr(first, first, `a move needs one movement (go up, down, left or right; by the flow; by the loop) or "skip"`)
	}
	return Move{Actions: append([]Action(nil), acts...)}, nil
}

// action reads one action, dispatching on its head word. New kinds of
// action (throwing items, setting landmines, conditions, dark moves) are new
// cases here.
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
		return p.dirAction(start, Go, false)
	case "up", "down", "left", "right":
		d, _ := maze.ParseDir(head.text)
		return Action{Kind: Go, Dir: d}, nil
	case "by", "follow":
		return p.flowOrLoop(start)
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
		return p.dirAction(start, Shoot, false)
	case "blow":
		// "up" is the verb's particle in "blow up the wall to the right",
		// but the direction in "blow up", "blow up wall".
		if after := p.tok(1); p.is("up") && !endsAction(after) && !(after.kind == tWord && after.text == "wall") {
			p.i++
		}
		return p.dirAction(start, Blow, true)
	case "throw":
		p.accept("a", "an", "the", "one", "my")
		if !p.accept("grenade") {
			return Action{}, p.failAt(start, p.i, `expected "a grenade" after %q (throwing other items is not supported yet)`, p.span(start, p.i))
		}
		return p.dirAction(start, Blow, true)
	case "grenade":
		return p.dirAction(start, Blow, true)
	case "take", "pick", "grab":
		if head.text == "pick" {
			p.accept("up")
		}
		return p.itemAction(start, Take)
	case "leave", "drop":
		return p.itemAction(start, Leave)
	}
	return Action{}, p.failAt(start, start, "unknown action %q (expected go, shoot, blow, take, leave, by the flow, by the loop or skip)",
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

// dirAction reads the direction of a Go, Shoot or Blow. wall allows the
// words that name a wall ("the wall to the right", "the wall above").
func (p *parser) dirAction(start int, k Kind, wall bool) (Action, error) {
	for p.accept(dirFiller...) || wall && p.accept(wallFiller...) {
	}
	if p.atBoundary() {
		return Action{}, p.missing(start, "a direction", "up, down, left or right")
	}
	t := p.tok(0)
	d, ok := maze.ParseDir(t.text)
	if wall {
		switch t.text {
		case "above":
			d, ok = maze.Up, true
		case "below":
			d, ok = maze.Down, true
		}
	}
	if t.kind != tWord || !ok {
		return Action{}, p.failAt(start, p.i, "expected up, down, left or right")
	}
	p.i++
	if wall {
		for p.accept(wallFiller...) {
		}
	}
	return Action{Kind: k, Dir: d}, nil
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

// itemAction reads what a Take or Leave is about: "the treasure", "the
// second lowest treasure", "2 bullets", "a grenade", "the corpse".
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
	if which != AnyTreasure {
		w := p.raw(p.toks[whichAt])
		if item != Treasure {
			return a, p.failAt(start, whichAt, "only treasures are chosen by %q: there is no order among other items", w)
		}
		if k == Leave {
			return a, p.failAt(start, whichAt, "%q chooses a treasure to take from a stack; a player carries one treasure: say \"leave the treasure\"", w)
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
		if k == Leave {
			return a, p.failAt(start, p.i-1, `say how many %ss to %s ("a %s", "2 %ss")`, item, verb, item, item)
		}
		// Count 0: take all of them.
	case item.Countable() && k == Take:
		a.Count = 1
	}
	return a, nil
}
