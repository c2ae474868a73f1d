package widgets

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// The file dialogs of every screen (open a maze, save it, export a picture,
// choose a rules file). They open where the player last chose a file, or
// in the home folder the first time: never in the working directory, which
// for a program started from a menu is wherever the desktop happened to be.

// PrefLastFolder is the preferences key of the folder a file was last
// chosen in, by any file dialog.
const PrefLastFolder = "files.lastFolder"

// DialogFolder is where a file dialog opens: dir when the caller has a
// folder of its own (the maze's), else the last folder a file was chosen
// in, else home. A folder that no longer exists is passed over; "" when
// none is left.
func DialogFolder(p fyne.Preferences, dir string) string {
	home, _ := os.UserHomeDir()
	for _, d := range []string{dir, p.String(PrefLastFolder), home} {
		if d == "" || !filepath.IsAbs(d) {
			continue
		}
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			return d
		}
	}
	return ""
}

// RememberFolder keeps the folder of a chosen file for the next dialog.
func RememberFolder(p fyne.Preferences, path string) {
	if path != "" {
		p.SetString(PrefLastFolder, filepath.Dir(path))
	}
}

// ChooseOpenFile is Fyne's file dialog for a file to read (a maze, a rules
// file).
func ChooseOpenFile(w fyne.Window, dir string, done func(string)) {
	prefs := fyne.CurrentApp().Preferences()
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			done("")
			return
		}
		r.Close()
		path := r.URI().Path()
		RememberFolder(prefs, path)
		done(path)
	}, w)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	setDialogDir(d, DialogFolder(prefs, dir))
	d.Show()
	d.Resize(dialogSize(w)) // only once shown: before, it has no content
}

// ChooseSaveFile is Fyne's file dialog for a file to write.
func ChooseSaveFile(w fyne.Window, dir, name, ext string, done func(string)) {
	prefs := fyne.CurrentApp().Preferences()
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil || wc == nil {
			done("")
			return
		}
		path := wc.URI().Path()
		wc.Close() // the file is written atomically by the caller
		if !strings.HasSuffix(strings.ToLower(path), ext) {
			os.Remove(path) // Fyne created it empty under the typed name
			path += ext
		}
		RememberFolder(prefs, path)
		done(path)
	}, w)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{ext}))
	setDialogDir(d, DialogFolder(prefs, dir))
	d.Show()
	d.Resize(dialogSize(w)) // only once shown: before, it has no content
}

func setDialogDir(d *dialog.FileDialog, dir string) {
	if dir == "" {
		return
	}
	if u, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
		d.SetLocation(u)
	}
}

func dialogSize(w fyne.Window) fyne.Size {
	s := w.Canvas().Size()
	return fyne.NewSize(min(s.Width-40, 900), min(s.Height-40, 620))
}
