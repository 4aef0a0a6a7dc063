//! A renderer: what draws board images and keeps, for each layout it has drawn, the parts the
//! next image of that layout is copied together from.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use rules::Position;

use crate::animation::{self, GifOptions};
use crate::canvas::RgbImage;
use crate::error::RenderError;
use crate::kit::Kit;
use crate::layout::Layout;
use crate::options::{LastMove, RenderOptions};
use crate::scene::Scene;
use crate::theme::Rgb;
use crate::{drawn_alike, encode};

/// Layouts kept at most: every variant's board in both orientations at one size is 24; a
/// caller cycling through sizes starts over past this.
const MAX_KITS: usize = 48;

/// Draws board images, and keeps what repeats from one image to the next: for each layout
/// (variant, size, orientation) and theme, the frame, the empty squares, the pieces on each
/// square colour, the labels, and the palette the PNGs share. The first image of a layout
/// costs a few milliseconds more; the next ones are copied together from those parts.
///
/// One renderer serves any number of threads: the parts of a layout are looked up once per
/// image, under a lock held only for that look-up. A program keeps one for its whole life
/// (the bot's service does); the free functions [`crate::render_png`], [`crate::render_rgb`]
/// and [`crate::render_gif`] make a new one for each call.
///
/// ```
/// use render::{LastMove, RenderOptions, Renderer};
/// use rules::{Position, Variant};
///
/// let renderer = Renderer::new();
/// let mut position = Position::start(Variant::English);
/// for _ in 0..4 {
///     let mv = position.legal_moves()[0];
///     let options = RenderOptions::new().last_move(LastMove::from_move(&position, &mv));
///     position = position.play(&mv);
///     let png = renderer.render_png(&position, &options);
///     assert_eq!(&png[1..4], b"PNG");
///     assert!(png.len() < 100 * 1024);
/// }
/// ```
#[derive(Default)]
pub struct Renderer {
    kits: Mutex<HashMap<KitKey, Arc<OnceLock<Kit>>>>,
}

/// A layout and a theme, as a hash key (the theme's opacity by its bits).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct KitKey {
    layout: Layout,
    colours: [Rgb; 22],
    ghost_alpha: u64,
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kits = self.kits.lock().map_or(0, |kits| kits.len());
        f.debug_struct("Renderer").field("layouts", &kits).finish()
    }
}

impl Renderer {
    /// A renderer that has drawn nothing yet.
    pub fn new() -> Renderer {
        Renderer::default()
    }

    /// Draws a position as a PNG: the board, its square numbers (or coordinates), the pieces,
    /// and the last move when the options give one. See [`crate::render_png`].
    pub fn render_png(&self, position: &Position, options: &RenderOptions) -> Vec<u8> {
        let (layout, kit) = self.kit(position, options);
        let kit = kit.get_or_init(|| Kit::new(layout, options.theme));
        let scene = Scene::new(position, options);
        let (indices, palette) = kit.indices(position, &scene);
        let (width, height) = layout.image_size();
        // Encoding a palette image of a valid size into a Vec cannot fail.
        encode::indexed_png(width, height, palette, &indices)
            .expect("encoding a board image in memory")
    }

    /// Draws a position into RGB pixels, without encoding them: what [`Renderer::render_png`]
    /// encodes, before its colours are put in a palette.
    pub fn render_rgb(&self, position: &Position, options: &RenderOptions) -> RgbImage {
        let (layout, kit) = self.kit(position, options);
        let kit = kit.get_or_init(|| Kit::new(layout, options.theme));
        kit.rgb(position, &Scene::new(position, options))
    }

    /// Draws a game as an animated GIF. See [`crate::render_gif`].
    pub fn render_gif(
        &self,
        positions: &[Position],
        moves: &[LastMove],
        options: &GifOptions,
    ) -> Result<Vec<u8>, RenderError> {
        animation::draw_gif(self, positions, moves, options)
    }

    /// The layout of the image, and its kit (made, or to be made, by the caller): the kit of
    /// the first variant that draws the same board, which the layout is of.
    fn kit(&self, position: &Position, options: &RenderOptions) -> (Layout, Arc<OnceLock<Kit>>) {
        let layout = Layout::new(drawn_alike::drawn_as(position.variant()), options);
        let key = KitKey {
            layout,
            colours: options.theme.colours(),
            ghost_alpha: options.theme.ghost_alpha.to_bits(),
        };
        // A poisoned lock still holds whole kits: a kit is made outside it.
        let mut kits = self.kits.lock().unwrap_or_else(PoisonError::into_inner);
        if kits.len() >= MAX_KITS && !kits.contains_key(&key) {
            kits.clear();
        }
        (layout, kits.entry(key).or_default().clone())
    }
}

#[cfg(test)]
mod tests {
    use rules::Variant;

    use super::*;
    use crate::tiles::tests::cases;

