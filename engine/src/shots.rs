//! Shots: positions where the side to move has a forced combination that wins material, a
//! king or the game, with one first move only. What the bot makes its puzzles from.
//!
//! A position is a shot when, searched move by move (every legal move, each to the same
//! limits), its best first move scores at least [`ShotOptions::margin`] more than the second
//! best and than the position's own quiet evaluation, and the winning line is *forcing*: the
//! opponent's replies are captures or the only move, but for at most one, and every later move
//! asked of the solver is again the only one that keeps the gain (or forced). The line ends
//! where its aim is reached and settled (the opponent has no capture left to take it back):
//! a won game, men won, or a man crowned.
//!
//! [`find_shots`] goes through a game: a quick search of each position picks the candidates
//! (a search that sees more than the quiet evaluation), and [`examine`] decides each with the
//! deeper searches. Everything here is pure and bounded by the [`Limits`] given; the
//! options' stop flag ends it early (with whatever was found so far).
//!
//! ```
//! use rules::{Position, Variant};
//! // White gives a man, 20-16: Black must take 11x20, and 18x11x4 takes two back and crowns.
//! let position =
//!     Position::from_fen(Variant::English, "W:W17,18,20,22,25,28,32:B8,11,12,13,15,19").unwrap();
//! let shot = engine::examine(&position, &engine::ShotOptions::quick()).unwrap();
//! assert_eq!(shot.line_texts(), ["20-16", "11x20", "18x11x4"]);
//! assert_eq!(shot.aim, engine::Aim::Men(1));
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rules::{Color, Game, GameOptions, Move, Outcome, Position, Role};

use crate::limits::Limits;
use crate::score::{WIN, is_decisive};
use crate::search::{Info, Searcher};

/// The last check's nodes a move in [`ShotOptions::default`]: half as much again as the
/// quality bench's 2 s of one core on this machine (5.9–6.75 M nodes measured), so that a
/// rival that wins only at that check's depth is already seen here (a Pool shot whose second
/// move also won, 29978 against 29984, kept at 6 M nodes, refused at 10 M).
const CONFIRM_NODES: u64 = 10_000_000;
/// The megabytes of transposition table of the last check: the quality bench's.
const CONFIRM_TABLE_MB: usize = 64;

/// How hard to look for shots, and what counts as one.
#[derive(Debug, Clone)]
pub struct ShotOptions {
    /// The search of each position of a game that picks the candidates.
    pub scan: Limits,
    /// The search of each legal move of a candidate, and of each later move of the line: the
    /// one that decides.
    pub verify: Limits,
    /// The last check of a shot found: its first move and every other move that came near
    /// it searched again, deeper still, each with a fresh table (as the quality bench checks
    /// it), so that a move is not judged by what the search of another left behind.
    pub confirm: Limits,
    /// The other first moves the last check searches: every one whose `verify` score is
    /// within this of the first move's (centi-men; `i32::MAX`, the default: every legal
    /// move). A rival may look more than two men worse at the `verify` depth and come within
    /// a man deeper (a Dameo one: 2 men under at 400 k nodes, 264 against 225 at 6 M).
    pub confirm_within: i32,
    /// The least a shot's first move wins over the second best move, and over the position's
    /// quiet evaluation, in centi-men (100: a man).
    pub margin: i32,
    /// The longest line, in moves of the solver.
    pub max_solver_moves: usize,
    /// Replies of the opponent that are neither a capture nor the only legal move, at most.
    pub free_replies: usize,
    /// Positions already this far ahead (centi-men, quiet evaluation) are not puzzles: the
    /// game is won whatever the side to move plays.
    pub already_won: i32,
    /// Raised from elsewhere, ends every search at once; what was decided so far stands.
    pub stop: Option<Arc<AtomicBool>>,
}

impl Default for ShotOptions {
    /// What the bot's background finder uses: each move of a candidate searched for about a
    /// seventh of a second, and the last check deeper than the quality bench's (every legal
    /// first move searched for 3 s of one core, 10 M nodes, each with a fresh table).
    fn default() -> ShotOptions {
        ShotOptions {
            scan: Limits::depth(6).with_nodes(60_000),
            verify: Limits::nodes(400_000),
            confirm: Limits::nodes(CONFIRM_NODES),
            confirm_within: i32::MAX,
            margin: 100,
            max_solver_moves: 8,
            free_replies: 1,
            already_won: 400,
            stop: None,
        }
    }
}

