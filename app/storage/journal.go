package storage

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Journal is an append-only file of lines. Append returns only once its line
// is on disk, so whatever a program announces after appending survives a
// crash: a game host journals each accepted command before telling anyone
// its result.
type Journal struct {
	f    *os.File
	path string
}

// CreateJournal starts a new journal at path with its first line; it refuses
// to overwrite an existing file.
func CreateJournal(path string, first []byte) (*Journal, error) {
	if bytes.IndexByte(first, '\n') >= 0 {
		return nil, errors.New("journal: a line may not contain a newline")
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	j := &Journal{f: f, path: path}
	if err := j.Append(first); err != nil {
		f.Close()
		os.Remove(path)
		return nil, err
	}
	if err := syncDir(filepath.Dir(path)); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return j, nil
}

// OpenJournal opens an existing journal to append to it and returns its
// contents. A last line cut short by a crash is removed from the file (and
// reported by torn), so that appending goes on after the last whole line.
func OpenJournal(path string) (j *Journal, contents []byte, torn bool, err error) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return nil, nil, false, err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		f.Close()
		return nil, nil, false, err
	}
	end := bytes.LastIndexByte(data, '\n') + 1
	if end < len(data) {
		torn = true
		if err := f.Truncate(int64(end)); err != nil {
			f.Close()
			return nil, nil, false, fmt.Errorf("%s: removing a torn last line: %w", path, err)
		}
		data = data[:end]
	}
	if _, err := f.Seek(0, 2); err != nil {
		f.Close()
		return nil, nil, false, err
	}
	return &Journal{f: f, path: path}, data, torn, nil
}

// Append writes one line and syncs it to disk.
func (j *Journal) Append(line []byte) error {
	if bytes.IndexByte(line, '\n') >= 0 {
		return errors.New("journal: a line may not contain a newline")
	}
	buf := make([]byte, 0, len(line)+1)
	buf = append(append(buf, line...), '\n')
	if _, err := j.f.Write(buf); err != nil {
		return fmt.Errorf("%s: %w", j.path, err)
	}
	if err := j.f.Sync(); err != nil {
		return fmt.Errorf("%s: %w", j.path, err)
	}
	return nil
}

// Path is the journal's file.
func (j *Journal) Path() string { return j.path }

// Close closes the file.
func (j *Journal) Close() error { return j.f.Close() }
