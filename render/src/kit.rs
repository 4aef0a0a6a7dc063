//! Everything a [`crate::Renderer`] keeps for one layout and theme: the parts a board image is
//! copied together from (see `tiles.rs`), its labels, and the same parts as indices into one
//! palette, from which a PNG is made without looking at a colour.
//!
//! An image without marks over its squares (no capture's route, no refusal) is composed from
//! the indexed parts directly: the base (the frame, the empty squares and their labels), a
//! tile on each square that differs from it, and over the tile that square's label, blended
//! when the kit was made. Where an image has marks, the pixels around them (within the rows of
//! the bands they cross) are drawn in RGB, as plotters draws them, and their colours looked up
//! in the palette. Either way a pixel gets the index of the colour the RGB drawing
//! ([`Kit::rgb`]) gives it, or of that colour's nearest in the palette.

use std::cell::Cell as ThreadCell;
use std::collections::HashSet;
use std::sync::{Arc, OnceLock};

use plotters::coord::Shift;

use rules::{Position, Square};

use crate::canvas::RgbImage;
use crate::encode::{self, Band};
use crate::error::RenderError;
use crate::kept_bands::{BandKey, KeptBands};
use crate::labels::Labels;
use crate::layout::{Area, Layout};
use crate::options::LastMove;
use crate::palette::{Counts, FORCED, Palette};
use crate::scene::{LOOKS, Look, PIECES, SHOWN, Scene, Shown};
use crate::theme::{Rgb, Theme};
use crate::tiles::{self, Content};
use crate::{last_move, marks};

thread_local! {
    /// The RGB pixels of the last marked rows drawn on this thread, for the next ones: only
    /// the pixels within the marks' areas are read, and each of those is written first, so
    /// the buffer is not cleared between images (clearing cost a tenth of a capture's image).
    static MARKED_PIXELS: ThreadCell<Vec<u8>> = const { ThreadCell::new(Vec::new()) };
}

/// Tiles a layout can need: on a dark or a light square, lit or not, each thing shown.
const TILES: usize = 2 * 2 * SHOWN;

/// One playable square of the layout.
#[derive(Debug, Clone, Copy)]
struct Cell {
    /// The top-left corner of the square in the image.
    origin: (i32, i32),
    /// Whether it is one of the dark squares (Dameo plays on the light ones too).
    dark: bool,
}

/// The parts of one layout's board images.
#[derive(Debug)]
pub(crate) struct Kit {
    layout: Layout,
    theme: Theme,
    /// By square index; `None` for the squares of the board nobody plays on.
    cells: Vec<Option<Cell>>,
    /// Drawn when first needed; see [`Kit::tile_slot`].
    tiles: Vec<OnceLock<RgbImage>>,
    labels: Labels,
    /// Made when the first image is asked for. The base is kept only as indices: its RGB
    /// pixels are the theme's flat colours, which the palette holds exactly.
    indexed: OnceLock<Indexed>,
    /// The kit's number in its renderer, which tells its kept bands from other kits'.
    serial: u64,
    /// The image's rows cut where the ranks of squares begin and end, top to bottom; `None`
    /// when the squares do not line up in ranks.
    bands: Option<Vec<BandRows>>,
}

/// Rows of a board image that are the frame alone, or one rank of squares and the frame on
/// its sides.
#[derive(Debug)]
struct BandRows {
    /// From the first row to before the last.
    rows: (u32, u32),
    /// The playable squares within these rows (their indices), each filling their height.
    squares: Vec<usize>,
}

/// The kit's parts as palette indices.
#[derive(Debug)]
struct Indexed {
    palette: Palette,
    /// The palette as PNG's PLTE chunk holds it.
    palette_bytes: Vec<u8>,
    /// The frame and the empty unlit squares, labels included.
    base: Vec<u8>,
    /// By label: the base without labels over the rectangle the label may change, to undo
    /// the labels where an image is drawn in RGB.
    under_labels: Vec<Patch>,
    /// By tile slot; empty for a square colour the board does not have.
    tiles: Vec<Vec<u8>>,
    /// The index of the lit colour of a dark square and of a light one.
    lit: [u8; 2],
    /// By square index × [`LOOKS`] + look: the rectangle of the square's label over that look
    /// (none for the unlit empty square, which the base shows, nor where no label is).
    patches: Vec<Option<Patch>>,
    /// Whether images can be composed from these parts: not when a label reaches outside its
    /// square or onto the board (only at the smallest sizes).
    by_squares: bool,
}

