package game

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Code is an event's stable machine name. Codes never change meaning; new
// ones may be added. docs/events.md lists them with their data and audience.
type Code string

// Setup and turn order.
const (
	StartChosen   Code = "start_chosen"    // Player chose Pos as his start (to him)
	StartPlaced   Code = "start_placed"    // the game master placed Player on Pos (to the game master) (§6.1)
	StartByMaster Code = "start_by_master" // the game master chooses Player's start, not saying where (to him) (§6.1)
	StartsInvalid Code = "starts_invalid"  // the game master voided every start choice (§6.1)
	GameStarted   Code = "game_started"    // play begins; Count players
	StartCell     Code = "start_cell"      // Player starts on a cell of kind Cell (§6.2)
	TurnBegins    Code = "turn"            // it is Player's turn; Round is the round number
)

// Movement and what the cells do.
const (
	Moved          Code = "moved"              // Player walked Dir into a cell of kind Cell (§4.1–4.3, §4.7)
	FellIntoPit    Code = "fell_into_pit"      // Player walked Dir into a pit and was sent on (§4.4)
	MovedByLoop    Code = "moved_by_loop"      // Player moved by the loop to the next pit (§4.4)
	CarriedByFlow  Code = "carried_by_flow"    // Player walked Dir into a river, carried to Cell (river or delta) (§4.6)
	MovedByFlow    Code = "moved_by_flow"      // Player moved by the flow into Cell (river or delta) (§4.6)
	HitWall        Code = "hit_wall"           // Player could not move Dir; Cell is where a river then carried him, or Outside (§2.2, §4.6)
	CannotMove     Code = "cannot_move"        // Player's movement was impossible for Reason (by the flow outside a river...)
	LeftMaze       Code = "left_labyrinth"     // Player walked Dir out through an exit carrying Item
	Crumbled       Code = "treasure_crumbled"  // the treasure Player carried out was fake (§3.4)
	TreasureBanked Code = "treasure_banked"    // the treasure Player carried out is true and kept outside: Count of Limit true treasures are his (001's V3, V4)
	LostOutside    Code = "lost_outside"       // Player did not come back after leaving and is out of the game (§3.4)
	Position       Code = "position"           // Player is now at Pos (game master's eyes; or Player's own choice)
	Healed         Code = "healed"             // Player was healed in a hospital (§4.2)
	Confiscated    Code = "corpse_confiscated" // the corpse Player carried into a hospital was taken (§4.2)
	Refilled       Code = "refilled"           // Player's ammunition was refilled in a weaponry; Status says what he has (§4.3)
	Found          Code = "found"              // Player found Items on the cell he arrived at (§5.1)
	PickedUp       Code = "picked_up"          // Player took Items (automatically on arrival or catching them) (§5.1, §5.5)
	Skipped        Code = "skipped"            // Player skipped the move (§6.6)
)

// Actions other than movement.
const (
	Shot          Code = "shot"           // Player fired Dir (§5.5)
	Scream        Code = "scream"         // someone was hit: "A scream is heard!"
	NoScream      Code = "no_scream"      // nobody was hit
	PlayerWounded Code = "wounded"        // Player was wounded by Other's bullet or a landmine Other set off, as Reason says (game master)
	PlayerKilled  Code = "killed"         // Player was killed by Other's bullet or a landmine Other set off, as Reason says (game master)
	ItemsFell     Code = "items_fell"     // Items fell at Player's feet from those he hit on his cell (§5.5)
	ShotRefused   Code = "shot_refused"   // Player could not shoot, for Reason
	GrenadeThrown Code = "grenade_thrown" // Player threw a grenade Dir (§5.4)
	WallDestroyed Code = "wall_destroyed" // the wall Dir of Pos fell (game master)
	WallStood     Code = "wall_stood"     // the wall Dir of Pos is indestructible and stood (game master)
	NoWall        Code = "no_wall"        // there was no wall Dir of Pos (game master)
	NoGrenade     Code = "no_grenade"     // Player has no grenade to throw
	Took          Code = "took"           // Player took Count of Item (Which treasure) from his cell
	LeftItem      Code = "left_item"      // Player left Count of Item on his cell (§5.2)
	CannotDo      Code = "cannot"         // Player's Take or Leave of Item was impossible for Reason
)

