//! The search's door to endgame databases: anything that knows the value of positions with
//! few pieces. The search asks at every node whose pieces are few enough
//! ([`Tablebase::max_pieces`]) and trusts the answer; a database that cannot answer a
//! position (a capture pending, a set not built) says `None` and the search goes on as
//! without it.

use rules::{Position, Variant};

/// A game-theoretic value for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Wdl {
    Win,
    Draw,
    Loss,
}

/// Endgame databases, as the search consults them. Shared by the threads of a search.
pub trait Tablebase: Send + Sync {
    /// The most pieces (both sides, men and kings) of the positions of `variant` it may
    /// answer; 0 when it has nothing for the variant.
    fn max_pieces(&self, variant: Variant) -> u32;

    /// The value of the position for the side to move, when it knows it.
    fn probe(&self, pos: &Position) -> Option<Wdl>;
}
