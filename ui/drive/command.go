package drive

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// MaxLine is the longest command line read, in bytes; a longer one is an
// error and the connection is closed.
const MaxLine = 4096

// Command is one parsed command line.
type Command struct {
	// Verb is the command's name: click, type, choose, key, wait, gone,
	// tap-cell, screenshot, dump, title.
	Verb string
	// Text is what click, wait and gone look for; the field's placeholder
	// or label for type and choose; the key for key; the path for
	// screenshot.
	Text string
	// Input is what type types, or the option choose picks.
	Input string
	// N is which match click takes, or which grid tap-cell taps (from 1).
	N int
	// X and Y are tap-cell's cell.
	X, Y int
	// Timeout is how long wait and gone wait.
	Timeout time.Duration
}

// DefaultTimeout is how long wait and gone wait without a TIMEOUT;
// MaxTimeout the longest they accept.
const (
	DefaultTimeout = 10 * time.Second
	MaxTimeout     = 10 * time.Minute
)

// usage is each verb's arguments, for messages.
var usage = map[string]string{
	"click":      "click TEXT [N]",
	"type":       "type FIELD TEXT",
	"choose":     "choose FIELD OPTION",
	"key":        "key KEY",
	"wait":       "wait TEXT [TIMEOUT]",
	"gone":       "gone TEXT [TIMEOUT]",
	"tap-cell":   "tap-cell X Y [N]",
	"screenshot": "screenshot PATH",
	"dump":       "dump",
	"title":      "title",
}

// errEmpty is a blank or comment line: nothing to do, nothing to answer.
var errEmpty = errors.New("empty line")

// Parse reads one command line. Errors say what is wrong in words.
func Parse(line string) (Command, error) {
	if len(line) > MaxLine {
		return Command{}, fmt.Errorf("the line is %d bytes long; at most %d", len(line), MaxLine)
	}
	if !utf8.ValidString(line) {
		return Command{}, errors.New("the line is not UTF-8")
	}
	args, err := split(line)
	if err != nil {
		return Command{}, err
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "#") {
		return Command{}, errEmpty
	}
	verb, args := args[0], args[1:]
	use, known := usage[verb]
	if !known {
		return Command{}, fmt.Errorf("unknown command %q; the commands are click, type, choose, key, wait, gone, tap-cell, screenshot, dump, title", verb)
	}
	wrong := func(why string) (Command, error) {
		return Command{}, fmt.Errorf("%s: %s (usage: %s)", verb, why, use)
	}
	c := Command{Verb: verb, N: 1}
	switch verb {
	case "click", "wait", "gone":
		if len(args) < 1 || len(args) > 2 {
			return wrong(fmt.Sprintf("wants 1 or 2 arguments, got %d", len(args)))
		}
		if args[0] == "" {
			return wrong("the text is empty")
		}
		c.Text = args[0]
		if verb == "click" {
			if len(args) == 2 {
				if c.N, err = count(args[1]); err != nil {
					return wrong(err.Error())
				}
			}
			break
		}
		c.Timeout = DefaultTimeout
		if len(args) == 2 {
			d, err := time.ParseDuration(args[1])
			if err != nil || d <= 0 || d > MaxTimeout {
				return wrong(fmt.Sprintf("the timeout %q is not a duration from 1ms to %s, such as 5s", args[1], MaxTimeout))
			}
			c.Timeout = d
		}
	case "type", "choose":
		if len(args) != 2 {
			return wrong(fmt.Sprintf("wants 2 arguments, got %d", len(args)))
		}
		c.Text, c.Input = args[0], args[1]
	case "key":
		if len(args) != 1 {
			return wrong(fmt.Sprintf("wants 1 argument, got %d", len(args)))
		}
		if _, err := ParseKey(args[0]); err != nil {
			return wrong(err.Error())
		}
		c.Text = args[0]
	case "tap-cell":
		if len(args) < 2 || len(args) > 3 {
			return wrong(fmt.Sprintf("wants 2 or 3 arguments, got %d", len(args)))
		}
		if c.X, err = coordinate(args[0]); err != nil {
			return wrong("X: " + err.Error())
		}
		if c.Y, err = coordinate(args[1]); err != nil {
			return wrong("Y: " + err.Error())
		}
		if len(args) == 3 {
			if c.N, err = count(args[2]); err != nil {
				return wrong(err.Error())
			}
		}
	case "screenshot":
		if len(args) != 1 || args[0] == "" {
			return wrong("wants the PNG file's path")
		}
		c.Text = args[0]
	case "dump", "title":
		if len(args) != 0 {
			return wrong(fmt.Sprintf("takes no arguments, got %d", len(args)))
		}
	}
	return c, nil
}

// count reads N, a match's rank from 1.
func count(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 10000 {
		return 0, fmt.Errorf("the rank N %q is not a number from 1 to 10000", s)
	}
	return n, nil
}

// coordinate reads a cell's column or row (a notebook's may be negative).
func coordinate(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < -10000 || n > 10000 {
		return 0, fmt.Errorf("%q is not a number from -10000 to 10000", s)
	}
	return n, nil
}

// split cuts a line into words and double-quoted strings.
func split(line string) ([]string, error) {
	var args []string
	i := 0
	for {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '\n') {
			i++
		}
		if i == len(line) {
			return args, nil
		}
		if line[i] != '"' {
			start := i
			for i < len(line) && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' && line[i] != '\n' {
				if line[i] == '"' {
					return nil, fmt.Errorf("column %d: a quote inside a word; quote the whole argument", i+1)
				}
				i++
			}
			args = append(args, line[start:i])
			continue
		}
		open := i
		i++
		var b strings.Builder
		for {
			if i == len(line) {
				return nil, fmt.Errorf("column %d: the quote is never closed", open+1)
			}
			ch := line[i]
			if ch == '"' {
				i++
				break
			}
			if ch == '\\' {
				if i+1 == len(line) {
					return nil, fmt.Errorf("column %d: a backslash ends the line", i+1)
				}
				switch line[i+1] {
				case '"', '\\':
					b.WriteByte(line[i+1])
				case 'n':
					b.WriteByte('\n')
				case 't':
					b.WriteByte('\t')
				default:
					return nil, fmt.Errorf(`column %d: unknown escape \%c; inside quotes use \" \\ \n \t`, i+1, line[i+1])
				}
				i += 2
				continue
			}
			b.WriteByte(ch)
			i++
		}
		if i < len(line) && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' && line[i] != '\n' {
			return nil, fmt.Errorf("column %d: a space must follow the closing quote", i+1)
		}
		args = append(args, b.String())
	}
}
