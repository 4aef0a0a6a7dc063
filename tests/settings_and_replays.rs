//! Channel settings for admins only, personal preferences (boards from your side), `!replay`
//! as an animated GIF with one frame per position, `!chart` as a PNG, and a deadline set by
//! one run of the `dama` binary's database honoured by the next run.

mod support;

use bot::adapters::console;
use bot::clock::{DAY, ManualClock};
use bot::message::{Incoming, Reply};
use bot::service::{Service, ServiceOptions};
use bot::store::{GameStatus, Orientation, Store};
use support::{TestBot, message, piped_console, text};

/// A message from someone who may not change the channel's settings (on Discord: without
/// Manage Server; on Telegram: not a chat administrator).
fn member(line: &str) -> Incoming {
    Incoming {
        author_is_admin: false,
        ..message(line)
    }
}

#[tokio::test]
async fn settings_are_changed_by_admins_only() {
    let bot = TestBot::new().await;
    let channel = console::channel();
    let defaults = bot
        .service
        .store()
        .channel_settings(&channel)
        .await
        .unwrap();
    assert_eq!(defaults.reminder_hours, 24);
    for (key, value) in [
        ("reminders", "0"),
        ("language", "it"),
        ("variant", "italian"),
        ("orientation", "white"),
        ("threads", "on"),
    ] {
        let refused = text(
            &bot.service
                .handle(member(&format!("alice: !settings {key} {value}")))
                .await,
        );
        assert!(
            refused.contains("Only the channel's admins can change its settings"),
            "{key}: {refused}"
        );
    }
    assert_eq!(
        bot.service
            .store()
            .channel_settings(&channel)
            .await
            .unwrap(),
        defaults,
        "nothing changed"
    );
    // Anyone may look.
    let shown = text(&bot.service.handle(member("alice: !settings")).await);
    assert!(
        shown.contains("reminders after 24 h without a move"),
        "{shown}"
    );

    // An admin may change them.
    let saved = bot.text("admin: !settings reminders 6").await;
    assert!(saved.starts_with("Saved."), "{saved}");
    let saved = bot.text("admin: !settings orientation white").await;
    assert!(saved.contains("orientation white"), "{saved}");
    let settings = bot
        .service
        .store()
        .channel_settings(&channel)
        .await
        .unwrap();
    assert_eq!(settings.reminder_hours, 6);
    assert_eq!(settings.orientation, Orientation::White);
    let bad = bot.text("admin: !settings reminders often").await;
    assert!(bad.contains("is not a value for reminders"), "{bad}");
    let italian = bot.text("admin: !settings language it").await;
    assert!(italian.starts_with("Salvato."), "{italian}");
    let refused = text(
        &bot.service
            .handle(member("alice: !settings threads on"))
            .await,
    );
    assert!(refused.contains("Solo gli amministratori"), "{refused}");

    // Preferences are everyone's own.
    let prefs = text(&bot.service.handle(member("alice: !prefs flip on")).await);
    assert!(prefs.contains("sì"), "{prefs}");
    let user = console::user("alice");
    assert!(bot.service.store().user_prefs(&user).await.unwrap().flip);
}

fn flip_of(replies: &[Reply]) -> bool {
    replies[0].board.expect("a board").flip
}

#[tokio::test]
async fn boards_face_a_player_who_asked_for_it_on_their_turn() {
    let bot = TestBot::with_options(ServiceOptions {
        images: false,
        ..ServiceOptions::default()
    })
    .await;
    bot.say("admin: !settings orientation white").await;
    let id = bot.start("alice", "bob", "english").await;
    // White at the bottom for everyone, bob to move.
    assert!(!flip_of(&bot.say("carol: !board").await));
    bot.say("bob: !prefs flip on").await;
    // bob's turn: from his side (Black), whoever asks.
    assert!(flip_of(&bot.say("carol: !board").await));
    assert!(flip_of(&bot.say("alice: !board").await));
    // alice's turn: the channel's orientation again.
    assert!(!flip_of(&bot.say("bob: !move 11-15").await));
    // bob's turn again, after alice's move.
    assert!(flip_of(&bot.say("alice: !move 22-18").await));
    bot.say("bob: !prefs flip off").await;
    assert!(!flip_of(&bot.say(&format!("bob: !board #{id}")).await));
    // A channel that shows Black at the bottom: alice, White, sees her side on her turn.
    bot.say("admin: !settings orientation black").await;
    bot.say("alice: !prefs flip on").await;
    assert!(flip_of(&bot.say("bob: !board").await), "bob's turn");
    assert!(!flip_of(&bot.say("bob: !move 15x22").await), "alice's turn");
}

/// The number of frames of a GIF, and its size.
fn gif_frames(bytes: &[u8]) -> (usize, u16, u16) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (width, height) = (decoder.width(), decoder.height());
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    (frames, width, height)
}

