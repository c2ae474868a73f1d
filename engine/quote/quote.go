// Package quote is how the engine's messages quote what a player or a file
// wrote: in double quotes with Go's escapes, so that no control character
// in a hostile file reaches a terminal, and never more than Width
// characters, so that a megabyte line gives a one-line message.
//
//	"go nort"
//	"…, shoot left, shoot left, shoot lefft, shoot left, shoot left…"
package quote

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Width is the most characters of the quoted text a message shows, not
// counting the quotes and the ellipses that mark where it was cut: enough
// for a phrase of a long move to be quoted whole.
const Width = 80

// Cut is s cut after Width characters with "…" when it is longer, without
// quotes: for text already known to be printable, such as a number.
func Cut(s string) string {
	if utf8.RuneCountInString(s) <= Width {
		return s
	}
	end := 0
	for n := 0; n < Width; n++ {
		_, size := utf8.DecodeRuneInString(s[end:])
		end += size
	}
	return s[:end] + "…"
}

// Short quotes s, cut after Width characters with "…" when it is longer.
func Short(s string) string {
	q, _ := Around(s, 0)
	return q
}

// Around quotes a part of s of at most Width characters around the byte
// offset at (where a problem lies), with "…" on each side where s was cut.
// cut reports whether it was; messages then give the column, so that the
// place can be found in the whole text.
func Around(s string, at int) (q string, cut bool) {
	at = min(max(at, 0), len(s))
	if utf8.RuneCountInString(s) <= Width {
		return strconv.Quote(s), false
	}
	// Start a third of the width before the offset, on a character
	// boundary, then take Width characters from there.
	start := at
	for n := 0; n < Width/3 && start > 0; n++ {
		_, size := utf8.DecodeLastRuneInString(s[:start])
		start -= size
	}
	end := start
	for n := 0; n < Width && end < len(s); n++ {
		_, size := utf8.DecodeRuneInString(s[end:])
		end += size
	}
	// Near the end, show the last Width characters.
	for n := utf8.RuneCountInString(s[start:end]); n < Width && start > 0; n++ {
		_, size := utf8.DecodeLastRuneInString(s[:start])
		start -= size
	}
	part := s[start:end]
	if start > 0 {
		part = "…" + part
	}
	if end < len(s) {
		part += "…"
	}
	return strconv.Quote(part), true
}

// Escape is s with every control character written as Go writes it in a
// quoted string (\n, \x1b, \u009b) — the characters that reorder text
// (bidirectional controls such as U+202E) among them, since they make a
// terminal show text other than what is there — and every byte that is not
// UTF-8 as \xff, and nothing else changed: for input a message shows
// without quotes.
func Escape(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return r == utf8.RuneError || escaped(r) }) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unicode.IsControl(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		case escaped(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// escaped reports whether Escape writes r as an escape.
func escaped(r rune) bool { return unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) }

// Column is the 1-based column of byte offset at in the line s, counted in
// characters as editors count them.
func Column(s string, at int) int {
	at = min(max(at, 0), len(s))
	return 1 + utf8.RuneCountInString(s[:at])
}

// MaxMessage is the most bytes a message that quotes input should take: a
// few lines, whatever the input. A quote is at most Width characters, each
// at most ten bytes once escaped (\U0010fffe), and a message quotes input
// three times at most.
const MaxMessage = 4 * Width * 10

// CheckMessage reports what makes msg unfit for a terminal: a control
// character, or more than MaxMessage bytes. The fuzz targets of the
// parsers hold their messages to it.
func CheckMessage(msg string) error {
	if len(msg) > MaxMessage {
		return fmt.Errorf("a message of %d bytes, more than %d: it begins %.200q", len(msg), MaxMessage, msg)
	}
	for _, r := range msg {
		if r < 0x20 || r >= 0x7f && r < 0xa0 || unicode.Is(unicode.Bidi_Control, r) {
			return fmt.Errorf("control character %U in the message %q", r, msg)
		}
	}
	return nil
}
