//! Games in chats where the bot is no member (issue 34), end to end through the fakes.
//!
//! Telegram's inline mode: a person types the bot's @name in a chat, picks a challenge, a
//! friend accepts it, and the whole game lives in that one inline message, edited after
//! every press; the bot answers only presses, and says the rest privately. Discord's
//! user-installed app: slash commands and buttons in a DM between two people, where the bot
//! is no member and can only answer the interactions.

#[path = "support/discord_fake/mod.rs"]
mod discord_fake;
#[path = "support/telegram_adapter.rs"]
mod telegram_adapter;
#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

use std::time::Duration;

use bot::adapters::telegram::RetryPolicy;
use bot::clock::{DAY, HOUR, ManualClock};
use bot::scheduler::Scheduler;
use bot::service::ServiceOptions;
use serde_json::{Value, json};
use telegram_adapter::{ALICE, Adapter, BOB, db, say};
use telegram_fake::{BOT_USERNAME, FakeTelegram, InlineMessage, Person};

/// Someone else in the chat where the game is played.
const CAROL: Person = Person {
    id: 333,
    first_name: "Carol",
    username: Some("carol"),
};

/// A short English game that White wins by taking every black piece (Black moves first).
const SHORT_GAME: [&str; 28] = [
    "9-13", "22-17", "13x22", "25x18", "10-14", "18x9", "5x14", "23-18", "14x23", "26x19", "11-15",
    "19x10", "7x14", "24-19", "12-16", "19x12", "3-7", "12x3", "1-5", "3x10x17", "2-7", "27-23",
    "5-9", "23-18", "9-14", "18x9x2", "4-8", "2x11x4",
];

fn quick_retries() -> RetryPolicy {
    RetryPolicy {
        attempts: 3,
        first_backoff: Duration::from_millis(50),
        max_backoff: Duration::from_millis(200),
        max_retry_after: Duration::from_secs(5),
    }
}

fn options(clock: &std::sync::Arc<ManualClock>, images: bool) -> ServiceOptions {
    ServiceOptions {
        bot_name: BOT_USERNAME.into(),
        images,
        clock: clock.clone(),
        ..ServiceOptions::default()
    }
}

const T0: i64 = 1_800_000_000;

/// A private chat with the bot: its id is the person's.
fn private_chat(person: &Person) -> Value {
    json!({"id": person.id, "type": "private", "first_name": person.first_name})
}

/// What a person reads of a message: its text without the HTML.
fn read(message: &InlineMessage) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in message.text.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
}

