package gen

import "github.com/labyrinth-game/labyrinth/engine/maze"

// creatures places the bears and leprechauns Params asks for (seed 001
// l.110, under the rules option creatures, O7), once everything else is
// built: each on a land cell of its own without a treasure — a bear's
// cave — with a path that walks a few steps through open sides and comes
// back the same way, so that it begins again where it started. Creatures
// a partly drawn plan already has count towards the numbers.
func (b *builder) creatures(pl *places) error {
	taken := make([]bool, b.n)
	have := map[maze.CreatureKind]int{}
	for _, c := range b.m.Creatures {
		have[c.Kind]++
		if b.m.Inside(c.At) {
			taken[b.m.Index(c.At)] = true
		}
	}
	for _, want := range []struct {
		kind maze.CreatureKind
		n    int
	}{{maze.Bear, b.p.Bears}, {maze.Leprechaun, b.p.Leprechauns}} {
		for range want.n - have[want.kind] {
			i := b.probeAll(func(i int) bool { return b.kind[i] == maze.Land && !pl.treasure[i] && !taken[i] })
			if i < 0 {
				return failf("no land cell left for a %s", want.kind)
			}
			taken[i] = true
			b.m.Creatures = append(b.m.Creatures, maze.Creature{Kind: want.kind, At: b.pos(i), Path: b.creaturePath(b.pos(i))})
		}
	}
	return nil
}

// creaturePath is a walk of two to five steps from at through open sides,
// not stepping straight back where it can help it, followed by the same
// steps back.
func (b *builder) creaturePath(at maze.Pos) []maze.Dir {
	var out []maze.Dir
	from := maze.NoDir
	for range 2 + b.r.IntN(4) {
		var ways []maze.Dir
		for _, d := range maze.Dirs {
			if d != from && b.m.Side(at, d) == maze.Open && b.m.Inside(at.Step(d)) {
				ways = append(ways, d)
			}
		}
		if len(ways) == 0 {
			break
		}
		d := ways[b.r.IntN(len(ways))]
		out = append(out, d)
		at, from = at.Step(d), d.Opposite()
	}
	for k := len(out) - 1; k >= 0; k-- {
		out = append(out, out[k].Opposite())
	}
	return out
}
