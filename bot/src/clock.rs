//! What time it is, for the service, its store and the scheduler.
//!
//! Every time the bot decides with (a deadline, a reminder, a move's time) comes from one
//! [`Clock`] passed in [`crate::service::ServiceOptions`]: the [`SystemClock`] in production,
//! a [`ManualClock`] in tests, which can then play days of a correspondence game in
//! milliseconds. Times are Unix seconds, as the store keeps them.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

/// A source of the current time in Unix seconds (and milliseconds, for live clocks).
pub trait Clock: Send + Sync + fmt::Debug + 'static {
    fn now(&self) -> i64;

    /// The current time in Unix milliseconds; [`Clock::now`] is its whole seconds.
    fn now_ms(&self) -> i64 {
        self.now() * 1_000
    }
}

/// A clock shared by the service, the store and the scheduler.
pub type SharedClock = Arc<dyn Clock>;

/// The computer's clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        self.now_ms().div_euclid(1_000)
    }

    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
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
/// clock.advance_ms(1_500);
/// assert_eq!((clock.now(), clock.now_ms()), (87_401, 87_401_500));
/// ```
#[derive(Debug)]
pub struct ManualClock {
    now_ms: AtomicI64,
}

impl ManualClock {
    pub fn new(now: i64) -> Arc<ManualClock> {
        Arc::new(ManualClock {
            now_ms: AtomicI64::new(now * 1_000),
        })
    }

    pub fn set(&self, now: i64) {
        self.now_ms.store(now * 1_000, Ordering::SeqCst);
    }

    /// Moves the clock on by `seconds` and returns the new time in seconds.
    pub fn advance(&self, seconds: i64) -> i64 {
        self.advance_ms(seconds * 1_000).div_euclid(1_000)
    }

    /// Moves the clock on by `ms` milliseconds and returns the new time in milliseconds.
    pub fn advance_ms(&self, ms: i64) -> i64 {
        self.now_ms.fetch_add(ms, Ordering::SeqCst) + ms
    }
}

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.now_ms().div_euclid(1_000)
    }

    fn now_ms(&self) -> i64 {
        self.now_ms.load(Ordering::SeqCst)
    }
}

/// Seconds in an hour and in a day.
pub const HOUR: i64 = 3_600;
pub const DAY: i64 = 86_400;
