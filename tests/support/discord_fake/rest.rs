//! The REST API under `/api/v10`: the routes the bot may call, answered as Discord does, and
//! canned failures (429 with `retry_after`, 5xx) for the next matching requests.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{FromRequest, Multipart, Request, State as Extract};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::payloads::{self, CHANNEL_ID};
use super::{FilePart, Recorded, State};

pub(crate) async fn handle(Extract(state): Extract<Arc<State>>, request: Request) -> Response {
    let at = std::time::Instant::now();
    let method = request.method().to_string();
    let uri = request.uri().clone();
    let path = uri.path().to_string();
    let query = uri.query().unwrap_or("").to_string();
    let (authorization, content_type) = {
        let headers = request.headers();
        let header = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        };
        (header("authorization"), header("content-type"))
    };
    let content_type = content_type.unwrap_or_default();
    let (json, files) = if content_type.starts_with("multipart/form-data") {
        read_multipart(request).await
    } else {
        let bytes = axum::body::to_bytes(request.into_body(), usize::MAX)
            .await
            .unwrap_or_default();
        (
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            vec![],
        )
    };
    let mut recorded = Recorded {
        method: method.clone(),
        path: path.strip_prefix("/api/v10").unwrap_or(&path).to_string(),
        query,
        authorization,
        content_type,
        json,
        files,
        status: 0,
        response: Value::Null,
        at,
    };

    let refused = state.token.is_some_and(|token| {
        recorded.authorization.as_deref() != Some(&*format!("Bot {token}"))
            && recorded.path != "/gateway"
    });
    let limited = if refused {
        None
    } else {
        let mut limits = state.limits.lock().unwrap();
        limits
            .as_mut()
            .map(|l| l.take(&method, &path, std::time::Instant::now()))
    };
    let (status, body, mut headers) = match canned(&state, &recorded) {
        _ if refused => (
            401,
            json!({ "message": "401: Unauthorized", "code": 0 }),
            vec![],
        ),
        Some((failure, true)) => {
            route(&state, &recorded);
            failure
        }
        Some((failure, false)) => failure,
        None if !path.starts_with("/api/v10/") => (
            404,
            json!({ "message": "404: Not Found", "code": 0 }),
            vec![],
        ),
        None => match &limited {
            Some(Err(refusal)) => refusal.clone(),
            _ => route(&state, &recorded),
        },
    };
    if let Some(Ok(bucket_headers)) = limited {
        headers.retain(|(name, _)| !name.starts_with("x-ratelimit"));
        headers.extend(bucket_headers);
    }
    recorded.status = status;
    recorded.response = body.clone();
    state.requests.lock().unwrap().push(recorded);
    state.bump();

    let mut response = if status == 204 {
        StatusCode::NO_CONTENT.into_response()
    } else {
        let mut r = Response::new(Body::from(body.to_string()));
        *r.status_mut() = StatusCode::from_u16(status).unwrap();
        r.headers_mut()
            .insert("content-type", HeaderValue::from_static("application/json"));
        r
    };
    for (name, value) in headers {
        response.headers_mut().insert(
            axum::http::HeaderName::from_bytes(name.as_bytes()).unwrap(),
            HeaderValue::from_str(&value).unwrap(),
        );
    }
    response
}

async fn read_multipart(request: Request) -> (Value, Vec<FilePart>) {
    let mut json = Value::Null;
    let mut files = Vec::new();
    let Ok(mut form) = Multipart::from_request(request, &()).await else {
        return (json, files);
    };
    while let Ok(Some(field)) = form.next_field().await {
        let name = field.name().unwrap_or("").to_string();
        let filename = field.file_name().map(str::to_string);
        let content_type = field.content_type().map(str::to_string);
        let bytes = field.bytes().await.unwrap_or_default().to_vec();
        if name == "payload_json" {
            json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        } else if let Some(filename) = filename {
            files.push(FilePart {
                field: name,
                filename,
                content_type,
                bytes,
            });
        }
    }
    (json, files)
}

type Answer = (u16, Value, Vec<(String, String)>);

