//! The rules of draughts for the `dama` bot: English, Italian, Spanish, International,
//! Brazilian and Dameo, exactly as `RULES.md` specifies them, and Russian, Turkish, Pool,
//! Czech, Frisian and Canadian draughts as `rules/docs/VARIANTS.md` does, each with the
//! giveaway option.
//!
//! Pure and synchronous: positions, legal moves (bitboards), move text, FEN and PDN, games with
//! their draw counters and outcomes, and the explanation of every refused move.
//!
//! ```
//! use rules::{Position, Variant};
//! let pos = Position::start(Variant::Italian);
//! let mv = pos.parse_move("21-17").unwrap();
//! let next = pos.play(&mv);
//! assert_eq!(next.turn(), rules::Color::Black);
//! ```

mod bits;
mod color;
mod draw;
mod explain;
mod fen;
mod game;
mod geometry;
mod kings_row;
mod movegen;
mod mv;
mod notation;
mod outcome;
mod pdn;
mod perft;
mod piece;
mod position;
mod refusal;
mod route;
mod square;
mod square_set;
mod typed;
mod variant;
mod winnable;
mod zobrist;

pub use bits::Bits;
pub use color::Color;
pub use draw::{DrawCounters, Ending, RequestedCount, classify};
pub use explain::{Explanation, Forced};
pub use fen::FenError;
pub use game::{Event, Game, GameError, GameOptions, Huff, HuffOffer, Ply, PlyReport, ReplayError};
pub use geometry::{Board, Numbering};
pub use movegen::Routes;
pub use mv::Move;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use pdn::{PdnError, PdnErrorKind, PdnGame, read_pdn, write_pdn};
pub use perft::{divide, perft};
pub use piece::{Piece, Role};
pub use position::Position;
pub use refusal::{Refusal, RoleName, move_forms};
pub use route::Route;
pub use square::Square;
pub use square_set::SquareSet;
pub use variant::{CaptureChoice, DAMEO_GAME_TYPE, UnknownVariant, Variant};
