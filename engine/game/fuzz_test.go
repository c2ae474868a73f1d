package game

import (
	"encoding/json"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/quote"
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
		// Seed 001's items.
		`{"seq":9,"round":3,"code":"refilled","to":"everyone","player":0,"status":{"health":"healthy","bullets":5,"grenades":1,"new_cells":1,"knives":1,"cement":2,"boomerangs":1}}`,
		`{"seq":10,"round":3,"code":"picked_up","to":"everyone","player":0,"items":{"knives":1,"cement":1,"boomerangs":1}}`,
		`{"seq":11,"round":3,"code":"wounded","to":"gm","player":1,"other":0,"reason":"knife"}`,
		`{"seq":12,"round":3,"code":"boomerang_back","to":"everyone","player":0,"yes":true}`,
		`{"seq":13,"round":3,"code":"build_refused","to":"everyone","player":0,"dir":"up","reason":"across_flow"}`,
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

func FuzzRefusalJSON(f *testing.F) {
	for _, s := range []string{
		`{"code":"not_your_turn","command":"say","player":1,"other":0,"message":"it is Ann's turn, not Bob's"}`,
		`{"code":"off_labyrinth","command":"choose_start","player":0,"cell":[7,2],"message":"Ann: cell (7,2) is not part of the labyrinth"}`,
		`{"code":"waiting_for_starts","command":"begin","waiting":[1,2],"message":"waiting for Bob, Cid to choose a start cell"}`,
		`{"code":"parse_error","command":"say","player":0,"parse":{"input":"go nort","offset":3,"phrase":"go nort","msg":"expected up, down, left or right"},"message":"\"go nort\": expected up, down, left or right"}`,
		`{"code":"no_such_player","command":"say","player":0,"action":2,"name":"Zed","message":"Ann: there is no player called \"Zed\""}`,
		`{"code":"a_newer_code","message":"something\u001b[31m new"}`,
		`{"code":"bad_statement","player":3,"detail":"x"}`, `{"code":"Bad"}`, `{"code":"game_over","player":99}`, `[]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var r Refusal
		if err := json.Unmarshal(data, &r); err != nil {
			return
		}
		if err := quote.CheckMessage(r.Error()); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		out, err := json.Marshal(&r)
		if err != nil {
			t.Fatalf("%s: decoded %+v does not encode: %v", data, r, err)
		}
		var r2 Refusal
		if err := json.Unmarshal(out, &r2); err != nil {
			t.Fatalf("%s re-encoded as %s, which does not decode: %v", data, out, err)
		}
		out2, _ := json.Marshal(&r2)
		if string(out) != string(out2) {
			t.Fatalf("not stable:\n%s\n%s", out, out2)
		}
	})
}

func FuzzPublicJSON(f *testing.F) {
	for _, s := range []string{
		`{"names":["Ann","Bob"],"rules":{"preset":"Reference","start_bullets":3,"start_grenades":3,"max_bullets":3,"max_grenades":3,"reorders":1,"nstop":25,"rivers":"deep","blast_report":"nothing"},"outline":{"width":3,"height":2,"floors":1,"rows":["###",".##"]}}`,
		`{"names":["Ann"],"rules":{"preset":"Reference"},"outline":{"width":2,"height":2,"floors":2,"rows":["##","##","#.","##"]}}`,
		`{"phase":"playing","round":3,"turn":1,"players":[{},{"out":"death_notice"}],"winner":-1}`,
		`{"phase":"over","round":9,"turn":-1,"players":[{}],"result":"draw_all_skipped","winner":-1}`,
		`{"names":["Ann"],"outline":{"width":3,"height":2,"floors":1,"rows":["##"]}}`, `[]`, `{`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		stable := func(v, again any) {
			if err := json.Unmarshal(data, v); err != nil {
				return
			}
			out, err := json.Marshal(v)
			if err != nil {
				t.Fatalf("%s: decoded %+v does not encode: %v", data, v, err)
			}
			if err := json.Unmarshal(out, again); err != nil {
				t.Fatalf("%s re-encoded as %s, which does not decode: %v", data, out, err)
			}
			if out2, _ := json.Marshal(again); string(out) != string(out2) {
				t.Fatalf("not stable:\n%s\n%s", out, out2)
			}
		}
		stable(&PublicInfo{}, &PublicInfo{})
		stable(&PublicState{}, &PublicState{})
	})
}
