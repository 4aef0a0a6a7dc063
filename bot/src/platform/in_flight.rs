//! The events an adapter is handling, which a stop lets finish within its grace period: a
//! gateway client that runs each event in a task of its own (serenity) does not wait for
//! them when it shuts down.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Counts the events being handled.
#[derive(Default)]
pub struct InFlight {
    count: AtomicUsize,
    idle: tokio::sync::Notify,
}

/// One event being handled, until dropped.
pub struct Busy<'a>(&'a InFlight);

impl InFlight {
    pub fn enter(&self) -> Busy<'_> {
        self.count.fetch_add(1, Ordering::SeqCst);
        Busy(self)
    }

    /// Completes when no event is being handled.
    pub async fn idle(&self) {
        loop {
            let notified = self.idle.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.count.load(Ordering::SeqCst) == 0 {
                return;
            }
            notified.await;
        }
    }
}

impl Drop for Busy<'_> {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn idle_waits_for_every_event_under_way() {
        let in_flight = InFlight::default();
        in_flight.idle().await;
        let first = in_flight.enter();
        let second = in_flight.enter();
        let idle = tokio::time::timeout(Duration::from_millis(10), in_flight.idle());
        assert!(idle.await.is_err());
        drop(first);
        let idle = tokio::time::timeout(Duration::from_millis(10), in_flight.idle());
        assert!(idle.await.is_err());
        drop(second);
        in_flight.idle().await;
    }
}
