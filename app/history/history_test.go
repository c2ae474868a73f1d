package history

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// doc is the smallest document with a history: a row of numbers, changed
// only through set, which notes first values in the open records as the
// editor and the notebook do. It logs what its history tells it.
type doc struct {
	vals []int
	recs []*rec
	h    *Stack[*rec, *change]
	log  []string
	// onChanged, when set, runs after Changed is logged: a listener.
	onChanged func()
}

type rec struct {
	first map[int]int
	keys  []int
}

// change is a step: old and new values by position, in the order the
// positions were first touched.
type change struct {
	Step
	at       []int
	old, new []int
}

func newDoc(n int) *doc {
	d := &doc{vals: make([]int, n)}
	d.h = New(d)
	return d
}

func (d *doc) NewRecord() *rec     { return &rec{first: map[int]int{}} }
func (d *doc) Recording(rs []*rec) { d.recs = rs }
func (d *doc) Empty(c *change) bool {
	return len(c.at) == 0
}

func (d *doc) Delta(r *rec) *change {
	c := &change{}
	for _, k := range r.keys {
		if old := r.first[k]; old != d.vals[k] {
			c.at, c.old, c.new = append(c.at, k), append(c.old, old), append(c.new, d.vals[k])
		}
	}
	return c
}

func (d *doc) Apply(c *change, forward bool) {
	for i, k := range c.at {
		if forward {
			d.vals[k] = c.new[i]
		} else {
			d.vals[k] = c.old[i]
		}
	}
}

func (d *doc) Changed(c *change, history bool) {
	d.log = append(d.log, fmt.Sprintf("changed %v history=%v", c.at, history))
	if f := d.onChanged; f != nil {
		d.onChanged = nil
		f()
	}
}

func (d *doc) HistoryChanged() { d.log = append(d.log, "history") }
func (d *doc) Settled()        { d.log = append(d.log, "settled") }

func (d *doc) set(k, v int) {
	for _, r := range d.recs {
		if _, ok := r.first[k]; !ok {
			r.first[k] = d.vals[k]
			r.keys = append(r.keys, k)
		}
	}
	d.vals[k] = v
}

// cmd is a command setting one value.
func (d *doc) cmd(label string, k, v int) error {
	return d.h.Do(label, func() error { d.set(k, v); return nil })
}

var errRefused = errors.New("refused")

func (d *doc) state() string { return fmt.Sprint(d.vals) }

func (d *doc) takeLog() string {
	s := strings.Join(d.log, "; ")
	d.log = nil
	return s
}

type counts struct {
	undo, redo         int
	undoLabel, redoLbl string
}

func (d *doc) counts() counts {
	u, r := d.h.Len()
	return counts{u, r, d.h.UndoLabel(), d.h.RedoLabel()}
}

