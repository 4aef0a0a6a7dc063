//! Exchanges at the horizon, as Scan 2.0's quiescence plays them while no king is on the
//! board: a man steps to where exactly one enemy man can take it, that capture stops on a
//! square next to one of ours, and the capturer is taken back. The evaluation of the quiet
//! position before cannot see such a trade; the quiescence search plays it out and keeps it
//! when the position after it is better.

use rules::{Move, Position, Square, Variant};

use crate::per_variant::PerVariant;

/// The four diagonal directions as (file, rank) steps; direction `3 - d` is opposite `d`.
const DIRECTIONS: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

/// The diagonal neighbours of every square of a variant whose men take both ways along
/// diagonals only.
pub(crate) struct Exchanges {
    next: Vec<[Option<Square>; 4]>,
}

impl Exchanges {
    /// The variant's table, made once a process; `None` where the test above does not
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

    fn new(variant: Variant) -> Exchanges {
        let playable: Vec<Square> = variant.playable().iter().collect();
        let len = playable
            .iter()
            .map(|s| s.index() as usize + 1)
            .max()
            .unwrap_or(0);
        let size = variant.board().size() as i32;
        let mut next = vec![[None; 4]; len];
        for &sq in &playable {
            let (file, rank) = variant.coords(sq);
            for (d, (df, dr)) in DIRECTIONS.iter().enumerate() {
                let (f, r) = (file as i32 + df, rank as i32 + dr);
                if (0..size).contains(&f) && (0..size).contains(&r) {
                    next[sq.index() as usize][d] = variant.square_at(f as u8, r as u8);
                }
            }
        }
        Exchanges { next }
    }

    fn step(&self, sq: Square, direction: usize) -> Option<Square> {
        self.next[sq.index() as usize][direction]
    }

    /// Whether a quiet move of a man offers a clean one-for-one trade: the man leaves no
    /// other man of its side open to a capture through the square it left, one enemy man
    /// alone can take it, that capture cannot go on from where it lands, and a man of the
    /// mover's takes the capturer back. The search plays the trade out; this only picks
    /// which quiet moves are worth it, cheaply.
    pub(crate) fn offers(&self, pos: &Position, mv: &Move) -> bool {
        if mv.is_capture() {
            return false;
        }
        let (from, to) = (mv.from(), mv.to());
        if !(0..4).any(|d| self.step(from, d) == Some(to)) {
            return false;
        }
        let bit = |sq: Square| 1u128 << sq.index();
        let mine_before = pos.side(pos.turn()).bits();
        let theirs = pos.side(!pos.turn()).bits();
        let mine = mine_before ^ bit(from) ^ bit(to);
        let is_mine = |sq: Square| mine & bit(sq) != 0;
        let is_theirs = |sq: Square| theirs & bit(sq) != 0;
        let is_empty = |sq: Square| (mine | theirs) & bit(sq) == 0;

        // The square left must not open a capture of a neighbour.
        for d in 0..4 {
            if let Some(neighbour) = self.step(from, d)
                && mine_before & bit(neighbour) != 0
                && self.step(neighbour, d).is_some_and(is_theirs)
            {
                return false;
            }
        }

        // Exactly one enemy man can take the man moved.
        let mut capture = None;
        for d in 0..4 {
            if let (Some(taker), Some(landing)) = (self.step(to, d), self.step(to, 3 - d))
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
        // The squares free once the capture is over: the taker's, and the man taken's.
        let free_after = |sq: Square| is_empty(sq) || sq == taker || sq == to;

        // The capture stops where it lands: no other man of ours is open from there.
        for d in 0..4 {
            if let Some(next) = self.step(landing, d)
                && next != to
                && is_mine(next)
                && self.step(next, d).is_some_and(free_after)
            {
                return false;
            }
        }

        // And a man of ours takes the capturer back.
        (0..4).any(|d| {
            matches!(
                (self.step(landing, d), self.step(landing, 3 - d)),
                (Some(back), Some(beyond)) if back != to && is_mine(back) && free_after(beyond)
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offered(fen: &str) -> Vec<String> {
        let pos = Position::from_fen(Variant::International, fen).expect("a position");
        let exchanges = Exchanges::for_variant(Variant::International).expect("a table");
        let mut moves = Vec::new();
        pos.legal_moves_into(&mut moves);
        let mut found: Vec<String> = moves
            .iter()
            .filter(|mv| exchanges.offers(&pos, mv))
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
}
