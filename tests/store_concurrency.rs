//! The store under races and restarts, on SQLite and on PostgreSQL (a real server the suite
//! starts itself; see `support/db.rs`): every test body below runs on both, as
//! `sqlite::NAME` and `postgres::NAME`.
//!
//! One store: two moves for one game never both apply, a restart loses nothing, many games
//! played at once stay exact. Several stores on one database, each with its own connection
//! pool and its service its own cache — as several processes would be: a move is applied
//! only to the position it was checked against, a challenge is accepted once, a game is
//! rated once, game numbers stay unique and short, an `@handle` stand-in is claimed once,
//! and each clock event (warning, reminder, time-out) is committed and announced once.

mod support;

use bot::clock::{DAY, HOUR, ManualClock};
use bot::message::{Channel, Incoming, Outbound, Platform, User, Via};
use bot::scheduler::Scheduler;
use bot::service::{Service, ServiceOptions};
use bot::store::{
    ChallengeStatus, Challenged, GameStatus, GameUpdate, NewChallenge, StoreError, stand_in_id,
};
use futures::future::join_all;
use rules::{Game, Position, Variant};
use support::db::{TestDb, on_both_databases};
use support::{TestBot, english_challenge, message, miniatures, text};

on_both_databases!(
    worker_threads = 4;
    concurrent_moves_for_one_game_never_both_apply,
    racing_readers_never_see_a_half_updated_game,
    a_whole_game_with_every_move_sent_four_times_at_once,
    the_version_guard_lets_one_of_two_writers_through,
    a_restart_loses_nothing,
    fifty_games_at_once_through_one_store,
    two_challenges_at_once_open_one_game,
    one_of_the_first_moves_sent_through_two_and_four_processes_applies,
    a_whole_game_with_every_move_sent_by_every_process,
    a_challenge_accepted_by_every_process_at_once_starts_once,
    a_game_resigned_through_every_process_at_once_is_rated_once,
    games_of_one_player_ending_at_once_in_every_process_all_count,
    game_numbers_stay_unique_and_short_across_processes,
    two_challenges_from_every_process_open_one_game,
    a_stand_in_is_claimed_once_by_every_process,
    each_clock_event_is_committed_and_announced_once_across_processes,
    a_giveaway_game_is_stored_restarted_and_rated_apart,
);

fn no_images() -> ServiceOptions {
    ServiceOptions {
        images: false,
        ..ServiceOptions::default()
    }
}

async fn bot_on(db: &TestDb, options: ServiceOptions) -> TestBot {
    let dir = tempfile::tempdir().expect("a temporary folder");
    TestBot::at(db.url.clone(), dir, options).await
}

/// `n` bots on one database, each with its own pool, service and cache: `n` processes.
async fn processes(db: &TestDb, n: usize, options: ServiceOptions) -> Vec<TestBot> {
    let mut bots = Vec::new();
    for _ in 0..n {
        bots.push(bot_on(db, options.clone()).await);
    }
    bots
}

/// Sends every `(bot, line)` at once, each from its own task; the answers in that order.
async fn at_once(sends: Vec<(&TestBot, String)>) -> Vec<Vec<bot::message::Reply>> {
    let tasks: Vec<_> = sends
        .into_iter()
        .map(|(bot, line)| {
            let service = bot.service.clone();
            let incoming = message(&line);
            tokio::spawn(async move { service.handle(incoming).await })
        })
        .collect();
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(task.await.expect("the task ends"));
    }
    answers
}

/// The first player of English (Black) sends all seven legal first moves at once, spread
/// over `bots` in turn; the answers, in the order of the moves.
async fn every_first_move_at_once(bots: &[&TestBot], mover: &str) -> Vec<Vec<bot::message::Reply>> {
    let sends = Position::start(Variant::English)
        .legal_move_texts()
        .iter()
        .enumerate()
        .map(|(i, mv)| (bots[i % bots.len()], format!("{mover}: !move {mv}")))
        .collect();
    at_once(sends).await
}

