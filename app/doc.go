// Package app holds what sits between the engine and the screens: sessions
// and documents (solo games, hosted and joined games, the editor's document),
// storage with atomic writes and journals, and the headless command line
// (app/cli). It orchestrates engine and net and never touches widgets.
package app
