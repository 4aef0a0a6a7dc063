//! Exchanges at the horizon, after Scan 2.0's quiescence, while no king is on the board: a
//! man steps to where exactly one enemy man can take it, that capture stops on a square next
//! to one of ours, and the capturer is taken back. The evaluation of the quiet position
//! before cannot see such a trade; the quiescence search plays it out and keeps it when the
//! position after it is better. Scan plays only the trades taken back forwards, from behind
//! the capturer's landing square; ours are also taken back backwards and across (those
//! cost nodes, and measured against Scan they were worth them: see the README).
//!
//! The search asks at every quiet horizon, so the trades are found for all the squares at
//! once, a step being one shift of a set of squares (`shift`). On the diagonal boards a step
//! off the board also lands on a bit that is no square (the padded layout of `rules`), so a
//! sum of steps is one shift too, masked once by the board.

use rules::{Bits, Move, Position, Variant};

use crate::per_variant::PerVariant;
use crate::shift::Shift;

/// The four diagonal directions as (file, rank) steps; direction `3 - d` is opposite `d`.
const DIRECTIONS: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

/// The directions a man of each colour steps in (White's go up the ranks).
const FORWARD: [[usize; 2]; 2] = [[1, 3], [0, 2]];

/// The two directions across `d` (neither it nor its opposite).
const fn across(d: usize) -> [usize; 2] {
    if d == 0 || d == 3 { [1, 2] } else { [0, 3] }
}

/// The bit layout of a variant whose men take both ways along diagonals only.
pub(crate) struct Exchanges {
    /// The bit distance of a step in each direction.
    step: [i32; 4],
    playable: u128,
    /// Whether the board fits 64-bit words.
    narrow: bool,
}

/// The quiet moves of a position that offer a trade: for each of the two directions the
/// side's men step in, the step's bit distance and the squares such a step goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Offers([(i32, u128); 2]);

impl Offers {
    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|&(_, targets)| targets == 0)
    }

    pub(crate) fn contains(&self, mv: &Move) -> bool {
        let (from, to) = (mv.from().index() as i32, mv.to().index() as i32);
        !mv.is_capture()
            && self
                .0
                .iter()
                .any(|&(step, targets)| to - from == step && targets >> to & 1 != 0)
    }
}