impl ShotOptions {
    /// Bounded by depth and nodes only: deterministic, and quick enough for tests.
    pub fn quick() -> ShotOptions {
        ShotOptions {
            scan: Limits::depth(4).with_nodes(10_000),
            // The opponent's replies need depth 9: at 7, with the quiescence search's trades,
            // Brazilian's known 2-man shot met a recapture that is worse at any depth from 8
            // on and that the default options (400,000 nodes) never choose.
            verify: Limits::depth(9).with_nodes(80_000),
            confirm: Limits::depth(9).with_nodes(120_000),
            confirm_within: 200,
            // These shallow searches see a man won a little short of a man (the learned
            // evaluation weighs it by the position, and its positional terms are not yet
            // settled at depth 9); the independent material search of the tests holds the
            // full man.
            margin: 90,
            ..ShotOptions::default()
        }
    }

    fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }

    fn limits(&self, limits: &Limits) -> Limits {
        let mut limits = limits.clone();
        if self.stop.is_some() {
            limits.stop = self.stop.clone();
        }
        limits
    }
}

/// What a shot wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Aim {
    /// The game: the line ends with the opponent out of pieces or moves.
    Win,
    /// This many pieces more than before (a king taken counts as one).
    Men(u32),
    /// A man crowned, at the cost of at most one man.
    Crown,
}

impl Aim {
    /// The aim as stored: `win`, `men:2`, `crown`.
    ///
    /// ```
    /// use engine::Aim;
    /// assert_eq!(Aim::Men(2).code(), "men:2");
    /// assert_eq!(Aim::parse("men:2"), Some(Aim::Men(2)));
    /// assert_eq!(Aim::parse(&Aim::Crown.code()), Some(Aim::Crown));
    /// ```
    pub fn code(self) -> String {
        match self {
            Aim::Win => "win".into(),
            Aim::Men(n) => format!("men:{n}"),
            Aim::Crown => "crown".into(),
        }
    }

    pub fn parse(code: &str) -> Option<Aim> {
        match code {
            "win" => Some(Aim::Win),
            "crown" => Some(Aim::Crown),
            _ => {
                let n: u32 = code.strip_prefix("men:")?.parse().ok()?;
                (n > 0).then_some(Aim::Men(n))
            }
        }
    }
}

/// A position with a unique, forcing win, and its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shot {
    /// The position, the solver to move.
    pub position: Position,
    /// The solver's moves and the opponent's replies, from the first move to the last move of
    /// the solver.
    pub line: Vec<Move>,
    pub aim: Aim,
    /// The searches' scores of the first move and of the second best, for the solver.
    pub best: i32,
    pub second: i32,
    /// Plies of the line (after the first) that are captures or the only legal move.
    pub forced: usize,
    /// The depth of the search at which the first move became and stayed the engine's choice.
    pub found_at: u32,
    /// A first estimate of the puzzle's rating (Glicko scale): longer lines, quiet first
    /// moves, sacrifices and wide choices make it harder.
    pub difficulty: i32,
}

impl Shot {
    /// The side to play and win.
    pub fn solver(&self) -> Color {
        self.position.turn()
    }

    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.line.len().div_ceil(2)
    }

    /// The line in the variant's notation.
    pub fn line_texts(&self) -> Vec<String> {
        line_texts(&self.position, &self.line)
    }
}

/// The moves of a line from a position, as the variant writes them.
pub fn line_texts(position: &Position, line: &[Move]) -> Vec<String> {
    let mut here = *position;
    let mut out = Vec::with_capacity(line.len());
    for mv in line {
        out.push(here.move_text(mv));
        here = here.play(mv);
    }
    out
}

/// Why a position is not a shot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NoShot {
    /// The game is over there, or the side to move has one legal move.
    NoChoice,
    /// The best move does not win a man more than the position promises already.
    NoGain,
    /// Already won (or lost) whatever is played.
    Decided,
    /// Another first move does (nearly) as well.
    NotUnique,
    /// The line gives the opponent free choices.
    NotForcing,
    /// The gain does not settle within the longest line (or a later move has alternatives
    /// before it does).
    Unsettled,
    /// A single move that wins material or crowns: no combination.
    TooShort,
    /// The searches were told to stop.
    Stopped,
}

/// A shot found in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundShot {
    /// The position is the game's after this many moves.
    pub ply: usize,
    pub shot: Shot,
    /// The player to move did not play the shot's first move (or the game ended there).
    pub missed: bool,
}

