package notebook

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/labyrinth-game/labyrinth/app/storage"
)

// SetAside moves the notebook file at path, with its journal, out of the
// way — for a notebook that cannot be opened, so that a new one can take
// its place without destroying what the player drew. The copy is
// PATH.unreadable, or PATH.unreadable-2, -3, … when earlier copies are
// there: a copy already kept is never replaced. It returns the copy's path.
func SetAside(path string) (string, error) {
	jpath := JournalPath(path)
	_, jerr := os.Lstat(jpath)
	hasJournal := jerr == nil
	for i := 1; i <= maxAside; i++ {
		aside := path + ".unreadable"
		if i > 1 {
			aside = fmt.Sprintf("%s-%d", aside, i)
		}
		if _, err := os.Lstat(JournalPath(aside)); err == nil {
			continue // its journal's name is taken: keep the pair together
		}
		err := storage.RenameNew(path, aside)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("setting %s aside: %w", path, err)
		}
		if hasJournal {
			if err := storage.RenameNew(jpath, JournalPath(aside)); err != nil {
				return aside, fmt.Errorf("setting %s aside: %w", jpath, err)
			}
		}
		return aside, nil
	}
	return "", fmt.Errorf("setting %s aside: %d copies are kept already; remove some", path, maxAside)
}

// maxAside bounds the copies SetAside keeps of one notebook.
const maxAside = 1000
