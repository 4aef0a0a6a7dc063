//! Fair sending: what the bot sends waits in a lane per channel, and the lanes are served
//! round robin within the platform's documented rates, so that a channel with hundreds of
//! replies waiting delays another channel's next board by one turn of the round at most.
//!
//! - Any operation an adapter sends goes through an [`Outbox`]: a job is an async closure
//!   given a [`Turn`], which it asks for a place before each message it sends
//!   ([`Turn::message`]); the first is taken when the job starts. A job may send several
//!   messages (a picture and the rest of a long text), edit one, or take buttons off it.
//! - A lane runs one job at a time, in the order they were queued; lanes run side by side.
//! - Each lane and the whole platform keep within their [`Window`]s (Telegram: 30 messages
//!   a second, one a second in a chat, 20 a minute in a group; Discord: 50 requests a second),
//!   and within what the server said (a `retry_after`, an exhausted bucket: [`Turn::hold`],
//!   [`Turn::hold_all`], and the outbox's gate).
//! - A job queued with a [`Latest`] replaces the one with the same [`Latest`] still waiting in
//!   its lane (a board that a newer board of the same game made pointless).
//! - Lanes are bounded ([`Bounds`]); what is dropped is counted in the metrics
//!   (`dama_outgoing_dropped_total{platform,reason}`).

mod round;
mod window;

use std::future::Future;
use std::hash::Hash;
use std::pin::Pin;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use tokio::sync::{Notify, oneshot};
use tokio::time::Instant;

use crate::message::Reply;

pub use round::{Bounds, Dropped, Latest, Next, Round, WindowsOf};
pub use window::{Log, Logs, MARGIN, Window};

/// What makes a reply replaceable by a newer one in its lane: a board of a game that says
/// nothing a newer board of the same game would not (no prompt whose buttons the service
/// tracks, no buttons to take off elsewhere, not meant for one person, not a progress
/// message).
pub fn latest(reply: &Reply) -> Option<Latest> {
    let game = reply.game?;
    // A board drawn as a picture or, without pictures, as text.
    let plain_board = reply.board.is_some()
        && reply.prompt.is_none()
        && reply.retire.is_empty()
        && reply.progress.is_none()
        && !reply.ephemeral
        && reply.document.is_none();
    plain_board.then(|| Latest::board(game))
}

/// Takes the older messages whose buttons go (`retire`) off a board that they alone keep from
/// being replaced by a newer board ([`latest`]): the adapter sends them as spare work of
/// their own ([`Outbox::send_spare`]), so that a board with keys (which lists the game's older
/// board) can still be superseded while it waits, and the older board's keys go when the
/// platform's rate has room. Empty, and the reply left as it is, for any other reply.
pub fn retire_apart(reply: &mut Reply) -> Vec<crate::message::PostedMessage> {
    if reply.retire.is_empty() {
        return Vec::new();
    }
    let retire = std::mem::take(&mut reply.retire);
    if latest(reply).is_some() {
        retire
    } else {
        reply.retire = retire;
        Vec::new()
    }
}

/// Jobs under way at once across all lanes: enough for a slow server's answers not to hold
/// up the rate, few enough not to open hundreds of connections.
pub const IN_FLIGHT: usize = 32;

/// What names a lane: a chat, a channel.
pub trait Lane: Hash + Eq + Clone + Send + Sync + std::fmt::Debug + 'static {}

impl<K: Hash + Eq + Clone + Send + Sync + std::fmt::Debug + 'static> Lane for K {}

type BoxedJob<K> = Box<dyn FnOnce(Turn<K>) -> Pin<Box<dyn Future<Output = ()> + Send>> + Send>;

struct Queued<K: Lane> {
    job: BoxedJob<K>,
    done: oneshot::Sender<()>,
}

/// When the server has said a lane must wait, if it has.
pub type LaneGate<K> = Box<dyn Fn(&K) -> Option<Instant> + Send + Sync>;

/// A platform's limits for an outbox.
pub struct Rates<K> {
    /// For the whole platform.
    pub global: Vec<Window>,
    /// For each lane.
    pub per_lane: WindowsOf<K>,
    /// When the server has said a lane must wait (an exhausted rate-limit bucket).
    pub gate: LaneGate<K>,
}

impl<K> Rates<K> {
    /// No limits at all (the console, tests that count nothing).
    pub fn unlimited() -> Rates<K> {
        Rates {
            global: Vec::new(),
            per_lane: Box::new(|_| Vec::new()),
            gate: Box::new(|_| None),
        }
    }
}