/// The shots in a game: each position searched quickly, the promising ones examined. Games
/// with the giveaway or soffio options have none (their rules turn a gain into a loss, or a
/// capture into a choice). `progress` is called with (positions done, positions in all).
///
/// ```
/// use rules::{Game, Variant};
/// let mut game = Game::new(Variant::English);
/// for mv in ["11-15", "24-20", "8-11", "28-24"] { game.play_text(mv).unwrap(); }
/// let shots = engine::find_shots(&game, &engine::ShotOptions::quick(), &mut |_, _| {});
/// assert!(shots.is_empty()); // an opening has none
/// ```
pub fn find_shots(
    game: &Game,
    options: &ShotOptions,
    progress: &mut dyn FnMut(usize, usize),
) -> Vec<FoundShot> {
    find_shots_from(game, 0, options, progress).shots
}

/// How far a look through a game got.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShotScan {
    pub shots: Vec<FoundShot>,
    /// The first position not looked at: where to go on after a stop.
    pub next: usize,
    /// Every position was looked at (not stopped).
    pub finished: bool,
    /// Positions looked at, the candidates among them, and why candidates were refused.
    pub looked: usize,
    pub candidates: usize,
    pub refused: std::collections::BTreeMap<NoShot, usize>,
}

/// [`find_shots`] from the position after `from` moves: when the options' stop flag is
/// raised it returns what it found and where to go on from, so that a look given way to
/// more urgent work resumes rather than starts over.
pub fn find_shots_from(
    game: &Game,
    from: usize,
    options: &ShotOptions,
    progress: &mut dyn FnMut(usize, usize),
) -> ShotScan {
    let game_options = game.options();
    let positions = game.positions();
    if game_options.giveaway || game_options.soffio {
        return ShotScan {
            shots: Vec::new(),
            next: positions.len(),
            finished: true,
            looked: 0,
            candidates: 0,
            refused: Default::default(),
        };
    }
    let played: Vec<Move> = game.plies().map(|p| p.mv).collect();
    let mut searcher = Searcher::new(16);
    let mut found: Vec<FoundShot> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    // Positions inside a combination already found and played out are its own steps.
    let mut skip_until = 0;
    let mut scan = ShotScan {
        shots: Vec::new(),
        next: positions.len(),
        finished: false,
        looked: 0,
        candidates: 0,
        refused: Default::default(),
    };
    for (ply, position) in positions.iter().enumerate().skip(from) {
        progress(ply, positions.len());
        if options.stopped() {
            scan.shots = found;
            scan.next = ply;
            return scan;
        }
        if ply < skip_until || !seen.insert(position.hash()) {
            continue;
        }
        scan.looked += 1;
        if !is_candidate(&mut searcher, position, options) {
            continue;
        }
        scan.candidates += 1;
        let shot = match examine_with(&mut searcher, position, options) {
            Ok(shot) => shot,
            Err(NoShot::Stopped) => {
                scan.shots = found;
                scan.next = ply;
                return scan;
            }
            Err(why) => {
                *scan.refused.entry(why).or_default() += 1;
                continue;
            }
        };
        let missed = played.get(ply) != shot.line.first();
        if !missed {
            skip_until = ply + shot.line.len() + 1;
        }
        found.push(FoundShot { ply, shot, missed });
    }
    progress(positions.len(), positions.len());
    scan.shots = found;
    scan.finished = !options.stopped();
    scan
}

/// Whether a quick search sees more in the position than its quiet evaluation.
fn is_candidate(searcher: &mut Searcher, position: &Position, options: &ShotOptions) -> bool {
    let Some(game) = fresh(position) else {
        return false;
    };
    if game.is_over() || position.legal_moves().len() < 2 {
        return false;
    }
    let quiet = searcher.static_score(&game);
    if decided(position, quiet, options) {
        return false;
    }
    let seen = searcher.search(&game, &options.limits(&options.scan)).score;
    // Half the margin, as the first glance of [`examine`]: what a line wins is told by its
    // pieces, not by the evaluation's weight of them.
    seen - quiet >= options.margin / 2 && seen >= options.margin / 2
}

/// Decides whether the position is a shot, with a fresh engine.
///
/// ```
/// use rules::{Position, Variant};
/// let start = Position::start(Variant::Italian);
/// assert_eq!(engine::examine(&start, &engine::ShotOptions::quick()), Err(engine::NoShot::NoGain));
/// ```
pub fn examine(position: &Position, options: &ShotOptions) -> Result<Shot, NoShot> {
    examine_with(&mut Searcher::new(16), position, options)
}

