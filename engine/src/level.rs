//! Playing the bot: ten levels, hints, and whether to take a draw.
//!
//! Level 10 is the full engine at 2 s a move. Levels 6 to 9 search a fixed number of nodes and
//! play the best move. Levels 8 to 10 play from the opening book while it has the position,
//! a move picked by the seed among the book's equal ones. Levels 1 to 5 score every move with a shallow search and pick among the
//! good-looking ones, the weaker the level the wider the choice: a beginner misses what lies
//! beyond its horizon, but never plays an illegal move or one that loses on the spot when
//! another does not. Every level but 10 is deterministic given the seed.

use std::fmt;
use std::time::Duration;

use rules::{Color, Game, GameOptions, Move};

use crate::book::Book;

use crate::limits::Limits;
use crate::score::{WIN_BOUND, is_decisive};
use crate::search::Searcher;

/// A playing strength from 1 (a beginner) to 10 (full strength).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// The level asked for is not 1 to 10.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LevelOutOfRange(pub i64);

impl fmt::Display for LevelOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "level {} is out of range: choose 1 (beginner) to 10 (strongest)",
            self.0
        )
    }
}

impl std::error::Error for LevelOutOfRange {}

impl Level {
    pub const WEAKEST: Level = Level(1);
    pub const STRONGEST: Level = Level(10);