fn canned(state: &State, r: &Recorded) -> Option<(Answer, bool)> {
    let mut failures = state.failures.lock().unwrap();
    let i = failures
        .iter()
        .position(|f| f.method == r.method && r.path.starts_with(&f.path_prefix) && f.times > 0)?;
    failures[i].times -= 1;
    let f = failures[i].clone();
    if f.times == 0 {
        failures.remove(i);
    }
    Some(((f.status, f.body, f.headers), f.after_doing))
}

/// Discord's answer to a message whose components break its rules.
fn invalid_form(why: &str) -> Answer {
    (
        400,
        json!({ "message": "Invalid Form Body", "code": 50035, "errors": { "components": why } }),
        vec![],
    )
}

/// The message body a request carries: the request's JSON, or an interaction callback's
/// `data`.
fn checked(message: &Value) -> Result<(), Answer> {
    super::components::check(message).map_err(|why| invalid_form(&why))
}

/// Replaces what a request sends of a message (its text, embeds, components, files) in the
/// stored message `id`; `None` when there is no such message.
fn update_message(state: &State, id: u64, data: &Value, r: &Recorded) -> Option<Value> {
    let mut messages = state.messages.lock().unwrap();
    let message = messages.get_mut(&id)?;
    for field in ["content", "embeds", "components"] {
        if let Some(value) = data.get(field) {
            message[field] = value.clone();
        }
    }
    if data.get("attachments").is_some() || !r.files.is_empty() {
        message["attachments"] = Value::Array(
            r.files
                .iter()
                .map(|f| json!({ "id": "1", "filename": f.filename, "size": f.bytes.len() }))
                .collect(),
        );
    }
    message["edited_timestamp"] = json!("2026-01-01T00:00:00.000000+00:00");
    Some(message.clone())
}

/// Discord drops an interaction not answered within 3 seconds.
const ANSWER_WITHIN: std::time::Duration = std::time::Duration::from_secs(3);

