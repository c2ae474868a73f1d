package cli

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// zeros is an endless source of NUL bytes, like /dev/zero, counting what
// is read.
type zeros struct{ n int64 }

func (z *zeros) Read(p []byte) (int, error) {
	clear(p)
	z.n += int64(len(p))
	return len(p), nil
}

func TestReadAtMost(t *testing.T) {
	tooLarge := errors.New("larger than 10 bytes")
	if data, err := ReadAtMost(strings.NewReader("0123456789"), 10, tooLarge); err != nil || string(data) != "0123456789" {
		t.Fatalf("%q, %v", data, err)
	}
	z := &zeros{}
	if _, err := ReadAtMost(z, 10, tooLarge); err != tooLarge {
		t.Fatalf("error %v", err)
	}
	if z.n > 4096 {
		t.Fatalf("read %d bytes to refuse 11", z.n)
	}
}

// Every input stops at its format's largest size, and says so: a maze
// file, a rules file, standard input for either, and a script, whose lines
// are bounded instead.
func TestInputsAreBounded(t *testing.T) {
	z := &zeros{}
	code, _, errs := runWith(t, z, "validate", "-")
	if code != 1 || !strings.Contains(errs, "standard input: "+maze.ErrTooLarge.Error()) || z.n > maze.MaxFileSize+1<<20 {
		t.Errorf("validate -: exit %d, read %d bytes: %s", code, z.n, errs)
	}
	if !strings.Contains(errs, "larger than 80 MB, the most a maze file can take (the largest plan, 100x100 cells on 10 floors, takes 49 MB)") {
		t.Errorf("the message does not say what the limit is: %s", errs)
	}
	z = &zeros{}
	code, _, errs = runWith(t, z, "replay", "--maze", sampleMaze, "--script", "-")
	if code != 1 || !strings.Contains(errs, "standard input: line 1: longer than 4096 bytes, the most a script line can take") || z.n > 1<<20 {
		t.Errorf("replay --script -: exit %d, read %d bytes: %s", code, z.n, errs)
	}
	z = &zeros{}
	code, _, errs = runWith(t, z, "replay", "--maze", "-", "--script", sampleScript)
	if code != 1 || !strings.Contains(errs, "standard input: larger than 80 MB") {
		t.Errorf("replay --maze -: exit %d: %s", code, errs)
	}
	if runtime.GOOS != "linux" {
		return
	}
	for _, args := range [][]string{
		{"validate", "/dev/zero"},
		{"show", "/dev/zero"},
		{"analyze", "/dev/zero"},
		{"gen", "--fill", "/dev/zero"},
	} {
		code, _, errs := run(t, "", args...)
		if code != 1 || !strings.Contains(errs, "/dev/zero: "+maze.ErrTooLarge.Error()) {
			t.Errorf("%v: exit %d: %s", args, code, errs)
		}
	}
	for _, args := range [][]string{
		{"validate", "--rules", "/dev/zero", sampleMaze},
		{"replay", "--maze", sampleMaze, "--script", sampleScript, "--rules", "/dev/zero"},
		{"gen", "--rules", "/dev/zero"},
	} {
		code, _, errs := run(t, "", args...)
		if code != 1 || !strings.Contains(errs, "/dev/zero: "+rules.ErrTooLarge.Error()) || !strings.Contains(errs, "the most a rules file can take") {
			t.Errorf("%v: exit %d: %s", args, code, errs)
		}
	}
	f, err := os.Open("/dev/zero")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	code, _, errs = runWith(t, f, "replay", "--maze", sampleMaze, "--script", "-")
	if code != 1 || !strings.Contains(errs, "longer than 4096 bytes") {
		t.Errorf("replay --script - < /dev/zero: exit %d: %s", code, errs)
	}
}

// runWith is run with any reader as standard input.
func runWith(t *testing.T, stdin io.Reader, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb strings.Builder
	code = Run(args, stdin, &out, &errb)
	return code, out.String(), errb.String()
}

func TestOneStandardInput(t *testing.T) {
	code, _, errs := run(t, "", "replay", "--maze", "-", "--script", "-")
	if code != 2 || !strings.Contains(errs, "only one of them can be standard input") {
		t.Errorf("replay: exit %d: %s", code, errs)
	}
	code, _, errs = run(t, "", "validate", "-", sampleMaze, "-")
	if code != 2 || !strings.Contains(errs, "- (standard input) can be given once") {
		t.Errorf("validate: exit %d: %s", code, errs)
	}
}

// A regular file larger than the limit is refused without being read.
func TestReadFileRefusesALargeFileAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	// A sparse file: its size is all the test needs.
	if err := f.Truncate(maze.MaxFileSize + 1); err != nil {
		t.Skip(err)
	}
	f.Close()
	_, err = ReadFile(path, maze.MaxFileSize, maze.ErrTooLarge)
	if !errors.Is(err, maze.ErrTooLarge) || !strings.HasPrefix(err.Error(), path+": larger than 80 MB") {
		t.Fatalf("error %v", err)
	}
	code, _, errs := run(t, "", "show", path)
	if code != 1 || !strings.Contains(errs, path+": larger than 80 MB") {
		t.Fatalf("show: exit %d: %s", code, errs)
	}
}
