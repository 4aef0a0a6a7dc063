//! Learning from a game: every position searched, each move's cost to the side that played it,
//! the decisive mistakes with the better move and the line that shows why, and the evaluation
//! series for a chart.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rules::{Color, Event, Game, Move, Outcome};

use crate::limits::Limits;
use crate::score::{WIN, WIN_BOUND};
use crate::search::{SearchResult, Searcher};
use crate::tablebase::Tablebase;

/// How much effort an analysis spends, and what it calls a mistake.
#[derive(Debug, Clone)]
pub struct AnalysisOptions {
    /// The whole analysis, shared among the positions: each gets an even share of what is
    /// left, so the time a search did not need goes to the positions after it. The default,
    /// 15 s, keeps a game of 60 moves (121 positions) within 20 s on a 2-core machine.
    pub budget: Duration,
    /// Or a fixed depth per position (deterministic), when set.
    pub depth: Option<u32>,
    /// A move that costs at least this much (centi-men) is a mistake.
    pub threshold: i32,
    /// Raised from elsewhere, ends every search at once: the analysis is no longer wanted
    /// (its result is then meaningless).
    pub stop: Option<Arc<AtomicBool>>,
    /// The threads each search uses (1: deterministic with `depth`).
    pub threads: usize,
    /// Endgame databases the searches consult.
    pub tablebase: Option<Arc<dyn Tablebase>>,
}

impl Default for AnalysisOptions {
    fn default() -> AnalysisOptions {
        AnalysisOptions {
            budget: Duration::from_secs(15),
            depth: None,
            threshold: 100,
            stop: None,
            threads: 1,
            tablebase: None,
        }
    }
}

/// One move of the game, weighed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReview {
    /// 1-based index of the move among the game's moves (plies).
    pub ply: usize,
    pub color: Color,
    pub played: Move,
    pub played_text: String,
    /// The engine's choice, when it differs from the move played.
    pub best_text: Option<String>,
    /// The score for the mover before the move (with the best move) and after the move played.
    pub before: i32,
    pub after: i32,
    /// What the move cost, `before - after`, with wins and losses counted as 20 men.
    pub cost: i32,
}

/// A move that cost at least the threshold, by searches of the positions before and after it
/// deeper than the rest of the analysis (a swing the first searches saw and the deeper ones
/// do not is no mistake).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mistake {
    pub review: MoveReview,
    /// The move to play instead, and the line it leads to.
    pub better: String,
    pub better_line: Vec<String>,
    /// The opponent's best answer to the move played and what follows: why it was a mistake.
    pub refutation: Vec<String>,
    /// The mistake changed the verdict (a win became a draw or a loss, a draw a loss).
    pub decisive: bool,
}

/// The analysis of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The score of every position from White's point of view, the start first: one more entry
    /// than there are moves. For a chart.
    pub evaluations: Vec<i32>,
    pub moves: Vec<MoveReview>,
    /// The mistakes of both sides, in the order played.
    pub mistakes: Vec<Mistake>,
}

impl Analysis {
    /// The mistakes of one side.
    pub fn mistakes_of(&self, color: Color) -> impl Iterator<Item = &Mistake> {
        self.mistakes
            .iter()
            .filter(move |m| m.review.color == color)
    }
}

