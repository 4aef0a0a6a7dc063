//! PNG encoding, where the time goes. A board is a few flat colours plus the anti-aliased
//! edges of discs and glyphs (700–1000 colours, most of them on a handful of pixels), so it is
//! stored as a 256-colour palette image: a third of the raw data of an RGB one, and it deflates
//! faster and smaller. The rare edge colours beyond the 256 most frequent take the nearest
//! palette colour, which the eye cannot tell at an edge.

use std::collections::HashMap;

use crate::canvas::RgbImage;
use crate::error::RenderError;

/// An image as palette indices.
#[derive(Debug, Clone)]
pub(crate) struct IndexedImage {
    pub width: u32,
    pub height: u32,
    /// `[r, g, b]` triples, at most 256 of them.
    pub palette: Vec<u8>,
    pub indices: Vec<u8>,
}

/// A colour as a hash key.
fn key(px: &[u8]) -> u32 {
    u32::from_be_bytes([0, px[0], px[1], px[2]])
}

fn rgb(key: u32) -> [u8; 3] {
    let [_, r, g, b] = key.to_be_bytes();
    [r, g, b]
}

/// Converts an RGB image to palette indices. The 256 most frequent colours form the palette
/// (every flat colour of a board is among them); rarer ones, a few anti-aliased edge pixels,
/// take the nearest palette colour.
pub(crate) fn quantize(image: &RgbImage) -> IndexedImage {
    // One pass gives every colour a provisional number, in order of appearance; the hash is
    // consulted only where the colour changes, since a board is mostly runs.
    let pixels = image.pixels.len() / 3;
    let mut provisional: Vec<u16> = vec![0; pixels];
    let mut seen: HashMap<u32, u16, FastHash> = HashMap::with_capacity_and_hasher(2048, FastHash);
    let mut colours: Vec<u32> = Vec::with_capacity(2048);
    let mut counts: Vec<usize> = Vec::with_capacity(2048);
    let mut previous = [0u8; 3];
    let mut last = u16::MAX;
    // The length of the current run, kept in a register: adding to `counts` for every pixel
    // chains each iteration to the last through memory.
    let mut run = 0usize;
    for (slot, px) in provisional.iter_mut().zip(image.pixels.chunks_exact(3)) {
        let px = [px[0], px[1], px[2]];
        if px != previous || last == u16::MAX {
            if run > 0 {
                counts[last as usize] += run;
                run = 0;
            }
            previous = px;
            let k = key(&px);
            last = *seen.entry(k).or_insert_with(|| {
                colours.push(k);
                counts.push(0);
                // Beyond 65,535 colours (no board comes near) the rest share one number.
                (colours.len() - 1).min(u16::MAX as usize - 1) as u16
            });
        }
        run += 1;
        *slot = last;
    }
    if run > 0 {
        counts[last as usize] += run;
    }
    // The palette: the most frequent first; ties by colour, for a stable result.
    let mut order: Vec<usize> = (0..colours.len()).collect();
    order.sort_unstable_by(|&a, &b| counts[b].cmp(&counts[a]).then(colours[a].cmp(&colours[b])));
    let palette: Vec<[u8; 3]> = order.iter().take(256).map(|&i| rgb(colours[i])).collect();
    let mut remap = vec![0u8; colours.len()];
    for (rank, &i) in order.iter().enumerate() {
        remap[i] = if rank < 256 {
            rank as u8
        } else {
            nearest(&palette, rgb(colours[i]))
        };
    }
    IndexedImage {
        width: image.width,
        height: image.height,
        palette: palette.concat(),
        indices: provisional.iter().map(|&p| remap[p as usize]).collect(),
    }
}

fn nearest(palette: &[[u8; 3]], colour: [u8; 3]) -> u8 {
    let distance = |c: &[u8; 3]| -> u32 {
        (0..3)
            .map(|k| {
                let d = c[k] as i32 - colour[k] as i32;
                (d * d) as u32
            })
            .sum()
    };
    palette
        .iter()
        .enumerate()
        .min_by_key(|(_, c)| distance(c))
        .map_or(0, |(i, _)| i as u8)
}

/// A multiplicative hash for colour keys: std's SipHash is built to resist crafted keys,
/// which pixels are not, and costs several times more.
#[derive(Clone, Copy, Default)]
struct FastHash;

impl std::hash::BuildHasher for FastHash {
    type Hasher = FastHasher;
    fn build_hasher(&self) -> FastHasher {
        FastHasher(0)
    }
}

struct FastHasher(u64);

impl std::hash::Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (n as u64 ^ self.0).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 ^= self.0 >> 29;
    }
}

/// Encodes an RGB image as an indexed PNG.
pub(crate) fn png(image: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let indexed = quantize(image);
    let data = compress(&sub_filter(&indexed.indices, indexed.width as usize), 1)?;
    let mut out = Vec::with_capacity(data.len() + 1024);
    {
        let mut encoder = png::Encoder::new(&mut out, indexed.width, indexed.height);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(indexed.palette);
        // The image data goes in as one IDAT chunk compressed here, not through the writer.
        encoder.validate_sequence(false);
        let mut writer = encoder.write_header()?;
        writer.write_chunk(png::chunk::IDAT, &data)?;
        writer.finish()?;
    }
    Ok(out)
}

/// PNG scanlines with the Sub filter: each row starts with its filter type (1), and each byte
/// is stored as its difference from the byte on its left. Runs of one palette index become
/// runs of zeros, which deflate at its fastest level packs well. (Measured on boards, Sub beats
/// None and Up at level 1, and the adaptive filters cost more than they save.)
fn sub_filter(indices: &[u8], width: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(indices.len() + indices.len() / width.max(1));
    for row in indices.chunks_exact(width) {
        out.push(1);
        out.push(row[0]);
        out.extend(row.windows(2).map(|pair| pair[1].wrapping_sub(pair[0])));
    }
    out
}

/// zlib at a given level (0–9).
fn compress(data: &[u8], level: u32) -> Result<Vec<u8>, RenderError> {
    use std::io::Write;
    let mut encoder = flate2::write::ZlibEncoder::new(
        Vec::with_capacity(data.len() / 8),
        flate2::Compression::new(level),
    );
    encoder.write_all(data).map_err(RenderError::Compress)?;
    encoder.finish().map_err(RenderError::Compress)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn more_than_256_colours_fall_back_to_the_nearest() {
        // 256 reds that appear twice each, then 200 rarer colours (the same reds, green 100).
        let mut colours: Vec<[u8; 3]> = (0..512).map(|i| [(i / 2) as u8, 0, 0]).collect();
        colours.extend((0..200).map(|i| [i as u8, 100, 0]));
        let mut image = RgbImage::new(colours.len() as u32, 1);
        image.pixels = colours.concat();
        let indexed = quantize(&image);
        assert_eq!(indexed.palette.len(), 256 * 3);
        for (x, want) in colours.iter().enumerate() {
            let i = indexed.indices[x] as usize * 3;
            let got = &indexed.palette[i..i + 3];
            if x < 512 {
                assert_eq!(got, want, "a frequent colour keeps its place");
            } else {
                assert_eq!(got, [want[0], 0, 0], "a rare colour takes the nearest");
            }
        }
    }
}
