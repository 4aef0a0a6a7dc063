//! The kings rows: where each side's men are crowned, and the row before it (a Russian man
//! crowned in the middle of a capture), per board, as bitboards — what making a move and
//! generating moves both ask.

use crate::geometry::Board;
use crate::{Color, Variant};

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
