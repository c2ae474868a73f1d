// Package rules is the rules configuration of a game: every option the
// reference leaves to agreement (reference §7 and the values the game master
// announces before the game, §8.6), and named presets to start from.
//
// A configuration is plain data. It is saved with mazes and games as JSON,
// where a "preset" field names the preset the other fields modify:
//
//	{"preset": "Reference", "nstop": 40}
package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// Rules is one complete rules configuration. The JSON names of its fields are
// the option names documented in docs/rules.md. Boolean options say what is
// allowed or present, so the Reference preset has most of them on.
type Rules struct {
	// Preset names the preset this configuration was derived from.
	Preset string `json:"preset,omitempty"`

	// StartBullets, StartGrenades and StartLandmines are what each player
	// carries at the start (§5.3: 3 bullets, 3 grenades, one or zero
	// landmines as agreed).
	StartBullets   int `json:"start_bullets"`
	StartGrenades  int `json:"start_grenades"`
	StartLandmines int `json:"start_landmines"`
	// MaxBullets and MaxGrenades are the most a player can carry, and what a
	// weaponry refills to (§4.3, §5.1).
	MaxBullets  int `json:"max_bullets"`
	MaxGrenades int `json:"max_grenades"`

	// Reorders is how many times each player may order a new cell after
	// being wounded (§5.5); -1 means the number of players minus one.
	Reorders int `json:"reorders"`

	// NStop is the number of rounds without an irreversible change after
	// which the game is a draw (§3.6); 0 means the number of cells.
	NStop int `json:"nstop"`
	// HealingMoves is the number of successful moves an infected player has
	// to reach a hospital (§4.7, §8.6); 0 means unlimited.
	HealingMoves int `json:"healing_moves"`

	// RequireOpenExit makes "at least one exit is initially open" a
	// requirement instead of a recommendation (§8.4: "it is often agreed").
	RequireOpenExit bool `json:"require_open_exit"`

	// §7.1: what the game has and allows.

	// Landmines: the game has landmines (§5.7).
	Landmines bool `json:"landmines"`
	// Encephalitis: the labyrinth may have encephalitis cells (§4.7).
	Encephalitis bool `json:"encephalitis"`
	// ClosedExits: exits may be blocked by destructible walls (§1.4).
	ClosedExits bool `json:"closed_exits"`
	// IndestructibleInnerWalls: some inner walls may survive any grenade —
	// option O3 of the "Maze on paper" rules (seed 001). The reference has
	// none: an inner wall "can be destructed using a grenade" (§1.4, part
	// A), so both presets leave it off.
	IndestructibleInnerWalls bool `json:"indestructible_inner_walls"`
	// ConditionalMoves, DarkMoves and SemiDarkMoves allow the moves of
	// §6.5, §6.7 and §6.8.
	ConditionalMoves bool `json:"conditional_moves"`
	DarkMoves        bool `json:"dark_moves"`
	SemiDarkMoves    bool `json:"semidark_moves"`
	// Throwing allows throwing items; without it items can only be left on
	// the player's own cell (§5.2).
	Throwing bool `json:"throwing"`
	// MinesOnNeighbours allows setting a landmine on a neighbouring cell
	// (§5.7).
	MinesOnNeighbours bool `json:"landmines_on_neighbours"`
	// Chains: opposite walls of the labyrinth are joined by chains of
	// neighbouring land, hospital, weaponry and delta cells.
	Chains bool `json:"chains"`

	// §7.1 limits on the plan; 0 means no limit.
	MaxPits          int `json:"max_pits"`
	MaxPitLoops      int `json:"max_pit_loops"`
	MaxPitLoopLength int `json:"max_pit_loop_length"`
	MaxRiverSystems  int `json:"max_river_systems"`
	MaxRiverBranches int `json:"max_river_branches"`
	MaxRiverLength   int `json:"max_river_length"`

	// §7.1 counts fixed beforehand; 0 means not fixed.
	Weaponries int `json:"weaponries"`
	Hospitals  int `json:"hospitals"`
	Treasures  int `json:"treasures"`
	InnerWalls int `json:"inner_walls"`
	Exits      int `json:"exits"`

	// Handicaps are the §7.2 allowances of the weakest players.
	Handicaps []Handicap `json:"handicaps,omitempty"`
	// OrderLeavesBullets: a player ordering a new cell without being wounded
	// must leave his bullets too, not only the treasure, landmine and corpse
	// (§7.2; the Russian original leaves the bullets with him).
	OrderLeavesBullets bool `json:"order_leaves_bullets"`

	// §7.3 shooting.

	// ShootingRange limits how many cells a bullet flies; 0 means no limit.
	ShootingRange int `json:"shooting_range"`
	// ShootFromRivers: shooting out of a river is allowed ("the powder is
	// damp" when it is not).
	ShootFromRivers bool `json:"shoot_from_rivers"`
	// ShootThroughHavens: bullets fly through hospitals and weaponries.
	ShootThroughHavens bool `json:"shoot_through_hospitals_and_weaponries"`
	// NamedTargets: the shooter names his target and its cell; the bullet
	// hits only that player, and only on that cell.
	NamedTargets bool `json:"named_targets"`

	// §7.4 rivers.

	// Rivers is how rivers carry players: Deep (§4.6), Shallow or Turbulent.
	Rivers RiverKind `json:"rivers"`
	// FloatingItems: items lying in a river float one cell downstream each
	// round, or straight to the delta in turbulent rivers (Russian 7.4).
	FloatingItems bool `json:"floating_items"`

	// NewCellAfterLandmine: a player wounded by a landmine may order a new
	// cell (§7.5).
	NewCellAfterLandmine bool `json:"new_cell_after_landmine"`

	// CommonStart: all players start on one cell the game master chooses,
	// without bullets and grenades (§7.6).
	CommonStart bool `json:"common_start"`
	// HandedOutLandmines: instead of lying in the labyrinth, landmines are
	// handed out, one per player (Russian 7.6).
	HandedOutLandmines bool `json:"handed_out_landmines"`

	// Skips and RepeatingMoves allow skipping a move and repeating a move
	// known to change nothing (§7.7).
	Skips          bool `json:"skips"`
	RepeatingMoves bool `json:"repeating_moves"`

	// BlastReport is what is said when a grenade is thrown at a wall (§7.8).
	BlastReport BlastReport `json:"blast_report"`

	// LastSurvivorMoves: the last player left is not the winner at once but
	// has this many moves to carry the true treasure out (§7.9); 0 means he
	// wins at once (§3.5).
	LastSurvivorMoves int `json:"last_survivor_moves"`

	// §9 time limits, kept by the engine with a clock from outside.

	// MoveSeconds is how long a player may think once the game master starts
	// timing his move; 0 means moves are not timed.
	MoveSeconds int `json:"move_seconds"`
	// BreakMinutes is the length of a break a player may take before his
	// move; 0 means no breaks.
	BreakMinutes int `json:"break_minutes"`

	// Seed 001 starts, announcements and shots (G1, G2) — part A. Each
	// zero value is the reference's behaviour.

	// Starts says who sets the players' start cells: as agreed at each
	// game (the reference's §6.1 with the game master free to place a
	// player, "" — what every older configuration says), the players
	// (001's G1) or the game master (001's G2).
	Starts StartRule `json:"starts,omitempty"`
	// AnnounceMonolith: a move into the outer wall is told apart from one
	// into an inner wall ("step impossible, monolith", 001 l.20, l.75);
	// the reference says the same for both (part A).
	AnnounceMonolith bool `json:"announce_monolith,omitempty"`
	// NameVictims: whom a bullet hit is told as the shot is announced
	// (004 l.37–38), not on the victim's next turn.
	NameVictims bool `json:"name_victims,omitempty"`
	// NoHavens: hospitals and weaponries are cells like any other for a
	// bullet: it flies through them and hits whoever stands there (001
	// l.64: "until it hits a wall or a player"); the reference's bullets
	// stop there and spare their occupants (§4.2, §4.3).
	NoHavens bool `json:"no_havens,omitempty"`

	// Seed 001 plan limits (F1–F5, A1, H1, O1, O2, design restrictions)
	// and seed 004's one-pit loops — part D. Each zero value is the
	// reference's plan; Weaponries and Hospitals above take -1 for "none"
	// (A1, H1).

	// MinExits is the fewest exits a plan may have; 0 means the
	// reference's two (§8.4). "Maze on paper" O1 ("several exits
	// possible") and O2 ("only one exit", with Exits 1), and the one exit
	// of seeds 002 and 004, are 1.
	MinExits int `json:"min_exits,omitempty"`
	// NoPits and NoRivers: the labyrinth has no pits (wormholes), no
	// rivers ("Maze on paper" F1: "no Wormholes, no Rivers"; F3: "several
	// chains of Wormholes, no Rivers").
	NoPits   bool `json:"no_pits,omitempty"`
	NoRivers bool `json:"no_rivers,omitempty"`
	// SinglePitLoops: a pit loop may be a single pit (seed 004: "there
	// may be a cycle of one pit"); the reference's loops have two or more
	// (§4.4).
	SinglePitLoops bool `json:"single_pit_loops,omitempty"`
	// OneEnclosure: one region may be reachable only with grenades, when
	// a weaponry can be reached without them ("Maze on paper": "if Arsenal
	// is available then one enclosure is permissible but then the Arsenal
	// has to be accessible"); the reference has none (§8.5).
	OneEnclosure bool `json:"one_enclosure,omitempty"`
	// RiversFlow is the way every river must run ("Maze on paper"'s
	// design restrictions: "Rivers only flow from North to South").
	RiversFlow RiversFlow `json:"rivers_flow,omitempty"`
	// StraightRivers: every river runs straight from its source to the
	// delta or to the river it joins ("Rivers must be straight").
	StraightRivers bool `json:"straight_rivers,omitempty"`
	// MinPitDistance is the fewest steps (walls ignored) between two pits
	// of a floor ("Wormholes cannot be too close to each other"); 0 or 1
	// means no restriction.
	MinPitDistance int `json:"min_pit_distance,omitempty"`

	// Seed 001 health, victory, treasures and trophies (H, V, T, W7), seed
	// 004 lives — part C. Each zero value is the reference's rule, and is
	// left out of the JSON, so that every configuration written before
	// these options reads and writes unchanged.

	// Health says whether health is tracked at all: HealthTracked (the
	// reference) or HealthNone (001's H1, where nothing may wound).
	Health HealthRule `json:"health,omitempty"`
	// Lives is how many hits a player takes before he dies: 1 is 001's H2
	// (death on the first hit), 3 is seed 004's three lives; 0 means the
	// reference's two (§5.5: wounded, then dead; 001's H3). A player with
	// fewer lives than the most is wounded (§5.5); a hospital restores them
	// all (§4.2, 004 l.11–13).
	Lives int `json:"lives,omitempty"`
	// Victory is what wins the game (001's V1–V4).
	Victory Victory `json:"victory,omitempty"`
	// TrueTreasures is how many treasures are true: 0 means one (§8.3,
	// 001's T1 and T2); -1 any number, at least one (001's T3).
	TrueTreasures int `json:"true_treasures,omitempty"`
	// MaxFakeTreasures is the most fake treasures a plan may have (001's
	// T2: one); 0 means no limit.
	MaxFakeTreasures int `json:"max_fake_treasures,omitempty"`
	// Trophies is what becomes of a dead player's weapons (001's W7).
	Trophies Trophies `json:"trophies,omitempty"`
	// TellReturned: a player whose movement brings him back to the cell
	// his move began on is told so (001 l.114).
	TellReturned bool `json:"tell_returned,omitempty"`
	// AnnouncePlan: when play begins the game master announces the
	// number and length of the pit loops and rivers, and the number of
	// weaponries and hospitals (001 l.17).
	AnnouncePlan bool `json:"announce_plan,omitempty"`

	// Seed 001 movement (S, W9), with seeds 002 and 004's rivers and pits
	// — part B of issue 12. Every zero value is the reference's way, and
	// the JSON leaves it out, so configurations and journals written
	// before these options read and replay unchanged.

	// PitWallJumps: a step out of a pit that hits a wall carries the
	// player on to the next pit of the loop (001 l.81, S2; 004 l.26–27).
	PitWallJumps bool `json:"pit_wall_jumps,omitempty"`
	// SkipCarries: a skip in a pit moves the player by the loop, in a
	// river by the flow (001 l.81–82, 002 l.46–47); a skip that carried
	// him is no skip for the §6.6 draw.
	SkipCarries bool `json:"skip_carries,omitempty"`
	// WeaponsAfterStep: shots and grenades only after the move's movement
	// (001 W9, l.164; 002 l.31: the gun "after the move").
	WeaponsAfterStep bool `json:"weapons_after_step,omitempty"`
	// WoundedNoGrenades: the wounded (and the infected) cannot throw
	// grenades either: "A wounded player cannot use weaponry" (001 l.84,
	// 002 l.49). The reference lets them (§5.5).
	WoundedNoGrenades bool `json:"wounded_no_grenades,omitempty"`
	// StartIsArrival: a player starting in a river or a pit is carried as
	// if he had stepped in, and the start cell announced is where he ends
	// (001 l.51). The reference does not carry him ("placement is not
	// arrival").
	StartIsArrival bool `json:"start_is_arrival,omitempty"`
	// RiverCarry is how far a river carries a player: one cell (the
	// reference, ""), two (001 l.82) or one or two at random (004
	// l.14–17).
	RiverCarry RiverCarry `json:"river_carry,omitempty"`
	// ItemsFloatEachMove: items lying in a river float after every move,
	// as far as the river carries a player, instead of once a round
	// (001 l.86: "two cells after every move").
	ItemsFloatEachMove bool `json:"items_float_each_move,omitempty"`
	// RelaxedStep: a movement that hits a wall leaves the turn with the
	// same player, who says another move (001 S1, l.126, l.77).
	RelaxedStep bool `json:"relaxed_step,omitempty"`
	// SkipWithActions: a skip may come with actions that are not
	// movements — "skip, shoot left", the turn that is a shot alone (001
	// l.57–68; 004 l.5). The reference's skip is a move on its own (§6.6).
	SkipWithActions bool `json:"skip_with_actions,omitempty"`
	// ActAfterHearing: a move that ends with its step is said in two
	// parts: the step (with what comes before it), its announcement, then
	// what the player does after it, said as a skip with actions ("skip,
	// shoot left") or a skip alone (001 l.64: "Under some rules player is
	// allowed to make that decision after he/she is informed about
	// consequences of the step").
	ActAfterHearing bool `json:"act_after_hearing,omitempty"`

	// Seed 004 money, hints and the casino — part money of issue 12.
	// Every zero value is the reference's game, which has no money, and
	// the JSON leaves it out, so configurations and journals written
	// before these options read and replay unchanged.

	// StartMoney is the play money each player has at the start (004
	// l.8, l.39–41: «некоторое количество игровых денег», "some play
	// money"); 0: the game has none.
	StartMoney int `json:"start_money,omitempty"`
	// HintPrice is what the hint "where am I?" costs, said instead of a
	// move (004 l.59–60); 0: no hints.
	HintPrice int `json:"hint_price,omitempty"`
	// Casino: casino cells are played (004 l.30–32): standing on one, a
	// player may bet instead of a move (docs/rules.md, "Money, hints and
	// the casino").
	Casino bool `json:"casino,omitempty"`

	// Seed 001 items, arsenals, sides and cells (W2, W6, W8, A3, A5, O4,
	// O5, O6, swamps) — the items part of issue 12. Every zero value is the
	// reference's game, and the JSON leaves it out, so configurations and
	// journals written before these options read and replay unchanged.

	// MaxKnives is the most knives a player carries, and what a weaponry
	// gives; 0: the game has no knives. A knife wounds every other player
	// on its bearer's cell and is spent (001 l.65, W2; 002 l.33).
	MaxKnives int `json:"max_knives,omitempty"`
	// StartKnives is the knives each player starts with (001's W6: "one
	// grenade, five bullets, and one knife"; 002 l.13's kit).
	StartKnives int `json:"start_knives,omitempty"`
	// OneKitPerPlayer: a weaponry gives each player one kit only, on his
	// first visit; afterwards it gives him nothing (001's A3, A5: "only one
	// extra kit per each player"). The reference's weaponries refill at
	// every visit (§4.3).
	OneKitPerPlayer bool `json:"one_kit_per_player,omitempty"`
	// GrenadesKill: a grenade also kills a player standing in the
	// neighbouring cell it is thrown towards (001's W8, l.163).
	GrenadesKill bool `json:"grenades_kill,omitempty"`
	// MaxCement is the most bags of cement a player carries, and what a
	// weaponry gives; a bag builds a wall on an open inner side of his cell
	// (001's O4, l.107, l.169); 0: the game has no cement.
	MaxCement int `json:"max_cement,omitempty"`
	// OneWayDoors: the plan may have one-way doors, walked through one way
	// and a wall the other (001's O5, l.112, l.170).
	OneWayDoors bool `json:"one_way_doors,omitempty"`
	// Windows: the plan may have windows, walls that bullets fly through
	// (001's O6, l.113, l.171).
	Windows bool `json:"windows,omitempty"`
	// Swamps: the plan may have swamps; stepping into one costs the next
	// move (001 l.105).
	Swamps bool `json:"swamps,omitempty"`
	// BoomerangRange is how many cells a boomerang flies (001 l.109: "for
	// the preset number of cells"); 0: the game has no boomerangs. A
	// weaponry gives one, and a player carries one at most.
	BoomerangRange int `json:"boomerang_range,omitempty"`

	// Seed 001 creatures (O7, l.110; seed 002 l.60) — part creatures of
	// issue 12. The zero value is the reference's labyrinth, with no
	// creatures, and the JSON leaves it out.

	// Creatures: the plan's creatures (maze format version 2) take part:
	// the Bear walks its path or copies the players' steps and wounds whom
	// it meets, the Leprechaun tells whom it meets where the nearest
	// treasure lies; their kinds are announced before play (O7: "their
	// types must be declared before the game starts").
	Creatures bool `json:"creatures,omitempty"`

	// Seed 002, the Key game and floors, with seed 004's elevators — part
	// `key` of issue 12 (victory "key" is a value of Victory above). Every
	// zero value is the reference's way, left out of the JSON, so that
	// configurations and journals written before these options read and
	// replay unchanged.

	// NoDeath: a hit never kills; a wounded player hit again stays
	// wounded. 002 speaks of no death: "The wounded player should go to
	// Hospital to be healed" (l.31).
	NoDeath bool `json:"no_death,omitempty"`
	// WoundedDropKit: the wounded drop their whole kit — grenades and
	// boats as well as bullets — where they stand: "this player will be
	// wounded and drop arsenal kit and the Key" (002 l.31). The
	// reference's wounded keep their grenades (§5.5).
	WoundedDropKit bool `json:"wounded_drop_kit,omitempty"`
	// StartBoats and MaxBoats are the boats a player starts with and the
	// most he carries, what a weaponry refills to (002 l.13: the arsenal
	// kit has a boat). A boat takes him one cell up a river, against the
	// current, once (002 l.35; the move "row up").
	StartBoats int `json:"start_boats,omitempty"`
	MaxBoats   int `json:"max_boats,omitempty"`
	// Elevators: the labyrinth may have elevators, cells that behave as a
	// pit but take a player to the elevator at the same (x, y) on the
	// next floor that has one (004 l.55–57; the ways between 002's
	// floors, l.5).
	Elevators bool `json:"elevators,omitempty"`
	// Stairs: floors may be joined by staircases, climbed with "go
	// upstairs" and "go downstairs" — 001's three-dimensional labyrinths
	// (G3, l.124; l.59: "the set of requests/commands has to be changed
	// accordingly").
	Stairs bool `json:"stairs,omitempty"`
}

