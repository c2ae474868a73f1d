package game

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// field is one optional datum of an event.
type field uint32

const (
	fPlayer field = 1 << iota
	fOther
	fDir
	fCell
	fPos
	fItems
	fItem
	fCount
	fLimit
	fWhich
	fReason
	fResult
	fStatus
	fMove
	fYes
	fIf
	fRules
)

// Spec describes one event code: the data it carries, who hears it, and
// what it means. It is the contract documented in docs/events.md.
type Spec struct {
	Code     Code
	Fields   []string
	Audience string
	Meaning  string
	fields   field
}

var fieldNames = []struct {
	f    field
	name string
}{
	{fPlayer, "player"}, {fOther, "other"}, {fDir, "dir"}, {fCell, "cell"}, {fPos, "pos"},
	{fItems, "items"}, {fItem, "item"}, {fCount, "count"}, {fLimit, "limit"}, {fWhich, "which"},
	{fReason, "reason"}, {fResult, "result"}, {fStatus, "status"}, {fMove, "move"}, {fYes, "yes"}, {fIf, "if"},
	{fRules, "rules"},
}

func spec(c Code, f field, audience, meaning string) Spec {
	s := Spec{Code: c, Audience: audience, Meaning: meaning, fields: f}
	for _, fn := range fieldNames {
		if f&fn.f != 0 {
			s.Fields = append(s.Fields, fn.name)
		}
	}
	return s
}

