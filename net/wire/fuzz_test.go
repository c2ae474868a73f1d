package wire

import (
	"bytes"
	"errors"
	"io"
	"reflect"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// The fuzz targets hold the frame reader and the decoders to their
// promises on any input: no panic, an *Error with a known code and a
// message fit for a terminal, or a message that encodes back to what
// decodes the same. scripts/test.sh runs each for a few seconds.

func FuzzReadFrame(f *testing.F) {
	f.Add(AppendFrame(nil, []byte(`{"type":"ping"}`)))
	f.Add(AppendFrame(AppendFrame(nil, []byte(`{}`)), []byte(`{"type":"ack","n":1}`)))
	f.Add([]byte{0, 0, 0, 0})
	f.Add([]byte{0, 1, 0, 1})
	f.Add([]byte("GET / HTTP/1.1\r\n\r\n"))
	f.Add([]byte{0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		r := bytes.NewReader(data)
		consumed := 0
		for {
			p, err := ReadFrame(r, 1024)
			if err != nil {
				if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
					return
				}
				checkError(t, err)
				return
			}
			if len(p) == 0 || len(p) > 1024 {
				t.Fatalf("a frame of %d bytes passed the cap", len(p))
			}
			frame := AppendFrame(nil, p)
			if !bytes.Equal(frame, data[consumed:consumed+len(frame)]) {
				t.Fatalf("frame %q does not reproduce its bytes", p)
			}
			consumed += len(frame)
		}
	})
}

// checkError fails unless err is an *Error with a known code and a
// message fit for a terminal.
func checkError(t *testing.T, err error) {
	t.Helper()
	var we *Error
	if !errors.As(err, &we) {
		t.Fatalf("error %v (%T) is not an *Error", err, err)
	}
	if !slices.Contains(Codes(), we.Code) {
		t.Fatalf("unknown code %q", we.Code)
	}
	if err := quote.CheckMessage(we.Message); err != nil {
		t.Fatalf("message: %v", err)
	}
}

// checkDecode decodes payload and, if it is a message, checks that it
// encodes to something that decodes to the same encoding.
func checkDecode(t *testing.T, payload []byte, decode func([]byte) (Message, error)) {
	m, err := decode(payload)
	if err != nil {
		checkError(t, err)
		return
	}
	b, err := Encode(m)
	if err != nil {
		t.Fatalf("%s decoded as %#v, which does not encode: %v", payload, m, err)
	}
	m2, err := decode(b)
	if err != nil {
		t.Fatalf("%s decoded and encoded as %s, which does not decode: %v", payload, b, err)
	}
	if m2.Type() != m.Type() {
		t.Fatalf("%s: type %s became %s", payload, m.Type(), m2.Type())
	}
	b2, err := Encode(m2)
	if err != nil || !bytes.Equal(b, b2) {
		t.Fatalf("%s encodes as %s, then as %s (%v)", payload, b, b2, err)
	}
}

func FuzzDecodeFromClient(f *testing.F) {
	for _, m := range clientExamples() {
		b, _ := Encode(m)
		f.Add(b)
	}
	for _, s := range []string{`{}`, `[]`, `{"type":"event"}`, `{"type":"say","id":1,"text":"go up","x":1}`, "\xff",
		`{"type":"ack","n":0}`, `{"type":"ack","n":123456789012345}`, `{"type":"ack","n":1234567890123456}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, payload []byte) { checkDecode(t, payload, clientDecoder(t)) })
}

// clientDecoder is DecodeFromClient, failing the test when its short
// path for a plain acknowledgement (decodePlainAck) answers where the
// general path would not, or differently.
func clientDecoder(t *testing.T) func([]byte) (Message, error) {
	return func(payload []byte) (Message, error) {
		if plain, ok := decodePlainAck(payload); ok {
			general, err := decode(payload, fromClient, true, "a client")
			if err != nil || !reflect.DeepEqual(general, Message(plain)) {
				t.Fatalf("%s: the plain path reads %#v, the general one %#v (%v)", payload, plain, general, err)
			}
		}
		return DecodeFromClient(payload)
	}
}

func hostDecoder(*testing.T) func([]byte) (Message, error) { return DecodeFromHost }

func FuzzDecodeFromHost(f *testing.F) {
	for _, m := range hostExamples(f) {
		b, _ := Encode(m)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, payload []byte) { checkDecode(t, payload, DecodeFromHost) })
}

// fuzzType fuzzes the fields of one message type: the input is the JSON
// object without its type, which the target puts in.
func fuzzType(f *testing.F, decoder func(*testing.T) func([]byte) (Message, error), examples ...Message) {
	typ := examples[0].Type()
	for _, m := range examples {
		b, err := Encode(m)
		if err != nil {
			f.Fatal(err)
		}
		body := append([]byte{'{'}, bytes.TrimPrefix(b, []byte(`{"type":"`+typ+`"`))...)
		body = bytes.Replace(body, []byte("{,"), []byte("{"), 1)
		f.Add(body)
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		payload := body
		if bytes.HasPrefix(body, []byte("{")) {
			payload = append([]byte(`{"type":"`+typ+`"`), body[1:]...)
			if !bytes.HasPrefix(bytes.TrimLeft(body[1:], " \t\r\n"), []byte("}")) {
				payload = append([]byte(`{"type":"`+typ+`",`), body[1:]...)
			}
		}
		checkDecode(t, payload, decoder(t))
	})
}

// examplesOf picks the examples of one type.
func examplesOf(ms []Message, typ string) []Message {
	var out []Message
	for _, m := range ms {
		if m.Type() == typ {
			out = append(out, m)
		}
	}
	return out
}

func fuzzClient(f *testing.F, typ string) {
	fuzzType(f, clientDecoder, examplesOf(clientExamples(), typ)...)
}

func fuzzHost(f *testing.F, typ string) {
	fuzzType(f, hostDecoder, examplesOf(hostExamples(f), typ)...)
}

func FuzzHello(f *testing.F)       { fuzzClient(f, typeHello) }
func FuzzClaim(f *testing.F)       { fuzzClient(f, typeClaim) }
func FuzzResume(f *testing.F)      { fuzzClient(f, typeResume) }
func FuzzSpectate(f *testing.F)    { fuzzClient(f, typeSpectate) }
func FuzzSay(f *testing.F)         { fuzzClient(f, typeSay) }
func FuzzChooseStart(f *testing.F) { fuzzClient(f, typeChooseStart) }
func FuzzAck(f *testing.F)         { fuzzClient(f, typeAck) }
func FuzzPing(f *testing.F)        { fuzzClient(f, typePing) }
func FuzzHostHello(f *testing.F)   { fuzzHost(f, typeHello) }
func FuzzJoined(f *testing.F)      { fuzzHost(f, typeJoined) }
func FuzzPublic(f *testing.F)      { fuzzHost(f, typePublic) }
func FuzzPresence(f *testing.F)    { fuzzHost(f, typePresence) }
func FuzzEvent(f *testing.F)       { fuzzHost(f, typeEvent) }
func FuzzResult(f *testing.F)      { fuzzHost(f, typeResult) }
func FuzzReveal(f *testing.F)      { fuzzHost(f, typeReveal) }
func FuzzError(f *testing.F)       { fuzzHost(f, typeError) }
