//! The Telegram adapter end to end: the real service on a SQLite file, the adapter (as a task,
//! or inside the `dama` binary) long-polling a fake Bot API server started here, real update
//! JSON in, every Bot API call recorded and checked.

#[path = "support/telegram_adapter.rs"]
mod telegram_adapter;
#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

use std::{
    io::Cursor,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use bot::{adapters::telegram::RetryPolicy, service::ServiceOptions};
use serde_json::{Value, json};
use telegram_adapter::{ALICE, Adapter, BOB, Db, db, say, send_update};
use telegram_fake::{
    BOT_USERNAME, Call, Failure, FakeTelegram, Person, TOKEN, callback_query, in_topic, message,
    with_text_mention,
};

/// Someone without a username: mentioned with a `text_mention`, notified with a link.
const ZOE: Person = Person {
    id: 333,
    first_name: "Zoë",
    username: None,
};

const GROUP: i64 = -1001234567890;
const FORUM: i64 = -1009876543210;

fn group() -> Value {
    json!({"id": GROUP, "type": "supergroup", "title": "Draughts club"})
}

fn forum() -> Value {
    json!({"id": FORUM, "type": "supergroup", "title": "Club with topics", "is_forum": true})
}

/// A short English game that White wins by taking every black piece (28 plies, with
/// multi-captures and a crowning). Black moves first.
const SHORT_GAME: [&str; 28] = [
    "9-13", "22-17", "13x22", "25x18", "10-14", "18x9", "5x14", "23-18", "14x23", "26x19", "11-15",
    "19x10", "7x14", "24-19", "12-16", "19x12", "3-7", "12x3", "1-5", "3x10x17", "2-7", "27-23",
    "5-9", "23-18", "9-14", "18x9x2", "4-8", "2x11x4",
];

/// Retries quick enough for tests, but still bounded.
fn quick_retries() -> RetryPolicy {
    RetryPolicy {
        attempts: 3,
        first_backoff: Duration::from_millis(50),
        max_backoff: Duration::from_millis(200),
        max_retry_after: Duration::from_secs(5),
    }
}

async fn start(fake: &FakeTelegram, db: &Db) -> Adapter {
    let options = ServiceOptions {
        // Deliberately not the Telegram username: `/cmd@name` is the adapter's business.
        bot_name: "dama_bot".into(),
        ..ServiceOptions::default()
    };
    Adapter::start(fake, db, options, quick_retries()).await
}

/// The callback data of the button labelled `label` in a call's inline keyboard.
fn button(call: &Call, label: &str) -> String {
    let markup = call.reply_markup().expect("the reply has a keyboard");
    markup["inline_keyboard"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row.as_array().cloned().unwrap_or_default())
        .find(|b| {
            b["text"]
                .as_str()
                .is_some_and(|t| t.eq_ignore_ascii_case(label))
        })
        .and_then(|b| b["callback_data"].as_str().map(str::to_string))
        .unwrap_or_else(|| panic!("no {label} button in {markup}"))
}

/// The width and height of a PNG.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(Cursor::new(bytes));
    let reader = decoder.read_info().expect("the photo decodes as PNG");
    let info = reader.info();
    (info.width, info.height)
}

