#!/usr/bin/env bash
# lan-party.sh [SCENARIO]
#
# A LAN party in real windows: on the simulated LAN of scripts/lan-lab.sh
# (three laptops, lab1..lab3, 192.0.2.1..3 on one bridge), each laptop runs
# its own X server (Xvfb) and the real app, bin/labyrinth, with the test
# hook on (LABYRINTH_DRIVE, see ui/drive), and a scenario drives the three
# windows by what they show:
#
#   drive lab2 click "Join a game"
#   drive lab2 wait "Lab party" 5s
#   shots joined                   # all three screens at the same moment
#
# Scenarios (scripts/lan-party/SCENARIO.sh, a bash file of steps):
#   demo   (default) three laptops open the start screen; laptop 1 opens
#          solo practice, starts a game and makes a move; screenshots
#   party  the real party: a host with a human game master, two joiners
#          who find the game, join, choose start cells and play rounds,
#          then the host app killed and hosting continued from the app:
#          both players back in the same round, the text typed meanwhile
#          still in Ann's field; the three screens kept at each stage.
#
# A scenario is steps in bash, run next to the laptops with these functions:
#   start_app LAPTOP [ARGS...]  start the app there (ARGS as on a command line)
#   ready LAPTOP...             wait until each app answers on its hook
#   drive LAPTOP COMMAND ARGS   one hook command (click, type, key, wait,
#                               gone, tap-cell, dump, title: see ui/drive);
#                               its failure fails the run, naming the step
#   texts LAPTOP                the window's texts, one a line (the dump)
#   shown LAPTOP TEXT           whether the window shows TEXT now
#   hidden LAPTOP TEXT          fail unless the window does NOT show TEXT
#   round_of LAPTOP             the round its header shows ("Round N")
#   shots NAME                  the three screens at the same moment
#   kill_app LAPTOP             kill the app there at once (a crash)
#   now                         seconds, to the millisecond, for figures
#   cpu_of LAPTOP [SECONDS]     % of a core its app used meanwhile (idle)
#   fail_now MESSAGE            fail, keeping the texts and screenshots
# and the arrays laptops (lab1 lab2 lab3) and addrs (192.0.2.1 ...).
#
# Screenshots go to out/lan-party/SCENARIO/NAME-labI.png (the X display of
# laptop I, taken by ImageMagick's import, in parallel for the three), the
# apps' logs to out/lan-party/SCENARIO/labI.log; on a failure the step, its
# error, the windows' texts (the hook's dump) and a screenshot of every
# laptop (failed-labI.png) are kept there. Everything started is stopped on exit, failure or interrupt,
# and the script checks that no X server or app is left.
#
# Isolation: each laptop's X server listens only on its abstract Unix
# socket (-nolisten tcp -nolisten unix), which lives in the laptop's network
# namespace, so a laptop's app can reach no other display; /tmp is a tmpfs
# private to the lab's mount namespace (X lock files, the hook's sockets,
# HOME and the XDG directories of each laptop: preferences, tickets and
# saved games are the laptop's own).
#
# Exit status: 0 when the scenario passed, 1 when it failed, 2 for a
# scenario that is not complete, 125 when the lab or an X server cannot be
# set up on this machine (the message, starting with lan-party.sh:,
# lan-lab.sh: or in-netns.sh:, says why; scripts/test.sh then skips the
# stage), 127 when a tool is missing.
#
# Needs Xvfb, ImageMagick and x11-utils (xwininfo) besides what lan-lab.sh
# needs; scripts/deps.sh installs them.
set -euo pipefail

me="lan-party.sh"
cd "$(dirname "$0")/.."
repo=$PWD
export LANG=C.UTF-8
PATH="$PATH:/usr/sbin:/sbin"

