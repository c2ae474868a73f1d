package widgets_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// folders makes a home, a working directory and another folder, each
// empty, and moves the test into the working directory.
func folders(t *testing.T) (home, wd, other string) {
	root := t.TempDir()
	home, wd, other = filepath.Join(root, "home"), filepath.Join(root, "work"), filepath.Join(root, "mazes")
	for _, d := range []string{home, wd, other} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	t.Chdir(wd)
	return home, wd, other
}

func TestFileDialogsOpenInTheLastFolderOrHome(t *testing.T) {
	home, wd, other := folders(t)
	p := test.NewTempApp(t).Preferences()
	for _, c := range []struct {
		name, last, dir, want string
	}{
		{"the first time: home", "", "", home},
		{"the folder a file was last chosen in", other, "", other},
		{"the caller's folder (the maze's) first", other, wd, wd},
		{"a last folder since removed: home", filepath.Join(other, "gone"), "", home},
		{"a relative folder is not trusted", "mazes", "", home},
	} {
		p.SetString(widgets.PrefLastFolder, c.last)
		if got := widgets.DialogFolder(p, c.dir); got != c.want {
			t.Errorf("%s: the dialog opens in %q, want %q", c.name, got, c.want)
		}
	}
	widgets.RememberFolder(p, filepath.Join(other, "castle.json"))
	if got := p.String(widgets.PrefLastFolder); got != other {
		t.Errorf("after choosing %s, the last folder is %q", filepath.Join(other, "castle.json"), got)
	}
}

// The real dialog, as the editor shows it for a new maze (whose dialogs
// have no folder of their own): it opens at
// home the first time, not in the working directory; once a file is saved
// in a folder, the next dialog opens there.
func TestTheSaveDialogRemembersWhereAFileWasSaved(t *testing.T) {
	home, wd, other := folders(t)
	uitest.ProbeIdle(test.NewTempApp(t))
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	open := func(dir string) (folder string, save func() string) {
		t.Helper()
		var saved string
		widgets.ChooseSaveFile(w, dir, "castle.json", ".json", func(path string) { saved = path })
		top := w.Canvas().Overlays().Top()
		if top == nil {
			t.Fatal("no save dialog")
		}
		shown := uitest.Texts(top)
		for _, d := range []string{home, wd, other} {
			if slices.Contains(shown, filepath.Base(d)) {
				folder = d
			}
		}
		return folder, func() string {
			uitest.TapDialogButton(t, w, "Save")
			return saved
		}
	}
	folder, _ := open("") // a new maze has no folder of its own
	if folder != home {
		t.Errorf("the first save dialog opens in %q, want home %q", folder, home)
	}
	w.Canvas().Overlays().Top().Hide()
	folder, save := open(other) // a folder of the caller's, as a saved maze's
	if folder != other {
		t.Fatalf("the dialog opens in %q, want %q", folder, other)
	}
	if got, want := save(), filepath.Join(other, "castle.json"); got != want {
		t.Fatalf("saving gives %q, want %q", got, want)
	}
	folder, _ = open("")
	if folder != other {
		t.Errorf("after saving in %s the next dialog opens in %q", other, folder)
	}
	w.Canvas().Overlays().Top().Hide()
	widgets.ChooseOpenFile(w, "", func(string) {}) // Open, the lobby's maze and rules files
	if shown := uitest.Texts(w.Canvas().Overlays().Top()); !slices.Contains(shown, filepath.Base(other)) {
		t.Errorf("after saving in %s the open dialog shows %q", other, shown)
	}
}
