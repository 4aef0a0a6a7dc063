use crate::{Square, SquareSet};

/// A move: where the piece starts, where it stops, and what it takes.
///
/// Two capture routes with the same start, end and captured set are the same move (the FMJD
/// rule); the route a player typed is kept by the notation layer, not here. A Dameo line move
/// is the rear man's `from` and `to`: the men in front of it do not move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub(crate) from: Square,
    pub(crate) to: Square,
    pub(crate) captured: SquareSet,
}

impl Move {
    pub(crate) fn new(from: Square, to: Square, captured: SquareSet) -> Move {
        Move { from, to, captured }
    }

    pub fn from(self) -> Square {
        self.from
    }

    pub fn to(self) -> Square {
        self.to
    }

    /// The squares of the pieces it takes.
    pub fn captured(self) -> SquareSet {
        self.captured
    }

    pub fn is_capture(self) -> bool {
        !self.captured.is_empty()
    }

    pub fn capture_count(self) -> usize {
        self.captured.len()
    }
}
