//! Quiet hours and the daily digest (issue 17) on a manual clock, through the service and the
//! scheduler, on SQLite and PostgreSQL, across restarts and a daylight-saving change: the
//! night of 24–25 October 2026, when Rome's clocks go back from 03:00 CEST to 02:00 CET.
//!
//! A player with `!prefs quiet 22-08` in Europe/Rome hears no reminder and no mention in those
//! hours; when they end, one summary lists the games where it is their move. With
//! `!prefs digest daily 09:00` one message a day at 09:00 local time lists those games
//! instead of a reminder per game: 25 hours apart across the change.

mod support;

use bot::clock::{HOUR, ManualClock};
use bot::message::{Outbound, Reply, Span};
use bot::scheduler::Scheduler;
use support::TestBot;
use support::clocked::options;
use support::db::TestDb;

/// Friday 2026-10-23 12:00 UTC, 14:00 in Rome (CEST, UTC+2).
const T0: i64 = 1_792_756_800;

fn mentions(replies: &[Reply], name: &str) -> bool {
    replies
        .iter()
        .flat_map(|r| &r.body)
        .any(|span| matches!(span, Span::Mention(user) if user.name == name))
}

fn only(sent: &[Outbound]) -> (String, Option<String>) {
    assert_eq!(sent.len(), 1, "{sent:?}");
    (
        sent[0].reply.plain_text(),
        sent[0].direct.as_ref().map(|direct| direct.to.id.clone()),
    )
}

async fn quiet_hours_and_digest_across_restarts(db: TestDb) {
    let clock = ManualClock::new(T0);
    let mut bot = TestBot::at(db.url.clone(), db.dir, options(&clock)).await;
    bot.say("admin: !settings reminders 6").await;
    bot.say("alice: !challenge @bob english white days=5").await;
    bot.say("bob: !accept").await;
    // bob (Black) is to move, in Rome, quiet from 22:00 to 08:00.
    let zone = bot.text("bob: !prefs timezone europe/rome").await;
    assert!(zone.contains("time zone Europe/Rome"), "{zone}");
    let quiet = bot.text("bob: !prefs quiet 22-08").await;
    assert!(quiet.contains("quiet hours 22-08"), "{quiet}");
    let bad = bot.text("bob: !prefs quiet 22-22").await;
    assert!(bad.contains("is not a value for quiet"), "{bad}");

    let scheduler = Scheduler::new(bot.service.clone());
    // 20:00 in Rome: the reminder goes out as usual, naming him.
    let (reminder, direct) = only(&scheduler.tick(T0 + 6 * HOUR).await.unwrap());
    assert!(
        reminder.contains("it is your move in game #1"),
        "{reminder}"
    );
    assert_eq!(direct, None);
    // 02:00 in Rome: the next one waits for the end of his quiet hours (08:00 CEST, 06:00
    // UTC), and so does the scheduler.
    assert!(scheduler.tick(T0 + 12 * HOUR).await.unwrap().is_empty());
    assert_eq!(scheduler.next_due().await.unwrap(), Some(T0 + 18 * HOUR));
    // alice offers a draw at 02:00: bob is named, not mentioned.
    clock.set(T0 + 12 * HOUR);
    let offer = bot.say("alice: !draw").await;
    assert!(support::text(&offer).contains("bob, alice offers a draw"));
    assert!(!mentions(&offer, "bob"), "{offer:?}");
    bot.say("bob: !decline").await;

    drop(scheduler);
    bot = bot.restart().await;
    let scheduler = Scheduler::new(bot.service.clone());
    assert!(scheduler.tick(T0 + 18 * HOUR - 1).await.unwrap().is_empty());
    // 08:00: one summary, to him directly, instead of the reminder held.
    let (summary, direct) = only(&scheduler.tick(T0 + 18 * HOUR).await.unwrap());
    assert!(summary.contains("your quiet hours are over"), "{summary}");
    assert!(summary.contains("#1 against alice"), "{summary}");
    assert!(summary.contains("5 days per move"), "{summary}");
    assert_eq!(direct.as_deref(), Some("bob"));
    assert!(
        scheduler
            .tick(T0 + 18 * HOUR + 60)
            .await
            .unwrap()
            .is_empty()
    );
    // Awake, he is mentioned again.
    clock.set(T0 + 18 * HOUR + 60);
    let offer = bot.say("alice: !draw").await;
    assert!(mentions(&offer, "bob"), "{offer:?}");
    bot.say("bob: !decline").await;

    // A daily digest at 09:00 instead of reminders.
    let digest = bot.text("bob: !prefs digest daily 09:00").await;
    assert!(digest.contains("daily digest at 09:00"), "{digest}");
    let bad = bot.text("bob: !prefs digest daily 25:00").await;
    assert!(bad.contains("is not a value for digest"), "{bad}");
    drop(scheduler);
    bot = bot.restart().await;
    let scheduler = Scheduler::new(bot.service.clone());
    // Saturday 09:00 CEST is 07:00 UTC.
    let saturday = T0 + 19 * HOUR;
    assert_eq!(scheduler.next_due().await.unwrap(), Some(saturday));
    let (digest, direct) = only(&scheduler.tick(saturday).await.unwrap());
    assert!(digest.contains("your daily digest"), "{digest}");
    assert!(digest.contains("it is your move in 1 game"), "{digest}");
    assert_eq!(direct.as_deref(), Some("bob"));
    // No per-game reminder all day: the digest stands for them.
    for hour in [6, 12] {
        assert!(
            scheduler
                .tick(saturday + hour * HOUR)
                .await
                .unwrap()
                .is_empty(),
            "{hour}"
        );
    }

    // Over the change: his quiet hours end at 08:00 CET (07:00 UTC), an hour longer than
    // other nights, and Sunday's digest is at 09:00 CET (08:00 UTC), 25 hours after
    // Saturday's.
    drop(scheduler);
    bot = bot.restart().await;
    let scheduler = Scheduler::new(bot.service.clone());
    let sunday_quiet_end = T0 + 43 * HOUR;
    let sunday = saturday + 25 * HOUR;
    assert_eq!(scheduler.next_due().await.unwrap(), Some(sunday_quiet_end));
    assert!(
        scheduler
            .tick(sunday_quiet_end - 1)
            .await
            .unwrap()
            .is_empty()
    );
    let (summary, _) = only(&scheduler.tick(sunday_quiet_end).await.unwrap());
    assert!(summary.contains("your quiet hours are over"), "{summary}");
    assert_eq!(scheduler.next_due().await.unwrap(), Some(sunday));
    let (digest, _) = only(&scheduler.tick(sunday).await.unwrap());
    assert!(digest.contains("your daily digest"), "{digest}");
    assert!(scheduler.tick(sunday + HOUR).await.unwrap().is_empty());

    // Once he has moved, it is no longer his move anywhere: Monday's digest has nothing to
    // list and is not sent.
    clock.set(sunday + 2 * HOUR);
    bot.say("bob: !move 11-15").await;
    let monday = sunday + 24 * HOUR;
    assert!(
        scheduler
            .tick(monday)
            .await
            .unwrap()
            .iter()
            .all(|out| { out.direct.is_none() && !out.reply.plain_text().contains("digest") })
    );
    let prefs = bot.text("bob: !prefs digest off").await;
    assert!(!prefs.contains("daily digest"), "{prefs}");
}

