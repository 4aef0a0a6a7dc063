//! Updates by webhook instead of long polling (`TELEGRAM_WEBHOOK_URL`).
//!
//! Telegram posts each update to the public HTTPS URL; an HTTPS front (a load balancer, a
//! reverse proxy) ends TLS there and forwards to `TELEGRAM_WEBHOOK_LISTEN` in one or several
//! `dama` processes on one database. Each process tells Telegram the same URL and secret at
//! start (`setWebhook`, harmless to repeat); none deletes the webhook when it stops, since the
//! others still serve it.
//!
//! - Every request must carry `X-Telegram-Bot-Api-Secret-Token` with the secret given to
//!   `setWebhook` (`TELEGRAM_WEBHOOK_SECRET`); one without it, or with another, is answered
//!   401 and not read (compared in constant time, and counted in
//!   [`crate::metrics::WEBHOOK_REFUSED`]).
//! - teloxide's axum router reads the update and answers 200 once it is queued; the update
//!   then goes to its chat's queue as a polled one does ([`Queues`]).
//! - At the application's stop new requests are answered 503 (Telegram delivers them again
//!   later: to another process behind the front, or to this one restarted), the listener
//!   closes its connections within [`CLOSE_WITHIN`], and the updates already taken are
//!   answered within the grace period.

use std::{fmt, net::SocketAddr, sync::Arc, time::Duration};

use axum::{
    extract::{Request, State},
    http::StatusCode,
    middleware::{self, Next},
    response::{IntoResponse, Response},
};
use futures::StreamExt;
use teloxide::update_listeners::{AsUpdateStream, UpdateListener, webhooks};
use tokio::net::TcpListener;

use super::{
    TelegramError,
    api::{ApiError, BotApi, with_retries},
    handler::Adapter,
    poll::Queues,
    refuses_the_token,
};
use crate::{
    adapters::retry::{Interrupted, Retrier},
    config::Config,
    metrics::Probe,
    service::Backend,
    stop::Stop,
};

/// Where the webhook listens when `TELEGRAM_WEBHOOK_LISTEN` is unset.
pub const DEFAULT_LISTEN: &str = "0.0.0.0:8443";

/// How long a stop waits for the listener to close its connections.
pub const CLOSE_WITHIN: Duration = Duration::from_secs(2);

/// The header Telegram sends the secret token in.
const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";

/// How Telegram reaches this process.
#[derive(Clone, PartialEq, Eq)]
pub struct Webhook {
    /// The public HTTPS URL given to `setWebhook`; its path is the path served.
    pub url: reqwest::Url,
    /// The local address the listener takes.
    pub listen: SocketAddr,
    /// The secret token every request must carry: a secret, never logged.
    pub secret: String,
}

impl fmt::Debug for Webhook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Webhook")
            .field("url", &self.url.as_str())
            .field("listen", &self.listen)
            .field("secret", &"<set>")
            .finish()
    }
}

impl Webhook {
    /// From `TELEGRAM_WEBHOOK_URL`, `TELEGRAM_WEBHOOK_LISTEN` and `TELEGRAM_WEBHOOK_SECRET`;
    /// `None` (long polling) when the URL is unset.
    pub fn from_config(config: &Config) -> Result<Option<Webhook>, TelegramError> {
        let Some(url) = &config.telegram_webhook_url else {
            if config.telegram_webhook_secret.is_some() || config.telegram_webhook_listen.is_some()
            {
                tracing::warn!(
                    "TELEGRAM_WEBHOOK_SECRET or TELEGRAM_WEBHOOK_LISTEN is set without TELEGRAM_WEBHOOK_URL: polling"
                );
            }
            return Ok(None);
        };
        let invalid = |why: String| TelegramError::Webhook(why);
        let url = reqwest::Url::parse(url).map_err(|e| {
            invalid(format!(
                "TELEGRAM_WEBHOOK_URL is not a URL ({e}): set the public HTTPS address Telegram posts to"
            ))
        })?;
        if url.scheme() != "https" {
            return Err(invalid(format!(
                "TELEGRAM_WEBHOOK_URL must be https:// (Telegram posts only over HTTPS), not {}://",
                url.scheme()
            )));
        }
        let listen_text = config
            .telegram_webhook_listen
            .as_deref()
            .unwrap_or(DEFAULT_LISTEN);
        let listen = listen_text.parse().map_err(|_| {
            invalid(format!(
                "TELEGRAM_WEBHOOK_LISTEN is `{listen_text}`: not an address to listen on, such as 0.0.0.0:8443"
            ))
        })?;
        let secret = config.telegram_webhook_secret.clone().ok_or_else(|| {
            invalid(
                "TELEGRAM_WEBHOOK_SECRET is required with TELEGRAM_WEBHOOK_URL: 1 to 256 of A-Z, a-z, 0-9, _ and -, the same in every process behind the URL".into(),
            )
        })?;
        if !valid_secret(&secret) {
            return Err(invalid(
                "TELEGRAM_WEBHOOK_SECRET must be 1 to 256 of A-Z, a-z, 0-9, _ and - (Telegram's rule)".into(),
            ));
        }
        Ok(Some(Webhook {
            url,
            listen,
            secret,
        }))
    }

