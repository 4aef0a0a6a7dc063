//! The correspondence clock and the reminders, on a manual clock and a real SQLite file:
//! the warning at 80% of the time for a move, the loss on time at 100%, reminders at most
//! once per period per game, restarts of the bot in between, a move racing the time-out, and
//! the background task waking on its own.

mod support;

use std::sync::Arc;
use std::time::Duration;

use bot::clock::{DAY, HOUR, ManualClock};
use bot::message::Outbound;
use bot::scheduler::Scheduler;
use bot::store::GameStatus;
use support::clocked::{self, T0};
use support::{TestBot, text};

async fn bot_on(clock: &Arc<ManualClock>) -> TestBot {
    TestBot::with_options(clocked::options(clock)).await
}

/// Starts an English game with a clock: alice White, bob Black (bob moves first).
async fn clocked_game(bot: &TestBot, days: u32) -> i64 {
    let replies = bot
        .say(&format!("alice: !challenge @bob english white days={days}"))
        .await;
    let id = replies[0].game.expect("a challenge names its game");
    let (per_move, per_mossa) = if days == 1 {
        (
            "1 day per move".to_string(),
            "1 giorno per mossa".to_string(),
        )
    } else {
        (
            format!("{days} days per move"),
            format!("{days} giorni per mossa"),
        )
    };
    // In alice's language: the channel's, English or Italian.
    let offer = text(&replies);
    assert!(
        offer.contains(&per_move) || offer.contains(&per_mossa),
        "{offer}"
    );
    let started = bot.text(&format!("bob: !accept #{id}")).await;
    assert!(started.contains("starts"), "{started}");
    assert!(started.contains(&per_move), "{started}");
    // Each side moves once at the start, so that a game lost on time is a result, not an
    // abort (issue 14); bob is to move again, his turn begun now.
    bot.say(&format!("bob: !move #{id} 12-16")).await;
    bot.say(&format!("alice: !move #{id} 21-17")).await;
    id
}

fn texts(sent: &[Outbound]) -> Vec<String> {
    sent.iter().map(|o| o.reply.plain_text()).collect()
}

fn mentions(out: &Outbound) -> Vec<String> {
    out.reply.mentions().map(|u| u.id.clone()).collect()
}

