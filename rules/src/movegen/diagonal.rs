//! The 32- and 50-square boards: English, Italian, Spanish, International, Brazilian.
//!
//! Directions are bit shifts in the padded layout (see `geometry`): up-left `>> S2`, up-right
//! `>> S1`, down-left `<< S1`, down-right `<< S2`; "up" is towards White's kings row.

use super::Strictness;
use crate::geometry::{DIAG8_MASK, DIAG10_MASK};
use crate::variant::CaptureChoice;
use crate::{Color, Move, Position, Square, SquareSet};

pub(crate) trait Rules {
    const MASK: u64;
    const S1: u32;
    const S2: u32;
    const MEN_BACK: bool;
    const MEN_TAKE_KINGS: bool;
    const FLYING: bool;
    const CHOICE: CaptureChoice;
}

macro_rules! rules {
    ($name:ident, $mask:expr, $s1:expr, $back:expr, $take_kings:expr, $flying:expr, $choice:expr) => {
        pub(crate) struct $name;
        impl Rules for $name {
            const MASK: u64 = $mask;
            const S1: u32 = $s1;
            const S2: u32 = $s1 + 1;
            const MEN_BACK: bool = $back;
            const MEN_TAKE_KINGS: bool = $take_kings;
            const FLYING: bool = $flying;
            const CHOICE: CaptureChoice = $choice;
        }
    };
}

rules!(
    English,
    DIAG8_MASK,
    4,
    false,
    true,
    false,
    CaptureChoice::Free
);
rules!(
    Italian,
    DIAG8_MASK,
    4,
    false,
    false,
    false,
    CaptureChoice::Italian
);
rules!(
    Spanish,
    DIAG8_MASK,
    4,
    false,
    true,
    true,
    CaptureChoice::MostPiecesThenKings
);
rules!(
    International,
    DIAG10_MASK,
    5,
    true,
    true,
    true,
    CaptureChoice::MostPieces
);
rules!(
    Brazilian,
    DIAG8_MASK,
    4,
    true,
    true,
    true,
    CaptureChoice::MostPieces
);

const UP_LEFT: usize = 0;
const UP_RIGHT: usize = 1;
const DOWN_LEFT: usize = 2;
const DOWN_RIGHT: usize = 3;

#[inline(always)]
fn step<R: Rules>(bits: u64, dir: usize) -> u64 {
    let moved = match dir {
        UP_LEFT => bits >> R::S2,
        UP_RIGHT => bits >> R::S1,
        DOWN_LEFT => bits << R::S1,
        _ => bits << R::S2,
    };
    moved & R::MASK
}

#[inline(always)]
const fn opposite(dir: usize) -> usize {
    3 - dir
}

#[inline(always)]
fn forward(color: Color) -> [usize; 2] {
    match color {
        Color::White => [UP_LEFT, UP_RIGHT],
        Color::Black => [DOWN_LEFT, DOWN_RIGHT],
    }
}

struct Sides {
    own: u64,
    men: u64,
    kings: u64,
    enemy: u64,
    enemy_kings: u64,
    empty: u64,
}

#[inline(always)]
fn sides<R: Rules>(pos: &Position) -> Sides {
    let own = pos.bits(pos.turn);
    let enemy = pos.bits(!pos.turn);
    Sides {
        own,
        men: own & !pos.kings,
        kings: own & pos.kings,
        enemy,
        enemy_kings: enemy & pos.kings,
        empty: !(own | enemy) & R::MASK,
    }
}

#[inline(always)]
fn men_targets<R: Rules>(s: &Sides) -> u64 {
    if R::MEN_TAKE_KINGS {
        s.enemy
    } else {
        s.enemy & !s.enemy_kings
    }
}

