//! Reading a position's value, judged against the game's draw counters.

use rules::{Color, DrawCounters, Position};

use crate::Material;
use crate::Value;
use crate::board::Board;
use crate::index::{Layout, Placement, canonical, material_of};
use crate::model::{self, Model};
use crate::value::Code;

/// Where a probe reads the codes of a material's table.
pub(crate) trait Codes {
    /// The code at `index` of `material`'s table under `model`; `None` when that table is
    /// not there (or cannot be read).
    fn code(&self, model: Model, material: Material, index: u64) -> Option<Code>;
}

/// The stored value of a position under one model, as it is in the table: `None` when the
/// table is missing.
pub(crate) fn stored(
    board: &Board,
    codes: &dyn Codes,
    model: Model,
    pos: &Position,
) -> Option<Value> {
    let pos = canonical(board, pos);
    let material = material_of(&pos);
    if material.own_men + material.own_kings == 0 || material.opp_men + material.opp_kings == 0 {
        return None;
    }
    let layout = Layout::new(board, material);
    let index = layout.index(board, &Placement::of(board, &pos))?;
    Value::from_code(codes.code(model, material, index)?)
}

/// The value of `pos` for its side to move in a game whose counters are `counters`, if the
/// databases can tell it: a win or loss only where the winner's progress fits in what the
/// draw counts have left, a draw where it does not or where neither side can force anything.
pub(crate) fn probe(
    board: &Board,
    codes: &dyn Codes,
    pos: &Position,
    counters: &DrawCounters,
) -> Option<Value> {
    let variant = board.variant;
    if model::drawn_by_material(variant, pos) && !pos.legal_moves().is_empty() {
        return Some(Value::Draw);
    }
    let winner = |value: Value| match value {
        Value::Loss(_) => !pos.turn(),
        _ => pos.turn(),
    };
    let judged = |model: Model| -> Option<(Value, Option<u16>)> {
        let value = stored(board, codes, model, pos)?;
        let budget = model::budget(variant, model, pos, counters, winner(value));
        Some((value, budget))
    };
    match Model::of(variant) {
        [Model::Exact] => {
            let (value, budget) = judged(Model::Exact)?;
            Some(model::within(value, budget?))
        }
        _ => {
            // Russian: a decisive strict value that fits is real; a relaxed draw is real.
            let (strict, strict_budget) = judged(Model::Strict)?;
            if let Some(budget) = strict_budget
                && model::within(strict, budget) != Value::Draw
            {
                return Some(strict);
            }
            let (relaxed, relaxed_budget) = judged(Model::Relaxed)?;
            let relaxed = model::within(relaxed, relaxed_budget?);
            (relaxed == Value::Draw).then_some(Value::Draw)
        }
    }
}

/// Whether `variant`'s tables can hold `pos` at all: no more pieces than built.
pub(crate) fn fits(pos: &Position, max_pieces: u32) -> bool {
    let n = pos.occupied().len() as u32;
    n <= max_pieces && pos.count_side(Color::White) > 0 && pos.count_side(Color::Black) > 0
}
