#!/usr/bin/env bash
# deps.sh [build|all]
#
# Installs the Debian packages Labyrinth needs, only those that are missing:
#   build  what the cgo build of the window needs (C compiler, OpenGL, X11 and
#          Wayland headers);
#   all    (default) also what scripts/test.sh needs: Xvfb and xauth for the
#          real-window smoke test, xwininfo, ImageMagick for screenshots,
#          iproute2 and util-linux for the network-namespace tests.
#
# When everything is present it only asks dpkg, which takes a fraction of a
# second; apt-get (and apt-get update) run only when something must be
# installed. Go itself is not installed here: it must already be on PATH.
set -euo pipefail

me="deps.sh"
what="${1:-all}"

build_pkgs=(
	gcc libc6-dev pkg-config
	libgl1-mesa-dev
	libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev
	# Fyne 2.8's GLFW compiles its Wayland backend too, even for X11 use.
	libwayland-dev libxkbcommon-dev
)
test_pkgs=(
	# libgl1-mesa-dri: software OpenGL, so that the window renders on Xvfb.
	xvfb xauth x11-utils libgl1-mesa-dri imagemagick
	iproute2 util-linux
	avahi-daemon avahi-utils dbus
)

case "$what" in
build) pkgs=("${build_pkgs[@]}") ;;
all) pkgs=("${build_pkgs[@]}" "${test_pkgs[@]}") ;;
*)
	echo "usage: scripts/$me [build|all]" >&2
	exit 2
	;;
esac

if ! command -v go >/dev/null 2>&1; then
	echo "$me: Go is not installed (no 'go' on PATH)." >&2
	echo "$me: install Go 1.25 or newer from https://go.dev/dl/ and add its bin directory to PATH, then run this again." >&2
	exit 1
fi
# go.mod asks for Go 1.25; from 1.21 on, go fetches that toolchain itself
# when it is older, but earlier versions (Debian 12's golang-go is 1.19) fail.
gov=$(go env GOVERSION 2>/dev/null || echo "an old Go")
case "$gov" in
go1.*)
	minor=${gov#go1.}
	minor=${minor%%[!0-9]*}
	if [ -n "$minor" ] && [ "$minor" -lt 21 ]; then
		echo "$me: $gov is too old for this project; install Go 1.25 or newer from https://go.dev/dl/" >&2
		exit 1
	fi
	;;
esac

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
	echo "$me: this is not a Debian-like system; install the equivalents of these packages yourself:" >&2
	echo "  ${pkgs[*]}" >&2
	exit 0
fi

# One dpkg-query call for all packages (missing ones print nothing), then
# plain bash: this runs before every build, so it forks as little as it can.
declare -A installed=()
while read -r name status; do
	[ "$status" = "ii" ] && installed[$name]=1
done < <(dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' "${pkgs[@]}" 2>/dev/null || true)
missing=()
for p in "${pkgs[@]}"; do
	[ -n "${installed[$p]:-}" ] || missing+=("$p")
done
if [ "${#missing[@]}" -eq 0 ]; then
	exit 0
fi

echo "$me: installing ${missing[*]}" >&2
sudo=()
if [ "$(id -u)" -ne 0 ]; then
	if ! command -v sudo >/dev/null 2>&1; then
		echo "$me: missing packages and not root, and sudo is not installed; as root run:" >&2
		echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
		exit 1
	fi
	sudo=(sudo)
fi
# Installing avahi-daemon or dbus would start them on the machine's real
# network where an init system runs; the tests need neither running there.
# Where no policy-rc.d exists, one that forbids starting services stands in
# for the length of the install (Debian's invoke-rc.d and
# deb-systemd-invoke both ask it).
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
	"${sudo[@]}" sh -c "printf '#!/bin/sh\n# scripts/deps.sh: no service starts while it installs\nexit 101\n' >$policy && chmod 755 $policy"
	trap '"${sudo[@]}" rm -f "$policy"' EXIT
fi
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
