//! The search's door to endgame databases: anything that knows the value of positions with
//! few pieces. The search asks at every node whose pieces are few enough
//! ([`Tablebase::max_pieces_in`]) and trusts the answer; a database that cannot answer a
//! position (a set not built, a result its draw counts leave open) says `None` and the search
//! goes on as without it.
//!
//! A game is more than its position: the draw rules count moves ([`DrawCounters`]) and the
//! options may turn the game round (giveaway). The `_in` methods get both; a database that
//! knows only the standard rules with fresh counters implements [`Tablebase::max_pieces`] and
//! [`Tablebase::probe`] and is asked of nothing else.

use std::fmt;

use rules::{DrawCounters, Game, GameOptions, Move, Position, Variant};

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

    /// [`Tablebase::max_pieces`] for a game under `options`. By default: the standard
    /// rules' count, and nothing for any other options.
    fn max_pieces_in(&self, variant: Variant, options: GameOptions) -> u32 {
        if options == GameOptions::default() {
            self.max_pieces(variant)
        } else {
            0
        }
    }

    /// The value of `pos` for the side to move in a game under `options` whose draw counters
    /// stand at `counters` (a win the counts leave no room for is a draw). By default:
    /// [`Tablebase::probe`] for the standard rules, nothing for any other options.
    fn probe_in(
        &self,
        pos: &Position,
        counters: &DrawCounters,
        options: GameOptions,
    ) -> Option<Wdl> {
        let _ = counters;
        if options == GameOptions::default() {
            self.probe(pos)
        } else {
            None
        }
    }

    /// In a game it decides (won or lost for the side to move), the move that carries the win
    /// through — its soonest progress, where a database of values alone would keep the win
    /// for ever without taking it — or resists the longest, with the game's value. `None` by
    /// default, and for a draw (any move that keeps it will do: the search picks one).
    fn best_move(&self, game: &Game) -> Option<(Move, Wdl)> {
        let _ = game;
        None
    }
}

impl fmt::Debug for dyn Tablebase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Tablebase")
    }
}
