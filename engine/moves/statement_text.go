package moves

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// ParseStatement reads anything a player says to the game master: a move
// (see Parse), or one of the requests that are not moves:
//
//	status, my status, how many bullets and grenades do I have?  (AskStatus)
//	recall Bob, recall Bob's last move, what was Bob's last move? (AskRecall)
//	order a new cell (3,4), new cell (3,4), I'd like to continue from (3,4) (OrderCell)
//	keep my cell, no new cell, stay                               (KeepCell)
//
// Player names are one word or in double quotes and keep their case;
// coordinates are 1-based as written and 0-based in the Statement. Errors
// are *ParseError.
func ParseStatement(s string) (Statement, error) {
	var buf [24]token
	p, err := newParser(&s, buf[:0])
	if err != nil {
		return Statement{}, err
	}
	p.courtesy()
	if st, ok, err := p.request(); ok {
		return st, err
	}
	m, err := p.move()
	if err != nil {
		return Statement{}, err
	}
	return Statement{Kind: SayMove, Move: m}, nil
}

// String writes the statement in canonical form, which ParseStatement reads
// back to the same Statement: the move, "status", "recall Bob", `recall
// "Player 2"`, "order a new cell (3,4)" or "keep my cell".
func (s Statement) String() string {
	switch s.Kind {
	case SayMove:
		return s.Move.String()
	case AskStatus:
		return "status"
	case AskRecall:
		return "recall " + nameText(s.Player)
	case OrderCell:
		return "order a new cell " + s.Cell.String()
	case KeepCell:
		return "keep my cell"
	}
	return "StatementKind(" + strconv.Itoa(int(s.Kind)) + ")"
}

// Validate reports whether the statement is well formed: a valid move for
// SayMove, a name for AskRecall, a cell for OrderCell, and no other fields
// set. Every valid statement survives String and ParseStatement unchanged.
func (s Statement) Validate() error {
	used := Statement{Kind: s.Kind} // the fields the kind uses; the others must be zero
	switch s.Kind {
	case SayMove:
		used.Move = s.Move
		if err := s.Move.Validate(); err != nil {
			return err
		}
	case AskRecall:
		used.Player = s.Player
		if err := checkName(s.Player); err != nil {
			return err
		}
	case OrderCell:
		used.Cell = s.Cell
		if c := s.Cell; c.X < 0 || c.Y < 0 || c.Floor < 0 || c.X >= maze.MaxSide || c.Y >= maze.MaxSide || c.Floor >= maze.MaxFloors {
			return fmt.Errorf("cell %s: outside any labyrinth", s.Cell)
		}
	case AskStatus, KeepCell:
	default:
		return fmt.Errorf("unknown kind of statement %d", s.Kind)
	}
	if s.Player != used.Player || s.Cell != used.Cell || s.Move.Skip != used.Move.Skip || len(s.Move.Actions) != len(used.Move.Actions) {
		return errors.New("statement has fields its kind does not use")
	}
	return nil
}

// request reads a statement that is not a move. ok reports whether it is
// one (even if it has an error); if not, the parser is back where it was.
func (p *parser) request() (st Statement, ok bool, err error) {
	first := p.i
	for try := range 4 {
		p.i = first
		switch try {
		case 0:
			st, ok, err = p.status()
		case 1:
			st, ok, err = p.recall()
		case 2:
			st, ok, err = p.orderCell()
		case 3:
			st, ok, err = p.keepCell()
		}
		if ok {
			return st, ok, err
		}
	}
	p.i = first
	return Statement{}, false, nil
}

// whole reports whether only separators (the final "?" or ".") are left.
func (p *parser) whole() bool {
	p.skipSeps()
	return p.atEnd()
}

func (p *parser) status() (Statement, bool, error) {
	first := p.i
	for _, ph := range [][]string{{"status"}, {"my", "status"}, {"what", "'s", "my", "status"}, {"what", "is", "my", "status"},
		{"show", "my", "status"}, {"what", "do", "i", "have"}, {"what", "do", "i", "carry"}} {
		p.i = first
		if p.phrase(ph...) && p.whole() {
			return Statement{Kind: AskStatus}, true, nil
		}
	}
	p.i = first
	if !p.phrase("how", "many") {
		return Statement{}, false, nil
	}
	// "how many bullets and grenades do I have?": these words in any order.
	for ; !p.atEnd(); p.i++ {
		t := p.tok(0)
		if isSep(t) || t.kind == tPoss {
			continue
		}
		if _, _, ok := itemWord(t.text); t.kind == tWord && (ok || slices.Contains(howManyWords, t.text)) {
			continue
		}
		return Statement{}, true, p.wholeErr(first, p.i, `unexpected %q (expected a question such as "how many bullets and grenades do I have?")`, p.raw(t))
	}
	return Statement{Kind: AskStatus}, true, nil
}

