// Package history is the undo history the app's documents share: the maze
// editor's document (app/editor) and the player's notebook (app/notebook).
// It keeps the steps that can be undone and redone, with their labels,
// groups the commands of one gesture into one step (strokes, which nest),
// rolls back a command that fails and adds no step for one that changes
// nothing.
//
// What a step is, and how a document records and replays changes, is the
// document's own business: a Stack sees two types it does not look inside.
// A record (R) is opened before a command runs and notes the first value of
// every part of the document the command touches; comparing it with the
// document afterwards gives a step (S), the old and new values of what
// changed, however often a part was set in between. The document supplies
// those operations, and hears through the same Model what each command,
// undo and redo changed, so that it can tell its listeners. The step type
// embeds a Step, where the Stack keeps the step's id and label.
//
// A Stack is not safe for concurrent use, and nor are the documents: each
// is driven from the UI goroutine.
package history

// Step is what a Stack keeps with each step of a history: its id and its
// label. A document's step type embeds it; the Stack fills it in when the
// step joins the history.
type Step struct {
	id    uint64
	label string
}

func (s *Step) header() *Step { return s }

// Steps is the constraint on a Stack's step type: a pointer to a struct
// that embeds Step.
type Steps interface{ header() *Step }

// Model is what a Stack needs from the document whose history it keeps.
// Its methods are called only by the Stack, from inside the Stack's own
// methods.
type Model[R, S any] interface {
	// NewRecord returns a record with nothing noted yet.
	NewRecord() R
	// Recording gives the records open now, the stroke's first and then the
	// running command's, or none: each change of the document must note
	// its first value in all of them. The slice is the Stack's: read it
	// until the next call, do not keep or change it.
	Recording(open []R)
	// Delta compares the first values noted in r with the document now.
	Delta(r R) S
	// Empty reports whether s changes nothing.
	Empty(s S) bool
	// Apply puts the new values of s in place (forward) or the old ones
	// (back) without noting anything in the open records.
	Apply(s S, forward bool)
	// Changed says that the document changed by s: a command did s, a
	// cancelled stroke was reverted, or s was undone or redone. history
	// says whether what Undo and Redo would do may have changed as well.
	Changed(s S, history bool)
	// HistoryChanged says that only the history changed: a step was added,
	// or a stroke came back to where it began.
	HistoryChanged()
	// Settled is called last, once an outermost stroke has ended (with a
	// step or without one, or cancelled) and after every undo and redo: the
	// document is between gestures again.
	Settled()
}

// Stack is a document's undo history: the steps done, which Undo takes
// back one at a time, the steps undone, which Redo does again until a new
// change drops them, and the stroke being drawn. Its zero value is not
// ready: use New.
type Stack[R any, S Steps] struct {
	m Model[R, S]

	steps []S // steps[:cur] are done, steps[cur:] can be redone
	cur   int
	ids   uint64 // the last step id handed out

	stroke *stroke[R]
	recs   []R // the open records, as Model.Recording was last told
}

type stroke[R any] struct {
	label   string
	rec     R
	depth   int
	changed bool // some command of the stroke changed the document
	nested  int  // commands run inside the stroke (not as the stroke itself)
}

// New makes an empty history of the document m.
func New[R any, S Steps](m Model[R, S]) *Stack[R, S] {
	return &Stack[R, S]{m: m}
}

// Begin opens a stroke: every command until the matching End becomes one
// history step, named label (the first command's name when label is
// empty). Strokes nest; only the outermost counts.
func (h *Stack[R, S]) Begin(label string) {
	if h.stroke != nil {
		h.stroke.depth++
		return
	}
	h.stroke = &stroke[R]{label: label, rec: h.m.NewRecord(), depth: 1}
	h.recs = append(h.recs[:0], h.stroke.rec)
	h.m.Recording(h.recs)
}

// End closes the stroke Begin opened. When the outermost stroke ends, what
// it changed becomes one step; a stroke that changed nothing leaves none.
func (h *Stack[R, S]) End() {
	if h.stroke == nil {
		return
	}
	if h.stroke.depth--; h.stroke.depth == 0 {
		h.commit()
	}
}

// EndAll closes an open stroke however deeply it is nested, as its
// outermost End would: before an undo, a redo or a save.
func (h *Stack[R, S]) EndAll() {
	if h.stroke != nil {
		h.stroke.depth = 1
		h.End()
	}
}

// InStroke reports whether a stroke is open.
func (h *Stack[R, S]) InStroke() bool { return h.stroke != nil }

// Cancel reverts everything done since Begin and closes the stroke (all
// nested levels), leaving no step.
func (h *Stack[R, S]) Cancel() {
	if h.stroke == nil {
		return
	}
	st := h.m.Delta(h.stroke.rec)
	h.close()
	if !h.m.Empty(st) {
		h.m.Apply(st, false)
		h.m.Changed(st, true)
	}
	h.m.Settled()
}

// Abandon forgets an open stroke without making a step of it or reverting
// it: for a document that is going away.
func (h *Stack[R, S]) Abandon() {
	if h.stroke != nil {
		h.close()
	}
}

