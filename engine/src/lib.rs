//! A draughts engine for every variant of [`rules`]: [`search`], playing [`Level`]s with
//! [`play`], [`hint`]s, draw offers ([`accepts_draw`]), game analysis ([`analyse`]), opening
//! books ([`Book`]), a door for endgame databases ([`Tablebase`]), and the Hub protocol that
//! draughts GUIs speak ([`hub`]).
//!
//! Pure and synchronous like `rules`: no I/O; a search runs on the caller's thread, with
//! helper threads of its own only when asked for more than one ([`Limits::threads`],
//! [`Searcher::set_threads`]), joined before it returns. The evaluation's weights and the books
//! are data built into the crate. A caller that wants to stop a search from elsewhere raises
//! the flag in [`Limits::stop`].
//!
//! ```
//! use rules::{Game, Variant};
//! let game = Game::new(Variant::English);
//! let result = engine::search(&game, engine::Limits::depth(4));
//! let best = result.best.unwrap();
//! assert!(game.position().legal_moves().contains(&best));
//! assert_eq!(result.pv[0], best);
//! ```

mod analysis;
mod book;
mod data_files;
mod eval;
mod exchanges;
mod geometry;
pub mod hub;
#[doc(hidden)]
pub mod lab;
mod level;
mod limits;
mod per_variant;
mod score;
mod search;
#[cfg(test)]
mod seeded_walks;
mod self_play;
mod shift;
mod shots;
mod table;
mod tablebase;
mod timing;

pub use analysis::{Analysis, AnalysisOptions, Mistake, MoveReview, analyse};
pub use book::{BOOK_MARGIN, Book, BookError, BookMoves};
pub use level::{Choice, Level, LevelOutOfRange, accepts_draw, hint, play, play_with, play_within};
pub use limits::Limits;
pub use score::{
    DATABASE_BOUND, DATABASE_WIN, WIN, WIN_BOUND, describe, hub_score, is_database_score,
    is_decisive, plies_to_end,
};
pub use search::{
    Info, MAX_DEPTH, MAX_THREADS, SearchParams, SearchResult, Searcher, default_threads,
};
pub use self_play::{SELF_PLAY_PLIES, self_play};
pub use shots::{
    Aim, FoundShot, NoShot, Shot, ShotOptions, ShotScan, examine, find_shots, find_shots_from,
    line_texts,
};
pub use tablebase::{Tablebase, Wdl};

use rules::Game;

/// Searches the game's current position within the limits, with a fresh engine (a search
/// bounded by depth or nodes is then deterministic).
pub fn search(game: &Game, limits: Limits) -> SearchResult {
    Searcher::default().search(game, &limits)
}
