//! Repeating a Bot API call that failed for a reason that may pass: a flood limit (wait the
//! `retry_after` the server names), a 5xx or a network error (exponential backoff with
//! jitter). Bounded both in attempts and in the longest flood wait.
//!
//! Only sends are repeated, never the service's `handle`: the move is committed before the
//! first send, so a repeated send can at worst show a reply twice, never play a move twice.

use std::{future::Future, time::Duration};

use rand::Rng;

use super::api::ApiError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Calls in all, the first one included.
    pub attempts: u32,
    /// The wait after the first transient failure; it doubles after each further one.
    pub first_backoff: Duration,
    pub max_backoff: Duration,
    /// A flood wait longer than this is not waited out: the reply is given up (the game is
    /// stored; `!board` shows it again) rather than holding the chat's queue for minutes.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
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
    /// How long to wait before attempt `failures + 1` after `error`, or `None` to give up.
    fn delay(&self, failures: u32, error: &ApiError) -> Option<Duration> {
        if !error.is_transient() || failures >= self.attempts {
            return None;
        }
        if let ApiError::RetryAfter(wait) = error {
            return (*wait <= self.max_retry_after).then_some(*wait);
        }
        let doublings = failures.saturating_sub(1).min(16);
        let backoff = self
            .first_backoff
            .saturating_mul(1 << doublings)
            .min(self.max_backoff);
        // Jitter, so that several chats hit by one outage do not retry in lockstep.
        Some(backoff.mul_f64(rand::rng().random_range(0.5..=1.0)))
    }
}

/// Runs `call` until it succeeds, fails for good, or the policy gives up; returns the last
/// error then. `method` names the call in the logs.
pub async fn with_retries<T, F, Fut>(
    policy: &RetryPolicy,
    method: &str,
    mut call: F,
) -> Result<T, ApiError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, ApiError>>,
{
    let mut failures = 0;
    loop {
        let error = match call().await {
            Ok(value) => return Ok(value),
            Err(error) => error,
        };
        failures += 1;
        let Some(wait) = policy.delay(failures, &error) else {
            return Err(error);
        };
        tracing::warn!(method, failures, ?wait, %error, "Bot API call failed; retrying");
        tokio::time::sleep(wait).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    fn quick() -> RetryPolicy {
        RetryPolicy {
            attempts: 4,
            first_backoff: Duration::from_millis(1),
            max_backoff: Duration::from_millis(4),
            max_retry_after: Duration::from_secs(2),
        }
    }

    fn server_error() -> ApiError {
        ApiError::Server {
            status: 502,
            description: "Bad Gateway".into(),
        }
    }

    #[test]
    fn backoff_doubles_up_to_its_cap_and_flood_waits_are_exact() {
        let policy = RetryPolicy {
            attempts: 10,
            first_backoff: Duration::from_millis(100),
            max_backoff: Duration::from_millis(400),
            max_retry_after: Duration::from_secs(5),
        };
        for (failures, full) in [(1, 100), (2, 200), (3, 400), (6, 400)] {
            let wait = policy.delay(failures, &server_error()).unwrap();
            let full = Duration::from_millis(full);
            assert!(wait <= full && wait >= full / 2, "{failures}: {wait:?}");
        }
        let flood = ApiError::RetryAfter(Duration::from_secs(3));
        assert_eq!(policy.delay(1, &flood), Some(Duration::from_secs(3)));
        let too_long = ApiError::RetryAfter(Duration::from_secs(30));
        assert_eq!(policy.delay(1, &too_long), None);
        assert_eq!(policy.delay(10, &server_error()), None);
        let refused = ApiError::Refused {
            code: 400,
            description: "Bad Request".into(),
        };
        assert_eq!(policy.delay(1, &refused), None);
    }

    #[tokio::test]
    async fn transient_failures_are_retried_until_success() {
        let calls = AtomicU32::new(0);
        let result = with_retries(&quick(), "sendMessage", || async {
            match calls.fetch_add(1, Ordering::SeqCst) {
                0 => Err(server_error()),
                1 => Err(ApiError::RetryAfter(Duration::from_millis(5))),
                n => Ok(n),
            }
        })
        .await;
        assert_eq!(result.unwrap(), 2);
    }

    #[tokio::test]
    async fn attempts_are_bounded_and_refusals_are_final() {
        let calls = AtomicU32::new(0);
        let result: Result<(), _> = with_retries(&quick(), "sendMessage", || async {
            calls.fetch_add(1, Ordering::SeqCst);
            Err(server_error())
        })
        .await;
        assert!(result.is_err());
        assert_eq!(calls.load(Ordering::SeqCst), 4);

        calls.store(0, Ordering::SeqCst);
        let result: Result<(), _> = with_retries(&quick(), "sendMessage", || async {
            calls.fetch_add(1, Ordering::SeqCst);
            Err(ApiError::Refused {
                code: 403,
                description: "Forbidden: bot was blocked by the user".into(),
            })
        })
        .await;
        assert!(matches!(result, Err(ApiError::Refused { code: 403, .. })));
        assert_eq!(calls.load(Ordering::SeqCst), 1);
    }
}
