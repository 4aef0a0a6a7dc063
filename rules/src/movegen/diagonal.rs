//! The diagonal boards (32, 50 and 72 squares): English, Italian, Spanish, International,
//! Brazilian, Russian, Pool, Czech, Frisian and Canadian.
//!
//! Directions are bit shifts in the padded layout (see `geometry`), `H` squares a row:
//! up-left `>> H+1`, up-right `>> H`, down-left `<< H`, down-right `<< H+1`; "up" is towards
//! White's kings row. Frisian pieces also capture along files and ranks, where the next dark
//! square is two rows (`>> 2H+1`, `<< 2H+1`) or two columns (`±1` within the row) away.

use std::marker::PhantomData;

use super::{Routes, Strictness};
use crate::bits::{Bits, each_bit};
use crate::geometry::{DIAG8_MASK, DIAG10_MASK, DIAG12_MASK, diagonal_squares};
use crate::position::FRISIAN_KING_MOVES;
use crate::variant::CaptureChoice;
use crate::{Color, Move, Position, Square, SquareSet, Variant};

pub(crate) trait Rules {
    const VARIANT: Variant;
    /// The word that holds the board.
    type B: Bits;
    /// Playable squares in a row: half the board's size.
    const H: u32;
    const MASK: Self::B;
    /// Squares with a playable square two columns to the right on their row, and to the left.
    const EAST_FROM: Self::B;
    const WEST_FROM: Self::B;
    /// The kings row of White (the top row) and of Black (the bottom row).
    const PROMOTION: [Self::B; 2];
    const MEN_BACK: bool;
    const MEN_TAKE_KINGS: bool;
    const FLYING: bool;
    /// Frisian: captures along files and ranks too.
    const ORTHOGONAL: bool;
    /// Russian: a man that reaches the kings row during a capture goes on as a king.
    const CROWN_MIDWAY: bool;
    /// Frisian: a king may make three non-capturing moves in a row while its side has men.
    const KING_RUN: bool;
    const CHOICE: CaptureChoice;
}

/// The boards, their words and masks.
pub(crate) trait Geometry {
    type B: Bits;
    const SIZE: u8;
    const MASK: Self::B;
}

pub(crate) struct Board8;
pub(crate) struct Board10;
pub(crate) struct Board12;

impl Geometry for Board8 {
    type B = u64;
    const SIZE: u8 = 8;
    const MASK: u64 = DIAG8_MASK;
}

impl Geometry for Board10 {
    type B = u64;
    const SIZE: u8 = 10;
    const MASK: u64 = DIAG10_MASK;
}

impl Geometry for Board12 {
    type B = u128;
    const SIZE: u8 = 12;
    const MASK: u128 = DIAG12_MASK;
}

const fn row_of(size: u8, row: u8) -> u128 {
    let h = size / 2;
    let mut bits = 0u128;
    let mut k = 0;
    while k < h {
        bits |= 1u128 << (row * h + k + row / 2);
        k += 1;
    }
    bits
}

macro_rules! rules {
    ($name:ident, $board:ty, back: $back:expr, take_kings: $take_kings:expr, flying: $flying:expr,
     orthogonal: $orth:expr, crown_midway: $crown:expr, king_run: $run:expr, choice: $choice:expr) => {
        pub(crate) struct $name;
        impl Rules for $name {
            const VARIANT: Variant = Variant::$name;
            type B = <$board as Geometry>::B;
            const H: u32 = <$board as Geometry>::SIZE as u32 / 2;
            const MASK: Self::B = <$board as Geometry>::MASK;
            const EAST_FROM: Self::B = diagonal_squares(
                <$board as Geometry>::SIZE,
                0,
                <$board as Geometry>::SIZE / 2 - 1,
            ) as Self::B;
            const WEST_FROM: Self::B = diagonal_squares(
                <$board as Geometry>::SIZE,
                1,
                <$board as Geometry>::SIZE / 2,
            ) as Self::B;
            const PROMOTION: [Self::B; 2] = [
                row_of(<$board as Geometry>::SIZE, 0) as Self::B,
                row_of(<$board as Geometry>::SIZE, <$board as Geometry>::SIZE - 1) as Self::B,
            ];
            const MEN_BACK: bool = $back;
            const MEN_TAKE_KINGS: bool = $take_kings;
            const FLYING: bool = $flying;
            const ORTHOGONAL: bool = $orth;
            const CROWN_MIDWAY: bool = $crown;
            const KING_RUN: bool = $run;
            const CHOICE: CaptureChoice = $choice;
        }
    };
}