// The complete reference: encephalitis, throwing, landmines, conditional and
// dark moves, options and time limits.
const (
	MiteWoken     Code = "mite_woken"        // Player woke the mite of the encephalitis cell he arrived at (§4.7)
	InfectedBy    Code = "infected"          // Player was infected; Count moves to reach a hospital, 0 for unlimited (§4.7)
	BecameImmune  Code = "immune"            // Player, healed of an infection, is immune from now on (§4.7)
	DiedOfIllness Code = "died_of_infection" // Player did not reach a hospital in time and died (§4.7)
	Thrown        Code = "thrown"            // Player threw Count of Item Dir (§5.2)
	FellAtFeet    Code = "fell_at_feet"      // what Player threw hit a wall and fell at his feet (§5.2)
	ThrownOut     Code = "thrown_out"        // what Player threw left the labyrinth and vanished (game master) (§5.2)
	MineSet       Code = "landmine_set"      // Player activated a landmine and set it on his cell, or Dir of it (§5.7)
	MinePlaced    Code = "landmine_placed"   // the landmine lies armed at Pos (game master) (§5.7)
	MineDefused   Code = "landmine_defused"  // the landmine set at Pos, in a hospital, a weaponry or outside, is harmless (game master) (§5.7)
	Blast         Code = "blast"             // a landmine exploded on the cell Player arrived at, or where he threw a corpse (§5.7)
	Condition     Code = "condition"         // the condition of clause Count of Player's move was met (Yes) or not (§6.5)
	Done          Code = "done"              // Player's dark or semi-dark move was carried out: "— done" (§6.7, §6.8)
	WallTold      Code = "wall_told"         // Player hit a wall (Yes) or not, told after a semi-dark move (§6.8)
	WallReport    Code = "wall_report"       // what a grenade Dir did, told aloud under §7.8: Reason destroyed, stood or no_wall
	AlongRiver    Code = "along_river"       // Player walked Dir along a shallow river into Cell (§7.4)
	RiverAgainst  Code = "river_against"     // Player could not leave the delta Dir: a river flows in that way (§7.4)
	CellTypeOf    Code = "cell_type"         // the type Cell of the cell Pos Player asked about before choosing his start (§7.2)
	CommonCell    Code = "common_start"      // everyone starts on one cell of kind Cell, without bullets and grenades (§7.6)
	SurvivorMoves Code = "survivor_moves"    // Player is the last one left and has Count moves to carry the true treasure out (§7.9)
	TimerStarted  Code = "timer_started"     // Player's move is being timed: Count seconds (§9)
	TimeUp        Code = "time_up"           // Player did not move in time and has lost; his corpse and items stay (§9)
	BreakTaken    Code = "break_taken"       // Player takes a break of Count minutes before his move (§9)
	BreakVote     Code = "break_vote"        // Player votes for a break; Count votes of Limit needed (§9)
	BreakAgreed   Code = "break_agreed"      // the majority agreed on a break of Count minutes (§9)
	BreakTie      Code = "break_tie"         // the votes for a break are even; the game master decides (§9)
	TimingAsked   Code = "timing_asked"      // Player asked the game master to time Other's move (§9)
	TimerStopped  Code = "timer_stopped"     // the game master no longer times Player's move (§9)
)

// The rules of other seeds (issue 12; docs/variants.md).
const (
	GrenadeRefused Code = "grenade_refused" // Player could not throw a grenade Dir, for Reason: not_healthy under wounded_no_grenades (001 l.84)
	StepAgain      Code = "step_again"      // Player's step hit a wall and he says another, under relaxed_step (001 S1); his turn begins anew
	ActAfter       Code = "act_after"       // Player has heard his step and says next what he does after it, under act_after_hearing (001 l.64); his turn begins anew
	KeyFound       Code = "key"             // Player arrived where Count Keys lie, "key", and took them (Yes) or, wounded, could not (002 l.14, l.40)
	KeyDropped     Code = "key_dropped"     // Player, wounded or killed, dropped Count Keys on Pos (game master) (002 l.50)
	ExitLocked     Code = "exit_locked"     // Player could not leave Dir by a locked exit without the Key: "exit, key required"; he stays (002 l.40)
	RodeElevator   Code = "rode_elevator"   // Player walked Dir into an elevator (no Dir: by the loop from one) and rode it to the one on another floor, Cell (004 l.55–57)
	Rowed          Code = "rowed"           // Player rowed Dir, one cell up the river against the current, into Cell, spending a boat (002 l.35)
	BoatFound      Code = "boat"            // Player arrived where Count boats lie and took them (Yes) or could not (002 l.31, l.35)
	Climbed        Code = "climbed"         // Player went by a staircase up (Dir up) or down (Dir down) to another floor into Cell (001's G3, l.124)
	HintBought     Code = "hint"            // Player paid Count for the hint "where am I?" instead of a move (004 l.59–60)
	HintAnswer     Code = "hint_answer"     // the hint's answer: Player stands at Pos (to him alone)
	BetPlayed      Code = "bet"             // Player bet Count in the casino instead of a move; the die showed Limit; Yes: he won Count, else lost it (004 l.30–32)
	NoCasino       Code = "no_casino"       // Player bet Count, but stands on no casino: nothing is played, the move is spent
)

