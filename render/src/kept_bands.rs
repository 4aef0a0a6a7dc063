//! Compressed bands of board images, kept for the next images that have the same rows.
//!
//! Deflating an image's rows is most of what a board PNG costs once the image is copied
//! together from its parts (see `kit.rs`). But a board's rows come in bands that depend on
//! little: the frame above and below the board never changes, and the rows of one rank
//! depend only on how each square of that rank looks. From one image of a game to the next a
//! move changes two to four ranks, and the ranks of the opening, of an emptied board and of
//! the frame are common to many games. A band is therefore compressed on its own (see
//! [`crate::encode::Band`]) and kept under what decides it, and a PNG is put together from the
//! kept bands and the ones compressed afresh.

use std::sync::Arc;

use crate::encode::Band;

/// What decides a band's rows: its kit (layout and theme), which band of the image it is, and
/// how each square in it looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct BandKey {
    /// The kit's number within its renderer (never reused: 64 bits do not wrap).
    pub kit: u64,
    /// The band's index in the low 8 bits, then each square's look (its ordinal) in 5 bits,
    /// in the kit's order of the band's squares.
    pub looks: u128,
}

/// Squares a band may have for its looks to fit in a [`BandKey`].
pub(crate) const MAX_SQUARES: usize = (128 - 8) / LOOK_BITS;
const LOOK_BITS: usize = 5;
const _: () = assert!(crate::scene::LOOKS <= 1 << LOOK_BITS);

impl BandKey {
    /// The key of band `band` of kit `kit` whose squares look as `looks` says, in order: none
    /// when the band has too many squares for a key, or the image too many bands.
    pub fn new(kit: u64, band: usize, looks: impl ExactSizeIterator<Item = u8>) -> Option<Self> {
        if band > u8::MAX as usize || looks.len() > MAX_SQUARES {
            return None;
        }
        let looks = looks.enumerate().fold(band as u128, |key, (i, look)| {
            key | (u128::from(look) << (8 + i * LOOK_BITS))
        });
        Some(BandKey { kit, looks })
    }
}

/// The bands a renderer keeps, within a budget of bytes; when full, the ones least likely to
/// be asked for again go first (by how recently and how often they were used).
pub(crate) struct KeptBands {
    cache: Option<quick_cache::sync::Cache<BandKey, Arc<Band>, ByBytes>>,
}

/// A band's weight: the memory it takes.
#[derive(Debug, Clone, Copy)]
struct ByBytes;

impl quick_cache::Weighter<BandKey, Arc<Band>> for ByBytes {
    fn weight(&self, _: &BandKey, band: &Arc<Band>) -> u64 {
        band.bytes() as u64
    }
}

/// A typical band: a rank of pieces on an 8x8 board is 2–4 KB compressed.
const TYPICAL_BAND: usize = 3 << 10;

impl KeptBands {
    /// Kept bands within about `budget` bytes; none with a budget of 0.
    pub fn new(budget: usize) -> KeptBands {
        KeptBands {
            cache: (budget > 0).then(|| {
                quick_cache::sync::Cache::with_weighter(
                    (budget / TYPICAL_BAND).max(1),
                    budget as u64,
                    ByBytes,
                )
            }),
        }
    }

    pub fn get(&self, key: &BandKey) -> Option<Arc<Band>> {
        self.cache.as_ref()?.get(key)
    }

    pub fn keep(&self, key: BandKey, band: Arc<Band>) {
        if let Some(cache) = &self.cache {
            cache.insert(key, band);
        }
    }
}

#[cfg(test)]
impl KeptBands {
    /// The bytes the kept bands weigh.
    pub fn weight(&self) -> u64 {
        self.cache.as_ref().map_or(0, |cache| cache.weight())
    }
}

impl std::fmt::Debug for KeptBands {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (bands, bytes) = self
            .cache
            .as_ref()
            .map_or((0, 0), |cache| (cache.len(), cache.weight()));
        f.debug_struct("KeptBands")
            .field("bands", &bands)
            .field("bytes", &bytes)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_differ_by_kit_band_and_every_square_s_look() {
        let key = |kit, band, looks: &[u8]| BandKey::new(kit, band, looks.iter().copied());
        let base = key(1, 3, &[0, 5, 17, 2]).unwrap();
        assert_eq!(key(1, 3, &[0, 5, 17, 2]), Some(base));
        assert_ne!(key(2, 3, &[0, 5, 17, 2]), Some(base));
        assert_ne!(key(1, 4, &[0, 5, 17, 2]), Some(base));
        for i in 0..4 {
            let mut looks = [0, 5, 17, 2];
            looks[i] = (looks[i] + 1) % crate::scene::LOOKS as u8;
            assert_ne!(key(1, 3, &looks), Some(base), "square {i}");
        }
        let last = [17u8; MAX_SQUARES];
        let mut other = last;
        other[MAX_SQUARES - 1] = 16;
        assert_ne!(key(0, 255, &last), key(0, 255, &other));
        assert!(key(0, 0, &[0; MAX_SQUARES + 1]).is_none());
        assert!(key(0, 256, &[]).is_none());
    }
}