fn route(state: &State, r: &Recorded) -> Answer {
    let parts: Vec<&str> = r.path.trim_matches('/').split('/').collect();
    let ok = |body: Value| (200, body, limits());
    // A conversation between people: the bot reaches it only by answering interactions.
    if let ["channels", channel, ..] = parts.as_slice()
        && channel
            .parse::<u64>()
            .is_ok_and(|id| state.private_channels.lock().unwrap().contains(&id))
    {
        return (
            403,
            json!({ "message": "Missing Access", "code": 50001 }),
            vec![],
        );
    }
    // Where an interaction's messages land: its channel; what its response replaced.
    let interaction = |token: &str| {
        state
            .interactions
            .lock()
            .unwrap()
            .get(token)
            .map_or((CHANNEL_ID, None), |d| (d.channel, d.message))
    };
    let body_checked = match (r.method.as_str(), parts.as_slice()) {
        ("POST", ["channels", _, "messages"])
        | ("PATCH", ["channels", _, "messages", _])
        | ("POST", ["webhooks", _, _])
        | ("PATCH", ["webhooks", _, _, "messages", _]) => checked(&r.json),
        ("POST", ["interactions", _, _, "callback"]) => checked(&r.json["data"]),
        _ => Ok(()),
    };
    if let Err(refused) = body_checked {
        return refused;
    }
    match (r.method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({ "url": state.ws_url })),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": state.ws_url,
            "shards": state.recommended_shards,
            "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1 },
        })),
        ("GET", ["users", "@me"]) => ok(payloads::bot_user()),
        ("GET", ["guilds", id]) if state.guilds().contains_key(&id.parse().unwrap_or(0)) => {
            ok(payloads::guild_with_id(id.parse().unwrap_or(0)))
        }
        ("GET", ["channels", id]) => {
            let id: u64 = id.parse().unwrap_or(0);
            let parent = state.threads.lock().unwrap().get(&id).copied();
            let guild = state.guild_of_channel(parent.unwrap_or(id));
            ok(payloads::channel_in(guild, id, parent, "draughts"))
        }
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            let commands: Vec<Value> = r
                .json
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    c["id"] = json!(state.id().to_string());
                    c["application_id"] = json!(payloads::APP_ID.to_string());
                    c["version"] = json!("1");
                    c["default_member_permissions"] = Value::Null;
                    c
                })
                .collect();
            ok(Value::Array(commands))
        }
        ("POST", ["users", "@me", "channels"]) => {
            // Create DM: the existing DM channel with the recipient, or a new one.
            let Some(recipient) = r.json["recipient_id"]
                .as_str()
                .and_then(|id| id.parse::<u64>().ok())
            else {
                return (
                    400,
                    json!({ "message": "Invalid Form Body", "code": 50035 }),
                    vec![],
                );
            };
            let id = *state
                .dm_channels
                .lock()
                .unwrap()
                .entry(recipient)
                .or_insert_with(|| state.id());
            ok(json!({
                "id": id.to_string(),
                "type": 1,
                "last_message_id": null,
                "flags": 0,
                "recipients": [{
                    "id": recipient.to_string(),
                    "username": format!("user{recipient}"),
                    "discriminator": "0",
                    "global_name": null,
                    "avatar": null,
                }],
            }))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or(CHANNEL_ID);
            let closed = state.dm_channels.lock().unwrap().iter().any(|(user, dm)| {
                *dm == channel && state.closed_dms.lock().unwrap().contains(user)
            });
            if closed {
                return (
                    403,
                    json!({ "message": "Cannot send messages to this user", "code": 50007 }),
                    vec![],
                );
            }
            // A nonce seen before with enforce_nonce: the message already exists.
            if r.json["enforce_nonce"] == true
                && let Some(nonce) = r.json["nonce"].as_str()
                && let Some(existing) = state.nonces.lock().unwrap().get(nonce)
            {
                return ok(existing.clone());
            }
            let message = bot_message(state, channel, r, None);
            if let Some(nonce) = r.json["nonce"].as_str() {
                state
                    .nonces
                    .lock()
                    .unwrap()
                    .insert(nonce.to_string(), message.clone());
            }
            ok(message)
        }
        ("PATCH", ["channels", _channel, "messages", id]) => {
            // Edit Message: only the fields sent change; an unknown message is 10008.
            let id: u64 = id.parse().unwrap_or(0);
            let mut messages = state.messages.lock().unwrap();
            let Some(message) = messages.get_mut(&id) else {
                return (
                    404,
                    json!({ "message": "Unknown Message", "code": 10008 }),
                    vec![],
                );
            };
            for field in ["content", "embeds", "components"] {
                if let Some(value) = r.json.get(field) {
                    message[field] = value.clone();
                }
            }
            message["edited_timestamp"] = json!("2026-01-01T00:00:00.000000+00:00");
            ok(message.clone())
        }
        ("POST", ["channels", channel, "threads"])
        | ("POST", ["channels", channel, "messages", _, "threads"]) => {
            let parent: u64 = channel.parse().unwrap_or(CHANNEL_ID);
            let id = state.id();
            state.threads.lock().unwrap().insert(id, parent);
            let name = r.json["name"].as_str().unwrap_or("thread");
            let guild = state.guild_of_channel(parent);
            (
                201,
                payloads::channel_in(guild, id, Some(parent), name),
                limits(),
            )
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            let dispatched = state.interactions.lock().unwrap().get(*token).cloned();
            if dispatched
                .as_ref()
                .is_some_and(|d| r.at.duration_since(d.at) > ANSWER_WITHIN)
            {
                return (
                    404,
                    json!({ "code": 10062, "message": "Unknown interaction" }),
                    vec![],
                );
            }
            if !state.acknowledged.lock().unwrap().insert(id.to_string()) {
                return (
                    400,
                    json!({ "code": 40060, "message": "Interaction has already been acknowledged." }),
                    vec![],
                );
            }
            let (channel, pressed) = interaction(token);
            let data = Recorded {
                json: r.json["data"].clone(),
                ..r.clone()
            };
            let original = match r.json["type"].as_u64() {
                // A new message answers; "thinking…" is a message the answer edits later.
                Some(4 | 5) => {
                    let mut message = bot_message(state, channel, &data, None);
                    // An ephemeral response keeps its flag: a press on it says so.
                    if let Some(flags) = data.json.get("flags") {
                        message["flags"] = flags.clone();
                        let id: u64 = message["id"].as_str().unwrap_or("0").parse().unwrap_or(0);
                        state.messages.lock().unwrap().insert(id, message.clone());
                    }
                    Some(message)
                }
                // The pressed message is replaced, or edited later.
                Some(7) => pressed.and_then(|id| update_message(state, id, &data.json, r)),
                Some(6) => pressed.map(|id| json!({ "id": id.to_string() })),
                _ => None,
            };
            if let Some(id) = original.and_then(|m| m["id"].as_str()?.parse::<u64>().ok()) {
                state
                    .originals
                    .lock()
                    .unwrap()
                    .insert(token.to_string(), id);
            }
            (204, Value::Null, vec![])
        }
        ("POST", ["webhooks", _, token]) => {
            let mut message = bot_message(state, interaction(token).0, r, None);
            if let Some(flags) = r.json.get("flags") {
                message["flags"] = flags.clone();
                let id: u64 = message["id"].as_str().unwrap_or("0").parse().unwrap_or(0);
                state.messages.lock().unwrap().insert(id, message.clone());
            }
            ok(message)
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            // The response, or for a component's deferred update, the message it is on.
            let original = state.originals.lock().unwrap().get(*token).copied();
            let (channel, pressed) = interaction(token);
            let target = original.or(pressed);
            if let Some(edited) = target.and_then(|id| update_message(state, id, &r.json, r)) {
                return ok(edited);
            }
            // A message the fake did not keep (a test's own): made anew.
            let message = bot_message(state, channel, r, None);
            let id: u64 = message["id"].as_str().unwrap_or("0").parse().unwrap_or(0);
            state
                .originals
                .lock()
                .unwrap()
                .insert(token.to_string(), id);
            ok(message)
        }
        ("PATCH", ["webhooks", _, token, "messages", id]) => {
            let id: u64 = id.parse().unwrap_or(0);
            match update_message(state, id, &r.json, r) {
                Some(edited) => ok(edited),
                None => ok(bot_message(state, interaction(token).0, r, None)),
            }
        }
        ("DELETE", ["webhooks", _, _token, "messages", _]) => (204, Value::Null, vec![]),
        _ => (
            404,
            json!({ "message": "404: Not Found", "code": 0 }),
            vec![],
        ),
    }
}

