//! The one way a game changes. [`Service::change_game`] loads the game, lets the handler
//! check the change against the `rules::Game` as loaded and say what it is, commits it in
//! one transaction guarded by the version the game was read at, and starts again from the
//! load when another change got in first.
//!
//! A handler never edits a [`GameRow`]: it hands over the rules state the change leads to
//! and what else it does ([`Edit`], a new [`Event`]); [`next_row`] derives the row from that.

use std::future::Future;

use rules::{Color, DrawReason, Game, Outcome, Variant, WinReason};

use super::answer::Answer;
use super::load::{Loaded, outcome_code};
use super::{MAX_ATTEMPTS, Service, ServiceError};
use crate::command::Answered;
use crate::i18n::Say;
use crate::store::{
    ABORTED, ChallengeStatus, EventKind, GameRow, GameStatus, GameUpdate, NewEvent, StoreError,
    color_to_db,
};

/// What a change does besides leading to the game's new rules state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Edit {
    /// Nothing more: a move, a huff, a count, a resignation, an agreed draw, a take-back.
    Play,
    /// An undo or draw offer by the player of `by`.
    Offer { kind: Answered, by: Color },
    /// The pending offer is declined or withdrawn.
    ClearOffer,
    /// The challenge is accepted: the game starts.
    Start,
    /// The challenge is declined.
    Decline,
    /// The challenge is withdrawn.
    Cancel,
    /// The challenge went unanswered for its channel's `challenge_days`.
    Lapse,
    /// The game ended on time, when its deadline passed.
    TimedOut { at: i64 },
    /// The player to move was warned that their time runs out (it counts as a reminder).
    Warned { at: i64 },
    /// The player to move was reminded.
    Reminded { at: i64 },
    /// The game is played in this thread of its channel.
    Thread(String),
    /// The player to move is back at `at` from a vacation begun at `since`: their deadline
    /// moves on by the time it was stopped in this turn, and their reminders start over.
    Resumed { since: i64, at: i64 },
    /// A digest or an end-of-quiet-hours summary listed the game at `at`, with its time
    /// left: it stands for the warning and the reminder due by then.
    Listed { at: i64 },
}

/// A row of the moves table to append, made by a person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Event {
    pub kind: EventKind,
    pub text: String,
    pub color: Color,
    pub by: String,
}

/// A change to commit to a game read at some version.
#[derive(Debug, Clone)]
pub(crate) struct Change {
    /// The row as read: its version guards the commit.
    row: GameRow,
    /// The rules state the change leads to.
    game: Game,
    edit: Edit,
    event: Option<Event>,
    /// A take-back: the events kept, the later ones deleted.
    keep_events: Option<i64>,
}

impl Loaded {
    /// A change of this game to the rules state `game`.
    pub fn change(&self, game: Game, edit: Edit) -> Change {
        Change {
            row: self.row.clone(),
            game,
            edit,
            event: None,
            keep_events: None,
        }
    }

    /// A change of the row alone; the rules state stays as loaded.
    pub fn edit(&self, edit: Edit) -> Change {
        self.change(self.game.clone(), edit)
    }
}

impl Change {
    /// The change also appends this event.
    pub fn with_event(mut self, event: Event) -> Change {
        self.event = Some(event);
        self
    }

    /// The change keeps only the first `kept` events (a take-back).
    pub fn keeping(mut self, kept: i64) -> Change {
        self.keep_events = Some(kept);
        self
    }
}

/// What a handler decided about the game it was given.
// Made and matched at once, never kept: boxing the change would buy nothing.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Decision<T, S> {
    /// Change nothing; stop with this (a refusal, or nothing to do).
    Stop(S),
    /// Commit this change, then finish with `T`.
    Commit(Change, T),
    /// The game moved on while being decided about: load it again.
    Again,
}

