package notebook

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestSetAsideKeepsEveryCopy: each notebook that fails to open is kept, and
// its journal with it; a later failure never replaces an earlier copy.
func TestSetAsideKeepsEveryCopy(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.notebook")
	var asides []string
	for i, content := range []string{"first", "second", "third"} {
		os.WriteFile(path, []byte(content), 0o644)
		if i != 1 { // the second has no journal
			os.WriteFile(JournalPath(path), []byte(content+" journal"), 0o644)
		}
		aside, err := SetAside(path)
		if err != nil {
			t.Fatal(err)
		}
		asides = append(asides, filepath.Base(aside))
	}
	if want := []string{"game.notebook.unreadable", "game.notebook.unreadable-2", "game.notebook.unreadable-3"}; !slices.Equal(asides, want) {
		t.Fatalf("kept as %q, want %q", asides, want)
	}
	for path, want := range map[string]string{
		"game.notebook.unreadable":           "first",
		"game.notebook.unreadable.journal":   "first journal",
		"game.notebook.unreadable-2":         "second",
		"game.notebook.unreadable-3":         "third",
		"game.notebook.unreadable-3.journal": "third journal",
	} {
		if got, err := os.ReadFile(filepath.Join(dir, path)); err != nil || string(got) != want {
			t.Errorf("%s: %q %v, want %q", path, got, err, want)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 5 {
		t.Errorf("%d files: the notebook is still there, or a copy is missing", len(entries))
	}
}

// TestOpenRefusesATooLargeNotebook: a notebook is read only up to the most
// a notebook can hold.
func TestOpenRefusesATooLargeNotebook(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.notebook")
	f, _ := os.Create(path)
	f.Truncate(MaxFile + 1)
	f.Close()
	if _, err := Open(path); err == nil || err.Error() != path+": larger than 256 MB, the most a notebook can hold" {
		t.Fatalf("%v", err)
	}
}
