package editor

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Autosave and recovery. The editor screen calls Autosave on a timer or
// after changes; it writes the plan, when it has unsaved changes not yet
// written, to a recovery file in Config.RecoveryDir. A clean save or Close
// removes the file, so a recovery file that is still there at start-up is
// what a crash left: FindRecoveries lists them and OpenRecovery brings one
// back. Nothing here reads a clock: "newer" compares the files' times.

// recoveryFormat names the recovery file format: a small JSON envelope
// around a maze file (docs/editor-model.md).
const (
	recoveryFormat  = "labyrinth-recovery"
	recoveryVersion = 1
	recoverySuffix  = ".recovery.json"
)

type envelope struct {
	Format   string          `json:"format"`
	Version  int             `json:"version"`
	Document string          `json:"document,omitempty"`
	Maze     json.RawMessage `json:"maze"`
}

// recoveryFile is the document's recovery file: named after a hash of the
// file's absolute path (so two files called maze.json do not share one) and
// its base name (so a person can tell what it is), or after a random name
// for an untitled document; a recovered document keeps the file it was
// recovered from until it is saved under a name. "" when autosave is off.
func (d *Document) recoveryFile() string {
	if d.cfg.RecoveryDir == "" {
		return ""
	}
	if d.recovery == "" {
		if d.path == "" {
			var b [6]byte
			rand.Read(b[:])
			d.recovery = filepath.Join(d.cfg.RecoveryDir, "untitled-"+hex.EncodeToString(b[:])+recoverySuffix)
		} else {
			d.recovery = filepath.Join(d.cfg.RecoveryDir, recoveryNameFor(d.path))
		}
	}
	return d.recovery
}

func recoveryNameFor(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	sum := sha256.Sum256([]byte(abs))
	base := strings.TrimSuffix(filepath.Base(abs), filepath.Ext(abs))
	return hex.EncodeToString(sum[:6]) + "-" + base + recoverySuffix
}

// RecoveryFile is the path of the document's recovery file, "" when
// autosave is off.
func (d *Document) RecoveryFile() string { return d.recoveryFile() }

// Autosave writes the plan to the recovery file if it has changes that are
// neither saved nor autosaved yet, and reports whether it wrote. A clean
// document has no recovery file: Autosave removes a stale one.
func (d *Document) Autosave() (wrote bool, err error) {
	file := d.recoveryFile()
	if file == "" {
		return false, nil
	}
	if d.pending != nil {
		// The file holds a crash's changes the game master has not yet
		// recovered or discarded: never write over them.
		return false, nil
	}
	if !d.Dirty() {
		if d.wroteRecover {
			d.wroteRecover = false
			return false, removeFile(file)
		}
		return false, nil
	}
	if d.wroteRecover && d.autosavedVer == d.version {
		return false, nil
	}
	data, err := maze.Encode(d.ed.m)
	if err != nil {
		return false, fmt.Errorf("autosave: %w", err)
	}
	doc := ""
	if d.path != "" {
		if doc, err = filepath.Abs(d.path); err != nil {
			doc = d.path
		}
	}
	out, err := json.MarshalIndent(envelope{Format: recoveryFormat, Version: recoveryVersion, Document: doc, Maze: data}, "", "  ")
	if err != nil {
		return false, fmt.Errorf("autosave: %w", err)
	}
	if err := os.MkdirAll(d.cfg.RecoveryDir, 0o700); err != nil {
		return false, fmt.Errorf("autosave: %w", err)
	}
	if err := storage.WriteFileAtomic(file, append(out, '\n'), 0o600); err != nil {
		return false, fmt.Errorf("autosave: %w", err)
	}
	d.wroteRecover, d.autosavedVer = true, d.version
	return true, nil
}

// Recovery is a recovery file worth offering: autosaved changes that were
// never saved.
type Recovery struct {
	// File is the recovery file.
	File string
	// Document is the maze file the changes belong to, "" for a maze that
	// was never saved.
	Document string
	// Written is when the recovery file was last written.
	Written time.Time
	// Title is the maze's title, to help tell recoveries apart.
	Title string

	maze *maze.Maze
}

