//! The combinatorial index of a material's placements: the side to move's men, the other
//! side's men, then the kings on the squares the men leave, then (Frisian) the kings' runs.
//!
//! Positions are indexed with the side to move as White; a position with Black to move is
//! first turned round ([`Board::turned`]) with the colours exchanged, as every variant's rules
//! are the same for both sides seen from their own side.

use rules::{Bits, Color, Piece, Position, Role, Square, Variant};

use crate::Material;
use crate::board::Board;

const MAX_N: usize = 80;
const MAX_K: usize = 8;

/// `BINOMIAL[n][k]` = n choose k.
static BINOMIAL: [[u64; MAX_K + 1]; MAX_N + 1] = binomials();

const fn binomials() -> [[u64; MAX_K + 1]; MAX_N + 1] {
    let mut t = [[0u64; MAX_K + 1]; MAX_N + 1];
    let mut n = 0;
    while n <= MAX_N {
        t[n][0] = 1;
        let mut k = 1;
        while k <= MAX_K {
            t[n][k] = if n == 0 {
                0
            } else {
                t[n - 1][k - 1] + t[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    t
}

pub(crate) fn choose(n: usize, k: usize) -> u64 {
    if k > n { 0 } else { BINOMIAL[n][k] }
}

/// How many numbers of the set are below `n` (`n` below the word's width).
#[inline(always)]
fn count_below<W: Bits>(set: W, n: u32) -> u32 {
    (set & !(!W::ZERO << n)).count()
}

/// The colex rank of a set of small numbers: Σ C(cᵢ, i), the cᵢ ascending and i from 1.
fn rank_of(set: u128) -> u64 {
    if u64::holds(set) {
        rank_in(u64::narrow(set))
    } else {
        rank_in(set)
    }
}

/// Every board but the 12x12 numbers its squares below 64, and the index's loops run twice
/// as fast on 64-bit words as on 128-bit ones, so a set that fits is walked as a `u64` (the
/// index is the same).
fn rank_in<W: Bits>(mut set: W) -> u64 {
    let mut rank = 0;
    let mut i = 1;
    while set.any() {
        rank += BINOMIAL[set.index() as usize][i];
        i += 1;
        set = set.without_lowest();
    }
    rank
}

/// The set of `k` numbers below `n` whose colex rank is `rank`.
fn set_of(mut rank: u64, k: usize, n: usize) -> u128 {
    let mut set = 0u128;
    let mut above = n;
    for i in (1..=k).rev() {
        // The largest c below `above` with C(c, i) ≤ rank, by halving (C(c, i) grows with c
        // and C(i - 1, i) = 0): a walk down from `above` took some n steps a placement.
        let (mut low, mut high) = (i - 1, above);
        while high - low > 1 {
            let mid = (low + high) / 2;
            if BINOMIAL[mid][i] <= rank {
                low = mid;
            } else {
                high = mid;
            }
        }
        set |= 1u128 << low;
        rank -= BINOMIAL[low][i];
        above = low;
    }
    set
}

/// The set of the ranks (`Board::men_rank`) of a side's men.
#[inline(always)]
fn men_ranks<W: Bits>(board: &Board, color: Color, mut men: W) -> u128 {
    let mut ranks = 0u128;
    while men.any() {
        ranks |= 1u128 << board.men_rank(color, men.index());
        men = men.without_lowest();
    }
    ranks
}

/// Each square of `set` numbered among the squares outside `taken`.
fn squeeze(set: u128, taken: u128) -> u128 {
    if u64::holds(set | taken) {
        squeeze_in(u64::narrow(set), u64::narrow(taken)).widen()
    } else {
        squeeze_in(set, taken)
    }
}

fn squeeze_in<W: Bits>(set: W, taken: W) -> W {
    let mut out = W::ZERO;
    let mut rest = set;
    while rest.any() {
        let s = u32::from(rest.index());
        rest = rest.without_lowest();
        out |= W::narrow(1) << (s - count_below(taken, s));
    }
    out
}

/// A position with White to move, as dense square sets: White's (the side to move's) and
/// Black's men and kings, and (Frisian) each side's king run: 0 for none, else
/// `1 + 3 × (the king's order among its side's kings) + (moves − 1)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Placement {
    pub(crate) men: [u128; 2],
    pub(crate) kings: [u128; 2],
    pub(crate) runs: [u8; 2],
}

impl Placement {
    /// The placement of a position with White to move.
    pub(crate) fn of(board: &Board, pos: &Position) -> Placement {
        debug_assert_eq!(pos.turn(), Color::White);
        let kings = pos.kings().bits();
        let mut placement = Placement {
            men: [0; 2],
            kings: [0; 2],
            runs: [0; 2],
        };
        for color in Color::ALL {
            let side = pos.side(color).bits();
            let c = color as usize;
            placement.men[c] = board.dense_set(side & !kings);
            placement.kings[c] = board.dense_set(side & kings);
        }
        if board.variant == Variant::Frisian {
            for color in Color::ALL {
                let c = color as usize;
                if placement.men[c] == 0 {
                    continue;
                }
                if let Some((sq, moves)) = pos.king_moves_in_a_row(color) {
                    let d = board.dense(sq);
                    let order = (placement.kings[c] & ((1u128 << d) - 1)).count_ones() as u8;
                    placement.runs[c] = 1 + 3 * order + (moves.clamp(1, 3) - 1);
                }
            }
        }
        placement
    }

    /// The placement of `pos` turned round with the colours exchanged (the side to move,
    /// Black, becomes White): what [`Placement::of`] gives of [`turned`]`(pos)`, from the
    /// bits.
    pub(crate) fn of_turned(board: &Board, pos: &Position) -> Placement {
        let kings = pos.kings().bits();
        let mut placement = Placement {
            men: [0; 2],
            kings: [0; 2],
            runs: [0; 2],
        };
        for color in Color::ALL {
            let side = pos.side(color).bits();
            let c = 1 - color as usize;
            placement.men[c] = turn_dense(board, side & !kings);
            placement.kings[c] = turn_dense(board, side & kings);
        }
        if board.variant == Variant::Frisian {
            for color in Color::ALL {
                let c = 1 - color as usize;
                if placement.men[c] == 0 {
                    continue;
                }
                if let Some((sq, moves)) = pos.king_moves_in_a_row(color) {
                    let d = board.turned(board.dense(sq));
                    let order = (placement.kings[c] & ((1u128 << d) - 1)).count_ones() as u8;
                    placement.runs[c] = 1 + 3 * order + (moves.clamp(1, 3) - 1);
                }
            }
        }
        placement
    }

    /// The material of the placement (White's pieces first).
    pub(crate) fn material(&self) -> Material {
        let n = |set: u128| set.count_ones() as u8;
        Material::new(
            n(self.men[0]),
            n(self.kings[0]),
            n(self.men[1]),
            n(self.kings[1]),
        )
    }

    /// The position, White to move.
    pub(crate) fn position(&self, board: &Board) -> Position {
        let mut pos = Position::empty(board.variant, Color::White);
        for color in Color::ALL {
            let c = color as usize;
            for (set, role) in [(self.men[c], Role::Man), (self.kings[c], Role::King)] {
                let mut rest = set;
                while rest != 0 {
                    let d = rest.trailing_zeros() as u8;
                    rest &= rest - 1;
                    pos.put(board.square(d), Piece::new(color, role));
                }
            }
        }
        for color in Color::ALL {
            let run = self.runs[color as usize];
            if run > 0 {
                let order = (run - 1) / 3;
                let moves = (run - 1) % 3 + 1;
                let king = nth_bit(self.kings[color as usize], order as u32);
                pos.set_king_moves_in_a_row(color, Some((board.square(king), moves)));
            }
        }
        pos
    }
}

/// Square bits as dense numbers turned round.
fn turn_dense(board: &Board, bits: u128) -> u128 {
    let mut out = 0u128;
    let mut rest = bits;
    while rest != 0 {
        let i = rest.trailing_zeros();
        rest &= rest - 1;
        out |= 1u128 << board.turned(board.dense_of_bit(i));
    }
    out
}

fn nth_bit(mut set: u128, n: u32) -> u8 {
    for _ in 0..n {
        set &= set - 1;
    }
    set.trailing_zeros() as u8
}

/// The index of one material on one board.
#[derive(Debug, Clone)]
pub(crate) struct Layout {
    pub(crate) material: Material,
    squares: usize,
    men_domain: [usize; 2],
    /// Placements of Black's men for one placement of White's.
    black_men: u64,
    pub(crate) men_count: u64,
    /// Placements of Black's kings for one placement of White's.
    black_kings: u64,
    runs: [u64; 2],
    /// Positions for one placement of the men.
    pub(crate) block: u64,
    pub(crate) size: u64,
}

impl Layout {
    pub(crate) fn new(board: &Board, material: Material) -> Layout {
        let n = board.len();
        let [wm, wk, bm, bk] = [
            material.own_men,
            material.own_kings,
            material.opp_men,
            material.opp_kings,
        ]
        .map(usize::from);
        let men_domain = Color::ALL.map(|c| board.men_squares(c).len());
        let black_men = choose(men_domain[1], bm);
        let men_count = choose(men_domain[0], wm) * black_men;
        let free = n - wm - bm;
        let black_kings = choose(free - wk, bk);
        let kings_count = choose(free, wk) * black_kings;
        let runs_of = |men: usize, kings: usize| {
            if board.variant == Variant::Frisian && men > 0 && kings > 0 {
                1 + 3 * kings as u64
            } else {
                1
            }
        };
        let runs = [runs_of(wm, wk), runs_of(bm, bk)];
        let block = kings_count * runs[0] * runs[1];
        Layout {
            material,
            squares: n,
            men_domain,
            black_men,
            men_count,
            black_kings,
            runs,
            block,
            size: men_count * block,
        }
    }

    /// The index of the men's placement; `None` if a square holds two men.
    pub(crate) fn men_index(&self, board: &Board, men: [u128; 2]) -> Option<u64> {
        if men[0] & men[1] != 0 {
            return None;
        }
        let ranks = Color::ALL.map(|color| {
            let set = men[color as usize];
            if u64::holds(set) {
                men_ranks(board, color, u64::narrow(set))
            } else {
                men_ranks(board, color, set)
            }
        });
        Some(rank_of(ranks[0]) * self.black_men + rank_of(ranks[1]))
    }

    /// The men of a men index; `None` for a slot where two men would share a square.
    pub(crate) fn men_of(&self, board: &Board, index: u64) -> Option<[u128; 2]> {
        let m = &self.material;
        let ranks = [
            set_of(index / self.black_men, m.own_men.into(), self.men_domain[0]),
            set_of(index % self.black_men, m.opp_men.into(), self.men_domain[1]),
        ];
        let men = Color::ALL.map(|color| {
            let squares = board.men_squares(color);
            let mut out = 0u128;
            let mut rest = ranks[color as usize];
            while rest != 0 {
                out |= 1u128 << squares[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            out
        });
        (men[0] & men[1] == 0).then_some(men)
    }

    /// The index of a placement of this material.
    pub(crate) fn index(&self, board: &Board, p: &Placement) -> Option<u64> {
        let men = self.men_index(board, p.men)?;
        Some(men * self.block + self.offset(p))
    }

    /// A placement's place within the block of its men: its kings and runs.
    pub(crate) fn offset(&self, p: &Placement) -> u64 {
        let taken = p.men[0] | p.men[1];
        let white = rank_of(squeeze(p.kings[0], taken));
        let black = rank_of(squeeze(p.kings[1], taken | p.kings[0]));
        let kings = white * self.black_kings + black;
        let runs = u64::from(p.runs[0]) * self.runs[1] + u64::from(p.runs[1]);
        kings * self.runs[0] * self.runs[1] + runs
    }

    /// The placement of an index; `None` for a slot no position fills.
    #[cfg(test)]
    pub(crate) fn placement(&self, board: &Board, index: u64) -> Option<Placement> {
        let men = self.men_of(board, index / self.block)?;
        Some(self.placement_in(men, index % self.block))
    }

    /// The placement at `offset` within the block of the men `men`.
    #[cfg(test)]
    pub(crate) fn placement_in(&self, men: [u128; 2], offset: u64) -> Placement {
        self.placement_among(men, &self.free_squares(men), offset)
    }

    /// The squares the men leave free, ascending: where the kings are counted.
    pub(crate) fn free_squares(&self, men: [u128; 2]) -> Vec<u8> {
        let taken = men[0] | men[1];
        (0..self.squares as u8)
            .filter(|&d| taken & (1u128 << d) == 0)
            .collect()
    }

    /// [`Layout::placement_in`] with the squares the men leave free, in order.
    pub(crate) fn placement_among(&self, men: [u128; 2], free: &[u8], offset: u64) -> Placement {
        let m = &self.material;
        let runs = self.runs[0] * self.runs[1];
        let kings = offset / runs;
        let run = offset % runs;
        let whites = set_of(kings / self.black_kings, m.own_kings.into(), free.len());
        let blacks = set_of(
            kings % self.black_kings,
            m.opp_kings.into(),
            free.len() - usize::from(m.own_kings),
        );
        let white = squares_of(whites, free);
        // Black's kings are numbered among the squares White's kings leave: the j-th of those
        // is the free square j with one more for each of White's kings at or before it.
        let mut black = 0u128;
        let mut rest = blacks;
        while rest != 0 {
            let mut at = rest.trailing_zeros();
            rest &= rest - 1;
            let mut before = whites;
            while before != 0 && before.trailing_zeros() <= at {
                at += 1;
                before &= before - 1;
            }
            black |= 1u128 << free[at as usize];
        }
        Placement {
            men,
            kings: [white, black],
            runs: [(run / self.runs[1]) as u8, (run % self.runs[1]) as u8],
        }
    }
}

/// The placements of one block, in the order of their offsets: what
/// [`Layout::placement_among`] gives for the offsets 0, 1, 2, … of the block, each made
/// from the one before (the next set of kings in colex order is the next larger number with
/// as many bits) rather than decoded from its offset. A build or a check visits every
/// position of a table in index order; decoding each one was a third of a Turkish build.
pub(crate) struct BlockPlacements<'a> {
    men: [u128; 2],
    /// The squares the men leave, ascending.
    free: &'a [u8],
    /// The squares White's kings leave of those, ascending: where Black's kings are counted.
    left: Vec<u8>,
    /// White's and Black's kings as subsets of `free` and of `left` (bit i: the i-th).
    ranks: [u128; 2],
    /// The first subset past the last one, per side.
    ends: [u128; 2],
    runs: [u64; 2],
    run: u64,
    /// Placements still to give.
    remaining: u64,
}

/// The next larger number with as many bits set (Gosper's hack): the next subset in colex
/// order. Zero stays zero (the one subset of no elements).
fn next_subset(x: u128) -> u128 {
    if x == 0 {
        return 0;
    }
    let lowest = x & x.wrapping_neg();
    let ripple = x + lowest;
    ripple | (((ripple ^ x) >> 2) >> lowest.trailing_zeros())
}

/// The squares of a subset of a list of squares.
fn squares_of(subset: u128, list: &[u8]) -> u128 {
    let mut out = 0u128;
    let mut rest = subset;
    while rest != 0 {
        out |= 1u128 << list[rest.trailing_zeros() as usize];
        rest &= rest - 1;
    }
    out
}

impl Layout {
    /// Every placement of the block of the men `men`, whose free squares are `free`
    /// (ascending), in the order of their offsets.
    pub(crate) fn block_placements<'a>(
        &self,
        men: [u128; 2],
        free: &'a [u8],
    ) -> BlockPlacements<'a> {
        let m = &self.material;
        let first = |k: u8| (1u128 << k) - 1;
        let ends = [
            // The first subset of one element more than the list has … past every subset
            // of the list: each subset of `n` elements is below 1 << n.
            1u128 << free.len(),
            1u128 << (free.len() - usize::from(m.own_kings)),
        ];
        let mut placements = BlockPlacements {
            men,
            free,
            left: Vec::with_capacity(free.len()),
            ranks: [first(m.own_kings), first(m.opp_kings)],
            ends,
            runs: self.runs,
            run: 0,
            remaining: self.block,
        };
        placements.leave_whites_squares();
        placements
    }
}

impl BlockPlacements<'_> {
    /// The free squares White's kings leave, where Black's are counted.
    fn leave_whites_squares(&mut self) {
        let white = squares_of(self.ranks[0], self.free);
        self.left.clear();
        self.left.extend(
            self.free
                .iter()
                .copied()
                .filter(|&d| white & (1u128 << d) == 0),
        );
    }
}

impl Iterator for BlockPlacements<'_> {
    type Item = Placement;

    fn next(&mut self) -> Option<Placement> {
        if self.remaining == 0 {
            return None;
        }
        self.remaining -= 1;
        let placement = Placement {
            men: self.men,
            kings: [
                squares_of(self.ranks[0], self.free),
                squares_of(self.ranks[1], &self.left),
            ],
            runs: [
                (self.run / self.runs[1]) as u8,
                (self.run % self.runs[1]) as u8,
            ],
        };
        // The runs turn fastest, then Black's kings, then White's.
        self.run += 1;
        if self.run == self.runs[0] * self.runs[1] {
            self.run = 0;
            let black = next_subset(self.ranks[1]);
            if black != 0 && black < self.ends[1] {
                self.ranks[1] = black;
            } else if self.remaining > 0 {
                self.ranks[1] = (1u128 << self.ranks[1].count_ones()) - 1;
                self.ranks[0] = next_subset(self.ranks[0]);
                debug_assert!(self.ranks[0] < self.ends[0]);
                self.leave_whites_squares();
            }
        }
        Some(placement)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining as usize, Some(self.remaining as usize))
    }
}

