use crate::geometry::Board;
use crate::kings_row;
use crate::zobrist;
use crate::{Color, Move, Piece, Role, Square, SquareSet, Variant};

/// A position: the pieces, the side to move and the variant whose rules apply.
///
/// ```
/// use rules::{Position, Variant};
/// let start = Position::start(Variant::English);
/// assert_eq!(start.legal_moves().len(), 7);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// White's, Black's and the kings' squares, bits 0–63.
    low: [u64; 3],
    /// The 12x12 board's bits 64.. (it ends at bit 76) of the same three sets. Frisian, whose
    /// board never reaches them, keeps there instead each side's king run (see [`KingRun`]).
    /// A position stays 32 bytes of whole words, which perft and searches copy at every node.
    high: [u16; 3],
    pub(crate) variant: Variant,
    pub(crate) turn: Color,
}

/// Frisian: the king that made its side's last non-capturing moves and how many it made in a
/// row (it may make three while its side has men).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub(crate) struct KingRun {
    /// The king's square index + 1; 0 when no king is counting.
    pub(crate) square: u8,
    pub(crate) moves: u8,
}

/// The index of the kings' word in a position.
const KINGS: usize = 2;

/// Frisian: the most non-capturing moves in a row one king may make while its side has men.
pub(crate) const FRISIAN_KING_MOVES: u8 = 3;

impl Position {
    /// An empty board with `turn` to move.
    pub fn empty(variant: Variant, turn: Color) -> Position {
        Position {
            low: [0; 3],
            high: [0; 3],
            variant,
            turn,
        }
    }

