//! Draughts on Discord, end to end: the real service and store behind the Discord adapter,
//! against a fake Discord (REST v10 and gateway) on loopback; and the `dama` binary started
//! with `DISCORD_TOKEN` and `DISCORD_API_URL`.

#[path = "support/discord_fake/mod.rs"]
mod discord_fake;

use std::time::Duration;

use bot::adapters::discord::{self, DiscordConfig, RetryPolicy, Running};
use bot::service::{Service, ServiceOptions};
use bot::store::Store;
use discord_fake::{BOT_ID, CHANNEL_ID, FakeDiscord, GUILD_ID, Person, Recorded};
use serde_json::{Value, json};

const ALICE: Person = Person::new(710_000_000_000_000_001, "Alice");
const BOB: Person = Person::new(710_000_000_000_000_002, "Bob");

/// The bot: a fresh SQLite file, the service, the adapter pointed at the fake.
struct Bot {
    running: Running,
    service: Service,
    _dir: tempfile::TempDir,
}

async fn bot(fake: &FakeDiscord) -> Bot {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("dama.db").display());
    let store = Store::connect(&url).await.unwrap();
    let service = Service::new(
        store,
        ServiceOptions {
            bot_name: "dama".into(),
            ..ServiceOptions::default()
        },
    );
    let mut config = DiscordConfig::new("e2e-token");
    config.api_url = Some(fake.base.clone());
    config.guild_id = Some(GUILD_ID);
    config.retry = RetryPolicy {
        attempts: 4,
        first_backoff: Duration::from_millis(20),
        max_backoff: Duration::from_secs(2),
        max_retry_after: Duration::from_secs(2),
    };
    // These tests read the immediate answer of each interaction; a loaded machine must not
    // turn it into a deferred one (tests/bot_platforms.rs covers deferring).
    config.defer_after = Duration::from_secs(60);
    let running = discord::start(service.clone(), config).await.unwrap();
    fake.wait_ready().await;
    Bot {
        running,
        service,
        _dir: dir,
    }
}

/// What a person reads, without the markdown.
fn plain(text: &str) -> String {
    text.replace("**", "").replace(['`', '\\'], "")
}

/// Someone types a command; returns the bot's next message in the channel.
async fn say(fake: &FakeDiscord, who: &Person, text: &str, mentions: &[&Person]) -> Recorded {
    let mark = fake.mark();
    fake.say(CHANNEL_ID, who, text, mentions);
    let path = format!("/channels/{CHANNEL_ID}/messages");
    fake.wait_request(mark, &format!("the answer to {text}"), |r| {
        r.method == "POST" && r.path == path && r.status == 200
    })
    .await
}

/// The PNG attached to a message: checks it decodes, and returns its size.
fn png_size(message: &Recorded) -> (u32, u32) {
    let file = message
        .files
        .iter()
        .find(|f| f.filename.ends_with(".png"))
        .expect("a PNG attachment");
    assert_eq!(file.content_type.as_deref(), Some("image/png"));
    let url = message.message()["embeds"][0]["image"]["url"]
        .as_str()
        .unwrap();
    assert_eq!(url, format!("attachment://{}", file.filename));
    let reader = png::Decoder::new(std::io::Cursor::new(&file.bytes))
        .read_info()
        .expect("the attachment decodes as a PNG");
    (reader.info().width, reader.info().height)
}

/// Alice challenges Bob; returns the challenge message as Discord stores it.
async fn challenge(fake: &FakeDiscord) -> Value {
    let reply = say(
        fake,
        &ALICE,
        &format!("!challenge <@{}> english white", BOB.id),
        &[&BOB],
    )
    .await;
    let text = plain(&reply.text());
    assert!(
        text.contains("Alice challenges you to English draughts"),
        "{text}"
    );
    assert!(text.starts_with(&format!("<@{}>", BOB.id)), "{text}");
    assert_eq!(
        reply.json["allowed_mentions"]["users"],
        json!([BOB.id.to_string()])
    );
    let buttons = &reply.json["components"][0]["components"];
    assert_eq!(buttons[0]["custom_id"], "!accept #1 challenge");
    assert_eq!(buttons[1]["custom_id"], "!decline #1 challenge");
    reply.response
}

