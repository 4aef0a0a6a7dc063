//! The Discord adapter against a fake Discord, with a scripted service: the platform side
//! alone (gateway sessions, typed and slash commands, buttons, autocompletion, replies,
//! retries, threads), each behaviour with a backend whose answers are known in advance.
//! `discord.rs` plays real games through the real service.

#[path = "support/discord_fake/mod.rs"]
mod discord_fake;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use bot::adapters::discord::{self, Backend, DiscordConfig, RetryPolicy, Running};
use bot::message::{
    Attachment, Button, ButtonStyle, Channel, Incoming, Outbound, Platform, Reply, Span, User, Via,
};
use discord_fake::payloads::MODERATOR_ROLE;
use discord_fake::{APP_ID, CHANNEL_ID, Failure, FakeDiscord, GUILD_ID, OWNER_ID, Options, Person};
use serde_json::json;
use tokio::sync::broadcast;

const ALICE: Person = Person::new(700_000_000_000_000_001, "Alice");
const BOB: Person = Person::new(700_000_000_000_000_002, "Bob");
const CAROL: Person = Person {
    id: 700_000_000_000_000_003,
    name: "Carol",
    moderator: true,
};
const OWNER: Person = Person::new(OWNER_ID, "Owner");
const MOVES: [&str; 7] = ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"];

/// A service whose answers are fixed by the command word, and which records what reached it.
#[derive(Clone)]
struct Script {
    seen: Arc<Mutex<Vec<Incoming>>>,
    outbound: broadcast::Sender<Outbound>,
    threads: bool,
    slow: Duration,
    game_threads: Arc<Mutex<Vec<(i64, String)>>>,
}

impl Script {
    fn new() -> Script {
        Script {
            seen: Arc::default(),
            outbound: broadcast::channel(16).0,
            threads: false,
            slow: Duration::ZERO,
            game_threads: Arc::default(),
        }
    }

    fn seen(&self) -> Vec<Incoming> {
        self.seen.lock().unwrap().clone()
    }
}

fn board_png() -> Vec<u8> {
    let position = rules::Position::start(rules::Variant::English);
    render::render_png(&position, &render::RenderOptions::new())
}

impl Backend for Script {
    async fn handle(&self, incoming: Incoming) -> Vec<Reply> {
        self.seen.lock().unwrap().push(incoming.clone());
        let word = incoming.text.split_whitespace().next().unwrap_or("");
        match word {
            "!challenge" => {
                let opponent = incoming.mentions.first().cloned().expect("an opponent");
                vec![Reply {
                    body: vec![
                        Span::Mention(opponent),
                        Span::Text(format!(", {} challenges you to ", incoming.author.name)),
                        Span::Bold("english".into()),
                        Span::Text(".".into()),
                    ],
                    buttons: vec![
                        Button {
                            label: "Accept".into(),
                            command: "!accept #1".into(),
                            style: ButtonStyle::Primary,
                        },
                        Button {
                            label: "Decline".into(),
                            command: "!decline #1".into(),
                            style: ButtonStyle::Danger,
                        },
                    ],
                    game: Some(1),
                    ..Reply::default()
                }]
            }
            "!accept" if incoming.author.name == "Bob" => vec![
                Reply {
                    body: vec![Span::Text("Game #1 begins. Black to move.".into())],
                    image: Some(Attachment {
                        filename: "board.png".into(),
                        mime: "image/png".into(),
                        bytes: board_png(),
                    }),
                    game: Some(1),
                    ..Reply::default()
                },
                Reply {
                    game: Some(1),
                    ..Reply::text("Good luck!")
                },
            ],
            "!accept" | "!refuse" => vec![Reply {
                ephemeral: true,
                ..Reply::text("This challenge is not for you.")
            }],
            "!slow" => {
                tokio::time::sleep(self.slow).await;
                vec![Reply {
                    game: Some(1),
                    ..Reply::text("Done slowly.")
                }]
            }
            // A refusal that takes long enough for the adapter to defer.
            "!undo" => {
                tokio::time::sleep(self.slow).await;
                vec![Reply {
                    ephemeral: true,
                    ..Reply::text("There is no move of yours to take back.")
                }]
            }
            // As the service refuses a button: for everyone to see, about no game.
            "!decline" => vec![Reply::text("Only Bob can answer challenge #1.")],
            "!pdn" => vec![Reply {
                document: Some(Attachment {
                    filename: "game-1.pdn".into(),
                    mime: "application/x-draughts-pdn".into(),
                    bytes: b"[Event \"dama\"]\n1. 11-15 *\n".to_vec(),
                }),
                ..Reply::text("The game as PDN.")
            }],
            "!move" => vec![Reply {
                body: vec![
                    Span::Text("Played ".into()),
                    Span::Code(incoming.text[6..].into()),
                ],
                game: Some(1),
                ..Reply::default()
            }],
            _ => vec![Reply::text(format!("echo {}", incoming.text))],
        }
    }

    async fn legal_moves_for(&self, _channel: &Channel, user: &User) -> Vec<String> {
        if user.name == "Alice" {
            MOVES.iter().map(|m| m.to_string()).collect()
        } else {
            vec![]
        }
    }

