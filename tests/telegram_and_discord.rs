//! Both platforms in one process: `dama` with TELEGRAM_TOKEN and DISCORD_TOKEN runs the
//! Telegram and the Discord adapters side by side on one service and one store.

#[path = "support/discord_fake/mod.rs"]
mod discord_fake;
#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

use std::time::Duration;

use discord_fake::{CHANNEL_ID, FakeDiscord, GUILD_ID};
use serde_json::json;
use telegram_fake::{FakeTelegram, TOKEN, message};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_process_serves_telegram_and_discord_from_one_store() {
    let discord = FakeDiscord::start().await;
    let telegram = FakeTelegram::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _dama = tokio::process::Command::new(env!("CARGO_BIN_EXE_dama"))
        .env_clear()
        .env("TELEGRAM_TOKEN", TOKEN)
        .env("TELEGRAM_API_URL", &telegram.url)
        .env("DISCORD_TOKEN", "both-platforms-token")
        .env("DISCORD_API_URL", &discord.base)
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.path().join("dama.db").display()),
        )
        .env("RUST_LOG", "warn")
        .current_dir(dir.path())
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("dama starts");
    discord.wait_ready().await;
    telegram
        .wait_until(Duration::from_secs(20), |calls| {
            calls.iter().any(|c| c.method == "getupdates")
        })
        .await;

    // A challenge on Telegram is game #1 ...
    let group = json!({"id": -1001, "type": "supergroup", "title": "Club"});
    let alice = telegram_fake::Person {
        id: 111,
        first_name: "Alice",
        username: Some("alice"),
    };
    let bob = telegram_fake::Person {
        id: 222,
        first_name: "Bob",
        username: Some("bob"),
    };
    telegram.push(message(&group, &bob, "hello"));
    telegram.push(message(&group, &alice, "!challenge @bob english"));
    let sent = telegram
        .wait_until(Duration::from_secs(20), |calls| {
            calls.iter().any(|c| c.method == "sendmessage")
        })
        .await;
    let offer = sent.iter().find(|c| c.method == "sendmessage").unwrap();
    assert!(offer.text().contains("game #1"), "{}", offer.text());

    // ... so one on Discord, in the same games table, is game #2.
    let (d_alice, d_bob) = (
        discord_fake::Person::new(710_000_000_000_000_001, "Alice"),
        discord_fake::Person::new(710_000_000_000_000_002, "Bob"),
    );
    let mark = discord.mark();
    let text = format!("!challenge <@{}> english", d_bob.id);
    discord.say(CHANNEL_ID, &d_alice, &text, &[&d_bob]);
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let reply = discord
        .wait_request(mark, "the Discord challenge", |r| {
            r.method == "POST" && r.path == path && r.status == 200
        })
        .await;
    assert!(reply.text().contains("game #2"), "{}", reply.text());
}