/// A rectangle of indices to copy into an image.
#[derive(Debug)]
struct Patch {
    at: (i32, i32),
    width: u32,
    /// Shared by the patches of the same pixels: a label's corner often shows the same
    /// under several looks of its square (a piece's body does not reach it).
    indices: Arc<[u8]>,
}

impl Kit {
    /// The kit of `layout` in `theme`, numbered `serial` by its renderer.
    pub fn new(layout: Layout, theme: Theme, serial: u64) -> Kit {
        let variant = layout.variant();
        let mut cells = vec![
            None;
            variant
                .playable()
                .iter()
                .map(|sq| sq.index() as usize + 1)
                .max()
                .unwrap_or(0)
        ];
        for sq in variant.playable().iter() {
            let (file, rank) = variant.coords(sq);
            let ((x, y), _) = layout.square_rect(sq);
            cells[sq.index() as usize] = Some(Cell {
                origin: (x, y),
                dark: crate::board::is_dark(variant, file, rank),
            });
        }
        Kit {
            bands: band_rows(&layout, &cells),
            layout,
            theme,
            cells,
            tiles: (0..TILES).map(|_| OnceLock::new()).collect(),
            labels: Labels::new(&layout, &theme),
            indexed: OnceLock::new(),
            serial,
        }
    }

    fn cell(&self, sq: Square) -> Option<Cell> {
        self.cells.get(sq.index() as usize).copied().flatten()
    }

    /// A square's colour.
    fn under(&self, dark: bool, lit: bool) -> Rgb {
        let theme = &self.theme;
        match (dark, lit) {
            (true, false) => theme.dark_square,
            (false, false) => theme.light_square,
            (true, true) => theme.highlight_dark,
            (false, true) => theme.highlight_light,
        }
    }

    fn tile_slot(dark: bool, lit: bool, shown: Shown) -> usize {
        (usize::from(!dark) * 2 + usize::from(lit)) * SHOWN + shown.ordinal()
    }

    fn tile(&self, dark: bool, lit: bool, shown: Shown) -> &RgbImage {
        self.tiles[Kit::tile_slot(dark, lit, shown)].get_or_init(|| {
            let content = match shown {
                Shown::Piece(piece) => Content::Piece(piece),
                Shown::Ghost(piece) => Content::Ghost {
                    piece,
                    faded_into: self.under(dark, false),
                },
            };
            let side = self.layout.square_size();
            tiles::draw_tile(side, self.under(dark, lit), content, &self.theme)
        })
    }

    /// Copies the look of every square of `scene` that is not plain onto `image`, a copy of
    /// the base whose top row is row `top` of the board's image; only of those that reach
    /// into `areas` when given.
    fn copy_squares(&self, image: &mut RgbImage, top: u32, scene: &Scene, areas: Option<&[Area]>) {
        let side = self.layout.square_size() as i32;
        for &(sq, look) in &scene.squares {
            let Some(cell) = self.cell(sq) else { continue };
            let (x, y) = cell.origin;
            if areas.is_some_and(|areas| !reaches(((x, y), (x + side, y + side)), areas)) {
                continue;
            }
            let at = (x, y - top as i32);
            match look.content {
                Some(shown) => tiles::blit(image, self.tile(cell.dark, look.lit, shown), at),
                None => tiles::fill(image, at, side as u32, self.under(cell.dark, look.lit)),
            }
        }
    }

    /// The image in RGB: what a PNG of the scene shows, before its colours are put in a
    /// palette.
    pub fn rgb(&self, position: &Position, scene: &Scene) -> RgbImage {
        let mut image = self.indexed().plain(&self.layout);
        self.copy_squares(&mut image, 0, scene, None);
        if scene.has_marks() {
            self.draw_marks(
                &mut image,
                0,
                position,
                scene.route.as_ref(),
                &scene.refused,
                &scene.obliged,
            );
        }
        self.labels.draw(&mut image);
        image
    }