func TestStack(t *testing.T) {
	tests := []struct {
		name  string
		run   func(d *doc)
		state string
		want  counts
		log   string // what the history told the document, in order
	}{
		{
			name:  "a command outside a stroke is one step named after it",
			run:   func(d *doc) { d.cmd("Set", 0, 1) },
			state: "[1 0 0]",
			want:  counts{undo: 1, undoLabel: "Set"},
			log:   "changed [0] history=true; history; settled",
		},
		{
			name:  "a command that changes nothing adds no step and tells nobody",
			run:   func(d *doc) { d.cmd("Set", 0, 0) },
			state: "[0 0 0]",
			log:   "settled",
		},
		{
			name: "a command that sets a value and sets it back adds no step",
			run: func(d *doc) {
				d.h.Do("Toggle twice", func() error { d.set(1, 5); d.set(1, 0); return nil })
			},
			state: "[0 0 0]",
			log:   "settled",
		},
		{
			name: "a failing command is rolled back and adds no step",
			run: func(d *doc) {
				d.h.Do("Fail", func() error { d.set(0, 1); d.set(2, 3); return errRefused })
			},
			state: "[0 0 0]",
			log:   "settled",
		},
		{
			name: "the commands of a stroke are one step, named by the first command",
			run: func(d *doc) {
				d.h.Begin("")
				d.cmd("Paint", 0, 1)
				d.cmd("Wall", 1, 1)
				d.h.End()
			},
			state: "[1 1 0]",
			want:  counts{undo: 1, undoLabel: "Paint"},
			log:   "changed [0] history=true; changed [1] history=false; history; settled",
		},
		{
			name: "a stroke's own label wins over its commands'",
			run: func(d *doc) {
				d.h.Begin("Brush")
				d.cmd("Paint", 0, 1)
				d.h.End()
			},
			state: "[1 0 0]",
			want:  counts{undo: 1, undoLabel: "Brush"},
			log:   "changed [0] history=true; history; settled",
		},
		{
			name: "nested strokes: only the outermost makes a step",
			run: func(d *doc) {
				d.h.Begin("Outer")
				d.h.Begin("Inner")
				d.cmd("Paint", 0, 1)
				d.h.End()
				d.cmd("Paint", 1, 1)
				d.h.End()
			},
			state: "[1 1 0]",
			want:  counts{undo: 1, undoLabel: "Outer"},
			log:   "changed [0] history=true; changed [1] history=false; history; settled",
		},
		{
			name: "a refused command inside a stroke keeps the stroke's other changes",
			run: func(d *doc) {
				d.h.Begin("")
				d.cmd("Paint", 0, 1)
				d.h.Do("Fail", func() error { d.set(1, 1); return errRefused })
				d.h.End()
			},
			state: "[1 0 0]",
			want:  counts{undo: 1, undoLabel: "Paint"},
			log:   "changed [0] history=true; history; settled",
		},
		{
			name: "an empty stroke adds no step",
			run: func(d *doc) {
				d.h.Begin("Drag")
				d.h.End()
			},
			state: "[0 0 0]",
			log:   "settled",
		},
		{
			name: "a stroke that comes back to where it began adds no step, and says Undo changed back",
			run: func(d *doc) {
				d.h.Begin("Drag")
				d.cmd("Paint", 0, 1)
				d.cmd("Paint", 0, 0)
				d.h.End()
			},
			state: "[0 0 0]",
			log:   "changed [0] history=true; changed [0] history=false; history; settled",
		},
		{
			name: "cancelling a stroke reverts it and adds no step",
			run: func(d *doc) {
				d.cmd("Set", 2, 7)
				d.log = nil
				d.h.Begin("Drag")
				d.cmd("Paint", 0, 1)
				d.cmd("Paint", 1, 1)
				d.h.Cancel()
			},
			state: "[0 0 7]",
			want:  counts{undo: 1, undoLabel: "Set"},
			log:   "changed [0] history=true; changed [1] history=false; changed [0 1] history=true; settled",
		},
		{
			name: "cancelling an empty stroke changes nothing",
			run: func(d *doc) {
				d.h.Begin("Drag")
				d.h.Cancel()
			},
			state: "[0 0 0]",
			log:   "settled",
		},
		{
			name: "undo takes a step back and redo does it again",
			run: func(d *doc) {
				d.cmd("A", 0, 1)
				d.cmd("B", 1, 2)
				d.log = nil
				d.h.Undo()
				d.h.Undo()
				d.h.Redo()
			},
			state: "[1 0 0]",
			want:  counts{undo: 1, redo: 1, undoLabel: "A", redoLbl: "B"},
			log:   "changed [1] history=true; settled; changed [0] history=true; settled; changed [0] history=true; settled",
		},
		{
			name: "a new change drops the steps that could be redone",
			run: func(d *doc) {
				d.cmd("A", 0, 1)
				d.cmd("B", 1, 2)
				d.h.Undo()
				d.cmd("C", 2, 3)
			},
			state: "[1 0 3]",
			want:  counts{undo: 2, undoLabel: "C"},
		},
		{
			name: "undo in the middle of a stroke ends it first and undoes it",
			run: func(d *doc) {
				d.cmd("A", 0, 1)
				d.h.Begin("Drag")
				d.cmd("Paint", 1, 1)
				d.log = nil
				d.h.Undo()
			},
			state: "[1 0 0]",
			want:  counts{undo: 1, redo: 1, undoLabel: "A", redoLbl: "Drag"},
			log:   "history; settled; changed [1] history=true; settled",
		},
		{
			name: "a listener's command inside a command's own stroke is part of its step",
			run: func(d *doc) {
				d.onChanged = func() { d.cmd("Echo", 1, 9) }
				d.cmd("Set", 0, 1)
				d.log = nil
				d.h.Undo()
			},
			state: "[0 0 0]",
			want:  counts{redo: 1, redoLbl: "Set"},
			log:   "changed [0 1] history=true; settled",
		},
		{
			name: "a listener that ends the command's own stroke leaves one step",
			run: func(d *doc) {
				d.onChanged = func() { d.h.EndAll() }
				d.cmd("Set", 0, 1)
			},
			state: "[1 0 0]",
			want:  counts{undo: 1, undoLabel: "Set"},
			log:   "changed [0] history=true; history; settled",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := newDoc(3)
			tc.run(d)
			if d.h.InStroke() {
				t.Fatal("a stroke is still open")
			}
			if got := d.state(); got != tc.state {
				t.Errorf("state %s, want %s", got, tc.state)
			}
			if got := d.counts(); got != tc.want {
				t.Errorf("history %+v, want %+v", got, tc.want)
			}
			if got := d.takeLog(); tc.log != "" && got != tc.log {
				t.Errorf("told the document\n  %s\nwant\n  %s", got, tc.log)
			}
			if d.recs != nil {
				t.Errorf("records still open after the stroke: %d", len(d.recs))
			}
		})
	}
}

