//! What can go wrong when rendering a game. A single board cannot fail
//! ([`render_png`](crate::render_png) returns the image); a GIF or a chart of a game can be
//! asked for with inputs that do not fit together.

use rules::Variant;

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("there are no positions to draw")]
    NoPositions,
    #[error("{positions} positions need {} moves between them, not {moves}", positions - 1)]
    MoveCount { positions: usize, moves: usize },
    #[error("the positions mix two variants, {first} and {other}")]
    MixedVariants { first: Variant, other: Variant },
    #[error("drawing failed: {0}")]
    Draw(String),
    #[error("compressing the image failed: {0}")]
    Compress(#[source] std::io::Error),
    #[error("PNG encoding failed: {0}")]
    Png(#[from] png::EncodingError),
    #[error("GIF encoding failed: {0}")]
    Gif(#[from] gif::EncodingError),
}