// StartRule is who sets the players' start cells.
type StartRule string

const (
	// StartsAgreed: each player chooses his start (§6.1) unless the game
	// master places him; the host or practice decides, game by game.
	StartsAgreed StartRule = ""
	// StartsPlayers: every player chooses his own start in secret (001's
	// G1, l.122; l.49); the game master places nobody.
	StartsPlayers StartRule = "players"
	// StartsMaster: the game master places every player without telling
	// him where (001's G2, l.123; l.49); nobody chooses his own.
	StartsMaster StartRule = "master"
)

// StartRules lists who may set the starts, the reference's first.
func StartRules() []StartRule { return []StartRule{StartsAgreed, StartsPlayers, StartsMaster} }

// RiverCarry is how many cells a river carries a player (§4.6; seeds 001
// and 004).
type RiverCarry string

const (
	// CarryOne: one cell, the reference's (§4.6). It is the zero value.
	CarryOne RiverCarry = ""
	// CarryTwo: two cells, stopping at the delta (001 l.82).
	CarryTwo RiverCarry = "two"
	// CarryRandom: one or two cells, drawn from the game's seeded random
	// source each time; nobody is told which (004 l.14–17).
	CarryRandom RiverCarry = "random_1_2"
)

// RiverCarries lists how far rivers may carry, the reference's first.
func RiverCarries() []RiverCarry { return []RiverCarry{CarryOne, CarryTwo, CarryRandom} }

