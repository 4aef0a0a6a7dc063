//! The static evaluation, in centi-men from the point of view of the side to move.
//!
//! A linear function of features learned from games (see `weights` and the `tune` bench):
//! the men of overlapping windows of the board as patterns ([`layout`]), material, the kings'
//! squares and mobility, the spread of the men between the wings, tempo, locked men, the back
//! row, runaway men and the side to move. Each weight has a middle-game and an endgame value,
//! mixed by the men left on the board. Endings that flying kings cannot win are scaled down
//! by rule, as are endings of kings alone.
//!
//! The patterns are kept up to date move by move ([`Patterns::after`]): a move changes two to
//! a few squares, each in at most four windows, so a search pays for those alone.

mod classic;
pub(crate) mod layout;
pub(crate) mod weights;

use std::sync::Arc;

use rules::{Bits, Color, Position, Square, Variant};

use crate::geometry::Geometry;
use crate::per_variant::PerVariant;
use crate::shift::Shift;
use layout::{Layout, RUNAWAY_ROWS, Term};

/// Windows read at most (Canadian: 25 windows, one of them twice).
pub(crate) const MAX_READINGS: usize = 26;

/// Weights are kept in eighths of a centi-man.
pub(crate) const WEIGHT_UNIT: i32 = 8;

/// The pattern index of every window reading, for one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Patterns {
    index: [u16; MAX_READINGS],
}

/// Receives the features of a position: `value` times the weight of `feature`.
pub(crate) trait Sink {
    fn add(&mut self, feature: usize, value: i32);
}

/// What a square contributes to the readings that contain it: the reading, and what a man of
/// White and a man of Black add to its index.
#[derive(Debug, Clone, Copy)]
struct Digit {
    reading: u8,
    white: u16,
    black: u16,
}

/// Per-square tables of the non-pattern features.
#[derive(Debug, Clone)]
struct Squares {
    /// Rows advanced from the man's own back row, per colour, as sets, one a binary digit:
    /// the squares whose advance has bit `k`.
    advance_bits: [[u128; 4]; 2],
    /// The squares whose file (from White's left) has bit `k`.
    file_bits: [u128; 4],
    /// The steps of a man, per colour, and the squares it has a step from at all.
    steps: [Vec<Shift>; 2],
    may_step: [u128; 2],
    /// The steps that make the widening cone ahead of a man (with no enemy there, nothing
    /// stops it), a row at a time, per colour.
    cone_steps: [Vec<Shift>; 2],
    /// The squares with 1, 2, 3 and 4 or more rows to go to the kings row, per colour.
    rows_to_go: [[u128; RUNAWAY_ROWS]; 2],
    back_row: [u128; 2],
    /// The row before each side's kings row: a man there may crown next move.
    before_kings_row: [u128; 2],
    /// Each square's index among the playable squares as seen from the side owning a king
    /// there (Black's turned round), for king placement.
    king_place: [Vec<u16>; 2],
    /// The king's lines from each square, nearest square first.
    rays: Vec<Vec<Vec<Square>>>,
    flying: bool,
    /// Whether the board fits 64-bit words (every board but the 12x12).
    narrow: bool,
    size: u8,
    start_men: i32,
}

/// The evaluation of one variant.
pub(crate) struct Evaluator {
    layout: Layout,
    /// Each reading's first weight (its class's table) and sign (White's +1): read at every
    /// evaluation, kept apart from the readings' squares.
    pattern_slots: Vec<(u32, i32)>,
    digits: Vec<Vec<Digit>>,
    squares: Squares,
    /// Learned weights, (middle game, endgame) per feature; `None` for a variant not tuned
    /// yet, which uses the hand-set evaluation.
    weights: Option<Vec<[i16; 2]>>,
    classic: Option<(Geometry, classic::Weights)>,
}

impl Evaluator {
    /// The variant's evaluation with its built-in weights, made once a process: every fresh
    /// searcher (one a bot move, one a hint) shares it rather than decoding its weight file
    /// again.
    pub fn built_in(variant: Variant) -> Arc<Evaluator> {
        static BUILT_IN: PerVariant<Arc<Evaluator>> = PerVariant::new();
        BUILT_IN
            .get(variant, || {
                Arc::new(Evaluator::with_weights(variant, weights::embedded(variant)))
            })
            .clone()
    }

