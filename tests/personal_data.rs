//! A person's data (issue 36), on both databases: `!mydata` sends them a JSON file of what
//! the bot holds about them, privately; `!forget me`, confirmed with its button, resigns
//! their games under way, and then nothing of them is left in any column of any table, while
//! their opponents keep their results and ratings; an admin's `!forget @user` does the same
//! in one community.

mod support;

use bot::clock::ManualClock;
use bot::message::{Channel, Incoming, Outbound, Platform, Reply, User, Via};
use bot::service::Service;
use bot::store::Store;
use bot::store::schema::quoted;
use support::TestBot;
use support::clocked::{T0, options};
use support::db::{TestDb, on_both_databases};
use tokio::sync::broadcast::Receiver;

const GROUP: &str = "-100555";
const OTHER_GROUP: &str = "-100666";

fn person(id: &str, name: &str, username: &str) -> User {
    User {
        platform: Platform::Telegram,
        id: id.into(),
        name: name.into(),
        username: Some(username.into()),
    }
}

/// The person who asks to be forgotten: an id, a name and a handle found nowhere else.
fn zed() -> User {
    person("777000111", "Zyxwvut Qoph", "zyxwvut_q")
}

fn alice() -> User {
    person("222", "Alice", "alice")
}

fn bob() -> User {
    person("333", "Bob", "bob")
}

fn carol() -> User {
    person("444", "Carol", "carol")
}

fn chat(id: &str) -> Channel {
    Channel {
        platform: Platform::Telegram,
        id: id.into(),
        thread: None,
        community: id.into(),
    }
}

struct Chat {
    service: Service,
    channel: Channel,
}

impl Chat {
    async fn say(&self, who: &User, text: &str) -> Vec<Reply> {
        self.send(who, text, &[], false, Via::Text).await
    }

    async fn send(
        &self,
        who: &User,
        text: &str,
        mentions: &[User],
        admin: bool,
        via: Via,
    ) -> Vec<Reply> {
        // On the heap: a command's future outgrows a test thread's stack in a debug build.
        Box::pin(self.service.handle(Incoming {
            channel: self.channel.clone(),
            author: who.clone(),
            text: text.into(),
            mentions: mentions.to_vec(),
            author_is_admin: admin,
            via,
            locale: None,
        }))
        .await
    }

    /// `who` types `text`, which mentions `whom` (as the adapter resolves it).
    async fn to(&self, who: &User, text: &str, whom: &User) -> Vec<Reply> {
        self.send(who, text, std::slice::from_ref(whom), false, Via::Text)
            .await
    }

    async fn text(&self, who: &User, text: &str) -> String {
        support::text(&self.say(who, text).await)
    }
}

fn in_chat(bot: &TestBot, id: &str) -> Chat {
    Chat {
        service: bot.service.clone(),
        channel: chat(id),
    }
}

/// Zed's life on the bot: preferences, a finished rated game, a game under way with a
/// refused move, a challenge waiting, a game watched, a tournament, a private chat's game,
/// and a game in another group.
async fn zed_plays(bot: &TestBot) -> (i64, i64) {
    let group = in_chat(bot, GROUP);
    let (z, a, b, c) = (zed(), alice(), bob(), carol());
    group.say(&z, "!prefs language it").await;
    group.say(&z, "!prefs timezone Europe/Rome").await;
    group.say(&z, "!prefs digest 9").await;
    let finished = group.to(&z, "!challenge @alice english white", &a).await[0]
        .game
        .unwrap();
    group.say(&a, &format!("!accept #{finished}")).await;
    group.say(&a, &format!("!move #{finished} 11-15")).await;
    group.say(&z, &format!("!move #{finished} 22-18")).await;
    let resigned = group.text(&z, &format!("!resign #{finished}")).await;
    assert!(resigned.contains(&format!("#{finished}")), "{resigned}");
    let live = group
        .to(&b, "!challenge @zyxwvut_q english white", &z)
        .await[0]
        .game
        .unwrap();
    group.say(&z, &format!("!accept #{live}")).await;
    group.say(&z, &format!("!move #{live} 11-15")).await;
    group.say(&b, &format!("!move #{live} 22-18")).await;
    // A refused move: the capture is compulsory.
    let refused = group.text(&z, &format!("!move #{live} 12-16")).await;
    assert!(refused.contains("15x22"), "{refused}");
    group.to(&z, "!challenge @carol italian", &c).await;
    let watched = group.to(&a, "!challenge @carol english", &c).await[0]
        .game
        .unwrap();
    group.say(&c, &format!("!accept #{watched}")).await;
    group.say(&z, &format!("!watch #{watched}")).await;
    group
        .send(
            &a,
            "!tournament create english days=2",
            &[],
            true,
            Via::Text,
        )
        .await;
    group.say(&z, "!tournament join").await;
    group.say(&c, "!tournament join").await;
    // Their private chat with the bot (its id is theirs), and another group.
    let private = in_chat(bot, &z.id);
    private.to(&z, "!challenge @alice english", &a).await;
    let elsewhere = in_chat(bot, OTHER_GROUP);
    let there = elsewhere.to(&z, "!challenge @bob english white", &b).await[0]
        .game
        .unwrap();
    elsewhere.say(&b, &format!("!accept #{there}")).await;
    elsewhere.say(&b, &format!("!move #{there} 11-15")).await;
    elsewhere.say(&z, &format!("!move #{there} 22-18")).await;
    elsewhere.say(&z, &format!("!resign #{there}")).await;
    (live, there)
}