#[tokio::test]
async fn replays_are_gifs_and_charts_are_pngs() {
    let bot = TestBot::new().await;
    let id = bot.start("alice", "bob", "english").await;
    for line in [
        "bob: !move 11-15",
        "alice: !move 22-18",
        "bob: !move 15x22",
        "alice: !move 25x18",
    ] {
        bot.say(line).await;
    }
    let replies = bot.say("alice: !replay").await;
    let gif = replies[0].image.as_ref().expect("the replay");
    assert_eq!(gif.mime, "image/gif");
    assert!(gif.filename.ends_with(".gif"));
    assert!(gif.bytes.starts_with(b"GIF89a"));
    assert_eq!(gif_frames(&gif.bytes), (5, 480, 480), "plies + 1 frames");
    assert_eq!(replies[0].game, Some(id));
    let caption = text(&replies);
    assert!(
        caption.contains("the whole game, 4 moves. Under way."),
        "{caption}"
    );

    // Finished games too, by number.
    bot.say("alice: !move 9-14").await; // refused: not alice's turn
    bot.say("bob: !resign").await;
    let replies = bot.say(&format!("carol: !replay #{id}")).await;
    let gif = replies[0].image.as_ref().expect("the replay");
    assert_eq!(gif_frames(&gif.bytes).0, 5);
    assert!(
        text(&replies).contains("Black resigned"),
        "{}",
        text(&replies)
    );

    let replies = bot.say(&format!("bob: !chart #{id}")).await;
    let chart = replies[0].image.as_ref().expect("the chart");
    assert_eq!(chart.mime, "image/png");
    let decoder = png::Decoder::new(std::io::Cursor::new(&chart.bytes));
    let reader = decoder.read_info().expect("a PNG");
    assert_eq!((reader.info().width, reader.info().height), (800, 450));
    assert!(text(&replies).contains("men and kings of each side"));

    // A challenge has nothing to show; a replay of no game says so.
    let replies = bot.say("carol: !challenge @dave italian").await;
    let pending = replies[0].game.unwrap();
    let nothing = bot.text(&format!("dave: !replay #{pending}")).await;
    assert!(nothing.contains("has not started"), "{nothing}");
    let none = bot.text("erin: !chart #99").await;
    assert!(none.contains("#99"), "{none}");
}

/// The deadline lives in the database: a game whose clock ran out while no bot was running
/// is lost on time by the next `dama` to start, on the system clock.
#[tokio::test]
async fn the_binary_honours_a_deadline_stored_by_an_earlier_run() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/dama.db", dir.path().display());
    let real_now = bot::clock::Clock::now(&bot::clock::SystemClock);
    {
        // An earlier run, two days ago: a game with one day per move.
        let clock = ManualClock::new(real_now - 2 * DAY);
        let store = Store::connect(&url).await.unwrap();
        let service = Service::new(
            store.clone(),
            ServiceOptions {
                clock,
                images: false,
                ..ServiceOptions::default()
            },
        );
        let replies = service
            .handle(message("alice: !challenge @bob english white days=1"))
            .await;
        let id = replies[0].game.unwrap();
        service
            .handle(message(&format!("bob: !accept #{id}")))
            .await;
        // Each side moves once: a time-out before that would abort the game.
        for line in ["bob: !move 10-14", "alice: !move 21-17"] {
            service.handle(message(line)).await;
        }
        store.close().await;
    }
    let out = piped_console::run_on(dir.path(), &url, &["bob: !board", "alice: !replay #1"]);
    assert!(out.contains("@bob (Black) ran out of time"), "{out}");
    assert!(out.contains("the whole game, 2 moves"), "{out}");
    let gif = std::fs::read(dir.path().join("images/dama-1-replay.gif")).unwrap();
    assert!(gif.starts_with(b"GIF89a"));

    let store = Store::connect(&url).await.unwrap();
    let row = store.game(1).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    assert_eq!(row.end_reason.as_deref(), Some("time"));
    assert_eq!(
        row.finished_at,
        Some(real_now - DAY),
        "ended at the deadline"
    );
    let (rated,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM ratings")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(rated, 2);
    store.close().await;
}

/// `!replay` and `!chart` for every new variant, the 12x12 board included: one GIF frame per
/// position, of the board's own shape, and the chart PNG.
#[tokio::test]
async fn replays_and_charts_of_the_new_variants() {
    let bot = TestBot::new().await;
    for (variant, moves) in [
        ("russian", ["c3-d4", "h6-g5", "e3-f4", "g5:e3:c5"]),
        ("turkish", ["f3-f4", "d6-d5", "d3-d4", "d5xd3xf3xf1"]),
        ("pool", ["11-15", "23-19", "8-11", "19-16"]),
        ("czech", ["e3-f4", "b6-c5", "f4-g5", "f6:h4"]),
        ("frisian", ["33-28", "20-24", "35-30", "24x35x33x22"]),
        ("canadian", ["47-40", "28-35", "40-34", "27x40"]),
    ] {
        let id = bot.start("alice", "bob", variant).await;
        let mut who = if variant == "pool" { "bob" } else { "alice" };
        for mv in moves {
            let replies = bot.say(&format!("{who}: !move #{id} {mv}")).await;
            assert!(
                text(&replies).contains(mv),
                "{variant} {mv}: {}",
                text(&replies)
            );
            who = if who == "alice" { "bob" } else { "alice" };
        }
        let replies = bot.say(&format!("alice: !replay #{id}")).await;
        let gif = replies[0].image.as_ref().expect("the replay");
        assert!(gif.bytes.starts_with(b"GIF89a"), "{variant}");
        let (frames, width, height) = gif_frames(&gif.bytes);
        assert_eq!((frames, width, height), (5, 480, 480), "{variant}");
        let replies = bot.say(&format!("bob: !chart #{id}")).await;
        let chart = replies[0].image.as_ref().expect("the chart");
        assert_eq!(chart.mime, "image/png", "{variant}");
        let replies = bot.say(&format!("bob: !board #{id}")).await;
        let board = replies[0].image.as_ref().expect("the board");
        let decoder = png::Decoder::new(std::io::Cursor::new(&board.bytes));
        let reader = decoder.read_info().expect("a PNG");
        let side = match variant {
            "frisian" => render::SIZE_10X10,
            "canadian" => render::SIZE_12X12,
            _ => render::SIZE_8X8,
        };
        assert_eq!(
            (reader.info().width, reader.info().height),
            (side, side),
            "{variant}"
        );
        bot.say(&format!("alice: !resign #{id}")).await;
    }
}
