//! A renderer: what draws board images and keeps, for each layout it has drawn, the parts the
//! next image of that layout is copied together from.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use rules::{Position, Variant};

use crate::canvas::RgbImage;
use crate::drawn_alike;
use crate::kept_bands::KeptBands;
use crate::kit::Kit;
use crate::layout::Layout;
use crate::options::RenderOptions;
use crate::scene::Scene;
use crate::theme::Rgb;

/// Layouts kept at most: every variant's board in both orientations at one size is 24; a
/// caller cycling through sizes starts over past this.
const MAX_KITS: usize = 48;

/// The memory [`Renderer::new`] gives the compressed bands it keeps (see
/// [`Renderer::with_kept_bands`]).
pub const KEPT_BANDS: usize = 4 << 20;

/// Draws board images, and keeps what repeats from one image to the next: for each layout
/// (variant, size, orientation) and theme, the frame, the empty squares, the pieces on each
/// square colour, the labels, and the palette the PNGs share. The first image of a layout
/// costs a few milliseconds more; the next ones are copied together from those parts. It also
/// keeps, within a budget of memory, the compressed bands of rows its images were made of (the
/// frame, a rank of squares), and puts the next images together from those that recur: from
/// one image of a game to the next most ranks look the same.
///
/// One renderer serves any number of threads: the parts of a layout are looked up once per
/// image, under a lock held only for that look-up. A program keeps one for its whole life
/// (the bot's service does); the free functions [`crate::render_png`], [`crate::render_rgb`]
/// and [`crate::render_gif`] make a new one for each call. [`Renderer::prepare`] makes a
/// layout's parts before its first image is asked for.
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
pub struct Renderer {
    kits: Mutex<HashMap<KitKey, Arc<KitSlot>>>,
    /// Numbers the kits, for their kept bands.
    kits_made: AtomicU64,
    bands: KeptBands,
}

impl Default for Renderer {
    fn default() -> Renderer {
        Renderer::with_kept_bands(KEPT_BANDS)
    }
}

/// A layout and a theme, as a hash key (the theme's opacity by its bits).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct KitKey {
    layout: Layout,
    colours: [Rgb; 22],
    ghost_alpha: u64,
}

impl KitKey {
    /// The key of `variant`'s images drawn with `options`: the layout of the first variant
    /// that draws the same board.
    fn of(variant: Variant, options: &RenderOptions) -> KitKey {
        KitKey {
            layout: Layout::new(drawn_alike::drawn_as(variant), options),
            colours: options.theme.colours(),
            ghost_alpha: options.theme.ghost_alpha.to_bits(),
        }
    }
}

/// The parts of one layout: made once, by the first image or [`Renderer::prepare`] to ask.
#[derive(Default)]
struct KitSlot {
    kit: OnceLock<Kit>,
    /// Whether an image or a preparation has begun making the kit: a preparation asked for
    /// again meanwhile returns at once instead of waiting for it.
    claimed: AtomicBool,
}

impl KitSlot {
    /// The kit, made now when nobody has made it yet (waiting for the one making it).
    fn made(&self, make: impl FnOnce() -> Kit) -> &Kit {
        // Every image comes here: once the kit is made, the claim is not written again.
        if let Some(kit) = self.kit.get() {
            return kit;
        }
        self.claimed.store(true, Ordering::Relaxed);
        self.kit.get_or_init(make)
    }
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kits = self.kits.lock().map_or(0, |kits| kits.len());
        f.debug_struct("Renderer")
            .field("layouts", &kits)
            .field("bands", &self.bands)
            .finish()
    }
}

impl Renderer {
    /// A renderer that has drawn nothing yet.
    pub fn new() -> Renderer {
        Renderer::default()
    }

    /// A renderer that keeps the compressed bands of its images' rows within about `bytes`
    /// (0: none), for the next images that have the same rows: the frame, and each rank of
    /// squares that looks the same. [`Renderer::new`] keeps [`KEPT_BANDS`] bytes' worth.
    pub fn with_kept_bands(bytes: usize) -> Renderer {
        Renderer {
            kits: Mutex::default(),
            kits_made: AtomicU64::new(0),
            bands: KeptBands::new(bytes),
        }
    }

    fn new_kit(&self, layout: Layout, options: &RenderOptions) -> Kit {
        let serial = self.kits_made.fetch_add(1, Ordering::Relaxed);
        Kit::new(layout, options.theme, serial)
    }