    /// Draws the marks over `image`, whose top row is row `top` of the board's image.
    fn draw_marks(
        &self,
        image: &mut RgbImage,
        top: u32,
        position: &Position,
        route: Option<&LastMove>,
        refused: &[Square],
        obliged: &[Square],
    ) {
        let (layout, theme) = (&self.layout, &self.theme);
        let result = image.draw(|canvas| {
            // The marks are placed in the board's image; the canvas holds its rows from `top`.
            let canvas = &canvas.apply_coord_spec(Shift((0, -(top as i32))));
            if let Some(last) = route {
                last_move::draw_route(canvas, layout, last, theme)?;
                last_move::draw_crosses(canvas, layout, position, last, theme)?;
            }
            marks::draw_refused(canvas, layout, refused, theme)?;
            marks::draw_obliged(canvas, layout, obliged, theme)
        });
        // Drawing into memory has no failure of its own; should plotters ever report one, the
        // picture is still served as far as it got, and the tests (debug builds) hear of it.
        debug_assert!(result.is_ok(), "drawing failed: {result:?}");
    }

    /// The image as a PNG, put together from the bands of its rows kept in `kept` and those
    /// compressed here (and kept for the next images). A band that a mark crosses is
    /// compressed afresh and not kept: the marks are drawn for that image only.
    pub fn png(
        &self,
        position: &Position,
        scene: &Scene,
        kept: &KeptBands,
    ) -> Result<Vec<u8>, RenderError> {
        let (width, height) = self.layout.image_size();
        let indexed = self.indexed();
        let bands = match &self.bands {
            Some(bands) if indexed.by_squares => bands,
            _ => {
                let (indices, palette) = self.indices(position, scene);
                return encode::indexed_png(width, height, palette, &indices);
            }
        };
        let mut looks = vec![0u8; self.cells.len()];
        for &(sq, look) in &scene.squares {
            if let Some(slot) = looks.get_mut(sq.index() as usize) {
                *slot = look.ordinal() as u8;
            }
        }
        let marked = self.marked_areas(scene);
        let crossed: Vec<bool> = bands
            .iter()
            .map(|band| {
                let (top, bottom) = (band.rows.0 as i32, band.rows.1 as i32);
                reaches(((i32::MIN, top), (i32::MAX, bottom)), &marked)
            })
            .collect();
        // The rows from the first band a mark crosses to the last: the only ones drawn in RGB.
        let marked_rows = bands
            .iter()
            .zip(&crossed)
            .filter(|(_, crossed)| **crossed)
            .fold(None, |rows: Option<(u32, u32)>, (band, _)| {
                Some(rows.map_or(band.rows, |(top, _)| (top, band.rows.1)))
            });
        let mut marked_image: Option<Vec<u8>> = None;
        let mut parts: Vec<Arc<Band>> = Vec::with_capacity(bands.len());
        for (i, (band, &crossed)) in bands.iter().zip(&crossed).enumerate() {
            let key = (!crossed)
                .then(|| {
                    let of_band = band.squares.iter().map(|&sq| looks[sq]);
                    BandKey::new(self.serial, i, of_band)
                })
                .flatten();
            if let Some(found) = key.and_then(|key| kept.get(&key)) {
                parts.push(found);
                continue;
            }
            let w = width as usize;
            let fresh = Arc::new(if let (true, Some(rows)) = (crossed, marked_rows) {
                // The marks are drawn once, over the rows of all the bands they cross.
                let indices = marked_image
                    .get_or_insert_with(|| self.composed(position, scene, &marked, rows));
                let (top, bottom) = (band.rows.0 - rows.0, band.rows.1 - rows.0);
                encode::band(&indices[top as usize * w..bottom as usize * w], w)?
            } else {
                encode::band(&indexed.compose(self, scene, band.rows), w)?
            });
            if let Some(key) = key {
                kept.keep(key, fresh.clone());
            }
            parts.push(fresh);
        }
        let parts: Vec<&Band> = parts.iter().map(Arc::as_ref).collect();
        encode::png_of_bands(width, height, &indexed.palette_bytes, &parts)
    }