struct Shared<K: Lane> {
    platform: &'static str,
    round: Mutex<Round<K, Queued<K>>>,
    gate: LaneGate<K>,
    /// Work queued or a job done: the dispatcher looks again.
    work: Arc<Notify>,
    /// A job done: its lane's and the platform's windows may have room for a job's next
    /// message.
    changed: Notify,
    /// A job finished (for [`Outbox::idle`]).
    finished: Notify,
    /// Jobs under way.
    in_flight: std::sync::atomic::AtomicUsize,
}

impl<K: Lane> Shared<K> {
    fn round(&self) -> std::sync::MutexGuard<'_, Round<K, Queued<K>>> {
        self.round.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The sending side of one platform: lanes by key (a chat, a channel).
pub struct Outbox<K: Lane> {
    shared: Arc<Shared<K>>,
}

impl<K: Lane> Clone for Outbox<K> {
    fn clone(&self) -> Outbox<K> {
        Outbox {
            shared: self.shared.clone(),
        }
    }
}

/// Whether a queued job ran.
pub struct Receipt(oneshot::Receiver<()>);

impl Receipt {
    /// `true` once the job has run; `false` when it was dropped unsent (superseded, pushed
    /// out of a full lane, or the outbox stopped).
    pub async fn done(self) -> bool {
        self.0.await.is_ok()
    }
}

impl<K: Lane> Outbox<K> {
    /// An outbox for `platform` (named in the metrics and logs) and its dispatcher task,
    /// which ends when the last handle to the outbox is dropped.
    pub fn start(platform: &'static str, rates: Rates<K>, bounds: Bounds) -> Outbox<K> {
        let Rates {
            global,
            per_lane,
            gate,
        } = rates;
        let shared = Arc::new(Shared {
            platform,
            round: Mutex::new(Round::new(&global, per_lane, bounds)),
            gate,
            work: Arc::new(Notify::new()),
            changed: Notify::new(),
            finished: Notify::new(),
            in_flight: std::sync::atomic::AtomicUsize::new(0),
        });
        tokio::spawn(dispatch(Arc::downgrade(&shared), shared.work.clone()));
        Outbox { shared }
    }

    /// Queues `job` in `key`'s lane; with `latest`, it replaces the job with the same
    /// `latest` still waiting there.
    pub fn send<F, Fut>(&self, key: K, latest: Option<Latest>, job: F) -> Receipt
    where
        F: FnOnce(Turn<K>) -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        self.queue(job, |round, queued| round.push(key, latest, queued))
    }

    /// Queues `job` in `key`'s lane as work that may wait: it starts when nothing else may,
    /// and leaves room in the windows for what cannot wait, or is dropped after
    /// [`round::SPARE_WAITS`] (taking the keys off an older board, which answer "out of date"
    /// meanwhile, and stay when the platform's rate has no room for them).
    pub fn send_spare<F, Fut>(&self, key: K, job: F) -> Receipt
    where
        F: FnOnce(Turn<K>) -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        self.queue(job, |round, queued| {
            round.push_spare(key, queued, Instant::now())
        })
    }

    fn queue<F, Fut>(
        &self,
        job: F,
        push: impl FnOnce(&mut Round<K, Queued<K>>, Queued<K>) -> Vec<(Queued<K>, Dropped)>,
    ) -> Receipt
    where
        F: FnOnce(Turn<K>) -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        let (done, receipt) = oneshot::channel();
        let job: BoxedJob<K> = Box::new(move |turn| Box::pin(job(turn)));
        let dropped = push(&mut self.shared.round(), Queued { job, done });
        for (_, why) in &dropped {
            crate::metrics::outgoing_dropped(self.shared.platform, why.as_str());
        }
        if !dropped.is_empty() {
            tracing::debug!(
                platform = self.shared.platform,
                dropped = dropped.len(),
                "queued replies dropped"
            );
        }
        drop(dropped);
        self.shared.work.notify_one();
        Receipt(receipt)
    }

    /// The jobs waiting in `key`'s lane.
    pub fn waiting(&self, key: &K) -> usize {
        self.shared.round().waiting(key)
    }

    /// Completes when nothing waits and nothing is under way.
    pub async fn idle(&self) {
        loop {
            let finished = self.shared.finished.notified();
            tokio::pin!(finished);
            finished.as_mut().enable();
            if self.shared.round().is_idle() {
                return;
            }
            finished.await;
        }
    }
}

