//! Puzzles (issue 35) end to end: made with `dama puzzles add` and solved on the `dama`
//! console; solved on Telegram through the fake Bot API; the daily puzzle claimed once by two
//! processes on one database (SQLite and PostgreSQL); the finder going through finished
//! games only; `!analyse` counting a game's puzzles and `!puzzle mine` serving them.

mod support;
#[path = "support/telegram_adapter.rs"]
mod telegram_adapter;
#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

use std::process::Command;
use std::time::Duration;

use bot::clock::{Clock, ManualClock};
use bot::message::{Channel, Platform};
use bot::scheduler::Scheduler;
use bot::service::{FinderOptions, FinderTask, Service, ServiceOptions};
use bot::store::{ChannelSettings, NewPuzzle, Store};
use engine::ShotOptions;
use rules::{Position, Variant};
use support::db::{TestDb, on_both_databases};
use support::{TestBot, english_challenge, piped_console, text};

/// A known English shot: White 20-16, Black must take 11x20, and 18x11 wins a man
/// (engine/tests/positions/shots.txt).
const SHOT: &str = "W:W17,18,20,22,25,28,32:B8,11,12,13,15,19";

/// The shot as the quick finder sees it: its line as the variant writes it.
fn shot_line() -> Vec<String> {
    let position = Position::from_fen(Variant::English, SHOT).unwrap();
    engine::examine(&position, &ShotOptions::quick())
        .expect("a shot")
        .line_texts()
}

/// A quiet way past the shot: White plays another first move and Black a reply, neither
/// leaving a shot on the board (as the quick finder sees it), so the game has one puzzle.
fn quiet_continuation() -> (String, String) {
    let position = Position::from_fen(Variant::English, SHOT).unwrap();
    let first = shot_line()[0].clone();
    let no_shot = |p: &Position| engine::examine(p, &ShotOptions::quick()).is_err();
    for mv in position.legal_moves() {
        let text = position.move_text(&mv);
        let after = position.play(&mv);
        if text == first || !no_shot(&after) {
            continue;
        }
        for reply in after.legal_moves() {
            if no_shot(&after.play(&reply)) {
                return (text, after.move_text(&reply));
            }
        }
    }
    panic!("no quiet continuation")
}

/// A legal first move in the shot's position that is not the shot's.
fn wrong_first_move() -> String {
    quiet_continuation().0
}

fn quick_options() -> ServiceOptions {
    ServiceOptions {
        engine: support::quick_engine::options(),
        puzzles: FinderOptions {
            start_after: Duration::ZERO,
            pause: Duration::ZERO,
            idle: Duration::from_millis(50),
            min_plies: 0,
            shots: ShotOptions::quick(),
            ..FinderOptions::default()
        },
        ..ServiceOptions::default()
    }
}

/// Keeps the known shot as an engine puzzle; its id.
async fn add_shot(store: &Store) -> i64 {
    let position = Position::from_fen(Variant::English, SHOT).unwrap();
    let shot = engine::examine(&position, &ShotOptions::quick()).expect("a shot");
    store
        .add_puzzle(&NewPuzzle {
            variant: "english".into(),
            fen: position.to_fen(),
            line: shot.line_texts().join(" "),
            aim: shot.aim.code(),
            source: None,
            difficulty: i64::from(shot.difficulty),
        })
        .await
        .expect("the store keeps it")
        .expect("a new puzzle")
}