pub(crate) fn has_capture<R: Rules>(pos: &Position) -> bool {
    let s = sides::<R>(pos);
    let targets = men_targets::<R>(&s);
    let dirs: &[usize] = if R::MEN_BACK {
        &[UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT]
    } else {
        &forward(pos.turn)
    };
    for &d in dirs {
        if step::<R>(step::<R>(s.men, d) & targets, d) & s.empty != 0 {
            return true;
        }
    }
    if s.kings == 0 {
        return false;
    }
    for d in 0..4 {
        let hit = if R::FLYING {
            let mut run = step::<R>(s.kings, d);
            let mut hit = 0;
            while run != 0 {
                hit |= run & s.enemy;
                run = step::<R>(run & s.empty, d);
            }
            hit
        } else {
            step::<R>(s.kings, d) & s.enemy
        };
        if step::<R>(hit, d) & s.empty != 0 {
            return true;
        }
    }
    false
}

pub(crate) fn count_quiet<R: Rules>(pos: &Position) -> u64 {
    let s = sides::<R>(pos);
    let mut count = 0u64;
    for d in forward(pos.turn) {
        count += (step::<R>(s.men, d) & s.empty).count_ones() as u64;
    }
    if s.kings != 0 {
        for d in 0..4 {
            let mut run = step::<R>(s.kings, d) & s.empty;
            count += run.count_ones() as u64;
            if R::FLYING {
                while run != 0 {
                    run = step::<R>(run, d) & s.empty;
                    count += run.count_ones() as u64;
                }
            }
        }
    }
    count
}

/// Men that can take at least one piece: an enemy next to them with an empty square beyond.
#[inline(always)]
fn men_jumpers<R: Rules>(s: &Sides, targets: u64, dirs: &[usize]) -> u64 {
    let mut jumpers = 0;
    for &d in dirs {
        let back = opposite(d);
        jumpers |= step::<R>(step::<R>(s.empty, back) & targets, back);
    }
    jumpers & s.men
}

pub(crate) fn generate<R: Rules>(pos: &Position, out: &mut Vec<Move>, strictness: Strictness) {
    let s = sides::<R>(pos);
    let strict = strictness == Strictness::Legal;
    let men_dirs: &[usize] = if R::MEN_BACK {
        &[UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT]
    } else {
        &forward(pos.turn)
    };
    let men_enemy = men_targets::<R>(&s);
    let jumping_men = men_jumpers::<R>(&s, men_enemy, men_dirs);
    if jumping_men != 0 || (s.kings != 0 && has_capture::<R>(pos)) {
        let mut captures = Captures::<R> {
            out: &mut *out,
            from: 0,
            empty: 0,
            enemy: men_enemy,
            enemy_kings: s.enemy_kings,
            king_mover: false,
            best: 0,
            strict,
            phantom: std::marker::PhantomData,
        };
        let mut bits = jumping_men;
        while bits != 0 {
            let from = bits & bits.wrapping_neg();
            bits &= bits - 1;
            captures.from = from;
            captures.empty = s.empty | from;
            captures.short_jumps(from, 0, 0, 0, men_dirs);
        }
        captures.enemy = s.enemy;
        captures.king_mover = true;
        let mut bits = s.kings;
        while bits != 0 {
            let from = bits & bits.wrapping_neg();
            bits &= bits - 1;
            captures.from = from;
            captures.empty = s.empty | from;
            if R::FLYING {
                captures.flying(from, 0, 0, 0, 0);
            } else {
                captures.short_jumps(from, 0, 0, 0, &[UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT]);
            }
        }
        if strict && !out.is_empty() {
            return;
        }
    }
    quiet_moves::<R>(pos, &s, out);
}

fn quiet_moves<R: Rules>(pos: &Position, s: &Sides, out: &mut Vec<Move>) {
    for d in forward(pos.turn) {
        let mut targets = step::<R>(s.men, d) & s.empty;
        while targets != 0 {
            let to = targets & targets.wrapping_neg();
            targets &= targets - 1;
            let from = step::<R>(to, opposite(d));
            out.push(quiet(from, to));
        }
    }
    let mut kings = s.kings;
    while kings != 0 {
        let from = kings & kings.wrapping_neg();
        kings &= kings - 1;
        for d in 0..4 {
            let mut to = step::<R>(from, d) & s.empty;
            while to != 0 {
                out.push(quiet(from, to));
                if !R::FLYING {
                    break;
                }
                to = step::<R>(to, d) & s.empty;
            }
        }
    }
    let _ = s.own;
}

