//! Shared set-up of the benchmarks: a service on a fresh SQLite file, and games prepared
//! with random legal lines so that every measured move is a real mid-game move.
#![allow(dead_code)]

pub mod load;

use bot::adapters::console;
use bot::message::{Channel, Incoming, Platform};
use bot::service::{Service, ServiceOptions};
use bot::store::Store;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use rules::{Color, Game, Variant};
use tempfile::TempDir;

pub struct Bench {
    pub service: Service,
    pub store: Store,
    pub dir: TempDir,
}

pub async fn bench(images: bool) -> Bench {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let url = format!("sqlite://{}/dama.db", dir.path().display());
    let store = Store::connect(&url).await.expect("the store opens");
    let service = Service::new(
        store.clone(),
        ServiceOptions {
            images,
            ..ServiceOptions::default()
        },
    );
    Bench {
        service,
        store,
        dir,
    }
}

/// A random legal game of at most `plies` moves that does not end (its last move is dropped
/// if it would).
pub fn random_line(variant: Variant, plies: usize, seed: u64) -> Vec<String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(variant);
    let mut line = Vec::new();
    while line.len() < plies {
        let moves = game.position().legal_moves();
        let mv = moves[rng.random_range(0..moves.len())];
        let text = game.position().move_text(&mv);
        let mut next = game.clone();
        next.play(&mv).expect("legal");
        if next.is_over() {
            break;
        }
        game = next;
        line.push(text);
    }
    line
}

/// A message in channel `channel` from `author`.
pub fn message(channel: &str, author: &str, text: &str) -> Incoming {
    let mut incoming = console::incoming(&format!("{author}: {text}")).expect("a line");
    incoming.channel = Channel {
        platform: Platform::Console,
        id: channel.to_string(),
        thread: None,
        community: "bench".into(),
    };
    incoming
}

/// A game under way: its id, its line, how far it has been played.
pub struct Prepared {
    pub id: i64,
    pub channel: String,
    pub line: Vec<String>,
    pub next: usize,
    pub first: Color,
}

impl Prepared {
    /// The message for the next move, if the line goes on.
    pub fn next_move(&mut self) -> Option<Incoming> {
        let text = self.line.get(self.next)?;
        let white_moves = self.next.is_multiple_of(2) == (self.first == Color::White);
        let who = if white_moves { "white" } else { "black" };
        self.next += 1;
        Some(message(
            &self.channel,
            who,
            &format!("!move #{} {text}", self.id),
        ))
    }
}

/// Starts `count` games of `variant` (one channel each) and plays `opening` moves of each.
pub async fn prepare(
    service: &Service,
    variant: Variant,
    count: usize,
    opening: usize,
) -> Vec<Prepared> {
    // Channels are never reused: a pair has one open game per channel.
    static PREPARED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let mut games = Vec::new();
    for i in 0..count {
        let n = PREPARED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let channel = format!("bench-{n}");
        let replies = service
            .handle(message(
                &channel,
                "white",
                &format!("!challenge @black {} white", variant.name()),
            ))
            .await;
        let id = replies[0].game.expect("a challenge");
        service.handle(message(&channel, "black", "!accept")).await;
        let mut game = Prepared {
            id,
            channel,
            line: random_line(variant, 120, i as u64),
            next: 0,
            first: variant.first_player(),
        };
        for _ in 0..opening {
            if let Some(incoming) = game.next_move() {
                service.handle(incoming).await;
            }
        }
        games.push(game);
    }
    games
}

/// The median and the p-th percentile of durations, in milliseconds.
pub fn percentile(sorted_ms: &[f64], p: f64) -> f64 {
    if sorted_ms.is_empty() {
        return 0.0;
    }
    let rank = ((p / 100.0) * (sorted_ms.len() - 1) as f64).round() as usize;
    sorted_ms[rank.min(sorted_ms.len() - 1)]
}

/// Peak resident memory of this process (VmHWM), in MiB.
pub fn peak_memory_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map(|kb| kb / 1024.0)
        .unwrap_or(0.0)
}
