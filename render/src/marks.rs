//! Marks that explain a ruling: a frame around each square of a refused move, and a ring
//! around each piece that had to move instead (one that must capture).

use plotters::prelude::*;
use rules::Square;

use crate::canvas::{Canvas, DrawResult};
use crate::last_move::around;
use crate::layout::{Area, Layout};
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
    let (radius, width) = ring_size(layout);
    for &sq in squares {
        canvas.draw(&Circle::new(
            layout.square_center(sq),
            radius,
            color(theme.obliged_mark).stroke_width(width),
        ))?;
    }
    Ok(())
}

/// A ring's radius and stroke width.
fn ring_size(layout: &Layout) -> (i32, u32) {
    let side = layout.square_size();
    let radius = pieces::radius(side) + (side as i32 / 20).max(2);
    (radius, (side / 16).max(2))
}

/// The rectangles (top-left and bottom-right corners, exclusive) outside which the frames of
/// `refused` and the rings of `obliged` leave every pixel as it was.
pub(crate) fn marked_areas(layout: &Layout, refused: &[Square], obliged: &[Square]) -> Vec<Area> {
    let (radius, width) = ring_size(layout);
    let frames = refused.iter().map(|&sq| layout.square_rect(sq));
    let rings = obliged.iter().map(|&sq| {
        let centre = layout.square_center(sq);
        around(centre, centre, radius + width as i32 + 2)
    });
    frames.chain(rings).collect()
}
