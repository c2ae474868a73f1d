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
	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// ParseStatement reads anything a player says to the game master: a move
// (see Parse), or one of the requests that are not moves:
//
//	status, my status, how many bullets and grenades do I have?  (AskStatus)
//	recall Bob, recall Bob's last move, what was Bob's last move? (AskRecall)
//	order a new cell (3,4), new cell (3,4), I'd like to continue from (3,4) (OrderCell)
//	keep my cell, no new cell, stay                               (KeepCell)
//	what type is the cell (3,4)?, what is (3,4)?, cell type (3,4) (AskCellType)
//	take a break, break, a five-minute break, time out            (TakeBreak)
//	start timing Bob, time Bob, time Bob's move                   (AskTiming)
//	vote for a break, I vote for a break                          (VoteBreak)
//	what are the rules?, rules?, which rules are in force?        (AskRules)
//	where am I?, hint, buy a hint, tell me where I am             (BuyHint)
//	bet 3, I bet 3 coins, play the casino for 3                   (PlaceBet)
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
// "Player 2"`, "order a new cell (3,4)", "keep my cell", "what type is the
// cell (3,4)?", "take a break", "start timing Bob", "where am I?" or "bet 3".
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
	case AskCellType:
		return "what type is the cell " + s.Cell.String() + "?"
	case TakeBreak:
		return "take a break"
	case AskTiming:
		return "start timing " + nameText(s.Player)
	case VoteBreak:
		return "vote for a break"
	case AskRules:
		return "what are the rules?"
	case BuyHint:
		return "where am I?"
	case PlaceBet:
		return "bet " + strconv.Itoa(int(s.Amount))
	}
	return "StatementKind(" + strconv.Itoa(int(s.Kind)) + ")"
}

// Validate reports whether the statement is well formed: a valid move for
// SayMove, a name for AskRecall and AskTiming, a cell for OrderCell and
// AskCellType, and no other fields set. Every valid statement survives
// String and ParseStatement unchanged.
func (s Statement) Validate() error {
	used := Statement{Kind: s.Kind} // the fields the kind uses; the others must be zero
	switch s.Kind {
	case SayMove:
		used.Move = s.Move
		if err := s.Move.Validate(); err != nil {
			return err
		}
	case AskRecall, AskTiming:
		used.Player = s.Player
		if err := checkName(s.Player); err != nil {
			return err
		}
	case OrderCell, AskCellType:
		used.Cell = s.Cell
		if err := checkCell(s.Cell); err != nil {
			return err
		}
	case PlaceBet:
		used.Amount = s.Amount
		if s.Amount < 1 || s.Amount > MaxStake {
			return fmt.Errorf("a bet of %d: it must be from 1 to %d", s.Amount, MaxStake)
		}
	case AskStatus, KeepCell, TakeBreak, VoteBreak, AskRules, BuyHint:
	default:
		return fmt.Errorf("unknown kind of statement %d", s.Kind)
	}
	if s.Player != used.Player || s.Cell != used.Cell || s.Amount != used.Amount || s.Kind != SayMove && !s.Move.isZero() {
		return errors.New("statement has fields its kind does not use")
	}
	return nil
}

// checkCell reports whether a cell can be in some labyrinth.
func checkCell(c maze.Pos) error {
	if c.X < 0 || c.Y < 0 || c.Floor < 0 || c.X >= maze.MaxSide || c.Y >= maze.MaxSide || c.Floor >= maze.MaxFloors {
		return fmt.Errorf("cell %s: outside any labyrinth", c)
	}
	return nil
}

// isZero reports whether no field of the move is set.
func (m Move) isZero() bool {
	return !m.Skip && len(m.Actions) == 0 && len(m.Conditions) == 0 && m.Tell == TellAll && !m.NoRefill
}

