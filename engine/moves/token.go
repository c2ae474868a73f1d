package moves

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokKind is the kind of a token of what a player says.
type tokKind uint8

const (
	tWord   tokKind = iota + 1 // letters and digits: "go", "3rd", "i'd", "bob"
	tSep                       // , ; . ! ? : or a lone dash: ends an action
	tPoss                      // the possessive 's of "Bob's"
	tQuoted                    // a "quoted name"; text is what is inside, as written
	tOpen                      // (
	tClose                     // )
	tOther                     // any other character
)

// token is one word or mark of the input. off and end delimit it in the
// input, so that errors can point at it and names keep their case.
type token struct {
	kind     tokKind
	off, end int
	// text is the word lower-cased (ASCII only, so byte offsets stay
	// valid), the inside of a quote, or the mark itself.
	text string
}

// tokenize splits s into tokens, appending them to toks. lower is s with
// ASCII letters lower-cased; the two have the same length.
func tokenize(toks []token, s, lower string) ([]token, *ParseError) {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(r):
			i += size
		case isWordRune(r):
			end := wordEnd(s, i)
			text := lower[i:end]
			if strings.Contains(text, "’") {
				text = strings.ReplaceAll(text, "’", "'")
			}
			toks = append(toks, token{kind: tWord, off: i, end: end, text: text})
			i = end
		case r == '\'' || r == '’':
			// A word never starts with an apostrophe; here it follows a
			// word or a quote: "Bob's", "James'", "\"Bob\"'s".
			end := i + size
			if end < len(s) && (s[end] == 's' || s[end] == 'S') && !startsWord(s, end+1) {
				end++
			}
			toks = append(toks, token{kind: tPoss, off: i, end: end, text: "'s"})
			i = end
		case r == '"' || r == '“' || r == '”':
			start := i + size
			j := strings.IndexAny(s[start:], "\"“”")
			if j < 0 {
				return toks, &ParseError{Input: s, Offset: i, Phrase: s[i:], Msg: "unterminated quote"}
			}
			_, closeSize := utf8.DecodeRuneInString(s[start+j:])
			toks = append(toks, token{kind: tQuoted, off: i, end: start + j + closeSize, text: strings.TrimSpace(s[start : start+j])})
			i = start + j + closeSize
		case strings.ContainsRune(",;.!?:-–—", r):
			toks = append(toks, token{kind: tSep, off: i, end: i + size, text: s[i : i+size]})
			i += size
		case r == '(':
			toks = append(toks, token{kind: tOpen, off: i, end: i + 1, text: "("})
			i++
		case r == ')':
			toks = append(toks, token{kind: tClose, off: i, end: i + 1, text: ")"})
			i++
		default:
			toks = append(toks, token{kind: tOther, off: i, end: i + size, text: s[i : i+size]})
			i += size
		}
	}
	return toks, nil
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_'
	}
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

func startsWord(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return isWordRune(r)
}

// wordEnd returns where the word starting at i ends. Hyphens and
// apostrophes stay inside a word when a letter or digit follows ("semi-dark",
// "don't", "I'd"), except the possessive 's, which is a token of its own.
func wordEnd(s string, i int) int {
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case isWordRune(r):
			i += size
		case r == '-' && startsWord(s, i+size):
			i += size
		case (r == '\'' || r == '’') && startsWord(s, i+size):
			if next := i + size; (s[next] == 's' || s[next] == 'S') && !startsWord(s, next+1) {
				return i // possessive
			}
			i += size
		default:
			return i
		}
	}
	return i
}

// lowerASCII lower-cases the ASCII letters of s, keeping every byte offset.
// It allocates only when s has an upper-case ASCII letter.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			var b strings.Builder
			b.Grow(len(s))
			b.WriteString(s[:i])
			for _, c := range []byte(s[i:]) {
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				b.WriteByte(c)
			}
			return b.String()
		}
	}
	return s
}
