package storage

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

var testLimit = Limit{Max: 1 << 20, Why: "the most a test journal holds"}

func lines(ls ...string) [][]byte {
	var out [][]byte
	for _, l := range ls {
		out = append(out, []byte(l))
	}
	return out
}

func readString(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestJournal(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.journal")
	j, err := CreateJournal(path, lines(`{"header":1}`, `{"n":1}`), testLimit)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Append([]byte(`{"n":2}`)); err != nil {
		t.Fatal(err)
	}
	if err := j.Append([]byte("two\nlines")); err == nil {
		t.Fatal("a line with a newline was accepted")
	}
	if _, err := CreateJournal(path, lines("again"), testLimit); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("an existing journal was overwritten: %v", err)
	}
	j.Close()
	want := "{\"header\":1}\n{\"n\":1}\n{\"n\":2}\n"
	if got := readString(t, path); got != want {
		t.Fatalf("%q", got)
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, %v", info.Mode(), err)
	}
	assertOnly(t, dir, "game.journal")

	// Opening reads everything and writes nothing, even after a torn line;
	// Cut removes it, and appending goes on after the last whole line.
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.Write([]byte(`{"n":3`))
	f.Close()
	j, data, err := OpenJournal(path, testLimit)
	if err != nil || string(data) != want+`{"n":3` {
		t.Fatalf("%v %q", err, data)
	}
	if got := readString(t, path); got != want+`{"n":3` {
		t.Fatalf("opening changed the file: %q", got)
	}
	if err := j.Cut(int64(len(data) + 1)); err == nil {
		t.Fatal("Cut lengthened the journal")
	}
	if err := j.Cut(int64(len(want))); err != nil {
		t.Fatal(err)
	}
	if err := j.Append([]byte(`{"n":3}`)); err != nil {
		t.Fatal(err)
	}
	j.Close()
	if got := readString(t, path); got != want+"{\"n\":3}\n" {
		t.Fatalf("%q", got)
	}
}

// TestCreateJournalIsAtomic: a failure at any step of the creation leaves
// no journal and no temporary file.
// TestCreatePrivateJournal: a journal of secrets is its owner's alone,
// and a game's journal anyone's to read.
func TestCreatePrivateJournal(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows has no Unix permissions")
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name   string
		create func(string, [][]byte, Limit) (*Journal, error)
		want   fs.FileMode
	}{{"game.journal", CreateJournal, 0o644}, {"game.host", CreatePrivateJournal, 0o600}} {
		path := filepath.Join(dir, c.name)
		j, err := c.create(path, lines("header"), testLimit)
		if err != nil {
			t.Fatal(err)
		}
		j.Close()
		info, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := info.Mode().Perm(); got != c.want {
			t.Errorf("%s: permissions %v, want %v", c.name, got, c.want)
		}
	}
}

func TestCreateJournalIsAtomic(t *testing.T) {
	boom := errors.New("boom")
	steps := map[string]func(t *testing.T){
		"writing": func(t *testing.T) {
			swap(t, &writeFile, func(f *os.File, b []byte) (int, error) {
				n, _ := f.Write(b[:len(b)/2])
				return n, boom
			})
		},
		"flushing":               func(t *testing.T) { swap(t, &syncFile, func(*os.File) error { return boom }) },
		"flushing the directory": func(t *testing.T) { swap(t, &syncDir, func(string) error { return boom }) },
		"naming": func(t *testing.T) {
			swap(t, &link, func(string, string) error { return boom })
			swap(t, &rename, func(string, string) error { return boom })
		},
	}
	for name, fail := range steps {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "game.journal")
			fail(t)
			if _, err := CreateJournal(path, lines("header", "opening"), testLimit); !errors.Is(err, boom) {
				t.Fatalf("error %v", err)
			}
			assertOnly(t, dir)
		})
	}
}

// TestCreateJournalWithoutHardLinks: where hard links are not supported,
// the journal is still made, and an existing file still refused.
func TestCreateJournalWithoutHardLinks(t *testing.T) {
	swap(t, &link, func(string, string) error { return &os.LinkError{Op: "link", Err: errors.ErrUnsupported} })
	dir := t.TempDir()
	path := filepath.Join(dir, "game.journal")
	j, err := CreateJournal(path, lines("header"), testLimit)
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	if _, err := CreateJournal(path, lines("other"), testLimit); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("replaced: %v", err)
	}
	if got := readString(t, path); got != "header\n" {
		t.Fatalf("%q", got)
	}
	assertOnly(t, dir, "game.journal")
}

func TestJournalLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.journal")
	j, err := CreateJournal(path, lines("header"), testLimit)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := OpenJournal(path, testLimit); !errors.Is(err, ErrLocked) {
		t.Fatalf("a second writer was let in: %v", err)
	}
	if err := j.Append([]byte("first")); err != nil {
		t.Fatal(err)
	}
	j.Close()
	j2, data, err := OpenJournal(path, testLimit)
	if err != nil || string(data) != "header\nfirst\n" {
		t.Fatalf("once closed, the journal opens: %v %q", err, data)
	}
	if _, _, err := OpenJournal(path, testLimit); !errors.Is(err, ErrLocked) || !strings.Contains(err.Error(), path) {
		t.Fatalf("the lock goes with every opener: %v", err)
	}
	j2.Close()
}

// TestAppendTakesBackAFailedLine: a write that fails part-way, or a flush
// that fails, leaves nothing of its line; the next line starts clean.
func TestAppendTakesBackAFailedLine(t *testing.T) {
	boom := errors.New("no space left on device")
	for name, fail := range map[string]func(t *testing.T){
		"partial write": func(t *testing.T) {
			swap(t, &writeFile, func(f *os.File, b []byte) (int, error) {
				n, _ := f.Write(b[:len(b)-3])
				return n, boom
			})
		},
		"flush": func(t *testing.T) {
			failed := false
			swap(t, &syncFile, func(f *os.File) error {
				if !failed {
					failed = true
					return boom
				}
				return f.Sync()
			})
		},
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.journal")
			j, err := CreateJournal(path, lines("header"), testLimit)
			if err != nil {
				t.Fatal(err)
			}
			defer j.Close()
			restore := swapped(t, fail)
			if err := j.Append([]byte(`{"n":1}`)); !errors.Is(err, boom) || errors.Is(err, ErrBroken) {
				t.Fatalf("error %v", err)
			}
			restore()
			if got := readString(t, path); got != "header\n" {
				t.Fatalf("the failed line left %q", got)
			}
			if err := j.Append([]byte(`{"n":2}`)); err != nil {
				t.Fatal(err)
			}
			if got := readString(t, path); got != "header\n{\"n\":2}\n" {
				t.Fatalf("%q", got)
			}
		})
	}
}

// TestAppendBrokenJournal: when the partial line cannot be taken back
// either, nothing more is written after it.
func TestAppendBrokenJournal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.journal")
	j, err := CreateJournal(path, lines("header"), testLimit)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	boom := errors.New("input/output error")
	restore := swapped(t, func(t *testing.T) {
		swap(t, &writeFile, func(f *os.File, b []byte) (int, error) {
			n, _ := f.Write(b[:4])
			return n, boom
		})
		swap(t, &truncateFile, func(*os.File, int64) error { return boom })
	})
	err = j.Append([]byte(`{"n":1}`))
	restore()
	if !errors.Is(err, ErrBroken) || !strings.Contains(err.Error(), "input/output error") {
		t.Fatalf("error %v", err)
	}
	for range 2 {
		if err := j.Append([]byte(`{"n":2}`)); !errors.Is(err, ErrBroken) {
			t.Fatalf("a broken journal took another line: %v", err)
		}
	}
	if got := readString(t, path); got != "header\n{\"n\"" {
		t.Fatalf("%q", got)
	}
}

func TestJournalFull(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.journal")
	small := Limit{Max: 16}
	if _, err := CreateJournal(path, lines("a header far too long"), small); err == nil || !strings.Contains(err.Error(), "larger than 16 bytes") {
		t.Fatalf("%v", err)
	}
	j, err := CreateJournal(path, lines("header"), small) // 7 bytes
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if err := j.Append([]byte("12345678")); err != nil { // 16
		t.Fatal(err)
	}
	if err := j.Append(nil); !errors.Is(err, ErrFull) || !strings.Contains(err.Error(), "at most 16 bytes") {
		t.Fatalf("%v", err)
	}
	if _, _, err := OpenJournal(path, Limit{Max: 15, Why: "the most it holds"}); err == nil {
		t.Fatal("a journal past the limit was read")
	}
}

// swapped runs fail (which swaps variables for the rest of the test) and
// returns what undoes its swaps at once.
func swapped(t *testing.T, fail func(t *testing.T)) (restore func()) {
	saved := []any{writeFile, syncFile, truncateFile}
	fail(t)
	return func() {
		writeFile = saved[0].(func(*os.File, []byte) (int, error))
		syncFile = saved[1].(func(*os.File) error)
		truncateFile = saved[2].(func(*os.File, int64) error)
	}
}
