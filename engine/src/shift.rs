//! A step on the board as a shift of a whole set of squares.
//!
//! `rules` numbers its squares so that a step in a given direction is the same bit distance
//! from every square it stays on the board from (the padded layout of the diagonal boards,
//! row by row on the full ones). So "the squares one step behind these" is one shift and one
//! mask, for every square at once, where a loop over the squares would branch at each.

use rules::{Bits, Variant};

/// A step (files, ranks; from White's side) on one variant's board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Shift {
    /// How far the step moves a square's bit.
    pub distance: i32,
    /// The squares the step stays on the board from.
    pub stays: u128,
}

impl Shift {
    /// The step on the variant's board, read off its coordinates; `None` where no square
    /// has it (a board too small), and a panic if its distance is not the same from every
    /// square (a layout this module does not fit).
    pub fn of(variant: Variant, (df, dr): (i32, i32)) -> Option<Shift> {
        let size = variant.board().size() as i32;
        let mut shift: Option<Shift> = None;
        for sq in variant.playable().iter() {
            let (file, rank) = variant.coords(sq);
            let (f, r) = (file as i32 + df, rank as i32 + dr);
            let on_board = (0..size).contains(&f) && (0..size).contains(&r);
            let Some(next) = on_board
                .then(|| variant.square_at(f as u8, r as u8))
                .flatten()
            else {
                continue;
            };
            let distance = next.index() as i32 - sq.index() as i32;
            let shift = shift.get_or_insert(Shift { distance, stays: 0 });
            assert_eq!(
                shift.distance, distance,
                "{variant}: the step ({df}, {dr}) is not the same bit distance everywhere"
            );
            shift.stays |= 1u128 << sq.index();
        }
        shift
    }

    /// The squares whose step lands in `set`.
    #[inline(always)]
    pub fn onto<W: Bits>(self, set: W) -> W {
        set.back(self.distance) & W::narrow(self.stays)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On every board, each step's shift takes each square to the square the coordinates
    /// say, and nowhere from a square the step leaves the board from.
    #[test]
    fn a_shift_is_the_step_from_every_square() {
        let steps = [
            (-1, -1),
            (-1, 1),
            (1, -1),
            (1, 1),
            (0, 1),
            (0, -1),
            (1, 0),
            (-1, 0),
        ];
        for &variant in Variant::ALL {
            let size = variant.board().size() as i32;
            for step in steps {
                let Some(shift) = Shift::of(variant, step) else {
                    continue;
                };
                for to in variant.playable().iter() {
                    let found = shift.onto(1u128 << to.index());
                    let expected = variant
                        .playable()
                        .iter()
                        .filter(|&from| {
                            let (file, rank) = variant.coords(from);
                            let (f, r) = (file as i32 + step.0, rank as i32 + step.1);
                            (0..size).contains(&f)
                                && (0..size).contains(&r)
                                && variant.square_at(f as u8, r as u8) == Some(to)
                        })
                        .fold(0u128, |set, from| set | 1u128 << from.index());
                    assert_eq!(found, expected, "{variant} {step:?} onto {to:?}");
                }
            }
        }
    }
}
