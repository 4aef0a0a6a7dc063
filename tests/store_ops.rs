//! The operator's side of the store (issue 36): `dama store copy` between SQLite and
//! PostgreSQL (a store of the previous release included, and a copy killed half-way),
//! `dama store check`, backups under load, restores refused while a bot runs, the bot's own
//! rotating backups and the retention of finished games, on both databases.

#[path = "support/process.rs"]
mod process;
mod support;

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use bot::clock::{DAY, ManualClock};
use bot::config::{BackupPlan, Chores};
use bot::operating::backup::{backup, check_file};
use bot::operating::check::check;
use bot::scheduler::Scheduler;
use bot::store::copy::{CopyError, CopyOptions, Quiet, copy};
use bot::store::personal::unclassified;
use bot::store::rows::Tally;
use bot::store::schema::SchemaVersion;
use bot::store::{Store, StoreError};
use support::TestBot;
use support::clocked::{T0, options};
use support::db::{TestDb, on_both_databases};

/// A store made by the release at commit 26a33da (its migrations, its console): see
/// `tests/data/store-26a33da.txt`, the script that made it.
const PREVIOUS_RELEASE: &str = "tests/data/store-26a33da.db";

fn previous_release_copy(dir: &Path) -> String {
    let path = dir.join("old.db");
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(PREVIOUS_RELEASE);
    std::fs::copy(fixture, &path).expect("the fixture is readable");
    format!("sqlite://{}", path.display())
}

fn dama(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(args)
        .env_clear()
        .stdin(Stdio::null())
        .output()
        .expect("dama runs")
}

