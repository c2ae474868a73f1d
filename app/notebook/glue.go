package notebook

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Glue lays sheet B (on top) over sheet A (below) at an offset, when the
// player finds that two fragments are one place: cell c of B lies on cell
// c.Add(off) of A. PreviewGlue compares them mark by mark before he
// accepts; Glue merges B into A and removes B, as one history step.
//
// The policy (docs/notebook-model.md):
//   - marks that agree merge into the more precise one (a river and a river
//     flowing right; a wall and the monolith), pen if either is pen;
//   - pen beats pencil (an Overrule, not a conflict);
//   - marks equally certain that disagree are a Conflict. Glue refuses
//     while there are conflicts unless forced; forced, A's mark stays, the
//     cell gets a pencil "?" and B's version is kept in the cell's note
//     ("Fragment 2: pen wall right").
//   - tokens: B's token of a player replaces A's (B is the fragment being
//     continued); trails: A's trail, then B's; traces: A's, then B's.

// CellVerdict compares one slot of a cell of the two sheets.
type CellVerdict struct {
	At      Cell // in A's coordinates
	Slot    Slot
	Verdict Verdict
	A, B    CellMark
	// Result is what A will hold after the glue.
	Result CellMark
}

// EdgeVerdict compares one edge of the two sheets.
type EdgeVerdict struct {
	At      Edge // in A's coordinates
	Verdict Verdict
	A, B    EdgeMark
	Result  EdgeMark
}

// GlueReport is the comparison of two sheets laid one over the other, for
// colouring before the player accepts. It covers every mark of B and the
// marks of A within B's rectangle (where B lies on A).
type GlueReport struct {
	Below, Top SheetID
	Offset     Offset
	Cells      []CellVerdict
	Edges      []EdgeVerdict
	// Summary is the worst verdict of each cell's slots, in A's
	// coordinates: a conflict shows over an overrule, over an agreement,
	// over a mark of one sheet only.
	Summary map[Cell]Verdict
	// Counts of the verdicts over cells' slots and edges.
	Agree, Overrule, Conflict, OnlyA, OnlyB int
	// Score ranks offsets: agreements count one, overrules minus one,
	// conflicts minus three.
	Score int
}

// PreviewGlue compares sheet top (B) laid over sheet below (A) at offset
// off. It changes nothing.
func (n *Notebook) PreviewGlue(below, top SheetID, off Offset) (GlueReport, error) {
	a, err := n.sheet(below)
	if err != nil {
		return GlueReport{}, err
	}
	b, err := n.sheet(top)
	if err != nil {
		return GlueReport{}, err
	}
	if below == top {
		return GlueReport{}, refuse(CodeBadArgument, "a sheet cannot be glued onto itself")
	}
	return compare(a, b, off, preview), nil
}

// How much compare works out.
type detail uint8

const (
	counts   detail = iota // the counts and the score: ranking offsets
	verdicts               // and every verdict: merging
	preview                // and the summary, all in order: colouring
)

// compare lays b over a at off.
func compare(a, b *Sheet, off Offset, level detail) GlueReport {
	r := GlueReport{Below: a.id, Top: b.id, Offset: off}
	detail := level >= verdicts
	summary := level == preview
	if summary {
		r.Summary = make(map[Cell]Verdict, len(b.cells))
	}
	if detail {
		r.Cells = make([]CellVerdict, 0, len(b.cells))
		r.Edges = make([]EdgeVerdict, 0, len(b.edges))
	}
	count := func(v Verdict) {
		switch v {
		case Agree:
			r.Agree++
		case Overrule:
			r.Overrule++
		case Conflict:
			r.Conflict++
		case OnlyA:
			r.OnlyA++
		case OnlyB:
			r.OnlyB++
		}
	}
	for c, bm := range b.cells {
		at := c.Add(off)
		am := a.cells[at]
		for slot := range NumSlots {
			res, v := mergeCell(am[slot], bm[slot])
			if v == Neither {
				continue
			}
			count(v)
			if detail {
				r.Cells = append(r.Cells, CellVerdict{At: at, Slot: slot, Verdict: v, A: am[slot], B: bm[slot], Result: res})
			}
			if summary {
				r.Summary[at] = worse(r.Summary[at], v)
			}
		}
	}
	for e, bm := range b.edges {
		at := e.Add(off)
		am := a.edges[at]
		res, v := mergeEdge(am, bm)
		count(v)
		if detail {
			r.Edges = append(r.Edges, EdgeVerdict{At: at, Verdict: v, A: am, B: bm, Result: res})
		}
	}
	// A's own marks where B lies: what B adds nothing to.
	if lo, hi, ok := b.Bounds(); ok {
		lo, hi = lo.Add(off), hi.Add(off)
		inside := func(c Cell) bool { return c.X >= lo.X && c.X <= hi.X && c.Y >= lo.Y && c.Y <= hi.Y }
		back := Offset{DX: -off.DX, DY: -off.DY}
		for c, am := range a.cells {
			if !inside(c) {
				continue
			}
			bm, onB := b.cells[c.Add(back)]
			for slot := range NumSlots {
				if am[slot].Empty() || (onB && !bm[slot].Empty()) {
					continue
				}
				count(OnlyA)
				if detail {
					r.Cells = append(r.Cells, CellVerdict{At: c, Slot: slot, Verdict: OnlyA, A: am[slot], Result: am[slot]})
				}
				if summary {
					r.Summary[c] = worse(r.Summary[c], OnlyA)
				}
			}
		}
		for e, am := range a.edges {
			if !inside(e.At) {
				continue
			}
			if _, onB := b.edges[e.Add(back)]; onB {
				continue
			}
			count(OnlyA)
			if detail {
				r.Edges = append(r.Edges, EdgeVerdict{At: e, Verdict: OnlyA, A: am, Result: am})
			}
		}
	}
	r.Score = r.Agree - r.Overrule - 3*r.Conflict
	if level == preview {
		slices.SortFunc(r.Cells, func(x, y CellVerdict) int {
			return cmp.Or(compareCells(x.At, y.At), cmp.Compare(x.Slot, y.Slot))
		})
		slices.SortFunc(r.Edges, func(x, y EdgeVerdict) int { return compareEdges(x.At, y.At) })
	}
	return r
}

