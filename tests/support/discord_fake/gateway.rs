//! The gateway websocket: HELLO, IDENTIFY → READY, RESUME → the missed events replayed then
//! RESUMED (or INVALID_SESSION), heartbeats acknowledged, dispatches with sequence numbers.
//!
//! Sharded as Discord is: each connection identifies as `shard: [id, total]` (`[0, 1]` when
//! it says nothing), READY echoes it and lists the guilds of that shard, and a guild's events
//! go only to the shard `(guild_id >> 22) % total` (direct messages to shard 0).
//!
//! Sessions as Discord keeps them: a shard's events go to its newest session, numbered, and
//! the session keeps them; while it has no connection up they are only kept. A RESUME with
//! the last sequence number the bot received gets every later event replayed, in order,
//! then RESUMED; a new IDENTIFY starts a new session, which gets only the events that come
//! after it (what the old session held is lost to the bot). Before any session of its shard
//! exists an event waits for the first one (a test may speak before the bot has connected).

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::extract::State as Extract;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::payloads::{self, APP_ID};
use super::{Control, State};

/// A shard as IDENTIFY names it: `[id, total]`.
pub type Shard = [u64; 2];

/// The connections and sessions of the gateway.
#[derive(Default)]
pub(crate) struct Gateway {
    connections: HashMap<u64, Connection>,
    /// Sessions that can be resumed, by id.
    sessions: HashMap<String, Session>,
    /// Dispatches whose shard has had no session yet: `{"t": …, "d": …}`.
    pending: VecDeque<Value>,
    /// Sessions made so far: the newest of a shard gets its events.
    made: u64,
}

struct Connection {
    tx: mpsc::UnboundedSender<Control>,
    session: Option<String>,
    ready: bool,
    /// The link died one way: nothing the gateway writes arrives (heartbeat ACKs included),
    /// what the bot writes still does.
    black_hole: bool,
}

struct Session {
    shard: Shard,
    seq: u64,
    /// When it was made, in [`Gateway::made`]'s count.
    made: u64,
    /// Its dispatches, numbered: what a RESUME replays.
    kept: Vec<Value>,
}

impl Session {
    fn new(shard: Shard, made: u64) -> Session {
        Session {
            shard,
            seq: 0,
            made,
            kept: Vec::new(),
        }
    }
}

impl Gateway {
    /// The total number of shards the bot identified with (the last IDENTIFY's).
    fn total(&self) -> Option<u64> {
        self.sessions.values().map(|s| s.shard[1]).max()
    }

    /// The newest session of `shard`, with its connection when one is up on it.
    fn newest_on(&mut self, shard: u64) -> Option<(Option<&Connection>, &mut Session)> {
        let Gateway {
            connections,
            sessions,
            ..
        } = self;
        let (id, session) = sessions
            .iter_mut()
            .filter(|(_, s)| s.shard[0] == shard)
            .max_by_key(|(_, s)| s.made)?;
        let connection = connections
            .values()
            .find(|c| c.ready && c.session.as_ref() == Some(id));
        Some((connection, session))
    }

    /// Numbers `name`'s dispatch in the newest session of `shard`, keeps it there, and sends
    /// it when a connection is up on that session; `false` when the shard has no session.
    fn send_on(&mut self, shard: u64, name: &str, data: Value) -> bool {
        let Some((connection, session)) = self.newest_on(shard) else {
            return false;
        };
        let payload = event(session, name, data);
        session.kept.push(payload.clone());
        if let Some(connection) = connection {
            let _ = connection.tx.send(Control::Send(payload));
        }
        true
    }

    pub fn is_ready(&self) -> bool {
        self.connections.values().any(|c| c.ready)
    }

    /// The shards with a session up.
    pub fn ready_shards(&self) -> Vec<Shard> {
        let mut shards: Vec<Shard> = self
            .connections
            .values()
            .filter(|c| c.ready)
            .filter_map(|c| self.sessions.get(c.session.as_ref()?))
            .map(|s| s.shard)
            .collect();
        shards.sort();
        shards
    }

    /// Sends `control` on every connection; closing or reconnecting ones are no longer
    /// ready.
    pub fn control_all(&mut self, control: impl Fn() -> Control, unready: bool) {
        for connection in self.connections.values_mut() {
            if unready {
                connection.ready = false;
            }
            let _ = connection.tx.send(control());
        }
    }