#[tokio::test]
async fn a_warning_at_80_percent_and_a_loss_on_time_across_a_restart() {
    let clock = ManualClock::new(T0);
    let mut bot = bot_on(&clock).await;
    // Only the clock here: reminders have their own test.
    bot.say("admin: !settings reminders 0").await;
    let id = clocked_game(&bot, 3).await;
    let scheduler = Scheduler::new(bot.service.clone());

    // 80% of 3 days is 2 d 9 h 36 min.
    let warn_at = T0 + 3 * DAY * 4 / 5;
    assert!(scheduler.tick(warn_at - 1).await.unwrap().is_empty());
    let sent = scheduler.tick(warn_at).await.unwrap();
    assert_eq!(sent.len(), 1, "{:?}", texts(&sent));
    let warning = &sent[0];
    assert_eq!(mentions(warning), ["bob"], "only the player to move");
    assert_eq!(warning.channel.id, "console");
    assert_eq!(warning.reply.game, Some(id));
    let said = warning.reply.plain_text();
    assert!(said.contains("80% of your time"), "{said}");
    assert!(said.contains("14 h 24 min left"), "{said}");
    // Once per move.
    assert!(scheduler.tick(warn_at + HOUR).await.unwrap().is_empty());

    // bob moves; alice's turn has three days again, and her own warning.
    clock.set(T0 + 2 * DAY + 12 * HOUR);
    let moved = bot.text("bob: !move 11-15").await;
    assert!(moved.contains("@alice to move"), "{moved}");
    let board = bot.text("alice: !board").await;
    assert!(board.contains("3 days per move: 3 d left"), "{board}");
    let alice_deadline = T0 + 5 * DAY + 12 * HOUR;

    // The bot restarts: nothing of the clock is in memory.
    drop(scheduler);
    bot = bot.restart().await;
    let scheduler = Scheduler::new(bot.service.clone());
    assert_eq!(
        scheduler.next_due().await.unwrap(),
        Some(alice_deadline - 3 * DAY / 5),
        "alice's warning is next"
    );
    let sent = scheduler.tick(alice_deadline - 3 * DAY / 5).await.unwrap();
    assert_eq!(sent.len(), 1);
    assert_eq!(mentions(&sent[0]), ["alice"]);

    // Another restart, then the deadline.
    drop(scheduler);
    bot = bot.restart().await;
    let scheduler = Scheduler::new(bot.service.clone());
    assert!(scheduler.tick(alice_deadline - 1).await.unwrap().is_empty());
    clock.set(alice_deadline);
    let sent = scheduler.tick(alice_deadline).await.unwrap();
    assert_eq!(sent.len(), 1, "{:?}", texts(&sent));
    let said = sent[0].reply.plain_text();
    assert!(
        said.contains(&format!(
            "Game #{id} is over: @bob (Black) wins — @alice (White) ran out of time."
        )),
        "{said}"
    );
    assert!(said.contains("3 days per move"), "{said}");
    assert!(said.contains("Ratings (English draughts)"), "{said}");
    let mut pinged = mentions(&sent[0]);
    pinged.sort();
    assert_eq!(pinged, ["alice", "bob"]);

    let row = bot.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    assert_eq!(row.end_reason.as_deref(), Some("time"));
    assert_eq!(row.winner.as_deref(), Some("black"));
    // English PDN names the side that moves first (Black) first.
    assert_eq!(row.result.as_deref(), Some("1-0"));
    assert_eq!(row.finished_at, Some(alice_deadline));
    assert_eq!(row.deadline_at, None, "the clock stops");
    // Announced once; a finished game refuses moves and names the cause.
    assert!(
        scheduler
            .tick(alice_deadline + DAY)
            .await
            .unwrap()
            .is_empty()
    );
    let refused = bot.text(&format!("alice: !move #{id} 22-18")).await;
    assert!(refused.contains("ran out of time"), "{refused}");
    let stats = bot.text("bob: !stats").await;
    assert!(stats.contains("1 won, 0 drawn, 0 lost"), "{stats}");
}

#[tokio::test]
async fn a_move_after_the_deadline_is_answered_with_the_time_out() {
    let clock = ManualClock::new(T0);
    let bot = bot_on(&clock).await;
    let id = clocked_game(&bot, 1).await;
    let scheduler = Scheduler::new(bot.service.clone());
    // The scheduler has not looked yet when bob's late move arrives.
    clock.set(T0 + DAY + 5);
    let late = bot.say("bob: !move 11-15").await;
    let said = text(&late);
    assert!(
        said.contains("@alice (White) wins — @bob (Black) ran out of time"),
        "{said}"
    );
    assert_eq!(late[0].game, Some(id));
    let row = bot.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.plies, 2, "the late move is not played");
    assert_eq!(row.end_reason.as_deref(), Some("time"));
    // The deadline is the end, not the moment it was noticed.
    assert_eq!(row.finished_at, Some(T0 + DAY));
    // Nothing left for the scheduler: the end is announced once.
    assert!(scheduler.tick(T0 + DAY + 10).await.unwrap().is_empty());
    // A move a second before the deadline is played, and the clock starts afresh.
    let id = {
        let replies = bot.say("carol: !challenge @dave english days=2").await;
        let id = replies[0].game.unwrap();
        bot.say(&format!("dave: !accept #{id}")).await;
        id
    };
    let row = bot.service.store().game(id).await.unwrap().unwrap();
    let first = row.black_name.clone();
    clock.set(T0 + DAY + 5 + 2 * DAY - 1);
    let moved = bot.text(&format!("{first}: !move 11-15")).await;
    assert!(moved.contains("11-15"), "{moved}");
    let row = bot.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Active);
    assert_eq!(row.deadline_at, Some(T0 + DAY + 5 + 2 * DAY - 1 + 2 * DAY));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_move_racing_the_time_out_never_both_apply() {
    for round in 0..6 {
        let clock = ManualClock::new(T0);
        let bot = bot_on(&clock).await;
        let id = clocked_game(&bot, 1).await;
        let scheduler = Scheduler::new(bot.service.clone());
        // At the deadline itself both the move and the scheduler see the time run out.
        clock.set(T0 + DAY);
        let service = bot.service.clone();
        let mover =
            tokio::spawn(async move { service.handle(support::message("bob: !move 11-15")).await });
        let ticker = {
            let scheduler = scheduler.clone();
            tokio::spawn(async move { scheduler.tick(T0 + DAY).await.unwrap() })
        };
        let replies = mover.await.unwrap();
        let sent = ticker.await.unwrap();
        let row = bot.service.store().game(id).await.unwrap().unwrap();
        assert_eq!(row.plies, 2, "round {round}: no move after the deadline");
        assert_eq!(row.end_reason.as_deref(), Some("time"));
        let announced = texts(&sent)
            .into_iter()
            .chain(std::iter::once(text(&replies)))
            .filter(|t| t.contains("is over: @alice (White) wins"))
            .count();
        assert_eq!(announced, 1, "round {round}: {sent:?} {replies:?}");
        // Rated exactly once.
        let games: i64 = sqlx::query_scalar("SELECT SUM(games) FROM ratings")
            .fetch_one(bot.service.store().pool())
            .await
            .unwrap();
        assert_eq!(games, 2, "round {round}");
    }
}

