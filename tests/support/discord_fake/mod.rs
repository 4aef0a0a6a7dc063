//! A fake Discord on loopback for end-to-end tests: the REST API (v10) and the gateway
//! websocket, as the documentation describes them, recording everything the bot does.
//!
//! Tests drive it like Discord would (dispatch MESSAGE_CREATE and INTERACTION_CREATE, close
//! the connection, ask for a reconnect) and wait, with a deadline, for what the bot sends.
//! It can also refuse a token as Discord does (401 on REST, close code 4004 on IDENTIFY) and
//! go down (no more connections) in the middle of a session.

#![allow(dead_code)]

mod components;
mod gateway;
pub mod payloads;
mod private;
mod rest;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};
use tokio::sync::watch;

#[allow(unused_imports)]
pub use payloads::{APP_ID, BOT_ID, CHANNEL_ID, GUILD_ID, OWNER_ID, Person};

/// How long a test waits for the bot before failing.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// A request the bot made.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub method: String,
    /// The path without the query, from `/api/v10`.
    pub path: String,
    pub query: String,
    pub authorization: Option<String>,
    pub content_type: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Value,
    pub files: Vec<FilePart>,
    /// The status the fake answered, and its body.
    pub status: u16,
    pub response: Value,
    /// When it arrived.
    pub at: std::time::Instant,
}

#[derive(Debug, Clone)]
pub struct FilePart {
    /// `files[0]`, …
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

impl Recorded {
    pub fn is(&self, method: &str, path_prefix: &str) -> bool {
        self.method == method && self.path.starts_with(path_prefix)
    }

    /// The message data the request carries: the body of a message, or `data` of an
    /// interaction callback.
    pub fn message(&self) -> &Value {
        if self.path.ends_with("/callback") {
            &self.json["data"]
        } else {
            &self.json
        }
    }

    /// What a person would read: the content and the embeds' descriptions.
    pub fn text(&self) -> String {
        let m = self.message();
        let mut text = m["content"].as_str().unwrap_or("").to_string();
        for embed in m["embeds"].as_array().into_iter().flatten() {
            if let Some(d) = embed["description"].as_str() {
                text.push('\n');
                text.push_str(d);
            }
        }
        text
    }
}

/// A canned answer for the next matching requests.
#[derive(Debug, Clone)]
pub struct Failure {
    pub method: String,
    pub path_prefix: String,
    pub status: u16,
    pub body: Value,
    pub headers: Vec<(String, String)>,
    pub times: usize,
    /// Do the request first, then answer with the failure: an answer lost on the way.
    pub after_doing: bool,
}

impl Failure {
    /// A 429 for the next matching request, as Discord sends it.
    pub fn rate_limited(method: &str, path_prefix: &str, retry_after: f64) -> Failure {
        Failure {
            method: method.into(),
            path_prefix: path_prefix.into(),
            status: 429,
            body: json!({ "message": "You are being rate limited.", "retry_after": retry_after, "global": false }),
            headers: vec![
                (
                    "retry-after".into(),
                    format!("{}", retry_after.ceil() as u64),
                ),
                ("x-ratelimit-limit".into(), "5".into()),
                ("x-ratelimit-remaining".into(), "0".into()),
                ("x-ratelimit-reset-after".into(), format!("{retry_after}")),
                ("x-ratelimit-scope".into(), "user".into()),
            ],
            times: 1,
            after_doing: false,
        }
    }

    /// A server error for the next `times` matching requests.
    pub fn server_error(method: &str, path_prefix: &str, status: u16, times: usize) -> Failure {
        Failure {
            method: method.into(),
            path_prefix: path_prefix.into(),
            status,
            body: json!({ "message": "Internal Server Error", "code": 0 }),
            headers: vec![],
            times,
            after_doing: false,
        }
    }
}

/// What to do with the current gateway connection.
#[derive(Debug)]
enum Control {
    Send(Value),
    Close(u16),
    Sever,
}

/// How the fake behaves.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// The heartbeat interval HELLO gives, in milliseconds.
    pub heartbeat_ms: u64,
    /// Whether GUILD_CREATE follows READY, as Discord sends it (with the GUILDS intent);
    /// without it the bot knows the server only through REST.
    pub guild_create: bool,
    /// Answer IDENTIFY by closing with this code (4004 authentication failed, 4014
    /// disallowed intents) instead of READY.
    pub refuse_identify: Option<u16>,
    /// Send interactions with only the fields the documentation requires
    /// ([`payloads::documented_minimum`]).
    pub minimal_interactions: bool,
    /// The one token this Discord knows: REST calls with another answer 401 (all but
    /// `GET /gateway`, which needs none), IDENTIFY with another closes with 4004. Any token
    /// passes when unset.
    pub token: Option<&'static str>,
    /// The shard count `GET /gateway/bot` recommends.
    pub recommended_shards: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            heartbeat_ms: 41_250,
            guild_create: true,
            refuse_identify: None,
            minimal_interactions: false,
            token: None,
            recommended_shards: 1,
        }
    }
}

