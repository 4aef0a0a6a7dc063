//! Rating pools: which games are rated together. Each variant is a pool of its own, and
//! giveaway games of a variant form another (winning by losing everything is a different
//! skill from the variant's own), as lidraughts rates its antidraughts apart. Games on a live
//! clock are rated apart from correspondence games (issue 33), as lichess keeps blitz apart
//! from correspondence.
//!
//! ```
//! use bot::pool::Pool;
//! use rules::Variant;
//! let pool = Pool::new(Variant::Russian, true);
//! assert_eq!(pool.name(), "russian-giveaway");
//! assert_eq!(Pool::parse("russian-giveaway"), Some(pool));
//! assert_eq!(Pool::parse("russian"), Some(Pool::new(Variant::Russian, false)));
//! let live = Pool::new(Variant::English, false).on_live_clock(true);
//! assert_eq!(live.name(), "english-live");
//! assert_eq!(Pool::parse("english-live"), Some(live));
//! ```

use rules::Variant;

/// The words after a variant's name in a giveaway pool's name.
const GIVEAWAY_SUFFIX: &str = "-giveaway";

/// The words after the rest of a live pool's name.
const LIVE_SUFFIX: &str = "-live";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pool {
    pub variant: Variant,
    pub giveaway: bool,
    /// Games on a live clock, rated apart from correspondence games.
    pub live: bool,
}

impl Pool {
    pub fn new(variant: Variant, giveaway: bool) -> Pool {
        Pool {
            variant,
            giveaway,
            live: false,
        }
    }

    /// The same pool for games on a live clock (`true`) or by correspondence.
    pub fn on_live_clock(self, live: bool) -> Pool {
        Pool { live, ..self }
    }

    /// The pool's name as the store keeps it: the variant's name (as before giveaway
    /// existed, so older ratings stay in their pool), with `-giveaway` for giveaway games
    /// and `-live` for games on a live clock.
    pub fn name(self) -> String {
        Pool::name_of(self.variant.name(), self.giveaway, self.live)
    }

    /// The same from a variant's stored name.
    pub fn name_of(variant: &str, giveaway: bool, live: bool) -> String {
        let giveaway = if giveaway { GIVEAWAY_SUFFIX } else { "" };
        let live = if live { LIVE_SUFFIX } else { "" };
        format!("{variant}{giveaway}{live}")
    }

    /// A pool from its stored name.
    pub fn parse(name: &str) -> Option<Pool> {
        let (name, live) = match name.strip_suffix(LIVE_SUFFIX) {
            Some(rest) => (rest, true),
            None => (name, false),
        };
        let pool = match name.strip_suffix(GIVEAWAY_SUFFIX) {
            Some(variant) => Pool::new(variant.parse().ok()?, true),
            None => Pool::new(name.parse().ok()?, false),
        };
        Some(pool.on_live_clock(live))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pool_reads_back_from_its_name() {
        for &variant in Variant::ALL {
            for giveaway in [false, true] {
                for live in [false, true] {
                    let pool = Pool::new(variant, giveaway).on_live_clock(live);
                    assert_eq!(Pool::parse(&pool.name()), Some(pool), "{}", pool.name());
                }
            }
        }
        assert_eq!(Pool::parse("english-live-giveaway"), None);
        assert_eq!(Pool::parse("-live"), None);
    }
}
