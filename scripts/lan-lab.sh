#!/usr/bin/env bash
# lan-lab.sh [-n LAPTOPS] [COMMAND [ARGS...]]
#
# Builds a simulated LAN on this machine without touching its real network,
# runs COMMAND next to it, and tears it all down when COMMAND ends (or
# fails, or is interrupted). Without COMMAND it starts an interactive shell.
#
# The lab:
#   - everything lives inside one private network and mount namespace made
#     for this run by `scripts/in-netns.sh --mount` (`unshare --net --mount`
#     as root, or `unshare --user --map-root-user --net --mount` otherwise);
#     COMMAND runs there, where the only interface is loopback (set up by
#     in-netns.sh, with LABYRINTH_NETNS=1);
#   - /run is a fresh tmpfs in that mount namespace, so the namespace names
#     under /run/netns, and the pid files and sockets of daemons started in
#     the lab (dbus, avahi), belong to this run alone: parallel runs never
#     collide, and nothing is left on the machine;
#   - LAPTOPS (default 4) "laptops" lab1..labN: network namespaces, each with
#     loopback and one interface eth0, address 192.0.2.I/24 (TEST-NET-1,
#     RFC 5737) for laptop I, a route for multicast (224.0.0.0/4 dev eth0),
#     no default route and IPv6 off;
#   - a bridge br0 in a namespace of its own (lan) joining the laptops'
#     eth0 through veth pairs, multicast snooping off so that mDNS reaches
#     every port.
#
# COMMAND sees:
#   LABYRINTH_LAB        the laptops' namespace names in order, space-separated
#   LABYRINTH_LAB_ADDRS  their eth0 addresses in the same order
#   LABYRINTH_NETNS=1    (its own namespace has only loopback)
# and runs a command in laptop I with `ip netns exec labI CMD`.
#
# The exit status is COMMAND's; 125 means the lab could not be built (the
# message, from lan-lab.sh or in-netns.sh, says why), 127 that a tool is
# missing.
#
# Examples:
#   scripts/lan-lab.sh go test -run '^TestLab' ./net/discovery/
#   scripts/lan-lab.sh -n 3          # a shell; then: ip netns exec lab2 ip addr
set -euo pipefail

me="lan-lab.sh"
PATH="$PATH:/usr/sbin:/sbin"

usage() {
	echo "usage: scripts/$me [-n LAPTOPS] [COMMAND [ARGS...]]" >&2
	exit 2
}

laptops=4
inside=0
while [ "$#" -gt 0 ]; do
	case "$1" in
	-n)
		[ "$#" -ge 2 ] || usage
		laptops=$2
		shift 2
		;;
	--inside)
		# Internal: this copy of the script runs inside the new namespace.
		inside=1
		shift
		;;
	--)
		shift
		break
		;;
	-*) usage ;;
	*) break ;;
	esac
done
case "$laptops" in
'' | *[!0-9]*) usage ;;
esac
if [ "$laptops" -lt 1 ] || [ "$laptops" -gt 200 ]; then
	echo "$me: -n wants 1 to 200 laptops, not $laptops" >&2
	exit 2
fi

if [ "$inside" -eq 0 ]; then
	for tool in unshare ip mount; do
		if ! command -v "$tool" >/dev/null 2>&1; then
			echo "$me: '$tool' not found; install it with scripts/deps.sh (Debian packages util-linux, iproute2, mount)" >&2
			exit 127
		fi
	done
	if [ "$#" -eq 0 ]; then
		set -- "${SHELL:-/bin/sh}"
	fi
	# in-netns.sh makes the private network and mount namespace (root or
	# user namespace, whichever this machine allows), sets up its loopback
	# and runs this script again inside it.
	exec "$(dirname "$0")/in-netns.sh" --mount "$0" --inside -n "$laptops" -- "$@"
fi

# From here on: inside the private namespace.
fail() {
	echo "$me: building the lab: $*" >&2
	exit 125
}

names=() addrs=()
for i in $(seq 1 "$laptops"); do
	names+=("lab$i")
	addrs+=("192.0.2.$i")
done
bridge_ns="lan"

# Teardown: stop whatever still runs in a laptop (daemons a failed test left
# behind; they were started in this lab, by this run), then delete the
# namespaces. The kernel would free them anyway when the last process of
# this namespace ends; doing it here makes leftovers visible at once.
teardown() {
	local status=$?
	trap - EXIT INT TERM HUP
	for ns in "${names[@]}" "$bridge_ns"; do
		[ -e "/run/netns/$ns" ] || continue
		for pid in $(ip netns pids "$ns" 2>/dev/null); do
			kill "$pid" 2>/dev/null || true
		done
	done
	for ns in "${names[@]}" "$bridge_ns"; do
		[ -e "/run/netns/$ns" ] && ip netns del "$ns" 2>/dev/null
	done
	exit "$status"
}
trap teardown EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# A private /run: namespace names, pid files and bus sockets of this run.
mount -t tmpfs -o mode=0755 lab-run /run || fail "mount -t tmpfs /run failed"
mkdir -p /run/netns /run/lock

ip netns add "$bridge_ns" || fail "ip netns add $bridge_ns failed"
ip -n "$bridge_ns" link set lo up
ip -n "$bridge_ns" link add br0 type bridge mcast_snooping 0 || fail "cannot create the bridge (is the bridge module available?)"
ip -n "$bridge_ns" link set br0 up

for i in $(seq 1 "$laptops"); do
	ns=${names[$((i - 1))]}
	addr=${addrs[$((i - 1))]}
	ip netns add "$ns" || fail "ip netns add $ns failed"
	ip -n "$ns" link add eth0 type veth peer name "port$i" netns "$bridge_ns" || fail "cannot create the veth pair of $ns"
	ip -n "$bridge_ns" link set "port$i" master br0 up || fail "cannot attach port$i to the bridge"
	# IPv4 only, like discovery: no IPv6 link-local noise on the lab LAN.
	ip netns exec "$ns" sh -c 'echo 1 >/proc/sys/net/ipv6/conf/all/disable_ipv6; echo 1 >/proc/sys/net/ipv6/conf/default/disable_ipv6' 2>/dev/null || true
	ip -n "$ns" link set lo up
	ip -n "$ns" addr add "$addr/24" dev eth0 || fail "cannot give $ns the address $addr"
	ip -n "$ns" link set eth0 up || fail "cannot bring up eth0 in $ns"
	ip -n "$ns" route add 224.0.0.0/4 dev eth0 || fail "cannot add the multicast route in $ns"
done

# Refuse to go on unless this namespace still has only loopback: COMMAND
# must never see a real interface.
links=$(ip -o link show | cut -d: -f2 | tr -d " " | tr "\n" " ")
[ "$links" = "lo " ] || fail "expected only lo next to COMMAND, found interfaces: $links"

export LABYRINTH_LAB="${names[*]}"
export LABYRINTH_LAB_ADDRS="${addrs[*]}"
if [ -t 0 ] && [ "$#" -eq 1 ] && [ "$1" = "${SHELL:-/bin/sh}" ]; then
	echo "$me: lab of $laptops laptops ready: ${names[*]} (192.0.2.1..$laptops on br0); run commands in one with: ip netns exec lab1 CMD; exit the shell to tear it down" >&2
fi
# Not exec: the trap above must run when COMMAND ends.
set +e
"$@"
status=$?
set -e
exit "$status"
