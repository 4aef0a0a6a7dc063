//! The bookkeeping of fair sending, without time or tasks of its own: a lane of work per
//! channel, served round robin (the lane just served goes to the back), each lane and the
//! whole platform within their windows, one piece of work at a time per lane so that a
//! channel's messages keep their order.
//!
//! Work that may wait (taking the keys off an older board) goes apart, as spare work: it
//! starts only when its lane has nothing else waiting and no lane's work is ready to start,
//! and it leaves a fifth of every window free, so that under a flood the boards keep the
//! platform's rate. Spare work that finds no room within [`SPARE_WAITS`] is dropped: started
//! later, it would take the place of its lane's next board.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;

use tokio::time::Instant;

use super::window::{Logs, Window};

/// How long spare work may wait for room. Taking an older board's keys off goes a moment
/// after the board (a chat's window is a message a second); spare work still waiting much
/// later would be sent just as its lane's next board comes, and hold it back.
pub const SPARE_WAITS: std::time::Duration = std::time::Duration::from_secs(2);

/// A piece of work that only its latest instance is worth doing: a channel's board of one
/// game (`board:12`), the buttons of one message. A newer one in the same lane replaces the
/// one still waiting.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Latest(String);

impl Latest {
    pub fn new(what: impl Into<String>) -> Latest {
        Latest(what.into())
    }

    /// The board of game `game`: a newer board shows everything the older one did.
    pub fn board(game: i64) -> Latest {
        Latest(format!("board:{game}"))
    }
}

/// Why queued work was dropped unsent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dropped {
    /// A newer instance of the same [`Latest`] replaced it.
    Superseded,
    /// Its lane, or all lanes together, held as much as they may.
    Full,
    /// Spare work that found no room in time ([`SPARE_WAITS`]).
    Stale,
}

impl Dropped {
    pub fn as_str(self) -> &'static str {
        match self {
            Dropped::Superseded => "superseded",
            Dropped::Full => "full",
            Dropped::Stale => "stale",
        }
    }
}

/// How much may wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    /// In one lane; past it the lane's oldest work is dropped.
    pub per_lane: usize,
    /// In all lanes together; past it the oldest work of the longest lane is dropped.
    pub total: usize,
}

impl Default for Bounds {
    fn default() -> Bounds {
        Bounds {
            per_lane: 100,
            total: 10_000,
        }
    }
}

struct Waiting<T> {
    latest: Option<Latest>,
    item: T,
}

struct Lane<T> {
    waiting: VecDeque<Waiting<T>>,
    /// Work that starts only when nothing else is ready ([`Round::push_spare`]), with when
    /// it was queued.
    spare: VecDeque<(Instant, T)>,
    busy: bool,
    logs: Logs,
    hold: Option<Instant>,
}

impl<T> Lane<T> {
    fn new(logs: Logs) -> Lane<T> {
        Lane {
            waiting: VecDeque::new(),
            spare: VecDeque::new(),
            busy: false,
            logs,
            hold: None,
        }
    }

    fn ready_at(&self, now: Instant) -> Instant {
        self.held(self.logs.ready_at(now))
    }

    fn spare_ready_at(&self, now: Instant) -> Instant {
        self.held(self.logs.spare_ready_at(now))
    }

    /// `ready`, or later when the server asked the lane to wait.
    fn held(&self, ready: Instant) -> Instant {
        self.hold.map_or(ready, |hold| hold.max(ready))
    }
}

/// The windows of a lane, by its key.
pub type WindowsOf<K> = Box<dyn Fn(&K) -> Vec<Window> + Send + Sync>;

/// What to do next.
#[derive(Debug, PartialEq, Eq)]
pub enum Next<K, T> {
    /// Start this lane's next work; its first message's place in the windows is taken.
    Start(K, T),
    /// Nothing may start before this.
    Wait(Instant),
    /// Nothing waits.
    Idle,
}

/// Lanes of work by key, served round robin within their windows and the platform's.
pub struct Round<K, T> {
    lanes: HashMap<K, Lane<T>>,
    /// The lanes in the order they are offered a turn.
    order: VecDeque<K>,
    global: Logs,
    global_hold: Option<Instant>,
    windows_of: WindowsOf<K>,
    bounds: Bounds,
    total: usize,
    /// Spare work dropped for waiting too long, until taken ([`Round::take_stale`]).
    stale: Vec<T>,
}