rules!(English, Board8, back: false, take_kings: true, flying: false,
    orthogonal: false, crown_midway: false, king_run: false, choice: CaptureChoice::Free);
rules!(Italian, Board8, back: false, take_kings: false, flying: false,
    orthogonal: false, crown_midway: false, king_run: false, choice: CaptureChoice::Italian);
rules!(Spanish, Board8, back: false, take_kings: true, flying: true,
    orthogonal: false, crown_midway: false, king_run: false,
    choice: CaptureChoice::MostPiecesThenKings);
rules!(International, Board10, back: true, take_kings: true, flying: true,
    orthogonal: false, crown_midway: false, king_run: false, choice: CaptureChoice::MostPieces);
rules!(Brazilian, Board8, back: true, take_kings: true, flying: true,
    orthogonal: false, crown_midway: false, king_run: false, choice: CaptureChoice::MostPieces);
rules!(Russian, Board8, back: true, take_kings: true, flying: true,
    orthogonal: false, crown_midway: true, king_run: false, choice: CaptureChoice::Free);
rules!(Pool, Board8, back: true, take_kings: true, flying: true,
    orthogonal: false, crown_midway: false, king_run: false, choice: CaptureChoice::Free);
rules!(Czech, Board8, back: false, take_kings: true, flying: true,
    orthogonal: false, crown_midway: false, king_run: false, choice: CaptureChoice::KingFirst);
rules!(Frisian, Board10, back: true, take_kings: true, flying: true,
    orthogonal: true, crown_midway: false, king_run: true, choice: CaptureChoice::FrisianValue);
rules!(Canadian, Board12, back: true, take_kings: true, flying: true,
    orthogonal: false, crown_midway: false, king_run: false, choice: CaptureChoice::MostPieces);

const UP_LEFT: usize = 0;
const UP_RIGHT: usize = 1;
const DOWN_LEFT: usize = 2;
const DOWN_RIGHT: usize = 3;
const UP: usize = 4;
const LEFT: usize = 5;
const RIGHT: usize = 6;
const DOWN: usize = 7;

const DIAGONALS: [usize; 4] = [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT];

/// Sets of directions as masks, bit `d` for direction `d`.
const DIAGONAL_MASK: u8 = 0b1111;
const ALL_EIGHT_MASK: u8 = 0xff;

/// Runs the body once for each direction of a mask, unrolled, so that each direction's shift
/// is a constant: a loop over directions picks each shift through a jump table. The files and
/// ranks (directions 4–7) are compiled in only for Frisian.
macro_rules! each_dir {
    ($r:ty, $mask:expr, |$d:ident| $body:block) => {{
        let mask: u8 = $mask;
        each_dir!(@one $r, mask, $d, 0, $body);
        each_dir!(@one $r, mask, $d, 1, $body);
        each_dir!(@one $r, mask, $d, 2, $body);
        each_dir!(@one $r, mask, $d, 3, $body);
        each_dir!(@one $r, mask, $d, 4, $body);
        each_dir!(@one $r, mask, $d, 5, $body);
        each_dir!(@one $r, mask, $d, 6, $body);
        each_dir!(@one $r, mask, $d, 7, $body);
    }};
    (@one $r:ty, $mask:ident, $d:ident, $n:literal, $body:block) => {
        if ($n < 4 || <$r as Rules>::ORTHOGONAL) && $mask & (1 << $n) != 0 {
            let $d: usize = $n;
            $body
        }
    };
}

mod two_jumps;

#[inline(always)]
fn step<R: Rules>(bits: R::B, dir: usize) -> R::B {
    match dir {
        UP_LEFT => (bits >> (R::H + 1)) & R::MASK,
        UP_RIGHT => (bits >> R::H) & R::MASK,
        DOWN_LEFT => (bits << R::H) & R::MASK,
        DOWN_RIGHT => (bits << (R::H + 1)) & R::MASK,
        UP => (bits >> (2 * R::H + 1)) & R::MASK,
        LEFT => (bits & R::WEST_FROM) >> 1,
        RIGHT => (bits & R::EAST_FROM) << 1,
        _ => (bits << (2 * R::H + 1)) & R::MASK,
    }
}

