package shell

import (
	"fmt"
	"strconv"
	"time"
	"unicode"
	"unicode/utf8"
)

// Counted writes n with the noun in its English number: "1 round",
// "3 rounds". Russian plurals (three forms) come with the translations.
func Counted(n int, one, many string) string {
	if n == 1 || n == -1 {
		return strconv.Itoa(n) + " " + one
	}
	return strconv.Itoa(n) + " " + many
}

// LowerFirst turns a history label ("Paint hospital") into the rest of a
// sentence ("Undo paint hospital").
func LowerFirst(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}

// UpperFirst begins s with a capital: a name ("Hospital") or the start of
// a sentence.
func UpperFirst(s string) string {
	for i, c := range s {
		return string(unicode.ToUpper(c)) + s[i+utf8.RuneLen(c):]
	}
	return s
}

// Ago says how long before now t was, shortly: "just now", "12 min ago",
// "3 h ago", then the date ("" for no time).
func Ago(now, t time.Time) string {
	d := now.Sub(t)
	switch {
	case t.IsZero():
		return ""
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return fmt.Sprintf("%d min ago", int(d.Minutes()))
	case d < 24*time.Hour:
		return fmt.Sprintf("%d h ago", int(d.Hours()))
	}
	return t.Format("2 Jan 2006")
}
