package gen

import (
	"fmt"
	"strconv"
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

// SeedlessTitle is a title the generator wrote — DefaultTitle's, or that
// of a labyrinth of several floors or of a preset ("Generated 3x3 on 2
// floors, Key medium, seed 1") — without its seed: "Generated 3x3 on 2
// floors, Key medium". With the seed and what else is public anyone could
// make the plan again, so a game shown to its players is named so. ok is
// false for any other title.
func SeedlessTitle(title string) (string, bool) {
	head, seed, found := strings.Cut(title, ", seed ")
	if !found || !strings.HasPrefix(head, "Generated ") {
		return "", false
	}
	if n, err := strconv.ParseUint(seed, 10, 64); err != nil || strconv.FormatUint(n, 10) != seed {
		return "", false
	}
	size, what, found := strings.Cut(strings.TrimPrefix(head, "Generated "), ", ")
	if !found || what == "" || strings.Contains(what, ", seed ") {
		return "", false
	}
	var w, h, floors int
	if n, err := fmt.Sscanf(size, "%dx%d on %d floors", &w, &h, &floors); n == 3 && err == nil {
		if fmt.Sprintf("%dx%d on %d floors", w, h, floors) != size {
			return "", false
		}
	} else if n, err := fmt.Sscanf(size, "%dx%d", &w, &h); n != 2 || err != nil || fmt.Sprintf("%dx%d", w, h) != size {
		return "", false
	}
	return head, true
}
