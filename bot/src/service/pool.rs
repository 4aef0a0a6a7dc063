//! The engine's threads. A search is CPU work for up to seconds: it runs off the async
//! threads (`spawn_blocking`), at most one per core at a time, the others waiting their turn
//! in order, so that the bot's moves, hints and analyses never hold up another command. A
//! search that can use several threads (level 10, hints, analyses: [`Ticket::run_wide`])
//! waits for one core like any other, then takes the cores free at that moment, up to what
//! it asks: it never waits for more, nor keeps a search queued behind it from a core it was
//! not using. A search whose caller went away (a stopped process, a game that moved on) is
//! told to stop through the engine's stop flag and gives its cores back within a few
//! thousand nodes.
//!
//! Work asked for by a person ([`EnginePool::ticket`]) is budgeted per person: one search of
//! theirs runs at a time, the rest waits in their own queue, and that queue holds at most
//! `per_person` (`LIMIT_ENGINE_PER_PERSON`) — so one person asking for hints in a loop holds
//! one core at most, never the whole pool. The bot's own moves are owed to the game and are
//! never refused, only queued behind the person's other work.
//!
//! Background work (the puzzle finder) runs at low priority: [`EnginePool::run_idle`] starts
//! only when every slot is free and no search waits, on a thread of its own at the lowest
//! scheduling priority, and is told to stop the moment a search finds no free slot, so it
//! never delays one by more than the few thousand nodes a stop takes.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::Semaphore;

use super::ServiceError;

/// How often low-priority work looks whether the pool is free for it.
const IDLE_LOOK: Duration = Duration::from_millis(100);

/// A bounded pool of engine searches.
pub(crate) struct EnginePool {
    slots: Arc<Slots>,
    people: Arc<People>,
}

/// Each person's engine work, queued or running.
struct People {
    /// Requests of one person that may be queued or running at once.
    per_person: usize,
    lanes: Mutex<HashMap<String, Lane>>,
}

struct Lane {
    /// Queued or running.
    count: usize,
    /// One search of the person's at a time.
    turn: Arc<Semaphore>,
}

/// The key of a person's engine work: their platform and id.
pub(crate) fn person_key(platform: &str, id: &str) -> String {
    format!("{platform}:{id}")
}

/// Whether a request may be refused when its person has too much waiting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Asked {
    /// A person asked (a hint, an analysis, the bot's answer to an offer): refused past the
    /// person's budget.
    ByPerson,
    /// The game needs it (the bot's move): queued whatever the person has waiting.
    Owed,
}

/// The person had as much engine work waiting as they may.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Busy {
    pub waiting: usize,
}

/// The pool's threads, the searches waiting for one, and the low-priority work to stop when
/// one waits.
struct Slots {
    semaphore: Arc<Semaphore>,
    size: usize,
    /// Searches waiting for a slot.
    waiting: AtomicUsize,
    /// The stop flags of the low-priority work running now.
    idle: Mutex<Vec<Arc<AtomicBool>>>,
}

impl Slots {
    fn new(size: usize) -> Slots {
        Slots {
            semaphore: Arc::new(Semaphore::new(size)),
            size,
            waiting: AtomicUsize::new(0),
            idle: Mutex::default(),
        }
    }

    /// Tells every low-priority work to stop.
    fn preempt_idle(&self) {
        for stop in self.idle.lock().unwrap_or_else(|e| e.into_inner()).iter() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Counts a search among the waiting ones while it waits.
struct Waiting<'a>(&'a AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// A person's place in the pool: counted until dropped.
pub(crate) struct Ticket {
    slots: Arc<Slots>,
    people: Arc<People>,
    person: String,
    turn: Arc<Semaphore>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut lanes = self.people.lanes.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(lane) = lanes.get_mut(&self.person) {
            lane.count -= 1;
            if lane.count == 0 {
                lanes.remove(&self.person);
            }
        }
    }
}

impl Ticket {
    /// Runs `work` once it is the person's turn and a slot is free (see [`EnginePool::run`]).
    pub async fn run<T, F>(self, work: F) -> Result<T, ServiceError>
    where
        F: FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
        T: Send + 'static,
    {
        self.run_wide(1, move |stop, _| work(stop)).await
    }