fn said(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// Every table's rows and checksum, by name.
async fn tallies(store: &Store) -> Vec<(String, Tally)> {
    let schema = store.schema().await.unwrap();
    let mut out = Vec::new();
    for table in schema.dependency_order() {
        if !bot::store::personal::role(&table.name).is_some_and(|r| r.copied) {
            continue;
        }
        let names: Vec<String> = table.columns.iter().map(|c| c.name.clone()).collect();
        out.push((
            table.name.clone(),
            store.tally(table, &names).await.unwrap(),
        ));
    }
    out
}

async fn every_table_and_column_is_classified(db: TestDb) {
    let store = db.store().await;
    let schema = store.schema().await.unwrap();
    assert!(schema.table("games").is_some());
    let problems = unclassified(&schema);
    assert!(
        problems.is_empty(),
        "classify these in bot/src/store/personal.rs (what they hold about people, and what \
         forgetting someone does to them):\n{}",
        problems.join("\n")
    );
}

async fn a_game_mid_way_continues_on_the_copy(db: TestDb) {
    // The game is played on SQLite, then copied to `db` (PostgreSQL, or another SQLite file).
    let clock = ManualClock::new(T0);
    let source = TestBot::with_options(options(&clock)).await;
    let offer = source
        .say("alice: !challenge @bob english white days=3")
        .await;
    let id = offer[0].game.unwrap();
    source.say(&format!("bob: !accept #{id}")).await;
    for _ in 0..2 {
        let (mover, next) = next_move(&source, id).await;
        source.say(&format!("{mover}: !move #{id} {next}")).await;
    }
    let challenge = source.text("alice: !challenge @carol italian days=3").await;
    assert!(challenge.contains('#'), "{challenge}");
    clock.advance(3600);
    let (mover, next) = next_move(&source, id).await;
    let moved = source.text(&format!("{mover}: !move #{id} {next}")).await;
    assert!(moved.contains(&next), "{moved}");
    let before = source.store.game(id).await.unwrap().unwrap();
    let events = source.store.events_at(&before).await.unwrap();
    source.store.close().await;
    let report = copy(&source.url, &db.url, &CopyOptions::default(), &Quiet)
        .await
        .unwrap();
    assert!(
        report
            .tables
            .iter()
            .any(|(t, tally)| t == "moves" && tally.rows == 3)
    );
    let copied = db.store().await;
    let after = copied.game(id).await.unwrap().unwrap();
    assert_eq!(after, before, "the game row, clock and version alike");
    assert_eq!(copied.events_at(&after).await.unwrap(), events);
    // The bot on the copy goes on where it stood: Bob's move, Alice's clock.
    let bot = TestBot::at(
        db.url.clone(),
        tempfile::tempdir().unwrap(),
        options(&clock),
    )
    .await;
    clock.advance(60);
    let (mover, then) = next_move(&bot, id).await;
    let moved = bot.text(&format!("{mover}: !move #{id} {then}")).await;
    assert!(moved.contains(&then), "{moved}");
    let pdn = bot.text(&format!("alice: !pdn #{id}")).await;
    assert!(pdn.contains(&next) && pdn.contains(&then), "{pdn}");
    let row = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(row.plies, before.plies + 1);
    assert_eq!(
        row.turn_started_at,
        Some(T0 + 3600 + 60),
        "the clock runs on"
    );
    assert_eq!(row.days_per_move, Some(3));
    assert_eq!(row.deadline_at, Some(T0 + 3600 + 60 + 3 * DAY));
    // New games get new numbers: the counters were set past the copied ids.
    let replies = bot.say("dave: !challenge @erin english").await;
    let new = replies[0].game.expect("a new challenge");
    assert!(new > id + 1, "game #{new} after #{id} and its challenge");
    let sound = check(&bot.store).await.unwrap();
    assert!(sound.is_sound(), "{:?}", sound.problems());
}

/// The player to move in game `id` (a console name) and their first legal move.
async fn next_move(bot: &TestBot, id: i64) -> (String, String) {
    let row = bot.store.game(id).await.unwrap().unwrap();
    let fen = &row.fen;
    let mover = if fen.starts_with('W') {
        &row.white_id
    } else {
        &row.black_id
    };
    let user = bot::adapters::console::user(mover);
    let mut moves = bot
        .service
        .legal_moves_for(&bot::adapters::console::channel(), &user)
        .await;
    moves.sort();
    (mover.clone(), moves.remove(0))
}

/// Runs one statement of the test's own on either database.
async fn execute(store: &Store, sql: &str) {
    let sql = sqlx::AssertSqlSafe(sql.to_string());
    match store.postgres_pool() {
        Some(pool) => drop(sqlx::query(sql).execute(pool).await.unwrap()),
        None => drop(sqlx::query(sql).execute(store.pool()).await.unwrap()),
    }
}

async fn a_copy_refuses_a_target_that_holds_data(db: TestDb) {
    let dir = tempfile::tempdir().unwrap();
    let source = previous_release_copy(dir.path());
    let bot = TestBot::at(
        db.url.clone(),
        tempfile::tempdir().unwrap(),
        Default::default(),
    )
    .await;
    bot.say("alice: !challenge @bob english").await;
    match copy(&source, &db.url, &CopyOptions::default(), &Quiet).await {
        Err(CopyError::TargetNotEmpty(held)) => {
            assert!(held.contains("games: 1 rows"), "{held}");
        }
        other => panic!("a target with data: {other:?}"),
    }
    // A bot running on the target is refused before anything.
    let process = bot.store.process_started().await.unwrap();
    match copy(&source, &db.url, &CopyOptions::default(), &Quiet).await {
        Err(CopyError::BotRunning {
            which: "target", ..
        }) => {}
        other => panic!("a bot on the target: {other:?}"),
    }
    bot.store.process_stopped(&process).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copy_refuses_a_source_it_cannot_read_whole() {
    let dir = tempfile::tempdir().unwrap();
    let source = previous_release_copy(dir.path());
    let target = format!("sqlite://{}/target.db", dir.path().display());
    assert!(matches!(
        copy(&source, &source, &CopyOptions::default(), &Quiet).await,
        Err(CopyError::SameDatabase)
    ));
    let missing = format!("sqlite://{}/nothing.db", dir.path().display());
    assert!(matches!(
        copy(&missing, &target, &CopyOptions::default(), &Quiet).await,
        Err(CopyError::Store(StoreError::Missing(_)))
    ));
    assert!(
        !dir.path().join("nothing.db").exists(),
        "a missing source is not created"
    );
    // A source made by a newer dama.
    let newer = Store::connect(&source).await.unwrap();
    execute(
        &newer,
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES (29991231000001, 'from the future', 1, X'00', 0)",
    )
    .await;
    // A bot running on the source.
    let process = newer.process_started().await.unwrap();
    match copy(&source, &target, &CopyOptions::default(), &Quiet).await {
        Err(CopyError::NewerSource(unknown)) => assert_eq!(unknown, [29991231000001]),
        other => panic!("a newer source: {other:?}"),
    }
    execute(
        &newer,
        "DELETE FROM _sqlx_migrations WHERE version = 29991231000001",
    )
    .await;
    match copy(&source, &target, &CopyOptions::default(), &Quiet).await {
        Err(
            error @ CopyError::BotRunning {
                which: "source", ..
            },
        ) => {
            assert!(error.to_string().contains("--live"), "{error}");
        }
        other => panic!("a bot on the source: {other:?}"),
    }
    // --live copies it as it stands.
    let live = CopyOptions {
        live: true,
        ..CopyOptions::default()
    };
    copy(&source, &target, &live, &Quiet).await.unwrap();
    newer.process_stopped(&process).await.unwrap();
}

/// The store of the previous release, copied to PostgreSQL, back to SQLite, and to SQLite:
/// every table arrives whole (the same rows and checksums), and every copy is sound.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_previous_release_s_store_moves_to_postgres_and_back() {
    let dir = tempfile::tempdir().unwrap();
    let source = previous_release_copy(dir.path());
    let old = check_file(&dir.path().join("old.db")).await.unwrap();
    assert!(
        matches!(old.schema, SchemaVersion::Older { .. }),
        "{:?}",
        old.schema
    );
    assert!(old.is_sound(), "{:?}", old.problems());
    assert!(old.games >= 4, "the fixture has games: {old:?}");
    // SQLite to SQLite.
    let file = format!("sqlite://{}/copy.db", dir.path().display());
    let to_file = copy(&source, &file, &CopyOptions::default(), &Quiet)
        .await
        .unwrap();
    assert!(
        !to_file.source_migrated.is_empty(),
        "the source was brought up to date"
    );
    for table in [
        "users",
        "channels",
        "games",
        "moves",
        "challenges",
        "ratings",
        "refusals",
        "watchers",
        "bot_games",
        "tournaments",
        "tournament_players",
    ] {
        assert!(
            to_file
                .tables
                .iter()
                .any(|(t, tally)| t == table && tally.rows > 0),
            "{table} has rows: {:?}",
            to_file.tables
        );
    }
    let Some(pg) =
        TestDb::postgres("the_previous_release_s_store_moves_to_postgres_and_back").await
    else {
        return;
    };
    let to_pg = copy(&source, &pg.url, &CopyOptions::default(), &Quiet)
        .await
        .unwrap();
    assert_eq!(to_pg.tables, to_file.tables, "the same rows on PostgreSQL");
    assert!(
        to_pg
            .counters
            .iter()
            .any(|(c, last)| c == "games.id" && *last >= 4)
    );
    let on_pg = pg.store().await;
    let sound = check(&on_pg).await.unwrap();
    assert!(sound.is_sound(), "{:?}", sound.problems());
    assert_eq!(tallies(&on_pg).await, to_pg.tables, "read back alike");
    // A backup of PostgreSQL: one snapshot, copied into a new SQLite file.
    let snapshot = dir.path().join("pg-backup.db");
    let made = backup(&on_pg, &pg.url, &snapshot).await.unwrap();
    assert!(made.check.is_sound(), "{:?}", made.check.problems());
    let file = Store::connect(&format!("sqlite://{}", snapshot.display()))
        .await
        .unwrap();
    assert_eq!(
        tallies(&file).await,
        to_pg.tables,
        "the backup holds it all"
    );
    file.close().await;
    on_pg.close().await;
    // And back from PostgreSQL to SQLite.
    let back = format!("sqlite://{}/back.db", dir.path().display());
    let to_back = copy(
        &pg.url,
        &back,
        &CopyOptions {
            batch: 3,
            ..CopyOptions::default()
        },
        &Quiet,
    )
    .await
    .unwrap();
    assert_eq!(
        to_back.tables, to_file.tables,
        "the same rows back on SQLite"
    );
    let sound = check_file(&dir.path().join("back.db")).await.unwrap();
    assert!(sound.is_sound(), "{:?}", sound.problems());
}

/// `dama store copy` killed (SIGKILL) while it copies: the target says it is unfinished —
/// the bot refuses it, with the command that finishes it — and that command finishes it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copy_killed_half_way_is_refused_then_resumed() {
    let Some(pg) = TestDb::postgres("a_copy_killed_half_way_is_refused_then_resumed").await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let source = previous_release_copy(dir.path());
    // The target is migrated, and game #3 written there by this test, not committed: the
    // copy commits its first batch of games (#1, #2), then waits on #3.
    let target = pg.store().await;
    let pool = target.postgres_pool().unwrap().clone();
    let mut holding = pool.begin().await.unwrap();
    sqlx::query(
        "INSERT INTO games (id, platform, channel_id, community, variant, start_fen, fen, \
         white_id, white_name, black_id, black_name, status, created_at, updated_at) \
         VALUES (3, 'console', 'console', 'console', 'english', 'B', 'B', 'x', 'x', 'y', 'y', \
         'challenge', 0, 0)",
    )
    .execute(&mut *holding)
    .await
    .unwrap();
    let mut copying = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args([
            "store", "copy", "--from", &source, "--to", &pg.url, "--batch", "2",
        ])
        .env_clear()
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let since = Instant::now();
    loop {
        let games: Option<(i64, i64)> =
            sqlx::query_as("SELECT copied, done FROM copy_progress WHERE table_name = 'games'")
                .fetch_optional(&pool)
                .await
                .unwrap_or_default();
        if games == Some((2, 0)) {
            break;
        }
        assert!(
            since.elapsed() < Duration::from_secs(60),
            "the copy reaches game #3"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    copying.kill().unwrap();
    copying.wait().unwrap();
    holding.rollback().await.unwrap();
    target.close().await;
    // Half a copy: the bot refuses it, saying how to finish.
    let refused = Store::connect(&pg.url).await.unwrap_err();
    let said = refused.to_string();
    assert!(
        matches!(refused, StoreError::CopyUnfinished { .. }),
        "{said}"
    );
    assert!(
        said.contains("dama store copy --from") && said.contains("old.db"),
        "{said}"
    );
    let checked = dama(&["store", "check", "--database", &pg.url]);
    assert!(!checked.status.success());
    assert!(
        said_of(&checked).contains("unfinished copy"),
        "{}",
        said_of(&checked)
    );
    // The same command finishes it.
    let resumed = dama(&["store", "copy", "--from", &source, "--to", &pg.url]);
    assert!(resumed.status.success(), "{}", said_of(&resumed));
    let out = said_of(&resumed);
    assert!(
        out.contains("interrupted copy, finished") && out.contains("verified"),
        "{out}"
    );
    let file = format!("sqlite://{}/whole.db", dir.path().display());
    let whole = copy(&source, &file, &CopyOptions::default(), &Quiet)
        .await
        .unwrap();
    let store = Store::connect(&pg.url).await.unwrap();
    assert_eq!(
        tallies(&store).await,
        whole.tables,
        "the resumed copy is whole"
    );
    let checked = dama(&["store", "check", "--database", &pg.url]);
    assert!(checked.status.success(), "{}", said_of(&checked));
}

fn said_of(output: &Output) -> String {
    said(output)
}

/// A backup taken while moves keep arriving is a consistent database that passes the check.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_under_load_is_a_sound_snapshot() {
    let bot = TestBot::with_options(bot::service::ServiceOptions {
        images: false,
        ..Default::default()
    })
    .await;
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let writer = {
        let service = bot.service.clone();
        let stop = stop.clone();
        tokio::spawn(async move {
            let mut played = 0;
            let mut round = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                round += 1;
                let (a, b) = (format!("w{round}"), format!("b{round}"));
                let replies = service
                    .handle(support::message(&format!(
                        "{a}: !challenge @{b} english white"
                    )))
                    .await;
                let id = replies[0].game.unwrap();
                service
                    .handle(support::message(&format!("{b}: !accept #{id}")))
                    .await;
                for (who, mv) in [(&a, "11-15"), (&b, "22-18"), (&a, "15x22"), (&b, "25x18")] {
                    service
                        .handle(support::message(&format!("{who}: !move #{id} {mv}")))
                        .await;
                    played += 1;
                }
            }
            played
        })
    };
    let dir = tempfile::tempdir().unwrap();
    for i in 0..3 {
        tokio::time::sleep(Duration::from_millis(150)).await;
        let path = dir.path().join(format!("backup-{i}.db"));
        let report = backup(&bot.store, &bot.url, &path).await.unwrap();
        assert!(report.check.is_sound(), "{:?}", report.check.problems());
        assert!(report.check.games > 0, "the snapshot holds games");
        // Opened afresh, it is a dama database like any other.
        let again = check_file(&path).await.unwrap();
        assert!(again.is_sound(), "{:?}", again.problems());
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let played = writer.await.unwrap();
    assert!(played > 0);
    // A backup never replaces a file.
    let exists = dir.path().join("backup-0.db");
    assert!(backup(&bot.store, &bot.url, &exists).await.is_err());
}

/// `dama store restore` refuses while a bot runs on the database (it beats in
/// `bot_processes`), and puts the backup in place once it stopped, keeping the database
/// it replaces.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restore_waits_for_the_bot_to_stop() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_path_buf();
    let mut running = process::Dama::start_in(dir, &[]);
    let url = running.database_url();
    running.type_line("alice: !challenge @bob english");
    running
        .wait_for("the challenge", || running_has(&path, "challenges you"))
        .await;
    let backup_path = path.join("nightly.db");
    let made = dama(&[
        "store",
        "backup",
        backup_path.to_str().unwrap(),
        "--database",
        &url,
    ]);
    assert!(made.status.success(), "{}", said(&made));
    assert!(said(&made).contains("sound"), "{}", said(&made));
    running.type_line("bob: !accept");
    running
        .wait_for("the game", || running_has(&path, "starts"))
        .await;
    let refused = dama(&[
        "store",
        "restore",
        backup_path.to_str().unwrap(),
        "--database",
        &url,
    ]);
    assert!(!refused.status.success());
    assert!(
        said(&refused).contains("a bot is running"),
        "{}",
        said(&refused)
    );
    running.stops_cleanly_on("TERM").await;
    let restored = dama(&[
        "store",
        "restore",
        backup_path.to_str().unwrap(),
        "--database",
        &url,
    ]);
    assert!(restored.status.success(), "{}", said(&restored));
    assert!(said(&restored).contains("kept as"), "{}", said(&restored));
    let store = Store::connect(&url).await.unwrap();
    let game = store.game(1).await.unwrap().unwrap();
    assert_eq!(
        game.status,
        bot::store::GameStatus::Challenge,
        "the state of the backup"
    );
    let kept: Vec<_> = std::fs::read_dir(&path)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains("before-restore"))
        .collect();
    assert!(!kept.is_empty(), "the replaced database is kept");
}

