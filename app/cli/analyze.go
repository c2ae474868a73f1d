package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/gen"
)

const analyzeSummary = `Print the figures of a maze file (docs/generator.md, "Quality"): how many
moves every cell is from the nearest weaponry and hospital and from walking
out, how far the treasures lie from the exits, which cells a random walker
visits most (attractors), the counts of every feature, and a heat map of the
random walk's visits. Then whether the labyrinth meets the goals the
generator keeps to. Any maze can be analysed, valid or not. FILE may be - to
read the maze from standard input.`

func runAnalyze(env Env) error {
	fs := newFlags(env, "analyze", "FILE", analyzeSummary)
	m, err := mazeArg(env, fs)
	if err != nil {
		return err
	}
	rep := analyze.Maze(m)
	var b strings.Builder
	b.WriteString(rep.Text(m.Title))
	bound := gen.ReachBound(m.Width(), m.Height(), rep.Cells)
	num, den := analyze.Limit(rep.Cells)
	q := gen.Quality(rep, bound)
	verdict := "met"
	if len(q) > 0 {
		verdict = "missed"
	}
	fmt.Fprintf(&b, "\nThe generator's goals (docs/generator.md): %s\n", verdict)
	fmt.Fprintf(&b, "  every cell within %d moves of a weaponry and of a hospital\n", bound)
	fmt.Fprintf(&b, "  no cell with more than %.3g%% of the random walk's visits\n", 100*float64(num)/float64(den))
	fmt.Fprintf(&b, "  the true treasure at least %d moves (a third of the diameter) from walking out\n", (rep.Diameter+2)/3)
	for _, s := range q {
		b.WriteString("  missed: " + strings.TrimPrefix(s, "quality: ") + "\n")
	}
	_, err = io.WriteString(env.Stdout, b.String())
	return err
}
