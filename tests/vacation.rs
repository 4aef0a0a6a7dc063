//! Vacations (issue 17) on a manual clock, through the service, on SQLite and PostgreSQL:
//! `!away` stops every clock of the player and their reminders, tells each opponent once,
//! and ends by itself when its days run out (the clocks run again from then, with the time
//! they had) or when the player moves; the days taken are counted per calendar year and
//! shown by `!prefs`; all of it holds across restarts.

mod support;

use bot::clock::{DAY, HOUR, ManualClock};
use bot::scheduler::Scheduler;
use support::TestBot;
use support::clocked::{T0, options};
use support::db::TestDb;

async fn runs_out_across_restarts(db: TestDb) {
    let clock = ManualClock::new(T0);
    let mut bot = TestBot::at(db.url.clone(), db.dir, options(&clock)).await;
    bot.say("admin: !settings reminders 0").await;
    bot.say("alice: !challenge @bob english white days=3").await;
    bot.say("bob: !accept").await;
    // bob (Black) is to move, by T0 + 3 days. A day later he leaves for four days.
    clock.set(T0 + DAY);
    let mut told = bot.service.outbound();
    let away = bot.text("bob: !away 4d").await;
    assert!(away.contains("for 4 d "), "{away}");
    assert!(away.contains("Vacation left this year: 26 days"), "{away}");
    let notice = told.try_recv().expect("alice is told").reply.plain_text();
    assert!(notice.contains("bob is on vacation"), "{notice}");
    assert!(notice.contains("game #1"), "{notice}");
    assert!(told.try_recv().is_err(), "once");
    let prefs = bot.text("bob: !prefs").await;
    assert!(prefs.contains("away now, for 4 d"), "{prefs}");

    bot = bot.restart().await;
    let scheduler = Scheduler::new(bot.service.clone());
    // Nothing is due for bob while he is away, not even at his old deadline: next is the
    // end of his vacation.
    let back = T0 + 5 * DAY;
    assert_eq!(scheduler.next_due().await.unwrap(), Some(back));
    assert!(scheduler.tick(T0 + 3 * DAY).await.unwrap().is_empty());
    clock.set(T0 + 4 * DAY);
    let board = bot.text("alice: !board").await;
    assert!(!board.contains("No move in time"), "{board}");

    // The days run out: his clock runs again with the two days it had.
    clock.set(back);
    let sent = scheduler.tick(back).await.unwrap();
    assert_eq!(sent.len(), 1, "{sent:?}");
    let said = sent[0].reply.plain_text();
    assert!(said.contains("Welcome back, bob"), "{said}");
    assert!(said.contains("taken this year: 4"), "{said}");
    drop(scheduler);
    bot = bot.restart().await;
    let scheduler = Scheduler::new(bot.service.clone());
    // Deadline T0 + 3 d moved on by the 4 days stopped: T0 + 7 d; the warning at 80% of
    // the 3 days per move, 0.6 days before it.
    let deadline = T0 + 7 * DAY;
    let warning = deadline - 3 * DAY + 3 * DAY * 4 / 5;
    assert_eq!(scheduler.next_due().await.unwrap(), Some(warning));
    let prefs = bot.text("bob: !prefs").await;
    assert!(
        prefs.contains("vacation days taken this year 4 of 30"),
        "{prefs}"
    );
    assert!(!prefs.contains("away now"), "{prefs}");
    assert!(
        scheduler.tick(deadline - 1).await.unwrap().len() == 1,
        "the warning"
    );
    let sent = scheduler.tick(deadline).await.unwrap();
    let said = sent[0].reply.plain_text();
    // Neither side had moved: since issue 14 the game is aborted rather than lost.
    assert!(said.contains("ran out of time"), "{said}");
}

#[tokio::test]
async fn a_vacation_stops_the_clocks_and_runs_out_across_restarts_on_sqlite() {
    Box::pin(runs_out_across_restarts(TestDb::sqlite())).await;
}

#[tokio::test]
async fn a_vacation_stops_the_clocks_and_runs_out_across_restarts_on_postgres() {
    if let Some(db) = TestDb::postgres("vacation").await {
        Box::pin(runs_out_across_restarts(db)).await;
    }
}