impl<T> Decision<T, Box<Answer>> {
    /// Change nothing and refuse, saying why.
    pub fn refuse(say: Say) -> Decision<T, Box<Answer>> {
        Decision::Stop(Box::new(Answer::refuse(say)))
    }
}

/// How [`Service::change_game`] ended.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Changed<T, S> {
    Stopped(S),
    /// The change is committed: the game as it is now, and what the handler said to finish
    /// with.
    Done(Loaded, T),
}

/// Shorthand for handlers: the game as committed and what to finish with, or return the
/// answer `change_game` stopped with.
macro_rules! committed {
    ($changed:expr) => {
        match $changed {
            $crate::service::change::Changed::Done(done, then) => (done, then),
            $crate::service::change::Changed::Stopped(answer) => return Ok(vec![*answer]),
        }
    };
}
pub(crate) use committed;

/// Shorthand for decisions: the value, or stop with the refusal.
macro_rules! or_stop {
    ($checked:expr) => {
        match $checked {
            Ok(value) => value,
            Err(refusal) => return Ok($crate::service::change::Decision::Stop(refusal)),
        }
    };
}
pub(crate) use or_stop;

impl Service {
    /// Applies one change to a game: `load` reads it (or says why not), `decide` checks the
    /// change against it and says what to commit, and the commit is refused if the game
    /// changed since it was read — then both run again on the game as it is now. Nothing is
    /// written before the commit, so a refusal changes nothing.
    pub(crate) async fn change_game<T, S, L, LF, D, DF>(
        &self,
        mut load: L,
        mut decide: D,
    ) -> Result<Changed<T, S>, ServiceError>
    where
        L: FnMut() -> LF,
        LF: Future<Output = Result<Result<Loaded, S>, ServiceError>>,
        D: FnMut(Loaded) -> DF,
        DF: Future<Output = Result<Decision<T, S>, ServiceError>>,
    {
        let mut id = 0;
        for _ in 0..MAX_ATTEMPTS {
            let loaded = match load().await? {
                Ok(loaded) => loaded,
                Err(stop) => return Ok(Changed::Stopped(stop)),
            };
            id = loaded.row.id;
            match decide(loaded).await? {
                Decision::Stop(stop) => return Ok(Changed::Stopped(stop)),
                Decision::Again => continue,
                Decision::Commit(change, then) => {
                    if let Some(done) = self.commit(change).await? {
                        return Ok(Changed::Done(done, then));
                    }
                }
            }
        }
        Err(ServiceError::Contended(id, MAX_ATTEMPTS))
    }

    /// Commits a change if the game is still at the version it was read at. `Ok(None)`:
    /// someone else changed it first.
    async fn commit(&self, change: Change) -> Result<Option<Loaded>, ServiceError> {
        let now_ms = self.now_ms();
        let now = now_ms.div_euclid(1_000);
        let row = next_row(&change, now_ms);
        let append: Vec<NewEvent> = change
            .event
            .iter()
            .map(|event| NewEvent {
                kind: event.kind,
                text: event.text.clone(),
                color: event.color,
                user_id: Some(event.by.clone()),
                fen_after: row.fen.clone(),
            })
            .collect();
        let update = GameUpdate {
            game: &row,
            keep_events: change.keep_events,
            append: &append,
            challenge: challenge_status(&change.edit),
        };
        match self.store().update_game_rated(update).await {
            Ok(updated) => {
                let mut row = row;
                row.version = updated.version;
                row.updated_at = now;
                self.inner
                    .cache
                    .put(row.id, updated.version, change.game.clone());
                Ok(Some(Loaded {
                    row,
                    game: change.game,
                    ratings: updated.ratings,
                }))
            }
            Err(StoreError::Stale { game }) => {
                self.inner.cache.forget(game);
                Ok(None)
            }
            Err(e) => Err(e.into()),
        }
    }
}

