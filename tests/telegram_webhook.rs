//! Telegram by webhook: with `TELEGRAM_WEBHOOK_URL`, `TELEGRAM_WEBHOOK_LISTEN` and
//! `TELEGRAM_WEBHOOK_SECRET` the `dama` binary tells the Bot API where to post (setWebhook,
//! with the secret token), takes the updates posted to its listener, refuses a request
//! without the secret, and closes the listener within the stop's budget. Several processes
//! stand behind one URL. The fake Telegram plays both sides: the Bot API the bot calls, and
//! the poster of updates (as Telegram does, the HTTPS front left out).

#[path = "support/process.rs"]
mod process;
#[path = "support/telegram_fake/mod.rs"]
mod telegram_fake;

use std::time::Duration;

use process::{Dama, PATIENCE, lines_with};
use serde_json::{Value, json};
use telegram_fake::{Failure, FakeTelegram, Person, TOKEN, message};

/// The public URL the HTTPS front serves; its path is the listener's.
const URL: &str = "https://dama.example.org/telegram/updates";
const PATH: &str = "/telegram/updates";
const SECRET: &str = "a-Secret_token-42";

const ALICE: Person = Person {
    id: 111,
    first_name: "Alice",
    username: Some("alice"),
};

fn group() -> Value {
    json!({"id": -1001, "type": "supergroup", "title": "Club"})
}

/// An address on loopback that was free a moment ago.
async fn free_address() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    listener.local_addr().unwrap().to_string()
}

/// `dama` on the fake with a webhook listening at `listen`, and further variables.
fn start(fake: &FakeTelegram, listen: &str, more: &[(&str, &str)]) -> Dama {
    let mut vars = vec![
        ("TELEGRAM_TOKEN", TOKEN),
        ("TELEGRAM_API_URL", fake.url.as_str()),
        ("TELEGRAM_WEBHOOK_URL", URL),
        ("TELEGRAM_WEBHOOK_LISTEN", listen),
        ("TELEGRAM_WEBHOOK_SECRET", SECRET),
    ];
    vars.extend_from_slice(more);
    Dama::start(&vars)
}

/// Waits until the bot has set its webhook `count` times in all.
async fn webhook_set(fake: &FakeTelegram, count: usize) {
    fake.wait_until(PATIENCE, |calls| {
        calls
            .iter()
            .filter(|c| c.method == "setwebhook" && c.ok())
            .count()
            >= count
    })
    .await;
}

#[tokio::test]
async fn updates_come_by_webhook_with_the_secret_and_others_are_refused() {
    let fake = FakeTelegram::start().await;
    let listen = free_address().await;
    let mut dama = start(&fake, &listen, &[]);
    webhook_set(&fake, 1).await;
    let set = fake.webhook().expect("a webhook is set");
    assert_eq!(set["url"], URL);
    assert_eq!(set["secret_token"], SECRET, "setWebhook carries the secret");
    assert_eq!(
        set["allowed_updates"],
        json!([
            "message",
            "callback_query",
            "inline_query",
            "chosen_inline_result"
        ])
    );

    let target = format!("http://{listen}{PATH}");
    let variants = || message(&group(), &ALICE, "!variants");
    assert_eq!(fake.deliver(&target, None, variants()).await, Ok(401));
    assert_eq!(
        fake.deliver(&target, Some("another-secret"), variants())
            .await,
        Ok(401)
    );
    assert_eq!(
        fake.deliver(&target, Some(&SECRET[1..]), variants()).await,
        Ok(401),
        "a secret is compared whole"
    );
    assert_eq!(
        fake.deliver(&target, Some(SECRET), variants()).await,
        Ok(200)
    );
    let sent = fake.wait_sends(0, 1).await;
    assert_eq!(
        sent.len(),
        1,
        "only the request with the secret is answered"
    );
    assert_eq!(sent[0].param("chat_id").as_deref(), Some("-1001"));
    assert!(sent[0].text().contains("english"), "{}", sent[0].text());
    assert!(
        fake.calls_of(&["getupdates"]).is_empty(),
        "no long polling beside the webhook"
    );

    dama.stops_cleanly_on("TERM").await;
    assert!(
        fake.deliver(&target, Some(SECRET), variants())
            .await
            .is_err(),
        "the listener is closed"
    );
    assert!(
        fake.webhook().is_some() && fake.calls_of(&["deletewebhook"]).is_empty(),
        "the webhook stays for the other processes behind the URL"
    );
}

#[tokio::test]
async fn an_update_taken_before_the_stop_is_answered_and_the_listener_closes_in_time() {
    let fake = FakeTelegram::start().await;
    let listen = free_address().await;
    let mut dama = start(&fake, &listen, &[]);
    webhook_set(&fake, 1).await;
    let target = format!("http://{listen}{PATH}");
    fake.fail_next("sendMessage", 1, Failure::RetryAfter(3));
    let update = message(&group(), &ALICE, "!variants");
    assert_eq!(fake.deliver(&target, Some(SECRET), update).await, Ok(200));
    fake.wait_until(PATIENCE, |calls| {
        calls
            .iter()
            .any(|c| c.method == "sendmessage" && c.status == 429)
    })
    .await;
    let took = dama.stops_cleanly_on("TERM").await;
    assert_eq!(fake.sent().len(), 1, "the update taken was answered");
    assert!(
        took >= Duration::from_secs(2),
        "after its flood wait: {took:?}"
    );
}

