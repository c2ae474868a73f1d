// Package notebookview is the player's notebook sheet widget: one sheet
// of an app/notebook Notebook drawn as graph paper, marked with the
// keyboard and the mouse, with the glue overlay that lays another sheet
// over it.
//
// # Who changes what
//
// The view is presentation and input only; the notebook holds every mark.
// For everything that is plainly a mark — a key or a click that draws, a
// drag along edges, the cursor, tokens — the view calls the notebook's
// commands itself (MoveCursor, MarkEdgeAtCursor, MarkAtCursor, SetEdge,
// WalkCursor, PlaceToken, …), as docs/notebook-model.md intends: "the
// window draws and turns keys and pointer gestures into calls". It learns
// what changed from the notebook's notifications (Subscribe), like any
// other listener, and redraws only that. Undo and redo are the screen's
// (Ctrl+Z reaches the window: the view hands on the shortcuts it does not
// use). Decisions that need more than the sheet go to the caller through
// callbacks:
//
//   - OnNote: the text of a note (when nil the view opens its own entry);
//   - OnGlueAccept and OnGlueCancel: the player accepts or gives up a glue;
//     the caller calls notebook.Glue, and asks about conflicts (without
//     OnGlueAccept the view glues itself, refusing over conflicts, which it
//     highlights);
//   - OnError: a command the notebook refused, for the status bar;
//   - OnTap: any click, before the view acts (return true to take it over,
//     for example to pick the start cell of a trace);
//   - OnHover, OnToolChanged, OnViewChanged, OnGlueChanged: for status
//     lines and toolbars.
//
// The pen or pencil and the colour are the notebook's tool (SetPen,
// SetOwner), which the view's Space and C keys change too. A new notebook's
// tool is pencil in the player's ink; a screen that prefers to start in pen
// calls SetPen(true). The brush (SetBrush) is the view's: the cell mark a
// click puts down.
//
// # What it draws
//
// Cream paper (slate in the dark theme) ruled with a faint grid, every
// fifth line darker, unbounded in every direction. Cell types wear the
// plan view's colours and letters (planview.Palette: H, W, E, D; a river's
// blue with its flow arrow, or a wave when the flow is unknown; a pit's
// disc in its loop's colour when its number is written "loop.order",
// labelled with the number), so that the notebook and the real plan shown
// at the end of a game read alike; land is a light wash — grey for the
// player's own hand, the seat's colour for land a player's move revealed.
// A treasure is a gold gem — grey and struck through once it crumbled (a
// fake, §3.4) — "?" a red question mark, a note a small yellow
// sheet whose text shows beside the cell under the pointer (or under the
// cursor while the view has the focus). Edges: a wall is a line, the
// monolith a heavy line, a suspected wall a dashed line, a passage a
// dotted one (three dots), an exit a green line open in the middle with a
// double arrow through it. Every mark drawn in pencil is paler, a
// pencil line wavers by a pixel as a hand-drawn one does, and a pencil
// cell is hatched rather than filled. Marks wear their owner's colour:
// ink for the player's own, one colour per seat for what a player's move
// revealed (Palette.Owner). On a sheet drawn in the plan's coordinates the
// caller may add the labyrinth's outline (SetOutline: its public shape): its
// outer sides ruled as a soft brown frame — where any may be an exit — under
// whatever is drawn on them, and the paper beyond washed grey. Over the
// paper: players' tokens (filled discs with their initials, "me" ringed in
// ink), trails as lines through cell centres (each run starting at a hollow
// ring), the keyboard cursor (a dashed ring round its cell, nothing inside:
// a focus ring, not a token; faint while the view lacks the keyboard), the
// hint of a key waiting for its second key, rulers along the top and left
// numbering the columns and rows 1-based like a chart's margins — they stay
// put while the sheet pans, number every column or every 2, 5, 10… as the
// zoom allows, and pick out the column and row of the cell under the
// pointer or of the cursor (ShowRulers) — and a chip in the corner with the
// tool (ShowStatus).
//
// FollowToken keeps a player's token in sight: when it comes within a
// margin of an edge (or the rulers) the sheet is recentred along that
// direction, and a sheet shown anew is placed with the token in view.
//
// The glue overlay (ShowGlue) draws another sheet translucently over this
// one at an offset and washes each cell and edge where they meet in the
// verdict of notebook.PreviewGlue: green where they agree, amber where pen
// overrules pencil, red where they conflict. The player drags it, moves it
// with the arrows, or jumps with Tab between the offsets
// notebook.ProposeOffsets ranks.
//
// # The keys
//
// The arrows move the cursor; a modifier on an arrow marks that side of
// the cursor's cell instead; each cell mark is its initial; the rarer
// marks take a second key. KeyMap returns the table the view dispatches
// keys from, grouped for a help sheet (HelpText as plain text):
//
//	Moving
//	  ←↑→↓                  Move the cursor
//	  Ctrl+←↑→↓             Walk: step through that side — a passage is drawn,
//	                        the cursor and your token move, your trail grows
//	  Home                  Bring the cursor back into view
//	Sides of the cursor's cell
//	  Shift+←↑→↓            Wall on that side (again: take it off)
//	  Alt+←↑→↓              Passage on that side (again: take it off)
//	  S, then an arrow      Suspected wall on that side
//	  X, then an arrow      Exit on that side
//	  M, then an arrow      Monolith on that side: the outer wall, no exit there
//	Cell marks (again: take it off)
//	  L H W D E             Land, hospital, weaponry, delta, encephalitis
//	  R, then an arrow      River, then its flow (R alone: flow unknown; R R: off)
//	  P, then digits        Pit, then its number: P 2, P 1.3 (P P: off)
//	  T  ?                  Treasure found here (T again: it crumbled, a
//	                        fake; again: off); a question mark
//	  N                     Write a note in the cell
//	  Delete or Backspace   Erase the cell's marks (its sides stay)
//	Drawing tool
//	  Space                 Pen (certain) or pencil (a guess)
//	  C                     Next colour: your ink, then each player's
//	  Escape                Take back a key still waiting for its second key
//	Tokens
//	  Enter                 Put your token on the cursor's cell (again: off)
//	  1–9                   Put player 1–9's token there (again: off)
//	View
//	  + or =, -, 0          Zoom in, zoom out, show the whole drawing
//	While a sheet is laid over this one
//	  ←↑→↓                  Move it by one cell
//	  Tab or Shift+Tab      Next or previous place where it fits
//	  Enter, Escape         Glue it here; give the glue up
//
// A key gesture (R then an arrow, P then digits) is one undo step; it ends
// at any other input, when the pointer leaves the view, when the view
// loses the focus, or with Commit.
//
// # The mouse
//
// A click moves the cursor to the cell and, near an edge, cycles the
// edge's mark (wall, passage, suspected wall, exit, monolith, nothing);
// inside the cell it puts down the brush's mark (again: takes it off). A
// right click erases the edge, or the cell's marks. A drag that starts near
// an edge draws walls along the edges it follows, one undo step; with a
// brush, a drag from inside a cell paints the cells it crosses; otherwise
// a drag pans, and so does the middle button. The wheel zooms around the
// pointer. While a sheet is laid over, a drag moves it.
//
// # Performance
//
// As the plan view does, the sheet is drawn into a cached image the size
// of the view, shown by one canvas.Raster. A change repaints only the
// squares the notebook's notification names (a cell, or the squares an
// edge's line reaches); a pan moves the pixels and paints the strip that
// came into view; a new zoom, size or theme repaints it all. The cursor,
// hover, tokens, trails, notes, highlights, rulers and the glue overlay are
// canvas objects moved over the image: moving them never repaints the sheet, and
// moving a glued sheet redraws only its small verdict picture.
// docs/performance.md has the figures.
//
// # Use
//
//	n, _ := notebook.Open(path)
//	v := notebookview.New(n, n.Sheets()[0])
//	v.OnError = func(err error) { status.SetText(err.Error()) }
//	v.OnGlueAccept = func(top notebook.SheetID, off notebook.Offset) {
//		if _, err := n.Glue(v.Sheet(), top, off, false); err != nil {
//			// conflicts: show them, and ask whether to glue anyway
//			var r *notebook.Refusal
//			if errors.As(err, &r) {
//				v.SetHighlight(notebookview.Highlight{Cells: r.Cells, Edges: r.Edges})
//			}
//			return
//		}
//		v.HideGlue() // done by itself once the sheet is glued away
//	}
//	tabs.OnSelected = func(id notebook.SheetID) { v.SetSheet(id) }
//	help := notebookview.KeyMap() // the F1 sheet
//	defer v.Detach()
//
// Export a sheet with Image (the PNG is the view's own drawing). In widget
// tests, focus the view and call TypedKey, TypedRune and TypedShortcut as
// the desktop driver does (Shift held is told with KeyDown), test.TapAt
// for clicks, and View.SimulateDrag for drags.
//
// Like every Fyne widget, a View must be used from Fyne's goroutine.
package notebookview