/// Waits until inline message `id` has been edited more than `edits` times; returns it.
async fn edited(fake: &FakeTelegram, id: &str, edits: usize) -> InlineMessage {
    for _ in 0..1000 {
        let message = fake.inline_message(id);
        if message.edits > edits {
            return message;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!(
        "inline message {id} was not edited: {:?}",
        fake.inline_message(id)
    );
}

/// `who` presses the button labelled `label` under inline message `id`: returns the notice
/// they were shown, and the message once edited (`None` when the press changed nothing).
async fn press(
    fake: &FakeTelegram,
    who: &Person,
    id: &str,
    label: &str,
) -> (Option<String>, InlineMessage) {
    let before = fake.inline_message(id);
    let data = before
        .button(label)
        .unwrap_or_else(|| panic!("no button {label}: {:?}", before.buttons()));
    let query = fake.press_inline(who, id, &data);
    let notice = fake.press_answer(&query).await;
    // The edit follows the answer to the press, when there is one.
    tokio::time::sleep(Duration::from_millis(60)).await;
    (notice, fake.inline_message(id))
}

/// The label of the move button for `mv` (written with its start and end: `3x10x17` is
/// the button `3x17` when the route is not needed).
fn move_label(message: &InlineMessage, mv: &str) -> String {
    let ends = |text: &str| {
        let squares: Vec<&str> = text.split(['-', 'x']).collect();
        (
            squares[0].to_string(),
            squares[squares.len() - 1].to_string(),
        )
    };
    message
        .buttons()
        .into_iter()
        .map(|(label, _)| label)
        .find(|label| label == mv || (label.contains(['-', 'x']) && ends(label) == ends(mv)))
        .unwrap_or_else(|| panic!("no button for {mv}: {:?}", message.buttons()))
}

/// Alice offers a challenge by inline query `query` and picks its result `result`; returns
/// the inline message.
async fn offer(fake: &FakeTelegram, query: &str, result: &str) -> String {
    let asked = fake.inline_query(&ALICE, query);
    let answer = fake.inline_answer(&asked).await;
    assert_eq!(
        answer["is_personal"], true,
        "results carry the asker's buttons"
    );
    fake.choose(&asked, result)
}

#[tokio::test]
async fn inline_results_offer_every_variant_the_default_first_and_read_the_options() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let clock = ManualClock::new(T0);
    let adapter = Adapter::start(&fake, &db, options(&clock, false), quick_retries()).await;

    let asked = fake.inline_query(&ALICE, "");
    let answer = fake.inline_answer(&asked).await;
    let results = answer["results"].as_array().unwrap();
    assert_eq!(results.len(), 12, "one challenge per variant");
    assert_eq!(results[0]["title"], "Challenge to English draughts");
    assert_eq!(results[1]["title"], "Challenge to Italian draughts");
    for result in results {
        assert!(result["id"].as_str().unwrap().len() <= 64);
        let buttons: Vec<&str> = result["reply_markup"]["inline_keyboard"][0]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["text"].as_str().unwrap())
            .collect();
        assert_eq!(buttons, ["Accept", "Decline"]);
        assert_eq!(result["type"], "article", "without a media chat: text");
    }
    assert!(
        results[0]["input_message_content"]["message_text"]
            .as_str()
            .unwrap()
            .contains("Alice challenges you to English draughts"),
        "{}",
        results[0]
    );

    let asked = fake.inline_query(&ALICE, "italian black days=3");
    let answer = fake.inline_answer(&asked).await;
    let results = answer["results"].as_array().unwrap();
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["title"], "Challenge to Italian draughts");
    let description = results[0]["description"].as_str().unwrap();
    assert!(description.contains("you play Black"), "{description}");
    assert!(description.contains("3 days per move"), "{description}");

    // Not understood: no result, and a way to the help.
    let asked = fake.inline_query(&ALICE, "klingon");
    let answer = fake.inline_answer(&asked).await;
    assert_eq!(answer["results"], json!([]));
    assert_eq!(answer["button"]["start_parameter"], "help");
    adapter.stop().await;
}