fn accepted(replies: &[bot::message::Reply]) -> bool {
    replies.first().is_some_and(|r| r.board.is_some())
}

async fn concurrent_moves_for_one_game_never_both_apply(db: TestDb) {
    let bot = bot_on(&db, no_images()).await;
    let id = bot.start("alice", "bob", "english").await;
    let mut moved = 0;
    for replies in every_first_move_at_once(&[&bot], "bob").await {
        if accepted(&replies) {
            moved += 1;
        } else {
            assert!(
                text(&replies).contains("not your turn"),
                "{}",
                text(&replies)
            );
        }
    }
    assert_eq!(moved, 1);
    assert_eq!(bot.store.events(id).await.unwrap().len(), 1);
    let row = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(row.plies, 1);
    assert_eq!(row.events, 1);
}

/// A message that reads a game while another commits a move must not see the game's row from
/// before the move and its moves from after: every racing message gets a proper answer.
async fn racing_readers_never_see_a_half_updated_game(db: TestDb) {
    let bot = bot_on(&db, no_images()).await;
    for round in 0..20 {
        let (white, black) = (format!("alice{round}"), format!("bob{round}"));
        bot.start(&white, &black, "english").await;
        for replies in every_first_move_at_once(&[&bot], &black).await {
            let answer = text(&replies);
            assert!(!answer.contains("went wrong"), "{answer}");
        }
    }
}

async fn a_whole_game_with_every_move_sent_four_times_at_once(db: TestDb) {
    let bot = bot_on(&db, no_images()).await;
    let game = &miniatures()[0];
    let id = bot.start("alice", "bob", game.variant.name()).await;
    play_raced(&[&bot, &bot, &bot, &bot], id, game).await;
}

/// Plays `game` (alice White, bob Black) with each move sent through every bot at once:
/// exactly one of each applies, and the game ends as the miniature does.
async fn play_raced(bots: &[&TestBot], id: i64, game: &support::Miniature) {
    let first = game.variant.first_player();
    for (i, mv) in game.moves.iter().enumerate() {
        let mover_is_white = i.is_multiple_of(2) == (first == rules::Color::White);
        let who = if mover_is_white { "alice" } else { "bob" };
        let sends = bots
            .iter()
            .map(|bot| (*bot, format!("{who}: !move #{id} {mv}")))
            .collect();
        let moved = at_once(sends)
            .await
            .iter()
            .filter(|replies| accepted(replies))
            .count();
        assert_eq!(moved, 1, "ply {} {mv}", i + 1);
    }
    let store = &bots[0].store;
    let row = store.game(id).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    assert_eq!(row.plies as usize, game.moves.len());
    assert_eq!(row.end_reason.as_deref(), Some(game.cause.as_str()));
    let stored: Vec<String> = store
        .events(id)
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.text)
        .collect();
    assert_eq!(stored, game.moves);
}

