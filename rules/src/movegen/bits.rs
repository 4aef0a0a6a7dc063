//! The bitboard word of a board: `u64` for boards of up to 64 internal bits, `u128` for the
//! 12x12 board. The generators are written once over this trait and compiled per variant, so
//! the 8x8 and 10x10 variants keep their one-word arithmetic.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Shl, Shr};

pub(crate) trait Bits:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitAndAssign
    + BitOr<Output = Self>
    + BitOrAssign
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    const ZERO: Self;
    /// The board word of a position's 128-bit set (bits past the board are never set).
    fn narrow(wide: u128) -> Self;
    fn widen(self) -> u128;
    fn count(self) -> u32;
    /// The lowest set bit alone.
    fn lowest(self) -> Self;
    fn without_lowest(self) -> Self;
    /// The index of the lowest set bit.
    fn index(self) -> u8;

    #[inline(always)]
    fn is_empty(self) -> bool {
        self == Self::ZERO
    }

    #[inline(always)]
    fn any(self) -> bool {
        self != Self::ZERO
    }
}

macro_rules! bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: $t = 0;
            #[inline(always)]
            fn narrow(wide: u128) -> $t {
                wide as $t
            }
            #[inline(always)]
            fn widen(self) -> u128 {
                self as u128
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn lowest(self) -> $t {
                self & self.wrapping_neg()
            }
            #[inline(always)]
            fn without_lowest(self) -> $t {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn index(self) -> u8 {
                self.trailing_zeros() as u8
            }
        }
    };
}

bits!(u64);
bits!(u128);

/// Iterates the single bits of a word, lowest first.
#[inline(always)]
pub(crate) fn each_bit<B: Bits>(mut bits: B, mut f: impl FnMut(B)) {
    while bits.any() {
        let bit = bits.lowest();
        bits = bits.without_lowest();
        f(bit);
    }
}
