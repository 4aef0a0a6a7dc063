//! Text on the board: each playable square's number in its top-left corner (in the variant's
//! own numbering), or, for the algebraic variants, the files and ranks on the frame.
//!
//! Numbers are drawn over the pieces (a player must read the number of the square a piece
//! stands on), in a light colour with a dark halo so that they stay legible where they overlap
//! a piece's outline. Plotters rasterizes each label once, with the embedded font, into a
//! coverage mask kept with the layout's other parts (see `kit.rs`); composing a mask with its halo is then a few
//! hundred pixel blends. Drawing the text through plotters for every image (five times, for the
//! halo) cost more than everything else on the board together.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rules::Square;

use crate::canvas::RgbImage;
use crate::font::{self, FAMILY};
use crate::layout::Layout;
use crate::theme::{Rgb, Theme};

/// Square numbers: the font size against the square's side (digits are 0.65 of the font
/// size tall, so about a sixth of the square).
const NUMBER_SIZE: f64 = 0.27;
/// Coordinates on the frame: the font size against the frame's width.
const COORDINATE_SIZE: f64 = 0.58;

/// Every label of one layout, rasterized once: a board's labels depend only on its layout and
/// theme, so a [`crate::Renderer`] keeps them with the layout's other parts.
#[derive(Debug)]
pub(crate) struct Labels {
    placed: Vec<Placed>,
}

/// One label where it goes.
#[derive(Debug)]
pub(crate) struct Placed {
    mask: Mask,
    /// Where the ink's top-left corner goes.
    at: (i32, i32),
    ink: Rgb,
    halo: Option<Rgb>,
    /// The square a number belongs to; `None` for a coordinate on the frame.
    pub square: Option<Square>,
}

impl Placed {
    /// The rectangle the label may change (its halo's, or its ink's), as top-left corner and
    /// size.
    pub fn bounds(&self) -> ((i32, i32), (u32, u32)) {
        if self.halo.is_some() {
            (
                (self.at.0 - 1, self.at.1 - 1),
                (self.mask.width + 2, self.mask.height + 2),
            )
        } else {
            (self.at, (self.mask.width, self.mask.height))
        }
    }

    /// Blends the label onto `image`.
    pub fn draw(&self, image: &mut RgbImage) {
        self.draw_at(image, (0, 0));
    }

    /// Blends the label onto `image` moved by `offset`: onto a part of the board that is
    /// placed at minus `offset`.
    pub fn draw_at(&self, image: &mut RgbImage, offset: (i32, i32)) {
        let at = (self.at.0 + offset.0, self.at.1 + offset.1);
        self.mask.compose(image, at, self.ink, self.halo);
    }
}

impl Labels {
    /// The numbers (numbered variants) or the coordinates (algebraic variants) of `layout`.
    pub fn new(layout: &Layout, theme: &Theme) -> Labels {
        let placed = if layout.variant().is_algebraic() {
            coordinates(layout, theme)
        } else {
            numbers(layout, theme)
        };
        Labels { placed }
    }