    /// The evaluation with the given weights (`None`: the hand-set one).
    pub fn with_weights(variant: Variant, weights: Option<Vec<[i16; 2]>>) -> Evaluator {
        let layout = Layout::new(variant);
        let mut digits = vec![Vec::new(); 1 + max_index(variant)];
        for (r, reading) in layout.readings.iter().enumerate() {
            let mut power = 1u16;
            for &sq in &reading.squares {
                let (white, black) = match reading.side {
                    Color::White => (power, 2 * power),
                    Color::Black => (2 * power, power),
                };
                digits[sq.index() as usize].push(Digit {
                    reading: r as u8,
                    white,
                    black,
                });
                power *= 3;
            }
        }
        let squares = Squares::new(variant);
        let classic = weights.is_none().then(|| {
            let geometry = Geometry::new(variant);
            let w = classic::Weights::of(variant, &geometry);
            (geometry, w)
        });
        let pattern_slots = layout
            .readings
            .iter()
            .map(|reading| {
                let sign = if reading.side == Color::White { 1 } else { -1 };
                (layout.class_offset[reading.class] as u32, sign)
            })
            .collect();
        Evaluator {
            layout,
            pattern_slots,
            digits,
            squares,
            weights,
            classic,
        }
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The patterns of a position, read square by square.
    pub fn patterns(&self, pos: &Position) -> Patterns {
        let mut patterns = Patterns {
            index: [0; MAX_READINGS],
        };
        let men = pos.occupied().bits() & !pos.kings().bits();
        for color in Color::ALL {
            let mut bits = pos.side(color).bits() & men;
            while bits != 0 {
                let sq = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                for d in &self.digits[sq] {
                    patterns.index[d.reading as usize] += match color {
                        Color::White => d.white,
                        Color::Black => d.black,
                    };
                }
            }
        }
        patterns
    }

    /// The patterns after a move from `before` (whose patterns are `patterns`) to `after`.
    #[inline]
    pub fn update(&self, patterns: &Patterns, before: &Position, after: &Position) -> Patterns {
        if self.weights.is_none() {
            return *patterns;
        }
        if self.squares.narrow {
            self.update_in::<u64>(patterns, before, after)
        } else {
            self.update_in::<u128>(patterns, before, after)
        }
    }

    /// [`Evaluator::update`] on sets of squares as words of type `W`.
    #[inline(always)]
    fn update_in<W: Bits>(
        &self,
        patterns: &Patterns,
        before: &Position,
        after: &Position,
    ) -> Patterns {
        let mut next = *patterns;
        let men = |pos: &Position, color: Color| {
            W::narrow(pos.side(color).bits()) & !W::narrow(pos.kings().bits())
        };
        for color in Color::ALL {
            let (old, new) = (men(before, color), men(after, color));
            let mut changed = old ^ new;
            while changed.any() {
                let sq = changed.index() as usize;
                changed = changed.without_lowest();
                let arrives = new.has(sq as u32);
                for d in &self.digits[sq] {
                    let add = match color {
                        Color::White => d.white,
                        Color::Black => d.black,
                    };
                    let slot = &mut next.index[d.reading as usize];
                    if arrives {
                        *slot += add;
                    } else {
                        *slot -= add;
                    }
                }
            }
        }
        next
    }

    /// The position's value for the side to move. In giveaway (the side that cannot move
    /// wins) pieces are a burden: the fewer the better.
    pub fn evaluate(&self, pos: &Position, patterns: &Patterns, giveaway: bool) -> i32 {
        let Some(weights) = &self.weights else {
            let (geometry, w) = self.classic.as_ref().expect("classic when not tuned");
            return classic::evaluate(pos, geometry, w, giveaway);
        };
        if giveaway {
            return giveaway_score(pos);
        }
        let mut sum = Accumulator {
            weights,
            mg: 0,
            eg: 0,
        };
        self.features(pos, patterns, &mut sum);
        let phase = self.phase(pos);
        let white = (sum.mg * phase + sum.eg * (256 - phase)) / (256 * WEIGHT_UNIT);
        let white = self.scale_endings(pos, white);
        match pos.turn() {
            Color::White => white,
            Color::Black => -white,
        }
    }

    /// Whether the side to move has a man a step from its kings row.
    #[inline]
    pub fn may_crown(&self, pos: &Position) -> bool {
        let turn = pos.turn();
        let men = pos.side(turn).bits() & !pos.kings().bits();
        men & self.squares.before_kings_row[turn as usize] != 0
    }

    /// 256 with every man on the board, 0 with none: how the middle-game and endgame values
    /// mix.
    pub fn phase(&self, pos: &Position) -> i32 {
        let men = (pos.occupied().bits() & !pos.kings().bits()).count_ones() as i32;
        (256 * men / (2 * self.squares.start_men)).min(256)
    }

    /// Every feature of the position, White's counted positive.
    pub fn features(&self, pos: &Position, patterns: &Patterns, sink: &mut impl Sink) {
        if self.squares.narrow {
            self.features_in::<u64>(pos, patterns, sink);
        } else {
            self.features_in::<u128>(pos, patterns, sink);
        }
    }

    /// [`Evaluator::features`] on sets of squares as words of type `W`.
    #[inline(always)]
    fn features_in<W: Bits>(&self, pos: &Position, patterns: &Patterns, sink: &mut impl Sink) {
        let layout = &self.layout;
        for (&(offset, sign), &index) in self.pattern_slots.iter().zip(&patterns.index) {
            sink.add(offset as usize + index as usize, sign);
        }
        let s = &self.squares;
        let occupied = W::narrow(pos.occupied().bits());
        let kings = W::narrow(pos.kings().bits());
        let mut totals = [[0i32; TERMS_COUNTED]; 2];
        let mut runaways = [[0i32; RUNAWAY_ROWS]; 2];
        let mut king_counts = [0i32; 2];
        for color in Color::ALL {
            let c = color as usize;
            let own = W::narrow(pos.side(color).bits());
            let enemy = W::narrow(pos.side(!color).bits());
            let enemy_has_king = enemy & kings != W::ZERO;
            let men = own & !kings;
            let t = &mut totals[c];
            t[MEN] = men.count() as i32;
            t[TEMPO] = weighted_count(men, &s.advance_bits[c]);
            let files = weighted_count(men, &s.file_bits);
            t[SKEW] = (2 * files - (s.size as i32 - 1) * t[MEN]).abs();
            // A man is locked when it has a step and every step lands on a piece.
            let free = !occupied;
            let free_ahead = s.steps[c]
                .iter()
                .fold(W::ZERO, |found, step| found | step.onto(free));
            t[LOCKED] = (men & W::narrow(s.may_step[c]) & !free_ahead).count() as i32;
            let runaway = self.runaways(c, men, enemy);
            if runaway != W::ZERO {
                for (count, &rows) in runaways[c].iter_mut().zip(&s.rows_to_go[c]) {
                    *count = (runaway & W::narrow(rows)).count() as i32;
                }
            }
            t[BACK_ROW] = (men & W::narrow(s.back_row[c])).count() as i32;
            let mut bits = own & kings;
            king_counts[c] = bits.count() as i32;
            while bits != W::ZERO {
                let sq = bits.index() as usize;
                bits = bits.without_lowest();
                sink.add(
                    layout.king_square + s.king_place[c][sq] as usize,
                    if color == Color::White { 1 } else { -1 },
                );
                t[MOBILITY] += self.king_mobility(sq, occupied);
            }
            // A king against them can still catch runaways: a bucket of their own then.
            let first = layout.runaway + if enemy_has_king { RUNAWAY_ROWS } else { 0 };
            let sign = if color == Color::White { 1 } else { -1 };
            for (bucket, &n) in runaways[c].iter().enumerate() {
                if n != 0 {
                    sink.add(first + bucket, sign * n);
                }
            }
        }
        let [w, b] = totals;
        let diff = |i: usize| w[i] - b[i];
        sink.add(layout.term(Term::Men), diff(MEN));
        sink.add(layout.term(Term::Kings), king_counts[0] - king_counts[1]);
        sink.add(
            layout.term(Term::AnyKing),
            (king_counts[0] > 0) as i32 - (king_counts[1] > 0) as i32,
        );
        sink.add(layout.term(Term::KingMobility), diff(MOBILITY));
        sink.add(layout.term(Term::Skew), diff(SKEW));
        sink.add(layout.term(Term::Tempo), diff(TEMPO));
        sink.add(layout.term(Term::Locked), diff(LOCKED));
        sink.add(layout.term(Term::BackRow), diff(BACK_ROW));
        sink.add(
            layout.term(Term::Turn),
            if pos.turn() == Color::White { 1 } else { -1 },
        );
    }

    /// The men of colour `c` with no enemy piece in the cone ahead of them: the enemy's
    /// squares spread back a row at a time along the cone's steps, until they cover every
    /// man or the board.
    #[inline]
    fn runaways<W: Bits>(&self, c: usize, men: W, enemy: W) -> W {
        let steps = &self.squares.cone_steps[c];
        let mut covered = W::ZERO;
        let mut front = enemy;
        while men & !covered != W::ZERO {
            front = steps
                .iter()
                .fold(W::ZERO, |behind, step| behind | step.onto(front))
                & !covered;
            if front == W::ZERO {
                break;
            }
            covered |= front;
        }
        men & !covered
    }

    /// Empty squares a king on `sq` reaches along its lines (one step for kings that do not
    /// fly).
    fn king_mobility<W: Bits>(&self, sq: usize, occupied: W) -> i32 {
        let mut n = 0;
        for ray in &self.squares.rays[sq] {
            for &to in ray {
                if occupied.has(to.index() as u32) {
                    break;
                }
                n += 1;
                if !self.squares.flying {
                    break;
                }
            }
        }
        n
    }

    /// Endings the material cannot win: kings alone, as many on each side; with flying
    /// kings, a few pieces against a lone king, or kings against kings and a man or so.
    fn scale_endings(&self, pos: &Position, white: i32) -> i32 {
        match self.ending_divisor(pos, white >= 0) {
            0 => 0,
            d => white / d,
        }
    }

    /// What the ending rules make of a sum for White of the given sign, as a factor.
    pub fn ending_scale(&self, pos: &Position, sign: i32) -> f32 {
        match self.ending_divisor(pos, sign >= 0) {
            0 => 0.0,
            d => 1.0 / d as f32,
        }
    }

    /// The divisor of the score that the ending rules set (0: the score is 0), for the side
    /// the score favours.
    fn ending_divisor(&self, pos: &Position, white_ahead: bool) -> i32 {
        let kings = pos.kings().bits();
        // No king yet (most positions a search evaluates): no rule applies.
        if kings == 0 && !pos.occupied().is_empty() {
            return 1;
        }
        let count = |color: Color| {
            let own = pos.side(color).bits();
            let k = (own & kings).count_ones() as i32;
            (own.count_ones() as i32 - k, k)
        };
        let (wm, wk) = count(Color::White);
        let (bm, bk) = count(Color::Black);
        if wm == 0 && bm == 0 && wk == bk {
            return 0;
        }
        if !self.squares.flying {
            return 1;
        }
        let (strong_pieces, weak_men, weak_kings, strong_men, strong_kings) = if white_ahead {
            (wm + wk, bm, bk, wm, wk)
        } else {
            (bm + bk, wm, wk, bm, bk)
        };
        if weak_kings == 0 {
            1
        } else if strong_pieces <= 3 && weak_men + weak_kings <= 1 {
            8
        } else if strong_pieces <= 3 {
            4
        } else if strong_kings == weak_kings && (strong_men - weak_men).abs() <= 1 {
            2
        } else {
            1
        }
    }
}

const MEN: usize = 0;
const TEMPO: usize = 1;
const SKEW: usize = 2;
const LOCKED: usize = 3;
const BACK_ROW: usize = 4;
const MOBILITY: usize = 5;
const TERMS_COUNTED: usize = 6;

/// The sum of the numbers whose binary digits the sets are, over the squares of `set`.
#[inline(always)]
fn weighted_count<W: Bits>(set: W, digits: &[u128; 4]) -> i32 {
    digits
        .iter()
        .enumerate()
        .map(|(k, &digit)| ((set & W::narrow(digit)).count() as i32) << k)
        .sum()
}

struct Accumulator<'a> {
    weights: &'a [[i16; 2]],
    mg: i32,
    eg: i32,
}

