//! Which variants draw the same board: English and Pool, say, differ in their rules but not
//! in a pixel of their empty boards. A [`crate::Renderer`] keeps one kit for all variants
//! that draw alike (see `kit.rs`), several megabytes less for a bot that serves them all.
//!
//! The likeness is found by comparing everything a layout's parts are made from — the size
//! of the board, where it is played on, which squares are dark, every square's place and
//! label, the numbers or the coordinates — never listed by hand, so that a variant numbered
//! otherwise can never be drawn with another's labels.

use std::sync::OnceLock;

use rules::{Square, Variant};

use crate::board;

/// The variant whose parts `variant`'s images are drawn with: the first of [`Variant::ALL`]
/// that draws the same board.
pub(crate) fn drawn_as(variant: Variant) -> Variant {
    static FIRST_ALIKE: OnceLock<Vec<(Variant, Variant)>> = OnceLock::new();
    let table = FIRST_ALIKE.get_or_init(|| {
        let looks: Vec<(Variant, Look)> = Variant::ALL.iter().map(|&v| (v, Look::of(v))).collect();
        looks
            .iter()
            .map(|(variant, look)| {
                let first = looks
                    .iter()
                    .find(|(_, other)| other == look)
                    .map_or(*variant, |&(first, _)| first);
                (*variant, first)
            })
            .collect()
    });
    table
        .iter()
        .find(|&&(v, _)| v == variant)
        .map_or(variant, |&(_, first)| first)
}

/// What a variant's board images are drawn from, besides the options.
#[derive(Debug, PartialEq, Eq)]
struct Look {
    files: u8,
    algebraic: bool,
    /// By rank and file: the square there (its index), and whether it is dark.
    cells: Vec<(Option<Square>, bool)>,
    /// Every playable square in the order its label is drawn: the square, its place and its
    /// name.
    labels: Vec<(Square, (u8, u8), String)>,
}

impl Look {
    fn of(variant: Variant) -> Look {
        let files = variant.board().size();
        let cells = (0..files)
            .flat_map(|rank| (0..files).map(move |file| (file, rank)))
            .map(|(file, rank)| {
                (
                    variant.square_at(file, rank),
                    board::is_dark(variant, file, rank),
                )
            })
            .collect();
        let labels = variant
            .squares()
            .into_iter()
            .map(|sq| (sq, variant.coords(sq), variant.square_name(sq)))
            .collect();
        Look {
            files,
            algebraic: variant.is_algebraic(),
            cells,
            labels,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_share_a_board_only_when_everything_drawn_is_the_same() {
        for &variant in Variant::ALL {
            let first = drawn_as(variant);
            assert_eq!(Look::of(first), Look::of(variant), "{variant} as {first}");
            assert_eq!(drawn_as(first), first);
        }
        // The numbered 8x8 boards: one numbering from the top left, the Italian and the
        // Spanish ones of their own; the 10x10 boards alike; the algebraic 8x8 boards alike.
        assert_eq!(drawn_as(Variant::Pool), Variant::English);
        assert_eq!(drawn_as(Variant::Italian), Variant::Italian);
        assert_eq!(drawn_as(Variant::Spanish), Variant::Spanish);
        assert_eq!(drawn_as(Variant::Frisian), Variant::International);
        assert_eq!(drawn_as(Variant::Czech), Variant::Brazilian);
        assert_eq!(drawn_as(Variant::Russian), Variant::Brazilian);
        assert_eq!(drawn_as(Variant::Canadian), Variant::Canadian);
        // Every square of Dameo and Turkish is played on, chequered and named alike.
        assert_eq!(drawn_as(Variant::Turkish), Variant::Dameo);
        assert_ne!(drawn_as(Variant::Dameo), drawn_as(Variant::Russian));
    }
}