/// The row a change leads to: the position, the count of moves and the end from the rules
/// state; a new turn (and no offer pending) when the moves changed; and the edit's own
/// bookkeeping. Its `version` is still the one read, which the commit checks. `now_ms` is
/// the time in Unix milliseconds (live clocks count them).
fn next_row(change: &Change, now_ms: i64) -> GameRow {
    let now = now_ms.div_euclid(1_000);
    let before = &change.row;
    let game = &change.game;
    let mut row = before.clone();
    row.fen = game.position().to_fen();
    row.plies = game.plies().count() as i64;
    row.events = change.keep_events.unwrap_or(before.events) + i64::from(change.event.is_some());
    if row.plies != before.plies {
        // A move answers any pending offer (the player moved on), and a take-back gives the
        // requester their turn again: either way a new turn starts, with a fresh clock.
        clear_offer(&mut row);
        if row.plies > before.plies
            && let Some(mover) = before.turn()
        {
            // What the mover had left goes back into their bank (before the new turn's
            // deadline replaces theirs).
            row.bank_after_move(mover, now);
            row.live_after_move(mover, now_ms);
        } else if let Some(stopped) = before.turn() {
            // A take-back: the live clock of the player who was to move stops where it is.
            row.live_stop(stopped, now_ms);
        }
        row.start_turn(now_ms);
    }
    let mut ended_at = now;
    match &change.edit {
        Edit::Play => {}
        Edit::Offer { kind, by } => {
            row.offer_kind = Some(kind.as_str().into());
            row.offer_by = Some(color_to_db(*by).into());
            row.offer_plies = Some(row.plies);
        }
        Edit::ClearOffer => clear_offer(&mut row),
        Edit::Start => {
            row.status = GameStatus::Active;
            row.started_at = Some(now);
            row.fill_banks();
            row.start_turn(now_ms);
        }
        Edit::Decline => row.status = GameStatus::Declined,
        Edit::Cancel | Edit::Lapse => row.status = GameStatus::Cancelled,
        // The game ended when the time ran out, whenever that was noticed.
        Edit::TimedOut { at } => ended_at = *at,
        Edit::Warned { at } => {
            row.warned = true;
            // The warning names the player: it counts as this period's reminder.
            row.reminded_at = Some(*at);
        }
        Edit::Reminded { at } => row.reminded_at = Some(*at),
        Edit::Thread(thread) => row.thread_id = Some(thread.clone()),
        Edit::Resumed { since, at } => {
            let stopped = at - (*since).max(row.turn_start());
            if stopped > 0 {
                row.deadline_at = row.deadline_at.map(|d| d + stopped);
            }
            row.reminded_at = Some(*at);
        }
        Edit::Listed { at } => {
            if super::due::DueTimes::of(&row, 0)
                .warning
                .is_some_and(|warning| warning <= *at)
            {
                row.warned = true;
            }
            row.reminded_at = Some(*at);
        }
    }
    if before.status != GameStatus::Finished
        && let Some(outcome) = game.outcome()
    {
        finish(&mut row, outcome, game.variant(), ended_at);
    }
    row
}

/// The challenge row's new status, when the change answers the challenge.
fn challenge_status(edit: &Edit) -> Option<ChallengeStatus> {
    match edit {
        Edit::Start => Some(ChallengeStatus::Accepted),
        Edit::Decline => Some(ChallengeStatus::Declined),
        Edit::Cancel => Some(ChallengeStatus::Cancelled),
        Edit::Lapse => Some(ChallengeStatus::Expired),
        _ => None,
    }
}

