package storage

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

// These are variables so that tests can make each step fail.
var (
	createTemp = os.CreateTemp
	writeFile  = (*os.File).Write
	syncFile   = (*os.File).Sync
	closeFile  = (*os.File).Close
	rename     = os.Rename
	syncDir    = func(dir string) error {
		if runtime.GOOS == "windows" {
			return nil // directories cannot be opened for flushing there
		}
		d, err := os.Open(dir)
		if err != nil {
			return err
		}
		err = d.Sync()
		if cerr := d.Close(); err == nil {
			err = cerr
		}
		return err
	}
)

// WriteFileAtomic replaces the file at path with data, with permissions perm.
//
// The data goes to a temporary file in the same directory (so that the final
// rename stays on one file system), which is flushed to disk, closed and
// renamed over path; then the directory is flushed so that the rename itself
// survives a crash. Readers see the old contents or the new, never a part.
// On failure the temporary file is removed and path is left as it was.
//
// If path is a symbolic link, the link is replaced by a regular file.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	dir := filepath.Dir(path)
	if err := writeTemp(dir, path, data, perm); err != nil {
		return fmt.Errorf("saving %s: %w", path, err)
	}
	// The new file is in place, so there is nothing left to clean up; but a
	// rename that is not on disk yet could still be lost in a crash.
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("saving %s: flushing the directory: %w", path, err)
	}
	return nil
}

// KeepMode is the permissions a file written over the one at path should
// have: those of the regular file there now — someone who made his file
// private keeps it private — or def for a new file.
func KeepMode(path string, def os.FileMode) os.FileMode {
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		return fi.Mode().Perm()
	}
	return def
}

// writeTemp writes data to a new temporary file in dir and renames it to
// path, removing the temporary file if any step fails.
func writeTemp(dir, path string, data []byte, perm os.FileMode) (err error) {
	f, err := createTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	closed := false
	defer func() {
		if err != nil {
			if !closed {
				f.Close()
			}
			os.Remove(f.Name())
		}
	}()
	if _, err := writeFile(f, data); err != nil {
		return err
	}
	// CreateTemp makes the file 0600; set the mode explicitly so that the
	// file ends up exactly as asked, whatever the umask.
	if err := f.Chmod(perm); err != nil {
		return err
	}
	if err := syncFile(f); err != nil {
		return err
	}
	closed = true
	if err := closeFile(f); err != nil {
		return err
	}
	return rename(f.Name(), path)
}
