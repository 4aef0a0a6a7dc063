//! Updates by webhook: Telegram posts each update to a public HTTPS URL, which an HTTPS
//! front (a load balancer, a reverse proxy) forwards to a local listener.
//!
//! - [`serve`] tells Telegram the URL and the secret (`setWebhook`, harmless to repeat, so
//!   several processes behind one URL may each say it) and never deletes the webhook, since
//!   others may still serve it.
//! - Every request must carry `X-Telegram-Bot-Api-Secret-Token` with the secret given to
//!   `setWebhook`; one without it, or with another, is answered 401 and not read (compared in
//!   constant time, and counted in [`crate::metrics::WEBHOOK_REFUSED`]).
//! - teloxide's axum router reads the update and answers 200 once it is taken.
//! - At the stop new requests are answered 503 (Telegram delivers them again later: to
//!   another process behind the front, or to this one restarted), and the listener closes
//!   its connections within [`CLOSE_WITHIN`].

use std::{sync::Arc, time::Duration};

use axum::{
    extract::{Request, State},
    http::StatusCode,
    middleware::{self, Next},
    response::{IntoResponse, Response},
};
use futures::StreamExt;
use teloxide::{
    types::Update,
    update_listeners::{AsUpdateStream, UpdateListener, webhooks},
};
use tokio::net::TcpListener;

use super::{
    api::{ApiError, BotApi, with_retries},
    config::Webhook,
    lenient,
};
use crate::{
    metrics::Probe,
    platform::retry::{Interrupted, Retrier},
    stop::Stop,
};

/// How long a stop waits for the listener to close its connections.
pub const CLOSE_WITHIN: Duration = Duration::from_secs(2);

/// The header Telegram sends the secret token in.
const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";

/// Why the webhook stopped other than by the stop.
#[derive(Debug, thiserror::Error)]
pub enum WebhookError {
    /// Telegram refused the webhook (a URL it cannot use, a port it does not post to, a
    /// token it does not know).
    #[error("setWebhook: {0}")]
    SetWebhook(#[source] ApiError),
    #[error("the webhook listener stopped")]
    ListenerStopped,
}

/// Telegram's rule for secret tokens: 1 to 256 of A-Z, a-z, 0-9, `_` and `-`.
pub fn valid_secret(secret: &str) -> bool {
    (1..=256).contains(&secret.len())
        && secret
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Tells Telegram to post to the webhook, then serves it on `listener` until `stop`, giving
/// each update to `take`; then stops taking updates and closes the listener. `health` is up
/// once Telegram has taken the webhook.
pub async fn serve(
    listener: TcpListener,
    webhook: &Webhook,
    api: &BotApi,
    health: &Probe,
    stop: &Stop,
    mut take: impl FnMut(Update) + Send,
) -> Result<(), WebhookError> {
    match set_webhook(api, webhook, stop).await {
        Ok(()) => {}
        Err(ApiError::Interrupted(Interrupted::Stopping)) => return Ok(()),
        Err(error) => return Err(WebhookError::SetWebhook(error)),
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
    tracing::info!(url = %webhook.url, listen = %webhook.listen, "taking Telegram updates by webhook");
    let updates = taken.as_stream();
    tokio::pin!(updates);
    let mut outcome = Ok(());
    loop {
        tokio::select! {
            () = stop.requested() => break,
            next = updates.next() => match next {
                Some(Ok(update)) => take(lenient::repair(update)),
                Some(Err(never)) => match never {},
                None => {
                    health.down("the webhook listener stopped");
                    outcome = Err(WebhookError::ListenerStopped);
                    break;
                }
            },
        }
    }
    // New requests are refused from now on; those already past the check are taken.
    stop_taking.stop();
    let closing = async {
        while let Some(Ok(update)) = updates.next().await {
            take(lenient::repair(update));
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
    outcome
}

/// `setWebhook` with the URL and the secret, asked until Telegram answers or the stop.
async fn set_webhook(api: &BotApi, webhook: &Webhook, stop: &Stop) -> Result<(), ApiError> {
    let params = serde_json::json!({
        "url": webhook.url.as_str(),
        "secret_token": webhook.secret,
        "allowed_updates": ["message", "callback_query", "inline_query", "chosen_inline_result"],
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

    #[test]
    fn secrets_are_compared_whole() {
        assert!(same(b"abc", b"abc"));
        assert!(!same(b"abc", b"abd"));
        assert!(!same(b"abc", b"abcd"));
        assert!(!same(b"", b"a"));
    }

    #[test]
    fn secrets_follow_telegrams_rule() {
        assert!(valid_secret("s3cret_-X"));
        assert!(!valid_secret(""));
        assert!(!valid_secret("no spaces"));
        assert!(!valid_secret(&"a".repeat(257)));
    }
}
