//! A fake Telegram Bot API server for end-to-end tests, on 127.0.0.1 with a free port.
//!
//! It speaks the documented protocol (https://core.telegram.org/bots/api): every method at
//! `/bot{token}/{method}` (method names in any case, as teloxide posts `GetUpdates` and others
//! `getUpdates`), parameters as JSON, form fields, query strings or multipart/form-data,
//! answers in the `{"ok":…,"result":…}` envelope. Tests queue updates that `getUpdates` hands
//! out by `offset` (long-polling until one arrives), read back every call made, and script
//! failures: a 429 with `retry_after`, a 5xx, a call never answered. A token other than
//! [`TOKEN`] is refused (401 Unauthorized), as Telegram does.

#![allow(dead_code)] // Each test binary uses its own part of the fake.

mod inline;
mod markup;
mod updates;
mod webhook;

#[allow(unused_imports)] // Each test binary uses its own part.
pub use inline::InlineMessage;

#[allow(unused_imports)] // Each test binary uses its own part.
pub use updates::{Person, callback_query, in_topic, message, with_text_mention};

use std::{
    collections::{HashMap, HashSet, VecDeque},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use axum::{
    Router,
    body::Bytes,
    extract::{DefaultBodyLimit, FromRequest, Multipart, Path, Request, State},
    http::{StatusCode, header::CONTENT_TYPE},
    response::{IntoResponse, Response},
    routing::any,
};
use serde_json::{Map, Value, json};
use tokio::{net::TcpListener, sync::Notify, task::JoinHandle};

pub const TOKEN: &str = "123456:TEST-token";
pub const BOT_ID: i64 = 123456;
pub const BOT_USERNAME: &str = "dama_test_bot";

/// One call the bot made.
#[derive(Debug, Clone)]
pub struct Call {
    /// The method, lowercased (`sendphoto`).
    pub method: String,
    /// The parameters; multipart text fields are strings, as they travelled.
    pub params: Map<String, Value>,
    pub files: HashMap<String, FilePart>,
    /// The HTTP status answered (a scripted failure, or 200).
    pub status: u16,
    pub at: Instant,
}

impl Call {
    /// A parameter as text, whichever way it travelled (JSON number or multipart string).
    pub fn param(&self, name: &str) -> Option<String> {
        self.params.get(name).map(|v| match v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        })
    }

    /// `text` of a sendMessage, `caption` of a sendPhoto/sendDocument.
    pub fn text(&self) -> String {
        self.param("text")
            .or_else(|| self.param("caption"))
            .unwrap_or_default()
    }

    /// `reply_markup`, parsed whether it came as an object or as a JSON string.
    pub fn reply_markup(&self) -> Option<Value> {
        match self.params.get("reply_markup")? {
            Value::String(s) => serde_json::from_str(s).ok(),
            other => Some(other.clone()),
        }
    }

    pub fn ok(&self) -> bool {
        self.status == 200
    }
}

#[derive(Debug, Clone)]
pub struct FilePart {
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub bytes: Bytes,
}

/// A scripted answer instead of the normal one.
#[derive(Debug, Clone, Copy)]
pub enum Failure {
    /// 429 Too Many Requests with `parameters.retry_after`.
    RetryAfter(u64),
    /// A server error with this status.
    Status(u16),
    /// No answer at all: the connection stays open and silent.
    Hang,
}

