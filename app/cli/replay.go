package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/script"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

const replayUsage = "--maze FILE --script FILE [--rules PRESET|FILE] [--json]"

const replaySummary = `Play a scripted game (docs/replay.md) on a maze and print every announcement
with who hears it: "everyone", "gm" (the game master alone) or a player's name.
With --json, print one JSON event per line instead (docs/events.md).`

func runReplay(env Env) error {
	fs := newFlags(env, "replay", replayUsage, replaySummary)
	mazePath := fs.String("maze", "", "the maze `file` (JSON, docs/maze-format.md)")
	scriptPath := fs.String("script", "", "the script `file`, or - for standard input")
	rulesArg := fs.String("rules", "", "a rules preset name or a rules JSON `file` (default: the script's, the maze's, or Reference)")
	asJSON := fs.Bool("json", false, "print one JSON event per line")
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	if *mazePath == "" || *scriptPath == "" || fs.NArg() > 0 {
		fs.Usage()
		return errUsage
	}
	m, err := loadMaze(env, *mazePath)
	if err != nil {
		return err
	}
	if rep := validate.Check(m, validate.Options{}); len(rep.Errors()) > 0 {
		var b strings.Builder
		fmt.Fprintf(&b, "%s is not a valid labyrinth:", *mazePath)
		for _, p := range rep.Errors() {
			fmt.Fprintf(&b, "\n  %v", p)
		}
		return errors.New(b.String())
	}
	scriptName, text, err := readInput(env, *scriptPath)
	if err != nil {
		return err
	}
	sc, err := script.Parse(string(text))
	if err != nil {
		return fmt.Errorf("%s: %w", scriptName, err)
	}
	r := rules.Reference()
	switch {
	case *rulesArg != "":
		r, err = loadRules(*rulesArg)
	case sc.Rules != "":
		r, err = loadRules(sc.Rules)
	case m.Rules != nil:
		r = *m.Rules
	}
	if err != nil {
		return err
	}
	w := bufio.NewWriter(env.Stdout)
	defer w.Flush()
	en := announce.English{Names: sc.Players}
	var writeErr error
	_, err = sc.Play(game.Setup{Maze: m, Rules: r}, func(st script.Step) bool {
		if *asJSON {
			for _, e := range st.Events {
				data, err := json.Marshal(e)
				if err != nil {
					writeErr = err
					return false
				}
				w.Write(data)
				w.WriteByte('\n')
			}
			return true
		}
		fmt.Fprintf(w, "%s\n", st.Line.Text)
		for _, e := range st.Events {
			if e.Code == game.Said {
				continue // the line above is what was said
			}
			fmt.Fprintf(w, "  %-9s %s\n", en.Audience(e.To)+":", en.Line(e))
		}
		return true
	})
	if writeErr != nil {
		return writeErr
	}
	if err != nil {
		w.Flush()
		return fmt.Errorf("%s: %w", scriptName, err)
	}
	return nil
}
