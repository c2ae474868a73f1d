package bot

import (
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// whereabouts is what the bot knows of the labyrinth and of where it
// stands in it, from its own moves' announcements alone.
//
// While it knows where it stands (placed), it draws on the main sheet, in
// the plan's coordinates. A pit, a river or a start it did not choose takes
// that away (§4.4, §4.6, §6.1): it then draws on a fragment, as a player
// starts a new sheet, and keeps the cells of the main sheet where the
// fragment's first cell may lie (origins). Each announcement rules out the
// origins where the fragment no longer fits what the main sheet and the
// outline say; when one is left, the fragment is laid there and the bot
// knows where it stands again — the notebook's glue (docs/notebook-model.md)
// done by elimination. A beginner never lays fragments: after a pit it
// knows only what it saw since.
type whereabouts struct {
	outline game.Outline
	main    *sheet
	glue    bool // lay fragments on the main sheet (standard and expert)

	placed bool
	at     maze.Pos // on main when placed, on frag otherwise

	frag       *sheet
	fragOrigin maze.Pos
	// origins are the cells of the main sheet where the fragment's origin
	// may lie; lost is set when none is known (the bot does not try).
	origins []maze.Pos
	lost    bool

	// flowFrom is the river cell of the main sheet the flow last carried
	// the bot out of, while it does not know where to: the cell it lands
	// on, once known, tells the river's flow there.
	flowFrom  maze.Pos
	flowKnown bool

	out    bool // outside the labyrinth (§3.4)
	outDir maze.Dir

	// moveFrom is where the bot's move began, when it knew (moveKnown):
	// under tell_returned (seed 001 l.114) the game master says when the
	// movement brought it back there.
	moveFrom  maze.Pos
	moveKnown bool
}

func newWhereabouts(o game.Outline, glue bool) *whereabouts {
	return &whereabouts{outline: o, main: newSheet(o.Width(), o.Height(), max(o.Floors(), 1)), glue: glue}
}

// sheet is the sheet the bot draws on now.
func (w *whereabouts) sheet() *sheet {
	if w.placed {
		return w.main
	}
	return w.frag
}

// placeAt: the bot knows it stands on p of the plan.
func (w *whereabouts) placeAt(p maze.Pos) {
	w.placed, w.at, w.frag, w.origins, w.lost = true, p, nil, nil, false
}

// cells is where on the plan the bot may stand now: one cell when placed,
// the fragment's origins shifted when lost with hypotheses, nil when it
// cannot say.
func (w *whereabouts) cells() []maze.Pos {
	switch {
	case w.placed:
		return []maze.Pos{w.at}
	case w.lost || w.frag == nil:
		return nil
	}
	out := make([]maze.Pos, 0, len(w.origins))
	for _, o := range w.origins {
		out = append(out, w.toMain(o, w.at))
	}
	return out
}

// toMain is fragment cell p laid with the fragment's origin on o.
func (w *whereabouts) toMain(o, p maze.Pos) maze.Pos {
	return maze.Pos{X: o.X + p.X - w.fragOrigin.X, Y: o.Y + p.Y - w.fragOrigin.Y, Floor: o.Floor}
}

// startFragment: the bot stands on a cell of kind k somewhere among cands
// (cells of the plan; nil for anywhere in the labyrinth).
func (w *whereabouts) startFragment(k maze.Kind, cands []maze.Pos, anywhere bool) {
	fw, fh := 2*w.outline.Width()+1, 2*w.outline.Height()+1
	w.placed, w.frag, w.out = false, newSheet(fw, fh, 1), false
	w.fragOrigin = maze.Pos{X: w.outline.Width(), Y: w.outline.Height()}
	w.at = w.fragOrigin
	w.frag.setKind(w.at, k)
	w.frag.visits[w.frag.index(w.at)]++
	w.lost = !w.glue
	w.origins = nil
	if w.lost {
		return
	}
	if anywhere {
		cands = w.allCells()
	}
	seen := map[maze.Pos]bool{}
	for _, c := range cands {
		if w.outline.Inside(c) && !seen[c] && w.fits(c, w.at) {
			seen[c] = true
			w.origins = append(w.origins, c)
		}
	}
	w.settle()
}

func (w *whereabouts) allCells() []maze.Pos {
	var out []maze.Pos
	for i := range w.main.kind {
		if p := w.main.pos(i); w.outline.Inside(p) {
			out = append(out, p)
		}
	}
	return out
}

// fits reports whether fragment cell p agrees with the main sheet and the
// outline when the fragment's origin lies on o.
func (w *whereabouts) fits(o, p maze.Pos) bool {
	q := w.toMain(o, p)
	if !w.outline.Inside(q) {
		return false
	}
	i := w.frag.index(p)
	if k := w.frag.kind[i]; k != maze.Outside {
		if mk := w.main.kindAt(q); mk != maze.Outside && !sameKind(mk, k) {
			return false
		}
	}
	for d, v := range w.frag.sides[i] {
		dir := maze.Dir(d + 1)
		beyond := w.outline.Inside(q.Step(dir))
		mv := w.main.sideAt(q, dir)
		switch v {
		case openSide:
			if !beyond {
				return false
			}
		case wallSide:
			if mv == openSide || mv == exitSide {
				return false // walls do not grow back
			}
		case exitSide:
			if beyond || mv == wallSide || mv == rimSide {
				return false
			}
		case rimSide:
			if beyond {
				return false
			}
		}
	}
	return true
}

// sameKind: the encephalitis cell is land to the immune (§4.7).
func sameKind(a, b maze.Kind) bool {
	return a == b || a == maze.Encephalitis && b == maze.Land || a == maze.Land && b == maze.Encephalitis
}

// learned filters the origins after fragment cell p was drawn, and lays
// the fragment when one is left.
func (w *whereabouts) learned(p maze.Pos) {
	if w.placed || w.lost || w.frag == nil {
		return
	}
	kept := w.origins[:0]
	for _, o := range w.origins {
		if w.fits(o, p) {
			kept = append(kept, o)
		}
	}
	w.origins = kept
	w.settle()
}

func (w *whereabouts) settle() {
	switch len(w.origins) {
	case 0:
		w.lost = true // the main sheet disagrees: draw on the fragment alone
	case 1:
		w.lay(w.origins[0])
	}
}

// lay lays the fragment with its origin on o and places the bot.
func (w *whereabouts) lay(o maze.Pos) {
	w.frag.copyInto(w.main, w.fragOrigin, o)
	if w.flowKnown {
		for _, d := range maze.Dirs {
			if w.flowFrom.Step(d) == o {
				w.main.flow[w.main.index(w.flowFrom)] = d
			}
		}
		w.flowKnown = false
	}
	w.placeAt(w.toMain(o, w.at))
}

// commit lays the fragment where it fits best, before a pit or a river
// takes the bot again and what it drew since the last one would be lost:
// when one place fits clearly best (it covers at least two cells visited
// before, and more than any other place does).
func (w *whereabouts) commit() {
	if w.placed || w.lost || len(w.origins) < 2 {
		return
	}
	if o, ok := w.bestFit(); ok {
		w.lay(o)
	}
}

// bestFit is the origin where the fragment covers the most cells of the
// main sheet visited before, when it is alone in doing so and covers two.
func (w *whereabouts) bestFit() (maze.Pos, bool) {
	var seen []maze.Pos
	for i, v := range w.frag.visits {
		if v > 0 {
			seen = append(seen, w.frag.pos(i))
		}
	}
	best, score, second := maze.Pos{}, 0, 0
	for _, o := range w.origins {
		n := 0
		for _, p := range seen {
			if w.main.visits[w.main.index(w.toMain(o, p))] > 0 {
				n++
			}
		}
		switch {
		case n > score:
			best, second, score = o, score, n
		case n > second:
			second = n
		}
	}
	return best, score >= 2 && score > second
}

// arrive: the bot walked d from where it stood onto a cell of kind k.
func (w *whereabouts) arrive(d maze.Dir, k maze.Kind) {
	s := w.sheet()
	from := w.at
	to := from.Step(d)
	if !s.on(to) {
		// The fragment's paper is twice the labyrinth: this cannot happen
		// unless the announcements contradict each other.
		w.startFragment(k, nil, false)
		return
	}
	s.setSide(from, d, openSide)
	s.setKind(to, k)
	w.at = to
	w.visit()
	w.learned(from)
	w.learned(to)
}

// visit notes an arrival: the treasures there are those found, if any.
func (w *whereabouts) visit() {
	s := w.sheet()
	i := s.index(w.at)
	s.visits[i]++
	s.treasures[i] = 0
}

// transported: after stepping d into a cell of kind entered (a pit or a
// river; maze.Outside when it did not step: moved by the loop or the flow
// from where it stood), the bot stands on a cell of kind k, which one of
// the plan it can tell only as far as how: next (the cells next to the one
// stepped into, as a river carries one cell) or any cell of the kind (a
// pit's loop).
func (w *whereabouts) transported(d maze.Dir, entered, k maze.Kind, nextTo bool) {
	w.commit()
	here := w.cells()
	if d.Valid() && w.sheet() != nil {
		s := w.sheet()
		if to := w.at.Step(d); s.on(to) {
			s.setSide(w.at, d, openSide)
			s.setKind(to, entered)
			w.learned(w.at)
			w.learned(to)
			here = w.cells()
			for i := range here {
				here[i] = here[i].Step(d)
			}
		}
	}
	if !w.glue {
		w.startFragment(k, nil, false)
		return
	}
	w.flowKnown = false
	switch {
	case nextTo && here != nil:
		if len(here) == 1 && w.outline.Inside(here[0]) {
			river := here[0]
			if f := w.main.flow[w.main.index(river)]; f.Valid() {
				w.startFragment(k, []maze.Pos{river.Step(f)}, false)
				break
			}
			w.flowFrom, w.flowKnown = river, true
		}
		var cands []maze.Pos
		for _, p := range here {
			for _, dir := range maze.Dirs {
				if w.main.sideAt(p, dir) != wallSide {
					cands = append(cands, p.Step(dir))
				}
			}
		}
		w.startFragment(k, cands, false)
	case !nextTo && len(here) == 1:
		var cands []maze.Pos
		for _, p := range w.allCells() {
			if p != here[0] {
				cands = append(cands, p)
			}
		}
		w.startFragment(k, cands, false)
	default:
		w.startFragment(k, nil, true)
	}
	w.visit()
}

// hitWall: the bot could not move d; rim when the game master said it
// was the outline (the monolith).
func (w *whereabouts) hitWall(d maze.Dir, rim bool) {
	if s := w.sheet(); s != nil {
		v := wallSide
		if rim {
			v = rimSide
		}
		s.setSide(w.at, d, v)
		w.learned(w.at)
	}
}

// leftBy: the bot walked out through the exit d of its cell.
func (w *whereabouts) leftBy(d maze.Dir) {
	if s := w.sheet(); s != nil {
		s.setSide(w.at, d, exitSide)
		w.learned(w.at)
	}
	w.out, w.outDir = true, d
}

// moveBegins notes where the bot's move begins.
func (w *whereabouts) moveBegins() { w.moveFrom, w.moveKnown = w.at, w.placed && !w.out }

// returned: the movement brought the bot back to where its move began.
func (w *whereabouts) returned() {
	if w.moveKnown && !w.placed {
		w.placeAt(w.moveFrom)
	}
}

// treasureHere notes n treasures lying where the bot stands.
func (w *whereabouts) treasureHere(n int) {
	if s := w.sheet(); s != nil {
		s.treasures[s.index(w.at)] = int8(n)
	}
}