/// Every row of every table, column by column, whose text holds one of `needles` (any case).
async fn found(store: &Store, needles: &[&str]) -> Vec<String> {
    let schema = store.schema().await.unwrap();
    let mut hits = Vec::new();
    for table in schema.tables.values() {
        for column in &table.columns {
            for needle in needles {
                let sql = format!(
                    "SELECT COUNT(*) FROM {} WHERE LOWER(CAST({} AS TEXT)) LIKE $1",
                    quoted(&table.name),
                    quoted(&column.name)
                );
                let pattern = format!("%{}%", needle.to_lowercase());
                let count: i64 = match store.postgres_pool() {
                    Some(pool) => sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
                        .bind(pattern)
                        .fetch_one(pool)
                        .await
                        .unwrap(),
                    None => sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
                        .bind(pattern)
                        .fetch_one(store.pool())
                        .await
                        .unwrap(),
                };
                if count > 0 {
                    hits.push(format!(
                        "{}.{} holds {needle} ({count})",
                        table.name, column.name
                    ));
                }
            }
        }
    }
    hits
}

/// What was announced since, in order.
fn announced(outbound: &mut Receiver<Outbound>) -> Vec<Outbound> {
    let mut out = Vec::new();
    while let Ok(message) = outbound.try_recv() {
        out.push(message);
    }
    out
}

async fn mydata_is_sent_privately(db: TestDb) {
    let clock = ManualClock::new(T0);
    let bot = TestBot::at(
        db.url.clone(),
        tempfile::tempdir().unwrap(),
        options(&clock),
    )
    .await;
    let mut outbound = bot.service.outbound();
    zed_plays(&bot).await;
    announced(&mut outbound);
    let group = in_chat(&bot, GROUP);
    let replies = group.say(&zed(), "!mydata").await;
    let said = support::text(&replies);
    assert!(said.contains("JSON"), "{said}");
    assert!(replies[0].document.is_none(), "no data in the group");
    let sent = announced(&mut outbound);
    let private = sent
        .iter()
        .find(|o| o.direct.as_ref().is_some_and(|d| d.to.id == zed().id))
        .expect("a private message");
    let refused = private.direct.as_ref().unwrap().refused.as_ref().unwrap();
    assert!(refused.document.is_none(), "the group never gets the data");
    let file = private.reply.document.as_ref().expect("the file");
    assert_eq!(file.mime, "application/json");
    let json: serde_json::Value = serde_json::from_slice(&file.bytes).unwrap();
    assert_eq!(json["user_id"], "777000111");
    let tables = &json["tables"];
    assert_eq!(tables["users"][0]["name"], "Zyxwvut Qoph");
    assert_eq!(tables["users"][0]["time_zone"], "Europe/Rome");
    assert!(
        tables["games"].as_array().unwrap().len() >= 5,
        "{}",
        tables["games"]
    );
    assert!(!tables["ratings"].as_array().unwrap().is_empty());
    assert!(!tables["watchers"].as_array().unwrap().is_empty());
    assert!(!tables["refusals"].as_array().unwrap().is_empty());
    assert!(!tables["tournament_players"].as_array().unwrap().is_empty());
    // Nobody else's rows: Alice's preferences are not Zed's data.
    let users = tables["users"].as_array().unwrap();
    assert_eq!(users.len(), 1);
    // Asked in their private chat, the file is the answer itself.
    let private = in_chat(&bot, &zed().id);
    let replies = private.say(&zed(), "!mydata").await;
    assert!(replies[0].document.is_some());
}

