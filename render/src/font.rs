//! The embedded font. Servers and CI have no system fonts, and plotters built without its
//! `ttf` feature only knows the fonts registered with it, so the crate carries DejaVu Sans Bold
//! (`assets/DejaVuSans-Bold.ttf`, licence in `assets/LICENSE-DejaVu.txt`) and registers it on
//! first use.

use std::sync::OnceLock;

use plotters::style::FontStyle;

/// The family name the board and the chart draw text with.
pub(crate) const FAMILY: &str = "dama-dejavu-sans-bold";

/// DejaVu Sans Bold, embedded in the binary.
pub(crate) static FONT: &[u8] = include_bytes!("../assets/DejaVuSans-Bold.ttf");

static REGISTERED: OnceLock<bool> = OnceLock::new();

/// Registers the embedded font with plotters (once per process) under [`FAMILY`] and under
/// `sans-serif`, plotters' default family, so that no text plotters draws on its own
/// (axis labels, legends) goes looking for a system font. Returns whether the font is usable.
pub(crate) fn ensure_registered() -> bool {
    *REGISTERED.get_or_init(|| {
        [FAMILY, "sans-serif"]
            .iter()
            .all(|&name| plotters::style::register_font(name, FontStyle::Normal, FONT).is_ok())
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_embedded_font_registers() {
        assert!(super::ensure_registered());
    }
}
