//! People challenged by @handle before the bot knew them (Telegram gives adapters only the
//! handle of someone who has not spoken yet): the challenge becomes theirs when they speak,
//! and a handle the bot has met is resolved at once.

mod support;

use bot::message::{Channel, Incoming, Platform, User, Via};
use support::{TestBot, text};

fn telegram_user(id: &str, name: &str, username: Option<&str>) -> User {
    User {
        platform: Platform::Telegram,
        id: id.to_string(),
        name: name.to_string(),
        username: username.map(str::to_string),
    }
}

fn said(author: &User, text: &str, mentions: Vec<User>) -> Incoming {
    Incoming {
        channel: Channel {
            platform: Platform::Telegram,
            id: "-100".into(),
            thread: None,
            community: "-100".into(),
        },
        author: author.clone(),
        text: text.to_string(),
        mentions,
        author_is_admin: false,
        via: Via::Text,
    }
}

#[tokio::test]
async fn a_challenge_to_an_unknown_handle_is_claimed_when_they_speak() {
    let bot = TestBot::new().await;
    let alice = telegram_user("111", "Alice", Some("alice"));
    let stand_in = telegram_user("@Bob", "@Bob", Some("Bob"));
    let offer = bot
        .service
        .handle(said(
            &alice,
            "!challenge @Bob english white",
            vec![stand_in],
        ))
        .await;
    assert!(text(&offer).contains("challenges you"), "{}", text(&offer));
    let bob = telegram_user("222", "Bob B.", Some("bob"));
    let started = bot.service.handle(said(&bob, "!accept", vec![])).await;
    assert!(text(&started).contains("starts"), "{}", text(&started));
    // The game is Bob's under his real id: he moves as Black in English, first.
    let moved = bot.service.handle(said(&bob, "!move 11-15", vec![])).await;
    assert!(text(&moved).contains("11-15"), "{}", text(&moved));
}

#[tokio::test]
async fn a_handle_the_bot_has_met_is_resolved_at_once() {
    let bot = TestBot::new().await;
    let alice = telegram_user("111", "Alice", Some("alice"));
    let bob = telegram_user("222", "Bob B.", Some("bob"));
    let carol = telegram_user("333", "Carol", None);
    // Bob is known from an earlier challenge.
    bot.service
        .handle(said(&carol, "!challenge @Bob English", vec![bob.clone()]))
        .await;
    bot.service.handle(said(&carol, "!cancel", vec![])).await;
    let stand_in = telegram_user("@BOB", "@BOB", Some("BOB"));
    let offer = bot
        .service
        .handle(said(&alice, "!challenge @BOB italian", vec![stand_in]))
        .await;
    assert!(offer[0].mentions().any(|u| u.id == "222"), "{offer:?}");
}

/// Handles ignore case: `@Bob` and `@bob` are one person not met yet, so a second challenge
/// to them is the first one again, not a second game that would become theirs too.
#[tokio::test]
async fn a_handle_is_one_person_whatever_its_case() {
    let bot = TestBot::new().await;
    let alice = telegram_user("111", "Alice", Some("alice"));
    let first = telegram_user("@Bob", "@Bob", Some("Bob"));
    let offer = bot
        .service
        .handle(said(&alice, "!challenge @Bob english", vec![first]))
        .await;
    assert!(text(&offer).contains("challenges you"), "{}", text(&offer));
    let again = telegram_user("@bob", "@bob", Some("bob"));
    let refused = bot
        .service
        .handle(said(&alice, "!challenge @bob italian", vec![again]))
        .await;
    assert!(
        text(&refused).contains("already a challenge"),
        "{}",
        text(&refused)
    );
    let bob = telegram_user("222", "Bob B.", Some("BOB"));
    let games = bot.service.handle(said(&bob, "!games", vec![])).await;
    assert_eq!(
        text(&games).matches("Bob B.").count(),
        1,
        "{}",
        text(&games)
    );
    let started = bot.service.handle(said(&bob, "!accept", vec![])).await;
    assert!(text(&started).contains("starts"), "{}", text(&started));
}

/// `!stats @bob` when the adapter no longer knows the handle (Telegram's directory is
/// rebuilt after a restart): the store knows Bob, so his results are shown, as a challenge
/// would resolve him.
#[tokio::test]
async fn stats_of_a_handle_the_bot_has_met() {
    let bot = TestBot::new().await;
    let alice = telegram_user("111", "Alice", Some("alice"));
    let bob = telegram_user("222", "Bob B.", Some("bob"));
    bot.service
        .handle(said(&alice, "!challenge @bob english", vec![bob.clone()]))
        .await;
    bot.service.handle(said(&bob, "!accept", vec![])).await;
    // Each side moves once (colours are random): an earlier resignation aborts the game.
    for (who, mv) in [
        (&bob, "10-14"),
        (&alice, "10-14"),
        (&bob, "21-17"),
        (&alice, "21-17"),
    ] {
        bot.service
            .handle(said(who, &format!("!move {mv}"), vec![]))
            .await;
    }
    let resigned = bot.service.handle(said(&bob, "!resign", vec![])).await;
    assert!(text(&resigned).contains("resigned"), "{}", text(&resigned));
    let stand_in = telegram_user("@Bob", "@Bob", Some("Bob"));
    let stats = bot
        .service
        .handle(said(&alice, "!stats @Bob", vec![stand_in]))
        .await;
    assert!(
        text(&stats).contains("Bob B.'s results here:\nEnglish draughts: 0 won, 0 drawn, 1 lost"),
        "{}",
        text(&stats)
    );
}
