//! A platform's documented rate as a sliding window: at most `max` messages in any `per`.
//!
//! A sliding window is the strictest reading of "30 messages a second" or "20 a minute in a
//! group": whatever the server counts with (a fixed window, a token bucket, a sliding log),
//! sends spaced by it are never refused. A small margin covers the request's way to the
//! server (two requests sent a window apart may arrive a little closer).
//!
//! ```
//! use std::time::Duration;
//! use bot::outgoing::fair::{Log, Window};
//! use tokio::time::Instant;
//!
//! let mut log = Log::new(Window::per_second(2));
//! let now = Instant::now();
//! assert_eq!(log.ready_at(now), now);
//! log.record(now);
//! log.record(now);
//! assert!(log.ready_at(now) >= now + Duration::from_secs(1));
//! // A send answered late counts from its answer.
//! let later = now + Duration::from_millis(300);
//! log.complete(now, later);
//! assert!(log.ready_at(later) >= later + Duration::from_secs(1));
//! ```

use std::time::Duration;

use tokio::time::Instant;

/// What the way to the server may add between two requests sent in order.
pub const MARGIN: Duration = Duration::from_millis(25);

/// At most `max` messages in any span of `per`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    pub max: u32,
    pub per: Duration,
}

impl Window {
    pub fn per_second(max: u32) -> Window {
        Window {
            max,
            per: Duration::from_secs(1),
        }
    }

    pub fn per_minute(max: u32) -> Window {
        Window {
            max,
            per: Duration::from_secs(60),
        }
    }
}

/// The sends that count against a window. A send under way counts as happening now: the
/// server may see it at any moment until its answer comes, so a send is placed in the window
/// when it is answered ([`Log::complete`]), not when it left — a slow answer cannot make two
/// windows' sends arrive closer than the window.
#[derive(Debug, Clone)]
pub struct Log {
    window: Window,
    /// When each send left, or was answered once it was; and whether it was.
    sent: Vec<(Instant, bool)>,
}

impl Log {
    pub fn new(window: Window) -> Log {
        Log {
            window,
            sent: Vec::new(),
        }
    }

    /// The earliest time a message may be sent (`now` or later).
    pub fn ready_at(&self, now: Instant) -> Instant {
        self.ready_for(now, self.window.max)
    }

    /// The earliest time a message that may wait may be sent: one that leaves a fifth of the
    /// window (rounded down) to the messages that may not, so that it never makes them wait
    /// longer than one message of theirs would.
    pub fn spare_ready_at(&self, now: Instant) -> Instant {
        self.ready_for(now, self.window.max - self.window.max / 5)
    }

    /// The earliest time the window holds fewer than `max` messages.
    fn ready_for(&self, now: Instant, max: u32) -> Instant {
        let max = max.max(1) as usize;
        if self.sent.len() < max {
            return now;
        }
        let mut times: Vec<Instant> = self
            .sent
            .iter()
            .map(|&(at, answered)| if answered { at } else { now })
            .collect();
        times.sort_unstable_by(|a, b| b.cmp(a));
        // The `max`-th latest must have left the window.
        (times[max - 1] + self.window.per + MARGIN).max(now)
    }

    /// A message left at `at`.
    pub fn record(&mut self, at: Instant) {
        self.sent.push((at, false));
        self.forget(at);
    }

    /// The message that left at `left` was answered at `now`.
    pub fn complete(&mut self, left: Instant, now: Instant) {
        if let Some(entry) = self
            .sent
            .iter_mut()
            .find(|(at, answered)| !answered && *at == left)
        {
            *entry = (now, true);
        }
        self.forget(now);
    }

    /// Sends answered longer than a window ago count no more; neither do all but the latest
    /// `max` answered ones.
    fn forget(&mut self, now: Instant) {
        let span = self.window.per + MARGIN;
        self.sent
            .retain(|&(at, answered)| !answered || at + span > now);
        let max = self.window.max.max(1) as usize;
        let answered = self.sent.iter().filter(|(_, a)| *a).count();
        if answered > max {
            let mut times: Vec<Instant> = self
                .sent
                .iter()
                .filter(|(_, a)| *a)
                .map(|(at, _)| *at)
                .collect();
            times.sort_unstable_by(|a, b| b.cmp(a));
            let keep_from = times[max - 1];
            self.sent
                .retain(|&(at, answered)| !answered || at >= keep_from);
        }
    }

    /// Whether the log no longer holds anything back: nothing under way, and every send has
    /// left the window.
    pub fn is_spent(&self, now: Instant) -> bool {
        self.sent
            .iter()
            .all(|&(at, answered)| answered && at + self.window.per + MARGIN <= now)
    }
}

/// Several windows at once (one per second in a chat, and 20 a minute in a group).
#[derive(Debug, Clone, Default)]
pub struct Logs(Vec<Log>);

impl Logs {
    pub fn new(windows: &[Window]) -> Logs {
        Logs(windows.iter().copied().map(Log::new).collect())
    }

    pub fn ready_at(&self, now: Instant) -> Instant {
        self.0
            .iter()
            .map(|log| log.ready_at(now))
            .max()
            .unwrap_or(now)
    }

    /// [`Log::spare_ready_at`] of every window.
    pub fn spare_ready_at(&self, now: Instant) -> Instant {
        self.0
            .iter()
            .map(|log| log.spare_ready_at(now))
            .max()
            .unwrap_or(now)
    }

    pub fn record(&mut self, at: Instant) {
        for log in &mut self.0 {
            log.record(at);
        }
    }

    pub fn complete(&mut self, left: Instant, now: Instant) {
        for log in &mut self.0 {
            log.complete(left, now);
        }
    }

    pub fn is_spent(&self, now: Instant) -> bool {
        self.0.iter().all(|log| log.is_spent(now))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_span_of_the_window_holds_more_than_its_max() {
        let window = Window::per_minute(20);
        let mut log = Log::new(window);
        let start = Instant::now();
        let mut sent = Vec::new();
        let mut now = start;
        // Asked every 100 ms for five minutes: sends as soon as it may.
        while now < start + Duration::from_secs(300) {
            if log.ready_at(now) <= now {
                log.record(now);
                log.complete(now, now);
                sent.push(now);
            }
            now += Duration::from_millis(100);
        }
        for (i, at) in sent.iter().enumerate() {
            let within = sent[i..]
                .iter()
                .take_while(|t| **t < *at + window.per)
                .count();
            assert!(within <= 20, "{within} within a minute");
        }
        // And it uses the rate: 20 a minute, five minutes.
        assert!(sent.len() >= 95, "{}", sent.len());
    }

    #[test]
    fn several_windows_wait_for_the_strictest() {
        let mut logs = Logs::new(&[Window::per_second(1), Window::per_minute(20)]);
        let now = Instant::now();
        logs.record(now);
        assert!(logs.ready_at(now) >= now + Duration::from_secs(1));
        assert!(
            !logs.is_spent(now + Duration::from_secs(61)),
            "still under way"
        );
        logs.complete(now, now);
        assert!(!logs.is_spent(now));
        assert!(logs.is_spent(now + Duration::from_secs(61)));
    }
}
