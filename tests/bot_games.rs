//! Playing the bot through the service (issue 11): `!challenge @dama` starts at once and
//! unrated, the bot's moves arrive as the service's own messages, `!undo`/`!draw`/`!resign`
//! against it, `!hint` only against it, `!analyse` with its progress message, `!stats` apart,
//! bad input, a restart while the bot thinks, and the endgame databases' verdicts in `!hint`
//! and `!analyse`.

mod support;

use std::time::Duration;

use bot::message::{Outbound, Reply};
use bot::service::{Service, ServiceOptions};
use bot::store::{BOT_ID, GameStatus, Store};
use support::{TestBot, is_board, piped_console, quick_engine, text};
use tokio::sync::broadcast;

/// Quick, bounded searches: the behaviour under test is the bot's, not its strength.
fn quick() -> ServiceOptions {
    ServiceOptions {
        engine: quick_engine::options(),
        ..ServiceOptions::default()
    }
}

/// Waits for the service's own work, and returns what it posted meanwhile.
async fn posted(service: &Service, rx: &mut broadcast::Receiver<Outbound>) -> Vec<Reply> {
    tokio::time::timeout(Duration::from_secs(60), service.settled())
        .await
        .expect("the bot answers");
    let mut replies = Vec::new();
    while let Ok(out) = rx.try_recv() {
        replies.push(out.reply);
    }
    replies
}

#[tokio::test]
async fn the_bot_starts_at_once_unrated_and_answers_each_move_with_a_board() {
    let bot = TestBot::with_options(quick()).await;
    let mut rx = bot.service.outbound();
    // English: Black moves first; alice takes Black, so she opens.
    let replies = bot
        .say("alice: !challenge @dama english black level=1")
        .await;
    let said = text(&replies);
    assert!(said.contains("starts"), "{said}");
    assert!(said.contains("level 1 of 10"), "{said}");
    assert!(said.contains("unrated"), "{said}");
    assert!(is_board(&replies[0]));
    let id = replies[0].game.expect("the game is named");
    let row = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Active);
    assert!(!row.rated);
    assert_eq!(row.white_id, BOT_ID);
    assert!(posted(&bot.service, &mut rx).await.is_empty());

    let moved = bot.say("alice: !move 11-15").await;
    assert!(is_board(&moved[0]), "{}", text(&moved));
    let answers = posted(&bot.service, &mut rx).await;
    assert_eq!(answers.len(), 1, "{}", text(&answers));
    assert!(is_board(&answers[0]));
    assert!(
        text(&answers).contains("dama (White)"),
        "{}",
        text(&answers)
    );
    assert_eq!(answers[0].game, Some(id));
    let row = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(row.plies, 2);

    // A second challenge of the bot in the channel names the open game.
    let again = bot.text("alice: !challenge @dama").await;
    assert!(again.contains(&format!("#{id}")), "{again}");

    // The bot opens when it has White's first move (Italian: White starts).
    let opened = bot.say("bob: !challenge @dama italian black level=2").await;
    let opened_id = opened[0].game.unwrap();
    let answers = posted(&bot.service, &mut rx).await;
    assert_eq!(answers.len(), 1, "{}", text(&answers));
    let row = bot.store.game(opened_id).await.unwrap().unwrap();
    assert_eq!(row.plies, 1);
}