// Questions, notices and the end.
const (
	NStopTold   Code = "nstop"        // Nstop is Limit rounds without an irreversible change, announced at the start (§3.6, §8.6)
	HealingTime Code = "healing_time" // the infected have Count successful moves to heal, 0 for unlimited, announced at the start (§4.7, §8.6)
	PlanTold    Code = "plan"         // announced at the start: a pit loop of Count pits (Cell pit), a river system of Count cells (river), Count weaponries or hospitals (001 l.17)
	Returned    Code = "returned"     // Player's movement brought him back to the cell his move began on (001 l.114)
	RulesOf     Code = "rules"        // the Rules in force, answering Player's question (§7)
	WoundNotice Code = "wound_notice" // Player was wounded since his last turn; Count new cells left (§5.5)
	DeathNotice Code = "death_notice" // Player was killed since his last turn
	NewCell     Code = "new_cell"     // Player ordered a new cell (§5.5)
	KeptCell    Code = "kept_cell"    // Player continues where he was wounded
	StatusOf    Code = "status"       // Player's Status, answering his question (§6.4)
	Recall      Code = "recall"       // Player asked for Other's last move, Move; the public events of that move follow, marked Recalled (§6.3)
	QuietRounds Code = "quiet_rounds" // Count rounds in a row without irreversible change, of Limit (§3.6)
	GameOver    Code = "game_over"    // the game ended: Result, and the winner Player or -1
)

// Reason explains a refusal or failure in an event.
type Reason string

// Reasons.
const (
	NoBullets      Reason = "no_bullets"
	FromHospital   Reason = "from_hospital"
	FromWeaponry   Reason = "from_weaponry"
	NotInRiver     Reason = "not_in_river"
	NotInPit       Reason = "not_in_pit"
	NotHealthy     Reason = "not_healthy"
	NothingThere   Reason = "nothing_there"
	NotCarrying    Reason = "not_carrying"
	NoSuchTreasure Reason = "no_such_treasure"
	Outside        Reason = "outside"
	FromRiver      Reason = "from_river"  // §7.3: the powder is damp
	NoLandmine     Reason = "no_landmine" // nothing to set
	Bullet         Reason = "bullet"      // wounded or killed by a bullet (§5.5)
	Landmine       Reason = "landmine"    // wounded or killed by a landmine's blast (§5.7)
	Destroyed      Reason = "destroyed"   // §7.8 wall reports
	Stood          Reason = "stood"
	NoWallThere    Reason = "no_wall"
	Monolith       Reason = "monolith"     // the wall hit is the monolith (announce_monolith, 001 l.75)
	NotArrived     Reason = "not_arrived"  // a killed player's weapons are taken only by stepping into his cell (001's W7)
	NoBoat         Reason = "no_boat"      // rowing without a boat (002 l.35)
	NotUpstream    Reason = "not_upstream" // rowing where no river flows towards the player from that side (002 l.35)
	NoStairs       Reason = "no_stairs"    // no staircase leads that way from the player's cell (001's G3)
)

// Result is how a game ended.
type Result string

// Results.
const (
	Undecided        Result = ""
	WonWithTreasure  Result = "won_with_treasure"  // §3.2
	LastStanding     Result = "last_standing"      // §3.5
	DrawNStop        Result = "draw_nstop"         // §3.6
	DrawAllSkipped   Result = "draw_all_skipped"   // §6.6
	DrawTreasureLost Result = "draw_treasure_lost" // §4.6, §5.2
	// DrawTreasuresSplit: under seed 001's V3 and V4, the true treasures can
	// no longer all be one player's: kept outside by two players, or by one
	// who died or was lost.
	DrawTreasuresSplit Result = "draw_treasures_split"
	// WonByExit: under victory exit, the winner walked out through an
	// exit (seed 002 l.40: "exit, game is over").
	WonByExit      Result = "won_by_exit"
	SurvivorFailed Result = "survivor_failed" // §7.9: the last survivor did not carry the true treasure out in time
	NobodyLeft     Result = "nobody_left"     // every player died or was lost
	EndedByMaster  Result = "ended_by_master" // the game master ended the game before the rules did: nobody wins
	// WonWithKey: under victory "key", the winner left through a locked
	// exit with the Key: "exit, game is over" (seed 002 l.40, l.56).
	WonWithKey Result = "won_with_key"
)

// Draw reports whether the result is a draw.
func (r Result) Draw() bool {
	return r == DrawNStop || r == DrawAllSkipped || r == DrawTreasureLost || r == DrawTreasuresSplit || r == SurvivorFailed
}

