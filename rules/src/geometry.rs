//! Board layouts: which internal bit is which physical square, and how players name squares.
//!
//! The diagonal boards (32, 50 and 72 playable squares) use the classic padded layout: rows are
//! counted from the top (Black's side), a row holds `H = size / 2` squares, and one unused
//! "ghost" bit follows every pair of rows, so that the four diagonal neighbours of any square
//! are always at the same four bit distances and steps off the board land on ghost bits or
//! outside the mask. Dameo and Turkish draughts use all 64 squares, row-major from the top.
//! The 12x12 board needs 77 bits, so sets of squares are 128-bit words; the generators of the
//! smaller boards work on 64-bit words (see `movegen::bits`).
//!
//! Italian and Spanish boards are the mirror image of the English one (h1 is a playing square),
//! so their physical files are mirrored; the move graph is the same.

use crate::{Square, SquareSet, Variant};

/// The shape of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Board {
    /// 8x8, 32 playable squares.
    Diagonal8,
    /// 10x10, 50 playable squares.
    Diagonal10,
    /// 12x12, 72 playable squares (Canadian).
    Diagonal12,
    /// 8x8, all 64 squares (Dameo, Turkish).
    Full8,
}

impl Board {
    pub const fn size(self) -> u8 {
        match self {
            Board::Diagonal8 | Board::Full8 => 8,
            Board::Diagonal10 => 10,
            Board::Diagonal12 => 12,
        }
    }

    /// Squares in one row of the padded layout (diagonal boards only).
    pub(crate) const fn half(self) -> u8 {
        self.size() / 2
    }

    pub const fn playable_count(self) -> u8 {
        match self {
            Board::Diagonal8 => 32,
            Board::Diagonal10 => 50,
            Board::Diagonal12 => 72,
            Board::Full8 => 64,
        }
    }

    /// Every playable square as a bitboard.
    pub const fn mask(self) -> u128 {
        match self {
            Board::Diagonal8 => DIAG8_MASK as u128,
            Board::Diagonal10 => DIAG10_MASK as u128,
            Board::Diagonal12 => DIAG12_MASK,
            Board::Full8 => u64::MAX as u128,
        }
    }

    /// The bit of the square in row `row` (from the top) at position `k` among the row's
    /// playable squares, counted in the canonical (English) orientation.
    pub(crate) const fn diagonal_bit(self, row: u8, k: u8) -> u8 {
        row * self.half() + k + row / 2
    }

    /// Row from the top and canonical column of an internal bit.
    pub(crate) const fn row_and_column(self, bit: u8) -> (u8, u8) {
        match self {
            Board::Full8 => (bit / 8, bit % 8),
            _ => {
                let h = self.half();
                let block = bit / (2 * h + 1);
                let offset = bit % (2 * h + 1);
                if offset < h {
                    (2 * block, 2 * offset + 1)
                } else {
                    (2 * block + 1, 2 * (offset - h))
                }
            }
        }
    }

    /// Internal bit of a row from the top and a canonical column, if that square is playable.
    pub(crate) const fn bit_at(self, row: u8, column: u8) -> Option<u8> {
        let n = self.size();
        if row >= n || column >= n {
            return None;
        }
        match self {
            Board::Full8 => Some(row * 8 + column),
            _ => {
                if (row + column).is_multiple_of(2) {
                    None
                } else {
                    Some(self.diagonal_bit(row, column / 2))
                }
            }
        }
    }
}

/// The squares of a padded diagonal board whose row position `k` is in `ks` (all when `ks`
/// is `0..h`).
pub(crate) const fn diagonal_squares(size: u8, k_low: u8, k_high: u8) -> u128 {
    let h = size / 2;
    let mut mask = 0u128;
    let mut row = 0;
    while row < size {
        let mut k = k_low;
        while k < h && k < k_high {
            mask |= 1u128 << (row * h + k + row / 2);
            k += 1;
        }
        row += 1;
    }
    mask
}

const fn diagonal_mask(size: u8) -> u128 {
    diagonal_squares(size, 0, size / 2)
}

pub(crate) const DIAG8_MASK: u64 = diagonal_mask(8) as u64;
pub(crate) const DIAG10_MASK: u64 = diagonal_mask(10) as u64;
pub(crate) const DIAG12_MASK: u128 = diagonal_mask(12);

