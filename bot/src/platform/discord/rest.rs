//! REST calls to Discord with the platforms' retry policy ([`crate::platform::retry`]): 429
//! waited out, 5xx and lost connections retried with bounded backoff, everything else
//! returned as an error, and nothing waited for past the application's stop.
//!
//! Straight to Discord, serenity's `Http` sends the request and its ratelimiter keeps to the
//! rate-limit buckets. Behind another API address (`DISCORD_API_URL`: a proxy, a fake)
//! serenity's ratelimiter cannot be used (it talks to discord.com whatever the proxy), so this
//! sends the same serenity
//! [`Request`] with its own HTTP client and honours `retry_after` and the `X-RateLimit-*`
//! headers itself. Either way a call is built once and may be sent several times; callers say
//! whether a replay is harmless ([`Replay`]), and nothing here ever runs a command again.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use serde::de::DeserializeOwned;
use serenity::http::{
    Http, HttpBuilder, HttpError, LightMethod, RatelimitingBucket, Request, Route,
};
use std::sync::Mutex;
use tokio::time::Instant;

use super::error::RestError;
use crate::platform::retry::{Causes, Failed, Retrier, Retry, RetryPolicy};
use crate::stop::Stop;

/// How long one REST call may take: serenity's own client sets no limit, and a server that
/// accepts the connection but never answers would hold a channel's replies for ever.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Whether sending a request twice is harmless, which decides what a retry may risk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Replay {
    /// Idempotent (PUT, PATCH, DELETE), deduplicated by Discord (a message with
    /// `enforce_nonce`), or refused the second time (an interaction callback): retried after
    /// any failure, including a connection lost after the request went out.
    Safe,
    /// May create a second copy if it reached Discord: retried only when Discord said it was
    /// not done (429, 5xx) or the connection was never made.
    Unsafe,
}

/// One REST call: what to send, a label for logs (paths carry interaction tokens, so they are
/// never logged), and whether a replay is harmless.
#[derive(Debug, Clone)]
pub struct Call<'a> {
    pub label: &'static str,
    pub request: Request<'a>,
    pub replay: Replay,
}

impl<'a> Call<'a> {
    pub fn new(label: &'static str, request: Request<'a>, replay: Replay) -> Call<'a> {
        Call {
            label,
            request,
            replay,
        }
    }
}

/// How the REST API is reached: the bot's token, another base URL when one is set (a
/// rate-limit proxy in front of Discord, or a fake Discord in tests), and how failed calls
/// are repeated.
#[derive(Clone)]
pub struct Access {
    pub token: String,
    pub api_url: Option<String>,
    pub retry: RetryPolicy,
}

impl Access {
    /// The token as the `Authorization` header wants it.
    pub fn authorization(&self) -> String {
        let token = self.token.trim();
        if token.starts_with("Bot ") {
            token.to_string()
        } else {
            format!("Bot {token}")
        }
    }

    /// The base that replaces `https://discord.com` in REST URLs, without a trailing slash
    /// and without the `/api/v10` that serenity's routes already carry: people write the
    /// proxy's address either way.
    pub fn proxy_base(&self) -> Option<String> {
        let url = self.api_url.as_deref()?.trim().trim_end_matches('/');
        let url = url
            .strip_suffix("/api/v10")
            .or_else(|| url.strip_suffix("/api"))
            .unwrap_or(url);
        Some(url.to_string())
    }
}

/// The Discord REST API.
pub struct Rest {
    transport: Transport,
    /// For the bot's calls: answers, registrations, lookups.
    retrier: Retrier,
}

enum Transport {
    Serenity(Arc<Http>),
    Proxy(Proxy),
}

struct Proxy {
    client: reqwest::Client,
    base: String,
    authorization: String,
    /// When each bucket (and all of them, for a global limit) may be used again, from the
    /// `X-RateLimit-*` headers and 429 answers.
    blocked: Arc<Mutex<Blocked>>,
}

#[derive(Default)]
struct Blocked {
    global: Option<Instant>,
    buckets: HashMap<RatelimitingBucket, Instant>,
}

impl Blocked {
    /// When `bucket` (and the global limit) let a request through, if not now.
    fn until(&self, bucket: RatelimitingBucket) -> Option<Instant> {
        let bucket_until = (!bucket.is_none())
            .then(|| self.buckets.get(&bucket).copied())
            .flatten();
        self.global.into_iter().chain(bucket_until).max()
    }
}

