package shell

import "testing"

func TestParseAppearance(t *testing.T) {
	cases := []struct {
		in   string
		want Appearance
	}{
		{"light", AppearanceLight},
		{"dark", AppearanceDark},
		{"system", AppearanceSystem},
		{"", AppearanceSystem},
		{"Dark", AppearanceSystem},
		{"sepia", AppearanceSystem},
	}
	for _, c := range cases {
		if got := ParseAppearance(c.in); got != c.want {
			t.Errorf("ParseAppearance(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