    /// The image as palette indices, one byte a pixel, and the palette (PLTE bytes).
    pub fn indices(&self, position: &Position, scene: &Scene) -> (Vec<u8>, &[u8]) {
        let indexed = self.indexed();
        let palette = &indexed.palette;
        if !indexed.by_squares {
            let image = self.rgb(position, scene);
            let mut out = vec![0; image.pixels.len() / 3];
            palette.convert(&image.pixels, &mut out);
            return (out, &indexed.palette_bytes);
        }
        let marked = self.marked_areas(scene);
        let height = self.layout.image_size().1;
        (
            self.composed(position, scene, &marked, (0, height)),
            &indexed.palette_bytes,
        )
    }

    /// Rows `top` to before `bottom` of the image as indices, copied together from the
    /// indexed parts, with the scene's marks within `marked` (its [`Kit::marked_areas`]; none
    /// without marks): drawn in RGB, as plotters draws them, and only the pixels around them
    /// looked up. For kits whose images are composed by squares.
    fn composed(
        &self,
        position: &Position,
        scene: &Scene,
        marked: &[Area],
        (top, bottom): (u32, u32),
    ) -> Vec<u8> {
        let indexed = self.indexed();
        let width = self.layout.image_size().0;
        let mut out = indexed.compose(self, scene, (top, bottom));
        if marked.is_empty() {
            return out;
        }
        let image = self.rgb_within(position, scene, marked, (top, bottom));
        let mut converter = indexed.palette.converter();
        for &((x0, y0), (x1, y1)) in marked {
            let (x0, x1) = (x0.max(0) as usize, x1.clamp(0, width as i32) as usize);
            if x0 >= x1 {
                continue;
            }
            let (y0, y1) = (y0.max(top as i32), y1.min(bottom as i32));
            for y in y0..y1 {
                let row = (y as u32 - top) as usize * width as usize;
                converter.convert_over(
                    &image.pixels[(row + x0) * 3..(row + x1) * 3],
                    &mut out[row + x0..row + x1],
                );
            }
        }
        MARKED_PIXELS.set(image.pixels);
        out
    }

    /// The rectangles outside which the scene's marks leave the pixels of the squares alone;
    /// none for a scene without marks.
    fn marked_areas(&self, scene: &Scene) -> Vec<Area> {
        let mut areas = scene
            .route
            .as_ref()
            .map(|last| last_move::marked_areas(&self.layout, last))
            .unwrap_or_default();
        areas.extend(marks::marked_areas(
            &self.layout,
            &scene.refused,
            &scene.obliged,
        ));
        areas
    }

    /// Rows `top` to before `bottom` of [`Kit::rgb`], right within `areas` (which lie
    /// within those rows) and only there: the other pixels are whatever this thread's last
    /// marked image left in [`MARKED_PIXELS`], which the image's buffer is taken from.
    fn rgb_within(
        &self,
        position: &Position,
        scene: &Scene,
        areas: &[Area],
        (top, bottom): (u32, u32),
    ) -> RgbImage {
        let mut pixels = MARKED_PIXELS.take();
        let width = self.layout.image_size().0;
        pixels.resize(width as usize * (bottom - top) as usize * 3, 0);
        let mut image = RgbImage {
            width,
            height: bottom - top,
            pixels,
        };
        self.indexed().plain_within(&mut image, top, areas);
        self.copy_squares(&mut image, top, scene, Some(areas));
        self.draw_marks(
            &mut image,
            top,
            position,
            scene.route.as_ref(),
            &scene.refused,
            &scene.obliged,
        );
        for label in self.labels.iter() {
            let ((x, y), (w, h)) = label.bounds();
            if reaches(((x, y), (x + w as i32, y + h as i32)), areas) {
                label.draw_at(&mut image, (0, -(top as i32)));
            }
        }
        image
    }

    fn indexed(&self) -> &Indexed {
        self.indexed.get_or_init(|| Indexed::new(self))
    }

    /// The palette of the kit's PNGs.
    #[cfg(test)]
    pub fn palette(&self) -> &Palette {
        &self.indexed().palette
    }

