// Package drive is a test hook that lets a script drive the real window, as
// a player would, by what the window shows rather than by where it shows
// it: the LAN party of scripts/lan-party.sh clicks "Host a game", types a
// name into the field labelled "Your name" and waits until "Bob joined"
// appears, in three windows at once.
//
// It is off unless the environment variable LABYRINTH_DRIVE names a path:
// then the window listens on a Unix socket at that path (mode 0600; never
// TCP) and answers one command a line. With the variable unset nothing
// listens and nothing runs (FromEnv returns at once).
//
// # Commands
//
// Arguments are words or double-quoted strings ("Host a game", with \" \\
// \n \t inside quotes). Texts are matched against what the window draws:
// labels, buttons, rich text, hyperlinks, check boxes, selects, radio
// groups, entries and plain canvas texts, and what a widget that draws
// says it draws (Describer: the plan's pieces, "piece A at (2,3)"), in the
// topmost dialog or pop-up first when one is open. A text matches when it
// equals the argument (ignoring surrounding spaces), or failing any such,
// when it contains it. "Visible" means shown in the window's tree of
// objects: a text scrolled out of view counts (a player would scroll to
// it), a hidden one or a list row not drawn does not.
//
//	click TEXT [N]        taps the N-th (from 1) match of TEXT: the innermost
//	                      tappable thing around the text (a button, a card,
//	                      a list or table row), at the text's centre; an error
//	                      when it is disabled or nothing tappable holds it
//	type FIELD TEXT       focuses the text field whose placeholder or label
//	                      (the text just before it) is FIELD, empties it and
//	                      types TEXT rune by rune; FIELD "" is the focused field
//	choose FIELD OPTION   picks OPTION in the list (a select) or the set of
//	                      radio choices whose placeholder or label is FIELD
//	key KEY               a key to the focused widget, or the window's keys:
//	                      Return, Escape, Tab, Up, F1, a letter, or a
//	                      shortcut such as Ctrl+Q, Ctrl+Shift+Z, Alt+1
//	wait TEXT [TIMEOUT]   answers once some visible text contains TEXT, or an
//	                      error after TIMEOUT (a Go duration, default 10s, at
//	                      most 10m): the way a script synchronizes
//	gone TEXT [TIMEOUT]   the same, until no visible text contains TEXT
//	tap-cell X Y [N]      taps cell (X, Y) of the N-th grid widget on show
//	                      that implements CellTapper (the plan widget,
//	                      ui/planview: the start cell on the outline; X
//	                      and Y as the window names cells, from 1)
//	screenshot PATH       writes what the window's canvas shows as a PNG (an
//	                      error where OpenGL cannot read its picture back,
//	                      as under Xvfb: lan-party.sh uses ImageMagick's import)
//	dump                  every visible text, one a line, in tree order, with
//	                      what it is: button, entry (placeholder), label, ...
//	title                 the window's title
//
// # Answers
//
// Every command is answered on the same connection: zero or more data
// lines, each starting with "| " (dump, title), then one line that is
// either "ok" or "error: " and what went wrong in words. Commands on one
// connection run in order; a connection may send many. Blank lines and
// lines starting with # are ignored without an answer.
//
// cmd/labyrinth-drive is a client for scripts: labyrinth-drive SOCKET
// COMMAND... sends one command line and exits 0 on ok, 1 on an error.
//
// Everything that touches a widget runs on the UI goroutine through
// shell.OnUI; waiting polls there every 50 ms and blocks nothing. A wait
// runs to its end (its timeout) even if the client has gone.
package drive