    /// Blends every label onto `image`.
    pub fn draw(&self, image: &mut RgbImage) {
        for label in &self.placed {
            label.draw(image);
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = &Placed> {
        self.placed.iter()
    }
}

fn numbers(layout: &Layout, theme: &Theme) -> Vec<Placed> {
    let variant = layout.variant();
    let side = layout.square_size() as f64;
    let size = side * NUMBER_SIZE;
    let pad = (side * 0.05).round() as i32;
    variant
        .squares()
        .into_iter()
        .map(|sq| {
            let ((x, y), _) = layout.square_rect(sq);
            Placed {
                mask: rasterize(&variant.square_name(sq), size),
                at: (x + pad, y + pad),
                ink: theme.number_text,
                halo: Some(theme.number_halo),
                square: Some(sq),
            }
        })
        .collect()
}

fn coordinates(layout: &Layout, theme: &Theme) -> Vec<Placed> {
    let ((x0, _), (_, y1)) = layout.board_rect();
    let size = x0 as f64 * COORDINATE_SIZE;
    let side = layout.square_size() as i32;
    let files = layout.files();
    let mut placed = Vec::with_capacity(2 * files as usize);
    let frame_label = |mask: Mask, at: (i32, i32)| Placed {
        mask,
        at,
        ink: theme.frame_text,
        halo: None,
        square: None,
    };
    // All labels share the baseline that centres a digit on the frame.
    let digit = rasterize("0", size);
    let frame_middle = |centre: i32| centre - digit.height as i32 / 2 - digit.top;
    // Files under the board, ranks on its left, in the orientation the board is drawn.
    let below = frame_middle(y1 + x0 / 2);
    for column in 0..files {
        let file = if layout.is_flipped() {
            files - 1 - column
        } else {
            column
        };
        let letter = rasterize(&((b'a' + file as u8) as char).to_string(), size);
        let (x, _) = layout.cell_origin(column, 0);
        let left = x + side / 2 - letter.width as i32 / 2;
        let top = below + letter.top;
        placed.push(frame_label(letter, (left, top)));
    }
    for row in 0..files {
        let rank = if layout.is_flipped() {
            row + 1
        } else {
            files - row
        };
        let number = rasterize(&rank.to_string(), size);
        let (_, y) = layout.cell_origin(0, row);
        let left = x0 / 2 - number.width as i32 / 2;
        let top = frame_middle(y + side / 2) + number.top;
        placed.push(frame_label(number, (left, top)));
    }
    placed
}

/// The ink of one label: coverage 0–255 over its bounding box.
#[derive(Debug)]
struct Mask {
    width: u32,
    height: u32,
    coverage: Vec<u8>,
    /// The ink grown by one pixel each way, and diagonally towards the lower right (a touch of
    /// shadow): `(width + 2) * (height + 2)` values, from one pixel above and left of the ink.
    halo: Vec<u8>,
    /// The ink's top edge against the top of the font's line box (the same for every label
    /// of one size), to put labels on a common baseline.
    top: i32,
}

impl Mask {
    /// Blends the label onto `image` with its ink's top-left corner at `at`, with a one-pixel
    /// halo first when asked.
    fn compose(&self, image: &mut RgbImage, at: (i32, i32), ink: Rgb, halo: Option<Rgb>) {
        if let Some(halo) = halo {
            let (w, h) = (self.width + 2, self.height + 2);
            blit(image, (at.0 - 1, at.1 - 1), (w, h), &self.halo, halo);
        }
        blit(image, at, (self.width, self.height), &self.coverage, ink);
    }
}

/// Blends `rgb` onto `image` through a coverage mask whose top-left corner goes to `at`.
fn blit(image: &mut RgbImage, at: (i32, i32), (w, h): (u32, u32), coverage: &[u8], rgb: Rgb) {
    for y in 0..h as i32 {
        let py = at.1 + y;
        if py < 0 || py >= image.height as i32 {
            continue;
        }
        for x in 0..w as i32 {
            let px = at.0 + x;
            let a = coverage[(y * w as i32 + x) as usize] as u32;
            if a == 0 || px < 0 || px >= image.width as i32 {
                continue;
            }
            let i = (py as usize * image.width as usize + px as usize) * 3;
            for (channel, &over) in image.pixels[i..i + 3].iter_mut().zip(&rgb) {
                let under = *channel as u32;
                *channel = ((under * (255 - a) + over as u32 * a + 127) / 255) as u8;
            }
        }
    }
}

/// Draws white text on black with plotters and reads the coverage back.
fn rasterize(text: &str, size: f64) -> Mask {
    font::ensure_registered();
    let chars = text.chars().count().max(1) as f64;
    let width = (size * (chars + 1.0)).ceil() as u32 + 8;
    let height = (size * 2.0).ceil() as u32 + 8;
    let mut scratch = RgbImage::new(width, height);
    let top = (size * 0.5).ceil() as i32;
    let result = scratch.draw(|canvas| {
        let style = (FAMILY, size)
            .into_font()
            .color(&WHITE)
            .pos(Pos::new(HPos::Left, VPos::Top));
        canvas.draw(&Text::new(text, (4, top), style))
    });
    debug_assert!(result.is_ok(), "drawing a label failed: {result:?}");
    let coverage_at = |x: u32, y: u32| scratch.pixels[((y * width + x) * 3) as usize];
    let (mut x0, mut y0, mut x1, mut y1) = (width, height, 0, 0);
    for y in 0..height {
        for x in 0..width {
            if coverage_at(x, y) > 0 {
                x0 = x0.min(x);
                y0 = y0.min(y);
                x1 = x1.max(x + 1);
                y1 = y1.max(y + 1);
            }
        }
    }
    if x0 >= x1 {
        return Mask {
            width: 0,
            height: 0,
            coverage: Vec::new(),
            halo: Vec::new(),
            top: 0,
        };
    }
    let mut coverage = Vec::with_capacity(((x1 - x0) * (y1 - y0)) as usize);
    for y in y0..y1 {
        for x in x0..x1 {
            coverage.push(coverage_at(x, y));
        }
    }
    let (w, h) = ((x1 - x0) as i32, (y1 - y0) as i32);
    let ink = |x: i32, y: i32| {
        if x < 0 || y < 0 || x >= w || y >= h {
            0
        } else {
            coverage[(y * w + x) as usize]
        }
    };
    let mut halo = Vec::with_capacity(((w + 2) * (h + 2)) as usize);
    for y in -1..=h {
        for x in -1..=w {
            let grown = [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1)]
                .iter()
                .map(|&(dx, dy)| ink(x + dx, y + dy))
                .max()
                .unwrap_or(0);
            halo.push(grown);
        }
    }
    Mask {
        width: w as u32,
        height: h as u32,
        coverage,
        halo,
        top: y0 as i32 - top,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_has_ink_of_the_expected_size() {
        let m = rasterize("28", 20.0);
        // DejaVu Sans Bold digits: 0.65 of the font size tall, a little narrower than that wide.
        assert!((12..=14).contains(&m.height), "height {}", m.height);
        assert!((20..=26).contains(&m.width), "width {}", m.width);
        assert!(m.coverage.contains(&255));
    }

    #[test]
    fn labels_share_a_baseline() {
        // "a" has no ascender: its ink starts lower than that of "b".
        let a = rasterize("a", 20.0);
        let b = rasterize("b", 20.0);
        assert!(a.top > b.top);
        // Both sit on the baseline: their bottoms agree within a pixel.
        let bottom = |m: &Mask| m.top + m.height as i32;
        assert!((bottom(&a) - bottom(&b)).abs() <= 1);
    }
}