/// A job's place in its lane: it asks for each message it sends.
pub struct Turn<K: Lane> {
    shared: Arc<Shared<K>>,
    key: K,
    /// The first message's place, taken when the job started.
    prepaid: bool,
    /// When the job started (and its first message's place was taken).
    started: Instant,
    /// When the job's last message left: it is answered when the job asks for the next one,
    /// or ends.
    last: Option<Instant>,
}

impl<K: Lane> Drop for Turn<K> {
    fn drop(&mut self) {
        // A job that sent nothing gives back the place taken for its first message too.
        let unused = std::mem::take(&mut self.prepaid).then_some(self.started);
        if let Some(left) = self.last.take().or(unused) {
            self.shared
                .round()
                .complete(&self.key, left, Instant::now());
        }
    }
}

impl<K: Lane> Turn<K> {
    /// Waits until one more message may be sent in this lane, and takes its place; the
    /// message before it (if any) has been answered by then.
    pub async fn message(&mut self) {
        if let Some(left) = self.last.take() {
            self.shared
                .round()
                .complete(&self.key, left, Instant::now());
        }
        if std::mem::take(&mut self.prepaid) {
            self.last = Some(self.started);
            return;
        }
        loop {
            let changed = self.shared.changed.notified();
            let now = Instant::now();
            let taken = self.shared.round().take_slot(&self.key, now);
            match taken {
                Ok(()) => {
                    self.last = Some(now);
                    return;
                }
                Err(until) => {
                    tokio::select! {
                        () = tokio::time::sleep_until(until) => {}
                        () = changed => {}
                    }
                }
            }
        }
    }

    /// The server asked this lane to wait `for_` (a flood wait in one chat).
    pub fn hold(&self, for_: std::time::Duration) {
        self.shared.round().hold(&self.key, Instant::now() + for_);
    }

    /// The server asked the whole platform to wait `for_` (a global rate limit).
    pub fn hold_all(&self, for_: std::time::Duration) {
        self.shared.round().hold_all(Instant::now() + for_);
    }

    pub fn key(&self) -> &K {
        &self.key
    }
}

/// Starts each job when its turn comes, until the outbox is dropped.
async fn dispatch<K: Lane>(shared: std::sync::Weak<Shared<K>>, work: Arc<Notify>) {
    loop {
        let Some(strong) = shared.upgrade() else {
            return;
        };
        let changed = work.notified();
        tokio::pin!(changed);
        changed.as_mut().enable();
        if strong.in_flight.load(Ordering::SeqCst) >= IN_FLIGHT {
            // Every slot busy: wait for a job to finish.
            drop(strong);
            changed.await;
            continue;
        }
        let now = Instant::now();
        let (next, stale) = {
            let gate = &strong.gate;
            let mut round = strong.round();
            (round.next(now, |key| gate(key)), round.take_stale())
        };
        for _ in &stale {
            crate::metrics::outgoing_dropped(strong.platform, Dropped::Stale.as_str());
        }
        drop(stale);
        match next {
            Next::Start(key, Queued { job, done }) => {
                strong.in_flight.fetch_add(1, Ordering::SeqCst);
                let turn = Turn {
                    shared: strong.clone(),
                    key: key.clone(),
                    prepaid: true,
                    started: now,
                    last: None,
                };
                let shared = strong.clone();
                tokio::spawn(async move {
                    // The lane is freed however the job ends, a panic included.
                    let _free = Free {
                        shared: shared.clone(),
                        key,
                    };
                    job(turn).await;
                    let _ = done.send(());
                });
            }
            Next::Wait(until) => {
                drop(strong);
                tokio::select! {
                    () = tokio::time::sleep_until(until) => {}
                    () = changed => {}
                }
            }
            Next::Idle => {
                drop(strong);
                // Wakes for new work; a dropped outbox is seen at the next wake, and its
                // last handle going away wakes nobody, so look again now and then.
                let _ = tokio::time::timeout(std::time::Duration::from_secs(1), changed).await;
            }
        }
    }
}

/// Frees a lane and its slot when its job ends.
struct Free<K: Lane> {
    shared: Arc<Shared<K>>,
    key: K,
}

