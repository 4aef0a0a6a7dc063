//! `METRICS_ADDR` through the `dama` binary: `/metrics` in the Prometheus text format after
//! commands on the console, `/healthz` 200 when the database answers and the adapters are
//! connected and 503 with the reason otherwise, the server gone with the process's stop, and
//! a value that cannot be used refused at start-up.

#[path = "support/dead_ends.rs"]
mod dead_ends;
#[path = "support/discord_fake/mod.rs"]
mod discord_fake;
#[path = "support/process.rs"]
mod process;
#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

use std::collections::HashMap;

use dead_ends::unreachable_url;
use discord_fake::FakeDiscord;
use process::{Dama, http_get, http_until, lines_with};
use telegram_fake::{FakeTelegram, TOKEN};

/// The samples of a Prometheus text exposition: `name{labels}` → value.
fn samples(text: &str) -> HashMap<String, f64> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .filter_map(|line| {
            let (name, value) = line.rsplit_once(' ')?;
            Some((name.to_string(), value.parse().ok()?))
        })
        .collect()
}

fn sample(samples: &HashMap<String, f64>, name: &str) -> f64 {
    *samples
        .get(name)
        .unwrap_or_else(|| panic!("no sample {name} in {samples:#?}"))
}

/// The address the bot serves metrics on, from its log (`METRICS_ADDR=127.0.0.1:0`).
async fn metrics_address(dama: &Dama) -> String {
    dama.logged_value("address=").await
}

#[tokio::test]
async fn commands_on_the_console_show_in_the_metrics() {
    let mut dama = Dama::start(&[("METRICS_ADDR", "127.0.0.1:0"), ("RUST_LOG", "info")]);
    let address = metrics_address(&dama).await;
    let (status, body) = http_get(&format!("http://{address}/healthz"))
        .await
        .unwrap();
    assert_eq!((status, body.as_str()), (200, "database: ok\n"));

    for line in [
        "alice: !challenge @bob english white",
        "bob: !accept",
        // English draughts: Black (bob) moves first.
        "bob: !move 11-15",
        "alice: !move 11-15",
        "alice: !move 22-99",
        "alice: !frobnicate",
    ] {
        dama.type_line(line);
    }
    // The console answers in order: once the last command is counted, the others are done.
    dama.type_line("alice: !games");
    let (status, text) = http_until(&format!("http://{address}/metrics"), |_, text| {
        text.contains(r#"dama_commands_total{command="games"} 1"#)
    })
    .await;
    assert_eq!(status, 200);
    let samples = samples(&text);
    assert_eq!(
        sample(&samples, r#"dama_commands_total{command="challenge"}"#),
        1.0
    );
    assert_eq!(
        sample(&samples, r#"dama_commands_total{command="accept"}"#),
        1.0
    );
    assert_eq!(
        sample(&samples, r#"dama_commands_total{command="move"}"#),
        3.0
    );
    assert_eq!(
        sample(&samples, r#"dama_commands_total{command="invalid"}"#),
        1.0
    );
    assert_eq!(sample(&samples, "dama_moves_committed_total"), 1.0);
    assert!(
        sample(&samples, "dama_refusals_total") >= 3.0,
        "not your turn, an illegal move, an unknown command:\n{text}"
    );
    assert_eq!(sample(&samples, "dama_games_under_way"), 1.0);
    assert_eq!(sample(&samples, "dama_scheduler_backlog"), 0.0);
    assert!(!text.contains("dama_errors_total"), "{text}");
    // The store latency histogram, from every statement.
    let selects = sample(
        &samples,
        r#"dama_store_query_seconds_count{statement="select"}"#,
    );
    assert!(selects >= 5.0, "{text}");
    assert_eq!(
        sample(
            &samples,
            r#"dama_store_query_seconds_bucket{statement="select",le="+Inf"}"#
        ),
        selects
    );
    assert!(
        text.contains("# TYPE dama_store_query_seconds histogram"),
        "{text}"
    );
    assert!(text.contains("# HELP dama_commands_total"), "{text}");

    dama.stops_cleanly_on("TERM").await;
    assert!(
        http_get(&format!("http://{address}/healthz"))
            .await
            .is_err(),
        "the server stopped with the bot"
    );
}

#[tokio::test]
async fn healthz_says_which_adapter_is_not_connected() {
    let discord = FakeDiscord::start().await;
    let telegram = unreachable_url().await;
    let mut dama = Dama::start(&[
        ("METRICS_ADDR", "127.0.0.1:0"),
        ("DISCORD_TOKEN", "discord-token"),
        ("DISCORD_API_URL", &discord.base),
        ("TELEGRAM_TOKEN", TOKEN),
        ("TELEGRAM_API_URL", &telegram),
    ]);
    let address = metrics_address(&dama).await;
    let healthz = format!("http://{address}/healthz");
    let (status, body) = http_until(&healthz, |_, body| body.contains("discord: ok")).await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("database: ok"), "{body}");
    let telegram_line = lines_with(&body, "telegram:");
    assert_eq!(telegram_line.len(), 1, "{body}");
    assert!(!telegram_line[0].ends_with(": ok"), "{body}");

    let (_, text) = http_get(&format!("http://{address}/metrics"))
        .await
        .unwrap();
    let samples = samples(&text);
    assert_eq!(
        sample(&samples, r#"dama_adapter_connected{adapter="discord"}"#),
        1.0
    );
    assert_eq!(
        sample(&samples, r#"dama_adapter_connected{adapter="telegram"}"#),
        0.0
    );
    dama.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn healthz_is_ok_once_every_adapter_is_connected() {
    let telegram = FakeTelegram::start().await;
    let mut dama = Dama::start(&[
        ("METRICS_ADDR", "127.0.0.1:0"),
        ("TELEGRAM_TOKEN", TOKEN),
        ("TELEGRAM_API_URL", &telegram.url),
    ]);
    let address = metrics_address(&dama).await;
    let (_, body) = http_until(&format!("http://{address}/healthz"), |status, _| {
        status == 200
    })
    .await;
    assert_eq!(body, "database: ok\ntelegram: ok\n");
    dama.stops_cleanly_on("INT").await;
}

#[tokio::test]
async fn a_metrics_address_that_cannot_be_used_ends_the_bot_with_one_line_naming_it() {
    let holder = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let taken = holder.local_addr().unwrap().to_string();
    for (value, says) in [
        ("localhost", "not an address to listen on"),
        (taken.as_str(), "cannot listen there"),
    ] {
        let mut dama = Dama::start(&[("METRICS_ADDR", value)]);
        let logs = dama.fails_on_its_own().await;
        let lines = lines_with(&logs, "METRICS_ADDR");
        assert_eq!(lines.len(), 1, "{logs}");
        assert!(lines[0].contains(says), "{logs}");
        assert_eq!(
            logs.lines().last(),
            Some(&*lines[0]),
            "the last word: {logs}"
        );
    }
}