if [ "${1:-}" != "--inside" ]; then
	scenario=${1:-demo}
	case "$scenario" in
	-h | --help)
		sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
		exit 0
		;;
	esac
	case "$scenario" in
	'' | *[!a-z0-9-]*)
		echo "$me: a scenario's name is lower-case letters, digits and -, not '$scenario'" >&2
		exit 2
		;;
	esac
	if [ ! -f "scripts/lan-party/$scenario.sh" ]; then
		echo "$me: no scenario '$scenario' (scripts/lan-party/: $(cd scripts/lan-party && ls ./*.sh | sed 's|^\./||; s|\.sh$||' | tr '\n' ' '))" >&2
		exit 2
	fi
	for tool in Xvfb import identify xwininfo; do
		if ! command -v "$tool" >/dev/null 2>&1; then
			echo "$me: '$tool' not found; run scripts/deps.sh" >&2
			exit 127
		fi
	done
	scripts/build.sh
	go build -o bin/labyrinth-drive ./cmd/labyrinth-drive
	rm -rf "out/lan-party/$scenario"
	mkdir -p "out/lan-party/$scenario"
	exec scripts/lan-lab.sh -n 3 "$0" --inside "$scenario"
fi

# From here on: inside the lab's namespace (lan-lab.sh runs us there).
scenario=$2
out="$repo/out/lan-party/$scenario"
started=$(date +%s)
read -r -a laptops <<<"${LABYRINTH_LAB:?lan-party.sh --inside runs only inside scripts/lan-lab.sh}"
read -r -a addrs <<<"$LABYRINTH_LAB_ADDRS"

