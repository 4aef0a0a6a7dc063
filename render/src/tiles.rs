//! The parts of a board image that repeat, drawn once and copied.
//!
//! A bot draws the same few things over and over: the frame and the empty squares of a
//! board of one size, and on its squares at most four kinds of piece (and their ghosts) on at
//! most four square colours. Drawing them with plotters for every image cost more than the
//! rest of a move, so each is drawn once with plotters — the frame and the empty squares as
//! the *base* of a layout, a square with what stands on it as a *tile* — and an image is made
//! by copying: the base, then a tile on each square that is not empty and unlit. The pixels are
//! the ones drawing everything afresh gives (a piece is drawn in its own square, and plotters'
//! shapes do not depend on where the square is), which the tests check against that drawing.
//! The parts are kept by a [`crate::Renderer`], per layout (see `kit.rs`).

use rules::Piece;

use crate::board;
use crate::canvas::RgbImage;
use crate::layout::Layout;
use crate::pieces;
use crate::theme::{Rgb, Theme};

/// What a square shows, besides its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Content {
    /// A piece.
    Piece(Piece),
    /// A captured piece's faded ghost, blended into `faded_into` (the square's unlit colour).
    Ghost { piece: Piece, faded_into: Rgb },
}

/// The frame and the unlit squares of `layout`.
pub(crate) fn draw_base(layout: &Layout, theme: &Theme) -> RgbImage {
    let (width, height) = layout.image_size();
    let mut image = RgbImage::new(width, height);
    let result = image.draw(|canvas| board::draw_board(canvas, layout, theme, &[]));
    debug_assert!(result.is_ok(), "drawing a board failed: {result:?}");
    image
}

/// A square of `side` pixels in colour `under` with `content` drawn on it.
pub(crate) fn draw_tile(side: u32, under: Rgb, content: Content, theme: &Theme) -> RgbImage {
    let mut image = RgbImage::new(side, side);
    let result = image.draw(|square| {
        square.fill(&crate::theme::color(under))?;
        let half = side as i32 / 2;
        match content {
            Content::Piece(piece) => pieces::draw_piece(square, (half, half), side, piece, theme),
            Content::Ghost { piece, faded_into } => {
                pieces::draw_ghost(square, (half, half), side, piece, faded_into, theme)
            }
        }
    });
    debug_assert!(result.is_ok(), "drawing a piece failed: {result:?}");
    image
}

/// Copies `tile` onto `image` with its top-left corner at `at`, clipped to the image.
pub(crate) fn blit(image: &mut RgbImage, tile: &RgbImage, at: (i32, i32)) {
    let size = (image.width, image.height);
    blit_bytes(
        &mut image.pixels,
        size,
        &tile.pixels,
        (tile.width, tile.height),
        at,
        3,
    );
}

/// Copies the pixels of a `tile_size` image (`depth` bytes a pixel) onto those of an
/// `image_size` one, with its top-left corner at `at`, clipped to the image.
pub(crate) fn blit_bytes(
    image: &mut [u8],
    image_size: (u32, u32),
    tile: &[u8],
    tile_size: (u32, u32),
    at: (i32, i32),
    depth: usize,
) {
    let (x0, y0) = at;
    let (width, height) = (image_size.0 as i32, image_size.1 as i32);
    let left = x0.max(0);
    let right = (x0 + tile_size.0 as i32).min(width);
    if left >= right {
        return;
    }
    let span = (right - left) as usize * depth;
    for row in 0..tile_size.1 as i32 {
        let y = y0 + row;
        if y < 0 || y >= height {
            continue;
        }
        let from = (row as usize * tile_size.0 as usize + (left - x0) as usize) * depth;
        let to = (y as usize * width as usize + left as usize) * depth;
        image[to..to + span].copy_from_slice(&tile[from..from + span]);
    }
}

/// Fills the square of `side` pixels whose top-left corner is `at` with `colour`.
pub(crate) fn fill(image: &mut RgbImage, at: (i32, i32), side: u32, colour: Rgb) {
    let size = (image.width, image.height);
    fill_bytes(&mut image.pixels, size, at, side, &colour);
}

