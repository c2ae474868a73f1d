package discovery

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// TXT keys of a game's DNS-SD record (docs/network.md describes them).
const (
	KeyProto      = "proto" // wire protocol version, a positive integer
	KeyName       = "name"  // the game's name as people see it
	KeyRules      = "rules" // the rules as the host names them: "Reference", "Reference with 1 change"
	KeySeats      = "seats" // "free/total" player seats
	KeyState      = "state" // "lobby", "playing" or "over"
	KeyCode       = "code"  // "1" when a join code is required, else "0"
	KeySpectators = "spect" // "free/total" spectator places, "0/0" for none
)

// Limits on what a TXT record may carry. A DNS TXT string holds at most 255
// bytes; the limits keep every key=value well inside that and keep names
// short enough for a list row.
const (
	MaxNameBytes     = 100
	MaxRulesBytes    = 40
	MaxSeats         = 99
	MaxSpectators    = 99
	MaxProtocol      = 999999
	MaxInstanceBytes = 63 // one DNS label
)

// EncodeTXT returns the TXT strings that describe g: proto=, name=, rules=,
// seats=free/total, state=, code= and spect=free/total, in that order. Only
// those fields of g are used. The strings are raw bytes as they go on the
// wire (not DNS presentation format).
func EncodeTXT(g Game) ([]string, error) {
	if err := checkText(KeyName, g.Name, MaxNameBytes); err != nil {
		return nil, fmt.Errorf("txt: %w", err)
	}
	if err := checkText(KeyRules, g.Rules, MaxRulesBytes); err != nil {
		return nil, fmt.Errorf("txt: %w", err)
	}
	if g.Seats < 1 || g.Seats > MaxSeats {
		return nil, fmt.Errorf("txt: seats: total %d is outside 1..%d", g.Seats, MaxSeats)
	}
	if g.SeatsFree < 0 || g.SeatsFree > g.Seats {
		return nil, fmt.Errorf("txt: seats: %d free is outside 0..%d (the total)", g.SeatsFree, g.Seats)
	}
	if g.Protocol < 1 || g.Protocol > MaxProtocol {
		return nil, fmt.Errorf("txt: proto: version %d is outside 1..%d", g.Protocol, MaxProtocol)
	}
	if !g.State.Valid() {
		return nil, fmt.Errorf("txt: state: %q is not one of lobby, playing, over", clip(string(g.State)))
	}
	if g.Spectators < 0 || g.Spectators > MaxSpectators {
		return nil, fmt.Errorf("txt: spect: total %d is outside 0..%d", g.Spectators, MaxSpectators)
	}
	if g.SpectatorsFree < 0 || g.SpectatorsFree > g.Spectators {
		return nil, fmt.Errorf("txt: spect: %d free is outside 0..%d (the total)", g.SpectatorsFree, g.Spectators)
	}
	code := "0"
	if g.CodeRequired {
		code = "1"
	}
	return []string{
		KeyProto + "=" + strconv.Itoa(g.Protocol),
		KeyName + "=" + g.Name,
		KeyRules + "=" + g.Rules,
		KeySeats + "=" + fraction(g.SeatsFree, g.Seats),
		KeyState + "=" + string(g.State),
		KeyCode + "=" + code,
		KeySpectators + "=" + fraction(g.SpectatorsFree, g.Spectators),
	}, nil
}

func fraction(free, total int) string {
	return strconv.Itoa(free) + "/" + strconv.Itoa(total)
}