#[tokio::test]
async fn reminders_come_at_most_once_per_period_per_game() {
    let clock = ManualClock::new(T0);
    let mut bot = bot_on(&clock).await;
    let saved = bot.text("admin: !settings reminders 12").await;
    assert!(
        saved.contains("reminders after 12 h without a move"),
        "{saved}"
    );
    let one = bot.start("alice", "bob", "english").await;
    let scheduler = Scheduler::new(bot.service.clone());

    assert!(scheduler.tick(T0 + 12 * HOUR - 1).await.unwrap().is_empty());
    let sent = scheduler.tick(T0 + 12 * HOUR).await.unwrap();
    assert_eq!(sent.len(), 1);
    assert_eq!(mentions(&sent[0]), ["bob"]);
    let said = sent[0].reply.plain_text();
    assert!(
        said.contains(&format!(
            "@bob, it is your move in game #{one} against alice (English draughts), for 12 h now."
        )),
        "{said}"
    );
    assert!(said.contains(&format!("!board #{one}")), "{said}");
    // Not again within the period, however often the scheduler looks.
    for hours in [12, 13, 18, 23] {
        assert!(
            scheduler
                .tick(T0 + hours * HOUR + 59 * 60)
                .await
                .unwrap()
                .is_empty(),
            "{hours} h"
        );
    }

    // A restart between two reminders changes nothing.
    drop(scheduler);
    bot = bot.restart().await;
    let scheduler = Scheduler::new(bot.service.clone());
    let sent = scheduler.tick(T0 + 24 * HOUR).await.unwrap();
    assert_eq!(texts(&sent).len(), 1);
    assert!(sent[0].reply.plain_text().contains("for 1 d now"));

    // bob moves: alice's turn begins, her reminder 12 hours later.
    clock.set(T0 + 25 * HOUR);
    bot.say("bob: !move 11-15").await;
    assert!(
        scheduler
            .tick(T0 + 36 * HOUR + 59 * 60)
            .await
            .unwrap()
            .is_empty()
    );
    let sent = scheduler.tick(T0 + 37 * HOUR).await.unwrap();
    assert_eq!(sent.len(), 1);
    assert_eq!(mentions(&sent[0]), ["alice"]);

    // Two games, one reminder each.
    clock.set(T0 + 37 * HOUR);
    let two = bot.start("carol", "dave", "italian").await;
    let sent = scheduler.tick(T0 + 49 * HOUR).await.unwrap();
    let mut games: Vec<i64> = sent.iter().filter_map(|o| o.reply.game).collect();
    games.sort();
    assert_eq!(games, [one, two]);

    // Off: no more reminders in this channel.
    bot.say("admin: !settings reminders 0").await;
    assert!(scheduler.tick(T0 + 30 * DAY).await.unwrap().is_empty());
}

