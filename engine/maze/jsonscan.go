package maze

import (
	"bytes"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// scanner reads the JSON of a maze file directly into the model. It exists
// because encoding/json spends most of a 30x30 maze's decoding time on the
// reflection behind hundreds of small wall objects; this reader allocates
// nothing on the common path and knows the byte offset of every value, so
// every error can say where it is.
//
// Methods that read a value expect s.pos at the value (after white space)
// and leave s.pos just after it.
type scanner struct {
	data  []byte
	pos   int
	depth int
}

// maxDepth bounds nesting so that hostile input cannot exhaust the stack; a
// maze file nests four levels deep.
const maxDepth = 64

// maxNumber bounds every number in a maze file; larger values are never
// meaningful and would overflow the arithmetic on coordinates.
const maxNumber = 999_999_999

// errorAt formats an error located at byte offset off.
func (s *scanner) errorAt(off int, format string, args ...any) error {
	line, col := lineColumn(s.data, off)
	return fmt.Errorf("line %d, column %d: %s", line, col, fmt.Sprintf(format, args...))
}

// lineColumn converts a byte offset into a 1-based line and a 1-based
// column counted in characters, as editors show them. A line ends in LF,
// CR LF or a lone CR (old Mac files).
func lineColumn(data []byte, off int) (line, col int) {
	off = min(max(off, 0), len(data))
	line, start := 1, 0
	for i := 0; i < off; i++ {
		switch data[i] {
		case '\r':
			if i+1 < len(data) && data[i+1] == '\n' {
				continue // the LF ends the line
			}
			line, start = line+1, i+1
		case '\n':
			line, start = line+1, i+1
		}
	}
	return line, 1 + utf8.RuneCount(data[start:off])
}

func (s *scanner) ws() {
	for s.pos < len(s.data) {
		if c := s.data[s.pos]; c > ' ' || c != ' ' && c != '\n' && c != '\t' && c != '\r' {
			return
		}
		s.pos++
	}
}

// found describes the value at s.pos for "expected X, found Y" messages.
func (s *scanner) found() string {
	if s.pos >= len(s.data) {
		return "the end of the file"
	}
	switch c := s.data[s.pos]; {
	case c == '{':
		return "an object"
	case c == '[':
		return "an array"
	case c == '"':
		return "a string"
	case c == '-' || c >= '0' && c <= '9':
		end := s.pos + 1
		for end < len(s.data) && bytes.IndexByte([]byte("0123456789.eE+-"), s.data[end]) >= 0 {
			end++
		}
		return "the number " + quote.Cut(string(s.data[s.pos:end]))
	case bytes.HasPrefix(s.data[s.pos:], []byte("true")):
		return "true"
	case bytes.HasPrefix(s.data[s.pos:], []byte("false")):
		return "false"
	case bytes.HasPrefix(s.data[s.pos:], []byte("null")):
		return "null"
	}
	return describeByte(s.data[s.pos:])
}

// describeByte names an unexpected character for syntax errors.
func describeByte(rest []byte) string {
	if len(rest) == 0 {
		return "the end of the file"
	}
	r, _ := utf8.DecodeRune(rest)
	if r == utf8.RuneError {
		return fmt.Sprintf("byte 0x%02x", rest[0])
	}
	return strconv.QuoteRune(r)
}

// where names the value being read ("walls[3].at") for error messages. It
// is only turned into text when there is an error to report, which keeps
// decoding free of allocations.
type where struct {
	name  string
	index int    // element of the list name, -1 for none
	field string // member of that element, "" for none
}

func named(name string) where { return where{name: name, index: -1} }

func element(list string, i int) where { return where{name: list, index: i} }

func (w where) member(field string) where { w.field = field; return w }

func (w where) String() string {
	s := w.name
	if w.index >= 0 {
		s += "[" + strconv.Itoa(w.index) + "]"
	}
	if w.field != "" {
		s += "." + w.field
	}
	return s
}

// typeError reports that the value at s.pos is not what the field needs.
func (s *scanner) typeError(field where, expected string) error {
	return s.errorAt(s.pos, "%s: expected %s, found %s", field, expected, s.found())
}

// skip validates and steps over one value of any kind. It runs over the
// whole file before anything is decoded, so it is a loop with an explicit
// stack of the open containers rather than a recursion.
func (s *scanner) skip() error {
	var open [maxDepth]byte
	n := 0
	for {
		// s.pos is at a value.
		if s.pos >= len(s.data) {
			return s.errorAt(s.pos, "unexpected end of the file, expected a value")
		}
		switch c := s.data[s.pos]; {
		case c == '{' || c == '[':
			if s.depth+n+1 > maxDepth {
				return s.errorAt(s.pos, "values nested more than %d deep", maxDepth)
			}
			open[n] = c
			n++
			s.pos++
			s.ws()
			if s.pos < len(s.data) && s.data[s.pos] == c+2 { // '}' or ']'
				s.pos++
				n--
				break
			}
			if c == '{' {
				if _, _, err := s.memberName(); err != nil {
					return err
				}
			}
			continue
		case c == '"':
			if _, _, err := s.rawString(); err != nil {
				return err
			}
		case c == '-' || c >= '0' && c <= '9':
			if _, err := s.number(); err != nil {
				return err
			}
		case c == 't':
			if err := s.literal("true"); err != nil {
				return err
			}
		case c == 'f':
			if err := s.literal("false"); err != nil {
				return err
			}
		case c == 'n':
			if err := s.literal("null"); err != nil {
				return err
			}
		default:
			return s.errorAt(s.pos, "unexpected %s, expected a value", describeByte(s.data[s.pos:]))
		}
		// A value ended: close containers until one goes on.
		for {
			if n == 0 {
				return nil
			}
			s.ws()
			closing := open[n-1] + 2
			if s.pos >= len(s.data) {
				return s.errorAt(s.pos, "unexpected end of the file, expected ',' or '%c'", closing)
			}
			if c := s.data[s.pos]; c == ',' {
				s.pos++
				s.ws()
				if open[n-1] == '{' {
					if _, _, err := s.memberName(); err != nil {
						return err
					}
				}
				break
			} else if c != closing {
				return s.errorAt(s.pos, "unexpected %s, expected ',' or '%c'", describeByte(s.data[s.pos:]), closing)
			}
			s.pos++
			n--
		}
	}
}

// memberName reads a member's name and the colon after it, leaving s.pos at
// the value. The name is still escaped when escaped is true.
func (s *scanner) memberName() (name []byte, escaped bool, err error) {
	if s.pos >= len(s.data) || s.data[s.pos] != '"' {
		return nil, false, s.errorAt(s.pos, "unexpected %s, expected a field name in double quotes", describeByte(s.data[s.pos:]))
	}
	if name, escaped, err = s.rawString(); err != nil {
		return nil, false, err
	}
	s.ws()
	if s.pos >= len(s.data) || s.data[s.pos] != ':' {
		return nil, false, s.errorAt(s.pos, "unexpected %s, expected ':' after a field name", describeByte(s.data[s.pos:]))
	}
	s.pos++
	s.ws()
	return name, escaped, nil
}

func (s *scanner) literal(word string) error {
	if !bytes.HasPrefix(s.data[s.pos:], []byte(word)) {
		return s.errorAt(s.pos, "unexpected %s, expected a value", describeByte(s.data[s.pos:]))
	}
	s.pos += len(word)
	return nil
}

func (s *scanner) enter() error {
	s.depth++
	if s.depth > maxDepth {
		return s.errorAt(s.pos, "values nested more than %d deep", maxDepth)
	}
	return nil
}

// object reads an object at s.pos, calling field for each member with s.pos
// at the member's value; field must consume the value. key is only valid
// during the call.
func (s *scanner) object(field func(key []byte, keyOff int) error) error {
	if err := s.enter(); err != nil {
		return err
	}
	s.pos++ // '{'
	s.ws()
	if s.pos < len(s.data) && s.data[s.pos] == '}' {
		s.pos++
		s.depth--
		return nil
	}
	for {
		keyOff := s.pos
		key, escaped, err := s.memberName()
		if err != nil {
			return err
		}
		if escaped {
			key = unescape(key)
		}
		if err := field(key, keyOff); err != nil {
			return err
		}
		s.ws()
		if s.pos >= len(s.data) {
			return s.errorAt(s.pos, "unexpected end of the file, expected ',' or '}'")
		}
		switch s.data[s.pos] {
		case ',':
			s.pos++
			s.ws()
		case '}':
			s.pos++
			s.depth--
			return nil
		default:
			return s.errorAt(s.pos, "unexpected %s, expected ',' or '}'", describeByte(s.data[s.pos:]))
		}
	}
}

// array reads an array at s.pos, calling elem for each element with s.pos at
// the element; elem must consume it.
func (s *scanner) array(elem func(i int) error) error {
	if err := s.enter(); err != nil {
		return err
	}
	s.pos++ // '['
	s.ws()
	if s.pos < len(s.data) && s.data[s.pos] == ']' {
		s.pos++
		s.depth--
		return nil
	}
	for i := 0; ; i++ {
		if err := elem(i); err != nil {
			return err
		}
		s.ws()
		if s.pos >= len(s.data) {
			return s.errorAt(s.pos, "unexpected end of the file, expected ',' or ']'")
		}
		switch s.data[s.pos] {
		case ',':
			s.pos++
			s.ws()
		case ']':
			s.pos++
			s.depth--
			return nil
		default:
			return s.errorAt(s.pos, "unexpected %s, expected ',' or ']'", describeByte(s.data[s.pos:]))
		}
	}
}

// rawString reads a string at s.pos and returns its contents between the
// quotes, still escaped when escaped is true.
func (s *scanner) rawString() (raw []byte, escaped bool, err error) {
	start := s.pos + 1
	i := start
	for i < len(s.data) {
		c := s.data[i]
		if c >= 0x20 && c < utf8.RuneSelf && c != '"' && c != '\\' {
			i++
			continue
		}
		switch {
		case c == '"':
			s.pos = i + 1
			return s.data[start:i], escaped, nil
		case c == '\\':
			escaped = true
			if i+1 >= len(s.data) {
				return nil, false, s.errorAt(i, "unfinished escape sequence in a string")
			}
			switch s.data[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				for k := i + 2; k < i+6; k++ {
					if k >= len(s.data) || !isHex(s.data[k]) {
						return nil, false, s.errorAt(i, "invalid escape sequence in a string: \\u needs four hexadecimal digits")
					}
				}
				i += 6
			default:
				return nil, false, s.errorAt(i, "invalid escape sequence \\%s in a string", describeByte(s.data[i+1:]))
			}
		case c < 0x20:
			return nil, false, s.errorAt(i, "control character %s in a string (write it as an escape such as \\n)", strconv.QuoteRune(rune(c)))
		case c < utf8.RuneSelf:
			i++
		default:
			r, size := utf8.DecodeRune(s.data[i:])
			if r == utf8.RuneError && size <= 1 {
				return nil, false, s.errorAt(i, "invalid UTF-8 in a string")
			}
			i += size
		}
	}
	return nil, false, s.errorAt(s.pos, "unterminated string")
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// unescape decodes the escapes of a string that rawString accepted.
func unescape(raw []byte) []byte {
	out := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); {
		c := raw[i]
		if c != '\\' {
			out = append(out, c)
			i++
			continue
		}
		switch raw[i+1] {
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r := rune(hex4(raw[i+2:]))
			i += 6
			if utf16.IsSurrogate(r) {
				r2 := utf8.RuneError
				if i+6 <= len(raw) && raw[i] == '\\' && raw[i+1] == 'u' {
					if r2 = utf16.DecodeRune(r, rune(hex4(raw[i+2:]))); r2 != utf8.RuneError {
						i += 6
					}
				}
				r = r2
			}
			out = utf8.AppendRune(out, r)
			continue
		default: // '"', '\\', '/'
			out = append(out, raw[i+1])
		}
		i += 2
	}
	return out
}

func hex4(b []byte) int {
	v := 0
	for _, c := range b[:4] {
		switch {
		case c >= '0' && c <= '9':
			v = v<<4 | int(c-'0')
		case c >= 'a' && c <= 'f':
			v = v<<4 | int(c-'a'+10)
		default:
			v = v<<4 | int(c-'A'+10)
		}
	}
	return v
}

// str reads a string value for field and returns its decoded bytes, valid
// until the next read when the string had no escapes.
func (s *scanner) str(field where) ([]byte, error) {
	if s.pos >= len(s.data) || s.data[s.pos] != '"' {
		return nil, s.typeError(field, "a string")
	}
	raw, escaped, err := s.rawString()
	if err != nil {
		return nil, err
	}
	if escaped {
		raw = unescape(raw)
	}
	return raw, nil
}

// number reads a number at s.pos and returns its text.
func (s *scanner) number() ([]byte, error) {
	start, i := s.pos, s.pos
	bad := func(i int, why string) error {
		return s.errorAt(start, "invalid number %s%s", quote.Short(string(s.data[start:min(i+1, len(s.data))])), why)
	}
	if i < len(s.data) && s.data[i] == '-' {
		i++
	}
	switch j := skipDigits(s.data, i); {
	case i < len(s.data) && s.data[i] == '0':
		i++
	case j == i:
		return nil, bad(i, "")
	default:
		i = j
	}
	if i < len(s.data) && s.data[i] == '.' {
		j := skipDigits(s.data, i+1)
		if j == i+1 {
			return nil, bad(j, ": expected digits after '.'")
		}
		i = j
	}
	if i < len(s.data) && (s.data[i] == 'e' || s.data[i] == 'E') {
		i++
		if i < len(s.data) && (s.data[i] == '+' || s.data[i] == '-') {
			i++
		}
		j := skipDigits(s.data, i)
		if j == i {
			return nil, bad(j, ": expected digits in the exponent")
		}
		i = j
	}
	s.pos = i
	return s.data[start:i], nil
}

func skipDigits(b []byte, i int) int {
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		i++
	}
	return i
}

