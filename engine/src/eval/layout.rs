//! Where the evaluation looks: the windows of its patterns and the index of every feature in
//! the weight vector, worked out once per board from the public geometry of `rules`.
//!
//! A window is a small rectangle of the board holding at most eight playable squares; its
//! pattern is the men on those squares (empty, own, other: 3^8 = 6,561 configurations). The
//! windows overlap and cover the board. A window and its twin, the window turned half round,
//! share one table of weights: White's men seen in a window are valued as Black's men seen in
//! its twin, which keeps the evaluation of a position and of its colour-reversed image exact
//! opposites. A window that is its own twin (the centre of an odd grid of windows) is read
//! twice, once for each side.

use rules::{Board, Color, Square, Variant};

/// One reading of a window: its squares in the order of its digits, and whose men count as
/// "own" (digit 1; the other side's are digit 2).
#[derive(Debug, Clone)]
pub(crate) struct Reading {
    pub class: usize,
    pub side: Color,
    pub squares: Vec<Square>,
}

/// The features of one board: the pattern windows and the scalar terms after them.
#[derive(Debug, Clone)]
pub(crate) struct Layout {
    pub readings: Vec<Reading>,
    /// Where each class's table starts in the weight vector, and its length (3^squares).
    pub class_offset: Vec<usize>,
    /// The first index of each scalar term ([`Term`]).
    pub terms: usize,
    /// King placement: one weight per square, from the king's own side.
    pub king_square: usize,
    /// How many playable squares (the king placement table's length).
    pub squares: usize,
    /// Runaway men by rows still to go (1 to [`RUNAWAY_ROWS`]), without and with a king
    /// against them.
    pub runaway: usize,
    /// How many weights (each has a middle-game and an endgame value).
    pub len: usize,
}

/// The scalar terms, in the order of their weights. Each counts White's against Black's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Term {
    Men = 0,
    Kings,
    /// Having a king at all (the first king is worth the most).
    AnyKing,
    /// Squares the kings can move to.
    KingMobility,
    /// The men's spread between the wings (each side's absolute skew).
    Skew,
    /// Rows the men have advanced, summed.
    Tempo,
    /// Men that cannot step forward.
    Locked,
    /// Men on their own back row.
    BackRow,
    /// The side to move.
    Turn,
}

pub(crate) const TERMS: usize = 9;
pub(crate) const RUNAWAY_ROWS: usize = 4;

impl Layout {
    pub fn new(variant: Variant) -> Layout {
        let board = variant.board();
        let size = board.size() as i32;
        // Window shape and where windows start.
        let (height, width, row_starts, col_starts): (i32, i32, Vec<i32>, Vec<i32>) = match board {
            Board::Full8 => (2, 4, (0..=6).collect(), vec![0, 2, 4]),
            _ => {
                let starts: Vec<i32> = (0..=size - 4).step_by(2).collect();
                (4, 4, starts.clone(), starts)
            }
        };
        let square_at = |file: i32, rank: i32| -> Option<Square> {
            if (0..size).contains(&file) && (0..size).contains(&rank) {
                variant.square_at(file as u8, rank as u8)
            } else {
                None
            }
        };
        // The squares of the window at (rank, file) corner, read from White's side: rank by
        // rank from White's back row, file by file from White's left.
        let window = |rank0: i32, file0: i32| -> Vec<Square> {
            let mut squares = Vec::new();
            for r in rank0..rank0 + height {
                for f in file0..file0 + width {
                    if let Some(sq) = square_at(f, r) {
                        squares.push(sq);
                    }
                }
            }
            squares
        };
        // The same window turned half round and read from Black's side: the k-th square of
        // the twin is the k-th square of the window, turned.
        let turned = |squares: &[Square]| -> Vec<Square> {
            squares
                .iter()
                .map(|&sq| {
                    let (f, r) = variant.coords(sq);
                    square_at(size - 1 - f as i32, size - 1 - r as i32).expect("a board turned")
                })
                .collect()
        };
        let mut readings = Vec::new();
        let mut class_offset = Vec::new();
        let mut offset = 0;
        let mut seen = std::collections::HashSet::new();
        for &r in &row_starts {
            for &f in &col_starts {
                let twin = (size - height - r, size - width - f);
                if seen.contains(&(r, f)) {
                    continue;
                }
                seen.insert((r, f));
                seen.insert(twin);
                let squares = window(r, f);
                let class = class_offset.len();
                class_offset.push(offset);
                offset += 3usize.pow(squares.len() as u32);
                readings.push(Reading {
                    class,
                    side: Color::White,
                    squares: squares.clone(),
                });
                readings.push(Reading {
                    class,
                    side: Color::Black,
                    squares: turned(&squares),
                });
            }
        }
        let terms = offset;
        let king_square = terms + TERMS;
        let squares = variant.playable().len();
        let runaway = king_square + squares;
        let len = runaway + 2 * RUNAWAY_ROWS;
        Layout {
            readings,
            class_offset,
            terms,
            king_square,
            squares,
            runaway,
            len,
        }
    }

    pub fn term(&self, term: Term) -> usize {
        self.terms + term as usize
    }

    /// The classes of pattern weights.
    #[cfg(test)]
    pub fn classes(&self) -> usize {
        self.class_offset.len()
    }

    /// A number that changes whenever the meaning of the weight vector does: a weight file
    /// made for another layout is refused.
    pub fn fingerprint(&self) -> u32 {
        let mut h: u32 = 0x811C_9DC5;
        let mut mix = |x: usize| {
            h ^= x as u32;
            h = h.wrapping_mul(0x0100_0193);
        };
        mix(self.len);
        mix(TERMS);
        mix(RUNAWAY_ROWS);
        for reading in &self.readings {
            mix(reading.class);
            mix(reading.side as usize);
            for sq in &reading.squares {
                mix(sq.index() as usize);
            }
        }
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::SquareSet;

    fn set_of(squares: &[Square]) -> SquareSet {
        squares.iter().copied().collect()
    }

    #[test]
    fn windows_cover_the_board_with_twins() {
        for &variant in Variant::ALL {
            let layout = Layout::new(variant);
            let mut covered = SquareSet::EMPTY;
            for reading in &layout.readings {
                assert!(reading.squares.len() <= 8, "{variant}");
                assert!(!reading.squares.is_empty(), "{variant}");
                covered = SquareSet::from_bits(covered.bits() | set_of(&reading.squares).bits());
            }
            assert_eq!(covered, variant.playable(), "{variant}");
            // Every class is read once for each side.
            for class in 0..layout.classes() {
                let sides: Vec<Color> = layout
                    .readings
                    .iter()
                    .filter(|r| r.class == class)
                    .map(|r| r.side)
                    .collect();
                assert_eq!(sides, vec![Color::White, Color::Black], "{variant}");
            }
        }
    }
}