    fn outbound(&self) -> broadcast::Receiver<Outbound> {
        self.outbound.subscribe()
    }

    async fn threads_enabled(&self, _channel: &Channel) -> bool {
        self.threads
    }

    async fn game_thread(&self, game: i64) -> Option<String> {
        let threads = self.game_threads.lock().unwrap();
        threads
            .iter()
            .find(|(g, _)| *g == game)
            .map(|(_, t)| t.clone())
    }

    async fn set_game_thread(&self, game: i64, thread: &str) {
        self.game_threads
            .lock()
            .unwrap()
            .push((game, thread.to_string()));
    }
}

fn config(fake: &FakeDiscord) -> DiscordConfig {
    let mut config = DiscordConfig::new("test-token");
    config.api_url = Some(fake.base.clone());
    config.guild_id = Some(GUILD_ID);
    config.retry = RetryPolicy {
        attempts: 4,
        first_backoff: Duration::from_millis(20),
        max_backoff: Duration::from_secs(2),
        max_retry_after: Duration::from_secs(2),
    };
    config
}

async fn started(fake: &FakeDiscord, script: &Script) -> Running {
    let running = discord::start(script.clone(), config(fake)).await.unwrap();
    fake.wait_ready().await;
    running
}

/// Waits for the next message the bot posts in a channel after `mark`.
async fn posted(fake: &FakeDiscord, mark: usize, channel: u64) -> discord_fake::Recorded {
    let path = format!("/channels/{channel}/messages");
    fake.wait_request(mark, &format!("a message in {channel}"), |r| {
        r.method == "POST" && r.path == path && r.status == 200
    })
    .await
}

#[tokio::test]
async fn identifies_with_the_intents_and_registers_the_table_in_the_guild() {
    let fake = FakeDiscord::start().await;
    let script = Script::new();
    let running = started(&fake, &script).await;

    let identify = fake.wait_op(2, 1).await;
    assert!(
        identify["d"]["token"]
            .as_str()
            .unwrap()
            .ends_with("test-token")
    );
    let intents = identify["d"]["intents"].as_u64().unwrap();
    for (bit, name) in [
        (0, "GUILDS"),
        (9, "GUILD_MESSAGES"),
        (15, "MESSAGE_CONTENT"),
    ] {
        assert!(intents & (1 << bit) != 0, "{name} missing from {intents:b}");
    }

    let put = fake
        .wait_request(0, "registration", |r| r.method == "PUT")
        .await;
    assert_eq!(
        put.path,
        format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands")
    );
    assert_eq!(put.authorization.as_deref(), Some("Bot test-token"));
    let commands = put.json.as_array().unwrap();
    assert_eq!(commands.len(), bot::command::COMMANDS.len());
    let mv = commands.iter().find(|c| c["name"] == "move").unwrap();
    // Every language but English (the default) localizes names and descriptions.
    assert_eq!(mv["name_localizations"]["it"], "mossa");
    assert_eq!(
        mv["description_localizations"]["it"],
        "Gioca una mossa nella tua partita"
    );
    let mut option = mv["options"][0].clone();
    let localized = option
        .as_object_mut()
        .unwrap()
        .remove("description_localizations")
        .unwrap();
    assert_eq!(localized["it"], "la mossa, per esempio 23x14 o 11-15");
    assert_eq!(
        option,
        json!({
            "type": 3, "name": "move", "description": "the move, e.g. 23x14 or 11-15",
            "required": true, "autocomplete": true
        })
    );
    let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
    assert_eq!(
        challenge["options"][0]["type"], 6,
        "the opponent is a USER option"
    );
    running.shutdown().await;
}

#[tokio::test]
async fn without_a_guild_the_commands_are_global() {
    let fake = FakeDiscord::start().await;
    let mut config = config(&fake);
    config.guild_id = None;
    let running = discord::start(Script::new(), config).await.unwrap();
    let put = fake
        .wait_request(0, "registration", |r| r.method == "PUT")
        .await;
    assert_eq!(put.path, format!("/applications/{APP_ID}/commands"));
    running.shutdown().await;
}

