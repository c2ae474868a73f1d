package host

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

func testSettings(t *testing.T) settings {
	t.Helper()
	st, err := settingsOf(Config{Maze: testgame.New(t, 1).Plan, Rules: rules.Reference(), Seed: 7, Name: "Friday maze", Seats: 2, Code: "4711", Spectators: 3, Port: 7527})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// stateFile is a host state's header and the given lines after it.
func stateFile(t *testing.T, st settings, lines ...string) string {
	t.Helper()
	header, err := st.encode()
	if err != nil {
		t.Fatal(err)
	}
	return string(header) + "\n" + strings.Join(lines, "")
}

const (
	annToken = "3f2a910c5e7710d4826b0ef139a5c824"
	bobToken = "0123456789abcdef0123456789abcdef"
	annClaim = `{"claim":0,"name":"Ann","token":"` + annToken + `"}` + "\n"
	bobClaim = `{"claim":1,"name":"Bob","token":"` + bobToken + `"}` + "\n"
)

// TestStateReadsBack: the settings and the claims read back as written;
// a seat freed is free; what a crash can leave at the end is dropped, and
// only that.
func TestStateReadsBack(t *testing.T) {
	st := testSettings(t)
	for _, c := range []struct {
		name  string
		tail  []string
		names []string
		torn  int // bytes dropped
	}{
		{"no claims", nil, []string{"", ""}, 0},
		{"two claims", []string{annClaim, bobClaim}, []string{"Ann", "Bob"}, 0},
		{"a seat freed and claimed again", []string{annClaim, `{"free":0}` + "\n", `{"claim":0,"name":"Cid","token":"` + bobToken + `"}` + "\n"}, []string{"Cid", ""}, 0},
		{"a line cut short", []string{annClaim, bobClaim[:20]}, []string{"Ann", ""}, 20},
		{"a last line of zeros", []string{annClaim, strings.Repeat("\x00", 12) + "\n"}, []string{"Ann", ""}, 13},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := stateFile(t, st, c.tail...)
			got, claims, keep, err := readState([]byte(data))
			if err != nil {
				t.Fatal(err)
			}
			if keep != len(data)-c.torn {
				t.Errorf("kept %d bytes of %d, want all but %d", keep, len(data), c.torn)
			}
			if got.Name != "Friday maze" || got.Seats != 2 || got.Code != "4711" || got.Spectators != 3 || got.Port != 7527 ||
				got.Master != ComputerMaster || got.Absent != AbsentByRules || got.Setup.Seed != 7 || !got.Setup.Maze.Equal(st.Setup.Maze) {
				t.Errorf("settings %+v", got)
			}
			for i, want := range c.names {
				if claims[i].name != want {
					t.Errorf("seat %d: %q, want %q", i, claims[i].name, want)
				}
			}
			if c.names[0] == "Ann" && claims[0].token.String() != annToken {
				t.Errorf("Ann's token %s", claims[0].token)
			}
		})
	}
}

// TestStateRefused: a host state that does not read back is refused,
// naming the line.
func TestStateRefused(t *testing.T) {
	st := testSettings(t)
	other := st
	other.Seats = 99
	for _, c := range []struct {
		name, data, msg string
	}{
		{"empty", "", "no whole first line"},
		{"a journal", `{"format":"labyrinth-journal","version":2}` + "\n", "line 1: not a host state"},
		{"too many seats", stateFile(t, other), "99 seats"},
		{"a garbled line before the last", stateFile(t, st, "{oops\n", annClaim), "line 2:"},
		{"a seat claimed twice", stateFile(t, st, annClaim, annClaim), "line 3: seat 0 is claimed twice"},
		{"a name claimed twice", stateFile(t, st, annClaim, strings.Replace(bobClaim, "Bob", "ANN", 1)), "claimed twice"},
		{"no token", stateFile(t, st, `{"claim":0,"name":"Ann"}`+"\n"), "without a token"},
		{"a seat the game lacks", stateFile(t, st, `{"free":2}`+"\n"), "seat 2"},
		{"an unknown field", stateFile(t, st, `{"free":0,"why":"left"}`+"\n"), "line 2"},
		{"a bad name", stateFile(t, st, `{"claim":0,"name":"Ann Lee","token":"`+annToken+`"}`+"\n"), "one word"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, _, err := readState([]byte(c.data))
			if err == nil || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("%v, want an error with %q", err, c.msg)
			}
		})
	}
}