#[inline(always)]
const fn opposite(dir: usize) -> usize {
    if dir < 4 { 3 - dir } else { 11 - dir }
}

#[inline(always)]
fn forward(color: Color) -> [usize; 2] {
    match color {
        Color::White => [UP_LEFT, UP_RIGHT],
        Color::Black => [DOWN_LEFT, DOWN_RIGHT],
    }
}

/// The directions in which men capture.
#[inline(always)]
fn men_capture_mask<R: Rules>(color: Color) -> u8 {
    if R::ORTHOGONAL {
        ALL_EIGHT_MASK
    } else if R::MEN_BACK {
        DIAGONAL_MASK
    } else {
        match color {
            Color::White => 1 << UP_LEFT | 1 << UP_RIGHT,
            Color::Black => 1 << DOWN_LEFT | 1 << DOWN_RIGHT,
        }
    }
}

/// How many directions kings capture in: the four diagonals (directions 0–3), and the files
/// and ranks too (4–7) in Frisian.
#[inline(always)]
const fn king_dirs<R: Rules>() -> usize {
    if R::ORTHOGONAL { 8 } else { 4 }
}

struct Sides<B> {
    men: B,
    kings: B,
    enemy: B,
    enemy_kings: B,
    empty: B,
}

#[inline(always)]
fn sides<R: Rules>(pos: &Position) -> Sides<R::B> {
    let own = R::B::narrow(pos.bits(pos.turn));
    let enemy = R::B::narrow(pos.bits(!pos.turn));
    let kings = R::B::narrow(pos.king_bits());
    Sides {
        men: own & !kings,
        kings: own & kings,
        enemy,
        enemy_kings: enemy & kings,
        empty: !(own | enemy) & R::MASK,
    }
}

#[inline(always)]
fn men_targets<R: Rules>(s: &Sides<R::B>) -> R::B {
    if R::MEN_TAKE_KINGS {
        s.enemy
    } else {
        s.enemy & !s.enemy_kings
    }
}

/// The kings that may make a non-capturing move (Frisian: not one that has made three).
#[inline(always)]
fn movable_kings<R: Rules>(pos: &Position, s: &Sides<R::B>) -> R::B {
    if R::KING_RUN {
        let run = pos.king_run(pos.turn);
        if run.square != 0 && run.moves >= FRISIAN_KING_MOVES && s.men.any() {
            return s.kings & !R::B::narrow(1u128 << (run.square - 1));
        }
    }
    s.kings
}

fn kings_can_capture<R: Rules>(s: &Sides<R::B>) -> bool {
    each_dir!(R, ALL_EIGHT_MASK, |d| {
        let hit = if R::FLYING {
            let mut run = step::<R>(s.kings, d);
            let mut hit = R::B::ZERO;
            while run.any() {
                hit |= run & s.enemy;
                run = step::<R>(run & s.empty, d);
            }
            hit
        } else {
            step::<R>(s.kings, d) & s.enemy
        };
        if (step::<R>(hit, d) & s.empty).any() {
            return true;
        }
    });
    false
}

pub(crate) fn has_capture<R: Rules>(pos: &Position) -> bool {
    let s = sides::<R>(pos);
    let targets = men_targets::<R>(&s);
    each_dir!(R, men_capture_mask::<R>(pos.turn), |d| {
        if (step::<R>(step::<R>(s.men, d) & targets, d) & s.empty).any() {
            return true;
        }
    });
    s.kings.any() && kings_can_capture::<R>(&s)
}

