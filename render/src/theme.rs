//! Colours. One theme, warm wood in the style of lidraughts' default board, chosen for contrast:
//! cream men with a dark outline, near-black men with a light outline (visible on the dark
//! squares and on dark-mode chat backgrounds alike), a dark frame with a lighter rim so the
//! board's edge shows on both light and dark chat themes.

/// An sRGB colour, `[red, green, blue]`.
pub type Rgb = [u8; 3];

/// Every colour a board image uses. Public so that tests (and callers) can look for them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Theme {
    /// The light squares (unplayable on the diagonal boards).
    pub light_square: Rgb,
    /// The dark (playable) squares.
    pub dark_square: Rgb,
    /// The last move's start and end, on a dark square.
    pub highlight_dark: Rgb,
    /// The last move's start and end, on a light square (Dameo plays on every square).
    pub highlight_light: Rgb,
    /// The frame around the board.
    pub frame: Rgb,
    /// The thin outer rim of the frame.
    pub rim: Rgb,
    /// Coordinates (a–h, 1–8) on the frame.
    pub frame_text: Rgb,
    /// Square numbers on the dark squares.
    pub number_text: Rgb,
    /// The dark halo around square numbers.
    pub number_halo: Rgb,
    /// The route of a capture, through its landing squares.
    pub path: Rgb,
    /// The cross over a captured piece.
    pub capture_mark: Rgb,
    pub white_fill: Rgb,
    pub white_edge: Rgb,
    /// The inner ring that gives a man some depth.
    pub white_ring: Rgb,
    pub black_fill: Rgb,
    pub black_edge: Rgb,
    pub black_ring: Rgb,
    /// The crown on a white king.
    pub white_crown: Rgb,
    /// The crown on a black king.
    pub black_crown: Rgb,
    /// The outline of a crown.
    pub crown_edge: Rgb,
    /// How opaque a captured piece's ghost is, 0.0–1.0.
    pub ghost_alpha: f64,
    /// The frame around the squares of a refused move.
    pub refused_mark: Rgb,
    /// The ring around a piece the rules oblige to move (one that must capture).
    pub obliged_mark: Rgb,
}

impl Theme {
    /// The default theme: warm wood.
    pub const WOOD: Theme = Theme {
        light_square: [240, 217, 181],
        dark_square: [181, 136, 99],
        highlight_dark: [170, 162, 58],
        highlight_light: [205, 210, 107],
        frame: [48, 34, 25],
        rim: [140, 106, 74],
        frame_text: [236, 220, 190],
        number_text: [252, 242, 222],
        number_halo: [84, 58, 38],
        path: [36, 110, 196],
        capture_mark: [210, 40, 40],
        white_fill: [247, 239, 224],
        white_edge: [44, 31, 23],
        white_ring: [212, 196, 170],
        black_fill: [36, 33, 31],
        black_edge: [236, 226, 206],
        black_ring: [86, 78, 72],
        white_crown: [191, 134, 22],
        black_crown: [242, 196, 58],
        crown_edge: [74, 48, 8],
        ghost_alpha: 0.42,
        refused_mark: [214, 32, 32],
        obliged_mark: [24, 170, 72],
    };
}

impl Theme {
    /// Every colour of the theme.
    pub(crate) fn colours(&self) -> [Rgb; 22] {
        [
            self.light_square,
            self.dark_square,
            self.highlight_dark,
            self.highlight_light,
            self.frame,
            self.rim,
            self.frame_text,
            self.number_text,
            self.number_halo,
            self.path,
            self.capture_mark,
            self.white_fill,
            self.white_edge,
            self.white_ring,
            self.black_fill,
            self.black_edge,
            self.black_ring,
            self.white_crown,
            self.black_crown,
            self.crown_edge,
            self.refused_mark,
            self.obliged_mark,
        ]
    }
}

impl Default for Theme {
    fn default() -> Theme {
        Theme::WOOD
    }
}

pub(crate) fn color(rgb: Rgb) -> plotters::style::RGBColor {
    plotters::style::RGBColor(rgb[0], rgb[1], rgb[2])
}