func TestCommandErrorIsReturned(t *testing.T) {
	d := newDoc(1)
	if err := d.h.Do("Fail", func() error { return errRefused }); err != errRefused {
		t.Errorf("Do returned %v, want the command's error", err)
	}
	d.h.Begin("")
	if err := d.h.Do("Fail", func() error { d.set(0, 1); return errRefused }); err != errRefused {
		t.Errorf("Do in a stroke returned %v, want the command's error", err)
	}
	d.h.End()
	if d.state() != "[0]" || d.h.CanUndo() {
		t.Errorf("a failed command left %s, CanUndo %v", d.state(), d.h.CanUndo())
	}
}

func TestOpenStroke(t *testing.T) {
	d := newDoc(2)
	d.cmd("A", 0, 1)
	d.h.Undo()
	if !d.h.CanRedo() {
		t.Fatal("nothing to redo after an undo")
	}
	d.h.Begin("Drag")
	if d.h.CanRedo() || d.h.RedoLabel() != "" {
		t.Error("redo is offered while a stroke is open")
	}
	if d.h.Pending() || d.h.CanUndo() {
		t.Error("a stroke that changed nothing yet is pending")
	}
	d.h.Begin("")
	d.cmd("Paint", 1, 1)
	if !d.h.Pending() || !d.h.CanUndo() || d.h.UndoLabel() != "Drag" {
		t.Errorf("a stroke that changed something: pending %v, can undo %v, undo label %q",
			d.h.Pending(), d.h.CanUndo(), d.h.UndoLabel())
	}
	if len(d.recs) != 1 {
		t.Errorf("%d records open between commands of a stroke, want the stroke's", len(d.recs))
	}
	d.h.EndAll()
	if d.h.InStroke() {
		t.Error("EndAll left a nested stroke open")
	}
	if u, r := d.h.Len(); u != 1 || r != 0 {
		t.Errorf("after EndAll: %d to undo, %d to redo; want the stroke as the one step", u, r)
	}
}

func TestAbandon(t *testing.T) {
	d := newDoc(1)
	d.h.Begin("Drag")
	d.cmd("Paint", 0, 1)
	d.log = nil
	d.h.Abandon()
	if d.h.InStroke() || d.recs != nil || d.h.CanUndo() {
		t.Errorf("after Abandon: in stroke %v, records %v, can undo %v", d.h.InStroke(), d.recs, d.h.CanUndo())
	}
	if d.state() != "[1]" || len(d.log) != 0 {
		t.Errorf("Abandon reverted or told something: state %s, log %v", d.state(), d.log)
	}
}