#[tokio::test]
async fn typed_commands_reach_the_service_with_their_mentions() {
    let fake = FakeDiscord::start().await;
    let script = Script::new();
    let running = started(&fake, &script).await;

    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "good luck everyone", &[]);
    fake.say(
        CHANNEL_ID,
        &ALICE,
        &format!("!challenge <@{}> english", BOB.id),
        &[&BOB],
    );
    let reply = posted(&fake, mark, CHANNEL_ID).await;
    assert_eq!(
        reply.text(),
        format!("<@{}>, Alice challenges you to **english**.", BOB.id)
    );
    assert_eq!(
        reply.json["allowed_mentions"],
        json!({ "parse": [], "users": [BOB.id.to_string()], "replied_user": false })
    );
    let buttons = &reply.json["components"][0]["components"];
    assert_eq!(buttons[0]["custom_id"], "!accept #1");
    assert_eq!(buttons[1]["label"], "Decline");
    assert!(reply.json["nonce"].is_string() && reply.json["enforce_nonce"] == true);

    let seen = script.seen();
    assert_eq!(
        seen.len(),
        1,
        "only the command reached the service: {seen:?}"
    );
    let incoming = &seen[0];
    assert_eq!(incoming.text, format!("!challenge <@{}> english", BOB.id));
    assert_eq!(incoming.via, Via::Text);
    assert_eq!(incoming.author.name, "Alice");
    assert_eq!(incoming.author.username.as_deref(), Some("alice"));
    assert_eq!(incoming.mentions.len(), 1);
    assert_eq!(incoming.mentions[0].id, BOB.id.to_string());
    assert_eq!(
        incoming.channel,
        Channel {
            platform: Platform::Discord,
            id: CHANNEL_ID.to_string(),
            thread: None,
            community: GUILD_ID.to_string(),
        }
    );

    // A mention of the bot stands for the prefix.
    let mark = fake.mark();
    fake.say(
        CHANNEL_ID,
        &BOB,
        &format!("<@{}> board", discord_fake::BOT_ID),
        &[],
    );
    let reply = posted(&fake, mark, CHANNEL_ID).await;
    assert_eq!(reply.text(), "echo !board");
    running.shutdown().await;
}

#[tokio::test]
async fn managers_of_the_server_are_admins() {
    // From the cache GUILD_CREATE fills, else from the guild's roles over REST.
    for guild_create in [true, false] {
        let fake = FakeDiscord::with(Options {
            guild_create,
            ..Options::default()
        })
        .await;
        let script = Script::new();
        let running = started(&fake, &script).await;
        for person in [ALICE, CAROL, OWNER, ALICE] {
            let mark = fake.mark();
            fake.say(CHANNEL_ID, &person, "!settings variant italian", &[]);
            posted(&fake, mark, CHANNEL_ID).await;
        }
        let admins: Vec<(String, bool)> = script
            .seen()
            .into_iter()
            .map(|i| (i.author.name, i.author_is_admin))
            .collect();
        assert_eq!(
            admins,
            [
                ("Alice".into(), false),
                ("Carol".into(), true),
                ("Owner".into(), true),
                ("Alice".into(), false)
            ]
        );
        assert!(CAROL.roles().contains(&MODERATOR_ROLE.to_string()));
        let lookups = fake
            .requests()
            .iter()
            .filter(|r| {
                r.method == "GET"
                    && (r.path.starts_with("/guilds/") || r.path.starts_with("/channels/"))
            })
            .count();
        // Without the cache: the guild once (remembered a while) and the channel once.
        assert_eq!(
            lookups,
            if guild_create { 0 } else { 2 },
            "guild_create: {guild_create}"
        );
        running.shutdown().await;
    }
}

#[tokio::test]
async fn a_button_press_updates_its_message_and_refusals_are_ephemeral() {
    let fake = FakeDiscord::start().await;
    let script = Script::new();
    let running = started(&fake, &script).await;

    let mark = fake.mark();
    fake.say(
        CHANNEL_ID,
        &ALICE,
        &format!("!challenge <@{}>", BOB.id),
        &[&BOB],
    );
    let message = posted(&fake, mark, CHANNEL_ID).await.response;

    // Carol is not the one challenged: the answer is hers alone, the message stays.
    let token = fake.press(&message, &CAROL, "!accept #1");
    let answer = fake
        .wait_for("the refusal", |f| f.answers_to(&token).into_iter().next())
        .await;
    assert_eq!(answer.json["type"], 4);
    assert_eq!(answer.json["data"]["flags"], 64);
    assert_eq!(answer.text(), "This challenge is not for you.");

    // A refusal that is not ephemeral is a new message: the challenge keeps its buttons.
    let token = fake.press(&message, &CAROL, "!decline #1");
    let answer = fake
        .wait_for("the public refusal", |f| {
            f.answers_to(&token).into_iter().next()
        })
        .await;
    assert_eq!(answer.json["type"], 4);
    assert!(answer.json["data"].get("flags").is_none());
    assert_eq!(answer.text(), "Only Bob can answer challenge #1.");

    // Bob accepts: the challenge becomes the game's first board, the second reply follows.
    let token = fake.press(&message, &BOB, "!accept #1");
    let answers = fake
        .wait_for("the acceptance and its follow-up", |f| {
            let a = f.answers_to(&token);
            (a.len() >= 2).then_some(a)
        })
        .await;
    let update = &answers[0];
    assert!(update.path.ends_with("/callback"));
    assert_eq!(update.json["type"], 7);
    assert_eq!(update.json["data"]["components"], json!([]));
    assert_eq!(
        update.json["data"]["embeds"][0]["image"]["url"],
        "attachment://board.png"
    );
    assert_eq!(update.files.len(), 1);
    assert_eq!(update.files[0].field, "files[0]");
    let followup = &answers[1];
    assert_eq!(followup.path, format!("/webhooks/{APP_ID}/{token}"));
    assert_eq!(followup.text(), "Good luck!");

    let presses: Vec<(String, Via, String)> = script
        .seen()
        .into_iter()
        .skip(1)
        .map(|i| (i.author.name, i.via, i.text))
        .collect();
    assert_eq!(
        presses,
        [
            ("Carol".into(), Via::Button, "!accept #1".into()),
            ("Carol".into(), Via::Button, "!decline #1".into()),
            ("Bob".into(), Via::Button, "!accept #1".into())
        ]
    );
    running.shutdown().await;
}

