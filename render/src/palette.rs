//! The 256 colours of a layout's board images, chosen once from the parts the images are made
//! of, and the way from a colour to its palette index.
//!
//! A board is a few flat colours plus the anti-aliased edges of discs, crowns and glyphs: a
//! layout's parts hold a few thousand colours, most of them on a handful of pixels. The palette
//! takes every flat colour of the theme, then the colours that would be shown worst without
//! them (frequent ones, and ones far from all others), and every other colour takes the
//! nearest palette colour, which the eye cannot tell at an edge. Every colour the
//! parts hold is looked up once when the palette is made; colours only an overlay makes (the
//! anti-aliased edge of a capture's route over a piece) are looked up per image.

use std::collections::HashMap;

use crate::theme::Rgb;

/// Colours as hash keys: `0x00RRGGBB`.
pub(crate) fn key(rgb: Rgb) -> u32 {
    u32::from_be_bytes([0, rgb[0], rgb[1], rgb[2]])
}

fn rgb(key: u32) -> Rgb {
    let [_, r, g, b] = key.to_be_bytes();
    [r, g, b]
}

/// How often each colour appears in the parts, weighted by how often a part is used.
#[derive(Debug, Default)]
pub(crate) struct Counts {
    counts: HashMap<u32, u64, FastHash>,
}

impl Counts {
    /// Counts the pixels of `pixels` (RGB triples), each `weight` times.
    pub fn add_pixels(&mut self, pixels: &[u8], weight: u64) {
        // Boards are mostly runs of one colour: count a run at once.
        let mut run: Option<(Rgb, u64)> = None;
        for px in pixels.chunks_exact(3) {
            let px = [px[0], px[1], px[2]];
            match &mut run {
                Some((colour, n)) if *colour == px => *n += 1,
                _ => {
                    if let Some((colour, n)) = run {
                        self.add(colour, n * weight);
                    }
                    run = Some((px, 1));
                }
            }
        }
        if let Some((colour, n)) = run {
            self.add(colour, n * weight);
        }
    }

    /// Counts `colour` `n` more times.
    pub fn add(&mut self, colour: Rgb, n: u64) {
        *self.counts.entry(key(colour)).or_default() += n;
    }
}

/// The count that makes a colour part of the palette whatever the others' counts.
pub(crate) const FORCED: u64 = 1 << 48;

/// At most 256 colours, and the index of every colour counted when it was made.
#[derive(Debug)]
pub(crate) struct Palette {
    colours: Vec<Rgb>,
    /// By index, the colour's key; [`NO_KEY`] past the colours.
    keys: [u32; 256],
    index: HashMap<u32, u8, FastHash>,
    /// The nearest palette colour of colours no part holds, as images found them: an
    /// overlay's edges recur from one image to the next (a route's colour blended over the
    /// same squares and pieces), and finding the nearest of 256 costs more than the rest of
    /// looking up a pixel.
    nearest_found: quick_cache::sync::Cache<u32, u8>,
}

/// A key no colour has.
const NO_KEY: u32 = u32::MAX;

/// The colours no part holds whose nearest a palette keeps: a few images' overlays' worth.
const NEAREST_KEPT: usize = 1 << 14;

