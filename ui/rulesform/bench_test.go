package rulesform

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// BenchmarkChange is one change typed on the form: the rulebook's check
// and every option shown again (bounds depend on other options).
func BenchmarkChange(b *testing.B) {
	a := test.NewTempApp(b)
	a.Settings().SetTheme(shell.Theme{})
	w := a.NewWindow("rules")
	f := New(w, Config{}, rules.Reference(), "Reference")
	w.SetContent(f.Object())
	b.ResetTimer()
	for i := range b.N {
		if err := f.Set("nstop", rulebook.Int(i%50)); err != nil {
			b.Fatal(err)
		}
	}
}
