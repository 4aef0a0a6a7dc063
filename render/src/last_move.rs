//! The last move, beyond its highlighted squares and the ghosts of the pieces it took (see
//! `tiles.rs`): the route of a capture drawn through its landing squares, and a cross over
//! each ghost.

use plotters::prelude::*;
use rules::Position;

use crate::canvas::{Canvas, DrawResult};
use crate::layout::Layout;
use crate::options::LastMove;
use crate::pieces;
use crate::theme::{Theme, color};

/// The route of a capture: a line through the centres of its squares with a dot on each
/// landing square. It is drawn over the pieces and stops at the edge of the piece that moved.
pub(crate) fn draw_route(
    canvas: &Canvas,
    layout: &Layout,
    last: &LastMove,
    theme: &Theme,
) -> DrawResult {
    if last.captured.is_empty() || last.path.len() < 2 {
        return Ok(());
    }
    let side = layout.square_size() as i32;
    let width = (side / 11).max(2) as u32;
    let mut points: Vec<(i32, i32)> = last
        .path
        .iter()
        .map(|&sq| layout.square_center(sq))
        .collect();
    let n = points.len();
    let (ax, ay) = points[n - 2];
    let (bx, by) = points[n - 1];
    let length = (((bx - ax).pow(2) + (by - ay).pow(2)) as f64).sqrt();
    let stop = (pieces::radius(side as u32) + 1) as f64;
    if length > stop {
        let keep = (length - stop) / length;
        points[n - 1] = (
            ax + ((bx - ax) as f64 * keep).round() as i32,
            ay + ((by - ay) as f64 * keep).round() as i32,
        );
    }
    canvas.draw(&PathElement::new(
        points.clone(),
        color(theme.path).stroke_width(width),
    ))?;
    // Round ends, and a dot on every landing square.
    for (i, &p) in points.iter().enumerate() {
        let r = if i == 0 || i == n - 1 {
            width as i32 / 2
        } else {
            side / 9
        };
        canvas.draw(&Circle::new(p, r.max(1), color(theme.path).filled()))?;
    }
    Ok(())
}

/// A cross over each captured piece's ghost, over the route.
pub(crate) fn draw_crosses(
    canvas: &Canvas,
    layout: &Layout,
    position: &Position,
    last: &LastMove,
    theme: &Theme,
) -> DrawResult {
    let side = layout.square_size() as i32;
    let arm = side * 22 / 100;
    let width = (side / 12).max(2) as u32;
    for &(sq, _) in &last.captured {
        if position.piece_at(sq).is_some() {
            continue;
        }
        let (x, y) = layout.square_center(sq);
        let style = color(theme.capture_mark).stroke_width(width);
        canvas.draw(&PathElement::new(
            vec![(x - arm, y - arm), (x + arm, y + arm)],
            style,
        ))?;
        canvas.draw(&PathElement::new(
            vec![(x - arm, y + arm), (x + arm, y - arm)],
            style,
        ))?;
    }
    Ok(())
}
