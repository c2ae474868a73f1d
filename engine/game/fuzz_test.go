package game

import (
	"encoding/json"
	"testing"
)

func FuzzDecodeCommand(f *testing.F) {
	names := []string{"Ann", "Bob"}
	for _, s := range []string{
		`{"cmd":"choose_start","player":"Ann","cell":[2,3]}`,
		`{"cmd":"say","player":"Bob","text":"shoot left, go up"}`,
		`{"cmd":"begin"}`, `{"cmd":"invalidate_starts"}`,
		`{"cmd":"say","player":"Bob","text":"new cell (3,4)"}`,
		`{"cmd":"say"}`, `{"cmd":"choose_start","player":"Ann","cell":[1]}`, `[]`, `{`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		c, err := DecodeCommand(line, names)
		if err != nil {
			return
		}
		again, err := EncodeCommand(c, names)
		if err != nil {
			t.Fatalf("decoded %+v does not encode: %v", c, err)
		}
		c2, err := DecodeCommand(again, names)
		if err != nil {
			t.Fatalf("%s: %v", again, err)
		}
		if c2.Kind != c.Kind || c2.Player != c.Player || c2.Cell != c.Cell || c2.Say.String() != c.Say.String() {
			t.Fatalf("round trip %+v -> %+v", c, c2)
		}
	})
}

func FuzzEventJSON(f *testing.F) {
	for _, s := range []string{
		`{"seq":1,"round":1,"code":"moved","to":"everyone","player":0,"dir":"up","cell":"land"}`,
		`{"seq":2,"round":1,"code":"position","to":"gm","player":0,"pos":[3,4]}`,
		`{"seq":3,"round":1,"code":"status","to":"everyone","player":1,"status":{"health":"wounded","bullets":0,"grenades":2,"new_cells":1}}`,
		`{"seq":4,"round":2,"code":"said","to":"everyone","player":1,"move":"shoot left, go up"}`,
		`{"seq":5,"round":2,"code":"new_cell","to":"player","to_player":1,"player":1}`,
		`{"code":"found","to":"everyone","items":{"treasures":1}}`,
		`{"seq":6,"round":1,"code":"nstop","to":"everyone","limit":25}`,
		`{"seq":7,"round":1,"code":"wounded","to":"gm","player":1,"other":0,"reason":"landmine"}`,
		`{"seq":8,"round":1,"code":"rules","to":"player","to_player":0,"player":0,"rules":{"preset":"Reference","start_bullets":3,"start_grenades":3,"max_bullets":3,"max_grenades":3,"reorders":1,"nstop":25,"rivers":"deep","blast_report":"nothing","break_minutes":5}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var e Event
		if err := json.Unmarshal(data, &e); err != nil {
			return
		}
		out, err := json.Marshal(e)
		if err != nil {
			return // e.g. a data field the code does not carry is dropped, but a bad value may not encode
		}
		var e2 Event
		if err := json.Unmarshal(out, &e2); err != nil {
			t.Fatalf("%s re-encoded as %s, which does not decode: %v", data, out, err)
		}
		out2, _ := json.Marshal(e2)
		if string(out) != string(out2) {
			t.Fatalf("not stable:\n%s\n%s", out, out2)
		}
	})
}