// TestStateID checks what dirty tracking relies on: a state keeps its id
// through undo and redo, and no other state ever gets it.
func TestStateID(t *testing.T) {
	d := newDoc(2)
	if d.h.StateID() != 0 {
		t.Fatalf("the empty history is at %d, want 0", d.h.StateID())
	}
	d.cmd("A", 0, 1)
	saved := d.h.StateID()
	d.cmd("B", 1, 1)
	if d.h.StateID() == saved {
		t.Error("two states share an id")
	}
	d.h.Undo()
	if d.h.StateID() != saved {
		t.Error("undoing back to a state does not give its id back")
	}
	d.h.Undo()
	if d.h.StateID() != 0 {
		t.Error("undoing everything is not the initial state")
	}
	d.h.Redo()
	if d.h.StateID() != saved {
		t.Error("redoing to a state does not give its id back")
	}
	d.h.Undo()
	d.cmd("C", 0, 1) // the same values as A, but another step
	if d.h.StateID() == saved {
		t.Error("a new step took the id of a dropped one")
	}
}

// TestRandomHistory runs random commands, strokes, cancels, refusals,
// undos and redos and checks that every state of the history comes back
// exactly: a command or stroke either adds one step or leaves the state as
// it was, undo and redo land on the states they left, undoing everything
// gives the first state and redoing everything the last.
func TestRandomHistory(t *testing.T) {
	for seed := range uint64(50) {
		r := rand.New(rand.NewPCG(seed, 1))
		d := newDoc(6)
		states := []string{d.state()} // states[i]: the state after i steps
		for range 300 {
			before, _ := d.h.Len()
			op := r.IntN(10)
			switch {
			case op < 4:
				d.cmd("Set", r.IntN(6), r.IntN(3))
			case op < 5:
				d.h.Do("Fail", func() error { d.set(r.IntN(6), 5); return errRefused })
			case op < 7:
				d.h.Begin("")
				for range r.IntN(4) {
					d.cmd("Set", r.IntN(6), r.IntN(3))
				}
				if r.IntN(4) == 0 {
					d.h.Cancel()
				} else {
					d.h.End()
				}
			case op < 9:
				d.h.Undo()
			default:
				d.h.Redo()
			}
			u, redo := d.h.Len()
			switch {
			case op < 7 && u == before+1:
				if redo != 0 {
					t.Fatalf("seed %d: a new step left %d steps to redo", seed, redo)
				}
				states = append(states[:u], d.state())
			case op < 7 && u != before:
				t.Fatalf("seed %d: a command or stroke went from %d steps to %d", seed, before, u)
			case states[u] != d.state():
				t.Fatalf("seed %d: at step %d the state is %s, was %s", seed, u, d.state(), states[u])
			}
			if len(states) != u+redo+1 {
				t.Fatalf("seed %d: %d+%d steps, %d states known", seed, u, redo, len(states))
			}
		}
		u, redo := d.h.Len()
		for i := u; i > 0; i-- {
			d.h.Undo()
			if d.state() != states[i-1] {
				t.Fatalf("seed %d: undo to step %d gives %s, want %s", seed, i-1, d.state(), states[i-1])
			}
		}
		if d.state() != "[0 0 0 0 0 0]" || d.h.CanUndo() {
			t.Fatalf("seed %d: undoing everything gives %s (can undo: %v)", seed, d.state(), d.h.CanUndo())
		}
		for i := 1; i <= u+redo; i++ {
			d.h.Redo()
			if d.state() != states[i] {
				t.Fatalf("seed %d: redo to step %d gives %s, want %s", seed, i, d.state(), states[i])
			}
		}
		if d.h.CanRedo() {
			t.Fatalf("seed %d: something to redo after redoing everything", seed)
		}
	}
}

func BenchmarkCommand(b *testing.B) {
	d := newDoc(64)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		d.cmd("Set", i%64, i%7+1)
	}
}

func BenchmarkStroke(b *testing.B) {
	d := newDoc(64)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		d.h.Begin("Drag")
		for k := range 8 {
			d.cmd("Set", k, i%7+1)
		}
		d.h.End()
	}
}
