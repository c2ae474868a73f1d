package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/quote"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/script"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

const replayUsage = "--maze FILE --script FILE [--rules PRESET|FILE|NAME] [--json]"

const replaySummary = `Play a scripted game (docs/replay.md) on a maze and print every announcement
with who hears it: "everyone", "gm" (the game master alone) or a player's name.
With --json, print one JSON event per line instead (docs/events.md).`

func runReplay(env Env) error {
	fs := newFlags(env, "replay", replayUsage, replaySummary)
	mazePath := fs.String("maze", "", "the maze `file` (JSON, docs/maze-format.md), or - for standard input")
	scriptPath := fs.String("script", "", "the script `file`, or - for standard input")
	rulesArg := fs.String("rules", "", "a rules preset, a code string (G2-F4-V1-A2-H34-W5-O3), a rules JSON `file` or a saved configuration's name (default: the script's, the maze's, or Reference)")
	asJSON := fs.Bool("json", false, "print one JSON event per line")
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	var missing []string
	if *mazePath == "" {
		missing = append(missing, "--maze")
	}
	if *scriptPath == "" {
		missing = append(missing, "--script")
	}
	switch {
	case len(missing) > 0:
		fmt.Fprintf(env.Stderr, "labyrinth replay: %s missing (see labyrinth help replay)\n", strings.Join(missing, " and "))
		return errUsage
	case fs.NArg() > 0:
		fmt.Fprintf(env.Stderr, "labyrinth replay: unexpected argument %s: the maze and the script are given with --maze and --script\n", quote.Short(fs.Arg(0)))
		return errUsage
	}
	if *mazePath == "-" && *scriptPath == "-" {
		fmt.Fprintln(env.Stderr, "labyrinth replay: --maze - and --script -: only one of them can be standard input")
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
	// The script is read as it is played, one line at a time: its size
	// does not matter (script.MaxLineSize bounds a line).
	scriptName, src, err := openInput(env, *scriptPath)
	if err != nil {
		return err
	}
	defer src.Close()
	sc, err := script.Read(src)
	if err != nil {
		return fmt.Errorf("%s: %w", scriptName, err)
	}
	r := rules.Reference()
	switch {
	case *rulesArg != "":
		r, err = loadRules(*rulesArg)
	case sc.Rules != "":
		r, err = loadScriptRules(sc.Rules)
	case m.Rules != nil:
		r = *m.Rules
	}
	if err != nil {
		return err
	}
	w := bufio.NewWriter(env.Stdout)
	en := announce.English{Names: sc.Players}
	var writeErr error
	var line []byte
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
		} else {
			line = append(append(line[:0], st.Line.Text...), '\n')
			for _, e := range st.Events {
				if e.Code == game.Said {
					continue // the line above is what was said
				}
				line = fmt.Appendf(line, "  %-9s %s\n", en.Audience(e.To)+":", en.Line(e))
			}
			w.Write(line)
		}
		// bufio.Writer keeps its first error: stop playing once
		// standard output cannot be written.
		if _, writeErr = w.Write(nil); writeErr != nil {
			return false
		}
		return true
	})
	if ferr := w.Flush(); writeErr == nil {
		writeErr = ferr
	}
	if writeErr != nil {
		return writeErr
	}
	if err != nil {
		return fmt.Errorf("%s: %w", scriptName, err)
	}
	return nil
}
