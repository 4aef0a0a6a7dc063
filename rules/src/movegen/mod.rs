//! Move generation: bitboards, one generator per board shape, specialised per variant at
//! compile time so that the rule switches cost nothing in the hot path.

mod bits;
mod dameo;
pub(crate) mod diagonal;
mod turkish;

pub(crate) use diagonal::FRISIAN_VALUE_UNIT;

use std::marker::PhantomData;

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

/// The kings row of each side, per board: White's is the top row, Black's the bottom one.
const PROMOTION: [[u128; 2]; 4] = [
    [row_bits(Board::Diagonal8, 0), row_bits(Board::Diagonal8, 7)],
    [
        row_bits(Board::Diagonal10, 0),
        row_bits(Board::Diagonal10, 9),
    ],
    [
        row_bits(Board::Diagonal12, 0),
        row_bits(Board::Diagonal12, 11),
    ],
    [row_bits(Board::Full8, 0), row_bits(Board::Full8, 7)],
];

/// The row before each side's kings row.
const BEFORE_PROMOTION: [[u128; 2]; 4] = [
    [row_bits(Board::Diagonal8, 1), row_bits(Board::Diagonal8, 6)],
    [
        row_bits(Board::Diagonal10, 1),
        row_bits(Board::Diagonal10, 8),
    ],
    [
        row_bits(Board::Diagonal12, 1),
        row_bits(Board::Diagonal12, 10),
    ],
    [row_bits(Board::Full8, 1), row_bits(Board::Full8, 6)],
];

const fn row_bits(board: Board, row: u8) -> u128 {
    let mut bits = 0u128;
    let mut column = 0;
    while column < board.size() {
        if let Some(bit) = board.bit_at(row, column) {
            bits |= 1 << bit;
        }
        column += 1;
    }
    bits
}

#[inline(always)]
const fn board_index(board: Board) -> usize {
    match board {
        Board::Diagonal8 => 0,
        Board::Diagonal10 => 1,
        Board::Diagonal12 => 2,
        Board::Full8 => 3,
    }
}

#[inline(always)]
pub(crate) fn promotion_row(board: Board, color: Color) -> u128 {
    PROMOTION[board_index(board)][color as usize]
}

/// The kings row's squares below bit 64 per variant and side: one load in the hot path.
const PROMOTION_OF: [[u64; 2]; Variant::ALL.len()] = {
    let mut rows = [[0u64; 2]; Variant::ALL.len()];
    let mut i = 0;
    while i < Variant::ALL.len() {
        let board = board_index(Variant::ALL[i].board());
        rows[Variant::ALL[i] as usize] = [PROMOTION[board][0] as u64, PROMOTION[board][1] as u64];
        i += 1;
    }
    rows
};

/// A side's kings row, below bit 64 (every board but the 12x12).
#[inline(always)]
pub(crate) fn promotion_row_of(variant: Variant, color: Color) -> u64 {
    PROMOTION_OF[variant as usize][color as usize]
}

#[inline(always)]
pub(crate) fn before_promotion_row(board: Board, color: Color) -> u128 {
    BEFORE_PROMOTION[board_index(board)][color as usize]
}

macro_rules! dispatch {
    ($pos:expr, $f:ident ( $($arg:expr),* )) => {
        match $pos.variant {
            Variant::English => diagonal::$f::<diagonal::English>($($arg),*),
            Variant::Italian => diagonal::$f::<diagonal::Italian>($($arg),*),
            Variant::Spanish => diagonal::$f::<diagonal::Spanish>($($arg),*),
            Variant::International => diagonal::$f::<diagonal::International>($($arg),*),
            Variant::Brazilian => diagonal::$f::<diagonal::Brazilian>($($arg),*),
            Variant::Russian => diagonal::$f::<diagonal::Russian>($($arg),*),
            Variant::Pool => diagonal::$f::<diagonal::Pool>($($arg),*),
            Variant::Czech => diagonal::$f::<diagonal::Czech>($($arg),*),
            Variant::Frisian => diagonal::$f::<diagonal::Frisian>($($arg),*),
            Variant::Canadian => diagonal::$f::<diagonal::Canadian>($($arg),*),
            Variant::Dameo => dameo::$f($($arg),*),
            Variant::Turkish => turkish::$f($($arg),*),
        }
    };
}

/// A variant's generators, chosen at compile time: perft's loop is compiled once per variant,
/// so that no call in it switches on the variant.
pub(crate) trait Generator {
    const VARIANT: Variant;
    fn generate(pos: &Position, out: &mut Vec<Move>, strictness: Strictness);
    /// Perft's last ply: the number of legal moves, or `None` where they must be generated.
    fn count(pos: &Position, buffer: &mut Vec<Move>, routes: Routes) -> Option<u64>;
}

/// The generators of a diagonal-board variant.
pub(crate) struct Diagonal<R>(PhantomData<R>);