/// A quick game against the bot on a live clock (issue 33): both clocks start full with the
/// game, the player's runs while they think, and the bot thinks within its own and gets the
/// increment; the captions show both.
#[tokio::test]
async fn a_live_game_against_the_bot_runs_both_clocks() {
    let bot = TestBot::with_options(quick()).await;
    let mut rx = bot.service.outbound();
    let replies = bot
        .say("alice: !challenge @dama english black live 3+2 level=1")
        .await;
    let said = text(&replies);
    assert!(said.contains("live 3+2"), "{said}");
    let id = replies[0].game.expect("the game is named");
    let row = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(row.live.as_deref(), Some("3+2"));
    assert_eq!((row.white_ms, row.black_ms), (Some(180_000), Some(180_000)));
    let started = row.turn_started_ms.expect("alice's clock runs");
    assert_eq!(row.deadline_ms, Some(started + 180_000));
    assert!(!row.rated);

    let moved = bot.text("alice: !move 11-15").await;
    assert!(moved.contains("Live 3+2"), "{moved}");
    let answers = posted(&bot.service, &mut rx).await;
    assert_eq!(answers.len(), 1, "{}", text(&answers));
    assert!(text(&answers).contains("Live 3+2"), "{}", text(&answers));
    let row = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(row.plies, 2);
    // Each spent well under a minute and got 2 s back.
    for left in [row.white_ms, row.black_ms] {
        let left = left.expect("both clocks are kept");
        assert!((120_000..=182_000).contains(&left), "{left}");
    }
    assert!(
        row.deadline_ms
            .is_some_and(|deadline| deadline > row.turn_started_ms.unwrap())
    );
}

#[tokio::test]
async fn bad_input_is_named() {
    let bot = TestBot::with_options(quick()).await;
    for (line, expected) in [
        ("alice: !challenge @dama level=11", "no level 11"),
        ("alice: !challenge @dama level=0", "no level 0"),
        ("alice: !challenge @dama english level 12", "no level 12"),
        ("alice: !challenge @dama spanish soffio", "soffio"),
        (
            "alice: !challenge @bob level=3",
            "level is for games against the bot",
        ),
    ] {
        let said = bot.text(line).await;
        assert!(said.contains(expected), "{line}: {said}");
    }
    for line in [
        "alice: !challenge @dama englsh",
        "alice: !challenge @dama level=x",
    ] {
        let said = bot.text(line).await;
        assert!(!said.contains("starts"), "{line}: {said}");
    }
    assert!(bot.store.game(1).await.unwrap().is_none());
}

#[tokio::test]
async fn take_backs_are_granted_at_levels_one_to_three_only() {
    let bot = TestBot::with_options(quick()).await;
    let mut rx = bot.service.outbound();
    let easy = bot
        .say("alice: !challenge @dama english black level=3")
        .await[0]
        .game
        .unwrap();
    bot.say("alice: !move 11-15").await;
    posted(&bot.service, &mut rx).await;
    let undone = bot.text("alice: !undo").await;
    assert!(undone.contains("grants the take-back"), "{undone}");
    let row = bot.store.game(easy).await.unwrap().unwrap();
    assert_eq!(row.plies, 0, "her move and the bot's answer are taken back");
    // Her turn again: the bot does not move.
    assert!(posted(&bot.service, &mut rx).await.is_empty());
    bot.say("alice: !resign").await;

    let hard = bot
        .say("alice: !challenge @dama english black level=4")
        .await[0]
        .game
        .unwrap();
    bot.say("alice: !move 11-15").await;
    posted(&bot.service, &mut rx).await;
    let declined = bot.text("alice: !undo").await;
    assert!(declined.contains("declines the take-back"), "{declined}");
    assert_eq!(bot.store.game(hard).await.unwrap().unwrap().plies, 2);
}