    /// Makes every connection a black hole: what the gateway writes from now on never
    /// arrives, as on a link that died without either side closing it.
    pub fn black_hole(&mut self) {
        for connection in self.connections.values_mut() {
            connection.black_hole = true;
        }
    }

    fn is_black_hole(&self, number: u64) -> bool {
        self.connections.get(&number).is_some_and(|c| c.black_hole)
    }

    /// Forgets every session (an invalidated session cannot be resumed).
    pub fn forget_sessions(&mut self) {
        self.sessions.clear();
        for connection in self.connections.values_mut() {
            connection.session = None;
            connection.ready = false;
        }
    }
}

/// The shard Discord sends an event on: its guild's, direct messages on shard 0.
fn shard_of(data: &Value, total: u64) -> u64 {
    let guild = data["guild_id"]
        .as_str()
        .and_then(|g| g.parse::<u64>().ok());
    guild.map_or(0, |id| (id >> 22) % total.max(1))
}

pub(crate) async fn upgrade(ws: WebSocketUpgrade, Extract(state): Extract<Arc<State>>) -> Response {
    ws.on_upgrade(move |socket| session(socket, state))
}

async fn session(mut socket: WebSocket, state: Arc<State>) {
    let number = state.connections.fetch_add(1, Ordering::SeqCst) + 1;
    let (tx, mut rx) = mpsc::unbounded_channel();
    state.gateway.lock().unwrap().connections.insert(
        number,
        Connection {
            tx,
            session: None,
            ready: false,
            black_hole: false,
        },
    );
    state.bump();
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": state.heartbeat_interval } });
    if socket.send(text(&hello)).await.is_ok() {
        serve(&mut socket, &state, number, &mut rx).await;
    }
    state.gateway.lock().unwrap().connections.remove(&number);
    state.bump();
}

async fn serve(
    socket: &mut WebSocket,
    state: &State,
    number: u64,
    rx: &mut mpsc::UnboundedReceiver<Control>,
) {
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { return };
                let payload: Value = match message {
                    Message::Text(t) => serde_json::from_str(t.as_str()).unwrap_or(Value::Null),
                    Message::Close(_) => return,
                    _ => continue,
                };
                state.gateway_log.lock().unwrap().push(payload.clone());
                state.bump();
                let wrong_token = state.token.is_some_and(|token| {
                    payload["d"]["token"].as_str().map(|t| t.trim_start_matches("Bot ")) != Some(token)
                });
                let refusal = match payload["op"] == 2 {
                    true if wrong_token => Some(4004),
                    true => state.refuse_identify,
                    false => None,
                };
                if let Some(code) = refusal {
                    let frame = CloseFrame { code, reason: "refused".into() };
                    let _ = socket.send(Message::Close(Some(frame))).await;
                    return;
                }
                let answers = answer(state, number, &payload);
                state.bump();
                if state.gateway.lock().unwrap().is_black_hole(number) {
                    continue;
                }
                for answer in answers {
                    if socket.send(text(&answer)).await.is_err() {
                        return;
                    }
                }
            }
            control = rx.recv() => match control {
                Some(Control::Send(payload)) => {
                    if state.gateway.lock().unwrap().is_black_hole(number) {
                        continue;
                    }
                    if socket.send(text(&payload)).await.is_err() {
                        return;
                    }
                }
                // The connection drops without a close frame.
                Some(Control::Sever) => return,
                Some(Control::Close(code)) => {
                    let frame = CloseFrame { code, reason: "fake closes".into() };
                    let _ = socket.send(Message::Close(Some(frame))).await;
                    return;
                }
                None => return,
            },
        }
    }
}

fn text(payload: &Value) -> Message {
    Message::Text(payload.to_string().into())
}

