//! The store latency histogram, from sqlx's own account of each statement.
//!
//! sqlx times every statement it runs, on either database, and reports it as a `tracing`
//! event of target `sqlx::query` (at DEBUG, or WARN when slow) with the numeric field
//! `elapsed_secs`. [`StoreLatency`] is a tracing layer that turns those events into
//! [`super::STORE_QUERY_SECONDS`]; the store itself needs no timing code. The binary adds it,
//! with [`StoreLatency::filter`], beside its log output when `METRICS_ADDR` is set.

use tracing::field::{Field, Visit};
use tracing::{Event, Level, Subscriber};
use tracing_subscriber::filter::Targets;
use tracing_subscriber::layer::{Context, Layer};

/// The target sqlx reports its statements under.
const TARGET: &str = "sqlx::query";

/// Records each statement's duration in the store latency histogram.
#[derive(Debug, Clone, Copy, Default)]
pub struct StoreLatency;

impl StoreLatency {
    /// The events the layer needs (sqlx's statement reports), whatever the log filter says.
    pub fn filter() -> Targets {
        Targets::new().with_target(TARGET, Level::TRACE)
    }
}

impl<S: Subscriber> Layer<S> for StoreLatency {
    fn on_event(&self, event: &Event<'_>, _: Context<'_, S>) {
        if event.metadata().target() != TARGET {
            return;
        }
        let mut statement = Statement::default();
        event.record(&mut statement);
        if let Some(seconds) = statement.seconds {
            ::metrics::histogram!(super::STORE_QUERY_SECONDS, "statement" => statement.kind)
                .record(seconds);
        }
    }
}

/// The fields of one statement report.
struct Statement {
    kind: &'static str,
    seconds: Option<f64>,
}

impl Default for Statement {
    fn default() -> Statement {
        Statement {
            kind: "other",
            seconds: None,
        }
    }
}

impl Visit for Statement {
    fn record_f64(&mut self, field: &Field, value: f64) {
        if field.name() == "elapsed_secs" {
            self.seconds = Some(value);
        }
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "summary" {
            self.kind = statement_kind(value);
        }
    }

    fn record_debug(&mut self, _: &Field, _: &dyn std::fmt::Debug) {}
}

/// A statement's kind from its first word; a bounded set, so that the label stays small.
fn statement_kind(sql: &str) -> &'static str {
    let word = sql.split_whitespace().next().unwrap_or_default();
    for kind in [
        "select", "insert", "update", "delete", "begin", "commit", "rollback",
    ] {
        if word.eq_ignore_ascii_case(kind) {
            return kind;
        }
    }
    "other"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_are_named_by_their_first_word() {
        assert_eq!(statement_kind("SELECT * FROM games …"), "select");
        assert_eq!(statement_kind("  update games SET"), "update");
        assert_eq!(statement_kind("WITH moves AS"), "other");
        assert_eq!(statement_kind(""), "other");
    }
}