// Handicap is what §7.2 allows one weak player.
type Handicap struct {
	Player string `json:"player"`
	// KnownCells is how many cells' types he may learn before choosing his
	// start, which must then be one of them.
	KnownCells int `json:"known_cells,omitempty"`
	// ExtraNewCell gives him one more cell order, usable without a wound.
	ExtraNewCell bool `json:"extra_new_cell,omitempty"`
}

// RiverKind is how rivers carry players (§4.6, §7.4).
type RiverKind string

const (
	// Deep rivers carry a player one cell whenever he ends up in them (§4.6).
	Deep RiverKind = "deep"
	// Shallow rivers carry a player only when he steps in; then he finds the
	// bottom and walks as on land (§7.4).
	Shallow RiverKind = "shallow"
	// Turbulent rivers carry a player straight to the delta (§7.4).
	Turbulent RiverKind = "turbulent"
	// Walkable rivers carry a player who steps in, or who hits a wall or
	// fails to move in them, as deep ones do; but up- and downstream he
	// walks to the cell he wants (seed 004 l.18–20).
	Walkable RiverKind = "walkable"
)

// BlastReport is what the game master says about a grenade (§7.8).
type BlastReport string

const (
	// BlastSilent: nothing beyond the grenade being thrown (§5.4).
	BlastSilent BlastReport = "nothing"
	// BlastMissingWall: he says when there was no wall to blow up.
	BlastMissingWall BlastReport = "missing_wall"
	// BlastOutcome: he says whether the wall fell, stood, or was not there.
	BlastOutcome BlastReport = "outcome"
	// BlastExploded: he says only whether the bomb exploded, which it does
	// when the wall falls (seed 004 l.53–55: "he is told only whether the
	// bomb exploded"; "fired at the outer wall, the bomb does not
	// explode").
	BlastExploded BlastReport = "exploded"
)

