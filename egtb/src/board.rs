//! The playable squares of a variant numbered densely (0..n), as the indexes count them.

use rules::{Color, Position, Square, Variant};

/// Dense square numbers of one variant's board, with the turn of the board that exchanges the
/// colours.
#[derive(Debug, Clone)]
pub(crate) struct Board {
    pub(crate) variant: Variant,
    /// Dense number → square.
    squares: Vec<Square>,
    /// Square index → dense number (`u8::MAX` off the board).
    dense: [u8; 128],
    /// Dense number → the dense number of the square turned round (the board rotated by half a
    /// turn: what [`Position::mirrored`] does).
    turned: Vec<u8>,
    /// Per colour: the dense squares a man of that colour may stand on (all but its kings
    /// row, where it would have been crowned), and each square's rank among them.
    men_squares: [Vec<u8>; 2],
    men_rank: [Vec<u8>; 2],
    /// Per colour and dense square: how far a man of that colour has advanced (its rank from
    /// its own side, 0 on its first rank).
    advance: [Vec<u8>; 2],
}

impl Board {
    pub(crate) fn new(variant: Variant) -> Board {
        let squares: Vec<Square> = variant.playable().iter().collect();
        let mut dense = [u8::MAX; 128];
        for (i, sq) in squares.iter().enumerate() {
            dense[sq.index() as usize] = i as u8;
        }
        let size = variant.board().size();
        let turned = squares
            .iter()
            .map(|&sq| {
                let (file, rank) = variant.coords(sq);
                let other = variant
                    .square_at(size - 1 - file, size - 1 - rank)
                    .expect("the board turned round is the board");
                dense[other.index() as usize]
            })
            .collect();
        let empty = Position::empty(variant, Color::White);
        let mut men_squares = [Vec::new(), Vec::new()];
        let mut men_rank = [vec![u8::MAX; squares.len()], vec![u8::MAX; squares.len()]];
        let mut advance = [vec![0; squares.len()], vec![0; squares.len()]];
        for color in Color::ALL {
            let crowning = empty.promotion_squares(color);
            let c = color as usize;
            for (i, &sq) in squares.iter().enumerate() {
                let (_, rank) = variant.coords(sq);
                advance[c][i] = match color {
                    Color::White => rank,
                    Color::Black => size - 1 - rank,
                };
                if !crowning.contains(sq) {
                    men_rank[c][i] = men_squares[c].len() as u8;
                    men_squares[c].push(i as u8);
                }
            }
        }
        Board {
            variant,
            squares,
            dense,
            turned,
            men_squares,
            men_rank,
            advance,
        }
    }

    /// How many playable squares.
    pub(crate) fn len(&self) -> usize {
        self.squares.len()
    }

    pub(crate) fn square(&self, dense: u8) -> Square {
        self.squares[dense as usize]
    }

    pub(crate) fn dense(&self, sq: Square) -> u8 {
        self.dense[sq.index() as usize]
    }

    /// The dense number of the square whose bit is `bit`.
    pub(crate) fn dense_of_bit(&self, bit: u32) -> u8 {
        self.dense[bit as usize]
    }

    /// A set of squares (bits of square indices) as a set of dense numbers.
    pub(crate) fn dense_set(&self, bits: u128) -> u128 {
        let mut out = 0u128;
        let mut rest = bits;
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            out |= 1u128 << self.dense[i as usize];
        }
        out
    }

    pub(crate) fn turned(&self, dense: u8) -> u8 {
        self.turned[dense as usize]
    }

    pub(crate) fn men_squares(&self, color: Color) -> &[u8] {
        &self.men_squares[color as usize]
    }

    /// The rank of a dense square among the squares a man of `color` may stand on.
    pub(crate) fn men_rank(&self, color: Color, dense: u8) -> u8 {
        self.men_rank[color as usize][dense as usize]
    }

    pub(crate) fn advance(&self, color: Color, dense: u8) -> u8 {
        self.advance[color as usize][dense as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_twice_is_the_identity_and_matches_the_rules() {
        for &variant in Variant::ALL {
            let board = Board::new(variant);
            for d in 0..board.len() as u8 {
                assert_eq!(board.turned(board.turned(d)), d);
                let mut pos = Position::empty(variant, Color::White);
                pos.put(
                    board.square(d),
                    rules::Piece::new(Color::White, rules::Role::King),
                );
                let mirrored = pos.mirrored();
                let there = mirrored.occupied().iter().next().unwrap();
                assert_eq!(board.dense(there), board.turned(d), "{variant}");
            }
            for color in Color::ALL {
                let crowning = Position::empty(variant, color).promotion_squares(color);
                assert_eq!(board.men_squares(color).len(), board.len() - crowning.len());
            }
        }
    }
}