    /// Whether every label stays where the composition by squares expects it: a number
    /// inside its own square, a coordinate on the frame.
    fn labels_fit(&self) -> bool {
        let (width, height) = self.layout.image_size();
        let ((bx0, by0), (bx1, by1)) = self.layout.board_rect();
        self.labels.iter().all(|label| {
            let ((x, y), (w, h)) = label.bounds();
            let (x1, y1) = (x + w as i32, y + h as i32);
            let in_image = x >= 0 && y >= 0 && x1 <= width as i32 && y1 <= height as i32;
            let fits = match label.square {
                Some(sq) => {
                    let ((sx0, sy0), (sx1, sy1)) = self.layout.square_rect(sq);
                    x >= sx0 && y >= sy0 && x1 <= sx1 && y1 <= sy1
                }
                None => x1 <= bx0 || y1 <= by0 || x >= bx1 || y >= by1,
            };
            in_image && fits
        })
    }
}

/// Whether the rectangle `rect` (from its top-left corner to before its bottom-right one)
/// overlaps any of `areas`.
fn reaches(((x0, y0), (x1, y1)): Area, areas: &[Area]) -> bool {
    areas
        .iter()
        .any(|&((ax0, ay0), (ax1, ay1))| x0 < ax1 && ax0 < x1 && y0 < ay1 && ay0 < y1)
}

/// The bands of `layout`'s images: cut at the top and bottom of every square, each band
/// listing the squares that fill its height. `None` if a square would straddle a cut (the
/// squares not in ranks), or a square reached outside the image.
fn band_rows(layout: &Layout, cells: &[Option<Cell>]) -> Option<Vec<BandRows>> {
    let side = layout.square_size() as i32;
    let height = layout.image_size().1 as i32;
    let mut cuts = vec![0, height];
    for cell in cells.iter().flatten() {
        cuts.extend([cell.origin.1, cell.origin.1 + side]);
    }
    cuts.sort_unstable();
    cuts.dedup();
    if cuts[0] < 0 || cuts[cuts.len() - 1] > height {
        return None;
    }
    let bands: Vec<BandRows> = cuts
        .windows(2)
        .map(|cut| BandRows {
            rows: (cut[0] as u32, cut[1] as u32),
            squares: (0..cells.len())
                .filter(|&i| cells[i].is_some_and(|c| c.origin.1 == cut[0]))
                .collect(),
        })
        .collect();
    let fill = bands
        .iter()
        .all(|band| band.squares.is_empty() || band.rows.1 - band.rows.0 == side as u32);
    fill.then_some(bands)
}

/// How often a square of a board of `squares` playable ones shows `look` in a typical image,
/// in thousandths: what a part counts towards the palette, the pixels of images being what
/// the palette should show well. Half the squares hold men; a king here and there; one lit
/// square is empty (where the last move started) and one holds the piece that moved; a
/// capture leaves a ghost or two.
fn frequency(look: Look, squares: u64) -> u64 {
    let per_image = |thousandths: u64| (thousandths / squares.max(1)).max(1);
    match (look.lit, look.content) {
        (false, None) => 400,
        (false, Some(Shown::Piece(piece))) if !piece.is_king() => 250,
        (false, Some(Shown::Piece(_))) => 30,
        (false, Some(Shown::Ghost(piece))) if !piece.is_king() => per_image(150),
        (false, Some(Shown::Ghost(_))) => per_image(50),
        (true, None) => per_image(1000),
        (true, Some(Shown::Piece(piece))) if !piece.is_king() => per_image(400),
        (true, Some(Shown::Piece(_))) => per_image(100),
        (true, Some(Shown::Ghost(_))) => 1,
    }
}

