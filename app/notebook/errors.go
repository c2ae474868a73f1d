package notebook

import "fmt"

// Refusal is the error of a command the notebook will not carry out. A
// refused command changes nothing.
//
// Code is stable, for programs; Error is the message for people; Cells and
// Edges locate it on the sheet, for highlighting.
type Refusal struct {
	Code    string
	Message string
	Cells   []Cell
	Edges   []Edge
}

func (r *Refusal) Error() string { return r.Message }

// The refusal codes.
const (
	// CodeBadArgument: a mark, name, cell, player or position the command
	// cannot use.
	CodeBadArgument = "bad_argument"
	// CodeNoSheet: the sheet does not exist.
	CodeNoSheet = "no_sheet"
	// CodeNameTaken: another sheet has that name.
	CodeNameTaken = "name_taken"
	// CodeConflicts: gluing would overwrite equally certain marks that
	// disagree; Cells and Edges say where (force the glue to keep both).
	CodeConflicts = "conflicts"
	// CodeNoStart: a trace from the start of the game, but the log does not
	// say where the player started.
	CodeNoStart = "no_start"
)

func refuse(code string, format string, args ...any) *Refusal {
	return &Refusal{Code: code, Message: fmt.Sprintf(format, args...)}
}
