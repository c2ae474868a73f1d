package shell

import (
	"testing"
	"time"
)

func TestCounted(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 rounds"}, {1, "1 round"}, {2, "2 rounds"}, {21, "21 rounds"}} {
		if got := Counted(c.n, "round", "rounds"); got != c.want {
			t.Errorf("Counted(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}

func TestAgo(t *testing.T) {
	now := time.Date(2026, 3, 14, 15, 30, 0, 0, time.UTC)
	for _, tc := range []struct {
		t    time.Time
		want string
	}{
		{time.Time{}, ""},
		{now.Add(-20 * time.Second), "just now"},
		{now.Add(-12 * time.Minute), "12 min ago"},
		{now.Add(-3 * time.Hour), "3 h ago"},
		{now.Add(-50 * time.Hour), "12 Mar 2026"},
	} {
		if got := Ago(now, tc.t); got != tc.want {
			t.Errorf("Ago(%v) = %q, want %q", tc.t, got, tc.want)
		}
	}
}