/// The number of legal moves for perft's last ply, or `None` when a king can capture (then
/// the caller generates them). Single jumps of men are counted per direction, one word for
/// all men: after one jump a man can go on only in a direction other than back, in which
/// neither the piece it took nor the square it left lie, so the board as it stands tells
/// whether it can. Only the men that can go on (Russian: or reach the kings row, where they
/// go on as kings) are searched, and their routes counted rather than listed where no other
/// route can be the same move.
#[inline(always)]
pub(crate) fn count<R: Rules>(
    pos: &Position,
    buffer: &mut Vec<Move>,
    routes: Routes,
) -> Option<u64> {
    let s = sides::<R>(pos);
    let targets = men_targets::<R>(&s);
    let dirs = men_capture_mask::<R>(pos.turn);
    // Per direction, the squares from which a man's jump that way takes a piece.
    let mut jump_from = [R::B::ZERO; 8];
    let mut any_jump = R::B::ZERO;
    each_dir!(R, dirs, |d| {
        let back = opposite(d);
        jump_from[d] = step::<R>(step::<R>(s.empty, back) & targets, back);
        any_jump |= jump_from[d];
    });
    let kings_capture = s.kings.any() && kings_can_capture::<R>(&s);
    if (any_jump & s.men).is_empty() {
        return if kings_capture {
            None
        } else {
            Some(count_quiet::<R>(pos, &s))
        };
    }
    // Without kings capturing, Czech leaves the choice free.
    let free = matches!(R::CHOICE, CaptureChoice::Free | CaptureChoice::KingFirst);
    if kings_capture || (R::CROWN_MIDWAY && !free) {
        return None;
    }
    // The men that can go on after a first jump: those whose landing square, brought back
    // to where they stand, is one from which a jump goes on. `any_jump` includes the way
    // back, but no man can take that way from where it lands: the square beyond the piece it
    // took is the one it left, occupied in `s`.
    let mut onward = any_jump;
    if R::CROWN_MIDWAY {
        onward |= R::PROMOTION[pos.turn as usize];
    }
    let mut going_on = R::B::ZERO;
    each_dir!(R, dirs, |d| {
        let back = opposite(d);
        going_on |= jump_from[d] & step::<R>(step::<R>(onward, back), back);
    });
    going_on &= s.men;
    // Frisian: the men's two-piece captures are counted a word at a time where no route can
    // go on to a third piece (most positions); the search lists them only where one might.
    if R::ORTHOGONAL
        && going_on.any()
        && let Some(count) = two_jumps::two_jumps::<R>(&s, targets, &jump_from, going_on, dirs)
    {
        return Some(count);
    }
    // Single jumps of the men that cannot go on; Spanish and Frisian: one that takes a king
    // outweighs one that takes a man.
    let prefer_kings = matches!(
        R::CHOICE,
        CaptureChoice::MostPiecesThenKings | CaptureChoice::FrisianValue
    );
    let prefer_kings = prefer_kings && (targets & s.enemy_kings).any();
    let mut singles = 0u64;
    let mut king_singles = 0u64;
    each_dir!(R, dirs, |d| {
        let jumpers = s.men & jump_from[d] & !going_on;
        if jumpers.any() {
            singles += jumpers.count_sparse() as u64;
            if prefer_kings {
                let back = opposite(d);
                let king_jump_from =
                    step::<R>(step::<R>(s.empty, back) & s.enemy_kings & targets, back);
                king_singles += (jumpers & king_jump_from).count_sparse() as u64;
            }
        }
    });
    if going_on.is_empty() {
        return Some(if king_singles > 0 {
            king_singles
        } else {
            singles
        });
    }
    buffer.clear();
    let mut captures = Captures::<R> {
        out: &mut *buffer,
        from: R::B::ZERO,
        empty: R::B::ZERO,
        enemy: targets,
        enemy_kings: s.enemy_kings,
        promotion: R::PROMOTION[pos.turn as usize],
        jumps: [R::B::ZERO; 8],
        onward: R::B::ZERO,
        king_mover: false,
        best: 0,
        strict: true,
        // Only men are searched here. Frisian's two-piece duplicates are a flying king's: two
        // jumps of a man in the other order, or in two other directions with the same sum, pass
        // over other squares, unless the second goes back over the first piece, taken already.
        distinct_from: match routes {
            Routes::Distinct if R::ORTHOGONAL => 3,
            Routes::Distinct => super::duplicates_from(pos.variant),
            Routes::All => u32::MAX,
        },
        counted: 0,
        phantom: PhantomData,
    };
    each_bit(going_on, |from| {
        captures.start(from, s.empty | from, dirs);
        captures.short_jumps(from, R::B::ZERO, 0, 0, dirs);
    });
    let mut count = captures.counted;
    if routes == Routes::Distinct && buffer.len() > 1 {
        super::drop_duplicate_routes(pos.variant, buffer);
    }
    count += buffer.len() as u64;
    // A man that goes on takes two pieces or more, which the other rules prefer to any single
    // jump; under a free choice the single jumps count too.
    if free {
        count += singles;
    }
    Some(count)
}