// Counts counts items by kind; it is what a player finds, takes or drops.
type Counts struct {
	Treasures, Corpses, Landmines, Bullets, Grenades int
	// Seed 001's knives (l.65), bags of cement (l.107) and boomerangs
	// (l.109).
	Knives, Cement, Boomerangs int
}

// Empty reports whether nothing is counted.
func (c Counts) Empty() bool { return c == Counts{} }

// Health is a player's condition (§1.3).
type Health uint8

const (
	Healthy Health = iota
	Wounded
	Infected
	Dead
)

var healthNames = [...]string{"healthy", "wounded", "infected", "dead"}

func (h Health) String() string {
	if int(h) < len(healthNames) {
		return healthNames[h]
	}
	return "health?"
}

// Status is what a player carries and how he is, as the game master tells
// him (§6.4).
type Status struct {
	Health   Health
	Immune   bool
	Bullets  int
	Grenades int
	// Carrying is the one big item he carries: a treasure, a corpse or a
	// landmine, or NoItem.
	Carrying moves.Item
	// NewCells is how many cell re-orders he has left.
	NewCells int
	// HealMoves is how many successful moves an infected player has left to
	// reach a hospital; 0 when not infected or unlimited.
	HealMoves int
	// Lives is how many more hits he takes, told only when the rules count
	// lives other than the reference's two (rules.Rules.Lives, seed 004);
	// 0 otherwise.
	Lives int
	// Money is his play money, told only when the game has money
	// (rules.Rules.StartMoney, seed 004); 0 otherwise.
	Money int
	// Knives and Cement are seed 001's knives and bags of cement (0 in a
	// game without them).
	Knives, Cement, Boomerangs int
	// Boats is seed 002's boats (0 in a game without them, max_boats 0).
	Boats int
}

// AudienceKind says who may see an event.
type AudienceKind uint8

const (
	// ToEveryone: every player and the game master (announced aloud).
	ToEveryone AudienceKind = iota
	// ToPlayer: one player (and the game master, who sees everything).
	ToPlayer
	// ToMaster: the game master only.
	ToMaster
)

// Audience is who may see an event.
type Audience struct {
	Kind   AudienceKind
	Player int
}

// Everyone is the audience of public announcements.
func Everyone() Audience { return Audience{Kind: ToEveryone} }

// OnlyPlayer is the audience of one player (and the game master).
func OnlyPlayer(p int) Audience { return Audience{Kind: ToPlayer, Player: p} }

// MasterOnly is the audience of what only the game master may know.
func MasterOnly() Audience { return Audience{Kind: ToMaster} }

// Master is the viewer number of the game master in Audience.Includes.
const Master = -1

// Includes reports whether viewer (a player number, Master or Spectator)
// may see an event with this audience.
func (a Audience) Includes(viewer int) bool {
	switch {
	case viewer == Master:
		return true
	case a.Kind == ToEveryone:
		return true
	case a.Kind == ToPlayer:
		return viewer >= 0 && a.Player == viewer
	}
	return false
}

// Event is one consequence of a command. Which fields are meaningful depends
// on Code (see docs/events.md); the others are zero.
type Event struct {
	// Seq numbers the events of a game from 1.
	Seq int
	// Round is the round in which the event happened (0 before play).
	Round int
	Code  Code
	To    Audience
	// Player is who the event is about, or -1.
	Player int
	// Other is a second player: the shooter of a Wounded, the subject of a
	// Recall; -1 otherwise.
	Other int
	Dir   maze.Dir
	// Cell is the kind of cell announced.
	Cell maze.Kind
	// Pos is a position, only in events for the game master or for the
	// player who chose it.
	Pos    maze.Pos
	Items  Counts
	Item   moves.Item
	Count  int
	Limit  int
	Which  moves.Which
	Reason Reason
	Result Result
	Status Status
	// Move is the move or statement said, for Said and Recall.
	Move moves.Move
	// Action is which action of the move said produced the event: 1 for the
	// first of Move.Actions, counting on through the actions of the
	// conditional clauses in order; 0 for none.
	Action int
	// Yes is the answer of a yes-or-no event (Condition, WallTold).
	Yes bool
	// If is the condition a Condition event decided (§6.5).
	If moves.Condition
	// Recalled marks a copy of an earlier event repeated for a Recall.
	Recalled bool
	// Rules are the rules in force, for RulesOf: the game's configuration
	// with the values it leaves to the game (nstop, reorders) worked out.
	// Shared: do not modify.
	Rules *rules.Rules
}

// Said is the event of a player saying a move aloud (§6.2): Player said Move.
const Said Code = "said"

// Filter appends to dst the events of src that viewer (a player number,
// Master or Spectator) may see.
func Filter(dst, src []Event, viewer int) []Event {
	for _, e := range src {
		if e.To.Includes(viewer) {
			dst = append(dst, e)
		}
	}
	return dst
}