// RiversFlow is the way every river of a plan must run (a design
// restriction of "Maze on paper").
type RiversFlow string

const (
	// AnyFlow: rivers run any way (the reference).
	AnyFlow RiversFlow = ""
	// FlowSouth: rivers flow from north to south: no river cell flows up
	// (north), and every river ends further down than it starts.
	FlowSouth RiversFlow = "down"
)

// RiversFlows lists the ways rivers may be restricted to, the
// reference's first.
func RiversFlows() []RiversFlow { return []RiversFlow{AnyFlow, FlowSouth} }

// ExitsNeeded is the fewest exits a plan may have: min_exits, or the
// reference's two (§8.4).
func (r Rules) ExitsNeeded() int {
	if r.MinExits > 0 {
		return r.MinExits
	}
	return 2
}

// NoWeaponries and NoHospitals: the rules fix the number of weaponries,
// or of hospitals, at none ("Maze on paper" A1 "No Arsenals"; H1 "No
// health tracking" needs no hospital).
const (
	NoWeaponries = -1
	NoHospitals  = -1
)

// HealthRule is whether health is tracked (001's H1).
type HealthRule string

const (
	// HealthTracked: hits wound and kill (§5.5), as Lives says.
	HealthTracked HealthRule = ""
	// HealthNone: no health is tracked (001's H1): nothing in the game
	// may wound — no bullets, no landmines, no encephalitis (Check).
	HealthNone HealthRule = "none"
)

