package gen

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// Seed 004's preset "Lives and money": the generator makes its labyrinths
// on the usual 4 × 5 grid (l.3), valid under its rules, with one exit
// (l.4), one arsenal and one hospital (l.13), two treasures of which one is
// true (l.43), and a casino (l.30–32) that its rules play.
func TestLivesAndMoneyLabyrinths(t *testing.T) {
	r, err := rules.Named("Lives and money")
	if err != nil {
		t.Fatal(err)
	}
	sizes := rules.PresetSizes(r.Preset)
	if len(sizes) != 1 || sizes[0] != (rules.Size{Width: 4, Height: 5, Floors: 1}) {
		t.Fatalf("004 l.3: the usual sizes are %v, want 4x5 on one floor", sizes)
	}
	if sizes := rules.PresetSizes(rules.Reference().Preset); sizes != nil {
		t.Fatalf("the reference names no usual size: %v", sizes)
	}
	w, h := sizes[0].Width, sizes[0].Height
	for seed := range uint64(30) {
		p := Defaults(w, h, 3, Standard, &r)
		p.Seed = seed
		res, err := Generate(p)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		m := res.Maze
		if rep := validate.Check(m, validate.Options{Rules: &r}); len(rep.Errors()) > 0 {
			t.Fatalf("seed %d: invalid under the preset: %v", seed, rep.Errors())
		}
		trues := 0
		for _, tr := range m.Treasures {
			if tr.True {
				trues++
			}
		}
		switch {
		case m.Width() != 4 || m.Height() != 5:
			t.Fatalf("seed %d: %dx%d", seed, m.Width(), m.Height())
		case len(m.Exits()) != 1:
			t.Fatalf("seed %d: 004 l.4: %d exits", seed, len(m.Exits()))
		case countKind(m, maze.Weaponry) != 1 || countKind(m, maze.Hospital) != 1:
			t.Fatalf("seed %d: 004 l.13: %d arsenals, %d hospitals", seed, countKind(m, maze.Weaponry), countKind(m, maze.Hospital))
		case len(m.Treasures) != 2 || trues != 1:
			t.Fatalf("seed %d: 004 l.43: %d treasures, %d true", seed, len(m.Treasures), trues)
		case countKind(m, maze.Casino) != 1:
			t.Fatalf("seed %d: 004 l.30: %d casinos", seed, countKind(m, maze.Casino))
		case m.Rules == nil || !m.Rules.Equal(r):
			t.Fatalf("seed %d: the rules saved with it are not the preset's", seed)
		}
	}
}

// A casino only where the rules play it (seed 004 l.30–32).
func TestCasinosNeedTheOption(t *testing.T) {
	p := Defaults(6, 6, 3, Standard, nil)
	p.Casinos = 1
	if _, err := Generate(p); err == nil || !strings.Contains(err.Error(), "1 casino, but the rules do not play the casino (casino, seed 004)") {
		t.Fatalf("a casino without the option: %v", err)
	}
	r := rules.Reference()
	r.StartMoney, r.Casino = 10, true
	p = Defaults(6, 6, 3, Standard, &r)
	if p.Casinos != 1 {
		t.Fatalf("under casino, %d casinos by default", p.Casinos)
	}
	p.Casinos = 2
	res, err := Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	if n := countKind(res.Maze, maze.Casino); n != 2 {
		t.Fatalf("%d casinos, want 2", n)
	}
}
