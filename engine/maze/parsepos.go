package maze

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// ParsePos reads a cell position as people write it, 1-based: "(3,4)",
// "3,4", "(3, 4)", with the floor as a third number "(3,4,2)" or as
// Pos.String writes it, "(3,4) floor 2". The result is 0-based. Numbers
// beyond the largest labyrinth (MaxSide, MaxFloors) are refused.
func ParsePos(s string) (Pos, error) {
	sc := posScanner{s: s}
	fail := func(format string, args ...any) (Pos, error) {
		return Pos{}, fmt.Errorf("cell %s: %s", quote.Short(s), fmt.Sprintf(format, args...))
	}
	sc.space()
	if sc.i == len(s) {
		return fail("expected a cell as (x,y), such as (3,4)")
	}
	paren := sc.take('(')
	var n [3]int
	parts := 0
	for _, what := range [3]string{"x", "y", "floor"} {
		if parts > 0 {
			sc.space()
			if !sc.take(',') {
				if parts == 1 {
					return fail(`expected "," after x, as in (3,4)`)
				}
				break
			}
		}
		sc.space()
		v, ok, tooBig := sc.number()
		switch {
		case tooBig:
			return fail("%s is too large", what)
		case !ok && sc.i == len(s):
			return fail("expected a number for %s, as in (3,4)", what)
		case !ok:
			return fail("expected a number for %s, found %s", what, quote.Short(sc.word()))
		case v < 1:
			return fail("coordinates count from 1")
		}
		n[parts] = v
		parts++
	}
	sc.space()
	if paren && !sc.take(')') {
		if sc.i == len(s) {
			return fail(`expected ")" at the end`)
		}
		return fail(`expected ")", found %s`, quote.Short(sc.word()))
	}
	sc.space()
	if parts == 2 && len(s)-sc.i >= 5 && strings.EqualFold(s[sc.i:sc.i+5], "floor") {
		sc.i += 5
		sc.space()
		v, ok, tooBig := sc.number()
		switch {
		case tooBig:
			return fail("floor is too large")
		case !ok:
			return fail(`expected a number after "floor"`)
		case v < 1:
			return fail("floors count from 1")
		}
		n[2] = v
		parts++
		sc.space()
	}
	if sc.i < len(s) {
		return fail("unexpected %s after the cell", quote.Short(s[sc.i:]))
	}
	switch {
	case n[0] > MaxSide || n[1] > MaxSide:
		return fail("no labyrinth is larger than %d cells a side", MaxSide)
	case n[2] > MaxFloors:
		return fail("no labyrinth has more than %d floors", MaxFloors)
	}
	p := Pos{X: n[0] - 1, Y: n[1] - 1}
	if parts == 3 {
		p.Floor = n[2] - 1
	}
	return p, nil
}

type posScanner struct {
	s string
	i int
}

func (sc *posScanner) space() {
	for sc.i < len(sc.s) && (sc.s[sc.i] == ' ' || sc.s[sc.i] == '\t') {
		sc.i++
	}
}

func (sc *posScanner) take(c byte) bool {
	if sc.i < len(sc.s) && sc.s[sc.i] == c {
		sc.i++
		return true
	}
	return false
}

// number reads decimal digits.
func (sc *posScanner) number() (v int, ok, tooBig bool) {
	start := sc.i
	for sc.i < len(sc.s) && '0' <= sc.s[sc.i] && sc.s[sc.i] <= '9' {
		sc.i++
	}
	if sc.i == start {
		return 0, false, false
	}
	v, err := strconv.Atoi(sc.s[start:sc.i])
	return v, true, err != nil
}

// word is the text at the scanner up to the next separator, for messages.
func (sc *posScanner) word() string {
	rest := sc.s[sc.i:]
	switch j := strings.IndexAny(rest, " ,()"); {
	case j == 0:
		return rest[:1]
	case j > 0:
		return rest[:j]
	}
	return rest
}