#[inline(always)]
fn count_quiet<R: Rules>(pos: &Position, s: &Sides<R::B>) -> u64 {
    let [left, right] = forward(pos.turn);
    let mut count =
        (step::<R>(s.men, left) & s.empty).count_with(step::<R>(s.men, right) & s.empty) as u64;
    if s.kings.any() {
        let kings = movable_kings::<R>(pos, s);
        for d in DIAGONALS {
            let mut run = step::<R>(kings, d) & s.empty;
            count += run.count() as u64;
            if R::FLYING {
                while run.any() {
                    run = step::<R>(run, d) & s.empty;
                    count += run.count() as u64;
                }
            }
        }
    }
    count
}

/// Men that can take at least one piece: an enemy next to them with an empty square beyond.
#[inline(always)]
fn men_jumpers<R: Rules>(s: &Sides<R::B>, targets: R::B, dirs: u8) -> R::B {
    let mut jumpers = R::B::ZERO;
    each_dir!(R, dirs, |d| {
        let back = opposite(d);
        jumpers |= step::<R>(step::<R>(s.empty, back) & targets, back);
    });
    jumpers & s.men
}

pub(crate) fn generate<R: Rules>(pos: &Position, out: &mut Vec<Move>, strictness: Strictness) {
    let s = sides::<R>(pos);
    let strict = strictness == Strictness::Legal;
    let men_dirs = men_capture_mask::<R>(pos.turn);
    let men_enemy = men_targets::<R>(&s);
    let jumping_men = men_jumpers::<R>(&s, men_enemy, men_dirs);
    if jumping_men.any() || (s.kings.any() && kings_can_capture::<R>(&s)) {
        let mut captures = Captures::<R> {
            out: &mut *out,
            from: R::B::ZERO,
            empty: R::B::ZERO,
            enemy: men_enemy,
            enemy_kings: s.enemy_kings,
            promotion: R::PROMOTION[pos.turn as usize],
            jumps: [R::B::ZERO; 8],
            onward: R::B::ZERO,
            king_mover: false,
            best: 0,
            strict,
            distinct_from: 0,
            counted: 0,
            phantom: PhantomData,
        };
        each_bit(jumping_men, |from| {
            captures.start(from, s.empty | from, men_dirs);
            captures.short_jumps(from, R::B::ZERO, 0, 0, men_dirs);
        });
        captures.enemy = s.enemy;
        captures.king_mover = true;
        each_bit(s.kings, |from| {
            if R::FLYING {
                captures.from = from;
                captures.empty = s.empty | from;
                captures.flying(from, R::B::ZERO, 0, 0, 0);
            } else {
                captures.start(from, s.empty | from, DIAGONAL_MASK);
                captures.short_jumps(from, R::B::ZERO, 0, 0, DIAGONAL_MASK);
            }
        });
        if strict && !out.is_empty() {
            return;
        }
    }
    quiet_moves::<R>(pos, &s, out);
}

fn quiet_moves<R: Rules>(pos: &Position, s: &Sides<R::B>, out: &mut Vec<Move>) {
    match pos.turn {
        Color::White => {
            men_steps::<R, UP_LEFT>(s, out);
            men_steps::<R, UP_RIGHT>(s, out);
        }
        Color::Black => {
            men_steps::<R, DOWN_LEFT>(s, out);
            men_steps::<R, DOWN_RIGHT>(s, out);
        }
    }
    each_bit(movable_kings::<R>(pos, s), |from| {
        for d in DIAGONALS {
            let mut to = step::<R>(from, d) & s.empty;
            while to.any() {
                out.push(quiet::<R>(from, to));
                if !R::FLYING {
                    break;
                }
                to = step::<R>(to, d) & s.empty;
            }
        }
    });
}

/// The men's steps in direction `D`, each found from the square it ends on: a step is a
/// constant distance between indices, which costs less than a shift of its square back.
#[inline(always)]
fn men_steps<R: Rules, const D: usize>(s: &Sides<R::B>, out: &mut Vec<Move>) {
    let mut ends = step::<R>(s.men, D) & s.empty;
    while ends.any() {
        let to = ends.index();
        ends = ends.without_lowest();
        let from = match D {
            UP_LEFT => to + (R::H + 1) as u8,
            UP_RIGHT => to + R::H as u8,
            DOWN_LEFT => to - R::H as u8,
            _ => to - (R::H + 1) as u8,
        };
        out.push(Move::new(
            Square::new(from),
            Square::new(to),
            SquareSet::EMPTY,
        ));
    }
}

