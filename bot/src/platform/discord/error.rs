//! What can go wrong in a call to Discord's REST API.

use std::time::Duration;

use crate::platform::retry::Interrupted;

/// A REST call that did not succeed, after the retries the policy allows.
#[derive(Debug, thiserror::Error)]
pub enum RestError {
    /// Discord (or the proxy) answered with an error status.
    #[error("{method} {route}: HTTP {status} (code {code}): {message}")]
    Status {
        method: &'static str,
        route: String,
        status: u16,
        /// Discord's JSON error code (40060: interaction already acknowledged), or 0.
        code: i64,
        message: String,
    },
    /// Rate limited for longer than the policy waits.
    #[error("{method} {route}: rate limited for {retry_after:?}")]
    RateLimited {
        method: &'static str,
        route: String,
        retry_after: Duration,
    },
    /// The request did not get an answer: connection refused or reset, timeout.
    #[error("{method} {route}: {message}")]
    Transport {
        method: &'static str,
        route: String,
        message: String,
        /// Whether the request surely never reached the server (connection refused), so a
        /// retry cannot duplicate it.
        unsent: bool,
    },
    /// The answer was not the JSON expected.
    #[error("{route}: unexpected answer: {message}")]
    Decode { route: String, message: String },
    /// The request could not be built.
    #[error("building a request: {0}")]
    Build(String),
    /// No answer of its own: the bot is stopping, or the attempt took too long.
    #[error(transparent)]
    Interrupted(#[from] Interrupted),
}

impl RestError {
    pub fn status(&self) -> Option<u16> {
        match self {
            RestError::Status { status, .. } => Some(*status),
            RestError::RateLimited { .. } => Some(429),
            _ => None,
        }
    }

    /// Discord's JSON error code, when it sent one.
    pub fn code(&self) -> Option<i64> {
        match self {
            RestError::Status { code, .. } if *code != 0 => Some(*code),
            _ => None,
        }
    }
}