fn examine_with(
    searcher: &mut Searcher,
    position: &Position,
    options: &ShotOptions,
) -> Result<Shot, NoShot> {
    let game = fresh(position).ok_or(NoShot::NoChoice)?;
    if game.is_over() || position.legal_moves().len() < 2 {
        return Err(NoShot::NoChoice);
    }
    let quiet = searcher.static_score(&game);
    if decided(position, quiet, options) {
        return Err(NoShot::Decided);
    }
    // A quick look at every move first: most candidates fail here, before the deep searches.
    let glance = score_moves(searcher, &game, options, &options.scan)?;
    if glance[0].1 - quiet < options.margin / 2 || glance[0].1 - glance[1].1 < options.margin / 2 {
        return Err(if glance[0].1 - quiet < options.margin / 2 {
            NoShot::NoGain
        } else {
            NoShot::NotUnique
        });
    }
    let scored = score_moves(searcher, &game, options, &options.verify)?;
    let (first, best) = scored[0];
    let second = scored[1].1;
    // What the first move wins is told by the line (the pieces it takes, or a crowning): the
    // learned evaluation weighs a man differently by the position, so against the quiet
    // evaluation it need only win clearly.
    if best - quiet < options.margin / 2 || best < options.margin / 2 {
        return Err(NoShot::NoGain);
    }
    if best - second < options.margin || (is_decisive(second) && second > 0) {
        return Err(NoShot::NotUnique);
    }
    // The depth from which the engine's own search keeps choosing this move: how deep one
    // must see to find it.
    let mut found_at = 0;
    let mut root_limits = options.limits(&options.verify);
    root_limits.depth = Some(root_limits.depth.unwrap_or(40).min(24));
    let root = searcher.search_with_info(&game, &root_limits, &mut |info: &Info| match info
        .pv
        .first()
    {
        Some(mv) if *mv == first => {
            if found_at == 0 {
                found_at = info.depth;
            }
        }
        _ => found_at = 0,
    });
    if options.stopped() {
        return Err(NoShot::Stopped);
    }
    if root.best != Some(first) {
        // The engine's search of the whole position disagrees with its move-by-move one.
        return Err(NoShot::NotUnique);
    }
    let line = build_line(searcher, &game, first, options)?;
    let forced = line
        .moves
        .iter()
        .skip(1)
        .zip(&line.choices[1..])
        .filter(|(mv, choices)| mv.is_capture() || **choices == 1)
        .count();
    // A combination: one capture is a choice of captures, not a shot; only a move that ends
    // the game may stand alone.
    if line.moves.len() < 3 && line.aim != Aim::Win {
        return Err(NoShot::TooShort);
    }
    // Mostly captures and forced replies: two plies in three after the first at least.
    if forced * 3 < (line.moves.len() - 1) * 2 {
        return Err(NoShot::NotForcing);
    }
    // The last word: the first move and every rival near it, deeper.
    let rivals = confirm_rivals(&scored, options.confirm_within);
    let confirmed = confirm_scores(&game, options, &rivals)?;
    let best = confirmed[0].1;
    let second = confirmed[1..].iter().map(|&(_, s)| s).max().unwrap_or(-WIN);
    if best - second < options.margin || (is_decisive(second) && second > 0) {
        return Err(NoShot::NotUnique);
    }
    let mut shot = Shot {
        position: *position,
        line: line.moves,
        aim: line.aim,
        best,
        second,
        forced,
        found_at: found_at.max(1),
        difficulty: 0,
    };
    shot.difficulty = difficulty(&shot, scored.len());
    Ok(shot)
}

/// Every legal move scored for the side to move, best first, each searched to `limits`.
fn score_moves(
    searcher: &mut Searcher,
    game: &Game,
    options: &ShotOptions,
    limits: &Limits,
) -> Result<Vec<(Move, i32)>, NoShot> {
    let mut scored = score_these(searcher, game, options, limits, &game.legal_moves())?;
    if scored.len() < 2 {
        return Err(NoShot::NoChoice);
    }
    scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    Ok(scored)
}