// Victory is what wins the game (001's V1–V4).
type Victory string

const (
	// VictoryTreasureOrLast: carrying a true treasure out, or being the
	// last player left (§3.2, §3.5; 001's V1).
	VictoryTreasureOrLast Victory = ""
	// VictoryTreasure: only carrying a true treasure out; the last player
	// left plays on (001's V2).
	VictoryTreasure Victory = "treasure"
	// VictoryAllTreasures: carrying every true treasure out (001's V3).
	// One treasure is carried at a time (§5.1): a true treasure carried
	// out is kept outside by its carrier, who comes back in for the next.
	VictoryAllTreasures Victory = "all_treasures"
	// VictoryAllTreasuresAndLast: every true treasure carried out, and
	// every other player dead or lost (001's V4).
	VictoryAllTreasuresAndLast Victory = "all_treasures_and_last"
	// VictoryExit: the first player to walk out through an exit wins,
	// whatever he carries; treasures play no part, and a plan needs none
	// (seed 002, l.56, as far as it goes without the Key: "To exit the
	// labyrinth player needs to find exit"; l.40 "exit, game is over").
	// The last player left plays on.
	VictoryExit Victory = "exit"
	// VictoryKey: leaving through a locked exit with the Key (002 l.56:
	// "To exit the labyrinth player needs to find exit on one of the
	// monolith wall and have the Key"); treasures win nothing, and the
	// last player left plays on.
	VictoryKey Victory = "key"
)

// NeedsTreasure reports whether the victory needs a true treasure carried
// out (all but VictoryExit and VictoryKey).
func (v Victory) NeedsTreasure() bool { return v != VictoryExit && v != VictoryKey }

// NeedsAllTreasures reports whether the victory needs every true treasure
// carried out (V3, V4).
func (v Victory) NeedsAllTreasures() bool {
	return v == VictoryAllTreasures || v == VictoryAllTreasuresAndLast
}

