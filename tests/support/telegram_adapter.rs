//! The Telegram adapter as a task of the test, long-polling the fake Bot API server
//! (`telegram_fake`, which the test includes beside this file): started on a database that
//! outlives it, stopped cleanly, and people typing in its chats.

#![allow(dead_code)] // Each test binary uses its own part.

use std::time::Duration;

use bot::adapters::telegram::{RetryPolicy, TelegramConfig, run_until};
use bot::limits::Limits;
use bot::platform::telegram::rates::TelegramRates;
use bot::service::{Service, ServiceOptions};
use bot::store::Store;
use serde_json::Value;
use tempfile::TempDir;
use tokio::{sync::oneshot, task::JoinHandle};

use crate::telegram_fake::{Call, FakeTelegram, Person, TOKEN, callback_query, message};

pub const ALICE: Person = Person {
    id: 111,
    first_name: "Alice",
    username: Some("alice"),
};
pub const BOB: Person = Person {
    id: 222,
    first_name: "Bob",
    username: Some("bob"),
};

/// A database file that outlives adapter restarts.
pub struct Db {
    pub url: String,
    _dir: TempDir,
}

pub fn db() -> Db {
    let dir = tempfile::tempdir().expect("a temporary folder");
    Db {
        url: format!("sqlite://{}/dama.db", dir.path().display()),
        _dir: dir,
    }
}

/// The adapter running as a task, stopped by [`Adapter::stop`].
pub struct Adapter {
    /// The service it runs, for what a test does beside the chats (a scheduler's tick).
    pub service: Service,
    stop: oneshot::Sender<()>,
    task: JoinHandle<anyhow::Result<()>>,
    store: Store,
}

/// Limits far above what a test sends: the fake counts none unless a test turns them on.
fn open_limits() -> Limits {
    Limits {
        telegram: TelegramRates {
            per_second: 1000,
            per_chat_per_second: 1000,
            per_group_per_minute: 60_000,
        },
        ..Limits::default()
    }
}

impl Adapter {
    /// Starts the service on `db` with `options` and the adapter polling `fake` (a long poll
    /// of one second), retrying failed calls by `retry`.
    ///
    /// The fake counts no rate limits unless a test turns them on ([`FakeTelegram::
    /// limit_rates`]), so the adapter's own pacing is opened up here too: a test of moves
    /// and replies need not wait Telegram's one message a second in a chat. Tests of the
    /// limits start with [`Adapter::start_limited`].
    pub async fn start(
        fake: &FakeTelegram,
        db: &Db,
        options: ServiceOptions,
        retry: RetryPolicy,
    ) -> Adapter {
        Adapter::start_limited(fake, db, options, retry, open_limits()).await
    }

    /// [`Adapter::start`], with more of the adapter's configuration set by `configure`.
    pub async fn start_configured(
        fake: &FakeTelegram,
        db: &Db,
        options: ServiceOptions,
        retry: RetryPolicy,
        configure: impl FnOnce(&mut TelegramConfig),
    ) -> Adapter {
        Adapter::start_with(fake, db, options, retry, open_limits(), configure).await
    }

    /// [`Adapter::start`] with these limits (Telegram's documented rates by default).
    pub async fn start_limited(
        fake: &FakeTelegram,
        db: &Db,
        options: ServiceOptions,
        retry: RetryPolicy,
        limits: Limits,
    ) -> Adapter {
        Adapter::start_with(fake, db, options, retry, limits, |_| {}).await
    }

    async fn start_with(
        fake: &FakeTelegram,
        db: &Db,
        options: ServiceOptions,
        retry: RetryPolicy,
        limits: Limits,
        configure: impl FnOnce(&mut TelegramConfig),
    ) -> Adapter {
        let store = Store::connect(&db.url).await.expect("the store opens");
        let service = Service::new(store.clone(), options);
        let mut config = TelegramConfig::new(TOKEN);
        config.api_url = fake.url.clone();
        config.poll_timeout = Duration::from_secs(1);
        config.retry = retry;
        config.limits = limits;
        configure(&mut config);
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(run_until(service.clone(), config, async {
            let _ = stopped.await;
        }));
        Adapter {
            service,
            stop,
            task,
            store,
        }
    }

    pub async fn stop(self) {
        let _ = self.stop.send(());
        tokio::time::timeout(Duration::from_secs(10), self.task)
            .await
            .expect("the adapter stops within 10 s")
            .expect("the adapter task does not panic")
            .expect("the adapter ends without error");
        self.store.close().await;
    }
}

/// `who` types `text` in `chat`; waits for `replies` successful sends and returns them
/// (after a moment in which an unexpected extra one would show up).
pub async fn say(
    fake: &FakeTelegram,
    chat: &Value,
    who: &Person,
    text: &str,
    replies: usize,
) -> Vec<Call> {
    send_update(fake, message(chat, who, text), replies).await
}

/// Pushes an update to the adapter; waits for `replies` successful sends and returns them.
pub async fn send_update(fake: &FakeTelegram, update: Value, replies: usize) -> Vec<Call> {
    let before = fake.sent().len();
    fake.push(update);
    fake.wait_sends(before, replies).await
}

/// A keyboard's keys, row by row: label and callback data.
pub fn keys_of(markup: &Value) -> Vec<Vec<(String, String)>> {
    markup["inline_keyboard"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|row| {
            row.as_array()
                .into_iter()
                .flatten()
                .map(|key| {
                    let label = key["text"].as_str().unwrap_or_default().to_string();
                    let data = key["callback_data"]
                        .as_str()
                        .unwrap_or_default()
                        .to_string();
                    (label, data)
                })
                .collect()
        })
        .collect()
}

/// The data of the key labelled `label`, when the keyboard has one.
pub fn key(markup: &Value, label: &str) -> Option<String> {
    keys_of(markup)
        .into_iter()
        .flatten()
        .find(|(l, _)| l == label)
        .map(|(_, data)| data)
}

/// The last message sent whose keys' data contains `marker`: its id and keyboard.
pub fn live_keys(fake: &FakeTelegram, marker: &str) -> (i64, Value) {
    let sent = fake.sent();
    let (index, call) = sent
        .iter()
        .enumerate()
        .rev()
        .find(|(_, c)| {
            c.reply_markup()
                .is_some_and(|m| m.to_string().contains(marker))
        })
        .expect("a board with keys");
    (index as i64 + 1, call.reply_markup().unwrap())
}

/// `who` presses the key with `data` under message `message` of `chat`; waits until the
/// press is answered, and returns the answer (answerCallbackQuery's parameters).
pub async fn press_in(
    fake: &FakeTelegram,
    who: &Person,
    chat: &Value,
    message: i64,
    data: &str,
) -> Call {
    let update = callback_query(who, chat, None, message, data);
    let id = update["callback_query"]["id"].as_str().unwrap().to_string();
    fake.push(update);
    let answered = |c: &Call| {
        c.method == "answercallbackquery" && c.param("callback_query_id") == Some(id.clone())
    };
    let calls = fake
        .wait_until(Duration::from_secs(20), |calls| calls.iter().any(answered))
        .await;
    calls.into_iter().find(answered).unwrap()
}