impl Palette {
    /// 256 colours chosen from `counts`: the forced ones, then one at a time the colour whose
    /// pixels the palette so far shows worst (its count times its squared distance to the
    /// nearest colour chosen), so that a frequent colour and one far from all others are
    /// both shown well; ties by colour, for a stable result. Every other colour maps to its
    /// nearest.
    pub fn from_counts(counts: Counts) -> Palette {
        let mut candidates: Vec<(u32, u64)> = counts.counts.into_iter().collect();
        candidates.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut colours: Vec<Rgb> = Vec::with_capacity(256);
        // The squared distance of each candidate to the nearest colour chosen.
        let mut gap: Vec<u64> = vec![u64::MAX; candidates.len()];
        let choose = |picked: Rgb, colours: &mut Vec<Rgb>, gap: &mut [u64]| {
            colours.push(picked);
            for (g, &(k, _)) in gap.iter_mut().zip(&candidates) {
                *g = (*g).min(distance(rgb(k), picked));
            }
        };
        for &(k, n) in &candidates {
            if n >= FORCED && colours.len() < 256 {
                choose(rgb(k), &mut colours, &mut gap);
            }
        }
        while colours.len() < 256 {
            let worst = gap
                .iter()
                .zip(&candidates)
                .filter(|&(&g, _)| g > 0)
                .max_by_key(|&(&g, &(k, n))| (u128::from(g) * u128::from(n), std::cmp::Reverse(k)))
                .map(|(_, &(k, _))| rgb(k));
            match worst {
                Some(colour) => choose(colour, &mut colours, &mut gap),
                None => break,
            }
        }
        let mut index = HashMap::with_capacity_and_hasher(candidates.len(), FastHash);
        for (i, &colour) in colours.iter().enumerate() {
            index.insert(key(colour), i as u8);
        }
        for &(k, _) in &candidates {
            index.entry(k).or_insert_with(|| nearest(&colours, rgb(k)));
        }
        let mut keys = [NO_KEY; 256];
        for (slot, &colour) in keys.iter_mut().zip(&colours) {
            *slot = key(colour);
        }
        Palette {
            colours,
            keys,
            index,
            nearest_found: quick_cache::sync::Cache::new(NEAREST_KEPT),
        }
    }

    /// The index of the nearest palette colour to a colour no part holds.
    fn nearest_to_unknown(&self, k: u32) -> u8 {
        if let Some(i) = self.nearest_found.get(&k) {
            return i;
        }
        let i = nearest(&self.colours, rgb(k));
        self.nearest_found.insert(k, i);
        i
    }

    /// `[r, g, b]` triples, as PNG's PLTE chunk holds them.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.colours.concat()
    }

    /// The colour at a palette index.
    pub fn colour(&self, index: u8) -> Rgb {
        self.colours[index as usize]
    }

    /// The index of a colour counted when the palette was made.
    pub fn known(&self, colour: Rgb) -> Option<u8> {
        self.index.get(&key(colour)).copied()
    }

    /// The index of any colour: its own, or its nearest's.
    pub fn index_of(&self, colour: Rgb) -> u8 {
        self.known(colour)
            .unwrap_or_else(|| nearest(&self.colours, colour))
    }

    /// The colours of `indices` into `out`, three bytes a pixel.
    pub fn expand(&self, indices: &[u8], out: &mut [u8]) {
        // Boards are mostly runs of one colour: a run is filled by doubling what is filled.
        let mut start = 0;
        while start < indices.len() {
            let index = indices[start];
            let end = indices[start..]
                .iter()
                .position(|&i| i != index)
                .map_or(indices.len(), |n| start + n);
            let run = &mut out[start * 3..end * 3];
            run[..3].copy_from_slice(&self.colours[index as usize]);
            let mut filled = 3;
            while filled < run.len() {
                let n = filled.min(run.len() - filled);
                run.copy_within(..n, filled);
                filled += n;
            }
            start = end;
        }
    }

    /// `pixels` (RGB triples) as palette indices into `out`, one per pixel.
    pub fn convert(&self, pixels: &[u8], out: &mut [u8]) {
        self.converter().convert(pixels, out);
    }

    /// A converter of pixels to indices, for several runs of pixels of one image.
    pub fn converter(&self) -> Converter<'_> {
        Converter {
            palette: self,
            unknown: HashMap::with_hasher(FastHash),
        }
    }
}

/// Converts pixels to palette indices, remembering the nearest colour of each colour no part
/// holds (an overlay's edges) for the next pixels of the image.
pub(crate) struct Converter<'a> {
    palette: &'a Palette,
    unknown: HashMap<u32, u8, FastHash>,
}

