use crate::geometry::Board;
use crate::movegen;
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
    pub(crate) variant: Variant,
    pub(crate) white: u64,
    pub(crate) black: u64,
    pub(crate) kings: u64,
    pub(crate) turn: Color,
}

impl Position {
    /// An empty board with `turn` to move.
    pub fn empty(variant: Variant, turn: Color) -> Position {
        Position {
            variant,
            white: 0,
            black: 0,
            kings: 0,
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

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let bit = sq.bit();
        let color = if self.white & bit != 0 {
            Color::White
        } else if self.black & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings & bit != 0 {
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
        match piece.color {
            Color::White => self.white |= bit,
            Color::Black => self.black |= bit,
        }
        if piece.role == Role::King {
            self.kings |= bit;
        }
    }

    pub fn remove(&mut self, sq: Square) {
        let clear = !sq.bit();
        self.white &= clear;
        self.black &= clear;
        self.kings &= clear;
    }

    /// All pieces with their squares, in internal square order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        SquareSet(self.white | self.black)
            .iter()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    pub fn occupied(&self) -> SquareSet {
        SquareSet(self.white | self.black)
    }

    pub fn side(&self, color: Color) -> SquareSet {
        SquareSet(self.bits(color))
    }

    pub fn kings(&self) -> SquareSet {
        SquareSet(self.kings)
    }

    pub(crate) fn bits(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// How many pieces of that colour and role stand on the board.
    pub fn count(&self, color: Color, role: Role) -> usize {
        let side = self.bits(color);
        let bits = match role {
            Role::King => side & self.kings,
            Role::Man => side & !self.kings,
        };
        bits.count_ones() as usize
    }

    /// Pieces of one colour, men and kings.
    pub fn count_side(&self, color: Color) -> usize {
        self.bits(color).count_ones() as usize
    }

    /// The squares on which `color`'s men are crowned.
    pub fn promotion_squares(&self, color: Color) -> SquareSet {
        SquareSet(movegen::promotion_row(self.variant.board(), color))
    }

    /// Every legal move, by the variant's rules (captures compulsory, precedence applied, one
    /// move per start, end and captured set).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(48);
        movegen::legal_moves(self, &mut moves, movegen::Routes::Distinct);
        moves
    }

    /// Legal moves into a reused buffer (cleared first).
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        movegen::legal_moves(self, moves, movegen::Routes::Distinct);
    }

    /// Every move a piece could make if capturing were optional and any capture could stop
    /// only where it cannot go on: the moves of the soffio house rule.
    pub fn soffio_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(48);
        movegen::relaxed_moves(self, &mut moves);
        moves
    }

    /// Whether the side to move has a capture.
    pub fn has_capture(&self) -> bool {
        movegen::has_capture(self)
    }

    pub fn is_legal(&self, mv: &Move) -> bool {
        self.legal_moves().contains(mv)
    }

    /// Whether a move crowns the moving man: it is a man and the move ends on its kings row.
    pub fn crowns(&self, mv: &Move) -> bool {
        self.kings & mv.from.bit() == 0
            && movegen::promotion_row(self.variant.board(), self.turn) & mv.to.bit() != 0
    }

    /// The position after a move, which must be legal here (or a soffio move).
    pub fn play(&self, mv: &Move) -> Position {
        let mut next = *self;
        next.play_in_place(mv);
        next
    }

    pub(crate) fn play_in_place(&mut self, mv: &Move) {
        let from = mv.from.bit();
        let to = mv.to.bit();
        let captured = mv.captured.0;
        let was_king = self.kings & from != 0;
        let crowned =
            !was_king && movegen::promotion_row(self.variant.board(), self.turn) & to != 0;
        match self.turn {
            Color::White => {
                self.white = (self.white & !from) | to;
                self.black &= !captured;
            }
            Color::Black => {
                self.black = (self.black & !from) | to;
                self.white &= !captured;
            }
        }
        self.kings &= !(captured | from);
        if was_king || crowned {
            self.kings |= to;
        }
        self.turn = !self.turn;
    }

    /// A hash of the position and the side to move, for repetition counts.
    pub fn hash(&self) -> u64 {
        zobrist::hash(self)
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
