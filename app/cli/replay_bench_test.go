package cli

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// longScript is a script of about size bytes: the reference's sample
// start, then questions any player may ask at any time (§5.6, §6.4), which
// never end the game however many there are.
func longScript(size int) []byte {
	var b bytes.Buffer
	b.WriteString("seed 1\nplayer Ann at (4,4)\nplayer Bob at (1,4)\nAnn: go up\n")
	lines := []string{
		"Ann: how many bullets and grenades do I have?\n",
		"Bob: recall Ann\n",
		"Bob: what was Ann's last move?\n",
		"Ann: status\n",
	}
	for i := 0; b.Len() < size; i++ {
		b.WriteString(lines[i%len(lines)])
	}
	return b.Bytes()
}

// BenchmarkReplayScript plays a 1 MB script from standard input: B/op over
// the script's size is what replay allocates per byte of script
// (docs/performance.md).
func BenchmarkReplayScript(b *testing.B) {
	text := longScript(1 << 20)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		var errb strings.Builder
		if code := Run([]string{"replay", "--maze", sampleMaze, "--script", "-"}, bytes.NewReader(text), io.Discard, &errb); code != 0 {
			b.Fatalf("exit %d: %s", code, errb.String())
		}
	}
}
