//! The store under races and restarts: two moves for one game never both apply, a restart
//! loses nothing, and many games played at once by tasks through one store stay exact.

mod support;

use std::sync::Arc;

use bot::message::{Channel, Incoming, Platform, Via};
use bot::service::{Service, ServiceOptions};
use bot::store::{GameStatus, GameUpdate, StoreError};
use rules::{Game, Position, Variant};
use support::{TestBot, message, miniatures, text};

fn no_images() -> ServiceOptions {
    ServiceOptions {
        images: false,
        ..ServiceOptions::default()
    }
}

/// Black (bob) moves first in English: all seven legal first moves at once, from seven tasks;
/// the answers, in the order of the moves.
async fn every_first_move_at_once(bot: &TestBot) -> Vec<Vec<bot::message::Reply>> {
    let tasks: Vec<_> = Position::start(Variant::English)
        .legal_move_texts()
        .iter()
        .map(|mv| {
            let service = bot.service.clone();
            let incoming = message(&format!("bob: !move {mv}"));
            tokio::spawn(async move { service.handle(incoming).await })
        })
        .collect();
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(task.await.unwrap());
    }
    answers
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_moves_for_one_game_never_both_apply() {
    let bot = TestBot::with_options(no_images()).await;
    let id = bot.start("alice", "bob", "english").await;
    let mut accepted = 0;
    for replies in every_first_move_at_once(&bot).await {
        if replies[0].board.is_some() {
            accepted += 1;
        } else {
            assert!(
                text(&replies).contains("not your turn"),
                "{}",
                text(&replies)
            );
        }
    }
    assert_eq!(accepted, 1);
    assert_eq!(bot.store.events(id).await.unwrap().len(), 1);
    let row = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(row.plies, 1);
    assert_eq!(row.events, 1);
}

/// A message that reads a game while another commits a move must not see the game's row from
/// before the move and its moves from after: every racing message gets a proper answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn racing_readers_never_see_a_half_updated_game() {
    for _ in 0..20 {
        let bot = TestBot::with_options(no_images()).await;
        bot.start("alice", "bob", "english").await;
        for replies in every_first_move_at_once(&bot).await {
            let answer = text(&replies);
            assert!(!answer.contains("went wrong"), "{answer}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_whole_game_with_every_move_sent_four_times_at_once() {
    let bot = TestBot::with_options(no_images()).await;
    let game = &miniatures()[0];
    let id = bot.start("alice", "bob", game.variant.name()).await;
    let first = game.variant.first_player();
    for (i, mv) in game.moves.iter().enumerate() {
        let mover_is_white = i.is_multiple_of(2) == (first == rules::Color::White);
        let who = if mover_is_white { "alice" } else { "bob" };
        let tasks: Vec<_> = (0..4)
            .map(|_| {
                let service = bot.service.clone();
                let incoming = message(&format!("{who}: !move #{id} {mv}"));
                tokio::spawn(async move { service.handle(incoming).await })
            })
            .collect();
        let mut accepted = 0;
        for task in tasks {
            if task.await.unwrap()[0].board.is_some() {
                accepted += 1;
            }
        }
        assert_eq!(accepted, 1, "ply {} {mv}", i + 1);
    }
    let row = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    assert_eq!(row.plies as usize, game.moves.len());
    assert_eq!(row.end_reason.as_deref(), Some(game.cause.as_str()));
    let stored: Vec<String> = bot
        .store
        .events(id)
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.text)
        .collect();
    assert_eq!(stored, game.moves);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_version_guard_lets_one_of_two_writers_through() {
    let bot = TestBot::new().await;
    let id = bot.start("alice", "bob", "english").await;
    let row = bot.store.game(id).await.unwrap().unwrap();
    let mut a = row.clone();
    a.offer_kind = Some("draw".into());
    a.offer_by = Some("white".into());
    a.offer_plies = Some(0);
    let mut b = row.clone();
    b.offer_kind = Some("draw".into());
    b.offer_by = Some("black".into());
    b.offer_plies = Some(0);
    let (ra, rb) = tokio::join!(
        bot.store.update_game(GameUpdate {
            game: &a,
            keep_events: None,
            append: &[],
            challenge: None,
        }),
        bot.store.update_game(GameUpdate {
            game: &b,
            keep_events: None,
            append: &[],
            challenge: None,
        }),
    );
    let stale = [&ra, &rb]
        .iter()
        .filter(|r| matches!(r, Err(StoreError::Stale { .. })))
        .count();
    assert_eq!(stale, 1, "{ra:?} {rb:?}");
    let after = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(after.version, row.version + 1);
}

#[tokio::test]
async fn a_restart_loses_nothing() {
    for game in miniatures() {
        let mut bot = TestBot::with_options(no_images()).await;
        let id = bot.start("alice", "bob", game.variant.name()).await;
        let first = game.variant.first_player();
        let half = game.moves.len() / 2;
        for (i, mv) in game.moves.iter().enumerate() {
            let mover_is_white = i.is_multiple_of(2) == (first == rules::Color::White);
            let who = if mover_is_white { "alice" } else { "bob" };
            let other = if mover_is_white { "bob" } else { "alice" };
            if i == half {
                // Pending state survives too: a draw offer made just before.
                assert!(
                    bot.text(&format!("{other}: !draw"))
                        .await
                        .contains("offers a draw")
                );
                bot = bot.restart().await;
                let declined = bot.text(&format!("{who}: !decline")).await;
                assert!(declined.contains("declines your draw offer"), "{declined}");
            }
            let answer = bot.text(&format!("{who}: !move {mv}")).await;
            assert!(
                answer.contains(mv.as_str()),
                "{:?} ply {}: {answer}",
                game.variant,
                i + 1
            );
        }
        let row = bot.store.game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished, "{:?}", game.variant);
        let mut replayed = Game::new(game.variant);
        for mv in &game.moves {
            replayed.play_text(mv).unwrap();
        }
        assert_eq!(row.fen, replayed.position().to_fen());
        bot.store.close().await;
    }
}

/// Many games at once, each in its own channel, each driven by its own task.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_games_at_once_through_one_store() {
    let bot = TestBot::with_options(no_images()).await;
    let service = Arc::new(bot.service.clone());
    let games = miniatures();
    let tasks: Vec<_> = (0..50)
        .map(|i| {
            let service = Arc::clone(&service);
            let game = games[i % games.len()].clone();
            tokio::spawn(async move { play(&service, i, &game).await })
        })
        .collect();
    let mut ids = Vec::new();
    for task in tasks {
        ids.push(task.await.unwrap());
    }
    for (i, id) in ids.into_iter().enumerate() {
        let game = &games[i % games.len()];
        let row = bot.store.game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        let stored: Vec<String> = bot
            .store
            .events(id)
            .await
            .unwrap()
            .into_iter()
            .map(|e| e.text)
            .collect();
        assert_eq!(stored, game.moves, "game {id}: no lost or doubled move");
    }
}

