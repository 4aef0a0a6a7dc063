//! Moving by tapping, end to end: the Telegram adapter against the fake Bot API (the board as
//! an inline keyboard under its picture) and the Discord adapter against the fake Discord
//! (the Move button and its menus). Whole games are played by presses alone; a stale board, a
//! press by the wrong person and a capture that needs one more choice are answered as the
//! platforms' protocols say, and nothing else happens.

#[path = "support/discord_fake/mod.rs"]
mod discord_fake;
#[path = "support/telegram_adapter.rs"]
mod telegram_adapter;
#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

use std::time::Duration;

use bot::adapters::telegram::RetryPolicy;
use bot::service::ServiceOptions;
use bot::store::{Challenged, NewChallenge};
use serde_json::{Value, json};
use telegram_adapter::{ALICE, Adapter, BOB, Db, db, key, keys_of, live_keys, press_in, say};
use telegram_fake::{Call, FakeTelegram, Person};

const GROUP: i64 = -1001234567890;

/// Someone who plays in neither game.
const CAROL: Person = Person {
    id: 333,
    first_name: "Carol",
    username: Some("carol"),
};

fn group() -> Value {
    json!({"id": GROUP, "type": "supergroup", "title": "Draughts club"})
}

/// One line of `tests/data/miniatures.txt`: its moves.
fn miniature(variant: &str) -> Vec<String> {
    include_str!("data/miniatures.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.split(" | ").collect::<Vec<_>>())
        .find(|fields| fields[0] == variant)
        .map(|fields| fields[3].split(' ').map(str::to_string).collect())
        .expect("the variant's miniature")
}

/// Alice (White, `alice`) challenges Bob (`bob`) to English draughts from `fen` in `channel`
/// of `community`.
fn english_from(
    fen: &str,
    platform: &str,
    (channel, community): (&str, &str),
    (alice, bob): (&str, &str),
) -> NewChallenge {
    NewChallenge {
        platform: platform.into(),
        channel_id: channel.into(),
        thread_id: None,
        community: community.into(),
        variant: "english".into(),
        soffio: false,
        giveaway: false,
        start_fen: fen.into(),
        white_id: alice.into(),
        white_name: "Alice".into(),
        black_id: bob.into(),
        black_name: "Bob".into(),
        challenger_id: alice.into(),
        challenged_id: bob.into(),
        color_choice: "white".into(),
        days_per_move: None,
        bank: None,
        live: None,
        rated: true,
    }
}

fn quick_retries() -> RetryPolicy {
    RetryPolicy {
        attempts: 3,
        first_backoff: Duration::from_millis(50),
        max_backoff: Duration::from_millis(200),
        max_retry_after: Duration::from_secs(5),
    }
}

async fn start(fake: &FakeTelegram, db: &Db, images: bool) -> Adapter {
    let options = ServiceOptions {
        bot_name: "dama_bot".into(),
        images,
        ..ServiceOptions::default()
    };
    Adapter::start(fake, db, options, quick_retries()).await
}

/// `who` presses the key with `data` under message `message` of the group; waits until the
/// press is answered, and returns the answer (answerCallbackQuery's parameters).
async fn press(fake: &FakeTelegram, who: &Person, message: i64, data: &str) -> Call {
    press_in(fake, who, &group(), message, data).await
}

/// The last message sent that carries a board's keys: its id and keyboard.
fn live_board(fake: &FakeTelegram) -> (i64, Value) {
    live_keys(fake, "\"tap:")
}

/// Plays `text` (a full route) by tapping on the live board as `who`: the piece, then its
/// destination, then the capture when several end there. Returns the sends the move made.
async fn tap_move(fake: &FakeTelegram, who: &Person, text: &str) -> Vec<Call> {
    let squares: Vec<&str> = text.split(['-', 'x', ':']).collect();
    let (from, to) = (squares[0], *squares.last().unwrap());
    let (message, board) = live_board(fake);
    let piece = keys_of(&board)
        .into_iter()
        .flatten()
        .find(|(label, data)| square_of(label) == from && data.contains(":s"))
        .unwrap_or_else(|| panic!("{text}: no key to choose {from}: {board}"))
        .1;
    let answer = press(fake, who, message, &piece).await;
    assert_eq!(answer.param("text"), None, "{text}: the choice is silent");
    let chosen = redrawn(fake, message, |keys| keys.contains(&format!("{from}]"))).await;
    assert!(
        key(&chosen, &format!("🟢{to}")).is_some(),
        "{text}: {to} is marked: {chosen}"
    );
    let before = fake.sent().len();
    let target = key(&chosen, &format!("🟢{to}")).unwrap();
    press(fake, who, message, &target).await;
    // Either the move is played (a new board is posted), or several captures end there and
    // the keys become them: one more tap says which.
    fake.wait_until(Duration::from_secs(20), |_| {
        fake.sent().len() > before
            || fake
                .markup_of(GROUP, message)
                .is_some_and(|m| m.to_string().contains('✕'))
    })
    .await;
    if fake.sent().len() == before {
        let routes = fake.markup_of(GROUP, message).unwrap();
        let route = key(&routes, &format!("{text}  {}", taken_label(&routes, text)))
            .unwrap_or_else(|| panic!("{text} among the captures: {routes}"));
        press(fake, who, message, &route).await;
    }
    let sent = fake.wait_sends(before, 1).await;
    // The keys of the board just played on go.
    fake.wait_until(Duration::from_secs(10), |_| {
        fake.markup_of(GROUP, message).is_none()
    })
    .await;
    sent
}

/// The keys of message `message` once `done` holds for their JSON.
async fn redrawn(fake: &FakeTelegram, message: i64, done: impl Fn(&str) -> bool) -> Value {
    fake.wait_until(Duration::from_secs(20), |_| {
        fake.markup_of(GROUP, message)
            .is_some_and(|m| done(&m.to_string()))
    })
    .await;
    fake.markup_of(GROUP, message).unwrap()
}

/// The square a key names: its label without what stands there.
fn square_of(label: &str) -> &str {
    label.trim_start_matches(|c: char| !c.is_ascii_alphanumeric())
}

/// The "✕…" part of the route key that starts with `text`, when the keyboard lists routes.
fn taken_label(markup: &Value, text: &str) -> String {
    keys_of(markup)
        .into_iter()
        .flatten()
        .find_map(|(label, _)| label.strip_prefix(&format!("{text}  ")).map(str::to_string))
        .unwrap_or_default()
}

/// Alice (White) and Bob (Black) start a game of `variant` in the group; returns the start.
async fn start_game(fake: &FakeTelegram, variant: &str) -> Vec<Call> {
    let challenge = format!("!challenge @bob {variant} white");
    say(fake, &group(), &ALICE, &challenge, 1).await;
    say(fake, &group(), &BOB, "!accept", 1).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_english_game_by_tapping_with_the_keys_under_each_picture() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = start(&fake, &db, true).await;
    let started = start_game(&fake, "english").await;
    // Black moves first: the board is a photo with Bob's keys under it, from his side (his
    // men at the bottom), 4 keys a row.
    assert_eq!(started[0].method, "sendphoto");
    let markup = started[0]
        .reply_markup()
        .expect("the keys under the picture");
    let rows = keys_of(&markup);
    assert_eq!(rows.len(), 8);
    assert!(rows.iter().all(|r| r.len() == 4));
    let labels: Vec<&str> = rows[7].iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(labels, ["⚫4", "⚫3", "⚫2", "⚫1"]);
    let labels: Vec<&str> = rows[0].iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(labels, ["⚪32", "⚪31", "⚪30", "⚪29"]);
    let game = miniature("english");
    for (n, text) in game.iter().enumerate() {
        let who = if n % 2 == 0 { &BOB } else { &ALICE };
        let sent = tap_move(&fake, who, text).await;
        let caption = sent[0].text();
        assert!(caption.contains(text.as_str()), "{caption}");
        if n + 1 < game.len() {
            // The next board carries the keys of the player to move, and only it does.
            assert!(sent[0].reply_markup().is_some(), "{text}: {caption}");
        }
    }
    let last = fake.sent().last().unwrap().text();
    assert!(last.contains("Game #1 is over"), "{last}");
    assert!(last.contains("Bob") && last.contains("wins"), "{last}");
    adapter.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_international_game_by_tapping() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = start(&fake, &db, false).await;
    let started = start_game(&fake, "international").await;
    // Without pictures the board is a message of its own, carrying the keys: 5 a row.
    let markup = started[0].reply_markup().expect("the keys");
    let rows = keys_of(&markup);
    assert_eq!(rows.len(), 10);
    assert!(rows.iter().all(|r| r.len() == 5));
    assert_eq!(rows[9][4].0, "⚪50");
    let game = miniature("international");
    for (n, text) in game.iter().enumerate() {
        let who = if n % 2 == 0 { &ALICE } else { &BOB };
        tap_move(&fake, who, text).await;
    }
    let last = fake.sent().last().unwrap().text();
    assert!(last.contains("Game #1 is over"), "{last}");
    assert_eq!(
        adapter
            .service
            .store()
            .game(1)
            .await
            .unwrap()
            .unwrap()
            .winner
            .as_deref(),
        Some("black")
    );
    adapter.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_board_and_the_wrong_person_move_nothing() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = start(&fake, &db, false).await;
    start_game(&fake, "english").await;
    let (first, board) = live_board(&fake);
    let eleven = key(&board, "⚫11").expect("Bob's man on 11");

    // Alice and Carol may not press Bob's keys: an alert, nothing posted, nothing moves.
    let before = fake.sent().len();
    for who in [&ALICE, &CAROL] {
        let answer = press(&fake, who, first, &eleven).await;
        assert_eq!(answer.params["show_alert"], json!(true), "{who:?}");
        let text = answer.param("text").unwrap();
        assert!(text.len() <= 200, "{text}");
        if who.id == CAROL.id {
            assert!(text.contains("Only Bob"), "{text}");
        } else {
            assert!(text.contains("not your move"), "{text}");
        }
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(fake.sent().len(), before);
    assert_eq!(
        fake.markup_of(GROUP, first),
        Some(board.clone()),
        "the keys unchanged"
    );

    // Bob plays 11-15 by tapping: the first board's keys go.
    tap_move(&fake, &BOB, "11-15").await;
    assert_eq!(fake.markup_of(GROUP, first), None);
    // A press kept from the first board (a client that still shows it) is out of date.
    let before = fake.sent().len();
    let nine = key(&board, "⚫9").unwrap();
    let answer = press(&fake, &BOB, first, &nine).await;
    let text = answer.param("text").unwrap_or_default();
    assert!(text.contains("out of date"), "{text}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(fake.sent().len(), before, "nothing posted");
    let row = adapter.service.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.plies, 1);

    // `!board` posts the board again with the keys; the older board loses them: one live
    // keyboard per game.
    let (second, _) = live_board(&fake);
    say(&fake, &group(), &ALICE, "!board", 1).await;
    let (third, _) = live_board(&fake);
    assert!(third > second);
    assert_eq!(fake.markup_of(GROUP, second), None);
    assert!(fake.markup_of(GROUP, third).is_some());
    adapter.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_capture_that_ends_where_another_does_asks_which() {
    let fake = FakeTelegram::start().await;
    let db = db();
    let adapter = start(&fake, &db, false).await;
    // A game set up in the store at a position where Black's man on 15 reaches 31 over 18
    // and 26, or over 19 and 27.
    let store = adapter.service.store();
    let fen = "B:W18,19,26,27,28,29,32:B1,4,5,8,9,11,15,16,20,K30";
    let created = store
        .create_challenge(&english_from(
            fen,
            "telegram",
            (&GROUP.to_string(), &GROUP.to_string()),
            (&ALICE.id.to_string(), &BOB.id.to_string()),
        ))
        .await
        .unwrap();
    assert!(matches!(created, Challenged::Created(_)));
    say(&fake, &group(), &BOB, "!accept", 1).await;
    let (message, board) = live_board(&fake);
    press(&fake, &BOB, message, &key(&board, "⚫15").unwrap()).await;
    let chosen = redrawn(&fake, message, |keys| keys.contains("[⚫15]")).await;
    let before = fake.sent().len();
    press(&fake, &BOB, message, &key(&chosen, "🟢31").unwrap()).await;
    // Two captures end on 31: the keys become the two, and a key back; nothing is played.
    let routes = redrawn(&fake, message, |keys| keys.contains('✕')).await;
    let labels: Vec<String> = keys_of(&routes)
        .into_iter()
        .flatten()
        .map(|k| k.0)
        .collect();
    assert_eq!(labels, ["15x22x31  ✕18 ✕26", "15x24x31  ✕19 ✕27", "↩"]);
    assert_eq!(fake.sent().len(), before);
    // Back, and the piece is still chosen; then the second capture.
    press(&fake, &BOB, message, &key(&routes, "↩").unwrap()).await;
    let back = redrawn(&fake, message, |keys| keys.contains("[⚫15]")).await;
    press(&fake, &BOB, message, &key(&back, "🟢31").unwrap()).await;
    let routes = redrawn(&fake, message, |keys| keys.contains('✕')).await;
    press(
        &fake,
        &BOB,
        message,
        &key(&routes, "15x24x31  ✕19 ✕27").unwrap(),
    )
    .await;
    let sent = fake.wait_sends(before, 1).await;
    let caption = sent[0].text();
    assert!(caption.contains("15x24x31"), "{caption}");
    assert!(
        caption.contains("19") && caption.contains("27"),
        "{caption}"
    );
    adapter.stop().await;
}

// ----- Discord: the Move button and its menus -----

mod on_discord {
    use std::time::Duration;

    use bot::adapters::discord::{self, DiscordConfig, RetryPolicy, Running};
    use bot::service::{Service, ServiceOptions};
    use bot::store::{Challenged, Store};
    use serde_json::{Value, json};

    use super::discord_fake::{CHANNEL_ID, FakeDiscord, GUILD_ID, Person};
    use super::{english_from, miniature};

    const ALICE: Person = Person::new(710_000_000_000_000_001, "Alice");
    const BOB: Person = Person::new(710_000_000_000_000_002, "Bob");
    const CAROL: Person = Person::new(710_000_000_000_000_003, "Carol");
    const EPHEMERAL: u64 = 64;

    /// Alice (White) challenges Bob to a game of `variant` in the channel, and he accepts.
    async fn start_game(fake: &FakeDiscord, variant: &str) {
        let challenge = format!("!challenge <@{}> {variant} white", BOB.id);
        say(fake, &ALICE, &challenge, &[&BOB]).await;
        say(fake, &BOB, "!accept", &[]).await;
    }

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
                images: false,
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
        let running = discord::start(service.clone(), config).await.unwrap();
        fake.wait_ready().await;
        Bot {
            running,
            service,
            _dir: dir,
        }
    }

    /// Someone types a command; waits until the bot has answered it in the channel.
    async fn say(fake: &FakeDiscord, who: &Person, text: &str, mentions: &[&Person]) {
        let mark = fake.mark();
        fake.say(CHANNEL_ID, who, text, mentions);
        let path = format!("/channels/{CHANNEL_ID}/messages");
        fake.wait_request(mark, &format!("the answer to {text}"), |r| {
            r.method == "POST" && r.path == path && r.status == 200
        })
        .await;
    }

    fn id_of(message: &Value) -> u64 {
        message["id"].as_str().unwrap().parse().unwrap()
    }

    /// The custom ids of a message's components, row by row.
    fn components(message: &Value) -> Vec<&Value> {
        message["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
            .collect()
    }

    /// The Move button's custom id on a message, when it has one.
    fn move_button(message: &Value) -> Option<String> {
        components(message)
            .into_iter()
            .find(|c| {
                c["type"] == 2
                    && c["custom_id"]
                        .as_str()
                        .is_some_and(|id| id.starts_with("tap:"))
            })
            .map(|c| c["custom_id"].as_str().unwrap().to_string())
    }

    /// The newest board in the channel that carries a Move button.
    fn live_board(fake: &FakeDiscord) -> Value {
        let mut boards: Vec<Value> = fake
            .stored_messages()
            .into_iter()
            .filter(|m| m["flags"].as_u64().unwrap_or(0) & EPHEMERAL == 0)
            .filter(|m| move_button(m).is_some())
            .collect();
        boards.sort_by_key(id_of);
        boards.pop().expect("a board with a Move button")
    }

    /// The interaction's response message once it exists.
    async fn response(fake: &FakeDiscord, token: &str) -> Value {
        fake.wait_for("the interaction's response", |f| f.response_message(token))
            .await
    }

    /// The picker message once `done` holds for it.
    async fn picker_when(fake: &FakeDiscord, id: u64, done: impl Fn(&Value) -> bool) -> Value {
        fake.wait_for("the picker's next step", |f| {
            f.message(id).filter(|m| done(m))
        })
        .await
    }

    /// The value of the option labelled `label` in a picker's menus, and its menu's id.
    fn option(picker: &Value, label: &str) -> Option<(String, String)> {
        components(picker).into_iter().find_map(|menu| {
            let found = menu["options"]
                .as_array()?
                .iter()
                .find(|o| o["label"] == label)?;
            Some((
                menu["custom_id"].as_str()?.to_string(),
                found["value"].as_str()?.to_string(),
            ))
        })
    }

    /// Plays `text` by pressing the live board's Move button as `who` and choosing in the
    /// picker; returns the board posted for the move.
    async fn pick_move(fake: &FakeDiscord, who: &Person, text: &str) -> Value {
        pick_move_on(fake, who, text, OldButton::Goes).await
    }

    /// What becomes of the Move button of the board a move was picked on.
    #[derive(PartialEq)]
    enum OldButton {
        /// It goes (a game's: one live board).
        Goes,
        /// It stays, and answers that the board is out of date (a puzzle's).
        Stays,
    }

    async fn pick_move_on(fake: &FakeDiscord, who: &Person, text: &str, old: OldButton) -> Value {
        let board = live_board(fake);
        let token = fake.press(&board, who, &move_button(&board).unwrap());
        let picker = response(fake, &token).await;
        assert_eq!(
            picker["flags"],
            json!(EPHEMERAL),
            "only the player sees the picker"
        );
        let picker_id = id_of(&picker);
        let squares: Vec<&str> = text.split(['-', 'x', ':']).collect();
        let (from, to) = (squares[0], *squares.last().unwrap());
        let mut picker = picker;
        let (menu, value) = match option(&picker, text) {
            // A menu of every move.
            Some(found) => found,
            None => {
                // The pieces first, then where the chosen one goes.
                let (menu, value) = components(&picker)
                    .into_iter()
                    .find_map(|menu| {
                        let o = menu["options"].as_array()?.iter().find(|o| {
                            o["label"].as_str().is_some_and(|l| {
                                l.trim_start_matches(|c: char| !c.is_ascii_alphanumeric()) == from
                            })
                        })?;
                        Some((
                            menu["custom_id"].as_str()?.to_string(),
                            o["value"].as_str()?.to_string(),
                        ))
                    })
                    .unwrap_or_else(|| panic!("{text}: {from} among the pieces: {picker}"));
                fake.select(&picker, who, &menu, &[&value]);
                picker = picker_when(fake, picker_id, |m| {
                    m["content"].as_str().is_some_and(|c| c.contains(from))
                })
                .await;
                match option(&picker, text) {
                    Some(found) => found,
                    None => {
                        let separator = if text.contains('x') { 'x' } else { ':' };
                        let several = components(&picker)
                            .into_iter()
                            .find_map(|menu| {
                                let o = menu["options"].as_array()?.iter().find(|o| {
                                    o["label"].as_str().is_some_and(|l| {
                                        l.starts_with(&format!("{from}{separator}{to} ("))
                                    })
                                })?;
                                Some((
                                    menu["custom_id"].as_str()?.to_string(),
                                    o["value"].as_str()?.to_string(),
                                ))
                            })
                            .unwrap_or_else(|| panic!("{text} in the picker: {picker}"));
                        fake.select(&picker, who, &several.0, &[&several.1]);
                        picker = picker_when(fake, picker_id, |m| option(m, text).is_some()).await;
                        option(&picker, text).unwrap()
                    }
                }
            }
        };
        let before = board.clone();
        fake.select(&picker, who, &menu, &[&value]);
        let done = picker_when(fake, picker_id, |m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("you played"))
        })
        .await;
        assert_eq!(done["components"], json!([]), "the picker's menus go");
        // The move is posted in the channel, and the older board's button goes.
        let posted = fake
            .wait_for("the move's board", |f| {
                let mut newer: Vec<Value> = f
                    .stored_messages()
                    .into_iter()
                    .filter(|m| id_of(m) > id_of(&before))
                    .filter(|m| m["flags"].as_u64().unwrap_or(0) & EPHEMERAL == 0)
                    .filter(|m| m["content"].as_str().is_some_and(|c| c.contains(text)))
                    .collect();
                newer.sort_by_key(id_of);
                newer.pop()
            })
            .await;
        if old == OldButton::Goes {
            fake.wait_for("the old Move button gone", |f| {
                f.message(id_of(&before))
                    .filter(|m| move_button(m).is_none())
            })
            .await;
        }
        posted
    }

    /// A puzzle (the known English shot of `tests/positions`: White 20-16, Black must take
    /// 11x20, 18x11 wins a man) solved with the Move button and its menus, as a game's move.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_puzzle_is_solved_with_the_move_button() {
        let fake = FakeDiscord::start().await;
        let bot = bot(&fake).await;
        let shot = "W:W17,18,20,22,25,28,32:B8,11,12,13,15,19";
        let position = rules::Position::from_fen(rules::Variant::English, shot).unwrap();
        let found = engine::examine(&position, &engine::ShotOptions::quick()).unwrap();
        let line = found.line_texts();
        bot.service
            .store()
            .add_puzzle(&bot::store::NewPuzzle {
                variant: "english".into(),
                fen: position.to_fen(),
                line: line.join(" "),
                aim: found.aim.code(),
                source: None,
                difficulty: i64::from(found.difficulty),
            })
            .await
            .unwrap()
            .unwrap();
        say(&fake, &ALICE, "!puzzle english", &[]).await;
        let right = pick_move_on(&fake, &ALICE, &line[0], OldButton::Stays).await;
        let said = right["content"].as_str().unwrap_or_default();
        assert!(said.contains("Black answers"), "{said}");
        let solved = pick_move_on(&fake, &ALICE, &line[2], OldButton::Stays).await;
        let said = solved["content"].as_str().unwrap_or_default();
        assert!(said.contains("Solved"), "{said}");
        bot.running.shutdown().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_whole_english_game_with_the_move_button() {
        let fake = FakeDiscord::start().await;
        let bot = bot(&fake).await;
        start_game(&fake, "english").await;
        let game = miniature("english");
        for (n, text) in game.iter().enumerate() {
            let who = if n % 2 == 0 { &BOB } else { &ALICE };
            let posted = pick_move(&fake, who, text).await;
            assert_eq!(
                move_button(&posted).is_some(),
                n + 1 < game.len(),
                "{text}: the next player's button, until the end"
            );
        }
        let row = bot.service.store().game(1).await.unwrap().unwrap();
        assert_eq!(row.winner.as_deref(), Some("black"));
        bot.running.shutdown().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_whole_international_game_with_the_move_button() {
        let fake = FakeDiscord::start().await;
        let bot = bot(&fake).await;
        start_game(&fake, "international").await;
        for (n, text) in miniature("international").iter().enumerate() {
            let who = if n % 2 == 0 { &ALICE } else { &BOB };
            pick_move(&fake, who, text).await;
        }
        let row = bot.service.store().game(1).await.unwrap().unwrap();
        assert_eq!(row.winner.as_deref(), Some("black"));
        bot.running.shutdown().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn others_are_told_privately_and_an_old_button_is_out_of_date() {
        let fake = FakeDiscord::start().await;
        let bot = bot(&fake).await;
        start_game(&fake, "english").await;
        let first = live_board(&fake);
        let button = move_button(&first).unwrap();
        for (who, says) in [(&ALICE, "not your move"), (&CAROL, "Only Bob")] {
            let token = fake.press(&first, who, &button);
            let answer = response(&fake, &token).await;
            assert_eq!(answer["flags"], json!(EPHEMERAL));
            let text = answer["content"].as_str().unwrap();
            assert!(text.contains(says), "{text}");
            assert_eq!(answer["components"], json!([]));
        }
        pick_move(&fake, &BOB, "11-15").await;
        let token = fake.press(&first, &BOB, &button);
        let answer = response(&fake, &token).await;
        assert_eq!(answer["flags"], json!(EPHEMERAL));
        assert!(
            answer["content"].as_str().unwrap().contains("out of date"),
            "{answer}"
        );
        let row = bot.service.store().game(1).await.unwrap().unwrap();
        assert_eq!(row.plies, 1);
        // `/move` still completes moves.
        bot.running.shutdown().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_capture_that_ends_where_another_does_is_one_more_choice() {
        let fake = FakeDiscord::start().await;
        let bot = bot(&fake).await;
        let fen = "B:W18,19,26,27,28,29,32:B1,4,5,8,9,11,15,16,20,K30";
        let created = bot
            .service
            .store()
            .create_challenge(&english_from(
                fen,
                "discord",
                (&CHANNEL_ID.to_string(), &GUILD_ID.to_string()),
                (&ALICE.id.to_string(), &BOB.id.to_string()),
            ))
            .await
            .unwrap();
        assert!(matches!(created, Challenged::Created(_)));
        say(&fake, &BOB, "!accept", &[]).await;
        // Few moves: one menu of every move, the two captures to 31 among them, each with
        // the pieces it takes.
        let board = live_board(&fake);
        let token = fake.press(&board, &BOB, &move_button(&board).unwrap());
        let picker = response(&fake, &token).await;
        let menus = components(&picker);
        let options: Vec<(&str, &str)> = menus[0]["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| {
                (
                    o["label"].as_str().unwrap(),
                    o["description"].as_str().unwrap_or(""),
                )
            })
            .collect();
        assert!(options.contains(&("15x22x31", "✕18 ✕26")), "{options:?}");
        assert!(options.contains(&("15x24x31", "✕19 ✕27")), "{options:?}");
        let (menu, value) = option(&picker, "15x24x31").unwrap();
        fake.select(&picker, &BOB, &menu, &[&value]);
        fake.wait_for("the capture played", |f| {
            f.stored_messages().into_iter().find(|m| {
                m["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("15x24x31") && !c.contains("you played"))
            })
        })
        .await;
        bot.running.shutdown().await;
    }
}
