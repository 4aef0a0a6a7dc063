//! One process under load on SQLite: 10,000 games under way at once, then 12 moves in each
//! sent with 8 messages in flight at once. Every move is a player's `!move #id text` through
//! `Service::handle`, the whole path an adapter's message takes: parse, the channel's settings
//! and the author's preferences, the game read (and rebuilt from its moves unless cached),
//! the rules, the version-guarded SQLite commit, the reply's words and the board PNG every
//! adapter attaches (`LOAD_IMAGES=0` leaves the PNG out: the store's path alone). A move's
//! latency is from the message handed to the service to its reply. Checks that no command
//! errs and that every game holds exactly the moves sent (none lost, none doubled), and
//! reports throughput, the latency of a move (p50, p99), the process's peak memory, and
//! whether issue 12's targets are met.
//!
//! The moves go in a closed loop by default (`LOAD_CONCURRENCY` senders, each sending its next
//! move once the last is answered: the throughput the process sustains), or in an open loop
//! with `LOAD_RATE` (moves sent on a fixed schedule at that rate, answered or not, each
//! move's latency counted from its scheduled time: the latency at that rate, stalls
//! included). See `common/load.rs`.
//!
//! `cargo bench -p bot --bench load`. Environment:
//! - `LOAD_GAMES` (10000): games under way at once;
//! - `LOAD_PLIES` (12): moves sent in each;
//! - `LOAD_CONCURRENCY` (8): messages in flight at once, in the closed loop;
//! - `LOAD_RATE` (unset): moves per second offered, for the open loop;
//! - `LOAD_IMAGES` (1): `0` leaves the board PNG out;
//! - `LOAD_CACHE_MIB` (the service's default): the budget of rebuilt games kept in memory;
//! - `LOAD_TIMELINE` (unset): a path; each move's time of sending and latency are written
//!   to it (followed by the process's prefix), one move a line;
//! - `DATABASE_URL` (a fresh SQLite file in a temporary folder; a `postgres://` URL runs
//!   the same load on that database, which must be empty).
//!
//! After the moves it prints the size of SQLite's write-ahead log. `load_processes` runs four
//! processes on one PostgreSQL.

mod common;

use bot::service::{Service, ServiceOptions};
use bot::store::Store;

fn main() {
    let load = common::load::Load::from_env(10_000, 8);
    let images = common::load::images_from_env();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let url = std::env::var("DATABASE_URL")
            .unwrap_or_else(|_| format!("sqlite://{}/dama.db", dir.path().display()));
        let store = Store::connect(&url).await.expect("the store opens");
        let service = Service::new(
            store.clone(),
            ServiceOptions {
                images,
                cache_bytes: std::env::var("LOAD_CACHE_MIB")
                    .ok()
                    .and_then(|v| v.parse::<usize>().ok())
                    .map_or(ServiceOptions::default().cache_bytes, |mib| mib << 20),
                ..ServiceOptions::default()
            },
        );
        println!(
            "{:?}, {} games, {} plies each, {}, images {images}",
            store.backend(),
            load.games,
            load.plies,
            common::load::mode(&load)
        );
        let report =
            common::load::run(&service, &store, &load, common::load::analyze(&store)).await;
        println!("{}", common::load::summary(&report));
        if std::env::var("DATABASE_URL").is_err() {
            let log = std::fs::metadata(dir.path().join("dama.db-wal")).map_or(0, |m| m.len());
            println!(
                "SQLite write-ahead log {:.1} MiB",
                log as f64 / (1 << 20) as f64
            );
        }
        let target = common::load::Target {
            moves_per_s: 1000.0,
            p99_ms: if store.backend() == bot::store::Backend::Sqlite {
                20.0
            } else {
                50.0
            },
            rss_mb: Some(100.0),
        };
        println!(
            "{}",
            common::load::verdict(
                target,
                report.moves as f64 / report.wall_s,
                common::percentile(&report.latencies_ms, 99.0),
                report.peak_rss_mib
            )
        );
        store.close().await;
        assert_eq!(report.errors + report.lost + report.doubled, 0);
    });
}
