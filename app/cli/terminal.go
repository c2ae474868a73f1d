package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/script"
)

// What a line typed into labyrinth join is (docs/network.md, "Joining a
// game").
type inputKind uint8

const (
	inputNothing   inputKind = iota // blank, or a comment
	inputCommand                    // a command of the client's own: status, who, help, quit, cancel
	inputStart                      // start X,Y: the secret start cell (§6.1)
	inputStatement                  // a statement in the move language
)

type input struct {
	kind      inputKind
	command   string // for inputCommand: "status", "who", "help", "quit", "cancel"
	cell      maze.Pos
	statement moves.Statement
	text      string // the line as typed, comment and spaces trimmed
}

// clientCommands are the client's own commands. Written with a slash
// they can never be taken for a statement; without it, all but status,
// which in the move language asks the game master (§6.4).
var clientCommands = []struct{ name, summary string }{
	{"status", "what you know of your condition, and where the game stands (\"status\" without the slash asks the game master, aloud)"},
	{"who", "the seats, who sits there and who is connected"},
	{"cancel", "forget the lines waiting for your turn"},
	{"help", "this help"},
	{"quit", "leave (joining again takes your seat back)"},
}

// parseInput reads one line typed into labyrinth join: a command of the
// client's own, a start cell, or a statement in the move language. Text
// after # is a comment, as in scripts. A statement that does not parse is
// refused as the game master would refuse it (game.ParseRefusal, code
// parse_error).
func parseInput(line string) (input, error) {
	if i := strings.IndexFunc(line, func(r rune) bool { return r != '\t' && unicode.IsControl(r) }); i >= 0 {
		r, _ := utf8.DecodeRuneInString(line[i:])
		return input{}, fmt.Errorf("control character %U: a line is plain text", r)
	}
	if !utf8.ValidString(line) {
		return input{}, errors.New("the line is not valid UTF-8")
	}
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	text := strings.TrimSpace(line)
	in := input{text: text}
	if text == "" {
		return in, nil
	}
	word, rest, _ := strings.Cut(text, " ")
	lower := strings.ToLower(word)
	if name, slash := strings.CutPrefix(lower, "/"); slash || lower == "who" || lower == "help" || lower == "quit" || lower == "exit" || lower == "cancel" {
		if name == "exit" {
			name = "quit"
		}
		for _, c := range clientCommands {
			if c.name == name {
				if strings.TrimSpace(rest) != "" {
					return input{}, fmt.Errorf("/%s takes nothing after it", name)
				}
				in.kind, in.command = inputCommand, name
				return in, nil
			}
		}
		return input{}, fmt.Errorf("unknown command %q (/help lists them)", word)
	}
	cell := strings.TrimSpace(rest)
	if after, ok := cutWord(cell, "at"); ok {
		cell = after
	}
	// "start 4,4", not "start timing Bob" (a statement).
	if lower == "start" && (cell == "" || cell[0] == '(' || cell[0] >= '0' && cell[0] <= '9') {
		if cell == "" {
			return input{}, errors.New("start: which cell? (write start X,Y, e.g. start 4,4)")
		}
		p, err := maze.ParsePos(cell)
		if err != nil {
			return input{}, fmt.Errorf("start %s: %v (write start X,Y, e.g. start 4,4)", cell, err)
		}
		in.kind, in.cell = inputStart, p
		return in, nil
	}
	st, err := moves.ParseStatement(text)
	if err != nil {
		return input{}, game.ParseRefusal(-1, err)
	}
	in.kind, in.statement = inputStatement, st
	return in, nil
}

// cutWord cuts word and the spaces after it from the front of s,
// ignoring case.
func cutWord(s, word string) (string, bool) {
	if strings.EqualFold(s, word) {
		return "", true
	}
	if len(s) > len(word) && strings.EqualFold(s[:len(word)], word) && (s[len(word)] == ' ' || s[len(word)] == '(') {
		return strings.TrimSpace(s[len(word):]), true
	}
	return s, false
}

// lineReader reads standard input a line at a time, each at most
// script.MaxLineSize bytes: a longer one is skipped to its end and
// reported, so that a stream that is not text (/dev/zero) costs no memory.
type lineReader struct {
	r *bufio.Reader
	n int // lines read
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, script.MaxLineSize)}
}

// errLongLine is the error of a line over the limit, which was skipped.
var errLongLine = fmt.Errorf("longer than %d bytes: skipped", script.MaxLineSize)

// next returns the next line without its end (LF or CR LF), or io.EOF.
func (l *lineReader) next() (string, error) {
	line, err := l.r.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		for errors.Is(err, bufio.ErrBufferFull) {
			_, err = l.r.ReadSlice('\n')
		}
		l.n++
		if err != nil && err != io.EOF {
			return "", err
		}
		return "", errLongLine
	}
	if err == io.EOF && len(line) == 0 {
		return "", io.EOF
	}
	if err != nil && err != io.EOF {
		return "", err
	}
	l.n++
	s := strings.TrimSuffix(string(line), "\n")
	return strings.TrimSuffix(s, "\r"), nil
}
