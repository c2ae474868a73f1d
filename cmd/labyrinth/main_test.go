package main

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/ui"
)

// FyneApp.toml is read only by the fyne packaging tool, while plain
// "go build" binaries take their identity from package ui; they must agree
// or a packaged build would store its preferences under another ID.
func TestFyneAppTomlMatchesUI(t *testing.T) {
	f, err := os.Open("../../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()

	values := map[string]string{} // "Section.Key" -> value, for simple scalar lines
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "["):
			section = strings.Trim(line, "[]")
		default:
			k, v, ok := strings.Cut(line, "=")
			if ok {
				values[section+"."+strings.TrimSpace(k)] = strings.Trim(strings.TrimSpace(v), `"`)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}

	checks := []struct{ key, want string }{
		{"Details.ID", ui.AppID},
		{"Details.Name", ui.AppName},
		{"Details.Version", ui.Version},
		{"Migrations.fyneDo", "true"},
	}
	for _, c := range checks {
		if got := values[c.key]; got != c.want {
			t.Errorf("FyneApp.toml: %s = %q, want %q", c.key, got, c.want)
		}
	}
}
