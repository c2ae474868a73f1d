package script

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"unicode/utf8"
)

// lineReader splits a script into lines as it reads it: a line ends in LF,
// CR LF or a lone CR (old Mac files), and none may be longer than
// MaxLineSize bytes, so that reading stops at once on a file that is not a
// script.
type lineReader struct {
	r   *bufio.Reader
	buf []byte
	// n is the number of the last line read, from 1.
	n int
}

func newLineReader(r io.Reader) lineReader {
	return lineReader{r: bufio.NewReader(r)}
}

// line returns the next line without its end, or io.EOF after the last.
func (l *lineReader) line() (string, error) {
	l.buf = l.buf[:0]
	started := false
	for {
		if l.r.Buffered() == 0 {
			if _, err := l.r.Peek(1); err != nil {
				if err == io.EOF && started {
					break // a last line without an end
				}
				return "", err
			}
		}
		started = true
		chunk, _ := l.r.Peek(l.r.Buffered())
		i := bytes.IndexAny(chunk, "\r\n")
		take := chunk
		if i >= 0 {
			take = chunk[:i]
		}
		if len(l.buf)+len(take) > MaxLineSize {
			return "", &Error{Line: l.n + 1, Msg: fmt.Sprintf("longer than %d bytes, the most a script line can take (is this a script?)", MaxLineSize)}
		}
		l.buf = append(l.buf, take...)
		if i < 0 {
			l.r.Discard(len(chunk))
			continue
		}
		l.r.Discard(i + 1)
		if chunk[i] == '\r' {
			if next, err := l.r.Peek(1); err == nil && next[0] == '\n' {
				l.r.Discard(1)
			}
		}
		break
	}
	l.n++
	if l.n == 1 {
		l.buf = bytes.TrimPrefix(l.buf, []byte("\xef\xbb\xbf")) // a byte order mark some editors write
	}
	if !utf8.Valid(l.buf) {
		return "", &Error{Line: l.n, Msg: "not UTF-8 text (a script is plain text in UTF-8)"}
	}
	return string(l.buf), nil
}
