//! Health and metrics, served at `METRICS_ADDR` (off unless it is set).
//!
//! - `GET /healthz`: 200 when the database answers and every adapter is connected, 503
//!   otherwise; the body has one line a part (`database: ok`, `telegram: getUpdates: …`).
//! - `GET /metrics`: the Prometheus text format.
//!
//! | metric | kind | what |
//! |---|---|---|
//! | `dama_commands_total{command}` | counter | commands received, by command (`invalid` for text that is not one) |
//! | `dama_moves_committed_total` | counter | moves stored |
//! | `dama_refusals_total` | counter | commands refused (an illegal move, not your turn, nothing to accept, …) |
//! | `dama_errors_total{kind}` | counter | `command`: a command that failed inside (the player got an apology); `telegram`, `discord`: a platform call that failed for good |
//! | `dama_store_query_seconds{statement}` | histogram | how long each database statement took, by its first word (`select`, `insert`, `update`, `delete`, `other`) |
//! | `dama_games_under_way` | gauge | games being played (at the scrape) |
//! | `dama_scheduler_backlog` | gauge | clock events due and not yet done: time-outs, warnings, reminders (at the scrape) |
//! | `dama_adapter_connected{adapter}` | gauge | 1 when the adapter is connected to its platform |
//! | `dama_telegram_webhook_refused_total` | counter | webhook requests refused for a missing or wrong secret token |
//! | `dama_outgoing_dropped_total{platform,reason}` | counter | replies dropped unsent: `superseded` (a newer board of the same game replaced it), `full` (its channel's queue, or all queues, were full) |
//! | `dama_incoming_dropped_total{platform,reason}` | counter | messages dropped unanswered: `person`, `channel` (the first past the budget, answered by a notice), `flood` (the rest), `bot` (written by a bot) |
//! | `dama_slow_down_total{platform}` | counter | "slow down" notices sent (one per person or channel and window) |
//! | `dama_engine_refused_total` | counter | engine work refused because its person had as much queued as they may |
//! | `dama_puzzles_found_total` | counter | puzzles the finder kept from finished games |
//!
//! The recording functions here are cheap no-ops until [`prometheus`] installs the recorder,
//! so the library records whether or not a server runs.

mod health;
mod server;
mod store_latency;

use std::sync::OnceLock;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

pub use health::{Health, Probe, Status};
pub use server::{Backlog, MetricsError, MetricsServer, Monitor};
pub use store_latency::StoreLatency;

pub const COMMANDS: &str = "dama_commands_total";
pub const MOVES_COMMITTED: &str = "dama_moves_committed_total";
pub const REFUSALS: &str = "dama_refusals_total";
pub const ERRORS: &str = "dama_errors_total";
pub const STORE_QUERY_SECONDS: &str = "dama_store_query_seconds";
pub const GAMES_UNDER_WAY: &str = "dama_games_under_way";
pub const SCHEDULER_BACKLOG: &str = "dama_scheduler_backlog";
pub const ADAPTER_CONNECTED: &str = "dama_adapter_connected";
pub const WEBHOOK_REFUSED: &str = "dama_telegram_webhook_refused_total";
pub const OUTGOING_DROPPED: &str = "dama_outgoing_dropped_total";
pub const INCOMING_DROPPED: &str = "dama_incoming_dropped_total";
pub const SLOW_DOWN: &str = "dama_slow_down_total";
pub const ENGINE_REFUSED: &str = "dama_engine_refused_total";
pub const PUZZLES_FOUND: &str = "dama_puzzles_found_total";

/// The store latency histogram's buckets, in seconds: SQLite answers in tens of
/// microseconds to a few milliseconds, PostgreSQL over a network in milliseconds; a stalled
/// database shows in the last ones.
const STORE_BUCKETS: &[f64] = &[
    0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
    5.0,
];

/// A command was received: `command` is its name, `(invalid)` for a command that could not
/// be read.
pub fn command(command: &'static str) {
    let command = if command.starts_with('(') {
        "invalid"
    } else {
        command
    };
    ::metrics::counter!(COMMANDS, "command" => command).increment(1);
}

