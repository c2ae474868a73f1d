package cli

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// GenCommand is the "labyrinth gen" command line that makes m again, byte
// for byte: its size, players, difficulty, rules, shape and seed. A seed
// alone does not make a labyrinth — the same seed gives another one at
// another size or for other rules — so the whole command is what a player
// can copy. ok is false when m was not made by the generator from these
// settings (another title, drawn or changed in the editor, custom rules):
// the command is tried before it is offered.
func GenCommand(m *maze.Maze) (args []string, ok bool) {
	if m == nil || m.Floors() != 1 {
		return nil, false
	}
	w, h, d, seed, ok := gen.ParseDefaultTitle(m.Title)
	if !ok || w != m.Width() || h != m.Height() {
		return nil, false
	}
	shape := gen.Rectangle
	for i := range m.Len() {
		if m.Cell(m.PosOf(i)).Kind == maze.Outside {
			shape = gen.NoCorners
			break
		}
	}
	// The rules are named by their preset, as the command line names
	// them; rules of one's own have no name to give.
	var r *rules.Rules
	if m.Rules != nil {
		preset, ok := rules.Preset(m.Rules.Preset)
		if !ok {
			return nil, false
		}
		r = &preset
	}
	p := gen.Defaults(w, h, m.Players, d, r)
	p.Shape = shape
	p.Derive()
	p.Seed = seed
	res, err := gen.Generate(p)
	if err != nil {
		return nil, false
	}
	want, err1 := maze.Encode(m)
	got, err2 := maze.Encode(res.Maze)
	if err1 != nil || err2 != nil || !bytes.Equal(want, got) {
		return nil, false
	}
	args = []string{"labyrinth", "gen", "--width", strconv.Itoa(w), "--height", strconv.Itoa(h),
		"--players", strconv.Itoa(p.Players), "--difficulty", d.String()}
	if r != nil {
		args = append(args, "--rules", strings.ToLower(r.Preset))
	}
	if shape != gen.Rectangle {
		args = append(args, "--shape", shape.String())
	}
	return append(args, "--seed", strconv.FormatUint(seed, 10)), true
}
