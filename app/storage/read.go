package storage

import (
	"fmt"
	"io"
	"os"
	"syscall"
)

// Limit is the most a file of some format can hold, derived from the
// format's own maxima, and what that is, for the message refusing a larger
// file.
type Limit struct {
	Max int64
	// Why ends the sentence "FILE: larger than 64 MB, ...": "the most a
	// game journal can hold".
	Why string
}

// TooLargeError is the refusal to read a file larger than the most its
// format can hold: reading it whole could exhaust memory for nothing.
type TooLargeError struct {
	Path string
	Limit
}

func (e *TooLargeError) Error() string {
	msg := fmt.Sprintf("%s: larger than %s", e.Path, Size(e.Max))
	if e.Why != "" {
		msg += ", " + e.Why
	}
	return msg
}

// ReadFile reads the whole regular file at path, refusing one larger than
// the limit with a *TooLargeError. Anything that is not a regular file (a
// device, a pipe) is refused too: it may never end.
func ReadFile(path string, l Limit) ([]byte, error) {
	// Non-blocking, so that opening a pipe nobody writes to returns at once
	// (to be refused) instead of waiting forever.
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := checkRegular(f, path); err != nil {
		return nil, err
	}
	return readAll(f, path, l)
}

// checkRegular refuses anything but a regular file.
func checkRegular(f *os.File, path string) error {
	info, err := f.Stat()
	if err != nil {
		return err
	}
	if !info.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file", path)
	}
	return nil
}

// readAll reads f from where it is to its end, within the limit.
func readAll(f *os.File, path string, l Limit) ([]byte, error) {
	if info, err := f.Stat(); err == nil && info.Size() > l.Max {
		return nil, &TooLargeError{Path: path, Limit: l}
	}
	// The size is only a hint (the file may grow while it is read): the
	// limit holds on what is read.
	data, err := io.ReadAll(io.LimitReader(f, l.Max+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(data)) > l.Max {
		return nil, &TooLargeError{Path: path, Limit: l}
	}
	return data, nil
}

// Size writes a byte count for people: "64 MB", "512 KB", "100 bytes"
// (binary multiples, as file managers show them).
func Size(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