    /// ```
    /// assert!(engine::Level::new(10).is_ok());
    /// assert!(engine::Level::new(0).is_err());
    /// assert_eq!(engine::Level::new(11).unwrap_err().to_string(),
    ///            "level 11 is out of range: choose 1 (beginner) to 10 (strongest)");
    /// ```
    pub fn new(level: i64) -> Result<Level, LevelOutOfRange> {
        if (1..=10).contains(&level) {
            Ok(Level(level as u8))
        } else {
            Err(LevelOutOfRange(level))
        }
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// Whether the level plays from the opening book: 8 to 10.
    pub fn uses_book(self) -> bool {
        self.0 >= 8
    }

    /// Whether the level plays endings from the databases it is given: 8 to 10 (a club
    /// player does not know every ending by heart).
    pub fn plays_endgames(self) -> bool {
        self.0 >= 8
    }

    /// Whether the bot grants a take-back at this level (a beginner's courtesy): 1 to 3.
    pub fn grants_takebacks(self) -> bool {
        self.0 <= 3
    }

    /// How levels 1 to 5 choose: the depth of the scoring search, the widest gap (centi-men)
    /// to the best move a candidate may have, and how strongly better moves are preferred.
    fn shallow(self) -> Option<(u32, i32, f64)> {
        match self.0 {
            1 => Some((2, 260, 90.0)),
            2 => Some((2, 180, 60.0)),
            3 => Some((3, 120, 40.0)),
            4 => Some((4, 70, 25.0)),
            5 => Some((5, 35, 12.0)),
            _ => None,
        }
    }

    /// The search of levels 6 to 10.
    pub fn limits(self) -> Limits {
        match self.0 {
            10 => Limits::time(Duration::from_secs(2)),
            9 => Limits::nodes(2_000_000),
            8 => Limits::nodes(600_000),
            7 => Limits::nodes(150_000),
            6 => Limits::nodes(40_000),
            _ => {
                let (depth, _, _) = self.shallow().unwrap_or((2, 0, 1.0));
                Limits::depth(depth)
            }
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A move chosen by a level, or suggested as a hint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub mv: Move,
    /// The move as the variant writes it (`11-15`, `28x19x10`, `c3-d4`).
    pub text: String,
    /// The engine's score of the move for the side that plays it.
    pub score: i32,
    /// The line the engine expects, as text, starting with the move.
    pub line: Vec<String>,
}

/// The move the bot plays at `level` in the game's position; `None` when the game is over.
/// Deterministic for a given seed, except at level 10, which is bounded by time.
///
/// ```
/// use rules::{Game, Variant};
/// let game = Game::new(Variant::English);
/// let level = engine::Level::new(1).unwrap();
/// let a = engine::play(&game, level, 7).unwrap();
/// let b = engine::play(&game, level, 7).unwrap();
/// assert_eq!(a, b);
/// assert!(game.position().legal_moves().contains(&a.mv));
/// ```
pub fn play(game: &Game, level: Level, seed: u64) -> Option<Choice> {
    let mut searcher = Searcher::new(8);
    play_with(&mut searcher, game, level, seed)
}

/// [`play`] inside the caller's bounds: `within`'s stop flag ends a search of levels 6 to 10
/// early (the best move found so far is played), and its time, when set, replaces level 10's
/// 2 s (a host that must answer sooner, a test); level 10 searches with its threads, and
/// levels 8 to 10 consult its endgame databases. Levels 1 to 5 take milliseconds and are not
/// cut short.
///
/// ```
/// use std::time::Duration;
/// use rules::{Game, Variant};
/// let game = Game::new(Variant::International);
/// let quick = engine::Limits::time(Duration::from_millis(50));
/// let choice = engine::play_within(&game, engine::Level::STRONGEST, 1, &quick).unwrap();
/// assert!(game.position().legal_moves().contains(&choice.mv));
/// ```
pub fn play_within(game: &Game, level: Level, seed: u64, within: &Limits) -> Option<Choice> {
    let mut searcher = Searcher::new(8);
    let mut limits = level.limits();
    if limits.time.is_some() {
        // Level 10, bounded by time anyway: the caller's time and threads.
        if within.time.is_some() {
            limits.time = within.time;
            limits.keeps_time = within.keeps_time;
        }
        limits.threads = within.threads;
    }
    limits.stop = within.stop.clone();
    if level.plays_endgames() {
        limits.tablebase = within.tablebase.clone();
    }
    choose(&mut searcher, game, level, seed, &limits)
}

/// [`play`] with the caller's engine (its table carries over from move to move; levels 6 to 9
/// are then deterministic only for a fresh one).
pub fn play_with(searcher: &mut Searcher, game: &Game, level: Level, seed: u64) -> Option<Choice> {
    choose(searcher, game, level, seed, &level.limits())
}

/// The move of `level`, levels 6 to 10 searching within `limits`.
fn choose(
    searcher: &mut Searcher,
    game: &Game,
    level: Level,
    seed: u64,
    limits: &Limits,
) -> Option<Choice> {
    if game.is_over() {
        return None;
    }
    if level.uses_book()
        && let Some((mv, score)) = book_move(game, seed)
    {
        return Some(choice(game, mv, score, &[mv]));
    }
    let Some((depth, margin, temperature)) = level.shallow() else {
        let result = searcher.search(game, limits);
        let mv = result.best?;
        return Some(choice(game, mv, result.score, &result.pv));
    };
    let scored = searcher.score_moves(game, depth);
    let &(_, best) = scored.first()?;
    // Never a move that loses by force when another does not; never one far below the best.
    let candidates: Vec<(Move, i32)> = scored
        .iter()
        .copied()
        .filter(|&(_, s)| s >= best - margin && !(s <= -WIN_BOUND && best > -WIN_BOUND))
        .collect();
    // A forced win found at this depth is played: even a beginner takes a free game.
    let pool = if is_decisive(best) && best > 0 {
        &scored[..1]
    } else {
        &candidates[..]
    };
    let weights: Vec<f64> = pool
        .iter()
        .map(|&(_, s)| (-((best - s) as f64) / temperature).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut rng = SplitMix(seed ^ game.position().hash());
    let mut point = rng.unit() * total;
    let mut picked = pool[0];
    for (candidate, w) in pool.iter().zip(&weights) {
        if point < *w {
            picked = *candidate;
            break;
        }
        point -= w;
    }
    let (mv, score) = picked;
    Some(choice(game, mv, score, &[mv]))
}

/// A move of the variant's opening book for the game's position, picked by the seed; only for
/// the standard rules (a book knows nothing of giveaway or soffio).
pub(crate) fn book_move(game: &Game, seed: u64) -> Option<(Move, i32)> {
    if game.options() != GameOptions::default() {
        return None;
    }
    Book::of(game.variant()).choose(game.position(), seed)
}

/// The best move for the player to move, with the line that explains it: `!hint`.
pub fn hint(game: &Game, limits: Limits) -> Option<Choice> {
    let result = Searcher::new(8).search(game, &limits);
    let mv = result.best?;
    Some(choice(game, mv, result.score, &result.pv))
}

/// Whether the bot, playing `bot`, should accept a draw offer: only when its evaluation says
/// it is worse, or the game is level and too thin to win (eight pieces or fewer).
pub fn accepts_draw(game: &Game, bot: Color, limits: Limits) -> bool {
    if game.is_over() {
        return false;
    }
    let result = Searcher::new(8).search(game, &limits);
    let score = if game.turn() == bot {
        result.score
    } else {
        -result.score
    };
    let pieces = game.position().occupied().len();
    score <= -DRAW_MARGIN || (score.abs() <= DRAW_MARGIN && pieces <= 8)
}

/// Within a quarter of a man, neither side is better.
const DRAW_MARGIN: i32 = 25;

fn choice(game: &Game, mv: Move, score: i32, pv: &[Move]) -> Choice {
    let mut pos = *game.position();
    let mut line = Vec::new();
    for m in pv {
        if !pos.is_legal(m) {
            break;
        }
        line.push(pos.move_text(m));
        pos = pos.play(m);
    }
    if line.is_empty() {
        line.push(game.position().move_text(&mv));
    }
    Choice {
        mv,
        text: game.position().move_text(&mv),
        score,
        line,
    }
}

/// splitmix64: small, fast, and the same on every machine.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}
