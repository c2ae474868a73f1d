package editor

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/labyrinth-game/labyrinth/app/storage"
)

// RecentStore keeps the recent-files list. The editor screen backs it with
// Fyne's preferences (StringList / SetStringList); RecentFile keeps it in a
// JSON file, for tests and headless use.
type RecentStore interface {
	LoadRecent() ([]string, error)
	StoreRecent([]string) error
}

// DefaultRecentMax is how many recent files Recent keeps when Max is 0.
const DefaultRecentMax = 10

// Recent is the list of recently opened or saved maze files, most recent
// first, each an absolute path listed once.
type Recent struct {
	Store RecentStore
	// Max is the length of the list; 0 means DefaultRecentMax.
	Max int
}

// List returns the list.
func (r Recent) List() ([]string, error) { return r.Store.LoadRecent() }

// Add puts path at the top of the list (moving it there if it was listed).
func (r Recent) Add(path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	list, err := r.Store.LoadRecent()
	if err != nil {
		list = nil // a damaged list is replaced, not a reason to fail a save
	}
	list = slices.DeleteFunc(list, func(p string) bool { return p == abs })
	list = slices.Insert(list, 0, abs)
	limit := r.Max
	if limit <= 0 {
		limit = DefaultRecentMax
	}
	if len(list) > limit {
		list = list[:limit]
	}
	return r.Store.StoreRecent(list)
}

// Remove takes path off the list (a file that no longer opens).
func (r Recent) Remove(path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	list, err := r.Store.LoadRecent()
	if err != nil {
		return err
	}
	n := len(list)
	list = slices.DeleteFunc(list, func(p string) bool { return p == abs || p == path })
	if len(list) == n {
		return nil
	}
	return r.Store.StoreRecent(list)
}

// RecentFile is a RecentStore in a JSON file holding an array of paths,
// written atomically. A missing file is an empty list.
type RecentFile string

// LoadRecent reads the list.
func (f RecentFile) LoadRecent() ([]string, error) {
	data, err := os.ReadFile(string(f))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var list []string
	if err := json.Unmarshal(data, &list); err != nil {
		return nil, fmt.Errorf("%s: %v", f, err)
	}
	return list, nil
}

// StoreRecent writes the list.
func (f RecentFile) StoreRecent(list []string) error {
	if list == nil {
		list = []string{}
	}
	data, err := json.MarshalIndent(list, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(string(f)), 0o700); err != nil {
		return err
	}
	return storage.WriteFileAtomic(string(f), append(data, '\n'), 0o600)
}