#[inline(always)]
fn quiet(from: u64, to: u64) -> Move {
    Move::new(
        Square::from_bit(from),
        Square::from_bit(to),
        SquareSet::EMPTY,
    )
}

/// The depth-first search of capture sequences for one moving piece.
struct Captures<'a, R: Rules> {
    out: &'a mut Vec<Move>,
    from: u64,
    /// Empty squares, the mover's own start included. Jumped pieces stay out of it until the
    /// move ends: with short jumps they can never be landed on anyway, and for flying kings
    /// they block, as the rules of those variants require.
    empty: u64,
    /// The pieces this mover may take.
    enemy: u64,
    enemy_kings: u64,
    king_mover: bool,
    best: u32,
    strict: bool,
    phantom: std::marker::PhantomData<R>,
}

impl<R: Rules> Captures<'_, R> {
    /// Jumps over an adjacent piece to the square just beyond (men, and kings of the short-king
    /// variants). `order` marks at bit `15 - i` that the i-th piece taken was a king.
    fn short_jumps(&mut self, at: u64, captured: u64, depth: u32, order: u32, dirs: &[usize]) {
        let mut extended = false;
        for &d in dirs {
            let over = step::<R>(at, d);
            if over & self.enemy & !captured == 0 {
                continue;
            }
            let land = step::<R>(over, d);
            if land & self.empty == 0 {
                continue;
            }
            extended = true;
            let order = self.mark_king(order, over, depth);
            self.short_jumps(land, captured | over, depth + 1, order, dirs);
        }
        if !extended && captured != 0 {
            self.emit(at, captured, order);
        }
    }

    /// Flying king captures. `skip` holds directions not to search from here: the way back
    /// (blocked by the piece just taken) and, from every landing square but the last, the way
    /// on, which the last landing square covers.
    fn flying(&mut self, at: u64, captured: u64, depth: u32, order: u32, skip: u32) {
        let mut extended = false;
        for d in 0..4 {
            if skip & (1 << d) != 0 {
                continue;
            }
            let mut over = step::<R>(at, d);
            while over & self.empty != 0 {
                over = step::<R>(over, d);
            }
            if over & self.enemy & !captured == 0 {
                continue;
            }
            let order = self.mark_king(order, over, depth);
            let mut land = step::<R>(over, d);
            while land & self.empty != 0 {
                extended = true;
                let next = step::<R>(land, d);
                let last = next & self.empty == 0;
                let skip = (1 << opposite(d)) | if last { 0 } else { 1 << d };
                self.flying(land, captured | over, depth + 1, order, skip);
                land = next;
            }
        }
        if !extended && captured != 0 {
            self.emit(at, captured, order);
        }
    }

    #[inline(always)]
    fn mark_king(&self, order: u32, over: u64, depth: u32) -> u32 {
        if R::CHOICE == CaptureChoice::Italian && over & self.enemy_kings != 0 && depth < 16 {
            order | (1 << (15 - depth))
        } else {
            order
        }
    }

    fn emit(&mut self, to: u64, captured: u64, order: u32) {
        if self.strict {
            let count = captured.count_ones();
            let key = match R::CHOICE {
                CaptureChoice::Free => 0,
                CaptureChoice::MostPieces => count,
                CaptureChoice::MostPiecesThenKings => {
                    count << 8 | (captured & self.enemy_kings).count_ones()
                }
                CaptureChoice::Italian => {
                    count << 24
                        | (self.king_mover as u32) << 23
                        | (captured & self.enemy_kings).count_ones() << 16
                        | order
                }
            };
            if key < self.best {
                return;
            }
            if key > self.best {
                self.out.clear();
                self.best = key;
            }
        }
        self.out.push(Move::new(
            Square::from_bit(self.from),
            Square::from_bit(to),
            SquareSet(captured),
        ));
    }
}
