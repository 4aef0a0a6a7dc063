//! Repeating a platform call that failed for a reason that may pass: one policy for every
//! adapter.
//!
//! - A flood limit (HTTP 429) waits the delay the server names, unless it is longer than
//!   [`RetryPolicy::max_retry_after`].
//! - A server error (5xx), a lost connection or an attempt that timed out backs off
//!   exponentially, with jitter (so that chats hit by one outage do not retry in lockstep),
//!   from [`RetryPolicy::first_backoff`] up to [`RetryPolicy::max_backoff`].
//! - Anything else is final at once; so is the last of [`RetryPolicy::attempts`].
//! - Nothing outlasts the application's [`Stop`]: a call that takes new work (connecting) is
//!   given up as soon as the stop is requested, an answer to a command under way when the
//!   grace period ends ([`Patience`]); a wait that would end after that is not begun.
//! - Each retry loop logs at most once per attempt and at most every [`LOG_EVERY`].
//!
//! Only calls to the platforms are repeated, never the service's `handle`: a command is
//! committed before the first send, so a repeated send can at worst show a reply twice, never
//! play a move twice.

use std::{fmt, future::Future, time::Duration};

use rand::Rng;
use tokio::time::Instant;

use crate::stop::Stop;

/// How often one retry loop may log a failed attempt.
pub const LOG_EVERY: Duration = Duration::from_secs(30);

/// When and how often a failed call is repeated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Calls in all, the first one included.
    pub attempts: u32,
    /// The wait after the first failure that backs off; it doubles after each further one.
    pub first_backoff: Duration,
    pub max_backoff: Duration,
    /// A flood wait longer than this is not waited out: a reply is given up (the game is
    /// stored; `!board` shows it again) rather than holding its chat for minutes.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    /// For replies: a few attempts within seconds.
    fn default() -> RetryPolicy {
        RetryPolicy {
            attempts: 5,
            first_backoff: Duration::from_millis(500),
            max_backoff: Duration::from_secs(8),
            max_retry_after: Duration::from_secs(60),
        }
    }
}

impl RetryPolicy {
    /// For reaching a platform (at start, or polling it): attempts without end (the bot stops
    /// them), backing off from 1 s to 30 s, and any flood wait the server names.
    pub fn connecting() -> RetryPolicy {
        RetryPolicy {
            attempts: u32::MAX,
            first_backoff: Duration::from_secs(1),
            max_backoff: Duration::from_secs(30),
            max_retry_after: Duration::from_secs(3600),
        }
    }

    /// The full backoff after `failures` failures (1 for the first): `first_backoff`
    /// doubled `failures - 1` times, at most `max_backoff`.
    pub fn backoff(&self, failures: u32) -> Duration {
        let doublings = failures.saturating_sub(1).min(16);
        self.first_backoff
            .saturating_mul(1 << doublings)
            .min(self.max_backoff)
    }

    /// How long to wait before the next attempt after `failures` failures, the last of which
    /// asks for `retry`; `None` to give up.
    pub fn delay(&self, failures: u32, retry: Retry) -> Option<Duration> {
        if failures >= self.attempts {
            return None;
        }
        match retry {
            Retry::Never => None,
            Retry::After(wait) => (wait <= self.max_retry_after).then_some(wait),
            Retry::Backoff => Some(
                self.backoff(failures)
                    .mul_f64(rand::rng().random_range(0.5..=1.0)),
            ),
        }
    }
}

/// Whether and when a failed attempt may be repeated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Retry {
    /// Never: the same call would fail the same way (a refusal, a bad request).
    Never,
    /// After the policy's backoff: a server error, a lost connection, a time-out.
    Backoff,
    /// After this long, as the server asked (a flood limit).
    After(Duration),
}

/// A failed attempt: its error, and whether and when it may be repeated.
#[derive(Debug)]
pub struct Failed<E> {
    pub error: E,
    pub retry: Retry,
}

/// An error that says by itself whether its call may be repeated.
pub trait Transient {
    fn retry(&self) -> Retry;
}

/// Why a call ended without an answer of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Interrupted {
    /// The bot is stopping: the call (or the wait before repeating it) was given up.
    #[error("given up: the bot is stopping")]
    Stopping,
    /// The attempt took longer than the caller allows; it may be repeated.
    #[error("no answer within {0:?}")]
    TimedOut(Duration),
}