#[inline(always)]
fn quiet<R: Rules>(from: R::B, to: R::B) -> Move {
    Move::new(
        Square::new(from.index()),
        Square::new(to.index()),
        SquareSet::EMPTY,
    )
}

/// The depth-first search of capture sequences for one moving piece. Each search returns
/// whether the piece could take anything from where it stands; the caller ends the move
/// where it could not.
struct Captures<'a, R: Rules> {
    out: &'a mut Vec<Move>,
    from: R::B,
    /// Empty squares, the mover's own start included. Jumped pieces stay out of it until the
    /// move ends: with short jumps they can never be landed on anyway, and for flying kings
    /// they block, as the rules of those variants require.
    empty: R::B,
    /// The pieces this mover may take.
    enemy: R::B,
    enemy_kings: R::B,
    /// The mover's kings row.
    promotion: R::B,
    /// Men that capture backwards: per direction, the squares from which a short jump takes
    /// one of `enemy` and lands on an empty square; with the pieces taken staying on the board,
    /// the search of one man then tests one word for each of its four (Frisian: eight)
    /// directions.
    jumps: [R::B; 8],
    /// The squares in `jumps` of two directions or more. A man always lands on a square of
    /// `jumps` the way back (over the piece it has just taken, to the square it came from,
    /// which the pieces as they stood leave empty), so one that lands elsewhere ends its move
    /// there, without a search of its eight (or four) directions.
    onward: R::B,
    king_mover: bool,
    best: u32,
    strict: bool,
    /// Counting for perft: routes that take fewer pieces than this are counted in `counted`
    /// instead of listed (the moves they are can have no duplicate); 0 lists them all.
    distinct_from: u32,
    counted: u64,
    phantom: PhantomData<R>,
}