/// What one attempt came to.
enum Attempt {
    Done(Vec<u8>),
    /// Try again after this long (`None`: the policy's backoff).
    Again(Option<Duration>, RestError),
    Failed(RestError),
}

impl Rest {
    /// The API as `access` reaches it; its calls give up when the grace period of `stop`
    /// ends.
    pub fn new(access: &Access, stop: Stop) -> Result<Rest, RestError> {
        let transport = match access.proxy_base() {
            None => Transport::Serenity(Arc::new(serenity_http(access)?)),
            Some(base) => Transport::Proxy(Proxy {
                client: reqwest_client()?,
                base,
                authorization: access.authorization(),
                blocked: Arc::default(),
            }),
        };
        Ok(Rest {
            transport,
            retrier: Retrier::answering("Discord", access.retry, stop),
        })
    }

    /// When a message may next be posted in a channel, as the server's rate-limit headers
    /// and 429s told it (its bucket, and the global limit), for the outbox that serves the
    /// channels in turn. Straight to Discord, serenity's ratelimiter keeps this to itself.
    pub fn channel_gate(&self) -> impl Fn(&u64) -> Option<Instant> + Send + Sync + 'static {
        let blocked = match &self.transport {
            Transport::Proxy(proxy) => Some(proxy.blocked.clone()),
            Transport::Serenity(_) => None,
        };
        move |channel: &u64| {
            let blocked = blocked.as_ref()?;
            let channel_id = serenity::model::id::ChannelId::new((*channel).max(1));
            let bucket = Route::ChannelMessages { channel_id }.ratelimiting_bucket();
            let until = blocked
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .until(bucket);
            until.filter(|until| *until > Instant::now())
        }
    }

    /// Whether calls go to another base URL than Discord's (a proxy, a fake).
    pub fn behind_proxy(&self) -> bool {
        matches!(self.transport, Transport::Proxy(_))
    }

    /// Sends the call and returns the answer's body, retrying as the policy allows.
    pub async fn send(&self, call: Call<'_>) -> Result<Vec<u8>, RestError> {
        self.send_with(&self.retrier, call).await
    }

    /// Checks the token where a refusal is plain: `GET /users/@me` needs it (the gateway
    /// address does not), so a wrong token is a 401 here. An unreachable Discord (a lost
    /// connection, a 5xx, a flood limit) is asked again, with backoff, until it answers or the
    /// stop is requested; any other answer is final.
    pub async fn check_token(&self) -> Result<(), RestError> {
        let connecting = Retrier::connecting("Discord", self.retrier.stop().clone());
        let request = Request::new(Route::UserMe, LightMethod::Get);
        self.send_with(
            &connecting,
            Call::new("get current user", request, Replay::Safe),
        )
        .await
        .map(drop)
    }

    /// How many shards Discord recommends for the bot (`GET /gateway/bot`), asked as the
    /// token is: until Discord answers or the stop is requested.
    pub async fn recommended_shards(&self) -> Result<u32, RestError> {
        #[derive(serde::Deserialize)]
        struct GatewayBot {
            shards: u32,
        }
        let connecting = Retrier::connecting("Discord", self.retrier.stop().clone());
        let request = Request::new(Route::GatewayBot, LightMethod::Get);
        let call = Call::new("get gateway bot", request, Replay::Safe);
        let body = self.send_with(&connecting, call).await?;
        let gateway: GatewayBot = serde_json::from_slice(&body).map_err(|e| RestError::Decode {
            route: "get gateway bot".into(),
            message: e.to_string(),
        })?;
        Ok(gateway.shards)
    }

    async fn send_with(&self, retrier: &Retrier, call: Call<'_>) -> Result<Vec<u8>, RestError> {
        let call = &call;
        retrier
            .run(call.label, || async move {
                let outcome = match &self.transport {
                    Transport::Serenity(http) => self.attempt_serenity(http, call).await,
                    Transport::Proxy(proxy) => self.attempt_proxy(proxy, call).await,
                };
                match outcome {
                    Attempt::Done(body) => Ok(body),
                    Attempt::Again(wait, error) => Err(Failed {
                        error,
                        retry: wait.map_or(Retry::Backoff, Retry::After),
                    }),
                    Attempt::Failed(error) => Err(Failed {
                        error,
                        retry: Retry::Never,
                    }),
                }
            })
            .await
    }

    /// Sends the call and decodes the JSON answer.
    pub async fn send_json<T: DeserializeOwned>(&self, call: Call<'_>) -> Result<T, RestError> {
        let label = call.label;
        let body = self.send(call).await?;
        serde_json::from_slice(&body).map_err(|e| RestError::Decode {
            route: label.to_string(),
            message: e.to_string(),
        })
    }

    async fn attempt_serenity(&self, http: &Http, call: &Call<'_>) -> Attempt {
        let method = method_name(*call.request.method_ref());
        match http.request(call.request.clone()).await {
            Ok(response) => match response.bytes().await {
                Ok(body) => Attempt::Done(body.to_vec()),
                // The request was done; only its answer was lost.
                Err(_) => Attempt::Done(Vec::new()),
            },
            Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(e))) => classify_status(
                call,
                e.status_code.as_u16(),
                e.error.code as i64,
                e.error.message,
                None,
            ),
            Err(serenity::Error::Http(HttpError::Request(e))) => transport_error(call, method, &e),
            Err(e) => Attempt::Failed(RestError::Build(e.to_string())),
        }
    }

    async fn attempt_proxy(&self, proxy: &Proxy, call: &Call<'_>) -> Attempt {
        let method = method_name(*call.request.method_ref());
        let bucket = call.request.route_ref().ratelimiting_bucket();
        proxy
            .wait_for(bucket, self.retrier.policy().max_retry_after)
            .await;

        let built = call
            .request
            .clone()
            .build(&proxy.client, &proxy.authorization, Some(&proxy.base))
            .map_err(|e| e.to_string())
            .and_then(|b| b.build().map_err(|e| e.to_string()));
        let request = match built {
            Ok(r) => r,
            Err(e) => return Attempt::Failed(RestError::Build(e)),
        };
        let response = match proxy.client.execute(request).await {
            Ok(r) => r,
            Err(e) => return transport_error(call, method, &e),
        };
        let status = response.status().as_u16();
        let limits = Limits::from_headers(response.headers());
        let body = response.bytes().await.map(|b| b.to_vec());
        proxy.note(bucket, &limits, status);
        let body = match body {
            Ok(body) => body,
            Err(_) if (200..300).contains(&status) => Vec::new(),
            Err(e) => return transport_error(call, method, &e),
        };
        if (200..300).contains(&status) {
            return Attempt::Done(body);
        }
        let error: ErrorBody = serde_json::from_slice(&body).unwrap_or_default();
        let retry_after = error
            .retry_after
            .or(limits.retry_after)
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map(Duration::from_secs_f64);
        if status == 429 && error.global.unwrap_or(false) | limits.global {
            proxy.block_all(retry_after.unwrap_or(self.retrier.policy().first_backoff));
        }
        classify_status(
            call,
            status,
            error.code.unwrap_or(0),
            error.message.unwrap_or_default(),
            retry_after,
        )
    }
}