// Glue merges sheet top (B) into sheet below (A) at offset off and removes
// B, as one history step. While equally certain marks disagree it refuses
// (CodeConflicts, with the cells and edges) unless force is set; see the
// policy above. It returns the comparison it merged by (its verdicts in no
// particular order and without the summary: PreviewGlue has those).
func (n *Notebook) Glue(below, top SheetID, off Offset, force bool) (GlueReport, error) {
	var r GlueReport
	label := "Glue sheets"
	if a, b := n.sheets[below], n.sheets[top]; a != nil && b != nil {
		label = fmt.Sprintf("Glue %s onto %s", b.name, a.name)
	}
	err := n.do(label, func() error {
		a, err := n.sheet(below)
		if err != nil {
			return err
		}
		b, err := n.sheet(top)
		if err != nil {
			return err
		}
		if below == top {
			return refuse(CodeBadArgument, "a sheet cannot be glued onto itself")
		}
		r = compare(a, b, off, verdicts)
		if r.Conflict > 0 && !force {
			ref := refuse(CodeConflicts, "%s and %s disagree in %d places: resolve them first, or glue anyway to keep both versions",
				n.sheets[top].name, n.sheets[below].name, r.Conflict)
			for _, c := range r.Cells {
				if c.Verdict == Conflict {
					ref.Cells = append(ref.Cells, c.At)
				}
			}
			for _, e := range r.Edges {
				if e.Verdict == Conflict {
					ref.Edges = append(ref.Edges, e.At)
				}
			}
			return ref
		}
		n.merge(r, off)
		return nil
	})
	return r, err
}

// merge carries out a glue: the merged marks, the conflicts kept, tokens,
// trails and traces, then B goes.
func (n *Notebook) merge(r GlueReport, off Offset) {
	a, b := n.sheets[r.Below], n.sheets[r.Top]
	aid := a.id
	type kept struct {
		at   Cell
		text string
	}
	var conflicts []kept
	for _, c := range r.Cells {
		switch c.Verdict {
		case OnlyB, Agree, Overrule:
			n.setCell(cellKey(aid, c.At, c.Slot), c.Result)
		case Conflict:
			conflicts = append(conflicts, kept{c.At, fmt.Sprintf("%s: %s", b.name, c.B.describe())})
		}
	}
	for _, e := range r.Edges {
		switch e.Verdict {
		case OnlyB, Agree, Overrule:
			n.setEdge(edgeKey(aid, e.At), e.Result)
		case Conflict:
			conflicts = append(conflicts, kept{e.At.At, fmt.Sprintf("%s: %s %s", b.name, e.B.describe(), e.At.Dir)})
		}
	}
	for _, c := range conflicts {
		n.setCell(cellKey(aid, c.at, SlotQuestion), CellMark{Kind: Question, Owner: Hand})
		nk := cellKey(aid, c.at, SlotNote)
		note := n.get(nk).(CellMark)
		text := c.text
		if !note.Empty() {
			text = joinNotes(note.Text, c.text)
		} else {
			note = CellMark{Kind: Note, Owner: Hand}
		}
		note.Text = text
		n.set(nk, note)
	}
	for _, p := range slicesSortedKeys(b.tokens) {
		n.set(tokenKey(aid, p), tokenVal{on: true, at: b.tokens[p].Add(off)})
	}
	for _, p := range slicesSortedKeys(b.trails) {
		trail := slices.Clone(a.trails[p])
		for _, c := range b.trails[p] {
			trail = append(trail, c.Add(off))
		}
		n.set(trailKey(aid, p), trail)
	}
	if len(b.traces) > 0 {
		runs := slices.Clone(a.traces)
		for _, t := range b.traces {
			t.Start = t.Start.Add(off)
			runs = append(runs, t)
		}
		n.set(tracesKey(aid), runs)
	}
	n.removeSheet(b.id)
}

