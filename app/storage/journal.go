package storage

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Journal is an append-only file of lines with one writer. Append returns
// only once its line is on disk, so whatever a program announces after
// appending survives a crash: a game host journals each accepted command
// before telling anyone its result.
//
// Three things keep what was acknowledged safe:
//
//   - the file is locked (an exclusive advisory lock, flock on Unix) for as
//     long as the Journal is open, so a second writer — another window or
//     another program — is refused with ErrLocked instead of interleaving
//     its lines with ours;
//   - an Append that fails part-way (a full disk, a file-size limit) takes
//     its partial bytes back, so the next line starts clean; if even that
//     fails, the journal is broken (ErrBroken) and refuses every later
//     line rather than write after the debris;
//   - opening changes nothing: the caller checks the contents and only then
//     cuts a torn last line (Cut).
type Journal struct {
	f    *os.File
	path string
	// size is the length of the whole lines in the file: where the next
	// line goes, and what a failed append is cut back to.
	size  int64
	limit Limit
	// broken is set when a failed append could not be taken back.
	broken error
}

// ErrLocked is matched (errors.Is) by the error of opening a journal that
// another Journal holds, in this process or in another.
var ErrLocked = errors.New("the journal is held by another writer")

// ErrBroken is matched by the error of every Append after a failed append
// whose partial line could not be taken back.
var ErrBroken = errors.New("the journal is broken")

// ErrFull is matched by the error of an Append that would make the journal
// larger than its maximum.
var ErrFull = errors.New("the journal is full")

// truncateFile is a variable so that tests can make taking back a failed
// append fail too.
var truncateFile = (*os.File).Truncate

// CreateJournal makes a new journal at path holding lines, atomically: a
// crash leaves either no file or one with every line, never a part. It
// refuses to replace an existing file (the error matches fs.ErrExist) and
// content larger than the limit. The journal is returned open and locked,
// ready for Append. Anyone may read it (permissions 0644).
func CreateJournal(path string, lines [][]byte, l Limit) (*Journal, error) {
	return createJournal(path, lines, l, 0o644)
}

// CreatePrivateJournal is CreateJournal for a journal that holds secrets
// (a host's seat tokens and join code): only its owner may read it
// (permissions 0600), from the moment it appears.
func CreatePrivateJournal(path string, lines [][]byte, l Limit) (*Journal, error) {
	return createJournal(path, lines, l, 0o600)
}

func createJournal(path string, lines [][]byte, l Limit, perm os.FileMode) (*Journal, error) {
	if len(lines) == 0 {
		return nil, errors.New("journal: no first line")
	}
	var buf []byte
	for _, l := range lines {
		if bytes.IndexByte(l, '\n') >= 0 {
			return nil, errors.New("journal: a line may not contain a newline")
		}
		buf = append(append(buf, l...), '\n')
	}
	if int64(len(buf)) > l.Max {
		return nil, &TooLargeError{Path: path, Limit: l}
	}
	dir := filepath.Dir(path)
	if err := createNew(dir, path, buf, perm); err != nil {
		return nil, fmt.Errorf("saving %s: %w", path, err)
	}
	if err := syncDir(dir); err != nil {
		// The file may not survive a crash: better none than one that
		// comes and goes.
		os.Remove(path)
		return nil, fmt.Errorf("saving %s: flushing the directory: %w", path, err)
	}
	// Between the file's appearing and this lock, another program could
	// only take it by opening a game it cannot have seen yet; if it did,
	// it holds the lock and we are refused, which is safe.
	f, err := openLocked(path)
	if err != nil {
		return nil, err
	}
	return &Journal{f: f, path: path, size: int64(len(buf)), limit: l}, nil
}

// createNew writes data to a temporary file in dir and gives it the name
// path, unless a file has that name already.
func createNew(dir, path string, data []byte, perm os.FileMode) (err error) {
	f, err := createTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	if _, err := writeFile(f, data); err != nil {
		f.Close()
		return err
	}
	if err := f.Chmod(perm); err != nil {
		f.Close()
		return err
	}
	if err := syncFile(f); err != nil {
		f.Close()
		return err
	}
	if err := closeFile(f); err != nil {
		return err
	}
	return RenameNew(tmp, path)
}

