//! The databases as the engine's search probes them.

use engine::{Endgames, Verdict, Wdl};
use rules::{DrawCounters, Game, Move, Position, Variant};

use crate::{Tablebase, Value};

fn verdict(value: Value) -> Verdict {
    match value {
        Value::Draw => Verdict {
            wdl: Wdl::Draw,
            plies: 0,
        },
        Value::Win(d) => Verdict {
            wdl: Wdl::Win,
            plies: u32::from(d),
        },
        Value::Loss(d) => Verdict {
            wdl: Wdl::Loss,
            plies: u32::from(d),
        },
    }
}

impl Endgames for Tablebase {
    fn pieces(&self, variant: Variant, giveaway: bool) -> u32 {
        Tablebase::pieces(self, variant, giveaway)
    }

    fn probe(&self, pos: &Position, counters: &DrawCounters, giveaway: bool) -> Option<Verdict> {
        Tablebase::probe(self, pos, counters, giveaway).map(verdict)
    }

    fn best_move(&self, game: &Game) -> Option<(Move, Verdict)> {
        Tablebase::best_move(self, game).map(|(mv, value)| (mv, verdict(value)))
    }
}
