// Package assets holds the files shipped inside the labyrinth binary: the
// sample mazes (mazes/*.json, in the format of docs/maze-format.md), which
// the editor offers as starting points and the tests use as examples.
package assets

import (
	"embed"
	"io/fs"
	"path"
	"slices"
	"strings"
)

//go:embed mazes/*.json
var mazes embed.FS

// Mazes lists the names of the sample mazes ("sample-5x5.json", ...) in
// alphabetical order.
func Mazes() []string {
	entries, err := mazes.ReadDir("mazes")
	if err != nil {
		return nil // cannot happen: the directory is embedded
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	slices.Sort(names)
	return names
}

// Maze returns the contents of the sample maze with the given name, as
// listed by Mazes. The error wraps fs.ErrNotExist for an unknown name.
func Maze(name string) ([]byte, error) {
	if name == "" || strings.ContainsAny(name, `/\`) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return mazes.ReadFile(path.Join("mazes", name))
}

// MazeFS is the sample mazes as a file system rooted at their directory.
func MazeFS() fs.FS {
	sub, err := fs.Sub(mazes, "mazes")
	if err != nil {
		panic(err) // cannot happen: "mazes" is a valid path
	}
	return sub
}