// requests are the readers of statements that are not moves, in the order
// they are tried. Each reports whether the statement is its kind (even if it
// has an error). cellType comes before recall, which would take "what's" in
// "what's the cell (3,4)?" for its own; takeBreak before timing, which would
// read "time out" as timing a player named "out".
var requests = [...]func(*parser) (Statement, bool, error){
	(*parser).status, (*parser).hint, (*parser).bet, (*parser).rulesQuestion, (*parser).cellType, (*parser).recall, (*parser).orderCell, (*parser).keepCell,
	(*parser).voteBreak, (*parser).takeBreak, (*parser).timing,
}

// request reads a statement that is not a move. ok reports whether it is
// one (even if it has an error); if not, the parser is back where it was.
func (p *parser) request() (st Statement, ok bool, err error) {
	first := p.i
	for _, read := range requests {
		p.i = first
		if st, ok, err = read(p); ok {
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

// rulesQuestion reads a question about the rules in force (§7: "every
// player can at any time confirm all the game rules"): "what are the
// rules?", "rules?", "which rules are in force?", "tell me the rules",
// "remind me of the game rules".
func (p *parser) rulesQuestion() (Statement, bool, error) {
	first := p.i
	for _, lead := range [][]string{{"what", "are"}, {"which", "are"}, {"tell", "me"}, {"show", "me"}, {"remind", "me", "of"},
		{"confirm"}, {"show"}, {"what"}, {"which"}, {}} {
		p.i = first
		if !p.phrase(lead...) {
			continue
		}
		p.accept("all")
		p.accept("the")
		p.accept("game")
		if !p.accept("rules") {
			continue
		}
		_ = p.phrase("are", "in", "force") || p.phrase("in", "force") || p.phrase("of", "the", "game") ||
			p.phrase("are", "we", "playing") || p.accept("apply")
		if p.whole() {
			return Statement{Kind: AskRules}, true, nil
		}
	}
	p.i = first
	return Statement{}, false, nil
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
	name, err := p.name(first, true)
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
// name keeps its case as written. After a one-word name, only the words in
// follow may come: a name of several words goes in quotes. Errors quote the
// statement from token first if whole is set, else the action there.
func (p *parser) name(first int, whole bool, follow ...string) (string, error) {
	t := p.tok(0)
	switch {
	case t.kind == tWord:
		p.i++
		if next := p.tok(0); next.kind == tWord && !slices.Contains(follow, next.text) {
			expected := ""
			if len(follow) > 0 {
				expected = fmt.Sprintf("expected %q; ", follow[0])
			}
			return "", p.fail(whole, first, p.i, `unexpected %q after the name %q (%sa name of several words goes in quotes: %s %q)`,
				p.raw(next), p.raw(t), expected, quote.Cut(p.span(first, p.i-1)), p.raw(t)+" "+p.raw(next))
		}
		return p.raw(t), nil
	case t.kind == tQuoted:
		p.i++
		if err := checkName(t.text); err != nil {
			return "", p.fail(whole, first, p.i-1, "%v", err)
		}
		return t.text, nil
	}
	return "", p.fail(whole, first, p.i, "expected a player's name after %q", p.span(first, p.i))
}

// fail reports an error about the statement (whole) or the action starting
// at token first.
func (p *parser) fail(whole bool, first, at int, format string, args ...any) *ParseError {
	if whole {
		return p.wholeErr(first, at, format, args...)
	}
	return p.failAt(first, at, format, args...)
}

// checkName reports whether a player's name can be written and read back:
// not empty, no quotes, no control characters, no spaces around it.
func checkName(n string) error {
	switch {
	case n == "":
		return errors.New("empty player name")
	case !utf8.ValidString(n):
		return fmt.Errorf("player name %s: not valid UTF-8", quote.Short(n))
	case strings.TrimSpace(n) != n:
		return fmt.Errorf("player name %s: spaces around it", quote.Short(n))
	case strings.ContainsAny(n, "\"“”"):
		return fmt.Errorf("player name %s: quotes are not allowed in a name", quote.Short(n))
	case strings.IndexFunc(n, unicode.IsControl) >= 0:
		return fmt.Errorf("player name %s: control characters are not allowed in a name", quote.Short(n))
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
	pos, err := p.restCell(first)
	if err != nil {
		return Statement{}, true, err
	}
	return Statement{Kind: OrderCell, Cell: pos}, true, nil
}

// restCell reads the rest of the statement as a cell: "(3,4)", "3,4",
// "(3,4) floor 2", with a final "?" or ".".
func (p *parser) restCell(first int) (maze.Pos, error) {
	said, at := p.span(first, p.i), p.i
	if p.atEnd() || isSep(p.tok(0)) && p.whole() {
		return maze.Pos{}, p.wholeErr(first, at, "expected a cell after %q, such as (3,4)", said)
	}
	off := p.tok(0).off
	text := strings.TrimRight(p.input()[off:], " \t\r\n.!?")
	pos, err := maze.ParsePos(text)
	if err != nil {
		return maze.Pos{}, p.cellError(off, text, err)
	}
	return pos, nil
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

// cellType reads a question about the type of a cell, asked before the
// start under a handicap (§7.2): "what type is the cell (3,4)?", "what is
// (3,4)?", "what kind of cell is (3,4)?", "cell type (3,4)".
func (p *parser) cellType() (Statement, bool, error) {
	first := p.i
	switch {
	case p.phrase("what", "type", "is"), p.phrase("what", "kind", "of", "cell", "is"), p.phrase("cell", "type"), p.phrase("type", "of"):
		p.accept("of")
	case p.phrase("what", "is"), p.phrase("what", "'s"):
		// Only when a cell follows: "what's Bob's last move?" is a recall.
		j := p.i
		p.accept("the")
		p.accept("cell")
		t, next := p.tok(0), p.tok(1)
		if !(t.kind == tOpen || t.kind == tWord && allDigits(t.text) && next.kind == tSep && next.text == ",") {
			return Statement{}, false, nil
		}
		p.i = j
	default:
		return Statement{}, false, nil
	}
	p.accept("the")
	p.accept("cell")
	pos, err := p.restCell(first)
	if err != nil {
		return Statement{}, true, err
	}
	return Statement{Kind: AskCellType, Cell: pos}, true, nil
}

// voteBreak reads a vote for a break held by the majority (§9): "vote for a
// break", "I vote for a break".
func (p *parser) voteBreak() (Statement, bool, error) {
	p.accept("i", "we")
	if !p.accept("vote", "votes") {
		return Statement{}, false, nil
	}
	p.accept("for")
	p.accept("a")
	_ = p.accept("five-minute", "5-minute") || p.phrase("five", "minute") || p.phrase("5", "minute")
	if p.accept("break", "pause") && p.whole() {
		return Statement{Kind: VoteBreak}, true, nil
	}
	return Statement{}, false, nil
}

// takeBreak reads a request for a break before the move (§9): "take a
// break", "break", "I take a five-minute break", "time out".
func (p *parser) takeBreak() (Statement, bool, error) {
	first := p.i
	if (p.phrase("time", "out") || p.accept("timeout", "time-out")) && p.whole() {
		return Statement{Kind: TakeBreak}, true, nil
	}
	p.i = first
	p.accept("i", "i'd", "we")
	p.accept("take", "like", "want", "need", "have", "request")
	p.accept("a")
	_ = p.accept("five-minute", "5-minute") || p.phrase("five", "minute") || p.phrase("5", "minute")
	if p.accept("break") && p.whole() {
		return Statement{Kind: TakeBreak}, true, nil
	}
	return Statement{}, false, nil
}

// timing reads a request to time a player's move (§9): "start timing Bob",
// "time Bob", "time Bob's move".
func (p *parser) timing() (Statement, bool, error) {
	first := p.i
	if !p.phrase("start", "timing") && !p.accept("time") {
		return Statement{}, false, nil
	}
	name, err := p.name(first, true)
	if err != nil {
		return Statement{}, true, err
	}
	if p.phrase("'s") {
		p.accept("move", "turn")
	}
	if !p.whole() {
		return Statement{}, true, p.wholeErr(first, p.i, "unexpected %q after %q", p.raw(p.tok(0)), p.span(first, p.i))
	}
	return Statement{Kind: AskTiming, Player: name}, true, nil
}
