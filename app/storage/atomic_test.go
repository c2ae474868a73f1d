package storage

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestWriteFileAtomicCreatesAndReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "maze.json")
	for _, content := range []string{"first", "second, longer than the first", "3"} {
		if err := WriteFileAtomic(path, []byte(content), 0o640); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != content {
			t.Fatalf("read %q, %v; want %q", got, err, content)
		}
	}
	if runtime.GOOS != "windows" {
		info, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if info.Mode().Perm() != 0o640 {
			t.Errorf("mode %v, want 0640", info.Mode().Perm())
		}
	}
	assertOnly(t, dir, "maze.json")
}

func TestWriteFileAtomicRelativePath(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := WriteFileAtomic("plain.json", []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	assertOnly(t, dir, "plain.json")
}

// TestWriteFileAtomicFailures makes each step fail in turn and checks that
// the existing file survives untouched and no temporary file is left.
func TestWriteFileAtomicFailures(t *testing.T) {
	boom := errors.New("boom")
	cases := []struct {
		name string
		fail func(t *testing.T)
		want string
		// replaced: the step failed after the rename, so the new contents
		// are in place.
		replaced bool
	}{
		{"creating the temporary file", func(t *testing.T) {
			swap(t, &createTemp, func(string, string) (*os.File, error) { return nil, boom })
		}, "saving %s: boom", false},
		{"writing (disk full)", func(t *testing.T) {
			swap(t, &writeFile, func(f *os.File, b []byte) (int, error) {
				n, _ := f.Write(b[:len(b)/2]) // a partial write, as on a full disk
				return n, boom
			})
		}, "saving %s: boom", false},
		{"flushing the file", func(t *testing.T) {
			swap(t, &syncFile, func(*os.File) error { return boom })
		}, "saving %s: boom", false},
		{"closing the file", func(t *testing.T) {
			swap(t, &closeFile, func(f *os.File) error { f.Close(); return boom })
		}, "saving %s: boom", false},
		{"renaming", func(t *testing.T) {
			swap(t, &rename, func(string, string) error { return boom })
		}, "saving %s: boom", false},
		{"flushing the directory", func(t *testing.T) {
			swap(t, &syncDir, func(string) error { return boom })
		}, "saving %s: flushing the directory: boom", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "game.journal")
			if err := os.WriteFile(path, []byte("the old contents"), 0o644); err != nil {
				t.Fatal(err)
			}
			c.fail(t)
			err := WriteFileAtomic(path, []byte("the new contents, which must not appear half written"), 0o644)
			want := strings.ReplaceAll(c.want, "%s", path)
			if err == nil || err.Error() != want {
				t.Fatalf("error %v, want %s", err, want)
			}
			if !errors.Is(err, boom) {
				t.Errorf("the cause is not wrapped: %v", err)
			}
			got, _ := os.ReadFile(path)
			if wantContent := "the old contents"; !c.replaced && string(got) != wantContent {
				t.Errorf("the file now holds %q, want %q", got, wantContent)
			}
			assertOnly(t, dir, "game.journal")
		})
	}
}

func TestWriteFileAtomicMissingDirectory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no", "such", "dir", "maze.json")
	err := WriteFileAtomic(path, []byte("x"), 0o644)
	if err == nil || !strings.HasPrefix(err.Error(), "saving "+path+": ") || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("error %v, want a not-exist error naming %s", err, path)
	}
}

func TestWriteFileAtomicOverDirectory(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "taken")
	if err := os.Mkdir(target, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, "inside"), []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(target, []byte("x"), 0o644); err == nil {
		t.Fatal("replaced a non-empty directory")
	}
	if got, err := os.ReadFile(filepath.Join(target, "inside")); err != nil || string(got) != "keep" {
		t.Errorf("the directory's contents changed: %q, %v", got, err)
	}
	assertOnly(t, dir, "taken")
}

// swap replaces *v with f for the rest of the test.
func swap[T any](t *testing.T, v *T, f T) {
	old := *v
	*v = f
	t.Cleanup(func() { *v = old })
}

// assertOnly checks that dir holds exactly the named entries: no
// temporary file was left behind.
func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if strings.Join(got, ",") != strings.Join(names, ",") {
		t.Errorf("directory holds %v, want %v", got, names)
	}
}

func TestKeepMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "maze.json")
	if got := KeepMode(path, 0o644); got != 0o644 {
		t.Errorf("a new file: %v", got)
	}
	if err := os.WriteFile(path, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(path, []byte("{}\n"), KeepMode(path, 0o644)); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("a private file written over: %v, %v", fi.Mode(), err)
	}
	if got := KeepMode(dir, 0o644); got != 0o644 {
		t.Errorf("a directory: %v", got)
	}
}