#[tokio::test]
async fn slash_commands_autocomplete_moves_and_become_command_text() {
    let fake = FakeDiscord::start().await;
    let script = Script::new();
    let running = started(&fake, &script).await;

    let token = fake.autocomplete(CHANNEL_ID, &ALICE, "move", "move", "9");
    let answer = fake
        .wait_for("autocomplete", |f| f.answers_to(&token).into_iter().next())
        .await;
    assert_eq!(answer.json["type"], 8);
    assert_eq!(
        answer.json["data"]["choices"],
        json!([{ "name": "9-13", "value": "9-13" }, { "name": "9-14", "value": "9-14" }])
    );

    let token = fake.slash(
        CHANNEL_ID,
        &ALICE,
        "move",
        json!([{ "name": "move", "type": 3, "value": "9-13" }]),
        json!({}),
    );
    let answer = fake
        .wait_for("the move's answer", |f| {
            f.answers_to(&token).into_iter().next()
        })
        .await;
    assert_eq!(answer.json["type"], 4);
    assert_eq!(answer.text(), "Played `9-13`");
    assert!(answer.json["data"].get("flags").is_none());

    let token = fake.slash(
        CHANNEL_ID,
        &ALICE,
        "challenge",
        json!([
            { "name": "opponent", "type": 6, "value": BOB.id.to_string() },
            { "name": "variant", "type": 3, "value": "italian" },
        ]),
        json!({ "users": { BOB.id.to_string(): BOB.user() },
                "members": { BOB.id.to_string(): BOB.message_member() } }),
    );
    fake.wait_for("the challenge's answer", |f| {
        f.answers_to(&token).into_iter().next()
    })
    .await;
    let seen = script.seen();
    assert_eq!(seen[0].text, "!move 9-13");
    assert_eq!(seen[0].via, Via::Slash);
    assert_eq!(seen[1].text, format!("!challenge <@{}> italian", BOB.id));
    assert_eq!(seen[1].mentions[0].name, "Bob");

    // A refusal of a slash command is for its author only.
    let token = fake.slash(
        CHANNEL_ID,
        &CAROL,
        "accept",
        json!([{ "name": "game", "type": 3, "value": "1" }]),
        json!({}),
    );
    let answer = fake
        .wait_for("the refusal", |f| f.answers_to(&token).into_iter().next())
        .await;
    assert_eq!(answer.json["type"], 4);
    assert_eq!(answer.json["data"]["flags"], 64);
    assert_eq!(script.seen().last().unwrap().text, "!accept #1");
    running.shutdown().await;
}

#[tokio::test]
async fn sends_wait_out_rate_limits_and_retry_server_errors_without_doubles() {
    let fake = FakeDiscord::start().await;
    let script = Script::new();
    let running = started(&fake, &script).await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    fake.fail(Failure::rate_limited("POST", &path, 0.3));
    fake.fail(Failure::server_error("POST", &path, 502, 1));
    // Discord made the message but the answer was lost: the retry must not make another.
    let mut lost = Failure::server_error("POST", &path, 500, 1);
    lost.after_doing = true;
    fake.fail(lost);

    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!ping", &[]);
    posted(&fake, mark, CHANNEL_ID).await;
    let attempts: Vec<_> = fake
        .since(mark)
        .into_iter()
        .filter(|r| r.method == "POST" && r.path == path)
        .collect();
    let statuses: Vec<u16> = attempts.iter().map(|r| r.status).collect();
    assert_eq!(statuses, [429, 502, 500, 200]);
    assert!(
        attempts[1].at - attempts[0].at >= Duration::from_millis(300),
        "retry_after was not honoured"
    );
    let nonce = &attempts[0].json["nonce"];
    assert!(attempts.iter().all(|r| &r.json["nonce"] == nonce));
    let copies = fake
        .stored_messages()
        .into_iter()
        .filter(|m| m["content"] == "echo !ping")
        .count();
    assert_eq!(copies, 1);
    assert_eq!(script.seen().len(), 1, "the command ran once");

    // Past the retries the reply is lost, the command is not run again, and the bot goes on.
    fake.fail(Failure::server_error("POST", &path, 503, 10));
    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!one", &[]);
    fake.wait_for("four attempts", |f| {
        (f.since(mark).iter().filter(|r| r.status == 503).count() == 4).then_some(())
    })
    .await;
    fake.clear_failures();
    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!two", &[]);
    let _ = fake
        .wait_request(mark, "a reply after the failures", |r| {
            r.status == 200 && r.json["content"] == "echo !two"
        })
        .await;
    let texts: Vec<String> = script.seen().into_iter().map(|i| i.text).collect();
    assert_eq!(texts, ["!ping", "!one", "!two"]);
    running.shutdown().await;
}