#[test]
fn a_puzzle_made_on_the_command_line_is_solved_on_the_console() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let url = piped_console::database_url(dir.path());
    let added = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["puzzles", "add", "--variant", "english", "--fen", SHOT])
        .args(["--depth", "9", "--database", &url])
        .output()
        .expect("dama runs");
    let said = String::from_utf8_lossy(&added.stdout);
    assert!(added.status.success(), "{said}");
    assert!(said.starts_with("puzzle #1 (english, men:1): "), "{said}");
    let line: Vec<String> = said
        .trim()
        .split(": ")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .map(str::to_string)
        .collect();
    assert_eq!(line, shot_line());
    let listed = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["puzzles", "list", "--database", &url])
        .output()
        .expect("dama runs");
    assert_eq!(String::from_utf8_lossy(&listed.stdout).trim(), "english: 1");

    let wrong = wrong_first_move();
    // The first move backwards: from an empty square, so not legal at all.
    let backwards: String = {
        let squares: Vec<&str> = line[0].split(['-', 'x']).collect();
        format!("{}-{}", squares[squares.len() - 1], squares[0])
    };
    let out = piped_console::run(
        dir.path(),
        &[
            "alice: !puzzle".to_string(),
            format!("alice: !move {}", line[0]),
            // Someone else's move: told who is solving it.
            format!("bob: !move {}", line[2]),
            format!("alice: !move {}", line[2]),
            // The puzzle is over.
            format!("alice: !move {}", line[0]),
            // Bob gets his own board of it, takes a hint, and plays a wrong move.
            "bob: !puzzle #1".into(),
            "bob: !puzzle hint".into(),
            format!("bob: !move {backwards}"),
            format!("bob: !move {wrong}"),
            // A variant with no puzzles, and no puzzle open.
            "bob: !puzzle frisian".into(),
            "bob: !puzzle give up".into(),
            "alice: !stats".into(),
            "alice: !top puzzles".into(),
        ],
    );
    assert!(
        out.contains("Puzzle #1 (English draughts, rated ")
            && out.contains("White to play and win a man"),
        "{out}"
    );
    assert!(
        out.contains(&format!("Right, {}! Black answers {}", line[0], line[1])),
        "{out}"
    );
    assert!(out.contains("alice is solving puzzle #1"), "{out}");
    assert!(out.contains("Solved, @alice! Puzzle #1:"), "{out}");
    assert!(out.contains("Puzzle rating: 1500 →"), "{out}");
    assert!(out.contains("Puzzle #1 is over (solved)"), "{out}");
    let from = line[0].split(['-', 'x']).next().unwrap();
    assert!(out.contains(&format!("the piece on {from} moves")), "{out}");
    assert!(
        out.contains(&format!("{backwards} is not a legal move in puzzle #1: "))
            && out.contains(". Nothing is counted; try again."),
        "{out}"
    );
    assert!(
        out.contains(&format!("{wrong} is not it: puzzle #1 is over")),
        "{out}"
    );
    assert!(
        out.contains("There are no Frisian draughts puzzles here yet"),
        "{out}"
    );
    assert!(
        out.contains("dama puzzles generate --variant frisian"),
        "{out}"
    );
    assert!(out.contains("You have no puzzle open here"), "{out}");
    assert!(out.contains("Puzzle ratings:"), "{out}");
    assert!(
        out.contains("Puzzle leaderboard of English draughts"),
        "{out}"
    );
    // The solution went out as an animation.
    let gifs = std::fs::read_dir(dir.path().join("images"))
        .expect("the saved files")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".gif"))
        .count();
    assert!(gifs >= 1);
}

const GROUP: i64 = -5001;

/// The Telegram adapter on the fake Bot API, on a database holding the shot as puzzle #1.
async fn telegram_with_a_shot() -> (
    telegram_fake::FakeTelegram,
    telegram_adapter::Db,
    telegram_adapter::Adapter,
) {
    let fake = telegram_fake::FakeTelegram::start().await;
    let db = telegram_adapter::db();
    let store = Store::connect(&db.url).await.unwrap();
    add_shot(&store).await;
    store.close().await;
    let retry = bot::adapters::telegram::RetryPolicy {
        attempts: 2,
        first_backoff: Duration::from_millis(50),
        max_backoff: Duration::from_millis(100),
        max_retry_after: Duration::from_secs(1),
    };
    let options = ServiceOptions {
        bot_name: "dama_bot".into(),
        ..quick_options()
    };
    let running = telegram_adapter::Adapter::start(&fake, &db, options, retry).await;
    (fake, db, running)
}