/// Alice challenges Bob (Alice White, so Bob, Black, moves first) and Bob accepts by button.
/// Returns the board photo that starts the game.
async fn start_game(fake: &FakeTelegram, chat: &Value, thread: Option<i64>) -> Call {
    let mut update = message(chat, &ALICE, "/challenge @bob english white");
    if let Some(thread) = thread {
        update = in_topic(update, thread);
    }
    let offer = send_update(fake, update, 1).await.remove(0);
    let accept = button(&offer, "Accept");
    let message_id: i64 = 1; // The fake does not check it.
    let press = callback_query(&BOB, chat, thread, message_id, &accept);
    let answered_before = fake.calls_of(&["answercallbackquery"]).len();
    let replies = send_update(fake, press, 1).await;
    assert_eq!(
        fake.calls_of(&["answercallbackquery"]).len(),
        answered_before + 1,
        "the button press is answered"
    );
    replies
        .into_iter()
        .find(|c| c.method == "sendphoto")
        .expect("a board photo")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_accepted_by_its_button_and_a_short_game_to_its_end() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = start(&fake, &db).await;

    // The command menu, from the command table, before anything else is sent.
    let calls = fake
        .wait_until(Duration::from_secs(10), |calls| {
            calls.iter().any(|c| c.method == "setmycommands")
        })
        .await;
    let menu = calls.iter().find(|c| c.method == "setmycommands").unwrap();
    let commands = menu.params["commands"].as_array().expect("a command list");
    let names: Vec<&str> = commands
        .iter()
        .filter_map(|c| c["command"].as_str())
        .collect();
    for name in ["move", "challenge", "accept", "board", "pdn", "help"] {
        assert!(names.contains(&name), "{name} in the menu {names:?}");
    }
    assert!(commands.iter().all(|c| {
        let description = c["description"].as_str().unwrap_or("");
        !description.is_empty() && description.len() <= 256
    }));

    // Chatter, and commands for another bot, are ignored (Bob is now known by his name).
    say(&fake, &group(), &BOB, "anyone for a game?", 0).await;
    say(&fake, &group(), &BOB, "/move@other_bot 11-15", 0).await;

    // The challenge carries Accept / Decline buttons and notifies Bob.
    let offer = say(
        &fake,
        &group(),
        &ALICE,
        &format!("/challenge@{BOT_USERNAME} @bob english white"),
        1,
    )
    .await
    .remove(0);
    assert_eq!(offer.method, "sendmessage");
    assert_eq!(offer.param("chat_id").unwrap(), GROUP.to_string());
    assert_eq!(offer.param("parse_mode").as_deref(), Some("HTML"));
    assert!(offer.text().contains("@bob"), "{}", offer.text());
    let accept = button(&offer, "Accept");
    let decline = button(&offer, "Decline");
    assert!(accept.len() <= 64 && decline.len() <= 64);

    // Alice cannot accept her own challenge: she alone is told so, in the press's notice,
    // and nothing is posted to the group. Bob's press starts the game.
    let press = callback_query(&ALICE, &group(), None, 1, &accept);
    send_update(&fake, press, 0).await;
    let refused = fake.calls_of(&["answercallbackquery"]);
    let notice = refused[0].param("text").unwrap_or_default();
    assert!(notice.contains("your own challenge"), "{notice}");
    let press = callback_query(&BOB, &group(), None, 1, &accept);
    let started = send_update(&fake, press, 1).await;
    let answers = fake.calls_of(&["answercallbackquery"]);
    assert_eq!(answers.len(), 2, "every press is answered");
    assert!(
        answers
            .iter()
            .all(|a| a.param("callback_query_id").is_some())
    );

    // The board: a PNG of the 8x8 size, the caption naming Bob, to move.
    let board = &started[0];
    assert_eq!(board.method, "sendphoto");
    let photo = &board.files["photo"];
    assert_eq!(png_size(&photo.bytes), (render::SIZE_8X8, render::SIZE_8X8));
    assert!(
        board.text().contains("tg://user?id=222") || board.text().contains("@bob"),
        "Bob is mentioned: {}",
        board.text()
    );

    // The game, in every way of typing a move; one illegal move on the way.
    let forms = ["/move {}", "!move {}", "/move@{bot} {}", "!m {}"];
    for (ply, mv) in SHORT_GAME.iter().enumerate() {
        let who = if ply % 2 == 0 { &BOB } else { &ALICE };
        if ply == 2 {
            // Black must take 13x22: a quiet move is refused, with the reason and a board
            // marking it, sent as a reply to Bob's own message (issue 17).
            let typed = message(&group(), &BOB, "!move 10-15");
            let typed_id = typed["message"]["message_id"].as_i64().unwrap();
            let refusal = send_update(&fake, typed, 1).await;
            assert_eq!(refusal[0].method, "sendphoto");
            let answering: Value =
                serde_json::from_str(&refusal[0].param("reply_parameters").unwrap()).unwrap();
            assert_eq!(answering["message_id"].as_i64(), Some(typed_id));
            let photo = &refusal[0].files["photo"];
            assert_eq!(png_size(&photo.bytes), (render::SIZE_8X8, render::SIZE_8X8));
            let reason = refusal[0].text().to_lowercase();
            assert!(
                reason.contains("captur") || reason.contains("take"),
                "{reason}"
            );
            assert!(
                reason.contains("13x22"),
                "the legal capture is named: {reason}"
            );
        }
        let text = forms[ply % forms.len()]
            .replace("{bot}", BOT_USERNAME)
            .replace("{}", mv);
        let last = ply == SHORT_GAME.len() - 1;
        let replies = say(&fake, &group(), who, &text, 1).await;
        let photo = &replies[0];
        assert_eq!(photo.method, "sendphoto", "{text}: {}", photo.text());
        assert!(
            photo.text().contains(&mv.to_string()),
            "{text}: {}",
            photo.text()
        );
        if last {
            let caption = photo.text().to_lowercase();
            assert!(
                caption.contains("over") && caption.contains("no pieces"),
                "{caption}"
            );
        }
    }

    // The finished game as a PDN file.
    let pdn = say(&fake, &group(), &BOB, "!pdn", 1).await.remove(0);
    assert_eq!(pdn.method, "senddocument");
    let file = &pdn.files["document"];
    assert!(file.filename.as_deref().unwrap_or("").ends_with(".pdn"));
    let text = String::from_utf8(file.bytes.to_vec()).unwrap();
    assert!(text.contains("9-13") && text.contains("2x11x4"), "{text}");
    assert!(text.contains("[White \"Alice\"]"), "{text}");

    // The replay is an animation (a GIF sent as a photo would not move).
    let replay = say(&fake, &group(), &BOB, "!replay", 1).await.remove(0);
    assert_eq!(replay.method, "sendanimation", "{}", replay.text());
    let gif = &replay.files["animation"];
    assert!(gif.bytes.starts_with(b"GIF89a"));
    // A server that refuses animations still gets the GIF, as a file.
    fake.fail_next("sendAnimation", 1, Failure::Status(400));
    let replay = say(&fake, &group(), &BOB, "!replay", 1).await.remove(0);
    assert_eq!(replay.method, "senddocument", "{}", replay.text());
    assert!(replay.files["document"].bytes.starts_with(b"GIF89a"));

    adapter.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flood_limits_and_server_errors_are_retried_without_replaying_the_move() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = start(&fake, &db).await;
    say(&fake, &group(), &BOB, "hello", 0).await;
    start_game(&fake, &group(), None).await;

    // A 429 on the photo: one retry after retry_after; the move is played once.
    fake.fail_next("sendPhoto", 1, Failure::RetryAfter(1));
    let photos_before = fake.calls_of(&["sendphoto"]).len();
    let replies = say(&fake, &group(), &BOB, "!move 9-13", 1).await;
    assert_eq!(replies[0].method, "sendphoto");
    let photos = fake.calls_of(&["sendphoto"]).split_off(photos_before);
    assert_eq!(photos.len(), 2, "one refused, one retried");
    assert_eq!(photos[0].status, 429);
    assert!(photos[1].ok());
    let waited = photos[1].at - photos[0].at;
    assert!(waited >= Duration::from_secs(1), "waited {waited:?}");
    assert!(waited < Duration::from_secs(3), "waited {waited:?}");

    // 5xx twice: backoff, then through.
    fake.fail_next("sendPhoto", 2, Failure::Status(502));
    let replies = say(&fake, &group(), &ALICE, "!move 22-17", 1).await;
    assert_eq!(replies[0].method, "sendphoto");
    let statuses: Vec<u16> = fake
        .calls_of(&["sendphoto"])
        .iter()
        .rev()
        .take(3)
        .map(|c| c.status)
        .collect();
    assert_eq!(statuses, [200, 502, 502]);

    // A photo that cannot be sent at all: its caption still arrives as text; the move is
    // stored, and !board shows the picture again.
    fake.fail_next("sendPhoto", 3, Failure::Status(500));
    let replies = say(&fake, &group(), &BOB, "!move 13x22", 1).await;
    assert_eq!(replies[0].method, "sendmessage");
    assert!(replies[0].text().contains("13x22"), "{}", replies[0].text());
    let board = say(&fake, &group(), &ALICE, "!board", 1).await.remove(0);
    assert_eq!(board.method, "sendphoto");
    assert!(board.text().contains("13x22"), "{}", board.text());

    // Each move is in the game once: the next in turn is Alice's recapture.
    let replies = say(&fake, &group(), &ALICE, "!move 25x18", 1).await;
    assert_eq!(replies[0].method, "sendphoto", "{}", replies[0].text());
    let pdn = say(&fake, &group(), &ALICE, "!pdn", 1).await.remove(0);
    let text = String::from_utf8(pdn.files["document"].bytes.to_vec()).unwrap();
    assert_eq!(text.matches("9-13").count(), 1, "{text}");
    assert_eq!(text.matches("22-17").count(), 1, "{text}");
    assert!(text.contains("13x22 25x18"), "{text}");

    adapter.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_adapter_continues_the_game() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let first = start(&fake, &db).await;
    say(&fake, &group(), &BOB, "hello", 0).await;
    start_game(&fake, &group(), None).await;
    say(&fake, &group(), &BOB, "!move 11-15", 1).await;
    first.stop().await;
    // A clean stop tells the server the updates it handled are done.
    assert_eq!(fake.unconfirmed_updates(), 0);

    let sent_before = fake.sent().len();
    // This time getMe leaves out what only getMe returns: the adapter needs the username.
    fake.set_me(
        json!({"id": 123456, "is_bot": true, "first_name": "Dama", "username": BOT_USERNAME}),
    );
    let second = start(&fake, &db).await;
    let replies = say(&fake, &group(), &ALICE, "!move 23-19", 1).await;
    assert_eq!(replies[0].method, "sendphoto", "{}", replies[0].text());
    assert!(replies[0].text().contains("23-19"));
    // Nothing from before the restart was handled again.
    assert_eq!(fake.sent().len(), sent_before + 1);
    let replies = say(&fake, &group(), &BOB, &format!("/board@{BOT_USERNAME}"), 1).await;
    assert_eq!(replies[0].method, "sendphoto");
    second.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forum_topics_text_mentions_and_admin_settings() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = start(&fake, &db).await;

    // Each topic is a channel of its own, and replies go to the topic they answer.
    say(&fake, &forum(), &BOB, "hello", 0).await;
    let board = start_game(&fake, &forum(), Some(42)).await;
    assert_eq!(board.param("message_thread_id").as_deref(), Some("42"));
    let moved = send_update(
        &fake,
        in_topic(message(&forum(), &BOB, "!move 9-13"), 42),
        1,
    )
    .await;
    assert_eq!(moved[0].param("message_thread_id").as_deref(), Some("42"));
    let elsewhere = send_update(&fake, in_topic(message(&forum(), &ALICE, "!board"), 7), 1).await;
    assert_eq!(elsewhere[0].method, "sendmessage", "no game in topic 7");
    assert_eq!(
        elsewhere[0].param("message_thread_id").as_deref(),
        Some("7")
    );
    let general = say(&fake, &forum(), &ALICE, "!board", 1).await;
    assert_eq!(general[0].param("message_thread_id"), None);

    // Zoë has no username: a text mention names her, and a link notifies her.
    let text = "/challenge Zoë english black";
    let update = with_text_mention(message(&group(), &ALICE, text), 11, 3, &ZOE);
    let offer = send_update(&fake, update, 1).await.remove(0);
    assert!(
        offer
            .text()
            .contains(r#"<a href="tg://user?id=333">Zoë</a>"#),
        "{}",
        offer.text()
    );
    let accept = button(&offer, "Accept");
    let started = send_update(&fake, callback_query(&ZOE, &group(), None, 1, &accept), 1).await;
    assert_eq!(started[0].method, "sendphoto", "{}", started[0].text());

    // Settings: Telegram is asked whether the author administers the group.
    let refused = say(&fake, &group(), &BOB, "!settings variant italian", 1).await;
    let members = fake.calls_of(&["getchatmember"]);
    assert_eq!(members.len(), 1);
    assert_eq!(members[0].param("user_id").as_deref(), Some("222"));
    fake.make_admin(GROUP, ALICE.id);
    let accepted = say(&fake, &group(), &ALICE, "!settings variant italian", 1).await;
    assert_ne!(refused[0].text(), accepted[0].text());
    let settings = say(&fake, &group(), &BOB, "!settings", 1).await;
    assert!(
        settings[0].text().to_lowercase().contains("italian"),
        "{}",
        settings[0].text()
    );

    // A server that leaves out fields the adapter does not need (date, is_bot) is still read.
    let sparse = json!({"message": {
        "message_id": 9, "chat": {"id": GROUP, "type": "group"},
        "from": {"id": BOB.id, "first_name": "Bob"}, "text": "!games",
    }});
    let games = send_update(&fake, sparse, 1).await;
    assert_eq!(games[0].method, "sendmessage");

    adapter.stop().await;
}

/// `dama` as a process, killed when the test ends whatever happens.
struct Dama(Child);

impl Dama {
    /// Starts `dama` with no arguments: the bot, here with the Telegram adapter. Its logs
    /// (at debug level) go to `log`.
    fn start(fake: &FakeTelegram, db: &Db, log: &std::path::Path) -> Dama {
        let log = std::fs::File::create(log).expect("a log file");
        let child = Command::new(env!("CARGO_BIN_EXE_dama"))
            .env_clear()
            .env("TELEGRAM_TOKEN", TOKEN)
            .env("TELEGRAM_API_URL", &fake.url)
            .env("DATABASE_URL", &db.url)
            .env("RUST_LOG", "debug")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("dama starts");
        Dama(child)
    }

    /// Stops it as a service manager does (SIGTERM) and waits for a clean exit.
    async fn terminate(mut self) {
        let pid = self.0.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status();
        assert!(sent.expect("kill runs").success());
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(status) = self.0.try_wait().expect("dama can be waited for") {
                assert!(status.success(), "dama exits cleanly on SIGTERM: {status}");
                return;
            }
            assert!(Instant::now() < deadline, "dama did not stop within 10 s");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for Dama {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_dama_binary_runs_the_telegram_adapter_and_restarts_into_the_game() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let logs = tempfile::tempdir().unwrap();
    let log = logs.path().join("dama.log");
    let dama = Dama::start(&fake, &db, &log);
    fake.wait_until(Duration::from_secs(20), |calls| {
        calls.iter().any(|c| c.method == "getupdates")
    })
    .await;
    // The menu in English for everyone, then once per other language_code.
    assert_eq!(
        fake.calls_of(&["setmycommands"]).len(),
        bot::i18n::Lang::ALL.len()
    );
    let help = say(&fake, &group(), &ALICE, &format!("/help@{BOT_USERNAME}"), 1).await;
    assert_eq!(help[0].method, "sendmessage");
    assert!(!help[0].text().is_empty());
    say(&fake, &group(), &BOB, "hi", 0).await;
    let board = start_game(&fake, &group(), None).await;
    assert_eq!(png_size(&board.files["photo"].bytes).0, render::SIZE_8X8);
    say(&fake, &group(), &BOB, "!move 11-15", 1).await;
    dama.terminate().await;
    let logged = std::fs::read_to_string(&log).unwrap();
    assert!(logged.contains("Telegram adapter polling"), "{logged}");
    let secret = TOKEN.split(':').nth(1).unwrap();
    assert!(
        !logged.contains(secret),
        "the token is never logged:\n{logged}"
    );
    assert!(
        !logged.contains("11-15"),
        "message contents are not logged:\n{logged}"
    );

    let sent_before = fake.sent().len();
    let _dama = Dama::start(&fake, &db, &log);
    let replies = say(&fake, &group(), &ALICE, "!move 23-19", 1).await;
    assert_eq!(replies[0].method, "sendphoto", "{}", replies[0].text());
    assert!(replies[0].text().contains("23-19"));
    assert_eq!(fake.sent().len(), sent_before + 1, "nothing handled twice");
}

/// A Russian game, challenged by its alias, played to its end through the Bot API: every
/// accepted move posts the 8x8 board photo with its algebraic move; `!replay` and `!chart`
/// work for it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_russian_game_by_its_alias_posts_its_boards_to_the_end() {
    // From tests/data/miniatures.txt: White moves first and loses every piece.
    const RUSSIAN: [&str; 22] = [
        "c3-d4", "h6-g5", "e3-f4", "g5:e3:c5", "a3-b4", "c5:a3", "b2-c3", "f6-e5", "c1-b2",
        "a3:c1:f4", "f2-e3", "f4:d2:a5", "e1-d2", "a5:e1:h4", "h2-g3", "h4:e1", "g1-f2", "e1:h4",
        "a1-b2", "h4-e1", "b2-c3", "e1:a5",
    ];
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = start(&fake, &db).await;
    let offer = say(&fake, &group(), &ALICE, "/challenge @bob shashki white", 1)
        .await
        .remove(0);
    assert!(
        offer.text().contains("Russian draughts"),
        "{}",
        offer.text()
    );
    let press = callback_query(&BOB, &group(), None, 1, &button(&offer, "Accept"));
    let started = send_update(&fake, press, 1).await;
    assert_eq!(started[0].method, "sendphoto");
    assert!(
        started[0].text().contains("Russian draughts"),
        "{}",
        started[0].text()
    );
    for (ply, mv) in RUSSIAN.iter().enumerate() {
        let who = if ply % 2 == 0 { &ALICE } else { &BOB };
        let replies = say(&fake, &group(), who, &format!("/move {mv}"), 1).await;
        let photo = &replies[0];
        assert_eq!(photo.method, "sendphoto", "{mv}: {}", photo.text());
        assert_eq!(
            png_size(&photo.files["photo"].bytes),
            (render::SIZE_8X8, render::SIZE_8X8)
        );
        assert!(photo.text().contains(mv), "{mv}: {}", photo.text());
    }
    let end = fake
        .sent()
        .last()
        .expect("the last board")
        .text()
        .to_lowercase();
    assert!(end.contains("over") && end.contains("no pieces"), "{end}");

    let replay = say(&fake, &group(), &BOB, "!replay", 1).await.remove(0);
    assert_eq!(replay.method, "sendanimation", "{}", replay.text());
    assert!(replay.files["animation"].bytes.starts_with(b"GIF89a"));
    let chart = say(&fake, &group(), &BOB, "!chart", 1).await.remove(0);
    assert_eq!(chart.method, "sendphoto", "{}", chart.text());
    assert!(chart.files["photo"].bytes.starts_with(b"\x89PNG"));
    adapter.stop().await;
}

/// A daily digest goes to the player's private chat (its id is theirs); when they never
/// started one with the bot, Telegram refuses it and the digest is posted in the group.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_digest_goes_to_the_private_chat_or_else_the_group() {
    use bot::clock::{DAY, HOUR, ManualClock};
    use bot::scheduler::Scheduler;

    // 2027-01-15 08:00 UTC.
    let start_at = 1_800_000_000;
    let clock = ManualClock::new(start_at);
    let fake = FakeTelegram::start().await;
    let db = db();
    let options = ServiceOptions {
        bot_name: "dama_bot".into(),
        clock: clock.clone(),
        ..ServiceOptions::default()
    };
    let adapter = Adapter::start(&fake, &db, options, quick_retries()).await;
    let service = adapter.service.clone();

    let chat = group();
    start_game(&fake, &chat, None).await;
    let set = say(&fake, &chat, &BOB, "/prefs digest daily 09:00", 1).await;
    assert!(
        set[0].text().contains("daily digest at 09:00"),
        "{}",
        set[0].text()
    );
    let scheduler = Scheduler::new(service.clone());

    let before = fake.sent().len();
    let nine = start_at + HOUR;
    assert_eq!(scheduler.tick(nine).await.unwrap().len(), 1);
    let digest = fake.wait_sends(before, 1).await.remove(0);
    assert_eq!(digest.param("chat_id").as_deref(), Some("222"));
    assert!(
        digest.text().contains("your daily digest"),
        "{}",
        digest.text()
    );
    assert!(
        digest.text().contains("#1 against Alice"),
        "{}",
        digest.text()
    );

    fake.without_private_chat(BOB.id);
    let before = fake.sent().len();
    assert_eq!(scheduler.tick(nine + DAY).await.unwrap().len(), 1);
    let digest = fake.wait_sends(before, 1).await.remove(0);
    assert_eq!(
        digest.param("chat_id").as_deref(),
        Some(GROUP.to_string().as_str())
    );
    assert!(
        digest.text().contains("your daily digest"),
        "{}",
        digest.text()
    );
    adapter.stop().await;
}