/// A 429 waits `retry_after`; a 5xx backs off; other statuses are final.
fn classify_status(
    call: &Call<'_>,
    status: u16,
    code: i64,
    message: String,
    retry_after: Option<Duration>,
) -> Attempt {
    let method = method_name(*call.request.method_ref());
    let route = call.label.to_string();
    match status {
        429 => Attempt::Again(
            retry_after,
            RestError::RateLimited {
                method,
                route,
                retry_after: retry_after.unwrap_or_default(),
            },
        ),
        500..=599 => Attempt::Again(
            None,
            RestError::Status {
                method,
                route,
                status,
                code,
                message,
            },
        ),
        _ => Attempt::Failed(RestError::Status {
            method,
            route,
            status,
            code,
            message,
        }),
    }
}

/// A request that got no answer is retried when it cannot have been done (the connection was
/// never made) or when doing it twice is harmless.
fn transport_error(call: &Call<'_>, method: &'static str, e: &reqwest::Error) -> Attempt {
    let unsent = e.is_connect();
    let error = RestError::Transport {
        method,
        route: call.label.to_string(),
        message: without_url(e),
        unsent,
    };
    if unsent || call.replay == Replay::Safe {
        Attempt::Again(None, error)
    } else {
        Attempt::Failed(error)
    }
}

/// reqwest's messages carry the URL, and interaction URLs carry their token.
fn without_url(e: &reqwest::Error) -> String {
    let mut message = Causes(e).to_string();
    if let Some(url) = e.url() {
        message = message.replace(url.as_str(), "<url>");
    }
    message
}