// DecodeTXT parses TXT strings (raw bytes, as EncodeTXT makes them) into the
// fields of a Game that travel in TXT. It reads them the way RFC 6763 §6
// asks: keys are case-insensitive, only the first occurrence of a key
// counts, empty strings and strings starting with '=' are ignored, and so
// are keys it does not know (a later version may add some). All seven keys
// are required.
func DecodeTXT(fields []string) (Game, error) {
	type attr struct {
		value    string
		hasValue bool
	}
	attrs := make(map[string]attr, 8)
	for _, f := range fields {
		k, v, hasValue := strings.Cut(f, "=")
		if k == "" {
			continue
		}
		k = strings.ToLower(k)
		if _, seen := attrs[k]; seen {
			continue
		}
		attrs[k] = attr{v, hasValue}
	}
	get := func(key string) (string, error) {
		a, ok := attrs[key]
		switch {
		case !ok:
			return "", fmt.Errorf("txt: %s= is missing", key)
		case !a.hasValue:
			return "", fmt.Errorf("txt: %s has no value (no '=')", key)
		}
		return a.value, nil
	}

	var g Game
	v, err := get(KeyProto)
	if err != nil {
		return Game{}, err
	}
	if g.Protocol, err = parseSmallUint(v, MaxProtocol); err != nil {
		return Game{}, fmt.Errorf("txt: proto=%q: %w", clip(v), err)
	}
	if g.Protocol < 1 {
		return Game{}, fmt.Errorf("txt: proto=%q: version must be at least 1", v)
	}

	if g.Name, err = get(KeyName); err != nil {
		return Game{}, err
	}
	if err := checkText(KeyName, g.Name, MaxNameBytes); err != nil {
		return Game{}, fmt.Errorf("txt: %w", err)
	}
	if g.Rules, err = get(KeyRules); err != nil {
		return Game{}, err
	}
	if err := checkText(KeyRules, g.Rules, MaxRulesBytes); err != nil {
		return Game{}, fmt.Errorf("txt: %w", err)
	}

	if v, err = get(KeySeats); err != nil {
		return Game{}, err
	}
	if g.SeatsFree, g.Seats, err = parseFraction(v, "seats", MaxSeats); err != nil {
		return Game{}, fmt.Errorf("txt: seats=%q: %w", clip(v), err)
	}
	if g.Seats < 1 {
		return Game{}, fmt.Errorf("txt: seats=%q: a game has at least one seat", v)
	}

	if v, err = get(KeyState); err != nil {
		return Game{}, err
	}
	if g.State = State(v); !g.State.Valid() {
		return Game{}, fmt.Errorf("txt: state=%q: want lobby, playing or over", clip(v))
	}

	if v, err = get(KeyCode); err != nil {
		return Game{}, err
	}
	switch v {
	case "0":
	case "1":
		g.CodeRequired = true
	default:
		return Game{}, fmt.Errorf("txt: code=%q: want 1 (a join code is required) or 0", clip(v))
	}

	if v, err = get(KeySpectators); err != nil {
		return Game{}, err
	}
	if g.SpectatorsFree, g.Spectators, err = parseFraction(v, "spectator places", MaxSpectators); err != nil {
		return Game{}, fmt.Errorf("txt: spect=%q: %w", clip(v), err)
	}
	return g, nil
}

// parseFraction reads "free/total" places of the kind what, each at most
// max, free at most total.
func parseFraction(v, what string, max int) (free, total int, err error) {
	f, t, ok := strings.Cut(v, "/")
	if !ok {
		return 0, 0, errors.New(`want "free/total", e.g. "2/4"`)
	}
	if free, err = parseSmallUint(f, max); err != nil {
		return 0, 0, fmt.Errorf("free %s: %w", what, err)
	}
	if total, err = parseSmallUint(t, max); err != nil {
		return 0, 0, fmt.Errorf("total %s: %w", what, err)
	}
	if free > total {
		return 0, 0, fmt.Errorf("more %s free than %s in total", what, what)
	}
	return free, total, nil
}

