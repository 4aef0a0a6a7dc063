//! The databases as the engine's search consults them ([`engine::Tablebase`]).

use engine::{Tablebase as Door, Wdl};
use rules::{DrawCounters, Game, GameOptions, Move, Position, Variant};

use crate::{Tablebase, Value};

fn wdl(value: Value) -> Wdl {
    match value {
        Value::Draw => Wdl::Draw,
        Value::Win(_) => Wdl::Win,
        Value::Loss(_) => Wdl::Loss,
    }
}

/// The tables' rules: the variant's, or its giveaway game; the soffio house rule (a capture
/// may be ignored) is another game they were not built for.
fn giveaway(options: GameOptions) -> Option<bool> {
    (!options.soffio).then_some(options.giveaway)
}

impl Door for Tablebase {
    fn max_pieces(&self, variant: Variant) -> u32 {
        self.pieces(variant, false)
    }

    /// The standard rules, in a game whose draw counts start at this position.
    fn probe(&self, pos: &Position) -> Option<Wdl> {
        let game = Game::from_position(*pos, GameOptions::default()).ok()?;
        Tablebase::probe(self, pos, game.counters(), false).map(wdl)
    }

    fn max_pieces_in(&self, variant: Variant, options: GameOptions) -> u32 {
        giveaway(options).map_or(0, |g| self.pieces(variant, g))
    }

    fn probe_in(
        &self,
        pos: &Position,
        counters: &DrawCounters,
        options: GameOptions,
    ) -> Option<Wdl> {
        Tablebase::probe(self, pos, counters, giveaway(options)?).map(wdl)
    }

    fn best_move(&self, game: &Game) -> Option<(Move, Wdl)> {
        giveaway(game.options())?;
        Tablebase::best_move(self, game).map(|(mv, value)| (mv, wdl(value)))
    }
}