// Trophies is what becomes of a dead player's weapons (001's W7).
type Trophies string

const (
	// TrophiesStay: a dead player's bullets and grenades stay on his cell;
	// a shooter standing there catches what he can at once, anyone
	// arriving picks them up (§5.5).
	TrophiesStay Trophies = ""
	// TrophiesOnArrival: they stay, but only a player stepping into the
	// cell takes them (001's W7): nothing falling from those a shooter
	// hits is caught by him.
	TrophiesOnArrival Trophies = "on_arrival"
	// TrophiesNone: a dead player's weapons are lost with him (001
	// without W7).
	TrophiesNone Trophies = "none"
)

// DefaultLives is the reference's number of lives (§5.5: wounded, then
// dead).
const DefaultLives = 2

// MaxLives is the number of lives a player has at the start and after a
// hospital.
func (r Rules) MaxLives() int {
	if r.Lives <= 0 {
		return DefaultLives
	}
	return r.Lives
}

// Reference is the classic reference's defaults.
func Reference() Rules {
	return Rules{
		Preset:       "Reference",
		StartBullets: 3, StartGrenades: 3, StartLandmines: 0,
		MaxBullets: 3, MaxGrenades: 3,
		Reorders:             -1,
		Landmines:            true,
		Encephalitis:         true,
		ClosedExits:          true,
		ConditionalMoves:     true,
		DarkMoves:            true,
		SemiDarkMoves:        true,
		Throwing:             true,
		MinesOnNeighbours:    true,
		OrderLeavesBullets:   true,
		ShootFromRivers:      true,
		Rivers:               Deep,
		NewCellAfterLandmine: true,
		Skips:                true,
		RepeatingMoves:       true,
		BlastReport:          BlastSilent,
		MoveSeconds:          60,
		BreakMinutes:         5,
	}
}

// Beginner is the simplest game of §7.1: no landmines, no encephalitis, no
// closed exits, no conditional, dark or semi-dark moves, no throwing, one
// small pit loop and one short river at most, opposite walls joined by
// chains of open cells, and an open exit at the start.
func Beginner() Rules {
	r := Reference()
	r.Preset = "Beginner"
	r.RequireOpenExit = true
	r.Landmines = false
	r.Encephalitis = false
	r.ClosedExits = false
	r.ConditionalMoves, r.DarkMoves, r.SemiDarkMoves = false, false, false
	r.Throwing = false
	r.MinesOnNeighbours = false
	r.Chains = true
	r.MaxPitLoops, r.MaxPitLoopLength = 1, 3
	r.MaxRiverSystems, r.MaxRiverBranches, r.MaxRiverLength = 1, 1, 4
	return r
}

var presets = map[string]func() Rules{
	"reference":       Reference,
	"beginner":        Beginner,
	"key easy":        KeyEasy,
	"key medium":      KeyMedium,
	"key hard":        KeyHard,
	"lives and money": LivesAndMoney,
}

// PresetNames lists the names of the presets that can be played: the
// reference's two and seed 002's Key games, then those of "Maze on paper"
// (CodePresets) whose codes the engine has, then seed 004's "Lives and
// money".
func PresetNames() []string {
	names := []string{"Reference", "Beginner", "Key easy", "Key medium", "Key hard"}
	for _, p := range codePresets {
		if len(p.Missing()) == 0 {
			names = append(names, p.Name)
		}
	}
	return append(names, LivesAndMoneyName)
}

// Preset returns the preset with the given name (case-insensitive), or the
// configuration a code string of "Maze on paper" stands for (ParseCode);
// false when name is neither, or names what cannot be played yet (Named
// says why).
func Preset(name string) (Rules, bool) {
	r, err := Named(name)
	return r, err == nil
}

// ErrUnknownPreset is wrapped by Named's error for a name that is neither
// a preset nor a code string.
var ErrUnknownPreset = errors.New("unknown preset")

// Named resolves a preset's name (case-insensitive) or a code string. The
// error is a *CodeError for a code string that cannot be read or played
// and for a preset of "Maze on paper" that is not yet playable, and wraps
// ErrUnknownPreset when name is neither a preset nor a code string.
func Named(name string) (Rules, error) {
	key := strings.TrimSpace(name)
	if f, ok := presets[strings.ToLower(key)]; ok {
		return f(), nil
	}
	if p, ok := codePreset(key); ok {
		return p.Rules()
	}
	if looksLikeCode(key) {
		return ParseCode(name)
	}
	return Rules{}, fmt.Errorf("rules: %w %s (known: %s)", ErrUnknownPreset, quote.Short(key), strings.Join(PresetNames(), ", "))
}

// ReordersFor is the number of cell re-orders each player has in a game of
// the given number of players.
func (r Rules) ReordersFor(players int) int {
	if r.Reorders < 0 {
		return max(players-1, 0)
	}
	return r.Reorders
}

// NStopFor is the draw limit for a labyrinth of the given number of cells.
func (r Rules) NStopFor(cells int) int {
	if r.NStop <= 0 {
		return cells
	}
	return r.NStop
}

// Bound is the range an integer option may take: Min to Max, both
// included.
type Bound struct {
	Key      string // the option's JSON name
	Min, Max int
}

