package server

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// TestLimitsDocumented: the limits table of docs/protocol.md gives the
// default limits.
func TestLimitsDocumented(t *testing.T) {
	data, err := os.ReadFile("../../docs/protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	d := DefaultLimits
	secs := func(v time.Duration) string { return fmt.Sprintf("%d seconds", int(v/time.Second)) }
	for _, row := range []string{
		fmt.Sprintf("| connections in their handshake at once | %d |", d.MaxPending),
		fmt.Sprintf("| the handshake | %s |", secs(d.Handshake)),
		fmt.Sprintf("| silence from a client | %s (`timeout_ms`) |", secs(d.Timeout)),
		fmt.Sprintf("| heartbeat | after %s without sending (`heartbeat_ms`) |", secs(d.Heartbeat)),
		fmt.Sprintf("| a write to a client | %s, plus 1 second per 64 KiB |", secs(d.WriteTimeout)),
		fmt.Sprintf("| events sent beyond the last `ack` | %d |", d.Window),
		fmt.Sprintf("| a full window | %s |", secs(d.AckTimeout)),
		fmt.Sprintf("| other messages waiting to be sent to one client | %d |", d.Queue),
		fmt.Sprintf("| messages from a client | %g a second, bursts of %d |", d.Rate, d.Burst),
		fmt.Sprintf("| messages in a row over the rate | %d |", d.Flood),
	} {
		if !strings.Contains(string(data), row) {
			t.Errorf("docs/protocol.md has no row %q", row)
		}
	}
}