    /// [`Ticket::run`] for a search that may use up to `threads` threads: once it is the
    /// person's turn and a slot is free, it takes the slots free at that moment, up to
    /// `threads` in all, and `work` is told how many it has (at least one).
    pub async fn run_wide<T, F>(self, threads: usize, work: F) -> Result<T, ServiceError>
    where
        F: FnOnce(Arc<AtomicBool>, usize) -> T + Send + 'static,
        T: Send + 'static,
    {
        let turn = self
            .turn
            .clone()
            .acquire_owned()
            .await
            .map_err(|e| ServiceError::Engine(e.to_string()))?;
        run_in(&self.slots, threads, move |stop, granted| {
            // The person's turn lasts as long as the search, even one told to stop.
            let _turn = turn;
            work(stop, granted)
        })
        .await
    }
}

/// Raises a search's stop flag when the caller stops waiting for it.
struct StopOnDrop(Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl EnginePool {
    /// A pool running at most `threads` searches at once (at least one), with the default
    /// budget per person.
    #[allow(dead_code)] // The pool's first constructor, kept for its other users.
    pub fn new(threads: usize) -> EnginePool {
        EnginePool::with_budget(threads, crate::limits::Limits::default().engine_per_person)
    }

    /// A pool running at most `threads` searches at once, and keeping at most `per_person`
    /// requests of one person queued or running.
    pub fn with_budget(threads: usize, per_person: usize) -> EnginePool {
        EnginePool {
            slots: Arc::new(Slots::new(threads.max(1))),
            people: Arc::new(People {
                per_person: per_person.max(1),
                lanes: Mutex::default(),
            }),
        }
    }

    /// A place in the pool for work of `person` (a key that names the platform), or how
    /// much of theirs waits when they may not ask for more.
    pub fn ticket(&self, person: &str, asked: Asked) -> Result<Ticket, Busy> {
        let mut lanes = self.people.lanes.lock().unwrap_or_else(|e| e.into_inner());
        let lane = lanes.entry(person.to_string()).or_insert_with(|| Lane {
            count: 0,
            turn: Arc::new(Semaphore::new(1)),
        });
        if asked == Asked::ByPerson && lane.count >= self.people.per_person {
            crate::metrics::engine_refused();
            return Err(Busy {
                waiting: lane.count,
            });
        }
        lane.count += 1;
        Ok(Ticket {
            slots: self.slots.clone(),
            people: self.people.clone(),
            person: person.to_string(),
            turn: lane.turn.clone(),
        })
    }

    /// Runs `work` on a thread of its own once a slot is free, and returns what it returns.
    /// `work` is given a stop flag to put in its [`engine::Limits`]: it is raised when the
    /// returned future is dropped before the work is done.
    pub async fn run<T, F>(&self, work: F) -> Result<T, ServiceError>
    where
        F: FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
        T: Send + 'static,
    {
        run_in(&self.slots, 1, move |stop, _| work(stop)).await
    }

    /// Runs `work` at low priority: once every slot is free and no search waits, on a
    /// thread of its own at the lowest scheduling priority, holding one slot. Its stop flag
    /// is raised as soon as a search finds no slot free (and when the returned future is
    /// dropped); `work` then returns early with what it has, and `preempted` says so.
    pub async fn run_idle<T, F>(&self, work: F) -> Result<Idle<T>, ServiceError>
    where
        F: FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
        T: Send + 'static,
    {
        let slots = &self.slots;
        let slot = loop {
            if slots.waiting.load(Ordering::SeqCst) == 0
                && slots.semaphore.available_permits() == slots.size
                && let Ok(slot) = slots.semaphore.clone().try_acquire_owned()
            {
                break slot;
            }
            tokio::time::sleep(IDLE_LOOK).await;
        };
        let stop = Arc::new(AtomicBool::new(false));
        slots
            .idle
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(stop.clone());
        let _stop_on_drop = StopOnDrop(stop.clone());
        let flag = stop.clone();
        let (done, result) = tokio::sync::oneshot::channel();
        std::thread::Builder::new()
            .name("dama-idle".into())
            .spawn(move || {
                let _slot = slot;
                lowest_priority();
                let _ = done.send(work(flag));
            })
            .map_err(|e| ServiceError::Engine(e.to_string()))?;
        let value = result
            .await
            .map_err(|e| ServiceError::Engine(e.to_string()));
        slots
            .idle
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|s| !Arc::ptr_eq(s, &stop));
        Ok(Idle {
            value: value?,
            preempted: stop.load(Ordering::Relaxed),
        })
    }
}

/// What low-priority work returned, and whether it was told to stop for a search.
#[derive(Debug)]
pub(crate) struct Idle<T> {
    pub value: T,
    pub preempted: bool,
}

/// Puts the calling thread at the lowest scheduling priority (nice 19 on Linux): whatever
/// else the machine does goes first.
fn lowest_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority with PRIO_PROCESS and a thread id changes that thread's nice value
    // only; gettid has no preconditions.
    unsafe {
        let tid = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, 19);
    }
}