// Bounds lists the range of every integer option as it stands in r: the
// bullets and grenades a player starts with are bounded by the most he
// carries (start_bullets is at most max_bullets).
func (r Rules) Bounds() []Bound {
	opts := r.intOptions()
	out := make([]Bound, len(opts))
	for i, o := range opts {
		out[i] = o.Bound
	}
	return out
}

// intOption is an integer option's range and its value in a configuration.
type intOption struct {
	Bound
	v int
}

func (r Rules) intOptions() []intOption {
	return []intOption{
		// The most a player carries first: what he starts with is
		// bounded by it, and a message names the value that is wrong.
		{Bound{"max_bullets", 0, 99}, r.MaxBullets},
		{Bound{"max_grenades", 0, 99}, r.MaxGrenades},
		{Bound{"start_bullets", 0, r.MaxBullets}, r.StartBullets},
		{Bound{"start_grenades", 0, r.MaxGrenades}, r.StartGrenades},
		{Bound{"start_landmines", 0, 1}, r.StartLandmines},
		{Bound{"reorders", -1, 99}, r.Reorders},
		{Bound{"nstop", 0, 1_000_000}, r.NStop},
		{Bound{"healing_moves", 0, 1_000_000}, r.HealingMoves},
		{Bound{"max_pits", 0, 10_000}, r.MaxPits},
		{Bound{"max_pit_loops", 0, 10_000}, r.MaxPitLoops},
		{Bound{"max_pit_loop_length", 0, 10_000}, r.MaxPitLoopLength},
		{Bound{"max_river_systems", 0, 10_000}, r.MaxRiverSystems},
		{Bound{"max_river_branches", 0, 10_000}, r.MaxRiverBranches},
		{Bound{"max_river_length", 0, 10_000}, r.MaxRiverLength},
		{Bound{"weaponries", NoWeaponries, 10_000}, r.Weaponries},
		{Bound{"hospitals", NoHospitals, 10_000}, r.Hospitals},
		{Bound{"treasures", 0, 10_000}, r.Treasures},
		{Bound{"inner_walls", 0, 20_000}, r.InnerWalls},
		{Bound{"exits", 0, 10_000}, r.Exits},
		{Bound{"shooting_range", 0, 100}, r.ShootingRange},
		{Bound{"last_survivor_moves", 0, 1_000_000}, r.LastSurvivorMoves},
		{Bound{"move_seconds", 0, 86_400}, r.MoveSeconds},
		{Bound{"break_minutes", 0, 1_440}, r.BreakMinutes},
		{Bound{"min_exits", 0, 10_000}, r.MinExits},
		{Bound{"min_pit_distance", 0, 10_000}, r.MinPitDistance},
		{Bound{"lives", 0, 9}, r.Lives},
		{Bound{"true_treasures", -1, 10_000}, r.TrueTreasures},
		{Bound{"max_fake_treasures", 0, 10_000}, r.MaxFakeTreasures},
		{Bound{"start_money", 0, MaxMoney}, r.StartMoney},
		{Bound{"hint_price", 0, MaxMoney}, r.HintPrice},
		{Bound{"max_knives", 0, 99}, r.MaxKnives},
		{Bound{"start_knives", 0, r.MaxKnives}, r.StartKnives},
		{Bound{"max_cement", 0, 99}, r.MaxCement},
		{Bound{"boomerang_range", 0, 100}, r.BoomerangRange},
		{Bound{"max_boats", 0, 99}, r.MaxBoats},
		{Bound{"start_boats", 0, r.MaxBoats}, r.StartBoats},
	}
}

// RiverKinds lists the kinds of rivers (§4.6, §7.4), the reference's
// first.
func RiverKinds() []RiverKind { return []RiverKind{Deep, Shallow, Turbulent, Walkable} }

// BlastReports lists what may be said about a grenade (§5.4, §7.8), the
// reference's first.
func BlastReports() []BlastReport {
	return []BlastReport{BlastSilent, BlastMissingWall, BlastOutcome, BlastExploded}
}

// HealthRules lists whether health is tracked, the reference's first.
func HealthRules() []HealthRule { return []HealthRule{HealthTracked, HealthNone} }

// Victories lists what may win a game (001's V1–V4), the reference's
// first.
func Victories() []Victory {
	return []Victory{VictoryTreasureOrLast, VictoryTreasure, VictoryAllTreasures, VictoryAllTreasuresAndLast, VictoryExit, VictoryKey}
}

// TrophyRules lists what may become of a dead player's weapons, the
// reference's first.
func TrophyRules() []Trophies { return []Trophies{TrophiesStay, TrophiesOnArrival, TrophiesNone} }