async fn the_version_guard_lets_one_of_two_writers_through(db: TestDb) {
    let bot = bot_on(&db, ServiceOptions::default()).await;
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
    // A second store: the other writer has its own pool, as another process would.
    let other = db.store().await;
    let (ra, rb) = tokio::join!(
        bot.store.update_game(GameUpdate {
            game: &a,
            keep_events: None,
            append: &[],
            challenge: None,
        }),
        other.update_game(GameUpdate {
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

async fn a_restart_loses_nothing(db: TestDb) {
    for (n, game) in miniatures().into_iter().enumerate() {
        let (alice, bob) = (format!("alice{n}"), format!("bob{n}"));
        let mut bot = bot_on(&db, no_images()).await;
        let id = bot.start(&alice, &bob, game.variant.name()).await;
        let first = game.variant.first_player();
        let half = game.moves.len() / 2;
        for (i, mv) in game.moves.iter().enumerate() {
            let mover_is_white = i.is_multiple_of(2) == (first == rules::Color::White);
            let (who, other) = if mover_is_white {
                (&alice, &bob)
            } else {
                (&bob, &alice)
            };
            if i == half {
                // Pending state survives too: a draw offer made just before.
                assert!(
                    bot.text(&format!("{other}: !draw #{id}"))
                        .await
                        .contains("offers a draw")
                );
                bot = bot.restart().await;
                let declined = bot.text(&format!("{who}: !decline #{id}")).await;
                assert!(declined.contains("declines your draw offer"), "{declined}");
            }
            let answer = bot.text(&format!("{who}: !move #{id} {mv}")).await;
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
async fn fifty_games_at_once_through_one_store(db: TestDb) {
    let bot = bot_on(&db, no_images()).await;
    let services = [bot.service.clone()];
    let ids = play_many(&services, 50).await;
    check_many(&bot, &ids).await;
}

/// Plays `count` miniatures at once, game `i` through `services[i % len]`; their ids.
async fn play_many(services: &[Service], count: usize) -> Vec<i64> {
    let games = miniatures();
    let tasks: Vec<_> = (0..count)
        .map(|i| {
            let service = services[i % services.len()].clone();
            let game = games[i % games.len()].clone();
            tokio::spawn(async move { play(&service, i, &game).await })
        })
        .collect();
    let mut ids = Vec::new();
    for task in tasks {
        ids.push(task.await.unwrap());
    }
    ids
}

/// Every game of [`play_many`] holds exactly its moves and is over.
async fn check_many(bot: &TestBot, ids: &[i64]) {
    let games = miniatures();
    for (i, &id) in ids.iter().enumerate() {
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

fn in_channel(channel: &str, line: &str) -> Incoming {
    let mut incoming = message(line);
    incoming.channel = Channel {
        platform: Platform::Console,
        id: channel.to_string(),
        thread: None,
        community: "load".into(),
    };
    incoming
}

async fn play(service: &Service, i: usize, game: &support::Miniature) -> i64 {
    let channel = format!("channel-{i}");
    let white = format!("white{i}");
    let black = format!("black{i}");
    let replies = service
        .handle(in_channel(
            &channel,
            &format!("{white}: !challenge @{black} {} white", game.variant.name()),
        ))
        .await;
    let id = replies[0].game.expect("a challenge");
    let replies = service
        .handle(in_channel(&channel, &format!("{black}: !accept")))
        .await;
    assert!(text(&replies).contains("starts"), "{}", text(&replies));
    let first = game.variant.first_player();
    for (ply, mv) in game.moves.iter().enumerate() {
        let mover_is_white = ply.is_multiple_of(2) == (first == rules::Color::White);
        let who = if mover_is_white { &white } else { &black };
        let incoming = in_channel(&channel, &format!("{who}: !move {mv}"));
        assert_eq!(incoming.via, Via::Text);
        let replies = service.handle(incoming).await;
        assert!(replies[0].board.is_some(), "{}", text(&replies));
    }
    id
}

async fn two_challenges_at_once_open_one_game(db: TestDb) {
    let bot = bot_on(&db, no_images()).await;
    let bots = [&bot];
    challenges_at_once_open_one(&bots).await;
}

/// alice and bob challenge each other three times each, spread over `bots`, all at once:
/// one game is opened.
async fn challenges_at_once_open_one(bots: &[&TestBot]) {
    let sends = ["alice: !challenge @bob", "bob: !challenge @alice"]
        .into_iter()
        .cycle()
        .take(6 * bots.len())
        .enumerate()
        .map(|(i, line)| (bots[i % bots.len()], line.to_string()))
        .collect();
    let created = at_once(sends)
        .await
        .iter()
        .filter(|replies| !replies[0].buttons.is_empty())
        .count();
    assert_eq!(created, 1);
    let open = bots[0]
        .store
        .open_games("console", "console")
        .await
        .unwrap();
    assert_eq!(open.len(), 1);
}

async fn one_of_the_first_moves_sent_through_two_and_four_processes_applies(db: TestDb) {
    for n in [2, 4] {
        let bots = processes(&db, n, no_images()).await;
        let all: Vec<&TestBot> = bots.iter().collect();
        let (white, black) = (format!("alice{n}"), format!("bob{n}"));
        let id = bots[0].start(&white, &black, "english").await;
        // Every process has read (and cached) the game before the race.
        for bot in &bots {
            assert!(
                bot.text(&format!("{black}: !board #{id}"))
                    .await
                    .contains(&format!("#{id}"))
            );
        }
        let moved = every_first_move_at_once(&all, &black)
            .await
            .iter()
            .filter(|replies| accepted(replies))
            .count();
        assert_eq!(moved, 1, "{n} processes");
        let row = bots[1].store.game(id).await.unwrap().unwrap();
        assert_eq!((row.plies, row.events), (1, 1));
        assert_eq!(bots[n - 1].store.events(id).await.unwrap().len(), 1);
        // The next move is checked against the position after the one that applied, in
        // whichever process it arrives.
        for bot in &bots {
            let board = bot.text(&format!("{white}: !board #{id}")).await;
            assert!(board.contains(&format!("@{white} to move")), "{board}");
        }
    }
}

async fn a_whole_game_with_every_move_sent_by_every_process(db: TestDb) {
    let game = &miniatures()[1];
    for n in [2, 4] {
        let bots = processes(&db, n, no_images()).await;
        // A channel of its own per round: alice and bob have one open game per channel.
        let id = bots[0].start("alice", "bob", game.variant.name()).await;
        let all: Vec<&TestBot> = bots.iter().collect();
        play_raced(&all, id, game).await;
    }
}

async fn a_challenge_accepted_by_every_process_at_once_starts_once(db: TestDb) {
    for n in [2, 4] {
        let bots = processes(&db, n, no_images()).await;
        let (alice, bob) = (format!("alice{n}"), format!("bob{n}"));
        let replies = bots[0]
            .say(&format!("{alice}: !challenge @{bob} english"))
            .await;
        let id = replies[0].game.expect("a challenge");
        let sends = bots
            .iter()
            .chain(&bots)
            .map(|bot| (bot, format!("{bob}: !accept #{id}")))
            .collect();
        let started = at_once(sends)
            .await
            .iter()
            .filter(|replies| text(replies).contains("starts"))
            .count();
        assert_eq!(started, 1, "{n} processes");
        let row = bots[0].store.game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Active);
        assert_eq!(row.version, 1, "one change: the start");
        let challenge = bots[1].store.challenge(id).await.unwrap().unwrap();
        assert_eq!(challenge.status, ChallengeStatus::Accepted);
    }
}

async fn a_game_resigned_through_every_process_at_once_is_rated_once(db: TestDb) {
    for n in [2, 4] {
        let bots = processes(&db, n, no_images()).await;
        let (alice, bob) = (format!("alice{n}"), format!("bob{n}"));
        // Opened (a move each): a resignation before that would abort the game.
        let id = bots[0].start_opened(&alice, &bob, "english").await;
        let sends = bots
            .iter()
            .flat_map(|bot| {
                [
                    (bot, format!("{alice}: !resign #{id}")),
                    (bot, format!("{bob}: !resign #{id}")),
                ]
            })
            .collect();
        let resigned = at_once(sends)
            .await
            .iter()
            .filter(|replies| text(replies).contains("resign"))
            .count();
        assert!(resigned >= 1);
        let row = bots[0].store.game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.end_reason.as_deref(), Some("resignation"));
        assert_eq!(
            row.version, 4,
            "one change after the start and the two moves: the resignation"
        );
        for player in [&alice, &bob] {
            let ratings = bots[n - 1]
                .store
                .ratings_of("console", "console", player)
                .await
                .unwrap();
            assert_eq!(ratings.len(), 1, "{player}");
            assert_eq!(ratings[0].games, 1, "{player}: rated once");
        }
    }
}

/// alice plays four games, one per process; her four opponents resign at once. Each game is
/// rated from her rating as the one before left it: none is lost to a racing update.
async fn games_of_one_player_ending_at_once_in_every_process_all_count(db: TestDb) {
    let n = 4;
    let bots = processes(&db, n, no_images()).await;
    let mut ids = Vec::new();
    for (i, bot) in bots.iter().enumerate() {
        ids.push(
            bot.start_opened("alice", &format!("bob{i}"), "english")
                .await,
        );
    }
    let sends = bots
        .iter()
        .zip(&ids)
        .enumerate()
        .map(|(i, (bot, id))| (bot, format!("bob{i}: !resign #{id}")))
        .collect();
    for replies in at_once(sends).await {
        assert!(text(&replies).contains("resign"), "{}", text(&replies));
    }
    let alice = bots[0]
        .store
        .ratings_of("console", "console", "alice")
        .await
        .unwrap();
    assert_eq!(alice[0].games, n as i64, "every game counts");
    // Four wins in four rating periods, each from the last: the same as one after another.
    let mut expected = bot::rating::Rating::default();
    for _ in 0..n {
        expected = bot::rating::Rating::after_game(
            expected,
            bot::rating::Rating::default(),
            bot::rating::Score::Win,
        )
        .0;
    }
    assert!(
        (alice[0].rating - expected.rating).abs() < 1e-6,
        "{} vs {}",
        alice[0].rating,
        expected.rating
    );
}

async fn game_numbers_stay_unique_and_short_across_processes(db: TestDb) {
    let n = 4;
    let bots = processes(&db, n, no_images()).await;
    let per_process = 10;
    let tasks: Vec<_> = bots
        .iter()
        .enumerate()
        .flat_map(|(p, bot)| {
            (0..per_process).map(move |i| {
                let service = bot.service.clone();
                tokio::spawn(async move {
                    let channel = format!("numbers-{p}-{i}");
                    let replies = service
                        .handle(in_channel(&channel, "alice: !challenge @bob"))
                        .await;
                    replies[0].game.expect("a challenge")
                })
            })
        })
        .collect();
    let mut ids = Vec::new();
    for task in tasks {
        ids.push(task.await.unwrap());
    }
    ids.sort_unstable();
    // Unique, and as short as one process would make them: 1, 2, … with no gap.
    let expected: Vec<i64> = (1..=(n * per_process) as i64).collect();
    assert_eq!(ids, expected);
}

async fn two_challenges_from_every_process_open_one_game(db: TestDb) {
    for n in [2, 4] {
        let bots = processes(&db, n, no_images()).await;
        let all: Vec<&TestBot> = bots.iter().collect();
        challenges_at_once_open_one(&all).await;
        // Clear the way for the next round: the open game is cancelled.
        let open = bots[0]
            .store
            .open_games("console", "console")
            .await
            .unwrap();
        let id = open[0].id;
        assert_eq!(open[0].status, GameStatus::Challenge);
        let challenger = bots[0]
            .store
            .challenge(id)
            .await
            .unwrap()
            .unwrap()
            .challenger_id;
        let cancelled = bots[0].text(&format!("{challenger}: !cancel #{id}")).await;
        assert!(cancelled.contains(&format!("#{id}")), "{cancelled}");
    }
}

async fn a_stand_in_is_claimed_once_by_every_process(db: TestDb) {
    for n in [2, 4] {
        let stores = {
            let mut stores = Vec::new();
            for _ in 0..n {
                stores.push(db.store().await);
            }
            stores
        };
        let handle = format!("Carol{n}");
        let stand_in = stand_in_id(&handle);
        // Three people challenged @carol before the bot met her.
        let mut ids = Vec::new();
        for challenger in ["dave", "erin", "frank"] {
            let created = stores[0]
                .create_challenge(&NewChallenge {
                    platform: "telegram".into(),
                    channel_id: format!("group-{n}"),
                    community: format!("group-{n}"),
                    black_name: handle.clone(),
                    ..english_challenge(challenger, &stand_in)
                })
                .await
                .unwrap();
            let Challenged::Created(row) = created else {
                panic!("a new challenge")
            };
            ids.push(row.id);
        }
        // Her first messages reach every process at once, twice each.
        let carol = User {
            platform: Platform::Telegram,
            id: format!("{}", 7000 + n),
            name: handle.clone(),
            username: Some(handle.clone()),
        };
        let claims = join_all(
            stores
                .iter()
                .chain(&stores)
                .map(|store| store.claim_handle(&carol)),
        )
        .await;
        let claimed: u64 = claims.into_iter().map(|c| c.unwrap()).sum();
        assert_eq!(claimed, 3, "{n} processes: each game taken over once");
        for &id in &ids {
            let row = stores[n - 1].game(id).await.unwrap().unwrap();
            assert_eq!(row.black_id, carol.id);
            assert_eq!(row.version, 1, "one change: the claim");
            let challenge = stores[1].challenge(id).await.unwrap().unwrap();
            assert_eq!(challenge.challenged_id, carol.id);
        }
    }
}

/// 2027-01-15 08:00 UTC: any fixed time will do.
const T0: i64 = 1_800_000_000;

async fn each_clock_event_is_committed_and_announced_once_across_processes(db: TestDb) {
    let clock = ManualClock::new(T0);
    let options = ServiceOptions {
        clock: clock.clone(),
        images: false,
        ..ServiceOptions::default()
    };
    let n = 4;
    let bots = processes(&db, n, options).await;
    // Six games with a clock of one day per move in channel 'console' (reminders after the
    // default 24 h), six without a clock in a channel that reminds after 12 h.
    let mut clocked = Vec::new();
    for i in 0..6 {
        let replies = bots[i % n]
            .say(&format!(
                "white{i}: !challenge @black{i} english white days=1"
            ))
            .await;
        let id = replies[0].game.expect("a challenge");
        bots[(i + 1) % n]
            .say(&format!("black{i}: !accept #{id}"))
            .await;
        // Each side moves once: a time-out before that would abort the game (issue 14).
        bots[i % n]
            .say(&format!("black{i}: !move #{id} 12-16"))
            .await;
        bots[i % n]
            .say(&format!("white{i}: !move #{id} 21-17"))
            .await;
        clocked.push(id);
    }
    let mut reminded = Vec::new();
    for i in 0..6 {
        let channel = "reminders";
        let service = &bots[i % n].service;
        if i == 0 {
            service
                .handle(in_channel(channel, "admin: !settings reminders 12"))
                .await;
        }
        let replies = service
            .handle(in_channel(
                channel,
                &format!("white{i}: !challenge @black{i} english white"),
            ))
            .await;
        let id = replies[0].game.expect("a challenge");
        service
            .handle(in_channel(channel, &format!("black{i}: !accept #{id}")))
            .await;
        reminded.push(id);
    }
    let schedulers: Vec<Scheduler> = bots
        .iter()
        .map(|bot| Scheduler::new(bot.service.clone()))
        .collect();
    let tick_everywhere = |now: i64| {
        clock.set(now);
        tick_all(&schedulers, now)
    };
    let games_of = |sent: &[Outbound]| {
        let mut games: Vec<i64> = sent.iter().filter_map(|o| o.reply.game).collect();
        games.sort_unstable();
        games
    };

    // 12 h: the reminders of the second channel, once each.
    let sent = tick_everywhere(T0 + 12 * HOUR).await;
    assert_eq!(games_of(&sent), reminded, "one reminder per game");
    assert!(tick_everywhere(T0 + 12 * HOUR + 60).await.is_empty());
    for &id in &reminded {
        let row = bots[0].store.game(id).await.unwrap().unwrap();
        assert_eq!(row.reminded_at, Some(T0 + 12 * HOUR));
    }

    // 80% of a day: each clocked game's warning, once.
    let sent = tick_everywhere(T0 + DAY * 4 / 5).await;
    assert_eq!(games_of(&sent), clocked, "one warning per game");
    assert!(sent.iter().all(|o| o.reply.plain_text().contains("80%")));
    assert!(tick_everywhere(T0 + DAY * 4 / 5 + 60).await.is_empty());

    // The deadline: each clocked game ends on time once, and is rated once; the second
    // channel's games get their next reminder (24 h) once.
    let sent = tick_everywhere(T0 + DAY).await;
    let mut expected = clocked.clone();
    expected.extend(&reminded);
    expected.sort_unstable();
    assert_eq!(
        games_of(&sent),
        expected,
        "one time-out or reminder per game"
    );
    assert!(tick_everywhere(T0 + DAY + 60).await.is_empty());
    for (i, &id) in clocked.iter().enumerate() {
        let row = bots[i % n].store.game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.end_reason.as_deref(), Some("time"));
        for player in [format!("white{i}"), format!("black{i}")] {
            let ratings = bots[0]
                .store
                .ratings_of("console", "console", &player)
                .await
                .unwrap();
            assert_eq!(ratings[0].games, 1, "{player}: rated once");
        }
    }
}

/// Every scheduler looks at `now`, all at once; what they announced, together.
async fn tick_all(schedulers: &[Scheduler], now: i64) -> Vec<Outbound> {
    join_all(schedulers.iter().map(|s| s.tick(now)))
        .await
        .into_iter()
        .flat_map(|sent| sent.expect("a tick"))
        .collect()
}

/// The giveaway option is a column of its own on both databases: a second process reads it
/// back, the side left with no pieces wins, and the result lands in the variant's giveaway
/// table and results, apart from the variant's own.
async fn a_giveaway_game_is_stored_restarted_and_rated_apart(db: TestDb) {
    let moves = "g3-h4 b6-a5 e3-d4 a5-b4 c3:a5 c7-b6 a5:c7:e5 d8-c7 d2-c3 f6-g5 h4:f6:d8:a5 \
        h6-g5 e5-d6 f8-e7 d6:f8:h6:d2 a7-b6 a5:d8 b8-c7 d8:a5 h8-g7 d2-g5 g7-f6 g5:d8";
    let moves: Vec<&str> = moves.split_whitespace().collect();
    let first = bot_on(&db, no_images()).await;
    let id = first.start("alice", "bob", "russian giveaway").await;
    let half = moves.len() / 2;
    for (i, mv) in moves.iter().enumerate().take(half) {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        assert!(first.text(&format!("{who}: !move {mv}")).await.contains(mv));
    }
    let second = bot_on(&db, no_images()).await;
    let board = second.text("alice: !board").await;
    assert!(board.contains("Russian draughts, giveaway"), "{board}");
    let mut last = String::new();
    for (i, mv) in moves.iter().enumerate().skip(half) {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        last = second.text(&format!("{who}: !move {mv}")).await;
    }
    assert!(
        last.contains("@bob (Black) wins") && last.contains("loses the giveaway game"),
        "{last}"
    );
    let row = second.store.game(id).await.unwrap().unwrap();
    assert!(row.giveaway);
    assert_eq!(row.status, GameStatus::Finished);
    let stats = second.text("bob: !stats").await;
    assert!(
        stats.contains("Russian draughts, giveaway: 1 won, 0 drawn, 0 lost — rating 1662"),
        "{stats}"
    );
    assert!(!stats.contains("Russian draughts:"), "{stats}");
    let top = second.text("carol: !top russian giveaway").await;
    assert!(top.contains("1. bob — 1662 ± 290, 1 game"), "{top}");
    let plain = second.text("carol: !top russian").await;
    assert!(
        plain.contains("No rated games of Russian draughts here yet"),
        "{plain}"
    );
}
