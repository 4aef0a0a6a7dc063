//! Glicko-2 ratings as players meet them: updated at the end of every game between two
//! people (by play, resignation, agreement), against reference values computed apart from
//! the bot; per community and per variant; shown by `!stats` and ranked by `!top`.

mod support;

use bot::message::{Channel, Incoming, Platform};
use bot::service::ServiceOptions;
use bot::store::{Challenged, GameStatus, GameUpdate, StoreError};
use rules::{Color, Variant};
use support::{TestBot, english_challenge, message, miniatures, text};

/// Reference values, computed independently of `bot::rating` by a separate implementation
/// of steps 1–8 of Glickman's "Example of the Glicko-2 system" (τ = 0.5, ε = 1e-6):
/// two newcomers (1500, RD 350, σ 0.06) after one decisive game…
const WINNER_1: (f64, f64, f64) = (1662.3109, 290.3190, 0.059_999_68);
const LOSER_1: (f64, f64, f64) = (1337.6891, 290.3190, 0.059_999_68);
/// …and the same two after a second game, drawn.
const WINNER_2: (f64, f64, f64) = (1576.6887, 260.4888, 0.059_999_15);
const LOSER_2: (f64, f64, f64) = (1423.3113, 260.4888, 0.059_999_15);

async fn bot() -> TestBot {
    TestBot::with_options(ServiceOptions {
        images: false,
        ..ServiceOptions::default()
    })
    .await
}

/// (rating, deviation, volatility, games) of a console user in the console community.
async fn rating(bot: &TestBot, user: &str, variant: &str) -> Option<(f64, f64, f64, i64)> {
    rating_in(bot, "console", user, variant).await
}

async fn rating_in(
    bot: &TestBot,
    community: &str,
    user: &str,
    variant: &str,
) -> Option<(f64, f64, f64, i64)> {
    sqlx::query_as(
        "SELECT rating, deviation, volatility, games FROM ratings \
         WHERE platform = 'console' AND community = ? AND user_id = ? AND variant = ?",
    )
    .bind(community)
    .bind(user)
    .bind(variant)
    .fetch_optional(bot.service.store().pool())
    .await
    .unwrap()
}

fn update(game: &bot::store::GameRow) -> GameUpdate<'_> {
    GameUpdate {
        game,
        keep_events: None,
        append: &[],
        challenge: None,
    }
}

fn assert_close(got: Option<(f64, f64, f64, i64)>, want: (f64, f64, f64), games: i64) {
    let (r, rd, sigma, n) = got.expect("a rating");
    assert!((r - want.0).abs() < 1e-3, "rating {r} vs {}", want.0);
    assert!((rd - want.1).abs() < 1e-3, "deviation {rd} vs {}", want.1);
    assert!(
        (sigma - want.2).abs() < 1e-7,
        "volatility {sigma} vs {}",
        want.2
    );
    assert_eq!(n, games);
}

#[tokio::test]
async fn ratings_follow_glicko2_game_after_game() {
    let bot = bot().await;
    assert!(
        bot.text("alice: !stats")
            .await
            .contains("no finished games here yet")
    );
    bot.start_opened("alice", "bob", "english").await;
    let ended = bot.text("bob: !resign").await;
    assert!(
        ended.contains("Ratings (English draughts): alice 1500 → 1662, bob 1500 → 1338."),
        "{ended}"
    );
    assert_close(rating(&bot, "alice", "english").await, WINNER_1, 1);
    assert_close(rating(&bot, "bob", "english").await, LOSER_1, 1);
    let stats = bot.text("carol: !stats @alice").await;
    assert!(
        stats.contains("English draughts: 1 won, 0 drawn, 0 lost — rating 1662 ± 290"),
        "{stats}"
    );

    // A draw by agreement is a rating period too.
    bot.start_opened("bob", "alice", "english").await;
    bot.say("alice: !draw").await;
    let drawn = bot.text("bob: !accept").await;
    assert!(
        drawn.contains("Ratings (English draughts): bob 1338 → 1423, alice 1662 → 1577."),
        "{drawn}"
    );
    assert_close(rating(&bot, "alice", "english").await, WINNER_2, 2);
    assert_close(rating(&bot, "bob", "english").await, LOSER_2, 2);

    let top = bot.text("carol: !top").await;
    assert!(top.contains("rating − 2×RD"), "{top}");
    assert!(
        top.contains("\n1. alice — 1577 ± 260, 2 games\n2. bob — 1423 ± 260, 2 games"),
        "{top}"
    );
    let bob = bot.text("bob: !stats").await;
    assert!(
        bob.contains("English draughts: 0 won, 1 drawn, 1 lost — rating 1423 ± 260"),
        "{bob}"
    );
}

