//! Discord sharding through the `dama` binary: `DISCORD_SHARDS=FIRST-LAST/TOTAL` identifies
//! exactly those shards with `[id, total]`, a guild's messages are answered by the process
//! that runs its shard and by no other, several processes split the shards on one database,
//! and unset, the bot runs the shards `GET /gateway/bot` recommends.
//!
//! serenity identifies a process's shards 5 s apart, as Discord asks of a bot without a
//! higher `max_concurrency`: tests that start two shards in one process take that long.

#[path = "support/discord_fake/mod.rs"]
mod discord_fake;
#[path = "support/process.rs"]
mod process;

use std::time::Duration;

use discord_fake::{FakeDiscord, Options, Person, Recorded};
use process::{Dama, http_until, lines_with};
use serde_json::json;

const ALICE: Person = Person::new(700_000_000_000_000_001, "Alice");
const BOB: Person = Person::new(700_000_000_000_000_002, "Bob");

/// A guild whose events Discord sends on `shard` of `total`, and its text channel.
fn guild_on(shard: u64, total: u64) -> (u64, u64) {
    let guild = ((1000 * total + shard) << 22) | 7;
    (guild, guild + 1)
}

fn start(fake: &FakeDiscord, more: &[(&str, &str)]) -> Dama {
    let mut vars = vec![
        ("DISCORD_TOKEN", "discord-token"),
        ("DISCORD_API_URL", fake.base.as_str()),
    ];
    vars.extend_from_slice(more);
    Dama::start(&vars)
}

/// The bot's posts in `channel` so far.
fn posts_in(fake: &FakeDiscord, channel: u64) -> Vec<Recorded> {
    let path = format!("/channels/{channel}/messages");
    fake.requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.path == path && r.status == 200)
        .collect()
}

async fn wait_post(fake: &FakeDiscord, channel: u64) -> Recorded {
    fake.wait_for(&format!("a post in {channel}"), |f| {
        posts_in(f, channel).into_iter().next()
    })
    .await
}