async fn play(service: &Service, i: usize, game: &support::Miniature) -> i64 {
    let channel = Channel {
        platform: Platform::Console,
        id: format!("channel-{i}"),
        thread: None,
        community: "load".into(),
    };
    let send = |author: &str, text: String| {
        let mut incoming = message(&format!("{author}: {text}"));
        incoming.channel = channel.clone();
        incoming
    };
    let white = format!("white{i}");
    let black = format!("black{i}");
    let replies = service
        .handle(send(
            &white,
            format!("!challenge @{black} {} white", game.variant.name()),
        ))
        .await;
    let id = replies[0].game.expect("a challenge");
    let replies = service.handle(send(&black, "!accept".into())).await;
    assert!(text(&replies).contains("starts"), "{}", text(&replies));
    let first = game.variant.first_player();
    for (ply, mv) in game.moves.iter().enumerate() {
        let mover_is_white = ply.is_multiple_of(2) == (first == rules::Color::White);
        let who = if mover_is_white { &white } else { &black };
        let incoming: Incoming = send(who, format!("!move {mv}"));
        assert_eq!(incoming.via, Via::Text);
        let replies = service.handle(incoming).await;
        assert!(replies[0].board.is_some(), "{}", text(&replies));
    }
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_challenges_at_once_open_one_game() {
    let bot = TestBot::with_options(no_images()).await;
    let tasks: Vec<_> = ["alice: !challenge @bob", "bob: !challenge @alice"]
        .into_iter()
        .cycle()
        .take(6)
        .map(|line| {
            let service = bot.service.clone();
            let incoming = message(line);
            tokio::spawn(async move { service.handle(incoming).await })
        })
        .collect();
    let mut created = 0;
    for task in tasks {
        if !task.await.unwrap()[0].buttons.is_empty() {
            created += 1;
        }
    }
    assert_eq!(created, 1);
    let open = bot.store.open_games("console", "console").await.unwrap();
    assert_eq!(open.len(), 1);
}
