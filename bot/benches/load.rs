//! One process under load on SQLite: 10,000 games under way at once, then 12 moves in each
//! sent with 8 messages in flight at once; every move goes the whole path (parse, rules, SQLite
//! commit, and the PNG when `LOAD_IMAGES=1`). Checks that no command errs and that every game
//! holds exactly the moves sent (none lost, none doubled), and reports throughput, the
//! latency of a move (p50, p99) and the process's peak memory.
//!
//! `cargo bench -p bot --bench load`. Environment: `LOAD_GAMES` (10000), `LOAD_PLIES` (12),
//! `LOAD_CONCURRENCY` (8), `LOAD_IMAGES` (0: the store's path; 1 adds a PNG per move, which
//! costs more CPU than the rest of the path), `DATABASE_URL` (a fresh SQLite file in a
//! temporary folder; a `postgres://` URL runs the same load on that database).
//! `load_processes` runs four processes on one PostgreSQL.

mod common;

use bot::service::{Service, ServiceOptions};
use bot::store::Store;

fn main() {
    let load = common::load::Load::from_env(10_000);
    let images = std::env::var("LOAD_IMAGES").is_ok_and(|v| v == "1");
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
                ..ServiceOptions::default()
            },
        );
        println!(
            "{:?}, {} games, {} plies each, {} in flight, images {images}",
            store.backend(),
            load.games,
            load.plies,
            load.concurrency
        );
        let report = common::load::run(&service, &store, &load, async {}).await;
        println!("{}", common::load::summary(&report));
        store.close().await;
        assert_eq!(report.errors + report.lost + report.doubled, 0);
    });
}
