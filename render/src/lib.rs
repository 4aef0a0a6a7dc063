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
mod drawn_alike;
mod encode;
mod error;
mod eval_chart;
mod font;
mod kept_bands;
mod keys_picture;
mod kit;
mod labels;
mod last_move;
mod layout;
mod marks;
mod options;
mod palette;
mod pieces;
mod renderer;
mod scene;
mod table;
mod theme;
mod tiles;

pub use animation::{GifOptions, render_gif, replay};
pub use canvas::RgbImage;
pub use chart::{Material, render_material_chart};
pub use chart_style::ChartOptions;
pub use error::RenderError;
pub use eval_chart::{EVAL_CLIP_MEN, MarkedMove, render_evaluation_chart};
pub use keys_picture::{KeyFace, KeyTint, render_keys};
pub use layout::{Layout, MAX_SIZE, MIN_SIZE, SIZE_8X8, SIZE_10X10, SIZE_12X12};
pub use options::{LastMove, RenderOptions};
pub use renderer::{KEPT_BANDS, Renderer};
pub use table::render_table;
pub use theme::{Rgb, Theme};

use rules::Position;

/// Draws a position as a PNG: the board, its square numbers (or coordinates), the pieces, and
/// the last move when the options give one.
///
/// Never fails for a position of any variant: everything is drawn and encoded in memory.
/// A convenience for one image: it makes a new [`Renderer`], which draws the parts of the
/// board afresh; a program drawing many boards keeps one [`Renderer`] and calls
/// [`Renderer::render_png`].
///
/// ```
/// use render::{RenderOptions, render_png};
/// use rules::{Position, Variant};
/// let png = render_png(&Position::start(Variant::Dameo), &RenderOptions::new().flipped(true));
/// assert!(png.len() < 100 * 1024);
/// ```
pub fn render_png(position: &Position, options: &RenderOptions) -> Vec<u8> {
    // One image: nothing to keep for a next one.
    Renderer::with_kept_bands(0).render_png(position, options)
}

/// Draws a position into RGB pixels, without encoding them: what [`render_png`] encodes,
/// before its colours are put in a palette. Makes a new [`Renderer`], as [`render_png`] does.
pub fn render_rgb(position: &Position, options: &RenderOptions) -> RgbImage {
    Renderer::with_kept_bands(0).render_rgb(position, options)
}