#[tokio::test]
async fn a_challenge_accepted_by_its_button_and_a_whole_game_by_typed_commands() {
    let fake = FakeDiscord::start().await;
    let bot = bot(&fake).await;
    let message = challenge(&fake).await;

    // Alice cannot accept her own challenge: the challenge and its buttons stay.
    let token = fake.press(&message, &ALICE, "!accept #1 challenge");
    let refusal = fake
        .wait_for("the refusal", |f| f.answers_to(&token).into_iter().next())
        .await;
    assert_eq!(refusal.json["type"], 4, "a new message, not an update");

    // Bob presses Accept: the challenge message becomes the game's first board.
    let token = fake.press(&message, &BOB, "!accept #1 challenge");
    let accepted = fake
        .wait_for("the acceptance", |f| {
            f.answers_to(&token).into_iter().next()
        })
        .await;
    assert_eq!(
        accepted.path,
        format!(
            "/interactions/{}/{token}/callback",
            accepted.path.split('/').nth(2).unwrap()
        )
    );
    assert_eq!(accepted.json["type"], 7);
    // The challenge's buttons are gone; the board carries the Move button of its player.
    let components = &accepted.json["data"]["components"];
    assert_eq!(components.as_array().map(Vec::len), Some(1), "{components}");
    assert_eq!(components[0]["components"][0]["label"], "Move");
    assert!(
        components[0]["components"][0]["custom_id"]
            .as_str()
            .is_some_and(|id| id.starts_with("tap:1:0.")),
        "{components}"
    );
    let text = plain(&accepted.text());
    assert!(
        text.contains("Game #1 starts: English draughts, Alice (White) vs Bob (Black)"),
        "{text}"
    );
    assert_eq!(png_size(&accepted), (640, 640));

    // The game, typed. Black moves first in English draughts.
    let moved = say(&fake, &BOB, "!move 11-15", &[]).await;
    assert!(
        plain(&moved.text()).contains("#1 Bob (Black) 11-15."),
        "{}",
        moved.text()
    );
    assert_eq!(
        moved.json["content"],
        format!("<@{}>", ALICE.id),
        "the player to move is pinged"
    );
    assert_eq!(
        moved.json["allowed_mentions"]["users"],
        json!([ALICE.id.to_string()])
    );
    assert_eq!(png_size(&moved), (640, 640));
    say(&fake, &ALICE, "!move 22-18", &[]).await;
    let took = say(&fake, &BOB, "!m 15x22", &[]).await;
    assert!(
        plain(&took.text()).contains("15x22 — takes 1"),
        "{}",
        took.text()
    );

    // An illegal move is answered with its reason, the legal alternatives and a board that
    // marks the refused move and the pieces that must capture (issue 17).
    let refused = say(&fake, &ALICE, "!move 24-20", &[]).await;
    let reason = plain(&refused.text());
    assert!(reason.contains("Capture is compulsory"), "{reason}");
    assert!(reason.contains("25x18, 26x17"), "{reason}");
    assert_eq!(refused.files.len(), 1, "the refusal's board");
    assert_eq!(png_size(&refused), (640, 640));

    say(&fake, &ALICE, "!move 25x18", &[]).await;
    let over = say(&fake, &BOB, "!resign", &[]).await;
    let text = plain(&over.text());
    assert!(text.contains("Game #1 is over"), "{text}");
    assert!(text.contains("wins") && text.contains("resigned"), "{text}");
    let after = say(&fake, &ALICE, "!move 18-14", &[]).await;
    assert!(
        !after.text().contains("Alice (White) 18-14"),
        "{}",
        after.text()
    );
    bot.running.shutdown().await;
}