#[tokio::test]
async fn several_processes_serve_one_webhook_on_one_database() {
    let fake = FakeTelegram::start().await;
    let (first, second) = (free_address().await, free_address().await);
    let mut one = start(&fake, &first, &[]);
    // The second starts once the first has migrated the database: two processes migrating
    // one SQLite file at once is not what this test is about.
    webhook_set(&fake, 1).await;
    let database = one.database_url();
    let mut two = start(&fake, &second, &[("DATABASE_URL", &database)]);
    webhook_set(&fake, 2).await;

    // The front sends each update to one process or the other.
    let challenge = message(&group(), &ALICE, "!challenge @bob english white");
    let to_first = format!("http://{first}{PATH}");
    let to_second = format!("http://{second}{PATH}");
    assert_eq!(
        fake.deliver(&to_first, Some(SECRET), challenge).await,
        Ok(200)
    );
    let sent = fake.wait_sends(0, 1).await;
    assert!(sent[0].text().contains("challenges"), "{}", sent[0].text());
    let bob = Person {
        id: 222,
        first_name: "Bob",
        username: Some("bob"),
    };
    let accept = message(&group(), &bob, "!accept");
    assert_eq!(
        fake.deliver(&to_second, Some(SECRET), accept).await,
        Ok(200)
    );
    let sent = fake.wait_sends(1, 1).await;
    assert!(
        sent[0].text().contains("starts"),
        "the other process found the challenge in the shared database: {}",
        sent[0].text()
    );

    // One process stops; the other goes on, and the webhook stays.
    one.stops_cleanly_on("TERM").await;
    let games = message(&group(), &ALICE, "!games");
    assert_eq!(fake.deliver(&to_second, Some(SECRET), games).await, Ok(200));
    let sent = fake.wait_sends(2, 1).await;
    assert!(sent[0].text().contains("#1"), "{}", sent[0].text());
    assert!(fake.webhook().is_some());
    two.stops_cleanly_on("TERM").await;
}

#[tokio::test]
async fn webhook_settings_that_cannot_work_end_the_bot_with_one_line_naming_the_variable() {
    let fake = FakeTelegram::start().await;
    let listen = free_address().await;
    let holder = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let taken = holder.local_addr().unwrap().to_string();
    for (vars, named) in [
        (
            vec![("TELEGRAM_WEBHOOK_URL", "http://dama.example.org/hook")],
            "TELEGRAM_WEBHOOK_URL must be https",
        ),
        (
            vec![("TELEGRAM_WEBHOOK_SECRET", "")],
            "TELEGRAM_WEBHOOK_SECRET is required",
        ),
        (
            vec![("TELEGRAM_WEBHOOK_SECRET", "not allowed!")],
            "TELEGRAM_WEBHOOK_SECRET must be",
        ),
        (
            vec![("TELEGRAM_WEBHOOK_LISTEN", "8443")],
            "TELEGRAM_WEBHOOK_LISTEN is `8443`",
        ),
        (
            vec![("TELEGRAM_WEBHOOK_LISTEN", taken.as_str())],
            "TELEGRAM_WEBHOOK_LISTEN 127.0.0.1",
        ),
    ] {
        let mut dama = start(&fake, &listen, &vars);
        let logs = dama.fails_on_its_own().await;
        let variable = named.split_whitespace().next().unwrap();
        let lines = lines_with(&logs, variable);
        assert_eq!(lines.len(), 1, "{logs}");
        assert!(lines[0].contains(named), "{logs}");
        assert_eq!(
            logs.lines().last(),
            Some(&*lines[0]),
            "the last word: {logs}"
        );
        assert!(
            !logs.contains(SECRET) && !logs.contains("not allowed!"),
            "{logs}"
        );
    }
    assert!(fake.webhook().is_none(), "Telegram was not told anything");
}

#[tokio::test]
async fn without_the_url_the_bot_polls_and_removes_a_webhook_left_set() {
    let fake = FakeTelegram::start().await;
    fake.set_webhook("https://old.example.org/hook");
    let mut dama = Dama::start(&[("TELEGRAM_TOKEN", TOKEN), ("TELEGRAM_API_URL", &fake.url)]);
    fake.wait_until(PATIENCE, |calls| {
        calls.iter().any(|c| c.method == "getupdates" && c.ok())
    })
    .await;
    assert!(
        fake.webhook().is_none(),
        "deleted, so that getUpdates works"
    );
    fake.push(message(&group(), &ALICE, "!variants"));
    assert_eq!(fake.wait_sends(0, 1).await.len(), 1);
    assert!(dama.logs().contains("a webhook is set"), "{}", dama.logs());
    dama.stops_cleanly_on("TERM").await;
}
