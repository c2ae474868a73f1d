package rulesform

import (
	"errors"
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// codeNote says what the code string shown is, or why the rules have none:
// the options no code of "Maze on paper" gives, by their titles, and which
// of its presets cannot be played yet.
func codeNote(code string, err error) string {
	var b strings.Builder
	var ce *rules.CodeError
	switch {
	case err == nil:
		fmt.Fprintf(&b, "These rules are the “Maze on paper” rule set %s; type another code string and press Enter.", code)
	case errors.As(err, &ce) && len(ce.Keys) > 0:
		titles := make([]string, 0, len(ce.Keys))
		for _, k := range ce.Keys {
			if o, ok := rulebook.Lookup(k); ok {
				titles = append(titles, o.Title)
			}
		}
		const shown = 3
		list := strings.Join(titles[:min(shown, len(titles))], ", ")
		if len(titles) > shown {
			list += fmt.Sprintf(" and %d more", len(titles)-shown)
		}
		fmt.Fprintf(&b, "No code string: “Maze on paper” has no code for %s; type one to take its rules.", list)
	default:
		b.WriteString("No code string: " + err.Error())
	}
	var later []string
	for _, p := range rules.CodePresets() {
		if missing := p.Missing(); len(missing) > 0 {
			later = append(later, p.Name+": "+strings.Join(missing, ", "))
		}
	}
	if len(later) > 0 {
		fmt.Fprintf(&b, " Its presets not yet playable, with the codes missing — %s.", strings.Join(later, "; "))
	}
	return b.String()
}
