//! The learned weights: files under `engine/data/eval/`, built into the engine.
//!
//! A file is `DAMAEVAL`, a version, the fingerprint of the layout it was made for (see
//! [`super::layout::Layout::fingerprint`]), the number of features, then each feature's
//! middle-game and endgame weights as little-endian `i16`s, in eighths of a centi-man; a run
//! of features whose weights are both zero (pattern configurations never seen in training) is
//! written as the pair `(i16::MIN, run)`. The `tune` bench writes them.

use rules::Variant;

use super::layout::Layout;

const MAGIC: &[u8; 8] = b"DAMAEVAL";
const VERSION: u32 = 1;

/// Why a weight file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum WeightsError {
    NotAWeightFile,
    Version(u32),
    /// Made for another layout of features.
    Layout,
    Truncated,
}

/// The weights built in for a variant, if it has been tuned.
pub(crate) fn embedded(variant: Variant) -> Option<Vec<[i16; 2]>> {
    let bytes = file_of(variant)?;
    let layout = Layout::new(variant);
    match decode(bytes, &layout) {
        Ok(weights) => Some(weights),
        // A stale file is caught by the tests; a release falls back to the hand-set weights.
        Err(e) => {
            debug_assert!(false, "{variant}: weight file unusable: {e:?}");
            None
        }
    }
}

/// The weight file of each variant.
const FILES: &[(Variant, &[u8])] = crate::data_files::per_variant!(include_bytes, "eval", ".bin");

/// The weight file a variant uses.
pub(crate) fn file_of(variant: Variant) -> Option<&'static [u8]> {
    FILES.iter().find(|(v, _)| *v == variant).map(|(_, b)| *b)
}

pub(crate) fn encode(weights: &[[i16; 2]], layout: &Layout) -> Vec<u8> {
    let mut out = Vec::with_capacity(16 + 4 * weights.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&layout.fingerprint().to_le_bytes());
    out.extend_from_slice(&(weights.len() as u32).to_le_bytes());
    let mut i = 0;
    while i < weights.len() {
        let mut run = 0;
        while i + run < weights.len() && weights[i + run] == [0, 0] && run < u16::MAX as usize {
            run += 1;
        }
        if run >= 2 {
            out.extend_from_slice(&i16::MIN.to_le_bytes());
            out.extend_from_slice(&(run as u16).to_le_bytes());
            i += run;
            continue;
        }
        // A lone weight of i16::MIN would read as a run: it is never needed at this scale.
        let [mg, eg] = weights[i].map(|w| w.max(i16::MIN + 1));
        out.extend_from_slice(&mg.to_le_bytes());
        out.extend_from_slice(&eg.to_le_bytes());
        i += 1;
    }
    out
}

pub(crate) fn decode(bytes: &[u8], layout: &Layout) -> Result<Vec<[i16; 2]>, WeightsError> {
    if bytes.len() < 20 || &bytes[..8] != MAGIC {
        return Err(WeightsError::NotAWeightFile);
    }
    let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
    let version = word(8);
    if version != VERSION {
        return Err(WeightsError::Version(version));
    }
    if word(12) != layout.fingerprint() || word(16) as usize != layout.len {
        return Err(WeightsError::Layout);
    }
    let mut weights = Vec::with_capacity(layout.len);
    let mut at = 20;
    let half = |at: usize| i16::from_le_bytes([bytes[at], bytes[at + 1]]);
    while weights.len() < layout.len {
        if at + 4 > bytes.len() {
            return Err(WeightsError::Truncated);
        }
        let (first, second) = (half(at), half(at + 2));
        at += 4;
        if first == i16::MIN {
            let run = second as u16 as usize;
            weights.extend(std::iter::repeat_n([0, 0], run));
        } else {
            weights.push([first, second]);
        }
    }
    if weights.len() != layout.len {
        return Err(WeightsError::Truncated);
    }
    Ok(weights)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_reads_back_as_written() {
        let layout = Layout::new(Variant::English);
        let weights: Vec<[i16; 2]> = (0..layout.len)
            .map(|i| match i % 7 {
                0..=2 => [0, 0],
                3 => [i as i16, -(i as i16)],
                _ => [0, 5],
            })
            .collect();
        let bytes = encode(&weights, &layout);
        assert_eq!(decode(&bytes, &layout), Ok(weights));
        let other = Layout::new(Variant::International);
        assert_eq!(decode(&bytes, &other), Err(WeightsError::Layout));
        assert_eq!(
            decode(&bytes[..bytes.len() - 4], &layout),
            Err(WeightsError::Truncated)
        );
    }

    /// Every built-in file fits its variant's layout.
    #[test]
    fn the_built_in_weights_fit() {
        for &variant in Variant::ALL {
            if let Some(bytes) = file_of(variant) {
                let layout = Layout::new(variant);
                assert!(decode(bytes, &layout).is_ok(), "{variant}");
            }
        }
    }
}