#[derive(Default)]
struct Inner {
    next_update_id: i64,
    updates: VecDeque<Value>,
    calls: Vec<Call>,
    failures: HashMap<String, VecDeque<Failure>>,
    next_message_id: i64,
    /// (chat id, user id) pairs that getChatMember reports as administrators.
    admins: HashSet<(i64, i64)>,
    /// getMe's answer, when a test replaces Telegram's.
    me: Option<Value>,
    /// The parameters of the webhook set (setWebhook), while one is.
    webhook: Option<Map<String, Value>>,
    /// The messages the bot sent, by (chat, message id): what editMessageText may edit.
    sent_messages: HashSet<(String, i64)>,
    /// Users who never started a private chat with the bot: it cannot write to them first.
    no_private_chat: HashSet<i64>,
    /// Telegram's documented limits on sending, when a test turns them on.
    limits: Option<RateLimits>,
    /// The sends that count against the limits: when, and in which chat.
    sends: VecDeque<(Instant, String)>,
    /// The 429s answered for the limits.
    limited: usize,
    /// The file ids of the photos the bot sent.
    photos: HashSet<String>,
    /// Inline queries and inline messages.
    inline: inline::Inline,
    /// The inline keyboard each message the bot sent carries now, by (chat, message id).
    markups: HashMap<(String, i64), Value>,
    /// Callback queries sent to the bot and not yet answered (answerCallbackQuery).
    open_queries: HashSet<String>,
}

/// Telegram's limits on what a bot sends (Bot API FAQ, "My bot is hitting limits"): about
/// 30 messages a second in all, one a second in a chat, 20 a minute in a group. Past them
/// the Bot API answers 429 Too Many Requests with `parameters.retry_after` (whole seconds).
#[derive(Debug, Clone, Copy)]
pub struct RateLimits {
    pub per_second: usize,
    pub per_chat_per_second: usize,
    pub per_group_per_minute: usize,
}

impl Default for RateLimits {
    fn default() -> RateLimits {
        RateLimits {
            per_second: 30,
            per_chat_per_second: 1,
            per_group_per_minute: 20,
        }
    }
}

/// The methods that send or change a message in a chat: what the limits count.
const LIMITED: &[&str] = &[
    "sendmessage",
    "sendphoto",
    "senddocument",
    "sendanimation",
    "editmessagetext",
    "editmessagereplymarkup",
    "editmessagecaption",
];

impl Inner {
    /// `Some(retry_after)` when a send to `chat` now would pass a limit; else counts it.
    fn over_limit(&mut self, chat: &str, now: Instant) -> Option<u64> {
        let limits = self.limits?;
        while self
            .sends
            .front()
            .is_some_and(|(at, _)| now.duration_since(*at) >= Duration::from_secs(60))
        {
            self.sends.pop_front();
        }
        let within = |span: Duration, chat: Option<&str>| {
            let sends = self.sends.iter().rev();
            let mut inside = sends
                .take_while(|(at, _)| now.duration_since(*at) < span)
                .filter(|(_, c)| chat.is_none_or(|chat| c == chat));
            // The oldest send inside the window frees it when it leaves.
            let count = inside.clone().count();
            let oldest = inside.by_ref().last().map(|(at, _)| *at);
            (count, oldest)
        };
        let group = chat.starts_with('-') || chat.starts_with('@');
        let mut checks = vec![
            (Duration::from_secs(1), None, limits.per_second),
            (
                Duration::from_secs(1),
                Some(chat),
                limits.per_chat_per_second,
            ),
        ];
        if group {
            checks.push((
                Duration::from_secs(60),
                Some(chat),
                limits.per_group_per_minute,
            ));
        }
        let mut wait = None::<Duration>;
        for (span, chat, max) in checks {
            let (count, oldest) = within(span, chat);
            if count >= max {
                let free = oldest.map_or(span, |at| span.saturating_sub(now.duration_since(at)));
                wait = Some(wait.map_or(free, |w| w.max(free)));
            }
        }
        match wait {
            Some(wait) => {
                self.limited += 1;
                Some(wait.as_secs() + u64::from(wait.subsec_nanos() > 0))
            }
            None => {
                self.sends.push_back((now, chat.to_string()));
                None
            }
        }
    }
}

pub(crate) struct Shared {
    inner: Mutex<Inner>,
    new_update: Notify,
}

pub struct FakeTelegram {
    /// The API root to give the bot (`TELEGRAM_API_URL`).
    pub url: String,
    shared: Arc<Shared>,
    server: JoinHandle<()>,
}

