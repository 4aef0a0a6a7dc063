//! PNG encoding, where the time goes. A board is a few flat colours plus the anti-aliased
//! edges of discs and glyphs (700–1000 colours, most of them on a handful of pixels), so it is
//! stored as a 256-colour palette image: a third of the raw data of an RGB one, and it deflates
//! faster and smaller. The rare edge colours beyond the 256 most frequent take the nearest
//! palette colour, which the eye cannot tell at an edge.

use std::collections::HashMap;

use crate::canvas::RgbImage;
use crate::error::RenderError;
use crate::palette::{FastHash, key, nearest};

/// An image as palette indices.
#[derive(Debug, Clone)]
pub(crate) struct IndexedImage {
    pub width: u32,
    pub height: u32,
    /// `[r, g, b]` triples, at most 256 of them.
    pub palette: Vec<u8>,
    pub indices: Vec<u8>,
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
            let k = key(px);
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

/// Encodes an RGB image as an indexed PNG, with the image's own palette.
pub(crate) fn png(image: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let indexed = quantize(image);
    indexed_png(
        indexed.width,
        indexed.height,
        &indexed.palette,
        &indexed.indices,
    )
}

/// Encodes palette indices (one byte a pixel, row by row) as an indexed PNG.
pub(crate) fn indexed_png(
    width: u32,
    height: u32,
    palette: &[u8],
    indices: &[u8],
) -> Result<Vec<u8>, RenderError> {
    let whole = band(indices, width as usize)?;
    png_of_bands(width, height, palette, &[&whole])
}

/// Rows of an image (palette indices), filtered and compressed on their own, to be put into
/// a PNG's data with the rows above and below them: into this image, or into another that
/// has the same rows at the same place. The compressed blocks end on a byte boundary with
/// nothing referred to across it (deflate's full flush), so bands put one after the other
/// are one valid stream; the checksum of the whole is combined from the bands' own.
#[derive(Debug)]
pub(crate) struct Band {
    deflated: Box<[u8]>,
    /// Adler-32 of the filtered rows.
    adler: u32,
    /// Bytes of the filtered rows (each row and its filter byte).
    filtered: u64,
}

impl Band {
    /// The memory a kept band takes, about.
    pub fn bytes(&self) -> usize {
        self.deflated.len() + std::mem::size_of::<Band>()
    }
}

/// Filters and compresses `indices`, whole rows of `width` pixels.
pub(crate) fn band(indices: &[u8], width: usize) -> Result<Band, RenderError> {
    SCRATCH.with_borrow_mut(|scratch| {
        sub_filter(indices, width, &mut scratch.filtered);
        let deflated = compress(&mut scratch.compressor, &scratch.filtered)?;
        Ok(Band {
            deflated: deflated.into_boxed_slice(),
            adler: zlib_rs::adler32::adler32(1, &scratch.filtered),
            filtered: scratch.filtered.len() as u64,
        })
    })
}

/// An indexed PNG of `width` × `height` whose rows are those of `bands`, top to bottom.
pub(crate) fn png_of_bands(
    width: u32,
    height: u32,
    palette: &[u8],
    bands: &[&Band],
) -> Result<Vec<u8>, RenderError> {
    let deflated: usize = bands.iter().map(|b| b.deflated.len()).sum();
    // zlib's header (deflate, 32 KiB window, fastest level), the bands, a last empty block
    // (fixed codes: BFINAL, BTYPE 01, end of block) and the Adler-32 of everything.
    let mut data = Vec::with_capacity(deflated + 8);
    data.extend_from_slice(&[0x78, 0x01]);
    let mut adler = 1;
    for band in bands {
        data.extend_from_slice(&band.deflated);
        adler = zlib_rs::adler32::adler32_combine(adler, band.adler, band.filtered);
    }
    data.extend_from_slice(&[0x03, 0x00]);
    data.extend_from_slice(&adler.to_be_bytes());
    let mut out = Vec::with_capacity(data.len() + palette.len() + 128);
    {
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(palette);
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
fn sub_filter(indices: &[u8], width: usize, out: &mut Vec<u8>) {
    let width = width.max(1);
    let rows = indices.len() / width;
    // Every byte is written below: the buffer is only sized, not cleared.
    out.resize(rows * (width + 1), 0);
    for (line, row) in out
        .chunks_exact_mut(width + 1)
        .zip(indices.chunks_exact(width))
    {
        line[0] = 1;
        line[1] = row[0];
        for ((slot, &here), &left) in line[2..].iter_mut().zip(&row[1..]).zip(row) {
            *slot = here.wrapping_sub(left);
        }
    }
}

/// What each thread that encodes boards keeps from one band to the next: a new deflate
/// state and a new filtered copy of the rows cost about half a megabyte of fresh memory
/// each, written (and faulted in) before any byte is compressed.
struct Scratch {
    compressor: flate2::Compress,
    filtered: Vec<u8>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch {
        // Deflate's fastest level (boards are mostly runs, which it packs nearly as well as
        // the slower levels), without zlib's header and trailer: those are the whole PNG's.
        compressor: flate2::Compress::new(flate2::Compression::new(1), false),
        filtered: Vec::new(),
    });
}

/// Deflate blocks of `data` ending in a full flush. The flush leaves `compressor` with
/// nothing to refer back to, so the next band is compressed as a new compressor would;
/// after an error it is reset, so that no half band is left for the next.
fn compress(compressor: &mut flate2::Compress, data: &[u8]) -> Result<Vec<u8>, RenderError> {
    let compressed = deflate_flushed(compressor, data);
    if compressed.is_err() {
        compressor.reset();
    }
    compressed
}

fn deflate_flushed(compressor: &mut flate2::Compress, data: &[u8]) -> Result<Vec<u8>, RenderError> {
    let start = compressor.total_in();
    let mut out = Vec::with_capacity(data.len() / 8 + 1024);
    loop {
        let done = (compressor.total_in() - start) as usize;
        compressor
            .compress_vec(&data[done..], &mut out, flate2::FlushCompress::Full)
            .map_err(|e| RenderError::Compress(e.into()))?;
        // The flush is complete once all the input is taken and the output was not filled.
        if (compressor.total_in() - start) as usize == data.len() && out.len() < out.capacity() {
            return Ok(out);
        }
        out.reserve(out.capacity().max(4096));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> Vec<u8> {
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size()];
        reader.next_frame(&mut pixels).unwrap();
        pixels
    }

    /// `indices` filtered and compressed by a compressor that has compressed nothing before.
    fn by_a_new_compressor(indices: &[u8], width: usize) -> Vec<u8> {
        let mut filtered = Vec::new();
        sub_filter(indices, width, &mut filtered);
        let mut compressor = flate2::Compress::new(flate2::Compression::new(1), false);
        deflate_flushed(&mut compressor, &filtered).unwrap()
    }

    /// The image data of a PNG inflated by zlib, which checks the Adler-32 (the PNG decoder
    /// may not).
    fn inflated(png: &[u8]) -> Vec<u8> {
        use std::io::Read;
        let mut at = 8;
        while at + 8 <= png.len() {
            let len = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
            if &png[at + 4..at + 8] == b"IDAT" {
                let mut out = Vec::new();
                flate2::read::ZlibDecoder::new(&png[at + 8..at + 8 + len])
                    .read_to_end(&mut out)
                    .expect("a valid zlib stream, checksum included");
                return out;
            }
            at += 12 + len;
        }
        panic!("no IDAT chunk");
    }

    #[test]
    fn a_reused_compressor_encodes_as_a_new_one_would() {
        let palette = [0u8, 0, 0, 255, 255, 255, 200, 30, 30];
        let (width, height) = (97u32, 41u32);
        let first: Vec<u8> = (0..width * height).map(|i| (i * i / 7 % 3) as u8).collect();
        let second: Vec<u8> = (0..width * height).map(|i| (i / 13 % 3) as u8).collect();
        for indices in [&first, &second, &first] {
            let png = indexed_png(width, height, &palette, indices).unwrap();
            assert_eq!(&decode(&png), indices, "the image decodes to its indices");
            let data = by_a_new_compressor(indices, width as usize);
            assert!(
                png.windows(data.len()).any(|w| w == data.as_slice()),
                "the image data is what a new compressor gives"
            );
        }
    }

    #[test]
    fn bands_compressed_apart_and_in_any_order_make_one_image() {
        let palette = [0u8, 0, 0, 255, 255, 255, 200, 30, 30];
        let width = 301usize;
        // Rows long enough for deflate to emit several blocks in a band, and alike enough
        // across bands for it to refer back were the bands not independent.
        let rows = |from: usize, to: usize| -> Vec<u8> {
            (from * width..to * width)
                .map(|i| ((i % width) / 17 % 3) as u8 ^ u8::from(i % 1013 == 0))
                .collect()
        };
        let cuts = [0usize, 7, 8, 150, 151, 260];
        let whole = rows(0, 260);
        // Compressed bottom first, then put in order, as kept bands come from other images.
        let mut bands: Vec<Band> = cuts
            .windows(2)
            .rev()
            .map(|cut| band(&rows(cut[0], cut[1]), width).unwrap())
            .collect();
        bands.reverse();
        for (cut, kept) in cuts.windows(2).zip(&bands) {
            let fresh = by_a_new_compressor(&rows(cut[0], cut[1]), width);
            assert_eq!(
                *kept.deflated, *fresh,
                "rows {cut:?}: as a new compressor gives them"
            );
        }
        let refs: Vec<&Band> = bands.iter().collect();
        let png = png_of_bands(width as u32, 260, &palette, &refs).unwrap();
        assert_eq!(decode(&png), whole);
        let one = indexed_png(width as u32, 260, &palette, &whole).unwrap();
        assert_eq!(decode(&one), whole);
        assert_eq!(inflated(&png), inflated(&one), "both checksums hold");
    }

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