// readRecovery reads a recovery file.
func readRecovery(file string) (Recovery, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return Recovery{}, err
	}
	info, err := os.Stat(file)
	if err != nil {
		return Recovery{}, err
	}
	var env envelope
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&env); err != nil {
		return Recovery{}, fmt.Errorf("%s: %v", file, err)
	}
	if env.Format != recoveryFormat {
		return Recovery{}, fmt.Errorf("%s: not a recovery file (format %q)", file, env.Format)
	}
	if env.Version != recoveryVersion {
		return Recovery{}, fmt.Errorf("%s: recovery file version %d is not %d", file, env.Version, recoveryVersion)
	}
	m, err := maze.Decode(env.Maze)
	if err != nil {
		return Recovery{}, fmt.Errorf("%s: maze: %w", file, err)
	}
	return Recovery{File: file, Document: env.Document, Written: info.ModTime(), Title: m.Title, maze: m}, nil
}

// worthOffering reports whether r holds changes its document lacks: it has
// no document, the document is gone, or is older and holds another plan.
func (r Recovery) worthOffering() bool {
	if r.Document == "" {
		return true
	}
	info, err := os.Stat(r.Document)
	if err != nil {
		return true
	}
	if info.ModTime().After(r.Written) {
		return false // saved since, perhaps by another program
	}
	data, err := cli.ReadFile(r.Document, maze.MaxFileSize, maze.ErrTooLarge)
	if err != nil {
		return true
	}
	m, err := maze.Decode(data)
	return err != nil || !m.Equal(r.maze)
}

// FindRecoveries lists the recovery files in dir worth offering after a
// crash, newest first, and removes those that are not (their document was
// saved since, or holds the same plan). Unreadable recovery files are left
// alone and reported in the error, along with whatever was found.
func FindRecoveries(dir string) ([]Recovery, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Recovery
	var errs []error
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), recoverySuffix) {
			continue
		}
		r, err := readRecovery(filepath.Join(dir, e.Name()))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if !r.worthOffering() {
			if err := removeFile(r.File); err != nil {
				errs = append(errs, err)
			}
			continue
		}
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Recovery) int { return b.Written.Compare(a.Written) })
	return out, errors.Join(errs...)
}

// checkRecovery looks, after Open, for the document's recovery file.
func (d *Document) checkRecovery() {
	file := d.recoveryFile()
	if file == "" {
		return
	}
	if _, err := os.Stat(file); err != nil {
		return
	}
	r, err := readRecovery(file)
	if err != nil {
		return // left for FindRecoveries to report
	}
	if !r.worthOffering() {
		removeFile(file)
		return
	}
	d.pending = &r
}

// Recovery is the recovery file Open found for this document: autosaved
// changes newer than the file. The editor screen offers it at once:
// OpenRecovery brings it back (in place of this document), DiscardRecovery
// drops it. Until then Autosave and Close leave the file alone, so the
// crash's changes are never lost unasked; saving the document over them
// does remove it.
func (d *Document) Recovery() (Recovery, bool) {
	if d.pending == nil {
		return Recovery{}, false
	}
	return *d.pending, true
}

// DiscardRecovery drops the recovery Open found: the game master chose the
// file as it is.
func (d *Document) DiscardRecovery() error {
	if d.pending == nil {
		return nil
	}
	r := *d.pending
	d.pending = nil
	return r.Discard()
}

// OpenRecovery makes a document of a recovery: the autosaved plan, with the
// file it belongs to, dirty (the changes are not in that file yet). Its
// recovery file stays until it is saved or closed.
func OpenRecovery(r Recovery, cfg Config) (*Document, error) {
	if r.maze == nil {
		rr, err := readRecovery(r.File)
		if err != nil {
			return nil, err
		}
		r = rr
	}
	d := newDocument(r.maze.Clone(), r.Document, cfg)
	d.savedID = noID
	d.recovery = r.File
	d.wroteRecover = true
	return d, nil
}

// Discard removes the recovery file: the game master chose not to recover.
func (r Recovery) Discard() error { return removeFile(r.File) }