impl<K: Lane> Drop for Free<K> {
    fn drop(&mut self) {
        self.shared.round().finish(&self.key);
        self.shared.in_flight.fetch_sub(1, Ordering::SeqCst);
        self.shared.changed.notify_waiters();
        self.shared.work.notify_one();
        self.shared.finished.notify_waiters();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[test]
    fn a_boards_older_keys_go_apart_so_that_a_newer_board_may_replace_it() {
        let older = crate::message::PostedMessage {
            platform: crate::message::Platform::Telegram,
            chat: "-100".into(),
            message: "7".into(),
        };
        let board = Reply {
            game: Some(12),
            board: Some(crate::message::BoardView {
                position: rules::Position::start(rules::Variant::English),
                flip: false,
            }),
            retire: vec![older.clone()],
            ..Reply::default()
        };
        assert_eq!(latest(&board), None);
        let mut apart = board.clone();
        assert_eq!(retire_apart(&mut apart), vec![older.clone()]);
        assert!(apart.retire.is_empty());
        assert_eq!(latest(&apart), Some(Latest::board(12)));
        // An answer with a prompt of its own is never replaced: its list stays with it.
        let mut offer = Reply {
            prompt: Some(crate::message::Prompt {
                game: 12,
                key: "draw@4".into(),
            }),
            ..board
        };
        assert!(retire_apart(&mut offer).is_empty());
        assert_eq!(offer.retire, vec![older]);
    }

    #[tokio::test]
    async fn a_quiet_channel_is_served_within_one_round_of_a_flooded_one() {
        let outbox = Outbox::start(
            "test",
            Rates {
                global: vec![Window::per_second(10)],
                per_lane: Box::new(|_| Vec::new()),
                gate: Box::new(|_| None),
            },
            Bounds {
                per_lane: 1000,
                total: 10_000,
            },
        );
        let sent = Arc::new(Mutex::new(Vec::new()));
        let job = |name: &'static str, n: u32| {
            let sent = sent.clone();
            move |mut turn: Turn<&'static str>| async move {
                turn.message().await;
                sent.lock().unwrap().push((name, n));
            }
        };
        for n in 0..500 {
            outbox.send("flood", None, job("flood", n));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        let before = sent.lock().unwrap().len();
        let board = outbox.send("quiet", None, job("quiet", 0));
        assert!(board.done().await);
        let sent = sent.lock().unwrap().clone();
        let at = sent.iter().position(|(name, _)| *name == "quiet").unwrap();
        assert!(
            before <= 10,
            "{before} sent in 100 ms: not paced at 10 a second"
        );
        // At most the flood's reply under way when it was queued went before it.
        assert!(at - before <= 1, "{} flood replies went first", at - before);
    }

    #[tokio::test]
    async fn a_lane_keeps_its_order_and_the_outbox_goes_idle() {
        let outbox: Outbox<u8> = Outbox::start("test", Rates::unlimited(), Bounds::default());
        let seen = Arc::new(Mutex::new(Vec::new()));
        for n in 0..20u32 {
            let seen = seen.clone();
            outbox.send(n as u8 % 3, None, move |_turn| async move {
                tokio::time::sleep(Duration::from_millis(u64::from(20 - n))).await;
                seen.lock().unwrap().push(n);
            });
        }
        outbox.idle().await;
        let seen = seen.lock().unwrap().clone();
        assert_eq!(seen.len(), 20);
        for lane in 0..3 {
            let of: Vec<u32> = seen.iter().copied().filter(|n| n % 3 == lane).collect();
            assert!(of.is_sorted(), "{of:?}");
        }
    }

    #[tokio::test]
    async fn a_superseded_job_never_runs_and_says_so() {
        let outbox: Outbox<u8> = Outbox::start("test", Rates::unlimited(), Bounds::default());
        let ran = Arc::new(AtomicUsize::new(0));
        let (release, wait) = oneshot::channel::<()>();
        // The lane is busy, so the next two wait; the second replaces the first.
        outbox.send(1, None, |_| async move {
            let _ = wait.await;
        });
        let count = |ran: &Arc<AtomicUsize>| {
            let ran = ran.clone();
            move |_| async move {
                ran.fetch_add(1, Ordering::SeqCst);
            }
        };
        let first = outbox.send(1, Some(Latest::board(3)), count(&ran));
        let second = outbox.send(1, Some(Latest::board(3)), count(&ran));
        release.send(()).unwrap();
        assert!(!first.done().await);
        assert!(second.done().await);
        assert_eq!(ran.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn a_panicking_job_frees_its_lane() {
        let outbox: Outbox<u8> = Outbox::start("test", Rates::unlimited(), Bounds::default());
        let failed = outbox.send(1, None, |_| async { panic!("a bug in a job") });
        assert!(!failed.done().await);
        let next = outbox.send(1, None, |_| async {});
        assert!(next.done().await);
    }
}
