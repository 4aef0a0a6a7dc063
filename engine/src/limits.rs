//! What bounds a search: time, depth, nodes, and a flag another thread may raise.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::tablebase::Tablebase;

/// The limits of one search. The search stops at the first one reached; with none at all it
/// runs until the stop flag is raised (or the depth cap of the engine, [`crate::MAX_DEPTH`]).
///
/// A search bounded only by depth and/or nodes is deterministic: the same game and limits give
/// the same result on every run and machine.
///
/// ```
/// use std::time::Duration;
/// let limits = engine::Limits::depth(6).with_nodes(100_000);
/// assert_eq!(limits.depth, Some(6));
/// let timed = engine::Limits::time(Duration::from_millis(100));
/// assert_eq!(timed.time, Some(Duration::from_millis(100)));
/// ```
#[derive(Debug, Clone, Default)]
pub struct Limits {
    /// Wall-clock budget; the search returns within 10% of it.
    pub time: Option<Duration>,
    /// Whether the budget is a share of a clock, whose unspent time later moves use: the
    /// search then returns early rather than start an iteration that would not get through
    /// its first root move. A time a move (`false`) is spent whole.
    pub keeps_time: bool,
    /// Nominal depth in plies (captures are searched beyond it).
    pub depth: Option<u32>,
    /// Nodes (positions visited), counted across the whole search.
    pub nodes: Option<u64>,
    /// Raised by another thread to stop the search; it then returns its best move so far.
    pub stop: Option<Arc<AtomicBool>>,
    /// The threads the search may use (`None`: the searcher's own setting, one by default).
    /// More than one makes a search bounded by depth or nodes no longer deterministic.
    pub threads: Option<usize>,
    /// Endgame databases to consult (`None`: the searcher's own, see
    /// [`crate::Searcher::set_tablebase`]).
    pub tablebase: Option<Arc<dyn Tablebase>>,
}

impl Limits {
    /// No limit: the search runs until [`Limits::stop`] is raised.
    pub fn infinite() -> Limits {
        Limits::default()
    }

    /// A time a move: the search uses it all (up to the margin it keeps for returning).
    pub fn time(budget: Duration) -> Limits {
        Limits {
            time: Some(budget),
            ..Limits::default()
        }
    }

    /// A share of a clock: as [`Limits::time`], but the search returns early when its next
    /// iteration would not get far before the budget is up, saving the time for later moves.
    ///
    /// ```
    /// use std::time::Duration;
    /// let share = engine::Limits::clock_share(Duration::from_millis(400));
    /// assert!(share.keeps_time);
    /// assert!(!engine::Limits::time(Duration::from_millis(400)).keeps_time);
    /// ```
    pub fn clock_share(budget: Duration) -> Limits {
        Limits {
            time: Some(budget),
            keeps_time: true,
            ..Limits::default()
        }
    }

    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    pub fn with_time(mut self, budget: Duration) -> Limits {
        self.time = Some(budget);
        self
    }

    pub fn with_depth(mut self, depth: u32) -> Limits {
        self.depth = Some(depth);
        self
    }

    pub fn with_nodes(mut self, nodes: u64) -> Limits {
        self.nodes = Some(nodes);
        self
    }

    pub fn with_stop(mut self, stop: Arc<AtomicBool>) -> Limits {
        self.stop = Some(stop);
        self
    }

    pub fn with_threads(mut self, threads: usize) -> Limits {
        self.threads = Some(threads);
        self
    }

    pub fn with_tablebase(mut self, tablebase: Option<Arc<dyn Tablebase>>) -> Limits {
        self.tablebase = tablebase;
        self
    }

    pub(crate) fn stop_requested(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }
}