// catalogue lists every event code with its data and audience.
var catalogue = []Spec{
	spec(StartChosen, fPlayer|fPos, "player", "the player chose pos as his start cell (§6.1)"),
	spec(StartPlaced, fPlayer|fPos, "gm", "the game master placed the player on pos as his start cell (§6.1; seed 001's variant G2)"),
	spec(StartByMaster, fPlayer, "player", "the game master chooses the player's start cell and does not say where: the player does not choose his own (§6.1, G2); told once, when first placed"),
	spec(StartsInvalid, 0, "everyone", "the game master declared every start choice invalid; each player chooses again, not the same cell (§6.1)"),
	spec(GameStarted, fCount, "everyone", "play begins with count players (§6.2)"),
	spec(StartCell, fPlayer|fCell, "everyone", "the type of the cell the player starts on (§6.2)"),
	spec(TurnBegins, fPlayer, "everyone", "it is the player's turn"),
	spec(Said, fPlayer|fMove, "everyone", "the player said this move (§6.2: moves are said aloud)"),
	spec(Moved, fPlayer|fDir|fCell, "everyone", "walked dir onto land, into a hospital, a weaponry or a delta, or onto the encephalitis cell (§4.1–4.3, §4.6, §4.7)"),
	spec(FellIntoPit, fPlayer|fDir|fCell, "everyone", "walked dir into a pit and was transported to the next pit of its loop (§4.4)"),
	spec(MovedByLoop, fPlayer|fCell, "everyone", "moved by the loop to the next pit (§4.4)"),
	spec(CarriedByFlow, fPlayer|fDir|fCell, "everyone", "walked dir into a river and was carried one cell by the flow; cell is river or delta; walking upstream or downstream reads the same (§4.6)"),
	spec(MovedByFlow, fPlayer|fCell, "everyone", "moved by the flow into a river or a delta (§4.6)"),
	spec(HitWall, fPlayer|fDir|fCell|fReason, "everyone", "could not move dir: a wall; reason monolith when it is the outer wall and announce_monolith is on, else absent; cell is the river or delta the flow then carried him to, or absent (§2.2, §4.6)"),
	spec(CannotMove, fPlayer|fReason|fCell, "everyone", "the movement was impossible: by the flow outside a river (not_in_river) or by the loop outside a pit (not_in_pit), or rowing without a boat (no_boat) or where no river comes from that side (not_upstream, seed 002 l.35), or climbing where no staircase leads (no_stairs, seed 001's G3); cell is where a river then carried him, as after a wall (§2.2)"),
	spec(LeftMaze, fPlayer|fDir|fItem, "everyone", "walked dir out of the labyrinth through an open exit carrying item (§3.2)"),
	spec(Crumbled, fPlayer, "everyone", "the treasure the player carried out was fake and crumbled; he must come back in with his next move (§3.4)"),
	spec(TreasureBanked, fPlayer|fCount|fLimit, "everyone", "the treasure the player carried out is true and he keeps it outside: count of the limit true treasures are his; he must come back in with his next move (victory all_treasures or all_treasures_and_last, seed 001's V3, V4)"),
	spec(LostOutside, fPlayer, "everyone", "the player did not come back in and has lost (§3.4)"),
	spec(Position, fPlayer|fPos, "gm, or the player for a cell he ordered", "where the player now stands"),
	spec(Healed, fPlayer, "everyone, or the player on the cell he ordered", "was healed in the hospital: on arriving, when his move begins there, or placed on the hospital he ordered as his new cell (told to him alone) (§4.2, §5.5)"),
	spec(Confiscated, fPlayer, "everyone", "the corpse carried into the hospital was confiscated (§4.2)"),
	spec(Refilled, fPlayer|fStatus, "everyone", "ammunition refilled in the weaponry; status says what he now has (§4.3)"),
	spec(Found, fPlayer|fItems, "everyone", "items lying on the cell he arrived at (§5.1)"),
	spec(PickedUp, fPlayer|fItems, "everyone", "items he took automatically, on arrival or catching them as they fell (§5.1, §5.5)"),
	spec(Skipped, fPlayer, "everyone", "skipped the move (§6.6)"),
	spec(Shot, fPlayer|fDir|fCount|fItems, "everyone", "fired a bullet dir; count: the bullets he has left, items: the bullets lying on his cell, as the game master says them (§5.5; §6.5's example: \"three bullets left, one on the ground\")"),
	spec(Scream, fPlayer, "everyone", "the bullet hit someone: \"A scream is heard!\" (§5.5)"),
	spec(NoScream, fPlayer, "everyone", "the bullet hit nobody (§5.5)"),
	spec(PlayerWounded, fPlayer|fOther|fReason, "gm", "the player was wounded: reason bullet, by other's bullet (§5.5), or landmine, by the blast of a landmine other set off by arriving or throwing a corpse (§5.7); told to everyone at once for a bullet under name_victims"),
	spec(PlayerKilled, fPlayer|fOther|fReason, "gm", "the player was killed: reason bullet, by other's bullet (§5.5), or landmine, by the blast of a landmine other set off (§5.7); told to everyone at once for a bullet under name_victims"),
	spec(ItemsFell, fPlayer|fItems, "everyone", "items fell at the shooter's feet from players he hit on his own cell (§5.5)"),
	spec(ShotRefused, fPlayer|fDir|fReason, "everyone", "could not shoot: no_bullets, from_hospital or from_weaponry (§4.2, §4.3, §5.5)"),
	spec(GrenadeThrown, fPlayer|fDir, "everyone", "threw a grenade at the wall dir (§5.4)"),
	spec(WallDestroyed, fPlayer|fDir|fPos, "gm", "the destructible wall (or closed exit) dir of pos fell (§5.4)"),
	spec(WallStood, fPlayer|fDir|fPos, "gm", "the wall dir of pos is indestructible (or the monolith) and stood (§5.4)"),
	spec(NoWall, fPlayer|fDir|fPos, "gm", "there was no wall dir of pos; the grenade is spent (§5.4)"),
	spec(NoGrenade, fPlayer, "everyone", "no grenade to throw"),
	spec(Took, fPlayer|fItem|fCount|fWhich, "everyone", "took count of item from his cell; which names the treasure of a stack (§5.1, §5.8)"),
	spec(LeftItem, fPlayer|fItem|fCount, "everyone", "left count of item on his cell (§5.2)"),
	spec(CannotDo, fPlayer|fItem|fReason, "everyone", "could not take or leave item: not_healthy, nothing_there, no_such_treasure, not_carrying, outside, not_arrived (a killed player's bullets and grenades, under trophies on_arrival, seed 001's W7)"),
	spec(MiteWoken, fPlayer, "everyone", "the player woke the mite of the encephalitis cell he arrived at; the cell turns contagious after his next move (§4.7)"),
	spec(InfectedBy, fPlayer|fCount, "everyone", "the player was infected; count successful moves to reach a hospital, 0 for unlimited; he dropped all but his grenades (§4.7)"),
	spec(BecameImmune, fPlayer, "everyone, or the player on the cell he ordered", "healed of an infection, the player is immune: encephalitis cells are land to him (§4.7)"),
	spec(DiedOfIllness, fPlayer, "everyone", "the infected player did not reach a hospital in time and died, leaving a contagious corpse (§4.7)"),
	spec(Thrown, fPlayer|fItem|fCount|fDir, "everyone", "the player threw count of item dir (§5.2)"),
	spec(FellAtFeet, fPlayer|fItem|fCount, "everyone", "what he threw hit a wall and fell at his feet (§5.2)"),
	spec(ThrownOut, fPlayer|fItem|fCount|fDir, "gm", "what he threw left the labyrinth and vanished; a landmine is defused (§5.2, §5.7)"),
	spec(MineSet, fPlayer|fDir, "everyone", "the player activated his landmine and set it on his cell, or dir of it (§5.7)"),
	spec(MinePlaced, fPlayer|fPos, "gm", "an armed landmine lies at pos (on the setter's own cell when a wall was in the way) (§5.7)"),
	spec(MineDefused, fPlayer|fPos, "gm", "the landmine set at pos was defused (hospital, weaponry) and lies there harmless; outside the labyrinth it is gone (§5.7)"),
	spec(Blast, fPlayer, "everyone", "a landmine exploded where the player arrived or threw a corpse: everyone there is wounded, bullets and landmines there are destroyed (§5.7)"),
	spec(Condition, fPlayer|fCount|fYes|fIf, "everyone", "the condition of clause count of the player's move was met (yes) or not; the clause's actions follow when met (§6.5)"),
	spec(Done, fPlayer, "everyone", "the player's dark or semi-dark move was carried out: \"— done\" (§6.7, §6.8)"),
	spec(WallTold, fPlayer|fYes, "everyone", "after a semi-dark move: whether the player hit a wall (§6.8)"),
	spec(WallReport, fPlayer|fDir|fReason, "everyone", "under §7.8: what the grenade dir did — destroyed, stood or no_wall (only no_wall under blast_report missing_wall); under blast_report exploded (seed 004 l.53–55) only exploded (the wall fell) or not_exploded"),
	spec(AlongRiver, fPlayer|fDir|fCell, "everyone", "walked dir along a shallow river, up- or downstream, into a river or delta (§7.4)"),
	spec(RiverAgainst, fPlayer|fDir, "everyone", "could not leave the delta dir: a river flows in that way (shallow rivers, §7.4)"),
	spec(CellTypeOf, fPlayer|fPos|fCell, "player", "the type of the cell the player asked about before choosing his start (§7.2)"),
	spec(CommonCell, fCell, "everyone", "every player starts on one cell of this type chosen by the game master, without bullets and grenades (§7.6)"),
	spec(SurvivorMoves, fPlayer|fCount, "everyone", "the player is the last one left and has count moves to carry the true treasure out (§7.9)"),
	spec(TimerStarted, fPlayer|fCount, "everyone", "the player's move is being timed: count seconds (§9)"),
	spec(TimeUp, fPlayer, "everyone", "the player did not move in time and has lost; his corpse and items stay where he stood (§9)"),
	spec(BreakTaken, fPlayer|fCount, "everyone", "the player takes a break of count minutes before his move (§9)"),
	spec(BreakVote, fPlayer|fCount|fLimit, "everyone", "the player votes for a break; count votes so far, limit needed (§9)"),
	spec(BreakAgreed, fCount, "everyone", "the majority agreed on a break of count minutes (§9)"),
	spec(BreakTie, fCount, "everyone", "half of the players voted for a break; the game master's vote decides (§9)"),
	spec(TimingAsked, fPlayer|fOther, "everyone", "the player asked the game master to time other's move (§9)"),
	spec(TimerStopped, fPlayer, "everyone", "the game master no longer times the player's move (§9)"),
	spec(StepAgain, fPlayer, "everyone", "the player's step hit a wall: under relaxed_step he says another step, and what he said after the failed one waits for it (seed 001's S1); a turn event for him follows"),
	spec(ActAfter, fPlayer, "everyone", "the player has heard the results of his step and says next what he does after it, as a skip with actions or a skip alone (act_after_hearing, seed 001 l.64); a turn event for him follows"),
	spec(KeyFound, fPlayer|fCount|fYes, "everyone", "the player arrived where count Keys lie: \"key\"; yes when he took them, no when, wounded, he could not (seed 002 l.14, l.40, l.49)"),
	spec(KeyDropped, fPlayer|fPos|fCount, "master", "the player, wounded or killed, dropped the count Keys he carried on pos (seed 002 l.50)"),
	spec(ExitLocked, fPlayer|fDir, "everyone", "the player could not leave dir by a locked exit without the Key: \"exit, key required\"; he stays where he stood (seed 002 l.40)"),
	spec(Rowed, fPlayer|fDir|fCell, "everyone", "the player rowed dir with a boat, one cell up the river against the current, into cell (river, not carried on); the boat is spent (seed 002 l.35)"),
	spec(BoatFound, fPlayer|fCount|fYes, "everyone", "the player arrived where count boats lie, dropped by a wounded player: yes when he took any, no when he could carry none (seed 002 l.31, l.35)"),
	spec(Climbed, fPlayer|fDir|fCell, "everyone", "the player went by a staircase upstairs (dir up) or downstairs (dir down), keeping (x, y), into cell; a pit, a river or an elevator there moves him on as a step into it (001's G3, l.124)"),
	spec(RodeElevator, fPlayer|fDir|fCell, "everyone", "the player walked dir into an elevator (no dir: moved by the loop from one) and rode it to the elevator at the same place on another floor; cell is elevator (seed 004 l.55–57)"),
	spec(GrenadeRefused, fPlayer|fDir|fReason, "everyone", "the player could not throw a grenade dir: reason not_healthy, the wounded use no weapons under wounded_no_grenades (seed 001 l.84)"),
	spec(HintBought, fPlayer|fCount, "everyone", "the player paid count for the hint \"where am I?\" instead of a move; his money is count less (hint_price, seed 004 l.59–60); the answer is his alone (hint_answer)"),
	spec(HintAnswer, fPlayer|fPos, "player", "the answer to the player's paid hint: he stands at pos (seed 004 l.59–60)"),
	spec(BetPlayed, fPlayer|fCount|fLimit|fYes, "everyone", "the player bet count in the casino instead of a move (casino, seed 004 l.30–32); the die showed limit; yes: 4 to 6, he won count, else he lost the stake (docs/rules.md, \"Money, hints and the casino\")"),
	spec(NoCasino, fPlayer|fCount, "everyone", "the player bet count, but stands on no casino: nothing is played and his move is spent (casino, seed 004 l.30–32)"),
	spec(KnifeUsed, fPlayer, "everyone", "the player struck with his knife, which is spent; every other player on his cell is hit, and a scream or no_scream follows (seed 001 l.65)"),
	spec(KnifeRefused, fPlayer|fReason, "everyone", "the player could not use a knife: reason no_knife, not_healthy (the wounded use no weapons, seed 001 l.84), from_hospital or from_weaponry (the reference's havens)"),
	spec(WallBuilt, fPlayer|fDir, "everyone", "the player built a wall dir of his cell with a bag of cement (seed 001 l.107, O4)"),
	spec(BuildRefused, fPlayer|fDir|fReason, "everyone", "the player could not build a wall dir: reason no_cement, wall_there, outer_side (walls are built on inner sides) or across_flow (a wall cannot block a river, §4.5); no cement is spent"),
	spec(KitSpent, fPlayer, "everyone", "the weaponry the player arrived at gave him his one kit before and gives nothing now (one_kit_per_player, seed 001's A3, A5)"),
	spec(SwampTurn, fPlayer, "everyone", "the player stepped into a swamp on his last move: this move of his is skipped (seed 001 l.105)"),
	spec(BoomerangThrown, fPlayer|fDir, "everyone", "the player threw his boomerang dir; every player on a cell it passes, out or back, is hit; a scream or no_scream follows, then boomerang_back (seed 001 l.109)"),
	spec(BoomerangRefused, fPlayer|fDir|fReason, "everyone", "the player could not throw a boomerang dir: reason no_boomerang or not_healthy (the wounded use no weapons, seed 001 l.84)"),
	spec(BoomerangBack, fPlayer|fYes, "everyone", "the player's boomerang came back to him (yes), or hit a wall and fell (seed 001 l.109)"),
	spec(BoomerangFell, fPlayer|fPos, "gm", "the player's boomerang fell at pos, where whoever arrives picks it up"),
	spec(GrenadeKilled, fPlayer|fDir|fPos, "gm", "the grenade the player threw dir killed whoever stood in the neighbouring cell pos; a killed event for each follows, and a scream (grenades_kill, seed 001's W8)"),
	spec(NStopTold, fLimit, "everyone", "announced at the start: limit rounds in a row without an irreversible change end the game in a draw (§3.6, §8.6)"),
	spec(HealingTime, fCount, "everyone", "announced at the start when the game has encephalitis: an infected player has count successful moves to reach a hospital, 0 for unlimited (§4.7, §8.6)"),
	spec(PlanTold, fCell|fCount, "everyone", "announced at the start under announce_plan (seed 001 l.17): cell pit, a pit loop of count pits; river, a river system of count cells (its delta included); weaponry or hospital, count of them"),
	spec(Returned, fPlayer, "everyone", "under tell_returned (seed 001 l.114): the player's movement took him back to the cell his move began on"),
	spec(CreaturesTold, fCount|fLimit, "everyone", "announced at the start under creatures (seed 001's O7: \"their types must be declared before the game starts\"): count bears and limit leprechauns live in the labyrinth"),
	spec(CreatureMet, fPlayer|fReason|fCount|fLimit|fYes, "player", "the player and a creature came to one cell (seed 001 l.110): reason bear (a wounded event for the game master follows, unless he stands in a hospital or a weaponry) or leprechaun, who tells where the nearest treasure lying in the labyrinth is: count cells east and limit cells south of him (negative: west, north), yes when there is one"),
	spec(CreatureHit, fPlayer|fReason, "everyone", "the player's bullet hit a creature and no player, told instead of no_scream (seed 001 l.110): reason bear, who roars and runs back to its cave to begin its path again, or leprechaun, who is killed"),
	spec(CreatureMoved, fCount|fReason|fPos, "gm", "creature number count of the plan, of kind reason, is now at pos: a step of its path at the end of a round, a step copied from a player's move, or back in its cave"),
	spec(RulesOf, fPlayer|fRules, "player", "the rules in force, answering the player's question: the rules configuration of docs/rules.md, with nstop and reorders worked out for this game (§7)"),
	spec(WoundNotice, fPlayer|fCount|fLimit, "everyone", "the player was wounded since his last turn; count new cells he may still order (§5.5); limit the lives he has left, when the rules count lives (rules option lives, seed 004)"),
	spec(DeathNotice, fPlayer, "everyone", "the player was killed since his last turn"),
	spec(NewCell, fPlayer, "everyone", "the player ordered a new cell (where is told to him alone by a position event) (§5.5)"),
	spec(KeptCell, fPlayer, "everyone", "the player continues from the cell where he was wounded (§5.5)"),
	spec(StatusOf, fPlayer|fStatus, "everyone", "the answer to the player's status question (§6.4)"),
	spec(Recall, fPlayer|fOther|fMove, "everyone", "the player asked for other's last move; copies of its public events follow with recalled=true (§6.3)"),
	spec(QuietRounds, fCount|fLimit, "everyone", "count rounds in a row without an irreversible change; a draw at limit (§3.6)"),
	spec(GameOver, fPlayer|fResult, "everyone", "the game ended with result; player is the winner, absent for none (§3)"),
}