    /// Draws a position as a PNG: the board, its square numbers (or coordinates), the pieces,
    /// and the last move when the options give one. See [`crate::render_png`].
    pub fn render_png(&self, position: &Position, options: &RenderOptions) -> Vec<u8> {
        let (layout, slot) = self.kit(position.variant(), options);
        let kit = slot.made(|| self.new_kit(layout, options));
        let scene = Scene::new(position, options);
        // Encoding a palette image of a valid size into a Vec cannot fail.
        kit.png(position, &scene, &self.bands)
            .expect("encoding a board image in memory")
    }

    /// Draws a position into RGB pixels, without encoding them: what [`Renderer::render_png`]
    /// encodes, before its colours are put in a palette.
    pub fn render_rgb(&self, position: &Position, options: &RenderOptions) -> RgbImage {
        let (layout, slot) = self.kit(position.variant(), options);
        let kit = slot.made(|| self.new_kit(layout, options));
        kit.rgb(position, &Scene::new(position, options))
    }

    /// Makes the parts the images of `variant` drawn with `options` are put together from
    /// (see [`Renderer`]), unless an image or another preparation has begun making them. The
    /// first image of a layout costs tens of milliseconds for them; a program that knows which
    /// layout comes next (the bot: the same board from the other side, for the next move)
    /// makes them while nobody waits for that image. Its images are the same either way.
    ///
    /// ```
    /// use render::{RenderOptions, Renderer};
    /// use rules::{Position, Variant};
    ///
    /// let renderer = Renderer::new();
    /// let from_black = RenderOptions::new().flipped(true);
    /// assert!(!renderer.is_prepared(Variant::Italian, &from_black));
    /// renderer.prepare(Variant::Italian, &from_black);
    /// assert!(renderer.is_prepared(Variant::Italian, &from_black));
    /// let png = renderer.render_png(&Position::start(Variant::Italian), &from_black);
    /// assert_eq!(&png[1..4], b"PNG");
    /// ```
    pub fn prepare(&self, variant: Variant, options: &RenderOptions) {
        let (layout, slot) = self.kit(variant, options);
        if !slot.claimed.swap(true, Ordering::Relaxed) {
            slot.kit.get_or_init(|| self.new_kit(layout, options));
        }
    }

    /// Whether the parts of `variant`'s images drawn with `options` are made, or being made
    /// (by an image or [`Renderer::prepare`]).
    pub fn is_prepared(&self, variant: Variant, options: &RenderOptions) -> bool {
        // A look only: asking about a layout neither keeps a place for it nor, past
        // `MAX_KITS`, starts the kits over.
        let key = KitKey::of(variant, options);
        let kits = self.kits.lock().unwrap_or_else(PoisonError::into_inner);
        kits.get(&key)
            .is_some_and(|slot| slot.claimed.load(Ordering::Relaxed))
    }

