#!/usr/bin/env bash
# test.sh
#
# Everything CI checks, in order, stopping at the first failure:
#   1. gofmt          no unformatted Go file
#   2. go vet
#   3. unit tests     headless (-tags ci: Fyne's software driver, no window)
#   4. race detector  on engine and net
#   5. benchmarks     each run once, so that they keep compiling and running
#   6. smoke test     the real window under Xvfb, with a screenshot in out/
# Packages under net/ listen on sockets and use mDNS, so every go command
# that runs them goes through scripts/in-netns.sh, a private network
# namespace with only loopback.
set -euo pipefail

cd "$(dirname "$0")/.."
export LANG=C.UTF-8
tags="ci,migrated_fynedo"
began=$(date +%s)

stage() {
	printf '\n==> %s\n' "$*"
}
fail() {
	printf '\nFAILED: %s\n' "$*" >&2
	exit 1
}

stage "dependencies"
scripts/deps.sh all || fail "scripts/deps.sh could not install the dependencies"

# Packages split by whether they need the network namespace.
mapfile -t all_pkgs < <(go list -e -tags "$tags" ./...)
local_pkgs=() net_pkgs=()
for p in "${all_pkgs[@]}"; do
	case "$p" in
	*/net | */net/*) net_pkgs+=("$p") ;;
	*) local_pkgs+=("$p") ;;
	esac
done

# gotest runs go test over the local packages, then over the net packages
# inside the namespace; either may be empty.
gotest() {
	local what=$1
	shift
	if [ "${#local_pkgs[@]}" -gt 0 ]; then
		go test "$@" "${local_pkgs[@]}" || fail "$what"
	fi
	if [ "${#net_pkgs[@]}" -gt 0 ]; then
		scripts/in-netns.sh go test "$@" "${net_pkgs[@]}" || fail "$what (net/, in a network namespace)"
	fi
}

stage "gofmt"
unformatted=$(gofmt -l . 2>&1 || true)
if [ -n "$unformatted" ]; then
	echo "These files are not gofmt-formatted (fix with gofmt -w FILE):" >&2
	echo "$unformatted" >&2
	fail "gofmt"
fi
echo "ok"

stage "go vet -tags $tags ./..."
go vet -tags "$tags" ./... || fail "go vet"

stage "unit tests (go test -tags $tags)"
gotest "unit tests" -tags "$tags"

stage "race detector (engine, net)"
race_local=() race_net=()
for p in "${local_pkgs[@]}"; do
	case "$p" in */engine | */engine/*) race_local+=("$p") ;; esac
done
race_net=("${net_pkgs[@]}")
if [ "${#race_local[@]}" -gt 0 ]; then
	go test -race -tags "$tags" "${race_local[@]}" || fail "race detector on engine/"
fi
if [ "${#race_net[@]}" -gt 0 ]; then
	scripts/in-netns.sh go test -race -tags "$tags" "${race_net[@]}" || fail "race detector on net/ (in a network namespace)"
fi
if [ "${#race_local[@]}" -eq 0 ] && [ "${#race_net[@]}" -eq 0 ]; then
	echo "no engine or net packages yet"
fi

stage "benchmarks (each once)"
gotest "benchmarks" -tags "$tags" -run='^$' -bench=. -benchtime=1x

stage "smoke test: real window under Xvfb"
scripts/smoke.sh || fail "smoke test"

printf '\nAll checks passed in %d s.\n' "$(($(date +%s) - began))"