// TestStateStarted: a game started with the seats claimed so far reads
// back with those seats alone; a start that does not match the claims, or
// a line after it, is refused.
func TestStateStarted(t *testing.T) {
	st := testSettings(t)
	st.Seats = 3
	start := `{"start":2}` + "\n"
	data := stateFile(t, st, annClaim, bobClaim, start)
	got, claims, keep, err := readState([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if got.Seats != 2 || len(claims) != 2 || claims[1].name != "Bob" || keep != len(data) {
		t.Errorf("started with two of three: %d seats, claims %+v, kept %d of %d", got.Seats, claims, keep, len(data))
	}
	// A start cut short by a crash is dropped: the lobby goes on.
	if got, _, _, err := readState([]byte(stateFile(t, st, annClaim, bobClaim, start[:5]))); err != nil || got.Seats != 3 {
		t.Errorf("a start cut short: %d seats, %v", got.Seats, err)
	}
	for _, c := range []struct {
		name string
		tail []string
		msg  string
	}{
		{"a line after the start", []string{annClaim, bobClaim, start, `{"free":1}` + "\n"}, "line 5: a line after the game started"},
		{"a start with a seat free", []string{annClaim, start}, "seats 0 to 1 must be the ones claimed"},
		{"a start with every seat", []string{annClaim, bobClaim, `{"start":3}` + "\n"}, "starts with fewer"},
		{"a start and a claim", []string{annClaim, bobClaim, `{"start":2,"free":1}` + "\n"}, "start the game"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, _, err := readState([]byte(stateFile(t, st, c.tail...)))
			if err == nil || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("%v, want an error with %q", err, c.msg)
			}
		})
	}
}

// TestSettingsChecked: what a host cannot serve is refused before it
// starts, saying why.
func TestSettingsChecked(t *testing.T) {
	good := testSettings(t)
	base := Config{Maze: good.Setup.Maze, Rules: rules.Reference(), Name: "Friday maze", Seats: 2}
	for _, c := range []struct {
		name string
		edit func(*Config)
		msg  string
	}{
		{"no maze", func(c *Config) { c.Maze = nil }, "no maze"},
		{"no seats", func(c *Config) { c.Seats = 0 }, "0 seats"},
		{"too many seats", func(c *Config) { c.Seats = 17 }, "17 seats"},
		{"too many spectators", func(c *Config) { c.Spectators = 100 }, "100 spectators"},
		{"a long code", func(c *Config) { c.Code = strings.Repeat("7", wire.MaxCodeLength+1) }, "join code"},
		{"a code with a control character", func(c *Config) { c.Code = "47\x1b11" }, "control character"},
		{"a long name", func(c *Config) { c.Name = strings.Repeat("n", 101) }, "name"},
		{"a port", func(c *Config) { c.Port = 70000 }, "port 70000"},
		{"a master", func(c *Config) { c.Master = "robot" }, "robot"},
		{"an invalid maze", func(c *Config) {
			m, err := maze.Decode([]byte(`{"format":"labyrinth-maze","version":1,"width":3,"height":2,"cells":["L L L","L L L"]}`))
			if err != nil {
				t.Fatal(err)
			}
			c.Maze = m
		}, "not a valid labyrinth"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := base
			c.edit(&cfg)
			if _, err := settingsOf(cfg); err == nil || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("%v, want an error with %q", err, c.msg)
			}
		})
	}
	st, err := settingsOf(Config{Maze: good.Setup.Maze, Rules: rules.Reference(), Seats: 1})
	if err != nil || st.Name != good.Setup.Maze.Title && st.Name != "Labyrinth" || st.Master != ComputerMaster || st.Absent != AbsentByRules {
		t.Fatalf("defaults: %+v, %v", st, err)
	}
	for _, r := range []rules.Rules{rules.Reference(), rules.Beginner()} {
		if got := RulesLabel(r); got != r.Preset {
			t.Errorf("the preset %s is labelled %q", r.Preset, got)
		}
	}
	custom := rules.Reference()
	custom.MoveSeconds = 30
	if got := RulesLabel(custom); got != "Reference with 1 change" {
		t.Errorf("rules changed from a preset are %q, want the rules form's words, Reference with 1 change", got)
	}
	custom.Landmines = !custom.Landmines
	if got := RulesLabel(custom); got != "Reference with 2 changes" {
		t.Errorf("two changes: %q", got)
	}
}

// TestDefaultName: a game with no name given is named after its maze's
// title — but a generated labyrinth's title names the seed it was made
// from, and with it anyone could make the plan again: such a game is named
// by its size and difficulty alone (found by the leak test).
func TestDefaultName(t *testing.T) {
	for title, want := range map[string]string{
		"Generated 8x6, expert, seed 12345678901": "Generated 8x6, expert",
		"  Ann's river maze ":                     "Ann's river maze",
		"":                                        "Labyrinth",
		"Generated 8x6, expert, seed 12 more":     "Generated 8x6, expert, seed 12 more", // not the generator's
		// Seed 002's Key game and floors (found by the leak test after
		// the Key game was merged with the hosted random games).
		"Generated 3x3 on 2 floors, Key medium, seed 7":       "Generated 3x3 on 2 floors, Key medium",
		"Generated 5x6, Reference, seed 11617850404054072234": "Generated 5x6, Reference",
	} {
		m := maze.MustNew(3, 3)
		m.Title = title
		if got := defaultName(m); got != want {
			t.Errorf("%q: named %q, want %q", title, got, want)
		}
	}
}
