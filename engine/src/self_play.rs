//! Games of the engine against itself at the weaker levels, whose mistakes leave shots on the
//! board: what a fresh install makes its first puzzles from (`dama puzzles generate`) and
//! what the puzzle bench searches.

use std::sync::atomic::{AtomicBool, Ordering};

use rules::{Game, Variant};

use crate::level::{Level, play_with};
use crate::search::Searcher;

/// The longest self-played game, in plies: long enough for any real game, short enough that
/// two kings chasing each other do not run on.
pub const SELF_PLAY_PLIES: usize = 240;

/// A game of the engine against itself in `variant`, each side at a level from 2 to 5 chosen
/// by `seed` (the same seed, the same game). It ends when the rules end it, after
/// [`SELF_PLAY_PLIES`], or when `stop` is raised.
///
/// ```
/// use rules::Variant;
/// let a = engine::self_play(Variant::English, 3, None);
/// let b = engine::self_play(Variant::English, 3, None);
/// assert_eq!(a.event_texts(), b.event_texts());
/// assert!(a.plies().count() > 10);
/// ```
pub fn self_play(variant: Variant, seed: u64, stop: Option<&AtomicBool>) -> Game {
    let mut game = Game::new(variant);
    let mut searcher = Searcher::new(4);
    let level = |n: u64| Level::new(2 + (n % 4) as i64).unwrap_or(Level::WEAKEST);
    let levels = [level(seed), level(seed / 4 + 1)];
    for ply in 0..SELF_PLAY_PLIES {
        if game.is_over() || stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            break;
        }
        let side = ply % 2;
        let move_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64;
        let Some(choice) = play_with(&mut searcher, &game, levels[side], move_seed) else {
            break;
        };
        if game.play(&choice.mv).is_err() {
            break;
        }
    }
    game
}
