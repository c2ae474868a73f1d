package gen

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The property test runs a few hundred labyrinths by default; with
// -gen.full it runs the thousands docs/generator.md reports:
//
//	go test ./engine/gen -run TestProperty -gen.full -v
var full = flag.Bool("gen.full", false, "run the full property test (thousands of labyrinths, about a minute)")

// figures are the quality figures over many labyrinths.
type figures struct {
	mazes, attempts, retries, eased int
	firstTry                        int
	maxAttempts                     int
	// worst reach as a share of the bound and of the diameter, in percent
	reachOfBound, reachOfDiameter int
	reachAt                       string
	// worst attractor: visits per 10000, and its share of the limit in percent
	attractor, attractorOfLimit int
	attractorAt, attractorBigAt string
	// the most visited cell's visits in fair shares (1/cells), worst and sum
	fairMax, fairSum int
	fairAt           string
	// nearest exit of the true treasure, least share of the diameter in percent
	treasure   int
	treasureAt string
}

func (f *figures) add(name string, res *Result, bound int) {
	rep := res.Report
	f.mazes++
	f.attempts += res.Attempts
	f.retries += res.Retries
	f.eased += res.Eased
	f.maxAttempts = max(f.maxAttempts, res.Attempts)
	if res.Attempts == 1 {
		f.firstTry++
	}
	reach := max(rep.Weaponry.Bound, rep.Hospital.Bound)
	if v := 100 * reach / bound; v > f.reachOfBound {
		f.reachOfBound, f.reachAt = v, fmt.Sprintf("%s: %d moves, bound %d, diameter %d", name, reach, bound, rep.Diameter)
	}
	f.reachOfDiameter = max(f.reachOfDiameter, 100*reach/max(rep.Diameter, 1))
	num, den := analyze.Limit(rep.Cells)
	share := 10000 * rep.Walk.MaxVisits / rep.Walk.Total
	if v := 100 * rep.Walk.MaxVisits * den / (rep.Walk.Total * num); v > f.attractorOfLimit {
		f.attractorOfLimit, f.attractorAt = v, fmt.Sprintf("%s: %d.%02d%% at %s", name, share/100, share%100, rep.Walk.Worst[0])
	}
	if rep.Cells >= 20 && share > f.attractor {
		f.attractor, f.attractorBigAt = share, name
	}
	fair := rep.Walk.MaxVisits * rep.Cells / rep.Walk.Total
	f.fairSum += fair
	if fair > f.fairMax {
		f.fairMax, f.fairAt = fair, name
	}
	if t, ok := rep.TrueTreasure(); ok {
		if v := 100 * t.NearestExit / max(rep.Diameter, 1); f.treasureAt == "" || v < f.treasure {
			f.treasure, f.treasureAt = v, fmt.Sprintf("%s: %d moves, diameter %d", name, t.NearestExit, rep.Diameter)
		}
	}
}

func (f *figures) report(t *testing.T) {
	t.Logf("%d labyrinths, %d attempts (%.1f%% accepted at the first, at most %d), %.2f local retries and %.2f walls moved off basins per labyrinth",
		f.mazes, f.attempts, 100*float64(f.firstTry)/float64(f.mazes), f.maxAttempts, float64(f.retries)/float64(f.mazes), float64(f.eased)/float64(f.mazes))
	t.Logf("worst reach: %d%% of the bound, %d%% of the diameter (%s)", f.reachOfBound, f.reachOfDiameter, f.reachAt)
	t.Logf("worst attractor: %d.%02d%% of the visits on labyrinths of 20 cells or more (%s); closest to its limit: %d%% of it (%s)",
		f.attractor/100, f.attractor%100, f.attractorBigAt, f.attractorOfLimit, f.attractorAt)
	t.Logf("most visited cell in fair shares: %.1f on average, %d at worst (%s)", float64(f.fairSum)/float64(f.mazes), f.fairMax, f.fairAt)
	t.Logf("true treasure: at least %d%% of the diameter from every exit (%s)", f.treasure, f.treasureAt)
}

// TestProperty generates labyrinths across sizes 3x3 to 30x30, every
// difficulty and three rules configurations (none, the Beginner preset,
// tight §7.1 limits), and checks every guarantee of docs/generator.md.
func TestProperty(t *testing.T) {
	sides := []int{3, 4, 6, 9, 14, 21, 30}
	seeds := 2
	if *full {
		sides = []int{3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 23, 26, 30}
		seeds = 5
	} else if testing.Short() {
		sides, seeds = []int{3, 8, 17}, 1
	}
	tight := rules.Reference()
	tight.Preset = ""
	tight.MaxPits, tight.MaxPitLoops, tight.MaxPitLoopLength = 9, 3, 3
	tight.MaxRiverSystems, tight.MaxRiverBranches, tight.MaxRiverLength = 2, 2, 3
	tight.Encephalitis, tight.Landmines, tight.Chains = false, false, true
	configs := []*rules.Rules{nil, ptr(rules.Beginner()), &tight}
	var all figures
	for _, w := range sides {
		for _, h := range sides {
			for _, d := range Difficulties {
				for s := range seeds {
					seed := uint64(w*10_000 + h*100 + s)
					r := configs[(w+h+s)%len(configs)]
					p := Defaults(w, h, 2+s%4, d, r)
					p.Seed = seed
					res, err := Generate(p)
					name := fmt.Sprintf("%dx%d %v seed %d rules %s", w, h, d, seed, rulesName(r))
					if err != nil {
						t.Errorf("%s: %v", name, err)
						continue
					}
					checkResult(t, p, res)
					if c := res.Report.Counts; c.RiverSystems != p.RiverSystems || c.PitLoops != p.PitLoops {
						t.Errorf("%s: %d river systems and %d pit loops, %d and %d asked",
							name, c.RiverSystems, c.PitLoops, p.RiverSystems, p.PitLoops)
					}
					all.add(name, res, p.ReachBound)
				}
			}
		}
	}
	all.report(t)
}

func rulesName(r *rules.Rules) string {
	switch {
	case r == nil:
		return "none"
	case r.Preset == "":
		return "tight"
	}
	return r.Preset
}

// TestPropertyLarge covers the sizes above 30, where pit loops are kept
// local (Params.PitSpan).
func TestPropertyLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("large labyrinths")
	}
	sizes := [][2]int{{40, 40}, {100, 12}}
	if *full {
		sizes = append(sizes, [2]int{60, 60}, [2]int{100, 100}, [2]int{3, 100})
	}
	var all figures
	for _, sz := range sizes {
		for _, d := range Difficulties {
			p := Defaults(sz[0], sz[1], 4, d, nil)
			p.Seed = uint64(sz[0] + sz[1])
			res := mustGenerate(t, p)
			all.add(fmt.Sprintf("%dx%d %v", sz[0], sz[1], d), res, p.ReachBound)
		}
	}
	all.report(t)
}

func TestQualityText(t *testing.T) {
	// Quality's messages name the figure and the bound.
	p := Defaults(6, 6, 3, Standard, nil)
	res := mustGenerate(t, p)
	q := Quality(res.Report, 1)
	if len(q) == 0 || !slices.ContainsFunc(q, func(s string) bool { return strings.Contains(s, "the bound is 1") }) {
		t.Errorf("Quality with bound 1: %v", q)
	}
}
