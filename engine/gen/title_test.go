package gen

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func TestDefaultTitleReadsBack(t *testing.T) {
	for _, p := range []Params{
		{Width: 6, Height: 6, Difficulty: Beginner, Seed: 1},
		{Width: 100, Height: 2, Difficulty: Expert, Seed: 18446744073709551615},
		{Width: 8, Height: 8, Difficulty: Standard},
	} {
		title := DefaultTitle(p)
		w, h, d, seed, ok := ParseDefaultTitle(title)
		if !ok || w != p.Width || h != p.Height || d != p.Difficulty || seed != p.Seed {
			t.Errorf("%q read back as %dx%d %v %d %v", title, w, h, d, seed, ok)
		}
	}
	for _, title := range []string{"", "My maze", "Generated 6x6, beginner, seed", "Generated 6x6, beginner, seed 01",
		"Generated 6x6, Beginner, seed 1", "Generated 6x6, beginner, seed 1 (edited)", "Generated 6 x 6, beginner, seed 1",
		"Generated 6x6, hard, seed 1", "Generated 6x6, beginner, seed -1", "Generated 6x6, beginner, seed 18446744073709551616"} {
		if _, _, _, _, ok := ParseDefaultTitle(title); ok {
			t.Errorf("%q read as a generator's title", title)
		}
	}
}

// FuzzParseDefaultTitle: whatever the title, reading it never panics, and
// what it reads writes the same title again.
func FuzzParseDefaultTitle(f *testing.F) {
	f.Add("Generated 6x6, beginner, seed 1")
	f.Add("Generated 30x12, expert, seed 123456")
	f.Add("Generated -3x+4, standard, seed 0")
	f.Fuzz(func(t *testing.T, title string) {
		w, h, d, seed, ok := ParseDefaultTitle(title)
		if ok && DefaultTitle(Params{Width: w, Height: h, Difficulty: d, Seed: seed}) != title {
			t.Fatalf("%q read as %dx%d %v %d", title, w, h, d, seed)
		}
	})
}

// SeedlessTitle takes the seed off every title the generator writes, a
// labyrinth of several floors or of a Key preset's included, and leaves
// every other title alone.
func TestSeedlessTitle(t *testing.T) {
	key := rules.KeyMedium()
	for _, c := range []struct{ title, want string }{
		{DefaultTitle(Params{Width: 8, Height: 6, Difficulty: Expert, Seed: 12345678901}), "Generated 8x6, expert"},
		{stackedTitle(Params{Width: 3, Height: 3, Difficulty: Standard, Seed: 7, Rules: &key}, 2), "Generated 3x3 on 2 floors, Key medium"},
		{stackedTitle(Params{Width: 5, Height: 6, Difficulty: Standard, Seed: 1}, 1), "Generated 5x6, standard"},
		{"Generated 8x6, expert, seed 12 more", ""},
		{"Generated 8x6, expert, seed -1", ""},
		{"Generated 8 by 6, expert, seed 1", ""},
		{"Generated 3x3 on two floors, Key medium, seed 1", ""},
		{"Ann's maze, seed 3", ""},
	} {
		got, ok := SeedlessTitle(c.title)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("%q: %q, %v; want %q", c.title, got, ok, c.want)
		}
	}
}