impl Transient for Interrupted {
    fn retry(&self) -> Retry {
        match self {
            Interrupted::Stopping => Retry::Never,
            Interrupted::TimedOut(_) => Retry::Backoff,
        }
    }
}

/// How long a call goes on once the bot stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Patience {
    /// Given up as soon as the stop is requested: reaching a platform, which would only bring
    /// new work.
    UntilStop,
    /// Goes on until the stop's grace period ends: the answer to a command under way.
    UntilGraceEnds,
}

/// A [`RetryPolicy`] at work: for whom, and until when.
#[derive(Debug, Clone)]
pub struct Retrier {
    /// The platform called, for the logs.
    platform: &'static str,
    policy: RetryPolicy,
    stop: Stop,
    patience: Patience,
    /// The longest one attempt may take, when the transport does not bound it.
    attempt_within: Option<Duration>,
}

impl Retrier {
    /// For answers: `policy`, until the grace period of `stop` ends.
    pub fn answering(platform: &'static str, policy: RetryPolicy, stop: Stop) -> Retrier {
        Retrier {
            platform,
            policy,
            stop,
            patience: Patience::UntilGraceEnds,
            attempt_within: None,
        }
    }

    /// For reaching a platform: [`RetryPolicy::connecting`] until `stop` is requested, each
    /// attempt within 10 s (a server that accepts the connection and never answers is
    /// tried again, not waited on for ever).
    pub fn connecting(platform: &'static str, stop: Stop) -> Retrier {
        Retrier {
            platform,
            policy: RetryPolicy::connecting(),
            stop,
            patience: Patience::UntilStop,
            attempt_within: Some(Duration::from_secs(10)),
        }
    }

    pub fn policy(&self) -> &RetryPolicy {
        &self.policy
    }

    pub fn stop(&self) -> &Stop {
        &self.stop
    }

    /// Runs `attempt` until it succeeds, fails for good, the policy gives up (the last error
    /// then), or the stop cuts it ([`Interrupted::Stopping`]). `call` names it in the logs.
    pub async fn run<T, E, F, Fut>(&self, call: &str, mut attempt: F) -> Result<T, E>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, Failed<E>>>,
        E: From<Interrupted> + std::error::Error,
    {
        let platform = self.platform;
        let mut failures = 0;
        let mut logged: Option<Instant> = None;
        loop {
            let bounded = async {
                match self.attempt_within {
                    None => attempt().await,
                    Some(limit) => match tokio::time::timeout(limit, attempt()).await {
                        Ok(outcome) => outcome,
                        Err(_) => Err(Failed {
                            error: Interrupted::TimedOut(limit).into(),
                            retry: Retry::Backoff,
                        }),
                    },
                }
            };
            let Failed { error, retry } = match self.patiently(bounded).await {
                None => return Err(Interrupted::Stopping.into()),
                Some(Ok(value)) => {
                    if logged.is_some() {
                        tracing::info!(platform, call, failures, "answered after failed attempts");
                    }
                    return Ok(value);
                }
                Some(Err(failed)) => failed,
            };
            failures += 1;
            let Some(wait) = self.policy.delay(failures, retry) else {
                crate::metrics::error(platform);
                return Err(error);
            };
            if self.patience == Patience::UntilGraceEnds && self.stop.outlasts_grace(wait) {
                return Err(Interrupted::Stopping.into());
            }
            if logged.is_none_or(|at| at.elapsed() >= LOG_EVERY) {
                tracing::warn!(
                    platform,
                    call,
                    failures,
                    ?wait,
                    error = %Causes(&error),
                    "call failed; trying again"
                );
                logged = Some(Instant::now());
            }
            if !self.wait(wait).await {
                return Err(Interrupted::Stopping.into());
            }
        }
    }

    /// Waits before the next attempt; `false` when the stop makes it pointless: at the
    /// request for new work, and for an answer when the wait would end after the grace period.
    async fn wait(&self, wait: Duration) -> bool {
        let wake_at = Instant::now() + wait;
        let pointless = async {
            self.stop.requested().await;
            if self.patience == Patience::UntilGraceEnds
                && self
                    .stop
                    .deadline()
                    .is_some_and(|deadline| wake_at <= deadline)
            {
                std::future::pending::<()>().await;
            }
        };
        tokio::select! {
            () = tokio::time::sleep_until(wake_at) => true,
            () = pointless => false,
        }
    }

