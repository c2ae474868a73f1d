package editor

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

func writeMaze(t *testing.T, path string, m *maze.Maze) {
	t.Helper()
	data, err := maze.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestAutosaveAndRecovery(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{RecoveryDir: filepath.Join(dir, "recovery")}
	path := filepath.Join(dir, "castle.json")
	writeMaze(t, path, maze.MustNew(4, 4))

	d, err := Open(path, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if wrote, err := d.Autosave(); wrote || err != nil {
		t.Fatalf("autosave of a clean document: %v %v", wrote, err)
	}
	d.Paint(maze.Hospital, at(1, 1))
	d.ToggleWall(side(0, 0, maze.Right))
	edited := snap(t, d.Maze())
	if wrote, err := d.Autosave(); !wrote || err != nil {
		t.Fatalf("autosave: %v %v", wrote, err)
	}
	if wrote, _ := d.Autosave(); wrote {
		t.Error("autosave wrote again without a change")
	}
	if _, err := os.Stat(d.RecoveryFile()); err != nil {
		t.Fatalf("no recovery file: %v", err)
	}

	// The program crashes here: d is dropped without Close.
	recs, err := FindRecoveries(cfg.RecoveryDir)
	if err != nil || len(recs) != 1 {
		t.Fatalf("recoveries %v, %v", recs, err)
	}
	abs, _ := filepath.Abs(path)
	if recs[0].Document != abs {
		t.Errorf("recovery of %q, want %q", recs[0].Document, abs)
	}
	// Opening the file offers the recovery too.
	again, err := Open(path, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := again.Recovery(); !ok || r.File != recs[0].File {
		t.Errorf("Open offers %v %v", r, ok)
	}

	r, err := OpenRecovery(recs[0], cfg)
	if err != nil {
		t.Fatal(err)
	}
	edited.sameAs(t, r.Maze(), "recovered plan")
	if !r.Dirty() || r.Path() != abs {
		t.Errorf("recovered: dirty %v, path %q", r.Dirty(), r.Path())
	}
	r.Paint(maze.Weaponry, at(3, 3))
	if wrote, err := r.Autosave(); !wrote || err != nil {
		t.Fatalf("autosave after recovery: %v %v", wrote, err)
	}
	if err := r.Save(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(recs[0].File); !os.IsNotExist(err) {
		t.Errorf("the recovery file survived a clean save: %v", err)
	}
	if recs, _ := FindRecoveries(cfg.RecoveryDir); len(recs) != 0 {
		t.Errorf("recoveries after saving: %v", recs)
	}
}

func TestRecoveryOfAnUntitledMaze(t *testing.T) {
	cfg := Config{RecoveryDir: t.TempDir()}
	d, _ := New(NewOptions{Width: 3, Height: 3, Title: "Draft"}, cfg)
	d.Paint(maze.Hospital, at(0, 0))
	if _, err := d.Autosave(); err != nil {
		t.Fatal(err)
	}
	recs, err := FindRecoveries(cfg.RecoveryDir)
	if err != nil || len(recs) != 1 || recs[0].Document != "" || recs[0].Title != "Draft" {
		t.Fatalf("recoveries %+v, %v", recs, err)
	}
	r, err := OpenRecovery(recs[0], cfg)
	if err != nil {
		t.Fatal(err)
	}
	if r.Maze().Kind(at(0, 0)) != maze.Hospital || !r.Dirty() || r.Path() != "" {
		t.Error("recovered untitled maze")
	}
	// Saving it under a name removes the untitled recovery file.
	if err := r.SaveAs(filepath.Join(t.TempDir(), "draft.json")); err != nil {
		t.Fatal(err)
	}
	if recs, _ := FindRecoveries(cfg.RecoveryDir); len(recs) != 0 {
		t.Errorf("recoveries after saving: %v", recs)
	}
}

func TestCloseRemovesTheRecoveryFile(t *testing.T) {
	cfg := Config{RecoveryDir: t.TempDir()}
	d, _ := New(NewOptions{Width: 3, Height: 3}, cfg)
	d.Paint(maze.Hospital, at(0, 0))
	d.Autosave()
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if recs, _ := FindRecoveries(cfg.RecoveryDir); len(recs) != 0 {
		t.Errorf("recoveries after closing: %v", recs)
	}
}

func TestAutosaveOfACleanDocumentRemovesItsFile(t *testing.T) {
	cfg := Config{RecoveryDir: t.TempDir()}
	d, _ := New(NewOptions{Width: 3, Height: 3}, cfg)
	d.Paint(maze.Hospital, at(0, 0))
	d.Autosave()
	d.Undo() // back to the blank, clean plan
	d.Autosave()
	if _, err := os.Stat(d.RecoveryFile()); !os.IsNotExist(err) {
		t.Errorf("recovery file of a clean document: %v", err)
	}
}

func TestStaleRecoveriesAreDropped(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{RecoveryDir: filepath.Join(dir, "recovery")}
	path := filepath.Join(dir, "castle.json")
	writeMaze(t, path, maze.MustNew(4, 4))
	d, _ := Open(path, cfg)
	d.Paint(maze.Hospital, at(1, 1))
	d.Autosave()
	file := d.RecoveryFile()

	// The file was saved later by someone else: the recovery is outdated.
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	recs, err := FindRecoveries(cfg.RecoveryDir)
	if err != nil || len(recs) != 0 {
		t.Fatalf("recoveries %v, %v", recs, err)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Error("the outdated recovery file is still there")
	}

	// A recovery holding the same plan as its file is not worth offering.
	d2, _ := Open(path, cfg)
	d2.Paint(maze.Hospital, at(1, 1))
	d2.Autosave()
	writeMaze(t, path, d2.Maze())
	earlier := time.Now().Add(-time.Hour)
	os.Chtimes(path, earlier, earlier)
	if recs, _ := FindRecoveries(cfg.RecoveryDir); len(recs) != 0 {
		t.Errorf("recoveries of an identical plan: %v", recs)
	}
}

func TestDamagedRecoveryFileIsReported(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "junk"+recoverySuffix), []byte("{"), 0o600)
	os.WriteFile(filepath.Join(dir, "unrelated.txt"), []byte("hello"), 0o600)
	recs, err := FindRecoveries(dir)
	if len(recs) != 0 || err == nil {
		t.Errorf("recoveries %v, error %v", recs, err)
	}
	if recs, err := FindRecoveries(filepath.Join(dir, "none")); len(recs) != 0 || err != nil {
		t.Errorf("missing directory: %v %v", recs, err)
	}
}

func TestRecentFiles(t *testing.T) {
	dir := t.TempDir()
	store := RecentFile(filepath.Join(dir, "prefs", "recent.json"))
	r := Recent{Store: store, Max: 3}
	abs := func(name string) string { return filepath.Join(dir, name) }
	for _, name := range []string{"a.json", "b.json", "c.json", "a.json", "d.json"} {
		if err := r.Add(abs(name)); err != nil {
			t.Fatal(err)
		}
	}
	got, err := r.List()
	if want := []string{abs("d.json"), abs("a.json"), abs("c.json")}; err != nil || !slices.Equal(got, want) {
		t.Errorf("recent %v %v, want %v", got, err, want)
	}
	r.Remove(abs("a.json"))
	got, _ = Recent{Store: store}.List()
	if want := []string{abs("d.json"), abs("c.json")}; !slices.Equal(got, want) {
		t.Errorf("after removing: %v", got)
	}
}

// FuzzRecoveryFile: reading any recovery file fails cleanly or yields a
// plan that can be saved.
func FuzzRecoveryFile(f *testing.F) {
	dir := f.TempDir()
	cfg := Config{RecoveryDir: dir}
	d, _ := New(NewOptions{Width: 3, Height: 3}, cfg)
	d.Paint(maze.Hospital, at(0, 0))
	d.Autosave()
	seed, _ := os.ReadFile(d.RecoveryFile())
	f.Add(seed)
	f.Add([]byte(`{"format": "labyrinth-recovery", "version": 1, "maze": {}}`))
	f.Add([]byte(`{"format": "labyrinth-recovery", "version": 2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		file := filepath.Join(t.TempDir(), "x"+recoverySuffix)
		if err := os.WriteFile(file, data, 0o600); err != nil {
			t.Fatal(err)
		}
		r, err := readRecovery(file)
		if err != nil {
			if !strings.HasPrefix(err.Error(), file+": ") {
				t.Errorf("error %q does not name the file", err)
			}
			return
		}
		if _, err := maze.Encode(r.maze); err != nil {
			t.Errorf("recovered plan cannot be saved: %v", err)
		}
	})
}

func TestUnansweredRecoveryIsKept(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{RecoveryDir: filepath.Join(dir, "recovery")}
	path := filepath.Join(dir, "castle.json")
	writeMaze(t, path, maze.MustNew(4, 4))
	crashed, _ := Open(path, cfg)
	crashed.Paint(maze.Hospital, at(1, 1))
	crashed.Autosave()
	saved, _ := os.ReadFile(crashed.RecoveryFile())

	d, _ := Open(path, cfg)
	if _, ok := d.Recovery(); !ok {
		t.Fatal("no recovery offered")
	}
	d.Paint(maze.Weaponry, at(2, 2))
	if wrote, _ := d.Autosave(); wrote {
		t.Error("autosave wrote over an unanswered recovery")
	}
	d.Close()
	if now, err := os.ReadFile(d.RecoveryFile()); err != nil || string(now) != string(saved) {
		t.Fatalf("the unanswered recovery changed or went: %v", err)
	}

	d, _ = Open(path, cfg)
	if err := d.DiscardRecovery(); err != nil {
		t.Fatal(err)
	}
	if _, ok := d.Recovery(); ok {
		t.Error("still offered after discarding")
	}
	if recs, _ := FindRecoveries(cfg.RecoveryDir); len(recs) != 0 {
		t.Errorf("recoveries after discarding: %v", recs)
	}
}