/// Analyses a game: its start position and moves (a finished game or one under way).
/// `progress` is called with (positions done, positions in all) after each position.
///
/// ```
/// use rules::{Game, Variant};
/// let mut game = Game::new(Variant::English);
/// for mv in ["11-15", "24-20", "8-11", "28-24"] { game.play_text(mv).unwrap(); }
/// let options = engine::AnalysisOptions { depth: Some(3), ..Default::default() };
/// let mut calls = 0;
/// let analysis = engine::analyse(&game, &options, &mut |_, _| calls += 1);
/// assert_eq!(analysis.evaluations.len(), 5);
/// assert_eq!(analysis.moves.len(), 4);
/// assert_eq!(calls, 5);
/// ```
pub fn analyse(
    game: &Game,
    options: &AnalysisOptions,
    progress: &mut dyn FnMut(usize, usize),
) -> Analysis {
    let prefixes = prefixes(game);
    let total = prefixes.len();
    let started = Instant::now();
    let floor = options.budget / (4 * total.max(1) as u32);
    let mut searcher = Searcher::new(32).with_threads(options.threads);
    let mut results: Vec<SearchResult> = Vec::with_capacity(total);
    // Positions searched again, deeper, to check a swing.
    let mut checked = vec![false; total];
    let search = |searcher: &mut Searcher, i: usize, deeper: bool| {
        let mut limits = match options.depth {
            Some(depth) => Limits::depth(if deeper { depth + 2 } else { depth }),
            None => {
                // Never less than a quarter of an even share: a late position still gets a
                // real search when earlier ones ran over (a loaded machine). A check gets
                // three shares. Time a search does not use goes to the positions after it.
                let left = options.budget.saturating_sub(started.elapsed());
                let share = (left / (total - i.min(total - 1)) as u32).max(floor);
                Limits::clock_share(if deeper { share * CHECK_SHARES } else { share })
            }
        };
        limits.stop = options.stop.clone();
        limits.tablebase = options.tablebase.clone();
        let mut result = searcher.search(&prefixes[i], &limits);
        if prefixes[i].is_over() {
            result.score = final_score(&prefixes[i]);
        }
        result
    };
    let plies: Vec<&rules::Ply> = game.plies().collect();
    for i in 0..total {
        results.push(search(&mut searcher, i, false));
        progress(i + 1, total);
        // The move that led here looks like a mistake: both sides of it are searched deeper,
        // and only what the deeper searches still say counts.
        if i > 0 && looks_like_a_mistake(&results, i - 1, plies[i - 1].mv, options.threshold) {
            for j in [i - 1, i] {
                if !checked[j] {
                    results[j] = search(&mut searcher, j, true);
                    checked[j] = true;
                }
            }
        }
    }

    let evaluations: Vec<i32> = prefixes
        .iter()
        .zip(&results)
        .map(|(g, r)| {
            if g.turn() == Color::White {
                r.score
            } else {
                -r.score
            }
        })
        .collect();

    let mut moves = Vec::new();
    let mut mistakes = Vec::new();
    for (i, ply) in game.plies().enumerate() {
        let (before_game, after_game) = (&prefixes[i], &prefixes[i + 1]);
        let before = results[i].score;
        let after = -results[i + 1].score;
        let cost = clamp(before) - clamp(after);
        let best = results[i].best.filter(|&b| b != ply.mv);
        let review = MoveReview {
            ply: i + 1,
            color: ply.color,
            played: ply.mv,
            played_text: ply.text.clone(),
            best_text: best.map(|b| before_game.position().move_text(&b)),
            before,
            after,
            cost,
        };
        if cost >= options.threshold
            && checked[i]
            && checked[i + 1]
            && let Some(best) = best
        {
            mistakes.push(Mistake {
                better: before_game.position().move_text(&best),
                better_line: line(before_game, &results[i].pv),
                refutation: line(after_game, &results[i + 1].pv),
                decisive: verdict(after) < verdict(before),
                review: review.clone(),
            });
        }
        moves.push(review);
    }
    Analysis {
        evaluations,
        moves,
        mistakes,
    }
}

/// How many shares of the time a position gets when it is searched again to check a swing.
const CHECK_SHARES: u32 = 3;

/// Whether the move after position `i` costs at least `threshold` by the searches so far, and
/// was not the move they prefer.
fn looks_like_a_mistake(results: &[SearchResult], i: usize, played: Move, threshold: i32) -> bool {
    let cost = clamp(results[i].score) - clamp(-results[i + 1].score);
    cost >= threshold && results[i].best.is_some_and(|b| b != played)
}

/// The game after 0, 1, 2, … of its moves (a soffio huff goes with the move before it).
fn prefixes(game: &Game) -> Vec<Game> {
    let mut out = Vec::new();
    let Ok(mut current) = Game::from_position(*game.start(), game.options()) else {
        return vec![game.clone()];
    };
    if !game.draw_rules_reached().is_empty() {
        // The players played on past a draw rule: so does the replay.
        current.record_draw_rules_only();
    }
    out.push(current.clone());
    for event in game.events() {
        match event {
            Event::Move(ply) => {
                if current.play(&ply.mv).is_err() {
                    break;
                }
                out.push(current.clone());
            }
            Event::Huff(huff) => {
                if current.huff(huff.square).is_ok()
                    && let Some(last) = out.last_mut()
                {
                    *last = current.clone();
                }
            }
        }
    }
    out
}

fn final_score(game: &Game) -> i32 {
    match game.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == game.turn() => WIN,
        Some(Outcome::Win { .. }) => -WIN,
        _ => 0,
    }
}

/// Wins and losses count as 20 men in a move's cost, so one lost win is not a thousand.
fn clamp(score: i32) -> i32 {
    score.clamp(-2000, 2000)
}

/// -1 lost, 0 balanced, 1 won, as far as a score can say.
fn verdict(score: i32) -> i32 {
    if score >= WIN_BOUND || score >= 250 {
        1
    } else if score <= -WIN_BOUND || score <= -250 {
        -1
    } else {
        0
    }
}

fn line(game: &Game, pv: &[Move]) -> Vec<String> {
    let mut pos = *game.position();
    let mut out = Vec::new();
    for mv in pv {
        if !pos.is_legal(mv) {
            break;
        }
        out.push(pos.move_text(mv));
        pos = pos.play(mv);
    }
    out
}