/// Discord's rate limits as its documentation describes them: a bot's global limit of 50
/// requests a second (interaction callbacks and follow-ups are not counted), and per-route
/// buckets, here a channel's messages: 5 in 5 s per channel. A request past one answers 429
/// with `retry_after` (seconds, fractional) and `global`; every answer carries its bucket's
/// `X-RateLimit-Limit`, `-Remaining`, `-Reset-After` and `-Bucket`.
pub(crate) struct RateLimits {
    pub per_second: usize,
    pub per_channel: usize,
    pub channel_window: std::time::Duration,
    global: std::collections::VecDeque<std::time::Instant>,
    channels: std::collections::HashMap<String, std::collections::VecDeque<std::time::Instant>>,
    pub refused: usize,
    pub refused_global: usize,
}

impl Default for RateLimits {
    fn default() -> RateLimits {
        RateLimits {
            per_second: 50,
            per_channel: 5,
            channel_window: std::time::Duration::from_secs(5),
            global: Default::default(),
            channels: Default::default(),
            refused: 0,
            refused_global: 0,
        }
    }
}

type Headers = Vec<(String, String)>;

impl RateLimits {
    /// Counts a request, or refuses it: `Ok` with its bucket's headers, `Err` with the 429.
    fn take(
        &mut self,
        method: &str,
        path: &str,
        now: std::time::Instant,
    ) -> Result<Headers, Answer> {
        let path = path.strip_prefix("/api/v10").unwrap_or(path);
        let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
        // Interaction answers are not under the global limit.
        let interaction = matches!(parts.as_slice(), ["interactions", ..] | ["webhooks", ..]);
        let second = std::time::Duration::from_secs(1);
        while self
            .global
            .front()
            .is_some_and(|at| now.duration_since(*at) >= second)
        {
            self.global.pop_front();
        }
        if !interaction && self.global.len() >= self.per_second {
            let free = second.saturating_sub(now.duration_since(self.global[0]));
            self.refused_global += 1;
            let retry_after = free.as_secs_f64().max(0.001);
            return Err((
                429,
                json!({ "message": "You are being rate limited.", "retry_after": retry_after, "global": true }),
                vec![
                    (
                        "retry-after".into(),
                        format!("{}", retry_after.ceil() as u64),
                    ),
                    ("x-ratelimit-global".into(), "true".into()),
                    ("x-ratelimit-scope".into(), "global".into()),
                ],
            ));
        }
        let channel = match (method, parts.as_slice()) {
            ("POST", ["channels", channel, "messages"]) => Some(channel.to_string()),
            _ => None,
        };
        let Some(channel) = channel else {
            if !interaction {
                self.global.push_back(now);
            }
            return Ok(limits());
        };
        let window = self.channel_window;
        let sent = self.channels.entry(channel.clone()).or_default();
        while sent
            .front()
            .is_some_and(|at| now.duration_since(*at) >= window)
        {
            sent.pop_front();
        }
        let headers = |remaining: usize, reset_after: f64| -> Headers {
            vec![
                ("x-ratelimit-limit".into(), self.per_channel.to_string()),
                ("x-ratelimit-remaining".into(), remaining.to_string()),
                (
                    "x-ratelimit-reset-after".into(),
                    format!("{reset_after:.3}"),
                ),
                ("x-ratelimit-bucket".into(), format!("messages-{channel}")),
            ]
        };
        if sent.len() >= self.per_channel {
            let free = window.saturating_sub(now.duration_since(sent[0]));
            let retry_after = free.as_secs_f64().max(0.001);
            let mut refused = headers(0, retry_after);
            refused.push((
                "retry-after".into(),
                format!("{}", retry_after.ceil() as u64),
            ));
            refused.push(("x-ratelimit-scope".into(), "user".into()));
            self.refused += 1;
            return Err((
                429,
                json!({ "message": "You are being rate limited.", "retry_after": retry_after, "global": false }),
                refused,
            ));
        }
        sent.push_back(now);
        self.global.push_back(now);
        let remaining = self.per_channel - sent.len();
        // The bucket resets when its oldest message leaves the window.
        let reset_after = window
            .saturating_sub(now.duration_since(sent[0]))
            .as_secs_f64();
        Ok(headers(remaining, reset_after))
    }
}