fn running_has(dir: &Path, text: &str) -> bool {
    std::fs::read_to_string(dir.join("stdout.log")).is_ok_and(|out| out.contains(text))
}

/// The bot's own backups: one per period whatever the number of processes, the last N kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rotating_backups_are_made_once_and_the_oldest_removed() {
    let clock = ManualClock::new(T0);
    let bot = TestBot::with_options(options(&clock)).await;
    bot.say("alice: !challenge @bob english").await;
    let other = TestBot::at(
        bot.url.clone(),
        tempfile::tempdir().unwrap(),
        options(&clock),
    )
    .await;
    let dir = tempfile::tempdir().unwrap();
    let chores = Chores {
        backup: Some(BackupPlan {
            every: 3600,
            dir: dir.path().to_path_buf(),
            keep: 2,
            database_url: bot.url.clone(),
        }),
        retain_finished_days: None,
    };
    let schedulers = [
        Scheduler::new(bot.service.clone()).chores(chores.clone()),
        Scheduler::new(other.service.clone()).chores(chores),
    ];
    let backups = || -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("dama-"))
            .collect();
        names.sort();
        names
    };
    for hour in 0..4 {
        let now = clock.advance(if hour == 0 { 0 } else { 3600 });
        for scheduler in &schedulers {
            scheduler.tick(now).await.unwrap();
        }
        let expected = (hour + 1).min(2) as usize;
        let since = Instant::now();
        while backups().len() != expected || since.elapsed() < Duration::from_millis(200) {
            assert!(since.elapsed() < Duration::from_secs(20), "{:?}", backups());
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(backups().len(), expected, "{:?}", backups());
    }
    let names = backups();
    assert_eq!(
        names[1],
        bot::operating::backup::rotating_name(T0 + 3 * 3600)
    );
    let kept = check_file(&dir.path().join(&names[0])).await.unwrap();
    assert!(kept.is_sound(), "{:?}", kept.problems());
}