var howManyWords = []string{"do", "i", "have", "got", "left", "still", "carry", "i've", "items", "things"}

// recall reads "recall Bob", "recall Bob's last move", "recall the last
// move of Bob", "what was Bob's last move?", "what was the last move of Bob?".
func (p *parser) recall() (Statement, bool, error) {
	first := p.i
	if !p.accept("recall") && !p.phrase("what", "was") && !p.phrase("what", "'s") {
		return Statement{}, false, nil
	}
	_ = p.phrase("the", "last", "move", "of") || p.phrase("last", "move", "of")
	name, err := p.name(first)
	if err != nil {
		return Statement{}, true, err
	}
	if p.phrase("'s") {
		p.accept("last")
		p.accept("move")
	}
	if !p.whole() {
		return Statement{}, true, p.wholeErr(first, p.i, "unexpected %q after %q", p.raw(p.tok(0)), p.span(first, p.i))
	}
	return Statement{Kind: AskRecall, Player: name}, true, nil
}

// name reads a player's name: one word, or anything in double quotes. The
// name keeps its case as written.
func (p *parser) name(first int) (string, error) {
	t := p.tok(0)
	switch {
	case t.kind == tWord:
		p.i++
		if next := p.tok(0); next.kind == tWord {
			return "", p.wholeErr(first, p.i, `unexpected %q after the name %q (a name of several words goes in quotes: recall "%s %s")`,
				p.raw(next), p.raw(t), p.raw(t), p.raw(next))
		}
		return p.raw(t), nil
	case t.kind == tQuoted:
		p.i++
		if err := checkName(t.text); err != nil {
			return "", p.wholeErr(first, p.i-1, "%v", err)
		}
		return t.text, nil
	}
	return "", p.wholeErr(first, p.i, "expected a player's name after %q", p.span(first, p.i))
}

// checkName reports whether a player's name can be written and read back:
// not empty, no quotes, no control characters, no spaces around it.
func checkName(n string) error {
	switch {
	case n == "":
		return errors.New("empty player name")
	case !utf8.ValidString(n):
		return fmt.Errorf("player name %q: not valid UTF-8", n)
	case strings.TrimSpace(n) != n:
		return fmt.Errorf("player name %q: spaces around it", n)
	case strings.ContainsAny(n, "\"“”"):
		return fmt.Errorf("player name %q: quotes are not allowed in a name", n)
	case strings.IndexFunc(n, unicode.IsControl) >= 0:
		return fmt.Errorf("player name %q: control characters are not allowed in a name", n)
	}
	return nil
}

// nameText writes a name bare when it reads back as one word, else quoted.
func nameText(n string) string {
	var buf [2]token
	toks, err := tokenize(buf[:0], n, n)
	if err == nil && len(toks) == 1 && toks[0].kind == tWord && toks[0].off == 0 && toks[0].end == len(n) &&
		!strings.ContainsAny(n, "'’") {
		return n
	}
	return `"` + n + `"`
}

// orderCell reads "order a new cell (3,4)", "new cell (3,4)", "continue
// from (3,4)" (also after "I'd like to").
func (p *parser) orderCell() (Statement, bool, error) {
	first := p.i
	switch {
	case p.accept("order"):
		p.accept("me")
		p.accept("a", "the")
		p.accept("new")
		p.accept("cell")
	case p.phrase("new", "cell"), p.phrase("a", "new", "cell"), p.phrase("continue", "from"), p.phrase("continue", "at"):
	default:
		return Statement{}, false, nil
	}
	p.accept("at", "from")
	said := p.span(first, p.i)
	if p.atEnd() || isSep(p.tok(0)) && p.whole() {
		return Statement{}, true, p.wholeErr(first, p.i, "expected a cell after %q, such as (3,4)", said)
	}
	off := p.tok(0).off
	text := strings.TrimRight(p.input()[off:], " \t\r\n.!?")
	pos, err := maze.ParsePos(text)
	if err != nil {
		return Statement{}, true, &ParseError{Input: p.input(), Offset: off, Phrase: text,
			Msg: strings.TrimPrefix(err.Error(), "cell "+strconv.Quote(text)+": ")}
	}
	return Statement{Kind: OrderCell, Cell: pos}, true, nil
}

var keepPhrases = [][]string{{"keep", "my", "cell"}, {"keep", "cell"}, {"keep", "my", "place"}, {"keep", "my", "position"},
	{"no", "new", "cell"}, {"stay"}, {"stay", "here"}, {"stay", "where", "i", "am"}, {"continue", "here"},
	{"don't", "order", "a", "new", "cell"}, {"do", "not", "order", "a", "new", "cell"}}

func (p *parser) keepCell() (Statement, bool, error) {
	first := p.i
	for _, ph := range keepPhrases {
		p.i = first
		if p.phrase(ph...) && p.whole() {
			return Statement{Kind: KeepCell}, true, nil
		}
	}
	return Statement{}, false, nil
}
