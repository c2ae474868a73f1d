package shell

import "testing"

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
