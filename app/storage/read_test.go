package storage

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestReadFileLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.journal")
	if err := os.WriteFile(path, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	l := Limit{Max: 10, Why: "the most a test file holds"}
	if got, err := ReadFile(path, l); err != nil || string(got) != "0123456789" {
		t.Fatalf("a file of exactly the limit: %q %v", got, err)
	}
	l.Max = 9
	_, err := ReadFile(path, l)
	var tl *TooLargeError
	if !errors.As(err, &tl) || err.Error() != path+": larger than 9 bytes, the most a test file holds" {
		t.Fatalf("%v", err)
	}
}

// TestReadFileRefusesWhatNeverEnds: a device or a pipe is refused at once,
// not read until memory runs out or waited on forever.
func TestReadFileRefusesWhatNeverEnds(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no /dev/zero or named pipes")
	}
	l := Limit{Max: 1 << 20}
	if _, err := ReadFile("/dev/zero", l); err == nil || !strings.Contains(err.Error(), "/dev/zero: not a regular file") {
		t.Fatalf("%v", err)
	}
	fifo := filepath.Join(t.TempDir(), "pipe.journal")
	if err := mkfifo(fifo); err != nil {
		t.Skip(err)
	}
	if _, err := ReadFile(fifo, l); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Fatalf("%v", err)
	}
	if _, _, err := OpenJournal(fifo, l); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Fatalf("%v", err)
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0 bytes", 100: "100 bytes", 1024: "1 KB", 1500: "1500 bytes", 64 << 20: "64 MB", 3 << 30: "3 GB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}
