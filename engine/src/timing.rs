//! When a search looks at the clock, and when a timed search stops.
//!
//! A timed search must return within 10% of its budget, on a machine that may be busy. So:
//! - the clock is read often enough that the time between two reads stays a small part of the
//!   budget, whatever a node costs (a debug build, a wide board, a slow machine): the number of
//!   nodes between reads adapts to the time they took;
//! - a time a move is spent whole: an iteration cut short at the deadline still counts when
//!   its first root move was searched fully (it may have been refuted, or confirmed by a
//!   deeper look). A share of a clock ([`Limits::clock_share`]) may be saved instead: an
//!   iteration is not started when the last one's time, grown by the rate the iterations
//!   have been growing at, says that not even its first root move — the principal variation,
//!   which takes the larger part of an iteration — can be searched before the deadline;
//! - the deadline falls short of the budget by a margin that leaves room for unwinding the
//!   search and returning its result, and for the scheduler of a loaded machine.

use std::time::{Duration, Instant};

use crate::limits::Limits;

/// Where a timed search's deadline falls: this share of its budget, less [`RESERVE`].
const DEADLINE_SHARE: f64 = 0.98;
/// Kept back from every budget for unwinding the search and handing back its result.
const RESERVE: Duration = Duration::from_millis(1);
/// The most time between two reads of the clock, as a share of the budget …
const GAP_SHARE: u32 = 100;
/// … within these bounds (the bounds alone when there is no budget, only a stop flag).
const GAP_MIN: Duration = Duration::from_micros(20);
const GAP_MAX: Duration = Duration::from_millis(1);
/// Nodes between two reads of the clock: the first, and the most.
const FIRST_INTERVAL: u64 = 16;
const MOST_INTERVAL: u64 = 4096;
/// How much longer an iteration takes than the one before, until two have been timed.
const FIRST_GROWTH: f64 = 2.0;
/// The part of an iteration its first root move takes, as far as starting one is concerned.
const FIRST_MOVE_SHARE: f64 = 0.5;

pub(crate) struct Clock {
    /// Where a search with a time budget stops, wherever it is.
    deadline: Option<Instant>,
    /// Read the clock (and the stop flag) when the node count reaches this.
    next_check: u64,
    interval: u64,
    last_check: Instant,
    gap: Duration,
    iteration_started: Instant,
    last_iteration: Option<Duration>,
    growth: f64,
}

impl Clock {
    pub fn new(start: Instant, limits: &Limits) -> Clock {
        let deadline = limits.time.map(|budget| {
            let usable = budget.mul_f64(DEADLINE_SHARE).saturating_sub(RESERVE);
            start + usable
        });
        let gap = limits.time.map_or(GAP_MAX, |budget| {
            (budget / GAP_SHARE).clamp(GAP_MIN, GAP_MAX)
        });
        Clock {
            deadline,
            next_check: FIRST_INTERVAL,
            interval: FIRST_INTERVAL,
            last_check: start,
            gap,
            iteration_started: start,
            last_iteration: None,
            growth: FIRST_GROWTH,
        }
    }

    /// Whether the search should read the clock and the stop flag at this node count.
    #[inline]
    pub fn due(&self, nodes: u64) -> bool {
        nodes >= self.next_check
    }

    /// Reads the clock: whether the deadline has passed. Sets the next read so that the nodes
    /// between two reads take about the gap wanted.
    pub fn out_of_time(&mut self, nodes: u64) -> bool {
        let now = Instant::now();
        let took = now.saturating_duration_since(self.last_check);
        if took > self.gap {
            self.interval = (self.interval / 2).max(1);
        } else if took * 4 < self.gap {
            self.interval = (self.interval * 2).min(MOST_INTERVAL);
        }
        self.last_check = now;
        self.next_check = nodes + self.interval;
        self.deadline.is_some_and(|deadline| now >= deadline)
    }

    pub fn iteration_starts(&mut self) {
        self.iteration_started = Instant::now();
    }

    /// After an iteration completed: whether the next one can search its first root move
    /// before the deadline.
    pub fn next_iteration_fits(&mut self) -> bool {
        let now = Instant::now();
        let took = now.saturating_duration_since(self.iteration_started);
        if let Some(last) = self.last_iteration
            && last > Duration::from_micros(200)
        {
            // Very short iterations say little about the next one.
            self.growth = (took.as_secs_f64() / last.as_secs_f64()).clamp(1.2, 5.0);
        }
        self.last_iteration = Some(took);
        match self.deadline {
            None => true,
            Some(deadline) => now + took.mul_f64(self.growth * FIRST_MOVE_SHARE) <= deadline,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deadline_leaves_a_margin() {
        let start = Instant::now();
        let clock = Clock::new(start, &Limits::time(Duration::from_millis(100)));
        let deadline = clock.deadline.unwrap() - start;
        assert!(deadline < Duration::from_millis(98), "{deadline:?}");
        assert!(deadline > Duration::from_millis(95), "{deadline:?}");
        // No budget, no deadline: only the stop flag ends the search.
        assert!(Clock::new(start, &Limits::depth(5)).deadline.is_none());
    }

    #[test]
    fn slow_nodes_bring_the_reads_closer() {
        let start = Instant::now();
        // A budget far beyond any stall of a busy machine (a 10 ms one ran out under load),
        // with reads wanted every millisecond (the gap's bound).
        let mut clock = Clock::new(start, &Limits::time(Duration::from_secs(10)));
        assert_eq!(clock.gap, GAP_MAX);
        let first = clock.interval;
        std::thread::sleep(GAP_MAX * 2);
        assert!(!clock.out_of_time(first));
        assert!(clock.interval < first);
        assert_eq!(clock.next_check, first + clock.interval);
    }
}
