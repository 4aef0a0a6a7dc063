//! The application's stop: one signal that every part of the bot listens to.
//!
//! Service managers (systemd, Docker, Kubernetes) stop a process with SIGTERM and kill it a
//! few seconds later; a person at a terminal presses Ctrl-C (SIGINT). Both start the same
//! graceful stop, whichever adapters run and whatever the network is doing:
//!
//! 1. Everything that takes new work stops at once: the adapters stop polling and close their
//!    gateway, and a connection being retried (or a flood wait before one) is given up
//!    ([`Stop::until_requested`]).
//! 2. Work under way (a command and its answer) goes on until the grace period ends
//!    ([`Stop::deadline`], [`GRACE`] after the request): a retried send whose wait would end
//!    later is given up, and what is still running then is dropped
//!    ([`Stop::within_grace`]).
//! 3. The application stops the scheduler and closes the store, and the process exits with
//!    status 0.
//!
//! A second signal during the stop ends the process at once (status 128 + the signal's
//! number), and so does a stop that overruns [`EXIT_WITHIN`] (status 1; every step is
//! bounded, so that is a bug).
//!
//! Whatever serves (an adapter, a metrics server) takes a clone of the [`Stop`] and ends
//! when [`Stop::requested`] completes:
//!
//! ```
//! use std::time::Duration;
//! use bot::stop::Stop;
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! let stop = Stop::new();
//! let listener = tokio::spawn({
//!     let stop = stop.clone();
//!     async move {
//!         let mut ticks = 0;
//!         // New work is taken until the stop is requested...
//!         while stop.until_requested(tokio::time::sleep(Duration::from_millis(5))).await.is_some() {
//!             ticks += 1;
//!         }
//!         // ...and work under way may finish within the grace period.
//!         let answered = stop.within_grace(async { "answered" }).await;
//!         (ticks, answered)
//!     }
//! });
//! tokio::time::sleep(Duration::from_millis(20)).await;
//! assert!(stop.request(), "the first request starts the stop");
//! assert!(!stop.request(), "later ones change nothing");
//! let (ticks, answered) = listener.await.unwrap();
//! assert!(ticks > 0);
//! assert_eq!(answered, Some("answered"));
//! # }
//! ```

use std::{
    fmt,
    future::IntoFuture,
    sync::{Arc, OnceLock},
    time::Duration,
};

use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

/// How long work under way may go on after the stop is requested.
pub const GRACE: Duration = Duration::from_secs(7);

/// How long after the stop is requested the process ends whatever still runs
/// ([`Stop::on_signals`]): the grace period, then the scheduler and the store, within the
/// 10 s a service manager usually allows.
pub const EXIT_WITHIN: Duration = Duration::from_millis(9_500);

/// The application's stop. Cheap to clone; every clone sees the same stop.
#[derive(Clone)]
pub struct Stop(Arc<Inner>);

struct Inner {
    requested: CancellationToken,
    grace: Duration,
    /// Set once, by the first request.
    deadline: OnceLock<Instant>,
}

impl Default for Stop {
    fn default() -> Stop {
        Stop::new()
    }
}

impl fmt::Debug for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Stop")
            .field("grace", &self.0.grace)
            .field("requested", &self.is_requested())
            .finish()
    }
}

impl Stop {
    /// A stop not yet requested, with the [`GRACE`] period.
    pub fn new() -> Stop {
        Stop::with_grace(GRACE)
    }

    /// A stop whose work under way may go on for `grace` once it is requested.
    pub fn with_grace(grace: Duration) -> Stop {
        Stop(Arc::new(Inner {
            requested: CancellationToken::new(),
            grace,
            deadline: OnceLock::new(),
        }))
    }

    /// Starts the stop; returns whether this call started it (later calls change nothing,
    /// the deadline included).
    pub fn request(&self) -> bool {
        let mut started = false;
        self.0.deadline.get_or_init(|| {
            started = true;
            Instant::now() + self.0.grace
        });
        self.0.requested.cancel();
        started
    }

    pub fn is_requested(&self) -> bool {
        self.0.requested.is_cancelled()
    }

    /// Completes once the stop is requested.
    pub async fn requested(&self) {
        self.0.requested.cancelled().await;
    }

    /// When work under way is given up: the grace period after the request; `None` until the
    /// stop is requested.
    pub fn deadline(&self) -> Option<Instant> {
        self.0.deadline.get().copied()
    }

    /// Completes when the grace period is over (never before the stop is requested).
    pub async fn grace_over(&self) {
        self.requested().await;
        if let Some(deadline) = self.deadline() {
            tokio::time::sleep_until(deadline).await;
        }
    }

    /// Runs `work` unless the stop is requested first: for new work (connecting, polling,
    /// waiting to retry a connection), given up as soon as the stop begins. `None` when cut.
    pub async fn until_requested<F: IntoFuture>(&self, work: F) -> Option<F::Output> {
        tokio::select! {
            biased;
            () = self.requested() => None,
            output = work => Some(output),
        }
    }

