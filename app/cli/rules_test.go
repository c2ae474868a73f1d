package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// TestRulesBySavedName: --rules takes the name of a configuration saved in
// the user's configuration directory, after the presets and the files; a
// script's rules do not (a script plays alike everywhere).
func TestRulesBySavedName(t *testing.T) {
	store, err := rulebook.DefaultStore()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(store.Dir, os.Getenv("XDG_CONFIG_HOME")) {
		t.Fatalf("the store %s is not in the tests' own configuration directory", store.Dir)
	}
	strict := rules.Beginner()
	strict.Preset = "Beginner"
	if err := store.Save("Strict beginners", strict); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Delete("Strict beginners") })

	// The saved Beginner rules require an open exit (§8.4), as --rules
	// Beginner does.
	dir := t.TempDir()
	closed := variant(t, dir, "closed.json", `{"at": [1, 2], "side": "left"}`, `{"at": [1, 2], "side": "left", "kind": "closed"}`)
	code, out, errs := run(t, "", "validate", "--rules", "strict BEGINNERS", closed)
	if code != 1 || !strings.Contains(out, "error §8.4: no exit is open; the rules require at least one open exit") {
		t.Errorf("validate --rules NAME: exit %d\n%s%s", code, out, errs)
	}
	code, _, errs = run(t, "", "gen", "--rules", "Friday night")
	if code != 1 || !strings.Contains(errs, `rules "Friday night": neither a preset (Reference, Beginner, Key easy, Key medium, Key hard, BASIC, BASIC-W, CLASSIC, CLASSIC-X, Lives and money) nor a file, nor a saved configuration (saved: Strict beginners)`) {
		t.Errorf("gen --rules with an unknown name: exit %d: %s", code, errs)
	}

	script := filepath.Join(dir, "game.script")
	data, err := os.ReadFile(sampleScript)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(script, append([]byte("rules Strict beginners\n"), data...), 0o644)
	code, _, errs = run(t, "", "replay", "--maze", sampleMaze, "--script", script)
	if code != 1 || !strings.Contains(errs, `rules "Strict beginners": neither a preset (Reference, Beginner, Key easy, Key medium, Key hard, BASIC, BASIC-W, CLASSIC, CLASSIC-X, Lives and money) nor a file`) {
		t.Errorf("a script naming a saved configuration: exit %d: %s", code, errs)
	}
}
