//! What a caller can ask of a board image.

use rules::{Move, Piece, Position, Square};

use crate::theme::Theme;

/// How to draw one board.
///
/// ```
/// use render::RenderOptions;
/// let options = RenderOptions::new().flipped(true).size(480);
/// assert!(options.flip);
/// ```
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RenderOptions {
    /// Draw the board from Black's side: turned 180°, a1 at the top right.
    pub flip: bool,
    /// The move that led to the position: its squares highlighted, a capture's route drawn
    /// and its captured pieces shown as crossed-out ghosts.
    pub last_move: Option<LastMove>,
    /// Width and height of the image in pixels; `None` for the board's default (640 for the
    /// 8x8 boards, 800 for 10x10). Clamped to 160–2400.
    pub size: Option<u32>,
    /// The colours.
    pub theme: Theme,
    /// The squares of a refused move, each framed (see [`Theme::refused_mark`]).
    pub refused: Vec<Square>,
    /// The pieces the rules oblige to move, each ringed (see [`Theme::obliged_mark`]): those
    /// that must capture when a capture was ignored, or the ones a precedence rule names.
    pub obliged: Vec<Square>,
}

impl RenderOptions {
    pub fn new() -> RenderOptions {
        RenderOptions::default()
    }

    /// Sets [`RenderOptions::flip`].
    pub fn flipped(mut self, flip: bool) -> RenderOptions {
        self.flip = flip;
        self
    }

    /// Sets [`RenderOptions::last_move`].
    pub fn last_move(mut self, last_move: LastMove) -> RenderOptions {
        self.last_move = Some(last_move);
        self
    }

    /// Sets [`RenderOptions::refused`] and [`RenderOptions::obliged`]: a refused move's
    /// squares and the pieces that had to move instead.
    ///
    /// ```
    /// use render::{RenderOptions, render_png};
    /// use rules::{Position, Variant};
    /// let position = Position::start(Variant::English);
    /// let from = Variant::English.parse_square("9").unwrap();
    /// let to = Variant::English.parse_square("18").unwrap();
    /// let options = RenderOptions::new().refusal(vec![from, to], vec![]);
    /// assert!(!render_png(&position, &options).is_empty());
    /// ```
    pub fn refusal(mut self, refused: Vec<Square>, obliged: Vec<Square>) -> RenderOptions {
        self.refused = refused;
        self.obliged = obliged;
        self
    }

    /// Sets [`RenderOptions::size`].
    pub fn size(mut self, pixels: u32) -> RenderOptions {
        self.size = Some(pixels);
        self
    }
}

/// The move to mark on a board: the squares it went through and the pieces it took.
///
/// `path` runs from the start square to the end square, inclusive, through every landing
/// square of a capture (`[28, 19, 10, 3]` for `28x19x10x3`); a plain move is `[from, to]`.
/// `captured` holds the taken pieces as they stood before the move, so they can be drawn as
/// ghosts.
///
/// ```
/// use render::LastMove;
/// use rules::{Position, Variant};
/// let before = Position::start(Variant::Italian);
/// let mv = before.legal_moves()[0];
/// let last = LastMove::from_move(&before, &mv);
/// assert_eq!(last.from(), Some(mv.from()));
/// assert_eq!(last.to(), Some(mv.to()));
/// assert!(last.captured.is_empty());
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LastMove {
    pub path: Vec<Square>,
    pub captured: Vec<(Square, Piece)>,
}

impl LastMove {
    /// A move with the route the caller knows (from the move text, or from the rules'
    /// route of the move). The path is made to start at `mv.from()` and end at `mv.to()`;
    /// the captured pieces are read from `before`, the position the move was played in.
    pub fn new(before: &Position, mv: &Move, mut path: Vec<Square>) -> LastMove {
        if path.first() != Some(&mv.from()) {
            path.insert(0, mv.from());
        }
        if path.last() != Some(&mv.to()) || path.len() < 2 {
            path.push(mv.to());
        }
        LastMove {
            path,
            captured: captured_pieces(before, mv),
        }
    }

    /// A move with the route the rules give it ([`Position::route`]: for a capture that two
    /// routes reach, the first in numbering order). Use [`LastMove::new`] with the route the
    /// player typed when it should be that one.
    pub fn from_move(before: &Position, mv: &Move) -> LastMove {
        LastMove::new(before, mv, before.route(mv))
    }

    /// The start square.
    pub fn from(&self) -> Option<Square> {
        self.path.first().copied()
    }

    /// The end square.
    pub fn to(&self) -> Option<Square> {
        self.path.last().copied()
    }
}

fn captured_pieces(before: &Position, mv: &Move) -> Vec<(Square, Piece)> {
    mv.captured()
        .iter()
        .filter_map(|sq| before.piece_at(sq).map(|piece| (sq, piece)))
        .collect()
}
