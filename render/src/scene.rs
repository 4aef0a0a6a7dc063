//! What one board image shows, read from a position and the options once, before anything is
//! drawn: how each square differs from the empty board, and the marks drawn over it.

use rules::{Color, Piece, Position, Role, Square, Variant};

use crate::options::{LastMove, RenderOptions};

/// How a square looks, besides its place: lit (the last move's start or end) or not, and what
/// stands on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Look {
    pub lit: bool,
    pub content: Option<Shown>,
}

/// What stands on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shown {
    Piece(Piece),
    /// A captured piece's ghost, faded into the square's unlit colour.
    Ghost(Piece),
}

/// The four pieces, in the order of [`Shown::ordinal`].
pub(crate) const PIECES: [Piece; 4] = [
    Piece {
        color: Color::White,
        role: Role::Man,
    },
    Piece {
        color: Color::White,
        role: Role::King,
    },
    Piece {
        color: Color::Black,
        role: Role::Man,
    },
    Piece {
        color: Color::Black,
        role: Role::King,
    },
];

/// How many different things a square can show: four pieces and their ghosts.
pub(crate) const SHOWN: usize = 8;

impl Shown {
    /// Every value, in the order of [`Shown::ordinal`].
    pub fn all() -> impl Iterator<Item = Shown> {
        PIECES
            .into_iter()
            .map(Shown::Piece)
            .chain(PIECES.into_iter().map(Shown::Ghost))
    }

    /// A number from 0 to [`SHOWN`] − 1.
    pub fn ordinal(self) -> usize {
        let of = |piece: Piece| {
            usize::from(piece.color == Color::Black) * 2 + usize::from(piece.role == Role::King)
        };
        match self {
            Shown::Piece(piece) => of(piece),
            Shown::Ghost(piece) => 4 + of(piece),
        }
    }
}

/// How many looks a square has: lit or not, times empty or one of [`SHOWN`].
pub(crate) const LOOKS: usize = 2 * (SHOWN + 1);

impl Look {
    /// The empty, unlit square: what the base shows.
    pub const PLAIN: Look = Look {
        lit: false,
        content: None,
    };

    /// Every look, in the order of [`Look::ordinal`].
    pub fn all() -> impl Iterator<Item = Look> {
        [false, true].into_iter().flat_map(|lit| {
            std::iter::once(None)
                .chain(Shown::all().map(Some))
                .map(move |content| Look { lit, content })
        })
    }

    /// A number from 0 to [`LOOKS`] − 1.
    pub fn ordinal(self) -> usize {
        usize::from(self.lit) * (SHOWN + 1) + self.content.map_or(0, |c| c.ordinal() + 1)
    }
}

/// One image's contents.
#[derive(Debug)]
pub(crate) struct Scene {
    /// The squares that differ from the empty board, with how they look.
    pub squares: Vec<(Square, Look)>,
    /// The last move when it was a capture: its route and crosses are drawn.
    pub route: Option<LastMove>,
    pub refused: Vec<Square>,
    pub obliged: Vec<Square>,
}

impl Scene {
    pub fn new(position: &Position, options: &RenderOptions) -> Scene {
        let variant = position.variant();
        let last = on_board_move(position, options);
        let highlighted: Vec<Square> = last
            .as_ref()
            .map(|m| m.from().into_iter().chain(m.to()).collect())
            .unwrap_or_default();
        let mut squares = Vec::new();
        for sq in variant.playable().iter() {
            let lit = highlighted.contains(&sq);
            // A piece standing on a captured piece's square (it cannot, after a legal
            // capture) wins over the ghost.
            let content = match position.piece_at(sq) {
                Some(piece) => Some(Shown::Piece(piece)),
                None => last.as_ref().and_then(|m| {
                    let (_, piece) = m.captured.iter().find(|&&(at, _)| at == sq)?;
                    Some(Shown::Ghost(*piece))
                }),
            };
            let look = Look { lit, content };
            if look != Look::PLAIN {
                squares.push((sq, look));
            }
        }
        Scene {
            squares,
            route: last.filter(|m| !m.captured.is_empty()),
            refused: on_board(variant, &options.refused),
            obliged: on_board(variant, &options.obliged),
        }
    }

    /// Whether anything is drawn over the squares besides their labels.
    pub fn has_marks(&self) -> bool {
        self.route.is_some() || !self.refused.is_empty() || !self.obliged.is_empty()
    }
}

/// The last move of the options without the squares of another variant's board (a caller's
/// mix-up), which are left out rather than drawn somewhere meaningless.
fn on_board_move(position: &Position, options: &RenderOptions) -> Option<LastMove> {
    let playable = position.variant().playable();
    options.last_move.as_ref().map(|m| LastMove {
        path: m
            .path
            .iter()
            .copied()
            .filter(|&sq| playable.contains(sq))
            .collect(),
        captured: m
            .captured
            .iter()
            .copied()
            .filter(|&(sq, _)| playable.contains(sq))
            .collect(),
    })
}

/// The squares of `variant`'s board among `squares`, without repeats in a row.
fn on_board(variant: Variant, squares: &[Square]) -> Vec<Square> {
    let playable = variant.playable();
    let mut kept: Vec<_> = squares
        .iter()
        .copied()
        .filter(|&sq| playable.contains(sq))
        .collect();
    kept.dedup();
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_look_has_its_own_number() {
        let mut seen: Vec<usize> = Look::all().map(Look::ordinal).collect();
        assert_eq!(seen.len(), LOOKS);
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..LOOKS).collect::<Vec<_>>());
        assert_eq!(Look::PLAIN.ordinal(), 0);
    }
}
