//! A whole game as an animated GIF: one frame per position, each with the move that led to it
//! marked, the last one held. Written with the `gif` crate directly (plotters' GIF backend
//! writes only to files). After the first frame, each frame holds only the rectangle that
//! changed since the one before, with its own palette: a move changes a few squares, so a long
//! game stays a small file.

use std::borrow::Cow;

use rules::{Move, Position};

use crate::canvas::RgbImage;
use crate::encode::{self, IndexedImage};
use crate::error::RenderError;
use crate::options::{LastMove, RenderOptions};
use crate::renderer::Renderer;
use crate::theme::Theme;

/// How to draw a game.
///
/// ```
/// use render::GifOptions;
/// let options = GifOptions { frame_delay_ms: 600, ..GifOptions::default() };
/// assert_eq!(options.last_frame_ms, 4000);
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct GifOptions {
    /// Draw the boards from Black's side.
    pub flip: bool,
    /// Width and height of the frames; `None` for the boards' default size.
    pub size: Option<u32>,
    /// How long each position shows, in milliseconds (GIF counts in hundredths of a second).
    pub frame_delay_ms: u32,
    /// How long the final position shows before the game starts again.
    pub last_frame_ms: u32,
    /// Play the game again and again (else once).
    pub repeat: bool,
    pub theme: Theme,
}

impl Default for GifOptions {
    fn default() -> GifOptions {
        GifOptions {
            flip: false,
            size: None,
            frame_delay_ms: 1000,
            last_frame_ms: 4000,
            repeat: true,
            theme: Theme::default(),
        }
    }
}

/// The positions of a game and the marks of its moves, from the start position and the moves
/// played (each legal in the position before it): what [`render_gif`] takes.
///
/// ```
/// use rules::{Position, Variant};
/// let start = Position::start(Variant::English);
/// let first = start.legal_moves()[0];
/// let (positions, marks) = render::replay(&start, &[first]);
/// assert_eq!(positions.len(), 2);
/// assert_eq!(marks.len(), 1);
/// ```
pub fn replay(start: &Position, moves: &[Move]) -> (Vec<Position>, Vec<LastMove>) {
    let mut positions = Vec::with_capacity(moves.len() + 1);
    let mut marks = Vec::with_capacity(moves.len());
    positions.push(*start);
    let mut here = *start;
    for mv in moves {
        marks.push(LastMove::from_move(&here, mv));
        here = here.play(mv);
        positions.push(here);
    }
    (positions, marks)
}

/// Draws a game as an animated GIF: a frame for each position, so one more than the moves.
/// `moves[i]` is the move from `positions[i]` to `positions[i + 1]` and is marked on the
/// frame of `positions[i + 1]`.
///
/// ```
/// use render::{GifOptions, render_gif, replay};
/// use rules::{Position, Variant};
/// let start = Position::start(Variant::Italian);
/// let mv = start.legal_moves()[0];
/// let (positions, marks) = replay(&start, &[mv]);
/// let gif = render_gif(&positions, &marks, &GifOptions::default()).unwrap();
/// assert_eq!(&gif[..6], b"GIF89a");
/// ```
///
/// Makes a new [`Renderer`] for the game; [`Renderer::render_gif`] uses one already made.
pub fn render_gif(
    positions: &[Position],
    moves: &[LastMove],
    options: &GifOptions,
) -> Result<Vec<u8>, RenderError> {
    Renderer::new().render_gif(positions, moves, options)
}

impl Renderer {
    /// Draws a game as an animated GIF with this renderer's parts. See [`render_gif`].
    pub fn render_gif(
        &self,
        positions: &[Position],
        moves: &[LastMove],
        options: &GifOptions,
    ) -> Result<Vec<u8>, RenderError> {
        draw_gif(self, positions, moves, options)
    }
}