impl<K: Hash + Eq + Clone, T> Round<K, T> {
    /// Lanes whose sends keep within `windows_of` their key, all of them within `global`.
    pub fn new(
        global: &[Window],
        windows_of: impl Fn(&K) -> Vec<Window> + Send + Sync + 'static,
        bounds: Bounds,
    ) -> Round<K, T> {
        Round {
            lanes: HashMap::new(),
            order: VecDeque::new(),
            global: Logs::new(global),
            global_hold: None,
            windows_of: Box::new(windows_of),
            bounds,
            total: 0,
            stale: Vec::new(),
        }
    }

    /// Queues `item` in `key`'s lane; returns what it made pointless or pushed out.
    pub fn push(&mut self, key: K, latest: Option<Latest>, item: T) -> Vec<(T, Dropped)> {
        let mut dropped = Vec::new();
        self.open(&key);
        let lane = self.lanes.get_mut(&key).expect("open");
        if let Some(latest) = &latest {
            let before = lane.waiting.len();
            let (older, kept): (VecDeque<_>, VecDeque<_>) = std::mem::take(&mut lane.waiting)
                .into_iter()
                .partition(|w| w.latest.as_ref() == Some(latest));
            lane.waiting = kept;
            dropped.extend(older.into_iter().map(|w| (w.item, Dropped::Superseded)));
            self.total -= before - lane.waiting.len();
        }
        if lane.waiting.len() >= self.bounds.per_lane.max(1)
            && let Some(oldest) = lane.waiting.pop_front()
        {
            dropped.push((oldest.item, Dropped::Full));
            self.total -= 1;
        }
        lane.waiting.push_back(Waiting { latest, item });
        self.total += 1;
        self.keep_to_total(&mut dropped);
        dropped
    }

    /// Queues `item` in `key`'s lane as spare work: it starts after the lane's other work,
    /// when no lane's other work is ready, and within a fifth less of every window. A lane
    /// holding as much spare work as it may drops its oldest.
    pub fn push_spare(&mut self, key: K, item: T, now: Instant) -> Vec<(T, Dropped)> {
        let mut dropped = Vec::new();
        let per_lane = self.bounds.per_lane.max(1);
        self.open(&key);
        let lane = self.lanes.get_mut(&key).expect("open");
        if lane.spare.len() >= per_lane
            && let Some(oldest) = lane.spare.pop_front()
        {
            dropped.push((oldest.1, Dropped::Full));
            self.total -= 1;
        }
        lane.spare.push_back((now, item));
        self.total += 1;
        self.keep_to_total(&mut dropped);
        dropped
    }

    /// Makes `key`'s lane when it is new.
    fn open(&mut self, key: &K) {
        if !self.lanes.contains_key(key) {
            let logs = Logs::new(&(self.windows_of)(key));
            self.lanes.insert(key.clone(), Lane::new(logs));
            // A channel not served yet is owed a turn before those served already.
            self.order.push_front(key.clone());
        }
    }

    /// Past the bound of all lanes together, spare work goes first, then the oldest work of
    /// the longest lane.
    fn keep_to_total(&mut self, dropped: &mut Vec<(T, Dropped)>) {
        while self.total > self.bounds.total.max(1) {
            let spare = self
                .lanes
                .values_mut()
                .max_by_key(|lane| lane.spare.len())
                .and_then(|lane| lane.spare.pop_front())
                .map(|(_, item)| item);
            let oldest = spare.or_else(|| {
                self.lanes
                    .values_mut()
                    .max_by_key(|lane| lane.waiting.len())
                    .and_then(|lane| lane.waiting.pop_front())
                    .map(|waiting| waiting.item)
            });
            match oldest {
                Some(item) => {
                    dropped.push((item, Dropped::Full));
                    self.total -= 1;
                }
                None => break,
            }
        }
    }