/// The moves the last check searches, from the verify scores (best first): the first move,
/// then every other within `within` of it.
fn confirm_rivals(scored: &[(Move, i32)], within: i32) -> Vec<Move> {
    let best = scored[0].1;
    scored
        .iter()
        .enumerate()
        .filter(|&(i, &(_, score))| i == 0 || best.saturating_sub(score) <= within)
        .map(|(_, &(mv, _))| mv)
        .collect()
}

/// The last check's scores of these moves, in their order: each searched to the confirm
/// limits by a searcher of the quality bench's table size, cleared before each move, so that
/// the score of a move does not depend on which were searched before it.
fn confirm_scores(
    game: &Game,
    options: &ShotOptions,
    moves: &[Move],
) -> Result<Vec<(Move, i32)>, NoShot> {
    let mut searcher = Searcher::new(CONFIRM_TABLE_MB);
    let mut scored = Vec::with_capacity(moves.len());
    for &mv in moves {
        searcher.clear();
        scored.extend(score_these(
            &mut searcher,
            game,
            options,
            &options.confirm,
            &[mv],
        )?);
    }
    Ok(scored)
}

/// These moves scored for the side to move, in their order, each searched to `limits`.
fn score_these(
    searcher: &mut Searcher,
    game: &Game,
    options: &ShotOptions,
    limits: &Limits,
    moves: &[Move],
) -> Result<Vec<(Move, i32)>, NoShot> {
    let mover = game.turn();
    let mut scored = Vec::new();
    for &mv in moves {
        let mut after = game.clone();
        if after.play(&mv).is_err() {
            continue;
        }
        let score = match after.outcome() {
            Some(Outcome::Win { winner, .. }) if winner == mover => WIN - 1,
            Some(Outcome::Win { .. }) => -(WIN - 1),
            Some(Outcome::Draw(_)) => 0,
            None => -searcher.search(&after, &options.limits(limits)).score,
        };
        if options.stopped() {
            return Err(NoShot::Stopped);
        }
        scored.push((mv, score));
    }
    Ok(scored)
}

/// A winning line and what it reaches.
struct Line {
    moves: Vec<Move>,
    /// How many legal moves the mover had at each ply.
    choices: Vec<usize>,
    aim: Aim,
}

/// The line after `first`: the engine's best reply to each move, and the solver's only
/// winning answer, until the aim is reached and settled.
fn build_line(
    searcher: &mut Searcher,
    root: &Game,
    first: Move,
    options: &ShotOptions,
) -> Result<Line, NoShot> {
    let solver = root.turn();
    let start = *root.position();
    let mut game = root.clone();
    let mut moves = vec![first];
    let mut choices = vec![start.legal_moves().len()];
    game.play(&first).map_err(|_| NoShot::NoChoice)?;
    let mut free = 0;
    // The shortest line that reaches a settled gain, and its aim.
    let mut settled: Option<(usize, Aim)> = None;
    loop {
        if let Some(outcome) = game.outcome() {
            return match outcome.winner() {
                Some(winner) if winner == solver => Ok(Line {
                    moves,
                    choices,
                    aim: Aim::Win,
                }),
                _ => finish(moves, choices, settled),
            };
        }
        // The opponent to move.
        let position = *game.position();
        if !position.has_capture()
            && settled.is_none()
            && let Some(aim) = gain(&start, &position, solver)
        {
            settled = Some((moves.len(), aim));
            // A material aim stops here; the line goes on only while it may still end the
            // game within its length.
            if !is_decisive(searcher.search(&game, &options.limits(&options.scan)).score) {
                return finish(moves, choices, settled);
            }
        }
        if moves.len().div_ceil(2) >= options.max_solver_moves {
            return finish(moves, choices, settled);
        }
        let legal = position.legal_moves();
        let reply = if legal.len() == 1 {
            legal[0]
        } else {
            match searcher
                .search(&game, &options.limits(&options.verify))
                .best
            {
                Some(mv) => mv,
                None => return finish(moves, choices, settled),
            }
        };
        if options.stopped() {
            return Err(NoShot::Stopped);
        }
        if legal.len() > 1 && !reply.is_capture() {
            free += 1;
            if free > options.free_replies {
                return Err(NoShot::NotForcing);
            }
        }
        moves.push(reply);
        choices.push(legal.len());
        game.play(&reply).map_err(|_| NoShot::NoChoice)?;
        if game.is_over() {
            return finish(moves[..moves.len() - 1].to_vec(), choices, settled);
        }
        // The solver to move: their move must be the only one that keeps the gain.
        let legal = game.legal_moves();
        let answer = if legal.len() == 1 {
            legal[0]
        } else {
            let scored = score_moves(searcher, &game, options, &options.verify)?;
            if scored[0].1 - scored[1].1 < options.margin {
                // Several ways on: the puzzle ends before this move, if its gain is settled.
                moves.pop();
                choices.pop();
                return finish(moves, choices, settled);
            }
            scored[0].0
        };
        moves.push(answer);
        choices.push(legal.len());
        game.play(&answer).map_err(|_| NoShot::NoChoice)?;
    }
}