    /// [`Retrier::run`] for calls whose errors say whether to repeat them.
    pub async fn call<T, E, F, Fut>(&self, call: &str, mut attempt: F) -> Result<T, E>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, E>>,
        E: Transient + From<Interrupted> + std::error::Error,
    {
        self.run(call, || {
            let attempt = attempt();
            async move {
                attempt.await.map_err(|error| Failed {
                    retry: error.retry(),
                    error,
                })
            }
        })
        .await
    }

    async fn patiently<F: Future>(&self, work: F) -> Option<F::Output> {
        match self.patience {
            Patience::UntilStop => self.stop.until_requested(work).await,
            Patience::UntilGraceEnds => self.stop.within_grace(work).await,
        }
    }
}

/// An error and its causes on one line: a network error's own message ("error sending
/// request") says little without them ("connection refused").
pub struct Causes<'a>(pub &'a dyn std::error::Error);

impl fmt::Display for Causes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut shown = self.0.to_string();
        let mut cause = self.0.source();
        while let Some(error) = cause {
            // Errors that already show their source (`#[error("…: {0}")]`) are not repeated.
            let text = error.to_string();
            if !shown.contains(&text) {
                shown = format!("{shown}: {text}");
            }
            cause = error.source();
        }
        f.write_str(&shown)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[derive(Debug, PartialEq, Eq)]
    enum Error {
        Server,
        Flood(Duration),
        Refused,
        Interrupted(Interrupted),
    }

    impl fmt::Display for Error {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{self:?}")
        }
    }

    impl std::error::Error for Error {}

    impl From<Interrupted> for Error {
        fn from(why: Interrupted) -> Error {
            Error::Interrupted(why)
        }
    }

    impl Transient for Error {
        fn retry(&self) -> Retry {
            match self {
                Error::Server => Retry::Backoff,
                Error::Flood(wait) => Retry::After(*wait),
                Error::Refused => Retry::Never,
                Error::Interrupted(why) => why.retry(),
            }
        }
    }

    fn quick() -> RetryPolicy {
        RetryPolicy {
            attempts: 4,
            first_backoff: Duration::from_millis(100),
            max_backoff: Duration::from_millis(400),
            max_retry_after: Duration::from_secs(2),
        }
    }

    #[test]
    fn backoff_doubles_up_to_its_cap_and_flood_waits_are_exact() {
        let policy = RetryPolicy {
            attempts: 10,
            max_retry_after: Duration::from_secs(5),
            ..quick()
        };
        for (failures, full) in [(1, 100), (2, 200), (3, 400), (6, 400)] {
            let wait = policy.delay(failures, Retry::Backoff).unwrap();
            let full = Duration::from_millis(full);
            assert_eq!(policy.backoff(failures), full);
            assert!(wait <= full && wait >= full / 2, "{failures}: {wait:?}");
        }
        let flood = Retry::After(Duration::from_secs(3));
        assert_eq!(policy.delay(1, flood), Some(Duration::from_secs(3)));
        assert_eq!(policy.delay(1, Retry::After(Duration::from_secs(30))), None);
        assert_eq!(policy.delay(10, Retry::Backoff), None);
        assert_eq!(policy.delay(1, Retry::Never), None);
        let connecting = RetryPolicy::connecting();
        assert_eq!(connecting.backoff(1), Duration::from_secs(1));
        assert_eq!(connecting.backoff(6), Duration::from_secs(30));
        assert_eq!(connecting.backoff(u32::MAX - 1), Duration::from_secs(30));
    }

    #[tokio::test]
    async fn transient_failures_are_retried_until_success() {
        let calls = AtomicU32::new(0);
        let retrier = Retrier::answering("Test", quick(), Stop::new());
        let result = retrier
            .call("sendMessage", || async {
                match calls.fetch_add(1, Ordering::SeqCst) {
                    0 => Err(Error::Server),
                    1 => Err(Error::Flood(Duration::from_millis(5))),
                    n => Ok(n),
                }
            })
            .await;
        assert_eq!(result, Ok(2));
    }

    #[tokio::test]
    async fn attempts_are_bounded_and_refusals_are_final() {
        let calls = AtomicU32::new(0);
        let retrier = Retrier::answering("Test", quick(), Stop::new());
        let result: Result<(), _> = retrier
            .call("sendMessage", || async {
                calls.fetch_add(1, Ordering::SeqCst);
                Err(Error::Server)
            })
            .await;
        assert_eq!(result, Err(Error::Server));
        assert_eq!(calls.load(Ordering::SeqCst), 4);

        calls.store(0, Ordering::SeqCst);
        let result: Result<(), _> = retrier
            .call("sendMessage", || async {
                calls.fetch_add(1, Ordering::SeqCst);
                Err(Error::Refused)
            })
            .await;
        assert_eq!(result, Err(Error::Refused));
        assert_eq!(calls.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn connecting_goes_on_until_the_stop_and_times_out_silent_servers() {
        let stop = Stop::new();
        let calls = AtomicU32::new(0);
        let retrier = Retrier {
            policy: RetryPolicy {
                attempts: u32::MAX,
                first_backoff: Duration::from_millis(1),
                max_backoff: Duration::from_millis(4),
                max_retry_after: Duration::from_secs(3600),
            },
            attempt_within: Some(Duration::from_millis(50)),
            ..Retrier::connecting("Test", stop.clone())
        };
        let connecting = retrier.call("getMe", || async {
            // The first attempt hangs; the others find a server that fails.
            if calls.fetch_add(1, Ordering::SeqCst) == 0 {
                std::future::pending::<()>().await;
            }
            Err::<(), _>(Error::Server)
        });
        let requested_at = async {
            tokio::time::sleep(Duration::from_millis(300)).await;
            stop.request();
            Instant::now()
        };
        let (result, requested_at) = tokio::join!(connecting, requested_at);
        assert_eq!(result, Err(Error::Interrupted(Interrupted::Stopping)));
        assert!(
            requested_at.elapsed() < Duration::from_millis(50),
            "cut at the request"
        );
        assert!(calls.load(Ordering::SeqCst) > 10);
    }

    #[tokio::test]
    async fn answers_go_on_in_the_grace_period_but_never_wait_past_it() {
        let stop = Stop::with_grace(Duration::from_millis(500));
        stop.request();
        let retrier = Retrier::answering("Test", quick(), stop.clone());
        let calls = AtomicU32::new(0);
        let result = retrier
            .call("sendPhoto", || async {
                match calls.fetch_add(1, Ordering::SeqCst) {
                    0 => Err(Error::Server),
                    _ => Ok("sent"),
                }
            })
            .await;
        assert_eq!(result, Ok("sent"), "a retry within the grace period");

        // A flood wait that would end after the grace period is not begun.
        let started = Instant::now();
        let result: Result<(), _> = retrier
            .call("sendPhoto", || async {
                Err(Error::Flood(Duration::from_secs(1)))
            })
            .await;
        assert_eq!(result, Err(Error::Interrupted(Interrupted::Stopping)));
        assert!(started.elapsed() < Duration::from_millis(100));

        // A flood wait under way when the stop comes is given up at once if it would end
        // after the grace period.
        let stop = Stop::with_grace(Duration::from_millis(500));
        let retrier = Retrier::answering("Test", quick(), stop.clone());
        let waiting = retrier.call("sendPhoto", || async {
            Err::<(), _>(Error::Flood(Duration::from_secs(1)))
        });
        let requested_at = async {
            tokio::time::sleep(Duration::from_millis(100)).await;
            stop.request();
            Instant::now()
        };
        let (result, requested_at) = tokio::join!(waiting, requested_at);
        assert_eq!(result, Err(Error::Interrupted(Interrupted::Stopping)));
        assert!(requested_at.elapsed() < Duration::from_millis(100));

        // An attempt still under way when the grace period ends is cut.
        let result: Result<(), Error> = retrier.call("sendPhoto", std::future::pending).await;
        assert_eq!(result, Err(Error::Interrupted(Interrupted::Stopping)));
        assert!(Instant::now() >= stop.deadline().unwrap());
    }
}
