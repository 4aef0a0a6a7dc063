//! Rating pools: which games are rated together. Each variant is a pool of its own, and
//! giveaway games of a variant form another (winning by losing everything is a different
//! skill from the variant's own), as lidraughts rates its antidraughts apart.
//!
//! ```
//! use bot::pool::Pool;
//! use rules::Variant;
//! let pool = Pool::new(Variant::Russian, true);
//! assert_eq!(pool.name(), "russian-giveaway");
//! assert_eq!(Pool::parse("russian-giveaway"), Some(pool));
//! assert_eq!(Pool::parse("russian"), Some(Pool::new(Variant::Russian, false)));
//! ```

use rules::Variant;

/// The words after a variant's name in a giveaway pool's name.
const GIVEAWAY_SUFFIX: &str = "-giveaway";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pool {
    pub variant: Variant,
    pub giveaway: bool,
}

impl Pool {
    pub fn new(variant: Variant, giveaway: bool) -> Pool {
        Pool { variant, giveaway }
    }

    /// The pool's name as the store keeps it: the variant's name (as before giveaway
    /// existed, so older ratings stay in their pool), with `-giveaway` for giveaway games.
    pub fn name(self) -> String {
        Pool::name_of(self.variant.name(), self.giveaway)
    }

    /// The same from a variant's stored name.
    pub fn name_of(variant: &str, giveaway: bool) -> String {
        if giveaway {
            format!("{variant}{GIVEAWAY_SUFFIX}")
        } else {
            variant.to_string()
        }
    }

    /// A pool from its stored name.
    pub fn parse(name: &str) -> Option<Pool> {
        match name.strip_suffix(GIVEAWAY_SUFFIX) {
            Some(variant) => Some(Pool::new(variant.parse().ok()?, true)),
            None => Some(Pool::new(name.parse().ok()?, false)),
        }
    }
}