#[tokio::test]
async fn slash_move_with_autocompleted_moves_and_an_ephemeral_refusal() {
    let fake = FakeDiscord::start().await;
    let bot = bot(&fake).await;
    challenge(&fake).await;
    let started = say(&fake, &BOB, "!accept", &[]).await;
    assert!(plain(&started.text()).contains("Game #1 starts"));

    // Bob types "11" in /move's option: his legal moves from 11.
    let token = fake.autocomplete(CHANNEL_ID, &BOB, "move", "move", "11");
    let answer = fake
        .wait_for("the suggestions", |f| {
            f.answers_to(&token).into_iter().next()
        })
        .await;
    assert_eq!(answer.json["type"], 8);
    assert_eq!(
        answer.json["data"]["choices"],
        json!([{ "name": "11-15", "value": "11-15" }, { "name": "11-16", "value": "11-16" }])
    );
    // Nothing typed yet: all seven opening moves. Alice, not to move, gets none.
    let token = fake.autocomplete(CHANNEL_ID, &BOB, "move", "move", "");
    let all = fake
        .wait_for("all moves", |f| f.answers_to(&token).into_iter().next())
        .await;
    assert_eq!(all.json["data"]["choices"].as_array().unwrap().len(), 7);
    let token = fake.autocomplete(CHANNEL_ID, &ALICE, "move", "move", "");
    let none = fake
        .wait_for("no moves", |f| f.answers_to(&token).into_iter().next())
        .await;
    assert_eq!(none.json["data"]["choices"], json!([]));

    // Bob picks one.
    let token = fake.slash(
        CHANNEL_ID,
        &BOB,
        "move",
        json!([{ "name": "move", "type": 3, "value": "11-15" }]),
        json!({}),
    );
    let played = fake
        .wait_for("the move", |f| f.answers_to(&token).into_iter().next())
        .await;
    assert_eq!(played.json["type"], 4);
    assert!(played.json["data"].get("flags").is_none());
    assert!(
        plain(&played.text()).contains("#1 Bob (Black) 11-15."),
        "{}",
        played.text()
    );
    assert_eq!(png_size(&played), (640, 640));

    // A refused slash command is for its author only, with the reason.
    let token = fake.slash(
        CHANNEL_ID,
        &ALICE,
        "move",
        json!([{ "name": "move", "type": 3, "value": "9-13" }]),
        json!({}),
    );
    let refused = fake
        .wait_for("the refusal", |f| f.answers_to(&token).into_iter().next())
        .await;
    assert_eq!(refused.json["type"], 4);
    assert_eq!(refused.json["data"]["flags"], 64);
    assert!(
        plain(&refused.text()).contains("Not your piece"),
        "{}",
        refused.text()
    );
    bot.running.shutdown().await;
}

#[tokio::test]
async fn the_game_goes_on_after_the_gateway_drops() {
    let fake = FakeDiscord::start().await;
    let bot = bot(&fake).await;
    challenge(&fake).await;
    say(&fake, &BOB, "!accept", &[]).await;
    say(&fake, &BOB, "!move 11-15", &[]).await;

    // Discord asks for a reconnect: the bot resumes its session and the game goes on.
    fake.request_reconnect();
    let resume = fake.wait_op(6, 1).await;
    assert!(resume["d"]["seq"].as_u64().unwrap() >= 1);
    let moved = say(&fake, &ALICE, "!move 22-18", &[]).await;
    assert!(
        plain(&moved.text()).contains("Alice (White) 22-18"),
        "{}",
        moved.text()
    );

    // The connection is cut: resumed again; the move typed meanwhile is replayed and answered.
    fake.close_connection(4000);
    let moved = say(&fake, &BOB, "!move 15x22", &[]).await;
    assert!(
        plain(&moved.text()).contains("15x22 — takes 1"),
        "{}",
        moved.text()
    );
    assert_eq!(
        fake.gateway_log().iter().filter(|p| p["op"] == 6).count(),
        2
    );
    assert_eq!(
        fake.gateway_log().iter().filter(|p| p["op"] == 2).count(),
        1
    );
    bot.running.shutdown().await;
}