    fn decode(png: &[u8]) -> RgbImage {
        let mut decoder = png::Decoder::new(png);
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().expect("a PNG header");
        let mut pixels = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut pixels).expect("a PNG image");
        pixels.truncate(info.buffer_size());
        RgbImage {
            width: info.width,
            height: info.height,
            pixels,
        }
    }

    /// A quiet move (composed from the indexed parts), a capture (ghosts, the route and its
    /// crosses, drawn in RGB), a refusal, and the start at a size where the labels do not fit
    /// their squares.
    fn samples(variant: Variant) -> Vec<(Position, RenderOptions)> {
        let all = cases(variant);
        let quiet = all
            .iter()
            .find(|(_, o)| o.last_move.as_ref().is_some_and(|m| m.captured.is_empty()));
        let capture = all
            .iter()
            .find(|(_, o)| o.last_move.as_ref().is_some_and(|m| !m.captured.is_empty()));
        let mut samples: Vec<_> = quiet.into_iter().chain(capture).cloned().collect();
        samples.extend(all.last().cloned());
        samples.push((Position::start(variant), RenderOptions::new().size(160)));
        samples
    }

    /// A variant drawn like another is drawn with that one's kit, and gets the very bytes its
    /// own kit gives, in RGB and in PNG, whatever the renderer drew before.
    #[test]
    fn variants_drawn_alike_share_a_kit_and_their_images() {
        let renderer = Renderer::new();
        let mut own_kits: HashMap<Layout, Kit> = HashMap::new();
        let mut shared = 0;
        for &variant in Variant::ALL.iter().rev() {
            for (position, options) in samples(variant) {
                let png = renderer.render_png(&position, &options);
                let rgb = renderer.render_rgb(&position, &options);
                let (layout, kit) = renderer.kit(&position, &options);
                if layout.variant() == variant {
                    continue;
                }
                shared += 1;
                let (_, first_kit) = renderer.kit(&Position::start(layout.variant()), &options);
                assert!(Arc::ptr_eq(&kit, &first_kit), "{variant}: a kit of its own");
                let own = Layout::new(variant, &options);
                let own_kit = own_kits
                    .entry(own)
                    .or_insert_with(|| Kit::new(own, options.theme));
                let scene = Scene::new(&position, &options);
                let (indices, palette) = own_kit.indices(&position, &scene);
                let (width, height) = own.image_size();
                let own_png = encode::indexed_png(width, height, palette, &indices).unwrap();
                let fen = position.to_fen();
                assert!(png == own_png, "{variant} {fen}: another PNG");
                assert!(
                    rgb == own_kit.rgb(&position, &scene),
                    "{variant} {fen}: other pixels"
                );
            }
        }
        assert!(shared > 0);
    }

    /// The PNG shows the RGB drawing's colour where the palette holds it, and its nearest
    /// palette colour elsewhere, whichever way it was made; the theme's colours exactly; and
    /// the colours the palette lacks (anti-aliased edges) close to the drawing's.
    #[test]
    fn a_png_shows_the_pixels_of_the_rgb_drawing_in_the_palette() {
        let renderer = Renderer::new();
        for &variant in Variant::ALL {
            for (position, options) in samples(variant) {
                let fen = position.to_fen();
                let shown = decode(&renderer.render_png(&position, &options));
                let drawn = renderer.render_rgb(&position, &options);
                assert_eq!((shown.width, shown.height), (drawn.width, drawn.height));
                let (_, kit) = renderer.kit(&position, &options);
                let palette = kit.get().expect("made by the PNG").palette();
                let mut nearest = vec![0; drawn.pixels.len() / 3];
                palette.convert(&drawn.pixels, &mut nearest);
                let theme = options.theme.colours();
                let mut squared_error = 0;
                let pixels = shown
                    .pixels
                    .chunks_exact(3)
                    .zip(drawn.pixels.chunks_exact(3));
                for ((got, want), &index) in pixels.zip(&nearest) {
                    assert_eq!(got, palette.colour(index), "{variant} {fen}: for {want:?}");
                    if theme.iter().any(|c| c == want) {
                        assert_eq!(got, want, "{variant} {fen}: a theme colour");
                    }
                    let most = got.iter().zip(want).map(|(a, b)| a.abs_diff(*b)).max();
                    assert!(most <= Some(64), "{variant} {fen}: {got:?} for {want:?}");
                    squared_error += got
                        .iter()
                        .zip(want)
                        .map(|(a, b)| u64::from(a.abs_diff(*b)).pow(2))
                        .sum::<u64>();
                }
                // The mean squared error of a pixel, over its three channels (a palette of each
                // image's own 256 most frequent colours gave 0.03–0.6 on these boards).
                let mean = squared_error as f64 / nearest.len() as f64;
                assert!(mean < 0.5, "{variant} {fen}: mean squared error {mean}");
            }
        }
    }
}