#[tokio::test]
async fn a_game_won_by_play_is_rated() {
    let bot = bot().await;
    let game = miniatures()
        .into_iter()
        .find(|m| m.variant == Variant::Italian)
        .expect("an Italian miniature");
    let id = bot.start("alice", "bob", "italian").await;
    let mut turn = Variant::Italian.first_player();
    let mut last = String::new();
    for mv in &game.moves {
        let who = if turn == Color::White { "alice" } else { "bob" };
        last = bot.text(&format!("{who}: !move #{id} {mv}")).await;
        turn = !turn;
    }
    assert!(last.contains("is over"), "{last}");
    assert!(last.contains("Ratings (Italian draughts)"), "{last}");
    let (winner, loser) = match game.loser {
        Color::White => ("bob", "alice"),
        Color::Black => ("alice", "bob"),
    };
    assert_close(rating(&bot, winner, "italian").await, WINNER_1, 1);
    assert_close(rating(&bot, loser, "italian").await, LOSER_1, 1);
    // Another variant's table is another table.
    assert_eq!(rating(&bot, winner, "english").await, None);
    let top = bot.text("carol: !top english").await;
    assert!(
        top.contains("No rated games of English draughts here yet"),
        "{top}"
    );
    // The channel's variant is !top's default.
    bot.say("admin: !settings variant italian").await;
    let top = bot.text("carol: !top").await;
    assert!(
        top.contains(&format!("1. {winner} — 1662 ± 290, 1 game")),
        "{top}"
    );
}

/// A message from another server (community) on the console platform.
fn elsewhere(line: &str) -> Incoming {
    Incoming {
        channel: Channel {
            platform: Platform::Console,
            id: "other-channel".into(),
            thread: None,
            community: "other-server".into(),
        },
        ..message(line)
    }
}

#[tokio::test]
async fn each_community_has_its_own_ratings() {
    let bot = bot().await;
    bot.start_opened("alice", "bob", "english").await;
    bot.say("bob: !resign").await;

    // In another server bob beats alice: that server's table only.
    let replies = bot
        .service
        .handle(elsewhere("bob: !challenge @alice english white"))
        .await;
    let id = replies[0].game.unwrap();
    bot.service
        .handle(elsewhere(&format!("alice: !accept #{id}")))
        .await;
    // Each side moves once: an earlier resignation would abort the game.
    for line in ["alice: !move 10-14", "bob: !move 21-17", "alice: !resign"] {
        bot.service.handle(elsewhere(line)).await;
    }

    assert_close(rating(&bot, "alice", "english").await, WINNER_1, 1);
    assert_close(
        rating_in(&bot, "other-server", "bob", "english").await,
        WINNER_1,
        1,
    );
    assert_close(
        rating_in(&bot, "other-server", "alice", "english").await,
        LOSER_1,
        1,
    );
    let here = bot.text("carol: !top").await;
    assert!(here.contains("1. alice"), "{here}");
    let there = text(&bot.service.handle(elsewhere("carol: !top")).await);
    assert!(there.contains("1. bob"), "{there}");
    let stats = text(&bot.service.handle(elsewhere("alice: !stats")).await);
    assert!(
        stats.contains("0 won, 0 drawn, 1 lost — rating 1338"),
        "{stats}"
    );
}

#[tokio::test]
async fn one_person_playing_both_sides_is_not_rated() {
    let bot = bot().await;
    let store = bot.service.store();
    let Challenged::Created(row) = store
        .create_challenge(&english_challenge("carol", "carol"))
        .await
        .unwrap()
    else {
        panic!("a new game");
    };
    let mut active = row.clone();
    active.status = GameStatus::Active;
    let version = store.update_game(update(&active)).await.unwrap();
    active.version = version;
    let mut finished = active.clone();
    finished.status = GameStatus::Finished;
    finished.winner = Some("white".into());
    finished.end_reason = Some("resignation".into());
    let done = store.update_game_rated(update(&finished)).await.unwrap();
    assert_eq!(done.ratings, None);
    assert_eq!(rating(&bot, "carol", "english").await, None);
}

