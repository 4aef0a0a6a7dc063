//! What time it is, for the service, its store and the scheduler.
//!
//! Every time the bot decides with (a deadline, a reminder, a move's time) comes from one
//! [`Clock`] passed in [`crate::service::ServiceOptions`]: the [`SystemClock`] in production,
//! a [`ManualClock`] in tests, which can then play days of a correspondence game in
//! milliseconds. Times are Unix seconds, as the store keeps them.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

/// A source of the current time in Unix seconds.
pub trait Clock: Send + Sync + fmt::Debug + 'static {
    fn now(&self) -> i64;
}

/// A clock shared by the service, the store and the scheduler.
pub type SharedClock = Arc<dyn Clock>;

/// The computer's clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0)
    }
}

/// The system clock, shared.
pub fn system() -> SharedClock {
    Arc::new(SystemClock)
}

/// A clock that stands still until told otherwise (tests).
///
/// ```
/// use bot::clock::{Clock, ManualClock};
/// let clock = ManualClock::new(1_000);
/// clock.advance(86_400);
/// assert_eq!(clock.now(), 87_400);
/// ```
#[derive(Debug)]
pub struct ManualClock {
    now: AtomicI64,
}

impl ManualClock {
    pub fn new(now: i64) -> Arc<ManualClock> {
        Arc::new(ManualClock {
            now: AtomicI64::new(now),
        })
    }

    pub fn set(&self, now: i64) {
        self.now.store(now, Ordering::SeqCst);
    }

    /// Moves the clock on by `seconds` and returns the new time.
    pub fn advance(&self, seconds: i64) -> i64 {
        self.now.fetch_add(seconds, Ordering::SeqCst) + seconds
    }
}

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.now.load(Ordering::SeqCst)
    }
}

/// Seconds in an hour and in a day.
pub const HOUR: i64 = 3_600;
pub const DAY: i64 = 86_400;