// Proposal is an offset at which a sheet could be glued onto another, with
// its comparison's figures.
type Proposal struct {
	Offset                    Offset
	Score                     int
	Agree, Overrule, Conflict int
}

// ProposeOffsets ranks the offsets at which sheet top (B) fits onto sheet
// below (A): best score first (agreements minus overrules minus three times
// the conflicts), then fewer conflicts, then the smaller shift. Only
// offsets where at least one mark agrees are considered; at most limit are
// returned.
func (n *Notebook) ProposeOffsets(below, top SheetID, limit int) ([]Proposal, error) {
	a, err := n.sheet(below)
	if err != nil {
		return nil, err
	}
	b, err := n.sheet(top)
	if err != nil {
		return nil, err
	}
	if below == top {
		return nil, refuse(CodeBadArgument, "a sheet cannot be glued onto itself")
	}
	if limit <= 0 {
		return nil, nil
	}
	votes := vote(a, b)
	// The offsets with the most votes are compared in full.
	cands := make([]Offset, 0, len(votes))
	for off := range votes {
		cands = append(cands, off)
	}
	slices.SortFunc(cands, func(x, y Offset) int {
		return cmp.Or(cmp.Compare(votes[y], votes[x]), cmp.Compare(x.DY, y.DY), cmp.Compare(x.DX, y.DX))
	})
	cands = cands[:min(len(cands), max(3*limit, 12))]
	out := make([]Proposal, 0, len(cands))
	for _, off := range cands {
		r := compare(a, b, off, counts)
		if r.Agree == 0 {
			continue
		}
		out = append(out, Proposal{Offset: off, Score: r.Score, Agree: r.Agree, Overrule: r.Overrule, Conflict: r.Conflict})
	}
	slices.SortFunc(out, func(x, y Proposal) int {
		return cmp.Or(cmp.Compare(y.Score, x.Score), cmp.Compare(x.Conflict, y.Conflict),
			cmp.Compare(abs(x.Offset.DX)+abs(x.Offset.DY), abs(y.Offset.DX)+abs(y.Offset.DY)),
			cmp.Compare(x.Offset.DY, y.Offset.DY), cmp.Compare(x.Offset.DX, y.Offset.DX))
	})
	return out[:min(len(out), limit)], nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// feature is what two marks must share to vote for an offset: the kind of
// a cell slot, or the class and direction of an edge.
type feature struct {
	edge bool
	kind uint8
	dir  maze.Dir
}

func edgeClass(k EdgeKind) uint8 {
	switch k {
	case Wall, SuspectedWall, Monolith:
		return 1
	case Passage:
		return 2
	}
	return 3 // exits
}

// vote counts, for every offset, how many marks of B land on a mark of A
// of the same kind. Rare kinds meet rarely, so the count is cheap except
// for land and walls, which are counted in a dense array when the sheets
// are compact.
func vote(a, b *Sheet) map[Offset]int {
	index := map[feature][]Cell{}
	for c, ms := range a.cells {
		for _, m := range ms {
			if !m.Empty() && m.Kind != Note && m.Kind != Question {
				f := feature{kind: uint8(m.Kind)}
				index[f] = append(index[f], c)
			}
		}
	}
	for e, m := range a.edges {
		f := feature{edge: true, kind: edgeClass(m.Kind), dir: e.Dir}
		index[f] = append(index[f], e.At)
	}
	alo, ahi, aok := a.Bounds()
	blo, bhi, bok := b.Bounds()
	if !aok || !bok {
		return nil
	}
	// Offsets range over [alo-bhi, ahi-blo].
	minX, minY := alo.X-bhi.X, alo.Y-bhi.Y
	w, h := ahi.X-blo.X-minX+1, ahi.Y-blo.Y-minY+1
	var dense []int32
	if w > 0 && h > 0 && w*h <= 1<<22 {
		dense = make([]int32, w*h)
	}
	sparse := map[Offset]int{}
	add := func(from, to Cell) {
		dx, dy := to.X-from.X, to.Y-from.Y
		if dense != nil {
			dense[(dy-minY)*w+dx-minX]++
		} else {
			sparse[Offset{dx, dy}]++
		}
	}
	for c, ms := range b.cells {
		for _, m := range ms {
			if !m.Empty() && m.Kind != Note && m.Kind != Question {
				for _, at := range index[feature{kind: uint8(m.Kind)}] {
					add(c, at)
				}
			}
		}
	}
	for e, m := range b.edges {
		for _, at := range index[feature{edge: true, kind: edgeClass(m.Kind), dir: e.Dir}] {
			add(e.At, at)
		}
	}
	if dense == nil {
		return sparse
	}
	out := map[Offset]int{}
	for i, v := range dense {
		if v > 0 {
			out[Offset{DX: i%w + minX, DY: i/w + minY}] = int(v)
		}
	}
	return out
}