/// Marks a row finished with an outcome at `at`; the clock stops. A game that ends on time,
/// by resignation or by agreement before each side has made a move is aborted: its result
/// is `*` and no rating counts it (the winner stays, so that the end can be replayed).
fn finish(row: &mut GameRow, outcome: Outcome, variant: Variant, at: i64) {
    row.status = GameStatus::Finished;
    row.winner = outcome.winner().map(|c| color_to_db(c).to_string());
    if aborts(&outcome, row.plies) {
        row.result = Some("*".into());
        row.end_reason = Some(format!("{ABORTED}{}", outcome_code(&outcome)));
    } else {
        row.result = Some(outcome.pdn_result(variant).to_string());
        row.end_reason = Some(outcome_code(&outcome).to_string());
    }
    row.finished_at = Some(at);
    row.deadline_at = None;
    row.deadline_ms = None;
    clear_offer(row);
}

/// Whether an end after `plies` moves aborts the game: an end that is no move on the board
/// (time, resignation, agreement) before both sides have moved.
fn aborts(outcome: &Outcome, plies: i64) -> bool {
    let off_the_board = matches!(
        outcome,
        Outcome::Win {
            reason: WinReason::Resignation | WinReason::Time,
            ..
        } | Outcome::Draw(DrawReason::Agreement | DrawReason::TimeNoWinPossible)
    );
    off_the_board && plies < 2
}

fn clear_offer(row: &mut GameRow) {
    row.offer_kind = None;
    row.offer_by = None;
    row.offer_plies = None;
}

#[cfg(test)]
mod tests {
    use rules::{GameOptions, Position};

    use super::*;
    use crate::clock::DAY;

    const NOW: i64 = 50 * DAY;

    /// English draughts under way with a 3-day clock, Black to move, a draw offer by Black
    /// pending; its turn began a day ago.
    fn under_way() -> Loaded {
        let start = Position::start(Variant::English);
        let game = Game::from_position(start, GameOptions::default()).unwrap();
        let row = GameRow {
            id: 7,
            platform: "console".into(),
            channel_id: "console".into(),
            thread_id: None,
            community: "console".into(),
            variant: "english".into(),
            soffio: false,
            giveaway: false,
            start_fen: start.to_fen(),
            fen: start.to_fen(),
            white_id: "alice".into(),
            white_name: "Alice".into(),
            black_id: "bob".into(),
            black_name: "Bob".into(),
            status: GameStatus::Active,
            plies: 0,
            events: 0,
            result: None,
            winner: None,
            end_reason: None,
            offer_kind: Some("draw".into()),
            offer_by: Some("black".into()),
            offer_plies: Some(0),
            days_per_move: Some(3),
            deadline_at: Some(NOW + 2 * DAY),
            warned: true,
            reminded_at: Some(NOW - 3600),
            rated: true,
            version: 4,
            created_at: 0,
            started_at: Some(NOW - DAY),
            updated_at: NOW - DAY,
            finished_at: None,
            turn_started_at: Some(NOW - DAY),
            bank: None,
            white_bank: None,
            black_bank: None,
            live: None,
            white_ms: None,
            black_ms: None,
            turn_started_ms: None,
            deadline_ms: None,
        };
        Loaded {
            row,
            game,
            ratings: None,
        }
    }

    fn bob(kind: EventKind, text: &str) -> Event {
        Event {
            kind,
            text: text.into(),
            color: Color::Black,
            by: "bob".into(),
        }
    }

    #[test]
    fn a_move_is_read_from_the_game_and_starts_the_next_turn() {
        let loaded = under_way();
        let mut game = loaded.game.clone();
        game.play_text("11-15").unwrap();
        let fen = game.position().to_fen();
        let change = loaded
            .change(game, Edit::Play)
            .with_event(bob(EventKind::Move, "11-15"));
        let row = next_row(&change, NOW * 1_000);
        assert_eq!(row.fen, fen);
        assert_eq!((row.plies, row.events), (1, 1));
        // The move answered the offer, and White's turn began with a fresh clock.
        assert_eq!(row.offer_kind, None);
        assert_eq!(row.turn_started_at, Some(NOW));
        assert_eq!(row.deadline_at, Some(NOW + 3 * DAY));
        assert!(!row.warned && row.reminded_at.is_none());
        assert_eq!(row.status, GameStatus::Active);
        // The version read is what the commit checks.
        assert_eq!(row.version, 4);
    }

