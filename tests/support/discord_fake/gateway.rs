//! The gateway websocket: HELLO, IDENTIFY → READY, RESUME → RESUMED (or INVALID_SESSION),
//! heartbeats acknowledged, dispatches with sequence numbers.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::extract::State as Extract;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::payloads::{self, APP_ID, GUILD_ID};
use super::{Control, State};

pub(crate) async fn upgrade(ws: WebSocketUpgrade, Extract(state): Extract<Arc<State>>) -> Response {
    ws.on_upgrade(move |socket| session(socket, state))
}

async fn session(mut socket: WebSocket, state: Arc<State>) {
    let number = state.connections.fetch_add(1, Ordering::SeqCst) + 1;
    let (tx, mut rx) = mpsc::unbounded_channel();
    *state.connection.lock().unwrap() = Some((number, tx));
    state.bump();
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": state.heartbeat_interval } });
    if socket.send(text(&hello)).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                let payload: Value = match message {
                    Message::Text(t) => serde_json::from_str(t.as_str()).unwrap_or(Value::Null),
                    Message::Close(_) => break,
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
                    break;
                }
                for answer in answer(&state, &payload) {
                    if socket.send(text(&answer)).await.is_err() {
                        break;
                    }
                }
            }
            control = rx.recv() => match control {
                Some(Control::Send(payload)) => {
                    if socket.send(text(&payload)).await.is_err() {
                        break;
                    }
                }
                Some(Control::Close(code)) => {
                    let frame = CloseFrame { code, reason: "fake closes".into() };
                    let _ = socket.send(Message::Close(Some(frame))).await;
                    break;
                }
                None => break,
            },
        }
    }
    let mut connection = state.connection.lock().unwrap();
    if connection.as_ref().is_some_and(|(n, _)| *n == number) {
        *connection = None;
        *state.ready.lock().unwrap() = false;
    }
    drop(connection);
    state.bump();
}

fn text(payload: &Value) -> Message {
    Message::Text(payload.to_string().into())
}

/// What the gateway answers to a payload from the bot.
fn answer(state: &State, payload: &Value) -> Vec<Value> {
    match payload["op"].as_u64() {
        Some(1) => vec![json!({ "op": 11, "d": null })],
        Some(2) => {
            let session = format!("session-{}", state.id());
            *state.session.lock().unwrap() = Some(session.clone());
            state.seq.store(0, Ordering::SeqCst);
            let ready = json!({
                "v": 10,
                "user": payloads::bot_user(),
                "guilds": [{ "id": GUILD_ID.to_string(), "unavailable": true }],
                "session_id": session,
                "resume_gateway_url": state.ws_url,
                "shard": [0, 1],
                "application": { "id": APP_ID.to_string(), "flags": 0 },
            });
            let mut out = vec![event(state, "READY", ready)];
            if state.guild_create {
                out.push(event(state, "GUILD_CREATE", payloads::guild_create()));
            }
            out.extend(started(state));
            out
        }
        Some(6) => {
            let known = state.session.lock().unwrap().clone();
            if known.is_some() && payload["d"]["session_id"].as_str() == known.as_deref() {
                let mut out = vec![event(state, "RESUMED", json!({}))];
                out.extend(started(state));
                out
            } else {
                vec![json!({ "op": 9, "d": false })]
            }
        }
        _ => vec![],
    }
}

/// The session is up: dispatches kept while it was down follow.
fn started(state: &State) -> Vec<Value> {
    *state.ready.lock().unwrap() = true;
    state.bump();
    let pending: Vec<Value> = state.pending.lock().unwrap().drain(..).collect();
    pending
        .into_iter()
        .map(|p| event(state, p["t"].as_str().unwrap_or(""), p["d"].clone()))
        .collect()
}

fn event(state: &State, name: &str, data: Value) -> Value {
    let seq = state.seq.fetch_add(1, Ordering::SeqCst) + 1;
    json!({ "op": 0, "t": name, "s": seq, "d": data })
}

pub(crate) fn dispatch(state: &State, name: &str, data: Value) {
    let ready = *state.ready.lock().unwrap();
    let connection = state
        .connection
        .lock()
        .unwrap()
        .as_ref()
        .map(|(_, tx)| tx.clone());
    match connection {
        Some(tx) if ready => {
            let _ = tx.send(Control::Send(event(state, name, data)));
        }
        _ => state
            .pending
            .lock()
            .unwrap()
            .push_back(json!({ "t": name, "d": data })),
    }
}

pub(crate) fn control(state: &State, control: Control) {
    if let Some((_, tx)) = state.connection.lock().unwrap().as_ref() {
        let _ = tx.send(control);
    }
}
