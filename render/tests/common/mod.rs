//! Decoding what the renderer wrote, as a chat client would.

#![allow(dead_code)]

use render::Rgb;

/// A decoded image: RGB pixels, row by row.
pub struct Decoded {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl Decoded {
    pub fn at(&self, x: i32, y: i32) -> Rgb {
        assert!(x >= 0 && y >= 0 && (x as u32) < self.width && (y as u32) < self.height);
        let i = (y as usize * self.width as usize + x as usize) * 3;
        [self.pixels[i], self.pixels[i + 1], self.pixels[i + 2]]
    }

    /// How many pixels in a rectangle have exactly this colour.
    pub fn count(&self, (x0, y0): (i32, i32), (x1, y1): (i32, i32), rgb: Rgb) -> usize {
        let mut n = 0;
        for y in y0..y1 {
            for x in x0..x1 {
                if self.at(x, y) == rgb {
                    n += 1;
                }
            }
        }
        n
    }
}

/// Decodes a PNG (palette expanded) to RGB.
pub fn decode_png(bytes: &[u8]) -> Decoded {
    let mut decoder = png::Decoder::new(bytes);
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("PNG image data");
    let samples = info.color_type.samples();
    assert!(samples == 3 || samples == 4, "RGB(A) after expansion");
    let pixels = buf[..info.buffer_size()]
        .chunks_exact(samples)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    Decoded {
        width: info.width,
        height: info.height,
        pixels,
    }
}

/// `over` on `under` at opacity `alpha`, as the renderer blends.
pub fn blend(under: Rgb, over: Rgb, alpha: f64) -> Rgb {
    let mix = |u: u8, o: u8| (u as f64 + (o as f64 - u as f64) * alpha).round() as u8;
    [
        mix(under[0], over[0]),
        mix(under[1], over[1]),
        mix(under[2], over[2]),
    ]
}