impl Indexed {
    fn new(kit: &Kit) -> Indexed {
        let by_squares = kit.labels_fit();
        let theme = &kit.theme;
        let side = kit.layout.square_size();
        let numbered = !kit.layout.variant().is_algebraic();
        let has = |dark: bool| kit.cells.iter().flatten().any(|c| c.dark == dark);
        let colours: Vec<bool> = vec![has(true), has(false)];
        let mut counts = Counts::default();
        // The theme's flat colours come first, whatever their number of pixels.
        for colour in theme.colours() {
            counts.add(colour, FORCED);
        }
        let plain = tiles::draw_base(&kit.layout, theme);
        let mut base = plain.clone();
        kit.labels.draw(&mut base);
        counts.add_pixels(&base.pixels, 1000);
        let squares = |dark: bool| {
            kit.cells
                .iter()
                .flatten()
                .filter(|c| c.dark == dark)
                .count()
        };
        for (dark, lit, shown) in tile_kinds(&colours) {
            let look = Look {
                lit,
                content: Some(shown),
            };
            let n = squares(dark) as u64;
            counts.add_pixels(&kit.tile(dark, lit, shown).pixels, n * frequency(look, n));
        }
        // Each label over each look of its square, RGB for now.
        let mut patches: Vec<Option<(i32, i32, RgbImage)>> = Vec::new();
        if numbered && by_squares {
            patches.resize_with(kit.cells.len() * LOOKS, || None);
            for label in kit.labels.iter() {
                let Some(sq) = label.square else { continue };
                let Some(cell) = kit.cell(sq) else { continue };
                let ((x, y), (w, h)) = label.bounds();
                for look in Look::all().filter(|&l| l != Look::PLAIN) {
                    let mut square = match look.content {
                        Some(shown) => kit.tile(cell.dark, look.lit, shown).clone(),
                        None => {
                            let mut fill = RgbImage::new(side, side);
                            tiles::fill(&mut fill, (0, 0), side, kit.under(cell.dark, look.lit));
                            fill
                        }
                    };
                    label.draw_at(&mut square, (-cell.origin.0, -cell.origin.1));
                    let crop =
                        square.crop((x - cell.origin.0) as u32, (y - cell.origin.1) as u32, w, h);
                    let n = squares(cell.dark) as u64;
                    counts.add_pixels(&crop.pixels, frequency(look, n));
                    patches[sq.index() as usize * LOOKS + look.ordinal()] = Some((x, y, crop));
                }
            }
        }
        // Marks are on a capture's image or a refusal's, a fair share of all.
        for colour in sample_marks(kit, &plain) {
            counts.add(colour, 100);
        }
        let palette = Palette::from_counts(counts);
        let convert = |image: &RgbImage| {
            let mut out = vec![0; image.pixels.len() / 3];
            palette.convert(&image.pixels, &mut out);
            out
        };
        let mut tile_indices = vec![Vec::new(); TILES];
        for (dark, lit, shown) in tile_kinds(&colours) {
            tile_indices[Kit::tile_slot(dark, lit, shown)] = convert(kit.tile(dark, lit, shown));
        }
        let mut shared: HashSet<(u32, Arc<[u8]>)> = HashSet::new();
        let patches = patches
            .into_iter()
            .map(|p| {
                p.map(|(x, y, crop)| {
                    let pixels: (u32, Arc<[u8]>) = (crop.width, convert(&crop).into());
                    let indices = match shared.get(&pixels) {
                        Some((_, kept)) => kept.clone(),
                        None => {
                            shared.insert(pixels.clone());
                            pixels.1
                        }
                    };
                    Patch {
                        at: (x, y),
                        width: crop.width,
                        indices,
                    }
                })
            })
            .collect();
        let (width, height) = kit.layout.image_size();
        let under_labels = kit
            .labels
            .iter()
            .filter_map(|label| {
                let ((x, y), (w, h)) = label.bounds();
                let (x0, y0) = (x.max(0), y.max(0));
                let x1 = (x + w as i32).min(width as i32);
                let y1 = (y + h as i32).min(height as i32);
                (x0 < x1 && y0 < y1).then(|| {
                    let (w, h) = ((x1 - x0) as u32, (y1 - y0) as u32);
                    Patch {
                        at: (x0, y0),
                        width: w,
                        indices: convert(&plain.crop(x0 as u32, y0 as u32, w, h)).into(),
                    }
                })
            })
            .collect();
        Indexed {
            by_squares,
            base: convert(&base),
            under_labels,
            tiles: tile_indices,
            lit: [
                palette.index_of(theme.highlight_dark),
                palette.index_of(theme.highlight_light),
            ],
            patches,
            palette_bytes: palette.to_bytes(),
            palette,
        }
    }

    /// The frame and the unlit squares without labels, in RGB: the whole image.
    fn plain(&self, layout: &Layout) -> RgbImage {
        let (width, height) = layout.image_size();
        let mut image = self.expand_base(width, height);
        self.unlabel(&mut image, 0, None);
        image
    }

    /// The frame and the unlit squares without labels, in RGB, within `areas` of `image`,
    /// whose top row is row `top` of the board's image; its other pixels are left alone.
    fn plain_within(&self, image: &mut RgbImage, top: u32, areas: &[Area]) {
        self.expand_areas(image, top, areas);
        self.unlabel(image, top, Some(areas));
    }

