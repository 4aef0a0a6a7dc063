//! Stopping `dama` as service managers (SIGTERM) and people (Ctrl-C, SIGINT) do, in every
//! configuration and whatever the platforms are doing: unreachable, silent, refusing the
//! token, making the bot wait out a flood limit, dropping the gateway in mid-session.
//!
//! Each test runs the binary against the local fakes, signals it, and measures the time from
//! the signal to the exit. The bound is the one a service manager gives (Docker and
//! Kubernetes kill 10 s after SIGTERM): a functional limit, not a performance figure.

#[path = "support/dead_ends.rs"]
mod dead_ends;
#[path = "support/discord_fake/mod.rs"]
mod discord_fake;
#[path = "support/process.rs"]
mod process;
#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

use std::{io::Write, time::Duration};

use dead_ends::{Silent, unreachable_url};
use discord_fake::{CHANNEL_ID, FakeDiscord, GUILD_ID};
use process::{Dama, PATIENCE, lines_with};
use serde_json::json;
use telegram_fake::{Failure, FakeTelegram, TOKEN};

fn group() -> serde_json::Value {
    json!({"id": -1001, "type": "supergroup", "title": "Club"})
}

const ALICE: telegram_fake::Person = telegram_fake::Person {
    id: 111,
    first_name: "Alice",
    username: Some("alice"),
};

// The console.

#[tokio::test]
async fn the_console_stops_cleanly_on_sigterm_and_on_sigint() {
    for signal in ["TERM", "INT"] {
        let mut dama = Dama::start(&[]);
        let stdin = dama.stdin.as_mut().unwrap();
        writeln!(stdin, "alice: !variants").unwrap();
        stdin.flush().unwrap();
        dama.wait_for("the console's answer", || dama.output().contains("dama>"))
            .await;
        dama.stops_cleanly_on(signal).await;
    }
}

// Telegram.

