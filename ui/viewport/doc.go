// Package viewport is the plumbing that the two grid widgets, the plan
// view (ui/planview) and the notebook's sheet view (ui/notebookview), have
// in common between the pointer and the picture: where the grid lies in
// the view at a zoom and pan, snapped to whole pixels so that the cached
// picture, the overlays and hit testing agree to the pixel (Zoom, Layout);
// which cell and which of its sides a point falls on, and the cells and
// points a stroke passes (Hit, Cells, Along); the canvas objects moved
// over the cached picture (Pool, Refresh, ClipLine); and driving a drag in
// widget tests as the desktop driver does (SimulateDrag).
//
// What a cell or a side is (a maze's position, a notebook's cell or edge)
// is the widgets' own: here a cell is a pair of integers of any sign and a
// side is one of its four directions.
//
// Like the widgets, all of it is used from Fyne's goroutine.
package viewport
