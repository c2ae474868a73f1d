package editor

import (
	"errors"
	"fmt"
	"os"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Config is where a document keeps what is not the maze file.
type Config struct {
	// RecoveryDir is the directory of recovery files (for example
	// <user config dir>/labyrinth/recovery); "" turns autosave off.
	RecoveryDir string
}

// Shape is the outline of a new maze.
type Shape uint8

const (
	// Rectangle: every position of the grid is a cell.
	Rectangle Shape = iota
	// NoCorners: the four corner cells are cut out, as in §7's "square
	// without corner cells".
	NoCorners
)

// NewOptions describe a new maze.
type NewOptions struct {
	Width, Height int
	// Floors defaults to 1.
	Floors int
	Shape  Shape
	Title  string
}

// New makes a document holding a blank maze: land everywhere, open inside,
// the monolith all around. It is clean (there is nothing to lose yet) and
// has no file.
func New(o NewOptions, cfg Config) (*Document, error) {
	if o.Floors == 0 {
		o.Floors = 1
	}
	m, err := maze.NewFloors(o.Width, o.Height, o.Floors)
	if err != nil {
		return nil, refuse(CodeTooBig, "new maze: %v", err)
	}
	m.Title = o.Title
	switch o.Shape {
	case Rectangle:
	case NoCorners:
		for f := range o.Floors {
			for _, x := range []int{0, o.Width - 1} {
				for _, y := range []int{0, o.Height - 1} {
					m.SetCell(maze.Pos{X: x, Y: y, Floor: f}, maze.Cell{})
				}
			}
		}
	default:
		return nil, refuse(CodeBadArgument, "new maze: unknown shape %d", o.Shape)
	}
	return newDocument(m, "", cfg), nil
}

// FromMaze makes an untitled document holding a copy of m: a generated
// maze, or a sample to start from. It is dirty, since its plan is in no
// file.
func FromMaze(m *maze.Maze, cfg Config) *Document {
	d := newDocument(m.Clone(), "", cfg)
	d.savedID = noID
	return d
}

// Open reads a maze file. Errors start with the path: "maze.json: line 3,
// column 14: ...". If an autosaved recovery file for this path is newer
// than the file and holds another plan, Recovery offers it; an outdated one
// is removed.
func Open(path string, cfg Config) (*Document, error) {
	data, err := cli.ReadFile(path, maze.MaxFileSize, maze.ErrTooLarge)
	if err != nil {
		return nil, err // names the path
	}
	m, err := maze.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	d := newDocument(m, path, cfg)
	d.checkRecovery()
	return d, nil
}

// Save writes the maze to its file, atomically (storage.WriteFileAtomic),
// in the canonical maze format. The document becomes clean and its
// recovery file goes. A document without a file needs SaveAs.
func (d *Document) Save() error {
	if d.path == "" {
		return errors.New("the maze has no file yet: save it as a new file")
	}
	return d.SaveAs(d.path)
}

// SaveAs writes the maze to path, which becomes the document's file. An
// open stroke is closed first.
func (d *Document) SaveAs(path string) error {
	if path == "" {
		return errors.New("no file name given")
	}
	d.hist.EndAll()
	data, err := maze.Encode(d.ed.m)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := storage.WriteFileAtomic(path, data, storage.KeepMode(path, 0o644)); err != nil {
		return err
	}
	oldRecovery := d.recoveryFile()
	d.path, d.recovery = path, ""
	d.savedID = d.hist.StateID()
	d.pending = nil
	var rmErr error
	for _, f := range []string{oldRecovery, d.recoveryFile()} {
		if err := removeFile(f); err != nil && rmErr == nil {
			rmErr = err
		}
	}
	d.wroteRecover = false
	d.notify(Change{History: true})
	if rmErr != nil {
		return fmt.Errorf("saved %s, but could not remove the recovery file: %w", path, rmErr)
	}
	return nil
}

// Close ends the document's life: the editor screen calls it once the game
// master has saved or chosen to discard the changes. It removes the
// recovery file, which is only for crashes (unless it is a recovery Open
// found and nobody answered, see Recovery).
func (d *Document) Close() error {
	d.hist.Abandon()
	d.listeners = nil
	if d.pending != nil {
		return nil // a crash's changes nobody has looked at yet: keep them
	}
	return removeFile(d.recoveryFile())
}

func removeFile(path string) error {
	if path == "" {
		return nil
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}