    /// Takes the labels off `image` (whose top row is row `top` of the board's image) where
    /// they reach into `areas`, or everywhere.
    fn unlabel(&self, image: &mut RgbImage, top: u32, areas: Option<&[Area]>) {
        let width = image.width as usize;
        for patch in &self.under_labels {
            let (w, h) = (
                patch.width,
                (patch.indices.len() as u32) / patch.width.max(1),
            );
            let ((x, y), (x1, y1)) = (patch.at, (patch.at.0 + w as i32, patch.at.1 + h as i32));
            if areas.is_some_and(|areas| !reaches(((x, y), (x1, y1)), areas)) {
                continue;
            }
            for row in 0..h as usize {
                let Some(line) = (y as usize + row)
                    .checked_sub(top as usize)
                    .filter(|&line| line < image.height as usize)
                else {
                    continue;
                };
                let to = (line * width + x as usize) * 3;
                self.palette.expand(
                    &patch.indices[row * w as usize..(row + 1) * w as usize],
                    &mut image.pixels[to..to + w as usize * 3],
                );
            }
        }
    }

    /// The base, labels included, in RGB within `areas` of `image`, whose top row is row
    /// `top` of the board's image.
    fn expand_areas(&self, image: &mut RgbImage, top: u32, areas: &[Area]) {
        let width = image.width as usize;
        let bottom = (top + image.height) as i32;
        for &((x0, y0), (x1, y1)) in areas {
            let (x0, x1) = (x0.max(0) as usize, x1.clamp(0, width as i32) as usize);
            if x0 >= x1 {
                continue;
            }
            let (y0, y1) = (y0.max(top as i32) as usize, y1.min(bottom) as usize);
            for y in y0..y1 {
                let row = y * width;
                let (from, to) = (row + x0, row + x1);
                let at = (y - top as usize) * width + x0;
                // Most rows of the board repeat the one above.
                let above = from.wrapping_sub(width);
                if y > y0 && self.base[from..to] == self.base[above..above + to - from] {
                    let above = at - width;
                    image
                        .pixels
                        .copy_within(above * 3..(above + to - from) * 3, at * 3);
                } else {
                    self.palette.expand(
                        &self.base[from..to],
                        &mut image.pixels[at * 3..(at + to - from) * 3],
                    );
                }
            }
        }
    }

    /// The base, labels included, in RGB: written row by row, without clearing it first.
    fn expand_base(&self, width: u32, height: u32) -> RgbImage {
        let (w, h) = (width as usize, height as usize);
        let mut pixels = vec![0; w * 3];
        pixels.reserve(w * (h - 1) * 3);
        self.palette.expand(&self.base[..w], &mut pixels);
        for y in 1..h {
            // A row of the board is the one above but for a few pixels (a label's, a
            // square's edge): copied, and those pixels set.
            pixels.extend_from_within((y - 1) * w * 3..y * w * 3);
            let (above, row) = self.base[(y - 1) * w..(y + 1) * w].split_at(w);
            if row != above {
                for (x, (&index, _)) in row
                    .iter()
                    .zip(above)
                    .enumerate()
                    .filter(|(_, (i, a))| i != a)
                {
                    let at = (y * w + x) * 3;
                    pixels[at..at + 3].copy_from_slice(&self.palette.colour(index));
                }
            }
        }
        RgbImage {
            width,
            height,
            pixels,
        }
    }