impl<R: diagonal::Rules> Generator for Diagonal<R> {
    const VARIANT: Variant = R::VARIANT;
    #[inline(always)]
    fn generate(pos: &Position, out: &mut Vec<Move>, strictness: Strictness) {
        diagonal::generate::<R>(pos, out, strictness)
    }
    #[inline(always)]
    fn count(pos: &Position, buffer: &mut Vec<Move>, routes: Routes) -> Option<u64> {
        diagonal::count::<R>(pos, buffer, routes)
    }
}

pub(crate) struct Dameo;

impl Generator for Dameo {
    const VARIANT: Variant = Variant::Dameo;
    #[inline(always)]
    fn generate(pos: &Position, out: &mut Vec<Move>, strictness: Strictness) {
        dameo::generate(pos, out, strictness)
    }
    #[inline(always)]
    fn count(pos: &Position, buffer: &mut Vec<Move>, routes: Routes) -> Option<u64> {
        dameo::count(pos, buffer, routes)
    }
}

pub(crate) struct Turkish;

impl Generator for Turkish {
    const VARIANT: Variant = Variant::Turkish;
    #[inline(always)]
    fn generate(pos: &Position, out: &mut Vec<Move>, strictness: Strictness) {
        turkish::generate(pos, out, strictness)
    }
    #[inline(always)]
    fn count(pos: &Position, buffer: &mut Vec<Move>, routes: Routes) -> Option<u64> {
        turkish::count(pos, buffer, routes)
    }
}

/// Calls `f::<G>(args)` with the [`Generator`] of `variant`.
macro_rules! with_generator {
    ($variant:expr, $f:ident ( $($arg:expr),* )) => {{
        use $crate::movegen::{Dameo, Diagonal, Turkish, diagonal};
        match $variant {
            Variant::English => $f::<Diagonal<diagonal::English>>($($arg),*),
            Variant::Italian => $f::<Diagonal<diagonal::Italian>>($($arg),*),
            Variant::Spanish => $f::<Diagonal<diagonal::Spanish>>($($arg),*),
            Variant::International => $f::<Diagonal<diagonal::International>>($($arg),*),
            Variant::Brazilian => $f::<Diagonal<diagonal::Brazilian>>($($arg),*),
            Variant::Russian => $f::<Diagonal<diagonal::Russian>>($($arg),*),
            Variant::Pool => $f::<Diagonal<diagonal::Pool>>($($arg),*),
            Variant::Czech => $f::<Diagonal<diagonal::Czech>>($($arg),*),
            Variant::Frisian => $f::<Diagonal<diagonal::Frisian>>($($arg),*),
            Variant::Canadian => $f::<Diagonal<diagonal::Canadian>>($($arg),*),
            Variant::Dameo => $f::<Dameo>($($arg),*),
            Variant::Turkish => $f::<Turkish>($($arg),*),
        }
    }};
}
pub(crate) use with_generator;

/// [`legal_moves`] for a variant known at compile time.
#[inline(always)]
pub(crate) fn legal_moves_of<G: Generator>(pos: &Position, out: &mut Vec<Move>, routes: Routes) {
    out.clear();
    G::generate(pos, out, Strictness::Legal);
    if routes == Routes::Distinct && out.len() > 1 && out[0].is_capture() {
        drop_duplicate_routes(G::VARIANT, out);
    }
}

/// [`count_moves`] for a variant known at compile time.
#[inline(always)]
pub(crate) fn count_moves_of<G: Generator>(
    pos: &Position,
    buffer: &mut Vec<Move>,
    routes: Routes,
) -> u64 {
    match G::count(pos, buffer, routes) {
        Some(count) => count,
        None => {
            legal_moves_of::<G>(pos, buffer, routes);
            buffer.len() as u64
        }
    }
}

#[inline]
pub(crate) fn legal_moves(pos: &Position, out: &mut Vec<Move>, routes: Routes) {
    with_generator!(pos.variant, legal_moves_of(pos, out, routes))
}

pub(crate) fn relaxed_moves(pos: &Position, out: &mut Vec<Move>) {
    out.clear();
    dispatch!(pos, generate(pos, out, Strictness::Relaxed));
    drop_duplicate_routes(pos.variant, out);
}

#[inline]
pub(crate) fn has_capture(pos: &Position) -> bool {
    dispatch!(pos, has_capture(pos))
}

/// Two routes can share start, end and captured set only when they take this many pieces or
/// more: three (a short-range cycle needs four; two flying captures in different orders need
/// four lines through the two pieces, which only Frisian's eight directions give), or two in
/// Frisian.
#[inline(always)]
fn duplicates_from(variant: Variant) -> u32 {
    if variant == Variant::Frisian { 2 } else { 3 }
}

/// Keeps the first of the routes that are the same move.
fn drop_duplicate_routes(variant: Variant, out: &mut Vec<Move>) {
    let least = duplicates_from(variant);
    if !out.iter().any(|m| m.takes_at_least(least)) {
        return;
    }
    let mut i = 1;
    while i < out.len() {
        if out[i].takes_at_least(least) && out[..i].contains(&out[i]) {
            out.remove(i);
        } else {
            i += 1;
        }
    }
}