    #[test]
    fn an_end_before_both_sides_moved_aborts_the_game() {
        let loaded = under_way();
        let mut game = loaded.game.clone();
        game.resign(Color::Black).unwrap();
        let row = next_row(&loaded.change(game, Edit::Play), NOW * 1_000);
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.result.as_deref(), Some("*"));
        assert_eq!(row.end_reason.as_deref(), Some("aborted-resignation"));
        assert!(row.is_aborted());

        let mut loaded = under_way();
        let mut game = loaded.game.clone();
        game.play_text("11-15").unwrap();
        game.play_text("23-19").unwrap();
        loaded.game = game.clone();
        loaded.row.plies = 2;
        game.agree_draw().unwrap();
        let row = next_row(&loaded.change(game, Edit::Play), NOW * 1_000);
        assert_eq!(row.end_reason.as_deref(), Some("draw-agreement"));
        assert!(!row.is_aborted());
    }

    #[test]
    fn an_end_of_the_game_finishes_the_row() {
        let mut loaded = under_way();
        let mut game = loaded.game.clone();
        game.play_text("11-15").unwrap();
        game.play_text("23-19").unwrap();
        loaded.game = game;
        loaded.row.plies = 2;
        let mut game = loaded.game.clone();
        game.resign(Color::Black).unwrap();
        let row = next_row(&loaded.change(game, Edit::Play), NOW * 1_000);
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.winner.as_deref(), Some("white"));
        assert_eq!(row.end_reason.as_deref(), Some("resignation"));
        assert_eq!(row.finished_at, Some(NOW));
        assert_eq!((row.deadline_at, row.offer_kind), (None, None));
        assert_eq!(row.plies, 2);
    }

    #[test]
    fn a_time_out_ends_when_the_time_ran_out() {
        let loaded = under_way();
        let mut game = loaded.game.clone();
        game.lose_on_time(Color::Black).unwrap();
        let at = NOW - 60;
        let row = next_row(&loaded.change(game, Edit::TimedOut { at }), NOW * 1_000);
        assert_eq!(row.end_reason.as_deref(), Some("aborted-time"));
        assert_eq!(row.finished_at, Some(at));
    }

    #[test]
    fn bookkeeping_leaves_the_position_and_the_turn_alone() {
        let loaded = under_way();
        let offer = Edit::Offer {
            kind: Answered::Undo,
            by: Color::White,
        };
        let row = next_row(&loaded.edit(offer), NOW * 1_000);
        assert_eq!(row.offer_kind.as_deref(), Some("undo"));
        assert_eq!(row.offer_by.as_deref(), Some("white"));
        assert_eq!(row.offer_plies, Some(0));
        assert_eq!(row.turn_started_at, Some(NOW - DAY));
        assert_eq!(row.fen, loaded.row.fen);

        let warned = next_row(&loaded.edit(Edit::Warned { at: NOW }), NOW * 1_000);
        assert!(warned.warned);
        assert_eq!(warned.reminded_at, Some(NOW));
        let count = loaded
            .edit(Edit::Play)
            .with_event(bob(EventKind::Count, "count"));
        assert_eq!(next_row(&count, NOW * 1_000).events, 1);
        assert_eq!(
            challenge_status(&Edit::Start),
            Some(ChallengeStatus::Accepted)
        );
    }

    #[test]
    fn a_take_back_keeps_the_events_before_it() {
        let mut loaded = under_way();
        loaded.row.plies = 3;
        loaded.row.events = 4;
        let row = next_row(&loaded.edit(Edit::Play).keeping(1), NOW * 1_000);
        assert_eq!((row.plies, row.events), (0, 1));
        assert_eq!(row.turn_started_at, Some(NOW));
        assert_eq!(row.offer_kind, None);
    }
}