pub(crate) struct State {
    pub(crate) ws_url: String,
    heartbeat_interval: u64,
    guild_create: bool,
    refuse_identify: Option<u16>,
    minimal_interactions: bool,
    token: Option<&'static str>,
    pub(crate) recommended_shards: u64,
    changed: watch::Sender<u64>,
    requests: Mutex<Vec<Recorded>>,
    /// Every payload the bot sent on the gateway.
    gateway_log: Mutex<Vec<Value>>,
    /// The gateway's connections and sessions, one a shard.
    gateway: Mutex<gateway::Gateway>,
    connections: AtomicU64,
    /// The servers the bot is in, each with its text channel.
    guilds: Mutex<HashMap<u64, u64>>,
    failures: Mutex<Vec<Failure>>,
    nonces: Mutex<HashMap<String, Value>>,
    acknowledged: Mutex<HashSet<String>>,
    next_id: AtomicU64,
    /// Messages by id, as the bot made or edited them.
    messages: Mutex<HashMap<u64, Value>>,
    /// Threads by id, with their parent.
    threads: Mutex<HashMap<u64, u64>>,
    /// DM channels by recipient, as `POST /users/@me/channels` opened them.
    dm_channels: Mutex<HashMap<u64, u64>>,
    /// Users who accept no direct messages from the bot (posting to them is 50007).
    closed_dms: Mutex<HashSet<u64>>,
    /// Discord's rate limits, when a test turns them on.
    pub(crate) limits: Mutex<Option<rest::RateLimits>>,
    /// DMs and group DMs between people: the bot is no member (its calls there are 50001).
    private_channels: Mutex<HashSet<u64>>,
    /// The interactions dispatched, by token: their id, channel, when they were created, and
    /// for a component's, the message it is on.
    interactions: Mutex<HashMap<String, Dispatched>>,
    /// The message each interaction's response made or replaced, by token.
    originals: Mutex<HashMap<String, u64>>,
}

/// An interaction the fake dispatched.
#[derive(Debug, Clone)]
pub(crate) struct Dispatched {
    pub(crate) id: String,
    pub(crate) channel: u64,
    pub(crate) at: std::time::Instant,
    pub(crate) message: Option<u64>,
}

impl State {
    fn bump(&self) {
        self.changed.send_modify(|n| *n += 1);
    }

    fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// The servers, each with its text channel.
    pub(crate) fn guilds(&self) -> HashMap<u64, u64> {
        self.guilds.lock().unwrap().clone()
    }

    /// The server a channel is in ([`GUILD_ID`] for channels the fake does not know).
    pub(crate) fn guild_of_channel(&self, channel: u64) -> u64 {
        self.guilds()
            .into_iter()
            .find(|(_, c)| *c == channel)
            .map_or(GUILD_ID, |(guild, _)| guild)
    }
}

