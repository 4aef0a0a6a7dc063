//! Holding under a flood, end to end through the fake Telegram and Discord servers: a
//! person's or a channel's budget, one notice a window, bots never answered, a crowded chat
//! not delaying another, and bad input at the edges answered clearly or ignored — never a
//! panic, never a second game.

#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

#[path = "support/telegram_adapter.rs"]
mod telegram_adapter;

#[path = "support/discord_fake/mod.rs"]
mod discord_fake;

use std::time::{Duration, Instant};

use bot::adapters::discord::{self, DiscordConfig};
use bot::limits::{Budget, Limits};
use bot::platform::telegram::rates::TelegramRates;
use bot::service::{Service, ServiceOptions};
use bot::store::Store;
use serde_json::{Value, json};
use telegram_adapter::{ALICE, Adapter, BOB, db, say};
use telegram_fake::{FakeTelegram, message};

fn retry() -> bot::adapters::telegram::RetryPolicy {
    bot::adapters::telegram::RetryPolicy {
        attempts: 4,
        first_backoff: Duration::from_millis(20),
        max_backoff: Duration::from_millis(200),
        max_retry_after: Duration::from_secs(5),
    }
}

fn options() -> ServiceOptions {
    ServiceOptions {
        bot_name: telegram_fake::BOT_USERNAME.into(),
        images: false,
        ..ServiceOptions::default()
    }
}

fn group() -> Value {
    json!({"id": -100_777, "type": "supergroup", "title": "club"})
}

/// Quick sends, a person's budget of 3 then 6 a minute.
fn tight() -> Limits {
    Limits {
        person: Budget {
            burst: 3,
            per_minute: 6,
        },
        telegram: TelegramRates {
            per_second: 1000,
            per_chat_per_second: 1000,
            per_group_per_minute: 60_000,
        },
        ..Limits::default()
    }
}

/// The open games (challenges and games under way) of a chat.
async fn games(service: &Service, platform: &str, chat: &str) -> usize {
    service
        .store()
        .open_games(platform, chat)
        .await
        .unwrap()
        .len()
}

/// Waits a moment for anything more the bot might send, and returns what it sent since
/// `before`.
async fn settled(fake: &FakeTelegram, before: usize) -> Vec<String> {
    tokio::time::sleep(Duration::from_millis(600)).await;
    fake.sent()
        .split_off(before)
        .iter()
        .map(|c| c.text())
        .collect()
}

#[tokio::test]
async fn a_flooder_gets_one_notice_and_nothing_reaches_the_service() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = Adapter::start_limited(&fake, &db, options(), retry(), tight()).await;
    let chat = group();
    let before = fake.sent().len();
    for _ in 0..40 {
        fake.push(message(&chat, &ALICE, "!challenge @bob"));
    }
    fake.wait_sends(before, 4).await;
    let sent = settled(&fake, before).await;
    assert_eq!(sent.len(), 4, "three answers and one notice: {sent:#?}");
    assert!(
        sent[3].contains("too fast") && sent[3].contains("Try again in 40 seconds"),
        "{}",
        sent[3]
    );
    // Only the three admitted reached the service: one challenge, then two refusals.
    let games = games(&adapter.service, "telegram", "-100777").await;
    assert_eq!(games, 1);
    // Someone else in the same chat is answered at once.
    let answer = say(&fake, &chat, &BOB, "!help", 1).await;
    assert!(!answer[0].text().contains("too fast"));
    adapter.stop().await;
}

#[tokio::test]
async fn bots_and_messages_through_a_bot_are_never_answered() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = Adapter::start(&fake, &db, options(), retry()).await;
    let chat = group();
    let before = fake.sent().len();
    let mut from_bot = message(&chat, &ALICE, "!help");
    from_bot["message"]["from"]["is_bot"] = json!(true);
    fake.push(from_bot);
    // The bot's own board, posted through its inline mode, echoed back.
    let mut via_bot = message(&chat, &ALICE, "!help");
    via_bot["message"]["via_bot"] = json!({"id": telegram_fake::BOT_ID, "is_bot": true, "first_name": "Dama", "username": telegram_fake::BOT_USERNAME});
    fake.push(via_bot);
    assert!(settled(&fake, before).await.is_empty());
    // A person is still answered.
    say(&fake, &chat, &ALICE, "!help", 1).await;
    adapter.stop().await;
}

