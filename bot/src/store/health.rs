//! Whether the database answers, so that an outage costs each command milliseconds, not
//! seconds.
//!
//! Every store operation goes through [`Health::admit`] and [`Health::record`]. While the
//! database is up they cost two atomic loads. Once an operation has found it out of reach
//! ([`StoreError::Unavailable`]), one operation at a time — the probe — is let through to try
//! again (waiting at most the pool's acquire timeout), at most one every [`PROBE_EVERY`]; the
//! others fail at once with `Unavailable`, so a command (which makes several operations) is
//! answered "cannot reach its database" after one wait at most instead of one per operation.
//! The first probe that gets an answer (any answer but `Unavailable`) marks the database up
//! again.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::StoreError;

/// The least time between the end of a failed probe and the start of the next.
pub const PROBE_EVERY: Duration = Duration::from_millis(500);

#[derive(Debug)]
pub(crate) struct Health {
    down: AtomicBool,
    probing: AtomicBool,
    /// When the next probe may start, in milliseconds since `epoch`.
    next_probe: AtomicU64,
    epoch: Instant,
}

impl Default for Health {
    fn default() -> Health {
        Health {
            down: AtomicBool::new(false),
            probing: AtomicBool::new(false),
            next_probe: AtomicU64::new(0),
            epoch: Instant::now(),
        }
    }
}

/// What [`Health::admit`] let through. A probe that is dropped unfinished (its task
/// cancelled) lets the next operation probe.
#[derive(Debug)]
pub(crate) struct Ticket<'a> {
    /// `Some` when the database is down and this operation tries it.
    probe: Option<&'a AtomicBool>,
}

#[cfg(test)]
impl Ticket<'_> {
    pub fn is_probe(&self) -> bool {
        self.probe.is_some()
    }
}

impl Drop for Ticket<'_> {
    fn drop(&mut self) {
        if let Some(probing) = self.probe {
            probing.store(false, Ordering::Release);
        }
    }
}

impl Health {
    pub fn admit(&self) -> Result<Ticket<'_>, StoreError> {
        if !self.down.load(Ordering::Acquire) {
            return Ok(Ticket { probe: None });
        }
        if self.millis() >= self.next_probe.load(Ordering::Acquire)
            && self
                .probing
                .compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire)
                .is_ok()
        {
            Ok(Ticket {
                probe: Some(&self.probing),
            })
        } else {
            Err(StoreError::Unavailable(sqlx::Error::PoolTimedOut))
        }
    }

    /// Records what an operation found; the ticket ends with it.
    pub fn record<T>(&self, ticket: Ticket<'_>, result: &Result<T, StoreError>) {
        let unreachable = matches!(result, Err(StoreError::Unavailable(_)));
        if unreachable {
            let next = self.millis() + PROBE_EVERY.as_millis() as u64;
            self.next_probe.store(next, Ordering::Release);
        }
        if unreachable != self.down.load(Ordering::Acquire) {
            self.down.store(unreachable, Ordering::Release);
            if unreachable {
                tracing::warn!("the database cannot be reached; probing it until it answers");
            } else {
                tracing::info!("the database answers again");
            }
        }
        drop(ticket);
    }

    fn millis(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }

    pub fn is_down(&self) -> bool {
        self.down.load(Ordering::Acquire)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unavailable() -> Result<(), StoreError> {
        Err(StoreError::Unavailable(sqlx::Error::PoolTimedOut))
    }

    #[test]
    fn while_down_one_probe_at_a_time_goes_through() {
        let health = Health::default();
        let ticket = health.admit().unwrap();
        assert!(!ticket.is_probe());
        health.record(ticket, &unavailable());
        assert!(health.is_down());
        assert!(matches!(health.admit(), Err(StoreError::Unavailable(_))));
        std::thread::sleep(PROBE_EVERY);
        let probe = health.admit().unwrap();
        assert!(probe.is_probe());
        assert!(matches!(health.admit(), Err(StoreError::Unavailable(_))));
        health.record(probe, &unavailable());
        // The next probe waits a moment; meanwhile everything fails at once.
        assert!(matches!(health.admit(), Err(StoreError::Unavailable(_))));
        std::thread::sleep(PROBE_EVERY);
        let probe = health.admit().unwrap();
        assert!(probe.is_probe());
        health.record(probe, &Ok(()));
        assert!(!health.is_down());
        assert!(!health.admit().unwrap().is_probe());
        assert!(!health.admit().unwrap().is_probe());
    }

    #[test]
    fn a_probe_cancelled_midway_lets_another_probe() {
        let health = Health::default();
        health.record(health.admit().unwrap(), &unavailable());
        std::thread::sleep(PROBE_EVERY);
        let probe = health.admit().unwrap();
        drop(probe);
        assert!(health.admit().unwrap().is_probe());
    }

    #[test]
    fn an_error_from_a_database_that_answered_means_it_is_up() {
        let health = Health::default();
        health.record(health.admit().unwrap(), &unavailable());
        std::thread::sleep(PROBE_EVERY);
        let probe = health.admit().unwrap();
        let stale: Result<(), StoreError> = Err(StoreError::Stale { game: 1 });
        health.record(probe, &stale);
        assert!(!health.is_down());
    }
}
