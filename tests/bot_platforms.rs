//! Playing the bot on Discord and Telegram, end to end against the fake servers: the bot's own
//! mention challenges it, its move is posted after the reply to the challenge, and an
//! analysis's progress message is edited in place (Discord: PATCH of the message; Telegram:
//! editMessageText) before the analysis is posted with its chart.

#[path = "support/discord_fake/mod.rs"]
mod discord_fake;
#[path = "support/quick_engine.rs"]
mod quick_engine;
#[path = "support/telegram_adapter.rs"]
mod telegram_adapter;
#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

use std::time::Duration;

use bot::adapters::discord::{self, DiscordConfig, RetryPolicy};
use bot::service::{EngineOptions, Service, ServiceOptions};
use bot::store::Store;
use discord_fake::{APP_ID, BOT_ID, CHANNEL_ID, FakeDiscord, GUILD_ID, Person};
use serde_json::{Value, json};

/// Quick searches, and every analysis answering with its progress message first.
fn options() -> ServiceOptions {
    ServiceOptions {
        bot_name: "dama".into(),
        engine: EngineOptions {
            progress_after: Duration::ZERO,
            progress_every: Duration::ZERO,
            ..quick_engine::options()
        },
        ..ServiceOptions::default()
    }
}

async fn service(dir: &tempfile::TempDir) -> Service {
    let url = format!("sqlite://{}", dir.path().join("dama.db").display());
    Service::new(Store::connect(&url).await.unwrap(), options())
}

/// The Discord adapter on the fake server (its guild's commands registered), on a database
/// in `dir`, once the gateway is ready; `config` sets what a test needs beside that.
async fn start_discord(
    fake: &FakeDiscord,
    dir: &tempfile::TempDir,
    config: impl FnOnce(&mut DiscordConfig),
) -> discord::Running {
    let service = service(dir).await;
    let mut settings = DiscordConfig::new("e2e-token");
    settings.api_url = Some(fake.base.clone());
    settings.guild_id = Some(GUILD_ID);
    config(&mut settings);
    let running = discord::start(service, settings).await.unwrap();
    fake.wait_ready().await;
    running
}

/// Alice challenges the bot to an English game, taking White (so the bot, Black, opens);
/// returns the mark from before the challenge.
fn challenge_the_bot(fake: &FakeDiscord, alice: &Person, dama: &Person) -> usize {
    let mark = fake.mark();
    fake.say(
        CHANNEL_ID,
        alice,
        &format!("!challenge <@{BOT_ID}> english white level=2"),
        &[dama],
    );
    mark
}

/// Alice resigns her game; waits until the channel hears of it.
async fn resign(fake: &FakeDiscord, alice: &Person) {
    let mark = fake.mark();
    fake.say(CHANNEL_ID, alice, "!resign", &[]);
    fake.wait_request(mark, "the resignation", |r| {
        r.method == "POST" && r.text().contains("resigned")
    })
    .await;
}

#[tokio::test]
async fn discord_the_bots_mention_challenges_it_and_an_analysis_edits_its_progress_message() {
    const ALICE: Person = Person::new(710_000_000_000_000_001, "Alice");
    const DAMA: Person = Person::new(BOT_ID, "dama");

    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let running = start_discord(&fake, &dir, |config| {
        config.retry = RetryPolicy {
            attempts: 4,
            first_backoff: Duration::from_millis(20),
            max_backoff: Duration::from_secs(2),
            max_retry_after: Duration::from_secs(2),
        };
    })
    .await;
    let posts = format!("/channels/{CHANNEL_ID}/messages");

    // English: Black opens; Alice takes White, so the bot's move follows the board.
    let mark = challenge_the_bot(&fake, &ALICE, &DAMA);
    let start = fake
        .wait_request(mark, "the game's start", |r| {
            r.method == "POST" && r.path == posts && r.text().contains("starts")
        })
        .await;
    assert!(start.text().contains("unrated"), "{}", start.text());
    let answer = fake
        .wait_request(mark, "the bot's move", |r| {
            r.method == "POST" && r.path == posts && r.text().contains("#1 dama (Black) ")
        })
        .await;
    assert!(
        answer.at >= start.at,
        "the bot's move comes after the board it answers"
    );
    assert!(answer.files.iter().any(|f| f.filename.ends_with(".png")));

    resign(&fake, &ALICE).await;

    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!analyse", &[]);
    let progress = fake
        .wait_request(mark, "the progress message", |r| {
            r.method == "POST" && r.path == posts && r.text().contains("Analysing game")
        })
        .await;
    let progress_id = progress.response["id"].as_str().unwrap().to_string();
    let edited = fake
        .wait_request(mark, "the progress message's last state", |r| {
            r.method == "PATCH" && r.text().contains("done")
        })
        .await;
    assert_eq!(edited.path, format!("{posts}/{progress_id}"));
    assert_eq!(edited.status, 200);
    let report = fake
        .wait_request(mark, "the analysis", |r| {
            r.method == "POST" && r.text().contains("Analysis of game #1")
        })
        .await;
    assert!(
        report
            .files
            .iter()
            .any(|f| f.filename.ends_with("analysis.png"))
    );
    // One message for the progress, edited: no second progress message was posted.
    let progress_posts = fake
        .since(mark)
        .iter()
        .filter(|r| r.method == "POST" && r.text().contains("Analysing game"))
        .count();
    assert_eq!(progress_posts, 1);
    running.shutdown().await;
}