/// `count` moves were committed to the store.
pub fn moves_committed(count: usize) {
    if count > 0 {
        ::metrics::counter!(MOVES_COMMITTED).increment(count as u64);
    }
}

/// A command was refused.
pub fn refusal() {
    ::metrics::counter!(REFUSALS).increment(1);
}

/// Something failed: `kind` is `command` (inside the service) or the platform whose call
/// failed for good.
pub fn error(kind: &'static str) {
    ::metrics::counter!(ERRORS, "kind" => kind.to_ascii_lowercase()).increment(1);
}

/// A webhook request came without the secret token, or with another.
pub fn webhook_refused() {
    ::metrics::counter!(WEBHOOK_REFUSED).increment(1);
}

/// A reply was dropped unsent, for `reason` (`superseded`, `full`).
pub fn outgoing_dropped(platform: &'static str, reason: &'static str) {
    ::metrics::counter!(OUTGOING_DROPPED, "platform" => platform, "reason" => reason).increment(1);
}

/// A message was dropped unanswered, for `reason` (`person`, `channel`, `flood`, `bot`).
pub fn incoming_dropped(platform: &'static str, reason: &'static str) {
    ::metrics::counter!(INCOMING_DROPPED, "platform" => platform, "reason" => reason).increment(1);
}

/// A "slow down" notice was sent.
pub fn slow_down(platform: &'static str) {
    ::metrics::counter!(SLOW_DOWN, "platform" => platform).increment(1);
}

/// Engine work was refused: its person had as much waiting as they may.
pub fn engine_refused() {
    ::metrics::counter!(ENGINE_REFUSED).increment(1);
}

/// The puzzle finder kept `count` puzzles from a game.
pub fn puzzles_found(count: usize) {
    ::metrics::counter!(PUZZLES_FOUND).increment(count as u64);
}

/// The process's Prometheus recorder, installed as the global `metrics` recorder on first
/// use (later calls share it).
pub fn prometheus() -> PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Full(STORE_QUERY_SECONDS.into()), STORE_BUCKETS)
                .expect("the buckets are not empty")
                .build_recorder();
            let handle = recorder.handle();
            if ::metrics::set_global_recorder(recorder).is_err() {
                tracing::warn!(
                    "another metrics recorder was installed first: /metrics stays empty"
                );
            }
            describe();
            handle
        })
        .clone()
}

fn describe() {
    use ::metrics::{Unit, describe_counter, describe_gauge, describe_histogram};
    describe_counter!(COMMANDS, "Commands received, by command");
    describe_counter!(MOVES_COMMITTED, "Moves committed to the store");
    describe_counter!(REFUSALS, "Commands refused");
    describe_counter!(
        ERRORS,
        "Commands that failed inside (kind=command) and platform calls that failed for good"
    );
    describe_histogram!(
        STORE_QUERY_SECONDS,
        Unit::Seconds,
        "Database statement latency, by statement"
    );
    describe_gauge!(GAMES_UNDER_WAY, "Games being played");
    describe_gauge!(
        SCHEDULER_BACKLOG,
        "Clock events (time-outs, warnings, reminders) due and not yet done"
    );
    describe_gauge!(ADAPTER_CONNECTED, "1 when the adapter is connected");
    describe_counter!(
        OUTGOING_DROPPED,
        "Replies dropped unsent, by platform and reason (superseded, full)"
    );
    describe_counter!(
        INCOMING_DROPPED,
        "Messages dropped unanswered, by platform and reason (person, channel, flood, bot)"
    );
    describe_counter!(SLOW_DOWN, "Slow-down notices sent, by platform");
    describe_counter!(
        ENGINE_REFUSED,
        "Engine work refused: its person had as much waiting as they may"
    );
    describe_counter!(
        WEBHOOK_REFUSED,
        "Telegram webhook requests refused for a missing or wrong secret token"
    );
    describe_counter!(PUZZLES_FOUND, "Puzzles the finder kept from finished games");
}
