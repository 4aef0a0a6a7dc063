//! Text on the board: each playable square's number in its top-left corner (in the variant's
//! own numbering), or, for the algebraic variants, the files and ranks on the frame.
//!
//! Numbers are drawn over the pieces (a player must read the number of the square a piece
//! stands on), in a light colour with a dark halo so that they stay legible where they overlap
//! a piece's outline. Plotters rasterizes each label once, with the embedded font, into a
//! coverage mask that is kept for later images; composing a mask with its halo is then a few
//! hundred pixel blends. Drawing the text through plotters for every image (five times, for the
//! halo) cost more than everything else on the board together.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::canvas::RgbImage;
use crate::font::{self, FAMILY};
use crate::layout::Layout;
use crate::theme::{Rgb, Theme};

/// Square numbers: the font size against the square's side (digits are 0.65 of the font
/// size tall, so about a sixth of the square).
const NUMBER_SIZE: f64 = 0.27;
/// Coordinates on the frame: the font size against the frame's width.
const COORDINATE_SIZE: f64 = 0.58;

/// Draws the numbers (numbered variants) or the coordinates (algebraic variants).
pub(crate) fn draw_labels(image: &mut RgbImage, layout: &Layout, theme: &Theme) {
    if layout.variant().is_algebraic() {
        draw_coordinates(image, layout, theme)
    } else {
        draw_numbers(image, layout, theme)
    }
}

fn draw_numbers(image: &mut RgbImage, layout: &Layout, theme: &Theme) {
    let variant = layout.variant();
    let side = layout.square_size() as f64;
    let size = side * NUMBER_SIZE;
    let pad = (side * 0.05).round() as i32;
    for sq in variant.squares() {
        let ((x, y), _) = layout.square_rect(sq);
        let mask = mask(&variant.square_name(sq), size);
        mask.compose(
            image,
            (x + pad, y + pad),
            theme.number_text,
            Some(theme.number_halo),
        );
    }
}

fn draw_coordinates(image: &mut RgbImage, layout: &Layout, theme: &Theme) {
    let ((x0, _), (_, y1)) = layout.board_rect();
    let size = x0 as f64 * COORDINATE_SIZE;
    let side = layout.square_size() as i32;
    let files = layout.files();
    // All labels share the baseline that centres a digit on the frame.
    let digit = mask("0", size);
    let frame_middle = |centre: i32| centre - digit.height as i32 / 2 - digit.top;
    // Files under the board, ranks on its left, in the orientation the board is drawn.
    let below = frame_middle(y1 + x0 / 2);
    for column in 0..files {
        let file = if layout.is_flipped() {
            files - 1 - column
        } else {
            column
        };
        let letter = mask(&((b'a' + file as u8) as char).to_string(), size);
        let (x, _) = layout.cell_origin(column, 0);
        let left = x + side / 2 - letter.width as i32 / 2;
        letter.compose(image, (left, below + letter.top), theme.frame_text, None);
    }
    for row in 0..files {
        let rank = if layout.is_flipped() {
            row + 1
        } else {
            files - row
        };
        let number = mask(&rank.to_string(), size);
        let (_, y) = layout.cell_origin(0, row);
        let left = x0 / 2 - number.width as i32 / 2;
        let top = frame_middle(y + side / 2) + number.top;
        number.compose(image, (left, top), theme.frame_text, None);
    }
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

type MaskCache = Mutex<HashMap<(String, u64), Arc<Mask>>>;

/// The mask of `text` at a font size, drawn once per process.
fn mask(text: &str, size: f64) -> Arc<Mask> {
    static CACHE: OnceLock<MaskCache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (text.to_string(), size.to_bits());
    if let Some(found) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return found;
    }
    let made = Arc::new(rasterize(text, size));
    if let Ok(mut c) = cache.lock() {
        // Sizes come from a clamped option, labels from the variants: the cache stays small,
        // but a caller cycling through many sizes must not grow it without end.
        if c.len() > 8192 {
            c.clear();
        }
        c.insert(key, made.clone());
    }
    made
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
        let m = mask("28", 20.0);
        // DejaVu Sans Bold digits: 0.65 of the font size tall, a little narrower than that wide.
        assert!((12..=14).contains(&m.height), "height {}", m.height);
        assert!((20..=26).contains(&m.width), "width {}", m.width);
        assert!(m.coverage.contains(&255));
    }

    #[test]
    fn labels_share_a_baseline() {
        // "a" has no ascender: its ink starts lower than that of "b".
        assert!(mask("a", 20.0).top > mask("b", 20.0).top);
        let a = mask("a", 20.0);
        let b = mask("b", 20.0);
        // Both sit on the baseline: their bottoms agree within a pixel.
        let bottom = |m: &Mask| m.top + m.height as i32;
        assert!((bottom(&a) - bottom(&b)).abs() <= 1);
    }
}
