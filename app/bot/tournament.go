package bot

import (
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Tournament is a series of headless two-player games of bots on
// generated labyrinths: every pair of the levels against each other, seats
// swapped from game to game, and every level against itself (to measure
// the advantage of moving first).
type Tournament struct {
	// Games is how many games each pairing plays.
	Games         int
	Width, Height int
	Levels        []Level
	Rules         rules.Rules
	Difficulty    gen.Difficulty
	// Seed picks the labyrinths and the bots' choices: game i of every
	// pairing is played on the same labyrinth.
	Seed uint64
}

// Pairing is the figures of one pairing: levels A and B.
type Pairing struct {
	A, B  Level
	Games int
	// WinsA, WinsB count the games each level won; Decisive = WinsA+WinsB.
	WinsA, WinsB int
	// FirstWins counts the games the player in the first seat won.
	FirstWins int
	Rounds    []int
	Results   map[game.Result]int
}

// Decisive is how many games someone won.
func (p Pairing) Decisive() int { return p.WinsA + p.WinsB }

// Standings is what a tournament found.
type Standings struct {
	T        Tournament
	Pairings []Pairing
	// Failed lists the games that could not be played (a labyrinth the
	// generator could not build, a bot stuck), which count in no figure.
	Failed []string
}

// Play plays the tournament; progress, when not nil, is called after each
// game.
func (t Tournament) Play(progress func(done, total int)) (Standings, error) {
	if t.Games < 1 {
		return Standings{}, fmt.Errorf("a tournament plays at least one game per pairing, not %d", t.Games)
	}
	if len(t.Levels) == 0 {
		return Standings{}, fmt.Errorf("a tournament needs at least one bot level")
	}
	var pairs [][2]Level
	for i, a := range t.Levels {
		for _, b := range t.Levels[i+1:] {
			if a != b {
				pairs = append(pairs, [2]Level{a, b})
			}
		}
	}
	seen := map[Level]bool{}
	for _, a := range t.Levels {
		if !seen[a] {
			seen[a] = true
			pairs = append(pairs, [2]Level{a, a})
		}
	}
	st := Standings{T: t}
	for _, p := range pairs {
		st.Pairings = append(st.Pairings, Pairing{A: p[0], B: p[1], Results: map[game.Result]int{}})
	}
	total, done := t.Games*len(pairs), 0
	for g := range t.Games {
		seed := t.Seed + uint64(g)
		m, err := t.labyrinth(seed)
		if err != nil {
			st.Failed = append(st.Failed, fmt.Sprintf("game %d: %v", g+1, err))
			done += len(pairs)
			continue
		}
		for i := range st.Pairings {
			p := &st.Pairings[i]
			levels, aFirst := []Level{p.A, p.B}, g%2 == 0
			if !aFirst {
				levels = []Level{p.B, p.A}
			}
			out, err := Match(m, t.Rules, levels, seed)
			done++
			if progress != nil {
				progress(done, total)
			}
			if err != nil {
				st.Failed = append(st.Failed, fmt.Sprintf("game %d, %v against %v: %v", g+1, levels[0], levels[1], err))
				continue
			}
			p.Games++
			p.Rounds = append(p.Rounds, out.Rounds)
			p.Results[out.Result]++
			switch {
			case out.Winner < 0:
			case (out.Winner == 0) == aFirst:
				p.WinsA++
			default:
				p.WinsB++
			}
			if out.Winner == 0 {
				p.FirstWins++
			}
		}
	}
	return st, nil
}

func (t Tournament) labyrinth(seed uint64) (*maze.Maze, error) {
	r := t.Rules
	p := gen.Defaults(t.Width, t.Height, 2, t.Difficulty, &r)
	p.Seed = seed
	res, err := gen.Generate(p)
	if err != nil {
		return nil, err
	}
	return res.Maze, nil
}

// Wilson is the 95% Wilson score interval of k successes in n trials.
func Wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p := float64(k) / float64(n)
	d := 1 + z*z/float64(n)
	c := (p + z*z/(2*float64(n))) / d
	h := z * math.Sqrt(p*(1-p)/float64(n)+z*z/(4*float64(n)*float64(n))) / d
	return max(c-h, 0), min(c+h, 1)
}

// share writes k of n as a percentage with its 95% interval.
func share(k, n int) string {
	if n == 0 {
		return "–"
	}
	lo, hi := Wilson(k, n)
	return fmt.Sprintf("%5.1f%% [%4.1f–%4.1f]", 100*float64(k)/float64(n), 100*lo, 100*hi)
}

// Write prints the standings as a table, with the figures the issue asks
// for: win rates with 95% confidence intervals (Wilson), game lengths, the
// share of games ending decisively and the advantage of the first seat.
func (s Standings) Write(w io.Writer) {
	t := s.T
	fmt.Fprintf(w, "%d games per pairing on generated %dx%d labyrinths (%v difficulty), rules %s, seeds %d–%d\n\n",
		t.Games, t.Width, t.Height, t.Difficulty, rulesName(t.Rules), t.Seed, t.Seed+uint64(t.Games)-1)
	fmt.Fprintf(w, "%-20s %6s %-26s %-26s %-26s %s\n", "pairing", "games", "A wins (of decisive)", "decisive (of all)", "first seat (of decisive)", "rounds: median, mean, 90th pct")
	for _, p := range s.Pairings {
		name := fmt.Sprintf("%v–%v", p.A, p.B)
		aWins := share(p.WinsA, p.Decisive())
		if p.A == p.B {
			aWins = "(same level)"
		}
		fmt.Fprintf(w, "%-20s %6d %-26s %-26s %-26s %s\n", name, p.Games, aWins, share(p.Decisive(), p.Games), share(p.FirstWins, p.Decisive()), lengths(p.Rounds))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "How the games ended:")
	for _, p := range s.Pairings {
		var parts []string
		for _, r := range slices.Sorted(maps.Keys(p.Results)) {
			parts = append(parts, fmt.Sprintf("%s %d", resultName(r), p.Results[r]))
		}
		fmt.Fprintf(w, "  %v–%v: %s\n", p.A, p.B, strings.Join(parts, ", "))
	}
	if len(s.Failed) > 0 {
		fmt.Fprintf(w, "\n%d games could not be played:\n", len(s.Failed))
		for _, f := range s.Failed {
			fmt.Fprintf(w, "  %s\n", f)
		}
	}
}

func resultName(r game.Result) string {
	if r == game.Undecided {
		return "unfinished"
	}
	return string(r)
}

func rulesName(r rules.Rules) string {
	if r.Preset == "" {
		return "custom"
	}
	return r.Preset
}

func lengths(rounds []int) string {
	if len(rounds) == 0 {
		return "–"
	}
	s := slices.Sorted(slices.Values(rounds))
	sum := 0
	for _, r := range s {
		sum += r
	}
	return fmt.Sprintf("%d, %.1f, %d", s[len(s)/2], float64(sum)/float64(len(s)), s[len(s)*9/10])
}
