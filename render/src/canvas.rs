//! The drawing surface: plotters' bitmap backend over an RGB buffer in memory.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::theme::Rgb;

/// A plotters drawing area over an in-memory RGB buffer, in pixel coordinates.
pub(crate) type Canvas<'a> = DrawingArea<BitMapBackend<'a>, Shift>;

/// What a drawing step returns. Drawing into memory does not fail in practice; the error is
/// kept so that the tests can see one if it ever happens.
pub(crate) type DrawResult =
    Result<(), DrawingAreaErrorKind<<BitMapBackend<'static> as DrawingBackend>::ErrorType>>;

/// An image as 8-bit RGB pixels, row by row from the top left.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RgbImage {
    pub width: u32,
    pub height: u32,
    /// `width * height * 3` bytes.
    pub pixels: Vec<u8>,
}

impl RgbImage {
    /// A black image.
    pub fn new(width: u32, height: u32) -> RgbImage {
        RgbImage {
            width,
            height,
            pixels: vec![0; width as usize * height as usize * 3],
        }
    }

    /// The colour at a pixel.
    ///
    /// # Panics
    /// If the pixel is outside the image.
    pub fn pixel(&self, x: u32, y: u32) -> Rgb {
        assert!(
            x < self.width && y < self.height,
            "pixel ({x}, {y}) outside the image"
        );
        let i = (y as usize * self.width as usize + x as usize) * 3;
        [self.pixels[i], self.pixels[i + 1], self.pixels[i + 2]]
    }

    /// The rectangle of `width` × `height` pixels whose top-left corner is `(x, y)`.
    ///
    /// # Panics
    /// If the rectangle reaches outside the image.
    pub(crate) fn crop(&self, x: u32, y: u32, width: u32, height: u32) -> RgbImage {
        assert!(x + width <= self.width && y + height <= self.height);
        let row = width as usize * 3;
        let mut pixels = Vec::with_capacity(row * height as usize);
        for line in y..y + height {
            let from = (line as usize * self.width as usize + x as usize) * 3;
            pixels.extend_from_slice(&self.pixels[from..from + row]);
        }
        RgbImage {
            width,
            height,
            pixels,
        }
    }

    /// Draws on the image with plotters.
    pub(crate) fn draw(&mut self, paint: impl FnOnce(&Canvas) -> DrawResult) -> DrawResult {
        let size = (self.width, self.height);
        let canvas = BitMapBackend::with_buffer(&mut self.pixels, size).into_drawing_area();
        paint(&canvas)?;
        canvas.present()
    }
}