// RenameNew renames oldpath to newpath unless a file has that name already:
// then the error matches fs.ErrExist and nothing moves. A hard link, which
// fails when the name is taken, makes it atomic, where a check followed by
// a rename is not.
func RenameNew(oldpath, newpath string) error {
	err := link(oldpath, newpath)
	if err == nil {
		return os.Remove(oldpath)
	}
	if errors.Is(err, fs.ErrExist) {
		return err
	}
	// A file system without hard links (FAT, some network shares): fall
	// back to a check and a rename. The names this is used with are fresh
	// ones nobody else writes, so the gap between the two does no harm.
	if _, serr := os.Lstat(newpath); serr == nil {
		return &fs.PathError{Op: "rename", Path: newpath, Err: fs.ErrExist}
	}
	return rename(oldpath, newpath)
}

var link = os.Link

// OpenJournal opens the journal at path for appending, locks it, and
// returns its contents (a file larger than the limit is refused with a
// *TooLargeError). It writes nothing: the caller checks the contents, and
// if their last line was cut short by a crash, cuts it off with Cut before
// appending.
//
// A journal another Journal holds is refused with an error matching
// ErrLocked, and nothing is read or written.
func OpenJournal(path string, l Limit) (*Journal, []byte, error) {
	f, err := openLocked(path)
	if err != nil {
		return nil, nil, err
	}
	data, err := readAll(f, path, l)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return &Journal{f: f, path: path, size: int64(len(data)), limit: l}, data, nil
}

// openLocked opens a regular file for reading and appending and takes its
// lock, without waiting for it.
func openLocked(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_APPEND, 0)
	if err != nil {
		return nil, err
	}
	if err := checkRegular(f, path); err != nil {
		f.Close()
		return nil, err
	}
	if err := lockFile(f); err != nil {
		f.Close()
		if errors.Is(err, ErrLocked) {
			return nil, fmt.Errorf("%s: %w", path, ErrLocked)
		}
		return nil, fmt.Errorf("%s: locking: %w", path, err)
	}
	return f, nil
}

// Cut shortens the journal to its first size bytes, and flushes that to
// disk: it removes a last line cut short by a crash, once everything before
// it has been checked. It never lengthens the file.
func (j *Journal) Cut(size int64) error {
	if size < 0 || size > j.size {
		return fmt.Errorf("%s: cannot cut %d bytes to %d", j.path, j.size, size)
	}
	if err := truncateFile(j.f, size); err != nil {
		return fmt.Errorf("%s: removing a torn last line: %w", j.path, err)
	}
	if err := syncFile(j.f); err != nil {
		return fmt.Errorf("%s: removing a torn last line: %w", j.path, err)
	}
	j.size = size
	return nil
}

// Append writes one line and flushes it to disk. If that fails, the part
// written is taken back and the error returned: the line is not in the
// journal, and the next Append starts on a clean line. If the part cannot
// be taken back, the journal is broken: this and every later Append
// return an error matching ErrBroken.
func (j *Journal) Append(line []byte) error {
	if j.broken != nil {
		return j.broken
	}
	if bytes.IndexByte(line, '\n') >= 0 {
		return errors.New("journal: a line may not contain a newline")
	}
	if j.size+int64(len(line))+1 > j.limit.Max {
		return fmt.Errorf("%s: %w: it holds at most %s", j.path, ErrFull, Size(j.limit.Max))
	}
	buf := make([]byte, 0, len(line)+1)
	buf = append(append(buf, line...), '\n')
	_, err := writeFile(j.f, buf)
	if err == nil {
		err = syncFile(j.f)
	}
	if err != nil {
		// A sync that failed may leave a whole line in the file that was
		// never acknowledged: it goes too.
		if terr := j.takeBack(); terr != nil {
			j.broken = fmt.Errorf("%s: %w: a save failed (%v) and what it wrote could not be taken back (%v)", j.path, ErrBroken, err, terr)
			return j.broken
		}
		return fmt.Errorf("%s: %w", j.path, err)
	}
	j.size += int64(len(buf))
	return nil
}

// takeBack cuts the file back to its whole lines after a failed append.
func (j *Journal) takeBack() error {
	if err := truncateFile(j.f, j.size); err != nil {
		return err
	}
	return syncFile(j.f)
}

// Path is the journal's file.
func (j *Journal) Path() string { return j.path }

// Size is the length of the journal's whole lines, in bytes.
func (j *Journal) Size() int64 { return j.size }

// Close closes the file, which releases its lock.
func (j *Journal) Close() error { return j.f.Close() }