/// Rate-limit headers as Discord sends them on every answer.
fn limits() -> Vec<(String, String)> {
    vec![
        ("x-ratelimit-limit".into(), "5".into()),
        ("x-ratelimit-remaining".into(), "4".into()),
        ("x-ratelimit-reset-after".into(), "1.0".into()),
        ("x-ratelimit-bucket".into(), "fake-bucket".into()),
    ]
}

/// The message the bot made, stored so that tests can press its buttons.
fn bot_message(state: &State, channel: u64, r: &Recorded, id: Option<u64>) -> Value {
    let id = id.unwrap_or_else(|| state.id());
    let mut m = payloads::message(
        id,
        channel,
        true,
        payloads::bot_user(),
        None,
        r.json["content"].as_str().unwrap_or(""),
        vec![],
    );
    m["embeds"] = r.json["embeds"].clone();
    if m["embeds"].is_null() {
        m["embeds"] = json!([]);
    }
    m["components"] = r.json["components"].clone();
    if m["components"].is_null() {
        m["components"] = json!([]);
    }
    m["attachments"] = Value::Array(
        r.files
            .iter()
            .map(|f| {
                json!({
                    "id": state.id().to_string(),
                    "filename": f.filename,
                    "size": f.bytes.len(),
                    "url": format!("https://cdn.example/{}", f.filename),
                    "proxy_url": format!("https://cdn.example/{}", f.filename),
                    "content_type": f.content_type,
                })
            })
            .collect(),
    );
    if let Some(nonce) = r.json.get("nonce") {
        m["nonce"] = nonce.clone();
    }
    state.messages.lock().unwrap().insert(id, m.clone());
    m
}