// parseSmallUint accepts plain decimal digits only: no sign, no spaces, no
// exponent, so that every accepted value has exactly one spelling up to
// leading zeros.
func parseSmallUint(s string, max int) (int, error) {
	if s == "" {
		return 0, errors.New("empty number")
	}
	if len(s) > len(strconv.Itoa(max)) {
		return 0, fmt.Errorf("number above %d", max)
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("%q is not a decimal number", s)
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > max {
		return 0, fmt.Errorf("number above %d", max)
	}
	return n, nil
}

// checkText is the rule for every human-readable string that crosses the
// network: valid UTF-8, not blank, no control characters, bounded length.
// It keeps a hostile advertiser from putting terminal escapes or layout
// breaking characters into someone's game list.
func checkText(what, s string, maxBytes int) error {
	switch {
	case strings.TrimSpace(s) == "":
		return fmt.Errorf("%s is empty", what)
	case len(s) > maxBytes:
		return fmt.Errorf("%s is %d bytes long, at most %d allowed", what, len(s), maxBytes)
	case !utf8.ValidString(s):
		return fmt.Errorf("%s %q is not valid UTF-8", what, clip(s))
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return fmt.Errorf("%s %q contains control character %U", what, clip(s), r)
		}
	}
	return nil
}

// clip shortens a value quoted in an error message.
func clip(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	return s[:max] + "..."
}

// The hashicorp/mdns and miekg/dns libraries hand TXT strings and names
// around in DNS presentation format, where '\' escapes the next byte and
// \DDD is a byte in decimal. The functions below convert between that and
// the raw bytes this package works with.

// escapeTXT turns a raw TXT string into what miekg/dns packs back into the
// same bytes: only the backslash needs escaping there (a lone one would be
// dropped).
func escapeTXT(raw string) string {
	return strings.ReplaceAll(raw, `\`, `\\`)
}

// escapeLabel turns a raw DNS label into presentation format exactly as
// miekg/dns prints names it unpacks. hashicorp/mdns matches question names
// against its own names by string comparison, so the spelling must agree.
func escapeLabel(raw string) string {
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case strings.IndexByte(`. '@;()"\`, c) >= 0:
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < ' ' || c > '~':
			fmt.Fprintf(&b, `\%03d`, c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// unescape turns presentation format back into raw bytes. It is strict
// where miekg/dns is lenient (a dangling '\' or a \DDD above 255 is an
// error), since its input arrives from the network.
func unescape(s string) (string, error) {
	if strings.IndexByte(s, '\\') < 0 {
		return s, nil
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b = append(b, s[i])
			continue
		}
		if i+1 >= len(s) {
			return "", errors.New(`dangling '\' at the end`)
		}
		if isDDD(s[i+1:]) {
			n := int(s[i+1]-'0')*100 + int(s[i+2]-'0')*10 + int(s[i+3]-'0')
			if n > 255 {
				return "", fmt.Errorf(`escape \%s is not a byte`, s[i+1:i+4])
			}
			b = append(b, byte(n))
			i += 3
			continue
		}
		b = append(b, s[i+1])
		i++
	}
	return string(b), nil
}

func isDDD(s string) bool {
	return len(s) >= 3 && isDigit(s[0]) && isDigit(s[1]) && isDigit(s[2])
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// splitFirstLabel splits a presentation-format domain name after its first
// label, honouring escapes ("a\.b.c." gives "a\.b" and "c.").
func splitFirstLabel(name string) (label, rest string, ok bool) {
	for i := 0; i < len(name); i++ {
		switch name[i] {
		case '\\':
			if isDDD(name[i+1:]) {
				i += 3
			} else {
				i++
			}
		case '.':
			return name[:i], name[i+1:], true
		}
	}
	return "", "", false
}

// instanceFromName extracts the instance from a service instance name such
// as `Bob's\ game._labyrinth._tcp.local.`. ours is false for names of other
// services, which multicast answers can carry too; err is set when the name
// is ours but its instance label is unusable.
func instanceFromName(name string) (instance string, ours bool, err error) {
	label, rest, ok := splitFirstLabel(name)
	if !ok || !strings.EqualFold(rest, serviceName) {
		return "", false, nil
	}
	instance, err = unescape(label)
	if err != nil {
		return "", true, fmt.Errorf("instance name: %w", err)
	}
	if err := checkText("instance name", instance, MaxInstanceBytes); err != nil {
		return "", true, err
	}
	return instance, true, nil
}