#[tokio::test]
async fn a_slow_command_is_deferred_then_its_answer_edited_in() {
    let fake = FakeDiscord::start().await;
    let mut script = Script::new();
    script.slow = Duration::from_millis(400);
    let mut config = config(&fake);
    config.defer_after = Duration::from_millis(100);
    let running = discord::start(script.clone(), config).await.unwrap();
    fake.wait_ready().await;

    let token = fake.slash(CHANNEL_ID, &ALICE, "help", json!([]), json!({}));
    // `/help` is not slow in the script; `!slow` is reached through a button.
    fake.wait_for("help", |f| f.answers_to(&token).into_iter().next())
        .await;
    let message = fake.stored_messages().into_iter().next().unwrap();
    let token = fake.press(&message, &ALICE, "!slow");
    let answers = fake
        .wait_for("a deferral then an edit", |f| {
            let a = f.answers_to(&token);
            (a.len() >= 2).then_some(a)
        })
        .await;
    assert_eq!(answers[0].json, json!({ "type": 6 }));
    assert_eq!(answers[1].method, "PATCH");
    assert!(answers[1].path.ends_with("/messages/@original"));
    assert_eq!(answers[1].text(), "Done slowly.");
    assert!(answers[1].at - answers[0].at >= Duration::from_millis(250));
    running.shutdown().await;
}

/// Discord ignores the ephemeral flag of the first follow-up to a deferred response (the
/// deferral decided): a refusal sent that way would be public, and deleting the deferred
/// response with it would leave the person who asked with no answer at all.
#[tokio::test]
async fn a_slow_refusal_of_a_slash_command_takes_the_place_of_the_deferral() {
    let fake = FakeDiscord::start().await;
    let mut script = Script::new();
    script.slow = Duration::from_millis(400);
    let mut config = config(&fake);
    config.defer_after = Duration::from_millis(100);
    let running = discord::start(script.clone(), config).await.unwrap();
    fake.wait_ready().await;

    let token = fake.slash(CHANNEL_ID, &ALICE, "undo", json!([]), json!({}));
    let answers = fake
        .wait_for("a deferral then the refusal", |f| {
            let a = f.answers_to(&token);
            (a.len() >= 2).then_some(a)
        })
        .await;
    assert_eq!(answers[0].json, json!({ "type": 5 }));
    assert_eq!(answers[1].method, "PATCH");
    assert!(answers[1].path.ends_with("/messages/@original"));
    assert_eq!(answers[1].text(), "There is no move of yours to take back.");
    // Nothing follows that would take the answer away.
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(fake.answers_to(&token).len(), 2);
    running.shutdown().await;
}