impl Sink for Accumulator<'_> {
    #[inline(always)]
    fn add(&mut self, feature: usize, value: i32) {
        let [mg, eg] = self.weights[feature];
        self.mg += mg as i32 * value;
        self.eg += eg as i32 * value;
    }
}

/// Giveaway: fewer pieces is better, and kings (which cannot be made to run into the
/// opponent's men) are the worst burden.
fn giveaway_score(pos: &Position) -> i32 {
    let material = |color: Color| {
        let own = pos.side(color).bits();
        let kings = (own & pos.kings().bits()).count_ones() as i32;
        100 * (own.count_ones() as i32 - kings) + 250 * kings
    };
    let white = material(Color::Black) - material(Color::White);
    match pos.turn() {
        Color::White => white,
        Color::Black => -white,
    }
}

fn max_index(variant: Variant) -> usize {
    variant
        .playable()
        .iter()
        .map(|s| s.index() as usize)
        .max()
        .unwrap_or(0)
}

/// A step on the board: files and ranks, from White's side.
type Step = (i32, i32);

impl Squares {
    fn new(variant: Variant) -> Squares {
        let board = variant.board();
        let size = board.size() as i32;
        let len = 1 + max_index(variant);
        let at = |file: i32, rank: i32| -> Option<Square> {
            if (0..size).contains(&file) && (0..size).contains(&rank) {
                variant.square_at(file as u8, rank as u8)
            } else {
                None
            }
        };
        let mut advance_bits = [[0u128; 4]; 2];
        let mut file_bits = [0u128; 4];
        let mut rows_to_go = [[0u128; RUNAWAY_ROWS]; 2];
        let mut back_row = [0u128; 2];
        let mut before_kings_row = [0u128; 2];
        let mut king_place = [vec![0u16; len], vec![0u16; len]];
        let mut rays = vec![Vec::new(); len];
        // The steps of a man (forward, from White's side) and the lines of a king.
        let (man_steps, king_lines): (Vec<Step>, Vec<Step>) = match variant {
            Variant::Turkish => (
                vec![(0, 1), (-1, 0), (1, 0)],
                vec![(0, 1), (0, -1), (-1, 0), (1, 0)],
            ),
            Variant::Dameo => (
                vec![(-1, 1), (0, 1), (1, 1)],
                vec![
                    (0, 1),
                    (0, -1),
                    (-1, 0),
                    (1, 0),
                    (-1, -1),
                    (-1, 1),
                    (1, -1),
                    (1, 1),
                ],
            ),
            _ => (
                vec![(-1, 1), (1, 1)],
                vec![(-1, -1), (-1, 1), (1, -1), (1, 1)],
            ),
        };
        let playable: Vec<Square> = variant.playable().iter().collect();
        for &sq in &playable {
            let i = sq.index() as usize;
            let (file, rank) = variant.coords(sq);
            let (file, rank) = (file as i32, rank as i32);
            let advance = [rank, size - 1 - rank];
            for c in 0..2 {
                let to_go = size - 1 - advance[c];
                if to_go >= 1 {
                    rows_to_go[c][(to_go as usize).min(RUNAWAY_ROWS) - 1] |= 1u128 << i;
                }
            }
            for k in 0..4 {
                for c in 0..2 {
                    if advance[c] >> k & 1 != 0 {
                        advance_bits[c][k] |= 1u128 << i;
                    }
                }
                if file >> k & 1 != 0 {
                    file_bits[k] |= 1u128 << i;
                }
            }
            if rank == 0 {
                back_row[0] |= 1u128 << i;
            }
            if rank == size - 1 {
                back_row[1] |= 1u128 << i;
            }
            if rank == size - 2 {
                before_kings_row[0] |= 1u128 << i;
            }
            if rank == 1 {
                before_kings_row[1] |= 1u128 << i;
            }
            for &(df, dr) in &king_lines {
                let mut ray = Vec::new();
                let (mut f, mut r) = (file + df, rank + dr);
                while let Some(s) = at(f, r) {
                    ray.push(s);
                    f += df;
                    r += dr;
                }
                if !ray.is_empty() {
                    rays[i].push(ray);
                }
            }
        }
        // King placement: White's by the square's place in the board's order, Black's by
        // the place of the square turned half round.
        let order = |sq: Square| playable.iter().position(|&s| s == sq).unwrap_or(0) as u16;
        for &sq in &playable {
            let (file, rank) = variant.coords(sq);
            let turned = at(size - 1 - file as i32, size - 1 - rank as i32).expect("turned");
            king_place[0][sq.index() as usize] = order(sq);
            king_place[1][sq.index() as usize] = order(turned);
        }
        let steps = [1, -1].map(|up| {
            man_steps
                .iter()
                .filter_map(|&(df, dr)| Shift::of(variant, (df * up, dr * up)))
                .collect::<Vec<_>>()
        });
        let may_step = [0, 1].map(|c| steps[c].iter().fold(0, |set, step| set | step.stays));
        // The cone widens by a file each side a row: on the diagonal boards two diagonal
        // steps make it, on the full boards three.
        let cone_files: &[i32] = if board.playable_count() == board.size() * board.size() {
            &[-1, 0, 1]
        } else {
            &[-1, 1]
        };
        let cone_steps = [1, -1].map(|up| {
            cone_files
                .iter()
                .filter_map(|&df| Shift::of(variant, (df, up)))
                .collect::<Vec<_>>()
        });
        let start_men = Position::start(variant).count_side(Color::White).max(1) as i32;
        Squares {
            advance_bits,
            file_bits,
            steps,
            may_step,
            cone_steps,
            rows_to_go,
            back_row,
            before_kings_row,
            king_place,
            rays,
            flying: variant.flying_kings(),
            narrow: u64::holds(variant.playable().bits()),
            size: board.size(),
            start_men,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seeded_walks::seeded_walks;

    /// Along seeded walks of every variant, the runaways found by spreading the enemy back
    /// are the men whose widening cone, square by square, holds no enemy piece.
    #[test]
    fn runaways_are_the_men_with_an_empty_cone() {
        let cone = |variant: Variant, sq: Square, up: i32| {
            let size = variant.board().size() as i32;
            let (file, rank) = variant.coords(sq);
            let (file, rank) = (file as i32, rank as i32);
            let mut set = 0u128;
            let (mut r, mut width) = (rank + up, 1);
            while (0..size).contains(&r) {
                for f in (file - width..=file + width).filter(|f| (0..size).contains(f)) {
                    if let Some(s) = variant.square_at(f as u8, r as u8) {
                        set |= 1u128 << s.index();
                    }
                }
                r += up;
                width += 1;
            }
            set
        };
        let evaluators: Vec<Evaluator> = Variant::ALL
            .iter()
            .map(|&v| Evaluator::with_weights(v, None))
            .collect();
        let mut found = vec![0; Variant::ALL.len()];
        seeded_walks(5, 10, 150, |variant, pos, _| {
            let v = Variant::ALL
                .iter()
                .position(|&x| x == variant)
                .expect("a variant");
            for color in Color::ALL {
                let men = pos.side(color).bits() & !pos.kings().bits();
                let enemy = pos.side(!color).bits();
                let up = if color == Color::White { 1 } else { -1 };
                let expected = pos
                    .side(color)
                    .iter()
                    .filter(|sq| men >> sq.index() & 1 != 0)
                    .filter(|&sq| cone(variant, sq, up) & enemy == 0)
                    .fold(0u128, |set, sq| set | 1u128 << sq.index());
                let runaways = evaluators[v].runaways(color as usize, men, enemy);
                assert_eq!(runaways, expected, "{variant} {}", pos.to_fen());
                found[v] += expected.count_ones();
            }
        });
        assert!(
            found.iter().all(|&n| n > 0),
            "the walks met runaways: {found:?}"
        );
    }

    /// On every board that fits 64 bits, the features read on 64-bit words are the ones read
    /// on 128-bit words, feature by feature.
    #[test]
    fn narrow_words_read_the_same_features() {
        struct Collect(Vec<(usize, i32)>);
        impl Sink for Collect {
            fn add(&mut self, feature: usize, value: i32) {
                self.0.push((feature, value));
            }
        }
        let evaluators: Vec<Evaluator> = Variant::ALL
            .iter()
            .map(|&v| Evaluator::with_weights(v, Some(vec![[0i16; 2]; Layout::new(v).len])))
            .collect();
        let mut compared = 0;
        seeded_walks(17, 6, 150, |variant, pos, _| {
            if !u64::holds(variant.playable().bits()) {
                return;
            }
            let eval = &evaluators[Variant::ALL
                .iter()
                .position(|&x| x == variant)
                .expect("a variant")];
            let patterns = eval.patterns(pos);
            let (mut narrow, mut wide) = (Collect(Vec::new()), Collect(Vec::new()));
            eval.features_in::<u64>(pos, &patterns, &mut narrow);
            eval.features_in::<u128>(pos, &patterns, &mut wide);
            assert_eq!(narrow.0, wide.0, "{variant} {}", pos.to_fen());
            compared += 1;
        });
        assert!(compared > 1000, "{compared} positions compared");
    }

    /// Along seeded walks, the patterns kept move by move are the patterns read afresh.
    #[test]
    fn patterns_follow_the_moves() {
        let evaluators: Vec<Evaluator> = Variant::ALL
            .iter()
            .map(|&v| Evaluator::with_weights(v, Some(vec![[0i16; 2]; Layout::new(v).len])))
            .collect();
        seeded_walks(11, 10, 150, |variant, pos, after| {
            let eval = &evaluators[Variant::ALL
                .iter()
                .position(|&x| x == variant)
                .expect("a variant")];
            let patterns = eval.update(&eval.patterns(pos), pos, after);
            assert_eq!(patterns, eval.patterns(after), "{variant}");
        });
    }
}