#[tokio::test]
async fn an_inline_challenge_accepted_and_a_whole_game_by_buttons_across_a_restart() {
    let fake = FakeTelegram::start().await;
    fake.with_inline_feedback();
    let db = db();
    let clock = ManualClock::new(T0);
    let adapter = Adapter::start(&fake, &db, options(&clock, false), quick_retries()).await;
    let id = offer(&fake, "english white", "challenge-english").await;
    let posted = fake.inline_message(&id);
    assert!(
        read(&posted).contains("Alice challenges you to English draughts"),
        "{posted:?}"
    );

    // Alice cannot accept her own challenge: she is told so, alone; nothing changes.
    let (notice, message) = press(&fake, &ALICE, &id, "Accept").await;
    assert!(notice.unwrap().contains("your own challenge"));
    assert_eq!(message.edits, 0);

    // Bob accepts: the message becomes the game.
    let (notice, _) = press(&fake, &BOB, &id, "Accept").await;
    assert_eq!(notice, None);
    let game = edited(&fake, &id, 0).await;
    let text = read(&game);
    assert!(
        text.contains("#1 English draughts — Alice (White) vs Bob (Black)"),
        "{text}"
    );
    assert!(text.contains("Bob to move"), "{text}");
    let labels: Vec<String> = game.buttons().into_iter().map(|(label, _)| label).collect();
    assert_eq!(
        &labels[..7],
        ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]
    );
    assert!(labels.contains(&"Offer a draw".to_string()));
    assert!(labels.contains(&"Resign".to_string()));
    // The board in text, under the words.
    assert!(game.text.contains("<pre>"), "{}", game.text);

    // Carol is in the chat but not in the game: told so privately, nothing played.
    let (notice, message) = press(&fake, &CAROL, &id, "11-15").await;
    let notice = notice.expect("a notice for Carol");
    assert!(
        notice.contains("Alice") && notice.contains("Bob"),
        "{notice}"
    );
    assert_eq!(message.edits, game.edits);
    // Alice is not to move.
    let (notice, _) = press(&fake, &ALICE, &id, "11-15").await;
    assert!(notice.is_some());

    // A button made up for another game, or a challenge the bot never signed, does nothing.
    let query = fake.press_inline_forged(&BOB, &id, "!m #2@0 9-13");
    assert!(fake.press_answer(&query).await.unwrap().contains("game #2"));
    let query = fake.press_inline_forged(&BOB, &id, "c.a.111.eng.w.zzzz.abcdefgh");
    assert!(
        fake.press_answer(&query)
            .await
            .unwrap()
            .contains("not made by the bot")
    );

    // Half the game, by buttons.
    let mut adapter = adapter;
    for (ply, mv) in SHORT_GAME.iter().enumerate() {
        if ply == 14 {
            // The bot restarts in the middle of the game: the message's buttons still work.
            adapter.stop().await;
            adapter = Adapter::start(&fake, &db, options(&clock, false), quick_retries()).await;
        }
        let mover = if ply % 2 == 0 { &BOB } else { &ALICE };
        let before = fake.inline_message(&id);
        let label = move_label(&before, mv);
        let (notice, _) = press(&fake, mover, &id, &label).await;
        assert_eq!(notice, None, "ply {ply} {mv}");
        let after = edited(&fake, &id, before.edits).await;
        assert!(
            read(&after).contains(&format!("Last move: {label}")),
            "ply {ply}: {}",
            read(&after)
        );
    }
    let over = fake.inline_message(&id);
    let text = read(&over);
    assert!(text.contains("Game #1 is over"), "{text}");
    assert!(text.contains("Alice") && text.contains("wins"), "{text}");
    assert!(over.buttons().is_empty(), "a finished game has no buttons");

    // The game is Alice's: its PDN in her private chat with the bot, her stats count it.
    let sent = say(&fake, &private_chat(&ALICE), &ALICE, "/pdn #1", 1).await;
    let pdn = sent[0].text()
        + &sent[0]
            .files
            .values()
            .map(|f| String::from_utf8_lossy(&f.bytes).to_string())
            .collect::<String>();
    assert!(
        pdn.contains("[Result \"0-1\"]") || pdn.contains("[Result \"1-0\"]"),
        "{pdn}"
    );
    assert!(pdn.contains("9-13"), "{pdn}");
    let sent = say(&fake, &private_chat(&ALICE), &ALICE, "!stats", 1).await;
    let stats = sent[0].text();
    assert!(stats.contains("In private games"), "{stats}");
    adapter.stop().await;
}

#[tokio::test]
async fn offers_and_take_backs_by_buttons_and_a_resignation() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let clock = ManualClock::new(T0);
    let adapter = Adapter::start(&fake, &db, options(&clock, false), quick_retries()).await;
    let id = offer(&fake, "italian white", "challenge-italian").await;
    press(&fake, &BOB, &id, "Accept").await;
    let game = edited(&fake, &id, 0).await;
    // White moves first in Italian draughts.
    let first = game.buttons()[0].0.clone();
    press(&fake, &ALICE, &id, &first).await;
    let moved = edited(&fake, &id, game.edits).await;

    // Alice asks to take back her move; Bob sees Accept and Decline, and accepts.
    press(&fake, &ALICE, &id, "Take back").await;
    let asked = edited(&fake, &id, moved.edits).await;
    assert!(
        read(&asked).contains("Alice asks to take back"),
        "{}",
        read(&asked)
    );
    let (notice, _) = press(&fake, &ALICE, &id, "Accept").await;
    assert!(notice.is_some(), "her own request is not hers to accept");
    press(&fake, &BOB, &id, "Accept").await;
    let undone = edited(&fake, &id, asked.edits).await;
    assert!(read(&undone).contains("Alice to move"), "{}", read(&undone));

    // A draw offer, declined.
    press(&fake, &ALICE, &id, "Offer a draw").await;
    let offered = edited(&fake, &id, undone.edits).await;
    assert!(
        read(&offered).contains("Alice offers a draw"),
        "{}",
        read(&offered)
    );
    press(&fake, &BOB, &id, "Decline").await;
    let declined = edited(&fake, &id, offered.edits).await;
    assert!(!read(&declined).contains("offers a draw"));

    // A button of the message as it was before the take-back (Bob to move then) plays
    // nothing: the message is shown as the game stands.
    let (_, stale) = moved.buttons()[0].clone();
    let query = fake.press_inline_forged(&BOB, &id, &stale);
    let notice = fake.press_answer(&query).await.unwrap_or_default();
    assert!(notice.contains("has changed since"), "{notice}");
    // (The message already shows it so: Telegram refuses an edit that changes nothing.)
    assert!(read(&fake.inline_message(&id)).contains("Alice to move"));

    // Bob resigns: the result, and no more buttons.
    press(&fake, &BOB, &id, "Resign").await;
    let over = edited(&fake, &id, declined.edits).await;
    let text = read(&over);
    assert!(text.contains("Game #1"), "{text}");
    assert!(over.buttons().is_empty());
    adapter.stop().await;
}

