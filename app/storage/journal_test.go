package storage

import (
	"os"
	"path/filepath"
	"testing"
)

func TestJournal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.journal")
	j, err := CreateJournal(path, []byte(`{"header":1}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{`{"n":1}`, `{"n":2}`} {
		if err := j.Append([]byte(l)); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Append([]byte("two\nlines")); err == nil {
		t.Fatal("a line with a newline was accepted")
	}
	j.Close()
	if _, err := CreateJournal(path, []byte("again")); err == nil {
		t.Fatal("an existing journal was overwritten")
	}
	// A crash in the middle of a line: the torn line is dropped on open and
	// appending continues after the last whole line.
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.Write([]byte(`{"n":3`))
	f.Close()
	j, data, torn, err := OpenJournal(path)
	if err != nil || !torn || string(data) != "{\"header\":1}\n{\"n\":1}\n{\"n\":2}\n" {
		t.Fatalf("%v torn=%v %q", err, torn, data)
	}
	if err := j.Append([]byte(`{"n":3}`)); err != nil {
		t.Fatal(err)
	}
	j.Close()
	got, _ := os.ReadFile(path)
	if string(got) != "{\"header\":1}\n{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n" {
		t.Fatalf("%q", got)
	}
}
