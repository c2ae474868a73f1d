package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Every preset generates: `labyrinth gen --rules "<preset>"` writes a maze
// that `labyrinth validate` accepts, and a preset suggesting sizes (seed
// 002 l.18: the Key games) gives its first size, floors included.
func TestGenEveryPreset(t *testing.T) {
	dir := t.TempDir()
	for _, name := range rules.PresetNames() {
		file := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".json")
		if code, _, errs := run(t, "", "gen", "--rules", name, "--seed", "1", "-o", file); code != 0 {
			t.Errorf("gen --rules %q: exit %d: %s", name, code, errs)
			continue
		}
		if code, out, errs := run(t, "", "validate", file); code != 0 {
			t.Errorf("gen --rules %q gave an invalid maze: exit %d\n%s%s", name, code, out, errs)
		}
		sizes := rules.PresetSizes(name)
		if len(sizes) == 0 {
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := maze.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if want := sizes[0]; m.Width() != want.Width || m.Height() != want.Height || m.Floors() != want.Floors {
			t.Errorf("002 l.18 gen --rules %q: %dx%d on %d floors, want %v", name, m.Width(), m.Height(), m.Floors(), want)
		}
	}
	// Another suggested size is asked for by its numbers.
	file := filepath.Join(dir, "hard-3.json")
	if code, _, errs := run(t, "", "gen", "--rules", "Key hard", "--width", "3", "--floors", "3", "-o", file); code != 0 {
		t.Fatalf("gen Key hard 3x3 on 3 floors: exit %d: %s", code, errs)
	}
	if code, out, errs := run(t, "", "validate", file); code != 0 {
		t.Errorf("Key hard 3x3 on 3 floors: exit %d\n%s%s", code, out, errs)
	}
}
