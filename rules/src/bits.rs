//! The bitboard word of a board: `u64` for boards of up to 64 internal bits, `u128` for the
//! 12x12 board. The generators are written once over this trait and compiled per variant, so
//! the 8x8 and 10x10 variants keep their one-word arithmetic; the engine's evaluation reads
//! its sets through it for the same reason (a 128-bit shift by a distance known only at run
//! time is a handful of instructions and branches, a 64-bit one is one).
//!
//! ```
//! use rules::{Bits, Position, Variant};
//!
//! let pos = Position::start(Variant::International);
//! let board = pos.variant().playable().bits();
//! assert!(u64::holds(board));
//! let men = u64::narrow(pos.occupied().bits());
//! assert_eq!(men.count(), 40);
//! assert_eq!(men.widen(), pos.occupied().bits());
//! ```

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr};

/// A set of the board's internal bits as one machine word.
pub trait Bits:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitAndAssign
    + BitOr<Output = Self>
    + BitOrAssign
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    const ZERO: Self;
    /// The board word of a position's 128-bit set (bits past the board are never set).
    fn narrow(wide: u128) -> Self;
    /// The set as a position's 128-bit set.
    fn widen(self) -> u128;
    /// Whether every bit of a position's 128-bit set (a board, say) fits this word.
    #[inline(always)]
    fn holds(wide: u128) -> bool {
        Self::narrow(wide).widen() == wide
    }
    fn count(self) -> u32;
    /// The number of set bits of two words.
    #[inline(always)]
    fn count_with(self, other: Self) -> u32 {
        self.count() + other.count()
    }
    /// The number of set bits, one step per bit: cheaper than [`Bits::count`] for words of a
    /// bit or two, as without a population-count instruction (the baseline x86-64 target)
    /// that one costs some fifteen instructions whatever the word.
    #[inline(always)]
    fn count_sparse(self) -> u32 {
        let mut bits = self;
        let mut n = 0;
        while bits.any() {
            bits = bits.without_lowest();
            n += 1;
        }
        n
    }
    /// The lowest set bit alone.
    fn lowest(self) -> Self;
    fn without_lowest(self) -> Self;
    /// The index of the lowest set bit (the word's width when none is).
    fn index(self) -> u8;
    /// Whether the bit of this index is set.
    fn has(self, index: u32) -> bool;
    /// The bits `b` with `b + distance` in the set: the set moved back by a signed distance
    /// (a step of the board, or the sum of several).
    #[inline(always)]
    fn back(self, distance: i32) -> Self {
        if distance >= 0 {
            self >> distance as u32
        } else {
            self << distance.unsigned_abs()
        }
    }

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
    ($t:ty, $count_with:ident) => {
        impl Bits for $t {
            #[inline(always)]
            fn count_with(self, other: $t) -> u32 {
                $count_with(self, other)
            }
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
            #[inline(always)]
            fn has(self, index: u32) -> bool {
                self >> index & 1 != 0
            }
        }
    };
}

bits!(u64, u64_count_with);
bits!(u128, u128_count_with);

#[inline(always)]
fn u128_count_with(a: u128, b: u128) -> u32 {
    a.count_ones() + b.count_ones()
}

/// Two population counts sharing their last steps: without a population-count instruction
/// (the baseline x86-64 target) each costs some fifteen instructions, and the sums of the two
/// words fit the same four-bit fields.
#[inline(always)]
fn u64_count_with(a: u64, b: u64) -> u32 {
    if cfg!(target_feature = "popcnt") {
        return a.count_ones() + b.count_ones();
    }
    const M1: u64 = 0x5555_5555_5555_5555;
    const M2: u64 = 0x3333_3333_3333_3333;
    const M4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let a = a - ((a >> 1) & M1);
    let b = b - ((b >> 1) & M1);
    let a = (a & M2) + ((a >> 2) & M2);
    let b = (b & M2) + ((b >> 2) & M2);
    // Each four-bit field now holds at most 4 + 4.
    let sum = a + b;
    let sum = (sum & M4) + ((sum >> 4) & M4);
    (sum.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// Iterates the single bits of a word, lowest first.
#[inline(always)]
pub(crate) fn each_bit<B: Bits>(mut bits: B, mut f: impl FnMut(B)) {
    while bits.any() {
        let bit = bits.lowest();
        bits = bits.without_lowest();
        f(bit);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;
    use proptest::prelude::*;

    /// The two words agree on every operation for the sets of every board that fits 64 bits.
    #[test]
    fn the_narrow_word_is_the_wide_one_truncated() {
        for &variant in Variant::ALL {
            let all = variant.playable().bits();
            if !u64::holds(all) {
                assert_eq!(variant, Variant::Canadian, "only the 12x12 board is wide");
                continue;
            }
            let narrow = u64::narrow(all);
            assert_eq!(narrow.widen(), all);
            assert_eq!(narrow.count(), all.count());
            assert_eq!(narrow.index(), all.index());
            assert_eq!(narrow.lowest().widen(), all.lowest());
            assert_eq!(narrow.without_lowest().widen(), all.without_lowest());
            for distance in -12..=12 {
                assert_eq!(
                    narrow.back(distance).widen() & all,
                    all.back(distance) & all,
                    "{variant} {distance}"
                );
            }
            for bit in 0..64 {
                assert_eq!(narrow.has(bit), all.has(bit));
            }
        }
    }

    proptest! {
        #[test]
        fn two_words_count_as_their_bits(a: u64, b: u64) {
            prop_assert_eq!(a.count_with(b), a.count_ones() + b.count_ones());
            prop_assert_eq!(
                (a as u128).count_with(b as u128),
                a.count_ones() + b.count_ones()
            );
        }
    }
}
