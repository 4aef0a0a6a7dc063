//! Perft's last ply in Frisian: the men's captures of two pieces, counted a word at a time.
//!
//! Frisian men jump in eight directions, so at the last ply many men can go on after a first
//! jump, and a search of each would cost more than the rest of the count. Most such routes
//! end after the second jump, and those need no search: two jumps are taken in one order
//! only (the other order passes over other squares), so no two of them are the same move, and
//! a shift per direction takes every man to where it lands. Where a single man has a single
//! first jump, every route is known by its directions, so its three-piece routes are counted
//! as well; only a man that might take a fourth piece is left to the search.

use super::{Rules, Sides, opposite, step};
use crate::bits::Bits;

#[inline(always)]
fn jump<R: Rules>(bits: R::B, dir: usize) -> R::B {
    step::<R>(step::<R>(bits, dir), dir)
}

/// The number of two-jump routes of the best value (the most kings taken) of the men of
/// `going_on` (each can take a second piece), or `None`
/// where the words cannot tell them apart: a route might go on to a third piece, or two first
/// jumps land on one square. `jump_from` holds, per direction, the squares from which a jump
/// that way takes one of `targets` and lands on an empty square.
#[inline(always)]
pub(super) fn two_jumps<R: Rules>(
    s: &Sides<R::B>,
    targets: R::B,
    jump_from: &[R::B; 8],
    going_on: R::B,
    dirs: u8,
) -> Option<u64> {
    // A king taken raises a route's value: per direction, the jumps that take a king.
    let kings = targets & s.enemy_kings;
    let mut king_from = [R::B::ZERO; 8];
    if kings.any() {
        each_dir!(R, dirs, |d| {
            king_from[d] = jump_from[d] & step::<R>(kings, opposite(d));
        });
    }
    // Where the first jumps land, and there those that took a king.
    let mut landed = R::B::ZERO;
    let mut twice = R::B::ZERO;
    let mut took_king = R::B::ZERO;
    let mut first_taken = R::B::ZERO;
    each_dir!(R, dirs, |first| {
        let jumpers = going_on & jump_from[first];
        first_taken |= step::<R>(jumpers, first);
        let lands = jump::<R>(jumpers, first);
        twice |= landed & lands;
        landed |= lands;
        if kings.any() {
            took_king |= jump::<R>(going_on & king_from[first], first);
        }
    });
    if twice.any() {
        return None;
    }
    // A third jump may land where its man stood: the squares of the men that move count as
    // empty. The pieces taken stay on the board until the move ends and cannot be taken
    // twice, but the words do not tell which route took which, so jumps over them count here
    // too: a route wrongly thought to go on costs a search, never exactness.
    let empty = s.empty | going_on;
    // Where every route takes the same first piece, no third jump takes it again.
    let single = landed.without_lowest().is_empty();
    let targets = if single {
        targets & !first_taken
    } else {
        targets
    };
    let mut any = [0u64; 3];
    let mut threes = 0;
    each_dir!(R, dirs, |second| {
        // No second jump goes back the way the first came: the square beyond is the man's
        // own, occupied in `jump_from`.
        let on = landed & jump_from[second];
        if on.any() {
            let ends = jump::<R>(on, second);
            let mut third = R::B::ZERO;
            each_dir!(R, dirs, |d| {
                // The way back over the second piece is no jump: it was taken.
                if d != opposite(second) {
                    third |= step::<R>(step::<R>(ends, d) & targets, d) & empty;
                }
            });
            if third.any() {
                // One man with one first jump, so one route to each second landing: with no
                // king to take (which could make two pieces worth more than three), its
                // three-piece routes are counted here too.
                if !single || kings.any() {
                    return None;
                }
                let second_taken = step::<R>(on, second);
                threes += three_jumps::<R>(ends, targets, second_taken, empty, dirs, second)?;
            }
            any[0] += on.count_sparse() as u64;
            if kings.any() {
                let second_king = on & king_from[second];
                any[1] += (on & (took_king | second_king)).count_sparse() as u64;
                any[2] += (on & took_king & second_king).count_sparse() as u64;
            }
        }
    });
    if threes > 0 {
        return Some(threes);
    }
    // More kings taken is worth more: the routes of the most kings taken count.
    Some(match any {
        [_, _, two] if two > 0 => two,
        [_, one, _] if one > 0 => one,
        [all, _, _] => all,
    })
}

/// The third jumps from `at`, where a route that came in direction `came` landed after taking
/// two pieces (the first already out of `targets`, the second `second_taken`), or `None` where
/// one might take a fourth. The directions unrolled, each a constant shift: a loop over them
/// would pick each shift through a jump table.
#[inline(never)]
fn three_jumps<R: Rules>(
    at: R::B,
    targets: R::B,
    second_taken: R::B,
    empty: R::B,
    dirs: u8,
    came: usize,
) -> Option<u64> {
    let mut count = 0;
    // The way back over the second piece is no jump: it was taken.
    each_dir!(R, dirs & !(1 << opposite(came)), |third| {
        let landing = step::<R>(step::<R>(at, third) & targets, third) & empty;
        if landing.any() {
            each_dir!(R, dirs & !(1 << opposite(third)), |fourth| {
                let over = step::<R>(landing, fourth) & targets & !second_taken;
                if (step::<R>(over, fourth) & empty).any() {
                    return None;
                }
            });
            count += 1;
        }
    });
    Some(count)
}