    /// Takes the listen address, so that a taken port fails at start-up, before Telegram is
    /// told to post here.
    pub async fn bind(&self) -> Result<TcpListener, TelegramError> {
        TcpListener::bind(self.listen)
            .await
            .map_err(|source| TelegramError::Listen {
                address: self.listen,
                source,
            })
    }
}

/// Telegram's rule for secret tokens.
fn valid_secret(secret: &str) -> bool {
    (1..=256).contains(&secret.len())
        && secret
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Tells Telegram to post to the webhook, then serves it on `listener` until `stop`; then
/// stops taking updates, closes the listener, and answers the updates taken within the
/// grace period. `health` is up once Telegram has taken the webhook.
pub async fn run<B: Backend>(
    adapter: Arc<Adapter<B>>,
    listener: TcpListener,
    webhook: &Webhook,
    api: &BotApi,
    health: &Probe,
    stop: &Stop,
) -> Result<(), TelegramError> {
    match set_webhook(api, webhook, stop).await {
        Ok(()) => {}
        Err(ApiError::Interrupted(Interrupted::Stopping)) => return Ok(()),
        Err(ApiError::Refused { code, description }) if refuses_the_token(code) => {
            return Err(TelegramError::TokenRefused(
                format!("{code} {description}").trim().to_string(),
            ));
        }
        Err(error) => return Err(TelegramError::SetWebhook(error)),
    }
    health.up();
    let options = webhooks::Options::new(webhook.listen, webhook.url.clone())
        .secret_token(webhook.secret.clone());
    let (mut taken, closed, router) = webhooks::axum_no_setup(options);
    let secret: Arc<str> = webhook.secret.as_str().into();
    let router = router.layer(middleware::from_fn_with_state(secret, check_secret));
    let stop_taking = taken.stop_token();
    let mut server = tokio::spawn(async move {
        axum::serve(listener, router)
            .with_graceful_shutdown(closed)
            .await
    });
    tracing::info!(url = %webhook.url, listen = %webhook.listen, "Telegram adapter taking updates by webhook");
    let updates = taken.as_stream();
    tokio::pin!(updates);
    let mut queues = Queues::default();
    let mut outcome = Ok(());
    loop {
        tokio::select! {
            () = stop.requested() => break,
            next = updates.next() => match next {
                Some(Ok(update)) => queues.push(update, &adapter),
                Some(Err(never)) => match never {},
                None => {
                    health.down("the webhook listener stopped");
                    outcome = Err(TelegramError::Webhook(
                        "the webhook listener stopped".into(),
                    ));
                    break;
                }
            },
        }
    }
    // New requests are refused from now on; those already past the check are taken.
    stop_taking.stop();
    let closing = async {
        while let Some(Ok(update)) = updates.next().await {
            queues.push(update, &adapter);
        }
    };
    if tokio::time::timeout(CLOSE_WITHIN, closing).await.is_err() {
        tracing::debug!("the webhook listener did not close in time");
    }
    if tokio::time::timeout(Duration::from_millis(100), &mut server)
        .await
        .is_err()
    {
        server.abort();
    }
    if stop.within_grace(queues.finish()).await.is_none() {
        tracing::warn!("updates still being answered when the grace period ended were dropped");
    }
    tracing::info!("Telegram webhook closed");
    outcome
}

/// `setWebhook` with the URL and the secret, asked until Telegram answers or the stop.
async fn set_webhook(api: &BotApi, webhook: &Webhook, stop: &Stop) -> Result<(), ApiError> {
    let params = serde_json::json!({
        "url": webhook.url.as_str(),
        "secret_token": webhook.secret,
        "allowed_updates": ["message", "callback_query"],
    });
    let retrier = Retrier::connecting("Telegram", stop.clone());
    let _: serde_json::Value =
        with_retries(&retrier, "setWebhook", || api.call("setWebhook", &params)).await?;
    Ok(())
}

/// Refuses a request without the secret token, or with another, before anything reads it.
async fn check_secret(State(secret): State<Arc<str>>, request: Request, next: Next) -> Response {
    let given = request.headers().get(SECRET_HEADER).map(|v| v.as_bytes());
    if !given.is_some_and(|given| same(given, secret.as_bytes())) {
        crate::metrics::webhook_refused();
        tracing::debug!(
            with_token = given.is_some(),
            "a webhook request without the secret token was refused"
        );
        return StatusCode::UNAUTHORIZED.into_response();
    }
    next.run(request).await
}

/// Whether two byte strings are equal, in a time that does not depend on where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn webhook(vars: &[(&str, &str)]) -> Result<Option<Webhook>, String> {
        let env: HashMap<&str, &str> = vars.iter().copied().collect();
        let config = Config::from_lookup(|k| env.get(k).map(|v| v.to_string()));
        Webhook::from_config(&config).map_err(|e| e.to_string())
    }

    #[test]
    fn the_url_switches_to_the_webhook_and_needs_a_secret() {
        assert_eq!(webhook(&[]), Ok(None));
        let set = webhook(&[
            ("TELEGRAM_WEBHOOK_URL", "https://bot.example.org/telegram"),
            ("TELEGRAM_WEBHOOK_SECRET", "s3cret_-X"),
        ])
        .unwrap()
        .unwrap();
        assert_eq!(set.listen, DEFAULT_LISTEN.parse().unwrap());
        assert_eq!(set.url.path(), "/telegram");
        assert!(!format!("{set:?}").contains("s3cret"));

        let missing = webhook(&[("TELEGRAM_WEBHOOK_URL", "https://bot.example.org/")]);
        assert!(
            missing
                .unwrap_err()
                .contains("TELEGRAM_WEBHOOK_SECRET is required")
        );
    }

    #[test]
    fn bad_values_name_their_variable() {
        let url = ("TELEGRAM_WEBHOOK_URL", "https://bot.example.org/t");
        let secret = ("TELEGRAM_WEBHOOK_SECRET", "abc");
        for (vars, named) in [
            (
                vec![("TELEGRAM_WEBHOOK_URL", "bot.example.org"), secret],
                "TELEGRAM_WEBHOOK_URL",
            ),
            (
                vec![("TELEGRAM_WEBHOOK_URL", "http://bot.example.org/t"), secret],
                "TELEGRAM_WEBHOOK_URL must be https",
            ),
            (
                vec![url, secret, ("TELEGRAM_WEBHOOK_LISTEN", "8443")],
                "TELEGRAM_WEBHOOK_LISTEN",
            ),
            (
                vec![url, ("TELEGRAM_WEBHOOK_SECRET", "no spaces")],
                "TELEGRAM_WEBHOOK_SECRET must be",
            ),
        ] {
            let error = webhook(&vars).unwrap_err();
            assert!(error.contains(named), "{error}");
            assert!(
                !error.contains("no spaces"),
                "the secret is not shown: {error}"
            );
        }
    }

    #[test]
    fn secrets_are_compared_whole() {
        assert!(same(b"abc", b"abc"));
        assert!(!same(b"abc", b"abd"));
        assert!(!same(b"abc", b"abcd"));
        assert!(!same(b"", b"a"));
    }
}
