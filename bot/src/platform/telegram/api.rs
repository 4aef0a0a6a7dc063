//! A small Bot API client for the calls the bot makes itself (sends, callback answers,
//! the command menu, admin checks).
//!
//! teloxide keeps the polling; its request layer is not used for sends because it drops the
//! HTTP status and `error_code`, and sleeps 10 s inside every call that gets a 5xx: retrying
//! with `retry_after` and a short backoff needs the raw answer. Every call goes to
//! `{api_url}/bot{token}/{method}`, as JSON or as multipart/form-data for uploads, and the
//! `{"ok":…,"result":…}` envelope is read into a typed [`ApiError`].

use std::{fmt, time::Duration};

use reqwest::multipart::{Form, Part};
use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::platform::retry::{Interrupted, Retrier, Retry, Transient};

/// Why a Bot API call failed.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// 429: flood control; the server says when to try again.
    #[error("flood limit, retry after {0:?}")]
    RetryAfter(Duration),
    /// 5xx: the server failed; the same call may work later.
    #[error("Bot API server error {status}: {description}")]
    Server { status: u16, description: String },
    /// No answer: connection refused, reset, timed out. The URL (and so the token) is
    /// stripped from the error.
    #[error("network error: {0}")]
    Network(#[source] reqwest::Error),
    /// The request could not be built (an invalid MIME type): a bug, not worth repeating.
    #[error("could not build the request: {0}")]
    Request(#[source] reqwest::Error),
    /// The server refused the call (400 bad request, 403 bot blocked, …): retrying won't help.
    #[error("Bot API refused the call ({code}): {description}")]
    Refused { code: u16, description: String },
    /// The answer was not a Bot API envelope, or its result had an unexpected shape.
    #[error("unreadable Bot API answer (HTTP {status}): {detail}")]
    Unreadable { status: u16, detail: String },
    /// No answer of its own: the bot is stopping, or the attempt took too long.
    #[error(transparent)]
    Interrupted(#[from] Interrupted),
}

impl ApiError {
    /// Whether the same call may succeed if repeated (after [`ApiError::RetryAfter`]'s delay
    /// or a backoff).
    pub fn is_transient(&self) -> bool {
        self.retry() != Retry::Never
    }
}

impl Transient for ApiError {
    fn retry(&self) -> Retry {
        match self {
            ApiError::RetryAfter(wait) => Retry::After(*wait),
            ApiError::Server { .. } | ApiError::Network(_) => Retry::Backoff,
            ApiError::Interrupted(why) => why.retry(),
            ApiError::Request(_) | ApiError::Refused { .. } | ApiError::Unreadable { .. } => {
                Retry::Never
            }
        }
    }
}

/// Runs a Bot API call, repeated as `retrier` allows; `method` names it in the logs.
pub async fn with_retries<T, F, Fut>(
    retrier: &Retrier,
    method: &str,
    call: F,
) -> Result<T, ApiError>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, ApiError>>,
{
    retrier.call(method, call).await
}

/// Why the clients of a bot could not be made.
#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    /// The Bot API server's root URL is not a URL.
    #[error("{0}")]
    Url(String),
    #[error("building the HTTP client: {0}")]
    Client(#[source] reqwest::Error),
}

/// The clients of one bot on the server at `api_url`: teloxide's for polling (its defaults:
/// a request timeout of 17 s, longer than the polling timeout), and a [`BotApi`] for every
/// other call (60 s, for uploads).
pub fn connect(api_url: &str, token: &str) -> Result<(teloxide::Bot, BotApi), ConnectError> {
    let api_url = api_url.trim_end_matches('/');
    let url = reqwest::Url::parse(api_url).map_err(|e| ConnectError::Url(e.to_string()))?;
    let polling = teloxide::net::default_reqwest_settings()
        .build()
        .map_err(ConnectError::Client)?;
    let bot = teloxide::Bot::with_client(token, polling).set_api_url(url);
    let sends = reqwest::Client::builder()
        .connect_timeout(Duration::from_secs(5))
        .timeout(Duration::from_secs(60))
        .build()
        .map_err(ConnectError::Client)?;
    Ok((bot, BotApi::new(sends, api_url, token)))
}

/// A file to upload with sendPhoto / sendDocument.
#[derive(Debug, Clone, Copy)]
pub struct Upload<'a> {
    /// The multipart field: `photo` or `document`.
    pub field: &'a str,
    pub filename: &'a str,
    pub mime: &'a str,
    pub bytes: &'a [u8],
}

/// The Bot API endpoint of one bot. Cheap to clone (reqwest's client is shared).
#[derive(Clone)]
pub struct BotApi {
    http: reqwest::Client,
    /// `{api_url}/bot{token}`: a secret, never logged (see the Debug impl).
    base: String,
}

/// The token is a secret: Debug shows neither it nor the URL that contains it.
impl fmt::Debug for BotApi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BotApi").finish_non_exhaustive()
    }
}

/// The envelope of every Bot API answer.
#[derive(Deserialize)]
struct Envelope {
    ok: bool,
    #[serde(default)]
    result: Option<serde_json::Value>,
    #[serde(default)]
    error_code: Option<u16>,
    #[serde(default)]
    description: Option<String>,
    #[serde(default)]
    parameters: Option<Parameters>,
}

#[derive(Deserialize)]
struct Parameters {
    #[serde(default)]
    retry_after: Option<u64>,
}

/// When a 429 names no delay, wait this long.
const DEFAULT_RETRY_AFTER: Duration = Duration::from_secs(1);