#[tokio::test]
async fn the_bot_declines_a_draw_in_a_full_position_and_resigning_ends_the_game() {
    let bot = TestBot::with_options(quick()).await;
    let mut rx = bot.service.outbound();
    let id = bot
        .say("alice: !challenge @dama english black level=5")
        .await[0]
        .game
        .unwrap();
    let declined = bot.text("alice: !draw").await;
    assert!(declined.contains("declines the draw"), "{declined}");
    let row = bot.store.game(id).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Active);
    assert!(row.offer_kind.is_none(), "no offer is left waiting");
    // Each side moves once, so that resigning ends the game rather than aborting it.
    bot.say("alice: !move 11-15").await;
    posted(&bot.service, &mut rx).await;
    assert_eq!(bot.store.game(id).await.unwrap().unwrap().plies, 2);
    let resigned = bot.text("alice: !resign").await;
    assert!(resigned.contains("Game #1 is over"), "{resigned}");
    assert!(resigned.contains("resigned"), "{resigned}");
    // A game against the bot resigned before she moved is aborted, and counts nowhere, even
    // though the bot (White at Italian draughts) had made its first move.
    let early = bot
        .say("alice: !challenge @dama italian black level=5")
        .await[0]
        .game
        .unwrap();
    posted(&bot.service, &mut rx).await;
    assert_eq!(bot.store.game(early).await.unwrap().unwrap().plies, 1);
    let aborted = bot.text("alice: !resign").await;
    assert!(
        aborted.contains(&format!("Game #{early} is aborted")),
        "{aborted}"
    );
    let row = bot.store.game(early).await.unwrap().unwrap();
    assert_eq!(row.result.as_deref(), Some("*"));
    let stats = bot.text("alice: !stats").await;
    assert!(
        stats.contains("Against the bot (unrated): level 5: 0 won, 0 drawn, 1 lost"),
        "{stats}"
    );
    // The bot's games here, in one PDN file.
    let pdn = bot.say("alice: !pdn @dama").await;
    let file = pdn
        .iter()
        .find_map(|r| r.document.clone().or(r.as_document.clone().map(|d| d.file)))
        .expect("a PDN file");
    let text = String::from_utf8(file.bytes).unwrap();
    assert_eq!(text.matches("[Event ").count(), 2, "{text}");
}

#[tokio::test]
async fn hints_only_against_the_bot() {
    let bot = TestBot::with_options(quick()).await;
    let people = bot.start("alice", "bob", "english").await;
    let refused = bot.text("bob: !hint").await;
    assert!(refused.contains("No hints in game"), "{refused}");
    assert!(refused.contains(&format!("#{people}")), "{refused}");
    let live = bot.text(&format!("bob: !analyse #{people}")).await;
    assert!(live.contains("still being played between people"), "{live}");

    bot.say("carol: !challenge @dama english black level=1")
        .await;
    let hint = bot.text("carol: !hint").await;
    assert!(hint.starts_with("Hint for #2: "), "{hint}");
}