#[tokio::test]
async fn a_move_ends_the_vacation_and_the_days_are_counted() {
    let clock = ManualClock::new(T0);
    let bot = TestBot::with_options(options(&clock)).await;
    bot.say("admin: !settings reminders 24").await;
    bot.say("alice: !challenge @bob english white days=2").await;
    bot.say("bob: !accept").await;
    bot.say("bob: !move 11-15").await;
    // alice (to move, by T0 + 2 d) leaves at once, with all her days.
    let away = bot.text("alice: !away on").await;
    assert!(away.contains("for 30 d "), "{away}");
    let scheduler = Scheduler::new(bot.service.clone());
    // No reminder, no warning, no time-out while she is away.
    assert_eq!(scheduler.next_due().await.unwrap(), Some(T0 + 30 * DAY));
    assert!(scheduler.tick(T0 + 10 * DAY).await.unwrap().is_empty());
    // She comes back 36 hours later by moving: her clock had 2 days, the move is in time.
    clock.set(T0 + 36 * HOUR);
    let moved = bot.text("alice: !move 22-18").await;
    assert!(!moved.contains("No move in time"), "{moved}");
    let prefs = bot.text("alice: !prefs").await;
    assert!(
        prefs.contains("vacation days taken this year 2 of 30"),
        "{prefs}"
    );
    let again = bot.text("alice: !away off").await;
    assert!(again.contains("not away"), "{again}");
    // bob now has his 2 days and his reminders.
    assert_eq!(
        scheduler.next_due().await.unwrap(),
        Some(T0 + 36 * HOUR + 24 * HOUR)
    );
}

#[tokio::test]
async fn vacations_follow_the_channel_setting() {
    let clock = ManualClock::new(T0);
    let bot = TestBot::with_options(options(&clock)).await;
    bot.say("admin: !settings vacation_days 3").await;
    let settings = bot.text("alice: !settings").await;
    assert!(
        settings.contains("vacation days per player and year 3"),
        "{settings}"
    );
    let away = bot.text("alice: !away 5d").await;
    assert!(away.contains("for 3 d "), "capped: {away}");
    assert!(away.contains("left this year: 0 days"), "{away}");
    clock.set(T0 + 3 * DAY);
    let back = bot.text("alice: !away off").await;
    assert!(back.contains("Welcome back"), "{back}");
    let none = bot.text("alice: !away 1d").await;
    assert!(none.contains("all 3 vacation days"), "{none}");
    bot.say("admin: !settings vacation_days 0").await;
    let off = bot.text("bob: !away 1d").await;
    assert!(off.contains("Vacations are off"), "{off}");
    let bad = bot.text("bob: !away soon").await;
    assert!(bad.contains("no vacation length"), "{bad}");
}

/// Two processes on one database both find that a vacation ran out: it ends once (one
/// welcome back, the days counted once) and the clock gets its stopped time back once.
#[tokio::test]
async fn a_vacation_that_runs_out_ends_once_across_two_processes() {
    let clock = ManualClock::new(T0);
    let db = TestDb::sqlite();
    let one = TestBot::at(db.url.clone(), db.dir, options(&clock)).await;
    let two = TestBot::at(
        one.url.clone(),
        tempfile::tempdir().unwrap(),
        options(&clock),
    )
    .await;
    one.say("admin: !settings reminders 0").await;
    one.say("alice: !challenge @bob english white days=3").await;
    one.say("bob: !accept").await;
    one.say("bob: !away 2d").await;
    let back = T0 + 2 * DAY;
    let (first, second) = (
        Scheduler::new(one.service.clone()),
        Scheduler::new(two.service.clone()),
    );
    let (a, b) = tokio::join!(first.tick(back), second.tick(back));
    let sent: Vec<_> = a.unwrap().into_iter().chain(b.unwrap()).collect();
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert!(sent[0].reply.plain_text().contains("taken this year: 2"));
    // Deadline T0 + 3 d, moved on by the 2 days stopped, not 4: the warning at 80% of it.
    let deadline = T0 + 5 * DAY;
    let warning = deadline - 3 * DAY + 3 * DAY * 4 / 5;
    assert_eq!(first.next_due().await.unwrap(), Some(warning));
    clock.set(back + HOUR);
    let prefs = one.text("bob: !prefs").await;
    assert!(
        prefs.contains("vacation days taken this year 2 of 30"),
        "{prefs}"
    );
}