async fn retention_removes_old_finished_games_and_keeps_ratings(db: TestDb) {
    let clock = ManualClock::new(T0);
    let bot = TestBot::at(
        db.url.clone(),
        tempfile::tempdir().unwrap(),
        options(&clock),
    )
    .await;
    let old = bot.start_opened("alice", "bob", "english").await;
    assert!(
        bot.text(&format!("bob: !resign #{old}"))
            .await
            .contains("resign")
    );
    let declined = bot.say("carol: !challenge @dave english").await[0]
        .game
        .unwrap();
    bot.say(&format!("dave: !decline #{declined}")).await;
    let live = bot.start_opened("carol", "dave", "english").await;
    clock.advance(40 * DAY);
    let recent = bot.start_opened("alice", "carol", "english").await;
    bot.say(&format!("carol: !resign #{recent}")).await;
    let ratings_before = bot
        .store
        .ratings_of("console", "console", "alice")
        .await
        .unwrap();
    assert!(!ratings_before.is_empty());
    let chores = Chores {
        backup: None,
        retain_finished_days: Some(30),
    };
    let other = TestBot::at(
        db.url.clone(),
        tempfile::tempdir().unwrap(),
        options(&clock),
    )
    .await;
    let schedulers = [
        Scheduler::new(bot.service.clone()).chores(chores.clone()),
        Scheduler::new(other.service.clone()).chores(chores),
    ];
    let now = clock.advance(60);
    for scheduler in &schedulers {
        scheduler.tick(now).await.unwrap();
    }
    let store = &bot.store;
    assert!(
        store.game(old).await.unwrap().is_none(),
        "finished 40 days ago: gone"
    );
    assert!(
        store.game(declined).await.unwrap().is_none(),
        "declined 40 days ago: gone"
    );
    assert!(store.game(live).await.unwrap().is_some(), "under way: kept");
    assert!(
        store.game(recent).await.unwrap().is_some(),
        "finished yesterday: kept"
    );
    assert_eq!(
        store
            .ratings_of("console", "console", "alice")
            .await
            .unwrap(),
        ratings_before,
        "ratings stay"
    );
    assert_eq!(store.chore_done_at("retention").await.unwrap(), Some(now));
    // Once a day: the next look the same day does nothing.
    let later = clock.advance(3600);
    assert_eq!(
        schedulers[1]
            .next_due()
            .await
            .unwrap()
            .map(|t| t <= now + DAY),
        Some(true)
    );
    for scheduler in &schedulers {
        scheduler.tick(later).await.unwrap();
    }
    assert_eq!(store.chore_done_at("retention").await.unwrap(), Some(now));
    let sound = check(store).await.unwrap();
    assert!(sound.is_sound(), "{:?}", sound.problems());
}

