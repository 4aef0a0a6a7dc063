//! What the evaluation needs to know about a board, worked out once per variant from the
//! public geometry of `rules` (size, playable squares, coordinates). A variant added to `rules`
//! later gets its tables the same way, with no change here.

use rules::{Color, Square, SquareSet, Variant};

/// Per-square facts, indexed by [`Square::index`], and a few masks.
#[derive(Debug, Clone)]
pub(crate) struct Geometry {
    pub size: u8,
    /// Rows a man of each colour has advanced from its own back row, per square.
    pub advance: [Vec<u8>; 2],
    /// 0 at the edge files, larger towards the centre.
    pub centrality: Vec<u8>,
    /// The squares a man of each colour could step to (forward), per square.
    pub forward: [Vec<Vec<Square>>; 2],
    /// The squares right behind a man of each colour (its support), per square.
    pub behind: [Vec<Vec<Square>>; 2],
    /// The squares ahead of a man within the widening cone to its kings row, per square: with
    /// no enemy piece there, nothing can stop it.
    pub cone: [Vec<SquareSet>; 2],
    /// Each side's back row.
    pub back_row: [SquareSet; 2],
    /// The left and right halves of the board, by file (the middle file of an odd board in
    /// neither).
    pub left: SquareSet,
    pub right: SquareSet,
    /// Squares a flying king sees along its diagonals from each square (for king placement).
    pub king_reach: Vec<u8>,
    /// Men each side starts with: the scale of "how far into the game".
    pub start_men: u32,
}

fn slot(table_len: usize, sq: Square) -> usize {
    (sq.index() as usize).min(table_len - 1)
}

impl Geometry {
    pub fn new(variant: Variant) -> Geometry {
        let size = variant.board().size();
        let playable = variant.playable();
        let max_index = playable
            .iter()
            .map(|s| s.index() as usize)
            .max()
            .unwrap_or(0);
        let len = max_index + 1;
        let full_board = playable.len() == size as usize * size as usize;
        let mut advance = [vec![0u8; len], vec![0u8; len]];
        let mut centrality = vec![0u8; len];
        let mut forward = [vec![Vec::new(); len], vec![Vec::new(); len]];
        let mut behind = [vec![Vec::new(); len], vec![Vec::new(); len]];
        let mut cone = [vec![SquareSet::EMPTY; len], vec![SquareSet::EMPTY; len]];
        let mut back_row = [SquareSet::EMPTY; 2];
        let mut left = SquareSet::EMPTY;
        let mut right = SquareSet::EMPTY;
        let mut king_reach = vec![0u8; len];
        let last = size - 1;
        for sq in playable {
            let i = sq.index() as usize;
            let (file, rank) = variant.coords(sq);
            advance[Color::White as usize][i] = rank;
            advance[Color::Black as usize][i] = last - rank;
            let from_edge = file.min(last - file);
            centrality[i] = from_edge;
            if rank == 0 {
                back_row[Color::White as usize].insert(sq);
            }
            if rank == last {
                back_row[Color::Black as usize].insert(sq);
            }
            if 2 * file + 1 < size {
                left.insert(sq);
            } else if 2 * file + 1 > size {
                right.insert(sq);
            }
            for color in Color::ALL {
                let up: i16 = if color == Color::White { 1 } else { -1 };
                let c = color as usize;
                let mut files: Vec<i16> = vec![-1, 1];
                if full_board {
                    files.push(0);
                }
                for &df in &files {
                    let ahead =
                        variant.square_at((file as i16 + df) as u8, (rank as i16 + up) as u8);
                    if let Some(to) =
                        ahead.filter(|_| in_range(file as i16 + df, rank as i16 + up, size))
                    {
                        forward[c][i].push(to);
                    }
                    let back =
                        variant.square_at((file as i16 + df) as u8, (rank as i16 - up) as u8);
                    if let Some(from) =
                        back.filter(|_| in_range(file as i16 + df, rank as i16 - up, size))
                    {
                        behind[c][i].push(from);
                    }
                }
                let mut set = SquareSet::EMPTY;
                let mut r = rank as i16 + up;
                let mut width = 1i16;
                while (0..size as i16).contains(&r) {
                    for f in (file as i16 - width)..=(file as i16 + width) {
                        if in_range(f, r, size)
                            && let Some(s) = variant.square_at(f as u8, r as u8)
                        {
                            set.insert(s);
                        }
                    }
                    r += up;
                    width += 1;
                }
                cone[c][i] = set;
            }
            let mut reach = 0u8;
            for (df, dr) in [(-1i16, -1i16), (-1, 1), (1, -1), (1, 1)] {
                let (mut f, mut r) = (file as i16 + df, rank as i16 + dr);
                while in_range(f, r, size) && variant.square_at(f as u8, r as u8).is_some() {
                    reach += 1;
                    f += df;
                    r += dr;
                }
            }
            king_reach[i] = reach;
        }
        let start = rules::Position::start(variant);
        let start_men = start.count_side(Color::White).max(1) as u32;
        Geometry {
            size,
            advance,
            centrality,
            forward,
            behind,
            cone,
            back_row,
            left,
            right,
            king_reach,
            start_men,
        }
    }

    #[inline]
    pub fn index(&self, sq: Square) -> usize {
        slot(self.centrality.len(), sq)
    }
}

fn in_range(file: i16, rank: i16, size: u8) -> bool {
    (0..size as i16).contains(&file) && (0..size as i16).contains(&rank)
}

/// The squares in both sets.
#[inline]
pub(crate) fn both(a: SquareSet, b: SquareSet) -> SquareSet {
    SquareSet::from_bits(a.bits() & b.bits())
}

/// The squares of `a` not in `b`.
#[inline]
pub(crate) fn without(a: SquareSet, b: SquareSet) -> SquareSet {
    SquareSet::from_bits(a.bits() & !b.bits())
}
