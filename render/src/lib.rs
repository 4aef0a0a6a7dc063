//! Board images for the `dama` bot: a position, and the move that led to it, as a PNG a chat
//! shows inline; a whole game as an animated GIF; the material of a game, or an engine's
//! evaluation of it, as a line chart.
//!
//! Drawing uses plotters' bitmap backend over an in-memory buffer and a font embedded in the
//! binary (DejaVu Sans Bold), so no system font is needed. Images have fixed sizes chosen for
//! chat previews: 640×640 for the 8x8 boards (English, Italian, Spanish, Brazilian, Dameo,
//! Russian, Turkish, Pool, Czech), 800×800 for the 10x10 boards (International, Frisian),
//! 960×960 for the 12x12 board (Canadian).
//!
//! What a board shows: warm light and dark squares inside a dark frame with a lighter rim
//! (visible on light and dark chat themes); each playable square's number in its top-left
//! corner in the variant's own numbering (English, Italian and Spanish differ; Canadian runs
//! to 72), or a–h and 1–8 on the frame for the algebraic variants (Brazilian, Russian, Czech,
//! Dameo, Turkish); cream men with a dark outline and near-black men with a light one; kings
//! with a gold crown; the last move's start and end squares highlighted, a capture's route
//! drawn through its landing squares — along files and ranks too, for Turkish, Dameo and
//! Frisian — and the captured pieces as crossed-out ghosts. [`RenderOptions::flip`] turns the
//! board to Black's side.
//!
//! `cargo run -p render --example gallery -- /tmp/boards` writes samples of every variant.
//!
//! ```
//! use render::{LastMove, RenderOptions, render_png};
//! use rules::{Position, Variant};
//!
//! let before = Position::start(Variant::Italian);
//! let mv = before.legal_moves()[0];
//! let after = before.play(&mv);
//! let options = RenderOptions::new().last_move(LastMove::from_move(&before, &mv));
//! let png = render_png(&after, &options);
//! assert_eq!(&png[1..4], b"PNG");
//! ```

mod animation;
mod board;
mod canvas;
mod chart;
mod chart_style;
mod encode;
mod error;
mod eval_chart;
mod font;
mod labels;
mod last_move;
mod layout;
mod marks;
mod options;
mod pieces;
mod table;
mod theme;

pub use animation::{GifOptions, render_gif, replay};
pub use canvas::RgbImage;
pub use chart::{ChartOptions, Material, render_material_chart};
pub use error::RenderError;
pub use eval_chart::{EVAL_CLIP_MEN, MarkedMove, render_evaluation_chart};
pub use layout::{Layout, MAX_SIZE, MIN_SIZE, SIZE_8X8, SIZE_10X10, SIZE_12X12};
pub use options::{LastMove, RenderOptions};
pub use table::render_table;
pub use theme::{Rgb, Theme};

use rules::Position;

/// Draws a position as a PNG: the board, its square numbers (or coordinates), the pieces, and
/// the last move when the options give one.
///
/// Never fails for a position of any variant: everything is drawn and encoded in memory.
///
/// ```
/// use render::{RenderOptions, render_png};
/// use rules::{Position, Variant};
/// let png = render_png(&Position::start(Variant::Dameo), &RenderOptions::new().flipped(true));
/// assert!(png.len() < 100 * 1024);
/// ```
pub fn render_png(position: &Position, options: &RenderOptions) -> Vec<u8> {
    let image = render_rgb(position, options);
    // Encoding a palette image of a valid size into a Vec cannot fail.
    encode::png(&image).expect("encoding a board image in memory")
}

/// Draws a position into RGB pixels, without encoding them: what [`render_png`] encodes.
pub fn render_rgb(position: &Position, options: &RenderOptions) -> RgbImage {
    let layout = Layout::new(position.variant(), options);
    let (width, height) = layout.image_size();
    let mut image = RgbImage::new(width, height);
    let result = image.draw(|canvas| draw_position(canvas, &layout, position, options));
    // Drawing into memory has no failure of its own; should plotters ever report one, the
    // picture is still served as far as it got, and the tests (debug builds) hear of it.
    debug_assert!(result.is_ok(), "drawing failed: {result:?}");
    labels::draw_labels(&mut image, &layout, &options.theme);
    image
}

fn draw_position(
    canvas: &canvas::Canvas,
    layout: &Layout,
    position: &Position,
    options: &RenderOptions,
) -> canvas::DrawResult {
    font::ensure_registered();
    let theme = &options.theme;
    // Squares of another variant's board (a caller's mix-up) are left out rather than drawn
    // somewhere meaningless.
    let playable = position.variant().playable();
    let last = options.last_move.as_ref().map(|m| LastMove {
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
    });
    let last = last.as_ref();
    let highlighted: Vec<rules::Square> = last
        .map(|m| m.from().into_iter().chain(m.to()).collect())
        .unwrap_or_default();
    board::draw_board(canvas, layout, theme, &highlighted)?;
    if let Some(last) = last {
        last_move::draw_ghosts(canvas, layout, position, last, theme)?;
    }
    let variant = position.variant();
    let mut sprites = pieces::Sprites::new(layout.square_size(), theme);
    for (sq, piece) in position.pieces() {
        let (origin, _) = layout.square_rect(sq);
        let under = board::colour_of(variant, sq, highlighted.contains(&sq), theme);
        sprites.draw(canvas, origin, piece, under)?;
    }
    if let Some(last) = last {
        last_move::draw_route(canvas, layout, last, theme)?;
        last_move::draw_crosses(canvas, layout, position, last, theme)?;
    }
    let on_board = |squares: &[rules::Square]| -> Vec<rules::Square> {
        let mut kept: Vec<_> = squares
            .iter()
            .copied()
            .filter(|&sq| playable.contains(sq))
            .collect();
        kept.dedup();
        kept
    };
    marks::draw_refused(canvas, layout, &on_board(&options.refused), theme)?;
    marks::draw_obliged(canvas, layout, &on_board(&options.obliged), theme)
}