#[tokio::test]
async fn a_channel_without_settings_reminds_after_a_day() {
    let clock = ManualClock::new(T0);
    let bot = bot_on(&clock).await;
    bot.start("alice", "bob", "english").await;
    let scheduler = Scheduler::new(bot.service.clone());
    assert!(scheduler.tick(T0 + DAY - 1).await.unwrap().is_empty());
    assert_eq!(scheduler.tick(T0 + DAY).await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_warning_stands_for_the_reminder_and_a_time_out_for_both() {
    let clock = ManualClock::new(T0);
    let bot = bot_on(&clock).await;
    bot.say("admin: !settings reminders 1").await;
    clocked_game(&bot, 1).await;
    let scheduler = Scheduler::new(bot.service.clone());
    // Reminders every hour, then the warning at 19 h 12 min counts as that hour's.
    let reminded = scheduler.tick(T0 + HOUR).await.unwrap();
    assert!(texts(&reminded)[0].contains("it is your move"));
    let warned = scheduler.tick(T0 + DAY * 4 / 5).await.unwrap();
    assert_eq!(warned.len(), 1);
    assert!(texts(&warned)[0].contains("80%"), "{:?}", texts(&warned));
    assert!(
        scheduler
            .tick(T0 + DAY * 4 / 5 + 30 * 60)
            .await
            .unwrap()
            .is_empty()
    );
    // The bot was down past the deadline: at its first look, only the time-out.
    let sent = scheduler.tick(T0 + 3 * DAY).await.unwrap();
    assert_eq!(sent.len(), 1);
    assert!(texts(&sent)[0].contains("ran out of time"));
}

#[tokio::test]
async fn captions_and_the_game_list_show_the_time_left() {
    let clock = ManualClock::new(T0);
    let bot = bot_on(&clock).await;
    clocked_game(&bot, 3).await;
    clock.set(T0 + 19 * HOUR + 50 * 60);
    let board = bot.text("bob: !board").await;
    assert!(board.contains("3 days per move: 2 d 4 h left."), "{board}");
    let games = bot.text("carol: !games").await;
    assert!(games.contains("(3 days per move: 2 d 4 h left)"), "{games}");
    assert!(games.contains("bob to move, move 2, for 19h"), "{games}");
    let italian = bot.text("bob: !prefs language it").await;
    assert!(italian.contains("lingua it"), "{italian}");
    let board = bot.text("bob: !board").await;
    assert!(
        board.contains("3 giorni per mossa: restano 2 g 4 h."),
        "{board}"
    );
}

#[tokio::test]
async fn the_background_task_wakes_for_a_due_time_out() {
    let clock = ManualClock::new(T0);
    let bot = bot_on(&clock).await;
    let id = clocked_game(&bot, 2).await;
    let mut outbound = bot.service.outbound();
    let task = Scheduler::new(bot.service.clone()).spawn();
    // Nothing is due: the task sleeps.
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(outbound.try_recv().is_err());
    // Two days pass in a moment; the service wakes the task (a settings change does too).
    clock.advance(2 * DAY);
    bot.service.wake_scheduler();
    let sent = tokio::time::timeout(Duration::from_secs(20), outbound.recv())
        .await
        .expect("the time-out is announced")
        .unwrap();
    assert_eq!(sent.reply.game, Some(id));
    assert!(sent.reply.plain_text().contains("ran out of time"));
    let row = bot.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(
        row.status,
        GameStatus::Finished,
        "committed before announced"
    );
    task.stop().await;
}

/// A bot restarted after a deadline passed: the adapters subscribe to the outbound messages
/// only once connected (Telegram after getMe), so the time-out found at start-up must wait
/// for them rather than be committed and announced to no one.
#[tokio::test]
async fn a_time_out_found_at_start_up_waits_for_the_adapters() {
    let clock = ManualClock::new(T0);
    let bot = bot_on(&clock).await;
    let id = clocked_game(&bot, 1).await;
    clock.advance(2 * DAY);
    let task = Scheduler::new(bot.service.clone()).spawn();
    // An adapter still connecting.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut outbound = bot.service.outbound();
    let sent = tokio::time::timeout(Duration::from_secs(20), outbound.recv())
        .await
        .expect("the time-out is announced to the adapter")
        .unwrap();
    assert_eq!(sent.reply.game, Some(id));
    assert!(sent.reply.plain_text().contains("ran out of time"));
    task.stop().await;
}

#[tokio::test]
async fn undo_gives_the_player_to_move_a_fresh_turn() {
    let clock = ManualClock::new(T0);
    let bot = bot_on(&clock).await;
    let id = clocked_game(&bot, 2).await;
    clock.set(T0 + HOUR);
    bot.say("bob: !move 11-15").await;
    clock.set(T0 + DAY);
    bot.say("bob: !undo").await;
    clock.set(T0 + DAY + HOUR);
    let undone = bot.text("alice: !accept").await;
    assert!(undone.contains("@bob to move"), "{undone}");
    let row = bot.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.turn_started_at, Some(T0 + DAY + HOUR));
    assert_eq!(row.deadline_at, Some(T0 + DAY + HOUR + 2 * DAY));
    assert!(!row.warned);
}

#[tokio::test]
async fn a_time_out_before_each_side_has_moved_aborts_the_game() {
    let clock = ManualClock::new(T0);
    let bot = bot_on(&clock).await;
    bot.say("admin: !settings reminders 0").await;
    let replies = bot.say("alice: !challenge @bob english white days=1").await;
    let id = replies[0].game.expect("a challenge names its game");
    bot.say(&format!("bob: !accept #{id}")).await;
    bot.say(&format!("bob: !move #{id} 11-15")).await;
    let scheduler = Scheduler::new(bot.service.clone());
    let sent = scheduler.tick(T0 + DAY).await.unwrap();
    let said = texts(&sent);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].contains(&format!("Game #{id} is aborted")),
        "{said:?}"
    );
    assert!(said[0].contains("@alice ran out of time"), "{said:?}");
    let row = bot.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.result.as_deref(), Some("*"));
    let rated: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM ratings")
        .fetch_one(bot.service.store().pool())
        .await
        .unwrap();
    assert_eq!(rated, 0, "no rating counts an aborted game");
    let stats = bot.text("bob: !stats").await;
    assert!(!stats.contains("1 won"), "{stats}");
}

