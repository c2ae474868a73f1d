#!/usr/bin/env bash
# run.sh [ARGS...]
#
# Installs the build dependencies if any is missing, builds bin/labyrinth and
# runs it with ARGS: no arguments opens the game window, a command such as
# "validate maze.json" runs headless (see "scripts/run.sh help").
set -euo pipefail

cd "$(dirname "$0")/.."
# Fyne logs a locale error under LANG=C; any UTF-8 locale avoids it.
case "${LANG:-C}" in
*UTF-8* | *utf8*) ;;
*) export LANG=C.UTF-8 ;;
esac

scripts/deps.sh build
scripts/build.sh
exec bin/labyrinth "$@"
