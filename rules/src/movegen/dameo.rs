//! Dameo on all 64 squares: bit = row * 8 + file, rows from the top, so White moves towards
//! lower bits. Men step or advance in lines straight or diagonally forward and capture
//! orthogonally by short jumps; kings move like queens and capture orthogonally, flying;
//! jumped pieces stay until the move ends; the most pieces must be taken.

use super::{Routes, Strictness};
use crate::{Color, Move, Position, Square, SquareSet};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

pub(crate) const NORTH: usize = 0;
pub(crate) const EAST: usize = 1;
pub(crate) const SOUTH: usize = 2;
pub(crate) const WEST: usize = 3;
pub(crate) const NORTH_WEST: usize = 4;
pub(crate) const NORTH_EAST: usize = 5;
pub(crate) const SOUTH_WEST: usize = 6;
pub(crate) const SOUTH_EAST: usize = 7;

const ORTHOGONAL: [usize; 4] = [NORTH, EAST, SOUTH, WEST];

#[inline(always)]
pub(crate) fn step(bits: u64, dir: usize) -> u64 {
    match dir {
        NORTH => bits >> 8,
        SOUTH => bits << 8,
        EAST => (bits << 1) & !FILE_A,
        WEST => (bits >> 1) & !FILE_H,
        NORTH_WEST => (bits >> 9) & !FILE_H,
        NORTH_EAST => (bits >> 7) & !FILE_A,
        SOUTH_WEST => (bits << 7) & !FILE_H,
        _ => (bits << 9) & !FILE_A,
    }
}

#[inline(always)]
fn opposite_orthogonal(dir: usize) -> usize {
    (dir + 2) % 4
}

#[inline(always)]
pub(crate) fn forward(color: Color) -> [usize; 3] {
    match color {
        Color::White => [NORTH, NORTH_WEST, NORTH_EAST],
        Color::Black => [SOUTH, SOUTH_WEST, SOUTH_EAST],
    }
}

struct Sides {
    men: u64,
    kings: u64,
    enemy: u64,
    empty: u64,
}

fn sides(pos: &Position) -> Sides {
    let own = pos.bits(pos.turn) as u64;
    let enemy = pos.bits(!pos.turn) as u64;
    let kings = pos.king_bits() as u64;
    Sides {
        men: own & !kings,
        kings: own & kings,
        enemy,
        empty: !(own | enemy),
    }
}

pub(crate) fn has_capture(pos: &Position) -> bool {
    let s = sides(pos);
    for d in ORTHOGONAL {
        if step(step(s.men, d) & s.enemy, d) & s.empty != 0 {
            return true;
        }
        if s.kings != 0 {
            let mut run = step(s.kings, d);
            let mut hit = 0;
            while run != 0 {
                hit |= run & s.enemy;
                run = step(run & s.empty, d);
            }
            if step(hit, d) & s.empty != 0 {
                return true;
            }
        }
    }
    false
}

/// The number of legal moves for perft's last ply when there is no capture; `None` otherwise.
#[inline(always)]
pub(crate) fn count(pos: &Position, _: &mut Vec<Move>, _: Routes) -> Option<u64> {
    if has_capture(pos) {
        None
    } else {
        Some(count_quiet(pos))
    }
}

pub(crate) fn count_quiet(pos: &Position) -> u64 {
    let s = sides(pos);
    let mut count = 0u64;
    for d in forward(pos.turn) {
        // Every man moves at most once per direction: to the first square past the run of
        // own men in front of it, if that square is empty.
        let mut rear = s.men;
        while rear != 0 {
            let ahead = step(rear, d);
            count += (ahead & s.empty).count_ones() as u64;
            rear = ahead & s.men;
        }
    }
    if s.kings != 0 {
        for d in 0..8 {
            let mut run = step(s.kings, d) & s.empty;
            while run != 0 {
                count += run.count_ones() as u64;
                run = step(run, d) & s.empty;
            }
        }
    }
    count
}