    /// The starting position of a variant.
    pub fn start(variant: Variant) -> Position {
        let mut pos = Position::empty(variant, variant.first_player());
        let size = variant.board().size();
        let rows = match variant.board() {
            Board::Diagonal8 => 3,
            Board::Diagonal10 => 4,
            Board::Diagonal12 => 5,
            Board::Full8 => 3,
        };
        for sq in variant.playable() {
            let (file, rank) = variant.coords(sq);
            let in_white_camp = rank < rows;
            let in_black_camp = rank >= size - rows;
            let keep = match variant {
                // Dameo's camps are trapezoids: 8, 6 and 4 men on the first three ranks.
                Variant::Dameo => {
                    let depth = if in_white_camp { rank } else { size - 1 - rank };
                    file >= depth && file < size - depth
                }
                // Turkish men fill the second and third ranks; the first stays empty.
                Variant::Turkish => rank != 0 && rank != size - 1,
                _ => true,
            };
            if in_white_camp && keep {
                pos.put(sq, Piece::new(Color::White, Role::Man));
            } else if in_black_camp && keep {
                pos.put(sq, Piece::new(Color::Black, Role::Man));
            }
        }
        pos
    }

    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let bit = sq.bit();
        let color = if self.bits(Color::White) & bit != 0 {
            Color::White
        } else if self.bits(Color::Black) & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.king_bits() & bit != 0 {
            Role::King
        } else {
            Role::Man
        };
        Some(Piece::new(color, role))
    }

    /// Places a piece, replacing whatever stood there. Squares that are not playable in the
    /// variant are ignored.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        if !self.variant.playable().contains(sq) {
            return;
        }
        self.remove(sq);
        let bit = sq.bit();
        let side = piece.color as usize;
        self.set_word(side, self.word(side) | bit);
        if piece.role == Role::King {
            self.set_word(KINGS, self.king_bits() | bit);
        }
    }

    pub fn remove(&mut self, sq: Square) {
        let clear = !sq.bit();
        for i in 0..3 {
            self.set_word(i, self.word(i) & clear);
        }
        for color in Color::ALL {
            if self.king_run(color).square == sq.index() + 1 {
                self.set_king_run(color, KingRun::default());
            }
        }
    }

    /// All pieces with their squares, in internal square order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        SquareSet(self.bits(Color::White) | self.bits(Color::Black))
            .iter()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    #[inline]
    pub fn occupied(&self) -> SquareSet {
        SquareSet(self.bits(Color::White) | self.bits(Color::Black))
    }

    #[inline]
    pub fn side(&self, color: Color) -> SquareSet {
        SquareSet(self.bits(color))
    }

    #[inline]
    pub fn kings(&self) -> SquareSet {
        SquareSet(self.king_bits())
    }

    #[inline(always)]
    fn word(&self, i: usize) -> u128 {
        if self.variant == Variant::Canadian {
            (self.high[i] as u128) << 64 | self.low[i] as u128
        } else {
            self.low[i] as u128
        }
    }

    #[inline(always)]
    fn set_word(&mut self, i: usize, bits: u128) {
        self.low[i] = bits as u64;
        if self.variant == Variant::Canadian {
            self.high[i] = (bits >> 64) as u16;
        }
    }

    /// Frisian: a side's king run, kept in the high words its board does not use.
    #[inline(always)]
    pub(crate) fn king_run(&self, color: Color) -> KingRun {
        if self.variant != Variant::Frisian {
            return KingRun::default();
        }
        let [square, moves] = self.high[color as usize].to_le_bytes();
        KingRun { square, moves }
    }

    pub(crate) fn set_king_run(&mut self, color: Color, run: KingRun) {
        if self.variant == Variant::Frisian {
            self.high[color as usize] = u16::from_le_bytes([run.square, run.moves]);
        }
    }

    /// The squares of one side's pieces.
    #[inline(always)]
    pub(crate) fn bits(&self, color: Color) -> u128 {
        self.word(color as usize)
    }

    /// The squares of the kings of both sides.
    #[inline(always)]
    pub(crate) fn king_bits(&self) -> u128 {
        self.word(KINGS)
    }

    /// How many pieces of that colour and role stand on the board.
    pub fn count(&self, color: Color, role: Role) -> usize {
        let side = self.bits(color);
        let bits = match role {
            Role::King => side & self.king_bits(),
            Role::Man => side & !self.king_bits(),
        };
        bits.count_ones() as usize
    }

    /// Pieces of one colour, men and kings.
    pub fn count_side(&self, color: Color) -> usize {
        self.bits(color).count_ones() as usize
    }

    /// The squares on which `color`'s men are crowned.
    pub fn promotion_squares(&self, color: Color) -> SquareSet {
        SquareSet(kings_row::promotion_row(self.variant.board(), color))
    }

    /// Whether a move crowns the moving man: it is a man and the move ends on its kings row,
    /// or (Russian draughts) it reached that row during the capture.
    #[inline]
    pub fn crowns(&self, mv: &Move) -> bool {
        // Every board but the 12x12 fits the low words: one-word shifts (a search asks this
        // of every quiet move it orders).
        if self.variant != Variant::Canadian {
            return self.low[KINGS] & (1u64 << mv.from.index()) == 0
                && self.crowned_narrow(self.variant, 1u64 << mv.to.index(), mv.captured_low());
        }
        self.king_bits() & mv.from.bit() == 0 && self.crowned(mv.to.bit(), mv.captured_bits())
    }

    /// Whether a man's move ending on `to` and taking `captured` crowns it. In Russian
    /// draughts a man reaches its kings row during a capture exactly when it takes a piece on
    /// the row before it (a man lands there only by jumping such a piece, and a king it has
    /// become may take one too), so the captured set tells.
    #[inline(always)]
    fn crowned(&self, to: u128, captured: u128) -> bool {
        let board = self.variant.board();
        kings_row::promotion_row(board, self.turn) & to != 0
            || (self.variant == Variant::Russian
                && kings_row::before_promotion_row(board, self.turn) & captured != 0)
    }

    /// Frisian: how many non-capturing moves in a row the king on a square has made, three at
    /// most, if it is the king of its side that is counting (see `rules/docs/VARIANTS.md`).
    pub fn king_moves_in_a_row(&self, color: Color) -> Option<(Square, u8)> {
        let run = self.king_run(color);
        (run.square != 0).then(|| (Square::new(run.square - 1), run.moves))
    }

    /// Frisian: sets (or, with `None`, clears) the count of non-capturing moves in a row of a
    /// side's king, as a FEN's last field does. Counts above three are kept as three; a square
    /// without a king of that colour clears the count. Other variants keep no count.
    ///
    /// ```
    /// use rules::{Color, Position, Variant};
    /// let mut pos = Position::from_fen(Variant::Frisian, "W:WK28,46:B1").unwrap();
    /// let king = pos.kings().iter().next().unwrap();
    /// pos.set_king_moves_in_a_row(Color::White, Some((king, 2)));
    /// assert_eq!(pos.king_moves_in_a_row(Color::White), Some((king, 2)));
    /// pos.set_king_moves_in_a_row(Color::White, None);
    /// assert_eq!(pos.king_moves_in_a_row(Color::White), None);
    /// ```
    pub fn set_king_moves_in_a_row(&mut self, color: Color, run: Option<(Square, u8)>) {
        let run = match run {
            Some((sq, moves))
                if moves > 0 && self.bits(color) & self.king_bits() & sq.bit() != 0 =>
            {
                KingRun {
                    square: sq.index() + 1,
                    moves: moves.min(FRISIAN_KING_MOVES),
                }
            }
            _ => KingRun::default(),
        };
        self.set_king_run(color, run);
    }

    /// Frisian: the king of the side to move that may not make a non-capturing move now (it
    /// made three in a row and its side still has men).
    pub fn king_barred_from_moving(&self) -> Option<Square> {
        let run = self.king_run(self.turn);
        let has_men = self.bits(self.turn) & !self.king_bits() != 0;
        (run.square != 0 && run.moves >= FRISIAN_KING_MOVES && has_men)
            .then(|| Square::new(run.square - 1))
    }

    /// The position after a move, which must be legal here (or a soffio move).
    #[inline(always)]
    pub fn play(&self, mv: &Move) -> Position {
        let mut next = *self;
        next.play_in_place(mv);
        next
    }

    #[inline(always)]
    pub(crate) fn play_in_place(&mut self, mv: &Move) {
        self.play_as(self.variant, mv);
    }

    /// [`Position::play_in_place`] for a caller that knows the variant already (perft, whose
    /// loop would otherwise read it back from the copy it has just written).
    #[inline(always)]
    pub(crate) fn play_as(&mut self, variant: Variant, mv: &Move) {
        debug_assert_eq!(variant, self.variant);
        if variant == Variant::Canadian {
            self.play_wide(mv);
        } else {
            self.play_narrow(variant, mv);
        }
        self.turn = !self.turn;
    }

    /// Whether a man's move ending on `to` and taking `captured` crowns it, on the low words
    /// (every board but the 12x12), for `variant` (the position's, known when compiled where
    /// a caller names it).
    #[inline(always)]
    fn crowned_narrow(&self, variant: Variant, to: u64, captured: u64) -> bool {
        kings_row::promotion_row_of(variant, self.turn) & to != 0
            || (variant == Variant::Russian
                && kings_row::before_promotion_row(variant.board(), self.turn) as u64 & captured
                    != 0)
    }

    /// Every board but the 12x12 fits the low words.
    #[inline(always)]
    fn play_narrow(&mut self, variant: Variant, mv: &Move) {
        let from = 1u64 << mv.from.index();
        let to = 1u64 << mv.to.index();
        let captured = mv.captured_low();
        let was_king = self.low[KINGS] & from != 0;
        let crowned = !was_king && self.crowned_narrow(variant, to, captured);
        if variant == Variant::Frisian {
            self.count_king_run(mv, was_king);
        }
        let (mover, other) = match self.turn {
            Color::White => (0, 1),
            Color::Black => (1, 0),
        };
        self.low[mover] = (self.low[mover] & !from) | to;
        self.low[other] &= !captured;
        self.low[KINGS] &= !(captured | from);
        if was_king || crowned {
            self.low[KINGS] |= to;
        }
    }

    #[inline(always)]
    fn play_wide(&mut self, mv: &Move) {
        let from = mv.from.bit();
        let to = mv.to.bit();
        let captured = mv.captured_bits();
        let was_king = self.king_bits() & from != 0;
        let crowned = !was_king && self.crowned(to, captured);
        let mover = self.turn as usize;
        let other = 1 - mover;
        self.set_word(mover, (self.word(mover) & !from) | to);
        self.set_word(other, self.word(other) & !captured);
        let kings = self.king_bits() & !(captured | from);
        self.set_word(
            KINGS,
            if was_king || crowned {
                kings | to
            } else {
                kings
            },
        );
    }

    /// Frisian: counts the mover's king moves in a row, and forgets a counting king that is
    /// taken.
    #[inline(always)]
    fn count_king_run(&mut self, mv: &Move, was_king: bool) {
        if !was_king && self.high[0] | self.high[1] == 0 {
            // A man moves and no king is counting: nothing to count or forget.
            return;
        }
        let mover = self.turn;
        let mut run = self.king_run(mover);
        if was_king && !mv.is_capture() {
            if run.square == mv.from.index() + 1 {
                // Three say all there is to say: with men a fourth is barred, without them
                // none is. A count kept past three would tell apart positions the rules do
                // not, and a FEN writes 0 to 3.
                run.moves = (run.moves + 1).min(FRISIAN_KING_MOVES);
            } else {
                run.moves = 1;
            }
            run.square = mv.to.index() + 1;
        } else {
            run = KingRun::default();
        }
        self.set_king_run(mover, run);
        let other = self.king_run(!mover);
        if other.square != 0 && mv.captured().contains(Square::new(other.square - 1)) {
            self.set_king_run(!mover, KingRun::default());
        }
    }

    /// A hash of the position and the side to move, for repetition counts.
    pub fn hash(&self) -> u64 {
        zobrist::hash(self)
    }

    /// [`Position::hash`], worked out from the position before a move and its hash: the cost
    /// is in the squares that changed, which is what a search wants at every node.
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// let start = Position::start(Variant::International);
    /// let mv = start.legal_moves()[0];
    /// let after = start.play(&mv);
    /// assert_eq!(after.hash_after(&start, start.hash()), after.hash());
    /// ```
    #[inline]
    pub fn hash_after(&self, before: &Position, before_hash: u64) -> u64 {
        zobrist::update(before, before_hash, self)
    }

    /// The same position with colours exchanged and the board turned round: useful to check
    /// that the rules treat both sides alike.
    pub fn mirrored(&self) -> Position {
        let mut out = Position::empty(self.variant, !self.turn);
        let size = self.variant.board().size();
        for (sq, piece) in self.pieces() {
            let (file, rank) = self.variant.coords(sq);
            if let Some(target) = self.variant.square_at(size - 1 - file, size - 1 - rank) {
                out.put(target, Piece::new(!piece.color, piece.role));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_and_moves_stay_small() {
        // Perft and searches copy a position at every node and fill lists of moves: a 32-byte
        // position and a 16-byte move keep them as fast as before the 12x12 board.
        assert_eq!(std::mem::size_of::<Position>(), 32);
        assert_eq!(std::mem::size_of::<Move>(), 16);
    }
}
