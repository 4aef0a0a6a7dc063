//! A busy Telegram group (issue 14) end to end on the fake Bot API: the buttons of an answered
//! challenge are taken off, a spectator gets the moves in their private chat, long replies
//! are split to the message limit, and a group upgraded to a supergroup keeps its games.

#[path = "support/telegram_adapter.rs"]
mod telegram_adapter;
#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

use std::time::Duration;

use bot::{adapters::telegram::RetryPolicy, service::ServiceOptions};
use serde_json::{Value, json};
use telegram_adapter::{ALICE, Adapter, BOB, Db, db, say};
use telegram_fake::{Call, FakeTelegram, Person, message};

const CAROL: Person = Person {
    id: 333,
    first_name: "Carol",
    username: Some("carol"),
};

const OLD_GROUP: i64 = -4001;
const SUPERGROUP: i64 = -1004001;

fn group() -> Value {
    json!({"id": OLD_GROUP, "type": "group", "title": "Draughts club"})
}

fn supergroup() -> Value {
    json!({"id": SUPERGROUP, "type": "supergroup", "title": "Draughts club"})
}

/// The adapter on a database of its own, without images: the group's texts are what count.
async fn start(fake: &FakeTelegram) -> (Adapter, Db) {
    let db = db();
    let options = ServiceOptions {
        bot_name: "dama_bot".into(),
        images: false,
        ..ServiceOptions::default()
    };
    let retry = RetryPolicy {
        attempts: 2,
        first_backoff: Duration::from_millis(50),
        max_backoff: Duration::from_millis(100),
        max_retry_after: Duration::from_secs(1),
    };
    let adapter = Adapter::start(fake, &db, options, retry).await;
    (adapter, db)
}

