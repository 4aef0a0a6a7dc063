//! A budget of commands as a token bucket that remembers a flood.
//!
//! A person (or a channel) may send `burst` commands at once and `per_minute` a minute after
//! that. The command that finds the bucket empty puts it in debt, `burst` tokens deep: the
//! person waits as long as the burst took to refill, and every command sent meanwhile keeps
//! the debt at its deepest. So a person who stops is answered again after the wait the
//! notice names, and one who keeps flooding never is.
//!
//! ```
//! use std::time::Duration;
//! use bot::limits::{Budget, Bucket};
//! use tokio::time::Instant;
//!
//! let budget = Budget { burst: 2, per_minute: 60 };
//! let start = Instant::now();
//! let mut bucket = Bucket::full(budget, start);
//! assert!(bucket.take(budget, start).is_ok());
//! assert!(bucket.take(budget, start).is_ok());
//! // Empty: three tokens to go from -2 to 1, at one a second.
//! assert_eq!(bucket.take(budget, start), Err(Duration::from_secs(3)));
//! assert!(bucket.take(budget, start + Duration::from_secs(3)).is_ok());
//! ```

use std::time::Duration;

use tokio::time::Instant;

/// How many commands may come at once, and how many a minute after that.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub burst: u32,
    /// 0: no limit.
    pub per_minute: u32,
}

impl Budget {
    pub fn is_unlimited(self) -> bool {
        self.per_minute == 0 || self.burst == 0
    }

    fn per_second(self) -> f64 {
        f64::from(self.per_minute) / 60.0
    }
}

/// One person's or channel's tokens.
#[derive(Debug, Clone, Copy)]
pub struct Bucket {
    level: f64,
    at: Instant,
}

impl Bucket {
    pub fn full(budget: Budget, now: Instant) -> Bucket {
        Bucket {
            level: f64::from(budget.burst),
            at: now,
        }
    }

    fn refill(&mut self, budget: Budget, now: Instant) {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.level = (self.level + elapsed * budget.per_second()).min(f64::from(budget.burst));
        self.at = now.max(self.at);
    }

    /// Takes a token for one command; when there is none, the bucket goes (or stays) in
    /// debt and the error says how long until a token is back if nothing more is sent.
    pub fn take(&mut self, budget: Budget, now: Instant) -> Result<(), Duration> {
        if budget.is_unlimited() {
            return Ok(());
        }
        self.refill(budget, now);
        if self.level >= 1.0 {
            self.level -= 1.0;
            return Ok(());
        }
        self.level = -f64::from(budget.burst);
        Err(self.until_a_token(budget))
    }

    fn until_a_token(&self, budget: Budget) -> Duration {
        let missing = (1.0 - self.level).max(0.0);
        Duration::from_secs_f64(missing / budget.per_second()).max(Duration::from_secs(1))
    }

    /// Whether the bucket is full again at `now` (nothing to remember).
    pub fn is_full(&self, budget: Budget, now: Instant) -> bool {
        let mut bucket = *self;
        bucket.refill(budget, now);
        bucket.level >= f64::from(budget.burst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_normal_game_never_meets_the_budget() {
        let budget = Budget {
            burst: 20,
            per_minute: 60,
        };
        let start = Instant::now();
        let mut bucket = Bucket::full(budget, start);
        // A move every 2 s, and a burst of five commands now and then.
        for second in (0..3600).step_by(2) {
            let now = start + Duration::from_secs(second);
            let burst = if second % 120 == 0 { 5 } else { 1 };
            for _ in 0..burst {
                assert!(bucket.take(budget, now).is_ok(), "at {second} s");
            }
        }
    }

    #[test]
    fn a_flood_stays_in_debt_and_a_pause_pays_it() {
        let budget = Budget {
            burst: 20,
            per_minute: 60,
        };
        let start = Instant::now();
        let mut bucket = Bucket::full(budget, start);
        let mut answered = 0;
        let mut last_wait = Duration::ZERO;
        // 50 a second for a minute.
        for tick in 0..3000 {
            let now = start + Duration::from_millis(20 * tick);
            match bucket.take(budget, now) {
                Ok(()) => answered += 1,
                Err(wait) => last_wait = wait,
            }
        }
        assert_eq!(answered, 20, "the burst only");
        assert_eq!(last_wait, Duration::from_secs(21));
        let end = start + Duration::from_secs(60);
        assert!(bucket.take(budget, end + Duration::from_secs(20)).is_err());
        let mut bucket = Bucket::full(budget, start);
        for _ in 0..21 {
            let _ = bucket.take(budget, start);
        }
        assert!(bucket.take(budget, start + Duration::from_secs(21)).is_ok());
    }

    #[test]
    fn no_budget_is_no_limit() {
        let budget = Budget {
            burst: 0,
            per_minute: 0,
        };
        let now = Instant::now();
        let mut bucket = Bucket::full(budget, now);
        for _ in 0..1000 {
            assert!(bucket.take(budget, now).is_ok());
        }
    }
}