// integer reads a whole number for field.
func (s *scanner) integer(field where) (int, error) {
	if s.pos >= len(s.data) || !(s.data[s.pos] == '-' || s.data[s.pos] >= '0' && s.data[s.pos] <= '9') {
		return 0, s.typeError(field, "a whole number")
	}
	off := s.pos
	text, err := s.number()
	if err != nil {
		return 0, err
	}
	neg := text[0] == '-'
	digits := text
	if neg {
		digits = text[1:]
	}
	v := 0
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, s.errorAt(off, "%s: expected a whole number, found %s", field, quote.Cut(string(text)))
		}
		v = v*10 + int(c-'0')
		if v > maxNumber && neg {
			return 0, s.errorAt(off, "%s: %s is too small", field, quote.Cut(string(text)))
		}
		if v > maxNumber {
			return 0, s.errorAt(off, "%s: %s is too large", field, quote.Cut(string(text)))
		}
	}
	if neg {
		v = -v
	}
	return v, nil
}

// boolean reads true or false for field.
func (s *scanner) boolean(field where) (bool, error) {
	switch {
	case bytes.HasPrefix(s.data[s.pos:], []byte("true")):
		s.pos += 4
		return true, nil
	case bytes.HasPrefix(s.data[s.pos:], []byte("false")):
		s.pos += 5
		return false, nil
	}
	return false, s.typeError(field, "true or false")
}

// expect checks that the value at s.pos starts with c (an object or array)
// before object or array is called.
func (s *scanner) expect(c byte, field where, what string) error {
	if s.pos >= len(s.data) || s.data[s.pos] != c {
		return s.typeError(field, what)
	}
	return nil
}