/// A game against the bot from a set position, in the console's channel.
async fn bot_game_from(bot: &TestBot, player: &str, fen: &str) -> i64 {
    // The player is known to the bot as after any command.
    bot.say(&format!("{player}: !games")).await;
    let created = bot
        .store
        .create_bot_game(&bot::store::NewBotGame {
            platform: "console".into(),
            channel_id: "console".into(),
            thread_id: None,
            community: "console".into(),
            variant: "english".into(),
            start_fen: rules::Position::from_fen(rules::Variant::English, fen)
                .expect("a position")
                .to_fen(),
            player_id: player.into(),
            player_name: player.into(),
            player_color: rules::Color::White,
            bot_name: "dama".into(),
            level: 1,
            days_per_move: None,
            live: None,
        })
        .await
        .expect("the game is created");
    match created {
        bot::store::BotGameCreated::Started(row) => row.id,
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn hints_and_analyses_name_what_the_endgame_databases_decide() {
    let dir = tempfile::tempdir().expect("a folder");
    egtb::build_set(dir.path(), rules::Variant::English, false, 3, &mut |_| {})
        .expect("the three-piece databases build");
    let mut options = quick();
    options.engine.endgames = Some(std::sync::Arc::new(egtb::Tablebase::open(dir.path())));
    let bot = TestBot::with_options(options).await;
    let mut rx = bot.service.outbound();

    // Two kings against one: won, and the databases say so.
    let won = bot_game_from(&bot, "carol", "W:WK22,K18:BK1").await;
    let hint = bot.text("carol: !hint").await;
    assert!(hint.starts_with(&format!("Hint for #{won}: ")), "{hint}");
    assert!(hint.contains("a database win for White"), "{hint}");
    let said = bot.text("carol: !move 18-15").await;
    assert!(said.contains("18-15"), "{said}");
    posted(&bot.service, &mut rx).await;
    bot.say("carol: !resign").await;
    let first = bot.say(&format!("carol: !analyse #{won}")).await;
    let later = posted(&bot.service, &mut rx).await;
    let analysis = text(&first) + &later.iter().map(|r| r.plain_text()).collect::<String>();
    assert!(analysis.contains("a database win for White"), "{analysis}");

    // A king against a king, each in its double corner: a draw.
    bot_game_from(&bot, "carol", "W:WK1:BK32").await;
    let hint = bot.text("carol: !hint").await;
    assert!(hint.contains("a database draw"), "{hint}");
}

#[tokio::test]
async fn an_analysis_reports_mistakes_with_a_chart_and_a_second_one_waits() {
    let mut options = quick();
    // Every analysis answers with its progress message first.
    options.engine.progress_after = Duration::ZERO;
    options.engine.analysis.depth = Some(6);
    let bot = TestBot::with_options(options).await;
    let mut rx = bot.service.outbound();
    let id = bot.start("alice", "bob", "english").await;
    // Bob (Black, level 1 of the engine) loses men; the engine finds his mistakes.
    let moves = "12-16 24-19 16-20 19-16 9-14 16-12 5-9 22-17 9-13 23-19 13x22 25x18x9 6x13 \
                 29-25 13-17 21x14 10x17 25-21 1-5 21x14 11-16 28-24 16x23 27x18 20x27 32x23 \
                 5-9 14x5";
    for (ply, mv) in moves.split_whitespace().enumerate() {
        let who = if ply % 2 == 0 { "bob" } else { "alice" };
        let said = bot.text(&format!("{who}: !move {mv}")).await;
        assert!(said.contains(mv), "{mv}: {said}");
    }
    bot.say("bob: !resign").await;

    let first = bot.say(&format!("alice: !analyse #{id}")).await;
    assert_eq!(first.len(), 1);
    let progress = first[0].progress.expect("a progress message");
    assert!(!progress.last);
    assert!(
        first[0].plain_text().contains("Analysing game"),
        "{}",
        text(&first)
    );
    let second = bot.text(&format!("bob: !analyse #{id}")).await;
    assert!(second.contains("already under way"), "{second}");

    let later = posted(&bot.service, &mut rx).await;
    let (updates, report): (Vec<&Reply>, Vec<&Reply>) =
        later.iter().partition(|r| r.progress.is_some());
    assert!(
        updates
            .iter()
            .all(|r| r.progress.unwrap().id == progress.id)
    );
    assert!(updates.last().unwrap().progress.unwrap().last);
    assert_eq!(report.len(), 1);
    let analysis = report[0].plain_text();
    assert!(
        analysis.contains(&format!("Analysis of game #{id}")),
        "{analysis}"
    );
    assert!(analysis.contains("Black's mistakes:"), "{analysis}");
    assert!(analysis.contains("5-9?"), "{analysis}");
    assert!(analysis.contains("better"), "{analysis}");
    let chart = report[0].image.as_ref().expect("the evaluation chart");
    assert!(chart.bytes.starts_with(b"\x89PNG"));

    // Once done, the game may be analysed again; an unplayed challenge may not.
    let again = bot.say(&format!("bob: !analyse #{id}")).await;
    assert!(!text(&again).contains("already under way"));
    posted(&bot.service, &mut rx).await;
}

#[tokio::test]
async fn a_move_the_bot_was_thinking_about_when_the_process_stopped_is_made_after_restart() {
    let mut options = quick();
    options.engine.full_strength_time = Duration::from_secs(60);
    let bot = TestBot::with_options(options).await;
    let _rx = bot.service.outbound();
    let id = bot
        .say("alice: !challenge @dama english black level=10")
        .await[0]
        .game
        .unwrap();
    // A first move whose position the opening book does not hold, so that the bot thinks.
    let start = rules::Game::new(rules::Variant::English);
    let unbooked = start
        .position()
        .legal_moves()
        .into_iter()
        .find(|mv| {
            let mut after = start.clone();
            after.play(mv).unwrap();
            engine::Book::of(rules::Variant::English)
                .moves(after.position())
                .is_none()
        })
        .expect("a first move out of the book");
    let first = start.position().move_text(&unbooked);
    bot.say(&format!("alice: !move {first}")).await;
    // Stopped while thinking: the search is told to stop and nothing is committed.
    tokio::time::timeout(Duration::from_secs(10), bot.service.stop_background())
        .await
        .expect("the search stops promptly");
    assert_eq!(bot.store.game(id).await.unwrap().unwrap().plies, 1);

    bot.store.close().await;
    let store = Store::connect(&bot.url).await.unwrap();
    let service = Service::new(store.clone(), quick());
    let mut rx = service.outbound();
    let answers = posted(&service, &mut rx).await;
    assert_eq!(answers.len(), 1, "{}", text(&answers));
    assert_eq!(store.game(id).await.unwrap().unwrap().plies, 2);
}

/// The console: `@dama` is the bot; its move is printed before the next line is read, and
/// an analysis prints its progress as lines of their own, then the report and its chart.
#[test]
fn on_the_console_dama_answers_each_line_before_the_next() {
    use std::io::Write;

    let dir = tempfile::tempdir().unwrap();
    let url = piped_console::database_url(dir.path());
    let mut child = piped_console::spawn(dir.path(), &url);
    let mut script: Vec<String> = [
        "alice: !challenge @dama english white level=1",
        "alice: !hint",
        // White's men cannot be taken yet, whatever the bot opened with: 24-20 is open.
        "alice: !move 24-20",
        "alice: !resign",
        "alice: !analyse",
        "alice: !stats",
        "alice: !challenge @bob english white",
        "bob: !accept",
    ]
    .map(String::from)
    .to_vec();
    // A whole game between people (White wins), long enough for a progress message.
    let moves = "9-13 22-17 13x22 25x18 10-14 18x9 5x14 23-18 14x23 26x19 11-15 19x10 7x14 \
                 24-19 12-16 19x12 3-7 12x3 1-5 3x10x17 2-7 27-23 5-9 23-18 9-14 18x9x2 4-8 \
                 2x11x4";
    for (ply, mv) in moves.split_whitespace().enumerate() {
        let who = if ply % 2 == 0 { "bob" } else { "alice" };
        script.push(format!("{who}: !move {mv}"));
    }
    script.push("bob: !analyse #2".into());
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all((script.join("\n") + "\n").as_bytes())
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let at = |needle: &str| {
        stdout
            .find(needle)
            .unwrap_or_else(|| panic!("no {needle:?} in\n{stdout}"))
    };
    // In the order of the script: the bot's opening move comes before the hint.
    assert!(at("unrated") < at("#1 dama (Black) "));
    assert!(at("#1 dama (Black) ") < at("Hint for #1"));
    assert!(at("Hint for #1") < at("resigned"));
    assert!(at("resigned") < at("Analysis of game #1 ("));
    let record = "Against the bot (unrated): level 1: 0 won, 0 drawn, 1 lost";
    assert!(at("Analysis of game #1 (") < at(record));
    assert!(dir.path().join("images/dama-1-analysis.png").exists());
    // The longer game's analysis prints its progress, then the report.
    assert!(at("Analysing game #2") < at("Analysis of game #2: done"));
    assert!(at("Analysis of game #2: done") < at("Analysis of game #2 ("));
    assert!(dir.path().join("images/dama-2-analysis.png").exists());
}
