package labtest

import (
	"errors"
	"net/netip"
	"reflect"
	"strings"
	"testing"
)

func TestParseEnv(t *testing.T) {
	lab, err := parseEnv("lab1 lab2", "192.0.2.1 192.0.2.2")
	if err != nil {
		t.Fatal(err)
	}
	want := []Laptop{
		{Index: 1, NS: "lab1", Addr: netip.MustParseAddr("192.0.2.1")},
		{Index: 2, NS: "lab2", Addr: netip.MustParseAddr("192.0.2.2")},
	}
	if !reflect.DeepEqual(lab.Laptops, want) {
		t.Errorf("laptops = %+v, want %+v", lab.Laptops, want)
	}
	if _, err := parseEnv("  ", ""); !errors.Is(err, ErrNoLab) {
		t.Errorf("empty lab: error = %v, want ErrNoLab", err)
	}
	for _, tt := range []struct{ names, addrs, wantErr string }{
		{"lab1 lab2", "192.0.2.1", "names 2 laptops but LABYRINTH_LAB_ADDRS has 1"},
		{"lab1;rm", "192.0.2.1", `"lab1;rm" is not a namespace name`},
		{"lab1", "2001:db8::1", "not an IPv4 address"},
		{"lab1", "x", "not an IPv4 address"},
	} {
		if _, err := parseEnv(tt.names, tt.addrs); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("parseEnv(%q, %q) error = %v, want %q", tt.names, tt.addrs, err, tt.wantErr)
		}
	}
}

// The lines below are what avahi-browse 0.8 printed in the lab for a
// service published with
//
//	avahi-publish -s 'My game. \ "x" Лаб' _labyrinth._tcp 4040 proto=1 'name=Friday "maze" \ Л' ...
func TestParseAvahiBrowse(t *testing.T) {
	const instance = `My\032game\.\032\\\032\034x\034\032\208\155\208\176\208\177`
	found := "+;eth0;IPv4;" + instance + ";_labyrinth._tcp;local"
	e, err := ParseAvahiBrowse(found)
	if err != nil {
		t.Fatal(err)
	}
	want := AvahiEntry{Event: '+', Iface: "eth0", Protocol: "IPv4", Instance: `My game. \ "x" Лаб`, Type: "_labyrinth._tcp", Domain: "local"}
	if !reflect.DeepEqual(e, want) {
		t.Errorf("found line: %+v, want %+v", e, want)
	}

	resolved := "=;eth0;IPv4;" + instance + `;_labyrinth._tcp;local;lab-avahi-3.local;192.0.2.3;4040;"seats=2/4" "rules=Reference" "name=Friday \"maze\" \\ \208\155" "proto=1"`
	e, err = ParseAvahiBrowse(resolved)
	if err != nil {
		t.Fatal(err)
	}
	want.Event, want.Host, want.Addr = '=', "lab-avahi-3.local", netip.MustParseAddrPort("192.0.2.3:4040")
	want.TXT = []string{"seats=2/4", "rules=Reference", `name=Friday "maze" \ Л`, "proto=1"}
	if !reflect.DeepEqual(e, want) {
		t.Errorf("resolved line: %+v, want %+v", e, want)
	}

	for _, tt := range []struct{ line, wantErr string }{
		{"Failed to create client object", "not an entry"},
		{"=;eth0;IPv4;x;_labyrinth._tcp;local", "10 fields"},
		{`=;eth0;IPv4;x;_t._tcp;local;h;192.0.2.300;1;""`, "address"},
		{`=;eth0;IPv4;x;_t._tcp;local;h;192.0.2.3;70000;""`, "port"},
		{`=;eth0;IPv4;x;_t._tcp;local;h;192.0.2.3;1;"open`, "unterminated"},
		{`+;eth0;IPv4;x\999;_t._tcp;local`, "not a byte"},
	} {
		if _, err := ParseAvahiBrowse(tt.line); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("ParseAvahiBrowse(%q) error = %v, want %q", tt.line, err, tt.wantErr)
		}
	}
}

func FuzzParseAvahiBrowse(f *testing.F) {
	f.Add(`=;eth0;IPv4;My\032game;_labyrinth._tcp;local;h.local;192.0.2.3;4040;"a=\"1\"" "b=\208\155"`)
	f.Add(`+;eth0;IPv4;x\;_t._tcp;local`)
	f.Fuzz(func(t *testing.T, line string) {
		e, err := ParseAvahiBrowse(line)
		if err == nil && !strings.ContainsRune("+=-", rune(e.Event)) {
			t.Fatalf("accepted event %q", e.Event)
		}
	})
}