impl Drop for FakeTelegram {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeTelegram {
    pub async fn start() -> FakeTelegram {
        let shared = Arc::new(Shared {
            inner: Mutex::new(Inner {
                next_update_id: 1000,
                next_message_id: 1,
                ..Inner::default()
            }),
            new_update: Notify::new(),
        });
        let app = Router::new()
            .route("/{bot}/{method}", any(endpoint))
            .layer(DefaultBodyLimit::max(50 << 20))
            .with_state(shared.clone());
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a free port");
        let url = format!("http://{}", listener.local_addr().unwrap());
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.expect("the fake serves");
        });
        FakeTelegram {
            url,
            shared,
            server,
        }
    }

    fn inner(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.shared.inner.lock().expect("fake state")
    }

    /// Queues an update (`{"message": …}`, `{"callback_query": …}`); its `update_id` is
    /// assigned here and returned.
    pub fn push(&self, mut update: Value) -> i64 {
        let id = {
            let mut inner = self.inner();
            let id = inner.next_update_id;
            inner.next_update_id += 1;
            update["update_id"] = json!(id);
            if let Some(query) = update["callback_query"]["id"].as_str() {
                inner.open_queries.insert(query.to_string());
            }
            inner.updates.push_back(update);
            id
        };
        self.shared.new_update.notify_waiters();
        id
    }

    /// Updates handed out but not yet confirmed by a later `offset`, plus those never fetched.
    pub fn unconfirmed_updates(&self) -> usize {
        self.inner().updates.len()
    }

    /// The next `count` calls of `method` answer `failure` instead.
    pub fn fail_next(&self, method: &str, count: usize, failure: Failure) {
        let mut inner = self.inner();
        let queue = inner.failures.entry(method.to_lowercase()).or_default();
        queue.extend(std::iter::repeat_n(failure, count));
    }

    /// Answers getMe with `me` instead of the full answer Telegram gives.
    pub fn set_me(&self, me: Value) {
        self.inner().me = Some(me);
    }

    /// The parameters of the webhook set with setWebhook (`url`, `secret_token`, …), while
    /// one is.
    pub fn webhook(&self) -> Option<Map<String, Value>> {
        self.inner().webhook.clone()
    }

    /// Sets a webhook as another bot process would have.
    pub fn set_webhook(&self, url: &str) {
        let mut params = Map::new();
        params.insert("url".into(), json!(url));
        self.inner().webhook = Some(params);
    }

    /// `user` has not started a private chat with the bot: sending there is refused, as the
    /// Bot API refuses it (403).
    pub fn without_private_chat(&self, user: i64) {
        self.inner().no_private_chat.insert(user);
    }

    /// From now on, sends past Telegram's documented limits answer 429 with `retry_after`.
    pub fn limit_rates(&self, limits: RateLimits) {
        self.inner().limits = Some(limits);
    }

    /// How many sends the limits refused (429).
    pub fn rate_limited(&self) -> usize {
        self.inner().limited
    }

    pub fn make_admin(&self, chat: i64, user: i64) {
        self.inner().admins.insert((chat, user));
    }

    /// The inline keyboard message `message_id` of `chat` carries now (`None`: none, or no
    /// such message).
    pub fn markup_of(&self, chat: i64, message_id: i64) -> Option<Value> {
        self.inner()
            .markups
            .get(&(chat.to_string(), message_id))
            .filter(|markup| !markup.is_null())
            .cloned()
    }

    /// Whether a callback query was answered (or never sent): Telegram takes one answer.
    pub fn query_answered(&self, id: &str) -> bool {
        !self.inner().open_queries.contains(id)
    }

    /// Every call so far, in order.
    pub fn calls(&self) -> Vec<Call> {
        self.inner().calls.clone()
    }

    /// The calls of these methods (lowercase), in order.
    pub fn calls_of(&self, methods: &[&str]) -> Vec<Call> {
        self.inner()
            .calls
            .iter()
            .filter(|c| methods.contains(&c.method.as_str()))
            .cloned()
            .collect()
    }

    /// The successful sends (messages, photos, documents), in order.
    pub fn sent(&self) -> Vec<Call> {
        self.calls_of(&["sendmessage", "sendphoto", "senddocument", "sendanimation"])
            .into_iter()
            .filter(Call::ok)
            .collect()
    }

    /// Waits until `done` holds for the calls made so far, and returns them; panics with
    /// the calls made after `within`.
    pub async fn wait_until(&self, within: Duration, done: impl Fn(&[Call]) -> bool) -> Vec<Call> {
        let deadline = Instant::now() + within;
        loop {
            let calls = self.calls();
            if done(&calls) {
                return calls;
            }
            if Instant::now() > deadline {
                let summary: Vec<String> = calls
                    .iter()
                    .filter(|c| c.method != "getupdates")
                    .map(|c| format!("{} {} {:?}", c.method, c.status, c.text()))
                    .collect();
                panic!("timed out; calls so far:\n{}", summary.join("\n"));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Waits for `count` more successful sends than `before`, and returns the new ones.
    pub async fn wait_sends(&self, before: usize, count: usize) -> Vec<Call> {
        self.wait_until(Duration::from_secs(20), |_| {
            self.sent().len() >= before + count
        })
        .await;
        // A moment for an unexpected extra send to show up (and fail the caller's count).
        tokio::time::sleep(Duration::from_millis(150)).await;
        self.sent().split_off(before)
    }
}

pub(crate) fn ok(result: Value) -> Response {
    (
        StatusCode::OK,
        axum::Json(json!({"ok": true, "result": result})),
    )
        .into_response()
}

pub(crate) fn error(status: u16, description: &str, parameters: Option<Value>) -> Response {
    let mut body = json!({"ok": false, "error_code": status, "description": description});
    if let Some(parameters) = parameters {
        body["parameters"] = parameters;
    }
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    (status, axum::Json(body)).into_response()
}

async fn endpoint(
    State(shared): State<Arc<Shared>>,
    Path((bot, method)): Path<(String, String)>,
    request: Request,
) -> Response {
    if bot.strip_prefix("bot") != Some(TOKEN) {
        return error(401, "Unauthorized", None);
    }
    let method = method.to_lowercase();
    let (params, files) = match read_params(request).await {
        Ok(read) => read,
        Err(why) => return error(400, &format!("Bad Request: {why}"), None),
    };
    let failure = {
        let mut inner = shared.inner.lock().unwrap();
        inner
            .failures
            .get_mut(&method)
            .and_then(VecDeque::pop_front)
    };
    if let Some(Failure::Hang) = failure {
        shared.inner.lock().unwrap().calls.push(Call {
            method,
            params,
            files,
            status: 0,
            at: Instant::now(),
        });
        return std::future::pending().await;
    }
    let over = match (&failure, LIMITED.contains(&method.as_str())) {
        (None, true) => {
            let chat = params
                .get("chat_id")
                .map(|v| match v {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                })
                .unwrap_or_default();
            shared
                .inner
                .lock()
                .unwrap()
                .over_limit(&chat, Instant::now())
        }
        _ => None,
    };
    let failure = failure.or(over.map(Failure::RetryAfter));
    let response = match failure {
        Some(Failure::RetryAfter(seconds)) => error(
            429,
            &format!("Too Many Requests: retry after {seconds}"),
            Some(json!({"retry_after": seconds})),
        ),
        Some(Failure::Status(status)) => error(status, "Internal Server Error", None),
        Some(Failure::Hang) | None => answer(&shared, &method, &params).await,
    };
    shared.inner.lock().unwrap().calls.push(Call {
        method,
        params,
        files,
        status: response.status().as_u16(),
        at: Instant::now(),
    });
    response
}

/// Parameters from the query string and the body, whatever its encoding.
async fn read_params(
    request: Request,
) -> Result<(Map<String, Value>, HashMap<String, FilePart>), String> {
    let mut params = Map::new();
    if let Some(query) = request.uri().query() {
        for (k, v) in url_pairs(query) {
            params.insert(k, Value::String(v));
        }
    }
    let mut files = HashMap::new();
    let content_type = request
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_lowercase();
    if content_type.starts_with("multipart/form-data") {
        let mut multipart = Multipart::from_request(request, &())
            .await
            .map_err(|e| e.to_string())?;
        while let Some(field) = multipart.next_field().await.map_err(|e| e.to_string())? {
            let name = field.name().unwrap_or_default().to_string();
            let filename = field.file_name().map(str::to_string);
            let content_type = field.content_type().map(str::to_string);
            let bytes = field.bytes().await.map_err(|e| e.to_string())?;
            if filename.is_some() {
                files.insert(
                    name,
                    FilePart {
                        filename,
                        content_type,
                        bytes,
                    },
                );
            } else {
                params.insert(name, Value::String(String::from_utf8_lossy(&bytes).into()));
            }
        }
        return Ok((params, files));
    }
    let body = Bytes::from_request(request, &())
        .await
        .map_err(|e| e.to_string())?;
    if content_type.starts_with("application/x-www-form-urlencoded") {
        for (k, v) in url_pairs(&String::from_utf8_lossy(&body)) {
            params.insert(k, Value::String(v));
        }
    } else if !body.is_empty() {
        match serde_json::from_slice(&body).map_err(|e| e.to_string())? {
            Value::Object(object) => params.extend(object),
            _ => return Err("parameters must be an object".into()),
        }
    }
    Ok((params, files))
}

fn url_pairs(text: &str) -> Vec<(String, String)> {
    fn decode(s: &str) -> String {
        let bytes = s.replace('+', " ").into_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            let hex = bytes
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(std::str::from_utf8(h).ok()?, 16).ok());
            match (bytes[i], hex) {
                (b'%', Some(byte)) => {
                    out.push(byte);
                    i += 3;
                }
                (byte, _) => {
                    out.push(byte);
                    i += 1;
                }
            }
        }
        String::from_utf8_lossy(&out).into_owned()
    }
    text.split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(k), decode(v))
        })
        .collect()
}