impl Converter<'_> {
    /// `pixels` (RGB triples) as palette indices into `out`, one per pixel.
    pub fn convert(&mut self, pixels: &[u8], out: &mut [u8]) {
        let mut previous = None;
        for (slot, px) in out.iter_mut().zip(pixels.chunks_exact(3)) {
            *slot = self.index_after(&mut previous, key([px[0], px[1], px[2]]));
        }
    }

    /// [`Converter::convert`] over `out` that holds the indices of these pixels before
    /// something was drawn over some of them: a pixel that still shows its index's colour
    /// keeps it (the index of a palette colour is its own), and only the others are looked
    /// up.
    pub fn convert_over(&mut self, pixels: &[u8], out: &mut [u8]) {
        let keys = &self.palette.keys;
        let mut previous = None;
        for (slot, px) in out.iter_mut().zip(pixels.chunks_exact(3)) {
            let k = key([px[0], px[1], px[2]]);
            if keys[*slot as usize] != k {
                *slot = self.index_after(&mut previous, k);
            }
        }
    }

    /// The index of colour `k`, the pixel before it `previous` (its colour and index): boards
    /// are mostly runs of one colour, and a run is looked up once.
    fn index_after(&mut self, previous: &mut Option<(u32, u8)>, k: u32) -> u8 {
        match *previous {
            Some((colour, i)) if colour == k => i,
            _ => {
                let i = self.index_of_key(k);
                *previous = Some((k, i));
                i
            }
        }
    }

    fn index_of_key(&mut self, k: u32) -> u8 {
        let palette = self.palette;
        match palette.index.get(&k) {
            Some(&i) => i,
            None => *self
                .unknown
                .entry(k)
                .or_insert_with(|| palette.nearest_to_unknown(k)),
        }
    }
}

/// The index of the palette colour nearest to `colour` (squared distance in RGB); 0 for an
/// empty palette.
pub(crate) fn nearest(palette: &[Rgb], colour: Rgb) -> u8 {
    palette
        .iter()
        .enumerate()
        .min_by_key(|&(_, &c)| distance(c, colour))
        .map_or(0, |(i, _)| i as u8)
}

/// The squared distance of two colours in RGB.
fn distance(a: Rgb, b: Rgb) -> u64 {
    (0..3)
        .map(|k| {
            let d = i64::from(a[k]) - i64::from(b[k]);
            (d * d) as u64
        })
        .sum()
}

/// A multiplicative hash for colour keys: std's SipHash is built to resist crafted keys,
/// which pixels are not, and costs several times more.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct FastHash;

impl std::hash::BuildHasher for FastHash {
    type Hasher = FastHasher;
    fn build_hasher(&self) -> FastHasher {
        FastHasher(0)
    }
}

pub(crate) struct FastHasher(u64);

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forced_colours_are_kept_and_the_others_shown_as_closely_as_256_allow() {
        let mut counts = Counts::default();
        counts.add([0, 0, 255], FORCED);
        for i in 0..=255u8 {
            counts.add([i, 0, 0], 2);
        }
        // Rare, but far from every other colour.
        counts.add([10, 100, 0], 1);
        let palette = Palette::from_counts(counts);
        assert_eq!(palette.to_bytes().len(), 256 * 3);
        let shown = |colour: Rgb| palette.colour(palette.index_of(colour));
        assert_eq!(shown([0, 0, 255]), [0, 0, 255]);
        assert_eq!(shown([10, 100, 0]), [10, 100, 0]);
        // 254 reds fit; the other two take a neighbour.
        let exact = (0..=255u8)
            .filter(|&i| shown([i, 0, 0]) == [i, 0, 0])
            .count();
        assert_eq!(exact, 254);
        for i in 0..=255u8 {
            assert!(shown([i, 0, 0])[0].abs_diff(i) <= 1);
        }
        // A colour not counted: its nearest all the same.
        assert_eq!(shown([200, 3, 1]), [200, 0, 0]);
        let mut out = [0u8; 3];
        palette.convert(&[5, 0, 0, 5, 0, 0, 9, 90, 0], &mut out);
        let shown: Vec<Rgb> = out.iter().map(|&i| palette.colour(i)).collect();
        assert_eq!(shown[0], shown[1]);
        assert_eq!(shown[2], [10, 100, 0]);
    }

    #[test]
    fn a_run_is_counted_whole() {
        let mut counts = Counts::default();
        counts.add_pixels(&[1, 2, 3, 1, 2, 3, 4, 5, 6, 1, 2, 3], 10);
        assert_eq!(counts.counts[&key([1, 2, 3])], 30);
        assert_eq!(counts.counts[&key([4, 5, 6])], 10);
    }
}