/// [`render_gif`] with `renderer`'s parts.
fn draw_gif(
    renderer: &Renderer,
    positions: &[Position],
    moves: &[LastMove],
    options: &GifOptions,
) -> Result<Vec<u8>, RenderError> {
    let first = positions.first().ok_or(RenderError::NoPositions)?;
    if moves.len() + 1 != positions.len() {
        return Err(RenderError::MoveCount {
            positions: positions.len(),
            moves: moves.len(),
        });
    }
    if let Some(other) = positions.iter().find(|p| p.variant() != first.variant()) {
        return Err(RenderError::MixedVariants {
            first: first.variant(),
            other: other.variant(),
        });
    }
    let board_options = |last_move: Option<LastMove>| RenderOptions {
        flip: options.flip,
        last_move,
        size: options.size,
        theme: options.theme,
        ..RenderOptions::default()
    };
    let mut previous = renderer.render_rgb(first, &board_options(None));
    let (width, height) = (previous.width as u16, previous.height as u16);
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, width, height, &[])?;
        if options.repeat {
            encoder.set_repeat(gif::Repeat::Infinite)?;
        }
        let delay = hundredths(options.frame_delay_ms);
        let last_delay = hundredths(options.last_frame_ms);
        let frames = positions.len();
        let full = Rect {
            left: 0,
            top: 0,
            width: previous.width,
            height: previous.height,
        };
        let frame_delay = |i: usize| if i + 1 == frames { last_delay } else { delay };
        encoder.write_frame(&frame(&previous, full, frame_delay(0)))?;
        for (i, mark) in moves.iter().enumerate() {
            let next = renderer.render_rgb(&positions[i + 1], &board_options(Some(mark.clone())));
            let changed = changed_rect(&previous, &next);
            encoder.write_frame(&frame(&next, changed, frame_delay(i + 1)))?;
            previous = next;
        }
    }
    Ok(out)
}

fn hundredths(ms: u32) -> u16 {
    (ms / 10).min(u16::MAX as u32) as u16
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Rect {
    left: u32,
    top: u32,
    width: u32,
    height: u32,
}

/// The smallest rectangle holding every pixel that differs (one pixel when none does: a GIF
/// frame cannot be empty).
fn changed_rect(before: &RgbImage, after: &RgbImage) -> Rect {
    let w = after.width as usize;
    let row_bytes = w * 3;
    let rows: Vec<usize> = (0..after.height as usize)
        .filter(|&y| {
            let range = y * row_bytes..(y + 1) * row_bytes;
            before.pixels[range.clone()] != after.pixels[range]
        })
        .collect();
    let (Some(&top), Some(&bottom)) = (rows.first(), rows.last()) else {
        return Rect {
            left: 0,
            top: 0,
            width: 1,
            height: 1,
        };
    };
    let (mut left, mut right) = (w, 0);
    for &y in &rows {
        let row = y * row_bytes;
        for x in 0..w {
            let i = row + x * 3;
            if before.pixels[i..i + 3] != after.pixels[i..i + 3] {
                left = left.min(x);
                right = right.max(x + 1);
            }
        }
    }
    Rect {
        left: left as u32,
        top: top as u32,
        width: (right - left) as u32,
        height: (bottom + 1 - top) as u32,
    }
}

/// One GIF frame: the rectangle `rect` of `image`, with its own palette.
fn frame(image: &RgbImage, rect: Rect, delay: u16) -> gif::Frame<'static> {
    let mut crop = RgbImage::new(rect.width, rect.height);
    let row_bytes = rect.width as usize * 3;
    for y in 0..rect.height as usize {
        let from = ((rect.top as usize + y) * image.width as usize + rect.left as usize) * 3;
        crop.pixels[y * row_bytes..(y + 1) * row_bytes]
            .copy_from_slice(&image.pixels[from..from + row_bytes]);
    }
    let IndexedImage {
        palette, indices, ..
    } = encode::quantize(&crop);
    gif::Frame {
        delay,
        dispose: gif::DisposalMethod::Keep,
        left: rect.left as u16,
        top: rect.top as u16,
        width: rect.width as u16,
        height: rect.height as u16,
        palette: Some(palette),
        buffer: Cow::Owned(indices),
        ..gif::Frame::default()
    }
}
