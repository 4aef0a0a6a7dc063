//! Where things go: the image size, the frame, and the pixel square of every board square
//! in either orientation.

use rules::{Square, Variant};

use crate::options::RenderOptions;

/// Image size for the 8x8 boards: a chat preview shows it whole, and a square is 72–76 px.
pub const SIZE_8X8: u32 = 640;
/// Image size for the 10x10 boards.
pub const SIZE_10X10: u32 = 800;
/// Image size for the 12x12 board: its squares are 76 px, near the smaller boards' 74–78.
pub const SIZE_12X12: u32 = 960;
/// The smallest and largest sizes [`RenderOptions::size`] may ask for.
pub const MIN_SIZE: u32 = 160;
pub const MAX_SIZE: u32 = 2400;

/// A rectangle of an image: its top-left corner and its bottom-right corner (exclusive).
pub(crate) type Area = ((i32, i32), (i32, i32));

/// The geometry of one board image.
///
/// ```
/// use render::{Layout, RenderOptions};
/// use rules::Variant;
/// let layout = Layout::new(Variant::English, &RenderOptions::default());
/// assert_eq!(layout.image_size(), (640, 640));
/// let a1 = Variant::English.square_at(0, 0).unwrap();
/// let (x, y) = layout.square_center(a1);
/// assert!(x < 100 && y > 540); // bottom left
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Layout {
    variant: Variant,
    files: u32,
    image: u32,
    origin: u32,
    square: u32,
    flip: bool,
}

impl Layout {
    pub fn new(variant: Variant, options: &RenderOptions) -> Layout {
        let files = variant.board().size() as u32;
        let default = match files {
            12 => SIZE_12X12,
            10 => SIZE_10X10,
            _ => SIZE_8X8,
        };
        let image = options.size.unwrap_or(default).clamp(MIN_SIZE, MAX_SIZE);
        // Coordinates need a wider frame than a plain rim.
        let frame = if variant.is_algebraic() {
            image / 20
        } else {
            image / 40
        };
        let square = (image - 2 * frame) / files;
        let origin = (image - square * files) / 2;
        Layout {
            variant,
            files,
            image,
            origin,
            square,
            flip: options.flip,
        }
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Width and height of the image.
    pub fn image_size(&self) -> (u32, u32) {
        (self.image, self.image)
    }

    /// The side of one square, in pixels.
    pub fn square_size(&self) -> u32 {
        self.square
    }

    /// Files (and ranks) on the board: 8, 10 or 12.
    pub fn files(&self) -> u32 {
        self.files
    }

    pub fn is_flipped(&self) -> bool {
        self.flip
    }

    /// The board's top-left corner and its bottom-right corner (exclusive), frame excluded.
    pub fn board_rect(&self) -> ((i32, i32), (i32, i32)) {
        let start = self.origin as i32;
        let end = start + (self.square * self.files) as i32;
        ((start, start), (end, end))
    }

    /// Column and row on screen (0 = left, 0 = top) of a board coordinate.
    pub fn cell(&self, file: u8, rank: u8) -> (u32, u32) {
        let last = self.files - 1;
        let (file, rank) = (file as u32, rank as u32);
        if self.flip {
            (last - file, rank)
        } else {
            (file, last - rank)
        }
    }

    /// The top-left pixel of the cell at a screen column and row.
    pub fn cell_origin(&self, column: u32, row: u32) -> (i32, i32) {
        (
            (self.origin + column * self.square) as i32,
            (self.origin + row * self.square) as i32,
        )
    }

    /// Top-left corner and bottom-right corner (exclusive) of a square.
    pub fn square_rect(&self, sq: Square) -> ((i32, i32), (i32, i32)) {
        let (file, rank) = self.variant.coords(sq);
        let (column, row) = self.cell(file, rank);
        let (x, y) = self.cell_origin(column, row);
        let side = self.square as i32;
        ((x, y), (x + side, y + side))
    }

    /// The centre pixel of a square.
    pub fn square_center(&self, sq: Square) -> (i32, i32) {
        let ((x, y), _) = self.square_rect(sq);
        let half = self.square as i32 / 2;
        (x + half, y + half)
    }

    /// The square under a pixel, if any playable square is there.
    pub fn square_at_pixel(&self, x: i32, y: i32) -> Option<Square> {
        let ((x0, y0), (x1, y1)) = self.board_rect();
        if x < x0 || y < y0 || x >= x1 || y >= y1 {
            return None;
        }
        let column = ((x - x0) as u32 / self.square) as u8;
        let row = ((y - y0) as u32 / self.square) as u8;
        let last = self.files as u8 - 1;
        let (file, rank) = if self.flip {
            (last - column, row)
        } else {
            (column, last - row)
        };
        self.variant.square_at(file, rank)
    }
}