pub struct FakeDiscord {
    /// `http://127.0.0.1:PORT`, for `DISCORD_API_URL`.
    pub base: String,
    state: Arc<State>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        FakeDiscord::with(Options::default()).await
    }

    pub async fn with(options: Options) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let state = Arc::new(State {
            ws_url: format!("ws://{addr}/gateway"),
            heartbeat_interval: options.heartbeat_ms,
            guild_create: options.guild_create,
            refuse_identify: options.refuse_identify,
            minimal_interactions: options.minimal_interactions,
            token: options.token,
            recommended_shards: options.recommended_shards,
            changed: watch::channel(0).0,
            requests: Mutex::default(),
            gateway_log: Mutex::default(),
            gateway: Mutex::default(),
            connections: AtomicU64::new(0),
            guilds: Mutex::new(HashMap::from([(GUILD_ID, CHANNEL_ID)])),
            failures: Mutex::default(),
            nonces: Mutex::default(),
            acknowledged: Mutex::default(),
            next_id: AtomicU64::new(950_000_000_000_000_000),
            messages: Mutex::default(),
            threads: Mutex::default(),
            dm_channels: Mutex::default(),
            closed_dms: Mutex::default(),
            limits: Mutex::default(),
            private_channels: Mutex::default(),
            interactions: Mutex::default(),
            originals: Mutex::default(),
        });
        let app = axum::Router::new()
            .route("/gateway", axum::routing::get(gateway::upgrade))
            .fallback(rest::handle)
            .with_state(state.clone());
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        FakeDiscord {
            base: format!("http://{addr}"),
            state,
            server,
        }
    }

    /// From now on, requests past Discord's global limit (50 a second, interaction answers
    /// aside) and a channel's message bucket (5 messages in 5 s) answer 429 with
    /// `retry_after`, and every answer carries its bucket's `X-RateLimit-*` headers.
    pub fn limit_rates(&self) {
        *self.state.limits.lock().unwrap() = Some(rest::RateLimits::default());
    }

    /// How many requests the limits refused (429), global ones apart.
    pub fn rate_limited(&self) -> (usize, usize) {
        let limits = self.state.limits.lock().unwrap();
        limits
            .as_ref()
            .map_or((0, 0), |l| (l.refused, l.refused_global))
    }

    /// Waits until `check` finds what it looks for, re-checking on every change.
    pub async fn wait_for<T>(
        &self,
        what: &str,
        mut check: impl FnMut(&FakeDiscord) -> Option<T>,
    ) -> T {
        let mut changed = self.state.changed.subscribe();
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            if let Some(found) = check(self) {
                return found;
            }
            match tokio::time::timeout_at(deadline, changed.changed()).await {
                Ok(_) => {}
                Err(_) => panic!(
                    "timed out waiting for {what}; requests so far:\n{}",
                    self.describe()
                ),
            }
        }
    }

    fn describe(&self) -> String {
        self.requests()
            .iter()
            .map(|r| {
                let body: String = r.json.to_string().chars().take(300).collect();
                format!("  {} {} -> {}: {body}", r.method, r.path, r.status)
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.state.requests.lock().unwrap().clone()
    }

    /// A mark to wait for requests made after now.
    pub fn mark(&self) -> usize {
        self.state.requests.lock().unwrap().len()
    }

    /// The requests since `mark`.
    pub fn since(&self, mark: usize) -> Vec<Recorded> {
        self.requests().into_iter().skip(mark).collect()
    }

    /// Waits for a request after `mark` that `pred` accepts.
    pub async fn wait_request(
        &self,
        mark: usize,
        what: &str,
        pred: impl Fn(&Recorded) -> bool,
    ) -> Recorded {
        self.wait_for(what, |f| f.since(mark).into_iter().find(|r| pred(r)))
            .await
    }

    /// The payloads the bot sent on the gateway.
    pub fn gateway_log(&self) -> Vec<Value> {
        self.state.gateway_log.lock().unwrap().clone()
    }

    /// Waits until the bot has sent `count` gateway payloads with this opcode.
    pub async fn wait_op(&self, op: u64, count: usize) -> Value {
        self.wait_for(&format!("{count} gateway op {op}"), |f| {
            let ops: Vec<Value> = f
                .gateway_log()
                .into_iter()
                .filter(|p| p["op"] == op)
                .collect();
            (ops.len() >= count).then(|| ops[count - 1].clone())
        })
        .await
    }

    /// Waits until a session is up (READY or RESUMED sent) and the bot's slash commands are
    /// registered, as a bot is before people use it.
    pub async fn wait_ready(&self) {
        self.wait_for("the session to be ready", |f| f.is_ready().then_some(()))
            .await;
        self.wait_request(0, "slash command registration", |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    }

    /// Whether a session is up (on any shard).
    pub fn is_ready(&self) -> bool {
        self.state.gateway.lock().unwrap().is_ready()
    }

    /// The shards with a session up, as `[id, total]`, in order.
    pub fn ready_shards(&self) -> Vec<[u64; 2]> {
        self.state.gateway.lock().unwrap().ready_shards()
    }

    /// Waits until exactly `shards` have a session up.
    pub async fn wait_shards(&self, shards: &[[u64; 2]]) {
        self.wait_for(&format!("the sessions of shards {shards:?}"), |f| {
            (f.ready_shards() == shards).then_some(())
        })
        .await;
    }

    /// The `shard` arrays of the bot's IDENTIFYs, in the order they came.
    pub fn identified_shards(&self) -> Vec<Value> {
        self.gateway_log()
            .into_iter()
            .filter(|p| p["op"] == 2)
            .map(|p| p["d"]["shard"].clone())
            .collect()
    }

    /// Adds a server with one text channel; its events go to its shard.
    pub fn add_guild(&self, guild: u64, channel: u64) {
        self.state.guilds.lock().unwrap().insert(guild, channel);
    }

    /// Sends a dispatch (op 0) on the gateway, or keeps it for the next session.
    pub fn dispatch(&self, event: &str, data: Value) {
        gateway::dispatch(&self.state, event, data);
    }

    /// Sends a dispatch on the connection of `shard`, whatever the shard of its guild: a
    /// gateway that does not route events as Discord does.
    pub fn dispatch_on(&self, shard: u64, event: &str, data: Value) {
        gateway::dispatch_on(&self.state, shard, event, data);
    }

    /// Sends any payload on every connection.
    pub fn send_raw(&self, payload: Value) {
        let mut gateway = self.state.gateway.lock().unwrap();
        gateway.control_all(|| Control::Send(payload.clone()), false);
    }

    /// Asks the bot to reconnect (op 7), every shard.
    pub fn request_reconnect(&self) {
        let mut gateway = self.state.gateway.lock().unwrap();
        gateway.control_all(|| Control::Send(json!({ "op": 7, "d": null })), true);
    }

    /// Closes every connection with a close code.
    pub fn close_connection(&self, code: u16) {
        let mut gateway = self.state.gateway.lock().unwrap();
        gateway.control_all(|| Control::Close(code), true);
    }

    /// The connections die one way without closing: nothing the gateway writes from now on
    /// arrives (dispatches, heartbeat ACKs), what the bot writes still does. Their sessions
    /// keep the dispatches, as Discord's do, for a RESUME to replay.
    pub fn black_hole(&self) {
        self.state.gateway.lock().unwrap().black_hole();
    }

    /// Drops every connection without a close frame (a link cut mid-stream).
    pub fn sever(&self) {
        let mut gateway = self.state.gateway.lock().unwrap();
        gateway.control_all(|| Control::Sever, true);
    }

    /// Goes down as a host that drops off the network: no new connection is accepted (REST
    /// or gateway) and the gateway connection closes.
    pub fn go_down(&self) {
        self.server.abort();
        self.close_connection(1001);
    }

    /// Invalidates the sessions (op 9): the bot must identify again.
    pub fn invalidate_session(&self) {
        let mut gateway = self.state.gateway.lock().unwrap();
        gateway.forget_sessions();
        gateway.control_all(|| Control::Send(json!({ "op": 9, "d": false })), true);
    }

    pub fn connections(&self) -> u64 {
        self.state.connections.load(Ordering::SeqCst)
    }

    /// The next `times` requests matching method and path prefix get this answer.
    pub fn fail(&self, failure: Failure) {
        self.state.failures.lock().unwrap().push(failure);
    }

    /// Every message the bot made, as stored (a deduplicated retry adds none).
    pub fn stored_messages(&self) -> Vec<Value> {
        self.state
            .messages
            .lock()
            .unwrap()
            .values()
            .cloned()
            .collect()
    }

    /// Drops the canned failures not used yet.
    pub fn clear_failures(&self) {
        self.state.failures.lock().unwrap().clear();
    }

    /// A message the bot made or edited, by id.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.state.messages.lock().unwrap().get(&id).cloned()
    }

    pub fn new_id(&self) -> u64 {
        self.state.id()
    }

    /// The DM channels the bot opened, by recipient.
    pub fn dm_channels(&self) -> HashMap<u64, u64> {
        self.state.dm_channels.lock().unwrap().clone()
    }

    /// `user` accepts no direct messages: the bot's posts to them fail as Discord's do.
    pub fn close_dms(&self, user: u64) {
        self.state.closed_dms.lock().unwrap().insert(user);
    }

    pub fn threads(&self) -> HashMap<u64, u64> {
        self.state.threads.lock().unwrap().clone()
    }

    /// Someone types a message in a channel of the server.
    pub fn say(&self, channel: u64, author: &Person, content: &str, mentions: &[&Person]) -> u64 {
        let message = self.typed_message(channel, author, content, mentions);
        let id = message["id"].as_str().unwrap().parse().unwrap();
        self.dispatch("MESSAGE_CREATE", message);
        id
    }

    /// Someone types a message in the text channel of another server (see
    /// [`FakeDiscord::add_guild`]).
    pub fn say_in_guild(&self, guild: u64, author: &Person, content: &str) -> u64 {
        let channel = self.state.guilds()[&guild];
        let mut message = self.typed_message(channel, author, content, &[]);
        message["guild_id"] = json!(guild.to_string());
        let id = message["id"].as_str().unwrap().parse().unwrap();
        self.dispatch("MESSAGE_CREATE", message);
        id
    }

    /// A MESSAGE_CREATE payload from `author` in `channel` of [`GUILD_ID`].
    pub fn typed_message(
        &self,
        channel: u64,
        author: &Person,
        content: &str,
        mentions: &[&Person],
    ) -> Value {
        let id = self.new_id();
        let mentions = mentions
            .iter()
            .map(|p| {
                let mut u = p.user();
                u["member"] = p.message_member();
                u
            })
            .collect();
        payloads::message(
            id,
            channel,
            true,
            author.user(),
            Some(author.message_member()),
            content,
            mentions,
        )
    }

    /// An interaction's `channel`: a thread says so, with its parent.
    fn describe_channel(&self, interaction: &mut Value, channel: u64) {
        if let Some(parent) = self.state.threads.lock().unwrap().get(&channel) {
            interaction["channel"]["type"] = json!(11);
            interaction["channel"]["parent_id"] = json!(parent.to_string());
        }
    }

    fn dispatch_interaction(&self, interaction: Value) {
        let token = interaction["token"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let dispatched = Dispatched {
            id: interaction["id"].as_str().unwrap_or_default().to_string(),
            channel: interaction["channel_id"]
                .as_str()
                .or(interaction["channel"]["id"].as_str())
                .and_then(|c| c.parse().ok())
                .unwrap_or(CHANNEL_ID),
            at: std::time::Instant::now(),
            message: interaction["message"]["id"]
                .as_str()
                .and_then(|m| m.parse().ok()),
        };
        self.state
            .interactions
            .lock()
            .unwrap()
            .insert(token, dispatched);
        let interaction = match self.state.minimal_interactions {
            true => payloads::documented_minimum(interaction),
            false => interaction,
        };
        self.dispatch("INTERACTION_CREATE", interaction);
    }

    /// Someone runs a slash command; returns the interaction's token.
    pub fn slash(
        &self,
        channel: u64,
        person: &Person,
        name: &str,
        options: Value,
        resolved: Value,
    ) -> String {
        let id = self.new_id();
        let token = format!("slash-token-{id}");
        let data = json!({
            "id": "800000000000000001",
            "name": name,
            "type": 1,
            "options": options,
            "resolved": resolved,
            "guild_id": GUILD_ID.to_string(),
        });
        let mut interaction = payloads::interaction(id, 2, &token, channel, person, data);
        self.describe_channel(&mut interaction, channel);
        self.dispatch_interaction(interaction);
        token
    }

    /// Someone is typing an option that autocompletes; returns the interaction's token.
    pub fn autocomplete(
        &self,
        channel: u64,
        person: &Person,
        name: &str,
        option: &str,
        typed: &str,
    ) -> String {
        let id = self.new_id();
        let token = format!("autocomplete-token-{id}");
        let data = json!({
            "id": "800000000000000001",
            "name": name,
            "type": 1,
            "options": [{ "name": option, "type": 3, "value": typed, "focused": true }],
        });
        let mut interaction = payloads::interaction(id, 4, &token, channel, person, data);
        self.describe_channel(&mut interaction, channel);
        self.dispatch_interaction(interaction);
        token
    }

    /// Someone presses the button with this custom id on a message; returns the token.
    pub fn press(&self, message: &Value, person: &Person, custom_id: &str) -> String {
        let id = self.new_id();
        let token = format!("button-token-{id}");
        let channel: u64 = message["channel_id"].as_str().unwrap().parse().unwrap();
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let mut interaction = payloads::interaction(id, 3, &token, channel, person, data);
        interaction["message"] = message.clone();
        self.describe_channel(&mut interaction, channel);
        self.dispatch_interaction(interaction);
        token
    }

    /// Someone chooses `values` in the string select menu `custom_id` of a message; returns
    /// the interaction's token.
    pub fn select(
        &self,
        message: &Value,
        person: &Person,
        custom_id: &str,
        values: &[&str],
    ) -> String {
        let id = self.new_id();
        let token = format!("select-token-{id}");
        let channel: u64 = message["channel_id"].as_str().unwrap().parse().unwrap();
        let data = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
        let mut interaction = payloads::interaction(id, 3, &token, channel, person, data);
        interaction["message"] = message.clone();
        self.describe_channel(&mut interaction, channel);
        self.dispatch_interaction(interaction);
        token
    }

    /// The requests that answered the interaction with this token: its callback, follow-ups
    /// and edits.
    pub fn answers_to(&self, token: &str) -> Vec<Recorded> {
        self.requests()
            .into_iter()
            .filter(|r| r.path.contains(&format!("/{token}")) && r.status < 300)
            .collect()
    }
}