#[tokio::test]
async fn a_stale_end_rates_nobody() {
    let bot = bot().await;
    let id = bot.start("alice", "bob", "english").await;
    let store = bot.service.store();
    let before = store.game(id).await.unwrap().unwrap();
    bot.say("bob: !move 11-15").await;
    // An end computed from the game before the move loses the race, ratings included.
    let mut finished = before.clone();
    finished.status = GameStatus::Finished;
    finished.winner = Some("black".into());
    finished.end_reason = Some("resignation".into());
    let stale = store.update_game_rated(update(&finished)).await;
    assert!(matches!(stale, Err(StoreError::Stale { .. })), "{stale:?}");
    assert_eq!(rating(&bot, "bob", "english").await, None);
    assert_eq!(
        store.game(id).await.unwrap().unwrap().status,
        GameStatus::Active
    );
}

/// Plays `moves` in game `id` from the variant's first player, alice White.
async fn play_out(bot: &TestBot, id: i64, variant: Variant, moves: &[String]) -> String {
    let mut turn = variant.first_player();
    let mut last = String::new();
    for mv in moves {
        let who = if turn == Color::White { "alice" } else { "bob" };
        last = bot.text(&format!("{who}: !move #{id} {mv}")).await;
        turn = !turn;
    }
    last
}

/// Each new variant rates in a table of its own, and giveaway games in another one beside
/// their variant's: winning by giving everything away is a different skill.
#[tokio::test]
async fn each_new_variant_and_its_giveaway_games_rate_apart() {
    let bot = bot().await;
    let new = [
        Variant::Russian,
        Variant::Turkish,
        Variant::Pool,
        Variant::Czech,
        Variant::Frisian,
        Variant::Canadian,
    ];
    for variant in new {
        let game = miniatures()
            .into_iter()
            .find(|m| m.variant == variant)
            .expect("a miniature");
        let id = bot.start("alice", "bob", variant.name()).await;
        let last = play_out(&bot, id, variant, &game.moves).await;
        assert!(last.contains("is over"), "{variant}: {last}");
        // White loses every miniature of the new variants.
        assert_close(rating(&bot, "bob", variant.name()).await, WINNER_1, 1);
        assert_close(rating(&bot, "alice", variant.name()).await, LOSER_1, 1);
        let top = bot.text(&format!("carol: !top {}", variant.name())).await;
        assert!(top.contains("1. bob — 1662 ± 290, 1 game"), "{top}");
    }

    // Giveaway Russian: Black gives every piece away and wins.
    let moves: Vec<String> = "g3-h4 b6-a5 e3-d4 a5-b4 c3:a5 c7-b6 a5:c7:e5 d8-c7 d2-c3 f6-g5 \
        h4:f6:d8:a5 h6-g5 e5-d6 f8-e7 d6:f8:h6:d2 a7-b6 a5:d8 b8-c7 d8:a5 h8-g7 d2-g5 g7-f6 g5:d8"
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let id = bot.start("alice", "bob", "russian giveaway").await;
    let last = play_out(&bot, id, Variant::Russian, &moves).await;
    assert!(
        last.contains("Ratings (Russian draughts, giveaway)"),
        "{last}"
    );
    assert_close(rating(&bot, "bob", "russian-giveaway").await, WINNER_1, 1);
    assert_close(rating(&bot, "alice", "russian-giveaway").await, LOSER_1, 1);
    // The plain Russian table did not move.
    assert_close(rating(&bot, "bob", "russian").await, WINNER_1, 1);
    let top = bot.text("carol: !top russian giveaway").await;
    assert!(
        top.contains("Leaderboard of Russian draughts, giveaway")
            && top.contains("1. bob — 1662 ± 290, 1 game"),
        "{top}"
    );
    let stats = bot.text("bob: !stats").await;
    assert!(
        stats.contains("Russian draughts: 1 won, 0 drawn, 0 lost")
            && stats.contains("Russian draughts, giveaway: 1 won, 0 drawn, 0 lost")
            && stats.contains("Canadian draughts: 1 won"),
        "{stats}"
    );
}

/// An unrated game says so where the players decide (issue 33): in the challenge and in the
/// message that starts it; a rated one says neither, and its result moves nobody's rating.
#[tokio::test]
async fn an_unrated_challenge_and_its_start_say_unrated() {
    let bot = bot().await;
    let offer = bot
        .text("alice: !challenge @bob english white unrated")
        .await;
    assert!(offer.contains("unrated"), "{offer}");
    let start = bot.text("bob: !accept").await;
    assert!(start.contains("Unrated"), "{start}");
    bot.say("alice: !resign").await;
    assert_eq!(rating(&bot, "alice", "english").await, None);

    let offer = bot.text("alice: !challenge @bob english white").await;
    assert!(!offer.to_lowercase().contains("unrated"), "{offer}");
    let start = bot.text("bob: !accept").await;
    assert!(!start.to_lowercase().contains("unrated"), "{start}");
}
