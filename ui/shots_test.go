package ui

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
)

// saveShot saves a capture of the window as out/dir/name when the
// environment variable env is set: a way to look at a screen without a
// display.
func saveShot(t *testing.T, w fyne.Window, env, dir, name string) {
	t.Helper()
	if os.Getenv(env) == "" {
		return
	}
	dir = filepath.Join("..", "out", dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// writeShot saves a capture of the editor's window under out/editor when
// EDITOR_OUT is set.
func writeShot(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	saveShot(t, w, "EDITOR_OUT", "editor", name)
}
