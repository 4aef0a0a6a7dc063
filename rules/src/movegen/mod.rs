//! Move generation: bitboards, one generator per board shape, specialised per variant at
//! compile time so that the rule switches cost nothing in the hot path.

mod dameo;
mod diagonal;

use crate::geometry::Board;
use crate::{Color, Move, Position, Variant};

/// Whether capture routes that share start, end and captured set count once (the FMJD rule,
/// what the game uses) or once per route (the "keep" convention of some perft tables).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Routes {
    Distinct,
    All,
}

/// Whether the compulsory-capture and precedence rules apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Strictness {
    /// The rules of the variant.
    Legal,
    /// Soffio: any quiet move and any finished capture.
    Relaxed,
}

pub(crate) fn promotion_row(board: Board, color: Color) -> u64 {
    let size = board.size();
    let row = match color {
        Color::White => 0,
        Color::Black => size - 1,
    };
    let mut bits = 0u64;
    for column in 0..size {
        if let Some(bit) = board.bit_at(row, column) {
            bits |= 1 << bit;
        }
    }
    bits
}

macro_rules! dispatch {
    ($pos:expr, $f:ident ( $($arg:expr),* )) => {
        match $pos.variant {
            Variant::English => diagonal::$f::<diagonal::English>($($arg),*),
            Variant::Italian => diagonal::$f::<diagonal::Italian>($($arg),*),
            Variant::Spanish => diagonal::$f::<diagonal::Spanish>($($arg),*),
            Variant::International => diagonal::$f::<diagonal::International>($($arg),*),
            Variant::Brazilian => diagonal::$f::<diagonal::Brazilian>($($arg),*),
            Variant::Dameo => dameo::$f($($arg),*),
        }
    };
}

pub(crate) fn legal_moves(pos: &Position, out: &mut Vec<Move>, routes: Routes) {
    out.clear();
    dispatch!(pos, generate(pos, out, Strictness::Legal));
    if routes == Routes::Distinct {
        drop_duplicate_routes(out);
    }
}

pub(crate) fn relaxed_moves(pos: &Position, out: &mut Vec<Move>) {
    out.clear();
    dispatch!(pos, generate(pos, out, Strictness::Relaxed));
    drop_duplicate_routes(out);
}

pub(crate) fn has_capture(pos: &Position) -> bool {
    dispatch!(pos, has_capture(pos))
}

/// The number of legal moves, counting quiet moves without generating them.
pub(crate) fn count_moves(pos: &Position, buffer: &mut Vec<Move>, routes: Routes) -> u64 {
    if has_capture(pos) {
        legal_moves(pos, buffer, routes);
        buffer.len() as u64
    } else {
        dispatch!(pos, count_quiet(pos))
    }
}

/// Two routes can share start, end and captured set only when they take three pieces or more
/// (a short-range cycle needs four); keep the first of each.
fn drop_duplicate_routes(out: &mut Vec<Move>) {
    if !out.iter().any(|m| m.captured.len() >= 3) {
        return;
    }
    let mut i = 1;
    while i < out.len() {
        if out[i].captured.len() >= 3 && out[..i].contains(&out[i]) {
            out.remove(i);
        } else {
            i += 1;
        }
    }
}