# A /tmp of the lab's own: X servers' lock files, the hook's sockets and
# the laptops' home directories stay in this run. A checkout under /tmp is
# bound back into it (through the lab's private /run), or it would vanish.
case "$repo" in
/tmp/*)
	mkdir -p /run/lan-party/outer-tmp
	mount --bind /tmp /run/lan-party/outer-tmp || {
		echo "$me: cannot keep the checkout under /tmp in view" >&2
		exit 125
	}
	;;
esac
mount -t tmpfs -o mode=1777 lan-party-tmp /tmp || {
	echo "$me: cannot mount a private /tmp in the lab" >&2
	exit 125
}
case "$repo" in
/tmp/*)
	mkdir -p "$repo"
	mount --bind "/run/lan-party/outer-tmp/${repo#/tmp/}" "$repo" || {
		echo "$me: cannot bind the checkout $repo into the lab's /tmp" >&2
		exit 125
	}
	;;
esac
work=$(mktemp -d /tmp/party.XXXXXX)

declare -A xpid apid display sock
say() { printf '%s: %s\n' "$me" "$*"; }

# stop PID...: SIGTERM, then SIGKILL to whatever is still running 3 s later.
stop() {
	local p left
	for p in "$@"; do kill "$p" 2>/dev/null || true; done
	for _ in $(seq 30); do
		left=0
		for p in "$@"; do kill -0 "$p" 2>/dev/null && left=1; done
		[ "$left" -eq 0 ] && return 0
		sleep 0.1
	done
	for p in "$@"; do kill -KILL "$p" 2>/dev/null || true; done
	sleep 0.2
}

teardown() {
	local status=$? l p stray=""
	trap - EXIT INT TERM HUP
	local apps=() xs=()
	for l in "${laptops[@]}"; do
		[ -n "${apid[$l]:-}" ] && apps+=("${apid[$l]}")
		[ -n "${xpid[$l]:-}" ] && xs+=("${xpid[$l]}")
	done
	[ "${#apps[@]}" -gt 0 ] && stop "${apps[@]}"
	[ "${#xs[@]}" -gt 0 ] && stop "${xs[@]}"
	for p in "${apps[@]}" "${xs[@]}"; do
		kill -0 "$p" 2>/dev/null && stray="$stray $p"
	done
	for l in "${laptops[@]}"; do
		[ -f "$work/$l/app.log" ] && cp "$work/$l/app.log" "$out/$l.log"
	done
	if [ -n "$stray" ]; then
		say "processes still running after the teardown:$stray" >&2
		[ "$status" -eq 0 ] && status=1
	fi
	if [ "$status" -eq 0 ]; then
		say "scenario '$scenario' passed in $(($(date +%s) - started)) s; screenshots in out/lan-party/$scenario/"
	elif [ "$status" -ne 2 ] && [ "$status" -ne 125 ]; then
		say "scenario '$scenario' FAILED (status $status); the apps' logs are in out/lan-party/$scenario/labI.log" >&2
	fi
	exit "$status"
}
trap teardown EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# start_x LAPTOP N: an X server for the laptop on display :N, reachable
# from that laptop alone.
start_x() {
	local l=$1 n=$2 i
	display[$l]=":$n"
	ip netns exec "$l" Xvfb ":$n" -nolisten tcp -nolisten unix -screen 0 1280x800x24 -nocursor \
		>"$work/$l/xvfb.log" 2>&1 &
	xpid[$l]=$!
	for i in $(seq 100); do
		if ip netns exec "$l" env DISPLAY=":$n" xwininfo -root >/dev/null 2>&1; then
			return 0
		fi
		if ! kill -0 "${xpid[$l]}" 2>/dev/null; then
			break
		fi
		sleep 0.1
	done
	say "the X server of $l (display :$n) did not start; its log:" >&2
	cat "$work/$l/xvfb.log" >&2
	exit 125
}

# start_app LAPTOP [ARGS...]: starts the real app on the laptop's display,
# with a home of its own and the test hook on; ready waits for it.
start_app() {
	local l=$1
	shift
	local home="$work/$l/home"
	mkdir -p "$home/.config" "$home/.local/share" "$home/.cache" "$work/$l/run"
	chmod 700 "$work/$l/run"
	sock[$l]="$work/$l/drive.sock"
	rm -f "${sock[$l]}"
	ip netns exec "$l" env -i PATH="$PATH" LANG=C.UTF-8 HOME="$home" \
		XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
		XDG_CACHE_HOME="$home/.cache" XDG_RUNTIME_DIR="$work/$l/run" \
		DISPLAY="${display[$l]}" LABYRINTH_DRIVE="${sock[$l]}" \
		"$repo/bin/labyrinth" "$@" >>"$work/$l/app.log" 2>&1 &
	apid[$l]=$!
}

# ready LAPTOP...: returns once the app of each laptop answers on its
# test hook (at most 30 s each).
ready() {
	local l
	for l in "$@"; do
		if ! LABYRINTH_DRIVE_CONNECT=30s "$repo/bin/labyrinth-drive" "${sock[$l]}" title >/dev/null 2>"$work/$l/connect.err"; then
			say "the app of $l did not answer on its test hook: $(cat "$work/$l/connect.err"); its log:" >&2
			cat "$work/$l/app.log" >&2
			fail_now "$l: no app"
		fi
	done
}

# kill_app LAPTOP: the app of the laptop killed at once, as a crash would.
kill_app() {
	local l=$1
	kill -KILL "${apid[$l]}" 2>/dev/null || true
	wait "${apid[$l]}" 2>/dev/null || true
	apid[$l]=""
}

# shots NAME: a screenshot of every laptop's display, taken in parallel,
# to out/lan-party/SCENARIO/NAME-labI.png; each must show a painted window.
shots() {
	local name=$1 l pids=() colours spread
	# The steps before have changed the widgets, which are painted on the
	# window's next frame (Fyne draws at most 60 a second and tells no one
	# when it has): a quarter of a second is many frames.
	sleep 0.25
	for l in "${laptops[@]}"; do
		ip netns exec "$l" env DISPLAY="${display[$l]}" import -window root "$out/$name-$l.png" &
		pids+=($!)
	done
	for p in "${pids[@]}"; do
		wait "$p" || fail_now "shots $name: import failed"
	done
	for l in "${laptops[@]}"; do
		read -r colours spread < <(identify -format "%k %[fx:standard_deviation]\n" "$out/$name-$l.png")
		if [ "$colours" -le 64 ] || ! awk -v s="$spread" 'BEGIN { exit !(s > 0.02) }'; then
			fail_now "shots $name: the screen of $l is blank ($colours colours)"
		fi
	done
	say "screenshots $name: out/lan-party/$scenario/$name-{$(
		IFS=,
		echo "${laptops[*]}"
	)}.png"
}

# fail_now MESSAGE: keeps what helps to see why, then fails the run.
fail_now() {
	local l
	say "$*" >&2
	for l in "${laptops[@]}"; do
		if [ -n "${apid[$l]:-}" ] && kill -0 "${apid[$l]}" 2>/dev/null; then
			echo "--- what the window of $l shows:" >&2
			"$repo/bin/labyrinth-drive" "${sock[$l]}" dump 2>&1 | sed 's/^/    /' >&2 || true
		fi
		[ -n "${display[$l]:-}" ] &&
			ip netns exec "$l" env DISPLAY="${display[$l]}" import -window root "$out/failed-$l.png" 2>/dev/null
	done
	say "screenshots at the failure: out/lan-party/$scenario/failed-labI.png" >&2
	exit 1
}

# drive LAPTOP COMMAND [ARGS...]: one command of the test hook (ui/drive)
# in the laptop's window; a failure fails the run, saying which step.
drive() {
	local l=$1
	shift
	local err
	if ! err=$("$repo/bin/labyrinth-drive" "${sock[$l]}" "$@" 2>&1 >/dev/null); then
		fail_now "$l: $* — ${err#labyrinth-drive: }"
	fi
}

# texts LAPTOP: what the laptop's window shows, one text a line (the
# hook's dump), for checks: texts lab2 | grep -q "Bob".
texts() {
	"$repo/bin/labyrinth-drive" "${sock[$1]}" dump
}

# shown LAPTOP TEXT: whether some text of the laptop's window contains TEXT
# now (no waiting: use drive LAPTOP wait to wait for it).
shown() {
	texts "$1" | grep -qF -- "$2"
}

# hidden LAPTOP TEXT: fails the run if the laptop's window shows TEXT now:
# a player must not see what he may not hear.
hidden() {
	if shown "$1" "$2"; then
		fail_now "$1 shows \"$2\", which it must not"
	fi
}

# round_of LAPTOP: the round the laptop's window says it is in ("Round N"
# on its own, as the game screen's header shows it), or nothing.
round_of() {
	texts "$1" | sed -n 's/^[a-z]*: Round \([0-9][0-9]*\)$/\1/p' | head -n 1
}

# cpu_of LAPTOP [SECONDS]: the share of one core the laptop's app used over
# SECONDS (default 2), in percent: the "idle is idle" figure of a screen
# on show with nothing happening (a figure to print, not to assert).
cpu_of() {
	local pid=${apid[$1]} secs=${2:-2} t0 t1 hz
	hz=$(getconf CLK_TCK)
	t0=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
	sleep "$secs"
	t1=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
	awk -v a="$t0" -v b="$t1" -v hz="$hz" -v s="$secs" 'BEGIN { printf "%.1f", 100 * (b - a) / hz / s }'
}

# now: seconds since the epoch, to the millisecond, for figures.
now() {
	date +%s.%3N
}

# Each laptop's X server (display :11, :12, ...) and its directory.
n=10
for l in "${laptops[@]}"; do
	n=$((n + 1))
	mkdir -p "$work/$l"
	start_x "$l" "$n"
done
say "three laptops ($(
	IFS=,
	echo "${laptops[*]}"
)) at ${addrs[*]}, each with its own X server; scenario '$scenario'"

# shellcheck source=/dev/null
. "$repo/scripts/lan-party/$scenario.sh"
