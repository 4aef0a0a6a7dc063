//! Time banks (issue 17) on a manual clock, on a real SQLite file and on PostgreSQL: `bank=2+1/3` gives each
//! player 2 days for the whole game, 1 more per move made, at most 3 banked; the warning
//! comes when 80% of what they had at the start of the turn is gone, the loss on time when
//! the bank is empty, and both hold across restarts (the banks are in the store).

mod support;

use bot::clock::{DAY, HOUR, ManualClock};
use bot::scheduler::Scheduler;
use support::clocked::{T0, options};
use support::db::TestDb;
use support::{TestBot, text};

#[tokio::test]
async fn banks_fill_with_each_move_up_to_the_cap_and_run_out_across_restarts_on_sqlite() {
    Box::pin(banks_across_restarts(TestDb::sqlite())).await;
}

#[tokio::test]
async fn banks_fill_with_each_move_up_to_the_cap_and_run_out_across_restarts_on_postgres() {
    if let Some(db) = TestDb::postgres("time_banks").await {
        Box::pin(banks_across_restarts(db)).await;
    }
}

async fn banks_across_restarts(db: TestDb) {
    let clock = ManualClock::new(T0);
    // The database (its PostgreSQL server) lives as long as this function.
    let mut bot = TestBot::at(db.url.clone(), db.dir, options(&clock)).await;
    bot.say("admin: !settings reminders 0").await;
    let replies = bot
        .say("alice: !challenge @bob english white bank=2+1/3")
        .await;
    let offer = text(&replies);
    assert!(offer.contains("bank 2+1/3"), "{offer}");
    let started = bot.text("bob: !accept").await;
    assert!(started.contains("time bank of 2+1/3"), "{started}");
    let board = bot.text("alice: !board").await;
    assert!(
        board.contains("Bank 2+1/3: White 2 d, Black 2 d"),
        "{board}"
    );

    // bob (Black, first to move) spends half a day: 1 d 12 h left, +1 day = 2 d 12 h.
    clock.set(T0 + 12 * HOUR);
    bot.say("bob: !move 11-15").await;
    let board = bot.text("bob: !board").await;
    assert!(
        board.contains("Bank 2+1/3: White 2 d, Black 2 d 12 h"),
        "{board}"
    );
    // alice answers at once: 2 d + 1 d = 3 d, the cap.
    bot.say("alice: !move 22-18").await;
    let board = bot.text("alice: !board").await;
    assert!(
        board.contains("Bank 2+1/3: White 3 d, Black 2 d 12 h"),
        "{board}"
    );
    let bob_turn = T0 + 12 * HOUR;

    // The banks are in the store: a restart shows and keeps them.
    bot = bot.restart().await;
    let games = bot.text("bob: !games").await;
    assert!(
        games.contains("Bank 2+1/3: White 3 d, Black 2 d 12 h"),
        "{games}"
    );
    let scheduler = Scheduler::new(bot.service.clone());
    // bob had 2 d 12 h at the start of his turn: warned when 80% (2 d) is gone.
    let warn_at = bob_turn + 2 * DAY;
    assert_eq!(scheduler.next_due().await.unwrap(), Some(warn_at));
    assert!(scheduler.tick(warn_at - 1).await.unwrap().is_empty());
    let sent = scheduler.tick(warn_at).await.unwrap();
    assert_eq!(sent.len(), 1);
    let said = sent[0].reply.plain_text();
    assert!(said.contains("80% of your time"), "{said}");
    assert!(said.contains("12 h left (bank 2+1/3)"), "{said}");

    // Another restart, then bob's bank runs out.
    drop(scheduler);
    bot = bot.restart().await;
    let scheduler = Scheduler::new(bot.service.clone());
    let empty = bob_turn + 2 * DAY + 12 * HOUR;
    assert!(scheduler.tick(empty - 1).await.unwrap().is_empty());
    clock.set(empty);
    let sent = scheduler.tick(empty).await.unwrap();
    assert_eq!(sent.len(), 1);
    let said = sent[0].reply.plain_text();
    assert!(said.contains("No move in time (bank 2+1/3)"), "{said}");
    assert!(said.contains("alice"), "{said}");
    let late = bot.text("bob: !move 15x22").await;
    assert!(late.contains("no game"), "the game is over: {late}");
}