fn int(params: &Map<String, Value>, name: &str) -> Option<i64> {
    match params.get(name)? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.parse().ok(),
        _ => None,
    }
}

async fn answer(shared: &Shared, method: &str, params: &Map<String, Value>) -> Response {
    match method {
        "answerinlinequery" => inline::answer_query(shared, params),
        "editmessagetext"
        | "editmessagecaption"
        | "editmessagemedia"
        | "editmessagereplymarkup"
            if params.contains_key("inline_message_id") =>
        {
            inline::edit(shared, method, params)
        }
        "getme" => {
            let custom = shared.inner.lock().unwrap().me.clone();
            ok(custom.unwrap_or_else(|| {
                json!({
                    "id": BOT_ID, "is_bot": true, "first_name": "Dama", "username": BOT_USERNAME,
                    "can_join_groups": true, "can_read_all_group_messages": false,
                    "supports_inline_queries": true, "can_connect_to_business": false,
                    "has_main_web_app": false,
                })
            }))
        }
        "getwebhookinfo" => {
            let webhook = shared.inner.lock().unwrap().webhook.clone();
            let url = webhook.and_then(|w| w.get("url").cloned());
            ok(json!({
                "url": url.unwrap_or(json!("")), "has_custom_certificate": false,
                "pending_update_count": 0,
            }))
        }
        "setwebhook" => {
            let url = params
                .get("url")
                .and_then(Value::as_str)
                .unwrap_or_default();
            if !url.starts_with("https://") {
                return error(
                    400,
                    "Bad Request: bad webhook: An HTTPS URL must be provided for webhook",
                    None,
                );
            }
            // https://core.telegram.org/bots/api#setwebhook: 1-256 of A-Z, a-z, 0-9, _ and -.
            let secret = params.get("secret_token").and_then(Value::as_str);
            if secret.is_some_and(|s| {
                !(1..=256).contains(&s.len())
                    || !s
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
            }) {
                return error(
                    400,
                    "Bad Request: secret token contains unallowed characters",
                    None,
                );
            }
            shared.inner.lock().unwrap().webhook = Some(params.clone());
            ok(json!(true))
        }
        "deletewebhook" => {
            shared.inner.lock().unwrap().webhook = None;
            ok(json!(true))
        }
        "setmycommands" | "deletemycommands" => ok(json!(true)),
        "answercallbackquery" => {
            let id = params
                .get("callback_query_id")
                .and_then(Value::as_str)
                .unwrap_or_default();
            let text = params
                .get("text")
                .and_then(Value::as_str)
                .unwrap_or_default();
            if text.chars().count() > markup::ANSWER_TEXT_MAX {
                return error(400, "Bad Request: MESSAGE_TOO_LONG", None);
            }
            if !shared.inner.lock().unwrap().open_queries.remove(id) {
                return error(
                    400,
                    "Bad Request: query is too old and response timeout expired or query ID is invalid",
                    None,
                );
            }
            ok(json!(true))
        }
        "editmessagereplymarkup" => {
            if params.get("inline_message_id").is_some() {
                return ok(json!(true));
            }
            let (Some(chat), Some(id)) = (params.get("chat_id"), int(params, "message_id")) else {
                return error(
                    400,
                    "Bad Request: message identifier is not specified",
                    None,
                );
            };
            let chat_id = int(params, "chat_id").map_or_else(|| chat.clone(), Value::from);
            let markup = match markup::read(params) {
                Ok(markup) => markup,
                Err(why) => return error(400, &why, None),
            };
            if let Some(markup) = &markup
                && let Err(why) = markup::check(markup)
            {
                return error(400, &why, None);
            }
            // No keyboard, and an empty one, are the same to Telegram.
            let markup = markup.filter(|m| {
                m.get("inline_keyboard")
                    .and_then(Value::as_array)
                    .is_none_or(|rows| !rows.is_empty())
            });
            let mut inner = shared.inner.lock().unwrap();
            let key = (chat_id.to_string(), id);
            let Some(current) = inner.markups.get(&key) else {
                return error(400, "Bad Request: message to edit not found", None);
            };
            let new = markup.clone().unwrap_or(Value::Null);
            if *current == new {
                return error(
                    400,
                    "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
                    None,
                );
            }
            inner.markups.insert(key, new);
            let mut message = json!({
                "message_id": id,
                "date": 1_700_000_000,
                "edit_date": 1_700_000_001,
                "chat": {"id": chat_id, "type": "supergroup", "title": "Fake"},
                "from": {"id": BOT_ID, "is_bot": true, "first_name": "Dama", "username": BOT_USERNAME},
            });
            if let Some(markup) = markup {
                message["reply_markup"] = markup;
            }
            ok(message)
        }
        "getupdates" => get_updates(shared, params).await,
        "sendmessage" | "sendphoto" | "senddocument" | "sendanimation" => {
            let Some(chat) = params.get("chat_id") else {
                return error(400, "Bad Request: chat_id is empty", None);
            };
            let chat_id = int(params, "chat_id").map_or_else(|| chat.clone(), Value::from);
            let markup = match markup::read(params) {
                Ok(markup) => markup,
                Err(why) => return error(400, &why, None),
            };
            if let Some(markup) = &markup
                && let Err(why) = markup::check(markup)
            {
                return error(400, &why, None);
            }
            if method != "sendmessage"
                && let Err(why) = markup::check_caption(params)
            {
                return error(400, &why, None);
            }
            let mut inner = shared.inner.lock().unwrap();
            // A positive chat id is a private chat with that user.
            let private = chat_id.as_i64().is_some_and(|id| id > 0);
            if chat_id
                .as_i64()
                .is_some_and(|id| inner.no_private_chat.contains(&id))
            {
                return error(
                    403,
                    "Forbidden: bot can't initiate conversation with a user",
                    None,
                );
            }
            let id = inner.next_message_id;
            inner.next_message_id += 1;
            let mut message = json!({
                "message_id": id,
                "date": 1_700_000_000,
                "chat": if private {
                    json!({"id": chat_id, "type": "private", "first_name": "Someone"})
                } else {
                    json!({"id": chat_id, "type": "supergroup", "title": "Fake"})
                },
                "from": {"id": BOT_ID, "is_bot": true, "first_name": "Dama", "username": BOT_USERNAME},
            });
            if let Some(thread) = int(params, "message_thread_id") {
                message["message_thread_id"] = json!(thread);
                message["is_topic_message"] = json!(true);
            }
            inner.sent_messages.insert((chat_id.to_string(), id));
            if method == "sendphoto" {
                // The sizes Telegram keeps, smallest first, each with its file id.
                let sizes: Vec<Value> = ["s", "m", "x"]
                    .iter()
                    .map(|size| {
                        let file_id = format!("AgACphoto{id}{size}");
                        inner.photos.insert(file_id.clone());
                        json!({"file_id": file_id, "file_unique_id": format!("u{id}{size}"), "width": 320, "height": 320})
                    })
                    .collect();
                message["photo"] = Value::Array(sizes);
            }
            inner.markups.insert(
                (chat_id.to_string(), id),
                markup.clone().unwrap_or(Value::Null),
            );
            if let Some(markup) = markup {
                message["reply_markup"] = markup;
            }
            ok(message)
        }
        "editmessagetext" => {
            // By chat and message id (inline messages are not the bot's case).
            let (Some(chat), Some(id)) = (params.get("chat_id"), int(params, "message_id")) else {
                return error(
                    400,
                    "Bad Request: message identifier is not specified",
                    None,
                );
            };
            let chat_id = int(params, "chat_id").map_or_else(|| chat.clone(), Value::from);
            let Some(text) = params.get("text").and_then(Value::as_str) else {
                return error(400, "Bad Request: message text is empty", None);
            };
            let known = shared
                .inner
                .lock()
                .unwrap()
                .sent_messages
                .contains(&(chat_id.to_string(), id));
            if !known {
                return error(400, "Bad Request: message to edit not found", None);
            }
            ok(json!({
                "message_id": id,
                "date": 1_700_000_000,
                "edit_date": 1_700_000_001,
                "chat": {"id": chat_id, "type": "supergroup", "title": "Fake"},
                "from": {"id": BOT_ID, "is_bot": true, "first_name": "Dama", "username": BOT_USERNAME},
                "text": text,
            }))
        }
        "getchatmember" => {
            let (chat, user) = (int(params, "chat_id"), int(params, "user_id"));
            let admin = match (chat, user) {
                (Some(chat), Some(user)) => {
                    shared.inner.lock().unwrap().admins.contains(&(chat, user))
                }
                _ => return error(400, "Bad Request: chat_id and user_id are required", None),
            };
            ok(json!({
                "status": if admin { "administrator" } else { "member" },
                "user": {"id": user, "is_bot": false, "first_name": "Someone"},
            }))
        }
        _ => error(404, "Not Found: method not found", None),
    }
}

