package wire

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// protocolDoc is the protocol's specification, which a client in another
// language is written from: its examples must be what this package reads.
const protocolDoc = "../../docs/protocol.md"

// docExample is one message of docs/protocol.md: its line, and who sends
// it when the document says ("→" the client, "←" the host).
type docExample struct {
	line     int
	payload  string
	dir      string
	fromHost bool
}

func docExamples(t *testing.T) (examples []docExample, text string) {
	t.Helper()
	data, err := os.ReadFile(protocolDoc)
	if err != nil {
		t.Fatal(err)
	}
	block := ""
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "```") {
			if block == "" {
				block = strings.TrimPrefix(line, "```") + " "
			} else {
				block = ""
			}
			continue
		}
		switch {
		case block == "json " && strings.HasPrefix(line, "{"):
			examples = append(examples, docExample{line: n, payload: line})
		case block == "text " && strings.HasPrefix(line, "→ "):
			examples = append(examples, docExample{line: n, payload: strings.TrimPrefix(line, "→ "), dir: "→"})
		case block == "text " && strings.HasPrefix(line, "← "):
			examples = append(examples, docExample{line: n, payload: strings.TrimPrefix(line, "← "), dir: "←", fromHost: true})
		}
	}
	return examples, string(data)
}

// TestProtocolDocExamples decodes every example of docs/protocol.md, and
// checks that every message type and every error code is there.
func TestProtocolDocExamples(t *testing.T) {
	examples, text := docExamples(t)
	seen := map[string]bool{}
	for _, ex := range examples {
		var m Message
		var err error
		switch {
		case ex.dir == "→":
			m, err = DecodeFromClient([]byte(ex.payload))
		case ex.dir == "←":
			m, err = DecodeFromHost([]byte(ex.payload))
		default:
			var cerr, herr error
			if m, cerr = DecodeFromClient([]byte(ex.payload)); cerr != nil {
				if m, herr = DecodeFromHost([]byte(ex.payload)); herr != nil {
					err = fmt.Errorf("as a client's message: %v; as a host's: %v", cerr, herr)
				}
			}
		}
		if err != nil {
			t.Errorf("%s:%d: %v\n  %s", protocolDoc, ex.line, err, ex.payload)
			continue
		}
		seen[fmt.Sprintf("%T", m)] = true
	}
	for _, reg := range []registry{fromClient, fromHost} {
		for typ, e := range reg {
			if k := fmt.Sprintf("%T", e.new()); !seen[k] {
				t.Errorf("%s has no example of %s (%s)", protocolDoc, typ, k)
			}
		}
	}
	for _, c := range Codes() {
		if !strings.Contains(text, "| `"+string(c)+"` |") {
			t.Errorf("%s: the error %s is not in the table of errors", protocolDoc, c)
		}
	}
	for _, fact := range []string{
		fmt.Sprintf("a frame from a client | %s bytes", thousands(MaxClientFrame)),
		fmt.Sprintf("a frame from the host | %s bytes", thousands(MaxHostFrame)),
		fmt.Sprintf("a request id | 1 to %s", thousands(MaxID)),
		fmt.Sprintf("a player's name | 1 to %d characters", MaxNameLength),
		fmt.Sprintf("a join code | %d bytes", MaxCodeLength),
		fmt.Sprintf("Protocol version: **%d**", Protocol),
	} {
		if !strings.Contains(text, fact) {
			t.Errorf("%s does not say %q", protocolDoc, fact)
		}
	}
}

// thousands writes n with commas: 65,536.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