#[tokio::test]
async fn reminders_go_privately_or_show_in_the_message_and_a_deleted_message_is_posted_again() {
    let fake = FakeTelegram::start().await;
    // Bob never started the bot: it cannot write to him first.
    fake.without_private_chat(BOB.id);
    let db = db();
    let clock = ManualClock::new(T0);
    let adapter = Adapter::start(&fake, &db, options(&clock, false), quick_retries()).await;
    let id = offer(&fake, "english white days=3", "challenge-english").await;
    press(&fake, &BOB, &id, "Accept").await;
    let game = edited(&fake, &id, 0).await;
    press(&fake, &BOB, &id, "11-15").await;
    let moved = edited(&fake, &id, game.edits).await;
    press(&fake, &ALICE, &id, "22-18").await;
    let moved = edited(&fake, &id, moved.edits).await;

    // A day without Bob's move: his reminder cannot reach him, so the message says it.
    let scheduler = Scheduler::new(adapter.service.clone());
    let now = clock.advance(DAY + HOUR);
    let sent = scheduler.tick(now).await.unwrap();
    assert_eq!(sent.len(), 1, "one reminder");
    let reminded = edited(&fake, &id, moved.edits).await;
    assert!(
        read(&reminded).contains("Bob has had the move for 1 d 1 h"),
        "{}",
        read(&reminded)
    );

    // Bob moves; a day later Alice's reminder goes to her private chat with the bot.
    press(&fake, &BOB, &id, "15x22").await;
    edited(&fake, &id, reminded.edits).await;
    let before = fake.sent().len();
    let now = clock.advance(DAY + HOUR);
    scheduler.tick(now).await.unwrap();
    let sent = fake.wait_sends(before, 1).await;
    assert_eq!(sent[0].param("chat_id").as_deref(), Some("111"));
    assert!(sent[0].text().contains("#1"), "{}", sent[0].text());

    // The chat deletes the message: the game goes on. Alice finds it in her private chat.
    fake.delete_inline(&id);
    let sent = say(&fake, &private_chat(&ALICE), &ALICE, "!games", 1).await;
    let listed = sent[0].text();
    assert!(listed.contains("#1"), "{listed}");
    assert!(listed.contains(&format!("@{BOT_USERNAME} #1")), "{listed}");
    let markup = sent[0].reply_markup().expect("a button to post it again");
    assert_eq!(markup["inline_keyboard"][0][0]["switch_inline_query"], "#1");
    // A move typed there plays in the game.
    let sent = say(&fake, &private_chat(&ALICE), &ALICE, "!move #1 26x17", 1).await;
    assert!(sent[0].text().contains("26x17"), "{}", sent[0].text());

    // She posts it again (`@bot #1`, as the button types): the new message is the game's.
    let asked = fake.inline_query(&ALICE, "#1");
    let answer = fake.inline_answer(&asked).await;
    assert_eq!(answer["results"][0]["id"], "game-1");
    assert_eq!(answer["results"][0]["title"], "Post game #1 here");
    let again = fake.choose(&asked, "game-1");
    let shown = fake.inline_message(&again);
    assert!(read(&shown).contains("Bob to move"), "{}", read(&shown));
    // Not reported by Telegram (no inline feedback): the first press binds it.
    let label = shown.buttons()[0].0.clone();
    let (notice, _) = press(&fake, &BOB, &again, &label).await;
    assert_eq!(notice, None);
    let after = edited(&fake, &again, 0).await;
    assert!(
        read(&after).contains(&format!("Last move: {label}")),
        "{}",
        read(&after)
    );

    // Someone else cannot post Alice and Bob's game.
    let asked = fake.inline_query(&CAROL, "#1");
    assert_eq!(fake.inline_answer(&asked).await["results"], json!([]));
    adapter.stop().await;
}