async fn forget_me_leaves_nothing_and_keeps_the_opponents_whole(db: TestDb) {
    let clock = ManualClock::new(T0);
    let bot = TestBot::at(
        db.url.clone(),
        tempfile::tempdir().unwrap(),
        options(&clock),
    )
    .await;
    let mut outbound = bot.service.outbound();
    let (live, _) = zed_plays(&bot).await;
    let store = &bot.store;
    let results = |who: &'static str| {
        let store = store.clone();
        async move { store.results("telegram", GROUP, who).await.unwrap() }
    };
    let alice_before = (
        results("222").await,
        store.ratings_of("telegram", GROUP, "222").await.unwrap(),
    );
    let bob_before = results("333").await;
    announced(&mut outbound);
    let group = in_chat(&bot, GROUP);
    // Asked first: what goes, and the game under way that is resigned.
    let asked = group.say(&zed(), "!forget me").await;
    let ask = support::text(&asked);
    assert!(ask.contains(&format!("#{live}")), "{ask}");
    assert!(asked[0].ephemeral, "for the author's eyes");
    let button = asked[0].buttons.first().expect("a confirmation button");
    assert_eq!(button.command, "!forget confirm 777000111");
    assert!(
        found(store, &["777000111"]).await.len() > 5,
        "nothing changed yet"
    );
    // Someone else's press of the button forgets no one.
    let other = group
        .send(&carol(), &button.command, &[], false, Via::Button)
        .await;
    assert!(
        support::text(&other).contains("!forget me"),
        "{}",
        support::text(&other)
    );
    // Zed's press.
    let done = group
        .send(&zed(), &button.command, &[], false, Via::Button)
        .await;
    let done = support::text(&done);
    assert!(done.contains("anon-"), "{done}");
    let label = done
        .split_whitespace()
        .find(|w| w.starts_with("anon-"))
        .unwrap()
        .trim_end_matches('.')
        .to_string();
    // The game under way was resigned, and said so in its group.
    let sent = announced(&mut outbound);
    assert!(
        sent.iter()
            .any(|o| o.channel.id == GROUP && o.reply.plain_text().contains(&format!("#{live}"))),
        "{sent:?}"
    );
    let hits = found(store, &["777000111", "Zyxwvut", "zyxwvut_q", "Qoph"]).await;
    assert!(hits.is_empty(), "left of the person forgotten: {hits:?}");
    // Their opponents' records stand: Alice's win and rating, Bob's win by resignation.
    assert_eq!(
        (
            results("222").await,
            store.ratings_of("telegram", GROUP, "222").await.unwrap()
        ),
        alice_before
    );
    let bob_after = results("333").await;
    let wins = |r: &Vec<bot::store::ResultRow>| r.iter().map(|r| r.wins).sum::<i64>();
    assert_eq!(
        wins(&bob_after),
        wins(&bob_before) + 1,
        "Bob won the game resigned"
    );
    // The games keep the label, the same everywhere.
    let games: i64 = store
        .count(&format!(
            "SELECT COUNT(*) FROM games WHERE white_id = '{label}' OR black_id = '{label}'"
        ))
        .await
        .unwrap();
    assert!(games >= 4, "{games} games under {label}");
    let sound = bot::operating::check::check(store).await.unwrap();
    assert!(sound.is_sound(), "{:?}", sound.problems());
    // Alice's game list shows the label.
    let list = group.text(&alice(), "!pdn #1").await;
    assert!(list.contains(&label), "{list}");
}

async fn an_admin_forgets_someone_in_their_community(db: TestDb) {
    let clock = ManualClock::new(T0);
    let bot = TestBot::at(
        db.url.clone(),
        tempfile::tempdir().unwrap(),
        options(&clock),
    )
    .await;
    let _outbound = bot.service.outbound();
    let (_, there) = zed_plays(&bot).await;
    let group = in_chat(&bot, GROUP);
    let mention = [zed()];
    let refused = group
        .send(&carol(), "!forget @zyxwvut_q", &mention, false, Via::Text)
        .await;
    assert!(
        support::text(&refused).to_lowercase().contains("admin"),
        "{}",
        support::text(&refused)
    );
    let asked = group
        .send(&alice(), "!forget @zyxwvut_q", &mention, true, Via::Text)
        .await;
    let command = asked[0].buttons[0].command.clone();
    assert_eq!(command, "!forget them 777000111");
    // Not for someone who is no admin (any more).
    let refused = group
        .send(&carol(), &command, &[], false, Via::Button)
        .await;
    assert!(support::text(&refused).to_lowercase().contains("admin"));
    let done = group.send(&alice(), &command, &[], true, Via::Button).await;
    assert!(
        support::text(&done).contains("Zyxwvut Qoph"),
        "{}",
        support::text(&done)
    );
    // Nothing of Zed in this group's games any more; their game in the other group stays,
    // and so do their own preferences.
    let store = &bot.store;
    let here: i64 = store
        .count(&format!(
            "SELECT COUNT(*) FROM games WHERE community = '{GROUP}' \
             AND (white_id = '777000111' OR black_id = '777000111')"
        ))
        .await
        .unwrap();
    assert_eq!(here, 0);
    let game = store.game(there).await.unwrap().unwrap();
    assert_eq!(game.white_id, "777000111");
    assert!(
        store
            .user_named("telegram", "777000111")
            .await
            .unwrap()
            .is_some()
    );
    let ratings = store
        .ratings_of("telegram", GROUP, "777000111")
        .await
        .unwrap();
    assert!(ratings.is_empty());
}

on_both_databases!(
    worker_threads = 2;
    mydata_is_sent_privately,
    forget_me_leaves_nothing_and_keeps_the_opponents_whole,
    an_admin_forgets_someone_in_their_community,
);
