//! Men and kings. A man is a disc with an outline in the opposite tone (dark around the cream
//! men, light around the black ones) and an inner ring; a king carries a crown as well, so it
//! cannot be mistaken at any size. A captured piece is drawn as a faded ghost.
//!
//! Each kind of piece is drawn once per square colour and size, and copied (see `tiles.rs`).

use plotters::prelude::*;
use rules::{Piece, Role};

use crate::canvas::{Canvas, DrawResult};
use crate::theme::{Rgb, Theme, color};

/// The size of a piece against its square: the radius is this fraction of the side.
pub(crate) const RADIUS: f64 = 0.40;

struct Look {
    fill: Rgb,
    edge: Rgb,
    ring: Rgb,
    crown: Rgb,
}

fn look(piece: Piece, theme: &Theme) -> Look {
    match piece.color {
        rules::Color::White => Look {
            fill: theme.white_fill,
            edge: theme.white_edge,
            ring: theme.white_ring,
            crown: theme.white_crown,
        },
        rules::Color::Black => Look {
            fill: theme.black_fill,
            edge: theme.black_edge,
            ring: theme.black_ring,
            crown: theme.black_crown,
        },
    }
}

/// The piece's radius on a square of `side` pixels.
pub(crate) fn radius(side: u32) -> i32 {
    (side as f64 * RADIUS).round() as i32
}

/// Draws a piece centred on `center`, on a square of `side` pixels.
pub(crate) fn draw_piece(
    canvas: &Canvas,
    center: (i32, i32),
    side: u32,
    piece: Piece,
    theme: &Theme,
) -> DrawResult {
    let look = look(piece, theme);
    draw_disc(canvas, center, side, &look)?;
    if piece.role == Role::King {
        draw_crown(canvas, center, radius(side), look.crown, theme.crown_edge)?;
    }
    Ok(())
}

/// Draws a captured piece, faded into the square's colour `under`.
pub(crate) fn draw_ghost(
    canvas: &Canvas,
    center: (i32, i32),
    side: u32,
    piece: Piece,
    under: Rgb,
    theme: &Theme,
) -> DrawResult {
    let solid = look(piece, theme);
    let a = theme.ghost_alpha;
    let faded = Look {
        fill: blend(under, solid.fill, a),
        edge: blend(under, solid.edge, a),
        ring: blend(under, solid.ring, a),
        crown: blend(under, solid.crown, a),
    };
    draw_disc(canvas, center, side, &faded)?;
    if piece.role == Role::King {
        let edge = blend(under, theme.crown_edge, a);
        draw_crown(canvas, center, radius(side), faded.crown, edge)?;
    }
    Ok(())
}

fn draw_disc(canvas: &Canvas, center: (i32, i32), side: u32, look: &Look) -> DrawResult {
    let r = radius(side);
    let edge = (r / 10).max(2);
    canvas.draw(&Circle::new(center, r, color(look.edge).filled()))?;
    canvas.draw(&Circle::new(center, r - edge, color(look.fill).filled()))?;
    // The inner ring: a thin annulus at about two thirds of the radius.
    let ring = (r / 14).max(1);
    let inner = r * 62 / 100;
    canvas.draw(&Circle::new(center, inner, color(look.ring).filled()))?;
    canvas.draw(&Circle::new(
        center,
        inner - ring,
        color(look.fill).filled(),
    ))?;
    Ok(())
}

/// A three-pointed crown with a band, in the piece's crown colour with a dark outline.
fn draw_crown(canvas: &Canvas, (cx, cy): (i32, i32), r: i32, fill: Rgb, edge: Rgb) -> DrawResult {
    let at = |x: f64, y: f64| {
        (
            cx + (x * r as f64).round() as i32,
            cy + (y * r as f64).round() as i32,
        )
    };
    let points = vec![
        at(-0.42, 0.22),
        at(-0.50, -0.28),
        at(-0.22, -0.02),
        at(0.0, -0.40),
        at(0.22, -0.02),
        at(0.50, -0.28),
        at(0.42, 0.22),
    ];
    let band = vec![
        at(-0.44, 0.27),
        at(0.44, 0.27),
        at(0.44, 0.40),
        at(-0.44, 0.40),
    ];
    let stroke = (r / 16).max(1) as u32;
    for shape in [&points, &band] {
        canvas.draw(&Polygon::new(shape.clone(), color(fill).filled()))?;
        let mut outline = shape.clone();
        outline.push(shape[0]);
        canvas.draw(&PathElement::new(outline, color(edge).stroke_width(stroke)))?;
    }
    // Jewels on the three points.
    let jewel = (r / 10).max(2);
    for (x, y) in [(-0.50, -0.28), (0.0, -0.40), (0.50, -0.28)] {
        let p = at(x, y);
        canvas.draw(&Circle::new(p, jewel + stroke as i32, color(edge).filled()))?;
        canvas.draw(&Circle::new(p, jewel, color(fill).filled()))?;
    }
    Ok(())
}

/// `over` laid on `under` with opacity `alpha`.
pub(crate) fn blend(under: Rgb, over: Rgb, alpha: f64) -> Rgb {
    let mix = |u: u8, o: u8| (u as f64 + (o as f64 - u as f64) * alpha).round() as u8;
    [
        mix(under[0], over[0]),
        mix(under[1], over[1]),
        mix(under[2], over[2]),
    ]
}