    /// Runs `work` unless the grace period ends first: for work under way (a command and its
    /// answer), which may finish after the stop is requested. `None` when cut.
    pub async fn within_grace<F: IntoFuture>(&self, work: F) -> Option<F::Output> {
        tokio::select! {
            biased;
            () = self.grace_over() => None,
            output = work => Some(output),
        }
    }

    /// Whether waiting `wait` from now would end after the grace period (`false` until the
    /// stop is requested): such a wait is pointless, its work would be dropped first.
    pub fn outlasts_grace(&self, wait: Duration) -> bool {
        self.deadline()
            .is_some_and(|deadline| Instant::now() + wait > deadline)
    }

    /// Requests the stop on SIGTERM or SIGINT (Ctrl-C), whichever comes first, from now on.
    /// For the `dama` binary, as it ends the process: a signal that comes while the stop is
    /// under way (the second, or the first after an adapter failed) exits at once with status
    /// 128 + its number, and a stop that overruns [`EXIT_WITHIN`] exits with status 1.
    ///
    /// The handlers are installed before this returns, so a signal at any later moment (the
    /// store connecting, a platform being retried) takes the graceful path.
    pub fn on_signals(&self) -> std::io::Result<()> {
        let mut signals = Signals::install()?;
        let stop = self.clone();
        tokio::spawn(async move {
            let first = signals.next().await;
            if stop.request() {
                tracing::info!(
                    signal = first.name(),
                    grace = ?stop.0.grace,
                    "stopping: no new commands; those under way may finish"
                );
            } else {
                exit_now(first);
            }
            exit_now(signals.next().await);
        });
        let stop = self.clone();
        tokio::spawn(async move {
            stop.requested().await;
            let since = stop
                .deadline()
                .map_or_else(Instant::now, |d| d - stop.0.grace);
            tokio::time::sleep_until(since + EXIT_WITHIN).await;
            eprintln!("error: the stop overran {EXIT_WITHIN:?}; exiting without finishing it");
            std::process::exit(1);
        });
        Ok(())
    }
}

/// Ends the process on a signal that came during the stop.
fn exit_now(signal: Signal) -> ! {
    eprintln!(
        "{}: stopping at once, without waiting for the commands under way",
        signal.name()
    );
    std::process::exit(signal.exit_status());
}

/// The signals that stop the bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Signal {
    Terminate,
    Interrupt,
}

impl Signal {
    fn name(self) -> &'static str {
        match self {
            Signal::Terminate => "SIGTERM",
            Signal::Interrupt => "SIGINT",
        }
    }

    /// What a shell reports for a process killed by the signal.
    fn exit_status(self) -> i32 {
        match self {
            Signal::Terminate => 128 + 15,
            Signal::Interrupt => 128 + 2,
        }
    }
}

/// The installed handlers; the default action (ending the process at once) no longer
/// applies once they exist.
struct Signals {
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
}

impl Signals {
    #[cfg(unix)]
    fn install() -> std::io::Result<Signals> {
        use tokio::signal::unix::{SignalKind, signal};
        Ok(Signals {
            terminate: signal(SignalKind::terminate())?,
            interrupt: signal(SignalKind::interrupt())?,
        })
    }

    #[cfg(not(unix))]
    fn install() -> std::io::Result<Signals> {
        Ok(Signals {})
    }

    #[cfg(unix)]
    async fn next(&mut self) -> Signal {
        tokio::select! {
            Some(()) = self.terminate.recv() => Signal::Terminate,
            Some(()) = self.interrupt.recv() => Signal::Interrupt,
            else => std::future::pending().await,
        }
    }

    #[cfg(not(unix))]
    async fn next(&mut self) -> Signal {
        match tokio::signal::ctrl_c().await {
            Ok(()) => Signal::Interrupt,
            Err(_) => std::future::pending().await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn new_work_stops_at_the_request_and_work_under_way_at_the_deadline() {
        let grace = Duration::from_millis(300);
        let stop = Stop::with_grace(grace);
        assert_eq!(stop.deadline(), None);
        assert!(!stop.outlasts_grace(Duration::from_secs(3600)));
        let connecting = tokio::spawn({
            let stop = stop.clone();
            async move { stop.until_requested(std::future::pending::<()>()).await }
        });
        let stuck = tokio::spawn({
            let stop = stop.clone();
            async move { stop.within_grace(std::future::pending::<()>()).await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!connecting.is_finished() && !stuck.is_finished());

        let requested_at = Instant::now();
        assert!(stop.request());
        let deadline = stop.deadline().expect("a deadline once requested");
        assert!(deadline >= requested_at + grace && deadline <= Instant::now() + grace);
        let answering = tokio::spawn({
            let stop = stop.clone();
            async move {
                stop.within_grace(tokio::time::sleep(Duration::from_millis(50)))
                    .await
            }
        });
        assert_eq!(connecting.await.unwrap(), None);
        assert_eq!(
            answering.await.unwrap(),
            Some(()),
            "finished within the grace"
        );
        assert_eq!(stuck.await.unwrap(), None, "cut when the grace ended");
        assert!(Instant::now() >= deadline);
        assert!(stop.outlasts_grace(Duration::from_millis(1)));

        // A later request keeps the first deadline.
        assert!(!stop.request());
        assert_eq!(stop.deadline(), Some(deadline));
    }
}