#[tokio::test]
async fn an_unreachable_telegram_is_retried_quietly_and_stops_at_once() {
    let url = unreachable_url().await;
    let mut dama = Dama::start(&[("TELEGRAM_TOKEN", TOKEN), ("TELEGRAM_API_URL", &url)]);
    dama.wait_log("call failed; trying again").await;
    // Attempts go on (1 s, 2 s, … apart); the log says so once, not at each attempt.
    tokio::time::sleep(Duration::from_secs(4)).await;
    let logs = dama.logs();
    assert_eq!(lines_with(&logs, "call failed").len(), 1, "{logs}");
    assert!(
        logs.contains("getMe") && logs.contains("Connection refused"),
        "{logs}"
    );
    dama.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn a_telegram_server_that_never_answers_does_not_hold_up_ctrl_c() {
    let silent = Silent::start().await;
    let mut dama = Dama::start(&[("TELEGRAM_TOKEN", TOKEN), ("TELEGRAM_API_URL", &silent.url)]);
    dama.wait_log("Telegram adapter").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    dama.stops_cleanly_on("INT").await;
}

#[tokio::test]
async fn a_token_telegram_refuses_ends_the_bot_with_one_line_naming_the_variable() {
    let fake = FakeTelegram::start().await;
    let mut dama = Dama::start(&[
        ("TELEGRAM_TOKEN", "123456:not-the-token"),
        ("TELEGRAM_API_URL", &fake.url),
    ]);
    let logs = dama.fails_on_its_own().await;
    let named = lines_with(&logs, "TELEGRAM_TOKEN");
    assert_eq!(named.len(), 1, "{logs}");
    assert!(named[0].contains("401"), "{logs}");
    assert_eq!(
        logs.lines().last(),
        Some(&*named[0]),
        "the last word: {logs}"
    );
    assert!(!logs.contains("not-the-token"), "the token is never shown");
    assert!(
        !logs.contains("trying again"),
        "a refusal is not retried: {logs}"
    );
}

#[tokio::test]
async fn a_long_flood_wait_before_telegram_answers_is_cut_by_the_stop() {
    let fake = FakeTelegram::start().await;
    fake.fail_next("getMe", 1, Failure::RetryAfter(3600));
    let mut dama = Dama::start(&[("TELEGRAM_TOKEN", TOKEN), ("TELEGRAM_API_URL", &fake.url)]);
    fake.wait_until(PATIENCE, |calls| {
        calls.iter().any(|c| c.method == "getme" && c.status == 429)
    })
    .await;
    dama.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn a_poll_that_never_returns_does_not_hold_up_the_stop() {
    let fake = FakeTelegram::start().await;
    fake.fail_next("getUpdates", 100, Failure::Hang);
    let mut dama = Dama::start(&[("TELEGRAM_TOKEN", TOKEN), ("TELEGRAM_API_URL", &fake.url)]);
    fake.wait_until(PATIENCE, |calls| {
        calls.iter().any(|c| c.method == "getupdates")
    })
    .await;
    dama.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn an_answer_waiting_out_a_flood_limit_is_sent_before_the_exit() {
    let fake = FakeTelegram::start().await;
    let mut dama = Dama::start(&[("TELEGRAM_TOKEN", TOKEN), ("TELEGRAM_API_URL", &fake.url)]);
    fake.wait_until(PATIENCE, |calls| {
        calls.iter().any(|c| c.method == "getupdates")
    })
    .await;
    fake.fail_next("sendMessage", 1, Failure::RetryAfter(3));
    fake.push(telegram_fake::message(&group(), &ALICE, "!variants"));
    fake.wait_until(PATIENCE, |calls| {
        calls
            .iter()
            .any(|c| c.method == "sendmessage" && c.status == 429)
    })
    .await;
    let took = dama.stops_cleanly_on("TERM").await;
    let answers: Vec<_> = fake.sent();
    assert_eq!(answers.len(), 1, "the command under way was answered");
    assert!(
        took >= Duration::from_secs(2),
        "the exit waited for the answer ({took:?})"
    );
    assert_eq!(
        fake.unconfirmed_updates(),
        0,
        "the server was told it was done"
    );
}

#[tokio::test]
async fn an_answer_in_a_flood_wait_longer_than_the_grace_period_is_given_up() {
    let fake = FakeTelegram::start().await;
    let mut dama = Dama::start(&[("TELEGRAM_TOKEN", TOKEN), ("TELEGRAM_API_URL", &fake.url)]);
    fake.wait_until(PATIENCE, |calls| {
        calls.iter().any(|c| c.method == "getupdates")
    })
    .await;
    fake.fail_next("sendMessage", 1, Failure::RetryAfter(30));
    fake.push(telegram_fake::message(&group(), &ALICE, "!variants"));
    fake.wait_until(PATIENCE, |calls| {
        calls
            .iter()
            .any(|c| c.method == "sendmessage" && c.status == 429)
    })
    .await;
    dama.stops_cleanly_on("TERM").await;
    assert!(fake.sent().is_empty());
    assert_eq!(
        fake.unconfirmed_updates(),
        0,
        "the server was told it was done"
    );
}

#[tokio::test]
async fn a_second_signal_during_the_stop_exits_at_once() {
    let fake = FakeTelegram::start().await;
    let mut dama = Dama::start(&[("TELEGRAM_TOKEN", TOKEN), ("TELEGRAM_API_URL", &fake.url)]);
    fake.wait_until(PATIENCE, |calls| {
        calls.iter().any(|c| c.method == "getupdates")
    })
    .await;
    // An answer held up by a flood limit keeps the graceful stop going for a while.
    fake.fail_next("sendMessage", 1, Failure::RetryAfter(5));
    fake.push(telegram_fake::message(&group(), &ALICE, "!variants"));
    fake.wait_until(PATIENCE, |calls| {
        calls
            .iter()
            .any(|c| c.method == "sendmessage" && c.status == 429)
    })
    .await;
    dama.signal("TERM");
    dama.wait_log("stopping").await;
    assert!(dama.is_running(), "still answering");
    let again = dama.signal("INT");
    let (status, _) = dama.exit(again, Duration::from_secs(2)).await;
    assert_eq!(status.code(), Some(130), "128 + SIGINT");
    assert!(fake.sent().is_empty(), "not waited for");
}

// Discord.

#[tokio::test]
async fn an_unreachable_discord_is_retried_quietly_and_stops_at_once() {
    let url = unreachable_url().await;
    let mut dama = Dama::start(&[
        ("DISCORD_TOKEN", "discord-token"),
        ("DISCORD_API_URL", &url),
    ]);
    dama.wait_log("call failed; trying again").await;
    tokio::time::sleep(Duration::from_secs(4)).await;
    let logs = dama.logs();
    assert_eq!(lines_with(&logs, "call failed").len(), 1, "{logs}");
    assert!(logs.contains("Connection refused"), "{logs}");
    dama.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn a_discord_that_never_answers_does_not_hold_up_ctrl_c() {
    let silent = Silent::start().await;
    let mut dama = Dama::start(&[
        ("DISCORD_TOKEN", "discord-token"),
        ("DISCORD_API_URL", &silent.url),
    ]);
    dama.wait_log("Discord adapter").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    dama.stops_cleanly_on("INT").await;
}

#[tokio::test]
async fn a_token_discord_refuses_ends_the_bot_with_one_line_naming_the_variable() {
    let fake = FakeDiscord::with(discord_fake::Options {
        token: Some("the-right-token"),
        ..discord_fake::Options::default()
    })
    .await;
    let mut dama = Dama::start(&[
        ("DISCORD_TOKEN", "a-wrong-token"),
        ("DISCORD_API_URL", &fake.base),
    ]);
    let logs = dama.fails_on_its_own().await;
    let named = lines_with(&logs, "DISCORD_TOKEN");
    assert_eq!(named.len(), 1, "{logs}");
    assert!(named[0].contains("401"), "{logs}");
    assert_eq!(
        logs.lines().last(),
        Some(&*named[0]),
        "the last word: {logs}"
    );
    assert!(!logs.contains("a-wrong-token"), "the token is never shown");
    assert_eq!(fake.connections(), 0, "the gateway is not tried");
}

#[tokio::test]
async fn a_gateway_that_closes_with_4004_ends_the_bot_with_one_line_naming_the_variable() {
    let fake = FakeDiscord::with(discord_fake::Options {
        refuse_identify: Some(4004),
        ..discord_fake::Options::default()
    })
    .await;
    let mut dama = Dama::start(&[
        ("DISCORD_TOKEN", "discord-token"),
        ("DISCORD_API_URL", &fake.base),
    ]);
    let logs = dama.fails_on_its_own().await;
    let named = lines_with(&logs, "DISCORD_TOKEN");
    assert_eq!(named.len(), 1, "{logs}");
    assert!(named[0].contains("4004"), "{logs}");
    assert_eq!(
        logs.lines().last(),
        Some(&*named[0]),
        "the last word: {logs}"
    );
}

#[tokio::test]
async fn a_long_flood_wait_before_discord_answers_is_cut_by_the_stop() {
    let fake = FakeDiscord::start().await;
    fake.fail(discord_fake::Failure::rate_limited(
        "GET",
        "/users/@me",
        3600.0,
    ));
    let mut dama = Dama::start(&[
        ("DISCORD_TOKEN", "discord-token"),
        ("DISCORD_API_URL", &fake.base),
    ]);
    fake.wait_request(0, "the refused token check", |r| {
        r.path == "/users/@me" && r.status == 429
    })
    .await;
    dama.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn a_gateway_reconnecting_to_a_discord_gone_down_does_not_hold_up_the_stop() {
    let fake = FakeDiscord::start().await;
    let mut dama = Dama::start(&[
        ("DISCORD_TOKEN", "discord-token"),
        ("DISCORD_API_URL", &fake.base),
        ("DISCORD_GUILD_ID", &GUILD_ID.to_string()),
    ]);
    fake.wait_ready().await;
    fake.go_down();
    // serenity resumes at once, then waits and identifies again: both fail.
    tokio::time::sleep(Duration::from_secs(3)).await;
    dama.stops_cleanly_on("TERM").await;
}

// Both platforms.

#[tokio::test]
async fn telegram_serves_while_discord_is_unreachable_and_both_stop_cleanly() {
    let telegram = FakeTelegram::start().await;
    let discord = unreachable_url().await;
    let mut dama = Dama::start(&[
        ("TELEGRAM_TOKEN", TOKEN),
        ("TELEGRAM_API_URL", &telegram.url),
        ("DISCORD_TOKEN", "discord-token"),
        ("DISCORD_API_URL", &discord),
    ]);
    dama.wait_log("call failed; trying again").await;
    telegram.push(telegram_fake::message(&group(), &ALICE, "!variants"));
    telegram
        .wait_until(PATIENCE, |_| !telegram.sent().is_empty())
        .await;
    dama.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn a_refused_discord_token_stops_telegram_too_and_names_the_variable() {
    let telegram = FakeTelegram::start().await;
    let discord = FakeDiscord::with(discord_fake::Options {
        token: Some("the-right-token"),
        ..discord_fake::Options::default()
    })
    .await;
    let mut dama = Dama::start(&[
        ("TELEGRAM_TOKEN", TOKEN),
        ("TELEGRAM_API_URL", &telegram.url),
        ("DISCORD_TOKEN", "a-wrong-token"),
        ("DISCORD_API_URL", &discord.base),
    ]);
    let logs = dama.fails_on_its_own().await;
    assert_eq!(lines_with(&logs, "DISCORD_TOKEN").len(), 1, "{logs}");
    assert!(lines_with(&logs, "TELEGRAM_TOKEN").is_empty(), "{logs}");
}

/// A time-out that fell due while the bot was down is announced on Discord at start-up, even
/// with Telegram unreachable: the scheduler does not wait for a platform that is down.
#[tokio::test]
async fn the_scheduler_serves_discord_while_telegram_is_unreachable() {
    use bot::clock::{DAY, ManualClock};
    use bot::message::{Channel, Incoming, Platform, User, Via};
    use bot::service::{Service, ServiceOptions};
    use bot::store::Store;

    let discord = FakeDiscord::start().await;
    let telegram = unreachable_url().await;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("dama.db").display());

    // A game on Discord with a day per move, started two days ago.
    let two_days_ago = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
        - 2 * DAY;
    let store = Store::connect(&url).await.unwrap();
    let service = Service::new(
        store.clone(),
        ServiceOptions {
            clock: ManualClock::new(two_days_ago),
            images: false,
            ..ServiceOptions::default()
        },
    );
    let person = |id: u64, name: &str| User {
        platform: Platform::Discord,
        id: id.to_string(),
        name: name.into(),
        username: Some(name.to_lowercase()),
    };
    let (alice, bob) = (
        person(710_000_000_000_000_001, "Alice"),
        person(710_000_000_000_000_002, "Bob"),
    );
    let said = |author: &User, text: String, mentions: Vec<User>| Incoming {
        channel: Channel {
            platform: Platform::Discord,
            id: CHANNEL_ID.to_string(),
            thread: None,
            community: GUILD_ID.to_string(),
        },
        author: author.clone(),
        text,
        mentions,
        author_is_admin: false,
        via: Via::Text,
    };
    let challenge = format!("!challenge <@{}> english white days=1", bob.id);
    let replies = service
        .handle(said(&alice, challenge, vec![bob.clone()]))
        .await;
    let id = replies[0].game.expect("a challenge names its game");
    service
        .handle(said(&bob, format!("!accept #{id}"), vec![]))
        .await;
    store.close().await;

    let mut dama = Dama::start_in(
        dir,
        &[
            ("TELEGRAM_TOKEN", TOKEN),
            ("TELEGRAM_API_URL", &telegram),
            ("DISCORD_TOKEN", "discord-token"),
            ("DISCORD_API_URL", &discord.base),
            ("DISCORD_GUILD_ID", &GUILD_ID.to_string()),
        ],
    );
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let announced = discord
        .wait_request(0, "the time-out", |r| {
            r.method == "POST" && r.path == path && r.status == 200
        })
        .await;
    assert!(
        announced.text().contains("ran out of time"),
        "{}",
        announced.text()
    );
    assert!(dama.logs().contains("call failed; trying again"));
    dama.stops_cleanly_on("TERM").await;
}