/// How the players of a variant name squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Numbering {
    /// 1 at the top left (b8 / b10 / b12), left to right, top to bottom (English, Pool,
    /// International, Frisian, Canadian).
    TopLeft,
    /// Italian: 1 at a8, left to right, top to bottom, on the mirrored board.
    ItalianTopLeft,
    /// Spanish: 1 at h1, right to left, bottom to top (square n is Italian square 33 - n).
    SpanishBottomRight,
    /// a1-h8 as in chess (Brazilian, Russian, Czech, Dameo, Turkish).
    Algebraic,
}

impl Variant {
    /// Whether the physical files are mirrored against the canonical layout (h1 is a playing
    /// square).
    pub(crate) fn mirrored(self) -> bool {
        matches!(self, Variant::Italian | Variant::Spanish)
    }

    /// The playable squares.
    pub fn playable(self) -> SquareSet {
        SquareSet(self.board().mask())
    }

    /// Every playable square, in the order of the variant's numbering (1, 2, 3, … or a1, b1, …).
    pub fn squares(self) -> Vec<Square> {
        let mut squares: Vec<Square> = self.playable().iter().collect();
        squares.sort_by_key(|&sq| self.square_order(sq));
        squares
    }

    fn square_order(self, sq: Square) -> u16 {
        match self.number_of(sq) {
            Some(n) => n as u16,
            None => {
                let (file, rank) = self.coords(sq);
                rank as u16 * 16 + file as u16
            }
        }
    }

    /// Physical coordinates `(file, rank)` of a square, 0-based from a1 (White's lower left).
    pub fn coords(self, sq: Square) -> (u8, u8) {
        let board = self.board();
        let n = board.size();
        let (row, column) = board.row_and_column(sq.index());
        // A square of another board (a caller's mistake) must not wrap around: saturate.
        let file = if self.mirrored() {
            (n - 1).saturating_sub(column)
        } else {
            column
        };
        (file, (n - 1).saturating_sub(row))
    }

    /// The square at physical coordinates `(file, rank)`, 0-based from a1, if it is playable.
    pub fn square_at(self, file: u8, rank: u8) -> Option<Square> {
        let board = self.board();
        let n = board.size();
        if file >= n || rank >= n {
            return None;
        }
        let column = if self.mirrored() { n - 1 - file } else { file };
        board.bit_at(n - 1 - rank, column).map(Square::new)
    }

    /// The number players use for a square, in numbered variants.
    pub fn number_of(self, sq: Square) -> Option<u8> {
        let board = self.board();
        let (row, column) = board.row_and_column(sq.index());
        let h = board.half();
        match self.numbering() {
            Numbering::TopLeft => Some(row * h + column / 2 + 1),
            Numbering::ItalianTopLeft => Some(row * h + (h - 1 - column / 2) + 1),
            Numbering::SpanishBottomRight => Some(33 - (row * h + (h - 1 - column / 2) + 1)),
            Numbering::Algebraic => None,
        }
    }

    /// The square a player means by a number, in numbered variants.
    pub fn square_numbered(self, number: u8) -> Option<Square> {
        let count = self.board().playable_count();
        if number == 0 || number > count || self.numbering() == Numbering::Algebraic {
            return None;
        }
        let h = self.board().half();
        let n = match self.numbering() {
            Numbering::SpanishBottomRight => 33 - number,
            _ => number,
        } - 1;
        let row = n / h;
        let k = n % h;
        let k = match self.numbering() {
            Numbering::TopLeft => k,
            _ => h - 1 - k,
        };
        Some(Square::new(self.board().diagonal_bit(row, k)))
    }

    /// The name players use for a square: `23` or `c3`.
    ///
    /// ```
    /// use rules::Variant;
    /// let v = Variant::Italian;
    /// let sq = v.parse_square("28").unwrap();
    /// assert_eq!(v.algebraic(sq), "g2");
    /// assert_eq!(v.square_name(sq), "28");
    /// ```
    pub fn square_name(self, sq: Square) -> String {
        match self.number_of(sq) {
            Some(n) => n.to_string(),
            None => self.algebraic(sq),
        }
    }