/// `dama store check` finds what is wrong: a game whose moves lead elsewhere, a row whose
/// parent is gone.
async fn check_finds_a_tampered_game(db: TestDb) {
    let clock = ManualClock::new(T0);
    let bot = TestBot::at(
        db.url.clone(),
        tempfile::tempdir().unwrap(),
        options(&clock),
    )
    .await;
    let id = bot.start_opened("alice", "bob", "english").await;
    let sound = check(&bot.store).await.unwrap();
    assert!(sound.is_sound(), "{:?}", sound.problems());
    assert_eq!(sound.schema, SchemaVersion::Current);
    execute(
        &bot.store,
        &format!("UPDATE moves SET fen_after = 'W:W1:B2' WHERE game_id = {id}"),
    )
    .await;
    let found = check(&bot.store).await.unwrap();
    assert!(!found.is_sound());
    execute(
        &bot.store,
        &format!("UPDATE games SET fen = 'W:W1:B2' WHERE id = {id}"),
    )
    .await;
    let found = check(&bot.store).await.unwrap();
    assert!(!found.is_sound());
    assert!(
        found
            .bad_games
            .iter()
            .any(|p| p.contains(&format!("game #{id}"))),
        "{:?}",
        found.bad_games
    );
    // A row whose parent is gone (written with the foreign keys off).
    let orphan = "INSERT INTO watchers (game_id, platform, user_id, name, created_at) \
                  VALUES (999, 'console', 'eve', 'eve', 0)";
    let sql = match bot.store.backend() {
        bot::store::Backend::Sqlite => {
            format!("PRAGMA foreign_keys = OFF; {orphan}; PRAGMA foreign_keys = ON")
        }
        bot::store::Backend::Postgres => format!(
            "SET session_replication_role = replica; {orphan}; \
             SET session_replication_role = DEFAULT"
        ),
    };
    match bot.store.postgres_pool() {
        Some(pool) => drop(
            sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
                .execute(pool)
                .await
                .unwrap(),
        ),
        None => {
            let mut conn = bot.store.pool().acquire().await.unwrap();
            sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
                .execute(&mut *conn)
                .await
                .unwrap();
        }
    }
    let found = check(&bot.store).await.unwrap();
    assert!(
        found
            .foreign_keys
            .iter()
            .any(|p| p.starts_with("watchers.game_id")),
        "{:?}",
        found.foreign_keys
    );
    let url = db.url.clone();
    let checked = dama(&["store", "check", "--database", &url]);
    assert!(!checked.status.success());
    assert!(
        said(&checked).contains(&format!("game #{id}")),
        "{}",
        said(&checked)
    );
}

on_both_databases!(
    worker_threads = 2;
    every_table_and_column_is_classified,
    a_game_mid_way_continues_on_the_copy,
    a_copy_refuses_a_target_that_holds_data,
    retention_removes_old_finished_games_and_keeps_ratings,
    check_finds_a_tampered_game,
);
