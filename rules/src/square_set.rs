use std::fmt;

use crate::Square;

/// A set of squares as a bitboard over the internal square indices (up to 128: the 12x12
/// board needs more than 64).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct SquareSet(pub(crate) u128);

impl SquareSet {
    pub const EMPTY: SquareSet = SquareSet(0);

    pub fn from_bits(bits: u128) -> SquareSet {
        SquareSet(bits)
    }

    pub fn bits(self) -> u128 {
        self.0
    }

    pub fn contains(self, sq: Square) -> bool {
        self.0 & sq.bit() != 0
    }

    pub fn with(self, sq: Square) -> SquareSet {
        SquareSet(self.0 | sq.bit())
    }

    pub fn insert(&mut self, sq: Square) {
        self.0 |= sq.bit();
    }

    pub fn remove(&mut self, sq: Square) {
        self.0 &= !sq.bit();
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> SquareSetIter {
        SquareSetIter(self.0)
    }
}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = SquareSetIter;
    fn into_iter(self) -> SquareSetIter {
        self.iter()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}

/// Iterates the squares of a set in increasing internal order.
pub struct SquareSetIter(u128);

impl Iterator for SquareSetIter {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square::new(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareSetIter {}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|s| s.index()))
            .finish()
    }
}
