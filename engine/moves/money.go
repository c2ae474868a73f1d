package moves

// The statements of seed 004's money (shared/seeds/004, l.59–60 and
// l.30–32): a paid hint and a bet in the casino, each said instead of a
// move. Whether the rules allow them, and what they cost, is the game's
// to decide (engine/game, rules options hint_price and casino).

// MaxStake is the largest bet a statement can name: more than any game's
// money, so that a bet's only limit is what the player has.
const MaxStake = 1_000_000

// hintPhrases are the ways of asking "where am I?" (004 l.59: «узнать,
// где на карте вы находитесь»).
var hintPhrases = [][]string{{"where", "am", "i"}, {"i'm", "lost"}, {"buy", "a", "hint"}, {"a", "hint"}, {"hint"},
	{"i", "buy", "a", "hint"}, {"i'd", "like", "a", "hint"}, {"where", "on", "the", "map", "am", "i"},
	{"tell", "me", "where", "i", "am"}}

// hint reads the paid hint: "where am I?", "hint", "buy a hint", "tell me
// where I am".
func (p *parser) hint() (Statement, bool, error) {
	first := p.i
	for _, ph := range hintPhrases {
		p.i = first
		if p.phrase(ph...) && p.whole() {
			return Statement{Kind: BuyHint}, true, nil
		}
	}
	p.i = first
	return Statement{}, false, nil
}

// bet reads a bet in the casino: "bet 3", "I bet 3", "bet 3 coins", "play
// the casino for 3", "stake three".
func (p *parser) bet() (Statement, bool, error) {
	first := p.i
	p.accept("i")
	switch {
	case p.accept("bet", "stake"):
	case p.phrase("play", "the", "casino", "for"), p.phrase("play", "for"), p.phrase("play", "casino", "for"):
	default:
		p.i = first
		return Statement{}, false, nil
	}
	said, at := p.span(first, p.i), p.i
	n, ok := number(p.tok(0))
	if t := p.tok(0); ok && t.kind == tWord && allDigits(t.text) && len(t.text) > 7 {
		n = MaxStake + 1 // number reads what does not fit an int as a small count
	}
	if !ok {
		if p.atEnd() || isSep(p.tok(0)) && p.whole() {
			return Statement{}, true, p.wholeErr(first, at, "expected how much after %q, such as \"bet 3\"", said)
		}
		return Statement{}, true, p.wholeErr(first, at, "unexpected %q after %q (expected how much, such as \"bet 3\")", p.raw(p.tok(0)), said)
	}
	if n < 1 || n > MaxStake {
		return Statement{}, true, p.wholeErr(first, at, "a bet of %s: it must be from 1 to %d", p.raw(p.tok(0)), MaxStake)
	}
	p.i++
	p.accept("coin", "coins")
	if !p.whole() {
		return Statement{}, true, p.wholeErr(first, p.i, "unexpected %q after %q", p.raw(p.tok(0)), p.span(first, p.i))
	}
	return Statement{Kind: PlaceBet, Amount: int32(n)}, true, nil
}
