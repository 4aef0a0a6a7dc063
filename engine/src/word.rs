//! A set of squares as a machine word: 64 bits where the board fits them (every board but
//! the 12x12), 128 where it does not.
//!
//! `rules` hands out its sets as 128-bit words so that one type serves every board. The
//! evaluation and the trade finder run at every horizon of a search, and there a 128-bit
//! shift by a distance known only at run time is a handful of instructions and branches
//! where a 64-bit one is one; so they run on the narrowest word that holds the variant's
//! squares, chosen once per call.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr};

use rules::Variant;

/// The operations the evaluation and the trade finder need of a set of squares.
pub(crate) trait Word:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    const ZERO: Self;

    /// The low bits of a set of `rules`; the caller knows that the board fits the word.
    fn narrow(bits: u128) -> Self;

    /// The set as `rules` writes sets.
    fn wide(self) -> u128;

    fn count(self) -> u32;

    /// The lowest bit set (the word's width when none is).
    fn lowest(self) -> u32;

    /// The set without its lowest bit.
    fn without_lowest(self) -> Self;

    fn has(self, bit: u32) -> bool;

    /// The bits `b` with `b + distance` in the set: the set moved back by a distance (which
    /// may be the sum of several steps).
    #[inline(always)]
    fn back(self, distance: i32) -> Self {
        if distance >= 0 {
            self >> distance as u32
        } else {
            self << distance.unsigned_abs()
        }
    }
}

macro_rules! word {
    ($t:ty) => {
        impl Word for $t {
            const ZERO: $t = 0;

            #[inline(always)]
            fn narrow(bits: u128) -> $t {
                bits as $t
            }

            #[inline(always)]
            fn wide(self) -> u128 {
                self as u128
            }

            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }

            #[inline(always)]
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }

            #[inline(always)]
            fn without_lowest(self) -> $t {
                self & self.wrapping_sub(1)
            }

            #[inline(always)]
            fn has(self, bit: u32) -> bool {
                self >> bit & 1 != 0
            }
        }
    };
}

word!(u64);
word!(u128);

/// Whether every square of the variant's board is below bit 64.
pub(crate) fn fits_64(variant: Variant) -> bool {
    variant.playable().bits() >> 64 == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The two words agree on every operation for the sets of every board that fits 64 bits.
    #[test]
    fn the_narrow_word_is_the_wide_one_truncated() {
        for &variant in Variant::ALL {
            if !fits_64(variant) {
                assert_eq!(variant, Variant::Canadian, "only the 12x12 board is wide");
                continue;
            }
            let all = variant.playable().bits();
            let narrow = u64::narrow(all);
            assert_eq!(narrow.wide(), all);
            assert_eq!(narrow.count(), all.count());
            assert_eq!(narrow.lowest(), all.lowest());
            assert_eq!(narrow.without_lowest() as u128, all.without_lowest());
            for distance in -12..=12 {
                assert_eq!(
                    narrow.back(distance) as u128 & all,
                    all.back(distance) & all,
                    "{variant} {distance}"
                );
            }
            for bit in 0..64 {
                assert_eq!(narrow.has(bit), all.has(bit));
            }
        }
    }
}