#[tokio::test]
async fn a_forgotten_turn_is_reminded_seven_times_then_left_alone() {
    let clock = ManualClock::new(T0);
    let bot = bot_on(&clock).await;
    bot.say("admin: !settings reminders 2").await;
    bot.start("alice", "bob", "english").await;
    let scheduler = Scheduler::new(bot.service.clone());
    let mut reminders = 0;
    for hour in 1..=40 {
        reminders += scheduler.tick(T0 + hour * HOUR).await.unwrap().len();
    }
    assert_eq!(reminders, 7, "every 2 hours, seven times");
    // A move starts a new turn, and the reminders with it.
    clock.set(T0 + 40 * HOUR);
    bot.say("bob: !move 11-15").await;
    let sent = scheduler.tick(T0 + 42 * HOUR).await.unwrap();
    assert_eq!(mentions(&sent[0]), ["alice"]);
}

#[tokio::test]
async fn messages_speak_the_channel_s_language_or_the_player_s_own() {
    let clock = ManualClock::new(T0);
    let bot = bot_on(&clock).await;
    bot.say("admin: !settings language it").await;
    bot.say("admin: !settings reminders 0").await;
    bot.say("bob: !prefs language en").await;
    clocked_game(&bot, 1).await;
    let scheduler = Scheduler::new(bot.service.clone());
    // The warning is bob's alone: in his language.
    let warned = texts(&scheduler.tick(T0 + DAY * 4 / 5).await.unwrap());
    assert!(warned[0].contains("80% of your time"), "{warned:?}");
    // The end is for the channel: in its language.
    let ended = texts(&scheduler.tick(T0 + DAY).await.unwrap());
    assert!(
        ended[0].contains("vince") && ended[0].contains("ha esaurito il tempo"),
        "{ended:?}"
    );
    assert!(
        ended[0].contains("Nessuna mossa in tempo (1 giorno per mossa)."),
        "{ended:?}"
    );
}