impl<R: Rules> Captures<'_, R> {
    /// Sets up the short jumps of the piece on `from`.
    #[inline(always)]
    fn start(&mut self, from: R::B, empty: R::B, dirs: u8) {
        self.from = from;
        self.empty = empty;
        if R::MEN_BACK {
            let mut once = R::B::ZERO;
            let mut twice = R::B::ZERO;
            each_dir!(R, dirs, |d| {
                let back = opposite(d);
                self.jumps[d] = step::<R>(step::<R>(empty, back) & self.enemy, back);
                twice |= once & self.jumps[d];
                once |= self.jumps[d];
            });
            self.onward = twice;
        }
    }

    /// Jumps over an adjacent piece to the square just beyond (men, and kings of the short-king
    /// variants), in the directions of the mask `dirs`. `order` marks at bit `15 - i` that the
    /// i-th piece taken was a king. The directions are unrolled, each a constant shift: a loop
    /// over them would pick each shift through a jump table.
    fn short_jumps(&mut self, at: R::B, captured: R::B, depth: u32, order: u32, dirs: u8) {
        let mut extended = self.short_jump::<UP_LEFT>(at, captured, depth, order, dirs);
        extended |= self.short_jump::<UP_RIGHT>(at, captured, depth, order, dirs);
        extended |= self.short_jump::<DOWN_LEFT>(at, captured, depth, order, dirs);
        extended |= self.short_jump::<DOWN_RIGHT>(at, captured, depth, order, dirs);
        if R::ORTHOGONAL {
            extended |= self.short_jump::<UP>(at, captured, depth, order, dirs);
            extended |= self.short_jump::<LEFT>(at, captured, depth, order, dirs);
            extended |= self.short_jump::<RIGHT>(at, captured, depth, order, dirs);
            extended |= self.short_jump::<DOWN>(at, captured, depth, order, dirs);
        }
        if !extended && captured.any() {
            self.emit(at, captured, depth, order);
        }
    }

    /// One direction of [`Self::short_jumps`]: whether the piece can jump that way.
    #[inline(always)]
    fn short_jump<const D: usize>(
        &mut self,
        at: R::B,
        captured: R::B,
        depth: u32,
        order: u32,
        dirs: u8,
    ) -> bool {
        // Where men capture backwards, kings fly: only men jump short, in all their directions
        // (a constant, which drops the tests of directions they all have).
        let dirs = if R::MEN_BACK {
            men_capture_mask::<R>(Color::White)
        } else {
            dirs
        };
        if dirs & (1 << D) == 0 {
            return false;
        }
        let (over, land) = if R::MEN_BACK {
            // Four or eight directions: one word per direction tells whether a jump is there.
            if (at & self.jumps[D]).is_empty() {
                return false;
            }
            let over = step::<R>(at, D);
            if (over & captured).any() {
                return false;
            }
            (over, step::<R>(over, D))
        } else {
            let over = step::<R>(at, D);
            if (over & self.enemy & !captured).is_empty() {
                return false;
            }
            let land = step::<R>(over, D);
            if (land & self.empty).is_empty() {
                return false;
            }
            (over, land)
        };
        let order = self.mark_king(order, over, depth);
        let taken = captured | over;
        if R::CROWN_MIDWAY && (R::FLYING || !self.king_mover) && (land & self.promotion).any() {
            // Crowned on the kings row: the rest of the move is a king's.
            if !self.flying(land, taken, depth + 1, order, 1 << opposite(D)) {
                self.emit(land, taken, depth + 1, order);
            }
        } else if R::MEN_BACK && (land & self.onward).is_empty() {
            self.emit(land, taken, depth + 1, order);
        } else {
            self.short_jumps(land, taken, depth + 1, order, dirs);
        }
        true
    }

    /// Flying king captures. `skip` holds directions not to search from here: the way back
    /// (blocked by the piece just taken) and, from every landing square but the last, the way
    /// on, which the last landing square covers. After a piece is taken, the king lands only
    /// on the squares from which it can go on capturing, if there are any.
    fn flying(&mut self, at: R::B, captured: R::B, depth: u32, order: u32, skip: u32) -> bool {
        let mut extended = false;
        for d in 0..king_dirs::<R>() {
            if skip & (1 << d) != 0 {
                continue;
            }
            let mut over = step::<R>(at, d);
            while (over & self.empty).any() {
                over = step::<R>(over, d);
            }
            if (over & self.enemy & !captured).is_empty() {
                continue;
            }
            let mut land = step::<R>(over, d);
            if (land & self.empty).is_empty() {
                continue;
            }
            extended = true;
            let order = self.mark_king(order, over, depth);
            let taken = captured | over;
            let mut goes_on = false;
            let mut stops = R::B::ZERO;
            while (land & self.empty).any() {
                let next = step::<R>(land, d);
                let last = (next & self.empty).is_empty();
                let skip = (1 << opposite(d)) | if last { 0 } else { 1 << d };
                if self.flying(land, taken, depth + 1, order, skip) {
                    goes_on = true;
                } else {
                    stops |= land;
                }
                land = next;
            }
            if !goes_on {
                each_bit(stops, |to| self.emit(to, taken, depth + 1, order));
            }
        }
        extended
    }

    #[inline(always)]
    fn mark_king(&self, order: u32, over: R::B, depth: u32) -> u32 {
        if R::CHOICE == CaptureChoice::Italian && (over & self.enemy_kings).any() && depth < 16 {
            order | (1 << (15 - depth))
        } else {
            order
        }
    }

    /// Ends a route on `to` having taken `taken` pieces, the `captured` set.
    fn emit(&mut self, to: R::B, captured: R::B, taken: u32, order: u32) {
        if self.strict {
            let kings = || {
                let kings = captured & self.enemy_kings;
                if kings.any() { kings.count() } else { 0 }
            };
            let key = match R::CHOICE {
                CaptureChoice::Free => 0,
                CaptureChoice::MostPieces => taken,
                CaptureChoice::MostPiecesThenKings => taken << 8 | kings(),
                CaptureChoice::Italian => {
                    taken << 24 | (self.king_mover as u32) << 23 | kings() << 16 | order
                }
                CaptureChoice::KingFirst => self.king_mover as u32,
                CaptureChoice::FrisianValue => {
                    let kings = kings();
                    ((taken + kings) * FRISIAN_VALUE_UNIT - kings) << 1 | self.king_mover as u32
                }
            };
            if key < self.best {
                return;
            }
            if key > self.best {
                self.out.clear();
                self.counted = 0;
                self.best = key;
            }
        }
        if taken < self.distinct_from {
            // Too few pieces taken for another route to share start, end and captured set.
            self.counted += 1;
            return;
        }
        self.out.push(Move::new(
            Square::new(self.from.index()),
            Square::new(to.index()),
            SquareSet(captured.widen()),
        ));
    }
}

/// Frisian: a man is worth this many units and a king one unit less than two men, so that no
/// number of kings taken on a 10x10 board can outweigh a man more (see VARIANTS.md).
pub(crate) const FRISIAN_VALUE_UNIT: u32 = 64;