    /// Chess-style coordinates of a square (`a1` … `j10`), whatever the variant's numbering.
    pub fn algebraic(self, sq: Square) -> String {
        let (file, rank) = self.coords(sq);
        format!("{}{}", (b'a' + file) as char, rank + 1)
    }

    /// Reads a square in the variant's own notation (numbers, or algebraic for Brazilian,
    /// Russian, Czech, Dameo and Turkish). Surrounding spaces and letter case are ignored; a square that exists on the
    /// board but is not playable gives `None`.
    pub fn parse_square(self, text: &str) -> Option<Square> {
        let text = text.trim();
        if self.numbering() == Numbering::Algebraic {
            let (file, rank) = parse_algebraic(text, self.board().size())?;
            self.square_at(file, rank)
        } else {
            if text.is_empty() || text.len() > 3 || !text.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let number: u8 = text.parse().ok()?;
            self.square_numbered(number)
        }
    }
}

/// Reads `c3` (or `C3`) into 0-based `(file, rank)` on a board of the given size.
pub(crate) fn parse_algebraic(text: &str, size: u8) -> Option<(u8, u8)> {
    let bytes = text.as_bytes();
    if bytes.len() < 2 || bytes.len() > 3 {
        return None;
    }
    let file = bytes[0].to_ascii_lowercase();
    if !file.is_ascii_lowercase() {
        return None;
    }
    let file = file - b'a';
    let rank_text = &text[1..];
    if !rank_text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let rank: u8 = rank_text.parse().ok()?;
    if file >= size || rank == 0 || rank > size {
        return None;
    }
    Some((file, rank - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_have_the_right_number_of_squares() {
        assert_eq!(DIAG8_MASK.count_ones(), 32);
        assert_eq!(DIAG10_MASK.count_ones(), 50);
        assert_eq!(DIAG8_MASK & (1 << 8 | 1 << 17 | 1 << 26), 0);
        assert_eq!(DIAG10_MASK & (1 << 10 | 1 << 21 | 1 << 32 | 1 << 43), 0);
    }

    #[test]
    fn numbering_matches_the_diagrams_of_rules_md() {
        let cases: &[(Variant, &str, &str)] = &[
            (Variant::English, "1", "b8"),
            (Variant::English, "4", "h8"),
            (Variant::English, "5", "a7"),
            (Variant::English, "29", "a1"),
            (Variant::English, "32", "g1"),
            (Variant::Italian, "1", "a8"),
            (Variant::Italian, "4", "g8"),
            (Variant::Italian, "8", "h7"),
            (Variant::Italian, "29", "b1"),
            (Variant::Italian, "32", "h1"),
            (Variant::Spanish, "1", "h1"),
            (Variant::Spanish, "4", "b1"),
            (Variant::Spanish, "5", "g2"),
            (Variant::Spanish, "32", "a8"),
            (Variant::International, "1", "b10"),
            (Variant::International, "46", "a1"),
            (Variant::International, "50", "i1"),
            (Variant::International, "6", "a9"),
        ];
        for &(variant, number, algebraic) in cases {
            let sq = variant.parse_square(number).unwrap();
            assert_eq!(variant.algebraic(sq), algebraic, "{variant:?} {number}");
            assert_eq!(variant.square_name(sq), number);
        }
    }

    #[test]
    fn every_square_round_trips() {
        for &variant in Variant::ALL {
            let squares = variant.squares();
            assert_eq!(squares.len(), variant.board().playable_count() as usize);
            for sq in squares {
                let name = variant.square_name(sq);
                assert_eq!(variant.parse_square(&name), Some(sq), "{variant:?} {name}");
                let (file, rank) = variant.coords(sq);
                assert_eq!(variant.square_at(file, rank), Some(sq));
            }
        }
    }

    #[test]
    fn unplayable_and_foreign_squares_are_refused() {
        assert_eq!(Variant::English.parse_square("0"), None);
        assert_eq!(Variant::English.parse_square("33"), None);
        assert_eq!(Variant::English.parse_square("c3"), None);
        assert_eq!(Variant::International.parse_square("51"), None);
        assert_eq!(Variant::Brazilian.parse_square("b1"), None);
        assert!(Variant::Brazilian.parse_square("a1").is_some());
        assert!(Variant::Dameo.parse_square("b1").is_some());
        assert_eq!(Variant::Dameo.parse_square("i1"), None);
    }
}
