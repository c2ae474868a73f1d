#!/usr/bin/env bash
# smoke.sh
#
# Opens the real window on a virtual X display and checks that something was
# drawn: builds bin/labyrinth, starts it under xvfb-run, waits (at most
# SMOKE_TIMEOUT seconds, default 60, for each run) until its window is
# mapped and a screenshot of the screen is not blank, then stops the app.
# It does so three times: the start screen (out/smoke-start-screen.png), the
# maze editor on a sample maze, "labyrinth edit assets/mazes/sample-5x5.json"
# (out/smoke-editor.png), and a solo practice game on a generated labyrinth,
# "labyrinth solo --width 6 --height 6 --seed 1" (out/smoke-solo.png). The
# screenshots stay for a person to look at.
#
# Needs xvfb-run, xauth, xwininfo and ImageMagick (scripts/deps.sh installs
# them).
set -euo pipefail

cd "$(dirname "$0")/.."
export LANG=C.UTF-8
timeout_s="${SMOKE_TIMEOUT:-60}"

for tool in xvfb-run xwininfo import identify; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "smoke: '$tool' not found; run scripts/deps.sh" >&2
		exit 1
	fi
done

start=$(date +%s)
scripts/build.sh
mkdir -p out

# The app gets its own settings directory, so that a player's stored
# appearance, recent files, autosaved mazes or window state neither affect
# nor are changed by the test. XDG_RUNTIME_DIR is what a desktop session
# would provide; without it GLFW complains. (Fyne also logs that it cannot
# watch the desktop's theme over D-Bus: there is no session bus on the
# virtual display, which is harmless.)
cfg=$(mktemp -d)
runtime_dir=$(mktemp -d)
chmod 700 "$runtime_dir"
trap 'rm -rf "$cfg" "$runtime_dir"' EXIT

# The part that runs on the virtual display. A blank screen at first is
# normal (the window maps before its first frame), so it retries until the
# deadline.
inner='
set -u
bin=$1 shot=$2 log=$3 deadline=$4 title=$5
shift 5
unset WAYLAND_DISPLAY
"$bin" "$@" >"$log" 2>&1 &
app=$!
stop() { kill "$app" 2>/dev/null; wait "$app" 2>/dev/null; }
result=1 reason="no window appeared"
while [ "$(date +%s)" -lt "$deadline" ]; do
	if ! kill -0 "$app" 2>/dev/null; then
		wait "$app"; code=$?
		echo "smoke: the app exited with status $code before showing anything; its log:" >&2
		cat "$log" >&2
		exit 1
	fi
	if xwininfo -root -tree 2>/dev/null | grep -qF "\"$title\""; then
		reason="the window stayed blank"
		if import -window root "$shot" 2>/dev/null; then
			read -r colours spread < <(identify -format "%k %[fx:standard_deviation]\n" "$shot")
			# A mapped but unpainted window is one or two flat colours.
			if [ "$colours" -gt 64 ] && awk -v s="$spread" "BEGIN { exit !(s > 0.02) }"; then
				echo "smoke: screenshot has $colours colours, standard deviation $spread"
				result=0
				break
			fi
			reason="the screen stayed blank ($colours colours, standard deviation $spread)"
		fi
	fi
	sleep 0.5
done
stop
if [ "$result" -ne 0 ]; then
	echo "smoke: $reason" >&2
	echo "smoke: app log:" >&2
	cat "$log" >&2
fi
exit "$result"
'

# smoke NAME TITLE ARGS...: one run of the app with ARGS, whose window must
# be titled TITLE; the screenshot goes to out/smoke-NAME.png.
smoke() {
	local name=$1 title=$2
	shift 2
	local shot="$PWD/out/smoke-$name.png" log="$PWD/out/smoke-$name.log"
	rm -f "$shot"
	local deadline=$(($(date +%s) + timeout_s))
	if ! XDG_CONFIG_HOME="$cfg" XDG_RUNTIME_DIR="$runtime_dir" xvfb-run -a -s "-screen 0 1280x800x24" \
		bash -c "$inner" smoke "$PWD/bin/labyrinth" "$shot" "$log" "$deadline" "$title" "$@"; then
		echo "smoke: $name FAILED after $(($(date +%s) - start)) s" >&2
		[ -f "$shot" ] && echo "smoke: last screenshot: $shot" >&2
		exit 1
	fi
	echo "smoke: $name passed; screenshot: $shot"
}

smoke start-screen "Labyrinth"
smoke editor "sample-5x5.json — Labyrinth" edit assets/mazes/sample-5x5.json
# A solo practice game in progress on a generated 6x6 labyrinth (saved in the
# test's own settings directory).
smoke solo "Generated 6x6, beginner, seed 1 — Labyrinth" solo --width 6 --height 6 --seed 1
echo "smoke: passed in $(($(date +%s) - start)) s (build included)"