pub(crate) fn generate(pos: &Position, out: &mut Vec<Move>, strictness: Strictness) {
    let s = sides(pos);
    let strict = strictness == Strictness::Legal;
    let mut jumping_men = 0;
    for d in ORTHOGONAL {
        let back = opposite_orthogonal(d);
        jumping_men |= step(step(s.empty, back) & s.enemy, back);
    }
    jumping_men &= s.men;
    if jumping_men != 0 || (s.kings != 0 && has_capture(pos)) {
        let mut captures = Captures {
            out: &mut *out,
            from: 0,
            empty: 0,
            enemy: s.enemy,
            best: 0,
            strict,
        };
        let mut bits = jumping_men;
        while bits != 0 {
            let from = bits & bits.wrapping_neg();
            bits &= bits - 1;
            captures.from = from;
            captures.empty = s.empty | from;
            captures.short_jumps(from, 0);
        }
        let mut bits = s.kings;
        while bits != 0 {
            let from = bits & bits.wrapping_neg();
            bits &= bits - 1;
            captures.from = from;
            captures.empty = s.empty | from;
            captures.flying(from, 0, 0);
        }
        if strict && !out.is_empty() {
            return;
        }
    }
    let mut men = s.men;
    while men != 0 {
        let from = men & men.wrapping_neg();
        men &= men - 1;
        for d in forward(pos.turn) {
            let mut to = step(from, d);
            while to & s.men != 0 {
                to = step(to, d);
            }
            if to & s.empty != 0 {
                out.push(quiet(from, to));
            }
        }
    }
    let mut kings = s.kings;
    while kings != 0 {
        let from = kings & kings.wrapping_neg();
        kings &= kings - 1;
        for d in 0..8 {
            let mut to = step(from, d) & s.empty;
            while to != 0 {
                out.push(quiet(from, to));
                to = step(to, d) & s.empty;
            }
        }
    }
}

fn quiet(from: u64, to: u64) -> Move {
    Move::new(
        Square::new(from.trailing_zeros() as u8),
        Square::new(to.trailing_zeros() as u8),
        SquareSet::EMPTY,
    )
}

struct Captures<'a> {
    out: &'a mut Vec<Move>,
    from: u64,
    /// Empty squares with the mover's start; jumped pieces stay out of it until the move ends.
    empty: u64,
    enemy: u64,
    best: u32,
    strict: bool,
}

impl Captures<'_> {
    fn short_jumps(&mut self, at: u64, captured: u64) {
        let mut extended = false;
        for d in ORTHOGONAL {
            let over = step(at, d);
            if over & self.enemy & !captured == 0 {
                continue;
            }
            let land = step(over, d);
            if land & self.empty == 0 {
                continue;
            }
            extended = true;
            self.short_jumps(land, captured | over);
        }
        if !extended && captured != 0 {
            self.emit(at, captured);
        }
    }

    /// See the diagonal generator: `skip` drops the way back and, but from the last landing
    /// square, the way on.
    fn flying(&mut self, at: u64, captured: u64, skip: u32) {
        let mut extended = false;
        for d in ORTHOGONAL {
            if skip & (1 << d) != 0 {
                continue;
            }
            let mut over = step(at, d);
            while over & self.empty != 0 {
                over = step(over, d);
            }
            if over & self.enemy & !captured == 0 {
                continue;
            }
            let mut land = step(over, d);
            while land & self.empty != 0 {
                extended = true;
                let next = step(land, d);
                let last = next & self.empty == 0;
                let skip = (1 << opposite_orthogonal(d)) | if last { 0 } else { 1 << d };
                self.flying(land, captured | over, skip);
                land = next;
            }
        }
        if !extended && captured != 0 {
            self.emit(at, captured);
        }
    }

    fn emit(&mut self, to: u64, captured: u64) {
        if self.strict {
            let key = captured.count_ones();
            if key < self.best {
                return;
            }
            if key > self.best {
                self.out.clear();
                self.best = key;
            }
        }
        self.out.push(Move::new(
            Square::new(self.from.trailing_zeros() as u8),
            Square::new(to.trailing_zeros() as u8),
            SquareSet(captured as u128),
        ));
    }
}