/// Long polling: updates from `offset` on (confirming those before it), waiting up to
/// `timeout` seconds (at most 2 here, to keep tests brisk) for one to arrive. Without a
/// `timeout` it still waits a moment, so that a poller without one does not spin.
async fn get_updates(shared: &Shared, params: &Map<String, Value>) -> Response {
    let offset = int(params, "offset").unwrap_or(0);
    let timeout = match int(params, "timeout") {
        Some(seconds) => Duration::from_secs(seconds.clamp(0, 2) as u64),
        None => Duration::from_millis(100),
    };
    if shared.inner.lock().unwrap().webhook.is_some() {
        return error(
            409,
            "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
            None,
        );
    }
    let limit = int(params, "limit").unwrap_or(100).clamp(1, 100) as usize;
    let deadline = tokio::time::Instant::now() + timeout;
    loop {
        let notified = shared.new_update.notified();
        {
            let mut inner = shared.inner.lock().unwrap();
            inner
                .updates
                .retain(|u| u["update_id"].as_i64().unwrap_or(0) >= offset);
            if !inner.updates.is_empty() || timeout.is_zero() {
                let batch: Vec<Value> = inner.updates.iter().take(limit).cloned().collect();
                return ok(Value::Array(batch));
            }
        }
        if tokio::time::timeout_at(deadline, notified).await.is_err() {
            return ok(json!([]));
        }
    }
}
