#!/usr/bin/env bash
# build.sh
#
# Builds the window app, bin/labyrinth, with the project's build tags (the
# one place they are written; run.sh and smoke.sh use it):
#   migrated_fynedo  the code hands work from other goroutines to the UI with
#                    fyne.Do, so Fyne's thread checks can be off;
#   no_animations    Fyne's animations off: a focused text field otherwise
#                    fades its cursor at the screen's frame rate for as long
#                    as it has the focus (8% of a core in a solo game under
#                    Xvfb, 1% without), and a window with nothing happening
#                    must not draw. The cursor stays lit instead.
# Needs the cgo dependencies (scripts/deps.sh build).
set -euo pipefail

cd "$(dirname "$0")/.."
go build -tags migrated_fynedo,no_animations -o bin/labyrinth ./cmd/labyrinth