#[tokio::test]
async fn bad_input_at_the_edges_is_answered_clearly_or_ignored() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = Adapter::start(&fake, &db, options(), retry()).await;
    let chat = group();

    // A 4,000-character message: a clear refusal, in one message that fits.
    let long = format!("!move {}", "23-18 ".repeat(666));
    assert!(long.chars().count() >= 4000);
    let answer = say(&fake, &chat, &ALICE, &long, 1).await;
    assert!(answer[0].text().chars().count() <= 4096);
    assert!(!answer[0].text().is_empty());

    // Only zero-width characters: not a command, ignored.
    let before = fake.sent().len();
    fake.push(message(
        &chat,
        &ALICE,
        "\u{200b}\u{200c}\u{200d}\u{2060}\u{feff}",
    ));
    fake.push(message(&chat, &ALICE, "!\u{200b}\u{200d}"));
    assert!(settled(&fake, before).await.len() <= 1);

    // A challenge naming 200 people: one clear answer, at most one game.
    let crowd: Vec<String> = (0..200).map(|n| format!("@player{n}")).collect();
    let text = format!("!challenge {}", crowd.join(" "));
    let answer = say(&fake, &chat, &ALICE, &text, 1).await;
    assert!(!answer[0].text().is_empty());
    assert!(games(&adapter.service, "telegram", "-100777").await <= 1);

    // A command as a photo's caption, and a message edited into a command: ignored.
    let before = fake.sent().len();
    let games_before = games(&adapter.service, "telegram", "-100777").await;
    let mut photo = message(&chat, &BOB, "x");
    let body = photo["message"].as_object_mut().unwrap();
    body.remove("text");
    body.insert("caption".into(), json!("!challenge @alice"));
    body.insert(
        "photo".into(),
        json!([{"file_id": "f", "file_unique_id": "u", "width": 90, "height": 90}]),
    );
    fake.push(photo);
    let edited = message(&chat, &BOB, "!challenge @alice");
    fake.push(json!({ "edited_message": edited["message"] }));
    assert!(settled(&fake, before).await.is_empty());
    assert_eq!(
        games(&adapter.service, "telegram", "-100777").await,
        games_before
    );
    adapter.stop().await;
}

#[tokio::test]
async fn a_crowded_chat_delays_another_chats_answer_by_one_turn_at_most() {
    let fake = FakeTelegram::start().await;
    // A global limit slow enough (5 a second) that receiving and answering the quiet chat's
    // command takes less than one send: what is measured is the outbox's order, not latency.
    let rates = telegram_fake::RateLimits {
        per_second: 5,
        per_chat_per_second: 1000,
        per_group_per_minute: 60_000,
    };
    fake.limit_rates(rates);
    let db = db();
    let off = Budget {
        burst: 0,
        per_minute: 0,
    };
    let limits = Limits {
        person: off,
        channel: off,
        telegram: TelegramRates {
            per_second: 5,
            per_chat_per_second: 1000,
            per_group_per_minute: 60_000,
        },
        ..Limits::default()
    };
    let adapter = Adapter::start_limited(&fake, &db, options(), retry(), limits).await;
    let crowded = json!({"id": -1001, "type": "supergroup", "title": "crowded"});
    let quiet = json!({"id": -1002, "type": "supergroup", "title": "quiet"});
    for _ in 0..60 {
        fake.push(message(&crowded, &ALICE, "!help"));
    }
    fake.wait_until(Duration::from_secs(20), |_| fake.sent().len() >= 10)
        .await;
    let asked = Instant::now();
    // Waits for the quiet chat's own answer: the crowded chat's keep arriving meanwhile.
    fake.push(message(&quiet, &BOB, "!help"));
    fake.wait_until(Duration::from_secs(30), |_| {
        fake.sent()
            .iter()
            .any(|c| c.param("chat_id").as_deref() == Some("-1002"))
    })
    .await;
    let sent = fake.sent();
    let quiet_at = sent
        .iter()
        .position(|c| c.param("chat_id").as_deref() == Some("-1002"))
        .expect("the quiet chat's answer");
    let crowded_before_quiet = sent[..quiet_at].iter().filter(|c| c.at >= asked).count();
    assert!(
        crowded_before_quiet <= 2,
        "{crowded_before_quiet} of the crowded chat's answers went first"
    );
    fake.wait_until(Duration::from_secs(30), |_| fake.sent().len() >= 61)
        .await;
    assert_eq!(fake.rate_limited(), 0, "the bot kept within the limits");
    adapter.stop().await;
}

#[tokio::test]
async fn a_discord_message_edited_into_a_command_and_other_bots_are_ignored() {
    let fake = discord_fake::FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("dama.db").display());
    let service = Service::new(Store::connect(&url).await.unwrap(), options());
    let mut config = DiscordConfig::new("e2e-token");
    config.api_url = Some(fake.base.clone());
    config.guild_id = Some(discord_fake::GUILD_ID);
    let running = discord::start(service.clone(), config).await.unwrap();
    fake.wait_ready().await;
    let alice = discord_fake::Person::new(710_000_000_000_000_001, "Alice");
    let channel = discord_fake::CHANNEL_ID;
    let mark = fake.mark();
    let mut edited = fake.typed_message(channel, &alice, "!challenge @bob", &[]);
    edited["edited_timestamp"] = json!("2026-01-01T00:00:01+00:00");
    fake.dispatch("MESSAGE_UPDATE", edited);
    let mut from_bot = fake.typed_message(channel, &alice, "!help", &[]);
    from_bot["author"]["bot"] = json!(true);
    fake.dispatch("MESSAGE_CREATE", from_bot);
    let mut webhook = fake.typed_message(channel, &alice, "!help", &[]);
    webhook["webhook_id"] = json!("123456789012345678");
    fake.dispatch("MESSAGE_CREATE", webhook);
    tokio::time::sleep(Duration::from_millis(800)).await;
    let posted: Vec<_> = fake
        .since(mark)
        .into_iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/messages"))
        .collect();
    assert!(posted.is_empty(), "{posted:?}");
    assert_eq!(games(&service, "discord", &channel.to_string()).await, 0);
    // A person's message is answered.
    let mark = fake.mark();
    fake.say(channel, &alice, "!help", &[]);
    fake.wait_request(mark, "the help", |r| {
        r.method == "POST" && r.path.ends_with("/messages") && r.status == 200
    })
    .await;
    running.shutdown().await;
}
