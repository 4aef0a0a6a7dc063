//! The last move, beyond its highlighted squares and the ghosts of the pieces it took (see
//! `tiles.rs`): the route of a capture drawn through its landing squares, and a cross over
//! each ghost.

use plotters::prelude::*;
use rules::Position;

use crate::canvas::{Canvas, DrawResult};
use crate::layout::{Area, Layout};
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
    let Some(route) = Route::new(layout, last) else {
        return Ok(());
    };
    canvas.draw(&PathElement::new(
        route.points.clone(),
        color(theme.path).stroke_width(route.width),
    ))?;
    // Round ends, and a dot on every landing square.
    let n = route.points.len();
    for (i, &p) in route.points.iter().enumerate() {
        let r = if i == 0 || i == n - 1 {
            route.width as i32 / 2
        } else {
            route.dot
        };
        canvas.draw(&Circle::new(p, r.max(1), color(theme.path).filled()))?;
    }
    Ok(())
}

/// Where a capture's route is drawn.
struct Route {
    points: Vec<(i32, i32)>,
    width: u32,
    /// The radius of the dot on a landing square.
    dot: i32,
}

impl Route {
    /// `None` for a move that captured nothing.
    fn new(layout: &Layout, last: &LastMove) -> Option<Route> {
        if last.captured.is_empty() || last.path.len() < 2 {
            return None;
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
        Some(Route {
            points,
            width,
            dot: side / 9,
        })
    }
}

/// The rectangles (top-left and bottom-right corners, exclusive) outside which the route and
/// the crosses of `last` leave every pixel as it was: around each leg of the route, with
/// room for its width and dots, and one around each cross.
pub(crate) fn marked_areas(layout: &Layout, last: &LastMove) -> Vec<Area> {
    let mut areas = Vec::new();
    if let Some(route) = Route::new(layout, last) {
        let margin = (route.width as i32).max(route.dot) + 2;
        for leg in route.points.windows(2) {
            areas.extend(around_leg(leg[0], leg[1], margin));
        }
    }
    let (arm, width) = cross_size(layout);
    for &(sq, _) in &last.captured {
        let centre = layout.square_center(sq);
        areas.push(around(centre, centre, arm + width as i32 + 2));
    }
    areas
}

/// Rows of a leg's surroundings per rectangle.
const STRIP: i32 = 12;

/// Rectangles that hold every pixel within `margin` of the segment from `a` to `b`: the
/// rectangle around it cut into strips of rows, each as wide as the segment reaches within
/// `margin` of them. A diagonal leg's rectangle is mostly far from the leg; the strips leave
/// that out, and with it most of the pixels a capture's image draws and looks up anew.
fn around_leg(a: (i32, i32), b: (i32, i32), margin: i32) -> Vec<Area> {
    let whole = around(
        (a.0.min(b.0), a.1.min(b.1)),
        (a.0.max(b.0), a.1.max(b.1)),
        margin,
    );
    if a.1 == b.1 {
        return vec![whole];
    }
    // Where the segment is at row `y`, or its end nearest to that row.
    let x_at = |y: i32| {
        let t = (f64::from(y - a.1) / f64::from(b.1 - a.1)).clamp(0.0, 1.0);
        f64::from(a.0) + t * f64::from(b.0 - a.0)
    };
    let ((left, top), (right, bottom)) = whole;
    (top..bottom)
        .step_by(STRIP as usize)
        .map(|y0| {
            let y1 = (y0 + STRIP).min(bottom);
            let (xa, xb) = (x_at(y0 - margin), x_at(y1 - 1 + margin));
            let x0 = xa.min(xb).floor() as i32 - margin;
            let x1 = xa.max(xb).ceil() as i32 + margin + 1;
            ((x0.max(left), y0), (x1.min(right), y1))
        })
        .collect()
}

/// The rectangle from `a` to `b` inclusive, grown by `margin` each way.
pub(crate) fn around(a: (i32, i32), b: (i32, i32), margin: i32) -> Area {
    (
        (a.0 - margin, a.1 - margin),
        (b.0 + margin + 1, b.1 + margin + 1),
    )
}

/// A cross's half length and stroke width.
fn cross_size(layout: &Layout) -> (i32, u32) {
    let side = layout.square_size() as i32;
    (side * 22 / 100, (side / 12).max(2) as u32)
}

/// A cross over each captured piece's ghost, over the route.
pub(crate) fn draw_crosses(
    canvas: &Canvas,
    layout: &Layout,
    position: &Position,
    last: &LastMove,
    theme: &Theme,
) -> DrawResult {
    let (arm, width) = cross_size(layout);
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
