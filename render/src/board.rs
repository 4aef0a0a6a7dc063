//! The board itself: the frame around it and the squares, with the last move's start and end
//! squares in the highlight colour.

use plotters::prelude::*;
use rules::{Board, Square, Variant};

use crate::canvas::{Canvas, DrawResult};
use crate::layout::Layout;
use crate::theme::{Rgb, Theme, color};

/// Fills the image with the frame, its rim, and every square of the board.
pub(crate) fn draw_board(
    canvas: &Canvas,
    layout: &Layout,
    theme: &Theme,
    highlighted: &[Square],
) -> DrawResult {
    let (width, height) = layout.image_size();
    let (w, h) = (width as i32, height as i32);
    canvas.fill(&color(theme.rim))?;
    // A rim of about 2 px at 640, so the board's edge shows on dark chat backgrounds.
    let rim = (width / 320).max(1) as i32;
    canvas.draw(&Rectangle::new(
        [(rim, rim), (w - rim, h - rim)],
        color(theme.frame).filled(),
    ))?;

    let variant = layout.variant();
    let files = layout.files();
    let side = layout.square_size() as i32;
    for row in 0..files {
        for column in 0..files {
            let (x, y) = layout.cell_origin(column, row);
            // Which board square is here: undo the orientation.
            let (file, rank) = if layout.is_flipped() {
                (files - 1 - column, row)
            } else {
                (column, files - 1 - row)
            };
            let square = variant.square_at(file as u8, rank as u8);
            let lit = square.is_some_and(|sq| highlighted.contains(&sq));
            let fill = square_colour(variant, file as u8, rank as u8, lit, theme);
            canvas.draw(&Rectangle::new(
                [(x, y), (x + side, y + side)],
                color(fill).filled(),
            ))?;
        }
    }
    Ok(())
}

/// The colour of the square at `(file, rank)`, lit when it is the last move's start or end.
pub(crate) fn square_colour(variant: Variant, file: u8, rank: u8, lit: bool, theme: &Theme) -> Rgb {
    match (is_dark(variant, file, rank), lit) {
        (true, false) => theme.dark_square,
        (false, false) => theme.light_square,
        (true, true) => theme.highlight_dark,
        (false, true) => theme.highlight_light,
    }
}

/// Whether the square at `(file, rank)` is dark.
pub(crate) fn is_dark(variant: Variant, file: u8, rank: u8) -> bool {
    // The playing squares are the dark ones (h1 is dark in Italian and Spanish, a1 elsewhere);
    // Dameo plays on all 64, coloured as a chess board.
    if variant.board() == Board::Full8 {
        (file + rank).is_multiple_of(2)
    } else {
        variant.square_at(file, rank).is_some()
    }
}

/// The colour of a square of the board, lit or not.
#[cfg(test)]
pub(crate) fn colour_of(variant: Variant, sq: Square, lit: bool, theme: &Theme) -> Rgb {
    let (file, rank) = variant.coords(sq);
    square_colour(variant, file, rank, lit, theme)
}