    /// The layout of `variant`'s images, and its kit (made, or to be made, by the caller): the
    /// kit of the first variant that draws the same board, which the layout is of.
    fn kit(&self, variant: Variant, options: &RenderOptions) -> (Layout, Arc<KitSlot>) {
        let key = KitKey::of(variant, options);
        let layout = key.layout;
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
    use crate::options::LastMove;
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

    /// A prepared layout is made once, for every variant drawn alike, and draws the very
    /// bytes a renderer that made it for its first image draws.
    #[test]
    fn a_prepared_layout_is_made_once_and_draws_the_same_images() {
        let from_black = RenderOptions::new().flipped(true);
        let position = Position::start(Variant::International);
        let prepared = Renderer::new();
        prepared.prepare(Variant::International, &from_black);
        prepared.prepare(Variant::Frisian, &from_black);
        prepared.prepare(Variant::International, &from_black);
        assert_eq!(prepared.kits_made.load(Ordering::Relaxed), 1);
        assert!(prepared.is_prepared(Variant::Frisian, &from_black));
        assert!(!prepared.is_prepared(Variant::International, &RenderOptions::new()));
        let png = prepared.render_png(&position, &from_black);
        assert_eq!(prepared.kits_made.load(Ordering::Relaxed), 1);
        assert!(png == Renderer::new().render_png(&position, &from_black));
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
                let (layout, kit) = renderer.kit(position.variant(), &options);
                if layout.variant() == variant {
                    continue;
                }
                shared += 1;
                let (_, first_kit) = renderer.kit(layout.variant(), &options);
                assert!(Arc::ptr_eq(&kit, &first_kit), "{variant}: a kit of its own");
                let own = Layout::new(variant, &options);
                let own_kit = own_kits
                    .entry(own)
                    .or_insert_with(|| Kit::new(own, options.theme, 0));
                let scene = Scene::new(&position, &options);
                let own_png = own_kit.png(&position, &scene, &KeptBands::new(0)).unwrap();
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
                let mean = assert_shows_the_rgb_drawing(&renderer, &position, &options);
                // The mean squared error of a pixel, over its three channels (a palette of
                // each image's own 256 most frequent colours gave 0.03–0.6 on these boards).
                let fen = position.to_fen();
                assert!(mean < 0.5, "{variant} {fen}: mean squared error {mean}");
            }
        }
    }

    /// The marks of a capture or a refusal are drawn in RGB over the rows they cross alone;
    /// the PNG still shows, pixel for pixel, the palette's colours of the whole drawing:
    /// through games of every variant, from both sides, short and long routes, kings' too.
    #[test]
    fn marks_drawn_over_their_rows_alone_show_the_whole_drawing() {
        let renderer = Renderer::new();
        let mut marked = 0;
        for (i, &variant) in Variant::ALL.iter().enumerate() {
            // One side each, both in all: a debug build draws the whole image slowly.
            let game = walk(variant, i % 2 == 1, 40, 5, 7);
            let game = game.iter().filter(|(_, p, o)| Scene::new(p, o).has_marks());
            for (_, position, options) in game {
                marked += 1;
                let mean = assert_shows_the_rgb_drawing(&renderer, position, options);
                // Marks over a crowded board add colours no part holds.
                let fen = position.to_fen();
                assert!(mean < 1.0, "{fen}: mean squared error {mean}");
            }
        }
        assert!(marked > 40, "{marked} marked images");
    }

    /// A game of `variant` that plays, at ply `n`, legal move `n × step` (modulo their
    /// number) for at most `plies` plies: each ply, the position after it, and the options
    /// that draw it from the side `flipped` says with that move marked, and every
    /// `refused`-th ply a refusal's marks too.
    fn walk(
        variant: Variant,
        flipped: bool,
        plies: usize,
        step: usize,
        refused: usize,
    ) -> Vec<(usize, Position, RenderOptions)> {
        let mut position = Position::start(variant);
        let mut game = Vec::new();
        for ply in 0..plies {
            let moves = position.legal_moves();
            let Some(mv) = moves.get(ply * step % moves.len().max(1)) else {
                break;
            };
            let mut options = RenderOptions::new()
                .flipped(flipped)
                .last_move(LastMove::from_move(&position, mv));
            if ply % refused == refused - 1 {
                options = options.refusal(vec![mv.from()], vec![mv.to()]);
            }
            position = position.play(mv);
            game.push((ply, position, options));
        }
        game
    }

    /// The PNG of `position` shows the RGB drawing's colour where the palette holds it, and
    /// its nearest palette colour elsewhere. Returns the mean squared error of a pixel, over
    /// its three channels.
    fn assert_shows_the_rgb_drawing(
        renderer: &Renderer,
        position: &Position,
        options: &RenderOptions,
    ) -> f64 {
        let variant = position.variant();
        let fen = position.to_fen();
        let shown = decode(&renderer.render_png(position, options));
        let drawn = renderer.render_rgb(position, options);
        assert_eq!((shown.width, shown.height), (drawn.width, drawn.height));
        let (_, slot) = renderer.kit(position.variant(), options);
        let palette = slot.kit.get().expect("made by the PNG").palette();
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
        squared_error as f64 / nearest.len() as f64
    }

    /// An image put together from kept bands has the bytes of one compressed afresh, through
    /// games with captures (their routes cross bands), refusal marks, both orientations and
    /// every variant's board; and the bands kept stay within the budget.
    #[test]
    fn kept_bands_give_the_bytes_of_an_image_compressed_afresh() {
        let keeping = Renderer::with_kept_bands(256 << 10);
        let fresh = Renderer::with_kept_bands(0);
        for &variant in Variant::ALL {
            for flipped in [false, true] {
                for (ply, position, options) in walk(variant, flipped, 16, 7, 5) {
                    let kept = keeping.render_png(&position, &options);
                    assert!(
                        kept == fresh.render_png(&position, &options),
                        "{variant} flipped {flipped}, ply {ply}: {}",
                        position.to_fen()
                    );
                }
            }
        }
        let weight = keeping.bands.weight();
        assert!(weight > 0 && weight <= 256 << 10, "{weight} bytes kept");
    }
}