/// The line cut where its gain settled, or no shot.
fn finish(
    mut moves: Vec<Move>,
    mut choices: Vec<usize>,
    settled: Option<(usize, Aim)>,
) -> Result<Line, NoShot> {
    let (length, aim) = settled.ok_or(NoShot::Unsettled)?;
    if length > moves.len() {
        return Err(NoShot::Unsettled);
    }
    moves.truncate(length);
    choices.truncate(length);
    Ok(Line {
        moves,
        choices,
        aim,
    })
}

/// What the solver has gained from `start` to `now` (the opponent to move, no capture
/// pending), if it is an aim: pieces won, else a man crowned for at most one man.
fn gain(start: &Position, now: &Position, solver: Color) -> Option<Aim> {
    let balance = |p: &Position| {
        let count = |c: Color| p.count_side(c) as i64;
        count(solver) - count(!solver)
    };
    let won = balance(now) - balance(start);
    if won >= 1 {
        return Some(Aim::Men(won as u32));
    }
    let kings = |p: &Position| p.count(solver, Role::King) as i64;
    let crowned = kings(now) > kings(start);
    // A crowned man still standing, and the opponent not crowning in the line.
    let their_kings = |p: &Position| p.count(!solver, Role::King) as i64;
    if crowned && won >= -1 && their_kings(now) <= their_kings(start) {
        return Some(Aim::Crown);
    }
    None
}

/// A first rating for the puzzle: 1000 for a one-move capture, more for each further move of
/// the solver, for a quiet (or sacrificing) first move, for a wide choice, and for the depth
/// the engine needed.
fn difficulty(shot: &Shot, legal: usize) -> i32 {
    let first = shot.line[0];
    let mut rating = 1000.0;
    rating += 150.0 * (shot.solver_moves().saturating_sub(1)) as f64;
    if !first.is_capture() {
        rating += 200.0;
        // The opponent takes at once: a sacrifice.
        if shot.line.get(1).is_some_and(|r| r.is_capture()) {
            rating += 100.0;
        }
    }
    rating += 60.0 * (legal as f64).ln();
    rating += 25.0 * shot.found_at.min(20) as f64;
    if shot.aim == Aim::Win {
        rating += 100.0;
    }
    rating.clamp(600.0, 2600.0).round() as i32
}

/// Whether the game is won (or lost) already, whatever the side to move plays: far ahead by
/// the quiet evaluation, or three pieces or more.
fn decided(position: &Position, quiet: i32, options: &ShotOptions) -> bool {
    let turn = position.turn();
    let balance = position.count_side(turn) as i32 - position.count_side(!turn) as i32;
    quiet.abs() >= options.already_won || balance.abs() >= 3
}

/// A game from the position alone: the puzzle is solved from it, with no history.
fn fresh(position: &Position) -> Option<Game> {
    Game::from_position(*position, GameOptions::default()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    #[test]
    fn the_last_check_searches_every_rival_near_the_first_move() {
        let moves = Position::start(Variant::International).legal_moves();
        assert!(moves.len() >= 7);
        // Verify scores, best first: five rivals within two men, however many they are (the
        // fifth ranked beyond the three the check used to search), and one far below.
        let scored: Vec<(Move, i32)> = moves
            .iter()
            .zip([250, 140, 120, 90, 60, 50, -400])
            .map(|(&mv, score)| (mv, score))
            .collect();
        assert_eq!(confirm_rivals(&scored, 200), moves[..6].to_vec());
        assert_eq!(confirm_rivals(&scored, 130), moves[..3].to_vec());
        // The bot's finder searches them all, as the quality bench checks them.
        let every = ShotOptions::default().confirm_within;
        assert_eq!(confirm_rivals(&scored, every), moves[..7].to_vec());
        // The first move alone when nothing comes near.
        assert_eq!(confirm_rivals(&scored[..1], 200), moves[..1].to_vec());
    }
}