    /// Rows `top` to before `bottom` of the image of `scene` without its marks: the base, a
    /// tile on each square that is not plain, and the square's label over it.
    fn compose(&self, kit: &Kit, scene: &Scene, (top, bottom): (u32, u32)) -> Vec<u8> {
        let width = kit.layout.image_size().0;
        let w = width as usize;
        let mut out = self.base[top as usize * w..bottom as usize * w].to_vec();
        let size = (width, bottom - top);
        let within = |(x, y): (i32, i32)| (x, y - top as i32);
        let side = kit.layout.square_size();
        for &(sq, look) in &scene.squares {
            let Some(cell) = kit.cell(sq) else { continue };
            // A square's label lies within the square (`by_squares`).
            if cell.origin.1 >= bottom as i32 || cell.origin.1 + side as i32 <= top as i32 {
                continue;
            }
            match look.content {
                Some(shown) => {
                    let tile = &self.tiles[Kit::tile_slot(cell.dark, look.lit, shown)];
                    tiles::blit_bytes(&mut out, size, tile, (side, side), within(cell.origin), 1);
                }
                None => {
                    let colour = [self.lit[usize::from(!cell.dark)]];
                    tiles::fill_bytes(&mut out, size, within(cell.origin), side, &colour);
                }
            }
            if let Some(patch) = self
                .patches
                .get(sq.index() as usize * LOOKS + look.ordinal())
                .and_then(Option::as_ref)
            {
                let h = patch.indices.len() as u32 / patch.width.max(1);
                tiles::blit_bytes(
                    &mut out,
                    size,
                    &patch.indices,
                    (patch.width, h),
                    within(patch.at),
                    1,
                );
            }
        }
        out
    }
}

/// The tiles a board with dark squares (`colours[0]`) and light ones (`colours[1]`) can need.
fn tile_kinds(colours: &[bool]) -> impl Iterator<Item = (bool, bool, Shown)> + '_ {
    [true, false]
        .into_iter()
        .zip(colours)
        .filter(|&(_, &present)| present)
        .flat_map(|(dark, _)| {
            [false, true]
                .into_iter()
                .flat_map(move |lit| Shown::all().map(move |shown| (dark, lit, shown)))
        })
}

/// The colours marks make at their edges over the squares and the men: a capture's route
/// across the board and its crosses, refusal frames and rings, drawn over a board of men and
/// empty squares (under the labels, as in an image) and compared with it.
fn sample_marks(kit: &Kit, plain: &RgbImage) -> Vec<Rgb> {
    let squares: Vec<Square> = kit.layout.variant().squares();
    let (Some(&first), Some(&last)) = (squares.first(), squares.last()) else {
        return Vec::new();
    };
    let middle = squares[squares.len() / 2];
    let mut board = plain.clone();
    for (i, &sq) in squares.iter().enumerate() {
        let Some(cell) = kit.cell(sq) else { continue };
        if i % 3 < 2 {
            let shown = Shown::Piece(PIECES[(i % 3) * 2]);
            tiles::blit(&mut board, kit.tile(cell.dark, false, shown), cell.origin);
        }
    }
    let route = LastMove {
        path: vec![first, middle, last],
        captured: vec![(middle, PIECES[0])],
    };
    let position = Position::empty(kit.layout.variant(), rules::Color::White);
    let ends: Vec<Square> = squares
        .iter()
        .take(6)
        .chain(squares.iter().rev().take(6))
        .copied()
        .collect();
    let mut labelled = board.clone();
    kit.labels.draw(&mut labelled);
    let mut changed = Vec::new();
    let marked: [(Option<&LastMove>, &[Square], &[Square]); 2] =
        [(Some(&route), &ends[..2], &[]), (None, &[], &ends)];
    for (route, refused, obliged) in marked {
        let mut image = board.clone();
        kit.draw_marks(&mut image, 0, &position, route, refused, obliged);
        kit.labels.draw(&mut image);
        changed.extend(
            image
                .pixels
                .chunks_exact(3)
                .zip(labelled.pixels.chunks_exact(3))
                .filter(|(a, b)| a != b)
                .map(|(a, _)| [a[0], a[1], a[2]]),
        );
    }
    changed
}

#[cfg(test)]
mod tests {
    use rules::Variant;

    use super::*;
    use crate::options::RenderOptions;

    /// The base kept only as indices gives back the frame and the squares as plotters drew
    /// them, pixel for pixel, whatever the board, its orientation and its size.
    #[test]
    fn the_indexed_base_gives_back_the_drawn_board() {
        for &variant in Variant::ALL {
            for options in [
                RenderOptions::new(),
                RenderOptions::new().flipped(true).size(500),
                RenderOptions::new().size(160),
            ] {
                let layout = Layout::new(variant, &options);
                let kit = Kit::new(layout, options.theme, 0);
                let plain = kit.indexed().plain(&layout);
                assert!(
                    plain == tiles::draw_base(&layout, &options.theme),
                    "{variant} {layout:?}"
                );
            }
        }
    }
}