// Catalogue returns the specification of every event code.
func Catalogue() []Spec { return slices.Clone(catalogue) }

func specOf(c Code) (Spec, bool) {
	for _, s := range catalogue {
		if s.Code == c {
			return s, true
		}
	}
	return Spec{}, false
}

type countsJSON struct {
	Treasures int `json:"treasures,omitempty"`
	Corpses   int `json:"corpses,omitempty"`
	Landmines int `json:"landmines,omitempty"`
	Bullets   int `json:"bullets,omitempty"`
	Grenades  int `json:"grenades,omitempty"`
	// Seed 001's items.
	Knives     int `json:"knives,omitempty"`
	Cement     int `json:"cement,omitempty"`
	Boomerangs int `json:"boomerangs,omitempty"`
}

type statusJSON struct {
	Health    string `json:"health"`
	Immune    bool   `json:"immune,omitempty"`
	Bullets   int    `json:"bullets"`
	Grenades  int    `json:"grenades"`
	Carrying  string `json:"carrying,omitempty"`
	NewCells  int    `json:"new_cells"`
	HealMoves int    `json:"heal_moves,omitempty"`
	Lives     int    `json:"lives,omitempty"`
	Money     int    `json:"money,omitempty"`
	Knives    int    `json:"knives,omitempty"`
	Cement    int    `json:"cement,omitempty"`
	Boomerang int    `json:"boomerangs,omitempty"`
	Boats     int    `json:"boats,omitempty"`
}