/// `/analyse` as a slash command: the interaction's response is the progress message, and
/// every later state edits that response through the interaction's webhook
/// (`PATCH /webhooks/{application}/{token}/messages/@original`), whether the response was
/// deferred first or not: no second progress message appears in the channel.
#[tokio::test]
async fn discord_a_slash_analysis_edits_its_interaction_response_for_its_progress() {
    for defer_after in [Duration::ZERO, Duration::from_secs(60)] {
        slash_analysis_edits_its_response(defer_after).await;
    }
}

async fn slash_analysis_edits_its_response(defer_after: Duration) {
    const ALICE: Person = Person::new(710_000_000_000_000_001, "Alice");
    const DAMA: Person = Person::new(BOT_ID, "dama");

    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let running = start_discord(&fake, &dir, |config| config.defer_after = defer_after).await;
    let posts = format!("/channels/{CHANNEL_ID}/messages");

    let mark = challenge_the_bot(&fake, &ALICE, &DAMA);
    fake.wait_request(mark, "the bot's move", |r| {
        r.method == "POST" && r.path == posts && r.text().contains("#1 dama (Black) ")
    })
    .await;
    resign(&fake, &ALICE).await;

    let mark = fake.mark();
    let token = fake.slash(CHANNEL_ID, &ALICE, "analyse", json!([]), json!({}));
    fake.wait_request(mark, "the analysis", |r| {
        r.method == "POST" && r.path == posts && r.text().contains("Analysis of game #1")
    })
    .await;
    let original = format!("/webhooks/{APP_ID}/{token}/messages/@original");
    let answers = fake.answers_to(&token);
    let progress_states: Vec<_> = answers
        .iter()
        .filter(|r| r.text().contains("Analysing game") || r.text().contains("done"))
        .collect();
    let first = progress_states.first().expect("the progress message");
    if defer_after.is_zero() {
        assert_eq!(answers[0].json["type"], 5, "deferred first");
        assert_eq!(
            (first.method.as_str(), first.path.as_str()),
            ("PATCH", &*original)
        );
    } else {
        assert_eq!(first.json["type"], 4, "answered at once with the progress");
        assert!(first.path.ends_with("/callback"), "{}", first.path);
    }
    let edits = &progress_states[1..];
    assert!(!edits.is_empty(), "the progress is updated");
    assert!(
        edits
            .iter()
            .all(|r| r.method == "PATCH" && r.path == original && r.status == 200),
        "{:?}",
        edits
            .iter()
            .map(|r| (&r.method, &r.path))
            .collect::<Vec<_>>()
    );
    assert!(edits.last().unwrap().text().contains("done"));
    // Nothing about the progress went to the channel as a message of its own.
    let in_channel = fake
        .since(mark)
        .iter()
        .filter(|r| r.path.starts_with("/channels/") && r.text().contains("Analysing game"))
        .count();
    assert_eq!(in_channel, 0);
    running.shutdown().await;
}

#[tokio::test]
async fn telegram_the_bots_username_challenges_it_and_an_analysis_edits_its_progress_text() {
    use telegram_adapter::{ALICE, Adapter, db, say};
    use telegram_fake::{BOT_USERNAME, FakeTelegram, message};
    let chat: Value = json!({"id": -1001234567890_i64, "type": "supergroup", "title": "Club"});

    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = Adapter::start(&fake, &db, options(), RetryPolicy::default()).await;

    let challenge = format!("/challenge @{BOT_USERNAME} english white level=2");
    let sent = say(&fake, &chat, &ALICE, &challenge, 2).await;
    assert!(sent[0].text().contains("starts"), "{}", sent[0].text());
    assert!(sent[0].text().contains("unrated"), "{}", sent[0].text());
    assert!(
        sent[1].text().contains("Dama (Black)"),
        "{}",
        sent[1].text()
    );
    assert_eq!(sent[1].method, "sendphoto");

    say(&fake, &chat, &ALICE, "/resign", 1).await;

    let before = fake.sent().len();
    fake.push(message(&chat, &ALICE, "/analyse"));
    let calls = fake
        .wait_until(Duration::from_secs(60), |calls| {
            // The report itself (its bold title), not the progress message's last state.
            calls
                .iter()
                .any(|c| c.ok() && c.text().contains("Analysis of game #1</b>"))
        })
        .await;
    let sent = fake.sent().split_off(before);
    let progress: Vec<_> = sent
        .iter()
        .filter(|c| c.text().contains("Analysing game"))
        .collect();
    assert_eq!(progress.len(), 1, "one progress message, then edits");
    let edits: Vec<_> = calls
        .iter()
        .filter(|c| c.method == "editmessagetext")
        .collect();
    assert!(!edits.is_empty());
    assert!(edits.iter().all(|c| c.ok()));
    assert!(edits.last().unwrap().text().contains("done"));
    // The report and its chart (a long report goes as its own text beside the photo).
    assert!(
        sent.iter()
            .any(|c| c.text().contains("Analysis of game #1"))
    );
    let chart = sent
        .iter()
        .find(|c| c.method == "sendphoto")
        .expect("the chart");
    assert!(
        chart
            .files
            .values()
            .any(|f| f.bytes.starts_with(b"\x89PNG"))
    );

    adapter.stop().await;
}