fn method_name(method: LightMethod) -> &'static str {
    match method {
        LightMethod::Delete => "DELETE",
        LightMethod::Get => "GET",
        LightMethod::Patch => "PATCH",
        LightMethod::Post => "POST",
        LightMethod::Put => "PUT",
    }
}

/// serenity's `Http`, which the gateway client also uses for `GET /gateway`, with this
/// module's time limits.
pub fn serenity_http(access: &Access) -> Result<Http, RestError> {
    let builder = HttpBuilder::new(&access.token).client(reqwest_client()?);
    Ok(match access.proxy_base() {
        // serenity's ratelimiter sends to discord.com whatever the proxy: behind a proxy the
        // proxy, and this module's own retries, keep to the limits.
        Some(base) => builder.proxy(base).ratelimiter_disabled(true).build(),
        None => builder.build(),
    })
}

fn reqwest_client() -> Result<reqwest::Client, RestError> {
    reqwest::Client::builder()
        .user_agent(serenity::constants::USER_AGENT)
        .connect_timeout(CONNECT_TIMEOUT)
        .timeout(REQUEST_TIMEOUT)
        .build()
        .map_err(|e| RestError::Build(e.to_string()))
}

/// Discord's JSON error body; a 429 adds `retry_after` (seconds) and `global`.
#[derive(Debug, Default, serde::Deserialize)]
struct ErrorBody {
    code: Option<i64>,
    message: Option<String>,
    retry_after: Option<f64>,
    global: Option<bool>,
}

/// The rate-limit headers of an answer.
#[derive(Debug, Default)]
struct Limits {
    remaining: Option<u64>,
    reset_after: Option<f64>,
    retry_after: Option<f64>,
    global: bool,
}

impl Limits {
    fn from_headers(headers: &reqwest::header::HeaderMap) -> Limits {
        let get = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        Limits {
            remaining: get("x-ratelimit-remaining").and_then(|v| v.trim().parse().ok()),
            reset_after: get("x-ratelimit-reset-after").and_then(|v| v.trim().parse().ok()),
            retry_after: get("retry-after").and_then(|v| v.trim().parse().ok()),
            global: get("x-ratelimit-global").is_some_and(|v| v.eq_ignore_ascii_case("true")),
        }
    }
}

impl Proxy {
    /// Waits until the bucket and the global limit allow a request (never longer than `max`).
    async fn wait_for(&self, bucket: RatelimitingBucket, max: Duration) {
        let until = {
            let blocked = self.blocked.lock().unwrap_or_else(|e| e.into_inner());
            blocked.until(bucket)
        };
        if let Some(until) = until {
            let now = Instant::now();
            if until > now {
                tokio::time::sleep((until - now).min(max)).await;
            }
        }
    }

    /// Remembers an exhausted bucket until its reset.
    fn note(&self, bucket: RatelimitingBucket, limits: &Limits, status: u16) {
        if bucket.is_none() {
            return;
        }
        let exhausted = limits.remaining == Some(0) || status == 429;
        let reset = limits
            .reset_after
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map(Duration::from_secs_f64);
        let mut blocked = self.blocked.lock().unwrap_or_else(|e| e.into_inner());
        match (exhausted, reset) {
            (true, Some(reset)) => {
                blocked.buckets.insert(bucket, Instant::now() + reset);
            }
            _ => {
                blocked.buckets.remove(&bucket);
            }
        }
    }

    fn block_all(&self, wait: Duration) {
        self.blocked
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .global = Some(Instant::now() + wait);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn access(token: &str) -> Access {
        Access {
            token: token.into(),
            api_url: None,
            retry: RetryPolicy::default(),
        }
    }

    #[test]
    fn the_proxy_base_drops_the_api_path() {
        let mut a = access("t");
        assert_eq!(a.proxy_base(), None);
        for url in [
            "http://127.0.0.1:5000",
            "http://127.0.0.1:5000/",
            "http://127.0.0.1:5000/api",
            "http://127.0.0.1:5000/api/v10/",
        ] {
            a.api_url = Some(url.into());
            assert_eq!(a.proxy_base().as_deref(), Some("http://127.0.0.1:5000"));
        }
    }

    #[test]
    fn the_token_is_prefixed_once() {
        assert_eq!(access("abc").authorization(), "Bot abc");
        assert_eq!(access("Bot abc").authorization(), "Bot abc");
    }
}
