package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// Encode writes m as one JSON object with its "type" field first. The
// result is a frame's payload (see AppendFrame).
func Encode(m Message) ([]byte, error) {
	if e, ok := m.(Event); ok {
		return encodeEvent(e)
	}
	if e, ok := m.(*Event); ok {
		return encodeEvent(*e)
	}
	b, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	if len(b) < 2 || b[0] != '{' {
		return nil, errors.New("wire: a message must encode as a JSON object")
	}
	out := make([]byte, 0, len(b)+len(m.Type())+12)
	out = append(out, `{"type":"`...)
	out = append(out, m.Type()...)
	out = append(out, '"')
	if len(b) > 2 {
		out = append(out, ',')
	}
	return append(out, b[1:]...), nil
}

func encodeEvent(e Event) ([]byte, error) {
	body, err := EncodeEventBody(e.Event)
	if err != nil {
		return nil, err
	}
	return body.appendJSON(make([]byte, 0, len(body.rest)+64), `{"type":"event",`, e.N), nil
}

// registry maps type names to new messages of that type, with the JSON
// keys each may have.
type registry map[string]entry

type entry struct {
	new  func() Message
	keys map[string]bool
}

func register(ms ...Message) registry {
	r := registry{}
	for _, m := range ms {
		t := reflect.TypeOf(m)
		r[m.Type()] = entry{
			new:  func() Message { return reflect.New(t).Interface().(Message) },
			keys: jsonKeys(t),
		}
	}
	return r
}

// jsonKeys lists the JSON keys of a struct's fields, and "type".
func jsonKeys(t reflect.Type) map[string]bool {
	keys := map[string]bool{"type": true}
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" {
			name = f.Name
		}
		keys[name] = true
	}
	return keys
}

var (
	fromClient = register(Hello{}, Claim{}, Resume{}, Spectate{}, Say{}, ChooseStart{}, Ack{}, Ping{})
	fromHost   = register(HostHello{}, Joined{}, Public{}, Presence{}, Event{}, Result{}, Reveal{}, Error{}, Ping{})
)

// DecodeFromClient reads a message a client sent, strictly: an unknown
// type, a type only a host sends, an unknown or repeated field, a field of
// the wrong kind or out of range are errors (*Error with a code and a
// message that names what is wrong). It returns a pointer: *Hello,
// *Claim, *Resume, *Spectate, *Say, *ChooseStart, *Ack or *Ping.
func DecodeFromClient(payload []byte) (Message, error) {
	if m, ok := decodePlainAck(payload); ok {
		return m, nil
	}
	return decode(payload, fromClient, true, "a client")
}

// plainAck is how an acknowledgement begins when written as Encode writes
// it: {"type":"ack","n":17}.
const plainAck = `{"type":"ack","n":`

// decodePlainAck reads an acknowledgement written exactly as Encode
// writes it, without encoding/json: a client acknowledges after nearly
// every burst of events, and the general path (decode) costs the host
// dozens of allocations for each. Anything else — spaces, other keys,
// another order, a sign, leading zeros, a number too long to be sure of —
// is left to decode (ok false), which gives the same message where this
// one does and the error where there is one.
func decodePlainAck(payload []byte) (m *Ack, ok bool) {
	digits, found := bytes.CutPrefix(payload, []byte(plainAck))
	if !found {
		return nil, false
	}
	digits, found = bytes.CutSuffix(digits, []byte("}"))
	if !found || len(digits) == 0 || len(digits) > 15 || digits[0] == '0' && len(digits) > 1 {
		return nil, false
	}
	n := 0
	for _, d := range digits {
		if d < '0' || d > '9' {
			return nil, false
		}
		n = n*10 + int(d-'0')
	}
	return &Ack{N: n}, true
}

// DecodeFromHost reads a message a host sent. Fields it does not know are
// ignored, so that a host may add some; an unknown type is an error the
// client may skip. It returns a pointer: *HostHello, *Joined, *Public,
// *Presence, *Event, *Result, *Reveal, *Error or *Ping.
func DecodeFromHost(payload []byte) (Message, error) {
	return decode(payload, fromHost, false, "a host")
}

func decode(payload []byte, reg registry, strict bool, sender string) (Message, error) {
	if !utf8.Valid(payload) {
		return nil, Errorf(CodeBadFrame, "the frame is not valid UTF-8 text")
	}
	var env struct {
		Type *string `json:"type"`
	}
	if err := json.Unmarshal(payload, &env); err != nil {
		var ute *json.UnmarshalTypeError
		if errors.As(err, &ute) && ute.Field == "" {
			return nil, Errorf(CodeBadFrame, "the frame holds a JSON %s, not an object", ute.Value)
		}
		if errors.As(err, &ute) {
			return nil, Errorf(CodeBadMessage, "the type field is a JSON %s, not a string", ute.Value)
		}
		return nil, Errorf(CodeBadFrame, "the frame is not JSON: %v", err)
	}
	if env.Type == nil {
		return nil, Errorf(CodeBadMessage, "the message has no type field")
	}
	typ := *env.Type
	e, ok := reg[typ]
	if !ok {
		return nil, Errorf(CodeUnknownType, "%s is not a message %s sends", quote.Short(typ), sender)
	}
	if strict {
		if err := checkKeys(payload, e.keys); err != nil {
			return nil, Errorf(CodeBadMessage, "%s: %v", typ, err)
		}
	}
	m := e.new()
	if err := json.Unmarshal(payload, m); err != nil {
		return nil, Errorf(CodeBadMessage, "%s: %s", typ, jsonProblem(err))
	}
	if c, ok := m.(checker); ok {
		if err := c.check(); err != nil {
			return nil, Errorf(CodeBadMessage, "%s: %v", typ, err)
		}
	}
	return m, nil
}

// checkKeys refuses a key of the top-level object that is not in keys, or
// that comes twice.
func checkKeys(payload []byte, keys map[string]bool) error {
	dec := json.NewDecoder(bytes.NewReader(payload))
	if _, err := dec.Token(); err != nil { // the '{', checked by decode
		return err
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		k, _ := tok.(string)
		switch {
		case !keys[k]:
			return errors.New("unknown field " + quote.Short(k))
		case seen[k]:
			return errors.New("field " + quote.Short(k) + " given twice")
		}
		seen[k] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return err
		}
	}
	return nil
}

// jsonProblem words an error of encoding/json about a message's field.
func jsonProblem(err error) string {
	var ute *json.UnmarshalTypeError
	if errors.As(err, &ute) {
		if ute.Field != "" {
			return "field " + quote.Short(ute.Field) + ": a JSON " + ute.Value + " is not " + kindName(ute.Type)
		}
		return "a JSON " + ute.Value + " is not " + kindName(ute.Type)
	}
	return err.Error()
}

func kindName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Uint64, reflect.Uint32, reflect.Uint8:
		return "a whole number in range"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return "of the expected kind"
}