/// The same puzzle solved by tapping (the board's keys, issue 33): someone else's press is
/// told whose puzzle it is, the solver's presses play the line, and the keys of a board the
/// line has left are out of date.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_by_tapping_in_a_telegram_group() {
    use telegram_adapter::{ALICE, BOB, key, keys_of, live_keys, press_in, say};
    let (fake, _db, running) = telegram_with_a_shot().await;
    let group = serde_json::json!({"id": GROUP, "type": "supergroup", "title": "Club"});
    let line = shot_line();
    let posted = say(&fake, &group, &ALICE, "/puzzle english", 1).await;
    assert_eq!(posted[0].method, "sendphoto", "{posted:?}");
    // The key of the square `square` that does what `action` (`:s`, `:d`) asks.
    let key_of = |markup: &serde_json::Value, square: &str, action: &str| {
        keys_of(markup)
            .into_iter()
            .flatten()
            .find(|(label, data)| {
                label.trim_start_matches(|c: char| !c.is_ascii_alphanumeric()) == square
                    && data.contains(action)
            })
            .map(|(_, data)| data)
            .unwrap_or_else(|| panic!("no key {action} on {square}: {markup}"))
    };
    // Plays `text` by tapping its piece, then its destination; returns the sends it made and
    // the board it was played on.
    let tap = async |text: &str| {
        let squares: Vec<&str> = text.split(['-', 'x']).collect();
        let (from, to) = (squares[0], *squares.last().unwrap());
        let (message, board) = live_keys(&fake, "\"tap:a");
        let piece = key_of(&board, from, ":s");
        let chosen = press_in(&fake, &ALICE, &group, message, &piece).await;
        assert_eq!(chosen.param("text"), None, "{text}: the choice is silent");
        fake.wait_until(Duration::from_secs(20), |_| {
            fake.markup_of(GROUP, message)
                .is_some_and(|m| key(&m, &format!("🟢{to}")).is_some())
        })
        .await;
        let target = key(&fake.markup_of(GROUP, message).unwrap(), &format!("🟢{to}")).unwrap();
        let before = fake.sent().len();
        press_in(&fake, &ALICE, &group, message, &target).await;
        (fake.wait_sends(before, 1).await, message, piece)
    };

    // Bob's press on Alice's puzzle moves nothing and tells him whose it is.
    let (message, board) = live_keys(&fake, "\"tap:a");
    let first_from = line[0].split(['-', 'x']).next().unwrap();
    let before = fake.sent().len();
    let alert = press_in(
        &fake,
        &BOB,
        &group,
        message,
        &key_of(&board, first_from, ":s"),
    )
    .await;
    let said = alert.param("text").unwrap_or_default();
    assert!(said.contains("Alice is solving puzzle #1"), "{said}");
    assert_eq!(alert.params["show_alert"], serde_json::json!(true));
    assert_eq!(fake.sent().len(), before, "nothing is posted");

    let (right, old_board, old_piece) = tap(&line[0]).await;
    let caption = right[0].param("caption").unwrap_or_default();
    assert!(caption.contains("Black answers"), "{caption}");
    // The board the line has left: its keys are out of date.
    let stale = press_in(&fake, &ALICE, &group, old_board, &old_piece).await;
    let said = stale.param("text").unwrap_or_default();
    assert!(said.contains("puzzle #1 is out of date"), "{said}");

    let (solved, _, _) = tap(&line[2]).await;
    let caption = solved[0].param("caption").unwrap_or_default();
    assert!(caption.contains("Solved"), "{caption}");
    running.stop().await;
}

/// The same puzzle solved in a Telegram group through the real adapter and the fake Bot API:
/// the board as a photo, the solution of a wrong move as an animation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_in_a_telegram_group() {
    use telegram_adapter::{ALICE, BOB, say};
    let (fake, _db, running) = telegram_with_a_shot().await;
    let group = serde_json::json!({"id": GROUP, "type": "supergroup", "title": "Club"});
    let line = shot_line();

    let posted = say(&fake, &group, &ALICE, "/puzzle english", 1).await;
    assert_eq!(posted[0].method, "sendphoto", "{posted:?}");
    let caption = posted[0].param("caption").unwrap_or_default();
    assert!(caption.contains("Puzzle #1"), "{caption}");
    let right = say(&fake, &group, &ALICE, &format!("/move {}", line[0]), 1).await;
    assert!(
        right[0]
            .param("caption")
            .unwrap_or_default()
            .contains("Black answers"),
        "{right:?}"
    );
    let taken = say(&fake, &group, &BOB, &format!("/move {}", line[2]), 1).await;
    assert!(
        taken[0]
            .param("text")
            .unwrap_or_default()
            .contains("Alice is solving puzzle #1"),
        "{taken:?}"
    );
    let solved = say(&fake, &group, &ALICE, &format!("/move {}", line[2]), 1).await;
    assert!(
        solved[0]
            .param("caption")
            .unwrap_or_default()
            .contains("Solved"),
        "{solved:?}"
    );
    // Bob's own board, and a wrong move: the solution comes as an animation.
    say(&fake, &group, &BOB, "/puzzle #1", 1).await;
    let wrong = say(
        &fake,
        &group,
        &BOB,
        &format!("/move {}", wrong_first_move()),
        1,
    )
    .await;
    assert_eq!(wrong[0].method, "sendanimation", "{wrong:?}");
    running.stop().await;
}