    /// The next work to start at `now`: the first lane in turn that is free, has work, and
    /// whose windows (and the platform's) allow a message; `gate` may hold a lane back
    /// further (a rate-limit bucket the server named). Spare work only when no other work
    /// may start.
    pub fn next(&mut self, now: Instant, gate: impl Fn(&K) -> Option<Instant>) -> Next<K, T> {
        self.drop_stale(now);
        self.forget_spent(now);
        let global = self.global_ready_at(now);
        let global_spare = self.global.spare_ready_at(now).max(global);
        let mut earliest: Option<Instant> = None;
        let mut found = None;
        for spare in [false, true] {
            for (at, key) in self.order.iter().enumerate() {
                let lane = &self.lanes[key];
                let has_work = if spare {
                    lane.waiting.is_empty() && !lane.spare.is_empty()
                } else {
                    !lane.waiting.is_empty()
                };
                if lane.busy || !has_work {
                    continue;
                }
                let mut ready = if spare {
                    lane.spare_ready_at(now).max(global_spare)
                } else {
                    lane.ready_at(now).max(global)
                };
                if let Some(gated) = gate(key) {
                    ready = ready.max(gated);
                }
                if ready <= now {
                    found = Some((at, spare));
                    break;
                }
                earliest = Some(earliest.map_or(ready, |e| e.min(ready)));
            }
            if found.is_some() {
                break;
            }
        }
        let Some((at, spare)) = found else {
            return earliest.map_or(Next::Idle, Next::Wait);
        };
        let key = self.order.remove(at).expect("in the order");
        self.order.push_back(key.clone());
        let lane = self.lanes.get_mut(&key).expect("a lane");
        let item = if spare {
            lane.spare.pop_front().expect("not empty").1
        } else {
            lane.waiting.pop_front().expect("not empty").item
        };
        lane.busy = true;
        lane.logs.record(now);
        self.global.record(now);
        self.total -= 1;
        Next::Start(key, item)
    }

    /// The message of `key`'s work that left at `left` was answered at `now`.
    pub fn complete(&mut self, key: &K, left: Instant, now: Instant) {
        if let Some(lane) = self.lanes.get_mut(key) {
            lane.logs.complete(left, now);
        }
        self.global.complete(left, now);
    }

    /// Takes a place for one more message of `key`'s work under way, or says when one
    /// frees.
    pub fn take_slot(&mut self, key: &K, now: Instant) -> Result<(), Instant> {
        let global = self.global_ready_at(now);
        let Some(lane) = self.lanes.get_mut(key) else {
            return Ok(());
        };
        let ready = lane.ready_at(now).max(global);
        if ready > now {
            return Err(ready);
        }
        lane.logs.record(now);
        self.global.record(now);
        Ok(())
    }

    /// `key`'s work under way is done: its lane may start the next.
    pub fn finish(&mut self, key: &K) {
        if let Some(lane) = self.lanes.get_mut(key) {
            lane.busy = false;
        }
    }

    /// Nothing more is sent in `key`'s lane before `until` (the server said so).
    pub fn hold(&mut self, key: &K, until: Instant) {
        if let Some(lane) = self.lanes.get_mut(key) {
            lane.hold = Some(lane.hold.map_or(until, |h| h.max(until)));
        }
    }

    /// Nothing more is sent anywhere before `until`.
    pub fn hold_all(&mut self, until: Instant) {
        self.global_hold = Some(self.global_hold.map_or(until, |h| h.max(until)));
    }

    /// Spare work dropped for waiting longer than [`SPARE_WAITS`] since last asked.
    pub fn take_stale(&mut self) -> Vec<T> {
        std::mem::take(&mut self.stale)
    }

    fn drop_stale(&mut self, now: Instant) {
        for lane in self.lanes.values_mut() {
            while lane
                .spare
                .front()
                .is_some_and(|(queued, _)| now.duration_since(*queued) > SPARE_WAITS)
            {
                let (_, item) = lane.spare.pop_front().expect("a front");
                self.stale.push(item);
                self.total -= 1;
            }
        }
    }

    /// The work waiting in `key`'s lane, spare work included.
    pub fn waiting(&self, key: &K) -> usize {
        self.lanes
            .get(key)
            .map_or(0, |lane| lane.waiting.len() + lane.spare.len())
    }