/// Runs `work` on a blocking thread once one of `slots` is free, with the others free at that
/// moment, up to `threads` in all (how many it got is its second argument); low-priority
/// work holding one is told to give it back when none is.
async fn run_in<T, F>(slots: &Slots, threads: usize, work: F) -> Result<T, ServiceError>
where
    F: FnOnce(Arc<AtomicBool>, usize) -> T + Send + 'static,
    T: Send + 'static,
{
    let mut slot = match slots.semaphore.clone().try_acquire_owned() {
        Ok(slot) => slot,
        Err(_) => {
            slots.waiting.fetch_add(1, Ordering::SeqCst);
            let _waiting = Waiting(&slots.waiting);
            slots.preempt_idle();
            slots
                .semaphore
                .clone()
                .acquire_owned()
                .await
                .map_err(|e| ServiceError::Engine(e.to_string()))?
        }
    };
    let mut granted = 1;
    while granted < threads
        && let Ok(more) = slots.semaphore.clone().try_acquire_owned()
    {
        slot.merge(more);
        granted += 1;
    }
    let stop = Arc::new(AtomicBool::new(false));
    let _stop_on_drop = StopOnDrop(stop.clone());
    let handle = tokio::task::spawn_blocking(move || {
        // The slots are held as long as the search runs, even one told to stop.
        let _slot = slot;
        work(stop, granted)
    });
    handle
        .await
        .map_err(|e| ServiceError::Engine(e.to_string()))
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicUsize;
    use std::time::Duration;

    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn at_most_as_many_searches_as_slots_run_at_once() {
        let pool = Arc::new(EnginePool::new(2));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let mut tasks = Vec::new();
        for _ in 0..6 {
            let (pool, running, most) = (pool.clone(), running.clone(), most.clone());
            tasks.push(tokio::spawn(async move {
                pool.run(move |_| {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(30));
                    running.fetch_sub(1, Ordering::SeqCst);
                })
                .await
            }));
        }
        for task in tasks {
            task.await.unwrap().unwrap();
        }
        assert_eq!(most.load(Ordering::SeqCst), 2);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_wide_search_takes_the_free_slots_and_never_waits_for_more() {
        let pool = Arc::new(EnginePool::with_budget(3, 3));
        let wide = |n| {
            pool.ticket("tg:1", Asked::ByPerson)
                .unwrap()
                .run_wide(n, |_, n| n)
        };
        // Alone, it gets what it asks for, within the pool.
        assert_eq!(wide(2).await.unwrap(), 2);
        assert_eq!(wide(8).await.unwrap(), 3);
        // Beside a search holding a slot, it takes the two left and starts at once.
        let (started, running) = tokio::sync::oneshot::channel();
        let (release, released) = std::sync::mpsc::channel::<()>();
        let busy = {
            let pool = pool.clone();
            tokio::spawn(async move {
                pool.run(move |_| {
                    let _ = started.send(());
                    let _ = released.recv();
                })
                .await
            })
        };
        running.await.unwrap();
        let answered = tokio::time::timeout(Duration::from_secs(5), wide(8));
        assert_eq!(answered.await.unwrap().unwrap(), 2);
        release.send(()).unwrap();
        busy.await.unwrap().unwrap();
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn one_person_holds_one_core_and_queues_no_more_than_their_budget() {
        let pool = Arc::new(EnginePool::with_budget(2, 3));
        let (release, released) = tokio::sync::watch::channel(false);
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let mut tasks = Vec::new();
        for _ in 0..3 {
            let ticket = pool
                .ticket("tg:1", Asked::ByPerson)
                .expect("within the budget");
            let (running, most, released) = (running.clone(), most.clone(), released.clone());
            tasks.push(tokio::spawn(ticket.run(move |_| {
                let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                while !*released.borrow() {
                    std::thread::sleep(Duration::from_millis(1));
                }
                running.fetch_sub(1, Ordering::SeqCst);
            })));
        }
        // A fourth request of the same person is refused; the bot's move is still queued.
        assert_eq!(
            pool.ticket("tg:1", Asked::ByPerson).err(),
            Some(Busy { waiting: 3 })
        );
        let owed = pool.ticket("tg:1", Asked::Owed).expect("never refused");
        // Someone else gets the other core at once.
        let other = pool.ticket("tg:2", Asked::ByPerson).unwrap();
        let answered = tokio::time::timeout(Duration::from_secs(5), other.run(|_| 42)).await;
        assert_eq!(answered.unwrap().unwrap(), 42);
        release.send(true).unwrap();
        for task in tasks {
            task.await.unwrap().unwrap();
        }
        owed.run(|_| ()).await.unwrap();
        assert_eq!(
            most.load(Ordering::SeqCst),
            1,
            "one search of a person at a time"
        );
        assert!(
            pool.ticket("tg:1", Asked::ByPerson).is_ok(),
            "the queue drained"
        );
    }

    #[tokio::test]
    async fn a_search_nobody_waits_for_is_told_to_stop() {
        let pool = EnginePool::new(1);
        let (seen, flag) = tokio::sync::oneshot::channel();
        let work = pool.run(move |stop| {
            let _ = seen.send(stop.clone());
            while !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(1));
            }
        });
        // Started, then abandoned.
        let waited = tokio::time::timeout(Duration::from_millis(50), work).await;
        assert!(waited.is_err());
        let stop = flag.await.unwrap();
        assert!(stop.load(Ordering::Relaxed));
        // Its slot comes back once it has stopped.
        let next = tokio::time::timeout(Duration::from_secs(5), pool.run(|_| 7)).await;
        assert_eq!(next.unwrap().unwrap(), 7);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn low_priority_work_waits_for_a_free_pool_and_gives_way_to_a_search() {
        let pool = Arc::new(EnginePool::new(1));
        // A search holds the only slot: the idle work waits for it.
        let (release, held) = tokio::sync::oneshot::channel::<()>();
        let busy = {
            let pool = pool.clone();
            tokio::spawn(async move {
                pool.run(move |_| {
                    let _ = tokio::runtime::Builder::new_current_thread()
                        .build()
                        .unwrap()
                        .block_on(held);
                })
                .await
            })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        let (started_tx, started) = tokio::sync::oneshot::channel::<()>();
        let idle = {
            let pool = pool.clone();
            tokio::spawn(async move {
                pool.run_idle(move |stop| {
                    let _ = started_tx.send(());
                    while !stop.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                    "stopped"
                })
                .await
            })
        };
        tokio::time::sleep(Duration::from_millis(250)).await;
        release.send(()).unwrap();
        busy.await.unwrap().unwrap();
        // Now free: the idle work starts, and a search arriving stops it and runs.
        tokio::time::timeout(Duration::from_secs(5), started)
            .await
            .unwrap()
            .unwrap();
        let search = tokio::time::timeout(Duration::from_secs(5), pool.run(|_| 7)).await;
        assert_eq!(search.unwrap().unwrap(), 7);
        let idle = idle.await.unwrap().unwrap();
        assert!(idle.preempted);
        assert_eq!(idle.value, "stopped");
    }
}
