use crate::{Square, SquareSet};

/// A move: where the piece starts, where it stops, and what it takes.
///
/// Two capture routes with the same start, end and captured set are the same move (the FMJD
/// rule); the route a player typed is kept by the notation layer, not here. A Dameo line move
/// is the rear man's `from` and `to`: the men in front of it do not move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub(crate) from: Square,
    pub(crate) to: Square,
    /// The captured set in two words, bits 64.. and 0..63 (the 12x12 board ends at bit 76):
    /// a move stays 16 bytes, which the generators' move lists feel.
    captured_high: u16,
    captured_low: u64,
}

impl Move {
    pub(crate) fn new(from: Square, to: Square, captured: SquareSet) -> Move {
        Move {
            from,
            to,
            captured_high: (captured.0 >> 64) as u16,
            captured_low: captured.0 as u64,
        }
    }

    /// The captured squares below bit 64: all of them but on the 12x12 board.
    #[inline(always)]
    pub(crate) fn captured_low(self) -> u64 {
        self.captured_low
    }

    /// Whether the move takes `n` pieces or more: the generators' duplicate check, without a
    /// count of bits.
    #[inline(always)]
    pub(crate) fn takes_at_least(self, n: u32) -> bool {
        if self.captured_high != 0 {
            return self.capture_count() >= n as usize;
        }
        let mut bits = self.captured_low;
        for _ in 1..n {
            bits &= bits.wrapping_sub(1);
        }
        bits != 0
    }

    /// The captured set as one word.
    #[inline(always)]
    pub(crate) fn captured_bits(self) -> u128 {
        (self.captured_high as u128) << 64 | self.captured_low as u128
    }

    pub fn from(self) -> Square {
        self.from
    }

    pub fn to(self) -> Square {
        self.to
    }

    /// The squares of the pieces it takes.
    pub fn captured(self) -> SquareSet {
        SquareSet(self.captured_bits())
    }

    pub fn is_capture(self) -> bool {
        self.captured_low != 0 || self.captured_high != 0
    }

    pub fn capture_count(self) -> usize {
        (self.captured_low.count_ones() + self.captured_high.count_ones()) as usize
    }
}
