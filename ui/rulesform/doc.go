// Package rulesform is the rules screen as a form other screens embed: the
// host setup shows it whole, solo practice's setup and the editor's maze
// panel open it from a compact picker (Picker).
//
// It draws app/rulebook's catalogue and holds no rule of its own: every
// option of rules.Rules in the reference's groups, each with its editor
// (a switch, a number field with the engine's bounds and what its special
// values mean, a choice) and the line of the reference under it, a
// quotation marked as one with its section. Every change goes through
// rulebook.Set; its refusal is shown next to the option and the rules keep
// their last good value. The configuration starts from a preset or a saved
// configuration (rulebook.Store), and is saved under a name of its own or
// deleted from there.
package rulesform