/// What the gateway answers to a payload from the bot on connection `number`.
fn answer(state: &State, number: u64, payload: &Value) -> Vec<Value> {
    let mut gateway = state.gateway.lock().unwrap();
    match payload["op"].as_u64() {
        Some(1) => vec![json!({ "op": 11, "d": null })],
        Some(2) => {
            let shard = match payload["d"]["shard"].as_array().map(Vec::as_slice) {
                Some([id, total]) => [id.as_u64().unwrap_or(0), total.as_u64().unwrap_or(1)],
                _ => [0, 1],
            };
            let id = format!("session-{}", state.id());
            gateway.made += 1;
            let made = gateway.made;
            gateway
                .sessions
                .insert(id.clone(), Session::new(shard, made));
            if let Some(connection) = gateway.connections.get_mut(&number) {
                connection.session = Some(id.clone());
            }
            let mut guilds: Vec<(u64, u64)> = state
                .guilds()
                .into_iter()
                .filter(|(guild, _)| (guild >> 22) % shard[1].max(1) == shard[0])
                .collect();
            guilds.sort();
            let session = gateway.sessions.get_mut(&id).expect("just made");
            let ready = json!({
                "v": 10,
                "user": payloads::bot_user(),
                "guilds": guilds.iter().map(|(g, _)| json!({ "id": g.to_string(), "unavailable": true })).collect::<Vec<_>>(),
                "session_id": id,
                "resume_gateway_url": state.ws_url,
                "shard": shard,
                "application": { "id": APP_ID.to_string(), "flags": 0 },
            });
            let mut out = vec![event(session, "READY", ready)];
            if state.guild_create {
                for (guild, channel) in guilds {
                    out.push(event(
                        session,
                        "GUILD_CREATE",
                        payloads::guild_create(guild, channel),
                    ));
                }
            }
            out.extend(started(&mut gateway, number));
            out
        }
        Some(6) => {
            let id = payload["d"]["session_id"].as_str().unwrap_or_default();
            if !gateway.sessions.contains_key(id) {
                return vec![json!({ "op": 9, "d": false })];
            }
            if let Some(connection) = gateway.connections.get_mut(&number) {
                connection.session = Some(id.to_string());
            }
            // Discord replays what the session sent after the bot's last sequence number, in
            // order, then RESUMED: later events are new.
            let received = payload["d"]["seq"].as_u64().unwrap_or(0);
            let session = gateway.sessions.get_mut(id).expect("checked");
            let mut out: Vec<Value> = session
                .kept
                .iter()
                .filter(|p| p["s"].as_u64().is_some_and(|s| s > received))
                .cloned()
                .collect();
            out.push(event(session, "RESUMED", json!({})));
            out.extend(started(&mut gateway, number));
            out
        }
        _ => vec![],
    }
}

/// Connection `number`'s session is up: the dispatches kept for its shard follow.
fn started(gateway: &mut Gateway, number: u64) -> Vec<Value> {
    let Some(connection) = gateway.connections.get_mut(&number) else {
        return vec![];
    };
    connection.ready = true;
    let Some(id) = connection.session.clone() else {
        return vec![];
    };
    let Gateway {
        sessions, pending, ..
    } = gateway;
    let session = sessions
        .get_mut(&id)
        .expect("a connection's session is known");
    let [shard, total] = session.shard;
    let (mine, others): (VecDeque<Value>, VecDeque<Value>) = pending
        .drain(..)
        .partition(|p| shard_of(&p["d"], total) == shard);
    *pending = others;
    mine.into_iter()
        .map(|p| {
            let payload = event(session, p["t"].as_str().unwrap_or(""), p["d"].clone());
            session.kept.push(payload.clone());
            payload
        })
        .collect()
}

fn event(session: &mut Session, name: &str, data: Value) -> Value {
    session.seq += 1;
    json!({ "op": 0, "t": name, "s": session.seq, "d": data })
}

/// Sends a dispatch in the newest session of its guild's shard (kept there while no
/// connection is up on it), or keeps it for that shard's first session.
pub(crate) fn dispatch(state: &State, name: &str, data: Value) {
    let mut gateway = state.gateway.lock().unwrap();
    let shard = gateway.total().map(|total| shard_of(&data, total));
    if !shard.is_some_and(|shard| gateway.send_on(shard, name, data.clone())) {
        gateway.pending.push_back(json!({ "t": name, "d": data }));
    }
}

/// Sends a dispatch on the connection of `shard` whatever its guild: a gateway that does not
/// route events as Discord does. Panics when that shard has no session up.
pub(crate) fn dispatch_on(state: &State, shard: u64, name: &str, data: Value) {
    let mut gateway = state.gateway.lock().unwrap();
    let up = gateway
        .newest_on(shard)
        .is_some_and(|(connection, _)| connection.is_some());
    assert!(up, "shard {shard} has no session up");
    gateway.send_on(shard, name, data);
}
