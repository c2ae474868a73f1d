# lan-party/party.sh: the LAN party of issue 11, "Tests" (sourced by
# scripts/lan-party.sh, whose functions it uses).
#
#   lab1  the host, with a human game master (the person at lab1 plays
#         no seat: he sees the game master's table)
#   lab2  Ann, who joins from the join list
#   lab3  Bob, likewise
#
# The joiners find the game in the list, join, choose their start cells on
# the blank outline and play several rounds; the three screens are kept at
# the same moment and checked: the game master sees both pieces, each
# player sees only what he may hear. Then the host app is killed mid-game
# and hosting continued from the app ("Continue hosting"): both joiners'
# screens come back to the same round without losing a move.
#
game="Lab party"

for l in "${laptops[@]}"; do
	start_app "$l"
done
ready "${laptops[@]}"

# --- The joiners open the join list first, so that the game's appearance
# in it can be timed (the figure: at most 1.5 s after hosting starts).
for l in lab2 lab3; do
	drive "$l" click "Join a game"
	drive "$l" wait "Games on your network" 5s
done

# --- lab1 hosts: a generated maze, two seats, a human game master.
drive lab1 click "Host a game"
drive lab1 wait "Host the game" 5s
drive lab1 type "Name" "$game"
# A fixed seed: the same labyrinth every run, in which the moves below
# keep both players inside (a random one may let Ann walk out, and the
# game then asks her whether she means to lose).
drive lab1 type "Seed" "20261125"
drive lab1 choose "Seats" 3 # three seats, two taken: the game master starts when ready
drive lab1 choose "Game master" "Me, at this computer"
hosted=$(now)
drive lab1 click "Host the game"
drive lab1 wait "Waiting for players" 10s

# --- The game appears in both join lists.
for l in lab2 lab3; do
	drive "$l" wait "$game" 5s
done
say "the game appeared in both join lists $(awk -v a="$hosted" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }') s after Host the game"

# --- Ann and Bob join, each with a name.
join_as() {
	local l=$1 name=$2
	drive "$l" click "Join…"
	drive "$l" type "Your name" "$name"
	drive "$l" click "Join"
	drive "$l" wait "Waiting for the host to start the game" 10s
}
join_as lab2 Ann
join_as lab3 Bob
drive lab1 wait "Ann" 5s
drive lab1 wait "Bob" 5s
drive lab2 wait "Bob" 5s # the waiting room shows who is there
shots lobby

# --- The game master starts; each player chooses a start cell in secret
# (§6.1), on the blank outline: tap-cell names cells as the window does.
drive lab1 click "Start when ready"
for l in lab2 lab3; do
	drive "$l" wait "Your start cell" 10s
done
drive lab2 tap-cell 1 1
drive lab2 click "Start here"
drive lab3 tap-cell 3 3
drive lab3 click "Start here"
hidden lab2 "(3,3)" # a start cell is said to the game master alone
hidden lab3 "(1,1)"
# The human game master sees both starts on his table and begins (§6.2).
drive lab1 wait "Every start is chosen" 10s
drive lab1 wait "Ann chose to start at (1,1)" 1s
drive lab1 wait "Bob chose to start at (3,3)" 1s
drive lab1 click "Begin"
drive lab1 wait "Round 1" 10s
shots started

# --- Several rounds: each player says a move on his turn ("Your turn" is
# always on show in a game of several players).
move() {
	local l=$1 words=$2
	drive "$l" wait "Your turn" 10s
	drive "$l" type "Or say it in words" "$words"
	drive "$l" key Return
	drive "$l" gone "Your turn" 10s
}
for words in "go right" "go down" "go left"; do
	move lab2 "$words"
	move lab3 "$words"
done
# Everyone hears the moves (§8: announced aloud), both players are in the
# same round, and the game master's table has both pieces.
drive lab3 wait "Ann: go left" 5s
drive lab2 wait "Bob: go left" 5s
before=$(round_of lab2)
[ -n "$before" ] && [ "$before" = "$(round_of lab3)" ] ||
	fail_now "Ann is in round '$before', Bob in round '$(round_of lab3)'"
# The game master's table (ui/mastertable) draws the pieces on the plan
# widget, which names them for the hook: "piece A at (X,Y)" (planview's
# DriveTexts, the tokens' labels being the players' initials).
drive lab1 wait "piece A at" 1s
drive lab1 wait "piece B at" 1s
hidden lab2 "piece B at" # a player sees no one's piece but in his own notebook
hidden lab3 "piece A at"
shots rounds
# The figure "the app idles at about 0% CPU on every new screen": nothing
# happens for two seconds (docs/performance.md keeps the figures).
say "idle: the game master's table $(cpu_of lab1 2)%, Ann's game $(cpu_of lab2 2)%, Bob's $(cpu_of lab3 2)% of a core"
# Each player sees only what he may hear: where the other started and
# where the game master's own notes put him are not on his screen, while
# the game master's table has both.
drive lab1 wait "Bob is at" 1s
hidden lab2 "Bob is at"
hidden lab3 "Ann is at"
hidden lab2 "Bob chose to start"
hidden lab3 "Ann chose to start"
hidden lab2 "(3,3)"
hidden lab3 "(1,1)"

# --- The host app is killed mid-game; both joiners show that the
# connection is lost and keep what they had.
drive lab2 type "Or say it in words" "go up" # typed, not yet said: must survive
kill_app lab1
for l in lab2 lab3; do
	drive "$l" wait "reconnecting" 15s
done

# --- The host continues hosting from the app; both come back to the same
# round, without losing a move.
start_app lab1
ready lab1
drive lab1 click "Host a game"
# The setup lists the unfinished hosted games under "Continue hosting".
drive lab1 wait "Continue hosting" 5s
drive lab1 wait "$game" 1s
drive lab1 click "Continue"
for l in lab2 lab3; do
	drive "$l" gone "reconnecting" 30s
done
[ "$(round_of lab2)" = "$before" ] && [ "$(round_of lab3)" = "$before" ] ||
	fail_now "after continuing: Ann in round '$(round_of lab2)', Bob in '$(round_of lab3)', not $before"
drive lab2 wait "go up" 1s # the text typed before the crash is still in the field
drive lab3 wait "Ann: go left" 1s
shots continued
move lab2 "go up"
drive lab3 wait "Ann: go up" 5s
shots after-continuing
