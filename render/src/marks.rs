//! Marks that explain a ruling: a frame around each square of a refused move, and a ring
//! around each piece that had to move instead (one that must capture).

use plotters::prelude::*;
use rules::Square;

use crate::canvas::{Canvas, DrawResult};
use crate::layout::Layout;
use crate::pieces;
use crate::theme::{Theme, color};

/// Frames the refused move's squares, inside their edges so that neighbours stay clear.
pub(crate) fn draw_refused(
    canvas: &Canvas,
    layout: &Layout,
    squares: &[Square],
    theme: &Theme,
) -> DrawResult {
    let side = layout.square_size() as i32;
    let width = (side / 14).max(2);
    for &sq in squares {
        let ((x0, y0), (x1, y1)) = layout.square_rect(sq);
        for inset in 0..width {
            canvas.draw(&Rectangle::new(
                [(x0 + inset, y0 + inset), (x1 - 1 - inset, y1 - 1 - inset)],
                color(theme.refused_mark).stroke_width(1),
            ))?;
        }
    }
    Ok(())
}

/// Rings the pieces the rules oblige to move, just outside the piece's edge.
pub(crate) fn draw_obliged(
    canvas: &Canvas,
    layout: &Layout,
    squares: &[Square],
    theme: &Theme,
) -> DrawResult {
    let side = layout.square_size();
    let radius = pieces::radius(side) + (side as i32 / 20).max(2);
    let width = (side / 16).max(2);
    for &sq in squares {
        canvas.draw(&Circle::new(
            layout.square_center(sq),
            radius,
            color(theme.obliged_mark).stroke_width(width),
        ))?;
    }
    Ok(())
}