fn game_id(challenged: bot::store::Challenged) -> i64 {
    match challenged {
        bot::store::Challenged::Created(row) | bot::store::Challenged::Open(row) => row.id,
    }
}

fn channel() -> Channel {
    Channel {
        platform: Platform::Console,
        id: "console".into(),
        thread: None,
        community: "console".into(),
    }
}

on_both_databases!(
    worker_threads = 2;
    the_daily_puzzle_is_posted_once_by_two_processes,
    analyse_counts_a_games_puzzles_and_mine_serves_them,
);

/// Two processes (two services, each with its own connection pool) on one database find the
/// daily puzzle due at the same moment: one posts it. The next day's names who solved it.
async fn the_daily_puzzle_is_posted_once_by_two_processes(db: TestDb) {
    // 2026-12-29 08:05 UTC: 09:05 in Rome, five minutes after the daily time.
    let clock = ManualClock::new(1_798_531_500);
    let options = ServiceOptions {
        clock: clock.clone(),
        images: false,
        ..quick_options()
    };
    let first = Service::new(db.store().await, options.clone());
    let second = Service::new(db.store().await, options);
    add_shot(first.store()).await;
    let settings = ChannelSettings {
        time_zone: Some("Europe/Rome".into()),
        daily_puzzle_at: Some(9 * 60),
        ..ChannelSettings::default()
    };
    first
        .store()
        .save_channel_settings(&channel(), &settings)
        .await
        .unwrap();
    let (one, two) = (
        Scheduler::new(first.clone()),
        Scheduler::new(second.clone()),
    );
    let (a, b) = tokio::join!(one.tick(clock.now()), two.tick(clock.now()));
    let posted: Vec<String> = a
        .unwrap()
        .into_iter()
        .chain(b.unwrap())
        .map(|out| out.reply.plain_text())
        .filter(|text| text.contains("Daily puzzle"))
        .collect();
    assert_eq!(posted.len(), 1, "{posted:?}");
    assert!(posted[0].contains("Daily puzzle, 2026-12-29"), "{posted:?}");
    assert!(posted[0].contains("The first to answer"), "{posted:?}");
    // Later ticks that day post nothing more.
    clock.advance(3600);
    let again = Scheduler::new(second.clone())
        .tick(clock.now())
        .await
        .unwrap();
    assert!(
        again
            .iter()
            .all(|o| !o.reply.plain_text().contains("Daily puzzle"))
    );

    // Bob answers first and solves it; Carol, answering after him, is told it is his.
    let line = shot_line();
    let bob = text(
        &first
            .handle(support::message(&format!("bob: !move {}", line[0])))
            .await,
    );
    assert!(bob.contains("Black answers"), "{bob}");
    let carol = text(
        &second
            .handle(support::message(&format!("carol: !move {}", line[0])))
            .await,
    );
    assert!(carol.contains("bob is solving puzzle #1"), "{carol}");
    let bob = text(
        &second
            .handle(support::message(&format!("bob: !move {}", line[2])))
            .await,
    );
    assert!(bob.contains("Solved"), "{bob}");

    // The next day, one post again, naming yesterday's solver.
    clock.advance(24 * 3600);
    let (one, two) = (
        Scheduler::new(first.clone()),
        Scheduler::new(second.clone()),
    );
    let (a, b) = tokio::join!(one.tick(clock.now()), two.tick(clock.now()));
    let posted: Vec<String> = a
        .unwrap()
        .into_iter()
        .chain(b.unwrap())
        .map(|out| out.reply.plain_text())
        .filter(|text| text.contains("Daily puzzle"))
        .collect();
    assert_eq!(posted.len(), 1, "{posted:?}");
    assert!(
        posted[0].contains("Yesterday's puzzle #1 was solved by one player: bob"),
        "{posted:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_finder_goes_through_finished_games_and_never_a_live_one() {
    let bot = TestBot::with_options(quick_options()).await;
    // Two games from the shot's position: one under way, one finished with the shot missed.
    let live = bot
        .store
        .create_challenge(&bot::store::NewChallenge {
            start_fen: SHOT.into(),
            ..english_challenge("alice", "bob")
        })
        .await
        .unwrap();
    let live = game_id(live);
    assert!(
        bot.text(&format!("bob: !accept #{live}"))
            .await
            .contains("starts")
    );
    let done = bot
        .store
        .create_challenge(&bot::store::NewChallenge {
            start_fen: SHOT.into(),
            ..english_challenge("carol", "dave")
        })
        .await
        .unwrap();
    let done = game_id(done);
    assert!(
        bot.text(&format!("dave: !accept #{done}"))
            .await
            .contains("starts")
    );
    let (wrong, reply) = quiet_continuation();
    assert!(
        bot.text(&format!("carol: !move #{done} {wrong}"))
            .await
            .contains(&wrong)
    );
    bot.text(&format!("dave: !move #{done} {reply}")).await;
    assert!(
        bot.text(&format!("carol: !resign #{done}"))
            .await
            .contains("over")
    );

    let finder = FinderTask::spawn(bot.service.clone());
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        if !bot.store.puzzles_of_game(done).await.unwrap().is_empty() {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the finder found nothing"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Give it time to look for more: the live game stays untouched.
    tokio::time::sleep(Duration::from_millis(500)).await;
    finder.stop().await;
    let found = bot.store.puzzles_of_game(done).await.unwrap();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].ply, Some(0));
    assert!(found[0].missed);
    assert_eq!(
        found[0].line.split_whitespace().next(),
        Some(shot_line()[0].as_str())
    );
    assert!(bot.store.puzzles_of_game(live).await.unwrap().is_empty());
    assert!(!bot.store.scanned(live).await.unwrap());
}

