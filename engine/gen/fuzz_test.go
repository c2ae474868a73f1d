package gen

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// FuzzGenerate feeds arbitrary parameters to the generator: it must answer
// with a valid labyrinth or an error, never panic or hang.
func FuzzGenerate(f *testing.F) {
	f.Add(uint8(5), uint8(5), uint8(0), uint64(1), uint8(2), uint8(2), uint8(1), uint8(1), uint8(2), uint8(3), uint8(0), uint8(30), uint8(0))
	f.Add(uint8(2), uint8(2), uint8(1), uint64(7), uint8(1), uint8(1), uint8(0), uint8(0), uint8(2), uint8(0), uint8(0), uint8(0), uint8(1))
	f.Add(uint8(12), uint8(3), uint8(2), uint64(9), uint8(9), uint8(0), uint8(5), uint8(4), uint8(6), uint8(5), uint8(3), uint8(90), uint8(2))
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
	})
}