    /// The work waiting in all lanes.
    pub fn total(&self) -> usize {
        self.total
    }

    /// Whether nothing waits and nothing is under way.
    pub fn is_idle(&self) -> bool {
        self.total == 0 && self.lanes.values().all(|lane| !lane.busy)
    }

    fn global_ready_at(&self, now: Instant) -> Instant {
        let ready = self.global.ready_at(now);
        self.global_hold.map_or(ready, |hold| hold.max(ready))
    }

    /// Lanes with nothing to do and nothing left to hold back are forgotten, so that the
    /// lanes kept are those of the channels talking now.
    fn forget_spent(&mut self, now: Instant) {
        if self.lanes.len() < 64 {
            return;
        }
        let lanes = &mut self.lanes;
        self.order.retain(|key| {
            let lane = &lanes[key];
            let spent = !lane.busy
                && lane.waiting.is_empty()
                && lane.spare.is_empty()
                && lane.logs.is_spent(now)
                && lane.hold.is_none_or(|hold| hold <= now);
            if spent {
                lanes.remove(key);
            }
            !spent
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn free() -> Round<&'static str, u32> {
        Round::new(&[], |_| Vec::new(), Bounds::default())
    }

    fn bounded(per_lane: usize, total: usize) -> Round<&'static str, u32> {
        Round::new(&[], |_| Vec::new(), Bounds { per_lane, total })
    }

    fn start(round: &mut Round<&'static str, u32>, now: Instant) -> Option<(&'static str, u32)> {
        match round.next(now, |_| None) {
            Next::Start(key, item) => {
                round.complete(&key, now, now);
                round.finish(&key);
                Some((key, item))
            }
            _ => None,
        }
    }

    #[test]
    fn a_crowded_lane_takes_one_turn_of_the_round() {
        let mut round = bounded(1000, 10_000);
        let now = Instant::now();
        for n in 0..500 {
            round.push("busy", None, n);
        }
        assert_eq!(start(&mut round, now), Some(("busy", 0)));
        round.push("quiet", None, 1000);
        // The quiet channel's board goes before the busy channel's second reply.
        assert_eq!(start(&mut round, now), Some(("quiet", 1000)));
        assert_eq!(start(&mut round, now), Some(("busy", 1)));
    }

    #[test]
    fn a_lane_does_one_thing_at_a_time_in_order() {
        let mut round = free();
        let now = Instant::now();
        round.push("a", None, 1);
        round.push("a", None, 2);
        let Next::Start("a", 1) = round.next(now, |_| None) else {
            panic!("the first");
        };
        assert_eq!(round.next(now, |_| None), Next::Idle);
        round.finish(&"a");
        assert_eq!(round.next(now, |_| None), Next::Start("a", 2));
    }

    #[test]
    fn a_newer_board_replaces_the_one_still_waiting() {
        let mut round = free();
        let now = Instant::now();
        round.push("a", Some(Latest::board(7)), 1);
        round.push("a", None, 2);
        let dropped = round.push("a", Some(Latest::board(7)), 3);
        assert_eq!(dropped, vec![(1, Dropped::Superseded)]);
        assert_eq!(round.total(), 2);
        assert_eq!(start(&mut round, now), Some(("a", 2)));
        assert_eq!(start(&mut round, now), Some(("a", 3)));
        assert!(round.is_idle());
    }

    #[test]
    fn bounded_lanes_drop_their_oldest_and_the_longest_pays_for_the_total() {
        let mut round = bounded(3, 4);
        let mut dropped = Vec::new();
        for n in 0..5 {
            dropped.extend(round.push("flood", None, n));
        }
        assert_eq!(dropped, vec![(0, Dropped::Full), (1, Dropped::Full)]);
        let dropped = round.push("other", None, 100);
        assert!(dropped.is_empty());
        let dropped = round.push("other", None, 101);
        assert_eq!(dropped, vec![(2, Dropped::Full)]);
        assert_eq!(round.total(), 4);
    }

    #[test]
    fn spare_work_waits_for_everything_else() {
        let mut round = free();
        let now = Instant::now();
        round.push_spare("a", 1, now);
        round.push("a", None, 2);
        round.push("b", None, 3);
        assert_eq!(round.total(), 3);
        assert_eq!(round.waiting(&"a"), 2);
        let mut order = Vec::new();
        while let Some((_, item)) = start(&mut round, now) {
            order.push(item);
        }
        assert_eq!(order, vec![3, 2, 1]);
        assert!(round.is_idle());
    }

    #[test]
    fn spare_work_leaves_a_fifth_of_the_window_to_the_rest() {
        let mut round = Round::new(&[Window::per_second(10)], |_| Vec::new(), Bounds::default());
        let now = Instant::now();
        let boards = ["a", "b", "c", "d", "e", "f", "g", "h"];
        for (n, lane) in boards.into_iter().enumerate() {
            round.push(lane, None, n as u32);
        }
        round.push_spare("keys", 100, now);
        for _ in boards {
            assert!(start(&mut round, now).is_some(), "eight boards go at once");
        }
        // Eight of ten places taken: the spare work waits for the window to move on...
        let Next::Wait(until) = round.next(now, |_| None) else {
            panic!("the spare work waits");
        };
        assert!(until >= now + Duration::from_secs(1));
        // ...while a board may still take one of the two places kept.
        round.push("i", None, 9);
        assert_eq!(start(&mut round, now), Some(("i", 9)));
        assert_eq!(start(&mut round, until), Some(("keys", 100)));
    }

    #[test]
    fn spare_work_that_finds_no_room_in_time_is_dropped() {
        let mut round = Round::new(&[], |_| vec![Window::per_second(1)], Bounds::default());
        let now = Instant::now();
        round.push("a", None, 1);
        round.push_spare("a", 2, now);
        round.push_spare("b", 3, now);
        assert_eq!(start(&mut round, now), Some(("a", 1)));
        assert_eq!(start(&mut round, now), Some(("b", 3)));
        // The lane's window is taken by its board; past the wait its spare work is gone.
        let late = now + SPARE_WAITS + Duration::from_millis(1);
        assert_eq!(round.next(late, |_| None), Next::Idle);
        assert_eq!(round.take_stale(), vec![2]);
        assert!(round.take_stale().is_empty());
        assert!(round.is_idle());
    }

    #[test]
    fn a_lane_keeps_as_much_spare_work_as_it_may() {
        let mut round = bounded(2, 3);
        let mut dropped = Vec::new();
        for n in 0..3 {
            dropped.extend(round.push_spare("a", n, Instant::now()));
        }
        assert_eq!(dropped, vec![(0, Dropped::Full)]);
        round.push("b", None, 10);
        // Past the total, spare work goes before anyone's other work.
        assert_eq!(round.push("b", None, 11), vec![(1, Dropped::Full)]);
        assert_eq!(round.total(), 3);
    }

    #[test]
    fn windows_pace_each_lane_and_the_whole() {
        let mut round: Round<&str, u32> = Round::new(
            &[Window::per_second(2)],
            |_| vec![Window::per_second(1)],
            Bounds::default(),
        );
        let now = Instant::now();
        for n in 0..3 {
            round.push("a", None, n);
            round.push("b", None, 10 + n);
            round.push("c", None, 20 + n);
        }
        // New lanes are owed a turn first: the last one made goes first.
        assert_eq!(start(&mut round, now), Some(("c", 20)));
        assert_eq!(start(&mut round, now), Some(("b", 10)));
        // Two a second in all: the third waits a second.
        let Next::Wait(until) = round.next(now, |_| None) else {
            panic!("a wait");
        };
        assert!(until >= now + Duration::from_secs(1));
        assert_eq!(start(&mut round, until), Some(("a", 0)));
        // A lane held by the server waits; the others go on.
        round.hold(&"a", until + Duration::from_secs(5));
        let later = until + Duration::from_secs(2);
        assert_eq!(start(&mut round, later), Some(("c", 21)));
        assert_eq!(start(&mut round, later), Some(("b", 11)));
        // A message more of work under way waits for its lane's window.
        let next_second = later + Duration::from_secs(1) + super::super::window::MARGIN;
        assert_eq!(round.take_slot(&"b", later), Err(next_second));
    }
}