#[tokio::test]
async fn a_process_runs_exactly_its_shards_and_answers_only_their_guilds() {
    let fake = FakeDiscord::start().await;
    let guilds: Vec<(u64, u64)> = (0..4).map(|shard| guild_on(shard, 4)).collect();
    for &(guild, channel) in &guilds {
        fake.add_guild(guild, channel);
    }
    let mut dama = start(
        &fake,
        &[("DISCORD_SHARDS", "1-2/4"), ("METRICS_ADDR", "127.0.0.1:0")],
    );
    let metrics = dama.logged_value("address=").await;
    let healthz = format!("http://{metrics}/healthz");
    fake.wait_shards(&[[1, 4]]).await;
    // Healthy only once every shard of the process is up (the second comes 5 s later).
    let (status, body) = http_until(&healthz, |_, body| body.contains("1 of 2 shards")).await;
    assert_eq!(status, 503, "{body}");
    fake.wait_shards(&[[1, 4], [2, 4]]).await;
    let (_, body) = http_until(&healthz, |status, _| status == 200).await;
    assert!(body.contains("discord: ok"), "{body}");
    assert_eq!(fake.identified_shards(), [json!([1, 4]), json!([2, 4])]);

    for &(guild, _) in &guilds {
        fake.say_in_guild(guild, &ALICE, "!variants");
    }
    for &(_, channel) in &guilds[1..3] {
        let answer = wait_post(&fake, channel).await;
        assert!(answer.text().contains("english"), "{}", answer.text());
    }

    // An event that comes on a shard other than its guild's is not this process's business:
    // the guild of shard 3 on shard 1, the guild of shard 1 on shard 2.
    let (other, other_channel) = guilds[3];
    let misrouted = |guild: u64, channel: u64| {
        let mut message = fake.typed_message(channel, &ALICE, "!help", &[]);
        message["guild_id"] = json!(guild.to_string());
        message
    };
    fake.dispatch_on(1, "MESSAGE_CREATE", misrouted(other, other_channel));
    fake.dispatch_on(2, "MESSAGE_CREATE", misrouted(guilds[1].0, guilds[1].1));
    // A last message on its own shard, answered after them.
    fake.say_in_guild(guilds[2].0, &ALICE, "!rules");
    fake.wait_for("the answer to !rules", |f| {
        (posts_in(f, guilds[2].1).len() == 2).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        posts_in(&fake, guilds[0].1).is_empty(),
        "shard 0 is not run here"
    );
    assert!(
        posts_in(&fake, other_channel).is_empty(),
        "shard 3 is not run here"
    );
    assert_eq!(
        posts_in(&fake, guilds[1].1).len(),
        1,
        "once, on its own shard"
    );
    assert_eq!(
        fake.identified_shards().len(),
        2,
        "no other shard was started"
    );
    dama.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn two_processes_split_the_shards_on_one_database() {
    let fake = FakeDiscord::start().await;
    let (first, first_channel) = guild_on(0, 2);
    let (second, second_channel) = guild_on(1, 2);
    fake.add_guild(first, first_channel);
    fake.add_guild(second, second_channel);
    let mut one = start(&fake, &[("DISCORD_SHARDS", "0/2")]);
    fake.wait_shards(&[[0, 2]]).await;

    // A mention as Discord sends it: `<@id>` in the text, the user in `mentions`.
    let mut challenge = fake.typed_message(
        first_channel,
        &ALICE,
        &format!("!challenge <@{}> english white", BOB.id),
        &[&BOB],
    );
    challenge["guild_id"] = json!(first.to_string());
    fake.dispatch("MESSAGE_CREATE", challenge);
    let answer = wait_post(&fake, first_channel).await;
    assert!(answer.text().contains("challenges"), "{}", answer.text());
    // The other guild's shard runs nowhere yet: nobody answers there.
    fake.say_in_guild(second, &ALICE, "!variants");
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(posts_in(&fake, second_channel).is_empty());

    let database = one.database_url();
    let mut two = start(
        &fake,
        &[("DISCORD_SHARDS", "1-1/2"), ("DATABASE_URL", &database)],
    );
    fake.wait_shards(&[[0, 2], [1, 2]]).await;
    let answer = wait_post(&fake, second_channel).await;
    assert!(answer.text().contains("english"), "{}", answer.text());
    let mut identified = fake.identified_shards();
    identified.sort_by_key(|shard| shard[0].as_u64());
    assert_eq!(identified, [json!([0, 2]), json!([1, 2])]);

    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(posts_in(&fake, first_channel).len(), 1, "answered once");
    assert_eq!(posts_in(&fake, second_channel).len(), 1, "answered once");
    one.stops_cleanly_on("TERM").await;
    two.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn unset_the_bot_runs_the_shards_discord_recommends() {
    let fake = FakeDiscord::with(Options {
        recommended_shards: 2,
        ..Options::default()
    })
    .await;
    let (guild, channel) = guild_on(1, 2);
    fake.add_guild(guild, channel);
    let mut dama = start(&fake, &[]);
    fake.wait_shards(&[[0, 2], [1, 2]]).await;
    assert_eq!(fake.identified_shards(), [json!([0, 2]), json!([1, 2])]);
    fake.say_in_guild(guild, &ALICE, "!variants");
    wait_post(&fake, channel).await;
    dama.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn shards_that_cannot_be_run_end_the_bot_with_one_line_naming_the_variable() {
    let fake = FakeDiscord::start().await;
    for (value, why) in [
        ("0-8/8", "from 0 to TOTAL-1"),
        ("3-1/8", "comes after"),
        ("0-3", "no /TOTAL"),
        ("x/2", "not a number"),
        ("0/0", "at least 1"),
    ] {
        let mut dama = start(&fake, &[("DISCORD_SHARDS", value)]);
        let logs = dama.fails_on_its_own().await;
        let lines = lines_with(&logs, "DISCORD_SHARDS");
        assert_eq!(lines.len(), 1, "{logs}");
        assert!(lines[0].contains(why) && lines[0].contains(value), "{logs}");
        assert_eq!(
            logs.lines().last(),
            Some(&*lines[0]),
            "the last word: {logs}"
        );
    }
    assert_eq!(fake.connections(), 0, "the gateway is not tried");
}