impl Exchanges {
    /// The variant's layout, made once a process; `None` where the test above does not
    /// fit the rules: men that cannot take backwards (the taker could come from behind),
    /// or orthogonal captures.
    pub(crate) fn for_variant(variant: Variant) -> Option<&'static Exchanges> {
        static TABLES: PerVariant<Option<Exchanges>> = PerVariant::new();
        TABLES
            .get(variant, || {
                let fits = variant.men_capture_backwards()
                    && variant.diagonal_captures()
                    && !variant.orthogonal_captures();
                fits.then(|| Exchanges::new(variant))
            })
            .as_ref()
    }

    /// Reads each direction's bit distance off the board, and checks that a step off the
    /// board lands on no square (so that the sums of steps below need no mask of their own).
    fn new(variant: Variant) -> Exchanges {
        let playable = variant.playable().bits();
        let step = DIRECTIONS.map(|direction| {
            let shift = Shift::of(variant, direction).expect("a diagonal step");
            let off = playable & !shift.stays;
            assert_eq!(
                off.back(-shift.distance) & playable,
                0,
                "{variant}: a step off the board lands on a square"
            );
            shift.distance
        });
        Exchanges {
            step,
            playable,
            narrow: u64::holds(variant.playable().bits()),
        }
    }

    /// The quiet moves of the side to move that offer a clean one-for-one trade: the man
    /// leaves no other man of its side open to a capture through the square it left, one
    /// enemy man alone can take it, that capture cannot go on from where it lands, and a
    /// man of the mover's takes the capturer back. Only for a position without kings (the
    /// search plays trades only then). The search plays the trade out; this only picks
    /// which quiet moves are worth it, cheaply.
    ///
    /// With `forward_only`, the man that takes back must take forwards, from behind the
    /// capturer's landing square (as Scan 2.0 has it); otherwise any man next to it may.
    pub(crate) fn offers(&self, pos: &Position, forward_only: bool) -> Offers {
        if self.narrow {
            self.offers_in::<u64>(pos, forward_only)
        } else {
            self.offers_in::<u128>(pos, forward_only)
        }
    }

    /// [`Exchanges::offers`] on sets of squares as words of type `W`.
    #[inline(always)]
    fn offers_in<W: Bits>(&self, pos: &Position, forward_only: bool) -> Offers {
        let turn = pos.turn();
        let playable = W::narrow(self.playable);
        let mine = W::narrow(pos.side(turn).bits());
        let theirs = W::narrow(pos.side(!turn).bits());
        let empty = playable & !(mine | theirs);
        let s = self.step;
        // The squares `s` with `s + distance` in `set` (the distance a sum of steps, each
        // from a square the caller knows to be on the board).
        let before = |set: W, distance: i32| set.back(distance) & playable;
        // Men whose square, once left, opens a capture of a neighbour.
        let opens = (0..4).fold(W::ZERO, |opens, e| {
            opens | before(mine & before(theirs, s[e]), s[e])
        });
        let movers = mine & !opens;
        let forward = FORWARD[turn as usize];
        let mut offers = Offers(forward.map(|f| (s[f], 0)));
        for (slot, f) in forward.into_iter().enumerate() {
            let to = before(movers, -s[f]) & empty;
            if to == W::ZERO {
                continue;
            }
            // Each way an enemy man could take the man on its new square: from ahead
            // (landing on the square it left), or from either side (landing across).
            let [p, q] = across(f);
            let ways = [f, p, q];
            let mut takes = [W::ZERO; 3];
            for (i, &d) in ways.iter().enumerate() {
                let taker = to & before(theirs, s[d]);
                takes[i] = if d == f {
                    taker
                } else {
                    taker & before(empty, -s[d])
                };
            }
            let mut offered = W::ZERO;
            for (i, &d) in ways.iter().enumerate() {
                let alone = takes[i] & !takes[(i + 1) % 3] & !takes[(i + 2) % 3];
                if alone == W::ZERO {
                    continue;
                }
                // From the man's new square to where the capturer lands.
                let landing = -s[d];
                let mut goes_on = W::ZERO;
                // A man beyond the landing square takes back onto the square of the man
                // taken; or a man beside it, across.
                let mut taken_back = W::ZERO;
                for (e, &step) in s.iter().enumerate() {
                    if e == d {
                        continue;
                    }
                    let next = before(mine, landing + step);
                    goes_on |= next & before(empty, landing + 2 * step);
                    // The taker from `landing + step` moves by `-step`: forwards when
                    // `step` is one of the directions a man of the other side steps in.
                    if forward_only && !FORWARD[!turn as usize].contains(&e) {
                        continue;
                    }
                    if e == 3 - d {
                        taken_back |= next;
                    } else {
                        taken_back |= next & before(empty, landing - step);
                    }
                }
                offered |= alone & !goes_on & taken_back;
            }
            offers.0[slot].1 = W::widen(offered);
        }
        offers
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seeded_walks::seeded_walks;
    use rules::Square;

    /// On every board that fits 64 bits, the offers found on 64-bit words are the ones found
    /// on 128-bit words.
    #[test]
    fn narrow_words_find_the_same_offers() {
        let mut compared = 0;
        seeded_walks(23, 6, 150, |variant, pos, _| {
            let Some(exchanges) = Exchanges::for_variant(variant) else {
                return;
            };
            if !u64::holds(variant.playable().bits()) {
                return;
            }
            for forward_only in [false, true] {
                assert_eq!(
                    exchanges.offers_in::<u64>(pos, forward_only),
                    exchanges.offers_in::<u128>(pos, forward_only),
                    "{variant} {} (forward only: {forward_only})",
                    pos.to_fen()
                );
            }
            compared += 1;
        });
        assert!(compared > 1000, "{compared} positions compared");
    }

    /// The trade test square by square, as the rules say it: the picker above must find
    /// exactly the moves this one does.
    fn offers_by_steps(variant: Variant, pos: &Position, mv: &Move, forward_only: bool) -> bool {
        let size = variant.board().size() as i32;
        let step = |sq: Square, d: usize| {
            let (file, rank) = variant.coords(sq);
            let (f, r) = (file as i32 + DIRECTIONS[d].0, rank as i32 + DIRECTIONS[d].1);
            ((0..size).contains(&f) && (0..size).contains(&r))
                .then(|| variant.square_at(f as u8, r as u8))
                .flatten()
        };
        if mv.is_capture() {
            return false;
        }
        let (from, to) = (mv.from(), mv.to());
        if !(0..4).any(|d| step(from, d) == Some(to)) {
            return false;
        }
        let bit = |sq: Square| 1u128 << sq.index();
        let mine_before = pos.side(pos.turn()).bits();
        let theirs = pos.side(!pos.turn()).bits();
        let mine = mine_before ^ bit(from) ^ bit(to);
        let is_mine = |sq: Square| mine & bit(sq) != 0;
        let is_theirs = |sq: Square| theirs & bit(sq) != 0;
        let is_empty = |sq: Square| (mine | theirs) & bit(sq) == 0;
        for d in 0..4 {
            if let Some(neighbour) = step(from, d)
                && mine_before & bit(neighbour) != 0
                && step(neighbour, d).is_some_and(is_theirs)
            {
                return false;
            }
        }
        let mut capture = None;
        for d in 0..4 {
            if let (Some(taker), Some(landing)) = (step(to, d), step(to, 3 - d))
                && is_theirs(taker)
                && is_empty(landing)
            {
                if capture.is_some() {
                    return false;
                }
                capture = Some((taker, landing));
            }
        }
        let Some((taker, landing)) = capture else {
            return false;
        };
        let free_after = |sq: Square| is_empty(sq) || sq == taker || sq == to;
        for d in 0..4 {
            if let Some(next) = step(landing, d)
                && next != to
                && is_mine(next)
                && step(next, d).is_some_and(free_after)
            {
                return false;
            }
        }
        // The man on `back` takes in direction `3 - d`.
        let takes_forward = |d: usize| FORWARD[pos.turn() as usize].contains(&(3 - d));
        (0..4).any(|d| {
            matches!(
                (step(landing, d), step(landing, 3 - d)),
                (Some(back), Some(beyond)) if back != to && is_mine(back) && free_after(beyond)
            ) && (!forward_only || takes_forward(d))
        })
    }

    fn offered(fen: &str) -> Vec<String> {
        offered_as(fen, false)
    }

    fn offered_as(fen: &str, forward_only: bool) -> Vec<String> {
        let pos = Position::from_fen(Variant::International, fen).expect("a position");
        let offers = Exchanges::for_variant(Variant::International)
            .expect("a layout")
            .offers(&pos, forward_only);
        let mut moves = Vec::new();
        pos.legal_moves_into(&mut moves);
        let mut found: Vec<String> = moves
            .iter()
            .filter(|mv| offers.contains(mv))
            .map(|mv| pos.move_text(mv))
            .collect();
        found.sort();
        found
    }

    #[test]
    fn a_trade_taken_back_is_offered() {
        // 32-28 is taken by 23x32 (the only capture; 43 stops it going on over 38), and
        // 38x27 takes back.
        assert_eq!(offered("W:W32,38,43:B23"), ["32-28"]);
    }

    #[test]
    fn a_trade_taken_back_backwards_is_not_forward_only() {
        // 32-28 23x32, and 27x38 takes back backwards (21 stops the capture going on over
        // 27); no man of White's is behind 32 to take forwards.
        assert_eq!(offered("W:W21,27,32:B23"), ["32-28"]);
        assert!(offered_as("W:W21,27,32:B23", true).is_empty());
        assert_eq!(offered_as("W:W32,38,43:B23", true), ["32-28"]);
    }

    #[test]
    fn a_man_given_away_is_not() {
        // 32-28 23x32 and nothing of White's takes back.
        assert!(offered("W:W32:B23").is_empty());
    }

    #[test]
    fn a_capture_that_goes_on_is_not() {
        // 23x32 would go on over 37 or 38: no trade.
        assert!(offered("W:W32,37,38:B23").is_empty());
    }

    #[test]
    fn no_trade_where_kings_do_not_fly() {
        assert!(Exchanges::for_variant(Variant::English).is_none());
        assert!(Exchanges::for_variant(Variant::Turkish).is_none());
    }

    /// Along seeded random games of every variant the trades fit, in every position
    /// without a king where the side to move has no capture, the sets of squares pick
    /// exactly the moves the square-by-square test does.
    #[test]
    fn the_sets_pick_what_the_squares_do() {
        let mut offered = 0;
        seeded_walks(7, 40, 200, |variant, pos, _| {
            let Some(exchanges) = Exchanges::for_variant(variant) else {
                return;
            };
            let moves = pos.legal_moves();
            if !pos.kings().is_empty() || moves[0].is_capture() {
                return;
            }
            for forward_only in [false, true] {
                let offers = exchanges.offers(pos, forward_only);
                for mv in &moves {
                    let expected = offers_by_steps(variant, pos, mv, forward_only);
                    assert_eq!(
                        offers.contains(mv),
                        expected,
                        "{variant} {} {} (forward only: {forward_only})",
                        pos.to_fen(),
                        pos.move_text(mv)
                    );
                    offered += expected as usize;
                }
            }
        });
        assert!(offered > 100, "the walks met trades: {offered}");
    }
}
