//! Helpers shared by the service tests: a bot on a fresh SQLite file, and console-style
//! messages (`alice: !move 11-15`).
#![allow(dead_code)]

pub mod clocked;
pub mod db;
pub mod piped_console;
pub mod quick_engine;

use bot::adapters::console;
use bot::message::{Incoming, Reply, Via};
use bot::service::{Service, ServiceOptions};
use bot::store::{NewChallenge, Store};
use tempfile::TempDir;

pub struct TestBot {
    pub service: Service,
    pub store: Store,
    pub url: String,
    pub dir: TempDir,
}

impl TestBot {
    pub async fn new() -> TestBot {
        TestBot::with_options(ServiceOptions::default()).await
    }

    pub async fn with_options(options: ServiceOptions) -> TestBot {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let url = format!("sqlite://{}/dama.db", dir.path().display());
        TestBot::at(url, dir, options).await
    }

    /// A bot on the database at `url` (SQLite or PostgreSQL), with its own connection pool;
    /// `dir` is kept as long as the bot (the SQLite file's folder).
    pub async fn at(url: String, dir: TempDir, options: ServiceOptions) -> TestBot {
        let store = Store::connect(&url).await.expect("the store opens");
        let service = Service::new(store.clone(), options);
        TestBot {
            service,
            store,
            url,
            dir,
        }
    }

    /// Closes the store and opens the database file again, as a restarted process would.
    pub async fn restart(self) -> TestBot {
        let options = self.service.options().clone();
        self.store.close().await;
        drop(self.service);
        let store = Store::connect(&self.url).await.expect("the store reopens");
        let service = Service::new(store.clone(), options);
        TestBot {
            service,
            store,
            url: self.url,
            dir: self.dir,
        }
    }

    /// Sends one console line (`alice: !move 11-15`) and returns the replies.
    pub async fn say(&self, line: &str) -> Vec<Reply> {
        self.service.handle(message(line)).await
    }

    /// The replies' text, joined.
    pub async fn text(&self, line: &str) -> String {
        text(&self.say(line).await)
    }

    /// Challenges and accepts: returns the game id. `colour` is the challenger's.
    pub async fn start(&self, white: &str, black: &str, variant: &str) -> i64 {
        let replies = self
            .say(&format!("{white}: !challenge @{black} {variant} white"))
            .await;
        let id = replies[0].game.expect("a challenge names its game");
        let started = self.text(&format!("{black}: !accept #{id}")).await;
        assert!(started.contains("starts"), "{started}");
        id
    }

    /// Like [`TestBot::start`], then each side plays its first legal move (in sorted order),
    /// so that an end by resignation, agreement or time is a result rather than an abort
    /// (a game ending before each side has moved is aborted).
    #[allow(dead_code)]
    pub async fn start_opened(&self, white: &str, black: &str, variant: &str) -> i64 {
        let id = self.start(white, black, variant).await;
        let mut game = rules::Game::new(variant.parse().expect("a variant"));
        for _ in 0..2 {
            let position = *game.position();
            let mut texts: Vec<String> = game
                .legal_moves()
                .iter()
                .map(|mv| position.move_text(mv))
                .collect();
            texts.sort();
            let mover = if position.turn() == rules::Color::White {
                white
            } else {
                black
            };
            let played = self
                .text(&format!("{mover}: !move #{id} {}", texts[0]))
                .await;
            assert!(played.contains(&texts[0]), "{played}");
            game.play_text(&texts[0]).expect("a legal move");
        }
        id
    }
}

pub fn message(line: &str) -> Incoming {
    console::incoming(line).expect("a message line")
}

pub fn slash(line: &str) -> Incoming {
    Incoming {
        via: Via::Slash,
        ..message(line)
    }
}

pub fn text(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| r.plain_text())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether a reply is an accepted move (it carries the board image).
pub fn is_board(reply: &Reply) -> bool {
    reply
        .image
        .as_ref()
        .is_some_and(|i| i.mime == "image/png" && i.bytes.starts_with(b"\x89PNG"))
}

/// One line of `tests/data/miniatures.txt`: a short game won by play.
#[derive(Debug, Clone)]
pub struct Miniature {
    pub variant: rules::Variant,
    /// The side that loses.
    pub loser: rules::Color,
    /// `no-pieces` or `no-legal-move`.
    pub cause: String,
    pub moves: Vec<String>,
}

pub fn miniatures() -> Vec<Miniature> {
    let text = include_str!("../data/miniatures.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            Miniature {
                variant: fields[0].parse().expect("a variant"),
                loser: if fields[1] == "white" {
                    rules::Color::White
                } else {
                    rules::Color::Black
                },
                cause: fields[2].to_string(),
                moves: fields[3].split_whitespace().map(str::to_string).collect(),
            }
        })
        .collect()
}

/// A rated challenge of English draughts in the console's channel, from `white` (who plays
/// white) to `black`, as the store takes it from the service: ids that are also the names.
/// Other platforms, channels or names are set over it (`..english_challenge(..)`).
#[allow(dead_code)]
pub fn english_challenge(white: &str, black: &str) -> NewChallenge {
    NewChallenge {
        platform: "console".into(),
        channel_id: "console".into(),
        thread_id: None,
        community: "console".into(),
        variant: "english".into(),
        soffio: false,
        giveaway: false,
        start_fen: rules::Position::start(rules::Variant::English).to_fen(),
        white_id: white.into(),
        white_name: white.into(),
        black_id: black.into(),
        black_name: black.into(),
        challenger_id: white.into(),
        challenged_id: black.into(),
        color_choice: "white".into(),
        days_per_move: None,
        bank: None,
        live: None,
        rated: true,
    }
}