impl BotApi {
    /// `api_url` is the server's root, e.g. `https://api.telegram.org` or a self-hosted Bot
    /// API server; a trailing `/` is allowed.
    pub fn new(http: reqwest::Client, api_url: &str, token: &str) -> BotApi {
        BotApi {
            http,
            base: format!("{}/bot{token}", api_url.trim_end_matches('/')),
        }
    }

    /// Calls `method` with JSON parameters.
    pub async fn call<T: DeserializeOwned>(
        &self,
        method: &str,
        params: &impl Serialize,
    ) -> Result<T, ApiError> {
        let request = self.http.post(self.url(method)).json(params);
        self.execute(request).await
    }

    /// Calls `method` as multipart/form-data: text `fields` (objects such as `reply_markup`
    /// already serialised to JSON, as the Bot API expects) and one file.
    pub async fn upload<T: DeserializeOwned>(
        &self,
        method: &str,
        fields: &[(&str, String)],
        file: Upload<'_>,
    ) -> Result<T, ApiError> {
        let mut form = Form::new();
        for (name, value) in fields {
            form = form.text(name.to_string(), value.clone());
        }
        let part = Part::bytes(file.bytes.to_vec())
            .file_name(file.filename.to_string())
            .mime_str(file.mime)
            .map_err(|e| ApiError::Request(e.without_url()))?;
        form = form.part(file.field.to_string(), part);
        let request = self.http.post(self.url(method)).multipart(form);
        self.execute(request).await
    }

    fn url(&self, method: &str) -> String {
        format!("{}/{method}", self.base)
    }

    async fn execute<T: DeserializeOwned>(
        &self,
        request: reqwest::RequestBuilder,
    ) -> Result<T, ApiError> {
        let network = |e: reqwest::Error| match e.is_builder() {
            true => ApiError::Request(e.without_url()),
            false => ApiError::Network(e.without_url()),
        };
        let response = request.send().await.map_err(network)?;
        let status = response.status().as_u16();
        let body = response.bytes().await.map_err(network)?;
        read_answer(status, &body)
    }
}

/// Reads an answer: the envelope decides, the HTTP status fills in when the body is not one
/// (a proxy's HTML error page, an empty 502).
fn read_answer<T: DeserializeOwned>(status: u16, body: &[u8]) -> Result<T, ApiError> {
    let Ok(envelope) = serde_json::from_slice::<Envelope>(body) else {
        let detail = String::from_utf8_lossy(&body[..body.len().min(200)]).into_owned();
        return Err(match status {
            429 => ApiError::RetryAfter(DEFAULT_RETRY_AFTER),
            500.. => ApiError::Server {
                status,
                description: detail,
            },
            _ => ApiError::Unreadable { status, detail },
        });
    };
    if envelope.ok {
        let result = envelope.result.unwrap_or(serde_json::Value::Null);
        return serde_json::from_value(result).map_err(|e| ApiError::Unreadable {
            status,
            detail: e.to_string(),
        });
    }
    let code = envelope.error_code.unwrap_or(status);
    let description = envelope.description.unwrap_or_default();
    let retry_after = envelope.parameters.and_then(|p| p.retry_after);
    Err(match (retry_after, code.max(status)) {
        (Some(seconds), _) => ApiError::RetryAfter(Duration::from_secs(seconds)),
        (None, 429) => ApiError::RetryAfter(DEFAULT_RETRY_AFTER),
        (None, 500..) => ApiError::Server {
            status: code.max(status),
            description,
        },
        (None, _) => ApiError::Refused { code, description },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(status: u16, body: &str) -> Result<serde_json::Value, ApiError> {
        read_answer(status, body.as_bytes())
    }

    #[test]
    fn ok_answers_give_their_result() {
        let value = read(200, r#"{"ok":true,"result":{"message_id":7},"extra":1}"#).unwrap();
        assert_eq!(value["message_id"], 7);
        let flag: bool = read_answer(200, br#"{"ok":true,"result":true}"#).unwrap();
        assert!(flag);
    }

    #[test]
    fn flood_limits_carry_their_delay() {
        let body = r#"{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 3","parameters":{"retry_after":3}}"#;
        assert!(
            matches!(read(429, body), Err(ApiError::RetryAfter(d)) if d == Duration::from_secs(3))
        );
        // A 429 without parameters still waits, briefly.
        let body = r#"{"ok":false,"error_code":429,"description":"Too Many Requests"}"#;
        assert!(
            matches!(read(429, body), Err(ApiError::RetryAfter(d)) if d == DEFAULT_RETRY_AFTER)
        );
    }

    #[test]
    fn server_errors_are_transient_and_refusals_are_not() {
        let err = read(
            500,
            r#"{"ok":false,"error_code":500,"description":"Internal"}"#,
        )
        .unwrap_err();
        assert!(matches!(err, ApiError::Server { status: 500, .. }) && err.is_transient());
        let err = read(502, "<html>Bad Gateway</html>").unwrap_err();
        assert!(matches!(err, ApiError::Server { status: 502, .. }) && err.is_transient());
        let err = read(
            400,
            r#"{"ok":false,"error_code":400,"description":"Bad Request: chat not found"}"#,
        )
        .unwrap_err();
        assert!(matches!(err, ApiError::Refused { code: 400, .. }) && !err.is_transient());
        let err = read(200, "not json").unwrap_err();
        assert!(matches!(err, ApiError::Unreadable { .. }) && !err.is_transient());
    }

    #[test]
    fn debug_hides_the_token() {
        let api = BotApi::new(reqwest::Client::new(), "http://x/", "123:SECRET");
        assert!(!format!("{api:?}").contains("SECRET"));
        assert_eq!(api.url("sendMessage"), "http://x/bot123:SECRET/sendMessage");
    }
}