#[tokio::test]
async fn with_a_media_chat_inline_games_are_pictures_edited_by_file_id() {
    const MEDIA: i64 = -1_009_990_000_001;
    let fake = FakeTelegram::start().await;
    let db = db();
    let clock = ManualClock::new(T0);
    let adapter = Adapter::start_configured(
        &fake,
        &db,
        options(&clock, true),
        quick_retries(),
        |config| config.media_chat = Some(MEDIA.to_string()),
    )
    .await;
    // The first answer comes at once, as text, while its board is uploaded; the next is
    // the picture.
    let asked = fake.inline_query(&ALICE, "russian white");
    let answer = fake.inline_answer(&asked).await;
    assert_eq!(answer["results"][0]["type"], "article");
    let (asked, answer) = loop {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let asked = fake.inline_query(&ALICE, "russian white");
        let answer = fake.inline_answer(&asked).await;
        if answer["results"][0]["type"] == "photo" {
            break (asked, answer);
        }
    };
    let result = &answer["results"][0];
    let start = result["photo_file_id"].as_str().unwrap().to_string();
    let uploads = fake.calls_of(&["sendphoto"]);
    assert_eq!(uploads.len(), 1, "the start board, uploaded once");
    assert_eq!(uploads[0].param("chat_id"), Some(MEDIA.to_string()));
    let id = fake.choose(&asked, "challenge-russian");
    assert_eq!(
        fake.inline_message(&id).photo.as_deref(),
        Some(start.as_str())
    );

    press(&fake, &BOB, &id, "Accept").await;
    let game = edited(&fake, &id, 0).await;
    let first = game.buttons()[0].0.clone();
    press(&fake, &ALICE, &id, &first).await;
    let moved = edited(&fake, &id, game.edits).await;
    assert_ne!(moved.photo, game.photo, "a new board");
    assert!(
        read(&moved).contains(&format!("Last move: {first}")),
        "{}",
        read(&moved)
    );
    // Every edit of the picture named a file id, never an upload.
    for edit in fake.calls_of(&["editmessagemedia"]) {
        assert!(edit.ok(), "{:?}", edit.params);
    }
    adapter.stop().await;
}

mod discord {
    use std::time::Duration;

    use bot::adapters::discord::{self, DiscordConfig, RetryPolicy};
    use bot::clock::{DAY, HOUR, ManualClock};
    use bot::scheduler::Scheduler;
    use bot::service::{Service, ServiceOptions};
    use bot::store::Store;
    use serde_json::{Value, json};

    use super::discord_fake::{FakeDiscord, Person};

    const ALICE: Person = Person::new(720_000_000_000_000_001, "Alice");
    const BOB: Person = Person::new(720_000_000_000_000_002, "Bob");

    fn text(message: &Value) -> String {
        let mut text = message["content"].as_str().unwrap_or("").to_string();
        for embed in message["embeds"].as_array().into_iter().flatten() {
            text.push('\n');
            text.push_str(embed["description"].as_str().unwrap_or(""));
        }
        text.replace("**", "").replace(['`', '\\'], "")
    }

    /// The message an interaction was answered with, once it was.
    async fn answered(fake: &FakeDiscord, token: &str) -> Value {
        fake.wait_for("the interaction's answer", |f| f.response_message(token))
            .await
    }

    #[tokio::test]
    async fn a_game_in_a_dm_between_two_people_by_interactions_alone() {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("dama.db").display());
        let store = Store::connect(&url).await.unwrap();
        let clock = ManualClock::new(super::T0);
        let service = Service::new(
            store,
            ServiceOptions {
                bot_name: "dama".into(),
                clock: clock.clone(),
                ..ServiceOptions::default()
            },
        );
        let mut config = DiscordConfig::new("e2e-token");
        config.api_url = Some(fake.base.clone());
        // Registered globally: only global commands can be installed by a person.
        config.guild_id = None;
        config.retry = RetryPolicy {
            attempts: 4,
            first_backoff: Duration::from_millis(20),
            max_backoff: Duration::from_secs(2),
            max_retry_after: Duration::from_secs(2),
        };
        // The test reads each interaction's immediate answer; a loaded machine must not
        // turn it into a deferred one (tests/bot_platforms.rs covers deferring).
        config.defer_after = Duration::from_secs(60);
        let running = discord::start(service.clone(), config).await.unwrap();
        fake.wait_ready().await;

