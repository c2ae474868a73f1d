// Package planview is the widget that draws a labyrinth's plan: the maze
// editor, the host's live game-master view and the post-game reveal all
// show a maze through it.
//
// It is presentation only. It draws a *maze.Maze one floor at a time,
// reports clicks, drags, hovering and the wheel in maze coordinates, and
// shows overlays it is handed (a tool's preview, the cells of a validation
// message, a heat map, trajectories, players' tokens). What a click means,
// and every change to the maze, belong to the caller.
//
// # What it draws
//
// Cells are coloured by kind with a letter where the rules use one (H, W,
// E, D); land is plain paper. A river is a blue band from cell to cell with
// an arrow in each cell, so a chain of river cells reads as one stream into
// its delta. A pit is a disc in its loop's colour labelled "loop.order"
// (for example 1.2); SetPitLinks draws lines between consecutive pits of a
// loop. Sides: a thin faint line is open, a brown line a destructible wall,
// a thick ink line an indestructible wall. On the outline a thick ink line
// is the monolith, a dashed brown line a closed exit with a brown arrow
// outside it, and a gap with a green arrow an open exit. Positions outside
// the shape are hatched. A gold gem (top right) is the true treasure, a
// grey one a fake (a stack shows side by side); three dots (bottom left)
// are a pile of items. Row and column numbers run along the top and left.
// The colours follow the Fyne theme, light or dark (see Palette).
//
// What maze format version 2 adds (paint2.go): swamp S, casino C and
// elevator V cells; a weaponry's stock as initials under its W (b g k o c
// r: bullets, grenades, knives, boats, cement, boomerangs); a one-way door
// as a green arrow across its wall pointing the way it is passed; a window
// as a pane of glass in its wall; a locked exit as a padlock on it and the
// Key as a key (top left), both in the Key's colour; a staircase as steps
// (bottom right) rising on the floor it leads up from and falling on the
// floor above; a creature as a badge at the bottom of its cave, B for a
// bear and L for a leprechaun, filled when it walks a path (dotted, in its
// colour), hollow when it copies the players' moves.
//
// Over the plan: a path is drawn stretch by stretch in its style (see
// SegmentStyle) — a line for a walk, a dashed arc for a fall from pit to
// pit, a wave along the cells for a carry by the flow, a stroke ending in a
// bar for a wall hit, arrows out of and into an exit — on a halo of paper,
// from a ring where it starts to a dot where it ends; tokens are discs with
// a label. Sample and SegmentSample draw a legend's pictures with the same
// code.
//
// # Performance
//
// The static plan is drawn into a cached image the size of the view, shown
// by one canvas.Raster. After an edit, Invalidate (or InvalidateSides)
// repaints only the squares concerned; a pan moves the pixels and paints
// the strip that came into view; Refresh, SetMaze, a new zoom, floor,
// size or theme repaint it all. Overlays are canvas objects moved over the
// image (and one-pixel-per-cell rasters for large sets of cells), so
// hovering and dragging never repaint the plan. docs/performance.md has
// the figures.
//
// # Use
//
//	v := planview.New(m)
//	v.SetHoverMode(planview.HoverAuto)
//	v.OnTap = func(e planview.TapEvent) {
//		switch {
//		case e.OnEdge:
//			doc.ToggleWall(e.Edge) // the editor's document, not the view, changes the maze
//			v.InvalidateSides(e.Edge)
//		case e.InGrid:
//			doc.Paint(e.Cell)
//			v.Invalidate(e.Cell)
//		}
//	}
//	v.OnDrag = func(e planview.DragEvent) {
//		// e.Cells is the whole stroke so far, e.NewCells what this move added.
//		v.SetPreview(planview.Preview{Cells: e.Cells})
//	}
//	v.OnDragEnd = func(e planview.DragEvent) {
//		doc.PaintAll(e.Cells)
//		v.SetPreview(planview.Preview{})
//		v.Invalidate(e.Cells...)
//	}
//	v.OnHover = func(h planview.Hit) { status.SetText(h.Cell.String()) }
//
// The view starts fitted to its size; the wheel zooms around the pointer
// unless OnScroll is set, and a middle-button drag pans (any drag does when
// no drag callback is set). ZoomAt, SetCellSize, Pan, SetOffset, Fit and
// SetFloor let the caller bind keys and buttons of its own.
//
// Hit testing turns a point into a cell and, within EdgeTolerance of a
// line, a side: an inner side is named from the cell above or to the left
// of it, a side on the outline from the cell inside (see Hit). A click is
// reported at once (OnTap), and the second click of a double click also
// as OnDoubleTap: the view does not implement fyne.DoubleTappable, which
// would delay every single click.
//
// In widget tests, test.TapAt and test.MoveMouse drive the view as a user
// would; for drags use View.SimulateDrag, which reports the pointer's path
// as the desktop driver does (Fyne's test.Drag reports one move whose
// position is the drag's start).
//
// Like every Fyne widget, a View must be used from Fyne's goroutine.
package planview