#[tokio::test]
async fn the_dama_binary_runs_on_discord_with_discord_token() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let token = "binary-secret-token";
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_dama"))
        .env_clear()
        .env("DISCORD_TOKEN", token)
        .env("DISCORD_API_URL", &fake.base)
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.path().join("dama.db").display()),
        )
        .env("RUST_LOG", "debug")
        .current_dir(dir.path())
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    // The logs are read as they come: at debug level they soon fill a pipe nobody drains,
    // and the bot would block on its next log line.
    let mut stderr = child.stderr.take().unwrap();
    let logs_read = tokio::spawn(async move {
        let mut logs = Vec::new();
        let _ = tokio::io::AsyncReadExt::read_to_end(&mut stderr, &mut logs).await;
        logs
    });
    fake.wait_ready().await;

    let identify = fake.wait_op(2, 1).await;
    assert!(identify["d"]["token"].as_str().unwrap().ends_with(token));
    let registration = fake
        .wait_request(0, "registration", |r| r.method == "PUT")
        .await;
    assert_eq!(
        registration.path,
        format!(
            "/applications/{}/guilds/{GUILD_ID}/commands",
            discord_fake::APP_ID
        )
    );
    assert_eq!(
        registration.authorization.as_deref(),
        Some(&*format!("Bot {token}"))
    );

    let message = challenge(&fake).await;
    let accept = fake.press(&message, &BOB, "!accept #1 challenge");
    fake.wait_for("the acceptance", |f| {
        f.answers_to(&accept).into_iter().next()
    })
    .await;
    let moved = say(&fake, &BOB, &format!("<@{BOT_ID}> move 11-15"), &[]).await;
    assert!(
        plain(&moved.text()).contains("Bob (Black) 11-15"),
        "{}",
        moved.text()
    );

    child.start_kill().unwrap();
    let _ = child.wait().await;
    let logs = logs_read.await.unwrap();
    let logs = String::from_utf8_lossy(&logs);
    assert!(logs.contains("connected to Discord"), "{logs}");
    assert!(!logs.contains(token), "the token is never logged");
    assert!(!logs.contains("11-15"), "message contents are not logged");
}

#[tokio::test]
async fn with_threads_on_a_game_is_played_in_its_own_thread() {
    let fake = FakeDiscord::start().await;
    let bot = bot(&fake).await;
    let moderator = Person {
        moderator: true,
        ..Person::new(710_000_000_000_000_003, "Mod")
    };
    // Only a server manager may change the channel's settings.
    let refused = say(&fake, &ALICE, "!settings threads on", &[]).await;
    assert!(!plain(&refused.text()).is_empty());
    say(&fake, &moderator, "!settings threads on", &[]).await;

    let mark = fake.mark();
    fake.say(
        CHANNEL_ID,
        &ALICE,
        &format!("!challenge <@{}> english white", BOB.id),
        &[&BOB],
    );
    let created = fake
        .wait_request(mark, "the game's thread", |r| {
            r.method == "POST" && r.path.ends_with("/threads") && r.status < 300
        })
        .await;
    assert_eq!(created.path, format!("/channels/{CHANNEL_ID}/threads"));
    let thread: u64 = created.response["id"].as_str().unwrap().parse().unwrap();
    let in_thread = format!("/channels/{thread}/messages");
    let challenge = fake
        .wait_request(mark, "the challenge in the thread", |r| {
            r.path == in_thread && r.status == 200
        })
        .await;
    assert!(
        plain(&challenge.text()).contains("challenges you"),
        "{}",
        challenge.text()
    );

    // Bob accepts in the thread; the moves typed there stay there.
    let token = fake.press(&challenge.response, &BOB, "!accept #1 challenge");
    fake.wait_for("the acceptance", |f| {
        f.answers_to(&token).into_iter().next()
    })
    .await;
    let mark = fake.mark();
    fake.say(thread, &BOB, "!move 11-15", &[]);
    let moved = fake
        .wait_request(mark, "the move in the thread", |r| {
            r.path == in_thread && r.status == 200
        })
        .await;
    assert!(
        plain(&moved.text()).contains("Bob (Black) 11-15"),
        "{}",
        moved.text()
    );
    // Typed in the channel, the game's answer still goes to its thread.
    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!move 22-18", &[]);
    let moved = fake
        .wait_request(mark, "the move in the thread", |r| {
            r.path == in_thread && r.status == 200
        })
        .await;
    assert!(
        plain(&moved.text()).contains("Alice (White) 22-18"),
        "{}",
        moved.text()
    );
    assert_eq!(fake.threads().len(), 1);
    // The thread is the game's in the store, for after a restart.
    let game = bot.service.store().game(1).await.unwrap().unwrap();
    assert_eq!(game.thread_id, Some(thread.to_string()));
    bot.running.shutdown().await;
}