type eventJSON struct {
	Seq      int          `json:"seq"`
	Round    int          `json:"round"`
	Code     Code         `json:"code"`
	To       string       `json:"to"`
	ToPlayer *int         `json:"to_player,omitempty"`
	Player   *int         `json:"player,omitempty"`
	Other    *int         `json:"other,omitempty"`
	Dir      string       `json:"dir,omitempty"`
	Cell     string       `json:"cell,omitempty"`
	Pos      []int        `json:"pos,omitempty"`
	Items    *countsJSON  `json:"items,omitempty"`
	Item     string       `json:"item,omitempty"`
	Count    *int         `json:"count,omitempty"`
	Limit    *int         `json:"limit,omitempty"`
	Which    int          `json:"which,omitempty"`
	Reason   Reason       `json:"reason,omitempty"`
	Result   Result       `json:"result,omitempty"`
	Status   *statusJSON  `json:"status,omitempty"`
	Move     *string      `json:"move,omitempty"`
	Recalled bool         `json:"recalled,omitempty"`
	Action   int          `json:"action,omitempty"`
	Yes      *bool        `json:"yes,omitempty"`
	If       string       `json:"if,omitempty"`
	Rules    *rules.Rules `json:"rules,omitempty"`
}

var audienceNames = [...]string{ToEveryone: "everyone", ToPlayer: "player", ToMaster: "gm"}

