//! Turkish draughts on all 64 squares, laid out as Dameo's (bit = row * 8 + file, rows from
//! the top): men step and jump forward or sideways, kings fly along ranks and files, every
//! jumped piece leaves the board at once, a capture never turns back 180°, and the most pieces
//! must be taken.

use super::dameo::{EAST, NORTH, SOUTH, WEST, step};
use super::{Routes, Strictness};
use crate::bits::{Bits, each_bit};
use crate::{Color, Move, Position, Square, SquareSet};

const ORTHOGONAL: [usize; 4] = [NORTH, EAST, SOUTH, WEST];

#[inline(always)]
fn opposite(dir: usize) -> usize {
    (dir + 2) % 4
}

/// Forward and sideways: where men step and jump.
#[inline(always)]
pub(crate) fn men_dirs(color: Color) -> [usize; 3] {
    match color {
        Color::White => [NORTH, WEST, EAST],
        Color::Black => [SOUTH, WEST, EAST],
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

fn kings_can_capture(s: &Sides) -> bool {
    for d in ORTHOGONAL {
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
    false
}

pub(crate) fn has_capture(pos: &Position) -> bool {
    let s = sides(pos);
    for d in men_dirs(pos.turn) {
        if step(step(s.men, d) & s.enemy, d) & s.empty != 0 {
            return true;
        }
    }
    s.kings != 0 && kings_can_capture(&s)
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
    for d in men_dirs(pos.turn) {
        count += (step(s.men, d) & s.empty).count_ones() as u64;
    }
    if s.kings != 0 {
        for d in ORTHOGONAL {
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
    let dirs = men_dirs(pos.turn);
    let mut jumping_men = 0;
    for d in dirs {
        let back = opposite(d);
        jumping_men |= step(step(s.empty, back) & s.enemy, back);
    }
    jumping_men &= s.men;
    if jumping_men != 0 || (s.kings != 0 && kings_can_capture(&s)) {
        let mut captures = Captures {
            out: &mut *out,
            from: 0,
            empty: 0,
            enemy: s.enemy,
            best: 0,
            strict,
        };
        each_bit(jumping_men, |from| {
            captures.from = from;
            captures.empty = s.empty | from;
            captures.short_jumps(from, 0, &dirs);
        });
        each_bit(s.kings, |from| {
            captures.from = from;
            captures.empty = s.empty | from;
            captures.flying(from, 0, 0);
        });
        if strict && !out.is_empty() {
            return;
        }
    }
    for d in dirs {
        each_bit(step(s.men, d) & s.empty, |to| {
            out.push(quiet(step(to, opposite(d)), to));
        });
    }
    each_bit(s.kings, |from| {
        for d in ORTHOGONAL {
            let mut to = step(from, d) & s.empty;
            while to != 0 {
                out.push(quiet(from, to));
                to = step(to, d) & s.empty;
            }
        }
    });
}

fn quiet(from: u64, to: u64) -> Move {
    Move::new(
        Square::new(from.index()),
        Square::new(to.index()),
        SquareSet::EMPTY,
    )
}

struct Captures<'a> {
    out: &'a mut Vec<Move>,
    from: u64,
    /// Empty squares with the mover's start. The pieces taken so far are empty too: they
    /// leave the board as they are jumped.
    empty: u64,
    enemy: u64,
    best: u32,
    strict: bool,
}

impl Captures<'_> {
    /// A man's jumps, forward or sideways. Turning back is never a capture for a man: the
    /// square behind it is the one it just emptied.
    fn short_jumps(&mut self, at: u64, captured: u64, dirs: &[usize; 3]) -> bool {
        let mut extended = false;
        let free = self.empty | captured;
        for &d in dirs {
            let over = step(at, d);
            if over & self.enemy & !captured == 0 {
                continue;
            }
            let land = step(over, d);
            if land & free == 0 {
                continue;
            }
            extended = true;
            let taken = captured | over;
            if !self.short_jumps(land, taken, dirs) {
                self.emit(land, taken);
            }
        }
        extended
    }

    /// A king's flying captures along ranks and files. `skip` holds the directions not to
    /// search: the way back (a 180° turn is not allowed) and, from every landing square but
    /// the last, the way on, which the last one covers.
    fn flying(&mut self, at: u64, captured: u64, skip: u32) -> bool {
        let mut extended = false;
        let free = self.empty | captured;
        for d in ORTHOGONAL {
            if skip & (1 << d) != 0 {
                continue;
            }
            let mut over = step(at, d);
            while over & free != 0 {
                over = step(over, d);
            }
            if over & self.enemy & !captured == 0 {
                continue;
            }
            let taken = captured | over;
            let free = free | over;
            let mut land = step(over, d);
            if land & free == 0 {
                continue;
            }
            extended = true;
            let mut goes_on = false;
            let mut stops = 0u64;
            while land & free != 0 {
                let next = step(land, d);
                let last = next & free == 0;
                let skip = (1 << opposite(d)) | if last { 0 } else { 1 << d };
                if self.flying(land, taken, skip) {
                    goes_on = true;
                } else {
                    stops |= land;
                }
                land = next;
            }
            if !goes_on {
                each_bit(stops, |to| self.emit(to, taken));
            }
        }
        extended
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
            Square::new(self.from.index()),
            Square::new(to.index()),
            SquareSet(captured as u128),
        ));
    }
}
