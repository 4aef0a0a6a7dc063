//! Four dama processes on one PostgreSQL, 2,500 games each under way at once: each process
//! (this bench run again as a child) starts its games, waits until all four are ready, then
//! sends 12 moves in each game, 4 messages in flight at once, each a player's `!move` through
//! `Service::handle` as in the `load` bench (parse, reads, rules, PostgreSQL commit, reply and
//! board PNG; `LOAD_IMAGES=0` leaves the PNG out). Reports, over the four: moves per second in
//! all, the latency of a move (p50, p99), errors, moves lost or doubled (every game is checked
//! move by move), each process's peak memory, and whether issue 12's targets are met.
//!
//! `cargo bench -p bot --bench load_processes`. It starts its own PostgreSQL server (initdb
//! into a temporary folder, durable settings: fsync and synchronous commit on), unless
//! `LOAD_DATABASE_URL` names an empty database to use. Once the games are started it gathers
//! the planner's statistics (`ANALYZE`), as autovacuum does in a running deployment, before the
//! moves. Environment: `LOAD_PROCESSES` (4),
//! `LOAD_GAMES` per process (2500), `LOAD_PLIES` (12), `LOAD_CONCURRENCY` per process (4,
//! the closed loop: [`IN_FLIGHT`]), `LOAD_RATE` (unset: moves per second offered in all,
//! shared evenly by the processes, for the open loop; see `common/load.rs`), `LOAD_IMAGES` (1),
//! `LOAD_TIMELINE` (unset: a path to write each move's time of sending and latency to, one
//! file per process).

#[path = "../../tests/support/db.rs"]
mod db;

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Instant;

use bot::service::{Service, ServiceOptions};
use bot::store::Store;
use common::load::{Load, Report};

/// Messages in flight per process in the closed loop: as many as its PostgreSQL connections.
/// More only queue for a connection, and each command queues twice (its read, its commit):
/// 8 a process served 1,524 moves/s with a p99 of 60 ms where 4 served 1,593–1,616 with 36 ms
/// (the same hour, this 2-core machine).
const IN_FLIGHT: usize = 4;

/// Set in a child: its index.
const CHILD: &str = "LOAD_CHILD";

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    match std::env::var(CHILD) {
        Ok(index) => runtime.block_on(child(&index)),
        Err(_) => runtime.block_on(parent()),
    }
}

/// One process of the load: prints `ready`, waits for a line on stdin, plays, prints its
/// report as JSON.
async fn child(index: &str) {
    let url = std::env::var("DATABASE_URL").expect("the parent names the database");
    let mut load = Load::from_env(2500, IN_FLIGHT);
    load.prefix = format!("p{index}");
    let images = common::load::images_from_env();
    let store = Store::connect(&url).await.expect("the store opens");
    let service = Service::new(
        store.clone(),
        ServiceOptions {
            images,
            ..ServiceOptions::default()
        },
    );
    let go = async {
        println!("ready");
        std::io::stdout().flush().ok();
        tokio::task::spawn_blocking(|| {
            let mut line = String::new();
            std::io::stdin().read_line(&mut line).ok();
        })
        .await
        .ok();
    };
    let report = common::load::run(&service, &store, &load, go).await;
    println!("{}", serde_json::to_string(&report).expect("a report"));
    store.close().await;
}

async fn parent() {
    let processes: usize = std::env::var("LOAD_PROCESSES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4);
    // Durable, as in production: every commit waits for its WAL flush.
    let (server, url) = match std::env::var("LOAD_DATABASE_URL") {
        Ok(url) => (None, url),
        Err(_) => {
            let server = db::PgServer::start(&[("shared_buffers", "256MB")])
                .unwrap_or_else(|why| panic!("no PostgreSQL for the bench: {why}"));
            let url = server.create_database().await;
            (Some(server), url)
        }
    };
    // The schema once, before four processes start at once.
    Store::connect(&url)
        .await
        .expect("the database")
        .close()
        .await;
    let load = Load::from_env(2500, IN_FLIGHT);
    // The rate is shared by the processes; each keeps its own moves in flight.
    let scope = if load.rate.is_some() {
        "in all"
    } else {
        "a process"
    };
    println!(
        "PostgreSQL, {processes} processes × {} games, {} plies each, {} ({scope}), images {}",
        load.games,
        load.plies,
        common::load::mode(&load),
        common::load::images_from_env()
    );
    let exe = std::env::current_exe().expect("this bench's path");
    let mut children: Vec<_> = (0..processes)
        .map(|i| {
            let mut child = Command::new(&exe);
            if let Some(rate) = load.rate {
                child.env("LOAD_RATE", (rate / processes as f64).to_string());
            }
            child
                .env(CHILD, i.to_string())
                .env("DATABASE_URL", &url)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .expect("a child process")
        })
        .collect();
    let mut outputs: Vec<_> = children
        .iter_mut()
        .map(|c| BufReader::new(c.stdout.take().expect("stdout")).lines())
        .collect();
    for output in &mut outputs {
        let line = output.next().expect("a line").expect("a line");
        assert_eq!(line, "ready", "{line}");
    }
    let statistics = Store::connect(&url).await.expect("the database");
    common::load::analyze(&statistics).await;
    statistics.close().await;
    let began = Instant::now();
    for child in &mut children {
        writeln!(child.stdin.as_mut().expect("stdin"), "go").expect("the child reads");
    }
    let mut reports: Vec<Report> = Vec::new();
    for output in &mut outputs {
        let line = output.next().expect("a report").expect("a report");
        reports.push(serde_json::from_str(&line).expect("a report"));
    }
    for child in &mut children {
        child.wait().expect("the child ends");
    }
    let wall = reports.iter().map(|r| r.wall_s).fold(0.0, f64::max);
    let wall_clock = began.elapsed().as_secs_f64();
    let mut all: Vec<f64> = reports
        .iter()
        .flat_map(|r| r.latencies_ms.iter().copied())
        .collect();
    all.sort_by(|a, b| a.total_cmp(b));
    for (i, report) in reports.iter().enumerate() {
        println!("process {i}: {}", common::load::summary(report));
    }
    let sum = |f: fn(&Report) -> usize| reports.iter().map(f).sum::<usize>();
    println!(
        "all: games {}  moves {}  errors {}  lost {}  doubled {}  throughput {:.0} moves/s \
         (moves phase {:.1} s, {:.1} s with the checks)  latency p50 {:.2} ms  p99 {:.2} ms  \
         max {:.1} ms  peak RSS per process {} MiB",
        sum(|r| r.games),
        all.len(),
        sum(|r| r.errors),
        sum(|r| r.lost),
        sum(|r| r.doubled),
        all.len() as f64 / wall,
        wall,
        wall_clock,
        common::percentile(&all, 50.0),
        common::percentile(&all, 99.0),
        all.last().copied().unwrap_or(0.0),
        reports
            .iter()
            .map(|r| format!("{:.0}", r.peak_rss_mib))
            .collect::<Vec<_>>()
            .join("/"),
    );
    let target = common::load::Target {
        moves_per_s: 1000.0,
        p99_ms: 50.0,
        rss_mb: None,
    };
    let peak = reports.iter().map(|r| r.peak_rss_mib).fold(0.0, f64::max);
    println!(
        "{}",
        common::load::verdict(
            target,
            all.len() as f64 / wall,
            common::percentile(&all, 99.0),
            peak
        )
    );
    drop(server);
    assert_eq!(sum(|r| r.errors + r.lost + r.doubled), 0);
}