/// A stop (Ctrl-C, SIGTERM) lets the commands already being handled finish and answer: the
/// service has committed them, and the process would otherwise exit before the reply.
#[tokio::test]
async fn a_shutdown_waits_for_the_commands_under_way() {
    let fake = FakeDiscord::start().await;
    let mut script = Script::new();
    script.slow = Duration::from_millis(500);
    let running = started(&fake, &script).await;

    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!slow", &[]);
    while script.seen().is_empty() {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    running.shutdown().await;
    let replies: Vec<String> = fake
        .since(mark)
        .iter()
        .filter(|r| r.method == "POST" && r.status == 200)
        .map(discord_fake::Recorded::text)
        .collect();
    assert_eq!(replies, ["Done slowly."]);
}

#[tokio::test]
async fn the_bot_resumes_after_a_reconnect_request_and_a_dropped_connection() {
    let fake = FakeDiscord::start().await;
    let script = Script::new();
    let running = started(&fake, &script).await;

    for (round, disconnect) in ["reconnect", "close"].into_iter().enumerate() {
        match disconnect {
            "reconnect" => fake.request_reconnect(),
            _ => fake.close_connection(4000),
        }
        let resume = fake.wait_op(6, round + 1).await;
        assert!(
            resume["d"]["session_id"]
                .as_str()
                .unwrap()
                .starts_with("session-")
        );
        assert!(
            resume["d"]["token"]
                .as_str()
                .unwrap()
                .ends_with("test-token")
        );
        let mark = fake.mark();
        // Said while the bot may still be away: Discord replays it after RESUMED.
        fake.say(CHANNEL_ID, &ALICE, &format!("!after {disconnect}"), &[]);
        let reply = posted(&fake, mark, CHANNEL_ID).await;
        assert_eq!(reply.text(), format!("echo !after {disconnect}"));
    }
    assert_eq!(
        fake.gateway_log().iter().filter(|p| p["op"] == 2).count(),
        1,
        "resumed, not identified again"
    );

    // An invalid session cannot be resumed: the bot identifies again.
    fake.invalidate_session();
    fake.wait_op(2, 2).await;
    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!after invalid session", &[]);
    let reply = posted(&fake, mark, CHANNEL_ID).await;
    assert_eq!(reply.text(), "echo !after invalid session");
    running.shutdown().await;
}

/// The texts the bot posted in [`CHANNEL_ID`] after `mark`, once there are `count`, sorted
/// (commands are handled side by side).
async fn posted_texts(fake: &FakeDiscord, mark: usize, count: usize) -> Vec<String> {
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let mut texts = fake
        .wait_for(&format!("{count} messages in the channel"), |f| {
            let texts: Vec<String> = f
                .since(mark)
                .iter()
                .filter(|r| r.method == "POST" && r.path == path && r.status == 200)
                .map(discord_fake::Recorded::text)
                .collect();
            (texts.len() >= count).then_some(texts)
        })
        .await;
    texts.sort();
    texts
}

/// A link cut mid-stream: what Discord wrote that never arrived is in the session, and the
/// RESUME (with the last sequence number the bot received) gets it replayed.
#[tokio::test]
async fn events_lost_on_a_cut_link_are_replayed_when_the_bot_resumes() {
    let fake = FakeDiscord::start().await;
    let script = Script::new();
    let running = started(&fake, &script).await;
    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!before", &[]);
    posted(&fake, mark, CHANNEL_ID).await;

    let mark = fake.mark();
    fake.black_hole();
    for n in 1..=3 {
        fake.say(CHANNEL_ID, &ALICE, &format!("!lost {n}"), &[]);
    }
    fake.sever();
    let resume = fake.wait_op(6, 1).await;
    assert!(resume["d"]["seq"].as_u64().is_some_and(|seq| seq > 0));
    assert_eq!(
        posted_texts(&fake, mark, 3).await,
        ["echo !lost 1", "echo !lost 2", "echo !lost 3"]
    );
    let identifies = fake.gateway_log().iter().filter(|p| p["op"] == 2).count();
    assert_eq!(identifies, 1, "resumed, not identified again");
    running.shutdown().await;
}

/// A heartbeat that is not acknowledged before the next one is due: Discord's documentation
/// calls the connection zombied, to be closed and resumed. The bot resumes, and what the
/// session held meanwhile is replayed; a new IDENTIFY would have lost it.
#[tokio::test]
async fn a_zombied_connection_is_resumed_and_loses_no_event() {
    let fake = FakeDiscord::with(Options {
        heartbeat_ms: 200,
        ..Options::default()
    })
    .await;
    let script = Script::new();
    let running = started(&fake, &script).await;
    let mark = fake.mark();
    fake.black_hole();
    for n in 1..=3 {
        fake.say(CHANNEL_ID, &ALICE, &format!("!zombie {n}"), &[]);
    }
    assert_eq!(
        posted_texts(&fake, mark, 3).await,
        ["echo !zombie 1", "echo !zombie 2", "echo !zombie 3"]
    );
    let identifies = fake.gateway_log().iter().filter(|p| p["op"] == 2).count();
    assert_eq!(identifies, 1, "resumed, not identified again");
    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!after", &[]);
    assert_eq!(posted(&fake, mark, CHANNEL_ID).await.text(), "echo !after");
    running.shutdown().await;
}

#[tokio::test]
async fn heartbeats_are_sent_at_the_interval_hello_gives() {
    let fake = FakeDiscord::with(Options {
        heartbeat_ms: 150,
        ..Options::default()
    })
    .await;
    let script = Script::new();
    let running = started(&fake, &script).await;
    fake.wait_op(1, 2).await;
    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!still there", &[]);
    posted(&fake, mark, CHANNEL_ID).await;
    assert_eq!(fake.connections(), 1);
    running.shutdown().await;
}

#[tokio::test]
async fn images_and_documents_are_attachments() {
    let fake = FakeDiscord::start().await;
    let script = Script::new();
    let running = started(&fake, &script).await;

    let mark = fake.mark();
    fake.say(CHANNEL_ID, &BOB, "!accept", &[]);
    let board = posted(&fake, mark, CHANNEL_ID).await;
    assert!(board.content_type.starts_with("multipart/form-data"));
    assert_eq!(
        board.json["embeds"][0]["description"],
        "Game #1 begins. Black to move."
    );
    assert_eq!(
        board.json["embeds"][0]["image"]["url"],
        "attachment://board.png"
    );
    assert_eq!(
        board.json["attachments"],
        json!([{ "id": 0, "filename": "board.png" }])
    );
    let file = &board.files[0];
    assert_eq!(
        (file.field.as_str(), file.filename.as_str()),
        ("files[0]", "board.png")
    );
    assert_eq!(file.content_type.as_deref(), Some("image/png"));
    let decoder = png::Decoder::new(std::io::Cursor::new(&file.bytes));
    let reader = decoder.read_info().expect("a PNG");
    assert_eq!((reader.info().width, reader.info().height), (640, 640));

    fake.wait_request(mark, "the second reply", |r| {
        r.json["content"] == "Good luck!"
    })
    .await;
    let mark = fake.mark();
    fake.say(CHANNEL_ID, &BOB, "!pdn", &[]);
    let pdn = posted(&fake, mark, CHANNEL_ID).await;
    assert_eq!(pdn.json["content"], "The game as PDN.");
    assert!(pdn.json.get("embeds").is_none());
    assert_eq!(pdn.files[0].filename, "game-1.pdn");
    assert!(String::from_utf8_lossy(&pdn.files[0].bytes).contains("11-15"));
    running.shutdown().await;
}

#[tokio::test]
async fn with_threads_on_each_game_is_played_in_its_own_thread() {
    let fake = FakeDiscord::start().await;
    let mut script = Script::new();
    script.threads = true;
    let running = started(&fake, &script).await;

    let mark = fake.mark();
    fake.say(
        CHANNEL_ID,
        &ALICE,
        &format!("!challenge <@{}>", BOB.id),
        &[&BOB],
    );
    let created = fake
        .wait_request(mark, "a thread", |r| {
            r.method == "POST" && r.path.ends_with("/threads")
        })
        .await;
    assert_eq!(created.path, format!("/channels/{CHANNEL_ID}/threads"));
    assert_eq!(created.json["name"], "Game #1");
    assert_eq!(created.json["type"], 11);
    let thread: u64 = created.response["id"].as_str().unwrap().parse().unwrap();
    let pointer = posted(&fake, mark, CHANNEL_ID).await;
    assert_eq!(pointer.text(), format!("Game #1 is played in <#{thread}>."));
    let challenge = posted(&fake, mark, thread).await;
    assert!(challenge.text().contains("challenges you"));
    assert_eq!(
        script.game_threads.lock().unwrap().clone(),
        [(1, thread.to_string())]
    );

    // The game's next replies go to the same thread, from the channel or the thread.
    let mark = fake.mark();
    fake.say(CHANNEL_ID, &ALICE, "!move 11-15", &[]);
    posted(&fake, mark, thread).await;
    fake.say(thread, &BOB, "!move 23-19", &[]);
    fake.wait_for("two moves in the thread", |f| {
        let n = f
            .since(mark)
            .iter()
            .filter(|r| r.path == format!("/channels/{thread}/messages") && r.status == 200)
            .count();
        (n == 2).then_some(())
    })
    .await;
    assert_eq!(fake.threads().len(), 1, "one thread per game");
    let in_thread = script.seen().last().unwrap().channel.clone();
    assert_eq!(in_thread.id, CHANNEL_ID.to_string());
    assert_eq!(in_thread.thread, Some(thread.to_string()));

    // A slash command about the game is answered with where it went.
    let token = fake.slash(
        CHANNEL_ID,
        &ALICE,
        "move",
        json!([{ "name": "move", "type": 3, "value": "8-11" }]),
        json!({}),
    );
    let answer = fake
        .wait_for("the slash answer", |f| {
            f.answers_to(&token).into_iter().next()
        })
        .await;
    assert_eq!(answer.text(), format!("Game #1 is played in <#{thread}>."));
    posted(&fake, mark, thread).await;
    running.shutdown().await;
}

#[tokio::test]
async fn messages_the_service_sends_on_its_own_are_posted() {
    let fake = FakeDiscord::start().await;
    let script = Script::new();
    let running = started(&fake, &script).await;
    let mark = fake.mark();
    script
        .outbound
        .send(Outbound {
            channel: Channel {
                platform: Platform::Discord,
                id: CHANNEL_ID.to_string(),
                thread: None,
                community: GUILD_ID.to_string(),
            },
            reply: Reply::text("Reminder: your move in game #1."),
            direct: None,
        })
        .unwrap();
    let reminder = posted(&fake, mark, CHANNEL_ID).await;
    assert_eq!(reminder.text(), "Reminder: your move in game #1.");
    running.shutdown().await;
}

/// A digest goes to its reader's DM channel (opened with `POST /users/@me/channels`); to
/// someone who takes no direct messages, it is posted in the game's channel instead.
#[tokio::test]
async fn a_message_for_one_person_goes_to_their_dm_channel() {
    let fake = FakeDiscord::start().await;
    let script = Script::new();
    let running = started(&fake, &script).await;
    let channel = Channel {
        platform: Platform::Discord,
        id: CHANNEL_ID.to_string(),
        thread: None,
        community: GUILD_ID.to_string(),
    };
    let person = |id: u64, name: &str| bot::message::User {
        platform: Platform::Discord,
        id: id.to_string(),
        name: name.into(),
        username: None,
    };
    let mark = fake.mark();
    script
        .outbound
        .send(Outbound::direct(
            channel.clone(),
            Reply::text("Your daily digest: it is your move in 1 game."),
            person(4242, "ann"),
        ))
        .unwrap();
    let opened = fake
        .wait_request(mark, "the DM channel opened", |r| {
            r.method == "POST" && r.path == "/users/@me/channels"
        })
        .await;
    assert_eq!(opened.json["recipient_id"], "4242");
    let dm = fake.dm_channels()[&4242];
    let digest = posted(&fake, mark, dm).await;
    assert_eq!(
        digest.text(),
        "Your daily digest: it is your move in 1 game."
    );
    assert!(
        !fake
            .since(mark)
            .iter()
            .any(|r| r.path == format!("/channels/{CHANNEL_ID}/messages")),
        "not in the channel"
    );

    fake.close_dms(77);
    let mark = fake.mark();
    script
        .outbound
        .send(Outbound::direct(
            channel,
            Reply::text("Your quiet hours are over."),
            person(77, "bo"),
        ))
        .unwrap();
    let fallback = posted(&fake, mark, CHANNEL_ID).await;
    assert_eq!(fallback.text(), "Your quiet hours are over.");
    running.shutdown().await;
}

#[test]
fn the_fake_sends_what_serenity_reads() {
    use serenity::all::{ComponentInteraction, Guild, Message};
    let guild: Guild =
        serde_json::from_value(discord_fake::payloads::guild_create(GUILD_ID, CHANNEL_ID)).unwrap();
    assert_eq!(guild.roles.len(), 2);
    let message = discord_fake::payloads::message(
        1,
        CHANNEL_ID,
        true,
        ALICE.user(),
        Some(ALICE.message_member()),
        "!m 1-2",
        vec![BOB.user()],
    );
    let message: Message = serde_json::from_value(message).unwrap();
    assert_eq!(message.mentions[0].id.get(), BOB.id);
    let mut press = discord_fake::payloads::interaction(
        5,
        3,
        "t",
        CHANNEL_ID,
        &ALICE,
        json!({ "custom_id": "!accept", "component_type": 2 }),
    );
    press["message"] = discord_fake::payloads::message(
        2,
        CHANNEL_ID,
        true,
        discord_fake::payloads::bot_user(),
        None,
        "",
        vec![],
    );
    let press: ComponentInteraction = serde_json::from_value(press).unwrap();
    assert_eq!(press.user.id.get(), ALICE.id);
}

#[tokio::test]
async fn disallowed_intents_stop_the_adapter_with_the_reason() {
    let fake = FakeDiscord::with(Options {
        refuse_identify: Some(4014),
        ..Options::default()
    })
    .await;
    let running = discord::start(Script::new(), config(&fake)).await.unwrap();
    let error = tokio::time::timeout(discord_fake::PATIENCE, running.wait())
        .await
        .expect("the adapter stops")
        .expect_err("with an error");
    assert!(
        error.to_string().to_lowercase().contains("intents"),
        "{error}"
    );
}

#[tokio::test]
async fn a_failed_gateway_lookup_is_retried_through_the_proxy() {
    let fake = FakeDiscord::start().await;
    fake.fail(Failure::server_error("GET", "/gateway", 503, 1));
    let script = Script::new();
    // Shards named: `GET /gateway/bot` (autosharding) would take the failure instead.
    let config = DiscordConfig {
        shards: Some("0/1".parse().unwrap()),
        ..config(&fake)
    };
    let running = discord::start(script.clone(), config).await.unwrap();
    fake.wait_ready().await;
    let lookups: Vec<u16> = fake
        .requests()
        .iter()
        .filter(|r| r.path == "/gateway")
        .map(|r| r.status)
        .collect();
    assert_eq!(lookups, [503, 200]);
    running.shutdown().await;
}

/// serenity turns an event that lacks a field it insists on into an unknown event, which
/// never reaches the event handler: a slash command, a button or an autocompletion from a
/// server that leaves out `locale` or the member's `deaf`, `mute` and `flags` (as the
/// documentation allows) would go unanswered.
#[tokio::test]
async fn interactions_with_only_the_documented_fields_are_answered() {
    let fake = FakeDiscord::with(Options {
        minimal_interactions: true,
        ..Options::default()
    })
    .await;
    let script = Script::new();
    let running = started(&fake, &script).await;

    let token = fake.slash(CHANNEL_ID, &ALICE, "board", json!([]), json!({}));
    let answer = fake
        .wait_for("the slash command's answer", |f| {
            f.answers_to(&token).into_iter().next()
        })
        .await;
    assert_eq!(answer.json["type"], 4);
    assert_eq!(answer.text(), "echo !board");

    let token = fake.autocomplete(CHANNEL_ID, &ALICE, "move", "move", "12");
    let answer = fake
        .wait_for("autocomplete", |f| f.answers_to(&token).into_iter().next())
        .await;
    assert_eq!(
        answer.json["data"]["choices"],
        json!([{ "name": "12-16", "value": "12-16" }])
    );

    let mark = fake.mark();
    fake.say(
        CHANNEL_ID,
        &ALICE,
        &format!("!challenge <@{}>", BOB.id),
        &[&BOB],
    );
    let message = posted(&fake, mark, CHANNEL_ID).await.response;
    let token = fake.press(&message, &BOB, "!accept #1");
    let answer = fake
        .wait_for("the button's answer", |f| {
            f.answers_to(&token).into_iter().next()
        })
        .await;
    assert_eq!(answer.json["type"], 7);

    let seen: Vec<(String, Via, Channel)> = script
        .seen()
        .into_iter()
        .map(|i| (i.text, i.via, i.channel))
        .collect();
    let here = Channel {
        platform: Platform::Discord,
        id: CHANNEL_ID.to_string(),
        thread: None,
        community: GUILD_ID.to_string(),
    };
    assert_eq!(
        seen,
        [
            ("!board".to_string(), Via::Slash, here.clone()),
            (format!("!challenge <@{}>", BOB.id), Via::Text, here.clone()),
            ("!accept #1".to_string(), Via::Button, here),
        ]
    );
    running.shutdown().await;
}