// Check reports the first value that makes no sense.
func (r Rules) Check() error {
	for _, o := range r.intOptions() {
		if o.v < o.Min || o.v > o.Max {
			return fmt.Errorf("rules: %s is %d; must be between %d and %d", o.Key, o.v, o.Min, o.Max)
		}
	}
	if !slices.Contains(RiverKinds(), r.Rivers) {
		return fmt.Errorf("rules: rivers is %s; must be %s", quote.Short(string(r.Rivers)), oneOf(RiverKinds()))
	}
	if !slices.Contains(RiverCarries(), r.RiverCarry) {
		return fmt.Errorf("rules: river_carry is %s; must be %s", quote.Short(string(r.RiverCarry)), oneOf(RiverCarries()))
	}
	if r.RiverCarry != CarryOne && r.Rivers == Turbulent {
		return errors.New("rules: river_carry says how far a river carries, but turbulent rivers carry to the delta")
	}
	if !slices.Contains(BlastReports(), r.BlastReport) {
		return fmt.Errorf("rules: blast_report is %s; must be %s", quote.Short(string(r.BlastReport)), oneOf(BlastReports()))
	}
	if !slices.Contains(StartRules(), r.Starts) {
		return fmt.Errorf("rules: starts is %s; must be %s", quote.Short(string(r.Starts)), oneOf(StartRules()))
	}
	if r.CommonStart && r.Starts == StartsPlayers {
		return errors.New("rules: everyone starts on the game master's common cell (common_start), but starts says the players choose theirs")
	}
	if !slices.Contains(RiversFlows(), r.RiversFlow) {
		return fmt.Errorf("rules: rivers_flow is %s; must be %s", quote.Short(string(r.RiversFlow)), oneOf(RiversFlows()))
	}
	if !r.Landmines && (r.StartLandmines > 0 || r.HandedOutLandmines) {
		return errors.New("rules: landmines are handed out or carried at the start, but the game has no landmines")
	}
	if err := r.checkPartC(); err != nil {
		return err
	}
	if err := r.checkMoney(); err != nil {
		return err
	}
	if err := r.checkKey(); err != nil {
		return err
	}
	seen := map[string]bool{}
	for i, h := range r.Handicaps {
		key := strings.ToLower(strings.TrimSpace(h.Player))
		switch {
		case key == "":
			return fmt.Errorf("rules: handicaps[%d]: no player named", i)
		case seen[key]:
			return fmt.Errorf("rules: handicaps[%d]: %s has two handicaps", i, quote.Short(h.Player))
		case h.KnownCells < 0 || h.KnownCells > 10_000:
			return fmt.Errorf("rules: handicaps[%d]: known_cells is %d; must be between 0 and 10000", i, h.KnownCells)
		}
		seen[key] = true
	}
	return nil
}

// oneOf lists values for a message: "a", "b" or "c".
func oneOf[T ~string](values []T) string {
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = strconv.Quote(string(v))
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// HandicapOf returns the handicap of the named player (case-insensitive).
func (r Rules) HandicapOf(player string) Handicap {
	for _, h := range r.Handicaps {
		if strings.EqualFold(h.Player, player) {
			return h
		}
	}
	return Handicap{Player: player}
}

// Parse reads a rules configuration from JSON. Fields not given keep the
// value of the named preset (Reference when none is named). Unknown fields
// are errors, so a misspelt option never passes silently.
func Parse(data []byte) (Rules, error) {
	var head struct {
		Preset string `json:"preset"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Rules{}, fmt.Errorf("rules: %w", describeJSONError(data, err))
	}
	base := Reference()
	if head.Preset != "" {
		p, err := Named(head.Preset)
		if err != nil {
			return Rules{}, err
		}
		base = p
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&base); err != nil {
		return Rules{}, fmt.Errorf("rules: %w", describeJSONError(data, err))
	}
	if err := base.Check(); err != nil {
		return Rules{}, err
	}
	return base, nil
}

// Lookup resolves a preset's name or a code string (Named) or, when it
// starts with a brace, JSON text (Parse).
func Lookup(nameOrJSON []byte) (Rules, error) {
	trimmed := bytes.TrimSpace(nameOrJSON)
	if len(trimmed) > 0 && trimmed[0] == '{' {
		return Parse(trimmed)
	}
	return Named(string(trimmed))
}

// describeJSONError turns encoding/json's errors into "line L, column C: ..."
// messages.
func describeJSONError(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		l, c := lineCol(data, syn.Offset)
		return fmt.Errorf("line %d, column %d: %v", l, c, syn)
	case errors.As(err, &typ):
		l, c := lineCol(data, valueStart(data, typ.Offset))
		return fmt.Errorf("line %d, column %d: field %q: expected %v, found %s", l, c, typ.Field, typ.Type, quote.Cut(typ.Value))
	}
	// encoding/json quotes an unknown field whole, however long.
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		if unq, uerr := strconv.Unquote(name); uerr == nil {
			return fmt.Errorf("unknown field %s", quote.Short(unq))
		}
	}
	return err
}

// valueStart finds where the JSON value ending at off begins, since
// encoding/json reports type errors just after the value.
func valueStart(data []byte, off int64) int64 {
	i := min(off, int64(len(data))) - 1
	for i > 0 && !bytes.ContainsRune([]byte(":,["), rune(data[i])) {
		i--
	}
	i++
	for i < off && i < int64(len(data)) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// lineCol is the 1-based line and column (in bytes) of offset off; a line
// ends in LF, CR LF or a lone CR.
func lineCol(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	line, start := 1, 0
	for i := range int(off) {
		if data[i] == '\n' || data[i] == '\r' && (i+1 == len(data) || data[i+1] != '\n') {
			line, start = line+1, i+1
		}
	}
	return line, int(off) - start + 1
}

// Equal reports whether two configurations are the same.
func (r Rules) Equal(o Rules) bool { return reflect.DeepEqual(r.normal(), o.normal()) }

// normal makes an empty handicap list and a missing one alike.
func (r Rules) normal() Rules {
	if len(r.Handicaps) == 0 {
		r.Handicaps = nil
	}
	return r
}