/// `!analyse` of a finished game goes through it at once; its puzzle is then the players'
/// own (`!puzzle mine`) and the community's; solved, rated, on the leaderboard; tried again,
/// unrated.
async fn analyse_counts_a_games_puzzles_and_mine_serves_them(db: TestDb) {
    let options = ServiceOptions {
        images: false,
        ..quick_options()
    };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let bot = TestBot::at(db.url.clone(), dir, options).await;
    let id = bot
        .store
        .create_challenge(&bot::store::NewChallenge {
            start_fen: SHOT.into(),
            ..english_challenge("alice", "bob")
        })
        .await
        .unwrap();
    let id = game_id(id);
    assert!(
        bot.text(&format!("bob: !accept #{id}"))
            .await
            .contains("starts")
    );
    // White misses the shot; Black answers and resigns.
    let (wrong, reply) = quiet_continuation();
    bot.text(&format!("alice: !move #{id} {wrong}")).await;
    bot.text(&format!("bob: !move #{id} {reply}")).await;
    bot.text(&format!("bob: !resign #{id}")).await;

    // Before: no puzzle of Alice's.
    assert!(
        bot.text("alice: !puzzle mine")
            .await
            .contains("no puzzle from your games")
    );
    let analysed = bot.text(&format!("alice: !analyse #{id}")).await;
    bot.service.settled().await;
    assert!(
        analysed.contains("1 puzzle made from this game: !puzzle mine"),
        "{analysed}"
    );
    let mine = bot.text("alice: !puzzle mine").await;
    assert!(
        mine.contains(&format!(
            "From your game #{id}: you had this shot and did not play it"
        )),
        "{mine}"
    );
    let theirs = bot.text("bob: !puzzle mine").await;
    assert!(
        theirs.contains(&format!(
            "From your game #{id}: your move allowed this shot"
        )),
        "{theirs}"
    );
    // A third person gets it as a game of the community, solves it, and is rated.
    let carol = bot.text("carol: !puzzle english").await;
    assert!(
        carol.contains(&format!("From game #{id}, alice against bob")),
        "{carol}"
    );
    let line = shot_line();
    assert!(
        bot.text(&format!("carol: !move {}", line[0]))
            .await
            .contains("Black answers")
    );
    let solved = bot.text(&format!("carol: !move {}", line[2])).await;
    assert!(solved.contains("Puzzle rating: 1500 →"), "{solved}");
    let top = bot.text("dave: !top puzzles english").await;
    assert!(top.contains("1. carol"), "{top}");
    let stats = bot.text("carol: !stats").await;
    assert!(
        stats.contains("Puzzle ratings:") && stats.contains("1 of 1 puzzle solved"),
        "{stats}"
    );
    // Tried them all: one again, unrated.
    let again = bot.text("carol: !puzzle").await;
    assert!(
        again.contains("Not rated: you have tried this one before"),
        "{again}"
    );
    // The finder has nothing left to go through.
    assert!(
        bot.store
            .games_to_scan(bot.service.now(), 0, 8)
            .await
            .unwrap()
            .is_empty()
    );
}
