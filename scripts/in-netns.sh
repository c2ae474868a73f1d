#!/usr/bin/env bash
# in-netns.sh [--mount] COMMAND [ARGS...]
#
# Runs COMMAND inside a fresh, private network namespace whose only interface
# is loopback: up, with multicast on and a route for 224.0.0.0/4, so that
# mDNS and TCP tests can talk to themselves without ever touching the
# machine's real interfaces. COMMAND sees LABYRINTH_NETNS=1, which the
# network tests require before they start anything.
#
# Uses `unshare --net` as root and `unshare --user --map-root-user --net`
# otherwise (or as root where plain --net is refused, e.g. in a container
# without CAP_SYS_ADMIN). The exit status is COMMAND's; 125 means the
# namespace itself could not be set up, 127 that a tool is missing.
#
# With --mount the namespace gets a private mount namespace too (mounts made
# inside stay inside); scripts/lan-lab.sh builds its simulated LAN in one.
#
# Example: scripts/in-netns.sh go test -race ./net/...
set -euo pipefail

me="in-netns.sh"
mount_ns=""
if [ "${1:-}" = "--mount" ]; then
	mount_ns=" --mount"
	shift
fi
if [ "$#" -eq 0 ]; then
	echo "usage: scripts/$me [--mount] COMMAND [ARGS...]" >&2
	exit 2
fi

# ip lives in /usr/sbin on Debian, which a non-root PATH may lack.
PATH="$PATH:/usr/sbin:/sbin"
for tool in unshare ip; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "$me: '$tool' not found; install it with scripts/deps.sh (Debian packages util-linux and iproute2)" >&2
		exit 127
	fi
done

# Pick the first unshare mode this machine allows, by trying it on `true`
# first, so that a refusal is reported as such and never confused with
# COMMAND's own exit status.
modes=()
if [ "$(id -u)" -eq 0 ]; then
	modes+=("--net$mount_ns")
fi
modes+=("--user --map-root-user --net$mount_ns")
chosen=""
errors=""
for mode in "${modes[@]}"; do
	# shellcheck disable=SC2086 # mode is a list of flags
	if out=$(unshare $mode true 2>&1); then
		chosen="$mode"
		break
	fi
	errors="$errors
  unshare $mode: $out"
done
if [ -z "$chosen" ]; then
	echo "$me: cannot create a network namespace:$errors" >&2
	echo "$me: as root this needs CAP_SYS_ADMIN; otherwise unprivileged user namespaces must be allowed (sysctl user.max_user_namespaces > 0, kernel.unprivileged_userns_clone=1 where it exists)" >&2
	exit 125
fi

# The setup runs inside the namespace, then execs COMMAND in place of the
# shell so that signals and the exit status are COMMAND's own.
setup='
me=in-netns.sh
fail() { echo "$me: inside the namespace: $*" >&2; exit 125; }
ip link set lo up || fail "ip link set lo up failed"
ip link set lo multicast on || fail "ip link set lo multicast on failed"
ip route add 224.0.0.0/4 dev lo || fail "ip route add 224.0.0.0/4 dev lo failed"
# Refuse to go on unless loopback is the only interface: a namespace that
# somehow shares real interfaces must never carry test traffic.
links=$(ip -o link show | cut -d: -f2 | tr -d " " | tr "\n" " ")
[ "$links" = "lo " ] || fail "expected only lo, found interfaces: $links"
export LABYRINTH_NETNS=1
exec "$@"
'
# shellcheck disable=SC2086 # chosen is a list of flags
exec unshare $chosen -- /bin/sh -c "$setup" "$me" "$@"