/// Fills the square of `side` pixels whose top-left corner is `at` with `colour` (a pixel's
/// bytes), clipped to the image.
pub(crate) fn fill_bytes(
    image: &mut [u8],
    image_size: (u32, u32),
    at: (i32, i32),
    side: u32,
    colour: &[u8],
) {
    let (x0, y0) = at;
    let depth = colour.len();
    let (width, height) = (image_size.0 as i32, image_size.1 as i32);
    let left = x0.max(0) as usize;
    let right = (x0 + side as i32).clamp(0, width) as usize;
    if left >= right {
        return;
    }
    for y in y0.max(0)..(y0 + side as i32).min(height) {
        let start = (y as usize * width as usize + left) * depth;
        let end = (y as usize * width as usize + right) * depth;
        for px in image[start..end].chunks_exact_mut(depth) {
            px.copy_from_slice(colour);
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use rules::{Position, Variant};

    use crate::canvas::{Canvas, DrawResult, RgbImage};
    use crate::labels::Labels;
    use crate::layout::Layout;
    use crate::options::{LastMove, RenderOptions};
    use crate::{board, last_move, marks, pieces, render_rgb};

    /// The image drawn wholly with plotters, every layer afresh: what copying must give.
    fn drawn_afresh(position: &Position, options: &RenderOptions) -> RgbImage {
        let layout = Layout::new(position.variant(), options);
        let (width, height) = layout.image_size();
        let mut image = RgbImage::new(width, height);
        image
            .draw(|canvas| draw_everything(canvas, &layout, position, options))
            .expect("drawing in memory");
        Labels::new(&layout, &options.theme).draw(&mut image);
        image
    }

    fn draw_everything(
        canvas: &Canvas,
        layout: &Layout,
        position: &Position,
        options: &RenderOptions,
    ) -> DrawResult {
        let theme = &options.theme;
        let variant = position.variant();
        let last = options.last_move.as_ref();
        let lit: Vec<_> = last
            .map(|m| m.from().into_iter().chain(m.to()).collect())
            .unwrap_or_default();
        board::draw_board(canvas, layout, theme, &lit)?;
        let side = layout.square_size();
        for &(sq, piece) in last.map_or(&[][..], |m| &m.captured) {
            if position.piece_at(sq).is_none() {
                let under = board::colour_of(variant, sq, false, theme);
                let center = layout.square_center(sq);
                pieces::draw_ghost(canvas, center, side, piece, under, theme)?;
            }
        }
        for (sq, piece) in position.pieces() {
            let ((x0, y0), (x1, y1)) = layout.square_rect(sq);
            let under = board::colour_of(variant, sq, lit.contains(&sq), theme);
            canvas.draw(&plotters::prelude::Rectangle::new(
                [(x0, y0), (x1, y1)],
                plotters::style::ShapeStyle::from(crate::theme::color(under)).filled(),
            ))?;
            pieces::draw_piece(canvas, layout.square_center(sq), side, piece, theme)?;
        }
        if let Some(last) = last {
            last_move::draw_route(canvas, layout, last, theme)?;
            last_move::draw_crosses(canvas, layout, position, last, theme)?;
        }
        let dedup = |squares: &[rules::Square]| {
            let mut kept = squares.to_vec();
            kept.dedup();
            kept
        };
        marks::draw_refused(canvas, layout, &dedup(&options.refused), theme)?;
        marks::draw_obliged(canvas, layout, &dedup(&options.obliged), theme)
    }

    /// A few moves of a game, the last marked, from either side and at two sizes.
    pub(crate) fn cases(variant: Variant) -> Vec<(Position, RenderOptions)> {
        let mut cases = Vec::new();
        let mut position = Position::start(variant);
        let mut options = RenderOptions::new();
        for ply in 0..14 {
            let moves = position.legal_moves();
            let Some(mv) = moves
                .iter()
                .max_by_key(|m| (m.captured().len(), m.from().index() as usize * 7 % 13))
                .copied()
            else {
                break;
            };
            options = RenderOptions::new()
                .last_move(LastMove::from_move(&position, &mv))
                .flipped(ply % 2 == 1);
            if ply == 5 {
                options = options.size(500);
            }
            position = position.play(&mv);
            // Captures (ghosts, a route, crosses), and a few quiet moves.
            if !mv.captured().is_empty() || ply % 4 == 0 {
                cases.push((position, options.clone()));
            }
        }
        let obliged = position.legal_moves().iter().map(|m| m.from()).collect();
        let refused = position
            .legal_moves()
            .iter()
            .map(|m| m.to())
            .take(2)
            .collect();
        cases.push((position, options.refusal(refused, obliged)));
        cases
    }

    #[test]
    fn copying_gives_the_pixels_of_drawing_afresh() {
        for &variant in Variant::ALL {
            for (position, options) in cases(variant) {
                let fen = position.to_fen();
                let want = drawn_afresh(&position, &options);
                let got = render_rgb(&position, &options);
                assert_eq!((got.width, got.height), (want.width, want.height));
                // The same pixels, but for a unit of anti-aliasing here and there: plotters
                // rounds the edge of a slanted stroke (a crown's outline) a little differently
                // at another place on the canvas.
                let mut differ = 0;
                for (a, b) in got.pixels.chunks_exact(3).zip(want.pixels.chunks_exact(3)) {
                    let most = a.iter().zip(b).map(|(x, y)| x.abs_diff(*y)).max();
                    assert!(most <= Some(2), "{variant} {fen}: {a:?} for {b:?}");
                    differ += usize::from(a != b);
                }
                assert!(differ <= 16, "{variant} {fen}: {differ} pixels differ");
            }
        }
    }
}