        // Every command is registered for both installations, and where each makes sense.
        let registered = fake
            .requests()
            .into_iter()
            .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
            .unwrap();
        let commands = registered.json.as_array().unwrap();
        let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
        assert_eq!(challenge["integration_types"], json!([0, 1]));
        assert_eq!(challenge["contexts"], json!([0, 1, 2]));

        // Alice, who installed the app for herself, challenges Bob in their DM.
        let dm = fake.private_channel(&[&ALICE, &BOB]);
        let mark = fake.mark();
        let token = fake.slash_private(
            dm,
            &ALICE,
            "challenge",
            json!([
                { "name": "opponent", "type": 6, "value": BOB.id.to_string() },
                { "name": "variant", "type": 3, "value": "english" },
                { "name": "color", "type": 3, "value": "white" },
            ]),
            json!({ "users": { BOB.id.to_string(): BOB.user() } }),
        );
        let offer = answered(&fake, &token).await;
        assert!(
            text(&offer).contains("Alice challenges you to English draughts"),
            "{}",
            text(&offer)
        );
        let buttons = FakeDiscord::buttons_of(&offer);
        assert_eq!(buttons[0].1, "!accept #1 challenge");

        // Bob accepts: the challenge becomes the board, with the game's buttons.
        let token = fake.press_private(&offer, &BOB, "!accept #1 challenge");
        let board = answered(&fake, &token).await;
        assert!(text(&board).contains("Game #1 starts"), "{}", text(&board));
        let labels: Vec<String> = FakeDiscord::buttons_of(&board)
            .into_iter()
            .map(|b| b.0)
            .collect();
        assert!(labels.contains(&"Offer a draw".to_string()), "{labels:?}");
        assert!(labels.contains(&"Resign".to_string()), "{labels:?}");

        // Three moves by /move, each answered with the new board.
        for (who, mv) in [(&BOB, "11-15"), (&ALICE, "22-18"), (&BOB, "15x22")] {
            let token = fake.slash_private(
                dm,
                who,
                "move",
                json!([{ "name": "move", "type": 3, "value": mv }]),
                json!({}),
            );
            let answer = answered(&fake, &token).await;
            assert!(text(&answer).contains(mv), "{mv}: {}", text(&answer));
            assert!(
                !answer["attachments"].as_array().unwrap().is_empty(),
                "a board"
            );
        }
        // Bob has not installed the app (no /move for him): his moves are buttons too.
        let token = fake.slash_private(dm, &ALICE, "board", json!([]), json!({}));
        let board = answered(&fake, &token).await;
        let (label, data) = FakeDiscord::buttons_of(&board)
            .into_iter()
            .find(|(label, _)| label == "22x15" || label == "23x14" || label.contains('x'))
            .expect("Alice's capture as a button");
        let token = fake.press_private(&board, &ALICE, &data);
        let played = answered(&fake, &token).await;
        assert!(text(&played).contains(&label), "{}", text(&played));

        // The bot never called the DM itself: it is no member there.
        for request in fake.since(mark) {
            assert!(
                !request.path.starts_with(&format!("/channels/{dm}")),
                "{} {}",
                request.method,
                request.path
            );
        }

        // A day without Bob's move: his reminder goes by DM; he takes none from the app,
        // so it is said in the conversation, through Alice's latest interaction.
        fake.close_dms(BOB.id);
        let mark = fake.mark();
        let scheduler = Scheduler::new(service.clone());
        let now = clock.advance(DAY + HOUR);
        assert_eq!(scheduler.tick(now).await.unwrap().len(), 1);
        let said = fake
            .wait_request(mark, "the reminder in the conversation", |r| {
                r.method == "POST" && r.path.contains("/webhooks/") && r.path.ends_with(&token)
            })
            .await;
        assert!(said.text().contains("#1"), "{}", said.text());
        running.shutdown().await;
    }
}