// MarshalJSON writes the event with only the data its code carries
// (docs/events.md). Players are seat numbers from 0; positions are 1-based
// [x, y].
func (e Event) MarshalJSON() ([]byte, error) {
	s, ok := specOf(e.Code)
	if !ok {
		return nil, fmt.Errorf("event: unknown code %q", e.Code)
	}
	j := eventJSON{Seq: e.Seq, Round: e.Round, Code: e.Code, To: audienceNames[e.To.Kind], Recalled: e.Recalled, Action: e.Action}
	if e.To.Kind == ToPlayer {
		j.ToPlayer = ptr(e.To.Player)
	}
	f := s.fields
	if f&fPlayer != 0 && e.Player >= 0 {
		j.Player = ptr(e.Player)
	}
	if f&fOther != 0 && e.Other >= 0 {
		j.Other = ptr(e.Other)
	}
	if f&fDir != 0 && e.Dir.Valid() {
		j.Dir = e.Dir.String()
	}
	if f&fCell != 0 && e.Cell != maze.Outside {
		j.Cell = e.Cell.String()
	}
	if f&fPos != 0 {
		j.Pos = posJSON(e.Pos)
	}
	if f&fItems != 0 {
		c := countsJSON(e.Items)
		j.Items = &c
	}
	if f&fItem != 0 && e.Item != moves.NoItem {
		j.Item = e.Item.String()
	}
	if f&fCount != 0 {
		j.Count = ptr(e.Count)
	}
	if f&fLimit != 0 && (e.Limit != 0 || e.Code != WoundNotice) {
		// A wound notice tells the lives left only when the rules count
		// lives (rules.Rules.Lives); the wounded always have one at least.
		j.Limit = ptr(e.Limit)
	}
	if f&fWhich != 0 {
		j.Which = int(e.Which)
	}
	if f&fReason != 0 {
		j.Reason = e.Reason
	}
	if f&fResult != 0 {
		j.Result = e.Result
	}
	if f&fStatus != 0 {
		st := e.Status
		j.Status = &statusJSON{Health: st.Health.String(), Immune: st.Immune, Bullets: st.Bullets,
			Grenades: st.Grenades, NewCells: st.NewCells, HealMoves: st.HealMoves, Lives: st.Lives, Money: st.Money, Knives: st.Knives, Cement: st.Cement, Boomerang: st.Boomerangs, Boats: st.Boats}
		if st.Carrying != moves.NoItem {
			j.Status.Carrying = st.Carrying.String()
		}
	}
	if f&fMove != 0 && (e.Move.Skip || len(e.Move.Actions) > 0) {
		j.Move = ptr(e.Move.String())
	}
	if f&fYes != 0 {
		j.Yes = ptr(e.Yes)
	}
	if f&fIf != 0 && e.If.Kind != 0 {
		j.If = e.If.String()
	}
	if f&fRules != 0 {
		j.Rules = e.Rules
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes, rejecting unknown codes and
// malformed data.
func (e *Event) UnmarshalJSON(data []byte) error {
	var j eventJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	if _, ok := specOf(j.Code); !ok {
		return fmt.Errorf("event: unknown code %q", j.Code)
	}
	out := Event{Seq: j.Seq, Round: j.Round, Code: j.Code, Player: -1, Other: -1, Recalled: j.Recalled, Action: j.Action}
	if j.Yes != nil {
		out.Yes = *j.Yes
	}
	if j.If != "" {
		c, err := moves.ParseCondition(j.If)
		if err != nil {
			return fmt.Errorf("event %d: if: %w", j.Seq, err)
		}
		out.If = c
	}
	switch j.To {
	case "everyone":
		out.To = Everyone()
	case "gm":
		out.To = MasterOnly()
	case "player":
		if j.ToPlayer == nil {
			return fmt.Errorf("event %d: audience player without to_player", j.Seq)
		}
		out.To = OnlyPlayer(*j.ToPlayer)
	default:
		return fmt.Errorf("event %d: unknown audience %q", j.Seq, j.To)
	}
	if j.Player != nil {
		out.Player = *j.Player
	}
	if j.Other != nil {
		out.Other = *j.Other
	}
	if j.Dir != "" {
		d, ok := maze.ParseDir(j.Dir)
		if !ok {
			return fmt.Errorf("event %d: dir %q", j.Seq, j.Dir)
		}
		out.Dir = d
	}
	if j.Cell != "" {
		k, ok := maze.ParseKind(j.Cell)
		if !ok {
			return fmt.Errorf("event %d: cell %q", j.Seq, j.Cell)
		}
		out.Cell = k
	}
	if j.Pos != nil {
		p, err := posFromJSON(j.Pos)
		if err != nil {
			return fmt.Errorf("event %d: pos: %w", j.Seq, err)
		}
		out.Pos = p
	}
	if j.Items != nil {
		out.Items = Counts(*j.Items)
	}
	if j.Item != "" {
		it, ok := parseItem(j.Item)
		if !ok {
			return fmt.Errorf("event %d: item %q", j.Seq, j.Item)
		}
		out.Item = it
	}
	if j.Count != nil {
		out.Count = *j.Count
	}
	if j.Limit != nil {
		out.Limit = *j.Limit
	}
	out.Which = moves.Which(j.Which)
	out.Reason, out.Result = j.Reason, j.Result
	if j.Status != nil {
		st := Status{Immune: j.Status.Immune, Bullets: j.Status.Bullets, Grenades: j.Status.Grenades, NewCells: j.Status.NewCells,
			HealMoves: j.Status.HealMoves, Lives: j.Status.Lives, Money: j.Status.Money, Knives: j.Status.Knives, Cement: j.Status.Cement, Boomerangs: j.Status.Boomerang, Boats: j.Status.Boats}
		h := slices.Index(healthNames[:], j.Status.Health)
		if h < 0 {
			return fmt.Errorf("event %d: health %q", j.Seq, j.Status.Health)
		}
		st.Health = Health(h)
		if j.Status.Carrying != "" {
			it, ok := parseItem(j.Status.Carrying)
			if !ok {
				return fmt.Errorf("event %d: carrying %q", j.Seq, j.Status.Carrying)
			}
			st.Carrying = it
		}
		out.Status = st
	}
	if j.Rules != nil {
		if err := j.Rules.Check(); err != nil {
			return fmt.Errorf("event %d: %w", j.Seq, err)
		}
		out.Rules = j.Rules
	}
	if j.Move != nil {
		m, err := moves.Parse(*j.Move)
		if err != nil {
			return fmt.Errorf("event %d: move: %w", j.Seq, err)
		}
		out.Move = m
	}
	*e = out
	return nil
}

func parseItem(s string) (moves.Item, bool) {
	for _, it := range []moves.Item{moves.Treasure, moves.Corpse, moves.Landmine, moves.Bullet, moves.Grenade} {
		if it.String() == s {
			return it, true
		}
	}
	return moves.NoItem, false
}

func ptr[T any](v T) *T { return &v }

// Codes lists every event code, sorted.
func Codes() []Code {
	out := make([]Code, len(catalogue))
	for i, s := range catalogue {
		out[i] = s.Code
	}
	sort.Slice(out, func(a, b int) bool { return out[a] < out[b] })
	return out
}