func (h *Stack[R, S]) close() {
	clear(h.recs) // the slice is kept for the next stroke, not the records
	h.stroke, h.recs = nil, h.recs[:0]
	h.m.Recording(nil)
}

func (h *Stack[R, S]) commit() {
	s := h.stroke
	h.close()
	st := h.m.Delta(s.rec)
	if h.m.Empty(st) {
		if s.changed {
			h.m.HistoryChanged() // what Undo would do went back to what it was
		}
		h.m.Settled()
		return
	}
	h.push(st, s.label)
}

// push makes st the last step done, dropping the steps that could be
// redone.
func (h *Stack[R, S]) push(st S, label string) {
	h.ids++
	*st.header() = Step{id: h.ids, label: label}
	clear(h.steps[h.cur:]) // let the dropped steps go
	h.steps = append(h.steps[:h.cur], st)
	h.cur++
	h.m.HistoryChanged()
	h.m.Settled()
}

// Do runs one command, fn, which changes the document through the open
// records. Outside a stroke it is a stroke of its own, named label; inside
// one it names the stroke if the stroke has no name yet. A command that
// fails is rolled back, so a refused command changes nothing, and a
// command that changes nothing adds no step. Do returns fn's error.
func (h *Stack[R, S]) Do(label string, fn func() error) error {
	own := h.stroke == nil
	var rec R
	if own {
		h.Begin(label)
		rec = h.stroke.rec // the command is the whole stroke: one record serves both
	} else {
		if h.stroke.label == "" {
			h.stroke.label = label
		}
		h.stroke.nested++
		rec = h.m.NewRecord()
		h.recs = append(h.recs, rec)
		h.m.Recording(h.recs)
	}
	s := h.stroke
	err := fn()
	if !own {
		h.recs = h.recs[:len(h.recs)-1]
		h.m.Recording(h.recs)
	}
	st := h.m.Delta(rec)
	if h.m.Empty(st) || err != nil {
		if !h.m.Empty(st) {
			h.m.Apply(st, false)
		}
		if own {
			h.End()
		}
		return err
	}
	first := !s.changed
	s.changed = true
	nested := s.nested
	h.m.Changed(st, first)
	if !own {
		return nil
	}
	if h.stroke == s && s.depth == 1 && s.nested == nested {
		// Nothing happened while the document told its listeners: the
		// stroke changed exactly st, which need not be compared again.
		h.close()
		h.push(st, label)
		return nil
	}
	// A listener ran commands or opened a stroke of its own: the stroke
	// ends as any stroke does, with what it changed in all.
	if h.stroke == s {
		h.End()
	}
	return nil
}

// CanUndo reports whether there is a step to undo: a step done, or an open
// stroke that changed something.
func (h *Stack[R, S]) CanUndo() bool { return h.cur > 0 || h.Pending() }

// CanRedo reports whether there is an undone step to redo. Nothing can be
// redone while a stroke is open.
func (h *Stack[R, S]) CanRedo() bool { return h.cur < len(h.steps) && h.stroke == nil }

// Pending reports whether an open stroke has changed something: a step
// that Undo would make and then undo.
func (h *Stack[R, S]) Pending() bool { return h.stroke != nil && h.stroke.changed }

// UndoLabel names the step Undo would undo, "" when none.
func (h *Stack[R, S]) UndoLabel() string {
	if h.Pending() {
		return h.stroke.label
	}
	if h.cur == 0 {
		return ""
	}
	return h.steps[h.cur-1].header().label
}

// RedoLabel names the step Redo would redo, "" when none.
func (h *Stack[R, S]) RedoLabel() string {
	if !h.CanRedo() {
		return ""
	}
	return h.steps[h.cur].header().label
}

// Undo undoes the last step (closing an open stroke first) and reports
// whether there was one.
func (h *Stack[R, S]) Undo() bool {
	h.EndAll()
	if h.cur == 0 {
		return false
	}
	h.cur--
	st := h.steps[h.cur]
	h.m.Apply(st, false)
	h.m.Changed(st, true)
	h.m.Settled()
	return true
}

// Redo redoes the last undone step (closing an open stroke first) and
// reports whether there was one.
func (h *Stack[R, S]) Redo() bool {
	h.EndAll()
	if h.cur == len(h.steps) {
		return false
	}
	st := h.steps[h.cur]
	h.cur++
	h.m.Apply(st, true)
	h.m.Changed(st, true)
	h.m.Settled()
	return true
}

// Len is the number of steps that can be undone and redone.
func (h *Stack[R, S]) Len() (undo, redo int) { return h.cur, len(h.steps) - h.cur }

// StateID names the state the history is at: the id of the last step done,
// 0 before any. Ids are never reused, so a document remembers the StateID
// it saved and is clean while StateID still returns it (and no stroke is
// Pending).
func (h *Stack[R, S]) StateID() uint64 {
	if h.cur == 0 {
		return 0
	}
	return h.steps[h.cur-1].header().id
}
