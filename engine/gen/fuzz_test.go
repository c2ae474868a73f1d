package gen

import (
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// FuzzGenerate feeds arbitrary parameters to the generator: it must answer
// with a valid labyrinth or an error, never panic or hang, and no attempt
// may be broken (an invalid labyrinth thrown away is a bug too).
func FuzzGenerate(f *testing.F) {
	f.Add(uint8(5), uint8(5), uint8(0), uint64(1), uint8(2), uint8(2), uint8(1), uint8(1), uint8(2), uint8(3), uint8(0), uint8(30), uint8(0))
	f.Add(uint8(2), uint8(2), uint8(1), uint64(7), uint8(1), uint8(1), uint8(0), uint8(0), uint8(2), uint8(0), uint8(0), uint8(0), uint8(1))
	f.Add(uint8(12), uint8(3), uint8(2), uint64(9), uint8(9), uint8(0), uint8(5), uint8(4), uint8(6), uint8(5), uint8(3), uint8(90), uint8(2))
	f.Add(uint8(4), uint8(4), uint8(2), uint64(3), uint8(2), uint8(2), uint8(1), uint8(1), uint8(2), uint8(1), uint8(0), uint8(40), uint8(0))
	f.Fuzz(func(t *testing.T, w, h, diff uint8, seed uint64, weap, hosp, loops, rivers, exits, fakes, enc, walls, rulesKind uint8) {
		p := Defaults(int(w%16), int(h%16), 3, Difficulty(diff%3), nil)
		switch rulesKind % 3 {
		case 1:
			p = Defaults(int(w%16), int(h%16), 3, Difficulty(diff%3), ptr(rules.Beginner()))
		case 2:
			r := rules.Reference()
			r.Weaponries, r.MaxRiverLength, r.Chains = int(weap%5), int(rivers%4), true
			p = Defaults(int(w%16), int(h%16), 3, Difficulty(diff%3), &r)
		}
		p.Seed = seed
		p.Weaponries, p.Hospitals = int(weap%6), int(hosp%6)
		p.PitLoops, p.RiverSystems = int(loops%6), int(rivers%6)
		p.OpenExits = int(exits % 8)
		p.FakeTreasures, p.Encephalitis = int(fakes%6), int(enc%6)
		p.WallPercent = int(walls % 101)
		p.Attempts = 3
		res, err := Generate(p)
		if err != nil {
			return
		}
		if rep := validate.Check(res.Maze, validate.Options{}); !rep.OK() {
			t.Fatalf("invalid labyrinth for %+v: %v", p, rep.Errors())
		}
		if len(res.Invalid) > 0 {
			t.Fatalf("broken attempts for %+v: %v", p, res.Invalid)
		}
	})
}

// FuzzFill fixes arbitrary parts of a generated labyrinth and fills the
// rest: Fill must keep them and answer with a valid labyrinth (the one
// filled from shows that one exists) or an error, never panic, and no
// attempt may be broken.
func FuzzFill(f *testing.F) {
	f.Add(uint8(5), uint8(5), uint8(0), uint64(1), uint64(2), uint8(2), false)
	f.Add(uint8(11), uint8(4), uint8(1), uint64(24), uint64(7), uint8(1), true)
	f.Add(uint8(14), uint8(13), uint8(2), uint64(5), uint64(9), uint8(0), false)
	f.Add(uint8(4), uint8(4), uint8(1), uint64(3), uint64(3), uint8(3), true)
	f.Fuzz(func(t *testing.T, w, h, diff uint8, seed, fixSeed uint64, share uint8, treasures bool) {
		d := Difficulty(diff % 3)
		p := Defaults(3+int(w%14), 3+int(h%14), 3, d, nil)
		p.Seed = seed
		src, err := Generate(p)
		if err != nil {
			return
		}
		r := rand.New(rand.NewPCG(fixSeed, 1))
		fx := NewFixed(src.Maze)
		one := 1 + int(share%4) // fix about one in `one` cells and sides
		for i := range src.Maze.Len() {
			pos := src.Maze.PosOf(i)
			if r.IntN(one) == 0 {
				fx.FixCell(pos)
			}
			for _, dir := range maze.Dirs {
				if r.IntN(2*one) == 0 {
					fx.FixSide(pos, dir)
				}
			}
		}
		fx.Treasures = treasures
		fp := Defaults(p.Width, p.Height, 3, d, nil)
		fp.Seed = fixSeed
		fp.Attempts = 8
		res, err := Fill(src.Maze, fx, fp)
		if err != nil {
			return
		}
		if rep := validate.Check(res.Maze, validate.Options{}); !rep.OK() {
			t.Fatalf("invalid labyrinth: %v", rep.Errors())
		}
		if len(res.Invalid) > 0 {
			t.Fatalf("broken attempts: %v", res.Invalid)
		}
		checkKept(t, src.Maze, fx, res.Maze)
	})
}