fn chat_of(call: &Call) -> Option<i64> {
    call.param("chat_id").and_then(|c| c.parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_go_spectators_hear_and_an_upgraded_group_keeps_its_games() {
    let fake = FakeTelegram::start().await;
    let (running, _db) = start(&fake).await;

    // A challenge with its buttons; the message that carries them is the fake's id.
    let offer = say(&fake, &group(), &ALICE, "/challenge @bob english white", 1).await;
    assert!(
        offer[0].reply_markup().is_some(),
        "the challenge has buttons"
    );
    // Bob answers by typing: the buttons of the challenge are taken off.
    say(&fake, &group(), &BOB, "/accept", 1).await;
    let edits = fake
        .wait_until(Duration::from_secs(10), |calls| {
            calls.iter().any(|c| c.method == "editmessagereplymarkup")
        })
        .await;
    let edit = edits
        .iter()
        .find(|c| c.method == "editmessagereplymarkup")
        .expect("the keyboard is edited");
    assert_eq!(chat_of(edit), Some(OLD_GROUP));
    assert!(edit.param("message_id").is_some());
    assert!(
        edit.reply_markup()
            .is_none_or(|m| m["inline_keyboard"] == json!([]))
    );

    // Carol watches; Bob's move reaches her private chat (whose id is hers).
    let watching = say(&fake, &group(), &CAROL, "/watch", 1).await;
    assert!(watching[0].text().contains("#1"), "{}", watching[0].text());
    let before = fake.sent().len();
    fake.push(message(&group(), &BOB, "/move 11-15"));
    let sent = fake.wait_sends(before, 2).await;
    let private = sent
        .iter()
        .find(|c| chat_of(c) == Some(CAROL.id))
        .expect("the spectator's news");
    assert!(private.text().contains("11-15"), "{}", private.text());
    assert!(private.reply_markup().is_none());

    // The group becomes a supergroup: Telegram says so in both chats.
    let mut moved = message(&group(), &ALICE, "");
    moved["message"].as_object_mut().unwrap().remove("text");
    moved["message"]["migrate_to_chat_id"] = json!(SUPERGROUP);
    fake.push(moved);
    let mut arrived = message(&supergroup(), &ALICE, "");
    arrived["message"].as_object_mut().unwrap().remove("text");
    arrived["message"]["migrate_from_chat_id"] = json!(OLD_GROUP);
    fake.push(arrived);
    // The game goes on under the new id, with the move made before the upgrade.
    let games = say(&fake, &supergroup(), &ALICE, "/games", 1).await;
    assert_eq!(chat_of(&games[0]), Some(SUPERGROUP));
    assert!(games[0].text().contains("#1"), "{}", games[0].text());
    let moved = say(&fake, &supergroup(), &ALICE, "/move 22-18", 2).await;
    assert!(
        moved
            .iter()
            .any(|c| chat_of(c) == Some(SUPERGROUP) && c.text().contains("22-18")),
        "the game continues in the supergroup"
    );
    // Mentions use the @username.
    assert!(
        moved
            .iter()
            .any(|c| chat_of(c) == Some(SUPERGROUP) && c.text().contains("@bob")),
        "{:?}",
        moved.iter().map(Call::text).collect::<Vec<_>>()
    );

    // A long reply (the help of every command) is split at line breaks, each message
    // within Telegram's 4,096 characters.
    let long = say(&fake, &supergroup(), &ALICE, "/help all", 1).await;
    for call in &long {
        assert!(call.text().encode_utf16().count() <= 4096);
    }

    running.stop().await;
}

/// `!mydata` (issue 36) sends the file to the person's private chat; when Telegram refuses
/// (they never started the bot), the group hears why, and never gets the data.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mydata_goes_to_the_private_chat_or_the_group_hears_why_not() {
    let fake = FakeTelegram::start().await;
    let (running, _db) = start(&fake).await;
    say(&fake, &group(), &ALICE, "/challenge @carol english", 1).await;
    let before = fake.sent().len();
    fake.push(message(&group(), &ALICE, "/mydata"));
    let sent = fake.wait_sends(before, 2).await;
    let file = sent
        .iter()
        .find(|c| c.method == "senddocument")
        .expect("the file");
    assert_eq!(chat_of(file), Some(ALICE.id), "privately");
    let document = &file.files["document"];
    let json: Value = serde_json::from_slice(&document.bytes).expect("JSON");
    assert_eq!(json["user_id"], "111");
    let game = &json["tables"]["games"][0];
    assert!(
        game["white_name"] == "Alice" || game["black_name"] == "Alice",
        "{game}"
    );
    assert!(
        sent.iter()
            .filter(|c| chat_of(c) == Some(OLD_GROUP))
            .all(|c| c.method == "sendmessage" && c.files.is_empty()),
        "no data in the group"
    );
    fake.without_private_chat(CAROL.id);
    let before = fake.calls().len();
    fake.push(message(&group(), &CAROL, "/mydata"));
    let is_notice =
        |c: &Call| chat_of(c) == Some(OLD_GROUP) && c.ok() && c.text().contains("!mydata");
    fake.wait_until(Duration::from_secs(10), |calls| {
        calls[before..].iter().any(is_notice)
    })
    .await;
    let sent = &fake.calls()[before..];
    assert!(
        sent.iter().any(|c| chat_of(c) == Some(CAROL.id) && !c.ok()),
        "the private file refused"
    );
    let notice = sent
        .iter()
        .find(|c| is_notice(c))
        .expect("the group hears why");
    assert!(notice.text().contains("@carol"), "{}", notice.text());
    assert!(
        sent.iter()
            .filter(|c| chat_of(c) == Some(OLD_GROUP))
            .all(|c| c.files.is_empty()),
        "no data in the group"
    );
    running.stop().await;
}

/// Sends `text` from `who` in the supergroup and waits until a message sent there after it
/// contains `needle`; returns that message's text.
async fn said_after(fake: &FakeTelegram, who: &Person, text: &str, needle: &str) -> String {
    let before = fake.calls().len();
    fake.push(message(&supergroup(), who, text));
    let found = |calls: &[Call]| {
        calls[before.min(calls.len())..]
            .iter()
            .find(|c| c.ok() && chat_of(c) == Some(SUPERGROUP) && c.text().contains(needle))
            .map(Call::text)
    };
    let calls = fake
        .wait_until(Duration::from_secs(20), |calls| found(calls).is_some())
        .await;
    found(&calls).unwrap_or_default()
}

/// A tournament of a new variant (Russian draughts) in a supergroup: an admin creates and
/// starts it, three people join, the bot starts the first round's game, and its result brings
/// the standings; a non-admin cannot start it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_russian_round_robin_runs_in_a_supergroup() {
    let fake = FakeTelegram::start().await;
    fake.make_admin(SUPERGROUP, ALICE.id);
    let (running, _db) = start(&fake).await;

    let open = said_after(
        &fake,
        &ALICE,
        "/tournament create russian days=2",
        "Tournament #1 is open",
    )
    .await;
    assert!(open.contains("Russian"), "{open}");
    let first = said_after(&fake, &ALICE, "/tournament join", "joins").await;
    assert!(first.contains("(1 player)"), "{first}");
    said_after(&fake, &BOB, "/tournament join", "joins").await;
    let third = said_after(&fake, &CAROL, "/tournament join", "joins").await;
    assert!(
        third.contains("@carol joins tournament #1 (3 players)"),
        "{third}"
    );
    // Only an admin starts it.
    let refused = said_after(&fake, &BOB, "/tournament start", "admin").await;
    assert!(!refused.contains("starts"), "{refused}");
    let started = said_after(&fake, &ALICE, "/tournament start", "round 1 of 3").await;
    assert!(
        started.contains("a round robin (tie-break: Sonneborn–Berger), 3 rounds"),
        "{started}"
    );
    // Round 1: Carol (White) against Bob, Alice has the bye; mentions use the @usernames.
    assert!(
        started.contains("@carol (White) vs @bob (Black)"),
        "{started}"
    );
    assert!(started.contains("Alice: bye"), "{started}");

    said_after(&fake, &CAROL, "/move c3-d4", "c3-d4").await;
    said_after(&fake, &BOB, "/move b6-a5", "b6-a5").await;
    let standings = said_after(&fake, &BOB, "/resign", "1–0").await;
    assert!(standings.contains("Carol – Bob 1–0"), "{standings}");
    for line in [
        "1. Alice — 1 pt in 1, SB 0",
        "2. Carol — 1 pt in 1, SB 0",
        "3. Bob — 0 pts in 1, SB 0",
    ] {
        assert!(standings.contains(line), "{line}: {standings}");
    }
    // Round 2 follows at once, its game started by the bot in the tournament's variant. Its
    // announcement may come after the standings: wait for it, so that the board asked for
    // next is not confused with it.
    fake.wait_until(Duration::from_secs(20), |calls| {
        calls.iter().any(|c| {
            c.ok()
                && chat_of(c) == Some(SUPERGROUP)
                && c.text().contains("Tournament #1, round 2 of 3")
        })
    })
    .await;
    let board = said_after(&fake, &ALICE, "/board #2", "#2").await;
    assert!(board.contains("Russian"), "{board}");
    let table = said_after(&fake, &CAROL, "/tournament", "standings").await;
    assert!(table.contains("round 2 of 3"), "{table}");

    running.stop().await;
}
