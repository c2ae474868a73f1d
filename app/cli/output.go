package cli

import (
	"fmt"
	"io"
	"unicode/utf8"
)

// output is what the commands write to standard output or standard error
// through. It escapes every control character but line feed and tab — C0,
// DEL and the C1 characters U+0080 to U+009F, which terminals act on — as
// \u001b, and every byte that is not UTF-8 as \xff, so that nothing read
// from a file (a maze's title, a script line) can move the cursor, change
// the window's title or clear the screen. Output the program means to
// write never holds them: JSON (gen, replay --json) escapes them itself,
// and an escape written as \u001b inside a JSON string means the same.
//
// It also keeps the first write error, so that Run can report a failed
// write (a full disk, a closed pipe, > /dev/full) and exit non-zero
// whatever the command did with the error.
type output struct {
	w   io.Writer
	err error
	// partial is an incomplete UTF-8 sequence at the end of the last
	// write, waiting for the rest of its character.
	partial []byte
	buf     []byte
}

func newOutput(w io.Writer) *output { return &output{w: w} }

func (o *output) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n := len(p)
	if len(o.partial) > 0 {
		p = append(o.partial, p...)
		o.partial = nil
	}
	b := o.buf[:0]
	for i := 0; i < len(p); {
		c := p[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\n' && c != '\t' || c == 0x7f {
				b = fmt.Appendf(b, `\u%04x`, c)
			} else {
				b = append(b, c)
			}
			i++
			continue
		}
		if !utf8.FullRune(p[i:]) {
			o.partial = append([]byte(nil), p[i:]...)
			break
		}
		r, size := utf8.DecodeRune(p[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = fmt.Appendf(b, `\x%02x`, c)
		case r < 0xa0:
			b = fmt.Appendf(b, `\u%04x`, r)
		default:
			b = append(b, p[i:i+size]...)
		}
		i += size
	}
	o.buf = b
	if _, err := o.w.Write(b); err != nil {
		o.err = err
		return 0, err
	}
	return n, nil
}

// close writes out an incomplete character left at the end, escaped, and
// returns the first write error.
func (o *output) close() error {
	if len(o.partial) > 0 && o.err == nil {
		var b []byte
		for _, c := range o.partial {
			b = fmt.Appendf(b, `\x%02x`, c)
		}
		o.partial = nil
		if _, err := o.w.Write(b); err != nil {
			o.err = err
		}
	}
	return o.err
}