#[tokio::test]
async fn quiet_hours_and_the_digest_across_restarts_and_a_clock_change_on_sqlite() {
    // On the heap: the whole script's future outgrows a test thread's stack in debug.
    Box::pin(quiet_hours_and_digest_across_restarts(TestDb::sqlite())).await;
}

#[tokio::test]
async fn quiet_hours_and_the_digest_across_restarts_and_a_clock_change_on_postgres() {
    if let Some(db) = TestDb::postgres("quiet_digest").await {
        Box::pin(quiet_hours_and_digest_across_restarts(db)).await;
    }
}

/// Two processes on one database find the same digest due: it is sent once.
#[tokio::test]
async fn a_digest_goes_out_once_from_two_processes() {
    let clock = ManualClock::new(T0);
    let db = TestDb::sqlite();
    let one = TestBot::at(db.url.clone(), db.dir, options(&clock)).await;
    let dir = tempfile::tempdir().unwrap();
    let two = TestBot::at(one.url.clone(), dir, options(&clock)).await;
    one.say("alice: !challenge @bob english white").await;
    one.say("bob: !accept").await;
    one.say("bob: !prefs digest daily 15:00").await;
    let (first, second) = (
        Scheduler::new(one.service.clone()),
        Scheduler::new(two.service.clone()),
    );
    let at = T0 + 3 * HOUR;
    let (a, b) = tokio::join!(first.tick(at), second.tick(at));
    let sent: Vec<Outbound> = a.unwrap().into_iter().chain(b.unwrap()).collect();
    let (digest, direct) = only(&sent);
    assert!(digest.contains("#1 against alice"), "{digest}");
    assert!(digest.contains("no clock"), "{digest}");
    assert_eq!(direct.as_deref(), Some("bob"));
}
