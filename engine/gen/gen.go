// Package gen generates labyrinth plans: valid by construction (every
// mandatory requirement of the reference's §8, and by default every
// recommendation), balanced (every cell near a weaponry and a hospital, no
// strong attractor, the true treasure far from the exits, as measured by
// engine/analyze), within any rules configuration's §7.1 options, and
// deterministic: the same parameters and seed give the same maze file, byte
// for byte, on every machine. Generate makes a labyrinth from nothing; Fill
// completes one a game master has partly drawn. docs/generator.md describes
// the parameters, the guarantees and how they are measured.
//
// The package is pure: no I/O, no clock, no global random source.
package gen

import (
	"errors"
	"fmt"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// Result is a generated labyrinth with its figures.
type Result struct {
	Maze *maze.Maze
	// Report is the analysis the labyrinth was accepted on.
	Report *analyze.Report
	// Attempts is how many labyrinths were built to get this one (1 when
	// the first was accepted), Retries how many placements of a feature,
	// inside those attempts, were taken back and tried elsewhere, Repairs
	// how many walls were opened after the fact because parts fixed by Fill
	// left cells unreachable (never when generating from nothing), Eased
	// how many walls were moved away from random-walk basins.
	Attempts, Retries, Repairs, Eased int
	// Shortfalls lists the goals the labyrinth misses: warnings of the
	// validator and quality figures out of bounds. It is empty by default;
	// the generator returns a labyrinth with shortfalls only when no attempt
	// met every goal (a tiny labyrinth, parameters or fixed parts that leave
	// no other way), the one with the fewest.
	Shortfalls []string
	// Invalid says why attempts were thrown away as broken: a labyrinth
	// the validator rejects, or a panic while building. Either is a bug of
	// the construction (the labyrinth returned is valid; the tests require
	// this to be empty), kept so that it can be reported.
	Invalid []string
}

// Generate makes a labyrinth from the parameters. Parameters that make no
// sense or contradict the rules are errors; so is a labyrinth that no
// attempt could build.
func Generate(p Params) (*Result, error) {
	if p.stacked() {
		return generateStacked(p)
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	ws := workspaces.Get().(*workspace)
	defer workspaces.Put(ws)
	m, fx, err := ws.blank(p.Width, p.Height)
	if err != nil {
		return nil, err
	}
	cut := false // some position is outside the shape
	for y := range p.Height {
		for x := range p.Width {
			if !p.inside(x, y) {
				if !cut {
					m, cut = m.Clone(), true // the workspace's stays blank
				}
				m.SetCell(maze.At(x, y), maze.Cell{Kind: maze.Outside})
			}
		}
	}
	if cut { // a whole rectangle is joined
		if err := checkShape(m); err != nil {
			return nil, err
		}
	}
	if err := p.capacity(m.CountInside()); err != nil {
		return nil, err
	}
	if err := p.wallRoom(m); err != nil {
		return nil, err
	}
	return run(ws, m, fx, p)
}

// checkShape rejects a shape whose cells are not all joined side to side
// (a labyrinth of one floor).
func checkShape(m *maze.Maze) error {
	w, n := m.Width(), m.Len()
	inside := make([]bool, n)
	total := 0
	queue := make([]int32, 0, n)
	for i := range n {
		if inside[i] = m.Inside(m.PosOf(i)); inside[i] {
			total++
			if len(queue) == 0 {
				queue = append(queue, int32(i))
			}
		}
	}
	if total == 0 {
		return errors.New("the shape has no cells")
	}
	seen := make([]bool, n)
	seen[queue[0]] = true
	for head := 0; head < len(queue); head++ {
		i := int(queue[head])
		for _, j := range [4]int{i - w, i + 1, i + w, i - 1} {
			if j < 0 || j >= n || (j == i+1 || j == i-1) && j/w != i/w || !inside[j] || seen[j] {
				continue
			}
			seen[j] = true
			queue = append(queue, int32(j))
		}
	}
	if len(queue) < total {
		for i := range n {
			if inside[i] && !seen[i] {
				return fmt.Errorf("the shape falls apart: cell %s is not joined to cell %s by cells of the labyrinth",
					m.PosOf(i), m.PosOf(int(queue[0])))
			}
		}
	}
	return nil
}

// run builds labyrinths from base, keeping what fx fixes, until one meets
// every goal or the attempts are spent, in the memory of ws.
func run(ws *workspace, base *maze.Maze, fx *Fixed, p Params) (*Result, error) {
	attempts := p.Attempts
	if attempts == 0 {
		attempts = DefaultAttempts
	}
	var best *Result
	bestAvoidable := 0
	var lastErr error
	var invalid []string
	retries, repairs, eased, made := 0, 0, 0, 0
	for a := range attempts {
		made = a + 1
		m := base.Clone()
		at, err := attempt(ws, m, fx, &p, uint64(a))
		retries += at.retries
		repairs += at.repairs
		eased += at.eased
		if err != nil {
			var f failure
			var bad broken
			switch {
			case errors.As(err, &bad):
				invalid = append(invalid, fmt.Sprintf("attempt %d: %v", a+1, err))
			case !errors.As(err, &f):
				return nil, err
			}
			lastErr = err
			continue
		}
		if best == nil || at.avoidable < bestAvoidable {
			best, bestAvoidable = &Result{Maze: m, Report: at.report, Shortfalls: at.short}, at.avoidable
		}
		if at.avoidable == 0 {
			break
		}
	}
	if best == nil {
		return nil, fmt.Errorf("no labyrinth could be built in %d attempts; the last failed: %v", made, lastErr)
	}
	best.Attempts, best.Retries, best.Repairs, best.Eased = made, retries, repairs, eased
	best.Invalid = invalid
	return best, nil
}

// broken is why an attempt built something it must never build: a
// labyrinth the validator rejects, or a panic. It is a bug of the
// construction; the attempt is thrown away and another made, so that a
// caller never gets an invalid labyrinth or a crash, and Result.Invalid
// keeps the message for the tests.
type broken struct{ msg string }

func (e broken) Error() string { return e.msg }

// outcome is what one attempt gives besides its labyrinth.
type outcome struct {
	report                  *analyze.Report
	short                   []string
	avoidable               int
	retries, repairs, eased int
}

// attempt builds labyrinth number a into m and judges it. A panic inside
// is turned into a broken error.
func attempt(ws *workspace, m *maze.Maze, fx *Fixed, p *Params, a uint64) (out outcome, err error) {
	var b *builder
	defer func() {
		if b != nil {
			out.retries, out.repairs, out.eased = b.retries, b.repairs, b.eased
		}
		if v := recover(); v != nil {
			err = broken{fmt.Sprintf("the generator failed (a bug): %v", v)}
		}
	}()
	b = newBuilder(ws, p, newRNG(p.Seed, a), m, fx)
	if err := b.build(); err != nil {
		return out, err
	}
	finish(m, p)
	out.report, out.short, out.avoidable, err = verdict(m, p, b.graph)
	return out, err
}

// build makes one labyrinth.
func (b *builder) build() error {
	for _, step := range []func() error{
		b.chains, b.completeFixed, b.riverSystems, b.pitLoops,
		func() error { b.openDeltas(); return nil },
		b.passages, b.walls, b.repairReach,
	} {
		if err := step(); err != nil {
			return err
		}
	}
	g := b.easeBasins()
	b.graph = g
	pl := b.newPlaces(g)
	diameter := analyze.Diameter(b.m)
	for _, step := range []func() error{
		func() error { return b.treasureAndExits(pl, diameter) },
		func() error { return b.armouries(pl) },
		func() error { return b.encephalitis(pl) },
		func() error { return b.casinos(pl) },
		func() error { return b.landmines(pl) },
		func() error { return b.creatures(pl) },
	} {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

// finish sets what the file says about the labyrinth.
func finish(m *maze.Maze, p *Params) {
	if p.Title != "" {
		m.Title = p.Title
	} else if m.Title == "" {
		m.Title = DefaultTitle(*p)
	}
	m.Players = p.Players
	m.Rules = nil
	if p.Rules != nil {
		r := *p.Rules
		m.Rules = &r
	}
}

// verdict checks a built labyrinth: an error of the validator fails the
// attempt (a broken error: it would be a bug of the construction); warnings
// and quality figures out of bounds are shortfalls. avoidable counts the
// shortfalls another attempt may avoid: not the warnings the parameters
// themselves call for (one weaponry asked, no fake treasure, ...).
func verdict(m *maze.Maze, p *Params, placed *analyze.Graph) (rep *analyze.Report, short []string, avoidable int, err error) {
	// The graph of the moves is brought up to date with the labyrinth as
	// built (analyze.Graph.Sync: every cell and side read again, what
	// changed resolved again), once for the validator and the analysis.
	// Exits, hospitals, weaponries and treasures, added after the graph was
	// made, move no player, so its random walk is kept unless a bug put an
	// exit on a river.
	g := placed
	if g == nil {
		g = analyze.NewGraph(m)
	} else {
		g.Sync()
	}
	vr := validate.CheckMoves(g, validate.Options{Players: p.Players, Rules: p.Rules})
	if errs := vr.Errors(); len(errs) > 0 {
		more := ""
		if len(errs) > 1 {
			more = fmt.Sprintf(" (and %d more)", len(errs)-1)
		}
		return nil, nil, 0, broken{fmt.Sprintf("the labyrinth built is invalid (a bug of the generator): %s%s", errs[0], more)}
	}
	expected := p.expectedWarnings()
	for _, w := range vr.Warnings() {
		short = append(short, w.String())
		if !slices.Contains(expected, w.Code) {
			avoidable++
		}
	}
	rep = analyze.Of(g)
	q := Quality(rep, p.ReachBound)
	return rep, append(short, q...), avoidable + len(q), nil
}

// expectedWarnings lists the codes of the validator's warnings that the
// parameters ask for.
func (p *Params) expectedWarnings() []string {
	var out []string
	add := func(cond bool, code string) {
		if cond {
			out = append(out, code)
		}
	}
	add(p.Weaponries == 1, "one_weaponry")
	add(p.Hospitals == 1, "one_hospital")
	add(p.FakeTreasures == 0, "no_fake_treasure")
	add(p.Players > 0 && p.FakeTreasures > p.Players, "too_many_fakes")
	add(p.OpenExits == 0, "no_open_exit")
	add(p.PitLoops == 0 && p.RiverSystems == 0, "no_pits_or_rivers")
	return out
}

// Quality lists the quality goals a labyrinth's analysis misses: a cell more
// than bound moves from the nearest weaponry or hospital (bound 0: no
// bound), a strong attractor, the true treasure less than a third of the
// diameter from an exit. The generator accepts a labyrinth only when the
// list is empty.
func Quality(rep *analyze.Report, bound int) []string {
	var out []string
	for _, x := range []struct {
		reach analyze.Reach
		what  string
	}{{rep.Weaponry, "weaponry"}, {rep.Hospital, "hospital"}} {
		if bound > 0 && x.reach.Bound > bound {
			out = append(out, fmt.Sprintf("quality: cell %s is %d moves from the nearest %s; the bound is %d",
				x.reach.Worst[0], x.reach.Bound, x.what, bound))
		}
	}
	if !rep.Walk.WithinLimit(rep.Cells) && len(rep.Walk.Worst) > 0 {
		num, den := analyze.Limit(rep.Cells)
		visits := fmt.Sprintf("%d of %d random-walk visits", rep.Walk.MaxVisits, rep.Walk.Total)
		if rep.Walk.Exact {
			visits = fmt.Sprintf("%.2f%% of the random walk's visits", 100*float64(rep.Walk.MaxVisits)/float64(rep.Walk.Total))
		}
		out = append(out, fmt.Sprintf("quality: cell %s gets %s, more than %d/%d (a strong attractor, §8 rec. 4)",
			rep.Walk.Worst[0], visits, num, den))
	}
	if t, ok := rep.TrueTreasure(); ok && !rep.TreasureFarEnough(t.NearestExit) {
		out = append(out, fmt.Sprintf("quality: the true treasure at %s is %d moves from walking out (by %s); at least a third of the diameter %d is wanted",
			t.At, t.NearestExit, t.Exit, rep.Diameter))
	}
	return out
}