/// A position turned round with the colours exchanged, so that the other side is to move as
/// White. Frisian runs turn with their kings.
pub(crate) fn turned(board: &Board, pos: &Position) -> Position {
    let mut out = Position::empty(board.variant, !pos.turn());
    for (sq, piece) in pos.pieces() {
        let there = board.square(board.turned(board.dense(sq)));
        out.put(there, Piece::new(!piece.color, piece.role));
    }
    if board.variant == Variant::Frisian {
        for color in Color::ALL {
            if let Some((sq, moves)) = pos.king_moves_in_a_row(color) {
                let there: Square = board.square(board.turned(board.dense(sq)));
                out.set_king_moves_in_a_row(!color, Some((there, moves)));
            }
        }
    }
    out
}

/// The position as its table indexes it: White to move.
pub(crate) fn canonical(board: &Board, pos: &Position) -> Position {
    if pos.turn() == Color::White {
        *pos
    } else {
        turned(board, pos)
    }
}

/// The material of a position with White to move.
pub(crate) fn material_of(pos: &Position) -> Material {
    let count = |c, r| pos.count(c, r) as u8;
    Material::new(
        count(Color::White, Role::Man),
        count(Color::White, Role::King),
        count(Color::Black, Role::Man),
        count(Color::Black, Role::King),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colex_ranks_read_back() {
        for n in 1..12usize {
            for k in 0..=n.min(4) {
                for rank in 0..choose(n, k) {
                    let set = set_of(rank, k, n);
                    assert_eq!(set.count_ones() as usize, k);
                    assert!(set < 1 << n);
                    assert_eq!(rank_of(set), rank);
                }
            }
        }
    }

    #[test]
    fn every_slot_reads_back() {
        for (variant, material) in [
            (Variant::English, Material::new(1, 1, 1, 0)),
            (Variant::Dameo, Material::new(1, 0, 1, 1)),
            (Variant::Frisian, Material::new(1, 1, 0, 1)),
            (Variant::Canadian, Material::new(0, 1, 2, 0)),
        ] {
            let board = Board::new(variant);
            let layout = Layout::new(&board, material);
            let mut filled = 0;
            for index in 0..layout.size {
                let Some(p) = layout.placement(&board, index) else {
                    continue;
                };
                filled += 1;
                assert_eq!(
                    layout.index(&board, &p),
                    Some(index),
                    "{variant} {material}"
                );
                let pos = p.position(&board);
                assert_eq!(material_of(&pos), material);
                assert_eq!(
                    Placement::of(&board, &pos),
                    p,
                    "{variant} {material} {index}"
                );
                let back = canonical(&board, &turned(&board, &pos));
                assert_eq!(turned(&board, &turned(&board, &pos)), pos);
                assert_eq!(Placement::of(&board, &back), p);
            }
            assert!(filled > 0);
        }
    }

    /// A block's placements one after another are the placements of its offsets, decoded.
    #[test]
    fn block_placements_follow_the_offsets() {
        for (variant, material) in [
            (Variant::English, Material::new(1, 1, 1, 0)),
            (Variant::English, Material::new(0, 2, 0, 2)),
            (Variant::Turkish, Material::new(1, 1, 0, 2)),
            (Variant::Dameo, Material::new(0, 1, 1, 1)),
            (Variant::Frisian, Material::new(1, 1, 1, 1)),
            (Variant::Frisian, Material::new(2, 0, 1, 0)),
            (Variant::Canadian, Material::new(0, 2, 1, 1)),
            (Variant::International, Material::new(2, 0, 2, 0)),
        ] {
            let board = Board::new(variant);
            let layout = Layout::new(&board, material);
            // The first, a middle and the last placement of the men that are placements.
            let picks = [0, layout.men_count / 2, layout.men_count - 1];
            let mut blocks = 0;
            for men_index in picks {
                let Some(men) = layout.men_of(&board, men_index) else {
                    continue;
                };
                blocks += 1;
                let free = layout.free_squares(men);
                let walked: Vec<Placement> = layout.block_placements(men, &free).collect();
                assert_eq!(walked.len() as u64, layout.block, "{variant} {material}");
                for (offset, p) in walked.iter().enumerate() {
                    assert_eq!(
                        *p,
                        layout.placement_among(men, &free, offset as u64),
                        "{variant} {material} block {men_index} offset {offset}"
                    );
                }
            }
            assert!(blocks > 0, "{variant} {material}");
        }
    }
}
