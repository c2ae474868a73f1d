package gen

import (
	"fmt"
	"strings"
)

// DefaultTitle is the title Generate gives a labyrinth when Params.Title is
// empty: "Generated 6x6, beginner, seed 1".
func DefaultTitle(p Params) string {
	return fmt.Sprintf("Generated %dx%d, %s, seed %d", p.Width, p.Height, p.Difficulty, p.Seed)
}

// ParseDefaultTitle reads back what DefaultTitle wrote: the size, the
// difficulty and the seed; ok is false for any other title. The rest of the
// parameters are in the maze itself (its players and rules).
func ParseDefaultTitle(title string) (width, height int, d Difficulty, seed uint64, ok bool) {
	var name string
	rest, found := strings.CutPrefix(title, "Generated ")
	if !found {
		return 0, 0, 0, 0, false
	}
	size, rest, found := strings.Cut(rest, ", ")
	if !found {
		return 0, 0, 0, 0, false
	}
	name, rest, found = strings.Cut(rest, ", seed ")
	if !found {
		return 0, 0, 0, 0, false
	}
	if n, err := fmt.Sscanf(size, "%dx%d", &width, &height); n != 2 || err != nil {
		return 0, 0, 0, 0, false
	}
	if n, err := fmt.Sscanf(rest, "%d", &seed); n != 1 || err != nil || fmt.Sprint(seed) != rest {
		return 0, 0, 0, 0, false
	}
	d, err := ParseDifficulty(name)
	if err != nil || d.String() != name {
		return 0, 0, 0, 0, false
	}
	p := Params{Width: width, Height: height, Difficulty: d, Seed: seed}
	if DefaultTitle(p) != title {
		return 0, 0, 0, 0, false
	}
	return width, height, d, seed, true
}
