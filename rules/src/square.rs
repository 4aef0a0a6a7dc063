/// A square of the board, as an internal index.
///
/// The index is the bit of the square in the variant's bitboard layout; it means nothing to a
/// player. What players type and read comes from [`Variant::square_name`](crate::Variant::square_name)
/// and [`Variant::parse_square`](crate::Variant::parse_square); pictures use
/// [`Variant::coords`](crate::Variant::coords).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub(crate) const fn new(index: u8) -> Square {
        Square(index)
    }

    /// The internal index (0..128).
    pub fn index(self) -> u8 {
        self.0
    }

    pub(crate) const fn bit(self) -> u128 {
        1u128 << self.0
    }
}
